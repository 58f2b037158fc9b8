/**
 * Exact pruning of a killer cage (distinct digits adding up to a sum) in the TypeScript
 * variant engine: each cell keeps exactly the digits it holds in some completion of the whole
 * cage, distinct digits that add up to the sum, every cell within its candidates (generalised
 * arc consistency). The twin of assembly/variant/cage-exact.ts.
 *
 * Owns: {@link cageExact}. Does not own: the cheaper combination filter, placing the required
 * digits (rules.ts), when it runs (propagate.ts: after every cheaper step).
 *
 * A layered walk over digit sets (bit v-1 = digit v; 2^N sets at most, each met once); the
 * fixed cells' digits make the first set, the open cells follow, fewest candidates first:
 *
 *   layer i   the sets the first i cells can hold, distinct digits from their candidates,
 *             whose sum leaves room for the r cells after them: they add at least the larger
 *             of 1 + … + r and their smallest digits' sum, at most the smaller of
 *             N + … + (N − r + 1) and their largest digits' sum; last layer: sum = target
 *   back      a set of layer k is good; a set S of layer i is good when some digit d of cell
 *             i (not in S) makes S ∪ {d} good, and then d is supported on cell i
 *
 * Each cell keeps its supported digits; the digits in every good set of layer k are required
 * (returned to the caller). No good set: a conflict. Cost: the sets met, at most 2^N, each
 * with up to N digits tried (measured on the published killers: 3.1× fewer nodes than the
 * combination filter alone, 179,752 → 57,702 on the seven hardest).
 */
import type { Propagator } from './propagate.js';
import { bitCount } from './tables.js';

const SETS = 512;
/** reached[S] = stamp: S met going forward in this call. */
const reached = new Int32Array(SETS);
/** good[S] = stamp: S can be completed to a good set of layer k in this call. */
const good = new Int32Array(SETS);
/** The sets met, layer by layer, and the sum of each. */
const states = new Int32Array(SETS);
const sums = new Int32Array(SETS);
/** Layer i is states[layerStart[i] … layerStart[i + 1]). */
const layerStart = new Int32Array(11);
/** Candidates of the cage's open cells. */
const cellMasks = new Int32Array(9);
/** Supported digits of each open cell, and the cell. */
const support = new Int32Array(9);
const cellAt = new Int32Array(9);
/** Least and most the open cells after each one can add. */
const afterLeast = new Int32Array(9);
const afterMost = new Int32Array(9);
/** This call's mark in reached and good (so they need no clearing). */
let stamp = 0;

/**
 * Narrows the k cells words[first …] of a cage with sum `target` to the digits of some
 * completion. Returns the digits every completion holds, or −1 on a conflict.
 */
export function cageExact(p: Propagator, first: number, k: number, target: number): number {
  const { masks, base } = p;
  const prog = p.program;
  const w = prog.words;
  const N = prog.N;
  if (++stamp === 0x40000000) {
    reached.fill(0);
    good.fill(0);
    stamp = 1;
  }
  // fixed cells start the walk; the open ones are walked fewest candidates first
  let start = 0;
  let startSum = 0;
  let open = 0;
  for (let i = 0; i < k; i++) {
    const m = masks[base + w[first + i]];
    if ((m & (m - 1)) === 0) {
      if ((start & m) !== 0 || m === 0) return -1;
      start |= m;
      startSum += 32 - Math.clz32(m);
      continue;
    }
    const count = bitCount(m);
    let j = open++;
    for (; j > 0 && bitCount(cellMasks[j - 1]) > count; j--) {
      cellMasks[j] = cellMasks[j - 1];
      cellAt[j] = cellAt[j - 1];
    }
    cellMasks[j] = m;
    cellAt[j] = w[first + i];
  }
  // bounds of what the open cells after each one add: their own least and most digits, and
  // those of as many distinct digits
  let restLeast = 0;
  let restMost = 0;
  for (let i = open - 1; i >= 0; i--) {
    const rest = open - i - 1;
    const least = (rest * (rest + 1)) / 2;
    const most = (rest * (2 * N - rest + 1)) / 2;
    afterLeast[i] = restLeast > least ? restLeast : least;
    afterMost[i] = restMost < most ? restMost : most;
    restLeast += 32 - Math.clz32(cellMasks[i] & -cellMasks[i]);
    restMost += 32 - Math.clz32(cellMasks[i]);
  }
  states[0] = start;
  sums[0] = startSum;
  layerStart[0] = 0;
  let n = 1;
  for (let i = 0; i < open; i++) {
    const from = layerStart[i];
    const to = (layerStart[i + 1] = n);
    const least = target - afterLeast[i];
    const most = target - afterMost[i];
    const m = cellMasks[i];
    for (let s = from; s < to; s++) {
      const S = states[s];
      let free = m & ~S;
      while (free !== 0) {
        const bit = free & -free;
        free ^= bit;
        const T = S | bit;
        if (reached[T] === stamp) continue;
        const sum = sums[s] + 32 - Math.clz32(bit);
        if (sum > least || sum < most) continue;
        reached[T] = stamp;
        states[n] = T;
        sums[n] = sum;
        n++;
      }
    }
  }
  const last = layerStart[open];
  if (last === n || (open === 0 && startSum !== target)) return -1;
  let required = prog.all;
  for (let s = last; s < n; s++) {
    good[states[s]] = stamp;
    required &= states[s];
  }
  for (let i = open - 1; i >= 0; i--) {
    const m = cellMasks[i];
    let supported = 0;
    for (let s = layerStart[i], to = layerStart[i + 1]; s < to; s++) {
      const S = states[s];
      let free = m & ~S;
      let completes = false;
      while (free !== 0) {
        const bit = free & -free;
        free ^= bit;
        if (good[S | bit] === stamp) {
          supported |= bit;
          completes = true;
        }
      }
      if (completes) good[S] = stamp;
    }
    support[i] = supported;
  }
  for (let i = 0; i < open; i++) if (!p.restrict(cellAt[i], support[i])) return -1;
  return required;
}
