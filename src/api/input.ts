/**
 * From caller input to a board of any size (a solved board back to text: ./board-text.ts).
 *
 * Owns: the rule that 9×9 input goes through the 9×9 parser (its messages talk about 81
 * cells) and that other sizes are tried when, and only when, the cell count says 9×9 is not
 * what the caller meant: the 9×9 reader's count, or, when it stopped at a character it does
 * not read (a letter in a 16×16 grid's first row), the board reader's. Other sizes are read and
 * written through the any-size slot of ./parts.ts, so a page that only solves 9×9 puzzles does
 * not carry their text layer; where
 * the slot is empty (`sudoku-wasm/url` before `useAllSizes()`), a board that is surely of
 * another size gets an error saying to call it, and a 9×9 error about the cell count says
 * that only 9×9 is read.
 */
import type { Board } from '../board/index.js';
import { parsePuzzle } from '../text/parse.js';
import { parsePuzzleText } from '../text/parse-text.js';
import { SudokuParseError } from '../text/parse-error.js';
import { noteError } from '../text/messages.js';
import { allSizes, allSizesIfLoaded } from './parts.js';
import type { PuzzleInput, SolveOptions } from './types.js';
import { isVariantInput, isVariantPuzzle, readVariant } from './variant.js';
import type { VariantPuzzle } from '../variant/model.js';

/** Cell counts of the boards other than 9×9: a one-line input of this length is that size. */
export const OTHER_COUNTS = new Set([16, 256, 625, 1296, 2401, 4096]);

/**
 * Reads any puzzle the solving calls take: a classic board of any size, or a variant puzzle (a
 * model, f-puzzles JSON or object, a link, a jigsaw line: ./variant.ts), whose classic 9×9
 * form comes back as a board. `line` numbers the input's first line in errors.
 *
 * `scratch` (81 bytes), when given, holds the cells of a 9×9 board read from text instead of a
 * new array: for a caller that is done with the board before it returns (a new
 * `Uint8Array(81)` costs more than reading the line: V8 gives a typed array over 64 bytes a
 * store of its own).
 * @throws {SudokuParseError}
 */
export function readInput(input: unknown, options?: SolveOptions, line = 1, scratch?: Uint8Array): Board | VariantPuzzle {
  if (isVariantInput(input)) return readVariant(input, typeof input === 'string' ? line : undefined, scratch, options?.size);
  return parseClassic(input, options, line, scratch);
}

/**
 * Parses a classic board of any size for the calls that take classic puzzles only (the logic
 * layer, backtracking); a variant input is read too when its rules are the classic ones.
 * `line` numbers the input's first line in errors.
 * @throws {SudokuParseError}
 * @throws {RangeError} for a variant puzzle with rules beyond rows, columns and boxes
 */
export function parseAny(input: unknown, options?: SolveOptions, line = 1): Board {
  const read = readInput(input, options, line);
  if (isVariantPuzzle(read)) {
    throw new RangeError('sudoku-wasm: this call takes classic puzzles; variant rules are solved by solve, validate, countSolutions and the other search calls');
  }
  return read;
}

/**
 * Parses a classic board of any size, never a variant puzzle: for the first field of a line
 * that is no variant line (a jigsaw line's givens and labels followed by a trailing field are a
 * classic field of 2·N² cells, as the WebAssembly core's line scanner reads them). `line`
 * numbers the input's first line in errors.
 * @throws {SudokuParseError}
 */
export function parseClassicField(input: string, options?: SolveOptions, line = 1): Board {
  return parseClassic(input, options, line, undefined);
}

/** Parses a classic board of any size (the text layer); a 9×9 line's cells go into `scratch` when given. */
function parseClassic(input: unknown, options: SolveOptions | undefined, line: number, scratch: Uint8Array | undefined): Board {
  const size = options?.size;
  if (size !== undefined && size !== 3 && size !== 9) {
    return allSizes(`size ${String(size)}`).parseBoard(input as PuzzleInput, { size, alphabet: options?.alphabet, line });
  }
  const length = typeof input === 'string' && size === undefined ? input.trim().length : 0;
  if (OTHER_COUNTS.has(length)) {
    const n = Math.round(Math.sqrt(Math.sqrt(length)));
    const text = allSizes(`a line of ${length} cells (a ${n * n}×${n * n} board)`);
    try {
      return text.parseBoard(input as string, { alphabet: options?.alphabet, line }); // its errors speak of the right size
    } catch (error) {
      if (!(error instanceof SudokuParseError)) throw error;
      throw text.inferredSizeError(error, n);
    }
  }
  try {
    const cells = scratch !== undefined && typeof input === 'string' ? parsePuzzleText(input, line, scratch) : parsePuzzle(input as PuzzleInput, { line });
    return { n: 3, cells };
  } catch (error) {
    const countWrong =
      error instanceof SudokuParseError && (error.code === 'TOO_FEW_CELLS' || error.code === 'TOO_MANY_CELLS');
    // a letter stops the 9×9 reader before it counts: the board reader may count another size
    const charWrong = error instanceof SudokuParseError && error.code === 'BAD_CHAR';
    if (size !== undefined || !(countWrong || charWrong)) throw error;
    const text = allSizesIfLoaded();
    if (text === undefined) {
      throw countWrong ? noteError(error, ' (only 9×9 is read: call useAllSizes() once to read boards of every size)') : error;
    }
    let other: Board | undefined;
    try {
      other = text.parseBoard(input as PuzzleInput, { alphabet: options?.alphabet, line });
    } catch {
      // not another size either: the 9×9 message is the clearer one
    }
    if (other && other.n !== 3) return other;
    throw error;
  }
}
