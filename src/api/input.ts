/**
 * From caller input to a board of any size, and from a solved board back to text.
 *
 * Owns: the rule that 9×9 input goes through the 9×9 parser (its messages talk about 81
 * cells) and that other sizes are tried when, and only when, the cell count says 9×9 is not
 * what the caller meant.
 */
import { formatBoard, parseBoard, type Board } from '../board/index';
import { parsePuzzle, SudokuParseError } from '../grid/index';
import { digitsToString } from './digits';
import type { PuzzleInput, SolveOptions } from './types';

/** Cell counts of the boards other than 9×9: a one-line input of this length is that size. */
export const OTHER_COUNTS = new Set([16, 256, 625, 1296, 2401, 4096]);

/**
 * Parses any supported board; `line` numbers the input's first line in errors.
 * @throws {SudokuParseError}
 */
export function parseAny(input: unknown, options?: SolveOptions, line = 1): Board {
  const size = options?.size;
  if (size !== undefined && size !== 3 && size !== 9) {
    return parseBoard(input as PuzzleInput, { size, alphabet: options?.alphabet, line });
  }
  if (typeof input === 'string' && size === undefined && OTHER_COUNTS.has(input.trim().length)) {
    return parseBoard(input, { alphabet: options?.alphabet, line }); // its errors speak of the right size
  }
  try {
    return { n: 3, cells: parsePuzzle(input as PuzzleInput, { line }) };
  } catch (error) {
    const countWrong =
      error instanceof SudokuParseError && (error.code === 'TOO_FEW_CELLS' || error.code === 'TOO_MANY_CELLS');
    if (size !== undefined || !countWrong) throw error;
    let other: Board | undefined;
    try {
      other = parseBoard(input as PuzzleInput, { alphabet: options?.alphabet, line });
    } catch {
      // not another size either: the 9×9 message is the clearer one
    }
    if (other && other.n !== 3) return other;
    throw error;
  }
}

/** A solved board as one line of text: digits for 9×9, the board alphabet for other sizes. */
export function boardText(n: number, cells: Uint8Array, options?: SolveOptions): string {
  if (n === 3) return digitsToString(cells);
  const alphabet = options?.alphabet === undefined || options.alphabet === 'auto' ? 'alnum' : options.alphabet;
  return formatBoard({ n, cells }, { style: 'line', alphabet });
}
