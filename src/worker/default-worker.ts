/**
 * createWorkerSolver's default worker: the package's own script (./entry.ts, shipped as
 * dist/worker/entry.js beside this module), written so that bundlers find it.
 *
 * Owns: {@link packageWorker}. Does not own: starting a worker from a URL (./port.ts
 * `spawnWorker`), restarts (./client.ts).
 *
 * - Where `Worker` is a global (browsers, Deno): a factory holding the literal
 *   `new Worker(new URL('./entry.js', import.meta.url), { type: 'module', … })`, the one form
 *   Vite (build) and webpack 5 recognise: they bundle the script with its imports as a worker
 *   of the page and rewrite the URL. Any other spelling (a URL made elsewhere, a variable)
 *   makes them copy the script alone as an asset, whose own imports then fail to load.
 * - Elsewhere (Node): the script's URL, for a `worker_threads` Worker. That `new URL` carries
 *   `@vite-ignore` and `webpackIgnore`, so that a page's bundler does not copy the unbundled
 *   script as an asset it never loads; scripts/build.mjs rewrites its path for dist/node/.
 * - esbuild rewrites neither form: a page bundled by it needs entry.js beside its bundle
 *   (docs/browser.md, Off the main thread).
 */
import type { WorkerSource } from './client.js';

/** The default source, and the script's URL as this module sees it (what an error names). */
export interface PackageWorker {
  readonly source: WorkerSource;
  readonly script: string;
}

/**
 * The package's worker script as a worker source for this environment.
 * @param name the name of the workers it starts (devtools, `worker_threads`)
 */
export function packageWorker(name?: string): PackageWorker {
  const script = new URL(/* @vite-ignore */ /* webpackIgnore: true */ './entry.js', import.meta.url);
  if (typeof (globalThis as { Worker?: unknown }).Worker !== 'function') return { source: script, script: String(script) };
  // @vite-ignore: Vite before 6.1 refuses options it cannot evaluate at build time (`name`) with a
  // build error; with the hint it bundles the script all the same
  return { source: () => new Worker(new URL('./entry.js', import.meta.url), /* @vite-ignore */ { type: 'module', name }), script: String(script) };
}
