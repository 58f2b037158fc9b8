/**
 * Arrow: the digits on the shaft add up to the number in the circle. A circle of several cells
 * (a pill) is read as a number, its cells in the order given from the most significant digit;
 * shaft digits may repeat where no house forbids it.
 *
 * Model `{ type: 'arrow', circle, shaft }`: distinct circle cells, and a shaft of 1 or more
 * cells that is a path starting next to a circle cell and sharing no cell with the circle.
 * f-puzzles `arrow: [{ cells: [circle], lines: [[circle cell, shaft …], …] }]`: each line starts
 * at a circle cell, and each line is its own arrow with the same circle (two lines from one
 * circle are two sums that both equal it). The pill's order is that of `cells`, the order in
 * which f-puzzles' own solver reads the number. A circle with no line constrains nothing and
 * is skipped. A sum no digits make is a puzzle with no solution, not an error.
 *
 * Written back, each arrow is its own f-puzzles entry whose line starts at the circle cell
 * beside the shaft (the first circle cell that shares a side with its first cell, else the
 * first that touches it diagonally), so an arrow drawn straight out of a pill stays straight.
 */

import type { Arrow } from '../model.js';
import type { VariantGrid } from '../grid.js';
import { arrowStartError, cellCountError, overlapError } from '../../text/variant-messages.js';
import { areKingNeighbours, areOrthogonal } from '../grid.js';
import { onlyKeys } from '../json.js';
import { cellNameOf, cellNamesOf, forEachEntry, forEachLine, fpuzzlesLocate, pushEntry, readCells } from '../formats/fpuzzles-values.js';
import { checkDistinct, checkPath, modelLocate, readModelCells } from './rule.js';
import type { Locate, RuleModule } from './rule.js';

/**
 * The circle cell the drawn line leaves from: the first that shares a side with the shaft's
 * first cell, else the first that touches it diagonally, or −1 when none touches it.
 */
function startOf(circle: readonly number[], shaft: readonly number[], grid: VariantGrid): number {
  let diagonal = -1;
  for (const cell of circle) {
    if (areOrthogonal(cell, shaft[0], grid.size)) return cell;
    if (diagonal < 0 && areKingNeighbours(cell, shaft[0], grid.size)) diagonal = cell;
  }
  return diagonal;
}

/**
 * Checks an arrow. `shaftOffset` is the index in the `shaft` field's place of `shaft[0]`: 1 in an
 * f-puzzles line, which starts with its circle cell.
 */
function check(arrow: Arrow, grid: VariantGrid, at: Locate, shaftOffset: number): Arrow {
  const { circle, shaft } = arrow;
  if (circle.length === 0) throw cellCountError(0, 1, grid.cellCount, "an arrow's circle", at('circle'));
  checkDistinct(circle, grid, 'this circle', at, 'circle');
  if (shaft.length === 0) throw cellCountError(0, 1, grid.cellCount - 1, "an arrow's shaft", at('shaft'));
  checkPath(shaft, grid, at, 'shaft', shaftOffset);
  for (let i = 0; i < shaft.length; i++) {
    if (circle.includes(shaft[i])) throw overlapError(shaft[i], grid.size, 'both in the circle and on the shaft', at('shaft', i + shaftOffset));
  }
  if (startOf(circle, shaft, grid) < 0) throw arrowStartError(shaft[0], grid.size, 'shaft', at('shaft', shaftOffset));
  return arrow;
}

/** The arrow rule module. */
export const arrow: RuleModule<Arrow> = {
  types: ['arrow'],
  fromModel(raw, path, grid) {
    onlyKeys(raw, ['type', 'circle', 'shaft'], path);
    const at = modelLocate(path);
    const circle = readModelCells(raw.circle, at, 'circle', grid);
    const shaft = readModelCells(raw.shaft, at, 'shaft', grid);
    return check({ type: 'arrow', circle, shaft }, grid, at, 0);
  },
  fpuzzles: {
    fields: ['arrow'],
    read(field, value, grid, out) {
      forEachEntry(value, field, (entry, path) => {
        const circle = readCells(entry.cells, `${path}.cells`, grid);
        forEachLine(entry, path, grid, (line, linePath) => {
          if (line.length > 0 && !circle.includes(line[0])) throw arrowStartError(line[0], grid.size, 'line', `${linePath}[0]`);
          const at = fpuzzlesLocate(path, { circle: 'cells', shaft: linePath.slice(path.length + 1) });
          out.push(check({ type: 'arrow', circle, shaft: line.slice(1) }, grid, at, 1));
        });
      });
    },
    write(constraint, out, grid) {
      const start = startOf(constraint.circle, constraint.shaft, grid);
      pushEntry(out, 'arrow', {
        cells: cellNamesOf(constraint.circle, grid),
        lines: [[cellNameOf(start, grid), ...cellNamesOf(constraint.shaft, grid)]],
      });
    },
  },
};
