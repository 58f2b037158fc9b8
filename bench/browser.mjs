#!/usr/bin/env node
/**
 * Browser benchmark (issue 19): the worker client in headless Chromium beside Node, same run.
 *
 *   throughput   puzzles/s of the fast engine counting to 2 (`validateLines`, in batches of
 *                1,000 and of 10,000 lines: the call's fixed cost shows) on magictour_top1465 and the first 10,000 of 17_clue: in the page's
 *                Web Worker through `createWorkerSolver()`, and in a Node child process through
 *                the library called directly and through the same client over worker_threads.
 *                Answers checked on both sides (unique count, hash of every solution) before
 *                any timing; a warm-up round, then 15 rounds taken in turns (Node direct,
 *                Node worker_threads, Chromium, the order rotating), the best of each (a round runs the set's
 *                batches `reps` times, about 0.2-0.3 s)
 *   cold         the first solve from a cold page load (a fresh browser context, nothing
 *                cached): navigation start → answer, so page, scripts, worker start,
 *                WebAssembly compilation and the solve; median of 7 loads
 *   hints        round trip of `hint` in the page's worker over a set of positions (the start
 *                and one and two thirds into the solve path of 40 magictour and 40 17-clue
 *                puzzles), median and p95, beside `hint` called directly in Node
 *   bundles      esbuild bundles (minified, as an app would ship them): a page with only the
 *                client (through dist/, and from src/), the worker script; raw and gzip
 *
 *   node bench/browser.mjs [--puzzles DIR] [--out FILE] [--batch N] [--quick]
 *     --batch   lines per validateLines call (default: both 1,000 and 10,000)
 *     --quick   one short round each, 3 cold loads (a smoke run; not for RESULTS.md)
 *
 * Uses the local build (dist/: `node scripts/build.mjs`), Debian's Chromium through
 * playwright-core, scripts/static-server.mjs on 127.0.0.1. Writes the `browser` section of
 * bench/RESULTS.md (between its markers) and prints it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { serveStatic } from '../scripts/static-server.mjs';
import { wasmHex } from '../scripts/wasm-hex.mjs';
import { parseArgs } from './lib/args.mjs';
import { buildInfo } from './lib/build-info.mjs';
import { chromiumPath, launchChromium } from './lib/chromium.mjs';
import { machineInfo } from './lib/machine.mjs';
import { BENCH_DIR, findPuzzleDir, loadPuzzles } from './lib/puzzles.mjs';
import { replaceSection } from './lib/sections.mjs';
import { bundlePageFolder, pageBuildOptions } from './browser/bundle-page.mjs';
import { embedsWasm, formatBrowserSection } from './browser/report.mjs';

const ROOT = join(BENCH_DIR, '..');
const OUT = join(BENCH_DIR, 'out', 'browser');

const { options: args } = parseArgs(process.argv.slice(2), new Set(['quick']));
const quick = args.quick === true;
const ROUNDS = quick ? 1 : 15;
const COLD_LOADS = quick ? 3 : 7;
const OPTIONS = { limit: 2 };
const BATCHES = args.batch === undefined ? [1000, 10_000] : [Number(args.batch)];
if (!BATCHES.every((b) => Number.isInteger(b) && b >= 1)) throw new Error(`--batch: expected an integer ≥ 1, got ${args.batch}`);

for (const file of ['dist/index.js', 'dist/worker/index.js', 'dist/worker/entry.js']) {
  if (!existsSync(join(ROOT, file))) throw new Error(`${file} is missing: run \`node scripts/build.mjs\` first`);
}
const CHROMIUM = chromiumPath('browser bench');

const machine = machineInfo();
const build = buildInfo();
const puzzleDir = findPuzzleDir(args.puzzles);
const puzzleSets = {
  magictour_top1465: loadPuzzles(join(puzzleDir, 'magictour_top1465.txt')),
  '17_clue (first 10,000)': loadPuzzles(join(puzzleDir, '17_clue.txt')).slice(0, 10_000),
};
// short rounds, many of them, taken in turns: on a shared machine the best of many short
// rounds finds the quiet moments (about 0.2-0.3 s a round in Node: ~80k/s on magictour, ~300k/s on 17-clue lines)
const setReps = quick ? { magictour_top1465: 2, '17_clue (first 10,000)': 1 } : { magictour_top1465: 12, '17_clue (first 10,000)': 8 };
/** The measured cases: every set at every batch size, by key. */
const cases = {};
for (const [set, lines] of Object.entries(puzzleSets)) {
  for (const batch of BATCHES) cases[`${set} @${batch}`] = { set, lines, batch, reps: setReps[set] };
}
const pick = (field) => Object.fromEntries(Object.entries(cases).map(([key, c]) => [key, c[field]]));
const sets = pick('lines');
const reps = pick('reps');

