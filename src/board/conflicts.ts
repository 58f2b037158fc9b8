/**
 * Conflict detection on boards of every size, 9×9 included: the same digit twice in a row,
 * column or box.
 *
 * Owns: the one scan, the meaning of "first conflict", and the two public finders
 * ({@link findConflict} for 9×9 grids, {@link findBoardConflict} for any size). Does not own
 * wording (`src/text/messages.ts`) or solvability (a conflict-free board may have no solution).
 *
 * "First" is the conflict whose second cell comes first in reading order; for that cell a row
 * conflict wins over a column conflict, which wins over a box conflict.
 *
 * One pass in reading order. Instead of a bit mask per house (64 digits do not fit a 32-bit
 * word), each house keeps, per digit, 1 + the index of the first cell holding it, so the first
 * cell of a conflict is known without a second scan:
 *
 *   seen[house·(N+1) + digit] = 0 (not seen yet) or 1 + cell index     house 0…N-1, digit 1…N
 *
 *   cell i = N·r + c      box = n·⌊r/n⌋ + ⌊c/n⌋      (9×9: N = 9, n = 3)
 *
 *    box 0 | box 1 | box 2        cells  0..2  | 3..5  | 6..8      (9×9, row 0)
 *    ------+-------+------               ...
 *    box 3 | box 4 | box 5        cells 72..74 | 75..77 | 78..80   (row 8)
 *    ------+-------+------
 *    box 6 | box 7 | box 8
 *
 * {@link scanConflict} packs the result into one integer, so that bulk parsing allocates
 * nothing when there is no conflict:
 *
 *   bits 31…26 | 25 24 | 23 … 12 | 11 … 0
 *        zero  | house | second  | first       house: 0 row, 1 column, 2 box; cells 0-based
 *   -1 (NO_CONFLICT) when there is none.
 *
 * One scanner for every size replaced a 9×9 twin with 9-bit masks at no measurable cost
 * (measured: `tryParseLine`, which scans every line, over the 49,158 lines of 17_clue.txt took
 * 30.6 ms at best with either, Node 20.20, 2-core EPYC); in bulk only boards the engine
 * answers with no solution are scanned at all.
 */

import { namingCall, show } from '../api/options.js';
import { checkBoxSize } from './sizes.js';

/**
 * The kind of house (unit) a conflict was found in.
 * @category Text and boards
 */
export type House = 'row' | 'column' | 'box';

/**
 * Two cells of one house holding the same digit.
 * @category Text and boards
 */
export interface BoardConflict {
  /** The two cells, 0-based indices in reading order, `cells[0] < cells[1]`. */
  cells: [number, number];
  /** The repeated digit, 1…N. */
  digit: number;
  /** The house both cells belong to (the first of row, column, box that has them both). */
  house: House;
}

/**
 * A conflict of a 9×9 grid: the same shape as on any board, with digits 1–9.
 * @category Text and boards
 */
export type Conflict = BoardConflict;

/** {@link scanConflict} result meaning "no conflict". */
export const NO_CONFLICT = -1;

const HOUSES: readonly House[] = ['row', 'column', 'box'];
/** Size of the `seen` tables: 64 houses of digits 0…64 (0 unused), enough for every board. */
const SEEN_SIZE = 64 * 65;
const rowSeen = new Uint16Array(SEEN_SIZE);
const columnSeen = new Uint16Array(SEEN_SIZE);
const boxSeen = new Uint16Array(SEEN_SIZE);

/**
 * Allocation-free scan of the N² cells at `cells[offset…]` for a repeated digit. Values
 * outside 1…N count as empty.
 * @param cells cell values in reading order
 * @param offset index of r1c1; the caller guarantees `offset + N² <= cells.length`
 * @param n box size 2–8 (not checked)
 * @returns the packed conflict (layout in the module header), or {@link NO_CONFLICT}
 */
