/**
 * The folder a browser bench's page runs from (bench/out/<bench>/): the page's script bundled
 * into page.js beside the package's worker script (entry.js) and its `.wasm` files, and
 * index.html (./index.html, which loads page.js). Used by ../browser.mjs and
 * ../browser-cpu.mjs; scripts/static-server.mjs serves the folder.
 *
 * Owns: that folder's layout and the esbuild options its bundles share ({@link pageBuildOptions}).
 * Does not own: what the pages do (page.mjs, cpu-page.mjs), other bundles a bench measures.
 */
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { BENCH_DIR } from '../lib/puzzles.mjs';

const ROOT = join(BENCH_DIR, '..');

/** esbuild's options for a bench page's bundles: minified ES modules for the browser, as an app would ship them. */
export const pageBuildOptions = Object.freeze({ absWorkingDir: ROOT, bundle: true, format: 'esm', platform: 'browser', target: 'es2022', minify: true, logLevel: 'warning' });

/**
 * Fills `outDir` with the page: `page` (a path from the repository's root) bundled into
 * page.js, dist/worker/entry.js into entry.js, dist/'s `.wasm` files and index.html.
 * @param {string} outDir the folder, made when missing
 * @param {string} page the page's script, e.g. `bench/browser/page.mjs`
 */
export async function bundlePageFolder(outDir, page) {
  mkdirSync(outDir, { recursive: true });
  await esbuild.build({ ...pageBuildOptions, entryPoints: [page], outfile: join(outDir, 'page.js') });
  await esbuild.build({ ...pageBuildOptions, entryPoints: ['dist/worker/entry.js'], outfile: join(outDir, 'entry.js') });
  // the .wasm files beside it, where the worker script's URLs point (esbuild does not copy them)
  for (const f of readdirSync(join(ROOT, 'dist')).filter((f) => f.endsWith('.wasm'))) copyFileSync(join(ROOT, 'dist', f), join(outDir, f));
  copyFileSync(join(BENCH_DIR, 'browser', 'index.html'), join(outDir, 'index.html'));
}
