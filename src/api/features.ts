/**
 * `useAllSizes`, `usePrepass` and `useVariants`: the settings that bring the optional parts of
 * the solving calls into a page that loads the package by URL (`sudoku-wasm/url`). The default
 * entries call them for you (src/defaults.ts, src/defaults-node.ts), so there they change
 * nothing.
 *
 * Owns: bringing those parts in (this module is the only way to them from the solving calls,
 * so a page that never imports a setting does not carry its part). Does not own: the slots
 * and their errors (./parts.ts), or the parts (src/text/, src/prepass/, src/variant/).
 */
import { prepass } from '../prepass/index.js';
import { writeBoard } from '../text/format.js';
import { inferredSizeError } from '../text/messages.js';
import { readBoard } from '../text/parse.js';
import { compileVariant } from '../variant/compile/index.js';
import { isClassic, readBareClassic } from '../variant/classic.js';
import { parseVariant } from '../variant/formats/detect.js';
import { provideAllSizes, providePrepass, provideVariants } from './parts.js';

/**
 * Lets every call that takes a puzzle read boards of every size, 4×4 to 64×64, as text or
 * arrays (`solve`, `validate`, `validateLines`, `hint`, `rate`, …). Needed once, before the
 * first such call, in a page that imports from `sudoku-wasm/url`; the default entry does it
 * itself. `parseBoard` and `formatBoard` never need it.
 */
export function useAllSizes(): void {
  provideAllSizes({ parseBoard: readBoard, formatBoard: writeBoard, inferredSizeError });
}

/**
 * Makes the `{ prepass: true }` option available (the simple-rules pre-pass before the
 * search). Needed once, before the first call that passes it, in a page that imports from
 * `sudoku-wasm/url`; the default entry does it itself.
 */
export function usePrepass(): void {
  providePrepass(prepass);
}

/**
 * Lets every call that takes a puzzle read variant puzzles (a `VariantPuzzle`, f-puzzles JSON,
 * f-puzzles and SudokuPad links, jigsaw lines: `solve`, `validate`, `countSolutions`,
 * `validateLines`, …). Needed once, before the first such call, in a browser page (either entry:
 * about 18 KB gzipped of readers and compiler that a page solving classic puzzles does not
 * carry, and the variant engine's WebAssembly module: the browser entry embeds it with this
 * call, src/variants-embedded.ts; `sudoku-wasm/url` fetches it in the `initWasm()` that
 * follows); the Node entry and the worker script do it themselves. `parseVariant` never needs it.
 */
export function useVariants(): void {
  provideVariants({
    parseVariant: (input, options) => parseVariant(input as string | object, options),
    readBareClassic,
    isClassic,
    compileVariant,
  });
}
