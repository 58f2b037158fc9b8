/**
 * Renban: the digits of the line all differ and form a set of consecutive numbers, in any order.
 *
 * Model `{ type: 'renban', cells }`, a path of 1 … N cells (more than N cannot all differ: an
 * error); f-puzzles `renban: [{ lines: [[…]] }]`, each line its own constraint.
 */

import type { Renban } from '../../model.js';
import { lineRule } from '../kinds.js';

/** The renban rule module. */
export const renban = /*@__PURE__*/ lineRule<Renban>('renban', {
  fields: ['renban'],
  maxCells: (grid) => grid.size,
  what: 'a renban line (its digits all differ)',
});
