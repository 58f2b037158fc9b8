/**
 * Lets TypeScript accept `import hex from '…/sudoku.simd.wasm'`.
 *
 * Owns: the type of a `.wasm` import, nothing else. The value itself comes from the bundler:
 * every build of src/ turns the file into a lower-case hexadecimal string of its bytes
 * (scripts/wasm-hex.mjs for esbuild, vitest.config.ts for the tests), which src/wasm/hex.ts
 * decodes on first use.
 */
declare module '*.wasm' {
  const hex: string;
  export default hex;
}
