#!/usr/bin/env node
/**
 * Builds the demo page: web/src/main.ts → web/dist/app.js and the page's worker script
 * (web/src/worker.ts, the package's worker protocol) → web/dist/worker.js, the page's logic worker
 * (web/src/logic-worker.ts: variant hints and explanations) → web/dist/logic-worker.js (esbuild, ES modules
 * for browsers, minified, with source maps), copies index.html and minifies style.css (its comments
 * and spaces are a third of a cold load's CSS bytes; esbuild's CSS minifier keeps every rule). Code split:
 * what is imported dynamically (the human-style solver and the generator in the worker; on the
 * page the variant kit, the views behind the tabs and the sentences of chains) becomes a chunk of
 * its own under web/dist/chunks/, fetched on first use. The package's own sources are
 * bundled in (tree-shaken), so the page needs nothing but web/dist/, and every path in it is
 * relative: the folder works from any static host, at any path.
 *
 * Owns: how web/dist/ is made. Does not own: the package build (scripts/build.mjs).
 *
 * Usage: node web/build.mjs [--meta <file>]   (also importable: `await buildWeb()`); --meta writes
 * esbuild's metafile (which modules make up each output file: bench/page-cold-bytes.mjs reads it)
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { wasmHex } from '../scripts/wasm-hex.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The directory the page is built into. */
export const distDir = join(here, 'dist');

/**
 * Builds web/dist/. Resolves to the output files and their sizes in bytes.
 * @param {{ quiet?: boolean }} [options]
 */
export async function buildWeb(options = {}) {
  return sizesOf((await bundleWeb(options)).metafile);
}

/** The output files' sizes in bytes, by path. */
function sizesOf(metafile) {
  return Object.fromEntries(Object.entries(metafile.outputs).map(([file, o]) => [file, o.bytes]));
}

/**
 * Builds web/dist/ as {@link buildWeb} does; resolves to esbuild's result, its metafile included.
 * @param {{ quiet?: boolean }} [options]
 */
export async function bundleWeb(options = {}) {
  await rm(distDir, { recursive: true, force: true });
  await mkdir(distDir, { recursive: true });
  const result = await esbuild.build({
    // the logic worker (variant hints and explanations) is started from a chunk: chunks/ sits one
    // folder below the entries (web/src/variant/logic-client.ts finds it at ../logic-worker.js)
    entryPoints: { app: join(here, 'src/main.ts'), worker: join(here, 'src/worker.ts'), 'logic-worker': join(here, 'src/logic-worker.ts') },
    outdir: distDir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: true,
    plugins: [wasmHex()],
    metafile: true,
    logLevel: options.quiet ? 'warning' : 'info',
  });
  await copyFile(join(here, 'index.html'), join(distDir, 'index.html'));
  const css = await esbuild.transform(await readFile(join(here, 'style.css'), 'utf8'), { loader: 'css', minify: true });
  await writeFile(join(distDir, 'style.css'), css.code);
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--meta');
  const { metafile } = await bundleWeb();
  if (at > 0) await writeFile(process.argv[at + 1], JSON.stringify(metafile));
  console.log(`web: built ${distDir}`);
}
