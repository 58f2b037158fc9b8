// Throughput of `rate` (HoDoKu scale, every default technique): puzzles/s, median, p99 and max ms
// per puzzle, on one thread and, with --threads, on worker threads (default one per core, the
// puzzles dealt out in turn between them).
//   node bench/logic/rate-speed.mjs [DIST] [SET] [COUNT] [--from K] [--threads [T]]
// SET is a file of ../shared/puzzles (default 17_clue.txt), COUNT lines from line K (default
// 2000 from 0). Each thread first rates up to 30 puzzles from the end of its share (warm-up); the
// all-threads figure is the puzzles over the slowest thread's timed loop.
// "cpu" is the same figure over the process's CPU time (user + system), steadier than the wall
// clock on a shared machine; still, compare two dists in alternation and use adjacent runs' ratios.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { loadPuzzles, sharedPuzzleFile } from '../lib/puzzles.mjs';

/** Rates each puzzle after a warm-up; the ms of each, the wall and CPU seconds of the loop. */
async function timeRates(dist, lines) {
  const { rate } = await import(dist + '/index.js');
  for (let i = 0; i < Math.min(30, lines.length); i++) rate(lines[lines.length - 1 - i]);
  const ms = [];
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const line of lines) {
    const t = performance.now();
    rate(line);
    ms.push(performance.now() - t);
  }
  const cpu = process.cpuUsage(cpu0);
  return { ms, wall: (performance.now() - t0) / 1000, cpu: (cpu.user + cpu.system) / 1e6 };
}

if (!isMainThread) {
  parentPort.postMessage(await timeRates(workerData.dist, workerData.lines));
} else {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const value = args[i + 1] !== undefined && /^\d+$/.test(args[i + 1]) ? args.splice(i, 2)[1] : (args.splice(i, 1), fallback);
    return Number(value);
  };
  const from = option('--from', 0) ?? 0;
  const threads = option('--threads', availableParallelism());
  const dist = resolve(args[0] ?? 'dist');
  const set = args[1] ?? '17_clue.txt';
  const count = Number(args[2] ?? 2000);
  const file = sharedPuzzleFile(set);
  if (file === null) {
    console.error(`rate-speed: skipped, no puzzle set ${set} in shared/puzzles`);
    process.exit(0);
  }
  const lines = loadPuzzles(file).slice(from, from + count);
  const stats = (ms) => {
    const sorted = ms.slice().sort((a, b) => a - b);
    const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
    return `median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms`;
  };
  const one = await timeRates(dist, lines);
  const rate = (s) => (lines.length / s).toFixed(1);
  console.log(`${dist} ${set} ${lines.length}: 1 thread ${rate(one.wall)} puzzles/s (cpu ${rate(one.cpu)}/s), ${stats(one.ms)}`);
  if (threads !== undefined) {
    const shares = Array.from({ length: threads }, (_, w) => lines.filter((_, i) => i % threads === w));
    const results = await Promise.all(
      shares.map(
        (share) =>
          new Promise((done, fail) => {
            const worker = new Worker(new URL(import.meta.url), { workerData: { dist, lines: share } });
            worker.once('message', done);
            worker.once('error', fail);
          }),
      ),
    );
    const wall = Math.max(...results.map((r) => r.wall)); // the slowest thread's timed loop
    console.log(`${dist} ${set} ${lines.length}: ${threads} threads ${rate(wall)} puzzles/s, ${stats(results.flatMap((r) => r.ms))}`);
  }
}
