/**
 * Odd and even cells: an odd cell holds an odd digit, an even cell an even one (f-puzzles'
 * grey circles and squares).
 *
 * Model `{ type: 'odd' | 'even', cells }`, 1 or more distinct cells; the canonical form has at
 * most one `odd` and one `even` constraint, each with its cells in the order first given (a
 * cell given twice across constraints kept once). f-puzzles `odd: [{ cell }]`, `even: [{ cell }]`,
 * one entry per cell. A cell both odd and even is a puzzle with no solution, not an error.
 */

import type { Parity } from '../model.js';
import type { VariantGrid } from '../grid.js';
import { onlyKeys } from '../json.js';
import { cellNameOf, forEachEntry, pushEntry, readCell } from '../formats/fpuzzles-values.js';
import { checkCount, checkDistinct, modelLocate, readModelCells } from './rule.js';
import type { RuleModule } from './rule.js';

const TYPES = ['odd', 'even'] as const;

/** One constraint of `type` with the cells of all of `constraints` of that type, first seen first. */
function merged(constraints: Parity[], type: Parity['type']): Parity[] {
  const cells: number[] = [];
  const taken = new Set<number>();
  for (const constraint of constraints) {
    if (constraint.type !== type) continue;
    for (const cell of constraint.cells) {
      if (!taken.has(cell)) {
        taken.add(cell);
        cells.push(cell);
      }
    }
  }
  return cells.length === 0 ? [] : [{ type, cells }];
}

/** The odd/even rule module. */
export const parity: RuleModule<Parity> = {
  types: TYPES,
  fromModel(raw, path, grid: VariantGrid) {
    onlyKeys(raw, ['type', 'cells'], path);
    const at = modelLocate(path);
    const cells = readModelCells(raw.cells, at, 'cells', grid);
    checkCount(cells, 1, grid.cellCount, `an ${raw.type} constraint`, at);
    checkDistinct(cells, grid, `this ${raw.type} constraint`, at);
    return { type: raw.type as Parity['type'], cells };
  },
  normalise: (constraints) => [...merged(constraints, 'odd'), ...merged(constraints, 'even')],
  fpuzzles: {
    fields: TYPES,
    read(field, value, grid, out) {
      const cells: number[] = [];
      forEachEntry(value, field, (entry, path) => cells.push(readCell(entry.cell, `${path}.cell`, grid)));
      if (cells.length > 0) out.push({ type: field as Parity['type'], cells });
    },
    write(constraint, out, grid) {
      for (const cell of constraint.cells) pushEntry(out, constraint.type, { cell: cellNameOf(cell, grid) });
    },
  },
};
