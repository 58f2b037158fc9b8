/**
 * Subsets: k cells of a house that share k digits, seen from the cells or from the digits.
 *
 * Owns: Naked Pair, Triple and Quadruple (k = 2, 3, 4) and Hidden Pair, Triple and Quadruple, on
 * every board size.
 *
 *   Naked subset    k cells of house H whose candidates together are k digits
 *                   → those digits fill those cells: remove them from the rest of H
 *   Hidden subset   k digits of house H that together fit only k cells
 *                   → those cells hold those digits: remove every other digit from them
 *
 *     row 3:   [17] .  [1457] [45] [17] .  ...
 *              naked pair 1,7 in the two [17] cells → remove 1 and 7 from [1457] → [45]
 *
 * Each cell of a naked subset has 2…k candidates; each digit of a hidden subset has 2…k places
 * (a cell or digit with one is a single, reported by `singles.ts`). A naked pair or triple whose
 * cells lie in one line and one box, and that removes digits both from the line outside the box
 * and from the box outside the line, is a Locked Pair/Triple (`intersections.ts`, HoDoKu's rule)
 * and is not reported here. Any other naked subset in a line and a box (one that removes from
 * one of them only, or a quadruple on 16×16 and up) is one step with its eliminations in both. A hidden subset confined in two houses at once is
 * reported once. Houses are searched boxes, rows, columns (HoDoKu's order: measured on 17_clue paths).
 *
 * Source: the published descriptions of naked and hidden subsets (HoDoKu's technique page
 * "Hidden Subsets / Naked Subsets", Sudopedia "Naked Subset" and "Hidden Subset", SudokuWiki
 * "Naked Candidates", "Hidden Candidates").
 */
import { digitsOf, popcount, type CandidateGrid } from '../grid.js';
import { makeStep } from '../step.js';
import type { Candidate, Highlight, HouseRef, Step, StepSink, Technique } from '../types.js';
import { cellList, digitList, digitSet, removalPhrase, unitHouse, unitName } from '../words.js';
import { isLockedSubset } from './intersections.js';

/** Naked Pair: two cells of a house with the same two candidates; the two digits leave the rest of the house. */
export const nakedPair: Technique = {
  id: 'naked-pair',
  name: 'Naked Pair',
  code: '0200',
  score: 60,
  level: 'Medium',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findNaked(this, grid, 2, sink);
  },
};

/** Naked Triple: three cells of a house with three candidates in all; the three digits leave the rest of the house. */
export const nakedTriple: Technique = {
  id: 'naked-triple',
  name: 'Naked Triple',
  code: '0201',
  score: 80,
  level: 'Medium',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findNaked(this, grid, 3, sink);
  },
};

/** Naked Quadruple: four cells of a house with four candidates in all; the four digits leave the rest of the house. */
export const nakedQuadruple: Technique = {
  id: 'naked-quadruple',
  name: 'Naked Quadruple',
  code: '0202',
  score: 120,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findNaked(this, grid, 4, sink);
  },
};

/** Hidden Pair: two digits that fit only the same two cells of a house; the cells lose every other digit. */
export const hiddenPair: Technique = {
  id: 'hidden-pair',
  name: 'Hidden Pair',
  code: '0210',
  score: 70,
  level: 'Medium',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findHidden(this, grid, 2, sink);
  },
};

/** Hidden Triple: three digits that fit only three cells of a house; the cells lose every other digit. */
export const hiddenTriple: Technique = {
  id: 'hidden-triple',
  name: 'Hidden Triple',
  code: '0211',
  score: 100,
  level: 'Medium',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findHidden(this, grid, 3, sink);
  },
};

/** Hidden Quadruple: four digits that fit only four cells of a house; the cells lose every other digit. */
export const hiddenQuadruple: Technique = {
  id: 'hidden-quadruple',
  name: 'Hidden Quadruple',
  code: '0212',
  score: 150,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findHidden(this, grid, 4, sink);
  },
};

/** Words for a subset of k cells or digits: pair, triple, quadruple. */
const SIZE_WORDS = ['', 'single', 'pair', 'triple', 'quadruple'];

