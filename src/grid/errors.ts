/**
 * The parse error of the grid text layer, its code table, and the wording of every message.
 *
 * Owns: {@link SudokuParseError}, {@link ParseErrorCode}, and the factories the parsers call to
 * build each error (so that all wording lives here). Does not own: deciding which error applies
 * (the parsers do) or how a character is quoted (`chars.ts`).
 *
 * Shape after the Rust `sudoku` crate's `InvalidEntry { cell, ch }` (API shape only) and fflate's
 * exported error-code table: one error class, a string `code`, and the place at fault.
 *
 * Messages start with the place when it is known (`line 12, column 17: …`), name cells both by
 * 1-based index and in rNcM notation, and say what was expected and what was found.
 */

import { quoteChar } from './chars';
import type { Conflict, House } from './conflicts';

/**
 * What went wrong, as a stable string for programs (messages may be reworded; codes will not).
 *
 *   code            meaning                                               fields besides code, message
 *   ──────────────  ────────────────────────────────────────────────────  ────────────────────────────
 *   EMPTY           no puzzle: an empty or blank line, or text of only    line (a line given its number)
 *                   blank, # comment and separator lines
 *   TOO_FEW_CELLS   fewer than 81 cells; in a multi-line grid, a row of   line (text input; not for
 *                   fewer than 9 cells or fewer than 9 rows               too few rows)
 *   TOO_MANY_CELLS  more than 81 cells; in a multi-line grid, a row of    line (text input)
 *                   more than 9 cells or more than 9 rows
 *   BAD_CHAR        a character that is not a cell, or not allowed        line (when known), column,
 *                   where it stands                                       char, cell (inside the grid)
 *   BAD_VALUE       an array element that is not an integer 0–9           cell
 *   BAD_TYPE        input neither a string nor an array-like of numbers   none
 *   CONFLICT        a digit twice in one row, column or box               cells, digit, house,
 *                                                                         line (text input)
 *   BAD_SIZE        (boards, `src/board/`) a cell, row or number count    line (one-line text)
 *                   that is no board size (16, 81, 256, 625, 1296, 2401,
 *                   4096 cells), or a size the alphabet cannot write
 *   AMBIGUOUS       (boards) alphabet 'auto' cannot tell hex from alnum:  line
 *                   a 16×16 board with givens but neither 0 nor G-z
 *   LINE_TOO_LONG   (streams, `src/stream/`) a line longer than the       line
 *                   reader keeps, with no puzzle in the part it kept
 *
 * The count found (e.g. `got 80`) is in the message of the TOO_* codes. The board parsers
 * (`src/board/`) use the same codes for boards of every size, with cells numbered 1…N²;
 * for them BAD_VALUE also covers a symbol or number beyond the board's largest digit (with
 * line, column, cell and char when it comes from text).
 */
export type ParseErrorCode =
  | 'EMPTY'
  | 'TOO_FEW_CELLS'
  | 'TOO_MANY_CELLS'
  | 'BAD_CHAR'
  | 'BAD_VALUE'
  | 'BAD_TYPE'
  | 'CONFLICT'
  | 'BAD_SIZE'
  | 'AMBIGUOUS'
  | 'LINE_TOO_LONG';

/** The optional fields of a {@link SudokuParseError}; each is set only when it is known. */
export interface ParseErrorDetails {
  /** 1-based line of the input. */
  line?: number;
  /** 1-based character position (UTF-16 code unit) in that line of the character at fault. */
  column?: number;
  /** 1-based cell index (1–81, reading order) of the cell at fault. */
  cell?: number;
  /** The offending character, unescaped (one code point). */
  char?: string;
  /** For `CONFLICT`: the two cells holding the same digit, 1-based, first < second. */
  cells?: [number, number];
  /** For `CONFLICT`: the repeated digit. */
  digit?: number;
  /** For `CONFLICT`: the kind of house holding both cells. */
  house?: House;
}

/** The plain-object form of a {@link SudokuParseError} (for `--json` output); unset fields are absent. */
export interface ParseErrorJSON extends ParseErrorDetails {
  code: ParseErrorCode;
  message: string;
}

/** Why a puzzle could not be read, and where. See {@link ParseErrorCode} for the codes. */
export class SudokuParseError extends Error {
  override readonly name = 'SudokuParseError';
  /** What went wrong (see the table at {@link ParseErrorCode}). */
  readonly code: ParseErrorCode;
  /** 1-based line of the input, when known. */
  declare readonly line?: number;
  /** 1-based character position in that line, when a character is at fault. */
  declare readonly column?: number;
  /** 1-based cell index 1–81, when a cell is at fault. */
  declare readonly cell?: number;
  /** The offending character, when there is one. */
  declare readonly char?: string;
  /** For `CONFLICT`: the two 1-based cell indices, first < second. */
  declare readonly cells?: [number, number];
  /** For `CONFLICT`: the repeated digit. */
  declare readonly digit?: number;
  /** For `CONFLICT`: the house holding both cells. */
  declare readonly house?: House;

