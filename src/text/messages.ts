/**
 * The wording of every parse error, for every size and input form: one factory per situation,
 * which the readers call with what they found.
 *
 * Owns: the messages and detail fields of the {@link SudokuParseError}s that the text layer
 * and the variant readers (`src/variant/`, at the end of this file) raise. Does not own: the error class and its code table (`parse-error.ts`), deciding which
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
 * the column (`column C: `).
 */
function place(line: number | undefined, column?: number, voice: Voice = 'board'): string {
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
  return `a ${typeof value}`;
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

/** What a value is, for BAD_TYPE messages: `null`, `number 42`, `an object (Map) …`, … */
function describeType(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'object') {
    const ctor = (Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null)?.constructor;
    const name = typeof ctor?.name === 'string' && ctor.name !== '' ? ctor.name : 'Object';
    return `an object (${name}) without a valid length`;
  }
  if (typeof value === 'function' || typeof value === 'symbol') return `a ${typeof value}`;
  return `${typeof value} ${showValue(value, 'board')}`;
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
function pathPlace(path: string): string {
  return path === '' ? '' : `${path}: `;
}

/** The details of an error at `path` (none for the whole input). */
function pathDetails(path: string): ParseErrorDetails {
  return path === '' ? {} : { path };
}

/** rNcM of a 0-based cell on a grid of side `size`. */
function variantCell(cell: number, size: number): string {
  return cellName(cell + 1, size);
}

/**
 * A JSON value as a message shows it: `string "abc"` (long strings cut), `number 12`, `true`,
 * `null`, `an array`, `an object`, `nothing` (absent).
 * @param value the value
 */
export function describeJsonValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'number') return `number ${Object.is(value, -0) ? '-0' : String(value)}`;
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

/**
 * `error` placed on a line: `line L: ` before its message (`line L, column C: ` for a message
 * that starts with its column, as the classic readers write it) and `line` among its details.
 * The variant readers raise errors without a line; the entry that knows it calls this.
 * @param error the error
 * @param line 1-based line, or undefined to leave the error as it is
 */
export function atLine(error: SudokuParseError, line: number | undefined): SudokuParseError {
  if (line === undefined || error.line !== undefined) return error;
  const { code, message, ...details } = error.toJSON();
  const columnFirst = details.column !== undefined && message.startsWith(`column ${details.column}: `);
  return new SudokuParseError(code, columnFirst ? `line ${line}, ${message}` : `line ${line}: ${message}`, { ...details, line });
}

/**
 * `BAD_JSON`: text that is not JSON.
 * @param expected what the grammar allows at the place (`a value`, `',' or '}'`)
 * @param found the character found there, or undefined at the end of the text
 * @param line 1-based line of the character
 * @param column 1-based position of the character in its line
 */
export function jsonSyntaxError(expected: string, found: string | undefined, line: number, column: number): SudokuParseError {
  const got = found === undefined ? 'the end of the text' : quoteChar(found);
  const details: ParseErrorDetails = { line, column };
  if (found !== undefined) details.char = found;
  return new SudokuParseError('BAD_JSON', `line ${line}, column ${column}: not valid JSON: expected ${expected}, got ${got}`, details);
}

/**
 * A `BAD_JSON` error found at the end of a line of a file (a JSON object begun and not closed
 * there: the first line of pretty-printed JSON, say), with a note that each line is one puzzle.
 * @param error the error, its message naming the end of the text
 */
export function jsonLineEndError(error: SudokuParseError): SudokuParseError {
  return noteError(error, ' (the end of the line: each line is read as one puzzle, so a JSON puzzle must be on one line)');
}

/**
 * `BAD_TYPE`: a JSON value of the wrong type.
 * @param expected what the place needs (`an array of cell names`)
 * @param value the value found
 * @param path its JSON path
 */
export function jsonTypeError(expected: string, value: unknown, path: string): SudokuParseError {
  return new SudokuParseError('BAD_TYPE', `${pathPlace(path)}expected ${expected}, got ${describeJsonValue(value)}`, pathDetails(path));
}

/**
 * `BAD_VALUE`: a JSON value of the right type outside its range.
 * @param expected what the place needs (`an integer 0-2147483647`)
 * @param value the value found
 * @param path its JSON path
 */
export function jsonValueError(expected: string, value: unknown, path: string): SudokuParseError {
  return new SudokuParseError('BAD_VALUE', `${pathPlace(path)}expected ${expected}, got ${describeJsonValue(value)}`, pathDetails(path));
}

