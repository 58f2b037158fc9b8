/**
 * Double arrow: a line with a circle at each end; the digits of the two ends add up to the
 * sum of the digits between them (which may repeat where no house forbids it).
 *
 * Model `{ type: 'doubleArrow', cells }`, a path of 3 or more cells, its ends first and last
 * (fewer cells leave nothing between the ends: an error); f-puzzles
 * `doublearrow: [{ lines: [[…]] }]`, each line its own constraint. The engines read it as one
 * sum: the cells between the ends minus the ends is 0.
 */

import type { DoubleArrow } from '../../model.js';
import { lineRule } from '../kinds.js';

/** The double-arrow rule module. */
export const doubleArrow = /*@__PURE__*/ lineRule<DoubleArrow>('doubleArrow', {
  fields: ['doublearrow'],
  minCells: 3,
  what: 'a double arrow (its two ends and the cells between them)',
});
