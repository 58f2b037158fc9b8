/**
 * Loading the package in a Chromium without WebAssembly SIMD128, and in one without WebAssembly
 * at all, from dist/ as shipped:
 * - no SIMD128 (Safari before 16.4, Chrome before 91): no flag of Chromium 156 turns SIMD off, so
 *   each script of the page and of the worker first runs {@link withoutSimd}, which makes
 *   `WebAssembly` refuse every module that declares a `v128` (the package's SIMD probe and its
 *   SIMD builds alike), as such an engine does. The default worker (esbuild page, the worker
 *   script a second entry: docs/browser.md) answers a verdict, a variant puzzle and a hint from
 *   the scalar `.wasm` files; `sudoku-wasm/url`'s `initWasm()` fetches `sudoku.wasm` and
 *   `variants.wasm`.
 * - no WebAssembly (Safari's Lockdown Mode): Chromium started with `--js-flags=--jitless`, which
 *   leaves `WebAssembly` undefined in pages and workers. The default worker answers with the
 *   TypeScript engines and fetches no `.wasm`; `sudoku-wasm/url` answers after
 *   `useTypeScriptEngines()`.
 * The other loading paths (main thread, CSP) are test/package/browser-loading.test.ts.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, launchChromium, serveStatic, type StaticServer } from '../support/browser';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
/** An anti-knight puzzle with an empty grid (many solutions), as f-puzzles JSON. */
const ANTI_KNIGHT = JSON.stringify({ size: 9, grid: Array.from({ length: 9 }, () => Array.from({ length: 9 }, () => ({}))), antiknight: true });

/**
 * Makes this realm's WebAssembly that of an engine without SIMD128: `validate` says false and
 * every way of compiling throws a `CompileError` for a module that declares a `v128` in a
 * function type or a function's locals. Runs as the first code of a page or worker script
 * (its text is injected: it uses nothing from outside).
 */
function withoutSimd(): void {
  const wasm = (globalThis as { WebAssembly?: typeof WebAssembly & { noSimd?: boolean } }).WebAssembly;
  if (!wasm || wasm.noSimd) return;
  const bytesOf = (source: unknown): Uint8Array | null =>
    source instanceof ArrayBuffer ? new Uint8Array(source) : ArrayBuffer.isView(source) ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength) : null;
  const usesV128 = (b: Uint8Array): boolean => {
    let i = 8;
    const leb = (): number => {
      let value = 0;
      let shift = 0;
      let byte: number;
      do {
        byte = b[i++];
        value |= (byte & 0x7f) << shift;
        shift += 7;
      } while (byte & 0x80);
      return value >>> 0;
    };
    while (i < b.length) {
      const id = b[i++];
      const end = leb() + i;
      if (id === 1) {
        // types: 0x60, params, results
        for (let n = leb(); n > 0; n--) {
          i++;
          for (let k = leb(); k > 0; k--) if (b[i++] === 0x7b) return true;
          for (let k = leb(); k > 0; k--) if (b[i++] === 0x7b) return true;
        }
      } else if (id === 10) {
        // code: each body's local groups (count, type)
        for (let n = leb(); n > 0; n--) {
          const bodyEnd = leb() + i;
          for (let groups = leb(); groups > 0; groups--) {
            leb();
            if (b[i++] === 0x7b) return true;
          }
          i = bodyEnd;
        }
      }
      i = end;
    }
    return false;
  };
  const refuse = (): Error => new wasm.CompileError('WebAssembly.Module(): SIMD128 is not supported by this engine (test emulation)');
  const check = (source: unknown): void => {
    const b = bytesOf(source);
    if (b !== null && usesV128(b)) throw refuse();
  };
  const { validate, compile, instantiate, Module } = wasm;
  wasm.validate = (source) => {
    const b = bytesOf(source);
    return b !== null && !usesV128(b) && validate.call(wasm, source);
  };
  wasm.compile = async (source) => (check(source), compile.call(wasm, source));
  wasm.instantiate = (async (source: unknown, imports?: WebAssembly.Imports) => (check(source), instantiate.call(wasm, source as BufferSource, imports))) as typeof instantiate;
  wasm.compileStreaming = async (response) => wasm.compile(await (await response).arrayBuffer());
  wasm.instantiateStreaming = async (response, imports) => wasm.instantiate(await (await response).arrayBuffer(), imports);
  const Patched = function (source: BufferSource) {
    check(source);
    return new Module(source);
  } as unknown as typeof Module;
  Patched.prototype = Module.prototype; // `instanceof WebAssembly.Module` holds
  Object.setPrototypeOf(Patched, Module); // Module.exports(), Module.imports()
  wasm.Module = Patched;
  wasm.noSimd = true;
}
const WITHOUT_SIMD = `(${withoutSimd.toString()})();\n`;

