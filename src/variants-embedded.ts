/**
 * The browser entry's `useVariants()`: the shared setting (src/api/use-variants.ts) plus the scalar
 * build of the variant module, embedded. A page that never calls it does not carry the
 * variant engine: it is a WebAssembly module of its own (src/wasm/variant-core.ts).
 *
 * Owns: that pairing, nothing else. The Node entry embeds both builds itself
 * (src/defaults-node.ts); `sudoku-wasm/url` fetches the module in `initWasm()` (src/url.ts).
 */
import { useVariants as useVariantParts } from './api/use-variants.js';
import { embeddedVariantsScalarBytes } from './wasm/embedded-variants-scalar.js';
import { provideEmbeddedVariants } from './wasm/variant-core.js';

/**
 * Lets every call that takes a puzzle read and solve variant puzzles (a `VariantPuzzle`,
 * f-puzzles JSON, f-puzzles and SudokuPad links, jigsaw lines: `solve`, `validate`,
 * `countSolutions`, `validateLines`, …), and brings the variant engine's WebAssembly module,
 * embedded. Needed once, before the first such call, in a browser page (about 36 KB gzipped
 * that a page solving classic puzzles does not carry). `parseVariant` never needs it.
 */
export function useVariants(): void {
  provideEmbeddedVariants({ scalar: embeddedVariantsScalarBytes });
  useVariantParts();
}
