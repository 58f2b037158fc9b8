/**
 * The one parse error of the text layer, for every input form and every board size, and its
 * code table.
 *
 * Owns: {@link SudokuParseError}, {@link ParseErrorCode}, {@link ParseErrorDetails} and the
 * plain-object form {@link ParseErrorJSON}. Does not own: the wording of any message (every
 * message is written by a factory in `messages.ts`) or deciding which error applies (the
 * readers do).
 *
 * Shape after the Rust `sudoku` crate's `InvalidEntry { cell, ch }` (API shape only) and fflate's
 * exported error-code table: one error class, a string `code`, and the place at fault.
 */

import type { House } from '../board/conflicts.js';

/**
 * What went wrong, as a stable string for programs (messages may be reworded; codes will not).
 * Counts are those of the board at hand: 81 cells and 9 rows for 9×9, N² and N for N×N.
 *
 *   code            meaning                                               fields besides code, message
 *   ──────────────  ────────────────────────────────────────────────────  ────────────────────────────
 *   EMPTY           no puzzle: an empty or blank line, or text of only    line (a line given its number)
 *                   blank, # comment and separator lines
 *   TOO_FEW_CELLS   fewer than N² cells (81); in a multi-line grid, a     line (text input; not for
 *                   row of fewer than N cells or fewer than N rows        too few rows)
 *   TOO_MANY_CELLS  more than N² cells; in a multi-line grid, a row of    line (text input)
 *                   more than N cells or more than N rows
 *   BAD_CHAR        a character that is not a cell, or not allowed        line (when known), column,
 *                   where it stands                                       char, cell (inside the grid)
 *   BAD_VALUE       an array element that is not an integer 0…N; on      cell; from text also line,
 *                   boards, also a symbol or number past the largest      column, char (symbols)
 *                   digit (a letter on 9×9 read with 'alnum')
 *   BAD_TYPE        input neither a string nor an array-like of numbers   none
 *   CONFLICT        a digit twice in one row, column or box               cells, digit, house,
 *                                                                         line (text input)
 *   BAD_SIZE        (boards) a cell, row or number count that is no       line (one-line text)
 *                   board size (16, 81, 256, 625, 1296, 2401, 4096
 *                   cells), or a size the alphabet cannot write
 *   AMBIGUOUS       (boards) alphabet 'auto' cannot tell hex from alnum:  line
 *                   a 16×16 board with givens but neither 0 nor G-z
 *   LINE_TOO_LONG   (streams, `src/stream/`) a line longer than the       line
 *                   reader keeps, with no puzzle in the part it kept
 *
 * Variant puzzles (`src/variant/`) use the codes above where they fit (BAD_TYPE and BAD_VALUE
 * for a JSON value of the wrong type or range, BAD_CHAR in givens, a plain jigsaw line or a
 * control character in a puzzle's title, author or rules,
 * TOO_FEW_CELLS / TOO_MANY_CELLS for givens of the wrong length, BAD_SIZE for a size with no
 * variant grid, CONFLICT for a given repeated in a row, column, box or jigsaw region) and these:
 *
 *   code            meaning                                               fields besides code, message
 *   ──────────────  ────────────────────────────────────────────────────  ────────────────────────────
 *   BAD_JSON        text that is not JSON                                 line, column, char (when
 *                                                                         a character is at fault)
 *   BAD_CELL        a cell name that is not `R<row>C<column>`, or a       path, line
 *                   cell outside the grid
 *   BAD_SHAPE       cells that do not have the shape their rule needs:    path, line
 *                   a line that is not a path, a repeated cell, a dot
 *                   between cells that are not neighbours, more cells
 *                   in an all-different set than digits, regions that
 *                   are not N labels × N cells
 *   UNSUPPORTED     a rule, field, version or kind of link this library  path, line
 *                   does not read (`f-puzzles field 'clock' is not
 *                   supported`), or a link that needs a network lookup
 *   BAD_LINK        a link whose payload does not decode                  line
 *
 * Every error of a JSON input carries `path`, the place at fault in the input's own terms:
 * `thermometer[1].lines[0][2]` in f-puzzles JSON, `constraints[3].cells[2]` in the model's JSON.
 *
 * The count found (e.g. `got 80`) is in the message of the TOO_* codes.
 * @category Errors
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
  | 'LINE_TOO_LONG'
  | 'BAD_JSON'
  | 'BAD_CELL'
  | 'BAD_SHAPE'
  | 'UNSUPPORTED'
  | 'BAD_LINK';

/**
 * The optional fields of a {@link SudokuParseError}; each is set only when it is known.
 * @category Errors
 */