/** The default worker: a verdict, a variant puzzle's count and a hint, then the `.wasm` fetched. */
const WORKER_PAGE = `import { createWorkerSolver } from '../dist/worker/index.js';
const solver = createWorkerSolver();
const report = {};
try {
  report.status = (await solver.solve('${PUZZLE}')).status;
  report.count = await solver.countSolutions(${ANTI_KNIGHT}, 2);
  report.hint = (await solver.hint('${PUZZLE}', { level: 'vague' })).kind;
} catch (e) {
  report.error = e.name + ': ' + e.message;
} finally {
  solver.terminate();
}
document.title = 'done ' + JSON.stringify(report);
`;

/** `sudoku-wasm/url` as shipped: `initWasm()` with the variant module, or the TypeScript engines. */
const URL_PAGE = `import { initWasm, solve, countSolutions, getEngine, useVariants, useTypeScriptEngines, hasWebAssembly } from '../dist/url.js';
import { wasmCore } from '../dist/wasm/core.js';
import { variantCore } from '../dist/wasm/variant-core.js';
const report = {};
try {
  useVariants();
  if (!hasWebAssembly()) useTypeScriptEngines();
  await initWasm();
  report.status = solve('${PUZZLE}').status;
  report.count = countSolutions(${ANTI_KNIGHT}, 2);
  report.engine = getEngine().name;
  if (hasWebAssembly()) report.simdBuilds = [wasmCore().exports.simdBuild(), variantCore().exports.simdBuild()];
} catch (e) {
  report.error = e.name + ': ' + e.message;
}
document.title = 'done ' + JSON.stringify(report);
`;

