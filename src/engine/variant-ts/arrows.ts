/**
 * The ARROW record of the TypeScript variant engine (an arrow with a one-cell circle: the
 * shaft's digits add up to the circle's), the twin of assembly/variant/arrows.ts. Each cell
 * keeps exactly the digits it holds in some completion of the sum, by one of three ways:
 *
 *   shaft                               how
 *   ─────────────────────────────────   ──────────────────────────────────────────────────────
 *   every two cells peers               the walk over digit sets (cage-exact.ts, as a cage)
 *   at most 4 cells, some of them       every tuple of shaft digits that differ where two cells
 *   peers                               are peers and add up to a circle digit ({@link
 *                                       shaftTuples}); the last cell's digits at once
 *   otherwise (no two cells peers, or   the sums the shaft can make, cell by cell, capped at N
 *   more than 4 cells)                  (the circle holds one digit): forward from the first
 *                                       cell, back from the circle's candidates
 *
 * The first two ways also find the digits every completion puts on the shaft: as a cage's, each
 * is placed when it has one place left on the shaft, or else leaves every cell that sees all its
 * places there (Propagator.placeRequired).
 *
 * Measured (every arrow puzzle under its 8 symmetries, count to 2, docs/design/variant-engine.md
 * "Arrows"): with the sums for every shaft whose cells are not all peers, 31,923 nodes on the
 * arrow set; with tuples for the short ones that have some peers, 23,678.
 *
 * Owns: the ARROW record's pruning. Does not own: pills (LINEAR records), the walk over digit
 * sets (cage-exact.ts).
 */
import { distinctArrowExact } from './cage-exact.js';
import type { Propagator } from './propagate.js';

/** Scratch of {@link arrow}: reach[i] = the sums the shaft's first i cells can make (bit s: sum s ≤ N). */
const reach = new Int32Array(82);

/** The longest shaft {@link shaftTuples} takes. */
const MAX_TUPLE_SHAFT = 4;

/** Scratch of {@link shaftTuples}, per shaft cell: its mask, the earlier cells it sees (bit j), its digit in the tuple being built, the digits it keeps. */
const tupleMasks = new Int32Array(MAX_TUPLE_SHAFT);
const tupleSees = new Int32Array(MAX_TUPLE_SHAFT);
const tupleDigits = new Int32Array(MAX_TUPLE_SHAFT);
const tupleKeep = new Int32Array(MAX_TUPLE_SHAFT);
/** What {@link shaftTuples} found: the circle digits some tuple adds up to, and the digits every tuple holds. */
let tupleSums = 0;
let tupleRequired = 0;

/** Whether cells a and b are peers in the loaded program. */
function peers(p: Propagator, a: number, b: number): boolean {
  const w = p.program.words;
  return ((w[p.program.peers + 3 * a + (b >> 5)] >>> (b & 31)) & 1) === 1;
}

/**
 * Extends the tuple of the shaft's first i cells (digit sum `sum`) by every digit of cell i
 * that no earlier peer holds, up to the last cell, whose digits making a circle digit are taken
 * at once; adds each completed tuple's digits to tupleKeep and its sum to {@link tupleSums}, and
 * keeps in {@link tupleRequired} the digits every one holds.
 */
function shaftTuples(i: number, n: number, sum: number, circle: number, N: number): void {
  let taken = 0;
  for (let j = 0; j < i; j++) if ((tupleSees[i] >> j) & 1) taken |= 1 << (tupleDigits[j] - 1);
  const m = tupleMasks[i] & ~taken;
  if (i === n - 1) {
    // digit d (bit d − 1) completes a tuple when sum + d is a circle digit (bit sum + d − 1)
    const last = m & (circle >> sum);
    if (last === 0) return;
    tupleKeep[i] |= last;
    let digits = 0;
    for (let j = 0; j < i; j++) {
      tupleKeep[j] |= 1 << (tupleDigits[j] - 1);
      digits |= 1 << (tupleDigits[j] - 1);
    }
    // one tuple per digit of `last`: they share `last` only when it is one digit
    tupleRequired &= (last & (last - 1)) === 0 ? digits | last : digits;
    tupleSums |= last << sum;
    return;
  }
  for (let d = m; d !== 0; d &= d - 1) {
    const v = 32 - Math.clz32(d & -d);
    if (sum + v + (n - 1 - i) > N) return; // each later cell adds at least 1
    tupleDigits[i] = v;
    shaftTuples(i + 1, n, sum + v, circle, N);
  }
}

/**
 * The tuples way of the header, for a shaft of n ≤ {@link MAX_TUPLE_SHAFT} cells
 * words[first …] (tupleSees filled: bit j of entry i when cells i and j < i are peers).
 * False on a conflict.
 */
function arrowByTuples(p: Propagator, circle: number, first: number, n: number): boolean {
  const { masks, base } = p;
  const w = p.program.words;
  for (let i = 0; i < n; i++) {
    tupleMasks[i] = masks[base + w[first + i]];
    tupleKeep[i] = 0;
  }
  tupleSums = 0;
  tupleRequired = p.program.all;
  shaftTuples(0, n, 0, masks[base + circle], p.program.N);
  if (tupleSums === 0) return false;
  for (let i = n - 1; i >= 0; i--) if (!p.restrict(w[first + i], tupleKeep[i])) return false;
  return p.restrict(circle, tupleSums) && p.placeRequired(first, n, tupleRequired);
}

/** An arrow with a one-cell circle: record words[at …] (see the header). False on a conflict. */
export function arrow(p: Propagator, at: number): boolean {
  const w = p.program.words;
  const n = w[at + 1] - 1;
  const circle = w[at + 3];
  const first = at + 4;
  if (w[at + 2] === 1) {
    const required = distinctArrowExact(p, circle, first, n);
    return required >= 0 && p.placeRequired(first, n, required);
  }
  if (n <= MAX_TUPLE_SHAFT) {
    let meet = 0;
    for (let i = 0; i < n; i++) {
      let sees = 0;
      for (let j = 0; j < i; j++) if (peers(p, w[first + i], w[first + j])) sees |= 1 << j;
      tupleSees[i] = sees;
      meet |= sees;
    }
    if (meet !== 0) return arrowByTuples(p, circle, first, n);
  }
  const { masks, base } = p;
  const cap = (2 << p.program.N) - 1;
  reach[0] = 1;
  for (let i = 0; i < n; i++) {
    let next = 0;
    for (let d = masks[base + w[first + i]]; d !== 0; d &= d - 1) next |= reach[i] << (32 - Math.clz32(d & -d));
    reach[i + 1] = next & cap;
  }
  const sums = (reach[n] >> 1) & masks[base + circle];
  if (sums === 0) return false;
  // goal: the sums the cells before i must make for some completion to reach a circle digit
  let goal = sums << 1;
  for (let i = n - 1; i >= 0; i--) {
    const cell = w[first + i];
    let before = 0;
    let keep = 0;
    for (let d = masks[base + cell]; d !== 0; d &= d - 1) {
      const bit = d & -d;
      const back = goal >> (32 - Math.clz32(bit));
      before |= back;
      if ((back & reach[i]) !== 0) keep |= bit;
    }
    if (!p.restrict(cell, keep)) return false;
    goal = before;
  }
  return p.restrict(circle, sums);
}
