/**
 * Writing a board as text: any size with {@link formatBoard}, in the three forms `parseBoard`
 * reads, and 9×9 grids with {@link formatLine} and {@link formatGrid}, the n = 3 case of the
 * same writers with digits for symbols.
 *
 * Owns: the three public writers, their argument checks, and the line and grid layouts. Does
 * not own reading (`parse.ts`) or the alphabets (`alphabet.ts`). Every output parses back to the
 * same board: `parseBoard` given the same alphabet (the size is inferred; 'numbers' needs the
 * default alphabet or 'auto'), `parsePuzzle` for formatLine and formatGrid when `empty` is one
 * of `.` `0` `-` `_`.
 *
 *   line     53..7....6..195....98....6.8…           N² symbols, as in bulk files
 *            (formatLine, formatBoard 'line')
 *
 *   grid     5 3 . | . 7 . | . . .                   N rows of N symbols, | between boxes and
 *            6 . . | 1 9 5 | . . .                   ------+------- between bands (formatGrid
 *            . 9 8 | . . . | . 6 .                   leaves both out with `separators: false`)
 *            ------+-------+------
 *            …
 *
 *   numbers   1  . 12 16 …                           N rows of N numbers right-aligned to the
 *             .  5  .  3 …                           width of N, `.` (or `0`) for empty, no
 *                                                    separators: for tools that read numbers
 */

import { checkBoolean, checkKeys, keysOf, nameCall, namingCall, show, showNumber } from '../api/options.js';
import { checkBoxSize } from '../board/sizes.js';
import type { Board } from '../board/sizes.js';
import { checkAlphabet, checkAlphabetFits, decode, decoderFor } from './alphabet.js';
import type { BoardAlphabet } from './alphabet.js';

/**
 * The text forms of {@link formatBoard}.
 * @category Text and boards
 */
export type BoardStyle = 'line' | 'grid' | 'numbers';

/**
 * Options of {@link formatBoard}.
 * @category Text and boards
 */
export interface FormatBoardOptions {
  /** 'line' (default), 'grid' or 'numbers' (see the module header). */
  style?: BoardStyle | undefined;
  /**
   * Symbols for 'line' and 'grid': 'alnum' (default; 'auto' writes the same), 'hex' (up to
   * 16×16) or a custom string of N symbols. Ignored by 'numbers'.
   */
  alphabet?: BoardAlphabet | undefined;
  /**
   * The empty cell (default `.`): one of `.` `0` `-` `_` that the alphabet does not use as a
   * digit for 'line' and 'grid'; `.` or `0` for 'numbers'.
   */
  empty?: string | undefined;
}

const FORMAT_BOARD_KEYS = keysOf<FormatBoardOptions>()({ style: true, alphabet: true, empty: true });

/**
 * Writes a board as text.
 * @param board `{ n, cells }`: box size 2–8 and N² values 0…N in reading order
 * @param options `style` (default 'line'), `alphabet` (default 'alnum'), `empty` (default `.`)
 * @returns the text, lines joined with `\n`, no trailing line break
 * @throws RangeError for a bad box size, cell count, value, empty mark, or an alphabet
 *         that cannot write the board
 * @throws TypeError when `board` is not an object, `alphabet` not a string or `style` none of its names
 * @example
 * ```ts
 * import { formatBoard, parseBoard } from 'sudoku-wasm';
 *
 * const board = parseBoard('1...' + '.'.repeat(12));
 * formatBoard(board); // → '1...............'
 * formatBoard(board, { style: 'grid' }).split('\n')[0]; // → '1 . | . .'
 * ```
 * @category Text and boards
 */
export function formatBoard(board: Board, options?: FormatBoardOptions): string {
  return namingCall('formatBoard', () => writeBoard(board, options));
}

/**
 * {@link formatBoard} with its errors as the checks word them, for the writer of other calls
 * (the solution text of every solving call).
 */