console.error('browser bench: bundling the page');
const bundles = await bundlePage();
const grids = await hintPositions();

console.error('browser bench: Node child and Chromium, rounds alternating');
mkdirSync(OUT, { recursive: true });
const jobFile = join(OUT, 'job.json');
writeFileSync(jobFile, JSON.stringify({ sets, reps, batches: pick('batch'), options: OPTIONS, grids }));
const child = startChild(jobFile);
const checks = await child.ready;

const server = await serveStatic(OUT);
const base = server.url;
const browser = await launchChromium(CHROMIUM);
let cold;
const node = { sets: {}, hints: null };
const chrome = { sets: {}, onPage: {}, hints: null, version: browser.version() };
try {
  cold = await coldLoads();
  const page = await browser.newPage();
  await page.goto(base);
  await page.waitForFunction(() => document.title === 'ready', undefined, { timeout: 60_000 });
  for (const [name, lines] of Object.entries(sets)) {
    await page.evaluate(([n, l, b]) => window.bench.load(n, l, b), [name, lines, cases[name].batch]);
    const check = await page.evaluate(([n, o]) => window.bench.check(n, o), [name, OPTIONS]);
    const want = checks[name].direct;
    if (JSON.stringify(check) !== JSON.stringify(want) || JSON.stringify(checks[name].thread) !== JSON.stringify(want) || want.unique !== lines.length) {
      throw new Error(`${name}: answers differ: page ${JSON.stringify(check)}, Node ${JSON.stringify(want)}, worker_threads ${JSON.stringify(checks[name].thread)}, ${lines.length} puzzles`);
    }
    const inPage = () => page.evaluate(([n, k, o]) => window.bench.round(n, k, o), [name, reps[name], OPTIONS]);
    const onPage = () => page.evaluate(([n, k, o]) => window.bench.roundOnPage(n, k, o), [name, reps[name], OPTIONS]);
    node.sets[name] = { direct: [], thread: [] };
    chrome.sets[name] = [];
    chrome.onPage[name] = [];
    // round 0 is the warm-up of all three; then they take turns, the order rotating each round
    // (whatever runs right after Chromium shares the CPU with its leftover work: GC, compositor)
    const sides = [
      ['direct', () => child.ask({ round: name, kind: 'direct' }), node.sets[name].direct],
      ['thread', () => child.ask({ round: name, kind: 'thread' }), node.sets[name].thread],
      ['chrome', inPage, chrome.sets[name]],
      ['page', onPage, chrome.onPage[name]],
    ];
    for (let r = 0; r <= ROUNDS; r++) {
      for (let k = 0; k < sides.length; k++) {
        const [, run, times] = sides[(r + k) % sides.length];
        const ms = await run();
        if (r > 0) times.push(ms);
      }
    }
  }
  await child.ask({ hints: true }); // warm-up
  await page.evaluate((g) => window.bench.hints(g), grids);
  node.hints = await child.ask({ hints: true });
  chrome.hints = await page.evaluate((g) => window.bench.hints(g), grids);
} finally {
  child.close();
  await browser.close();
  await server.close();
}
machine.load1End = loadavg()[0];

writeFileSync(join(OUT, 'results.json'), JSON.stringify({ machine, build, checks, node, chrome, cold, bundles, reps }, null, 2));
const report = formatBrowserSection({ quick, rounds: ROUNDS, machine, build, cases, node, chrome, cold, bundles });
const outFile = args.out ?? join(BENCH_DIR, quick ? 'out/RESULTS.browser.quick.md' : 'RESULTS.md');
const previous = existsSync(outFile) ? readFileSync(outFile, 'utf8') : '# Benchmark results\n';
writeFileSync(outFile, replaceSection(previous, 'browser', report));
console.log(report);
console.error(`browser bench: wrote ${outFile}`);

