/**
 * Disjoint groups: cells at the same position in their box all differ, which makes N extra
 * houses of N cells (the top-left cells of every box, …).
 *
 * Model `{ type: 'disjointGroups' }`; f-puzzles `disjointgroups: true`. Kept once however often
 * given. A cell's position in its box is its index among the box's cells in reading order; with
 * jigsaw regions the same definition applies to each region (the k-th cell of every region, in
 * reading order, form group k), as the engine compiles it (../compile/index.ts).
 */

import type { DisjointGroups } from '../model.js';
import { flagRule } from './kinds.js';

/** The disjoint-groups rule module. */
export const disjointGroups = /*@__PURE__*/ flagRule<DisjointGroups>('disjointGroups', { field: 'disjointgroups' });
