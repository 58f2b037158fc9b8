/**
 * A board given as a numeric grid: whitespace-separated numbers, any size, any line breaks.
 *
 *    1  . 12 16  .  3 …        numbers 1…N, `.` or `0` (also `00`) for an empty cell,
 *   10  .  .  4 …              N² of them in reading order; `|`, separator, blank and
 *                              `#` comment lines ignored
 *
 * Owns: reading such a text once `layout.ts` has chosen this form and the size (so every token
 * is known to be `.` or one or two digits, and their number to be N²), and its conflict check.
 * Does not own: the choice of form, wording.
 */

import { NO_CONFLICT, scanConflict, unpackConflict } from '../board/conflicts.js';
import type { Board } from '../board/sizes.js';
import { isSpace } from './chars.js';
import { classifyLine, CONTENT, lineEnd, nextLine } from './lines.js';
import { conflictError, countError, numberValueError } from './messages.js';

/** Whether a code unit ends a token. */
function isBreak(code: number): boolean {
  return code === 124 /* | */ || isSpace(code);
}

/**
 * Reads a numeric grid of box size n and checks it for conflicts.
 * @param text the text
 * @param firstLine the number of its first line
 * @param n box size
 * @returns the board
 * @throws SudokuParseError `BAD_VALUE` for a number past N, `CONFLICT` for a repeated digit
 *         (with the line of the second cell), `TOO_FEW_CELLS`/`TOO_MANY_CELLS` if the count
 *         is not N² after all
 */
export function readNumbers(text: string, firstLine: number, n: number): Board {
  const side = n * n;
  const count = side * side;
  const cells = new Uint8Array(count);
  const cellLines = new Int32Array(count);
  let k = 0;
  let start = 0;
  let line = firstLine;
  for (;;) {
    const end = lineEnd(text, start);
    if (classifyLine(text, start, end) === CONTENT) {
      let i = start;
      while (i < end) {
        if (isBreak(text.charCodeAt(i))) {
          i++;
          continue;
        }
        let j = i;
        let v = 0;
        for (; j < end && !isBreak(text.charCodeAt(j)); j++) {
          const digit = text.charCodeAt(j) - 48;
          if (digit >= 0 && digit <= 9) v = v * 10 + digit; // `.` leaves 0
        }
        if (k === count) throw countError(count + 1, count, 'numbers');
        if (v > side) throw numberValueError(text.slice(i, j), line, i - start + 1, k + 1, n);
        cells[k] = v;
        cellLines[k] = line;
        k++;
        i = j;
      }
    }
    if (end === text.length) break;
    start = nextLine(text, end);
    line++;
  }
  if (k !== count) throw countError(k, count, 'numbers');
  const packed = scanConflict(cells, 0, n);
  if (packed !== NO_CONFLICT) {
    const conflict = unpackConflict(packed, cells, 0);
    throw conflictError(conflict, n, cellLines[conflict.cells[1]], undefined);
  }
  return { n, cells };
}