/**
 * `BAD_CELL`: an f-puzzles cell name that is not `R<row>C<column>`, or names a cell outside the grid.
 * @param name the name found
 * @param size side of the grid
 * @param path its JSON path
 * @param outside true when it is a cell name, of a cell outside the grid
 */
export function cellNameError(name: string, size: number, path: string, outside: boolean): SudokuParseError {
  const shown = JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);
  const body = outside
    ? `cell ${shown} is outside the ${size}×${size} grid (rows and columns 1-${size})`
    : `expected a cell name such as "R1C1", got ${shown}`;
  return new SudokuParseError('BAD_CELL', pathPlace(path) + body, pathDetails(path));
}

/**
 * `BAD_CELL`: a cell index of the model's JSON outside the grid.
 * @param value the index found (an integer)
 * @param size side of the grid
 * @param path its JSON path
 */
export function cellIndexError(value: number, size: number, path: string): SudokuParseError {
  return new SudokuParseError(
    'BAD_CELL',
    `${pathPlace(path)}expected a cell 0-${size * size - 1} (0-based, in reading order), got ${value}`,
    pathDetails(path),
  );
}

/**
 * `BAD_CELL`: a clue cell outside the grid (f-puzzles little killer or sandwich clue) that is
 * not where its rule needs it.
 * @param name the clue's cell name
 * @param need where it must be (`next to the first or last row or column`)
 * @param path its JSON path
 */
export function clueCellError(name: string, need: string, path: string): SudokuParseError {
  return new SudokuParseError('BAD_CELL', `${pathPlace(path)}clue cell ${JSON.stringify(name)} must be ${need}`, pathDetails(path));
}

/**
 * `BAD_SHAPE`: a cell listed twice where each cell may appear once.
 * @param cell the 0-based cell
 * @param size side of the grid
 * @param what the set (`this cage`, `this line`)
 * @param path the JSON path of its second appearance
 */
export function repeatedCellError(cell: number, size: number, what: string, path: string): SudokuParseError {
  return new SudokuParseError('BAD_SHAPE', `${pathPlace(path)}${variantCell(cell, size)} appears twice in ${what}`, pathDetails(path));
}

/**
 * `BAD_SHAPE`: two consecutive cells of a line that do not touch.
 * @param a the 0-based cell before
 * @param b the 0-based cell at fault
 * @param size side of the grid
 * @param path the JSON path of `b`
 */
export function notPathError(a: number, b: number, size: number, path: string): SudokuParseError {
  return new SudokuParseError(
    'BAD_SHAPE',
    `${pathPlace(path)}${variantCell(a, size)} and ${variantCell(b, size)} do not touch: ` +
      "each cell of a line is a king's move from the one before",
    pathDetails(path),
  );
}

/**
 * `BAD_SHAPE`: a mark between two cells (a kropki dot, an X or a V) whose cells do not share a side.
 * @param a the first 0-based cell
 * @param b the second
 * @param size side of the grid
 * @param mark the mark (`a kropki dot`, `an X or V`)
 * @param path the JSON path of the pair
 */
export function notOrthogonalError(a: number, b: number, size: number, mark: string, path: string): SudokuParseError {
  return new SudokuParseError(
    'BAD_SHAPE',
    `${pathPlace(path)}${variantCell(a, size)} and ${variantCell(b, size)} do not share a side: ` +
      `${mark} sits between two orthogonal neighbours`,
    pathDetails(path),
  );
}

/**
 * `BAD_SHAPE`: a rule with too few or too many cells.
 * @param count the cells found
 * @param min the fewest it needs
 * @param max the most it may have
 * @param what the rule, with the reason of the bound (`an extra region (its digits all differ)`)
 * @param path the JSON path of its cells
 * @param unit what is counted (`cells`; a quadruple's `digits`)
 */
export function cellCountError(count: number, min: number, max: number, what: string, path: string, unit = 'cells'): SudokuParseError {
  const range = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min}-${max}`;
  return new SudokuParseError(
    'BAD_SHAPE',
    `${pathPlace(path)}expected ${range} ${unit} in ${what}, got ${count}`,
    pathDetails(path),
  );
}

/**
 * `BAD_SHAPE`: cells of a little killer that are not one whole diagonal of the grid.
 * @param problem `step`: a cell that is not the next diagonal step; `start`: the first cell
 *                is not at the edge the clue faces; `end`: the cells stop before the far edge
 * @param cell the 0-based cell at fault (for `end`, the last cell)
 * @param size side of the grid
 * @param path its JSON path
 */
export function diagonalError(problem: 'step' | 'start' | 'end', cell: number, size: number, path: string): SudokuParseError {
  const name = variantCell(cell, size);
  const body =
    problem === 'step'
      ? `${name} is not the next diagonal step, in the direction of the first two cells`
      : problem === 'start'
        ? `${name} is not at the edge of the grid: a little killer's cells start next to its clue`
        : `the cells stop at ${name}, before the edge of the grid: a little killer sums a whole diagonal`;
  return new SudokuParseError('BAD_SHAPE', pathPlace(path) + body, pathDetails(path));
}

