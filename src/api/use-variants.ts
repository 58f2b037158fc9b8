/**
 * `useVariants`: the setting that brings the variant layer (its readers, lz-string and
 * compiler, and the WebAssembly variant engine's wrapper) into the solving calls. The sibling of `useAllSizes` and `usePrepass`
 * (./features.ts), in a module of its own so that whoever registers those two does not load
 * the variant layer with them: the CLI loads it on its first variant line
 * (src/cli/lazy-parts.ts), and code split into chunks (the demo page's worker imports the other
 * two at start, this one on its first variant puzzle) keeps the readers and the compiler out of
 * its first chunk (an import of this from ./features.ts, even a re-export, put them there).
 *
 * Owns: bringing the variant layer in (the only way to it from the solving calls). Does not
 * own: the slot and its error (./parts.ts), or the layer (src/variant/).
 */
import { provideWasmVariantSearch } from '../engine/registry.js';
import { createWasmVariantSearch } from '../engine/variant-wasm.js';
import { compileVariant } from '../variant/compile/index.js';
import { isClassic, readBareClassic } from '../variant/classic.js';
import { parseVariant } from '../variant/formats/detect.js';
import { variantOptionProblem } from '../variant/solve-options.js';
import { variantCore } from '../wasm/variant-core.js';
import { provideVariants } from './parts.js';

/**
 * Lets every call that takes a puzzle read variant puzzles (a `VariantPuzzle`, f-puzzles JSON,
 * f-puzzles and SudokuPad links, jigsaw lines: `solve`, `validate`, `countSolutions`,
 * `validateLines`, …; the human-style calls need `useVariantLogic()` too). Needed once, before the first such call, in a browser page (either entry:
 * about 18 KB gzipped of readers and compiler that a page solving classic puzzles does not
 * carry, and the variant engine's WebAssembly module: the browser entry embeds it with this
 * call, src/variants-embedded.ts; `sudoku-wasm/url` fetches it in the `initWasm()` that
 * follows); the Node entry and the worker script do it themselves. `parseVariant` never needs it.
 * @category Variants
 */
export function useVariants(): void {
  provideVariants({
    parseVariant: (input, options) => parseVariant(input as string | object, options),
    readBareClassic,
    isClassic,
    compileVariant,
    optionProblem: variantOptionProblem,
  });
  provideWasmVariantSearch(() => createWasmVariantSearch(variantCore()));
}
