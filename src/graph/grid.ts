/**
 * Reading the grid that colours a graph: a {@link Board} or its bare cells.
 *
 * Owns: checking that a colouring fits a board size, with "expected X, got Y" errors. Does not
 * own: whether the colouring is proper (a grid with repeated digits is drawn as it is, which is
 * how a conflict shows up) or any text parsing (`parseBoard`, in `src/text/`).
 */

import { isCellArray } from '../text/parse-array.js';
import type { Board } from '../board/sizes.js';
import { show, showNumber } from '../api/options.js';

/**
 * A colouring: a board `{ n, cells }`, or its N² cell values 0…N in reading order.
 * @category Graph and colours
 */
export type GridInput = Board | ArrayLike<number>;

/**
 * The cells of a colouring for a board of box size n.
 * @param grid a board of box size n, or N² integers 0…N (0 = empty)
 * @param n box size (checked by the caller)
 * @param name the argument's name, for messages
 * @returns the cell values, not copied
 * @throws TypeError when `grid` is neither a board nor an array-like of numbers
 * @throws RangeError for a board of another size, a length other than N², or a value that is
 *         not an integer 0…N
 */
export function gridCells(grid: unknown, n: number, name: string): ArrayLike<number> {
  let cells: unknown = grid;
  let cellsName = name;
  if (typeof grid === 'object' && grid !== null && !isCellArray(grid) && 'cells' in grid) {
    const board = grid as { n?: unknown; cells?: unknown };
    if (board.n !== n) throw new RangeError(`expected ${name}.n to be ${n}, got ${showNumber(board.n)}`);
    cells = board.cells;
    cellsName = `${name}.cells`;
  }
  if (!isCellArray(cells)) {
    throw new TypeError(`expected ${cellsName} to be a board { n, cells } or an array of cell values, got ${show(cells)}`);
  }
  const side = n * n;
  const count = side * side;
  if (cells.length !== count) {
    throw new RangeError(`expected ${cellsName} to hold ${count} cells for n = ${n}, got ${cells.length}`);
  }
  for (let i = 0; i < count; i++) {
    const v = cells[i];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > side) {
      throw new RangeError(`expected ${cellsName} values to be integers 0-${side}, got ${showNumber(v)} in cell ${i + 1}`);
    }
  }
  return cells as ArrayLike<number>;
}
