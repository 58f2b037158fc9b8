/**
 * Negative black dots: every black kropki dot is given, so orthogonal neighbours with no kropki
 * dot between them (of either colour) are not in ratio 1:2.
 *
 * Model `{ type: 'negativeBlack' }`; f-puzzles `negative: ["ratio"]`. Kept once however often
 * given. A pair with a white dot is exempt too (the published solution of "Strict kropki" has
 * no 1:2 pair without a dot; the rule the puzzles state is "all dots are given").
 */

import type { NegativeBlack } from '../model.js';
import { flagRule } from './kinds.js';

/** The negative black-dot rule module. */
export const negativeBlack = /*@__PURE__*/ flagRule<NegativeBlack>('negativeBlack', { negative: 'ratio' });
