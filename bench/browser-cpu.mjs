#!/usr/bin/env node
/**
 * The worker client's cost in CPU time, for a shared machine where wall time is not to be
 * trusted: on a loaded machine the scheduler favours a thread that sleeps between short calls
 * (the worker, waiting for its next message) over one that runs without a pause (a direct
 * call), so bench/browser.mjs's wall-time ratios there say more about the scheduler than about
 * the code (1.8-2.4x "faster than Node" at 1,000 lines a call under a load average of 10-16).
 *
 *   node bench/browser-cpu.mjs [--puzzles DIR] [--rounds N]
 *
 * In one headless Chromium page, rounds taken in turns: `validateLines` counting to 2 called
 * directly on the page's thread, through the worker client as shipped (lines packed), and
 * through the worker client with the lines posted as an array of strings (the protocol before).
 * Each round's CPU time is the sum over every thread of the renderer processes this run
 * started (Linux: /proc/<pid>/task/<tid>/schedstat, nanoseconds on the CPU), so the page
 * thread, the worker thread and their GC helpers all count. Prints, per set and batch size, the
 * fewest milliseconds of CPU of each side and direct ÷ side (1 = the worker costs nothing
 * extra). Chromium's page thread runs the library at 0.97-1.04x Node (bench/browser.mjs), so
 * this ratio stands in for "the worker against Node" on CPU. Writes nothing.
 *
 * Owns: that measurement. Does not own: the wall-time bench and its report (./browser.mjs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { serveStatic } from '../scripts/static-server.mjs';
import { bundlePageFolder } from './browser/bundle-page.mjs';
import { parseArgs } from './lib/args.mjs';
import { chromiumPath, launchChromium } from './lib/chromium.mjs';
import { BENCH_DIR, findPuzzleDir, loadPuzzles } from './lib/puzzles.mjs';

const ROOT = join(BENCH_DIR, '..');
const OUT = join(BENCH_DIR, 'out', 'browser-cpu');
const CHROMIUM = chromiumPath('browser-cpu');
if (!existsSync('/proc/self/schedstat')) throw new Error('needs Linux /proc/<pid>/task/<tid>/schedstat');
for (const file of ['dist/index.js', 'dist/worker/index.js', 'dist/worker/entry.js']) {
  if (!existsSync(join(ROOT, file))) throw new Error(`${file} is missing: run \`node scripts/build.mjs\` first`);
}
const { options: args } = parseArgs(process.argv.slice(2), new Set());
const ROUNDS = args.rounds === undefined ? 10 : Number(args.rounds);
const OPTIONS = { limit: 2 };
const SIDES = ['direct', 'packed', 'array'];

const puzzleDir = findPuzzleDir(args.puzzles);
const clue = loadPuzzles(join(puzzleDir, '17_clue.txt')).slice(0, 10_000);
const magic = loadPuzzles(join(puzzleDir, 'magictour_top1465.txt'));
const CASES = [
  ['17_clue (first 10,000)', clue, 1000, 3],
  ['17_clue (first 10,000)', clue, 10_000, 3],
  ['magictour_top1465', magic, 1000, 4],
  ['magictour_top1465', magic, 1465, 4],
];

await bundlePageFolder(OUT, 'bench/browser/cpu-page.mjs');

/** The parent pid of a process, 0 when it is gone. */
function parentOf(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
  } catch {
    return 0;
  }
}
/** Chromium renderer processes descended from this one (not another program's Chromium). */
function ourRenderers() {
  const ours = (pid) => {
    for (let p = pid, k = 0; p > 1 && k < 16; p = parentOf(p), k++) if (p === process.pid) return true;
    return false;
  };
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer') && ours(pid);
      } catch {
        return false;
      }
    });
}
/** Nanoseconds on the CPU so far, every thread of `pids`. */
function cpuNs(pids) {
  let sum = 0;
  for (const pid of pids) {
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        sum += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // a thread that ended between the listing and the read
      }
    }
  }
  return sum;
}

const server = await serveStatic(OUT);
const browser = await launchChromium(CHROMIUM);
const load1 = loadavg()[0];
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => document.title === 'ready', undefined, { timeout: 60_000 });
  const renderers = ourRenderers();
  console.log(`| set | lines per call | CPU ms, direct | CPU ms, worker (lines packed) | CPU ms, worker (lines as an array) | direct ÷ packed | direct ÷ array |`);
  console.log('|---|--:|--:|--:|--:|--:|--:|');
  for (const [set, lines, batch, reps] of CASES) {
    await page.evaluate(([l, b]) => window.bench.load(l, b), [lines, batch]);
    const cpu = Object.fromEntries(SIDES.map((s) => [s, []]));
    for (let r = 0; r <= ROUNDS; r++) {
      for (let k = 0; k < SIDES.length; k++) {
        const side = SIDES[(r + k) % SIDES.length];
        const before = cpuNs(renderers);
        await page.evaluate(([s, q, o]) => window.bench.round(s, q, o), [side, reps, OPTIONS]);
        if (r > 0) cpu[side].push((cpuNs(renderers) - before) / 1e6); // round 0: warm-up
      }
    }
    const best = Object.fromEntries(SIDES.map((s) => [s, Math.min(...cpu[s])]));
    console.log(
      `| ${set} | ${batch.toLocaleString('en-US')} | ${best.direct.toFixed(1)} | ${best.packed.toFixed(1)} | ${best.array.toFixed(1)} | ` +
        `**${(best.direct / best.packed).toFixed(2)}×** | ${(best.direct / best.array).toFixed(2)}× |`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
console.log(`\n${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}, Chromium ${browser.version()}, ${ROUNDS} rounds each, fewest CPU ms of a round (each round: the set's batches × reps); load average ${load1.toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at end.`);