export interface ParseErrorDetails {
  /** 1-based line of the input. */
  line?: number;
  /** 1-based character position (UTF-16 code unit) in that line of the character at fault. */
  column?: number;
  /** 1-based cell index (1…N², reading order; 1–81 on 9×9) of the cell at fault. */
  cell?: number;
  /** The offending character, unescaped (one code point). */
  char?: string;
  /** For `CONFLICT`: the two cells holding the same digit, 1-based, first < second. */
  cells?: [number, number];
  /** For `CONFLICT`: the repeated digit. */
  digit?: number;
  /** For `CONFLICT`: the kind of house holding both cells (`box` also for a jigsaw region). */
  house?: House;
  /**
   * For JSON input (variant puzzles): the place at fault as a JSON path in the input's own terms,
   * `killercage[2].cells[1]` or `constraints[3].sum`; `''` for the whole input.
   */
  path?: string;
}

/**
 * The plain-object form of a {@link SudokuParseError} (for `--json` output); unset fields are absent.
 * @category Errors
 */
export interface ParseErrorJSON extends ParseErrorDetails {
  /** What went wrong, as {@link SudokuParseError.code}. */
  code: ParseErrorCode;
  /** The message, as the error's. */
  message: string;
}

/**
 * Why a puzzle could not be read, and where. See {@link ParseErrorCode} for the codes.
 * @example
 * ```ts
 * import { parsePuzzle, SudokuParseError } from 'sudoku-wasm';
 *
 * let error;
 * try {
 *   parsePuzzle('12x');
 * } catch (thrown) {
 *   error = thrown;
 * }
 * error instanceof SudokuParseError; // → true
 * error.code; // → 'BAD_CHAR'
 * [error.line, error.column, error.char]; // → [1, 3, 'x']
 * error.message; // → "line 1, column 3: unexpected character 'x' in cell 3 (r1c3); expected a digit 1-9 or one of . 0 - _ for an empty cell"
 * ```
 * @category Errors
 */
export class SudokuParseError extends Error {
  override readonly name = 'SudokuParseError';
  /** What went wrong (see the table at {@link ParseErrorCode}). */
  readonly code: ParseErrorCode;
  /** 1-based line of the input, when known. */
  declare readonly line?: number;
  /** 1-based character position in that line, when a character is at fault. */
  declare readonly column?: number;
  /** 1-based cell index (1–81 on 9×9), when a cell is at fault. */
  declare readonly cell?: number;
  /** The offending character, when there is one. */
  declare readonly char?: string;
  /** For `CONFLICT`: the two 1-based cell indices, first < second. */
  declare readonly cells?: [number, number];
  /** For `CONFLICT`: the repeated digit. */
  declare readonly digit?: number;
  /** For `CONFLICT`: the house holding both cells. */
  declare readonly house?: House;
  /** For JSON input: the JSON path of the value at fault (`thermometer[1].lines[0][2]`). */
  declare readonly path?: string;

  /**
   * @param code what went wrong
   * @param message the full message, place included (the factories in `messages.ts` write it)
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
    if (details.path !== undefined) this.path = details.path;
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
    if (this.path !== undefined) json.path = this.path;
    return json;
  }
}

/**
 * Runs `read` with no stack captured for the errors it makes (`Error.stackTraceLimit` 0, put
 * back after; where the engine has no such setting or refuses it, nothing changes). For the batch readers, whose
 * parse errors are data (a verdict's `error`, naming line, column and cell) rather than thrown:
 * a stack there names only the library's own frames, and capturing it was about half the time
 * of an invalid line (validateLines of 100,000 invalid lines: 3.5 s, the SudokuParseError
 * constructor 51% of a CPU profile).
 */
export function withoutStacks<T>(read: () => T): T {
  const limit: unknown = Reflect.get(Error, 'stackTraceLimit'); // V8's, not in the DOM typings the page is checked with
  if (typeof limit !== 'number' || limit === 0 || !Reflect.set(Error, 'stackTraceLimit', 0)) return read(); // (a frozen Error refuses)
  try {
    return read();
  } finally {
    Reflect.set(Error, 'stackTraceLimit', limit);
  }
}

