/**
 * Clones: two sets of cells of the same length hold the same digits cell by cell (`cells[i]`
 * and `clone[i]` are equal). f-puzzles draws them as a shape and its copy; the model does not
 * ask for one shape, only for the pairing.
 *
 * Model `{ type: 'clone', cells, clone }`: 1 or more distinct cells in each list, the two lists
 * of one length; a cell may be in both (shapes that overlap). f-puzzles
 * `clone: [{ cells: [names], cloneCells: [names] }]`, the i-th cell of each paired. A pair of
 * cells that see each other (one row, say) is a puzzle with no solution, not an error.
 */

import type { Clone } from '../model.js';
import type { VariantGrid } from '../grid.js';
import { cellCountError } from '../../text/variant-messages.js';
import { onlyKeys } from '../json.js';
import { cellNamesOf, forEachEntry, fpuzzlesLocate, pushEntry, readCells } from '../formats/fpuzzles-values.js';
import { checkCount, checkDistinct, modelLocate, readModelCells } from './rule.js';
import type { Locate, RuleModule } from './rule.js';

function check(clone: Clone, grid: VariantGrid, at: Locate): Clone {
  checkCount(clone.cells, 1, grid.cellCount, 'a cloned shape', at);
  checkDistinct(clone.cells, grid, 'this cloned shape', at);
  if (clone.clone.length !== clone.cells.length) {
    throw cellCountError(clone.clone.length, clone.cells.length, clone.cells.length, 'a clone (one for each cell of its shape)', at('clone'));
  }
  checkDistinct(clone.clone, grid, 'this clone', at, 'clone');
  return clone;
}

/** The clone rule module. */
export const clone: RuleModule<Clone> = {
  types: ['clone'],
  fromModel(raw, path, grid) {
    onlyKeys(raw, ['type', 'cells', 'clone'], path);
    const at = modelLocate(path);
    const cells = readModelCells(raw.cells, at, 'cells', grid);
    return check({ type: 'clone', cells, clone: readModelCells(raw.clone, at, 'clone', grid) }, grid, at);
  },
  isVacuous: (constraint) => constraint.cells.every((cell, i) => cell === constraint.clone[i]),
  fpuzzles: {
    fields: ['clone'],
    read(field, value, grid, out) {
      forEachEntry(value, field, (entry, path) => {
        const cells = readCells(entry.cells, `${path}.cells`, grid);
        const copy = readCells(entry.cloneCells, `${path}.cloneCells`, grid);
        out.push(check({ type: 'clone', cells, clone: copy }, grid, fpuzzlesLocate(path, { clone: 'cloneCells' })));
      });
    },
    write(constraint, out, grid) {
      pushEntry(out, 'clone', { cells: cellNamesOf(constraint.cells, grid), cloneCells: cellNamesOf(constraint.clone, grid) });
    },
  },
};
