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

/** Parses any supported board. @throws {SudokuParseError} */
export function parseAny(input: unknown, options?: SolveOptions): Board {
  const size = options?.size;
  if (size !== undefined && size !== 3 && size !== 9) {
    return parseBoard(input as PuzzleInput, { size, alphabet: options?.alphabet });
  }
  try {
    return { n: 3, cells: parsePuzzle(input as PuzzleInput) };
  } catch (error) {
    const countWrong =
      error instanceof SudokuParseError && (error.code === 'TOO_FEW_CELLS' || error.code === 'TOO_MANY_CELLS');
    if (size !== undefined || !countWrong) throw error;
    let other: Board | undefined;
    try {
      other = parseBoard(input as PuzzleInput, { alphabet: options?.alphabet });
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
