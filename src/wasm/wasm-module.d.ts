/**
 * Lets TypeScript accept `import hex from '…/sudoku.simd.wasm'`.
 *
 * Owns: the type of a `.wasm` import, nothing else. The value itself comes from the bundler:
 * the `wasm-hex` plugins of scripts/build.mjs and vitest.config.ts both turn the file into a
 * lower-case hexadecimal string of its bytes, which src/wasm/embedded.ts decodes on first use.
 */
declare module '*.wasm' {
  const hex: string;
  export default hex;
}
