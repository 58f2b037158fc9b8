/**
 * Quadruples: every digit listed is in the cells, and a digit listed twice is in them twice;
 * the cells may hold other digits too when fewer digits are listed than there are cells
 * (f-puzzles' circle on the corner where four cells meet).
 *
 * Model `{ type: 'quadruple', cells, digits }`: 1 or more distinct cells (f-puzzles draws four,
 * a 2×2 block; the model takes any cells), and 1 … (number of cells) digits, each 1 … N, listed
 * in any order; the canonical form lists them ascending. f-puzzles
 * `quadruple: [{ cells: [names], values: [numbers] }]` (a value may also be a digit as text); an
 * entry with no values sets no rule. A digit listed more often than the cells can hold it is a
 * puzzle with no solution, not an error.
 */

import type { Quadruple } from '../model.js';
import type { VariantGrid } from '../grid.js';
import { cellCountError, jsonTypeError, jsonValueError } from '../../text/variant-messages.js';
import { onlyKeys, readArray } from '../json.js';
import { cellNamesOf, forEachEntry, fpuzzlesLocate, pushEntry, readCells } from '../formats/fpuzzles-values.js';
import { checkCount, checkDistinct, modelLocate, readModelCells } from './rule.js';
import type { Locate, RuleModule } from './rule.js';

/** A digit 1 … N: a number, or (f-puzzles) one written as text when `text` is true. */
function readDigit(value: unknown, grid: VariantGrid, path: string, text: boolean): number {
  const digit = text && typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  if (typeof digit !== 'number') throw jsonTypeError(`a digit 1-${grid.size}`, value, path);
  if (!Number.isInteger(digit) || digit < 1 || digit > grid.size) throw jsonValueError(`a digit 1-${grid.size}`, value, path);
  return digit;
}

function check(quadruple: Quadruple, grid: VariantGrid, at: Locate): Quadruple {
  checkCount(quadruple.cells, 1, grid.cellCount, 'a quadruple', at);
  checkDistinct(quadruple.cells, grid, 'this quadruple', at);
  const n = quadruple.digits.length;
  if (n < 1 || n > quadruple.cells.length) {
    throw cellCountError(n, 1, quadruple.cells.length, 'a quadruple (at most one for each of its cells)', at('digits'), 'digits');
  }
  return quadruple;
}

/** The quadruple rule module. */
export const quadruple: RuleModule<Quadruple> = {
  types: ['quadruple'],
  fromModel(raw, path, grid) {
    onlyKeys(raw, ['type', 'cells', 'digits'], path);
    const at = modelLocate(path);
    const cells = readModelCells(raw.cells, at, 'cells', grid);
    const digits = readArray(raw.digits, at('digits'), 'an array of digits').map((d, i) => readDigit(d, grid, at('digits', i), false));
    return check({ type: 'quadruple', cells, digits }, grid, at);
  },
  normalise: (constraints) => constraints.map((c) => ({ ...c, digits: c.digits.slice().sort((a, b) => a - b) })),
  fpuzzles: {
    fields: ['quadruple'],
    read(field, value, grid, out) {
      forEachEntry(value, field, (entry, path) => {
        const cells = readCells(entry.cells, `${path}.cells`, grid);
        const values = entry.values === undefined || entry.values === null ? [] : readArray(entry.values, `${path}.values`, 'an array of digits');
        if (values.length === 0) return;
        const digits = values.map((d, i) => readDigit(d, grid, `${path}.values[${i}]`, true));
        out.push(check({ type: 'quadruple', cells, digits }, grid, fpuzzlesLocate(path, { digits: 'values' })));
      });
    },
    write(constraint, out, grid) {
      pushEntry(out, 'quadruple', { cells: cellNamesOf(constraint.cells, grid), values: constraint.digits.slice() });
    },
  },
};
