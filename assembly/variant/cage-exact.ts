/**
 * Exact pruning of a killer cage in the variant engine: each cell keeps exactly the digits it
 * holds in some completion of the whole cage. The twin of src/engine/variant-ts/cage-exact.ts,
 * whose header draws the layered walk over digit sets and gives its measured effect.
 *
 * Owns: {@link cageExact}. Does not own: the combination filter and the required digits
 * (rules.ts), queues (propagate.ts).
 *
 * Every set index is a mask of candidates (< 2^N ≤ 512) and every list holds each set at most
 * once, so all reads and writes stay inside the 512-entry arrays.
 */
import { ALL, N, PROGRAM } from './program';
import { maskAt, restrict } from './propagate';

const SETS: i32 = 512;
/** REACHED[S] = stamp: S met going forward in this call. */
const REACHED = new StaticArray<i32>(SETS);
/** GOOD[S] = stamp: S can be completed to a good set of the last layer in this call. */
const GOOD = new StaticArray<i32>(SETS);
/** The sets met, layer by layer, and the sum of each. */
const STATES = new StaticArray<i32>(SETS);
const SUMS = new StaticArray<i32>(SETS);
/** Layer i is STATES[LAYER_START[i] … LAYER_START[i + 1]). */
const LAYER_START = new StaticArray<i32>(11);
/** Candidates of the cage's open cells. */
const CELL_MASKS = new StaticArray<i32>(9);
/** Supported digits of each open cell, and the cell. */
const SUPPORT = new StaticArray<i32>(9);
const CELL_AT = new StaticArray<i32>(9);
/** Least and most the open cells after each one can add. */
const AFTER_LEAST = new StaticArray<i32>(9);
const AFTER_MOST = new StaticArray<i32>(9);
/** This call's mark in REACHED and GOOD (so they need no clearing). */
let stamp: i32 = 0;

@inline function word(at: i32): i32 {
  return unchecked(PROGRAM[at]);
}

/**
 * Narrows the k (≤ 9) cells PROGRAM[first …] of a cage with sum `target` to the digits of
 * some completion. Returns the digits every completion holds, or −1 on a conflict.
 */
export function cageExact(first: i32, k: i32, target: i32): i32 {
  if (++stamp == 0x40000000) {
    for (let s = 0; s < SETS; s++) {
      unchecked((REACHED[s] = 0));
      unchecked((GOOD[s] = 0));
    }
    stamp = 1;
  }
  // fixed cells start the walk; the open ones are walked fewest candidates first
  let start = 0, startSum = 0, open = 0;
  for (let i = 0; i < k; i++) {
    const m = maskAt(word(first + i));
    if ((m & (m - 1)) == 0) {
      if ((start & m) != 0 || m == 0) return -1;
      start |= m;
      startSum += 32 - clz(m);
      continue;
    }
    const count = popcnt(m);
    let j = open++;
    for (; j > 0 && popcnt(unchecked(CELL_MASKS[j - 1])) > count; j--) {
      unchecked((CELL_MASKS[j] = unchecked(CELL_MASKS[j - 1])));
      unchecked((CELL_AT[j] = unchecked(CELL_AT[j - 1])));
    }
    unchecked((CELL_MASKS[j] = m));
    unchecked((CELL_AT[j] = word(first + i)));
  }
  // bounds of what the open cells after each one add
  let restLeast = 0, restMost = 0;
  for (let i = open - 1; i >= 0; i--) {
    const rest = open - i - 1;
    const least = (rest * (rest + 1)) / 2;
    const most = (rest * (2 * N - rest + 1)) / 2;
    unchecked((AFTER_LEAST[i] = restLeast > least ? restLeast : least));
    unchecked((AFTER_MOST[i] = restMost < most ? restMost : most));
    const m = unchecked(CELL_MASKS[i]);
    restLeast += ctz(m) + 1;
    restMost += 32 - clz(m);
  }
  unchecked((STATES[0] = start));
  unchecked((SUMS[0] = startSum));
  unchecked((LAYER_START[0] = 0));
  let n = 1;
  for (let i = 0; i < open; i++) {
    const from = unchecked(LAYER_START[i]);
    const to = n;
    unchecked((LAYER_START[i + 1] = n));
    const least = target - unchecked(AFTER_LEAST[i]);
    const most = target - unchecked(AFTER_MOST[i]);
    const m = unchecked(CELL_MASKS[i]);
    for (let s = from; s < to; s++) {
      const S = unchecked(STATES[s]);
      let free = m & ~S;
      while (free != 0) {
        const bit = free & -free;
        free ^= bit;
        const T = S | bit;
        if (unchecked(REACHED[T]) == stamp) continue;
        const sum = unchecked(SUMS[s]) + 32 - clz(bit);
        if (sum > least || sum < most) continue;
        unchecked((REACHED[T] = stamp));
        unchecked((STATES[n] = T));
        unchecked((SUMS[n] = sum));
        n++;
      }
    }
  }
  const last = unchecked(LAYER_START[open]);
  if (last == n || (open == 0 && startSum != target)) return -1;
  let required = ALL;
  for (let s = last; s < n; s++) {
    const S = unchecked(STATES[s]);
    unchecked((GOOD[S] = stamp));
    required &= S;
  }
  for (let i = open - 1; i >= 0; i--) {
    const m = unchecked(CELL_MASKS[i]);
    let supported = 0;
    for (let s = unchecked(LAYER_START[i]), to = unchecked(LAYER_START[i + 1]); s < to; s++) {
      const S = unchecked(STATES[s]);
      let free = m & ~S;
      let completes = false;
      while (free != 0) {
        const bit = free & -free;
        free ^= bit;
        if (unchecked(GOOD[S | bit]) == stamp) {
          supported |= bit;
          completes = true;
        }
      }
      if (completes) unchecked((GOOD[S] = stamp));
    }
    unchecked((SUPPORT[i] = supported));
  }
  for (let i = 0; i < open; i++) if (!restrict(unchecked(CELL_AT[i]), unchecked(SUPPORT[i]))) return -1;
  return required;
}
