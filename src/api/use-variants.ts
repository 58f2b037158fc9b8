/**
 * `useVariants`: the setting that brings variant puzzles into the solving calls (the package exports
 * it with the others of ./features.ts). A module of its own so that code split into chunks
 * (the demo page's worker imports `useAllSizes` and `usePrepass` at start, `useVariants` only on
 * its first variant puzzle) keeps the readers and the compiler out of the first chunk.
 *
 * Owns: {@link useVariants}. Does not own: the slot (./parts.ts) or the parts (src/variant/).
 */
import { compileVariant } from '../variant/compile/index.js';
import { isClassic, readBareClassic } from '../variant/classic.js';
import { parseVariant } from '../variant/formats/detect.js';
import { provideVariants } from './parts.js';

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
