/**
 * Disjoint groups: cells at the same position in their box all differ, which makes N extra
 * houses of N cells (the top-left cells of every box, …).
 *
 * Model `{ type: 'disjointGroups' }`; f-puzzles `disjointgroups: true`. Kept once however often
 * given. Positions are those of the standard boxes of the size (rows × columns as in
 * ../grid.ts). With jigsaw regions the rule is refused (`UNSUPPORTED`): a cell's position in an
 * irregular region is not defined, and guessing one would change the puzzle.
 */

import type { DisjointGroups } from '../model.js';
import { flagRule } from './kinds.js';

/** The disjoint-groups rule module. */
export const disjointGroups = /*@__PURE__*/ flagRule<DisjointGroups>('disjointGroups', { field: 'disjointgroups' }, true);
