/**
 * Plain lines: the givens of a variant grid, optionally followed by jigsaw region labels.
 *
 * Owns: the layout of a plain line and its reading into the model. Does not own: classic
 * puzzle lines (`src/text/`, which read 9×9 and n²×n² boards with their own options), or
 * telling a plain line from JSON and links (./detect.ts).
 *
 *   line    := givens [labels]                    leading and trailing whitespace ignored
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
 * The size follows from the length. The labels follow the givens with no space between, so
 * that every line reader agrees: after whitespace, the rest of a classic line is a trailing
 * field (a comment) wherever it is read, the WebAssembly core's line scanner included. A line
 * of givens alone is a puzzle with the standard boxes and no other rule.
 */

import type { VariantPuzzle } from '../model.js';
import type { VariantSize } from '../model.js';
import { variantGrid } from '../grid.js';
import { splitPlainLine } from './line-kind.js';
import { completeVariant, scratchGivens } from '../check.js';
import { charAt, isSpace } from '../../text/chars.js';
import { givensCharError, plainLineCharError, plainLineSizeError, regionLabelError, variantCountError } from '../../text/variant-messages.js';

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
  if (size === undefined) {
    const after = text.charCodeAt(labelsEnd);
    throw plainLineSizeError(labelsEnd - start, labelsEnd < end, after === 10 || after === 13);
  }
  if (labelsEnd < end) {
    let extra = labelsEnd;
    while (isSpace(text.charCodeAt(extra))) extra++;
    const after = labelsStart === labelsEnd ? 'the givens (region labels follow them with no space between)' : 'the region labels';
    throw plainLineCharError(charAt(text, extra), extra + 1, `the end of the line after ${after}`);
  }
  const grid = variantGrid(size);
  const givens = scratchGivens(grid);
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
