/**
 * The worker client in headless Chromium, against the built package served over HTTP: the
 * default entry (a module Web Worker beside the client), the caller's own Worker (an instance
 * and a factory), a solve, a hint, a rate, errors with their class and fields, an abort during a
 * call and a crashed worker (an uncaught exception: the Worker's error event), the `.wasm` files the
 * worker fetches (src/worker/builds.ts). Results come back
 * through page.evaluate as plain data and are compared with the library called in Node.
 */
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as lib from '../../dist/index.js';
import { describeBrowser, launchChromium, serveStatic, type StaticServer } from '../support/browser';
import { EMPTY, HARD, CONFLICT, UNIQUE, requireBuild } from './support';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** What the page exposes (test/worker/page/index.html). */
interface PageWindow {
  lib: typeof import('../../dist/index.js');
  workerApi: typeof import('../../dist/worker/index.js');
}

describeBrowser('worker client in Chromium (Web Worker)', (executablePath) => {
  let server: StaticServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    requireBuild();
    server = await serveStatic(repoRoot);
    browser = await launchChromium(executablePath);
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${server.url}test/worker/page/index.html`);
    await page.waitForFunction(() => document.title === 'ready', undefined, { timeout: 15_000 });
  }, 30_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('the default entry: solve, hint and rate give the library answers', async () => {
    const got = await page.evaluate(
      async ({ UNIQUE, HARD }) => {
        const { lib, workerApi } = window as unknown as PageWindow;
        const solver = workerApi.createWorkerSolver();
        const ready = await solver.ready();
        const solved = await solver.solve(UNIQUE);
        const hint = await solver.hint(lib.gridFromPuzzle(HARD), { level: 'vague' });
        const concrete = await solver.hint(HARD);
        const rating = await solver.rate(HARD);
        solver.terminate();
        return { ready, solved, hint, concrete, rating };
      },
      { UNIQUE, HARD },
    );
    expect(got.ready).toEqual({ webAssembly: true });
    expect(got.solved).toEqual(lib.solve(UNIQUE));
    expect(got.hint).toEqual(lib.hint(lib.gridFromPuzzle(HARD), { level: 'vague' }));
    expect(got.hint.text).toBe('Look for a hidden single in box 6.');
    expect(got.concrete).toEqual(lib.hint(lib.gridFromPuzzle(HARD)));
    expect(got.rating).toEqual(lib.rate(HARD));
  });

  it('fetches the .wasm it runs: the SIMD core on the first call, the variant module on the first variant puzzle (the library answers)', async () => {
    const killer = { size: 9 as const, givens: UNIQUE, constraints: [{ type: 'killer' as const, cells: [0, 1, 2], sum: 20 }] };
    const fetched: string[] = [];
    const onRequest = (request: { url(): string }) => {
      const file = new URL(request.url()).pathname.split('/').pop()!;
      if (file.endsWith('.wasm')) fetched.push(file);
    };
    page.on('request', onRequest);
    try {
      const got = await page.evaluate(
        async ({ UNIQUE, killer }) => {
          const { workerApi } = window as unknown as PageWindow;
          const solver = workerApi.createWorkerSolver();
          const classic = await solver.solve(UNIQUE);
          const variant = await solver.solve(killer);
          const ts = await solver.solve(killer, { backend: 'ts' });
          solver.terminate();
          return { classic, variant, ts };
        },
        { UNIQUE, killer },
      );
      expect(got.classic).toEqual(lib.solve(UNIQUE));
      expect(got.variant).toEqual(lib.solve(killer));
      expect(got.ts).toEqual(lib.solve(killer, { backend: 'ts' }));
      expect(fetched).toEqual(['sudoku.simd.wasm', 'variants.simd.wasm']);
    } finally {
      page.off('request', onRequest);
    }
  });

  it("the caller's own Worker, as an instance and as a factory", async () => {
    const got = await page.evaluate(async ({ UNIQUE }) => {
      const { workerApi } = window as unknown as PageWindow;
      const make = () => new Worker('/dist/worker/entry.js', { type: 'module', name: 'own' });
      const own = workerApi.createWorkerSolver({ worker: make() });
      const fromFactory = workerApi.createWorkerSolver({ worker: make });
      const fromUrl = workerApi.createWorkerSolver({ worker: new URL('/dist/worker/entry.js', location.href) });
      const answers = [await own.someSolution(UNIQUE), await fromFactory.someSolution(UNIQUE), await fromUrl.someSolution(UNIQUE)];
      for (const s of [own, fromFactory, fromUrl]) s.terminate();
      return answers;
    }, { UNIQUE });
    expect(got).toEqual([lib.someSolution(UNIQUE), lib.someSolution(UNIQUE), lib.someSolution(UNIQUE)]);
  });

  it('a parse error arrives as the page\'s SudokuParseError with its fields', async () => {
    const got = await page.evaluate(async ({ CONFLICT }) => {
      const { lib, workerApi } = window as unknown as PageWindow;
      const solver = workerApi.createWorkerSolver();
      try {
        await solver.solve(CONFLICT);
        return null;
      } catch (error) {
        const e = error as InstanceType<typeof lib.SudokuParseError>;
        return { instance: e instanceof lib.SudokuParseError, isError: e instanceof Error, name: e.name, json: e.toJSON() };
      } finally {
        solver.terminate();
      }
    }, { CONFLICT });
    let direct: lib.SudokuParseError | undefined;
    try {
      lib.solve(CONFLICT);
    } catch (e) {
      direct = e as lib.SudokuParseError;
    }
    expect(got).toEqual({ instance: true, isError: true, name: 'SudokuParseError', json: direct!.toJSON() });
  });

  it('aborting a running call rejects with AbortError; the queued call and the next one work', async () => {
    const got = await page.evaluate(async ({ UNIQUE, EMPTY }) => {
      const { workerApi } = window as unknown as PageWindow;
      const solver = workerApi.createWorkerSolver();
      await solver.ready();
      const controller = new AbortController();
      const long = solver.countSolutions(EMPTY, 1e9, { signal: controller.signal });
      const queued = solver.isUnique(UNIQUE);
      setTimeout(() => controller.abort(), 100);
      const abort = await long.then(() => 'resolved', (e: Error) => e.name);
      const early = await solver.solve(UNIQUE, { signal: AbortSignal.abort() }).then(() => 'resolved', (e: Error) => e.name);
      const result = [abort, early, await queued, (await solver.solve(UNIQUE)).status];
      solver.terminate();
      return result;
    }, { UNIQUE, EMPTY });
    expect(got).toEqual(['AbortError', 'AbortError', true, 'unique']);
  });

  it('a worker that throws (error event) rejects its call with WorkerCrashedError and is restarted', async () => {
    const got = await page.evaluate(async ({ UNIQUE }) => {
      const { workerApi } = window as unknown as PageWindow;
      let raw: Worker | undefined;
      const solver = workerApi.createWorkerSolver({
        worker: () => (raw = new Worker('/test/worker/page/crashing-worker.js', { type: 'module' })),
      });
      await solver.ready();
      raw!.postMessage({ test: 'throw' });
      const crash = await solver.solve(UNIQUE).then(
        () => null,
        (e: InstanceType<typeof workerApi.WorkerCrashedError>) => ({ name: e.name, method: e.method, message: e.message, instance: e instanceof workerApi.WorkerCrashedError }),
      );
      const after = (await solver.solve(UNIQUE)).status;
      solver.terminate();
      return { crash, after };
    }, { UNIQUE });
    expect(got.crash).toMatchObject({ name: 'WorkerCrashedError', method: 'solve', instance: true });
    expect(got.crash!.message).toMatch(/^sudoku-wasm: solve: the worker crashed: .*boom from the test worker/);
    expect(got.after).toBe('unique');
  });

  it('a worker script that does not load (a wrong path) rejects with WorkerCrashedError naming its URL', async () => {
    const got = await page.evaluate(async ({ UNIQUE }) => {
      const { workerApi } = window as unknown as PageWindow;
      const solver = workerApi.createWorkerSolver({ worker: '/dist/worker/no-such-entry.js' });
      const message = (p: Promise<unknown>) => p.then(() => 'resolved', (e: Error) => `${e.name}: ${e.message}`);
      const result = [await message(solver.solve(UNIQUE)), await message(solver.solve(UNIQUE))]; // each call tries a fresh worker
      solver.terminate();
      return result;
    }, { UNIQUE });
    for (const message of got) {
      expect(message).toBe(
        'WorkerCrashedError: sudoku-wasm: solve: the worker crashed: Error: the worker script /dist/worker/no-such-entry.js did not load (a missing file, a wrong path, or not JavaScript), or raised an error without a message; ' +
          'a page bundled with esbuild bundles the worker script (sudoku-wasm/worker/entry) as a second entry beside its own; ' +
          'Vite and webpack 5 bundle it themselves when createWorkerSolver() is given no worker option (docs/browser.md, Off the main thread)',
      );
    }
  });

  it('the entry inlined as a data: URL (what Vite makes of a new URL of it apart from new Worker): the message says so and what to do', async () => {
    const got = await page.evaluate(async ({ UNIQUE }) => {
      const { workerApi } = window as unknown as PageWindow;
      // dist/worker/entry.js as Vite inlines it: its relative imports cannot load from a data: URL
      const inlined = 'data:text/javascript;base64,' + btoa('import "../defaults-node.js";\n');
      const solver = workerApi.createWorkerSolver({ worker: inlined });
      const message = await solver.solve(UNIQUE).then(() => 'resolved', (e: Error) => `${e.name}: ${e.message}`);
      solver.terminate();
      return message;
    }, { UNIQUE });
    expect(got).toBe(
      'WorkerCrashedError: sudoku-wasm: solve: the worker crashed: Error: the worker script, a data: URL ' +
        '(a bundler inlined dist/worker/entry.js), did not load or could not import its modules, which a data: URL cannot find; ' +
        "leave out createWorkerSolver's worker option (Vite and webpack 5 then bundle the package's worker script with its imports), " +
        'or give it a factory that starts the script bundled (docs/browser.md, Off the main thread)',
    );
  });

  it("a worker script whose own CSP forbids WebAssembly: WasmBlockedError says so and names { backend: 'ts' }, which answers", async () => {
    const script = '/test/worker/page/crashing-worker.js'; // the package's entry, imported by a script of its own
    server.headers.set(script, { 'content-security-policy': "script-src 'self'" });
    try {
      const got = await page.evaluate(async ({ UNIQUE, script }) => {
        const { lib, workerApi } = window as unknown as PageWindow;
        const solver = workerApi.createWorkerSolver({ worker: () => new Worker(script, { type: 'module' }) });
        const blocked = await solver.solve(UNIQUE).then(
          () => null,
          (e: Error) => ({ name: e.name, instance: e instanceof lib.WasmBlockedError, message: e.message }),
        );
        const ts = (await solver.solve(UNIQUE, { backend: 'ts' })).status;
        solver.terminate();
        return { blocked, ts };
      }, { UNIQUE, script });
      expect(got.blocked).toMatchObject({ name: 'WasmBlockedError', instance: true });
      expect(got.blocked!.message).toMatch(/^sudoku-wasm: this worker's Content-Security-Policy does not allow WebAssembly/);
      expect(got.blocked!.message).toMatch(/pass \{ backend: 'ts' \}/);
      expect(got.blocked!.message).not.toMatch(/useTypeScriptEngines/); // a page's call that does not reach the worker
      expect(got.ts).toBe('unique');
    } finally {
      server.headers.delete(script);
    }
  });

  it('no error escaped to the page', () => {
    expect(pageErrors).toEqual([]);
  });
});
