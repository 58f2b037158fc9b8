#!/usr/bin/env node
/**
 * One side of an ab.mjs pair: a core .wasm file instantiated directly (no package build
 * around it), every puzzle of FILE counted to LIMIT through `fast9Batch`, one thread.
 *
 *   node --expose-gc --single-threaded bench/fast9/ab-worker.mjs CORE.wasm FILE LIMIT [PASSES=3]
 *   → @@RESULT {"status":"ok","n":…,"cpuRate":…,"guesses":…,"countsum":…}
 *
 * As engine-worker.mjs measures the package: warm-up passes until one is no faster than the
 * best before it by 2% (at least 2, at most 6), then the best of PASSES timed passes by CPU
 * time; every timed pass must give the first pass's counts.
 *
 * Owns: that measurement on a bare core. Does not own: the pairing (ab.mjs).
 */
import { readFileSync } from 'node:fs';
import { emitResult, errorResult } from '../lib/protocol.mjs';
import { loadPuzzles } from '../lib/puzzles.mjs';

const [wasmPath, file, limitText = '2', passesText = '3'] = process.argv.slice(2);
try {
  const core = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(wasmPath)), {}).exports;
  const capacity = core.batchCapacity();
  const puzzles = loadPuzzles(file);
  const n = puzzles.length;
  const limit = Number(limitText);
  const buffer = () => core.memory.buffer;
  const input = new Uint8Array(buffer(), core.puzzlesPtr(), capacity * 81);
  const cells = new Uint8Array(n * 81);
  puzzles.forEach((p, i) => {
    for (let j = 0; j < 81; j++) cells[i * 81 + j] = p[j] === '.' ? 0 : p.charCodeAt(j) - 48;
  });
  const counts = new Int32Array(n), guesses = new Uint32Array(n);
  const countView = new Int32Array(buffer(), core.countsPtr(), capacity);
  const guessView = new Uint32Array(buffer(), core.guessesPtr(), capacity);
  const pass = () => {
    globalThis.gc?.();
    const c0 = process.cpuUsage();
    for (let start = 0; start < n; start += capacity) {
      const m = Math.min(capacity, n - start);
      input.set(cells.subarray(start * 81, (start + m) * 81));
      core.fast9Batch(m, limit, 0);
      counts.set(countView.subarray(0, m), start);
      guesses.set(guessView.subarray(0, m), start);
    }
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1e6;
  };
  let best = pass();
  const reference = counts.slice();
  const countsum = reference.reduce((x, y) => x + y, 0);
  const guessSum = guesses.reduce((x, y) => x + y, 0);
  for (let warmups = 1; warmups < 6; warmups++) {
    const cpu = pass();
    const steady = cpu >= best * 0.98 && warmups >= 2;
    best = Math.min(best, cpu);
    if (steady) break;
  }
  let fastest = Infinity;
  for (let k = 0; k < Number(passesText); k++) {
    fastest = Math.min(fastest, pass());
    for (let i = 0; i < n; i++) if (counts[i] !== reference[i]) throw new Error(`puzzle ${i + 1}: count ${counts[i]} in a timed pass, ${reference[i]} in the first`);
  }
  emitResult({ status: 'ok', n, cpuRate: n / fastest, guesses: guessSum / n, countsum });
} catch (error) {
  emitResult(errorResult(error));
}
