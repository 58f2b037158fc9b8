/**
 * What the variant logic's finders (./finders/) know of a puzzle, each piece named for a player: its
 * houses (rows, columns, boxes or jigsaw regions, and the groups of N cells whose digits all
 * differ: diagonals, extra regions, disjoint groups …), its other groups whose digits all differ
 * (killer cages, renban lines …), its rules between two cells (the compiler's pair relations) with the
 * rule each comes from, its rules of many cells (the records of its `RuleCheck`) with
 * the rule each comes from, then the sums the compiler derives from cages and houses (the 45
 * rule: innies and outies, said as their equation), and its odd and even cells. Built once per
 * puzzle.
 *
 * Owns: {@link hintRulesOf}, {@link HintRules}, the technique name of each rule and the words
 * that say where a group of cells is ({@link span}). Does not own: the groups (the package's
 * `differentGroups`), the pair rules and the rule check (./houses.ts), the rules in sentences
 * (./rule-words.ts).
 */
import { andList, cellName } from '../../logic/words.js';
import { differentGroups } from '../compile/different-groups.js';
import { variantGeometry } from '../compile/geometry.js';
import type { Constraint, ConstraintType, VariantPuzzle } from '../model.js';
import { boxLabels, pairRulesOf, peersOf, ruleCheckOf, variantUnits, type PairRule } from './houses.js';
import type { RuleCheck } from './rule-check.js';
import { describeRule, LINE_NAMES } from './rule-words.js';

/** Cells with a name a sentence can use: `row 3`, `box 5`, `the cage r1c1–r1c3`. */
export interface NamedCells {
  readonly name: string;
  readonly cells: readonly number[];
}

/** A pair rule (./houses.ts) and the rule it comes from. */
export interface NamedPair extends PairRule {
  /** The technique's name: the rule's (`Kropki dot`, `Thermometer` …). */
  readonly technique: string;
  /** Its id: `variant-kropki` … */
  readonly id: string;
  /** The rule in a sentence (./rule-words.ts), or a plain one when no drawn rule covers the pair. */
  readonly sentence: string;
}

/** A rule record of the `RuleCheck` and the rule it comes from. */
export interface NamedRule {
  readonly record: number;
  readonly cells: readonly number[];
  readonly technique: string;
  readonly id: string;
  /** The puzzle's rule, when one has the record's cells. */
  readonly rule?: Constraint;
  /** Where it is: `the cage r1c1–r1c3`. */
  readonly where: string;
  readonly sentence: string;
}

/** The sum of a rule that is a whole killer cage with a sum (the record has all the cage's cells), else undefined. */
export function cageSumOf(rule: NamedRule): number | undefined {
  const cage = rule.rule;
  return cage?.type === 'killer' && cage.sum !== undefined && cage.cells.length === rule.cells.length ? cage.sum : undefined;
}

/** Everything the hints look at, named. */
export interface HintRules {
  readonly N: number;
  /** Groups of N cells holding every digit once: rows, columns, boxes or regions, then the rules'. */
  readonly houses: readonly NamedCells[];
  /** The box or region (index into {@link houses}) of each cell. */
  readonly boxOf: Int32Array;
  /** Groups whose digits all differ (the houses first). */
  readonly groups: readonly NamedCells[];
  /** Each cell's peers: the cells it shares a house or group with, or a knight's or king's move under those rules. */
  readonly peers: readonly ReadonlySet<number>[];
  readonly pairs: readonly NamedPair[];
  /** Undefined for a puzzle the compiler finds impossible. */
  readonly check?: RuleCheck;
  readonly rules: readonly NamedRule[];
  /** Odd and even cells: the digits each rule allows. */
  readonly parity: readonly { readonly rule: Constraint; readonly cells: readonly number[]; readonly mask: number }[];
}

