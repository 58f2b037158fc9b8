/**
 * The board text layer: reading and writing Sudoku boards of every size, 4×4 to 64×64
 * (box size n = 2…8), and finding repeated digits.
 *
 * Owns: the public surface of `src/board/` (this barrel re-exports it; layout rules, decode
 * tables, packed scans and error factories stay internal). A board is `{ n, cells }`: box size n
 * and a `Uint8Array(N²)` of values 0…N in reading order (N = n², 0 = empty). Errors are the
 * `SudokuParseError` of `src/grid/`, with the same codes and two more (`BAD_SIZE`, `AMBIGUOUS`).
 */

export { boxSizeOfCellCount, boxSizeOfSide, MAX_BOX, MIN_BOX } from './sizes';
export type { Board } from './sizes';
export { ALNUM_SYMBOLS, HEX_SYMBOLS, symbolOf } from './alphabet';
export type { BoardAlphabet } from './alphabet';
export { findBoardConflict } from './conflicts';
export type { BoardConflict } from './conflicts';
export { parseBoard } from './parse';
export type { ParseBoardOptions } from './parse';
export { tryParseBoardLine } from './parse-line';
export { formatBoard } from './format';
export type { BoardStyle, FormatBoardOptions } from './format';
