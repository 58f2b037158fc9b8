/**
 * Lets TypeScript accept `import bytes from '…/sudoku.wasm'`.
 *
 * Owns: the type of a `.wasm` import, nothing else. The value itself comes from the bundler:
 * esbuild's `binary` loader (scripts/build.mjs) and the `wasm-bytes` plugin in vitest.config.ts
 * both turn the file into a `Uint8Array` of its bytes, so the package can compile the module
 * synchronously without touching the file system or the network.
 */
declare module '*.wasm' {
  const bytes: Uint8Array<ArrayBuffer>;
  export default bytes;
}