describeBrowser('loading in Chromium without SIMD128, and without WebAssembly', (executablePath) => {
  let root: string;
  let server: StaticServer;
  let browser: Browser;
  let jitless: Browser;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'sudoku-wasm-fallbacks-'));
    symlinkSync(dist, join(root, 'dist'), 'dir');
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/worker-page.js'), WORKER_PAGE);
    const page = { bundle: true, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'silent', absWorkingDir: root } as const;
    // the worker page bundled with esbuild, the worker script beside it (docs/browser.md), with and without the emulation
    for (const [folder, banner] of [['no-simd', WITHOUT_SIMD], ['plain', '']] as const) {
      await esbuild.build({ ...page, entryPoints: ['src/worker-page.js'], outfile: `${folder}/main.js`, banner: { js: banner } });
      await esbuild.build({ ...page, entryPoints: ['dist/worker/entry.js'], outfile: `${folder}/entry.js`, banner: { js: banner } });
      for (const f of readdirSync(dist).filter((f) => f.endsWith('.wasm'))) copyFileSync(join(dist, f), join(root, folder, f));
      writeFileSync(join(root, folder, 'worker.html'), '<!doctype html><title>pending</title><script type="module" src="./main.js"></script>');
    }
    // sudoku-wasm/url unbundled, the emulation a classic script run before the module
    mkdirSync(join(root, 'pages'));
    writeFileSync(join(root, 'pages/url.js'), URL_PAGE);
    writeFileSync(join(root, 'pages/no-simd.js'), WITHOUT_SIMD);
    writeFileSync(join(root, 'pages/url.html'), '<!doctype html><title>pending</title><script type="module" src="./url.js"></script>');
    writeFileSync(
      join(root, 'pages/url-no-simd.html'),
      '<!doctype html><title>pending</title><script src="./no-simd.js"></script><script type="module" src="./url.js"></script>',
    );
    server = await serveStatic(root);
    browser = await launchChromium(executablePath);
    jitless = await launchChromium(executablePath, ['--js-flags=--jitless']);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await jitless?.close();
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  /** Opens a page in `chromium` and returns its report, with the `.wasm` files it (or its worker) requested as `fetched`. */
  async function report(chromium: Browser, page: string): Promise<Record<string, unknown>> {
    const tab = await chromium.newPage();
    const fetched: string[] = [];
    tab.on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop()!;
      if (file.endsWith('.wasm')) fetched.push(file);
    });
    try {
      await tab.goto(`${server.url}${page}`);
      await tab.waitForFunction(() => document.title.startsWith('done '), undefined, { timeout: 30_000 });
      return { ...JSON.parse((await tab.title()).slice(5)), fetched };
    } finally {
      await tab.close();
    }
  }

  it('the emulation refuses SIMD modules and keeps scalar ones', async () => {
    const tab = await browser.newPage();
    try {
      await tab.goto(`${server.url}pages/url.html`);
      await tab.addScriptTag({ content: WITHOUT_SIMD });
      const r = await tab.evaluate(async () => {
        const load = async (file: string) => new Uint8Array(await (await fetch(`/dist/${file}`)).arrayBuffer());
        const [simd, scalar] = [await load('sudoku.simd.wasm'), await load('sudoku.wasm')];
        const refused = await WebAssembly.compile(simd).then(() => 'compiled', (e: Error) => e.name);
        return { simd: WebAssembly.validate(simd), scalar: WebAssembly.validate(scalar), refused, module: new WebAssembly.Module(scalar) instanceof WebAssembly.Module };
      });
      expect(r).toEqual({ simd: false, scalar: true, refused: 'CompileError', module: true });
    } finally {
      await tab.close();
    }
  });

  it('without SIMD128: the default worker answers a verdict, a variant puzzle and a hint from the scalar builds', async () => {
    expect(await report(browser, 'no-simd/worker.html')).toEqual({ status: 'unique', count: 2, hint: 'step', fetched: ['sudoku.wasm', 'variants.wasm'] });
  });

  it('without SIMD128: sudoku-wasm/url fetches sudoku.wasm and variants.wasm, and solves', async () => {
    const r = await report(browser, 'pages/url-no-simd.html');
    expect(r).toEqual({ status: 'unique', count: 2, engine: 'fast9-wasm', simdBuilds: [0, 0], fetched: ['sudoku.wasm', 'variants.wasm'] });
  });

  it('with SIMD128 (the same pages, no emulation): the SIMD builds', async () => {
    expect(await report(browser, 'plain/worker.html')).toMatchObject({ status: 'unique', fetched: ['sudoku.simd.wasm', 'variants.simd.wasm'] });
    expect(await report(browser, 'pages/url.html')).toMatchObject({ status: 'unique', simdBuilds: [1, 1] });
  });

  it('without WebAssembly: the default worker answers with the TypeScript engines, and fetches no .wasm', async () => {
    expect(await report(jitless, 'plain/worker.html')).toEqual({ status: 'unique', count: 2, hint: 'step', fetched: [] });
  });

  it('without WebAssembly: sudoku-wasm/url answers after useTypeScriptEngines(), and fetches no .wasm', async () => {
    expect(await report(jitless, 'pages/url.html')).toEqual({ status: 'unique', count: 2, engine: 'fast9-ts', fetched: [] });
  });
});
