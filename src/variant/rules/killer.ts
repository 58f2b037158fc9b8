/**
 * Killer cage: the digits in the cage all differ and, when `sum` is given, add up to it.
 *
 * Model `{ type: 'killer', cells, sum? }`, 1 … N distinct cells (more than N cannot all differ:
 * an error); f-puzzles `killercage: [{ cells, value? }]`, the sum as text; absent, empty, blank
 * or `"?"` (as setters mark an unknown sum) for a cage without a sum, written back without
 * `value`. f-puzzles' `cage` is a cosmetic cage (its text is decoration or metadata such as
 * "solution: …") and is not read. Cages may overlap each other and need not cover the
 * grid. A sum no distinct digits make (2 in a cage of two) is a puzzle with no solution, not an
 * error. A cage without a sum inside one row, column or box constrains nothing more.
 */

import type { Killer } from '../model.js';
import type { VariantGrid } from '../grid.js';
import { onlyKeys, readClue, readClueText } from '../json.js';
import { cellNamesOf, forEachEntry, fpuzzlesLocate, pushEntry, readCells } from '../formats/fpuzzles-values.js';
import { checkCount, checkDistinct, inOneHouse, modelLocate, readModelCells } from './rule.js';
import type { Locate, RuleModule } from './rule.js';

function check(cells: number[], grid: VariantGrid, at: Locate): void {
  checkCount(cells, 1, grid.size, 'a killer cage (its digits all differ)', at);
  checkDistinct(cells, grid, 'this cage', at);
}

function make(cells: number[], sum: number | undefined): Killer {
  return sum === undefined ? { type: 'killer', cells } : { type: 'killer', cells, sum };
}

/** The killer-cage rule module. */
export const killer: RuleModule<Killer> = {
  types: ['killer'],
  fromModel(raw, path, grid) {
    onlyKeys(raw, ['type', 'cells', 'sum'], path);
    const at = modelLocate(path);
    const cells = readModelCells(raw.cells, at, 'cells', grid);
    check(cells, grid, at);
    return make(cells, raw.sum === undefined ? undefined : readClue(raw.sum, at('sum')));
  },
  isVacuous: (constraint, grid) => constraint.sum === undefined && inOneHouse(constraint.cells, grid),
  fpuzzles: {
    fields: ['killercage'],
    read(field, value, grid, out) {
      forEachEntry(value, field, (entry, path) => {
        const cells = readCells(entry.cells, `${path}.cells`, grid);
        check(cells, grid, fpuzzlesLocate(path, {}));
        // setters write "?" (or leave it blank) for a cage whose sum is not given
        const value = typeof entry.value === 'string' && /^\s*\??\s*$/.test(entry.value) ? undefined : entry.value;
        out.push(make(cells, readClueText(value, `${path}.value`)));
      });
    },
    write(constraint, out, grid) {
      const entry: { cells: string[]; value?: string } = { cells: cellNamesOf(constraint.cells, grid) };
      if (constraint.sum !== undefined) entry.value = String(constraint.sum);
      pushEntry(out, 'killercage', entry);
    },
  },
};
