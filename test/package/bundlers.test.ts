/**
 * The package through the bundlers the docs name, from the packed package, run in Chromium:
 * - `sudoku-wasm/url`: Vite and webpack 5 copy the `.wasm` that `new URL('./sudoku.simd.wasm',
 *   import.meta.url)` names; esbuild does not rewrite that pattern, so its page imports
 *   `sudoku-wasm/sudoku.simd.wasm` with the `file` loader and passes the URL to `initWasm`
 *   (docs/browser.md, Bundlers).
 * - `sudoku-wasm/worker`: `createWorkerSolver()` with no options, whose browser default is the
 *   literal `new Worker(new URL('./entry.js', import.meta.url), { type: 'module' })`
 *   (src/worker/default-worker.ts): Vite (build and dev server) and webpack 5 bundle the worker
 *   script with its imports; a page bundled with esbuild bundles the script as a second entry
 *   beside it (docs/browser.md, Off the main thread). Each page solves, asks a hint (the worker's
 *   human-style solver, a chunk of its own), aborts a running call and solves again in the fresh
 *   worker the default starts. Two checks of the built text guard what Vite 8 does not show:
 *   the hints that older Vite (5.4 was tried once by hand) and webpack need.
 * - webpack 5 with ES module output (`output.module`, `experiments.outputModule`): both work as
 *   they are for pages at the output root; webpack writes the `.wasm` URLs relative to the chunk
 *   (`new URL('./<hash>.wasm', import.meta.url)`), so a page bundled into a folder of the output
 *   needs `output.publicPath` (without it the page fetched `/url/<hash>.wasm`: 404).
 * - Rollup 4 with @rollup/plugin-node-resolve (`browser: true`) rewrites neither pattern: the
 *   recipe of docs/browser.md bundles the worker script as a second entry named entry.js and emits
 *   the `.wasm` files beside the bundle; then `sudoku-wasm` (a variant puzzle too),
 *   `sudoku-wasm/url` and the default worker work, and the build warns of nothing (no import
 *   cycle in the package: Rollup prints one per cycle).
 * Vite (8.3.8, the version vitest 4.1.12 runs on), webpack (through its Node API, no CLI), Rollup
 * and its resolver are pinned devDependencies; the Vite and webpack pages are built by
 * bench/lib/bundlers.mjs, which bench/worker-page-sizes.mjs shares to measure what a worker page
 * loads.
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RollupLog } from 'rollup';
import type { Configuration, Stats } from 'webpack';
import { packInto } from '../../bench/bundle-sizes.mjs';
import { PAGE_HTML as HTML, viteBuild, webpackBuild, writePage } from '../../bench/lib/bundlers.mjs';
import { describeBrowser, launchChromium, serveStatic, type StaticServer } from '../support/browser';

const root = fileURLToPath(new URL('../../', import.meta.url));
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

/** The `.wasm` by URL on the main thread: its title says the verdict and the engine. */
const URL_PAGE =
  `import { initWasm, solve, getEngine } from 'sudoku-wasm/url';\n` +
  `await initWasm();\n` +
  `document.title = 'done ' + solve('${PUZZLE}').status + ' ' + getEngine().name;\n`;

/** The worker with no options: a verdict, a hint, an abort of a running call, a verdict from the worker started after it. */
const WORKER_PAGE = `import { createWorkerSolver } from 'sudoku-wasm/worker';
const solver = createWorkerSolver();
try {
  const verdict = await solver.solve('${PUZZLE}');
  const hint = await solver.hint('${PUZZLE}', { level: 'vague' });
  const controller = new AbortController();
  const running = solver.countSolutions('${'.'.repeat(81)}', 1e9, { signal: controller.signal });
  controller.abort();
  const aborted = await running.then(() => 'resolved', (e) => e.name);
  const again = await solver.solve('${PUZZLE}');
  document.title = 'done ' + [verdict.status, hint.kind, aborted, again.status].join(' ');
} catch (e) {
  document.title = 'done ' + e.name + ': ' + e.message;
} finally {
  solver.terminate();
}
`;
const WORKER_DONE = 'done unique step AbortError unique';