export function writeBoard(board: Board, options?: FormatBoardOptions): string {
  checkKeys(options, FORMAT_BOARD_KEYS, 'formatBoard');
  if (typeof board !== 'object' || board === null) {
    throw new TypeError(`expected board to be an object { n, cells }, got ${show(board)}`);
  }
  const { n, cells } = board;
  checkBoxSize(n, 'board.n');
  const side = n * n;
  const count = side * side;
  if (typeof cells !== 'object' || cells === null || cells.length !== count) {
    const got = typeof cells === 'object' && cells !== null ? `${String(cells.length)} cells` : typeof cells;
    throw new RangeError(`expected board.cells to hold ${count} cells for n = ${n}, got ${got}`);
  }
  for (let i = 0; i < count; i++) {
    const v = cells[i];
    if (v !== v >>> 0 || v > side) {
      throw new RangeError(`expected cell values 0-${side}, got ${showNumber(v)} in cell ${i + 1}`);
    }
  }
  const style = options?.style ?? 'line';
  if (style !== 'line' && style !== 'grid' && style !== 'numbers') {
    // a name it does not know is a TypeError, as every option that names a choice
    throw new TypeError(`expected options.style to be 'line', 'grid' or 'numbers', got ${show(style)}`);
  }
  const empty = options?.empty ?? '.';
  if (style === 'numbers') {
    if (empty !== '.' && empty !== '0') {
      throw new RangeError(`expected options.empty to be . or 0 for style 'numbers', got ${show(empty)}`);
    }
    return formatNumbers(cells, side, empty);
  }
  const alphabet = checkAlphabet(options?.alphabet ?? 'alnum', 'options.alphabet');
  checkAlphabetFits(alphabet, side, 'options.alphabet');
  const decoder = decoderFor(alphabet, side);
  if (typeof empty !== 'string' || empty.length !== 1 || decode(decoder, empty.charCodeAt(0)) !== 0) {
    throw new RangeError(
      `expected options.empty to be one of ${decoder.empties.split('').join(' ')}, got ${show(empty)}`,
    );
  }
  const symbols = [empty, ...decoder.symbols.slice(0, side)];
  return style === 'line' ? writeLine(cells, codesOf(symbols)) : writeGrid(cells, n, symbols, true);
}

/**
 * Options of {@link formatGrid}.
 * @category Text and boards
 */
export interface FormatGridOptions {
  /** Character for an empty cell (default `.`). */
  empty?: string | undefined;
  /** Draw `|` between boxes and `------+-------+------` between bands (default true). */
  separators?: boolean | undefined;
}

const FORMAT_GRID_KEYS = keysOf<FormatGridOptions>()({ empty: true, separators: true });

/** The symbols of a 9×9 grid: `empty`, then the digits 1–9. */
function digitSymbols(empty: string): string[] {
  return [empty, '1', '2', '3', '4', '5', '6', '7', '8', '9'];
}

/** Checks the cells and `empty` of {@link formatLine} and {@link formatGrid}. */
function checkGrid(cells: ArrayLike<number>, empty: string): void {
  if (typeof cells !== 'object' || cells === null) {
    const hint = typeof cells === 'string' ? ' (text is read with parsePuzzle first)' : '';
    throw new TypeError(`expected cells to be an array of 81 numbers 0-9, got ${show(cells)}${hint}`);
  }
  if (cells.length !== 81) throw new RangeError(`expected 81 cells, got ${cells.length}`);
  if (typeof empty !== 'string' || empty.length !== 1) {
    throw new RangeError(`expected empty to be one character, got ${show(empty)}`);
  }
  for (let i = 0; i < 81; i++) {
    const v = cells[i];
    if (v !== v >>> 0 || v > 9) {
      throw new RangeError(`expected cell values 0-9, got ${showNumber(v)} in cell ${i + 1}`);
    }
  }
}

/**
 * The 81-character line of a grid, as in bulk puzzle files.
 * @param cells 81 values 0–9 in reading order, 0 = empty
 * @param empty the character for an empty cell, default `.`
 * @returns 81 characters, no line break
 * @throws RangeError when `cells` is not 81 integers 0–9 or `empty` is not one character
 * @throws TypeError when `cells` is not an array-like (a puzzle string included: see `parsePuzzle`)
 * @example
 * ```ts
 * import { formatLine, parsePuzzle } from 'sudoku-wasm';
 *
 * const cells = parsePuzzle('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
 * formatLine(cells, '0'); // → '400000805030000000000700000020000060000080400000010000000603070500200000104000000'
 * ```
 * @category Text and boards
 */
