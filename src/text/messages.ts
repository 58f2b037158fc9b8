/**
 * The wording of every parse error, for every size and input form: one factory per situation,
 * which the readers call with what they found.
 *
 * Owns: the messages and detail fields of the {@link SudokuParseError}s that the text layer
 * raises (the variant readers' are in ./variant-messages.ts, so a split bundle keeps them off
 * the classic path), and {@link noteError}. Does not own: the error class and its code table (`parse-error.ts`), deciding which
 * error applies (the readers), how a character is quoted (`chars.ts`) or what a cell may hold
 * (`alphabet.ts`, `describeCell`).
 *
 * Messages start with the place when it is known (`line 12, column 17: …`), name cells both by
 * 1-based index and in rNcM notation, and say what was expected and what was found. A size
 * that is not known yet (a problem found while inferring it) is simply left out.
 *
 * Two voices, one per family of functions, differ in a few words only ({@link Voice}):
 *
 *   situation                 'puzzle' (9×9 functions)                 'board' (any size)
 *   ───────────────────────   ──────────────────────────────────────   ──────────────────────────────────
 *   no line number, a bad     `column 84: unexpected character …`      `unexpected character …`
 *     character
 *   glued to the last cell    `right after the 81st cell`              `right after the last cell (cell 81)`
 *   what a cell may hold      `a digit 1-9 or one of . 0 - _ …`        `1-9, or . 0 - _ …` (the alphabet's)
 *   nothing to read           `expected a puzzle, got …`               `expected a board, got …`
 *   a whole line as a row     `to read one-line puzzles, …`            `to read one-line boards, …`
 *   a bad array element       `expected an integer 0-9 (0 = empty)`    `… 0-9 (0 = empty) on a 9×9 board`
 *   a bad input type          `a puzzle string or an array of 81 …`    `a board string or an array of …`
 *
 * Every other message is the same in both.
 */

import { show } from '../api/show.js';
import { cellName, sizeName, sizesAround, boxSizeOfCellCount } from '../board/sizes.js';
import type { BoardConflict } from '../board/conflicts.js';
import { describeCell } from './alphabet.js';
import type { Decoder } from './alphabet.js';
import { quoteChar } from './chars.js';
import { BLANK, COMMENT } from './lines.js';
import { SudokuParseError } from './parse-error.js';
import type { ParseErrorDetails } from './parse-error.js';

/**
 * Which family of functions a message speaks for: 'puzzle' for the 9×9 ones (`parsePuzzle`,
 * `tryParseLine`, 9×9 lines in bulk), which read with the 'digits' alphabet; 'board' for
 * `parseBoard`, `tryParseBoardLine` and boards of other sizes.
 */
export type Voice = 'puzzle' | 'board';

/** The voice of a reader using this alphabet (the 'digits' alphabet is the puzzle functions'). */
export function voiceOf(decoder: Decoder): Voice {
  return decoder.kind === 'digits' ? 'puzzle' : 'board';
}

/**
 * `line L, column C: `, `line L: `, or nothing. Without a line, the puzzle voice still gives
 * the column (`column C: `). Every message with a line starts with its place: the message of
 * an error at line L is `place(L)` and the message of the same error with no line.
 */
export function place(line: number | undefined, column?: number, voice: Voice = 'board'): string {
  if (line !== undefined) return column !== undefined ? `line ${line}, column ${column}: ` : `line ${line}: `;
  return column !== undefined && voice === 'puzzle' ? `column ${column}: ` : '';
}

/** Details with `line` only when it is known. */
function withLine(details: ParseErrorDetails, line: number | undefined): ParseErrorDetails {
  if (line !== undefined) details.line = line;
  return details;
}

/** `cell 40 (r3c8)`, or `cell 40` while the size is unknown. */
function cellText(cell: number, side: number | undefined): string {
  return side === undefined ? `cell ${cell}` : `cell ${cell} (${cellName(cell, side)})`;
}

/**
 * Where a bad character stood:
 * - `line`: among the cells of a one-line board;
 * - `after-line`: right after the last cell of a one-line board, with no whitespace between;
 * - `row`: among the cells of a row of a multi-line grid;
 * - `after-row`: after the last cell of a row.
 */
export type CharPlace = 'line' | 'after-line' | 'row' | 'after-row';