/** Each rule's name as a technique. */
const TECHNIQUES: Record<ConstraintType, string> = {
  extraRegion: 'Extra region',
  disjointGroups: 'Disjoint groups',
  diagonal: 'Diagonal',
  antiKnight: 'Anti-knight',
  antiKing: 'Anti-king',
  nonConsecutive: 'Non-consecutive',
  kropki: 'Kropki dot',
  xv: 'XV',
  negativeBlack: 'No black dot',
  negativeXV: 'No X or V',
  killer: 'Killer cage',
  littleKiller: 'Little killer',
  arrow: 'Arrow',
  sandwich: 'Sandwich',
  xSum: 'X-sum',
  skyscraper: 'Skyscraper',
  thermometer: 'Thermometer',
  slowThermometer: 'Slow thermometer',
  whispers: 'German whispers',
  renban: 'Renban',
  palindrome: 'Palindrome',
  entropic: 'Entropic line',
  modular: 'Modular line',
  nabner: 'Nabner',
  zipper: 'Zipper line',
  lockout: 'Lockout line',
  doubleArrow: 'Double arrow',
  between: 'Between line',
  regionSum: 'Region sum line',
  clone: 'Clone',
  odd: 'Odd cell',
  even: 'Even cell',
  minimum: 'Minimum',
  maximum: 'Maximum',
  rowIndexer: 'Row indexer',
  columnIndexer: 'Column indexer',
  boxIndexer: 'Box indexer',
  quadruple: 'Quadruple',
};

/** The rules of the whole grid (no cells of their own): they join orthogonal neighbours. */
const ORTHOGONAL: ReadonlySet<ConstraintType> = new Set(['nonConsecutive', 'negativeBlack', 'negativeXV']);

/** A line of the grid: row `index` or column `index`. */
const lineCells = (N: number, row: boolean, index: number): number[] => Array.from({ length: N }, (_, k) => (row ? index * N + k : k * N + index));

/** The cells a rule is drawn on (none for a rule of the whole grid). */
function cellsOfRule(c: Constraint, N: number): number[] {
  switch (c.type) {
    case 'arrow':
      return [...c.circle, ...c.shaft];
    case 'clone':
      return [...c.cells, ...c.clone];
    case 'sandwich':
      return lineCells(N, c.line === 'row', c.index);
    case 'xSum':
    case 'skyscraper':
      return lineCells(N, c.side === 'left' || c.side === 'right', c.index);
    case 'diagonal': {
      const geo = variantGeometry(N as VariantPuzzle['size']);
      return Array.from(c.direction === 'main' ? geo.mainDiagonal : geo.antiDiagonal);
    }
    default:
      return 'cells' in c ? c.cells : [];
  }
}

/**
 * Where a rule's group of cells is, after its name (`the cage …`): `r1c1–r1c3` (a straight
 * run), `r1c1, r2c1 and r2c2` (up to three), else `of 5 cells at r1c1` (its first cell in
 * reading order), or `of 5 cells from r3c7` when the rule starts at `start` (an arrow's circle,
 * a line's first cell as drawn: see {@link startOf}). No brackets, so that the name fits inside
 * a bracket of a sentence.
 */
export function span(cells: readonly number[], N: number, start?: number): string {
  const short = shortSpan(cells, N);
  return short ?? (start === undefined ? `of ${cells.length} cells at ${cellName(Math.min(...cells), N)}` : `of ${cells.length} cells from ${cellName(start, N)}`);
}

/**
 * Where a player sees a rule start: an arrow's circle, a line's first cell as drawn (a
 * thermometer's bulb); undefined for a shape with no start (a cage, a region), named by its
 * first cell in reading order. An arrow named by a shaft cell sent the player to the wrong shape.
 */
function startOf(rule: Constraint | undefined): number | undefined {
  if (rule?.type === 'arrow') return rule.circle[0];
  return rule !== undefined && rule.type in LINE_NAMES && 'cells' in rule ? rule.cells[0] : undefined;
}

/** Some cells with no rule's name before them: `the cells r1c1–r1c3`, `the 5 cells at r1c1`. */
export function cellsWords(cells: readonly number[], N: number): string {
  const short = shortSpan(cells, N);
  return short ? `the cells ${short}` : `the ${cells.length} cells at ${cellName(Math.min(...cells), N)}`;
}

