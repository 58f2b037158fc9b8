/**
 * Negative XV: every X and V is given, so orthogonal neighbours with no X or V between them do
 * not add up to 5 or 10.
 *
 * Model `{ type: 'negativeXV' }`; f-puzzles `negative: ["xv"]`. Kept once however often given.
 * Only an X or a V exempts a pair, not a kropki dot (no published example mixes the two; the
 * solution of "Strict XV" has no pair adding up to 5 or 10 without an X or V).
 */

import type { NegativeXV } from '../model.js';
import { flagRule } from './kinds.js';

/** The negative XV rule module. */
export const negativeXV = /*@__PURE__*/ flagRule<NegativeXV>('negativeXV', { negative: 'xv' });
