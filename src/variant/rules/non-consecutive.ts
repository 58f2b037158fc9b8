/**
 * Non-consecutive: orthogonal neighbours never hold consecutive digits, except across a kropki
 * dot (of either colour).
 *
 * Model `{ type: 'nonConsecutive' }`; f-puzzles `nonconsecutive: true`. Kept once however often
 * given.
 *
 * Convention (from the published solution of "Strict kropki", which has `nonconsecutive` and a
 * negative black dot): a pair with any kropki dot is exempt, not only a pair with a white dot.
 * Its solution has three 1-2 pairs that carry a black dot and no white one (r4c5/r5c5,
 * r8c7/r9c7, r9c6/r9c7); a "white dots only" reading would forbid them. So every negative rule
 * reads "all dots are given": a 1-2 pair carries a dot, of either colour.
 */

import type { NonConsecutive } from '../model.js';
import { flagRule } from './kinds.js';

/** The non-consecutive rule module. */
export const nonConsecutive = /*@__PURE__*/ flagRule<NonConsecutive>('nonConsecutive', { field: 'nonconsecutive' });
