/**
 * A variant puzzle's rules in words, one sentence each ("Killer cage of 3 cells, sum 15: r1c1,
 * r1c2, r2c1"): what the variant logic's steps say a rule is (./hint-rules.ts), and what the
 * demo page lists beside the board and reads out on each cell (`web/src/variant/describe.ts`).
 *
 * Owns: {@link describeRule}, the rules' names in words ({@link LINE_NAMES}). Does not own: the
 * rules' meaning (`src/variant/model.ts`) or cell names (`src/logic/words.ts` `cellName`).
 */
import { cellName } from '../../logic/words.js';
import type { Constraint } from '../model.js';

/** The lines' names in words, by model type. */
export const LINE_NAMES: Record<string, string> = {
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

/** Cells by name, comma-separated: `r1c1, r1c2`. */
export const cellNames = (cells: readonly number[], N: number): string => cells.map((c) => cellName(c, N)).join(', ');
const sideWords = (side: string): string => ({ top: 'above', bottom: 'below', left: 'left of', right: 'right of' })[side] ?? side;
/** The kind of line a clue outside the grid reads: `column` from above or below, `row` from the left or right. */
export const lineKind = (side: string): string => (side === 'top' || side === 'bottom' ? 'column' : 'row');
const lineOf = (side: string, index: number): string => `${lineKind(side)} ${index + 1}`;

/** One rule in a sentence. */
export function describeRule(c: Constraint, N: number): string {
  switch (c.type) {
    case 'killer':
      return `Killer cage of ${c.cells.length} cells${c.sum === undefined ? '' : `, sum ${c.sum}`}: ${cellNames(c.cells, N)}`;
    case 'extraRegion':
      return `Extra region (digits all differ): ${cellNames(c.cells, N)}`;
    case 'diagonal':
      return c.direction === 'main' ? `Diagonal ${cellName(0, N)} to ${cellName(N * N - 1, N)}: digits all differ` : `Diagonal ${cellName(N * (N - 1), N)} to ${cellName(N - 1, N)}: digits all differ`;
    case 'arrow':
      return `Arrow: ${cellNames(c.shaft, N)} add up to the ${c.circle.length > 1 ? 'number in' : 'digit in'} ${cellNames(c.circle, N)}`;
    case 'kropki':
      return c.color === 'white' ? `White dot: ${cellNames(c.cells, N)} differ by ${c.value ?? 1}` : `Black dot: one of ${cellNames(c.cells, N)} is ${c.value ?? 2} times the other`;
    case 'xv':
      return `${c.sum === 10 ? 'X' : 'V'}: ${cellNames(c.cells, N)} add up to ${c.sum}`;
    case 'littleKiller':
      return `Little killer: the diagonal ${cellNames(c.cells, N)} adds up to ${c.sum}`;
    case 'sandwich':
      return `Sandwich ${c.line} ${c.index + 1}: the digits between the 1 and the ${N} add up to ${c.sum}`;
    case 'xSum':
      return `X-sum ${sideWords(c.side)} ${lineOf(c.side, c.index)}: the first X digits from that side add up to ${c.sum}, X the first digit`;
    case 'skyscraper':
      return `Skyscraper ${sideWords(c.side)} ${lineOf(c.side, c.index)}: ${c.count} digits seen from that side`;
    case 'clone':
      return c.cells.length === 1
        ? `Clone: ${cellNames(c.cells, N)} holds the same digit as ${cellNames(c.clone, N)}`
        : `Clone: ${cellNames(c.cells, N)} hold the same digits as ${cellNames(c.clone, N)}, in that order`;
    case 'odd':
    case 'even':
      return `${c.type === 'odd' ? 'Odd' : 'Even'} cells: ${cellNames(c.cells, N)}`;
    case 'minimum':
    case 'maximum':
      return `${c.type === 'minimum' ? 'Minimum' : 'Maximum'} cells (${c.type === 'minimum' ? 'less' : 'greater'} than their orthogonal neighbours): ${cellNames(c.cells, N)}`;
    case 'rowIndexer':
    case 'columnIndexer':
    case 'boxIndexer':
      return `${c.type === 'rowIndexer' ? 'Row' : c.type === 'columnIndexer' ? 'Column' : 'Box'} indexer cells: ${cellNames(c.cells, N)}`;
    case 'quadruple':
      return `Quadruple ${c.digits.join(', ')} in ${cellNames(c.cells, N)}`;
    case 'whispers':
      if (c.difference !== undefined) return `Whispers line (neighbours differ by at least ${c.difference}): ${cellNames(c.cells, N)}`;
      return `${LINE_NAMES.whispers}: ${cellNames(c.cells, N)}`;
    default:
      if (c.type in GLOBAL_NAMES) return GLOBAL_NAMES[c.type];
      return `${LINE_NAMES[c.type] ?? c.type}: ${cellNames((c as { cells: number[] }).cells ?? [], N)}`;
  }
}