/**
 * `BAD_CHAR`: a character that is no cell of the alphabet, or not allowed where it stands.
 * @param char the character (one code point)
 * @param line 1-based line, when known
 * @param column 1-based position in the line
 * @param where see {@link CharPlace}
 * @param cell for `line`/`row`: the 1-based cell it stands in (undefined for a row of a grid
 *             whose size is unknown); for `after-*`: the last cell read
 * @param side N, or undefined when the size is not known
 * @param decoder the alphabet, for the expected characters and the voice
 */
export function charError(
  char: string,
  line: number | undefined,
  column: number,
  where: CharPlace,
  cell: number | undefined,
  side: number | undefined,
  decoder: Decoder,
): SudokuParseError {
  const voice = voiceOf(decoder);
  const shown = quoteChar(char);
  const expected = describeCell(decoder, side);
  let body: string;
  switch (where) {
    case 'line':
      body = `unexpected character ${shown} in ${cellText(cell ?? 0, side)}; expected ${expected}`;
      break;
    case 'row':
      body =
        `unexpected character ${shown}${cell === undefined ? '' : ` in ${cellText(cell, side)}`}; ` +
        `expected ${expected}, or | and spaces between cells`;
      break;
    case 'after-line':
      body =
        `unexpected character ${shown} right after the ` +
        `${voice === 'puzzle' ? '81st cell' : `last cell (cell ${cell})`}; ` +
        'expected whitespace before any trailing text';
      break;
    case 'after-row':
      body =
        `unexpected character ${shown} after the last cell of row ${Math.ceil((cell ?? 0) / (side ?? 1))} ` +
        `(${cellName(cell ?? 0, side ?? 1)}); expected only | or spaces`;
      break;
  }
  const details: ParseErrorDetails = withLine({ column, char }, line);
  if ((where === 'line' || where === 'row') && cell !== undefined) details.cell = cell;
  return new SudokuParseError('BAD_CHAR', place(line, column, voice) + body, details);
}

/**
 * Adds to the `BAD_CHAR` error of a line that is an f-puzzles link's payload alone (`N4Ig…`,
 * which the line readers do not take: see src/api/batch.ts `isPayloadAlone`) what to do instead.
 */
export function withPayloadHint(error: SudokuParseError): void {
  error.message += ' (an f-puzzles payload? paste the whole link)';
}

/**
 * `BAD_VALUE` for a symbol of the alphabet whose digit is past the board's largest
 * (`Z` on a 16×16 board).
 * @param char the symbol
 * @param value the digit it stands for
 * @param line 1-based line, when known
 * @param column 1-based position in the line
 * @param cell 1-based cell
 * @param n box size
 * @param decoder the alphabet
 */
export function symbolValueError(
  char: string,
  value: number,
  line: number | undefined,
  column: number,
  cell: number,
  n: number,
  decoder: Decoder,
): SudokuParseError {
  const side = n * n;
  return new SudokuParseError(
    'BAD_VALUE',
    `${place(line, column)}symbol ${quoteChar(char)} in ${cellText(cell, side)} stands for ${value}, ` +
      `not a digit of a ${sizeName(n)} board; expected ${describeCell(decoder, side)}`,
    withLine({ column, cell, char }, line),
  );
}

/**
 * `BAD_VALUE` for a number of a numeric grid past the board's largest digit.
 * @param token the number as written
 * @param line 1-based line
 * @param column 1-based position of its first character
 * @param cell 1-based cell
 * @param n box size
 */
export function numberValueError(
  token: string,
  line: number,
  column: number,
  cell: number,
  n: number,
): SudokuParseError {
  const side = n * n;
  return new SudokuParseError(
    'BAD_VALUE',
    `${place(line, column)}${token} in ${cellText(cell, side)} is not a digit of a ${sizeName(n)} board; ` +
      `expected 1-${side}, or . or 0 for an empty cell`,
    { line, column, cell },
  );
}

/** A value as it would be written in JavaScript, for array BAD_VALUE messages. */
function showValue(value: unknown, voice: Voice): string {
  if (typeof value === 'number' || typeof value === 'boolean' || value === undefined || value === null) {
    return Object.is(value, -0) ? '-0' : String(value);
  }
  if (typeof value === 'string') {
    return JSON.stringify(voice === 'board' && value.length > 20 ? `${value.slice(0, 20)}…` : value);
  }
  if (typeof value === 'bigint') return `${value}n`;
  return show(value); // an object, an array of 3, a function, a Map
}

