/**
 * Sandwich: the digits between the 1 and the N (9 on 9×9) of a row or column add up to `sum`
 * (0 when the 1 and the N are neighbours).
 *
 * Model `{ type: 'sandwich', line: 'row' | 'column', index, sum }`, `index` 0-based. f-puzzles
 * `sandwichsum: [{ cell, value }]` with the clue outside the grid: above or below a column
 * (`R0C3`, `R10C3` on 9×9: column 3) or left or right of a row (`R4C0`, `R4C10`: row 4); written
 * above or left. A clue without a value constrains nothing and is skipped. A sum no digits make
 * is a puzzle with no solution, not an error.
 */

import type { Sandwich } from '../model.js';
import { clueCellError, jsonTypeError, jsonValueError } from '../../text/messages.js';
import { fpuzzlesCellName } from '../grid.js';
import { onlyKeys, readClue, readClueText, readInteger } from '../json.js';
import { forEachEntry, pushEntry, readClueCell } from '../formats/fpuzzles-values.js';
import { modelLocate } from './rule.js';
import type { RuleModule } from './rule.js';

/** The sandwich rule module. */
export const sandwich: RuleModule<Sandwich> = {
  types: ['sandwich'],
  fromModel(raw, path, grid) {
    onlyKeys(raw, ['type', 'line', 'index', 'sum'], path);
    const at = modelLocate(path);
    const line = raw.line;
    if (line !== 'row' && line !== 'column') {
      const expected = "'row' or 'column'";
      throw typeof line === 'string' ? jsonValueError(expected, line, at('line')) : jsonTypeError(expected, line, at('line'));
    }
    return { type: 'sandwich', line, index: readInteger(raw.index, 0, grid.size - 1, at('index')), sum: readClue(raw.sum, at('sum')) };
  },
  fpuzzles: {
    fields: ['sandwichsum'],
    read(field, value, grid, out) {
      const size = grid.size;
      forEachEntry(value, field, (entry, path) => {
        const { row, column } = readClueCell(entry.cell, `${path}.cell`, grid);
        const outsideRow = row === -1 || row === size;
        const outsideColumn = column === -1 || column === size;
        if (outsideRow === outsideColumn) {
          throw clueCellError(String(entry.cell), 'outside the grid, beside one row or column (row or column 0 or N + 1)', `${path}.cell`);
        }
        const sum = readClueText(entry.value, `${path}.value`);
        if (sum === undefined) return;
        out.push(outsideRow ? { type: 'sandwich', line: 'column', index: column, sum } : { type: 'sandwich', line: 'row', index: row, sum });
      });
    },
    write(constraint, out) {
      const cell = constraint.line === 'column' ? fpuzzlesCellName(-1, constraint.index) : fpuzzlesCellName(constraint.index, -1);
      pushEntry(out, 'sandwichsum', { cell, value: String(constraint.sum) });
    },
  },
};
