/**
 * Peers: the cells that may not hold the same digit as a given cell.
 *
 * Owns: which cells are peers on a board of box size n = 2…8, split by the house that makes
 * them peers; the houses two cells share; a flat table of every cell's peers, built once per box
 * size and kept. Does not own: edges or labels (`graph.ts`), serialising (`export.ts`), or the
 * solvers' unit tables (`src/board/geometry.ts`, whose cell numbering this shares).
 *
 * Sudoku as graph colouring (the Sudoku graph of Herzberg & Murty, "Sudoku squares and
 * chromatic polynomials", Notices of the AMS 54(6), 2007): cell i = N·r + c is a vertex, joined
 * to its peers
 *
 *   row      the N-1 other cells of row r
 *   column   the N-1 other cells of column c
 *   box      the (n-1)² cells of its box in neither row r nor column c
 *            (the box's other 2(n-1) cells are row or column peers already)
 *
 * so every vertex has the same degree D = 2(N-1) + (n-1)² = 3n² - 2n - 1:
 *
 *   n   N    D        n   N    D
 *   2   4    7        5  25   64
 *   3   9   20        6  36   95
 *   4  16   39        7  49  132
 *                     8  64  175
 *
 * The peer table holds D entries per cell, each house's peers ascending:
 *
 *   table[i·D … i·D + D)  =  [ row: N-1 cells | column: N-1 cells | box: (n-1)² cells ]
 *
 *   e.g. 9×9, cell 0 (r1c1):  1 2 3 4 5 6 7 8 | 9 18 27 36 45 54 63 72 | 10 11 19 20
 */

import type { House } from '../board/conflicts.js';
import { checkBoxSize } from '../board/sizes.js';
import { namingCall, show, showNumber } from '../api/options.js';

/**
 * A cell's peers by house, each list 0-based cell indices in reading order, ascending.
 * @category Graph and colours
 */
export interface CellPeers {
  /** The N-1 other cells of its row. */
  row: number[];
  /** The N-1 other cells of its column. */
  column: number[];
  /** The (n-1)² cells of its box in neither its row nor its column. */
  box: number[];
}

/** Peer tables by box size, built on first use (layout in the module header). */
const tables: (Uint16Array | undefined)[] = [];

/**
 * The degree of every vertex of the Sudoku graph: 2(N-1) + (n-1)² = 3n² - 2n - 1.
 * @param n box size, 2–8
 * @returns the number of peers of each cell (20 for 9×9)
 * @throws RangeError unless `n` is an integer 2–8
 */
export function peerDegree(n: number): number {
  checkBoxSize(n, 'n');
  return 3 * n * n - 2 * n - 1;
}

/**
 * Checks a cell argument against a board of box size n (already checked).
 * @param cell the value passed
 * @param n box size
 * @param name the argument's name, for messages
 * @throws TypeError when it is not a number
 * @throws RangeError unless it is an integer 0…N²-1
 */
export function checkCell(cell: unknown, n: number, name: string): asserts cell is number {
  if (typeof cell !== 'number') {
    throw new TypeError(`expected ${name} to be a number, got ${show(cell)}`);
  }
  const last = n ** 4 - 1;
  if (!Number.isInteger(cell) || cell < 0 || cell > last) {
    throw new RangeError(`expected ${name} to be an integer 0-${last}, got ${showNumber(cell)}`);
  }
}

/**
 * The peer table of box size n (layout in the module header), built once and shared: callers
 * must not write to it.
 * @param n box size, 2–8 (checked by the caller)
 */
export function peerTable(n: number): Uint16Array {
  return (tables[n] ??= buildTable(n));
}

function buildTable(n: number): Uint16Array {
  const side = n * n;
  const degree = 3 * n * n - 2 * n - 1;
  const table = new Uint16Array(side * side * degree);
  let k = 0;
  for (let r = 0; r < side; r++) {
    const top = r - (r % n);
    for (let c = 0; c < side; c++) {
      const left = c - (c % n);
      for (let j = 0; j < side; j++) if (j !== c) table[k++] = r * side + j;
      for (let i = 0; i < side; i++) if (i !== r) table[k++] = i * side + c;
      for (let i = top; i < top + n; i++) {
        if (i === r) continue;
        for (let j = left; j < left + n; j++) if (j !== c) table[k++] = i * side + j;
      }
    }
  }
  return table;
}

/**
 * The peers of one cell, by the house that makes them peers.
 * @param n box size, 2–8 (the board is N×N, N = n²)
 * @param cell 0-based cell index in reading order, 0…N²-1
 * @returns fresh arrays: `row` (N-1 cells), `column` (N-1), `box` ((n-1)², the box mates in
 *          neither the row nor the column), each ascending
 * @throws RangeError for a box size other than 2–8 or a cell outside the board
 * @throws TypeError when `cell` is not a number
 * @example
 * ```ts
 * import { cellPeers } from 'sudoku-wasm';
 *
 * cellPeers(3, 0); // → { row: [1, 2, 3, 4, 5, 6, 7, 8], column: [9, 18, 27, 36, 45, 54, 63, 72], box: [10, 11, 19, 20] }
 * ```
 * @category Graph and colours
 */
export function cellPeers(n: number, cell: number): CellPeers {
  return namingCall('cellPeers', () => {
    checkBoxSize(n, 'n');
    checkCell(cell, n, 'cell');
    const side = n * n;
    const degree = 3 * n * n - 2 * n - 1;
    const table = peerTable(n);
    const start = cell * degree;
    return {
      row: Array.from(table.subarray(start, start + side - 1)),
      column: Array.from(table.subarray(start + side - 1, start + 2 * side - 2)),
      box: Array.from(table.subarray(start + 2 * side - 2, start + degree)),
    };
  });
}

/**
 * The houses two distinct cells share: the reasons they are peers.
 * @param n box size, 2–8 (checked by the caller)
 * @param a a 0-based cell index
 * @param b another one
 * @returns `[]` (not peers), `['row']`, `['column']`, `['box']`, `['row', 'box']` or
 *          `['column', 'box']`
 */
export function sharedHouses(n: number, a: number, b: number): House[] {
  const side = n * n;
  const ra = (a / side) | 0;
  const rb = (b / side) | 0;
  const ca = a - ra * side;
  const cb = b - rb * side;
  const houses: House[] = [];
  if (ra === rb) houses.push('row');
  else if (ca === cb) houses.push('column');
  if (((ra / n) | 0) === ((rb / n) | 0) && ((ca / n) | 0) === ((cb / n) | 0)) houses.push('box');
  return houses;
}
