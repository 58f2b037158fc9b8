/**
 * The SIMD128 build of the variant module (assembly/variants.ts), embedded, decoded on first use.
 *
 * Owns: those bytes, nothing else. Reached by the Node entry (src/defaults-node.ts) only:
 * browser pages get the scalar build (embedded-variants-scalar.ts) with `useVariants()`, and
 * `sudoku-wasm/url` fetches this build as a file.
 */
import VARIANTS_SIMD_HEX from '../../build/variants.simd.wasm';
import { decodeHexInNode } from './hex.js';

let bytes: Uint8Array | undefined;

/** The embedded SIMD build's bytes (decoded once, on the first call). */
export function embeddedVariantsSimdBytes(): Uint8Array {
  return (bytes ??= decodeHexInNode(VARIANTS_SIMD_HEX));
}
