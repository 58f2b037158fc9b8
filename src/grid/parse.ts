/**
 * The public parsing entry points of the grid text layer.
 *
 * Owns: {@link parsePuzzle}, which dispatches on the kind of input, and the re-export of the
 * bulk-file pieces {@link tryParseLine} and {@link isPuzzleLine}. Does not own the formats
 * themselves: one-line puzzles (`parse-line.ts`), multi-line text (`parse-text.ts`), arrays of
 * numbers (`parse-array.ts`).
 *
 * Accepted input, in short (details in each module's header):
 *
 *   "53..7....6..195...…"              one line of 81 cells: 1-9 givens, . 0 - _ empty
 *   "5 3 . | . 7 . | . . .\n…"        9 rows of 9 cells; | and spaces ignored; separator,
 *                                     blank and # comment lines skipped
 *   [5, 3, 0, 0, 7, …] / Uint8Array   81 integers 0–9
 */

import { badTypeError } from './errors';
import { isCellArray, parseCells } from './parse-array';
import { parseText } from './parse-text';

export { isPuzzleLine, tryParseLine } from './parse-line';

/** Options of {@link parsePuzzle}. */
export interface ParseOptions {
  /**
   * Line number of the input's first line in its source, used in errors (default 1). Lines of a
   * multi-line text are counted from it. Ignored for arrays.
   */
  line?: number;
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
 * @throws RangeError when `options.line` is not a positive integer
 */
export function parsePuzzle(input: string | ArrayLike<number>, options?: ParseOptions): Uint8Array {
  const firstLine = options?.line ?? 1;
  if (!Number.isSafeInteger(firstLine) || firstLine < 1) {
    throw new RangeError(`expected options.line to be a positive integer, got ${String(firstLine)}`);
  }
  if (typeof input === 'string') return parseText(input, firstLine);
  if ((input as unknown) instanceof String) return parseText(String(input), firstLine);
  if (isCellArray(input)) return parseCells(input);
  throw badTypeError(input);
}
