/**
 * Extra region: the digits in these cells all differ (windoku windows, disjoint sets, any cell
 * set drawn as a region).
 *
 * Model `{ type: 'extraRegion', cells }`, 1 … N distinct cells (more than N cannot all differ:
 * an error); f-puzzles `extraregion: [{ cells }]`. The boxes stay houses: the published
 * solution of "Jigsaw boxes, disconnected" (nine extra regions, default boxes) fills every box
 * with 1-9, so extra regions add houses and replace nothing (jigsaw regions are the puzzle's
 * `regions`). An extra region inside one row, column or box constrains nothing more.
 */

import type { ExtraRegion } from '../model.js';
import type { VariantGrid } from '../grid.js';
import { onlyKeys } from '../json.js';
import { cellNamesOf, forEachEntry, fpuzzlesLocate, pushEntry, readCells } from '../formats/fpuzzles-values.js';
import { checkCount, checkDistinct, inOneHouse, modelLocate, readModelCells } from './rule.js';
import type { Locate, RuleModule } from './rule.js';

function check(constraint: ExtraRegion, grid: VariantGrid, at: Locate): ExtraRegion {
  checkCount(constraint.cells, 1, grid.size, 'an extra region (its digits all differ)', at);
  checkDistinct(constraint.cells, grid, 'this region', at);
  return constraint;
}

/** The extra-region rule module. */
export const extraRegion: RuleModule<ExtraRegion> = {
  types: ['extraRegion'],
  fromModel(raw, path, grid) {
    onlyKeys(raw, ['type', 'cells'], path);
    const at = modelLocate(path);
    return check({ type: 'extraRegion', cells: readModelCells(raw.cells, at, 'cells', grid) }, grid, at);
  },
  isVacuous: (constraint, grid) => inOneHouse(constraint.cells, grid),
  fpuzzles: {
    fields: ['extraregion'],
    read(field, value, grid, out) {
      forEachEntry(value, field, (entry, path) => {
        const cells = readCells(entry.cells, `${path}.cells`, grid);
        out.push(check({ type: 'extraRegion', cells }, grid, fpuzzlesLocate(path, {})));
      });
    },
    write(constraint, out, grid) {
      pushEntry(out, 'extraregion', { cells: cellNamesOf(constraint.cells, grid) });
    },
  },
};
