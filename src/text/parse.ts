/**
 * The entry points for reading one board: {@link parsePuzzle} (9×9) and {@link parseBoard}
 * (any size), two doors into the same readers.
 *
 * Owns: the options (size, alphabet, first line number) and the dispatch on the kind of input.
 * Does not own the formats: text (`layout.ts`, `parse-text.ts`, `parse-numbers.ts`), arrays
 * (`parse-array.ts`), alphabets (`alphabet.ts`).
 *
 *   parsePuzzle: the size is 9×9 and the alphabet 'digits', so no layout is chosen
 *
 *   "53..7....6..195...…"                    one line of 81 cells: 1-9 givens, . 0 - _ empty
 *   "5 3 . | . 7 . | . . .\n…"               9 rows of 9 cells; | and spaces ignored; separator,
 *                                            blank and # comment lines skipped
 *   [5, 3, 0, 0, 7, …] / Uint8Array          81 integers 0–9
 *
 *   parseBoard: size and form from the text unless given (`layout.ts`)
 *
 *   "1.3..4.2.1.32.4."                       one line of N² symbols (here 4×4)
 *   "1 . | 3 .\n. 4 | . 2\n…"                N rows of N symbols, | - + = separators optional
 *   "12 . 3 16 …"                            N² numbers, `.`/`0` empty, line breaks anywhere
 *   [1, 0, 3, 0, …] / Uint8Array              N² integers 0…N
 */

import { checkKeys, keysOf, namingCall, showNumber } from '../api/options.js';
import { boxSizeOfSide, boxSizeOption } from '../board/sizes.js';
import type { Board } from '../board/sizes.js';
import { checkAlphabet, checkAlphabetFits } from './alphabet.js';
import type { BoardAlphabet } from './alphabet.js';
import { typeError } from './messages.js';
import { isCellArray, parseArray } from './parse-array.js';
import { parseBoardText, parsePuzzleText } from './parse-text.js';

/**
 * Options of {@link parsePuzzle}.
 * @category Text and boards
 */
export interface ParseOptions {
  /**
   * Line number of the input's first line in its source, used in errors (default 1). Lines of a
   * multi-line text are counted from it. Ignored for arrays.
   */
  line?: number | undefined;
}

/**
 * Options of {@link parseBoard}.
 * @category Text and boards
 */
export interface ParseBoardOptions {
  /**
   * The board's size, when it should not be inferred from the number of cells: a box size
   * (2, 3, 5, 6, 7, 8) or a side (9, 16, 25, 36, 49, 64). `4` is refused as ambiguous: pass 2
   * for 4×4 or 16 for 16×16. Default: inferred (16 cells → 4×4, 81 → 9×9, 256 → 16×16, …).
   */
  size?: number | undefined;
  /**
   * How symbols are read (see `alphabet.ts`): 'alnum' (default: 1-9, A-Z, a-z, @ $ %),
   * 'hex' (0-F for 1-16, boards up to 16×16), 'auto' ('alnum', but hex or alnum on 16×16 by
   * the symbols present), or a custom string of the N symbols for 1…N (which fixes the size).
   * Numeric grids are read only with 'alnum' and 'auto'.
   */
  alphabet?: BoardAlphabet | undefined;
  /** Line number of the input's first line, used in errors (default 1). Ignored for arrays. */
  line?: number | undefined;
}

const PARSE_KEYS = keysOf<ParseOptions>()({ line: true });
const PARSE_BOARD_KEYS = keysOf<ParseBoardOptions>()({ size: true, alphabet: true, line: true });

/** The `line` option, checked. */
function firstLineOf(options: { line?: number } | undefined): number {
  const firstLine = options?.line ?? 1;
  if (!Number.isSafeInteger(firstLine) || firstLine < 1) {
    // a slip of type a TypeError, a number out of range a RangeError (as every option's)
    throw new (typeof firstLine === 'number' ? RangeError : TypeError)(`expected options.line to be a positive integer, got ${showNumber(firstLine)}`);
  }
  return firstLine;
}

/**
 * Parses one puzzle and checks that no digit repeats in a row, column or box.
 *
 * Strings: one line of 81 cells (surrounding whitespace and trailing fields after whitespace
 * allowed), or a multi-line grid of 9 rows of 9 cells (with or without `|` `-` `+` `=`
 * separators and spaces; blank and `#` comment lines ignored). Arrays and typed arrays:
 * 81 integers 0–9.
 *
 * @param input the puzzle
 * @param options see {@link ParseOptions}
 * @returns a new `Uint8Array(81)` in reading order, 0 = empty
 * @throws SudokuParseError for the first problem found: `EMPTY`, `TOO_FEW_CELLS`,
 *         `TOO_MANY_CELLS`, `BAD_CHAR`, `BAD_VALUE`, `BAD_TYPE` or `CONFLICT`
 * @throws RangeError when `options.line` is a number but not a positive integer ({TypeError} when it is no number)
 * @example
 * ```ts
 * import { parsePuzzle } from 'sudoku-wasm';
 *
 * const cells = parsePuzzle('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
 * [cells.length, cells[0], cells[1]]; // → [81, 4, 0]
 * ```
 * @category Text and boards
 */
