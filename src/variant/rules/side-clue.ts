/**
 * Clues that stand outside the grid on one side of a row or column and read the line from that
 * side (X-sums, skyscrapers): the shared reading, checks and writing of the model's
 * `{ side, index }` and of f-puzzles' clue cells (sandwich clues read their cells here too).
 *
 * Owns: the side and index of a clue and the line's cells in the order the clue reads them.
 * Does not own: what a clue means (its module).
 *
 *   f-puzzles clue cell (9×9)   side     reads
 *   ────────────────────────    ──────   ─────────────────────
 *   R0C3                        top      column 3, downwards
 *   R10C3                       bottom   column 3, upwards
 *   R4C0                        left     row 4, rightwards
 *   R4C10                       right    row 4, leftwards
 *
 * (R and C 1-based in f-puzzles' names, so `R0C3` stands above the grid's third column, the
 * model's `index: 2`.)
 */

import type { ClueSide, Skyscraper, XSum } from '../model.js';
import type { VariantGrid } from '../grid.js';
import { fpuzzlesCellName } from '../grid.js';
import { clueCellError } from '../../text/variant-messages.js';
import { onlyKeys, readChoice, readClue, readClueText, readInteger } from '../json.js';
import { forEachEntry, pushEntry, readClueCell } from '../formats/fpuzzles-values.js';
import { modelLocate } from './rule.js';
import type { RuleModule } from './rule.js';

/** The sides, in the model's order. */
export const CLUE_SIDES: readonly ClueSide[] = ['top', 'bottom', 'left', 'right'];

/** The cells of the line a clue on `side` at `index` reads, in the order it reads them. */
export function sideClueCells(side: ClueSide, index: number, size: number): number[] {
  return Array.from({ length: size }, (_, i) => {
    switch (side) {
      case 'top':
        return i * size + index;
      case 'bottom':
        return (size - 1 - i) * size + index;
      case 'left':
        return index * size + i;
      case 'right':
        return index * size + size - 1 - i;
    }
  });
}

/**
 * The side and line of an f-puzzles clue cell outside the grid (`R0C3`: top, index 2).
 * @throws SudokuParseError when the cell is inside the grid or at a corner outside it
 */
export function readClueSide(name: unknown, path: string, grid: VariantGrid): { side: ClueSide; index: number } {
  const size = grid.size;
  const { row, column } = readClueCell(name, path, grid);
  const outsideRow = row === -1 || row === size;
  const outsideColumn = column === -1 || column === size;
  if (outsideRow === outsideColumn) {
    throw clueCellError(String(name), 'outside the grid, beside one row or column (row or column 0 or N + 1)', path);
  }
  if (outsideRow) return { side: row === -1 ? 'top' : 'bottom', index: column };
  return { side: column === -1 ? 'left' : 'right', index: row };
}

/** The f-puzzles name of the clue cell on `side` of line `index`. */
export function clueCellName(side: ClueSide, index: number, size: number): string {
  if (side === 'top') return fpuzzlesCellName(-1, index);
  if (side === 'bottom') return fpuzzlesCellName(size, index);
  if (side === 'left') return fpuzzlesCellName(index, -1);
  return fpuzzlesCellName(index, size);
}

/** A clue with a side, an index and one number (`sum`, `count`). */
type SideClue = XSum | Skyscraper;

/**
 * A rule module for a clue beside a row or column: `{ type, side, index, <number> }` in the
 * model; f-puzzles `<field>: [{ cell, value }]` with the clue cell outside the grid. A clue
 * without a value constrains nothing and is skipped.
 * @param type the model type
 * @param field the f-puzzles field
 * @param number the name of the clue's number in the model (`sum`, `count`)
 */
export function sideClueRule<C extends SideClue>(type: C['type'], field: string, number: string): RuleModule<C> {
  const make = (side: ClueSide, index: number, value: number): C => ({ type, side, index, [number]: value }) as unknown as C;
  return {
    types: [type],
    fromModel(raw, path, grid) {
      onlyKeys(raw, ['type', 'side', 'index', number], path);
      const at = modelLocate(path);
      const side = readChoice(raw.side, CLUE_SIDES, at('side'));
      return make(side, readInteger(raw.index, 0, grid.size - 1, at('index')), readClue(raw[number], at(number)));
    },
    fpuzzles: {
      fields: [field],
      read(_field, value, grid: VariantGrid, out) {
        forEachEntry(value, field, (entry, path) => {
          const { side, index } = readClueSide(entry.cell, `${path}.cell`, grid);
          const clue = readClueText(entry.value, `${path}.value`);
          if (clue !== undefined) out.push(make(side, index, clue));
        });
      },
      write(constraint, out, grid) {
        const cell = clueCellName(constraint.side, constraint.index, grid.size);
        pushEntry(out, field, { cell, value: String((constraint as unknown as Record<string, number>)[number]) });
      },
    },
  };
}
