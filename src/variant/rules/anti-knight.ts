/**
 * Anti-knight: two cells a chess knight's move apart (two steps one way, one step across) never
 * hold the same digit.
 *
 * Model `{ type: 'antiKnight' }`; f-puzzles `antiknight: true`. Kept once however often given.
 */

import type { AntiKnight } from '../model.js';
import { flagRule } from './kinds.js';

/** The anti-knight rule module. */
export const antiKnight = /*@__PURE__*/ flagRule<AntiKnight>('antiKnight', { field: 'antiknight' });
