/**
 * The first conflict of each 9×9 puzzle a {@link scanConflicts} call is given: the same digit
 * twice in a row, column or box, for the puzzles the last batch answered with no solution, so
 * that a line whose givens conflict gets its `invalid` verdict in the core (text/verdicts.ts,
 * src/stream/core-lines.ts) instead of being read and solved again by the library.
 *
 * Owns: CONFLICTS and the core's copy of one rule whose TypeScript twin is cross-checked by
 * tests: which conflict is the first (src/board/conflicts.ts `scanConflict` at n = 3: the
 * conflict whose second cell comes first in reading order; for that cell a row conflict before
 * a column conflict before a box conflict; test/stream/core-conflicts.test.ts compares them).
 * Does not own: the wording (text/verdicts.ts, src/text/messages.ts `conflictError`).
 *
 *   CONFLICTS   BATCH_CAPACITY × i32   slot s: packed as scanConflict packs it, or NO_CONFLICT
 *
 *   bits 31…26 | 25 24 | 23 … 12 | 11 … 0
 *        zero  | house | second  | first       house: 0 row, 1 column, 2 box; cells 0-based
 *
 * A cell value outside 1…9 counts as empty. Measured: a million lines whose givens conflict,
 * `validate --threads 1`, see docs/design/engine.md (Invalid lines).
 */
import { BATCH_CAPACITY, COUNTS, PUZZLES } from '../io';

export const CONFLICTS = new StaticArray<i32>(BATCH_CAPACITY);
/** CONFLICTS: no conflict, or a slot that was not scanned (its count is not 0). */
export const NO_CONFLICT: i32 = -1;

/** Digit masks (bit d) of the nine rows, then columns, then boxes, seen so far by {@link conflictAt}. */
const SEEN = new StaticArray<u16>(27);

/** The cell (0-based) holding `digit` in `house` (0 row, 1 column, 2 box) `index` before cell `before`. */
function firstIn(offset: i32, house: i32, index: i32, digit: u8, before: i32): i32 {
  for (let k = 0; k < 9; k++) {
    const cell = house == 0 ? index * 9 + k : house == 1 ? k * 9 + index : ((index / 3) * 3 + k / 3) * 9 + (index % 3) * 3 + (k % 3);
    if (cell >= before) break; // cells of a house come in reading order
    if (unchecked(PUZZLES[offset + cell]) == digit) return cell;
  }
  return before; // not reached: the house's mask said the digit is there
}

/** The first conflict of the 81 cells at PUZZLES[offset…], packed, or {@link NO_CONFLICT}. */
export function conflictAt(offset: i32): i32 {
  for (let h = 0; h < 27; h++) unchecked((SEEN[h] = 0));
  for (let i = 0; i < 81; i++) {
    const v = unchecked(PUZZLES[offset + i]);
    if (v == 0 || v > 9) continue;
    const bit = <u16>(1 << v);
    const r = i / 9;
    const c = i % 9;
    const b = (r / 3) * 3 + c / 3;
    const house = (unchecked(SEEN[r]) & bit) != 0 ? 0 : (unchecked(SEEN[9 + c]) & bit) != 0 ? 1 : (unchecked(SEEN[18 + b]) & bit) != 0 ? 2 : -1;
    if (house >= 0) return firstIn(offset, house, house == 0 ? r : house == 1 ? c : b, v, i) | (i << 12) | (house << 24);
    unchecked((SEEN[r] = SEEN[r] | bit));
    unchecked((SEEN[9 + c] = SEEN[9 + c] | bit));
    unchecked((SEEN[18 + b] = SEEN[18 + b] | bit));
  }
  return NO_CONFLICT;
}

/** CONFLICTS[s] for slots 0..slots-1: the first conflict of a puzzle counted 0 (no budget bit), else NO_CONFLICT. */
export function scanConflicts(slots: i32): void {
  if (slots > BATCH_CAPACITY) slots = BATCH_CAPACITY;
  for (let s = 0; s < slots; s++) unchecked((CONFLICTS[s] = unchecked(COUNTS[s]) == 0 ? conflictAt(s * 81) : NO_CONFLICT));
}