/** Scratch for one house: the members (cells, or digits) a subset may be built from, and their masks. */
const POOL = new Int32Array(32);
const POOL_MASK = new Int32Array(32);
/** Scratch for one house: the places of each digit (by digit bit), for hidden subsets. */
const PLACES = new Int32Array(32);

/**
 * Calls `visit(chosen, union)` for each way to pick k of the first `size` entries of POOL (in
 * order) whose POOL_MASKs join to exactly k bits; `chosen` is a mask over pool indices. Stops
 * when `visit` returns true.
 */
function eachSubset(size: number, k: number, visit: (chosen: number, union: number) => boolean): boolean {
  const go = (start: number, picked: number, chosen: number, union: number): boolean => {
    if (picked === k) return popcount(union) === k && visit(chosen, union);
    for (let i = start; i <= size - (k - picked); i++) {
      const u = union | POOL_MASK[i];
      if (popcount(u) > k) continue;
      if (go(i + 1, picked + 1, chosen | (1 << i), u)) return true;
    }
    return false;
  };
  return go(0, 0, 0, 0);
}

/** The k-th house searched: boxes, then rows, then columns (HoDoKu's order). */
function houseInOrder(k: number, N: number): number {
  return (k + 2 * N) % (3 * N);
}

/** The units every cell of `cells` lies in (row, column, box), as unit numbers. */
function commonUnits(grid: CandidateGrid, cells: readonly number[]): number[] {
  const units = grid.geometry.cellUnits;
  const out: number[] = [];
  for (let kind = 0; kind < 3; kind++) {
    const u = units[3 * cells[0] + kind];
    if (cells.every((cell) => units[3 * cell + kind] === u)) out.push(u);
  }
  return out;
}

/**
 * Naked subsets of size k: in each house, k empty cells with 2…k candidates each and k digits in
 * all, that remove something from the other cells of the houses they share.
 */
function findNaked(technique: Technique, grid: CandidateGrid, k: number, sink: StepSink): boolean {
  const { N, cands } = grid;
  const units = grid.geometry.units;
  for (let k3 = 0; k3 < 3 * N; k3++) {
    const u = houseInOrder(k3, N);
    let size = 0;
    for (let at = u * N, end = at + N; at < end; at++) {
      const c = cands[units[at]];
      const count = popcount(c);
      if (count >= 2 && count <= k) {
        POOL[size] = units[at];
        POOL_MASK[size++] = c;
      }
    }
    if (size < k) continue;
    const stop = eachSubset(size, k, (chosen, union) => {
      const subset: number[] = [];
      for (let m = chosen; m !== 0; m &= m - 1) subset.push(POOL[31 - Math.clz32(m & -m)]);
      const shared = commonUnits(grid, subset);
      if (shared.length > 1 && k <= 3 && isLockedSubset(grid, subset, union, shared[0], shared[1])) return false;
      if (shared[shared.length - 1] !== u && shared[shared.length - 1] >= 2 * N) return false; // reported from its box when it has one
      if (shared[0] !== u && shared[shared.length - 1] < 2 * N) return false;
      const eliminations: Candidate[] = [];
      for (const house of shared) {
        for (const cell of grid.unitCells(house)) {
          const hit = cands[cell] & union;
          if (hit === 0 || subset.includes(cell) || eliminations.some((e) => e.cell === cell)) continue;
          for (const digit of digitsOf(hit)) eliminations.push({ cell, digit });
        }
      }
      if (eliminations.length === 0) return false;
      return sink(nakedStep(technique, grid, k, subset, union, shared, eliminations));
    });
    if (stop) return true;
  }
  return false;
}

