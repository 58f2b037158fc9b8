#!/usr/bin/env node
/**
 * What users wait for before the first answer, and what the package holds in memory then:
 * every figure is a fresh process (nothing warm, nothing cached), the median of --runs.
 *
 *   node -e 0            the floor: Node starting and exiting
 *   CLI                  `node dist/cli.js --version | solve | validate | rate | hint PUZZLE`
 *                        (a shell script calling the CLI once per puzzle) and `generate --seed 1`:
 *                        wall and CPU seconds and peak RSS of the whole process (/usr/bin/time)
 *   library              a child that imports what Node loads for `sudoku-wasm` (dist/node/index.js;
 *                        dist/index.js in a build without it) (a Node service, a serverless cold
 *                        start): the import, then the first `solve`, `rate` or `hint` (each in a
 *                        process of its own), and the RSS after each
 *   worker client        a child that imports sudoku-wasm/worker and calls `createWorkerSolver()`
 *                        (worker_threads): time to the first verdict (`validate`), then to the
 *                        first hint (the human-style solver loads on that call)
 *   Chromium (--browser) a page served as files, no bundler (dist/ over HTTP from 127.0.0.1),
 *                        that imports dist/worker/index.js: `createWorkerSolver()` to the first
 *                        verdict, then the first hint, and the requests the page made; a fresh
 *                        browser context each run (nothing cached)
 *
 *   node bench/startup.mjs [--runs N] [--vs DIST] [--browser] [--write]
 *     --runs N     fresh processes per row (default 15)
 *     --vs DIST    a second build (another checkout's dist/) measured in the same rounds: its
 *                  column, and the median of the per-round ratios ours/its
 *     --browser    add the Chromium rows (playwright-core and /usr/bin/chromium, or $SUDOKU_CHROMIUM)
 *     --write      also write the `startup` section of bench/RESULTS.md
 *
 * The rows are taken in turns (one run of each, round after round), so that a machine whose
 * load drifts moves every row alike. Uses the local build (dist/: `node scripts/build.mjs`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from './lib/args.mjs';
import { buildInfo } from './lib/build-info.mjs';
import { machineInfo } from './lib/machine.mjs';
import { BENCH_DIR } from './lib/puzzles.mjs';
import { replaceSection } from './lib/sections.mjs';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const { options } = parseArgs(process.argv.slice(2), new Set(['write', 'browser']));
const runs = Number(options.runs ?? 15);
const ours = join(BENCH_DIR, '..', 'dist');
const theirs = typeof options.vs === 'string' ? resolve(options.vs) : undefined;
const vsCommit = theirs ? commitOf(theirs) : undefined;

/** The child that times the library in-process; prints one JSON line. */
const LIBRARY_CHILD = `
const [dist, call, puzzle] = process.argv.slice(2);
const mib = () => process.memoryUsage().rss / 2 ** 20;
// what Node loads for 'sudoku-wasm' (exports condition node), where the build has it
const { existsSync } = await import('node:fs');
const entry = existsSync(new URL(dist + '/node/index.js')) ? dist + '/node/index.js' : dist + '/index.js';
let t = performance.now();
const lib = await import(entry);
const importMs = performance.now() - t;
const importRss = mib();
t = performance.now();
const answer = lib[call](puzzle);
const firstMs = performance.now() - t;
if (!answer) throw new Error(call + ' gave no answer');
console.log(JSON.stringify({ importMs, importRss, firstMs, firstRss: mib() }));
`;

/** The child that times the worker client; prints one JSON line. */
const WORKER_CHILD = `
const [dist, puzzle] = process.argv.slice(2);
const { existsSync } = await import('node:fs');
const { createWorkerSolver } = await import(existsSync(new URL(dist + '/node/worker.js')) ? dist + '/node/worker.js' : dist + '/worker/index.js');
let t = performance.now();
const solver = createWorkerSolver();
const verdict = await solver.validate(puzzle);
const verdictMs = performance.now() - t;
if (verdict.status !== 'unique') throw new Error('worker: ' + verdict.status);
t = performance.now();
await solver.hint(puzzle);
const hintMs = performance.now() - t;
solver.terminate();
console.log(JSON.stringify({ verdictMs, hintMs, rss: process.memoryUsage().rss / 2 ** 20 }));
`;

/** Runs `args` with Node under /usr/bin/time: wall ms, CPU ms, peak MiB, and its stdout. */
function timed(args) {
  const t0 = performance.now();
  const r = spawnSync('/usr/bin/time', ['-f', '%M %U %S', process.execPath, ...args], { encoding: 'utf8' });
  const wallMs = performance.now() - t0;
  if (r.status !== 0) throw new Error(`node ${args.join(' ')}: exit ${r.status}: ${r.stderr}`);
  const [rss, user, system] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { wallMs, cpuMs: (user + system) * 1000, peakMiB: rss / 1024, stdout: r.stdout };
}

// the children are files, not `node -e`: a worker thread inherits its parent's flags
const scratch = mkdtempSync(join(tmpdir(), 'startup-bench-'));
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
const children = { library: LIBRARY_CHILD, worker: WORKER_CHILD };
for (const [name, code] of Object.entries(children)) writeFileSync(join(scratch, `${name}.mjs`), code);
const child = (name, ...args) => [join(scratch, `${name}.mjs`), ...args];

