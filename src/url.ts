/**
 * The same API with the `.wasm` fetched by URL, for smaller pages: `await initWasm()` before
 * the first call. Every other export is the main entry's, grouped by the same tasks.
 * Guide: [browsers, bundlers and the worker](https://github.com/sudoku-wasm/sudoku-wasm/blob/main/docs/browser.md).
 * @module sudoku-wasm/url
 */
/**
 * sudoku-wasm/url: the same API as the default entry, with the WebAssembly core loaded by URL
 * instead of embedded: the page's JavaScript is smaller (a `solve`-only page 9.3 KB gzipped
 * against 22.8 KB) and the `.wasm` is fetched (and cached) on its own. `await initWasm()`
 * before the first call. The lean entry also leaves out the optional parts of the calls that
 * take a puzzle, which the default entry loads itself: boards other than 9×9 (call
 * `useAllSizes()` once) and the `{ prepass: true }` option (`usePrepass()`); a call that needs
 * one before it is loaded throws an error that names the setting.
 *
 * Owns: loading the `.wasm` files from their default location by default (the core's, and the
 * variant module's for a page that calls `useVariants()`: ./wasm-urls.ts, which bundlers that
 * understand `new URL('./…', import.meta.url)` copy); docs/browser.md says what esbuild needs.
 * Does not own: loading (src/wasm/source.ts) or the shared modules (src/wasm/core.ts,
 * src/wasm/variant-core.ts).
 */
import { variantsLoaded } from './api/parts.js';
import { hasSimd } from './wasm/core.js';
import { initWasm as initModules } from './wasm/init.js';
import type { WasmSource } from './wasm/source.js';
import { coreWasmUrl, variantsWasmUrl } from './wasm-urls.js';

export * from './public.js';
export { useTypeScriptEngines } from './engine/typescript.js';

/**
 * Loads and compiles the WebAssembly core, and the variant module once `useVariants()` was
 * called; every call that needs them must come after this resolves. Without `source`, fetches
 * `sudoku.simd.wasm` (or the scalar `sudoku.wasm` where SIMD128 is missing) from beside this
 * module (Node reads the file), and `variants.simd.wasm` (or `variants.wasm`) likewise. With
 * `source` or `variants`, uses that for the core or the variant module: `{ url }`,
 * `{ bytes }`, `{ module }` or `{ response }`. The first module of each kind wins; after a
 * later `useVariants()`, call it again to load the variant module.
 * @param source where the core comes from
 * @param variants where the variant module comes from (loaded only with `useVariants()` or this)
 * @throws {WasmBlockedError} when the page's Content-Security-Policy forbids WebAssembly
 * @throws {Error} when the fetch fails (the message names the URL and the HTTP status)
 * @example
 * ```ts
 * import { initWasm, solve } from 'sudoku-wasm/url';
 *
 * await initWasm(); // fetches sudoku.simd.wasm from beside the module (Node reads the file)
 * solve('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......').status; // → 'unique'
 * ```
 * @category Setup and engines
 */
export function initWasm(source?: WasmSource, variants?: WasmSource): Promise<void> {
  const variantsUrl = variantsLoaded() ? { url: variantsWasmUrl(hasSimd()) } : undefined;
  return initModules(source ?? { url: coreWasmUrl(hasSimd()) }, variants ?? variantsUrl);
}
