/**
 * Between line: the digits on the line between its two ends lie strictly between the digits of
 * the ends (f-puzzles' circles), whichever end holds the larger one.
 *
 * Model `{ type: 'between', cells }`, a path whose first and last cells are the ends; a line of
 * one or two cells has nothing between its ends and constrains nothing. f-puzzles
 * `betweenline: [{ lines: [[end, …, end]] }]`, each line its own constraint. Ends that cannot
 * leave room for the cells between them (equal digits, say) make a puzzle with no solution, not
 * an error.
 */

import type { Between } from '../../model.js';
import { lineRule } from '../kinds.js';

/** The between-line rule module. */
export const between = /*@__PURE__*/ lineRule<Between>('between', {
  fields: ['betweenline'],
  what: 'a between line',
  isVacuous: (cells) => cells.length <= 2,
});
