/**
 * Odd and even cells: an odd cell holds an odd digit, an even cell an even one (f-puzzles'
 * grey circles and squares).
 *
 * Model `{ type: 'odd' | 'even', cells }`, 1 or more distinct cells; the canonical form has at
 * most one `odd` and one `even` constraint, each with its cells in the order first given (a
 * cell given twice across constraints kept once). f-puzzles `odd: [{ cell }]`, `even: [{ cell }]`,
 * one entry per cell. A cell both odd and even is a puzzle with no solution, not an error.
 */

import type { Parity } from '../model.js';
import { cellMarkRule } from './kinds.js';

/** The odd/even rule module. */
export const parity = /*@__PURE__*/ cellMarkRule<Parity>(['odd', 'even']);
