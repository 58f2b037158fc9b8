/**
 * `sudoku-wasm/url` through the bundlers the README names, from the packed package, run in
 * Chromium: Vite copies the `.wasm` that `new URL('./sudoku.simd.wasm', import.meta.url)` names;
 * esbuild does not rewrite that pattern, so its page imports `sudoku-wasm/sudoku.simd.wasm` with
 * the `file` loader and passes the URL to `initWasm` (README "Environments"). Vite is pinned as
 * a devDependency (8.3.8, the version vitest 4.1.12 runs on, so nothing more is installed).
 */
import { readdirSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { packInto } from '../../bench/bundle-sizes.mjs';
import { describeBrowser, launchChromium, serveStatic, type StaticServer } from '../support/browser';

const root = fileURLToPath(new URL('../../', import.meta.url));
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const HTML = '<!doctype html><title>pending</title><script type="module" src="./main.js"></script>';

describeBrowser('sudoku-wasm/url through bundlers', (executablePath) => {
  let dir: string;
  let server: StaticServer;
  let browser: Browser;

  beforeAll(async () => {
    ({ dir } = packInto(root));
    // esbuild: the .wasm imported with the file loader
    mkdirSync(join(dir, 'esbuild-src'));
    writeFileSync(
      join(dir, 'esbuild-src/main.js'),
      `import { initWasm, solve, getEngine } from 'sudoku-wasm/url';\n` +
        `import wasmUrl from 'sudoku-wasm/sudoku.simd.wasm';\n` +
        `await initWasm({ url: new URL(wasmUrl, import.meta.url) });\n` +
        `document.title = 'done ' + solve('${PUZZLE}').status + ' ' + getEngine().name;\n`,
    );
    await esbuild.build({
      absWorkingDir: dir,
      entryPoints: ['esbuild-src/main.js'],
      outdir: 'esbuild-out',
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      loader: { '.wasm': 'file' },
      logLevel: 'silent',
    });
    writeFileSync(join(dir, 'esbuild-out/index.html'), HTML);
    // Vite: nothing but the import
    mkdirSync(join(dir, 'vite-src'));
    writeFileSync(join(dir, 'vite-src/index.html'), HTML);
    writeFileSync(
      join(dir, 'vite-src/main.js'),
      `import { initWasm, solve, getEngine } from 'sudoku-wasm/url';\n` +
        `await initWasm();\n` +
        `document.title = 'done ' + solve('${PUZZLE}').status + ' ' + getEngine().name;\n`,
    );
    const { build } = await import('vite');
    await build({
      root: join(dir, 'vite-src'),
      base: './',
      configFile: false,
      logLevel: 'silent',
      build: { outDir: join(dir, 'vite-out'), target: 'es2022', emptyOutDir: true },
    });
    server = await serveStatic(dir);
    browser = await launchChromium(executablePath);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Opens a built page; returns its title and the .wasm files it requested. */
  async function run(page: string): Promise<{ title: string; wasm: string[] }> {
    const tab = await browser.newPage();
    const wasm: string[] = [];
    tab.on('request', (request) => {
      if (request.url().endsWith('.wasm')) wasm.push(request.url().split('/').pop()!);
    });
    try {
      await tab.goto(`${server.url}${page}`);
      await tab.waitForFunction(() => document.title.startsWith('done '), undefined, { timeout: 15_000 });
      return { title: await tab.title(), wasm };
    } finally {
      await tab.close();
    }
  }

  it('Vite copies the .wasm files (the core’s two builds, the variant module’s two), and the page fetches the SIMD core only', async () => {
    const assets = readdirSync(join(dir, 'vite-out/assets'));
    expect(assets.filter((f) => f.endsWith('.wasm')).sort()).toEqual([
      expect.stringMatching(/^sudoku-.*\.wasm$/),
      expect.stringMatching(/^sudoku\.simd-.*\.wasm$/),
      expect.stringMatching(/^variants-.*\.wasm$/),
      expect.stringMatching(/^variants\.simd-.*\.wasm$/),
    ]);
    const { title, wasm } = await run('vite-out/index.html');
    expect(title).toBe('done unique fast9-wasm');
    expect(wasm).toEqual([expect.stringMatching(/^sudoku\.simd-.*\.wasm$/)]);
  });

  it('esbuild with the file loader: the imported .wasm is emitted and fetched', async () => {
    const { title, wasm } = await run('esbuild-out/index.html');
    expect(title).toBe('done unique fast9-wasm');
    expect(wasm).toEqual([expect.stringMatching(/^sudoku\.simd-.*\.wasm$/)]);
  });
});
