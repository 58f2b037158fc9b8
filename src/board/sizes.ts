/**
 * Board sizes: which boards exist, how a size is named, and how cells are named on each.
 *
 * Owns: the {@link Board} shape, the box sizes n = 2…8, inferring n from a count of cells or
 * from a side, reading the `size` option, and the rNcM names of cells. Does not own: reading or
 * writing symbols (`src/text/alphabet.ts`) or any wording of errors beyond names
 * (`src/text/messages.ts`).
 *
 *   n (box)   N = n² (side)   N² (cells)   board
 *   ───────   ─────────────   ──────────   ───────
 *      2            4               16     4×4
 *      3            9               81     9×9
 *      4           16              256     16×16
 *      5           25              625     25×25
 *      6           36             1296     36×36
 *      7           49             2401     49×49
 *      8           64             4096     64×64
 *
 *   cell i (0-based) = N·r + c,   box = n·⌊r/n⌋ + ⌊c/n⌋   (r, c, box 0-based; names are 1-based)
 */

import { showNumber } from '../api/show.js';
import { serializable } from '../api/error-json.js';

/** Smallest supported box size (4×4 boards). */
export const MIN_BOX = 2;
/** Largest supported box size (64×64 boards). */
export const MAX_BOX = 8;

/**
 * A Sudoku board of any supported size.
 * @category Text and boards
 */
export interface Board {
  /** Box size n, 2–8: the board is N×N with N = n², made of N boxes of n×n cells. */
  n: number;
  /** N² values in reading order (r1c1, r1c2, …, rNcN): 0 = empty, 1…N = a given digit. */
  cells: Uint8Array;
}

/**
 * The box size of a board with `count` cells.
 * @param count a number of cells
 * @returns n (2–8) when `count` is n⁴, otherwise null
 */
export function boxSizeOfCellCount(count: number): number | null {
  for (let n = MIN_BOX; n <= MAX_BOX; n++) if (n * n * n * n === count) return n;
  return null;
}

/**
 * The box size of a board with side `side`.
 * @param side a number of rows (= columns = digits)
 * @returns n (2–8) when `side` is n², otherwise null
 */
export function boxSizeOfSide(side: number): number | null {
  for (let n = MIN_BOX; n <= MAX_BOX; n++) if (n * n === side) return n;
  return null;
}

/**
 * How a board of box size n is named in messages: `16×16` for n = 4.
 * @param n box size
 */
export function sizeName(n: number): string {
  const side = n * n;
  return `${side}×${side}`;
}

/**
 * The rNcM name of a cell.
 * @param cell 1-based cell index, 1…N²
 * @param side N, the number of cells per row
 */
export function cellName(cell: number, side: number): string {
  return `r${Math.floor((cell - 1) / side) + 1}c${((cell - 1) % side) + 1}`;
}

/**
 * The box sizes whose boards come just below and just above `count` (of cells or, with
 * `power` 2, of rows). Either is undefined past the ends of the range.
 * @param count the count that matched no size
 * @param power 4 to compare with cell counts n⁴, 2 with sides n²
 */
export function sizesAround(count: number, power: 2 | 4): { below?: number; above?: number } {
  let below: number | undefined;
  let above: number | undefined;
  for (let n = MIN_BOX; n <= MAX_BOX; n++) {
    const size = n ** power;
    if (size < count) below = n;
    else if (size > count && above === undefined) above = n;
  }
  return { below, above };
}

/**
 * Reads a `size` option, which names the board by its box size n (2, 3, 5, 6, 7, 8) or by its
 * side N (9, 16, 25, 36, 49, 64). `4` would mean either 16×16 (n = 4) or 4×4 (N = 4), so it is
 * refused rather than guessed: pass 2 for 4×4 and 16 for 16×16.
 * @param size the option's value
 * @param name the option's name, for messages
 * @returns the box size n
 * @throws RangeError for any other number, 4 included ({TypeError} for a value that is no number)
 */
export function boxSizeOption(size: unknown, name: string): number {
  const n = typeof size === 'number' && size !== 4 ? boxSizeOfOption(size) : null;
  if (n !== null) return n;
  throw new (typeof size === 'number' ? RangeError : TypeError)(`expected ${name} to be ${sizeOptionProblem(size)}`);
}

/**
 * What is wrong with a `size` option's value, as the end of a message ("2 (4×4) or 16 (16×16),
 * got the ambiguous 4"; "a box size 2-8 or a side …, got the number 10"), or null when it names
 * a board: the one wording of the readers ({@link boxSizeOption}) and of the options check.
 * @param size the option's value
 * @param shown how the value is shown (numbers bare by default; the options check says "the number 10")
 */
export function sizeOptionProblem(size: unknown, shown: (value: unknown) => string = showNumber): string | null {
  if (size === 4) return '2 (4×4) or 16 (16×16), got the ambiguous 4';
  if (typeof size === 'number' && boxSizeOfOption(size) !== null) return null;
  return `${SIZE_OPTION_VALUES}, got ${shown(size)}`;
}

/** What a `size` option may be, in words (for messages). */
export const SIZE_OPTION_VALUES = 'a box size 2-8 or a side 9, 16, 25, 36, 49 or 64';

/**
 * The box size a `size` option names, by its box size or its side (4 read as a box size: the
 * readers refuse it as ambiguous, {@link boxSizeOption}), or null when it names no board.
 */
export function boxSizeOfOption(size: number): number | null {
  if (Number.isInteger(size) && size >= MIN_BOX && size <= MAX_BOX) return size;
  return boxSizeOfSide(size);
}

/**
 * Checks a side argument `N` (4, 9, 16, …, 64), for the public functions that take one.
 * @param where the function's name, for messages
 * @throws {TypeError} / {RangeError} when `N` is not the side of a board
 */
export function checkSide(N: unknown, where: string): void {
  if (typeof N === 'number' && boxSizeOfSide(N) !== null) return;
  const message = `sudoku-wasm: ${where}: N: expected the side of a board (4, 9, 16, 25, 36, 49 or 64), got ${showNumber(N)}`;
  throw serializable(typeof N === 'number' ? new RangeError(message) : new TypeError(message));
}

/**
 * Checks a box size argument.
 * @param n the value passed
 * @param name the argument's name, for messages
 * @throws TypeError when `n` is not a number; RangeError when it is not an integer 2–8
 */
export function checkBoxSize(n: unknown, name: string): asserts n is number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < MIN_BOX || n > MAX_BOX) {
    const message = `expected ${name} to be a box size from ${MIN_BOX} to ${MAX_BOX}, got ${showNumber(n)}`;
    throw typeof n === 'number' ? new RangeError(message) : new TypeError(message);
  }
}
