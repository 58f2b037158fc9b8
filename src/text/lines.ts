/**
 * Lines of a text: where each line ends, what kind of line it is, and which lines of a bulk
 * file carry a puzzle.
 *
 * Owns: splitting on `\n`, `\r\n` or `\r`, the kinds of line, finding the first content line,
 * {@link onlyLine} and {@link isPuzzleLine}. Does not own: what the content of a line means (`layout.ts`,
 * `parse-line.ts`, `parse-text.ts`, `parse-numbers.ts`).
 *
 * Kinds of line (after leading whitespace):
 *
 *   blank       nothing                                           ignored
 *   comment     starts with #                                     ignored
 *   separator   only - + = | and whitespace, with a + or =,       ignored
 *               or no - at all
 *   dashes      only - | and whitespace, at least one -           a separator line, except on
 *                                                                 a board of side N when it is
 *               N² dashes (an empty one-line board) or N dashes none adjacent (a row of empty
 *               cells, `- - - | - - - | - - -` on 9×9); see {@link isDashContent}
 *   content     anything else
 */

import { show } from '../api/show.js';
import { serializable } from '../api/error-json.js';
import { isSpace } from './chars.js';

/** Kind of line: nothing but whitespace. */
export const BLANK = 0;
/** Kind of line: a `#` comment. */
export const COMMENT = 1;
/** Kind of line: a separator line (`------+-------`, `|   |`). */
export const SEPARATOR = 2;
/** Kind of line: only `-`, `|` and whitespace, at least one `-` (see {@link isDashContent}). */
export const DASHES = 3;
/** Kind of line: anything else. */
export const CONTENT = 4;

/** What {@link classifyLine} found on the last line it classified as {@link DASHES}. */
export const dashes = {
  /** Number of `-`. */
  count: 0,
  /** Whether two `-` stand next to each other. */
  adjacent: false,
  /** Whether the line, whitespace around it aside, is one unbroken run of `-`. */
  pure: false,
};

/** Index of the line break (`\r` or `\n`) ending the line that starts at `start`, or `text.length`. */
export function lineEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === 10 || code === 13) break;
    i++;
  }
  return i;
}

/** Start of the next line after the break at `end` (`\r\n` counts as one break). */
export function nextLine(text: string, end: number): number {
  return text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
}

/**
 * The kind of the line `text[start..end)` (see the table in the header). For {@link DASHES},
 * the facts about the dashes are left in {@link dashes}.
 * @param text the text
 * @param start index of the line's first character
 * @param end index past its last character
 */
export function classifyLine(text: string, start: number, end: number): number {
  let i = start;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  if (i === end) return BLANK;
  if (text.charCodeAt(i) === 35 /* # */) return COMMENT;
  let count = 0;
  let adjacent = false;
  let previousDash = false;
  let plusOrEquals = false;
  let bar = false;
  let firstDash = -1;
  let lastDash = -1;
  for (; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 45 /* - */) {
      count++;
      if (previousDash) adjacent = true;
      previousDash = true;
      if (firstDash < 0) firstDash = i;
      lastDash = i;
      continue;
    }
    previousDash = false;
    if (code === 43 /* + */ || code === 61 /* = */) plusOrEquals = true;
    else if (code === 124 /* | */) bar = true;
    else if (!isSpace(code)) return CONTENT;
  }
  if (plusOrEquals || count === 0) return SEPARATOR;
  dashes.count = count;
  dashes.adjacent = adjacent;
  dashes.pure = !bar && lastDash - firstDash + 1 === count;
  return DASHES;
}

/**
 * Whether a line of dashes is content on a board of side N: N² dashes (an empty one-line
 * board) or N dashes, none adjacent (a row of empty cells). Otherwise it is a separator line.
 * @param count number of `-`
 * @param adjacent whether two of them stand next to each other
 * @param side N
 */
export function isDashContent(count: number, adjacent: boolean, side: number): boolean {
  return count === side * side || (count === side && !adjacent);
}

/** Whether a line of the given kind, classified just now, is content on a board of side N. */
export function isContentLine(kind: number, side: number): boolean {
  return kind === CONTENT || (kind === DASHES && isDashContent(dashes.count, dashes.adjacent, side));
}

/** Where a text's first content line is, and whether another content line follows it. */
export interface FirstContent {
  /** Index of its first character. */
  readonly start: number;
  /** Index just past its last character. */
  readonly end: number;
  /** Its line number. */
  readonly line: number;
  /** True when a second content line exists (a multi-line grid, not a one-line board). */
  readonly several: boolean;
}

/**
 * Walks the lines of `text` to its first content line on a board of side N, and looks no
 * further than the second one.
 * @param text the text
 * @param firstLine the number of the text's first line
 * @param side N
 * @returns null when no line is content
 */
export function firstContentLine(text: string, firstLine: number, side: number): FirstContent | null {
  let start = 0;
  let line = firstLine;
  let found: { start: number; end: number; line: number } | null = null;
  for (;;) {
    const end = lineEnd(text, start);
    if (isContentLine(classifyLine(text, start, end), side)) {
      if (found !== null) return { ...found, several: true };
      found = { start, end, line };
    }
    if (end === text.length) break;
    start = nextLine(text, end);
    line++;
  }
  return found === null ? null : { ...found, several: false };
}

/**
 * The number and kind of a text's only line, or undefined when the text has several lines (a
 * line break at its end starts no other line).
 * @param text the text
 * @param firstLine the number of the text's first line
 */
export function onlyLine(text: string, firstLine: number): { line: number; kind: number } | undefined {
  const end = lineEnd(text, 0);
  if (end < text.length && nextLine(text, end) < text.length) return undefined;
  return { line: firstLine, kind: classifyLine(text, 0, end) };
}

/**
 * Whether a line of a bulk file carries a puzzle (and so gets a verdict): false for blank lines
 * and for lines whose first non-whitespace character is `#` (comments); true otherwise, even for
 * lines that will then fail to parse.
 * @param text one line
 * @example
 * ```ts
 * import { isPuzzleLine } from 'sudoku-wasm';
 *
 * ['# a comment', '', '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......', 'not a puzzle'].map(isPuzzleLine); // → [false, false, true, true]
 * ```
 * @category Text and boards
 */
export function isPuzzleLine(text: string): boolean {
  if (typeof text !== 'string') throw serializable(new TypeError(`sudoku-wasm: isPuzzleLine: expected one line of text (a string), got ${show(text)}`));
  let i = 0;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i < text.length && text.charCodeAt(i) !== 35; // '#'
}