/** `sudoku-wasm` on the main thread (its build for browsers, embedded): a verdict, then a variant puzzle after useVariants(). */
const MAIN_PAGE =
  `import { solve, useVariants, getEngine } from 'sudoku-wasm';\n` +
  `const verdict = solve('${PUZZLE}').status + ' ' + getEngine().name;\n` +
  `useVariants();\n` +
  `document.title = 'done ' + verdict + ' ' + solve({ size: 9, givens: '${'.'.repeat(81)}', constraints: [{ type: 'antiKing' }] }).status;\n`;

describe('the default worker as bundlers read it (dist/worker/default-worker.js)', () => {
  const code = () => readFileSync(join(root, 'dist/worker/default-worker.js'), 'utf8');

  it("the browser's new Worker(new URL(…)) is literal, its options marked @vite-ignore (Vite before 6.1 refuses options it cannot evaluate, `name`, with a build error)", () => {
    expect(code()).toMatch(/new Worker\(\s*new URL\("\.\/entry\.js", import\.meta\.url\),\s*\/\* @vite-ignore \*\/\s*\{ type: "module", name \}\s*\)/);
  });

  it("Node's URL of the script carries both bundlers' ignore hints (no unbundled copy of the script in a page's build)", () => {
    expect(code()).toMatch(/new URL\(\s*\/\* @vite-ignore \*\/\s*\/\* webpackIgnore: true \*\/\s*"\.\/entry\.js",\s*import\.meta\.url\s*\)/);
  });
});