/**
 * `BAD_SHAPE`: a cell in two parts of one rule that must not share cells (an arrow's circle and shaft).
 * @param cell the 0-based cell
 * @param size side of the grid
 * @param parts the two parts (`both in the circle and on the shaft`)
 * @param path its JSON path
 */
export function overlapError(cell: number, size: number, parts: string, path: string): SudokuParseError {
  return new SudokuParseError('BAD_SHAPE', `${pathPlace(path)}${variantCell(cell, size)} is ${parts}`, pathDetails(path));
}

/**
 * `BAD_SHAPE`: regions that are not N labels on N cells each.
 * @param label the label at fault, as written (a number, or a character of a jigsaw line)
 * @param count the cells it is on (0 for a label past the N allowed)
 * @param size side of the grid
 * @param path the JSON path of the regions ('' for a jigsaw line)
 * @param column for a jigsaw line, the 1-based position of the label's first appearance
 */
export function regionLabelError(
  label: number | string,
  count: number,
  size: number,
  path: string,
  column?: number,
): SudokuParseError {
  const shown = typeof label === 'number' ? String(label) : quoteChar(label);
  const body =
    count === 0
      ? `region label ${shown} is one label too many: a ${size}×${size} grid has ${size} regions`
      : `region label ${shown} is on ${count} cells; each of the ${size} regions of a ${size}×${size} grid has ${size}`;
  const details = pathDetails(path);
  if (column !== undefined) {
    details.column = column;
    if (typeof label === 'string') details.char = label;
  }
  return new SudokuParseError('BAD_SHAPE', (column === undefined ? '' : `column ${column}: `) + pathPlace(path) + body, details);
}

/**
 * `BAD_CHAR`: a character of a plain line (givens and region labels) where none may stand.
 * @param char the character
 * @param column its 1-based position
 * @param expected what may stand there
 */
export function plainLineCharError(char: string, column: number, expected: string): SudokuParseError {
  return new SudokuParseError('BAD_CHAR', `column ${column}: unexpected character ${quoteChar(char)}; expected ${expected}`, {
    column,
    char,
  });
}

/**
 * `UNSUPPORTED`: an f-puzzles field this library does not read (a rule it does not solve, or
 * a field it does not know).
 * @param field the field's name (also its path)
 */
export function unsupportedFieldError(field: string): SudokuParseError {
  return new SudokuParseError('UNSUPPORTED', `f-puzzles field '${field}' is not supported`, { path: field });
}

/** Something of a variant input this library does not read, for {@link unsupportedError}. */
export type Unsupported =
  | { kind: 'version'; version: number; reads: number }
  | { kind: 'type'; type: string; types: readonly string[] }
  | { kind: 'field'; field: string; allowed: readonly string[] }
  | { kind: 'negative'; entry: string }
  | { kind: 'null region' }
  | { kind: 'given pencil marks' };

/**
 * `UNSUPPORTED`: a version, constraint type, field, negative rule, region or given pencil marks
 * this library does not read (reading it as absent would change the puzzle).
 * @param what the thing
 * @param path its JSON path
 */
export function unsupportedError(what: Unsupported, path: string): SudokuParseError {
  let body: string;
  switch (what.kind) {
    case 'version':
      body = `version ${what.version} is not supported: this library reads version ${what.reads}`;
      break;
    case 'type':
      body = `constraint type '${what.type}' is not supported (the types are ${what.types.join(', ')})`;
      break;
    case 'field':
      body = `field '${what.field}' is not supported here (expected ${what.allowed.join(', ')})`;
      break;
    case 'negative':
      body = `f-puzzles negative '${what.entry}' is not supported`;
      break;
    case 'null region':
      body = 'region null (a cell in no region) is not supported: every cell must be in one of the N regions';
      break;
    case 'given pencil marks':
      body = 'given pencil marks (the digits a cell may hold, set by the setter) are not supported';
      break;
  }
  return new SudokuParseError('UNSUPPORTED', pathPlace(path) + body, pathDetails(path));
}

/**
 * `UNSUPPORTED`: a link that names a puzzle stored on a server (an f-puzzles `?id=` alias, a
 * SudokuPad short id): reading it needs a network lookup, which this library does not make.
 * @param site whose link it is
 * @param id the short id, for SudokuPad
 */
