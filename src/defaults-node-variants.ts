/**
 * What a Node build registers for variant puzzles: both builds of the variant module, embedded
 * (SIMD128 where the probe validates, scalar elsewhere), and the variant layer (its readers,
 * lz-string and compiler: src/api/use-variants.ts). The Node entry
 * (src/defaults-node.ts) calls it at import; the CLI loads this module on the first variant
 * line of a run (src/cli/lazy-parts.ts), so that a run of classic lines never parses it.
 *
 * Owns: that pairing, as a function: importing this module does nothing. Does not own: the
 * browser entry's pairing with the scalar build only (src/variants-embedded.ts).
 */
import { useVariants } from './api/use-variants.js';
import { embeddedVariantsScalarBytes } from './wasm/embedded-variants-scalar.js';
import { embeddedVariantsSimdBytes } from './wasm/embedded-variants-simd.js';
import { provideEmbeddedVariants } from './wasm/variant-core.js';

/** Registers the variant module's embedded builds and the variant layer. */
export function useNodeVariants(): void {
  provideEmbeddedVariants({ simd: embeddedVariantsSimdBytes, scalar: embeddedVariantsScalarBytes });
  useVariants();
}
