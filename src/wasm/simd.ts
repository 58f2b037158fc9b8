/**
 * Whether this engine runs WebAssembly SIMD128.
 *
 * Owns: the probe and its cached answer. Does not own: what is done with the answer (core.ts
 * picks the TypeScript engines where an embedded SIMD build cannot run; the URL entry picks
 * the scalar file).
 *
 * The probe is a 43-byte module with one function returning `v128.const 0`: valid exactly where
 * SIMD128 is supported (Chrome 91, Firefox 89, Safari 16.4, Node 16.4 and later).
 *
 *   magic+version | type: () -> v128 | function 0 | code: v128.const i32x4 0 0 0 0; end
 */

let simd: boolean | undefined;

/** True when this engine runs WebAssembly SIMD128 (then the SIMD build is used). */
export function hasSimd(): boolean {
  if (simd === undefined) {
    try {
      simd = hasWebAssembly() && WebAssembly.validate(simdProbe());
    } catch {
      simd = false;
    }
  }
  return simd;
}

/**
 * True when this environment has WebAssembly at all.
 * @category Setup and engines
 */
export function hasWebAssembly(): boolean {
  return typeof WebAssembly === 'object' && WebAssembly !== null && typeof WebAssembly.Module === 'function';
}

function simdProbe(): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b,
    0x03, 0x02, 0x01, 0x00,
    0x0a, 0x16, 0x01, 0x14, 0x00, 0xfd, 0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x0b,
  ]);
}