/** The step of a naked subset. */
function nakedStep(
  technique: Technique,
  grid: CandidateGrid,
  k: number,
  cells: number[],
  union: number,
  shared: readonly number[],
  eliminations: Candidate[],
): Step {
  const { N } = grid;
  const digits = digitsOf(union);
  const highlights: Highlight[] = [];
  for (const cell of cells) for (const digit of digitsOf(grid.cands[cell])) highlights.push({ cell, digit, role: 'pattern' });
  const houses: HouseRef[] = shared.map((u) => unitHouse(u, N, 'house'));
  const where = shared.map((u) => unitName(u, N)).join(' and ');
  return makeStep(technique, {
    digits,
    cells,
    houses,
    highlights,
    eliminations,
    text:
      `Naked ${SIZE_WORDS[k]} ${digitSet(digits, N)} in ${cellList(cells, N)}: these ${k} cells of ${where} hold only ` +
      `${digitList(digits, N)}, so ${removalPhrase(eliminations, N)}.`,
  });
}

/**
 * Hidden subsets of size k: in each house, k digits with 2…k places each that fit k cells in all,
 * where those cells have other candidates to remove. A subset found in a second house (same
 * cells, same digits) is not reported again.
 */
function findHidden(technique: Technique, grid: CandidateGrid, k: number, sink: StepSink): boolean {
  const { N, cands } = grid;
  const units = grid.geometry.units;
  let seen: Set<string> | null = null;
  for (let k3 = 0; k3 < 3 * N; k3++) {
    const u = houseInOrder(k3, N);
    const at = u * N;
    // PLACES[d]: where digit d+1 may go in the house (bit i = the house's i-th cell)
    let empties = 0;
    let present = 0;
    for (let i = 0; i < N; i++) {
      const c = cands[units[at + i]];
      if (c === 0) continue;
      empties++;
      for (let m = c & present; m !== 0; m &= m - 1) PLACES[31 - Math.clz32(m & -m)] |= 1 << i;
      for (let m = c & ~present; m !== 0; m &= m - 1) PLACES[31 - Math.clz32(m & -m)] = 1 << i;
      present |= c;
    }
    if (empties <= k) continue; // k digits in k cells would be every cell: nothing else to remove
    let size = 0;
    for (let m = present; m !== 0; m &= m - 1) {
      const d = 31 - Math.clz32(m & -m);
      const count = popcount(PLACES[d]);
      if (count >= 2 && count <= k) {
        POOL[size] = d + 1;
        POOL_MASK[size++] = PLACES[d];
      }
    }
    if (size < k) continue;
    const cells = grid.unitCells(u);
    const stop = eachSubset(size, k, (chosen, places) => {
      let digitMask = 0;
      for (let m = chosen; m !== 0; m &= m - 1) digitMask |= 1 << (POOL[31 - Math.clz32(m & -m)] - 1);
      const subset: number[] = [];
      const eliminations: Candidate[] = [];
      for (let m = places; m !== 0; m &= m - 1) {
        const cell = cells[31 - Math.clz32(m & -m)];
        subset.push(cell);
        for (const digit of digitsOf(cands[cell] & ~digitMask)) eliminations.push({ cell, digit });
      }
      if (eliminations.length === 0) return false;
      const key = `${subset.join(',')}:${digitMask}`;
      seen ??= new Set();
      if (seen.has(key)) return false;
      seen.add(key);
      return sink(hiddenStep(technique, grid, k, u, subset, digitMask, eliminations));
    });
    if (stop) return true;
  }
  return false;
}

/** The step of a hidden subset. */
function hiddenStep(
  technique: Technique,
  grid: CandidateGrid,
  k: number,
  u: number,
  cells: number[],
  digitMask: number,
  eliminations: Candidate[],
): Step {
  const { N } = grid;
  const digits = digitsOf(digitMask);
  const highlights: Highlight[] = [];
  for (const cell of cells) for (const digit of digitsOf(grid.cands[cell] & digitMask)) highlights.push({ cell, digit, role: 'pattern' });
  return makeStep(technique, {
    digits,
    cells,
    houses: [unitHouse(u, N, 'house')],
    highlights,
    eliminations,
    text:
      `Hidden ${SIZE_WORDS[k]} ${digitSet(digits, N)} in ${cellList(cells, N)}: in ${unitName(u, N)}, ${digitList(digits, N)} ` +
      `fit only these ${k} cells, so ${removalPhrase(eliminations, N)}.`,
  });
}
