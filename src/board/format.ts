/**
 * Writing a board of any size as text, in the three forms `parseBoard` reads.
 *
 * Owns: {@link formatBoard}. Does not own reading (`parse.ts`) or the alphabets (`alphabet.ts`).
 * Every output parses back to the same board with `parseBoard` given the same alphabet (the
 * size is inferred; 'numbers' needs the default alphabet or 'auto').
 *
 *   line     1.3..4.2.1.32.4.                      N² symbols, as in bulk files
 *
 *   grid     1 . | 3 .                             N rows of N symbols, | between boxes and
 *            . 4 | . 2                             ----+---- between bands; for 9×9 exactly
 *            ----+----                             what formatGrid writes
 *            . 1 | . 3
 *            2 . | 4 .
 *
 *   numbers   1  . 12 16 …                         N rows of N numbers right-aligned to the
 *             .  5  .  3 …                         width of N, `.` (or `0`) for empty, no
 *                                                  separators: for tools that read numbers
 */

import { checkAlphabet, checkAlphabetFits, decode, decoderFor } from './alphabet';
import type { BoardAlphabet } from './alphabet';
import { checkBoxSize } from './sizes';
import type { Board } from './sizes';

/** The text forms of {@link formatBoard}. */
export type BoardStyle = 'line' | 'grid' | 'numbers';

/** Options of {@link formatBoard}. */
export interface FormatBoardOptions {
  /** 'line' (default), 'grid' or 'numbers' (see the module header). */
  style?: BoardStyle;
  /**
   * Symbols for 'line' and 'grid': 'alnum' (default; 'auto' writes the same), 'hex' (up to
   * 16×16) or a custom string of N symbols. Ignored by 'numbers'.
   */
  alphabet?: BoardAlphabet;
  /**
   * The empty cell (default `.`): one of `.` `0` `-` `_` that the alphabet does not use as a
   * digit for 'line' and 'grid'; `.` or `0` for 'numbers'.
   */
  empty?: string;
}

/**
 * Writes a board as text.
 * @param board `{ n, cells }`: box size 2–8 and N² values 0…N in reading order
 * @param options `style` (default 'line'), `alphabet` (default 'alnum'), `empty` (default `.`)
 * @returns the text, lines joined with `\n`, no trailing line break
 * @throws RangeError for a bad box size, cell count, value, style, empty mark, or an alphabet
 *         that cannot write the board
 * @throws TypeError when `board` is not an object or `alphabet` not a string
 */
export function formatBoard(board: Board, options?: FormatBoardOptions): string {
  if (typeof board !== 'object' || board === null) {
    throw new TypeError(`expected board to be an object { n, cells }, got ${board === null ? 'null' : typeof board}`);
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
      throw new RangeError(`expected cell values 0-${side}, got ${String(v)} in cell ${i + 1}`);
    }
  }
  const style = options?.style ?? 'line';
  if (style !== 'line' && style !== 'grid' && style !== 'numbers') {
    throw new RangeError(`expected options.style to be 'line', 'grid' or 'numbers', got ${String(style)}`);
  }
  const empty = options?.empty ?? '.';
  if (style === 'numbers') {
    if (empty !== '.' && empty !== '0') {
      throw new RangeError(`expected options.empty to be . or 0 for style 'numbers', got ${JSON.stringify(empty)}`);
    }
    return formatNumbers(cells, side, empty);
  }
  const alphabet = checkAlphabet(options?.alphabet ?? 'alnum', 'options.alphabet');
  checkAlphabetFits(alphabet, side, 'options.alphabet');
  const decoder = decoderFor(alphabet, side);
  if (typeof empty !== 'string' || empty.length !== 1 || decode(decoder, empty.charCodeAt(0)) !== 0) {
    throw new RangeError(
      `expected options.empty to be one of ${decoder.empties.split('').join(' ')}, got ${JSON.stringify(empty)}`,
    );
  }
  const symbols = [empty, ...decoder.symbols.slice(0, side)];
  return style === 'line' ? formatLine(cells, symbols) : formatGrid(cells, n, symbols);
}

/** N² symbols on one line. */
function formatLine(cells: ArrayLike<number>, symbols: string[]): string {
  const out = new Array<string>(cells.length);
  for (let i = 0; i < cells.length; i++) out[i] = symbols[cells[i]];
  return out.join('');
}

/** The separator line between bands: `------+-------+------` for n = 3. */
function bandSeparator(n: number): string {
  const group = 2 * n - 1; // n symbols and the spaces between them
  const parts: string[] = [];
  for (let b = 0; b < n; b++) parts.push('-'.repeat(group + (b === 0 || b === n - 1 ? 1 : 2)));
  return parts.join('+');
}

/** N rows of spaced symbols, | between boxes, separator lines between bands. */
function formatGrid(cells: ArrayLike<number>, n: number, symbols: string[]): string {
  const side = n * n;
  const separator = bandSeparator(n);
  const lines: string[] = [];
  for (let r = 0; r < side; r++) {
    if (r > 0 && r % n === 0) lines.push(separator);
    let row = '';
    for (let c = 0; c < side; c++) {
      if (c > 0) row += c % n === 0 ? ' | ' : ' ';
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
