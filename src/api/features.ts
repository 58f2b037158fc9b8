/**
 * `useAllSizes` and `usePrepass`: the settings that bring the optional parts of the solving
 * calls into a page that loads the package by URL (`sudoku-wasm/url`); `useVariants` is their
 * sibling (./use-variants.ts). The default entries call them for you (src/defaults.ts,
 * src/defaults-node.ts), so there they change nothing.
 *
 * Owns: bringing those parts in (this module is the only way to them from the solving calls,
 * so a page that never imports a setting does not carry its part). Does not own: the slots
 * and their errors (./parts.ts), the parts (src/text/, src/prepass/), or the variant layer's
 * setting, a module of its own so that the CLI, which loads that layer on its first variant
 * line, does not parse its readers when it registers the other two (src/cli/lazy-parts.ts).
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
 * @category Setup and engines
 */
export function useAllSizes(): void {
  provideAllSizes({ parseBoard: readBoard, formatBoard: writeBoard, inferredSizeError });
}

/**
 * Makes the `{ prepass: true }` option available (the simple-rules pre-pass before the
 * search). Needed once, before the first call that passes it, in a page that imports from
 * `sudoku-wasm/url`; the default entry does it itself.
 * @category Setup and engines
 */
export function usePrepass(): void {
  providePrepass(prepass);
}