/**
 * `BAD_VALUE` for an array element that is not an integer 0…N.
 * @param cell 1-based cell
 * @param value the element
 * @param n box size
 * @param looksLikeText true when the array is bytes and the value is the code of a cell character
 * @param voice see {@link Voice}
 */
export function arrayValueError(
  cell: number,
  value: unknown,
  n: number,
  looksLikeText: boolean,
  voice: Voice,
): SudokuParseError {
  const side = n * n;
  const hint = looksLikeText ? ' (these look like the bytes of text: decode them to a string first)' : '';
  const board = voice === 'board' ? ` on a ${sizeName(n)} board` : '';
  return new SudokuParseError(
    'BAD_VALUE',
    `${cellText(cell, side)}: expected an integer 0-${side} (0 = empty)${board}, got ${showValue(value, voice)}${hint}`,
    { cell },
  );
}

/**
 * `BAD_VALUE` for a board given as rows (an array of row arrays or row strings) where the calls
 * take the cells flat, in reading order.
 * @param rows how many rows were given
 * @param strings whether the rows are strings
 */
export function rowsArrayError(rows: number, strings: boolean): SudokuParseError {
  const fix = strings ? "join them into one string (rows.join(''))" : 'flatten them (rows.flat())';
  return new SudokuParseError(
    'BAD_VALUE',
    `cell 1: expected the cells in one flat array in reading order, got an array of ${rows} ${strings ? 'strings' : 'arrays'}: ${fix}`,
    { cell: 1 },
  );
}

/** What was counted, for the count messages. */
export type Counted = 'cells' | 'numbers';

/**
 * `TOO_FEW_CELLS` / `TOO_MANY_CELLS` for a one-line board, a numeric grid or an array whose size
 * is known (9×9 for the puzzle functions; from the `size` option, a custom alphabet or `n`).
 * @param got what was found
 * @param expected N² of the board
 * @param counted what was counted
 * @param line 1-based line, when known
 * @param spaceColumn when the cells stopped at whitespace that more text follows, its column
 */
export function countError(
  got: number,
  expected: number,
  counted: Counted,
  line?: number,
  spaceColumn?: number,
): SudokuParseError {
  const hint = spaceColumn === undefined ? '' : ` (the cells end at the whitespace in column ${spaceColumn})`;
  return new SudokuParseError(
    got < expected ? 'TOO_FEW_CELLS' : 'TOO_MANY_CELLS',
    `${place(line)}expected ${expected} ${counted}, got ${got}${hint}`,
    withLine({}, line),
  );
}

/**
 * `TOO_FEW_CELLS` / `TOO_MANY_CELLS` for one row of a multi-line grid.
 * @param row 1-based row
 * @param got the cells found in it
 * @param side N
 * @param line 1-based line of the row
 * @param voice see {@link Voice}
 */
export function rowCellsError(row: number, got: number, side: number, line: number, voice: Voice): SudokuParseError {
  const hint = got >= side * side ? `; to read one-line ${voice}s, give them one line at a time` : '';
  return new SudokuParseError(
    got < side ? 'TOO_FEW_CELLS' : 'TOO_MANY_CELLS',
    `${place(line)}expected ${side} cells in row ${row}, got ${got}${hint}`,
    { line },
  );
}

/**
 * `TOO_FEW_CELLS` / `TOO_MANY_CELLS` for the number of rows of a multi-line grid.
 * @param got rows found
 * @param side N
 * @param line for too many: 1-based line of row N + 1
 * @param dashLine for too few: the first line of N adjacent `-` read as a separator line, which
 *                 may have been meant as a row of empty cells
 */
export function rowsError(got: number, side: number, line?: number, dashLine?: number): SudokuParseError {
  const hint =
    dashLine === undefined
      ? ''
      : ` (line ${dashLine} was read as a separator line; write a row of empty cells with . or 0)`;
  return new SudokuParseError(
    got < side ? 'TOO_FEW_CELLS' : 'TOO_MANY_CELLS',
    `${place(line)}expected ${side} rows of ${side} cells, got ${got} rows${hint}`,
    withLine({}, line),
  );
}

