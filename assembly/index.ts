/**
 * The WASM module's ABI: numbers in, numbers out (pointers, counts, small integers).
 *
 * Owns: the exported functions and their contracts. The TypeScript side (src/wasm/core.ts)
 * is the only caller; it reads the buffer addresses once and keeps one view per buffer.
 * Does not own: solving (fast9/), buffer layout (io.ts).
 */
import { BATCH_CAPACITY, BUDGET_BIT, COUNTS, GUESSES, PUZZLES, SOLUTIONS } from './io';
import { countSolutions, guessCount, searchComplete } from './fast9/solver';

/** ABI version; the TS side refuses a module whose version it does not know. */
export function abiVersion(): i32 {
  return 1;
}
/** How many puzzles one batch call takes at most. */
export function batchCapacity(): i32 {
  return BATCH_CAPACITY;
}
/** Address of the puzzle input buffer (capacity × 81 bytes). */
export function puzzlesPtr(): usize {
  return changetype<usize>(PUZZLES);
}
/** Address of the solution output buffer (capacity × 81 bytes). */
export function solutionsPtr(): usize {
  return changetype<usize>(SOLUTIONS);
}
/** Address of the i32 solution counts (capacity entries). */
export function countsPtr(): usize {
  return changetype<usize>(COUNTS);
}
/** Address of the u32 guess counts (capacity entries). */
export function guessesPtr(): usize {
  return changetype<usize>(GUESSES);
}

/**
 * Solves puzzles 0..n-1 of the input buffer with the fast 9×9 engine: counts solutions up to
 * `limit` (≥ 1), stopping a puzzle after `maxGuesses` guesses when that is non-zero.
 * `n` is clamped to [0, capacity]. Returns the number of puzzles processed.
 */
export function fast9Batch(n: i32, limit: i32, maxGuesses: u32): i32 {
  if (n < 0) n = 0;
  if (n > BATCH_CAPACITY) n = BATCH_CAPACITY;
  for (let i = 0; i < n; i++) {
    const count = countSolutions(PUZZLES, i * 81, limit, maxGuesses, SOLUTIONS);
    unchecked(COUNTS[i] = searchComplete ? count : count | BUDGET_BIT);
    unchecked(GUESSES[i] = guessCount);
  }
  return n;
}
