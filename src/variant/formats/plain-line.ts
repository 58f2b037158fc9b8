/**
 * Plain lines: the givens of a variant grid, optionally followed by jigsaw region labels.
 *
 * Owns: the layout of a plain line and its reading into the model. Does not own: classic
 * puzzle lines (`src/text/`, which read 9×9 and n²×n² boards with their own options), or
 * telling a plain line from JSON and links (./detect.ts).
 *
 *   line    := givens [whitespace] [labels]       leading and trailing whitespace ignored
 *   givens  := N² cells: 1 … N, or . 0 - _ for an empty cell
 *   labels  := N² region labels, any characters but whitespace; each of N distinct labels on
 *              exactly N cells; labels are numbered 0 … N−1 in the order they first appear
 *
 *   N   givens   givens + labels
 *   4     16          32           (4×4, 2×2 boxes)
 *   6     36          72           (6×6, 2×3 boxes)
 *   8     64         128           (8×8, 2×4 boxes)
 *   9     81         162           (9×9, a jigsaw line: `3.....7.….` then `111222333…`)
 *
 * The size follows from the length. The two parts may be glued together or apart; a line of
 * givens alone is a puzzle with the standard boxes and no other rule.
 */

import type { VariantPuzzle } from '../model.js';
import type { VariantSize } from '../model.js';
import { variantGrid } from '../grid.js';
import { completeVariant } from '../check.js';
import { charAt, isSpace } from '../../text/chars.js';
import {
  givensCharError,
  plainLineCharError,
  plainLineSizeError,
  regionLabelError,
  variantCountError,
} from '../../text/messages.js';

/** Side N by the number of givens N². */
const SIZE_OF_GIVENS: Readonly<Record<number, VariantSize>> = { 16: 4, 36: 6, 64: 8, 81: 9 };

/** The parts of a plain line (offsets into the text). */
interface PlainLineParts {
  /** First and after-last character of the givens. */
  givens: [number, number];
  /** First and after-last character of the labels (equal when there are none). */
  labels: [number, number];
  /** The line past its trailing whitespace. */
  end: number;
  /** Side N, or undefined when the givens' length is no size. */
  size: VariantSize | undefined;
}

/** Splits a plain line into givens and labels (see the layout in the header); checks nothing else. */
function splitPlainLine(text: string, start: number): PlainLineParts {
  let end = text.length;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  let givensEnd = start;
  while (givensEnd < end && !isSpace(text.charCodeAt(givensEnd))) givensEnd++;
  let labelsStart = givensEnd;
  while (labelsStart < end && isSpace(text.charCodeAt(labelsStart))) labelsStart++;
  let labelsEnd = labelsStart;
  while (labelsEnd < end && !isSpace(text.charCodeAt(labelsEnd))) labelsEnd++;
  let size: VariantSize | undefined = SIZE_OF_GIVENS[givensEnd - start];
  if (labelsStart === end && size === undefined) {
    // glued: givens and labels without whitespace between
    size = SIZE_OF_GIVENS[(givensEnd - start) / 2];
    if (size !== undefined) labelsStart = givensEnd = start + size * size;
  }
  return { givens: [start, givensEnd], labels: [labelsStart, labelsEnd], end, size };
}

/**
 * Reads a plain line.
 * @param text the line
 * @throws SudokuParseError `BAD_SIZE` for a length of no size, `BAD_CHAR` (with the column) for
 *         a bad given, `TOO_FEW_CELLS` / `TOO_MANY_CELLS` for labels of the wrong count,
 *         `BAD_SHAPE` for labels that are not N × N, `CONFLICT` for a repeated given
 */
export function readPlainLine(text: string): VariantPuzzle {
  let start = 0;
  while (start < text.length && isSpace(text.charCodeAt(start))) start++;
  const { givens: [givensStart, givensEnd], labels: [labelsStart, labelsEnd], end, size } = splitPlainLine(text, start);
  if (labelsEnd < end) {
    let extra = labelsEnd;
    while (isSpace(text.charCodeAt(extra))) extra++;
    throw plainLineCharError(charAt(text, extra), extra + 1, 'the end of the line after the region labels');
  }
  if (size === undefined) throw plainLineSizeError(end - start - (labelsStart - givensEnd));
  const grid = variantGrid(size);
  const givens = new Uint8Array(grid.cellCount);
  for (let cell = 0; cell < grid.cellCount; cell++) {
    const code = text.charCodeAt(givensStart + cell);
    if (code >= 49 && code < 49 + size) givens[cell] = code - 48;
    else if (code !== 46 && code !== 48 && code !== 45 && code !== 95) {
      throw givensCharError(charAt(text, givensStart + cell), cell, size, '. 0 - _', '', givensStart + cell + 1);
    }
  }
  const regions = labelsStart === labelsEnd ? undefined : readLabels(text, labelsStart, labelsEnd, size);
  return completeVariant(grid, givens, regions, '', [], () => '');
}

/**
 * Whether the text from `start` (its first character that is not whitespace) is a jigsaw line:
 * N² characters of givens and N² region labels that are N distinct characters on N cells each.
 * The givens' characters are not looked at. A line of another length is refused after a few
 * character reads (the line readers ask this of every classic line); a classic line with a
 * comment is refused unless the comment is itself such a set of labels.
 * @param text the line
 * @param start the first character past leading whitespace
 */
export function isJigsawLine(text: string, start: number): boolean {
  let end = text.length;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  const length = end - start;
  let from = -1;
  for (const cells of GIVENS_COUNTS) {
    if (length === 2 * cells) from = start + cells; // glued
    else if (length > 2 * cells && isSpace(text.charCodeAt(start + cells)) && isSpace(text.charCodeAt(end - cells - 1))) {
      from = end - cells; // apart: whitespace after the givens and before the last N² characters
    } else continue;
    const size = SIZE_OF_GIVENS[cells];
    return isLabelSet(text, from, end, size) && splitPlainLine(text, start).labels[0] === from;
  }
  return false;
}

/** Whether the characters from `from` to `to` are N distinct characters on N cells each, no whitespace among them. */
function isLabelSet(text: string, from: number, to: number, size: number): boolean {
  const counts = new Map<number, number>();
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (isSpace(code)) return false;
    const count = (counts.get(code) ?? 0) + 1;
    if (count > size) return false;
    counts.set(code, count);
  }
  return counts.size === size;
}

/** The numbers of givens of the sizes, N². */
const GIVENS_COUNTS = [16, 36, 64, 81] as const;

/** The region labels between `from` and `to`, numbered by first appearance. */
function readLabels(text: string, from: number, to: number, size: VariantSize): number[] {
  const cellCount = size * size;
  if (to - from !== cellCount) throw variantCountError(to - from, cellCount, 'region labels', '');
  const numberOf = new Map<number, number>();
  const firstColumn: number[] = [];
  const counts: number[] = [];
  const labels = new Array<number>(cellCount);
  for (let cell = 0; cell < cellCount; cell++) {
    const code = text.charCodeAt(from + cell);
    let label = numberOf.get(code);
    if (label === undefined) {
      label = numberOf.size;
      if (label === size) throw regionLabelError(charAt(text, from + cell), 0, size, '', from + cell + 1);
      numberOf.set(code, label);
      firstColumn.push(from + cell + 1);
      counts.push(0);
    }
    counts[label]++;
    labels[cell] = label;
  }
  for (let label = 0; label < counts.length; label++) {
    if (counts[label] !== size) {
      const column = firstColumn[label];
      throw regionLabelError(charAt(text, column - 1), counts[label], size, '', column);
    }
  }
  return labels; // fewer than N labels leave one on more than N cells, refused above
}
