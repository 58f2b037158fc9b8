/**
 * `useVariantLogic`: the setting that brings the human-style calls on variant puzzles (`hint`,
 * `nextStep`, `logicSolve`, `rate`: src/variant/logic/) into a page. A sibling of `useVariants`
 * (./use-variants.ts), apart from it because a page that only solves variant puzzles would pay
 * for the variant steps otherwise (measured with esbuild, minified and gzipped, `solve` +
 * `useVariants`: 72.8 KB without them, 93.4 KB with them, the TypeScript rule handlers the
 * steps run included; `npm run bench:bundle`). The Node entry (src/defaults-node.ts) and the
 * worker script (src/worker/library-logic.ts, with the human-style solver) call it themselves.
 *
 * Owns: bringing the variant logic in (the only way to it from the logic calls). Does not own:
 * the slot and its error (./parts.ts), or the calls (src/variant/logic/calls.ts).
 */
import { variantLogic } from '../variant/logic/calls.js';
import { provideVariantLogic } from './parts.js';

/**
 * Lets `hint`, `nextStep`, `logicSolve` and `rate` take variant puzzles (in a browser page, after
 * `useVariants()`, which reads them and brings the engine that checks their solution). Needed
 * once, before the first such call, in a page that imports `sudoku-wasm` or `sudoku-wasm/url`;
 * the Node entry and the worker script do it themselves.
 * @category Variants
 */
export function useVariantLogic(): void {
  provideVariantLogic(variantLogic);
}
