/**
 * A variant puzzle's rules in words, for the rules list beside the board and for each cell's
 * accessible name: a screen-reader player hears every rule the board draws ("Killer cage of 3
 * cells, sum 15: r1c1, r1c2, r2c1") and, on each cell, the rules it is in ("in a killer cage of
 * 3 cells, sum 15; thermometer, 2nd from the bulb of 4"), a clue outside the grid on every cell
 * of its line ("in an X-sum row, sum 36 from the right").
 *
 * Owns: {@link rulesNote}, {@link describeRules}, {@link cellNotes}. Does not own: each rule's
 * sentence and the lines' names (the package's `src/variant/logic/rule-words.ts`, which the
 * variant hints say too), the rules' meaning (`src/variant/model.ts`) or cell names.
 */
import { cellName } from '../../../src/logic/words.js';
import { variantGrid } from '../../../src/variant/grid.js';
import { cellNames as names, describeRule, lineKind, LINE_NAMES } from '../../../src/variant/logic/rule-words.js';
import type { VariantPuzzle } from '../../../src/variant/model.js';
import { sideClueCells } from '../../../src/variant/rules/side-clue.js';

/** Where a clue outside the grid reads its line from, in a cell's words. */
const FROM_SIDE: Record<string, string> = { top: 'from above', bottom: 'from below', left: 'from the left', right: 'from the right' };
const ordinal = (k: number): string => `${k}${k % 10 === 1 && k !== 11 ? 'st' : k % 10 === 2 && k !== 12 ? 'nd' : k % 10 === 3 && k !== 13 ? 'rd' : 'th'}`;

/**
 * The sentence above the rules list: the rules every puzzle of its grid has. A 5×5 or 7×7 grid
 * with no regions drawn has no boxes (a Latin square: its rows stand for boxes, as on f-puzzles).
 */
export function rulesNote(puzzle: Pick<VariantPuzzle, 'size' | 'regions' | 'constraints'>): string {
  const more = puzzle.regions !== undefined || puzzle.constraints.length > 0 ? ', and:' : '.';
  const N = puzzle.size;
  if (puzzle.regions === undefined && variantGrid(N).boxRows === 1) return `Each row and column holds 1–${N} once (a ${N}×${N} grid has no boxes)${more}`;
  return `Normal Sudoku rules apply${more}`;
}

/** Every rule of `puzzle` in sentences, jigsaw regions first when it has them. */
export function describeRules(puzzle: Pick<VariantPuzzle, 'size' | 'regions' | 'constraints'>): string[] {
  const out = puzzle.regions ? ['Jigsaw: the thick borders mark irregular regions that replace the boxes'] : [];
  return [...out, ...puzzle.constraints.map((c) => describeRule(c, puzzle.size))];
}

/** What each cell is part of, in words (an empty string for a cell in no drawn rule). */
export function cellNotes(puzzle: Pick<VariantPuzzle, 'size' | 'regions' | 'constraints'>): string[] {
  const N = puzzle.size;
  const notes: string[][] = Array.from({ length: N * N }, () => []);
  const add = (cells: readonly number[], text: (i: number) => string): void => cells.forEach((c, i) => notes[c]?.push(text(i)));
  if (puzzle.regions) puzzle.regions.forEach((r, c) => notes[c].push(`jigsaw region ${r + 1}`));
  for (const c of puzzle.constraints) {
    switch (c.type) {
      case 'killer':
        add(c.cells, () => `in a killer cage of ${c.cells.length} cells${c.sum === undefined ? '' : `, sum ${c.sum}`}`);
        break;
      case 'arrow':
        // a pill's cells are the digits of one number (the most significant first), not each the sum
        if (c.circle.length === 1) add(c.circle, () => `arrow circle, the sum of ${names(c.shaft, N)}`);
        else add(c.circle, (i) => `arrow pill, ${ordinal(i + 1)} digit of ${c.circle.length}, its number the sum of ${names(c.shaft, N)}`);
        add(c.shaft, () => `on an arrow into ${names(c.circle, N)}`);
        break;
      case 'kropki':
      case 'xv': {
        const what = c.type === 'xv' ? (c.sum === 10 ? 'X' : 'V') : `${c.color} dot`;
        add(c.cells, (i) => `${what} with ${cellName(c.cells[1 - i], N)}`);
        break;
      }
      case 'thermometer':
      case 'slowThermometer':
        add(c.cells, (i) => `${c.type === 'thermometer' ? '' : 'slow '}thermometer, ${i === 0 ? 'bulb' : `${ordinal(i + 1)} from the bulb`} of ${c.cells.length}`);
        break;
      case 'clone':
        add(c.cells, (i) => `clone of ${cellName(c.clone[i], N)}`);
        add(c.clone, (i) => `clone of ${cellName(c.cells[i], N)}`);
        break;
      case 'odd':
      case 'even':
      case 'minimum':
      case 'maximum':
        add(c.cells, () => `${c.type}`);
        break;
      case 'rowIndexer':
      case 'columnIndexer':
      case 'boxIndexer':
        add(c.cells, () => `${c.type.replace('Indexer', '')} indexer`);
        break;
      case 'quadruple':
        add(c.cells, () => `quadruple ${c.digits.join(' ')}`);
        break;
      case 'extraRegion':
        add(c.cells, () => 'in an extra region');
        break;
      case 'littleKiller':
        add(c.cells, () => `on a little killer diagonal, sum ${c.sum}`);
        break;
      // a clue outside the grid is said on every cell of its line, as a little killer's is
      case 'sandwich':
        add(sideClueCells(c.line === 'row' ? 'left' : 'top', c.index, N), () => `in a sandwich ${c.line}, sum ${c.sum}`);
        break;
      case 'xSum':
        add(sideClueCells(c.side, c.index, N), () => `in an X-sum ${lineKind(c.side)}, sum ${c.sum} ${FROM_SIDE[c.side]}`);
        break;
      case 'skyscraper':
        add(sideClueCells(c.side, c.index, N), () => `in a skyscraper ${lineKind(c.side)}, ${c.count} seen ${FROM_SIDE[c.side]}`);
        break;
      case 'diagonal':
        for (let k = 0; k < N; k++) notes[c.direction === 'main' ? k * N + k : (N - 1 - k) * N + k].push('on a diagonal');
        break;
      default:
        if (c.type in LINE_NAMES && 'cells' in c) add(c.cells, (i) => `${LINE_NAMES[c.type].replace(/ \(.*/, '').toLowerCase()}, ${ordinal(i + 1)} of ${c.cells.length}`);
    }
  }
  return notes.map((n) => n.join('; '));
}