  /**
   * @param code what went wrong
   * @param message the full message, place included (the factories in this module write it)
   * @param details the place at fault; only defined fields are set on the error
   */
  constructor(code: ParseErrorCode, message: string, details: ParseErrorDetails = {}) {
    super(message);
    this.code = code;
    if (details.line !== undefined) this.line = details.line;
    if (details.column !== undefined) this.column = details.column;
    if (details.cell !== undefined) this.cell = details.cell;
    if (details.char !== undefined) this.char = details.char;
    if (details.cells !== undefined) this.cells = [details.cells[0], details.cells[1]];
    if (details.digit !== undefined) this.digit = details.digit;
    if (details.house !== undefined) this.house = details.house;
  }

  /** A plain object with `code`, `message` and the fields that are set, in a fixed order. */
  toJSON(): ParseErrorJSON {
    const json: ParseErrorJSON = { code: this.code, message: this.message };
    if (this.line !== undefined) json.line = this.line;
    if (this.column !== undefined) json.column = this.column;
    if (this.cell !== undefined) json.cell = this.cell;
    if (this.char !== undefined) json.char = this.char;
    if (this.cells !== undefined) json.cells = [this.cells[0], this.cells[1]];
    if (this.digit !== undefined) json.digit = this.digit;
    if (this.house !== undefined) json.house = this.house;
    return json;
  }
}

// ---------------------------------------------------------------------------------------------
// Factories: one per situation, so the wording stays in one place. Not part of the public API.
// ---------------------------------------------------------------------------------------------

/**
 * The rNcM name of a cell.
 * @param cell 1-based cell index 1–81
 */
export function cellName(cell: number): string {
  return `r${Math.floor((cell - 1) / 9) + 1}c${((cell - 1) % 9) + 1}`;
}

/** `line L, column C: `, `line L: `, `column C: ` or nothing. */
function place(line: number | undefined, column?: number): string {
  if (line !== undefined) {
    return column !== undefined ? `line ${line}, column ${column}: ` : `line ${line}: `;
  }
  return column !== undefined ? `column ${column}: ` : '';
}

const EXPECTED_CELL = 'a digit 1-9 or one of . 0 - _ for an empty cell';

/**
 * Where a bad character stood:
 * - `line`: among the 81 cells of a one-line puzzle;
 * - `after-line`: right after the 81st cell of a one-line puzzle, with no whitespace between;
 * - `row`: among the cells of a row of a multi-line grid;
 * - `after-row`: after the 9th cell of a row of a multi-line grid.
 */
export type CharPlace = 'line' | 'after-line' | 'row' | 'after-row';

/**
 * `BAD_CHAR`.
 * @param char the offending character (one code point)
 * @param line 1-based line, when known
 * @param column 1-based position in the line
 * @param where where it stood (see {@link CharPlace})
 * @param cell for `line`/`row`: the 1-based cell it stands in; for `after-*`: the last cell read
 */
export function badCharError(
  char: string,
  line: number | undefined,
  column: number,
  where: CharPlace,
  cell: number,
): SudokuParseError {
  const shown = quoteChar(char);
  let body: string;
  switch (where) {
    case 'line':
      body = `unexpected character ${shown} in cell ${cell} (${cellName(cell)}); expected ${EXPECTED_CELL}`;
      break;
    case 'row':
      body =
        `unexpected character ${shown} in cell ${cell} (${cellName(cell)}); ` +
        `expected ${EXPECTED_CELL}, or | and spaces between cells`;
      break;
    case 'after-line':
      body =
        `unexpected character ${shown} right after the 81st cell; ` +
        'expected whitespace before any trailing text';
      break;
    case 'after-row':
      body =
        `unexpected character ${shown} after the last cell of row ${Math.ceil(cell / 9)} ` +
        `(${cellName(cell)}); expected only | or spaces`;
      break;
  }
  const details: ParseErrorDetails = { column, char };
  if (line !== undefined) details.line = line;
  if (where === 'line' || where === 'row') details.cell = cell;
  return new SudokuParseError('BAD_CHAR', place(line, column) + body, details);
}

/**
 * `EMPTY` for a line that holds nothing but whitespace.
 * @param line 1-based line, when known
 */
export function emptyLineError(line: number | undefined): SudokuParseError {
  const details: ParseErrorDetails = line === undefined ? {} : { line };
  return new SudokuParseError('EMPTY', `${place(line)}expected 81 cells, got an empty line`, details);
}

/**
 * `EMPTY` for a text with no puzzle in it.
 * @param blank false for the empty string, true for text of only blank, comment or separator lines
 */
export function emptyTextError(blank: boolean): SudokuParseError {
  return new SudokuParseError(
    'EMPTY',
    blank
      ? 'expected a puzzle, got only blank lines, # comments and separator lines'
      : 'expected a puzzle, got an empty string',
  );
}

