/**
 * A variant puzzle's rules in words, for the rules list beside the board and for each cell's
 * accessible name: a screen-reader player hears every rule the board draws ("Killer cage of 3
 * cells, sum 15: r1c1, r1c2, r2c1") and, on each cell, the rules it is in ("in a killer cage of
 * 3 cells, sum 15; thermometer, 2nd from the bulb of 4"), a clue outside the grid on every cell
 * of its line ("in an X-sum row, sum 36 from the right").
 *
 * Owns: {@link rulesNote}, {@link describeRules}, {@link cellNotes}, the rules' names in words. Does not own: the
 * rules' meaning (the package's `src/variant/model.ts`) or cell names (`state/game.ts` `cellName`).
 */
import { variantGrid } from '../../../src/variant/grid.js';
import type { Constraint, VariantPuzzle } from '../../../src/variant/model.js';
import { sideClueCells } from '../../../src/variant/rules/side-clue.js';
import { cellName } from '../state/game.js';

/** The lines' names in words, by model type. */
const LINE_NAMES: Record<string, string> = {
  thermometer: 'Thermometer (digits increase from the bulb)',
  slowThermometer: 'Slow thermometer (digits never decrease from the bulb)',
  whispers: 'German whispers line (neighbours differ by at least 5)',
  renban: 'Renban line (a set of consecutive digits, any order)',
  palindrome: 'Palindrome line (reads the same from either end)',
  entropic: 'Entropic line (any three in a row: one low, one middle, one high)',
  modular: 'Modular line (any three in a row: three different remainders mod 3)',
  nabner: 'Nabner line (no two digits consecutive, all different)',
  zipper: 'Zipper line (cells equally far from the middle add up to the same sum)',
  doubleArrow: 'Double arrow (the two ends add up to the cells between them)',
  lockout: 'Lockout line (the ends differ by at least 4; the cells between lie outside them)',
  regionSum: 'Region sum line (each box’s segment has the same sum)',
  between: 'Between line (the cells between the ends lie between their digits)',
};

/** The rules with no cells of their own, in words. */
const GLOBAL_NAMES: Record<string, string> = {
  antiKnight: 'Anti-knight: cells a knight’s move apart never hold the same digit',
  antiKing: 'Anti-king: cells a king’s move apart never hold the same digit',
  nonConsecutive: 'Non-consecutive: orthogonal neighbours never differ by 1, unless a dot says so',
  negativeBlack: 'Every black dot is given: neighbours without one are not in ratio 1:2',
  negativeXV: 'Every X and V is given: neighbours without one do not add up to 5 or 10',
  disjointGroups: 'Disjoint groups: cells at the same place in their boxes all differ',
};

const names = (cells: readonly number[], N: number): string => cells.map((c) => cellName(c, N)).join(', ');
const sideWords = (side: string): string => ({ top: 'above', bottom: 'below', left: 'left of', right: 'right of' })[side] ?? side;
const lineKind = (side: string): string => (side === 'top' || side === 'bottom' ? 'column' : 'row');
const lineOf = (side: string, index: number): string => `${lineKind(side)} ${index + 1}`;
/** Where a clue outside the grid reads its line from, in a cell's words. */
const FROM_SIDE: Record<string, string> = { top: 'from above', bottom: 'from below', left: 'from the left', right: 'from the right' };
const ordinal = (k: number): string => `${k}${k % 10 === 1 && k !== 11 ? 'st' : k % 10 === 2 && k !== 12 ? 'nd' : k % 10 === 3 && k !== 13 ? 'rd' : 'th'}`;

/** One rule in a sentence. */
export function describeRule(c: Constraint, N: number): string {
  switch (c.type) {
    case 'killer':
      return `Killer cage of ${c.cells.length} cells${c.sum === undefined ? '' : `, sum ${c.sum}`}: ${names(c.cells, N)}`;
    case 'extraRegion':
      return `Extra region (digits all differ): ${names(c.cells, N)}`;
    case 'diagonal':
      return c.direction === 'main' ? `Diagonal ${cellName(0, N)} to ${cellName(N * N - 1, N)}: digits all differ` : `Diagonal ${cellName(N * (N - 1), N)} to ${cellName(N - 1, N)}: digits all differ`;
    case 'arrow':
      return `Arrow: ${names(c.shaft, N)} add up to the ${c.circle.length > 1 ? 'number in' : 'digit in'} ${names(c.circle, N)}`;
    case 'kropki':
      return c.color === 'white' ? `White dot: ${names(c.cells, N)} differ by ${c.value ?? 1}` : `Black dot: one of ${names(c.cells, N)} is ${c.value ?? 2} times the other`;
    case 'xv':
      return `${c.sum === 10 ? 'X' : 'V'}: ${names(c.cells, N)} add up to ${c.sum}`;
    case 'littleKiller':
      return `Little killer: the diagonal ${names(c.cells, N)} adds up to ${c.sum}`;
    case 'sandwich':
      return `Sandwich ${c.line} ${c.index + 1}: the digits between the 1 and the ${N} add up to ${c.sum}`;
    case 'xSum':
      return `X-sum ${sideWords(c.side)} ${lineOf(c.side, c.index)}: the first X digits from that side add up to ${c.sum}, X the first digit`;
    case 'skyscraper':
      return `Skyscraper ${sideWords(c.side)} ${lineOf(c.side, c.index)}: ${c.count} digits seen from that side`;
    case 'clone':
      return `Clone: ${names(c.cells, N)} hold the same digits as ${names(c.clone, N)}, in that order`;
    case 'odd':
    case 'even':
      return `${c.type === 'odd' ? 'Odd' : 'Even'} cells: ${names(c.cells, N)}`;
    case 'minimum':
    case 'maximum':
      return `${c.type === 'minimum' ? 'Minimum' : 'Maximum'} cells (${c.type === 'minimum' ? 'less' : 'greater'} than their orthogonal neighbours): ${names(c.cells, N)}`;
    case 'rowIndexer':
    case 'columnIndexer':
    case 'boxIndexer':
      return `${c.type === 'rowIndexer' ? 'Row' : c.type === 'columnIndexer' ? 'Column' : 'Box'} indexer cells: ${names(c.cells, N)}`;
    case 'quadruple':
      return `Quadruple ${c.digits.join(', ')} in ${names(c.cells, N)}`;
    case 'whispers':
      if (c.difference !== undefined) return `Whispers line (neighbours differ by at least ${c.difference}): ${names(c.cells, N)}`;
      return `${LINE_NAMES.whispers}: ${names(c.cells, N)}`;
    default:
      if (c.type in GLOBAL_NAMES) return GLOBAL_NAMES[c.type];
      return `${LINE_NAMES[c.type] ?? c.type}: ${names((c as { cells: number[] }).cells ?? [], N)}`;
  }
}

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
        add(c.circle, () => `arrow circle, the sum of ${names(c.shaft, N)}`);
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
