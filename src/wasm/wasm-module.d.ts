/**
 * Lets TypeScript accept `import hex from '…/sudoku.simd.wasm'`.
 *
 * Owns: the type of a `.wasm` import, nothing else. The value itself comes from the bundler:
 * the `wasm-hex` plugins of scripts/build.mjs and vitest.config.ts both turn the file into a
 * lower-case hexadecimal string of its bytes, which src/wasm/hex.ts decodes on first use. A
 * build that bundles src/ with esbuild's `binary` loader gives a `Uint8Array` instead, which
 * src/wasm/hex.ts `embeddedBytes` takes as it is.
 */
declare module '*.wasm' {
  const hexOrBytes: string | Uint8Array;
  export default hexOrBytes;
}