/** The rows: each a name and a run(dist) giving named figures. */
const ROWS = [
  { name: '`node -e 0` (the floor)', shared: true, run: () => pick(timed(['-e', '0'])) },
  ...[['--version'], ['solve', PUZZLE], ['validate', PUZZLE], ['rate', PUZZLE], ['hint', PUZZLE], ['generate', '--seed', '1']].map((args) => ({
    name: `CLI \`${args.map((a) => (a === PUZZLE ? 'PUZZLE' : a)).join(' ')}\``,
    run: (dist) => pick(timed([join(dist, 'cli.js'), ...args])),
  })),
  ...['solve', 'rate', 'hint'].map((call) => ({
    name: `library: import, first \`${call}\``,
    run: (dist) => JSON.parse(timed(child('library', pathToFileURL(dist).href, call, PUZZLE)).stdout),
  })),
  { name: 'worker client: first verdict, first hint', run: (dist) => JSON.parse(timed(child('worker', pathToFileURL(dist).href, PUZZLE)).stdout) },
];

let browser;
if (options.browser) {
  const { startBrowser } = await import('./lib/startup-browser.mjs');
  browser = await startBrowser();
  ROWS.push({ name: 'Chromium, no bundler: worker client', run: (dist) => browser.firstAnswers(dist, PUZZLE) });
}

/** The commit of the checkout holding `dist` (for the report), or its path when it is not one. */
function commitOf(dist) {
  const r = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: dist, encoding: 'utf8' });
  return r.status === 0 ? `dist/ of commit ${r.stdout.trim()}` : dist;
}

function pick({ wallMs, cpuMs, peakMiB }) {
  return { wallMs, cpuMs, peakMiB };
}

const builds = theirs ? [ours, theirs] : [ours];
/** samples[row][build] = list of figure objects */
const samples = ROWS.map(() => builds.map(() => []));
for (let round = 0; round < runs; round++) {
  for (const [r, row] of ROWS.entries()) {
    for (const [b, dist] of builds.entries()) {
      if (row.shared && b > 0) continue;
      samples[r][b].push(await row.run(dist));
    }
  }
  process.stderr.write(`\rround ${round + 1}/${runs}`);
}
process.stderr.write('\n');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const UNITS = { requests: 'requests', wallMs: 'ms wall', cpuMs: 'ms CPU', peakMiB: 'MiB peak', importMs: 'ms import', importRss: 'MiB after import', firstMs: 'ms first call', firstRss: 'MiB after it', verdictMs: 'ms to first verdict', hintMs: 'ms to first hint', rss: 'MiB (main thread)' };
const fmt = (key, v) => (key === 'requests' ? String(v) : key.endsWith('Ms') ? v.toFixed(key === 'firstMs' ? 1 : 0) : v.toFixed(1));

const head = theirs ? '| what | figure | this build (median, min–max) | `--vs` build | ratio (median of rounds) |' : '| what | figure | median | min–max |';
const lines = [head, theirs ? '| --- | --- | ---: | ---: | ---: |' : '| --- | --- | ---: | ---: |'];
ROWS.forEach((row, r) => {
  for (const key of Object.keys(samples[r][0][0])) {
    const a = samples[r][0].map((s) => s[key]);
    const range = `${fmt(key, Math.min(...a))}–${fmt(key, Math.max(...a))}`;
    if (!theirs) {
      lines.push(`| ${row.name} | ${UNITS[key]} | ${fmt(key, median(a))} | ${range} |`);
    } else if (row.shared) {
      lines.push(`| ${row.name} | ${UNITS[key]} | ${fmt(key, median(a))} (${range}) | | |`);
    } else {
      const b = samples[r][1].map((s) => s[key]);
      const ratio = median(a.map((x, i) => x / b[i])).toFixed(2);
      lines.push(`| ${row.name} | ${UNITS[key]} | ${fmt(key, median(a))} (${range}) | ${fmt(key, median(b))} | ${ratio} |`);
    }
  }
});

const m = machineInfo();
const body = [
  '## Startup: what users wait for before the first answer',
  '',
  `Measured ${m.date} (${buildInfo()}${theirs ? `; the \`--vs\` build: ${vsCommit}` : ''}) by \`node bench/startup.mjs --runs ${runs}${options.browser ? ' --browser' : ''}${theirs ? ' --vs DIST' : ''}\` on ${m.cpu}, ${m.cores} cores, ` +
    `Node ${m.node} (V8 ${m.v8}), load average ${m.load1.toFixed(1)}. Each run is a fresh process; medians of ${runs}, ` +
    'the rows taken in turns. CLI rows: the whole process (/usr/bin/time); library rows: `import()` of dist/node/index.js (what Node loads for the package), then the ' +
    'first call, in the child; worker rows: `createWorkerSolver()` (worker_threads) to the first `validate` verdict, then the first `hint`' +
    (options.browser ? '; Chromium rows: the same in a page that loads the package as files (no bundler), a fresh context each run.' : '.'),
  '',
  ...lines,
].join('\n');
console.log(body);
browser?.close();
if (options.write) {
  const path = join(BENCH_DIR, 'RESULTS.md');
  writeFileSync(path, replaceSection(readFileSync(path, 'utf8'), 'startup', body));
  console.log(`wrote the startup section of ${path}`);
}