/** A straight run or up to three cells in words, else undefined. */
function shortSpan(cells: readonly number[], N: number): string | undefined {
  const sorted = [...cells].sort((a, b) => a - b);
  const [first, last] = [sorted[0], sorted[sorted.length - 1]];
  const row = Math.floor(first / N) === Math.floor(last / N) && last - first === sorted.length - 1;
  const column = first % N === last % N && last - first === (sorted.length - 1) * N;
  if (sorted.length > 1 && (row || column)) return `${cellName(first, N)}–${cellName(last, N)}`;
  if (sorted.length <= 3) return andList(cells.map((c) => cellName(c, N)));
  return undefined;
}

/** The name of a group of cells whose digits all differ, from the rule that makes it. */
function groupName(rule: Constraint | undefined, cells: readonly number[], N: number, k: number): string {
  switch (rule?.type) {
    case 'killer':
      return `the cage ${span(cells, N)}`;
    case 'extraRegion':
      return `the extra region ${span(cells, N)}`;
    case 'renban':
      return `the renban line ${span(cells, N, startOf(rule))}`;
    case 'diagonal':
      return rule.direction === 'main' ? `the diagonal ${cellName(0, N)}–${cellName(N * N - 1, N)}` : `the diagonal ${cellName(N * (N - 1), N)}–${cellName(N - 1, N)}`;
    case 'disjointGroups':
      return `disjoint group ${k + 1} (the ${ordinal(k + 1)} cell of every box)`;
    default:
      return `the group ${span(cells, N)}`;
  }
}

const ordinal = (k: number): string => `${k}${k === 1 ? 'st' : k === 2 ? 'nd' : k === 3 ? 'rd' : 'th'}`;

/** The rules and houses of `puzzle` as the finders name them (built once per puzzle: keep it). */
export function hintRulesOf(puzzle: VariantPuzzle): HintRules {
  const N = puzzle.size;
  const C = N * N;
  const units = variantUnits(puzzle);
  const pairs = pairRulesOf(puzzle);
  const houses: NamedCells[] = [];
  for (let r = 0; r < N; r++) houses.push({ name: `row ${r + 1}`, cells: lineCells(N, true, r) });
  for (let c = 0; c < N; c++) houses.push({ name: `column ${c + 1}`, cells: lineCells(N, false, c) });
  // the boxes: the regions given (a jigsaw's, a 6×6 or 8×8 board's), else square ones
  const labels = boxLabels(N, units.regions);
  const boxWord = puzzle.regions ? 'region' : 'box';
  const boxes: number[][] = Array.from({ length: N }, () => []);
  labels.forEach((label, cell) => boxes[label].push(cell));
  const boxOf = new Int32Array(C);
  boxes.forEach((cells, b) => {
    for (const cell of cells) boxOf[cell] = 2 * N + b;
    houses.push({ name: `${boxWord} ${b + 1}`, cells });
  });
  // the rules' groups: which rule made each (the list gives the rule's own cells, or the geometry's)
  const groups: NamedCells[] = [...houses];
  let disjoint = 0;
  for (const g of differentGroups(puzzle)) {
    if (g.by !== 'group') continue;
    const cells = Array.from(g.cells);
    // a group with no rule of its cells is one of the N disjoint groups (the list gives them in turn)
    const rule =
      puzzle.constraints.find((c) => ('cells' in c && c.cells === g.cells) || (c.type === 'diagonal' && sameSet(cellsOfRule(c, N), cells))) ??
      puzzle.constraints.find((c) => c.type === 'disjointGroups');
    const named = { name: groupName(rule, cells, N, rule?.type === 'disjointGroups' ? disjoint++ : 0), cells };
    groups.push(named);
    if (cells.length === N) houses.push(named);
  }
  const drawn = puzzle.constraints.map((rule) => ({ rule, cells: new Set(cellsOfRule(rule, N)) })).sort((a, b) => a.cells.size - b.cells.size);
  const namedPairs = pairs.map((pair) => namePair(pair, drawn, puzzle.constraints, N));
  // the puzzle's own records first, then those the compiler derives (the 45 rule)
  const own = ruleCheckOf(puzzle)?.ruleCount ?? 0;
  const check = ruleCheckOf(puzzle, true);
  const rules: NamedRule[] = [];
  for (let record = 0; record < (check?.ruleCount ?? 0); record++) {
    const cells = check!.cellsOf(record);
    if (record >= own) {
      rules.push({ record, cells, technique: '45 rule', id: 'variant-45', where: cellsWords(cells, N), sentence: sumWords(check!, record, puzzle) });
      continue;
    }
    const rule = drawn.find((d) => d.cells.size === cells.length && cells.every((c) => d.cells.has(c)))?.rule ?? drawn.find((d) => cells.every((c) => d.cells.has(c)))?.rule;
    const technique = rule ? TECHNIQUES[rule.type] : 'Rule';
    rules.push({
      record,
      cells,
      technique,
      id: `variant-${rule?.type ?? 'rule'}`,
      ...(rule ? { rule } : {}),
      where: rule && 'side' in rule ? `the ${technique.toLowerCase()} clue of ${rule.side === 'left' || rule.side === 'right' ? 'row' : 'column'} ${rule.index + 1}` : rule?.type === 'sandwich' ? `the sandwich clue of ${rule.line} ${rule.index + 1}` : rule?.type === 'killer' ? `the cage ${span(cells, N)}` : `the ${technique.toLowerCase()} ${span(cells, N, startOf(rule))}`,
      sentence: rule ? describeRule(rule, N) : `A rule joins ${cellsWords(cells, N)}`,
    });
  }
  const odd = (d: number): boolean => d % 2 === 1;
  const parity = puzzle.constraints.flatMap((rule) => {
    if (rule.type !== 'odd' && rule.type !== 'even') return [];
    let mask = 0;
    for (let d = 1; d <= N; d++) if (odd(d) === (rule.type === 'odd')) mask |= 1 << (d - 1);
    return [{ rule, cells: rule.cells, mask }];
  });
  const peers = peersOf(N, units);
  return { N, houses, boxOf, groups, peers, pairs: namedPairs, ...(check ? { check } : {}), rules, parity };
}

