/**
 * Loading the package in real Chromium, from dist/ as shipped (its modules import only each
 * other, so a page imports them without a bundler):
 * - main thread: the first synchronous call works with no `initWasm()`: Chromium compiles the
 *   21–34 KB embedded builds synchronously there (the README once said it refused modules over
 *   4 KB; Chromium 156 does not);
 * - `sudoku-wasm/url`: `initWasm()` fetches `sudoku.simd.wasm` beside dist/url.js, and
 *   `variants.simd.wasm` too once `useVariants()` was called (again after a later one);
 * - variant puzzles in the browser entry: `useVariants()` brings the embedded scalar build of the
 *   variant module, which no page carries or fetches before;
 * - a Content-Security-Policy without 'wasm-unsafe-eval': the first call throws
 *   WasmBlockedError saying what to do, and after `useTypeScriptEngines()` every call works;
 *   with 'wasm-unsafe-eval' WebAssembly runs.
 */
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, launchChromium, serveStatic, type StaticServer } from '../support/browser';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
/** An anti-knight puzzle with an empty grid (many solutions), as f-puzzles JSON. */
const ANTI_KNIGHT = JSON.stringify({ size: 9, grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))), antiknight: true });
/** The `.wasm` files a page fetched, by name. */
const FETCHED_WASM = `performance.getEntriesByType('resource').map((e) => e.name.split('/').pop()).filter((n) => n.endsWith('.wasm'))`;

/** Each page runs its script and puts a JSON report in document.title, prefixed `done `. */
const SCRIPTS: Record<string, string> = {
  'main-thread.js': `
    import { solve, getEngine } from '../dist/browser.js';
    import { wasmCore } from '../dist/wasm/core.js';
    const report = {};
    try {
      report.status = solve('${PUZZLE}').status;
      report.engine = getEngine().name;
      report.simdBuild = wasmCore().exports.simdBuild();
    } catch (e) { report.error = String(e); }
    document.title = 'done ' + JSON.stringify(report);`,
  'main-thread-node-entry.js': `
    import { solve, getEngine } from '../dist/index.js';
    import { embeddedSimdBytes } from '../dist/wasm/embedded-simd.js';
    import { instantiateCore } from '../dist/wasm/abi.js';
    const report = {};
    try {
      report.status = solve('${PUZZLE}').status; // the pre-bundled Node entry: its own core
      report.engine = getEngine().name;
      report.simdBuild = instantiateCore(new WebAssembly.Module(embeddedSimdBytes())).exports.simdBuild();
    } catch (e) { report.error = String(e); }
    document.title = 'done ' + JSON.stringify(report);`,
  'url.js': `
    import { initWasm, solve, getEngine } from '../dist/url.js';
    import { wasmCore } from '../dist/wasm/core.js';
    const report = {};
    try {
      try { solve('${PUZZLE}'); } catch (e) { report.before = e.message; }
      await initWasm();
      report.status = solve('${PUZZLE}').status;
      report.engine = getEngine().name;
      report.simdBuild = wasmCore().exports.simdBuild();
    } catch (e) { report.error = String(e); }
    document.title = 'done ' + JSON.stringify(report);`,
  'variants-main-thread.js': `
    import { countSolutions, useVariants } from '../dist/browser.js';
    import { variantCore } from '../dist/wasm/variant-core.js';
    const report = {};
    try {
      try { countSolutions(${JSON.stringify(ANTI_KNIGHT)}, 2); } catch (e) { report.before = e.message; }
      useVariants();
      report.count = countSolutions(${JSON.stringify(ANTI_KNIGHT)}, 2);
      report.simdBuild = variantCore().exports.simdBuild();
      report.fetched = ${FETCHED_WASM};
    } catch (e) { report.error = String(e); }
    document.title = 'done ' + JSON.stringify(report);`,
  'url-variants.js': `
    import { initWasm, countSolutions, solve, useVariants } from '../dist/url.js';
    import { variantCore } from '../dist/wasm/variant-core.js';
    const report = {};
    try {
      await initWasm();
      report.classic = solve('${PUZZLE}').status;
      report.fetchedFirst = ${FETCHED_WASM};
      useVariants(); // after initWasm: the variant module is not loaded yet
      try { countSolutions(${JSON.stringify(ANTI_KNIGHT)}, 2); } catch (e) { report.before = e.message; }
      await initWasm();
      report.count = countSolutions(${JSON.stringify(ANTI_KNIGHT)}, 2);
      report.simdBuild = variantCore().exports.simdBuild();
      report.fetched = ${FETCHED_WASM};
    } catch (e) { report.error = String(e); }
    document.title = 'done ' + JSON.stringify(report);`,
  'url-errors.js': `
    import { initWasm, solve } from '../dist/url.js';
    const report = {};
    const message = (source) => initWasm(source).then(() => 'no error', (e) => e.name + ': ' + e.message);
    report.html = await message({ url: './url-errors.html' }); // a wrong path a server answers with a page
    report.unreachable = await message({ url: 'http://127.0.0.1:1/sudoku.wasm' }); // the browser refuses the port
    report.missing = await message({ url: './sudoku.wasm' });
    try { await initWasm(); report.status = solve('${PUZZLE}').status; } catch (e) { report.error = String(e); }
    document.title = 'done ' + JSON.stringify(report);`,
  'csp.js': `
    import { solve, getEngine, useTypeScriptEngines, WasmBlockedError } from '../dist/browser.js';
    import { initWasm } from '../dist/url.js';
    const report = {};
    try { solve('${PUZZLE}'); report.first = 'no error'; }
    catch (e) { report.first = { name: e.name, blocked: e instanceof WasmBlockedError, message: e.message }; }
    try { await initWasm(); report.url = 'no error'; }
    catch (e) { report.url = { name: e.name, message: e.message }; }
    useTypeScriptEngines();
    try {
      report.status = solve('${PUZZLE}').status;
      report.engine = getEngine().name;
    } catch (e) { report.error = String(e); }
    document.title = 'done ' + JSON.stringify(report);`,
};

