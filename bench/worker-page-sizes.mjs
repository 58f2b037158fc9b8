#!/usr/bin/env node
/**
 * What a page that calls `createWorkerSolver()` loads, built by the bundlers a user would use:
 * the page (a solve, then a hint) is built from the packed package with Vite 8 (its default
 * one-file worker, and `worker: { format: 'es' }`) and webpack 5 (production), then opened in
 * headless Chromium; every script the page and its worker request is counted, those requested
 * before the first verdict apart from those requested for the first hint, at their size on disk
 * (minified by the bundler) and gzipped. Also the package's `.wasm` files, raw and gzipped.
 *
 *   node bench/worker-page-sizes.mjs          packs this checkout (runs the build if stale), prints
 *                                             the section and writes it to the `worker-sizes`
 *                                             section of bench/RESULTS.md
 *   node bench/worker-page-sizes.mjs --json   the measurements as JSON (writes nothing)
 *
 * Owns: the worker page, following its requests, the section. Does not own: packing
 * (bundle-sizes.mjs `packInto`), the build calls (lib/bundlers.mjs). Quoted by docs/browser.md
 * ("What a worker page pays", and the variant module's size under "Which entry").
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serveStatic } from '../scripts/static-server.mjs';
import { packInto } from './bundle-sizes.mjs';
import { PAGE_HTML, viteBuild, webpackBuild, writePage } from './lib/bundlers.mjs';
import { buildInfo } from './lib/build-info.mjs';
import { chromiumPath, launchChromium } from './lib/chromium.mjs';
import { machineInfo } from './lib/machine.mjs';
import { replaceSection } from './lib/sections.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
/** The package's WebAssembly modules: the core's two builds, the variant module's two. */
const WASM = ['sudoku.simd.wasm', 'sudoku.wasm', 'variants.simd.wasm', 'variants.wasm'];

/** The page: a verdict, then (when the harness says so) a hint, so the two phases' requests part. */
const WORKER_PAGE = `import { createWorkerSolver } from 'sudoku-wasm/worker';
const solver = createWorkerSolver();
const verdict = await solver.solve('${PUZZLE}');
document.title = 'verdict ' + verdict.status;
await new Promise((go) => (window.hintNow = go));
const hint = await solver.hint('${PUZZLE}', { level: 'vague' });
document.title = 'done ' + hint.kind;
solver.terminate();
`;

/** The builds measured: an id, a title for the table, and how to build `src/` into `out` (a folder of the consumer). */
const BUILDS = [
  { id: 'vite', title: 'Vite, default (the worker one file)', build: (dir, out) => viteBuild(join(dir, 'src'), join(dir, out)) },
  {
    id: 'vite-es',
    title: "Vite, `worker: { format: 'es' }`",
    build: (dir, out) => viteBuild(join(dir, 'src'), join(dir, out), { worker: { format: 'es' } }),
  },
  {
    id: 'webpack',
    title: 'webpack 5, production',
    build: async (dir, out) => {
      const stats = await webpackBuild({ context: dir, entry: { main: './src/main.js' }, outDir: join(dir, out) });
      if (stats.hasErrors()) throw new Error(`webpack: ${stats.toString({ all: false, errors: true })}`);
      writeFileSync(join(dir, out, 'index.html'), PAGE_HTML);
    },
  },
];

/** Bytes and gzipped bytes (zlib's default level) of some files. */
function sizeOf(files) {
  let bytes = 0;
  let gzip = 0;
  for (const f of files) {
    const b = readFileSync(f);
    bytes += b.length;
    gzip += gzipSync(b).length;
  }
  return { bytes, gzip };
}

/** Which of the package's `.wasm` files the served file `path` is (bundlers rename them): its name in dist/. */
function packageWasm(dir, path) {
  const bytes = readFileSync(join(dir, path));
  const same = WASM.find((f) => readFileSync(join(dir, 'node_modules/sudoku-wasm/dist', f)).equals(bytes));
  if (!same) throw new Error(`worker-page-sizes: ${path} is none of the package's .wasm files`);
  return same;
}

/**
 * Opens `url` in a fresh context and follows it: the scripts and `.wasm` files requested before
 * the verdict, and those requested after the harness asked for the hint.
 */
async function follow(browser, url) {
  const context = await browser.newContext();
  const phases = { verdict: [], hint: [] };
  let phase = phases.verdict;
  try {
    const tab = await context.newPage();
    tab.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\.(m?js|wasm)$/.test(path)) phase.push(path);
    });
    await tab.goto(url);
    await tab.waitForFunction(() => document.title.startsWith('verdict'), undefined, { timeout: 60_000 });
    if ((await tab.title()) !== 'verdict unique') throw new Error(`${url}: ${await tab.title()}`);
    phase = phases.hint;
    await tab.evaluate(() => window.hintNow());
    await tab.waitForFunction(() => document.title.startsWith('done'), undefined, { timeout: 60_000 });
    if ((await tab.title()) !== 'done step') throw new Error(`${url}: ${await tab.title()}`);
    return phases;
  } finally {
    await context.close();
  }
}

