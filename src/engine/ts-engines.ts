/**
 * The TypeScript twins of the WebAssembly engines, as one value to hand to the registry.
 *
 * Owns: that list. Does not own: when the twins are used (registry.ts) or which entry brings
 * them: the default entry always (src/defaults.ts: they answer where WebAssembly or SIMD128 is
 * missing), the URL entry only when the page calls `useTypeScriptEngines` (src/url.ts), so a
 * page that only solves with WebAssembly does not carry them.
 */
import { createBitmaskSearch } from './bitmask-ts/index.js';
import { createDlxSearch } from './dlx-ts/index.js';
import { createTsEngine } from './fast9-ts/index.js';
import type { GeneralSearch } from './general-types.js';
import type { Engine } from './types.js';
import { createVariantTsSearch } from './variant-ts/index.js';
import type { VariantSearch } from './variant-types.js';

/** Factories of the TypeScript engines: a new, independent engine per call. */
export interface TsEngines {
  fast9(): Engine;
  bitmask(): GeneralSearch;
  dlx(): GeneralSearch;
  variant(): VariantSearch;
}

/** The TypeScript twins (fast9, bitmask, DLX, variant). */
export const TS_ENGINES: TsEngines = {
  fast9: createTsEngine,
  bitmask: createBitmaskSearch,
  dlx: createDlxSearch,
  variant: createVariantTsSearch,
};
