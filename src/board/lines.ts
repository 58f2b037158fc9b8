/**
 * Lines of a board text: where each line ends and what kind of line it is.
 *
 * Owns: splitting on `\n`, `\r\n` or `\r`, and the kinds of line. Does not own: what the
 * content of a line means (`layout.ts`, `parse-text.ts`, `parse-numbers.ts`).
 *
 * Kinds of line (after leading whitespace), as in `src/grid/parse-text.ts`:
 *
 *   blank       nothing                                           ignored
 *   comment     starts with #                                     ignored
 *   separator   only - + = | and whitespace, with a + or =,       ignored
 *               or no - at all
 *   dashes      only - | and whitespace, at least one -           a separator line, except on
 *                                                                 a board of side N when it is
 *               N² dashes (an empty one-line board) or N dashes none adjacent (a row of empty
 *               cells, `- - - | - - - | - - -`); see {@link isDashContent}
 *   content     anything else
 */

import { isSpace } from '../grid/chars';

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
