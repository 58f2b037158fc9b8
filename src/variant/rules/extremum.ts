/**
 * Minimum and maximum cells: a minimum cell's digit is less than the digit of every cell
 * orthogonally next to it, a maximum cell's greater (f-puzzles' "Minimum" and "Maximum").
 *
 * Model `{ type: 'minimum' | 'maximum', cells }`, 1 or more distinct cells; the canonical form
 * has at most one `minimum` and one `maximum` constraint, each with its cells in the order
 * first given (a cell given twice across constraints kept once). f-puzzles `minimum: [{ cell }]`,
 * `maximum: [{ cell }]`, one entry per cell. A cell both minimum and maximum, or two minimum
 * cells side by side, is a puzzle with no solution, not an error. The engines read each mark as
 * a "greater than" relation between the cell and each of its orthogonal neighbours.
 */

import type { Extremum } from '../model.js';
import { cellMarkRule } from './kinds.js';

/** The minimum/maximum rule module. */
export const extremum = /*@__PURE__*/ cellMarkRule<Extremum>(['minimum', 'maximum']);
