/**
 * Nabner line: the digits on the line all differ and no two of them are consecutive (any two
 * differ by 2 or more, neighbours on the line or not).
 *
 * Model `{ type: 'nabner', cells }`, a path of 1 … N cells (more than N cannot all differ: an
 * error; more than ⌈N/2⌉ is a puzzle with no solution); f-puzzles `nabner: [{ lines: [[…]] }]`,
 * each line its own constraint. The engines read it as "2 or more apart" between every two
 * cells of the line.
 */

import type { Nabner } from '../../model.js';
import { lineRule } from '../kinds.js';

/** The nabner rule module. */
export const nabner = /*@__PURE__*/ lineRule<Nabner>('nabner', {
  fields: ['nabner'],
  maxCells: (grid) => grid.size,
  what: 'a nabner line (its digits all differ)',
});
