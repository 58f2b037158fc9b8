/**
 * Kropki dots between two orthogonal neighbours: across a white dot their digits differ by
 * `value` (default 1); across a black dot one digit is `value` times the other (default 2).
 *
 * Model `{ type: 'kropki', color, cells: [a, b], value? }`; the canonical form leaves a default
 * value out and lists the dots of the colour given first before the others (the order of
 * f-puzzles, which keeps each colour in a field of its own). f-puzzles
 * `difference: [{ cells, value? }]` (white) and `ratio: [{ cells, value? }]` (black), values as
 * text.
 *
 * Conventions, each checked on the published solutions (../../../test/variant/rules/):
 * - Without negative rules, a pair without a dot may still differ by 1 or be in ratio 1:2
 *   ("XV Kropki Sudoku" has 1-2 pairs with no dot).
 * - A 1-2 pair is both consecutive and in ratio 1:2, so it may carry either dot ("Kropki
 *   sudoku" has 1-2 pairs with a white dot; "Strict kropki" has 1-2 pairs with a black one).
 * - The negative rules (non-consecutive, negative black) exempt a pair with a dot of either
 *   colour (see ./non-consecutive.ts).
 * A value no two digits meet (a white 9 on 9×9) is a puzzle with no solution, not an error.
 */

import type { Kropki } from '../model.js';
import type { VariantGrid } from '../grid.js';
import { onlyKeys, readChoice, readClue, readClueText } from '../json.js';
import { cellNamesOf, forEachEntry, fpuzzlesLocate, pushEntry, readCells } from '../formats/fpuzzles-values.js';
import { checkOrthogonalPair, groupByField, modelLocate, readModelCells } from './rule.js';
import type { Locate, RuleModule } from './rule.js';

const DEFAULT_VALUE = { white: 1, black: 2 } as const;
const FIELD = { white: 'difference', black: 'ratio' } as const;

function make(color: Kropki['color'], cells: number[], value: number | undefined): Kropki {
  const pair: [number, number] = [cells[0], cells[1]];
  return value === undefined || value === DEFAULT_VALUE[color]
    ? { type: 'kropki', color, cells: pair }
    : { type: 'kropki', color, cells: pair, value };
}

function check(cells: number[], grid: VariantGrid, at: Locate): void {
  checkOrthogonalPair(cells, grid, 'a kropki dot', at);
}

/** The kropki rule module. */
export const kropki: RuleModule<Kropki> = {
  types: ['kropki'],
  fromModel(raw, path, grid) {
    onlyKeys(raw, ['type', 'color', 'cells', 'value'], path);
    const at = modelLocate(path);
    const color = readChoice(raw.color, ['white', 'black'], at('color'));
    const cells = readModelCells(raw.cells, at, 'cells', grid);
    check(cells, grid, at);
    return make(color, cells, raw.value === undefined ? undefined : readClue(raw.value, at('value')));
  },
  normalise: (constraints) => groupByField(constraints, (constraint) => FIELD[constraint.color]),
  fpuzzles: {
    fields: [FIELD.white, FIELD.black],
    read(field, value, grid, out) {
      const color = field === FIELD.white ? 'white' : 'black';
      forEachEntry(value, field, (entry, path) => {
        const cells = readCells(entry.cells, `${path}.cells`, grid);
        check(cells, grid, fpuzzlesLocate(path, {}));
        out.push(make(color, cells, readClueText(entry.value, `${path}.value`)));
      });
    },
    write(constraint, out, grid) {
      const entry: { cells: string[]; value?: string } = { cells: cellNamesOf(constraint.cells, grid) };
      if (constraint.value !== undefined) entry.value = String(constraint.value);
      pushEntry(out, FIELD[constraint.color], entry);
    },
  },
};
