/**
 * Builds a page with the bundlers the docs name, the way a new user's project would: Vite 8
 * through its `build()` API and webpack 5 through its Node API (no CLI, no config file). Both are
 * pinned devDependencies of the root package.
 *
 * Owns: a page's source folder (index.html running main.js) and the two build calls with the
 * settings every caller shares. Used by test/package/bundlers.test.ts (the pages run in
 * Chromium) and bench/worker-page-sizes.mjs (what a worker page loads). Does not own: packing
 * the package (bundle-sizes.mjs `packInto`), the pages' code or what is checked or measured.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A page that runs `main.js` (a module script: Vite's and esbuild's output; webpack's classic script runs as one too). */
export const PAGE_HTML = '<!doctype html><title>pending</title><script type="module" src="./main.js"></script>';

/** Writes a page's source folder: index.html and main.js. */
export function writePage(folder, main) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'index.html'), PAGE_HTML);
  writeFileSync(join(folder, 'main.js'), main);
}

/**
 * A Vite production build of the page in `srcDir` (its index.html) into `outDir`, with relative
 * URLs (`base: './'`), no config file, `target: 'es2022'`; `config` adds settings (e.g.
 * `{ worker: { format: 'es' } }`).
 */
export async function viteBuild(srcDir, outDir, config = {}) {
  const { build } = await import('vite');
  await build({
    root: srcDir,
    base: './',
    configFile: false,
    logLevel: 'silent',
    ...config,
    build: { outDir, target: 'es2022', emptyOutDir: true },
  });
}

/**
 * A webpack 5 production build (`mode: 'production'`, its default minifier unless `minimize` is
 * false) of `entry` (names → paths relative to `context`) into `outDir`. Its size hint is off
 * (it flags the worker's chunk, the whole library); the stats carry any other warning.
 * @param {{ context: string, entry: Record<string, string>, outDir: string, output?: object, minimize?: boolean, more?: object }} options
 * @returns {Promise<import('webpack').Stats>}
 */
export async function webpackBuild({ context, entry, outDir, output = {}, minimize = true, more = {} }) {
  const { default: webpack } = await import('webpack');
  return new Promise((resolve, reject) =>
    webpack(
      { mode: 'production', context, entry, output: { path: outDir, ...output }, optimization: { minimize }, performance: { hints: false }, ...more },
      (error, stats) => (error || !stats ? reject(error) : resolve(stats)),
    ),
  );
}