export function parsePuzzle(input: string | ArrayLike<number>, options?: ParseOptions): Uint8Array {
  return namingCall('parsePuzzle', () => {
    checkKeys(options, PARSE_KEYS, 'parsePuzzle');
    const firstLine = firstLineOf(options);
    if (typeof input === 'string') return parsePuzzleText(input, firstLine);
    if ((input as unknown) instanceof String) return parsePuzzleText(String(input), firstLine);
    if (isCellArray(input)) return parseArray(input, 3, 'puzzle').cells;
    throw typeError(input, 'puzzle');
  });
}

/**
 * Parses one board of any size (4×4 to 64×64) and checks that no digit repeats in a row,
 * column or box.
 *
 * Strings: one line of N² symbols (surrounding whitespace and trailing fields after whitespace
 * allowed); a grid of N rows of N symbols (with or without spaces and `|` `-` `+` `=`
 * separators; blank and `#` comment lines ignored); or N² whitespace-separated numbers with
 * `.` or `0` for empty cells, line breaks anywhere. Arrays and typed arrays: N² integers 0…N.
 * How the form and the size are told apart is in `layout.ts`; for 9×9 input that `parsePuzzle`
 * accepts the result is the same as its.
 *
 * @param input the board
 * @param options see {@link ParseBoardOptions}
 * @returns `{ n, cells }` with a new `Uint8Array(N²)` in reading order, 0 = empty
 * @throws SudokuParseError for the first problem found: `EMPTY`, `TOO_FEW_CELLS`,
 *         `TOO_MANY_CELLS`, `BAD_SIZE`, `BAD_CHAR`, `BAD_VALUE`, `BAD_TYPE`, `AMBIGUOUS` or
 *         `CONFLICT`
 * @throws RangeError for a bad `line` or `size`, or a size the alphabet cannot write (a
 *   `line` or `size` that is no number: {TypeError})
 * @throws TypeError when `options.alphabet` is not a string
 * @example
 * ```ts
 * import { parseBoard } from 'sudoku-wasm';
 *
 * const board = parseBoard('1...' + '.'.repeat(12)); // 16 cells: a 4×4 board, box size 2
 * [board.n, board.cells.length, board.cells[0]]; // → [2, 16, 1]
 * ```
 * @category Text and boards
 */
export function parseBoard(input: string | ArrayLike<number>, options?: ParseBoardOptions): Board {
  return namingCall('parseBoard', () => readBoard(input, options));
}

/**
 * {@link parseBoard} with its errors as the checks word them, for the reader of other calls
 * (`parseAny`: the call that reads names itself, or nothing does). With `nineAsPuzzle`, a 9×9
 * board in any alphabet is read as {@link parsePuzzle} reads it (digits; a letter is `BAD_CHAR`,
 * not a digit too large): the CLI's grids, read as its 9×9 lines are.
 */
export function readBoard(input: string | ArrayLike<number>, options?: ParseBoardOptions, nineAsPuzzle = false): Board {
  checkKeys(options, PARSE_BOARD_KEYS, 'parseBoard');
  const firstLine = firstLineOf(options);
  let given = options?.size === undefined ? undefined : boxSizeOption(options.size, 'options.size');
  const alphabet = checkAlphabet(options?.alphabet ?? 'alnum', 'options.alphabet');
  if (alphabet !== 'alnum' && alphabet !== 'auto' && alphabet !== 'hex') {
    const n = boxSizeOfSide(alphabet.length) as number; // checkAlphabet allows only board sides
    if (given !== undefined && given !== n) checkAlphabetFits(alphabet, given * given, 'options.alphabet');
    given = n;
  } else if (given !== undefined) {
    checkAlphabetFits(alphabet, given * given, 'options.alphabet');
  }
  if (typeof input === 'string') return parseBoardText(input, firstLine, alphabet, given, nineAsPuzzle);
  if ((input as unknown) instanceof String) return parseBoardText(String(input), firstLine, alphabet, given, nineAsPuzzle);
  if (isCellArray(input)) return parseArray(input, given, 'board');
  throw typeError(input, 'board');
}