/** ` (between 16 for 4×4 and 81 for 9×9)`, or the nearest end of the range. */
function nearest(count: number, power: 2 | 4): string {
  const { below, above } = sizesAround(count, power);
  const size = (n: number): string => `${n ** power}${power === 2 ? ' rows' : ''}`;
  if (below === undefined) return `; the smallest board, ${sizeName(above ?? 2)}, has ${size(above ?? 2)}`;
  if (above === undefined) return `; the largest board, ${sizeName(below)}, has ${size(below)}`;
  return `; the nearest sizes are ${size(below)} for ${sizeName(below)} and ${size(above)} for ${sizeName(above)}`;
}

/**
 * `BAD_SIZE`: a count of cells (or numbers) that is no board size, found while inferring it.
 * @param got the count
 * @param counted what was counted
 * @param line 1-based line, when known (one-line boards)
 * @param spaceColumn when the cells stopped at whitespace that more text follows, its column
 */
export function sizeError(got: number, counted: Counted, line?: number, spaceColumn?: number): SudokuParseError {
  const hint = spaceColumn === undefined ? '' : ` (the cells end at the whitespace in column ${spaceColumn})`;
  return new SudokuParseError(
    'BAD_SIZE',
    `${place(line)}expected 16, 81, 256, 625, 1296, 2401 or 4096 ${counted} (a 4×4 to 64×64 board), ` +
      `got ${got}${hint}${nearest(got, 4)}; pass options.size to fix the size`,
    withLine({}, line),
  );
}

/**
 * `BAD_SIZE` for a multi-line grid whose rows fit no size, found while inferring it.
 * @param rows content lines found
 * @param firstCells cells in the first of them
 */
export function gridSizeError(rows: number, firstCells: number): SudokuParseError {
  const hint =
    boxSizeOfCellCount(firstCells) === null
      ? '; pass options.size to fix the size'
      : '; to read one-line boards, give them one line at a time';
  return new SudokuParseError(
    'BAD_SIZE',
    `expected 4, 9, 16, 25, 36, 49 or 64 rows of as many cells, got ${rows} rows, ` +
      `the first with ${firstCells} cells${nearest(rows, 2)}${hint}`,
  );
}

/**
 * `BAD_SIZE` for a board too large for its alphabet (`hex` past 16×16).
 * @param n box size of the board
 * @param line 1-based line, when known
 */
export function alphabetSizeError(n: number, line?: number): SudokuParseError {
  return new SudokuParseError(
    'BAD_SIZE',
    `${place(line)}alphabet 'hex' writes boards up to 16×16, got ${n ** 4} cells (${sizeName(n)}); ` +
      "use alphabet 'alnum'",
    withLine({}, line),
  );
}

/**
 * `EMPTY` for a line that holds nothing but whitespace.
 * @param line 1-based line, when known
 * @param count N² of the board expected
 */
export function emptyLineError(line: number | undefined, count: number): SudokuParseError {
  return new SudokuParseError('EMPTY', `${place(line)}expected ${count} cells, got an empty line`, withLine({}, line));
}

/**
 * `EMPTY` for a text with no board in it.
 * @param blank false for the empty string, true for only blank, comment or separator lines
 * @param voice see {@link Voice}
 * @param only for a text of one line (`onlyLine` in lines.ts): its number and kind; the message
 *        then starts with the line and says what the line is
 */
export function emptyTextError(blank: boolean, voice: Voice, only?: { line: number; kind: number }): SudokuParseError {
  if (blank && only !== undefined) {
    const what =
      only.kind === BLANK ? 'a blank line' : only.kind === COMMENT ? 'a # comment' : 'a separator line (only - + = | and whitespace)';
    return new SudokuParseError('EMPTY', `${place(only.line)}expected a ${voice}, got ${what}`, { line: only.line });
  }
  return new SudokuParseError(
    'EMPTY',
    blank
      ? `expected a ${voice}, got only blank lines, # comments and separator lines`
      : `expected a ${voice}, got an empty string`,
  );
}

/** What a value is, for BAD_TYPE messages: `null`, `the number 42`, `an object (Map) …`, … */
function describeType(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'object') {
    const ctor = (Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null)?.constructor;
    const name = typeof ctor?.name === 'string' && ctor.name !== '' ? ctor.name : 'Object';
    return `an object (${name}) without a valid length`;
  }
  if (typeof value === 'function' || typeof value === 'symbol') return `a ${typeof value}`;
  return `the ${typeof value} ${showValue(value, 'board')}`;
}

/**
 * `BAD_TYPE` for input that is neither a string nor an array-like of numbers.
 * @param value the input
 * @param voice see {@link Voice}
 */
