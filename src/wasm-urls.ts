/**
 * Where the package's `.wasm` files sit: beside this module, in dist/. A leaf (no imports), so
 * that the worker script (dist/worker/entry.js, bundled) can import it as a file of its own and
 * the URLs stay relative to dist/ whoever bundles the script.
 *
 * Owns: the four URLs, each written as the literal `new URL('./….wasm', import.meta.url)` that
 * Vite, webpack 5, Parcel and Rollup (with a plugin) read, copying the file into the page's
 * build. Does not own: loading (src/wasm/source.ts, src/worker/builds.ts) or the SIMD probe
 * (src/wasm/simd.ts): callers say which build they want.
 */

/**
 * The core's build: `sudoku.simd.wasm` (SIMD128) or `sudoku.wasm` (scalar).
 * @param simd whether the engine has SIMD128 (src/wasm/simd.ts `hasSimd`)
 */
export function coreWasmUrl(simd: boolean): URL {
  return simd ? new URL('./sudoku.simd.wasm', import.meta.url) : new URL('./sudoku.wasm', import.meta.url);
}

/**
 * The variant module's build: `variants.simd.wasm` (SIMD128) or `variants.wasm` (scalar).
 * @param simd whether the engine has SIMD128 (src/wasm/simd.ts `hasSimd`)
 */
export function variantsWasmUrl(simd: boolean): URL {
  return simd ? new URL('./variants.simd.wasm', import.meta.url) : new URL('./variants.wasm', import.meta.url);
}
