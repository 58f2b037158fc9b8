/**
 * Intersections: what a box and a line that cross each other tell about a digit or a subset.
 *
 * Owns: Locked Candidates Type 1 (Pointing) and Type 2 (Claiming), Locked Pair and Locked
 * Triple, on every board size (box size n = 2…5: a box and a line share n cells).
 *
 *   Pointing   in box B, digit d fits only cells that also lie in line L
 *              → d is in B ∩ L, so remove d from the rest of L
 *   Claiming   in line L, digit d fits only cells that also lie in box B
 *              → d is in B ∩ L, so remove d from the rest of B
 *
 *        box 1       rest of row 3                 (pointing, d = 5)
 *      . . . | . . . | . . .
 *      . . . | . . . | . . .
 *      5 5 . | x x x | x x x      x: 5 removed
 *
 *   Locked Pair / Triple   k = 2 or 3 cells of B ∩ L whose candidates together are k digits
 *              (a naked pair or triple that is in a line and a box at once), when those digits
 *              are still in L outside B and in B outside L
 *              → the k digits fill those cells: remove them from the rest of L and of B
 *
 * Granularity is HoDoKu's: one locked-candidates step per digit and per box/line intersection;
 * one locked-subset step per subset, with its eliminations in both houses. A naked pair or triple
 * in B ∩ L that removes something from only one side is an ordinary naked subset (`subsets.ts`),
 * as HoDoKu classifies it ({@link isLockedSubset}). A digit with only one place in the box (or
 * line) is a hidden single, not locked candidates.
 *
 * Source: the published descriptions of locked candidates and locked pairs/triples (HoDoKu's
 * technique pages "Intersections", Sudopedia "Locked Candidates", SudokuWiki "Pointing Pairs,
 * Box/Line Reduction").
 */
import { digitsOf, lowestDigit, popcount, type CandidateGrid } from '../grid.js';
import { makeStep } from '../step.js';
import type { Candidate, Highlight, StepSink, Technique } from '../types.js';
import { cellList, digitList, digitName, digitSet, removalPhrase, unitHouse, unitName } from '../words.js';

/** Locked Pair: a naked pair inside one box/line intersection; its digits leave both houses. */
export const lockedPair: Technique = {
  id: 'locked-pair',
  name: 'Locked Pair',
  code: '0110',
  score: 40,
  level: 'Medium',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findLockedSubsets(this, grid, 2, sink);
  },
};

/** Locked Triple: a naked triple inside one box/line intersection; its digits leave both houses. */
export const lockedTriple: Technique = {
  id: 'locked-triple',
  name: 'Locked Triple',
  code: '0111',
  score: 60,
  level: 'Medium',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findLockedSubsets(this, grid, 3, sink);
  },
};

/** Locked Candidates Type 1 (Pointing): a digit confined to one line within a box leaves the rest of that line. */
export const lockedCandidatesPointing: Technique = {
  id: 'locked-candidates-pointing',
  name: 'Locked Candidates Type 1 (Pointing)',
  code: '0100',
  score: 50,
  level: 'Medium',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    // box by box, digit by digit (its row or its column), as HoDoKu orders them
    const { N } = grid;
    for (let b = 0; b < N; b++) {
      const box = 2 * N + b;
      const inRows = findLocked(this, grid, box, true, null);
      const inColumns = findLocked(this, grid, box, false, null);
      for (let m = inRows | inColumns; m !== 0; m &= m - 1) {
        const bit = m & -m;
        if (findLocked(this, grid, box, (inRows & bit) !== 0, sink, bit) !== 0) return true;
      }
    }
    return false;
  },
};

/** Locked Candidates Type 2 (Claiming): a digit confined to one box within a line leaves the rest of that box. */
export const lockedCandidatesClaiming: Technique = {
  id: 'locked-candidates-claiming',
  name: 'Locked Candidates Type 2 (Claiming)',
  code: '0101',
  score: 50,
  level: 'Medium',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { N } = grid;
    for (let line = 0; line < 2 * N; line++) if (findLocked(this, grid, line, false, sink) !== 0) return true;
    return false;
  },
};

/**
 * The j-th cell (j = 0…n-1) of segment s of unit u (cells units[at…at+N), at = u·N): the segments
 * are the pieces the crossing houses cut it into. For a box, its n rows (`byRows`) or its n
 * columns; for a line, its n pieces, one per box.
 *
 *   box, rows:     units[at + s·n + j]        line (either kind):  units[at + s·n + j]
 *   box, columns:  units[at + j·n + s]
 */
function segmentCell(units: Int32Array, at: number, n: number, byColumns: boolean, s: number, j: number): number {
  return byColumns ? units[at + j * n + s] : units[at + s * n + j];
}

