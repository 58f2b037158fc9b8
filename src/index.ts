/**
 * The whole API with the WebAssembly core embedded (Node, and bundlers' `browser` build):
 * every call works synchronously, with no setup. Grouped by task, most used first: solve and
 * check one puzzle, read and write text, many puzzles, hints and ratings, generate, variants.
 * Guides: [one puzzle and its text](https://github.com/sudoku-wasm/sudoku-wasm/blob/main/docs/puzzles.md),
 * [hints and ratings](https://github.com/sudoku-wasm/sudoku-wasm/blob/main/docs/logic.md),
 * [generating](https://github.com/sudoku-wasm/sudoku-wasm/blob/main/docs/generate.md), [variants](https://github.com/sudoku-wasm/sudoku-wasm/blob/main/docs/variants.md).
 * @module sudoku-wasm
 */
/**
 * sudoku-wasm: the default entry (Node, Deno, Bun, and bundles for them). Both builds of the
 * WebAssembly core are embedded and the TypeScript engines are loaded, so every call works
 * synchronously with no setup, with WebAssembly or without.
 *
 * Owns: what this entry registers (./defaults-node.js, its one side effect) and exporting
 * `initWasm` and `useTypeScriptEngines`; the rest of the API is src/public.ts, shared with the
 * browser entry (src/browser.ts, package.json `browser` condition) and the URL entry
 * (src/url.ts, `sudoku-wasm/url`).
 */
import './defaults-node.js';

export * from './public.js';
export { initWasm } from './wasm/init.js';
export { useTypeScriptEngines } from './engine/typescript.js';
