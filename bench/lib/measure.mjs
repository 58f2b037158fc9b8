/**
 * The measurement procedure shared by both workers (worker.mjs for the 9×9 files, sizes-worker.mjs
 * for boards of every size): calibrate, choose a sample, verify every sampled answer, time.
 *
 * Owns: sample size, strided sampling, the verify-then-warm-up pass, the timed passes and their
 * statistics. Does not own: what a correct answer is (the caller passes `problemOf`), loading
 * variants or puzzles, or printing the result (the workers do).
 *
 * Steps (in the spirit of tdoku's run_benchmark and hash-wasm-benchmark):
 *  1. Calibrate: solve up to 32 puzzles spread over the file (twice, the first pass is JIT
 *     warm-up) to estimate the cost per puzzle.
 *  2. Choose the sample: the whole file if one pass fits in S/4 seconds, else N puzzles taken
 *     at an even stride over the file (N rounded down to 2 significant digits, at least 20),
 *     so a sample has the same difficulty mix as the file.
 *  3. Verify: solve every sampled puzzle once and check the answer; the first failures make
 *     the result FAILED and nothing is timed. This pass is also the warm-up. If the (now warm)
 *     pass shows a bigger sample fits, grow it and verify again (≤ 2 times).
 *  4. Time: R passes over the sample (R = as many as fit in 0.75·S, 1..10; ≤ 3 with --quick),
 *     a GC before each when --expose-gc is on; report the best pass and the median. With
 *     `minPassMs`, a pass solves the sample `reps` times, enough to last about that long (sized
 *     on two warm untimed passes): a 49-board 4×4 set takes ~0.2 ms, too short to time as one
 *     pass, and garbage-collecting peers vary by 3× between such short passes.
 *
 * An adapter has either `solve(puzzle, limit) → { count, solution?, guesses? }` (one puzzle) or
 * `solveBatch(puzzles, limit) → { counts, solutions?, guesses? }` (the whole sample in one call).
 */
import { performance } from 'node:perf_hooks';

const MAX_FAILURES = 3;

/** `count` indices spread evenly over `total` (all of them when count ≥ total). */
export function strideIndices(total, count) {
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

/**
 * Solves every puzzle once and checks it. Returns failures, guess statistics and pass time.
 * `problemOf(index, answer)` gets the puzzle's index in the whole file.
 */
function verify(adapter, puzzles, indices, limit, problemOf) {
  const failures = [];
  let guessSum = 0;
  let noGuess = 0;
  let withGuesses = 0;
  const note = (k, answer) => {
    const why = problemOf(indices[k], answer);
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

/**
 * One measurement.
 * @param {object} o
 * @param {object} o.adapter with `solve` or `solveBatch` (see the header)
 * @param {string[]} o.puzzles the whole file, in file order
 * @param {number} o.limit solution limit passed to the adapter
 * @param {number} o.seconds time cap (S above)
 * @param {boolean} o.quick at most 3 timed passes
 * @param {number} o.maxN largest sample
 * @param {number} [o.minPassMs] shortest timed pass (0: one solve of the sample per pass)
 * @param {(index: number, answer: object) => string | null} o.problemOf null when the answer
 *   for puzzle `index` (0-based, in the whole file) is correct, else the reason
 * @returns {object} `{ status: 'failed', reason, failures, total, n, sampled }` or
 *   `{ status: 'ok', total, n, sampled, repeats, reps, bestMs (one pass = reps solves of the
 *   sample), medianMs, puzzlesPerSec, usPerPuzzle, guessesPerPuzzle, noGuessPct, sink }`
 */
export function measure({ adapter, puzzles: all, limit, seconds, quick, maxN, problemOf, minPassMs = 0 }) {
  const passBudgetMs = (seconds * 1000) / 4;
  const sizeFor = (msPerPuzzle) => {
    const n = Math.min(all.length, maxN, Math.max(Math.floor(passBudgetMs / msPerPuzzle), Math.min(all.length, 20)));
    return n < all.length ? roundDown2(n) : n;
  };
  let n = sizeFor(calibrate(adapter, all, limit, (seconds * 1000) / 10));
  let sample, checked;
  for (let round = 0; ; round++) {
    const indices = strideIndices(all.length, n);
    sample = indices.map((i) => all[i]);
    checked = verify(adapter, sample, indices, limit, problemOf);
    if (checked.failures.length > 0) {
      return { status: 'failed', total: all.length, n, sampled: n < all.length, reason: checked.failures[0].reason, failures: checked.failures };
    }
    // The short calibration runs on a cold JIT; grow the sample while the warm pass says it fits.
    const grown = sizeFor(checked.ms / n);
    if (round === 2 || n === all.length || grown < n * 1.25) break;
    n = grown;
  }

  // With minPassMs, size `reps` on warm passes (the verify pass also checks answers, and on a
  // small set it is mostly cold-JIT time, so it says little about the speed).
  let reps = 1;
  let msPerRep = checked.ms;
  for (let round = 0; minPassMs > 0 && round < 2; round++) {
    reps = Math.max(1, Math.ceil(minPassMs / Math.max(msPerRep, 1e-3)));
    const t0 = performance.now();
    for (let k = 0; k < reps; k++) runPass(adapter, sample, limit);
    msPerRep = (performance.now() - t0) / reps;
  }
  if (minPassMs > 0) reps = Math.max(1, Math.ceil(minPassMs / Math.max(msPerRep, 1e-3)));
  const passMs = msPerRep * reps;
  const repeats = Math.max(1, Math.min(quick ? 3 : 10, Math.floor((0.75 * seconds * 1000) / Math.max(passMs, 1e-3))));
  const times = [];
  let sink = 0;
  for (let r = 0; r < repeats; r++) {
    globalThis.gc?.();
    const t0 = performance.now();
    for (let k = 0; k < reps; k++) sink ^= runPass(adapter, sample, limit);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const bestMs = times[0];
  return {
    status: 'ok',
    total: all.length,
    n,
    sampled: n < all.length,
    repeats,
    reps,
    bestMs,
    medianMs: times[(times.length - 1) >> 1],
    puzzlesPerSec: (n * reps) / (bestMs / 1000),
    usPerPuzzle: (bestMs * 1000) / (n * reps),
    guessesPerPuzzle: checked.guessesPerPuzzle,
    noGuessPct: checked.noGuessPct,
    sink,
  };
}
