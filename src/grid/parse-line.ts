/**
 * The one-line puzzle format, the hot path of bulk files: 81 cell characters on one line.
 *
 * Owns: reading one line into 81 bytes of a caller's buffer without allocating, and deciding
 * which lines of a bulk file carry a puzzle. Does not own: multi-line grids (`parse-text.ts`),
 * wording of errors (`errors.ts`), or splitting a file into lines (the bulk reader does that).
 *
 * Grammar of a line (character classes in `chars.ts`):
 *
 *   line  = ws* cells (ws+ any*)? ws*        cells = exactly 81 of [1-9 . 0 - _]
 *
 * so a trailing `\r`, surrounding whitespace and trailing fields (`<81 cells> 11.9/11.9/10.5`)
 * are all accepted. The first problem in reading order is reported, and each character is looked
 * at most once, so a 10 MB line of junk costs one pass at worst and usually stops at column 1.
 *
 * (measured: `tryParseLine` over the 49,158 lines of 17_clue.txt takes about 38 ms once warm,
 * ≈ 0.8 µs per line including the conflict scan, with heap use flat across runs; Node 20.20,
 * 2 cores, shared machine.)
 */

import { cellValue, charAt, isSpace } from './chars';
import { scanConflict, NO_CONFLICT, unpackConflict } from './conflicts';
import { badCharError, cellCountError, conflictError, emptyLineError } from './errors';
import type { SudokuParseError } from './errors';

/**
 * Reads the one-line puzzle in `text[start..end)` into `out[offset..offset+80]`. No conflict
 * check. On error the 81 output bytes hold whatever was read so far.
 * @param text the text holding the line
 * @param start index of the line's first character
 * @param end index just past the line's last character
 * @param out destination; the caller guarantees `offset + 81 <= out.length`
 * @param offset index in `out` of r1c1
 * @param line 1-based line number for errors, when known
 * @returns null on success (nothing allocated), else the error
 */
export function readLine(
  text: string,
  start: number,
  end: number,
  out: Uint8Array,
  offset: number,
  line: number | undefined,
): SudokuParseError | null {
  let i = start;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  if (i === end) return emptyLineError(line);

  let n = 0;
  for (; i < end; i++) {
    const v = cellValue(text.charCodeAt(i));
    if (v < 0) break;
    if (n === 81) return cellCountError(81 + countCells(text, i, end), line);
    out[offset + n] = v;
    n++;
  }
  if (i === end) return n === 81 ? null : cellCountError(n, line);

  const code = text.charCodeAt(i);
  if (!isSpace(code)) {
    return n < 81
      ? badCharError(charAt(text, i), line, i - start + 1, 'line', n + 1)
      : badCharError(charAt(text, i), line, i - start + 1, 'after-line', 81);
  }
  if (n === 81) return null; // whatever follows the whitespace is a trailing field
  const space = i;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  return cellCountError(n, line, i < end ? space - start + 1 : undefined);
}

/** Number of consecutive cell characters from `i` (used only to report TOO_MANY_CELLS). */
function countCells(text: string, i: number, end: number): number {
  let j = i;
  while (j < end && cellValue(text.charCodeAt(j)) >= 0) j++;
  return j - i;
}

/**
 * Parses one line holding one puzzle (bulk files: one puzzle per line) into
 * `out[offset..offset+80]`, then checks it for conflicts. Allocates nothing on success.
 *
 * Accepts `1`–`9` as givens and `.` `0` `-` `_` as empty cells; surrounding whitespace (a
 * trailing `\r` included); and trailing fields after whitespace that follows exactly 81 cells.
 * Only the first problem is reported. On error, the 81 output bytes are unspecified.
 *
 * @param text one line (without its `\n`; a `\r` is fine)
 * @param out destination buffer, e.g. a batch of n × 81 cells
 * @param offset index in `out` where r1c1 goes
 * @param line 1-based line number to put in errors, when known
 * @returns null on success; otherwise a {@link SudokuParseError} with code `EMPTY`,
 *          `TOO_FEW_CELLS`, `TOO_MANY_CELLS`, `BAD_CHAR` or `CONFLICT` (returned, not thrown)
 * @throws TypeError when `text` is not a string or `out` not a Uint8Array
 * @throws RangeError when `out` has no room for 81 cells at `offset`
 */
export function tryParseLine(
  text: string,
  out: Uint8Array,
  offset: number,
  line?: number,
): SudokuParseError | null {
  if (typeof text !== 'string') throw new TypeError(`expected text to be a string, got ${typeof text}`);
  if (!(out instanceof Uint8Array)) throw new TypeError(`expected out to be a Uint8Array, got ${typeof out}`);
  if (!Number.isInteger(offset) || offset < 0 || offset + 81 > out.length) {
    throw new RangeError(
      out.length < 81
        ? `expected out to have room for 81 cells, got length ${out.length}`
        : `expected offset to be an integer from 0 to ${out.length - 81}, got ${offset}`,
    );
  }
  const error = readLine(text, 0, text.length, out, offset, line);
  if (error !== null) return error;
  const packed = scanConflict(out, offset);
  return packed === NO_CONFLICT ? null : conflictError(unpackConflict(packed), line);
}

/**
 * Whether a line of a bulk file carries a puzzle (and so gets a verdict): false for blank lines
 * and for lines whose first non-whitespace character is `#` (comments); true otherwise, even for
 * lines that will then fail to parse.
 * @param text one line
 */
export function isPuzzleLine(text: string): boolean {
  let i = 0;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i < text.length && text.charCodeAt(i) !== 35; // '#'
}
