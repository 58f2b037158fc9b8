/**
 * The worker script: in a browser, the page's bundle of it as module worker (docs/browser.md
 * has each bundler's recipe: Vite resolves `new Worker(new URL('sudoku-wasm/worker/entry',
 * import.meta.url), { type: 'module' })`, other bundlers need an entry point of their own), or
 * `new Worker(url)` from `node:worker_threads`. It answers the
 * client's requests (./protocol.ts) one at a time, in the order they come.
 *
 * Owns: what this script registers (./builds.ts: the `.wasm` files read on first use, every
 * optional part of the calls), so it answers every call the way the library does on the main
 * thread. Does not own: the transport (./serve.ts) or what a method does (./dispatch.ts, which
 * loads the human-style solver and the TypeScript engines on the first call that needs them).
 */
import { buildsReady } from './builds.js';
import { dispatch } from './dispatch.js';
import { startWorker } from './serve.js';

// each call once the builds can be read (at once but on Node before 20.16: ./builds.ts)
startWorker(async (method, args) => {
  await buildsReady();
  return dispatch(method, args);
});