export function networkLinkError(site: 'f-puzzles' | 'SudokuPad', id = ''): SudokuParseError {
  return new SudokuParseError(
    'UNSUPPORTED',
    site === 'f-puzzles'
      ? "f-puzzles links with ?id= are short aliases stored on f-puzzles' server and need a network lookup, " +
          'which this library does not make: open the link in f-puzzles and copy its full link (?load=…) or export its JSON'
      : `the SudokuPad link names a puzzle by its short id '${id.length > 40 ? `${id.slice(0, 40)}…` : id}', ` +
          "stored on SudokuPad's server; it needs a network lookup, which this library does not make",
  );
}

/**
 * `UNSUPPORTED`: a SudokuPad link in its own format (`scl`, `ctc`, `scf`), which draws lines,
 * shapes and text without the rules they stand for.
 * @param prefix the format's prefix
 */
export function sudokuPadFormatError(prefix: string): SudokuParseError {
  return new SudokuParseError(
    'UNSUPPORTED',
    `SudokuPad links in its own '${prefix}' format cannot be read exactly: they draw lines, shapes and ` +
      'text, and the rules they stand for are not in the data; open the puzzle in f-puzzles and use its link or JSON',
  );
}

/**
 * `UNSUPPORTED`: a link to a site other than f-puzzles and SudokuPad.
 * @param host the link's host
 */
export function otherSiteLinkError(host: string): SudokuParseError {
  return new SudokuParseError(
    'UNSUPPORTED',
    `links to ${host.length > 60 ? `${host.slice(0, 60)}…` : host} are not supported: expected an f-puzzles link ` +
      '(https://f-puzzles.com/?load=…) or a SudokuPad link (https://sudokupad.app/…)',
  );
}

/** What is wrong with a link, for {@link linkError}. */
export type LinkProblem =
  | 'no payload'
  | 'empty'
  | 'escape'
  | 'long payload'
  | 'alphabet'
  | 'long text'
  | 'undecodable'
  | 'no puzzle';

/**
 * `BAD_LINK`: a link whose payload does not decode to a puzzle.
 * @param problem what is wrong
 * @param site whose link it is
 * @param found for `alphabet`, the first character of no lz-string alphabet; for `long payload`,
 *              the payload's length
 * @param limit for `long payload` and `long text`, the most characters allowed
 */
export function linkError(problem: LinkProblem, site: 'f-puzzles' | 'SudokuPad', found = '', limit = 0): SudokuParseError {
  const link = `the ${site} link`;
  const messages: Record<LinkProblem, string> = {
    'no payload': `${link} has no ?load= payload`,
    empty: `${link} has an empty payload`,
    escape: `${link} has a broken percent-escape in its payload`,
    'long payload': `${link} has a payload of ${Number(found).toLocaleString('en-US')} characters: expected at most ${limit.toLocaleString('en-US')}`,
    alphabet: `${link} has a payload that is not lz-string base64: it holds ${JSON.stringify(found)}`,
    'long text': `${link} has a payload that decodes to more than ${limit.toLocaleString('en-US')} characters`,
    undecodable: `${link} has a payload that does not decode to JSON (lz-string base64 of f-puzzles JSON expected)`,
    'no puzzle': `${link} names no puzzle`,
  };
  return new SudokuParseError('BAD_LINK', messages[problem]);
}

/**
 * `BAD_SIZE`: a size no variant grid has.
 * @param value the size found
 * @param path its JSON path (`size`), or '' for a line of text
 */
export function variantSizeError(value: unknown, path: string): SudokuParseError {
  return new SudokuParseError('BAD_SIZE', `${pathPlace(path)}expected a size of 4, 6, 8 or 9, got ${describeJsonValue(value)}`, pathDetails(path));
}

/**
 * `BAD_SIZE`: a line of text that is neither givens nor a jigsaw (givens and region labels)
 * of any variant size.
 * @param length the characters of its first field (givens and labels have no whitespace)
 * @param more whether text follows that field after whitespace
 */
export function plainLineSizeError(length: number, more = false): SudokuParseError {
  return new SudokuParseError(
    'BAD_SIZE',
    'expected 16, 36, 64 or 81 givens (4×4, 6×6, 8×8, 9×9), optionally followed by as many region labels ' +
      `(a jigsaw), or JSON or a link; got ${more ? `${length} characters before the first space` : `a line of ${length} characters`}`,
  );
}

