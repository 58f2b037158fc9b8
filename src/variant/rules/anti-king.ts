/**
 * Anti-king: two cells a chess king's move apart (diagonal neighbours included) never hold the
 * same digit.
 *
 * Model `{ type: 'antiKing' }`; f-puzzles `antiking: true`. Kept once however often given.
 */

import type { AntiKing } from '../model.js';
import { flagRule } from './kinds.js';

/** The anti-king rule module. */
export const antiKing = /*@__PURE__*/ flagRule<AntiKing>('antiKing', { field: 'antiking' });
