/**
 * The scalar build of the core (no SIMD128 instructions), embedded, decoded on first use.
 *
 * Owns: those bytes, nothing else. It runs on every engine with WebAssembly (SIMD128 came in
 * Chrome 91, Firefox 89, Safari 16.4), which is why the browser entry embeds it rather than the
 * SIMD build, 3–6% faster per puzzle (docs/design/packaging.md); the Node entry embeds both.
 */
import SCALAR_HEX from '../../build/sudoku.wasm';
import { decodeHex } from './hex.js';

let bytes: Uint8Array | undefined;

/** The embedded scalar build's bytes (decoded once, on the first call). */
export function embeddedScalarBytes(): Uint8Array {
  return (bytes ??= decodeHex(SCALAR_HEX));
}
