/**
 * XV: the digits of two orthogonal neighbours across an X add up to 10, across a V to 5.
 *
 * Model `{ type: 'xv', cells: [a, b], sum: 10 | 5 }`; f-puzzles `xv: [{ cells, value: "X" | "V" }]`
 * (either case). Without the negative rule a pair without a mark may still add up to 5 or 10
 * (see ./negative-xv.ts for the rule with it).
 */

import type { XV } from '../model.js';
import type { VariantGrid } from '../grid.js';
import { jsonTypeError, jsonValueError } from '../../text/variant-messages.js';
import { onlyKeys } from '../json.js';
import { cellNamesOf, forEachEntry, fpuzzlesLocate, pushEntry, readCells } from '../formats/fpuzzles-values.js';
import { checkOrthogonalPair, modelLocate, readModelCells } from './rule.js';
import type { Locate, RuleModule } from './rule.js';

function check(cells: number[], grid: VariantGrid, at: Locate): [number, number] {
  checkOrthogonalPair(cells, grid, 'an X or V', at);
  return [cells[0], cells[1]];
}

/** The XV rule module. */
export const xv: RuleModule<XV> = {
  types: ['xv'],
  fromModel(raw, path, grid) {
    onlyKeys(raw, ['type', 'cells', 'sum'], path);
    const at = modelLocate(path);
    const sum = raw.sum;
    if (sum !== 5 && sum !== 10) {
      throw typeof sum === 'number' ? jsonValueError('5 or 10', sum, at('sum')) : jsonTypeError('5 or 10', sum, at('sum'));
    }
    return { type: 'xv', cells: check(readModelCells(raw.cells, at, 'cells', grid), grid, at), sum };
  },
  fpuzzles: {
    fields: ['xv'],
    read(field, value, grid, out) {
      forEachEntry(value, field, (entry, path) => {
        const cells = check(readCells(entry.cells, `${path}.cells`, grid), grid, fpuzzlesLocate(path, {}));
        const mark = entry.value;
        const sum = mark === 'X' || mark === 'x' ? 10 : mark === 'V' || mark === 'v' ? 5 : 0;
        if (sum === 0) {
          const expected = '"X" or "V"';
          throw typeof mark === 'string' ? jsonValueError(expected, mark, `${path}.value`) : jsonTypeError(expected, mark, `${path}.value`);
        }
        out.push({ type: 'xv', cells, sum });
      });
    },
    write(constraint, out, grid) {
      pushEntry(out, 'xv', { cells: cellNamesOf(constraint.cells, grid), value: constraint.sum === 10 ? 'X' : 'V' });
    },
  },
};
