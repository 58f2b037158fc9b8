/**
 * The text layer: reading and writing Sudoku boards of every size, 4×4 to 64×64 (box size
 * n = 2…8), 9×9 puzzles being the n = 3 case of the same readers and writers.
 *
 * Owns: the public surface of `src/text/` (this barrel re-exports it; layout rules, decode
 * tables, the byte door and the message factories stay internal). Reading gives a board
 * `{ n, cells }` (`src/board/`), or for the 9×9 puzzle functions its `Uint8Array(81)`; every
 * problem is a {@link SudokuParseError}.
 *
 *   file              owns
 *   ────────────────  ─────────────────────────────────────────────────────────────────────
 *   parse.ts          parsePuzzle, parseBoard: options and dispatch on the kind of input
 *   parse-line.ts     the one-line reader (from strings, and from UTF-8 bytes for bulk 9×9),
 *                     tryParseLine, tryParseBoardLine
 *   parse-text.ts     one-line and grid text once the size is known; the conflict check
 *   layout.ts         which form and size a board text has (parseBoard only)
 *   parse-numbers.ts  numeric grids
 *   parse-array.ts    arrays of numbers
 *   lines.ts          line breaks, kinds of line, isPuzzleLine
 *   alphabet.ts       which character stands for which digit
 *   chars.ts          whitespace, quoting a character
 *   parse-error.ts    SudokuParseError and its codes
 *   messages.ts       the wording of each error
 *   format.ts         formatLine, formatGrid, formatBoard
 */

export { SudokuParseError } from './parse-error.js';
export type { ParseErrorCode, ParseErrorDetails, ParseErrorJSON } from './parse-error.js';
export { ALNUM_SYMBOLS, HEX_SYMBOLS, symbolOf } from './alphabet.js';
export type { BoardAlphabet } from './alphabet.js';
export { parseBoard, parsePuzzle } from './parse.js';
export type { ParseBoardOptions, ParseOptions } from './parse.js';
export { tryParseBoardLine, tryParseLine } from './parse-line.js';
export { isPuzzleLine } from './lines.js';
export { formatBoard, formatGrid, formatLine } from './format.js';
export type { BoardStyle, FormatBoardOptions, FormatGridOptions } from './format.js';