/**
 * A derived sum rule in words: `45 rule: each row, column and box adds up to 45; with the cages
 * in them, r1c4 + r2c4 − r3c5 = 7` (different digits adding up, for a cage-like one).
 */
function sumWords(check: RuleCheck, record: number, puzzle: VariantPuzzle): string {
  const N = puzzle.size;
  const cells = check.cellsOf(record);
  const sum = check.sumOf(record);
  const head = `45 rule: each row, column and ${puzzle.regions ? 'region' : 'box'} adds up to ${(N * (N + 1)) / 2}; with the cages in them,`;
  if (!sum) return `${head} a rule of ${cellsWords(cells, N)}`;
  if (sum.distinct) return `${head} ${andList(cells.map((c) => cellName(c, N)))} hold different digits adding up to ${sum.total}`;
  const terms = cells.map((c, i) => {
    const k = sum.coefficients[i];
    const size = Math.abs(k) === 1 ? '' : `${Math.abs(k)}×`;
    return `${i === 0 ? (k < 0 ? '−' : '') : k < 0 ? ' − ' : ' + '}${size}${cellName(c, N)}`;
  });
  return `${head} ${terms.join('')} = ${sum.total}`;
}

const sameSet = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((c) => b.includes(c));

/**
 * The rule a pair rule comes from: the smallest drawn rule with both cells (a dot before the
 * line it sits on), else a rule of the whole grid joining orthogonal neighbours.
 */
function namePair(pair: PairRule, drawn: readonly { rule: Constraint; cells: Set<number> }[], all: readonly Constraint[], N: number): NamedPair {
  const { cell, other } = pair;
  const orthogonal = Math.abs(cell - other) === N || (Math.abs(cell - other) === 1 && Math.floor(cell / N) === Math.floor(other / N));
  const rule = drawn.find((d) => d.cells.size > 0 && d.cells.has(cell) && d.cells.has(other))?.rule ?? (orthogonal ? all.find((c) => ORTHOGONAL.has(c.type)) : undefined);
  return {
    ...pair,
    technique: rule ? TECHNIQUES[rule.type] : 'Pair rule',
    id: `variant-${rule?.type ?? 'pair'}`,
    sentence: rule ? describeRule(rule, N) : `A rule joins ${cellName(cell, N)} and ${cellName(other, N)}`,
  };
}
