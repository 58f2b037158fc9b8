/**
 * Skyscraper: read from the clue, the digits of the row or column are the heights of buildings,
 * and the clue counts the buildings seen: the digits larger than every digit before them (the
 * first one always, the largest always).
 *
 * Model `{ type: 'skyscraper', side, index, count }` (./side-clue.ts: `side` is where the clue
 * stands, `index` the 0-based row or column). f-puzzles `skyscraper: [{ cell, value }]` with the
 * clue cell outside the grid. A clue without a value is skipped; a count no line makes (0, or
 * more than N) is a puzzle with no solution, not an error.
 */

import type { Skyscraper } from '../model.js';
import { sideClueRule } from './side-clue.js';

/** The skyscraper rule module. */
export const skyscraper = /*@__PURE__*/ sideClueRule<Skyscraper>('skyscraper', 'skyscraper', 'count');
