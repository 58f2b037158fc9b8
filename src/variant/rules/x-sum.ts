/**
 * X-sum: read from the clue, the first digit X of the row or column and the X − 1 digits after
 * it add up to the clue (the first digit counts: a line starting with 1 has an X-sum of 1).
 *
 * Model `{ type: 'xSum', side, index, sum }` (./side-clue.ts: `side` is where the clue stands,
 * `index` the 0-based row or column). f-puzzles `xsum: [{ cell, value }]` with the clue cell
 * outside the grid (`R0C3`: above column 3). A clue without a value is skipped; a sum no line
 * makes is a puzzle with no solution, not an error.
 */

import type { XSum } from '../model.js';
import { sideClueRule } from './side-clue.js';

/** The X-sum rule module. */
export const xSum = /*@__PURE__*/ sideClueRule<XSum>('xSum', 'xsum', 'sum');
