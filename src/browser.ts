/**
 * sudoku-wasm for browsers (package.json `browser` condition: what esbuild, Vite, webpack and
 * Rollup pick for a page): the scalar build of the WebAssembly core embedded, so every call
 * works synchronously with no setup, on the main thread too. The TypeScript engines come only
 * with `useTypeScriptEngines()` (for pages whose Content-Security-Policy forbids WebAssembly),
 * so a page that imports `solve` carries `solve` and the 21 KB core, and nothing else.
 *
 * Owns: what this entry registers (./defaults.js, its one side effect) and exporting
 * `initWasm`, `useTypeScriptEngines` and its own `useVariants` (./variants-embedded.ts: the
 * variant engine's module comes with it); the rest of the API is src/public.ts.
 */
import './defaults.js';

export * from './public.js';
export { initWasm } from './wasm/init.js';
export { useTypeScriptEngines } from './engine/typescript.js';
export { useVariants } from './variants-embedded.js'; // the shared one, with the variant module embedded