/**
 * Locked candidates in unit `u`: every digit whose places in `u` all lie in one segment (at least
 * two of them) and that still appears in the crossing house outside `u`. For a box, the segments are
 * its rows (`byRows`) or columns and the step is pointing; for a line, they are its box pieces
 * (`byRows` is ignored) and the step is claiming. Digits of `only` (a mask) are tried, in order;
 * each step goes to `sink`. Returns the bit of the digit whose step the sink took (0: none);
 * without a sink, the mask of every digit that has a step.
 */
function findLocked(technique: Technique, grid: CandidateGrid, u: number, byRows: boolean, sink: StepSink | null, only = -1): number {
  const { n, N, cands } = grid;
  const units = grid.geometry.units;
  const at = u * N;
  const isBox = u >= 2 * N;
  const byColumns = isBox && !byRows;
  // once/many over segments: digits seen in exactly one segment; twice[s]: seen at least twice in s
  let once = 0;
  let many = 0;
  const seg = SEG;
  const twice = TWICE;
  for (let s = 0; s < n; s++) {
    let o = 0;
    let m = 0;
    for (let j = 0; j < n; j++) {
      const c = cands[segmentCell(units, at, n, byColumns, s, j)];
      m |= o & c;
      o |= c;
    }
    seg[s] = o;
    twice[s] = m;
    many |= once & o;
    once |= o;
  }
  const confined = once & ~many & only;
  if (confined === 0) return 0;
  let found = 0;
  const cellUnits = grid.geometry.cellUnits;
  // digit by digit, then segment: HoDoKu's one step per digit and intersection
  for (let m = confined; m !== 0; m &= m - 1) {
    const b = m & -m;
    let s = 0;
    while ((seg[s] & b) === 0) s++;
    if ((twice[s] & b) === 0) continue; // one place only: a hidden single
    const first = segmentCell(units, at, n, byColumns, s, 0);
    // the crossing house: the line of a box segment, the box of a line segment
    const other = isBox ? cellUnits[3 * first + (byRows ? 0 : 1)] : cellUnits[3 * first + 2];
    const digit = lowestDigit(b);
    const eliminations: Candidate[] = [];
    for (let k = other * N, end = k + N; k < end; k++) {
      const cell = units[k];
      if ((cands[cell] & b) !== 0 && !inUnit(grid, cell, u)) eliminations.push({ cell, digit });
    }
    if (eliminations.length === 0) continue;
    if (sink === null) {
      found |= b;
      continue;
    }
    const pattern: number[] = [];
    for (let j = 0; j < n; j++) {
      const cell = segmentCell(units, at, n, byColumns, s, j);
      if ((cands[cell] & b) !== 0) pattern.push(cell);
    }
    if (sink(lockedCandidatesStep(technique, grid, digit, u, other, pattern, eliminations))) return b;
  }
  return found;
}

/** Scratch per segment (n ≤ 5): the digits of segment s, and those it holds at least twice. */
const SEG = new Int32Array(5);
const TWICE = new Int32Array(5);

/** True when `cell` lies in unit `u`. */
function inUnit(grid: CandidateGrid, cell: number, u: number): boolean {
  const units = grid.geometry.cellUnits;
  return units[3 * cell] === u || units[3 * cell + 1] === u || units[3 * cell + 2] === u;
}

/** The step of locked candidates: `digit` of `base` is confined to `pattern`, inside `cover`. */
function lockedCandidatesStep(
  technique: Technique,
  grid: CandidateGrid,
  digit: number,
  base: number,
  cover: number,
  pattern: number[],
  eliminations: Candidate[],
) {
  const { N } = grid;
  const pointing = base >= 2 * N;
  const kind = pointing ? 'pointing' : 'claiming';
  return makeStep(technique, {
    digits: [digit],
    cells: pattern,
    houses: [unitHouse(base, N, 'base'), unitHouse(cover, N, 'cover')],
    highlights: pattern.map((cell): Highlight => ({ cell, digit, role: 'pattern' })),
    eliminations,
    text:
      `Locked candidates (${kind}): in ${unitName(base, N)}, ${digitName(digit, N)} can go only in ${cellList(pattern, N)}, ` +
      `which lie in ${unitName(cover, N)}, so ${removalPhrase(eliminations, N)}.`,
  });
}

/**
 * Locked pairs (k = 2) or triples (k = 3): in each box/line intersection, k empty cells with 2…k
 * candidates each and k digits in all. Boxes in order, their rows then their columns.
 */
