/**
 * Little killer: the digits along a whole diagonal of the grid, pointed at by a clue outside it,
 * add up to `sum`; they may repeat where no house forbids it.
 *
 * Model `{ type: 'littleKiller', cells, sum }`: the cells from the clue inward, each one diagonal
 * step from the one before in one direction, from an edge of the grid to the opposite edge
 * (a corner cell alone is a diagonal of one cell). f-puzzles
 * `littlekillersum: [{ cell, direction, value }]`: the clue `cell` sits outside the grid (row or
 * column 0 or N + 1) and `direction` says where the diagonal runs from it, rows counted downward:
 *
 *   direction   step (rows, columns)     e.g. on 9×9
 *   ─────────   ────────────────────     ─────────────────────────────────────────────
 *   DR          +1, +1                   R0C0 DR: the main diagonal R1C1 … R9C9
 *   DL          +1, −1                   R0C4 DL: R1C3, R2C2, R3C1
 *   UR          −1, +1                   R10C1 UR: R9C2 … R2C9
 *   UL          −1, −1                   R10C10 UL: R9C9 … R1C1
 *
 * f-puzzles also lists the diagonal's `cells`; they follow from `cell` and `direction`, which
 * are what is read (the list is written for f-puzzles' sake). A clue without a value constrains
 * nothing and is skipped. A sum no digits make is a puzzle with no solution, not an error.
 */

import type { LittleKiller } from '../model.js';
import type { VariantGrid } from '../grid.js';
import { cellCountError, clueCellError, diagonalError, jsonTypeError, jsonValueError } from '../../text/variant-messages.js';
import { fpuzzlesCellName } from '../grid.js';
import { onlyKeys, readClue, readClueText } from '../json.js';
import { cellNamesOf, forEachEntry, pushEntry, readClueCell } from '../formats/fpuzzles-values.js';
import { modelLocate, readModelCells } from './rule.js';
import type { Locate, RuleModule } from './rule.js';

/** The f-puzzles directions and their steps (rows, columns), in the order a writer tries them. */
const DIRECTIONS: Readonly<Record<string, readonly [number, number]>> = { DR: [1, 1], DL: [1, -1], UR: [-1, 1], UL: [-1, -1] };

const inside = (row: number, column: number, size: number): boolean => row >= 0 && row < size && column >= 0 && column < size;

/** The direction of a diagonal of one cell: the first of {@link DIRECTIONS} along which it is whole, or undefined. */
function singleCellDirection(cell: number, size: number): readonly [number, number] | undefined {
  const row = (cell / size) | 0;
  const column = cell % size;
  for (const step of Object.values(DIRECTIONS)) {
    if (!inside(row - step[0], column - step[1], size) && !inside(row + step[0], column + step[1], size)) return step;
  }
  return undefined;
}

/** The step of a checked diagonal. */
function stepOf(cells: readonly number[], size: number): readonly [number, number] {
  if (cells.length === 1) return singleCellDirection(cells[0], size) ?? [1, 1];
  return [((cells[1] / size) | 0) - ((cells[0] / size) | 0), (cells[1] % size) - (cells[0] % size)];
}

function check(cells: readonly number[], grid: VariantGrid, at: Locate): void {
  const size = grid.size;
  if (cells.length === 0) throw cellCountError(0, 1, size, 'a little killer', at('cells'));
  if (cells.length === 1) {
    if (singleCellDirection(cells[0], size) === undefined) throw diagonalError('start', cells[0], size, at('cells', 0));
    return;
  }
  const [dr, dc] = stepOf(cells, size);
  for (let i = 1; i < cells.length; i++) {
    const ok =
      Math.abs(dr) === 1 &&
      Math.abs(dc) === 1 &&
      ((cells[i] / size) | 0) - ((cells[i - 1] / size) | 0) === dr &&
      (cells[i] % size) - (cells[i - 1] % size) === dc;
    if (!ok) throw diagonalError('step', cells[i], size, at('cells', i));
  }
  const first = cells[0];
  if (inside(((first / size) | 0) - dr, (first % size) - dc, size)) throw diagonalError('start', first, size, at('cells', 0));
  const last = cells[cells.length - 1];
  if (inside(((last / size) | 0) + dr, (last % size) + dc, size)) {
    throw diagonalError('end', last, size, at('cells', cells.length - 1));
  }
}

/** The little-killer rule module. */
export const littleKiller: RuleModule<LittleKiller> = {
  types: ['littleKiller'],
  fromModel(raw, path, grid) {
    onlyKeys(raw, ['type', 'cells', 'sum'], path);
    const at = modelLocate(path);
    const cells = readModelCells(raw.cells, at, 'cells', grid);
    check(cells, grid, at);
    return { type: 'littleKiller', cells, sum: readClue(raw.sum, at('sum')) };
  },
  fpuzzles: {
    fields: ['littlekillersum'],
    read(field, value, grid, out) {
      const size = grid.size;
      forEachEntry(value, field, (entry, path) => {
        const clue = readClueCell(entry.cell, `${path}.cell`, grid);
        if (inside(clue.row, clue.column, size)) {
          throw clueCellError(String(entry.cell), 'outside the grid (row or column 0 or N + 1)', `${path}.cell`);
        }
        const direction = entry.direction;
        // own keys only: 'toString' or '__proto__' must not find Object.prototype's
        const step = typeof direction === 'string' && Object.hasOwn(DIRECTIONS, direction) ? DIRECTIONS[direction] : undefined;
        if (step === undefined) {
          const expected = '"DR", "DL", "UR" or "UL"';
          throw typeof direction === 'string'
            ? jsonValueError(expected, direction, `${path}.direction`)
            : jsonTypeError(expected, direction, `${path}.direction`);
        }
        const cells: number[] = [];
        for (let r = clue.row + step[0], c = clue.column + step[1]; inside(r, c, size); r += step[0], c += step[1]) {
          cells.push(r * size + c);
        }
        if (cells.length === 0) {
          throw clueCellError(String(entry.cell), `one diagonal step (${direction}) from a cell of the grid`, `${path}.cell`);
        }
        const sum = readClueText(entry.value, `${path}.value`);
        if (sum !== undefined) out.push({ type: 'littleKiller', cells, sum });
      });
    },
    write(constraint, out, grid) {
      const size = grid.size;
      const [dr, dc] = stepOf(constraint.cells, size);
      const first = constraint.cells[0];
      const direction = (dr > 0 ? 'D' : 'U') + (dc > 0 ? 'R' : 'L');
      pushEntry(out, 'littlekillersum', {
        cell: fpuzzlesCellName(((first / size) | 0) - dr, (first % size) - dc),
        cells: cellNamesOf(constraint.cells, grid),
        direction,
        value: String(constraint.sum),
      });
    },
  },
};
