/**
 * The SIMD128 build of the core, embedded, decoded on first use.
 *
 * Owns: those bytes, nothing else. Reached by the Node entry (src/index.ts through
 * src/defaults-node.ts) only: browser pages get the scalar build (embedded-scalar.ts), which
 * runs wherever WebAssembly does, and `sudoku-wasm/url` fetches this build as a file.
 */
import SIMD_HEX from '../../build/sudoku.simd.wasm';
import { decodeHexInNode } from './hex.js';

let bytes: Uint8Array | undefined;

/** The embedded SIMD128 build's bytes (decoded once, on the first call). */
export function embeddedSimdBytes(): Uint8Array {
  return (bytes ??= decodeHexInNode(SIMD_HEX));
}