/**
 * `TOO_FEW_CELLS` / `TOO_MANY_CELLS`: givens, or rows or cells of an f-puzzles grid, of the
 * wrong number.
 * @param got the number found
 * @param expected the number needed (N² cells of givens, N rows, N cells in a row)
 * @param unit what was counted
 * @param path the JSON path of what was counted ('' for a line of text)
 */
export function variantCountError(
  got: number,
  expected: number,
  unit: 'cells' | 'rows' | 'region labels',
  path: string,
): SudokuParseError {
  return new SudokuParseError(
    got < expected ? 'TOO_FEW_CELLS' : 'TOO_MANY_CELLS',
    `${pathPlace(path)}expected ${expected} ${unit}, got ${got}`,
    pathDetails(path),
  );
}

/**
 * `BAD_CHAR`: a character of the givens that is no digit of the grid and no empty mark.
 * @param char the character (one code point)
 * @param cell the 0-based cell it stands for
 * @param size side of the grid
 * @param empties the empty marks allowed, as shown (`. or 0`)
 * @param path the JSON path of the givens ('' for a line of text)
 * @param column for a line of text, the 1-based position of the character
 */
export function givensCharError(
  char: string,
  cell: number,
  size: number,
  empties: string,
  path: string,
  column?: number,
): SudokuParseError {
  const details: ParseErrorDetails = { ...pathDetails(path), cell: cell + 1, char };
  if (column !== undefined) details.column = column;
  const place = column === undefined ? pathPlace(path) : `${pathPlace(path)}column ${column}: `;
  return new SudokuParseError(
    'BAD_CHAR',
    `${place}unexpected character ${quoteChar(char)} in cell ${cell + 1} (${variantCell(cell, size)}); ` +
      `expected a digit 1-${size}, or ${empties} for an empty cell`,
    details,
  );
}

/**
 * `CONFLICT` on a variant grid: a given digit twice in a row, column, box or jigsaw region.
 * @param first the first 0-based cell
 * @param second the second, after `first` in reading order
 * @param digit the digit
 * @param house the kind of house (`box` for a box or a jigsaw region)
 * @param number the house: 0-based row, column or box, or the region's label
 * @param jigsaw true when the boxes are jigsaw regions
 * @param size side of the grid
 * @param path the JSON path of the second given ('givens' in the model's JSON)
 */
export function variantConflictError(
  first: number,
  second: number,
  digit: number,
  house: BoardConflict['house'],
  number: number,
  jigsaw: boolean,
  size: number,
  path: string,
): SudokuParseError {
  const where = house === 'box' && jigsaw ? `the region labelled ${number}` : `${house} ${number + 1}`;
  return new SudokuParseError(
    'CONFLICT',
    `${pathPlace(path)}digit ${digit} appears twice in ${where}: ${variantCell(first, size)} and ` +
      `${variantCell(second, size)} (cells ${first + 1} and ${second + 1})`,
    { ...pathDetails(path), cells: [first + 1, second + 1], digit, house },
  );
}

/**
 * `BAD_TYPE` / `EMPTY`: input that is no variant puzzle at all.
 * @param value the input
 */
export function variantInputError(value: unknown): SudokuParseError {
  if (typeof value === 'string') return new SudokuParseError('EMPTY', 'expected a variant puzzle, got an empty line');
  return new SudokuParseError(
    'BAD_TYPE',
    `expected a variant puzzle (an object, or a string of JSON, a link or givens), got ${describeJsonValue(value)}`,
  );
}

/** `BAD_TYPE`: an object that is neither the model's JSON nor f-puzzles JSON. */
export function variantObjectError(): SudokuParseError {
  return new SudokuParseError(
    'BAD_TYPE',
    "expected a variant puzzle: the model's JSON (size, givens, constraints) or f-puzzles JSON " +
      '(size, grid), got an object with neither givens nor grid',
  );
}

/**
 * `BAD_SHAPE`: an arrow whose line or shaft does not start at its circle.
 * @param cell the 0-based cell at fault (the line's first cell, or the shaft's)
 * @param size side of the grid
 * @param problem `line`: an f-puzzles line that does not start in the circle; `shaft`: a shaft
 *                whose first cell does not touch the circle
 * @param path its JSON path
 */
export function arrowStartError(cell: number, size: number, problem: 'line' | 'shaft', path: string): SudokuParseError {
  const body =
    problem === 'line'
      ? `${variantCell(cell, size)} is not in the circle: each line of an arrow starts in its circle`
      : `${variantCell(cell, size)} does not touch the circle: an arrow's shaft starts next to its circle`;
  return new SudokuParseError('BAD_SHAPE', pathPlace(path) + body, pathDetails(path));
}
