/**
 * The ARROW record of the variant engine (an arrow with a one-cell circle), the twin of
 * src/engine/variant-ts/arrows.ts, whose header gives the three ways it prunes (a shaft of
 * peers: the walk over digit sets; a short shaft with some peers: tuples; otherwise the sums
 * the shaft can make), the digits the first two place or lock, and their measured effect.
 *
 * Owns: the ARROW record's pruning. Does not own: pills (LINEAR records), the walk over digit
 * sets (cage-exact.ts).
 */
import { MAX_CELLS } from './layout';
import { ALL, N, PEERS, word } from './program';
import { distinctArrowExact } from './cage-exact';
import { maskAt, placeRequired, restrict } from './propagate';
import { i32At, setI32At } from '../memory';

/** Scratch of {@link arrow}: REACH[i] = the sums the shaft's first i cells can make (bit s: sum s ≤ N). */
const REACH: usize = memory.data((MAX_CELLS + 1) * 4, 16);

/** The longest shaft {@link shaftTuples} takes. */
const MAX_TUPLE_SHAFT: i32 = 4;

/** Scratch of {@link shaftTuples}, per shaft cell: its mask, the earlier cells it sees (bit j), its digit in the tuple being built, the digits it keeps. */
const TUPLE_MASKS: usize = memory.data(MAX_TUPLE_SHAFT * 4, 16);
const TUPLE_SEES: usize = memory.data(MAX_TUPLE_SHAFT * 4, 16);
const TUPLE_DIGITS: usize = memory.data(MAX_TUPLE_SHAFT * 4, 16);
const TUPLE_KEEP: usize = memory.data(MAX_TUPLE_SHAFT * 4, 16);
/** What {@link shaftTuples} found: the circle digits some tuple adds up to, and the digits every tuple holds. */
let tupleSums: i32 = 0;
let tupleRequired: i32 = 0;

/** Whether cells a and b are peers in the loaded program. */
@inline function peers(a: i32, b: i32): bool {
  return ((<u32>word(PEERS + 3 * a + (b >> 5)) >> (<u32>b & 31)) & 1) != 0;
}

/** The twin's shaftTuples: every tuple extending the shaft's first i cells (digit sum `sum`). */
function shaftTuples(i: i32, n: i32, sum: i32, circle: i32): void {
  let taken = 0;
  const sees = i32At(TUPLE_SEES, i);
  for (let j = 0; j < i; j++) if (((sees >> j) & 1) != 0) taken |= 1 << (i32At(TUPLE_DIGITS, j) - 1);
  const m = i32At(TUPLE_MASKS, i) & ~taken;
  if (i == n - 1) {
    // digit d (bit d − 1) completes a tuple when sum + d is a circle digit (bit sum + d − 1)
    const last = m & (circle >> sum);
    if (last == 0) return;
    setI32At(TUPLE_KEEP, i, i32At(TUPLE_KEEP, i) | last);
    let digits = 0;
    for (let j = 0; j < i; j++) {
      const bit = 1 << (i32At(TUPLE_DIGITS, j) - 1);
      setI32At(TUPLE_KEEP, j, i32At(TUPLE_KEEP, j) | bit);
      digits |= bit;
    }
    // one tuple per digit of `last`: they share `last` only when it is one digit
    tupleRequired &= (last & (last - 1)) == 0 ? digits | last : digits;
    tupleSums |= last << sum;
    return;
  }
  for (let d = m; d != 0; d &= d - 1) {
    const v = <i32>ctz(d) + 1;
    if (sum + v + (n - 1 - i) > N) return; // each later cell adds at least 1
    setI32At(TUPLE_DIGITS, i, v);
    shaftTuples(i + 1, n, sum + v, circle);
  }
}

/** The twin's arrowByTuples: a shaft of n ≤ MAX_TUPLE_SHAFT cells PROGRAM[first …] (TUPLE_SEES filled). */
function arrowByTuples(circle: i32, first: i32, n: i32): bool {
  for (let i = 0; i < n; i++) {
    setI32At(TUPLE_MASKS, i, maskAt(word(first + i)));
    setI32At(TUPLE_KEEP, i, 0);
  }
  tupleSums = 0;
  tupleRequired = ALL;
  shaftTuples(0, n, 0, maskAt(circle));
  if (tupleSums == 0) return false;
  for (let i = n - 1; i >= 0; i--) if (!restrict(word(first + i), i32At(TUPLE_KEEP, i))) return false;
  return restrict(circle, tupleSums) && placeRequired(first, n, tupleRequired);
}

/** An arrow with a one-cell circle: the record at `at` (the twin's arrow). False on a conflict. */
export function arrow(at: i32): bool {
  const n = word(at + 1) - 1;
  const circle = word(at + 3);
  const first = at + 4;
  if (word(at + 2) == 1) {
    const required = distinctArrowExact(circle, first, n);
    return required >= 0 && placeRequired(first, n, required);
  }
  if (n <= MAX_TUPLE_SHAFT) {
    let meet = 0;
    for (let i = 0; i < n; i++) {
      let sees = 0;
      for (let j = 0; j < i; j++) if (peers(word(first + i), word(first + j))) sees |= 1 << j;
      setI32At(TUPLE_SEES, i, sees);
      meet |= sees;
    }
    if (meet != 0) return arrowByTuples(circle, first, n);
  }
  const cap = (2 << N) - 1;
  setI32At(REACH, 0, 1);
  for (let i = 0; i < n; i++) {
    let next = 0;
    const r = i32At(REACH, i);
    for (let d = maskAt(word(first + i)); d != 0; d &= d - 1) next |= r << (32 - clz(d & -d));
    setI32At(REACH, i + 1, next & cap);
  }
  const sums = (i32At(REACH, n) >> 1) & maskAt(circle);
  if (sums == 0) return false;
  let goal = sums << 1;
  for (let i = n - 1; i >= 0; i--) {
    const cell = word(first + i);
    let before = 0, keep = 0;
    for (let d = maskAt(cell); d != 0; d &= d - 1) {
      const bit = d & -d;
      const back = goal >> (32 - clz(bit));
      before |= back;
      if ((back & i32At(REACH, i)) != 0) keep |= bit;
    }
    if (!restrict(cell, keep)) return false;
    goal = before;
  }
  return restrict(circle, sums);
}
