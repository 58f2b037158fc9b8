/**
 * Zipper line: cells at the same distance from the middle of the line add up to one sum; on a
 * line of odd length that sum is the digit of its middle cell. Digits may repeat where no house
 * forbids it.
 *
 * Model `{ type: 'zipper', cells }`, a path of 1 or more cells (one or two cells say nothing);
 * f-puzzles `zipperline: [{ lines: [[…]] }]`, each line its own constraint. The engines read
 * it as sums: on an odd line each pair minus the middle is 0, on an even one each pair minus
 * the pair of the ends is 0.
 */

import type { Zipper } from '../../model.js';
import { lineRule } from '../kinds.js';

/** The zipper-line rule module. */
export const zipper = /*@__PURE__*/ lineRule<Zipper>('zipper', {
  fields: ['zipperline'],
  what: 'a zipper line',
  isVacuous: (cells) => cells.length <= 2,
});
