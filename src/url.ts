/**
 * sudoku-wasm/url: the same API as the default entry, with the WebAssembly core loaded by URL
 * instead of embedded: the page's JavaScript is smaller (a `solve`-only page 9.3 KB gzipped
 * against 22.8 KB) and the `.wasm` is fetched (and cached) on its own. `await initWasm()`
 * before the first call. The lean entry also leaves out the optional parts of the calls that
 * take a puzzle, which the default entry loads itself: boards other than 9×9 (call
 * `useAllSizes()` once) and the `{ prepass: true }` option (`usePrepass()`); a call that needs
 * one before it is loaded throws an error that names the setting.
 *
 * Owns: the default location of the `.wasm` files, written as `new URL('./…', import.meta.url)`
 * so that bundlers that understand that pattern (Vite, webpack 5, Parcel, Rollup with a plugin)
 * copy them; docs/browser.md says what esbuild needs. Does not own: loading
 * (src/wasm/source.ts) or the shared core (src/wasm/core.ts).
 */
import { hasSimd, initWasm as initCore, type WasmSource } from './wasm/core.js';

export * from './public.js';
export { useTypeScriptEngines } from './engine/typescript.js';

/**
 * Loads and compiles the WebAssembly core; every call that needs it must come after this
 * resolves. Without `source`, fetches `sudoku.simd.wasm` (or the scalar `sudoku.wasm` where
 * SIMD128 is missing) from beside this module (Node reads the file). With `source`, uses that:
 * `{ url }`, `{ bytes }`, `{ module }` or `{ response }`. The first module wins.
 * @throws {WasmBlockedError} when the page's Content-Security-Policy forbids WebAssembly
 * @throws {Error} when the fetch fails (the message names the URL and the HTTP status)
 */
export function initWasm(source?: WasmSource): Promise<void> {
  return initCore(source ?? { url: defaultWasmUrl() });
}

/** `sudoku.simd.wasm` (or `sudoku.wasm` without SIMD128) beside this module. */
function defaultWasmUrl(): URL {
  return hasSimd() ? new URL('./sudoku.simd.wasm', import.meta.url) : new URL('./sudoku.wasm', import.meta.url);
}