/** Builds the page with every bundler inside the consumer folder `dir`, runs each in Chromium and measures it. */
async function measure(dir) {
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'page', private: true, type: 'module' }));
  writePage(join(dir, 'src'), WORKER_PAGE);
  for (const b of BUILDS) await b.build(dir, `${b.id}-out`);
  const server = await serveStatic(dir);
  const browser = await launchChromium(chromiumPath('worker-page-sizes'));
  try {
    const rows = [];
    for (const b of BUILDS) {
      const phases = await follow(browser, `${server.url}${b.id}-out/index.html`);
      const part = (paths, ext) => [...new Set(paths.filter((p) => ext.test(p)))];
      // the page's own script: the one its index.html names (the rest are the worker's)
      const html = readFileSync(join(dir, `${b.id}-out`, 'index.html'), 'utf8');
      const pageScript = `/${b.id}-out/${/<script[^>]*\ssrc="\.?\/?([^"]+)"/.exec(html)[1]}`;
      const row = { id: b.id, title: b.title, page: { path: pageScript, ...sizeOf([join(dir, pageScript)]) } };
      for (const [name, paths] of Object.entries(phases)) {
        const scripts = part(paths, /\.m?js$/);
        const wasm = part(paths, /\.wasm$/).map((p) => packageWasm(dir, p));
        const each = scripts.map((path) => ({ path, ...sizeOf([join(dir, path)]) }));
        row[name] = { scripts: each, bytes: each.reduce((n, f) => n + f.bytes, 0), gzip: each.reduce((n, f) => n + f.gzip, 0), wasm };
      }
      rows.push(row);
    }
    return { rows, chromium: browser.version() };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The section of bench/RESULTS.md: provenance, the pages' table and the `.wasm` table. */
function format({ rows, wasm, chromium: chromiumVersion, versions, machine, build }) {
  const kb = (n) => (n / 1024).toFixed(1);
  const lines = [
    '## Worker page sizes: what a worker page loads',
    '',
    `Measured ${machine.date} (${build}; Vite ${versions.vite}, webpack ${versions.webpack}, Chromium ${chromiumVersion} headless; ` +
      `${machine.cpu}, ${machine.cores} cores, load average ${machine.load1.toFixed(2)} at start, ${machine.load1End.toFixed(2)} at end) ` +
      'by `npm run bench:worker-sizes` (bench/worker-page-sizes.mjs): a page calling `createWorkerSolver()` (a solve, then a hint) ' +
      'is built from the packed package (`npm pack`) with each bundler\'s defaults (Vite through `build()`, webpack 5 in production mode through ' +
      'its Node API), then opened in Chromium; every script the page and its worker request is counted at its size on disk (minified by the ' +
      'bundler) and gzipped (zlib\'s default level), KB of 1,024 bytes. "Before the first verdict": the page\'s script (the one its index.html names, with the client), the worker script and what it imports; ' +
      '"on the first hint": what the worker fetches for the hint (the human-style solver). The `.wasm` is counted apart (table below).',
    '',
    '| build | before the first verdict: JS minified | gzipped | scripts | of which the page\'s own (gzipped) | `.wasm` fetched | on the first hint: JS minified | gzipped | scripts |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    const v = r.verdict;
    const h = r.hint;
    const wasmNames = v.wasm.map((w) => `\`${w}\``).join(', ') || 'none';
    lines.push(`| ${r.title} | ${kb(v.bytes)} | ${kb(v.gzip)} | ${v.scripts.length} | ${kb(r.page.bytes)} (${kb(r.page.gzip)}) | ${wasmNames} | ${kb(h.bytes)} | ${kb(h.gzip)} | ${h.scripts.length} |`);
  }
  lines.push('', '| `.wasm` file (dist/) | bytes | KB | gzipped KB |', '| --- | ---: | ---: | ---: |');
  for (const w of wasm) lines.push(`| \`${w.file}\` | ${w.bytes.toLocaleString('en-US')} | ${kb(w.bytes)} | ${kb(w.gzip)} |`);
  return lines.join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  chromiumPath('worker-page-sizes');
  // its progress to stderr: stdout carries only the section or the JSON
  execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), '--if-stale'], { stdio: ['ignore', 2, 2] });
  const machine = machineInfo();
  const build = buildInfo();
  const require = createRequire(import.meta.url);
  const versions = { vite: require('vite/package.json').version, webpack: require('webpack/package.json').version };
  const { dir, packageDir } = packInto(ROOT);
  try {
    const measured = await measure(dir);
    machine.load1End = loadavg()[0];
    const wasm = WASM.map((file) => ({ file, ...sizeOf([join(packageDir, 'dist', file)]) }));
    const report = { ...measured, wasm, versions, machine, build };
    if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
    else {
      const section = format(report);
      const file = join(ROOT, 'bench', 'RESULTS.md');
      writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), 'worker-sizes', section));
      console.log(section);
      console.error(`worker page sizes: wrote the worker-sizes section of ${file}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