function findLockedSubsets(technique: Technique, grid: CandidateGrid, k: number, sink: StepSink): boolean {
  const { n, N, cands } = grid;
  if (k > n) return false;
  const units = grid.geometry.units;
  const cellUnits = grid.geometry.cellUnits;
  for (let b = 0; b < N; b++) {
    const box = 2 * N + b;
    const at = box * N;
    for (let j = 0; j < 2 * n; j++) {
      // segment j of the box: its rows, then its columns
      const byColumns = j >= n;
      const s = byColumns ? j - n : j;
      // the cells that may belong to a naked subset of size k
      let count = 0;
      for (let i = 0; i < n; i++) {
        const c = popcount(cands[segmentCell(units, at, n, byColumns, s, i)]);
        if (c >= 2 && c <= k) count++;
      }
      if (count < k) continue;
      const pool: number[] = [];
      for (let i = 0; i < n; i++) {
        const cell = segmentCell(units, at, n, byColumns, s, i);
        const c = popcount(cands[cell]);
        if (c >= 2 && c <= k) pool.push(cell);
      }
      const line = cellUnits[3 * pool[0] + (byColumns ? 1 : 0)];
      const stop = eachCombination(pool, k, cands, (chosen, union) => {
        if (!isLockedSubset(grid, chosen, union, line, box)) return false;
        const eliminations: Candidate[] = [];
        collectRemovals(grid, line, -1, chosen, union, eliminations);
        collectRemovals(grid, box, line, chosen, union, eliminations);
        return sink(lockedSubsetStep(technique, grid, k, chosen, union, line, box, eliminations));
      });
      if (stop) return true;
    }
  }
  return false;
}

/**
 * Whether a naked subset (`cells`, digits `union`) that lies in both `line` and `box` is a locked
 * one: it removes something from the line outside the box AND from the box outside the line.
 * Otherwise it is an ordinary naked subset (HoDoKu's rule: its reglib cases 0110 and 0111 have
 * such pairs beside the locked ones, with the same digits, that must not be reported as locked).
 * @param cells the subset's cells (all in `line` and in `box`)
 * @param union the subset's digits as a mask
 * @param line unit of the line (row or column)
 * @param box unit of the box
 */
export function isLockedSubset(grid: CandidateGrid, cells: readonly number[], union: number, line: number, box: number): boolean {
  return removesOutside(grid, line, box, cells, union) && removesOutside(grid, box, line, cells, union);
}

/** Whether a cell of unit `u` outside unit `other` (and outside `cells`) has a digit of `mask`. */
function removesOutside(grid: CandidateGrid, u: number, other: number, cells: readonly number[], mask: number): boolean {
  const units = grid.geometry.units;
  for (let at = u * grid.N, end = at + grid.N; at < end; at++) {
    const cell = units[at];
    if ((grid.cands[cell] & mask) !== 0 && !cells.includes(cell) && !inUnit(grid, cell, other)) return true;
  }
  return false;
}

/**
 * Calls `visit` for each k-subset of `pool` (in order) whose candidate masks join to exactly k
 * digits; stops when it returns true.
 */
function eachCombination(
  pool: readonly number[],
  k: number,
  cands: Int32Array,
  visit: (chosen: number[], union: number) => boolean,
): boolean {
  const chosen: number[] = [];
  const go = (start: number, union: number): boolean => {
    if (chosen.length === k) return popcount(union) === k && visit(chosen.slice(), union);
    for (let i = start; i <= pool.length - (k - chosen.length); i++) {
      const u = union | cands[pool[i]];
      if (popcount(u) > k) continue;
      chosen.push(pool[i]);
      const stop = go(i + 1, u);
      chosen.pop();
      if (stop) return true;
    }
    return false;
  };
  return go(0, 0);
}

/**
 * Adds the removals of the digits of `mask` from the cells of unit `u` outside `chosen`, skipping
 * the cells of unit `skip` (already done; -1 for none).
 */
function collectRemovals(grid: CandidateGrid, u: number, skip: number, chosen: readonly number[], mask: number, out: Candidate[]): void {
  for (const cell of grid.unitCells(u)) {
    const hit = grid.cands[cell] & mask;
    if (hit === 0 || chosen.includes(cell) || (skip >= 0 && inUnit(grid, cell, skip))) continue;
    for (const digit of digitsOf(hit)) out.push({ cell, digit });
  }
}

/** The step of a locked pair or triple. */
function lockedSubsetStep(
  technique: Technique,
  grid: CandidateGrid,
  k: number,
  cells: number[],
  union: number,
  line: number,
  box: number,
  eliminations: Candidate[],
) {
  const { N } = grid;
  const digits = digitsOf(union);
  const highlights: Highlight[] = [];
  for (const cell of cells) for (const digit of digitsOf(grid.cands[cell])) highlights.push({ cell, digit, role: 'pattern' });
  const what = k === 2 ? 'pair' : 'triple';
  return makeStep(technique, {
    digits,
    cells,
    houses: [unitHouse(line, N, 'house'), unitHouse(box, N, 'house')],
    highlights,
    eliminations,
    text:
      `Locked ${what} ${digitSet(digits, N)} in ${cellList(cells, N)}: these cells hold only ${digitList(digits, N)} ` +
      `and lie in both ${unitName(line, N)} and ${unitName(box, N)}, so ${removalPhrase(eliminations, N)}.`,
  });
}
