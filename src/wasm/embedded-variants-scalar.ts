/**
 * The scalar build of the variant module (assembly/variants.ts), embedded, decoded on first use.
 *
 * Owns: those bytes, nothing else. Reached by the browser entry's `useVariants()`
 * (src/variants-embedded.ts), so only a page that reads variant puzzles carries it, and by the
 * Node entry (src/defaults-node.ts) for engines without SIMD128.
 */
import VARIANTS_SCALAR_HEX from '../../build/variants.wasm';
import { decodeHex } from './hex.js';

let bytes: Uint8Array | undefined;

/** The embedded scalar build's bytes (decoded once, on the first call). */
export function embeddedVariantsScalarBytes(): Uint8Array {
  return (bytes ??= decodeHex(VARIANTS_SCALAR_HEX));
}
