#!/usr/bin/env node
/**
 * One benchmark measurement in a fresh process: one variant × one puzzle file × one limit.
 *
 *   node --expose-gc bench/worker.mjs <variant> <puzzle-file> <limit> [--seconds S] [--quick] [--max-n N]
 *
 * Owns: choosing the timed sample, verifying every timed answer, warming up, timing, and
 * printing ONE result line `@@RESULT {json}` on stdout. Does not own: which runs to do, the
 * wall-clock kill switch, or the report (run.mjs does those).
 *
 * Steps (in the spirit of tdoku's run_benchmark and hash-wasm-benchmark):
 *  1. Calibrate: solve up to 32 puzzles spread over the file (twice, the first pass is JIT
 *     warm-up) to estimate the cost per puzzle.
 *  2. Choose the sample: the whole file if one pass fits in S/4 seconds, else N puzzles taken
 *     at an even stride over the file (N rounded down to 2 significant digits, at least 20),
 *     so a sample has the same difficulty mix as the file.
 *  3. Verify: solve every sampled puzzle once and check the answer (lib/check.mjs); the first
 *     failures make the result FAILED and nothing is timed. This pass is also the warm-up.
 *     If the (now warm) pass shows a bigger sample fits, grow it and verify again (≤ 2 times).
 *  4. Time: R passes over the sample (R = as many as fit in 0.75·S, 1..10; ≤ 3 with --quick),
 *     a GC before each when --expose-gc is on; report the best pass and the median.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs, positiveNumber } from './lib/args.mjs';
import { answerProblem, expectedCount } from './lib/check.mjs';
import { expectsMultipleSolutions, loadPuzzles, setName } from './lib/puzzles.mjs';
import { RESULT_MARK } from './lib/protocol.mjs';
import { loadVariant } from './lib/variants.mjs';

const MAX_FAILURES = 3;

function emit(result) {
  process.stdout.write(`${RESULT_MARK}${JSON.stringify(result)}\n`);
}

/** `count` indices spread evenly over `total` (all of them when count ≥ total). */
function strideIndices(total, count) {
  if (count >= total) return Array.from({ length: total }, (_, i) => i);
  return Array.from({ length: count }, (_, j) => Math.floor((j * total) / count));
}

/** Rounds down to two significant digits: 12,345 → 12,000; 987 → 980. */
function roundDown2(n) {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.floor(n / unit) * unit;
}

/** Runs the adapter over `puzzles` once; returns a value that depends on every answer. */
function runPass(adapter, puzzles, limit) {
  if (adapter.solveBatch) return adapter.solveBatch(puzzles, limit).counts[0] | 0;
  let sink = 0;
  for (let i = 0; i < puzzles.length; i++) sink = (sink + adapter.solve(puzzles[i], limit).count) | 0;
  return sink;
}

/** Milliseconds per puzzle on a small spread-out set, after one warm-up pass. */
function calibrate(adapter, puzzles, limit, budgetMs) {
  const probe = strideIndices(puzzles.length, 32).map((i) => puzzles[i]);
  let msPerPuzzle = Infinity;
  for (let pass = 0; pass < 2; pass++) {
    if (adapter.solveBatch) {
      for (let size = 1; ; size = Math.min(probe.length, size * 4)) {
        const t0 = performance.now();
        adapter.solveBatch(probe.slice(0, size), limit);
        const ms = performance.now() - t0;
        msPerPuzzle = ms / size;
        if (ms > budgetMs || size === probe.length) break;
      }
    } else {
      const t0 = performance.now();
      let done = 0;
      while (done < probe.length) {
        adapter.solve(probe[done++], limit);
        if (performance.now() - t0 > budgetMs) break;
      }
      msPerPuzzle = (performance.now() - t0) / done;
    }
  }
  return Math.max(msPerPuzzle, 1e-6);
}

