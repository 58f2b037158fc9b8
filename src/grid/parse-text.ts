/**
 * A puzzle given as text: one line of 81 cells, or a multi-line grid of 9 rows.
 *
 * Owns: splitting text into lines (`\n`, `\r\n` or `\r`), telling content lines from blank,
 * comment and separator lines, and reading a 9-row grid. Does not own: the one-line format
 * itself (`parse-line.ts`), conflict rules (`conflicts.ts`) or wording (`errors.ts`).
 *
 * Kinds of line (after leading whitespace):
 *
 *   blank       nothing                                       ignored
 *   comment     starts with #                                 ignored
 *   separator   only - + = | and whitespace                   ignored, with two exceptions that
 *               are content: exactly 81 `-` and no + or = (an empty one-line puzzle), and
 *               exactly 9 `-`, none adjacent, no + or = (`- - - | - - - | - - -`, an empty row)
 *   content     anything else
 *
 * One content line is read as a one-line puzzle (trailing fields allowed). Two or more are read
 * as a grid: exactly 9 content lines of exactly 9 cells each, where `|` and whitespace between
 * cells are ignored and `-` is an empty cell, as in
 *
 *   5 3 . | . 7 . | . . .
 *   6 . . | 1 9 5 | . . .
 *   ------+-------+------
 *   …
 *
 * Every line is scanned a bounded number of times and scanning stops at the first problem, so
 * the work is linear in the length of the text.
 */

import { cellValue, charAt, firstContentLine, isSpace, lineEnd, nextLine } from './chars';
import { scanConflict, NO_CONFLICT, unpackConflict } from './conflicts';
import { badCharError, conflictError, emptyTextError, rowCountError, rowsCountError } from './errors';
import { readLine } from './parse-line';

const BLANK = 0;
const COMMENT = 1;
const SEPARATOR = 2;
const CONTENT = 3;
/** A separator line of exactly 9 `-` (adjacent) and no `+`/`=`: maybe a row of empty cells. */
const DASH_SEPARATOR = 4;

/** The kind of the line `text[start..end)` (see the table in the header). */
function classify(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  if (i === end) return BLANK;
  if (text.charCodeAt(i) === 35 /* # */) return COMMENT;
  let dashes = 0;
  let plusOrEquals = false;
  let adjacent = false;
  let previousDash = false;
  for (; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 45 /* - */) {
      dashes++;
      if (previousDash) adjacent = true;
      previousDash = true;
      continue;
    }
    previousDash = false;
    if (code === 43 /* + */ || code === 61 /* = */) plusOrEquals = true;
    else if (code !== 124 /* | */ && !isSpace(code)) return CONTENT;
  }
  if (plusOrEquals) return SEPARATOR;
  if (dashes === 81 || (dashes === 9 && !adjacent)) return CONTENT;
  return dashes === 9 ? DASH_SEPARATOR : SEPARATOR;
}

/**
 * Parses a puzzle given as text (see the header for the formats), checking for conflicts.
 * @param text the text
 * @param firstLine the number to give the text's first line in errors
 * @returns the 81 cells
 * @throws SudokuParseError on the first problem found
 */
export function parseText(text: string, firstLine: number): Uint8Array {
  if (text.length === 0) throw emptyTextError(false);

  const content = firstContentLine(text, firstLine, (start, end) => classify(text, start, end) === CONTENT);
  if (content === null) throw emptyTextError(true);

  const out = new Uint8Array(81);
  if (!content.several) {
    const error = readLine(text, content.start, content.end, out, 0, content.line);
    if (error !== null) throw error;
    const packed = scanConflict(out, 0);
    if (packed !== NO_CONFLICT) throw conflictError(unpackConflict(packed), content.line);
    return out;
  }
  readGrid(text, content.start, content.line, out);
  return out;
}

/**
 * Reads 9 rows of 9 cells starting at the first content line, then checks for conflicts.
 * @throws SudokuParseError on the first problem found
 */
function readGrid(text: string, start: number, firstLine: number, out: Uint8Array): void {
  const rowLines = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  let rows = 0;
  let dashLine: number | undefined;
  let line = firstLine;
  for (;;) {
    const end = lineEnd(text, start);
    const kind = classify(text, start, end);
    if (kind === CONTENT) {
      if (rows === 9) throw rowsCountError(10 + countContentLines(text, end), line);
      readRow(text, start, end, out, rows, line);
      rowLines[rows++] = line;
    } else if (kind === DASH_SEPARATOR && dashLine === undefined) {
      dashLine = line;
    }
    if (end === text.length) break;
    start = nextLine(text, end);
    line++;
  }
  if (rows < 9) throw rowsCountError(rows, undefined, dashLine);

  const packed = scanConflict(out, 0);
  if (packed !== NO_CONFLICT) {
    const conflict = unpackConflict(packed);
    throw conflictError(conflict, rowLines[Math.floor(conflict.cells[1] / 9)]);
  }
}

/** Number of content lines after the line break at `end` (used only to report too many rows). */
function countContentLines(text: string, end: number): number {
  let count = 0;
  while (end < text.length) {
    const start = nextLine(text, end);
    end = lineEnd(text, start);
    if (classify(text, start, end) === CONTENT) count++;
  }
  return count;
}

/**
 * Reads row `row` (0-based) of a grid from the content line `text[start..end)`.
 * @throws SudokuParseError for a bad character or a row without exactly 9 cells
 */
function readRow(text: string, start: number, end: number, out: Uint8Array, row: number, line: number): void {
  const base = row * 9;
  let n = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 124 /* | */ || isSpace(code)) continue;
    const v = cellValue(code);
    if (v < 0) {
      throw n < 9
        ? badCharError(charAt(text, i), line, i - start + 1, 'row', base + n + 1)
        : badCharError(charAt(text, i), line, i - start + 1, 'after-row', base + 9);
    }
    if (n === 9) throw rowCountError(row + 1, 9 + countRowCells(text, i, end), line);
    out[base + n] = v;
    n++;
  }
  if (n < 9) throw rowCountError(row + 1, n, line);
}

/** Cells from `i` up to the end of the row or the first bad character (to report too many cells). */
function countRowCells(text: string, i: number, end: number): number {
  let count = 0;
  for (; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 124 || isSpace(code)) continue;
    if (cellValue(code) < 0) break;
    count++;
  }
  return count;
}
