/**
 * Decoding the embedded builds: lower-case hexadecimal text → bytes.
 *
 * Owns: that decoding. Does not own: the embedded text (embedded-simd.ts, embedded-scalar.ts).
 * Hex, not base64: gzip finds the module's repeats in hex (each byte two characters, always
 * aligned) but not across base64's 3-byte groups, so the 19.0 KB SIMD module costs a page
 * 9.0 KB gzipped as hex against 11.1 KB as base64 (8.2 KB for the `.wasm` file itself).
 * `import … from '*.wasm'` gives the file as such a string in every build of src/: the esbuild
 * plugin of scripts/wasm-hex.mjs (dist/, the demo page, the browser bench) and vitest.config.ts.
 */

/** The bytes that `hex` (lower-case, two digits a byte) spells. */
export function decodeHex(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (nibble(hex.charCodeAt(2 * i)) << 4) | nibble(hex.charCodeAt(2 * i + 1));
  return bytes;
}

function nibble(code: number): number {
  return code <= 57 ? code - 48 : code - 87;
}