export function formatLine(cells: ArrayLike<number>, empty = '.'): string {
  try {
    checkGrid(cells, empty);
  } catch (error) {
    throw nameCall(error, 'formatLine'); // not namingCall: no closure per line
  }
  return writeLine(cells, codesOf(digitSymbols(empty)));
}

/**
 * The grid as 9 lines of space-separated cells, for people.
 * @param cells 81 values 0–9 in reading order, 0 = empty
 * @param options `empty` (default `.`) and `separators` (default true)
 * @returns the lines joined with `\n`, no trailing line break
 * @throws RangeError when `cells` is not 81 integers 0–9 or `empty` is not one character
 * @throws TypeError when `cells` is not an array-like (a puzzle string included: see `parsePuzzle`)
 * @example
 * ```ts
 * import { formatGrid, parsePuzzle } from 'sudoku-wasm';
 *
 * const grid = formatGrid(parsePuzzle('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'));
 * grid.split('\n').slice(0, 4);
 * // → ['4 . . | . . . | 8 . 5', '. 3 . | . . . | . . .', '. . . | 7 . . | . . .', '------+-------+------']
 * ```
 * @category Text and boards
 */
export function formatGrid(cells: ArrayLike<number>, options?: FormatGridOptions): string {
  return namingCall('formatGrid', () => {
    checkKeys(options, FORMAT_GRID_KEYS, 'formatGrid');
    checkBoolean(options?.separators, 'formatGrid: separators');
    const empty = options?.empty ?? '.';
    checkGrid(cells, empty);
    return writeGrid(cells, 3, digitSymbols(empty), options?.separators ?? true);
  });
}

/** Character codes of one line, reused so that writing a line allocates only the result string. */
const lineCodes = new Uint16Array(4096);

/** The code of each symbol: one UTF-16 code unit each (alphabets and `empty` allow no other). */
function codesOf(symbols: string[]): number[] {
  return symbols.map((symbol) => symbol.charCodeAt(0));
}

/**
 * N² symbols on one line.
 * @param cells checked values 0…N
 * @param codes the character code of each value's symbol
 */
function writeLine(cells: ArrayLike<number>, codes: number[]): string {
  const count = cells.length;
  for (let i = 0; i < count; i++) lineCodes[i] = codes[cells[i]];
  return String.fromCharCode.apply(null, lineCodes.subarray(0, count) as unknown as number[]);
}

/** The separator line between bands: `------+-------+------` for n = 3. */
function bandSeparator(n: number): string {
  const group = 2 * n - 1; // n symbols and the spaces between them
  const parts: string[] = [];
  for (let b = 0; b < n; b++) parts.push('-'.repeat(group + (b === 0 || b === n - 1 ? 1 : 2)));
  return parts.join('+');
}

/** N rows of spaced symbols; with `separators`, | between boxes and separator lines between bands. */
function writeGrid(cells: ArrayLike<number>, n: number, symbols: string[], separators: boolean): string {
  const side = n * n;
  const separator = bandSeparator(n);
  const lines: string[] = [];
  for (let r = 0; r < side; r++) {
    if (separators && r > 0 && r % n === 0) lines.push(separator);
    let row = '';
    for (let c = 0; c < side; c++) {
      if (c > 0) row += separators && c % n === 0 ? ' | ' : ' ';
      row += symbols[cells[r * side + c]];
    }
    lines.push(row);
  }
  return lines.join('\n');
}

/** N rows of N right-aligned numbers. */
function formatNumbers(cells: ArrayLike<number>, side: number, empty: string): string {
  const width = String(side).length;
  const lines: string[] = [];
  const row = new Array<string>(side);
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      const v = cells[r * side + c];
      row[c] = (v === 0 ? empty : String(v)).padStart(width);
    }
    lines.push(row.join(' '));
  }
  return lines.join('\n');
}
