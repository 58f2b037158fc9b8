/**
 * Lockout line: its two ends (drawn as diamonds) differ by at least ⌊N/2⌋ (4 on 9×9), and every
 * digit on the line between them lies outside their range: neither between the ends' digits
 * nor equal to either.
 *
 * Model `{ type: 'lockout', cells }`, a path of 2 or more cells, its ends first and last; each
 * drawn segment between two diamonds is a line of its own. f-puzzles `lockout: [{ lines: [[…]] }]`
 * (the field of the f-puzzles lockout-line extension), each line its own constraint. The
 * engines read the ends as a "⌊N/2⌋ or more apart" pair relation and the line as a LOCKOUT
 * record.
 */

import type { Lockout } from '../../model.js';
import { lineRule } from '../kinds.js';

/** How far apart the ends of a lockout line must be on a grid of side `size` (4 on 9×9). */
export function lockoutGap(size: number): number {
  return Math.floor(size / 2);
}

/** The lockout-line rule module. */
export const lockout = /*@__PURE__*/ lineRule<Lockout>('lockout', {
  fields: ['lockout'],
  minCells: 2,
  what: 'a lockout line (its two ends and the cells between them)',
});
