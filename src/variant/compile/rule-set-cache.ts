/**
 * The last rule set compiled, kept with its program so that a run of puzzles with the same
 * rules (a collection of X-sudokus, windokus or anti-knight puzzles) compiles only its givens.
 * The program of the rules is compiled when a second puzzle in a row has them, so a run of
 * puzzles whose rules all differ (killers, jigsaws) pays only for the key.
 *
 * Owns: the key of a model's rules (everything but the givens, as numbers) and the one program
 * kept for it. Does not own: compiling (./index.ts), where the givens go in a program
 * (./program.ts, INIT).
 *
 * The key is written fresh from the model each time, so a model changed in place after it was
 * compiled cannot match a stale entry. Per rule, in the model's order:
 *
 *   [type code, its numbers (a sum, a direction …; one that may be absent as [present, value]),
 *    cell list length, cells …] …
 *
 * after [size, region labels or −1]. A rule type without a case below writes NaN, which equals
 * nothing, so its rule set is never reused. Two models with equal keys compile to the
 * same program but for INIT, so the cached program with the givens ANDed into INIT is what the
 * full compile writes (test/variant/engine/programs.test.ts compares them on random models).
 */
import type { VariantProgram } from '../../engine/variant-types.js';
import type { Constraint, ConstraintType, VariantPuzzle } from '../model.js';
import { CLUE_SIDES } from '../rules/side-clue.js';
import { H_INIT } from './program.js';

/** The key being written (grows as needed) and the kept one. */
let next = new Float64Array(256);
let kept = new Float64Array(256);
let nextLength = 0;
let keptLength = -1;
/** The program of the kept rule set, with no givens (never handed out: callers get copies). */
let keptProgram: VariantProgram | null = null;

/** Makes room for `n` more numbers in the key being written. */
function room(n: number): void {
  if (nextLength + n <= next.length) return;
  const grown = new Float64Array(2 * (nextLength + n));
  grown.set(next.subarray(0, nextLength));
  next = grown;
}

function put(x: number): void {
  room(1);
  next[nextLength++] = x;
}

function putCells(cells: readonly number[]): void {
  const n = cells.length;
  room(n + 1);
  const key = next;
  let at = nextLength;
  key[at++] = n;
  for (let i = 0; i < n; i++) key[at++] = cells[i];
  nextLength = at;
}

/** A number that may be absent: whether it is there, then it (0 when absent). */
function putOptional(x: number | undefined): void {
  put(x === undefined ? 0 : 1);
  put(x ?? 0);
}

/** Codes of the rule types in the key (any distinct numbers would do). */
const CODES: Readonly<Record<ConstraintType, number>> = {
  extraRegion: 1,
  disjointGroups: 2,
  diagonal: 3,
  antiKnight: 4,
  antiKing: 5,
  nonConsecutive: 6,
  kropki: 7,
  xv: 8,
  negativeBlack: 9,
  negativeXV: 10,
  killer: 11,
  littleKiller: 12,
  arrow: 13,
  sandwich: 14,
  thermometer: 15,
  slowThermometer: 16,
  whispers: 17,
  renban: 18,
  palindrome: 19,
  regionSum: 20,
  odd: 21,
  even: 22,
  clone: 23,
  minimum: 24,
  maximum: 25,
  quadruple: 26,
  between: 27,
  xSum: 28,
  skyscraper: 29,
  entropic: 30,
  modular: 31,
  nabner: 32,
  zipper: 33,
  doubleArrow: 34,
  rowIndexer: 35,
  columnIndexer: 36,
  boxIndexer: 37,
  lockout: 38,
};

/** One rule: its type's code, then what the compiler reads of it. */
function putRule(rule: Constraint): void {
  put(CODES[rule.type]);
  switch (rule.type) {
    case 'disjointGroups':
    case 'antiKnight':
    case 'antiKing':
    case 'nonConsecutive':
    case 'negativeBlack':
    case 'negativeXV':
      return;
    case 'diagonal':
      return put(rule.direction === 'main' ? 0 : 1);
    case 'kropki':
      put(rule.color === 'white' ? 0 : 1);
      putOptional(rule.value);
      return putCells(rule.cells);
    case 'xv':
    case 'littleKiller':
      put(rule.sum);
      return putCells(rule.cells);
    case 'killer':
      putOptional(rule.sum);
      return putCells(rule.cells);
    case 'arrow':
      putCells(rule.circle);
      return putCells(rule.shaft);
    case 'xSum':
    case 'skyscraper':
      put(CLUE_SIDES.indexOf(rule.side));
      put(rule.index);
      return put(rule.type === 'xSum' ? rule.sum : rule.count);
    case 'sandwich':
      put(rule.line === 'row' ? 0 : 1);
      put(rule.index);
      return put(rule.sum);
    case 'whispers':
      putOptional(rule.difference);
      return putCells(rule.cells);
    case 'extraRegion':
    case 'thermometer':
    case 'slowThermometer':
    case 'renban':
    case 'palindrome':
    case 'regionSum':
    case 'odd':
    case 'even':
    case 'minimum':
    case 'maximum':
    case 'between':
    case 'entropic':
    case 'modular':
    case 'nabner':
    case 'zipper':
    case 'doubleArrow':
    case 'lockout':
    case 'rowIndexer':
    case 'columnIndexer':
    case 'boxIndexer':
      return putCells(rule.cells);
    case 'clone':
      putCells(rule.cells);
      return putCells(rule.clone);
    case 'quadruple':
      putCells(rule.cells);
      return putCells(rule.digits);
    default:
      put(Number.NaN); // a rule this key does not know: never equal, so never reused
  }
}

/**
 * Writes the key of `p`'s rules; true when it is the key of the puzzle compiled before (the
 * same rules). The key written becomes the one kept; a new rule set drops the kept program.
 */
export function sameRulesAsLast(p: VariantPuzzle): boolean {
  nextLength = 0;
  put(p.size);
  if (p.regions) putCells(p.regions);
  else put(-1);
  for (const rule of p.constraints) putRule(rule);
  let same = nextLength === keptLength;
  for (let i = 0; same && i < nextLength; i++) same = next[i] === kept[i];
  if (!same) {
    const swap = kept;
    kept = next;
    next = swap;
    keptLength = nextLength;
    keptProgram = null;
  }
  return same;
}

/** The program kept for the rule set of the last key (no givens), or null. */
export function keptRulesProgram(): VariantProgram | null {
  return keptProgram;
}

/** Keeps `program` (compiled with no givens) for the rule set of the last key. */
export function keepRulesProgram(program: VariantProgram): void {
  keptProgram = program;
}

/**
 * `program` (the rules' program, no givens) with `givens` ANDed into its root masks, as a new
 * program; null when a given leaves a cell no candidate (the caller compiles in full: an
 * impossible program has no rules).
 */
export function withGivens(program: VariantProgram, givens: string): VariantProgram | null {
  const words = program.words.slice();
  const init = words[H_INIT];
  const N = program.size;
  for (let cell = 0; cell < N * N; cell++) {
    const v = givens.charCodeAt(cell) - 48;
    if (v < 1 || v > N) continue;
    const m = words[init + cell] & (1 << (v - 1));
    if (m === 0) return null;
    words[init + cell] = m;
  }
  return { size: N, words, impossible: false };
}
