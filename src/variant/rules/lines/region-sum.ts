/**
 * Region-sum line: the borders of the boxes (or jigsaw regions) cut the line into segments, each
 * a maximal run of consecutive line cells in one region, and every segment has the same sum.
 *
 * Model `{ type: 'regionSum', cells }`, a path of 1 or more cells; f-puzzles
 * `regionsumline: [{ lines: [[…]] }]` (`regionSumLine` is read too), each line its own constraint.
 * A line in one region has one segment and constrains nothing. A line that leaves a region and
 * comes back makes two segments of that region.
 */

import type { RegionSum } from '../../model.js';
import { lineRule } from '../kinds.js';

/** The region-sum line rule module. */
export const regionSum = /*@__PURE__*/ lineRule<RegionSum>('regionSum', {
  fields: ['regionsumline', 'regionSumLine'],
  what: 'a region-sum line',
  isVacuous: (cells, grid) => cells.every((cell) => grid.boxes[cell] === grid.boxes[cells[0]]),
});