export function scanConflict(cells: Uint8Array, offset: number, n: number): number {
  const side = n * n;
  const stride = side + 1; // only the first N houses × (N + 1) entries are used and cleared
  const used = side * stride;
  rowSeen.fill(0, 0, used);
  columnSeen.fill(0, 0, used);
  boxSeen.fill(0, 0, used);
  let i = 0;
  for (let r = 0; r < side; r++) {
    const rowBase = r * stride;
    const bandBase = ((r / n) | 0) * n;
    for (let c = 0; c < side; c++, i++) {
      const v = cells[offset + i];
      if (v === 0 || v > side) continue;
      const rk = rowBase + v;
      const ck = c * stride + v;
      const bk = (bandBase + ((c / n) | 0)) * stride + v;
      const first = rowSeen[rk] || columnSeen[ck] || boxSeen[bk];
      if (first !== 0) {
        const house = rowSeen[rk] !== 0 ? 0 : columnSeen[ck] !== 0 ? 1 : 2;
        return (first - 1) | (i << 12) | (house << 24);
      }
      rowSeen[rk] = columnSeen[ck] = boxSeen[bk] = i + 1;
    }
  }
  return NO_CONFLICT;
}

/**
 * Unpacks a {@link scanConflict} result that is not {@link NO_CONFLICT}.
 * @param packed the packed conflict
 * @param cells the scanned cells (for the digit)
 * @param offset the offset that was scanned
 */
export function unpackConflict(packed: number, cells: Uint8Array, offset: number): BoardConflict {
  const second = (packed >>> 12) & 0xfff;
  return {
    cells: [packed & 0xfff, second],
    digit: cells[offset + second],
    house: HOUSES[(packed >>> 24) & 0x3],
  };
}

/**
 * Finds the first conflict of a 9×9 grid: the same digit twice in a row, column or box.
 * "First" is by the reading-order position of the second cell; for that cell a row conflict is
 * reported before a column conflict, and a column conflict before a box conflict.
 * Allocates nothing when the grid has no conflict. Values outside 1–9 count as empty.
 * @param cells 81 cell values in reading order, 0 = empty
 * @returns the conflict, or `null` when every house holds each digit at most once
 * @throws RangeError when `cells` does not hold exactly 81 values
 * @throws TypeError when `cells` is not an array of numbers (a puzzle string: see `parsePuzzle`)
 * @example
 * ```ts
 * import { findConflict, parsePuzzle } from 'sudoku-wasm';
 *
 * const cells = parsePuzzle('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
 * findConflict(cells); // → null
 * cells[1] = 4; // a second 4 in row 1
 * findConflict(cells); // → { cells: [0, 1], digit: 4, house: 'row' }
 * ```
 * @category Text and boards
 */
export function findConflict(cells: Uint8Array): Conflict | null {
  return namingCall('findConflict', () => {
    if (typeof cells !== 'object' || cells === null) {
      throw new TypeError(`expected cells to be a Uint8Array of 81 values, got ${show(cells)}`);
    }
    if (cells.length !== 81) throw new RangeError(`expected 81 cells, got ${cells.length}`);
    const packed = scanConflict(cells, 0, 3);
    return packed === NO_CONFLICT ? null : unpackConflict(packed, cells, 0);
  });
}

/**
 * Finds the first conflict of a board: the same digit twice in a row, column or n×n box, in
 * the order {@link findConflict} uses. Allocates nothing when there is no conflict. Values
 * outside 1…N count as empty.
 * @param cells N² cell values in reading order, 0 = empty
 * @param n box size, 2–8 (N = n²)
 * @returns the conflict with 0-based cells, or `null` when every house holds each digit once at most
 * @throws RangeError when `n` is not an integer 2–8 or `cells` does not hold exactly N² values
 * @throws TypeError when `cells` is not a Uint8Array
 * @category Text and boards
 */
export function findBoardConflict(cells: Uint8Array, n: number): BoardConflict | null {
  return namingCall('findBoardConflict', () => {
    checkBoxSize(n, 'n');
    if (!(cells instanceof Uint8Array)) {
      throw new TypeError(`expected cells to be a Uint8Array, got ${show(cells)}`);
    }
    const count = n * n * n * n;
    if (cells.length !== count) throw new RangeError(`expected ${count} cells, got ${cells.length}`);
    const packed = scanConflict(cells, 0, n);
    return packed === NO_CONFLICT ? null : unpackConflict(packed, cells, 0);
  });
}
