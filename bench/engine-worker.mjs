#!/usr/bin/env node
/**
 * Our 9×9 engine measured the way the native reference measures itself: every puzzle of a
 * file, already in memory as cells, counted to LIMIT by one `countBatch` per pass, one thread;
 * puzzles per second of this process's CPU time (and wall time), best of the timed passes.
 *
 *   node --expose-gc [--single-threaded] bench/engine-worker.mjs FILE LIMIT [PASSES=3] [--backend wasm|ts] [--scalar]
 *
 * CPU time is the process's (Node 20 cannot read one thread's): with `--single-threaded` V8
 * runs no helper threads, so it is the measuring thread's, as the native reference reads
 * (native.mjs passes it); without, concurrent GC and compiler threads add about 3%.
 *
 * `--scalar`: the package's scalar WebAssembly build, the one it picks where SIMD128 is missing
 * (WebAssembly.validate is made to refuse the package's SIMD probe before the package loads).
 *   → @@RESULT {"status":"ok","n":…,"cpuRate":…,"wallRate":…,"guesses":…,"countsum":…,"warmups":…}
 *
 * Steady state: V8 runs WebAssembly in its baseline tier first and optimises it after the first
 * calls, so passes are made until one is no faster than the best before it by 2% (at least 2,
 * at most 6) before the timed passes count. The counts of the first pass are checked (the
 * countsum is reported so the caller can compare it with the reference's) and every timed pass
 * must give the same counts.
 *
 * Owns: that measurement (used by run.mjs's native comparison and by bulk.mjs). Does not own:
 * the reference (lib/native.mjs) or the report.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from './lib/args.mjs';
import { emitResult, errorResult } from './lib/protocol.mjs';
import { loadPuzzles } from './lib/puzzles.mjs';
import { distPath } from './ours.mjs';

const { positional, options } = parseArgs(process.argv.slice(2), new Set(['scalar']));
const [file, limitText, passesText] = positional;
const limit = Number(limitText ?? 2);
const passes = Number(passesText ?? 3);
const backend = options.backend ?? 'wasm';

try {
  if (options.scalar) WebAssembly.validate = () => false;
  const { getEngine } = await import(pathToFileURL(distPath()).href);
  const puzzles = loadPuzzles(file);
  const n = puzzles.length;
  const cells = new Uint8Array(n * 81);
  puzzles.forEach((p, i) => {
    for (let j = 0; j < 81; j++) {
      const c = p.charCodeAt(j);
      cells[i * 81 + j] = c === 46 ? 0 : c - 48;
    }
  });
  const engine = getEngine(backend);
  const solutions = new Uint8Array(n * 81);
  const counts = new Int32Array(n);
  const guesses = new Uint32Array(n);
  const pass = () => {
    globalThis.gc?.();
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    engine.countBatch(cells, n, limit, solutions, counts, guesses, 0);
    const c = process.cpuUsage(c0);
    return { wall: (performance.now() - t0) / 1000, cpu: (c.user + c.system) / 1e6 };
  };
  const first = pass();
  const reference = counts.slice();
  const countsum = reference.reduce((a, b) => a + b, 0);
  let guessSum = 0;
  for (let i = 0; i < n; i++) guessSum += guesses[i];
  // warm-up until steady
  let best = first.cpu;
  let warmups = 1;
  for (; warmups < 6; warmups++) {
    const p = pass();
    const steady = p.cpu >= best * 0.98 && warmups >= 2;
    best = Math.min(best, p.cpu);
    if (steady) break;
  }
  const timed = [];
  for (let k = 0; k < passes; k++) {
    timed.push(pass());
    for (let i = 0; i < n; i++) if (counts[i] !== reference[i]) throw new Error(`puzzle ${i + 1}: count ${counts[i]} in a timed pass, ${reference[i]} in the first`);
  }
  const cpu = Math.min(...timed.map((p) => p.cpu));
  const wall = Math.min(...timed.map((p) => p.wall));
  const result = { status: 'ok', build: options.scalar ? 'scalar' : 'default', n, cpuRate: n / cpu, wallRate: n / wall, guesses: guessSum / n, countsum, warmups };
  emitResult(result);
} catch (error) {
  emitResult(errorResult(error));
}
