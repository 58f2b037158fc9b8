/**
 * The wording of the variant readers' parse errors (`src/variant/`): one factory per situation,
 * which the readers call with what they found. A module of its own, apart from the classic
 * readers' messages (./messages.ts), so a bundle that splits code keeps these words with the
 * variant readers: sharing one module put them into the chunk a classic page loads first
 * (the demo page's cold load, 2 to 3 KB gzipped).
 *
 * Owns: the messages and detail fields of the {@link SudokuParseError}s the variant readers
 * raise. Does not own: the error class and its codes (`parse-error.ts`), the classic messages and
 * {@link noteError} (./messages.ts), how a character is quoted (`chars.ts`).
 */

import { nearest } from '../api/options.js';
import { show } from '../api/show.js';
import { cellName } from '../board/sizes.js';
import type { BoardConflict } from '../board/conflicts.js';
import { quoteChar } from './chars.js';
import { orList } from './lists.js';
import { VARIANT_SIZES } from '../variant/grid.js';
import type { noteError } from './messages.js'; // for the JSDoc link only
import { SudokuParseError } from './parse-error.js';
import type { ParseErrorDetails } from './parse-error.js';

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
 * A JSON value as a message shows it, in the words of every other message of the package
 * (`show`): `the string "abc"` (long strings cut), `the number 12`, `the boolean true`, `null`,
 * and `an array`, `an object`, `nothing` (absent).
 * @param value the value
 */
export function describeJsonValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string' && value.length > 40) return show(`${value.slice(0, 40)}…`);
  if (Object.is(value, -0)) return 'the number -0';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object' && value !== null) return 'an object';
  return show(value);
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
 * `BAD_VALUE`: a puzzle's text (its title, author or rules) longer than its limit.
 * @param what what the text is (`a title`)
 * @param length its length in characters (UTF-16 code units)
 * @param limit the longest allowed
 * @param path its JSON path
 */
export function textLengthError(what: string, length: number, limit: number, path: string): SudokuParseError {
  const count = (n: number): string => n.toLocaleString('en-US');
  return new SudokuParseError('BAD_VALUE', `${pathPlace(path)}expected ${what} of at most ${count(limit)} characters, got ${count(length)} characters`, pathDetails(path));
}

/**
 * `BAD_CHAR`: a control character in a puzzle's text.
 * @param char the character
 * @param index its 0-based place in the text
 * @param oneLine true for a text of one line (a title, an author), where line breaks are refused too
 * @param path the text's JSON path
 */
export function textControlError(char: string, index: number, oneLine: boolean, path: string): SudokuParseError {
  const lineBreak = oneLine && (char === '\n' || char === '\r') ? ' (a line break is allowed in the rules only)' : '';
  return new SudokuParseError('BAD_CHAR', `${pathPlace(path)}unexpected control character ${quoteChar(char)} at character ${index + 1}${lineBreak}`, { ...pathDetails(path), char });
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
 * @param field the field's name
 * @param path its path (the name, quoted when it is no identifier: `["diagonal-"]`)
 */
export function unsupportedFieldError(field: string, path: string): SudokuParseError {
  return new SudokuParseError('UNSUPPORTED', `f-puzzles field '${field}' is not supported`, { path });
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
 * The type a setter most likely meant by an unknown one: the nearest slip of the keyboard
 * (`kiler`, `Killer`), else the one type that starts with it (`thermo`: `thermometer`).
 */
function typeMeant(typed: string, types: readonly string[]): string | undefined {
  const near = nearest(typed, types);
  if (near !== undefined || typed.length < 3) return near;
  const starting = types.filter((type) => type.toLowerCase().startsWith(typed.toLowerCase()));
  return starting.length === 1 ? starting[0] : undefined;
}

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
    case 'type': {
      const near = typeMeant(what.type, what.types);
      body = `constraint type '${what.type}' is not supported${near === undefined ? '' : `, did you mean '${near}'?`} (the types are ${what.types.join(', ')})`;
      break;
    }
    case 'field':
      body = `field '${what.field}' is not supported here (expected ${what.allowed.join(', ')})`;
      break;
    case 'negative':
      body = `f-puzzles negative '${what.entry}' is not supported`;
      break;
    case 'null region':
      body = 'region null (a cell in no region) on some cells only is not supported: every cell must be in one of the N regions, or every cell in none (a grid without boxes)';
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

/**
 * `BAD_LINK`: text that starts as the payload of an f-puzzles or SudokuPad link without the
 * link (lz-string base64 of JSON: `N4…`) and does not decode to JSON.
 */
export function barePayloadError(): SudokuParseError {
  return new SudokuParseError(
    'BAD_LINK',
    'expected a whole f-puzzles or SudokuPad link, got what starts as its payload alone (lz-string base64) and does not ' +
      'decode to f-puzzles JSON: paste the whole link (https://f-puzzles.com/?load=… or https://sudokupad.app/fpuzzles…)',
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
 * @param limit for `long payload` and `long text`, the most characters allowed; for `alphabet`,
 *              the place of that character in the payload (1-based)
 */
export function linkError(problem: LinkProblem, site: 'f-puzzles' | 'SudokuPad', found = '', limit = 0): SudokuParseError {
  const link = `the ${site} link`;
  const messages: Record<LinkProblem, string> = {
    'no payload': `${link} has no ?load= payload`,
    empty: `${link} has an empty payload`,
    escape: `${link} has a broken percent-escape in its payload`,
    'long payload': `${link} has a payload of ${Number(found).toLocaleString('en-US')} characters: expected at most ${limit.toLocaleString('en-US')}`,
    alphabet: `${link} has a payload that is not lz-string base64: it holds ${JSON.stringify(found)} at character ${limit} of the payload`,
    'long text': `${link} has a payload that decodes to more than ${limit.toLocaleString('en-US')} characters`,
    undecodable: `${link} has a payload that does not decode to JSON (lz-string base64 of f-puzzles JSON expected)`,
    'no puzzle': `${link} names no puzzle`,
  };
  return new SudokuParseError('BAD_LINK', messages[problem]);
}

/** The sizes a variant grid may have, in words: "a size of 4, 5, 6, 7, 8 or 9". */
export const VARIANT_SIZE_WANTED = `a size of ${orList(VARIANT_SIZES)}`;

/**
 * `BAD_SIZE`: a size no variant grid has.
 * @param value the size found
 * @param path its JSON path (`size`), or '' for a line of text
 */
export function variantSizeError(value: unknown, path: string): SudokuParseError {
  return new SudokuParseError('BAD_SIZE', `${pathPlace(path)}expected ${VARIANT_SIZE_WANTED}, got ${describeJsonValue(value)}`, pathDetails(path));
}

/**
 * `BAD_SIZE`: a line of text that is neither givens nor a jigsaw (givens and region labels)
 * of any variant size.
 * @param length the characters of its first field (givens and labels have no whitespace)
 * @param more whether text follows that field after whitespace
 * @param lineBreak whether that whitespace is a line break (a grid pasted as rows)
 */
export function plainLineSizeError(length: number, more = false, lineBreak = false): SudokuParseError {
  const characters = `${length} character${length === 1 ? '' : 's'}`;
  const got = !more
    ? `a line of ${characters}`
    : lineBreak
      ? `${characters} before the first line break (a puzzle is one line here; a classic grid of several lines is read by validate and solve)`
      : `${characters} before the first space`;
  return new SudokuParseError(
    'BAD_SIZE',
    `expected 16, 25, 36, 49, 64 or 81 givens (4×4 … 9×9), optionally followed by as many region labels (a jigsaw), or JSON or a link; got ${got}`,
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
