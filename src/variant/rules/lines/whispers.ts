/**
 * German whispers: neighbours on the line differ by at least `difference` (default ⌈N/2⌉: 5 on
 * 9×9, 4 on 8×8, 3 on 6×6, 2 on 4×4).
 *
 * Model `{ type: 'whispers', cells, difference? }`, a path of 1 or more cells; the canonical form
 * leaves the default difference out and, as f-puzzles keeps Dutch whispers in a field of their
 * own, lists the lines of the kind (Dutch or not) given first before the others. f-puzzles
 * `whispers: [{ lines: [[…]] }]` (also read as `germanwhispers`), each line its own constraint;
 * Dutch whispers, `dutchwhispers`, are whispers of difference ⌈N/2⌉ − 1 (4 on 9×9) and are
 * written back under that field. f-puzzles has no other difference, so another is written (and
 * read) as the entry's `value`. A difference no two digits reach is a puzzle with no solution,
 * not an error.
 */

import type { Whispers } from '../../model.js';
import type { VariantGrid } from '../../grid.js';
import { onlyKeys, readClue, readClueText } from '../../json.js';
import { cellNamesOf, forEachEntry, forEachLine, fpuzzlesLocate, pushEntry } from '../../formats/fpuzzles-values.js';
import { checkCount, checkPath, groupByField, modelLocate, readModelCells } from '../rule.js';
import type { Locate, RuleModule } from '../rule.js';

/** The default difference on a grid of side `size`. */
export function defaultWhispersDifference(size: number): number {
  return Math.ceil(size / 2);
}

/** The difference of Dutch whispers on a grid of side `size` (4 on 9×9). */
function dutchDifference(size: number): number {
  return Math.ceil(size / 2) - 1;
}

/** The f-puzzles field a line is written to: `dutchwhispers` for the Dutch difference, else `whispers`. */
function fieldOf(constraint: Whispers, grid: VariantGrid): string {
  return constraint.difference === dutchDifference(grid.size) ? 'dutchwhispers' : 'whispers';
}

function check(constraint: Whispers, grid: VariantGrid, at: Locate): Whispers {
  checkCount(constraint.cells, 1, grid.cellCount, 'a whispers line', at);
  checkPath(constraint.cells, grid, at);
  return constraint;
}

function make(cells: number[], difference: number | undefined, grid: VariantGrid): Whispers {
  return difference === undefined || difference === defaultWhispersDifference(grid.size)
    ? { type: 'whispers', cells }
    : { type: 'whispers', cells, difference };
}

/** The German whispers rule module. */
export const whispers: RuleModule<Whispers> = {
  types: ['whispers'],
  fromModel(raw, path, grid) {
    onlyKeys(raw, ['type', 'cells', 'difference'], path);
    const at = modelLocate(path);
    const difference = raw.difference === undefined ? undefined : readClue(raw.difference, at('difference'));
    return check(make(readModelCells(raw.cells, at, 'cells', grid), difference, grid), grid, at);
  },
  isVacuous: (constraint) => constraint.cells.length <= 1,
  normalise: (constraints, grid) => groupByField(constraints, (constraint) => fieldOf(constraint, grid)),
  fpuzzles: {
    fields: ['whispers', 'germanwhispers', 'dutchwhispers'],
    read(field, value, grid, out) {
      forEachEntry(value, field, (entry, path) => {
        const difference = readClueText(entry.value, `${path}.value`) ?? (field === 'dutchwhispers' ? dutchDifference(grid.size) : undefined);
        forEachLine(entry, path, grid, (cells, linePath) => {
          out.push(check(make(cells, difference, grid), grid, fpuzzlesLocate(linePath, { cells: '' })));
        });
      });
    },
    write(constraint, out, grid) {
      const entry: { lines: string[][]; value?: string } = { lines: [cellNamesOf(constraint.cells, grid)] };
      const field = fieldOf(constraint, grid);
      if (constraint.difference !== undefined && field !== 'dutchwhispers') entry.value = String(constraint.difference);
      pushEntry(out, field, entry);
    },
  },
};
