/**
 * The grid text layer: reading and writing 9×9 puzzles, and finding repeated digits.
 *
 * Owns: the public surface of `src/grid/` (this barrel re-exports it; the factories in
 * `errors.ts` and the packed scan in `conflicts.ts` stay internal). A grid is a `Uint8Array(81)`
 * of values 0–9 in reading order (r1c1 … r9c9), 0 = empty.
 */

export { SudokuParseError } from './errors';
export type { ParseErrorCode, ParseErrorDetails, ParseErrorJSON } from './errors';
export { findConflict } from './conflicts';
export type { Conflict, House } from './conflicts';
export { isPuzzleLine, parsePuzzle, tryParseLine } from './parse';
export type { ParseOptions } from './parse';
export { formatGrid, formatLine } from './format';
export type { FormatGridOptions } from './format';