// ---------------------------------------------------------------------------------------------

/**
 * Starts the Node side (browser/node-child.mjs) and talks to it one line at a time:
 * `ready` resolves with its answer checks, `ask(request)` with the answer to one request.
 */
function startChild(jobFile) {
  const proc = spawn(process.execPath, [join(BENCH_DIR, 'browser', 'node-child.mjs'), jobFile], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting = [];
  let readyResolve;
  const ready = new Promise((resolve) => (readyResolve = resolve));
  proc.on('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`Node child exited (${code})`));
  });
  createInterface({ input: proc.stdout }).on('line', (line) => {
    if (line.startsWith('@@READY ')) readyResolve(JSON.parse(line.slice(8)));
    else if (line.startsWith('@@ ')) waiting.shift()?.resolve(JSON.parse(line.slice(3)));
  });
  return {
    ready,
    ask(request) {
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        proc.stdin.write(`${JSON.stringify(request)}\n`);
      });
    },
    close: () => proc.stdin.end(),
  };
}

/** Bundles bench/browser/page.mjs (with the client) and the worker script into bench/out/browser/. */
async function bundlePage() {
  await bundlePageFolder(OUT, 'bench/browser/page.mjs');
  // a page that uses only the client: through the built package (dist/), and from the
  // package's modules (src/: what a per-module dist lets a bundler keep)
  await esbuild.build({
    ...pageBuildOptions,
    stdin: { contents: "import { createWorkerSolver } from './dist/worker/index.js'; globalThis.createWorkerSolver = createWorkerSolver;", resolveDir: ROOT, loader: 'js' },
    outfile: join(OUT, 'client-from-dist.js'),
  });
  await esbuild.build({
    ...pageBuildOptions,
    stdin: { contents: "import { createWorkerSolver } from './src/worker/index.ts'; globalThis.createWorkerSolver = createWorkerSolver;", resolveDir: ROOT, loader: 'js' },
    plugins: [wasmHex()],
    outfile: join(OUT, 'client-from-src.js'),
  });
  const size = (file) => {
    const bytes = readFileSync(join(OUT, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, embedsWasm: embedsWasm(bytes.toString('latin1')) };
  };
  return { client: size('client-from-dist.js'), entry: size('entry.js'), clientFromSrc: size('client-from-src.js') };
}

/** The hint positions: start, one third and two thirds into the solve path of 40 + 40 puzzles. */
async function hintPositions() {
  const lib = await import('../dist/index.js');
  const { toWireGrid } = await import('../dist/worker/index.js');
  const out = [];
  for (const puzzles of [puzzleSets.magictour_top1465.slice(0, 40), puzzleSets['17_clue (first 10,000)'].slice(0, 40)]) {
    for (const p of puzzles) {
      const { steps } = lib.logicSolve(p, { onStuck: 'guess' });
      let grid = lib.gridFromPuzzle(p);
      const marks = new Set([0, Math.floor(steps.length / 3), Math.floor((2 * steps.length) / 3)]);
      for (let i = 0; i <= steps.length; i++) {
        if (marks.has(i)) out.push(toWireGrid(grid));
        if (i < steps.length) grid = lib.applyStep(grid, steps[i]);
      }
    }
  }
  return out;
}

/** First solve from a cold page, in fresh browser contexts (empty cache). */
async function coldLoads() {
  const samples = [];
  for (let i = 0; i < COLD_LOADS; i++) {
    const context = await browser.newContext();
    const p = await context.newPage();
    await p.goto(base);
    await p.waitForFunction(() => window.cold !== undefined, undefined, { timeout: 60_000 });
    const c = await p.evaluate(() => window.cold);
    if (c.status !== 'unique') throw new Error(`cold solve answered ${c.status}`);
    samples.push(c);
    await context.close();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return {
    loads: samples.length,
    sinceNavigation: median(samples.map((s) => s.sinceNavigation)),
    sinceCreate: median(samples.map((s) => s.sinceCreate)),
    min: Math.min(...samples.map((s) => s.sinceNavigation)),
    max: Math.max(...samples.map((s) => s.sinceNavigation)),
  };
}
