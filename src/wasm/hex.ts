/**
 * Decoding the embedded builds: lower-case hexadecimal text → bytes.
 *
 * Owns: that decoding. Does not own: the embedded text (embedded-simd.ts, embedded-scalar.ts).
 * Hex, not base64: gzip finds the module's repeats in hex (each byte two characters, always
 * aligned) but not across base64's 3-byte groups, so the 19.0 KB SIMD module costs a page
 * 9.0 KB gzipped as hex against 11.1 KB as base64 (8.2 KB for the `.wasm` file itself).
 * `import … from '*.wasm'` gives the file as such a string in every build of src/: the esbuild
 * plugin of scripts/wasm-hex.mjs (dist/, the demo page, the browser bench) and vitest.config.ts.
 *
 * The first call of a process (of a worker) pays this decoding, so the engine's own decoder is
 * used where there is one: `Uint8Array.fromHex` (ES2026: current browsers) in {@link decodeHex},
 * and Node's `Buffer` in {@link decodeHexInNode}, which only the builds the Node entry alone
 * embeds call (embedded-simd.ts, embedded-variants-simd.ts), so that a page's bundle does not
 * carry the test for it. For the 24 KB SIMD core they take 0.1–0.2 ms against 3–5 ms for the
 * loop, which runs cold (measured on Node 20.20, 2 cores, a fresh process each time).
 */

/** The engine's hex decoders, where it has them (neither is in TypeScript's ES2022 lib). */
interface HexDecoders {
  Uint8Array: { fromHex?(hex: string): Uint8Array<ArrayBuffer> };
  Buffer?: { from(hex: string, encoding: 'hex'): Uint8Array };
}

/** The bytes that `hex` (lower-case, two digits a byte) spells. */
export function decodeHex(hex: string): Uint8Array {
  const native = (globalThis as unknown as HexDecoders).Uint8Array;
  if (native.fromHex) return native.fromHex(hex);
  const bytes = new Uint8Array(hex.length >> 1);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (nibble(hex.charCodeAt(2 * i)) << 4) | nibble(hex.charCodeAt(2 * i + 1));
  return bytes;
}

/** As {@link decodeHex}, by Node's `Buffer` where there is one (and no `Uint8Array.fromHex`). */
export function decodeHexInNode(hex: string): Uint8Array {
  const native = globalThis as unknown as HexDecoders;
  // copied, so that the bytes have an ArrayBuffer of their own (Node pools short Buffers)
  return native.Buffer && !native.Uint8Array.fromHex ? new Uint8Array(native.Buffer.from(hex, 'hex')) : decodeHex(hex);
}

function nibble(code: number): number {
  return code <= 57 ? code - 48 : code - 87;
}
