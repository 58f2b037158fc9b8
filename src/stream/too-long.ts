/**
 * The verdict on a line the reader kept only the start of (longer than its limit, see
 * chunks.ts).
 *
 * Owns: deciding whether the verdict on the kept start stands. A one-line classic puzzle is
 * decided by its first cells (what follows whitespace after them is a trailing field), so the
 * kept start goes to the library like any line; only when its answer could be an artefact of
 * the cut (a cell count, `EMPTY`, or a puzzle field that runs up to the cut) is it replaced by
 * `LINE_TOO_LONG`. JSON or a link is whole or nothing: a cut one is always `LINE_TOO_LONG`,
 * naming its limit.
 */
import type { Verdict } from '../api/types.js';
import { SudokuParseError } from '../text/index.js';
import { isJsonOrLinkLine } from '../variant/formats/line-kind.js';
import type { PuzzleLine } from './lines.js';

/** Codes that, on a cut line, may come from the cut rather than from the line. */
const CUT_ARTEFACTS = new Set(['TOO_FEW_CELLS', 'TOO_MANY_CELLS', 'EMPTY', 'BAD_SIZE']);

/** True when the reader kept only the start of `item`. */
export function isCut(item: PuzzleLine): boolean {
  return item.length > item.text.length;
}

/** `verdict` (found on `item.text`), or `LINE_TOO_LONG` when the cut may have made it. */
export function settleCut(item: PuzzleLine, verdict: Verdict): Verdict {
  if (!isCut(item)) return verdict;
  // whitespace after the first field ends it, trailing whitespace too (a puzzle, then blanks)
  const fieldRunsToCut = !/\s/.test(item.text.trimStart());
  const artefact = verdict.status === 'invalid' && verdict.error !== undefined && CUT_ARTEFACTS.has(verdict.error.code);
  return fieldRunsToCut || artefact || isJsonOrLinkLine(item.text)
    ? { line: item.line, status: 'invalid', count: 0, guesses: 0, error: tooLong(item) }
    : verdict;
}

/** The `LINE_TOO_LONG` error of a cut line. */
export function tooLong(item: PuzzleLine): SudokuParseError {
  const message = isJsonOrLinkLine(item.text)
    ? `line ${item.line}: expected JSON or a link of at most ${(item.kept ?? item.text.length).toLocaleString('en-US')} bytes on one line, ` +
      `got a line of ${item.length.toLocaleString('en-US')} bytes`
    : `line ${item.line}: expected a puzzle, got a line of ${item.length.toLocaleString('en-US')} bytes with no puzzle in the first ` +
      `${item.text.length.toLocaleString('en-US')} characters kept`;
  return new SudokuParseError('LINE_TOO_LONG', message, { line: item.line });
}