/**
 * `TOO_FEW_CELLS` / `TOO_MANY_CELLS` for a one-line puzzle or an array.
 * @param got the number of cells found
 * @param line 1-based line, when known
 * @param spaceColumn when the cells stopped at a space that more text follows, its 1-based column
 */
export function cellCountError(got: number, line?: number, spaceColumn?: number): SudokuParseError {
  const hint = spaceColumn === undefined ? '' : ` (the cells end at the whitespace in column ${spaceColumn})`;
  return new SudokuParseError(
    got < 81 ? 'TOO_FEW_CELLS' : 'TOO_MANY_CELLS',
    `${place(line)}expected 81 cells, got ${got}${hint}`,
    line === undefined ? {} : { line },
  );
}

/**
 * `TOO_FEW_CELLS` / `TOO_MANY_CELLS` for one row of a multi-line grid.
 * @param row 1-based row
 * @param got the number of cells found in it
 * @param line 1-based line of the row
 */
export function rowCountError(row: number, got: number, line: number): SudokuParseError {
  const hint = got >= 81 ? '; to read one-line puzzles, give them one line at a time' : '';
  return new SudokuParseError(
    got < 9 ? 'TOO_FEW_CELLS' : 'TOO_MANY_CELLS',
    `${place(line)}expected 9 cells in row ${row}, got ${got}${hint}`,
    { line },
  );
}

/**
 * `TOO_FEW_CELLS` / `TOO_MANY_CELLS` for the number of rows of a multi-line grid.
 * @param got the number of rows found
 * @param line for too many: 1-based line of the 10th row
 * @param dashLine for too few: the first separator line made only of 9 `-` (and `|`, spaces), which
 *                 may have been meant as a row of empty cells
 */
export function rowsCountError(got: number, line?: number, dashLine?: number): SudokuParseError {
  const hint =
    dashLine === undefined
      ? ''
      : ` (line ${dashLine} was read as a separator line; write a row of empty cells with . or 0)`;
  return new SudokuParseError(
    got < 9 ? 'TOO_FEW_CELLS' : 'TOO_MANY_CELLS',
    `${place(line)}expected 9 rows of 9 cells, got ${got} rows${hint}`,
    line === undefined ? {} : { line },
  );
}

/** A value as it would be written in JavaScript, for BAD_VALUE messages. */
function showValue(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean' || value === undefined || value === null) {
    return Object.is(value, -0) ? '-0' : String(value);
  }
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  return `a ${typeof value}`;
}

/**
 * `BAD_VALUE` for an array element that is not an integer 0–9.
 * @param cell 1-based cell index
 * @param value the element
 * @param looksLikeText true when the array is bytes and the value is the code of a cell character
 */
export function badValueError(cell: number, value: unknown, looksLikeText = false): SudokuParseError {
  const hint = looksLikeText ? ' (these look like the bytes of text: decode them to a string first)' : '';
  return new SudokuParseError(
    'BAD_VALUE',
    `cell ${cell} (${cellName(cell)}): expected an integer 0-9 (0 = empty), got ${showValue(value)}${hint}`,
    { cell },
  );
}

/** What a value is, for BAD_TYPE messages: `null`, `number 42`, `an object (Map)`, … */
function describeType(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  switch (typeof value) {
    case 'number':
    case 'boolean':
    case 'bigint':
      return `${typeof value} ${showValue(value)}`;
    case 'object': {
      const ctor = (Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null)?.constructor;
      const name = typeof ctor?.name === 'string' && ctor.name !== '' ? ctor.name : 'Object';
      return `an object (${name}) without a valid length`;
    }
    default:
      return `a ${typeof value}`;
  }
}

/**
 * `BAD_TYPE` for input that is neither a string nor an array-like of numbers.
 * @param value the input
 */
export function badTypeError(value: unknown): SudokuParseError {
  return new SudokuParseError(
    'BAD_TYPE',
    `expected a puzzle string or an array of 81 numbers, got ${describeType(value)}`,
  );
}

/**
 * `CONFLICT`.
 * @param conflict the conflict, with 0-based cells
 * @param line 1-based line, when known (for a grid, the line of the second cell)
 */
export function conflictError(conflict: Conflict, line?: number): SudokuParseError {
  const a = conflict.cells[0] + 1;
  const b = conflict.cells[1] + 1;
  const r = Math.floor((b - 1) / 9);
  const c = (b - 1) % 9;
  const box = Math.floor(r / 3) * 3 + Math.floor(c / 3);
  const number = conflict.house === 'row' ? r + 1 : conflict.house === 'column' ? c + 1 : box + 1;
  const details: ParseErrorDetails = { cells: [a, b], digit: conflict.digit, house: conflict.house };
  if (line !== undefined) details.line = line;
  return new SudokuParseError(
    'CONFLICT',
    `${place(line)}digit ${conflict.digit} appears twice in ${conflict.house} ${number}: ` +
      `${cellName(a)} and ${cellName(b)} (cells ${a} and ${b})`,
    details,
  );
}