/** csp.html and csp-allowed.html run csp.js under two policies. */
const PAGES: Record<string, string> = {
  'main-thread.html': 'main-thread.js',
  'main-thread-node-entry.html': 'main-thread-node-entry.js',
  'url.html': 'url.js',
  'variants-main-thread.html': 'variants-main-thread.js',
  'url-variants.html': 'url-variants.js',
  'url-errors.html': 'url-errors.js',
  'csp.html': 'csp.js',
  'csp-allowed.html': 'csp.js',
};

describeBrowser('loading in Chromium', (executablePath) => {
  let browser: Browser;
  let server: StaticServer;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sudoku-wasm-browser-'));
    symlinkSync(dist, join(root, 'dist'), 'dir');
    mkdirSync(join(root, 'pages'));
    for (const [name, code] of Object.entries(SCRIPTS)) writeFileSync(join(root, 'pages', name), code);
    for (const [name, script] of Object.entries(PAGES)) {
      // the pages load dist/ unbundled, some 250 modules: Chromium's resource timing buffer (250
      // entries by default) would then miss the .wasm fetches FETCHED_WASM reads (inline script:
      // not on the CSP pages, whose policy refuses it)
      const roomy = name.startsWith('csp') ? '' : '<script>performance.setResourceTimingBufferSize(2000)</script>';
      writeFileSync(join(root, 'pages', name), `<!doctype html><title>pending</title>${roomy}<script type="module" src="./${script}"></script>`);
    }
    server = await serveStatic(root);
    server.headers.set('/pages/csp.html', { 'content-security-policy': "script-src 'self'" });
    server.headers.set('/pages/csp-allowed.html', { 'content-security-policy': "script-src 'self' 'wasm-unsafe-eval'" });
    browser = await launchChromium(executablePath);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** Opens a page and returns its report. */
  async function report(page: string): Promise<Record<string, unknown>> {
    const tab = await browser.newPage();
    try {
      await tab.goto(`${server.url}pages/${page}`);
      await tab.waitForFunction(() => document.title.startsWith('done '), undefined, { timeout: 15_000 });
      return JSON.parse((await tab.title()).slice(5));
    } finally {
      await tab.close();
    }
  }

  it('main thread, browser entry: the first synchronous call works without initWasm (embedded scalar build)', async () => {
    expect(await report('main-thread.html')).toEqual({ status: 'unique', engine: 'fast9-wasm', simdBuild: 0 });
  });

  it('main thread, Node entry loaded as is, and the SIMD build compiled synchronously', async () => {
    expect(await report('main-thread-node-entry.html')).toEqual({ status: 'unique', engine: 'fast9-wasm', simdBuild: 1 });
  });

  it('sudoku-wasm/url: says to run initWasm first, then fetches the SIMD build beside dist/url.js', async () => {
    const r = await report('url.html');
    expect(r.before).toMatch(/`await initWasm\(\)` before the first call/);
    expect(r).toMatchObject({ status: 'unique', engine: 'fast9-wasm', simdBuild: 1 });
  });

  it('sudoku-wasm/url: initWasm({ url }) that fetches a page, an unreachable host or a 404 says which URL and what came', async () => {
    const r = await report('url-errors.html');
    expect(r.html).toMatch(/^Error: sudoku-wasm: initWasm: http:\/\/127\.0\.0\.1:\d+\/pages\/url-errors\.html is not a WebAssembly module \(the server sent text\/html; charset=utf-8\): .*expected magic word/);
    expect(r.unreachable).toMatch(/^Error: sudoku-wasm: initWasm: fetching http:\/\/127\.0\.0\.1:1\/sudoku\.wasm failed: Failed to fetch$/);
    expect(r.missing).toMatch(/^Error: sudoku-wasm: initWasm: fetching http:\/\/127\.0\.0\.1:\d+\/pages\/sudoku\.wasm failed: HTTP 404/);
    expect(r.status).toBe('unique'); // nothing half-loaded stays behind
  });

  it('variant puzzles in the browser entry: useVariants() brings the embedded scalar variant module, nothing fetched', async () => {
    const r = await report('variants-main-thread.html');
    expect(r.before).toMatch(/call useVariants\(\) once/);
    expect(r).toMatchObject({ count: 2, simdBuild: 0, fetched: [] });
  });

  it('sudoku-wasm/url with variants: initWasm() fetches the variant module once useVariants() was called, and not before', async () => {
    const r = await report('url-variants.html');
    expect(r).toMatchObject({ classic: 'unique', fetchedFirst: ['sudoku.simd.wasm'], count: 2, simdBuild: 1 });
    expect(r.before).toMatch(/variant module is not loaded: call useVariants\(\) once.*then `await initWasm\(\)`/);
    expect(r.fetched).toEqual(['sudoku.simd.wasm', 'variants.simd.wasm']);
  });

  it("CSP without 'wasm-unsafe-eval': WasmBlockedError says what to do; useTypeScriptEngines() then answers", async () => {
    const r = await report('csp.html');
    expect(r.first).toMatchObject({ name: 'WasmBlockedError', blocked: true });
    expect((r.first as { message: string }).message).toMatch(/add 'wasm-unsafe-eval' to its script-src/);
    expect((r.first as { message: string }).message).toMatch(/call useTypeScriptEngines\(\) once/);
    // explained once, then Chromium's own words
    expect((r.first as { message: string }).message).toMatch(/^sudoku-wasm: (?:(?!sudoku-wasm:).)*The browser said: WebAssembly\.Module\(\): .*'unsafe-eval'/s);
    expect(r.url).toMatchObject({ name: 'WasmBlockedError' });
    expect(r).toMatchObject({ status: 'unique', engine: 'fast9-ts' });
  });

  it("CSP with 'wasm-unsafe-eval': WebAssembly runs", async () => {
    const r = await report('csp-allowed.html');
    expect(r.first).toBe('no error');
    expect(r.url).toBe('no error');
  });
});