describeBrowser('the package through bundlers', (executablePath) => {
  let dir: string;
  let server: StaticServer;
  let browser: Browser;
  let webpackStats: Stats;
  let webpackEsmStats: Stats[];
  let rollupWarnings: RollupLog[];

  beforeAll(async () => {
    ({ dir } = packInto(root));
    // a project folder (Vite's dev server serves files under the nearest package.json only)
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'page', private: true, type: 'module' }));
    const esbuildPage = { bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', logLevel: 'silent' } as const;
    // esbuild, /url: the .wasm imported with the file loader
    mkdirSync(join(dir, 'esbuild-src'));
    writeFileSync(
      join(dir, 'esbuild-src/main.js'),
      `import { initWasm, solve, getEngine } from 'sudoku-wasm/url';\n` +
        `import wasmUrl from 'sudoku-wasm/sudoku.simd.wasm';\n` +
        `await initWasm({ url: new URL(wasmUrl, import.meta.url) });\n` +
        `document.title = 'done ' + solve('${PUZZLE}').status + ' ' + getEngine().name;\n`,
    );
    await esbuild.build({ ...esbuildPage, absWorkingDir: dir, entryPoints: ['esbuild-src/main.js'], outdir: 'esbuild-out', loader: { '.wasm': 'file' } });
    writeFileSync(join(dir, 'esbuild-out/index.html'), HTML);
    // esbuild, /worker: the worker script bundled as a second entry beside the page (docs/browser.md)
    writePage(join(dir, 'esbuild-worker-src'), WORKER_PAGE);
    await esbuild.build({ ...esbuildPage, absWorkingDir: dir, entryPoints: ['esbuild-worker-src/main.js'], outfile: 'esbuild-worker-out/main.js' });
    await esbuild.build({ ...esbuildPage, absWorkingDir: dir, entryPoints: ['node_modules/sudoku-wasm/dist/worker/entry.js'], outfile: 'esbuild-worker-out/entry.js' });
    // ... and the .wasm files beside it, where its URLs point (esbuild does not copy them)
    for (const f of readdirSync(join(dir, 'node_modules/sudoku-wasm/dist')).filter((f) => f.endsWith('.wasm'))) {
      copyFileSync(join(dir, 'node_modules/sudoku-wasm/dist', f), join(dir, 'esbuild-worker-out', f));
    }
    writeFileSync(join(dir, 'esbuild-worker-out/index.html'), HTML);
    // ... and the same page without it
    await esbuild.build({ ...esbuildPage, absWorkingDir: dir, entryPoints: ['esbuild-worker-src/main.js'], outfile: 'esbuild-alone-out/main.js' });
    writeFileSync(join(dir, 'esbuild-alone-out/index.html'), HTML);
    // Vite: nothing but the import
    writePage(join(dir, 'vite-src'), URL_PAGE);
    writePage(join(dir, 'vite-worker-src'), WORKER_PAGE);
    for (const page of ['vite', 'vite-worker']) await viteBuild(join(dir, `${page}-src`), join(dir, `${page}-out`));
    // ... and the worker page with the worker as an ES module (docs/browser.md: its lazily loaded parts split off)
    await viteBuild(join(dir, 'vite-worker-src'), join(dir, 'vite-worker-es-out'), { worker: { format: 'es' } });
    // webpack 5: nothing but the import, both pages in one production build (not minified: the
    // minifier is most of the time and changes nothing here)
    writePage(join(dir, 'webpack-src/url'), URL_PAGE);
    writePage(join(dir, 'webpack-src/worker'), WORKER_PAGE);
    /** A production build of `entry` into `out` (plus `output`), not minified: the minifier is most of the time and changes nothing here; any warning fails. */
    const bundle = (entry: Record<string, string>, out: string, output: Configuration['output'] = {}, more: Configuration = {}) =>
      webpackBuild({ context: dir, entry, outDir: join(dir, out), output, minimize: false, more });
    webpackStats = await bundle({ 'url/main': './webpack-src/url/main.js', 'worker/main': './webpack-src/worker/main.js' }, 'webpack-out');
    for (const page of ['url', 'worker']) writeFileSync(join(dir, `webpack-out/${page}/index.html`), HTML);
    // webpack 5 with ES module output: the pages at the output root as they are; a page in a
    // folder of it with output.publicPath (webpack writes the .wasm URLs relative to the chunk)
    const esm = { experiments: { outputModule: true } };
    webpackEsmStats = [
      await bundle({ url: './webpack-src/url/main.js', worker: './webpack-src/worker/main.js' }, 'webpack-esm-out', { module: true }, esm),
      await bundle({ 'url/main': './webpack-src/url/main.js' }, 'webpack-esm-nested-out', { module: true, publicPath: '/webpack-esm-nested-out/' }, esm),
    ];
    for (const page of ['url', 'worker']) writeFileSync(join(dir, `webpack-esm-out/${page}.html`), HTML.replace('./main.js', `./${page}.mjs`));
    writeFileSync(join(dir, 'webpack-esm-nested-out/url/index.html'), HTML.replace('./main.js', './main.mjs'));
    // Rollup 4: docs/browser.md's recipe (the browser condition, the worker script as a second
    // entry named entry.js, the .wasm files emitted beside the bundle)
    for (const [page, main] of Object.entries({ main: MAIN_PAGE, url: URL_PAGE, worker: WORKER_PAGE })) {
      mkdirSync(join(dir, 'rollup-src'), { recursive: true });
      writeFileSync(join(dir, `rollup-src/${page}.js`), main);
      writeFileSync(join(dir, `rollup-src/${page}.html`), HTML.replace('./main.js', `./${page}.js`));
    }
    const { rollup } = await import('rollup');
    const { nodeResolve } = await import('@rollup/plugin-node-resolve');
    const wasmDir = join(dir, 'node_modules/sudoku-wasm/dist');
    rollupWarnings = [];
    const rollupBuild = await rollup({
      input: { main: join(dir, 'rollup-src/main.js'), url: join(dir, 'rollup-src/url.js'), worker: join(dir, 'rollup-src/worker.js'), entry: 'sudoku-wasm/worker/entry' },
      plugins: [
        nodeResolve({ browser: true, rootDir: dir }),
        {
          name: 'sudoku-wasm-files',
          generateBundle() {
            for (const fileName of readdirSync(wasmDir).filter((f) => f.endsWith('.wasm'))) {
              this.emitFile({ type: 'asset', fileName, source: readFileSync(join(wasmDir, fileName)) });
            }
          },
        },
      ],
      onwarn: (warning) => void rollupWarnings.push(warning),
    });
    await rollupBuild.write({ dir: join(dir, 'rollup-out'), format: 'es', entryFileNames: '[name].js' });
    await rollupBuild.close();
    for (const page of ['main', 'url', 'worker']) copyFileSync(join(dir, `rollup-src/${page}.html`), join(dir, `rollup-out/${page}.html`));
    server = await serveStatic(dir);
    browser = await launchChromium(executablePath);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Opens a page (a path under the static server, or a URL); returns its title and the .wasm and script files it requested. */
  async function run(page: string): Promise<{ title: string; wasm: string[]; scripts: string[] }> {
    const tab = await browser.newPage();
    const wasm: string[] = [];
    const scripts: string[] = [];
    tab.on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop()!;
      if (file.endsWith('.wasm')) wasm.push(file);
      if (file.endsWith('.js')) scripts.push(file);
    });
    try {
      await tab.goto(page.startsWith('http') ? page : `${server.url}${page}`);
      await tab.waitForFunction(() => document.title.startsWith('done'), undefined, { timeout: 30_000 });
      return { title: await tab.title(), wasm, scripts };
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

  it('webpack 5 emits the .wasm files as assets, and the page fetches the SIMD core only; no warning', async () => {
    expect(webpackStats.toJson({ all: false, errors: true, warnings: true })).toMatchObject({ errors: [], warnings: [] });
    expect(readdirSync(join(dir, 'webpack-out')).filter((f) => f.endsWith('.wasm'))).toHaveLength(4);
    const { title, wasm } = await run('webpack-out/url/index.html');
    expect(title).toBe('done unique fast9-wasm');
    expect(wasm).toHaveLength(1);
  });

  it('createWorkerSolver() in a Vite build: Vite bundles the worker script, which answers, and is restarted after an abort', async () => {
    const assets = readdirSync(join(dir, 'vite-worker-out/assets'));
    const worker = assets.filter((f) => /^entry-.*\.js$/.test(f));
    expect(worker).toHaveLength(1);
    const { title, scripts, wasm } = await run('vite-worker-out/index.html');
    expect(title).toBe(WORKER_DONE);
    expect(scripts.filter((f) => f === worker[0])).toHaveLength(2); // the worker, then the one started after the abort
    expect(wasm).toEqual([expect.stringMatching(/^sudoku\.simd-.*\.wasm$/), expect.stringMatching(/^sudoku\.simd-.*\.wasm$/)]); // each worker its build
  });

  it("createWorkerSolver() in a Vite build with worker: { format: 'es' }: the worker's lazily loaded parts are files of their own, fetched on use", async () => {
    const assets = readdirSync(join(dir, 'vite-worker-es-out/assets'));
    // the lazily loaded parts: the solver, the batch validators and the backtracking trace, the steps on variant puzzles, the variant generator, the TypeScript engines,
    // and the chunks they share (the variant rule handlers run by the TypeScript variant engine
    // and by the variant steps; the player's grid, words and steps of both solvers)
    const worker = assets.filter((f) => /^entry-[\w-]+\.js$/.test(f) && !/^entry-(library-logic|library-batch|library-variant-logic|library-variant-generate|ts-engines|chunk)-/.test(f));
    const logic = assets.filter((f) => /^entry-library-logic-.*\.js$/.test(f));
    expect(worker).toHaveLength(1);
    expect(logic).toHaveLength(1);
    // the first worker file is under half the one-file worker of the default format
    const oneFile = readdirSync(join(dir, 'vite-worker-out/assets')).find((f) => /^entry-.*\.js$/.test(f)) as string;
    expect(statSync(join(dir, 'vite-worker-es-out/assets', worker[0] as string)).size).toBeLessThan(statSync(join(dir, 'vite-worker-out/assets', oneFile)).size / 2);
    const { title, scripts } = await run('vite-worker-es-out/index.html');
    expect(title).toBe(WORKER_DONE);
    expect(scripts.filter((f) => f === worker[0])).toHaveLength(2); // the worker, then the one started after the abort
    expect(scripts).toContain(logic[0]); // the hint's solver, fetched for the hint
  });

  it('the worker in a Vite or webpack 5 build embeds no WebAssembly build: it fetches the one .wasm it runs', () => {
    // an embedded build is a hex string (scripts/wasm-hex.mjs): the smallest, the scalar core, is about 44,000 digits
    const embedded = /[0-9a-f]{2000}/;
    const vite = readdirSync(join(dir, 'vite-worker-out/assets')).filter((f) => /^entry-.*\.js$/.test(f));
    const webpackChunks = readdirSync(join(dir, 'webpack-out')).filter((f) => /^\d+\.js$/.test(f));
    expect(vite).toHaveLength(1);
    expect(webpackChunks.length).toBeGreaterThan(0);
    for (const file of [...vite.map((f) => `vite-worker-out/assets/${f}`), ...webpackChunks.map((f) => `webpack-out/${f}`)]) {
      expect(readFileSync(join(dir, file), 'utf8'), file).not.toMatch(embedded);
    }
  });

  it('createWorkerSolver() in a webpack 5 build: webpack bundles the worker script, which answers, and is restarted after an abort', async () => {
    const { title, wasm } = await run('webpack-out/worker/index.html');
    expect(title).toBe(WORKER_DONE);
    expect(wasm).toHaveLength(2); // the SIMD core, once per worker
    expect(new Set(wasm).size).toBe(1);
  });

  it('webpack 5 with ES module output (output.module): sudoku-wasm/url and the default worker work; a page in a folder of the output needs output.publicPath', async () => {
    for (const stats of webpackEsmStats) expect(stats.toJson({ all: false, errors: true, warnings: true })).toMatchObject({ errors: [], warnings: [] });
    const url = await run('webpack-esm-out/url.html');
    expect(url.title).toBe('done unique fast9-wasm');
    expect(url.wasm).toHaveLength(1);
    const worker = await run('webpack-esm-out/worker.html');
    expect(worker.title).toBe(WORKER_DONE);
    expect(worker.wasm).toHaveLength(2); // the SIMD core, once per worker
    const nested = await run('webpack-esm-nested-out/url/index.html');
    expect(nested.title).toBe('done unique fast9-wasm');
  });

  it("createWorkerSolver() on Vite's dev server (dependencies pre-bundled, the default): the worker script is served with its imports", async () => {
    const { createServer } = await import('vite');
    const dev = await createServer({
      root: join(dir, 'vite-worker-src'),
      configFile: false,
      logLevel: 'silent',
      server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
    });
    try {
      await dev.listen();
      const { title, scripts } = await run(dev.resolvedUrls!.local[0]);
      expect(title).toBe(WORKER_DONE);
      expect(scripts).toContain('sudoku-wasm_worker.js'); // the client, pre-bundled
      expect(scripts).toContain('entry.js'); // the worker script, from the package
    } finally {
      await dev.close();
    }
  });

  it('Rollup 4 with the recipe: no warning (no import cycle in the package); sudoku-wasm, sudoku-wasm/url and the default worker answer', async () => {
    expect(rollupWarnings.map((w) => `${w.code}: ${w.message}`)).toEqual([]);
    const main = await run('rollup-out/main.html');
    expect(main.title).toBe('done unique fast9-wasm multiple');
    expect(main.wasm).toEqual([]); // the build for browsers embeds its WebAssembly
    const url = await run('rollup-out/url.html');
    expect(url.title).toBe('done unique fast9-wasm');
    expect(url.wasm).toEqual(['sudoku.simd.wasm']);
    const worker = await run('rollup-out/worker.html');
    expect(worker.title).toBe(WORKER_DONE);
    expect(worker.scripts.filter((f) => f === 'entry.js')).toHaveLength(2); // the worker, then the one started after the abort
  });

  it('createWorkerSolver() in an esbuild bundle, the worker script bundled beside it as a second entry', async () => {
    const { title } = await run('esbuild-worker-out/index.html');
    expect(title).toBe(WORKER_DONE);
  });

  it('createWorkerSolver() in an esbuild bundle without the worker script beside it: the error names the missing script and the second entry', async () => {
    const { title } = await run('esbuild-alone-out/index.html');
    expect(title).toBe(
      `done WorkerCrashedError: sudoku-wasm: solve: the worker crashed: Error: the worker script ${server.url}esbuild-alone-out/entry.js did not load ` +
        '(a missing file, a wrong path, or not JavaScript), or raised an error without a message; ' +
        'a page bundled with esbuild bundles the worker script (sudoku-wasm/worker/entry) as a second entry beside its own; ' +
        'Vite and webpack 5 bundle it themselves when createWorkerSolver() is given no worker option (docs/browser.md, Off the main thread)',
    );
  });
});
