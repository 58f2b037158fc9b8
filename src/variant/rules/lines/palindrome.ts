/**
 * Palindrome: the line reads the same from either end (its i-th cell equals its i-th from the end).
 *
 * Model `{ type: 'palindrome', cells }`, a path of 1 or more cells; f-puzzles
 * `palindrome: [{ lines: [[…]] }]`, each line its own constraint.
 */

import type { Palindrome } from '../../model.js';
import { lineRule } from '../kinds.js';

/** The palindrome rule module. */
export const palindrome = /*@__PURE__*/ lineRule<Palindrome>('palindrome', { fields: ['palindrome'], what: 'a palindrome' });