/** Solves every puzzle once and checks it. Returns failures, guess statistics and pass time. */
function verify(adapter, puzzles, indices, limit, multiple) {
  const failures = [];
  let guessSum = 0;
  let noGuess = 0;
  let withGuesses = 0;
  const note = (k, answer) => {
    const why = answerProblem(puzzles[k], answer, limit, multiple, limit === 1);
    if (why) failures.push({ puzzle: indices[k] + 1, grid: puzzles[k], reason: why });
    if (typeof answer.guesses === 'number') {
      withGuesses++;
      guessSum += answer.guesses;
      if (answer.guesses === 0) noGuess++;
    }
  };
  const t0 = performance.now();
  if (adapter.solveBatch) {
    const r = adapter.solveBatch(puzzles, limit);
    for (let k = 0; k < puzzles.length && failures.length < MAX_FAILURES; k++) {
      note(k, { count: r.counts[k], solution: r.solutions?.[k], guesses: r.guesses?.[k] });
    }
  } else {
    for (let k = 0; k < puzzles.length && failures.length < MAX_FAILURES; k++) {
      let answer;
      try {
        answer = adapter.solve(puzzles[k], limit);
      } catch (err) {
        failures.push({ puzzle: indices[k] + 1, grid: puzzles[k], reason: `threw ${err.message}` });
        continue;
      }
      note(k, answer);
    }
  }
  const ms = performance.now() - t0;
  const stats = withGuesses === puzzles.length && withGuesses > 0
    ? { guessesPerPuzzle: guessSum / withGuesses, noGuessPct: (100 * noGuess) / withGuesses }
    : { guessesPerPuzzle: null, noGuessPct: null };
  return { failures, ms, ...stats };
}

async function main() {
  const { positional, options } = parseArgs(process.argv.slice(2), new Set(['quick']));
  const [variant, file, limitArg] = positional;
  const limit = Number(limitArg);
  if (!variant || !file || !(limit === 1 || limit === 2)) {
    throw new Error('usage: worker.mjs <variant> <puzzle-file> <1|2> [--seconds S] [--quick] [--max-n N]');
  }
  const quick = options.quick === true;
  const seconds = options.seconds ? positiveNumber(options.seconds, 'seconds') : quick ? 1 : 10;
  const maxN = options['max-n'] ? positiveNumber(options['max-n'], 'max-n') : quick ? 200 : Infinity;
  const base = { variant, set: setName(file), limit };

  const loaded = await loadVariant(variant);
  if (!loaded.available) return emit({ ...base, status: 'skipped', reason: loaded.reason });
  const adapter = loaded.adapter;
  Object.assign(base, { name: adapter.name, version: adapter.version, kind: adapter.kind });
  if (limit === 2 && !adapter.supportsCount) {
    return emit({ ...base, status: 'skipped', reason: 'limit-1 only (no count-to-2 API)' });
  }

  const all = loadPuzzles(file);
  const multiple = expectsMultipleSolutions(file);
  const passBudgetMs = (seconds * 1000) / 4;
  const sizeFor = (msPerPuzzle) => {
    const n = Math.min(all.length, maxN, Math.max(Math.floor(passBudgetMs / msPerPuzzle), Math.min(all.length, 20)));
    return n < all.length ? roundDown2(n) : n;
  };
  let n = sizeFor(calibrate(adapter, all, limit, (seconds * 1000) / 10));
  let indices, sample, checked;
  for (let round = 0; ; round++) {
    indices = strideIndices(all.length, n);
    sample = indices.map((i) => all[i]);
    Object.assign(base, { total: all.length, n, sampled: n < all.length, expected: expectedCount(limit, multiple) });
    checked = verify(adapter, sample, indices, limit, multiple);
    if (checked.failures.length > 0) {
      return emit({ ...base, status: 'failed', reason: checked.failures[0].reason, failures: checked.failures });
    }
    // The short calibration runs on a cold JIT; grow the sample while the warm pass says it fits.
    const grown = sizeFor(checked.ms / n);
    if (round === 2 || n === all.length || grown < n * 1.25) break;
    n = grown;
  }

  const repeats = Math.max(1, Math.min(quick ? 3 : 10, Math.floor((0.75 * seconds * 1000) / Math.max(checked.ms, 1e-3))));
  const times = [];
  let sink = 0;
  for (let r = 0; r < repeats; r++) {
    globalThis.gc?.();
    const t0 = performance.now();
    sink ^= runPass(adapter, sample, limit);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const bestMs = times[0];
  emit({
    ...base,
    status: 'ok',
    repeats,
    bestMs,
    medianMs: times[(times.length - 1) >> 1],
    puzzlesPerSec: n / (bestMs / 1000),
    usPerPuzzle: (bestMs * 1000) / n,
    guessesPerPuzzle: checked.guessesPerPuzzle,
    noGuessPct: checked.noGuessPct,
    sink,
  });
}

main().catch((err) => {
  emit({ status: 'error', reason: String(err?.stack ?? err).split('\n').slice(0, 3).join(' | ') });
  process.exitCode = 1;
});
