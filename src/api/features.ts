/**
 * `useAllSizes`, `usePrepass` and `useVariants`: the settings that bring the optional parts of
 * the solving calls into a page that loads the package by URL (`sudoku-wasm/url`). The default
 * entries call them for you (src/defaults.ts, src/defaults-node.ts), so there they change
 * nothing.
 *
 * Owns: bringing those parts in (this module is the only way to them from the solving calls,
 * so a page that never imports a setting does not carry its part). `useVariants` lives in
 * ./use-variants.ts: a bundle split into chunks (the demo page's worker) that imports this module
 * at start and that one later keeps the variant readers and compiler out of its first chunk
 * (an import of it from here, even a re-export, made the first chunk import theirs). Does not own: the slots
 * and their errors (./parts.ts), or the parts (src/text/, src/prepass/, src/variant/).
 */
import { prepass } from '../prepass/index.js';
import { writeBoard } from '../text/format.js';
import { inferredSizeError } from '../text/messages.js';
import { readBoard } from '../text/parse.js';
import { provideAllSizes, providePrepass } from './parts.js';

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
