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
import { onlyKeys, readChoice, readClue, readClueText, readInteger } from '../json.js';
import { forEachEntry, pushEntry } from '../formats/fpuzzles-values.js';
import { clueCellName, readClueSide } from './side-clue.js';
import { modelLocate } from './rule.js';
import type { RuleModule } from './rule.js';

/** The sandwich rule module. */
export const sandwich: RuleModule<Sandwich> = {
  types: ['sandwich'],
  fromModel(raw, path, grid) {
    onlyKeys(raw, ['type', 'line', 'index', 'sum'], path);
    const at = modelLocate(path);
    const line = readChoice(raw.line, ['row', 'column'], at('line'));
    return { type: 'sandwich', line, index: readInteger(raw.index, 0, grid.size - 1, at('index')), sum: readClue(raw.sum, at('sum')) };
  },
  fpuzzles: {
    fields: ['sandwichsum'],
    read(field, value, grid, out) {
      forEachEntry(value, field, (entry, path) => {
        const { side, index } = readClueSide(entry.cell, `${path}.cell`, grid);
        const sum = readClueText(entry.value, `${path}.value`);
        if (sum === undefined) return;
        out.push({ type: 'sandwich', line: side === 'top' || side === 'bottom' ? 'column' : 'row', index, sum });
      });
    },
    write(constraint, out, grid) {
      const cell = clueCellName(constraint.line === 'column' ? 'top' : 'left', constraint.index, grid.size);
      pushEntry(out, 'sandwichsum', { cell, value: String(constraint.sum) });
    },
  },
};