export function typeError(value: unknown, voice: Voice): SudokuParseError {
  const what = voice === 'puzzle' ? 'a puzzle string or an array of 81 numbers' : 'a board string or an array of numbers';
  return new SudokuParseError('BAD_TYPE', `expected ${what}, got ${describeType(value)}`);
}

/**
 * `AMBIGUOUS`: alphabet 'auto' on a 16×16 board that reads both as hex and as alnum.
 * @param line 1-based line of the board (its first line for a grid), when known
 */
export function ambiguousError(line: number | undefined): SudokuParseError {
  return new SudokuParseError(
    'AMBIGUOUS',
    `${place(line)}this 16×16 board has neither a 0 nor a G, so it reads both as hex (0-F, where 0 is 1) ` +
      "and as alnum (1-G), one digit apart; pass alphabet 'hex' or 'alnum'",
    withLine({}, line),
  );
}

/**
 * `CONFLICT` on a board of any size.
 * @param conflict the conflict, with 0-based cells
 * @param n box size
 * @param line 1-based line, when known (for a grid, the line of the second cell)
 * @param decoder the alphabet of the text, to show the digit's symbol when it is not the number
 *                itself (`digit 11 ('B')`); undefined for numeric grids and arrays
 */
export function conflictError(
  conflict: BoardConflict,
  n: number,
  line: number | undefined,
  decoder: Decoder | undefined,
): SudokuParseError {
  const side = n * n;
  const a = conflict.cells[0] + 1;
  const b = conflict.cells[1] + 1;
  const r = Math.floor((b - 1) / side);
  const c = (b - 1) % side;
  const box = Math.floor(r / n) * n + Math.floor(c / n);
  const number = conflict.house === 'row' ? r + 1 : conflict.house === 'column' ? c + 1 : box + 1;
  const symbol = decoder === undefined ? String(conflict.digit) : decoder.symbols[conflict.digit - 1];
  const shown = symbol === String(conflict.digit) ? '' : ` (${quoteChar(symbol)})`;
  return new SudokuParseError(
    'CONFLICT',
    `${place(line)}digit ${conflict.digit}${shown} appears twice in ${conflict.house} ${number}: ` +
      `${cellName(a, side)} and ${cellName(b, side)} (cells ${a} and ${b})`,
    withLine({ cells: [a, b], digit: conflict.digit, house: conflict.house }, line),
  );
}

/**
 * `error` (found on a line read as a board of another size because of its cell count alone)
 * with a note that the size was inferred, so that a line of 16 stray characters is not taken
 * for a 4×4 board unawares. Same code and details; the message names the size, the count and
 * the size option that reads every line at one size: 9×9 after a 4×4 reading (16 characters
 * are more often a damaged line than a 4×4 board), the size read otherwise.
 * @param error the error found at the inferred size
 * @param n the inferred box size
 */
export function inferredSizeError(error: SudokuParseError, n: number): SudokuParseError {
  const cells = n ** 4;
  const side = n === 2 ? 9 : n * n;
  return noteError(
    error,
    ` (read as ${sizeName(n)} because the line has ${cells} cells; the size was inferred: give size ${side}, --size ${side} in the CLI, to read every line as ${side}×${side})`,
  );
}

/**
 * `error` with `note` added to its message: same code and details.
 * @param error the error
 * @param note the text to append, with its leading space
 */
export function noteError(error: SudokuParseError, note: string): SudokuParseError {
  const { code: _code, message: _message, ...details } = error.toJSON();
  return new SudokuParseError(error.code, error.message + note, details);
}

// ---- variant puzzles (src/variant/) ----
//
// A variant error names its place as a JSON path in the input's own terms (`killercage[2].cells[1]`
// for f-puzzles JSON, `constraints[3].cells[2]` for the model's JSON), cells as rNcM, and what was
// expected. The readers raise these without a line; {@link atLine} adds it at the entry.

/** `path: `, or nothing for the whole input. */

/**
 * A `BAD_JSON` error found at the end of a line of a file (a JSON object begun and not closed
 * there: the first line of pretty-printed JSON, say), with a note that each line is one puzzle.
 * @param error the error, its message naming the end of the text
 */
export function jsonLineEndError(error: SudokuParseError): SudokuParseError {
  return noteError(error, ' (the end of the line: each line is read as one puzzle, so a JSON puzzle must be on one line)');
}
