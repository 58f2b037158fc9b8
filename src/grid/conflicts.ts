/**
 * Conflict detection: the same digit twice in a row, a column or a box.
 *
 * Owns: the scan and the meaning of "first conflict". Does not own: wording (see `errors.ts`) or
 * whether a grid can be completed (a conflict-free grid may still have no solution).
 *
 * One pass in reading order with a 9-bit mask per house (bit d set = digit d seen), so the
 * conflict reported is the one whose second cell comes first in reading order; for that cell,
 * a row conflict wins over a column conflict, which wins over a box conflict.
 *
 *   cell i = 9·r + c      box = 3·⌊r/3⌋ + ⌊c/3⌋      (r, c, box all 0-based)
 *
 *    box 0 | box 1 | box 2        cells  0..2  | 3..5  | 6..8      (row 0)
 *    ------+-------+------               ...
 *    box 3 | box 4 | box 5        cells 72..74 | 75..77 | 78..80   (row 8)
 *    ------+-------+------
 *    box 6 | box 7 | box 8
 *
 * {@link scanConflict} returns the conflict packed in one integer, so the bulk parser allocates
 * nothing when there is none:
 *
 *   bit  31 … 20 | 19 18 | 17 … 14 | 13 …  7 | 6 … 0
 *        zero    | house | digit   | second  | first          house: 0 row, 1 column, 2 box
 *   -1 (NO_CONFLICT) when there is no conflict.
 */

/** The kind of house (unit) a conflict was found in. */
export type House = 'row' | 'column' | 'box';

/** Two cells of one house holding the same digit. */
export interface Conflict {
  /** The two cells, 0-based indices in reading order, `cells[0] < cells[1]`. */
  cells: [number, number];
  /** The repeated digit, 1–9. */
  digit: number;
  /** The house both cells belong to (the first of row, column, box that has them both). */
  house: House;
}

/** {@link scanConflict} result meaning "no conflict". */
export const NO_CONFLICT = -1;

const HOUSES: readonly House[] = ['row', 'column', 'box'];

/** Digits seen so far per column and per box (bit d = digit d); rows need only a local. */
const columnSeen = new Uint16Array(9);
const boxSeen = new Uint16Array(9);

/**
 * Allocation-free scan of the 81 cells at `cells[offset..offset+80]` for a repeated digit.
 * Values outside 1–9 count as empty.
 * @param cells cell values in reading order
 * @param offset index of r1c1 in `cells`; the caller guarantees `offset + 81 <= cells.length`
 * @returns the packed conflict (layout in the module header), or {@link NO_CONFLICT}
 */
export function scanConflict(cells: Uint8Array, offset: number): number {
  columnSeen.fill(0);
  boxSeen.fill(0);
  let i = offset;
  for (let r = 0; r < 9; r++) {
    const band = r < 3 ? 0 : r < 6 ? 3 : 6;
    let rowSeen = 0;
    for (let c = 0; c < 9; c++, i++) {
      const v = cells[i];
      if (v === 0 || v > 9) continue;
      const bit = 1 << v;
      const box = band + (c < 3 ? 0 : c < 6 ? 1 : 2);
      if ((rowSeen | columnSeen[c] | boxSeen[box]) & bit) {
        return packConflict(cells, offset, r, c, box, v, rowSeen & bit ? 0 : columnSeen[c] & bit ? 1 : 2);
      }
      rowSeen |= bit;
      columnSeen[c] |= bit;
      boxSeen[box] |= bit;
    }
  }
  return NO_CONFLICT;
}

/** Finds the earlier cell holding `digit` in the given house of cell (r, c) and packs the result. */
function packConflict(
  cells: Uint8Array,
  offset: number,
  r: number,
  c: number,
  box: number,
  digit: number,
  house: number,
): number {
  const second = r * 9 + c;
  let first = -1;
  // Only one earlier cell of the house can hold `digit`, or the scan would have stopped sooner.
  for (let j = 0; j < second && first < 0; j++) {
    const jr = (j / 9) | 0;
    const jc = j % 9;
    const inHouse =
      house === 0 ? jr === r : house === 1 ? jc === c : ((jr / 3) | 0) * 3 + ((jc / 3) | 0) === box;
    if (inHouse && cells[offset + j] === digit) first = j;
  }
  return first | (second << 7) | (digit << 14) | (house << 18);
}

/**
 * Unpacks a {@link scanConflict} result that is not {@link NO_CONFLICT}.
 * @param packed the packed conflict
 */
export function unpackConflict(packed: number): Conflict {
  return {
    cells: [packed & 0x7f, (packed >>> 7) & 0x7f],
    digit: (packed >>> 14) & 0xf,
    house: HOUSES[(packed >>> 18) & 0x3],
  };
}

/**
 * Finds the first conflict of a grid: the same digit twice in a row, column or box.
 * "First" is by the reading-order position of the second cell; for that cell a row conflict is
 * reported before a column conflict, and a column conflict before a box conflict.
 * Allocates nothing when the grid has no conflict. Values outside 1–9 count as empty.
 * @param cells 81 cell values in reading order, 0 = empty
 * @returns the conflict, or `null` when every house holds each digit at most once
 * @throws RangeError when `cells` does not hold exactly 81 values
 */
export function findConflict(cells: Uint8Array): Conflict | null {
  if (cells.length !== 81) throw new RangeError(`expected 81 cells, got ${cells.length}`);
  const packed = scanConflict(cells, 0);
  return packed === NO_CONFLICT ? null : unpackConflict(packed);
}
