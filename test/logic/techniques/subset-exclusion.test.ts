/**
 * Chain and pile exclusion (src/logic/techniques/subset-exclusion.ts): big naked and hidden
 * subsets on 16×16, and, on random candidate grids of 4×4 and 9×9 puzzles, exactly the
 * candidates that no filling of their house can use (checked against an exhaustive search of
 * each house), each step naming a true naked or hidden subset, none removing a solution digit.
 */
import { describe, expect, it } from 'vitest';
import { CandidateGrid, bit, digitsOf, popcount } from '../../../src/logic/grid';
import { subsetExclusion } from '../../../src/logic/techniques/subset-exclusion';
import type { Step } from '../../../src/logic/types';
import { readFixtures } from '../../support/fixtures';
import { random, digitsOfLine, thinned, rc } from '../support/grids';

function steps(grid: CandidateGrid): Step[] {
  const out: Step[] = [];
  subsetExclusion.find(grid, (s) => (out.push(s), false), { unique: true });
  return out;
}

/** The unit number of a step's house. */
function unitOf(step: Step, N: number): number {
  const h = step.houses[0];
  return (h.kind === 'row' ? 0 : h.kind === 'column' ? N : 2 * N) + h.index;
}

/**
 * The candidates of unit u that no filling of the house uses, by exhaustive search: for each
 * candidate, whether the other empty cells can take the other missing digits (a search over
 * the sets of digits used, memoised).
 */
function unusable(grid: CandidateGrid, u: number): Set<string> {
  const cells = Array.from(grid.unitCells(u)).filter((c) => grid.values[c] === 0);
  const out = new Set<string>();
  const fits = (masks: number[]): boolean => {
    const memo = new Map<number, boolean>();
    const go = (i: number, used: number): boolean => {
      if (i === masks.length) return true;
      const key = used;
      const known = memo.get(key);
      if (known !== undefined) return known;
      let ok = false;
      for (const d of digitsOf(masks[i] & ~used)) if ((ok = go(i + 1, used | bit(d)))) break;
      memo.set(key, ok);
      return ok;
    };
    return go(0, 0);
  };
  cells.forEach((cell, i) => {
    for (const d of digitsOf(grid.cands[cell])) {
      const masks = cells.map((c, j) => (j === i ? bit(d) : grid.cands[c]));
      if (!fits(masks)) out.add(`${cell}:${d}`);
    }
  });
  return out;
}

/** Checks that a step names a true subset of its house and removes only what it justifies. */
function checkSubset(grid: CandidateGrid, step: Step): void {
  const N = grid.N;
  const u = unitOf(step, N);
  const digitMask = step.digits.reduce((m, d) => m | bit(d), 0);
  const inSet = new Set(step.cells);
  expect(step.cells.length).toBe(step.digits.length);
  if (step.name.startsWith('Naked')) {
    for (const cell of step.cells) expect(grid.cands[cell] & ~digitMask, step.text).toBe(0);
    for (const e of step.eliminations) {
      expect(inSet.has(e.cell)).toBe(false);
      expect(step.digits).toContain(e.digit);
    }
  } else {
    expect(step.name.startsWith('Hidden')).toBe(true);
    for (const cell of grid.unitCells(u)) if (!inSet.has(cell)) expect(grid.cands[cell] & digitMask, step.text).toBe(0);
    for (const e of step.eliminations) {
      expect(inSet.has(e.cell)).toBe(true);
      expect(step.digits).not.toContain(e.digit);
    }
  }
  expect(step.technique).toBe('subset-exclusion');
  expect(step.text.endsWith('.')).toBe(true);
}

describe('chain and pile exclusion', () => {
  it('16×16: a naked quintuple in row 1', () => {
    const g = new CandidateGrid(4);
    for (let c = 1; c <= 5; c++) g.cands[rc(16, 1, c)] = 0b11111;
    const found = steps(g);
    expect(found).toHaveLength(1);
    const [s] = found;
    expect(s.name).toBe('Naked Quintuple');
    expect(s.digits).toEqual([1, 2, 3, 4, 5]);
    expect(s.cells).toEqual([0, 1, 2, 3, 4]);
    expect(s.houses).toEqual([{ kind: 'row', index: 0, role: 'house' }]);
    expect(s.eliminations).toHaveLength(5 * 11);
    expect(s.text).toBe(
      'Naked quintuple 1,2,3,4,5 in r1c1, r1c2, r1c3, r1c4 and r1c5: these 5 cells of row 1 hold only 1, 2, 3, 4 and 5, ' +
        'so remove 1, 2, 3, 4 and 5 from r1c6, r1c7, r1c8, r1c9, r1c10, r1c11, r1c12, r1c13, r1c14, r1c15 and r1c16.',
    );
    checkSubset(g, s);
  });

  it('16×16: a hidden quintuple in column 9', () => {
    const g = new CandidateGrid(4);
    for (let r = 6; r <= 16; r++) for (let d = 1; d <= 5; d++) g.eliminate(rc(16, r, 9), d);
    const found = steps(g);
    expect(found).toHaveLength(1);
    const [s] = found;
    expect(s.name).toBe('Hidden Quintuple');
    expect(s.digits).toEqual([1, 2, 3, 4, 5]);
    expect(s.cells).toEqual([1, 2, 3, 4, 5].map((r) => rc(16, r, 9)));
    expect(s.eliminations).toHaveLength(5 * 11);
    expect(s.text.startsWith('Hidden quintuple 1,2,3,4,5 in r1c9, r2c9, r3c9, r4c9 and r5c9: in column 9, 1, 2, 3, 4 and 5 fit only these 5 cells, so remove ')).toBe(true);
    checkSubset(g, s);
  });

  it('9×9: two subsets in one row make two steps, each named by the smaller description', () => {
    const g = new CandidateGrid(3);
    g.cands[rc(9, 1, 1)] = bit(1) | bit(2);
    g.cands[rc(9, 1, 2)] = bit(1) | bit(2);
    for (const c of [3, 4, 6, 7, 8, 9]) g.eliminate(rc(9, 1, c), 3); // 3 fits only r1c5
    const found = steps(g).filter((s) => s.houses[0].kind === 'row');
    expect(found.map((s) => s.name).sort()).toEqual(['Hidden Single', 'Naked Pair']);
    for (const s of found) checkSubset(g, s);
    const single = found.find((s) => s.name === 'Hidden Single')!;
    // r1c5 loses 1 and 2 too: "3 fits only r1c5" (1 cell) says it more simply than the pair (2 cells)
    expect(single.eliminations.map((e) => e.digit)).toEqual([1, 2, 4, 5, 6, 7, 8, 9]);
    expect(single.text).toBe(
      'Hidden single 3 in r1c5: in row 1, 3 fits only this cell, so remove 1, 2, 4, 5, 6, 7, 8 and 9 from r1c5.',
    );
    const pair = found.find((s) => s.name === 'Naked Pair')!;
    expect(pair.eliminations).toHaveLength(2 * 6);
  });

  it('finds nothing on a fresh grid, a puzzle with no subset, or a broken house', () => {
    for (const n of [2, 3, 4, 5]) expect(steps(new CandidateGrid(n))).toEqual([]);
    const g = new CandidateGrid(2);
    g.cands[0] = bit(1);
    g.cands[1] = bit(1); // two cells with only 1: no filling of row 1 exists, skip it
    expect(steps(g).filter((s) => s.houses[0].kind === 'row' && s.houses[0].index === 0)).toEqual([]);
  });

  it.each([
    [2, 'board-4.txt', 30],
    [3, 'fast9.txt', 40],
  ])('n=%i (%s): removes exactly what no filling of the house can use, and never a true digit', (n, file, count) => {
    const N = n * n;
    const rnd = random(12345 + n);
    const fixtures = readFixtures(file).filter((f) => f.solution && f.solution.length === N * N).slice(0, count);
    expect(fixtures.length).toBeGreaterThan(10);
    let removed = 0;
    for (const f of fixtures) {
      const solution = digitsOfLine(f.solution!);
      for (const rate of [0.3, 0.6]) {
        const grid = thinned(n, digitsOfLine(f.text), solution, rate, rnd);
        const found = steps(grid);
        const byUnit = new Map<number, Set<string>>();
        for (const s of found) {
          checkSubset(grid, s);
          const u = unitOf(s, N);
          let set = byUnit.get(u);
          if (!set) byUnit.set(u, (set = new Set()));
          for (const e of s.eliminations) {
            expect(solution[e.cell], s.text).not.toBe(e.digit);
            expect(set.has(`${e.cell}:${e.digit}`), `removed twice in one house: ${s.text}`).toBe(false);
            set.add(`${e.cell}:${e.digit}`);
            removed++;
          }
        }
        for (let u = 0; u < 3 * N; u++) {
          expect([...(byUnit.get(u) ?? [])].sort(), `unit ${u} of ${f.text}`).toEqual([...unusable(grid, u)].sort());
        }
      }
    }
    expect(removed).toBeGreaterThan(0);
  });

  it.each([
    [4, 'board-16.txt', 6],
    [5, 'board-25.txt', 2],
  ])('n=%i (%s): every step names a true subset and keeps the true digits', (n, file, count) => {
    const N = n * n;
    const rnd = random(777 + n);
    const fixtures = readFixtures(file).filter((f) => f.solution && f.solution.length === N * N).slice(0, count);
    let removed = 0;
    for (const f of fixtures) {
      const solution = digitsOfLine(f.solution!);
      for (const rate of [0.3, 0.7]) {
        const grid = thinned(n, digitsOfLine(f.text), solution, rate, rnd);
        for (const s of steps(grid)) {
          checkSubset(grid, s);
          for (const e of s.eliminations) expect(solution[e.cell], s.text).not.toBe(e.digit);
          removed += s.eliminations.length;
        }
      }
    }
    expect(removed).toBeGreaterThan(0);
  });

  it('groups by subset: every step of a house removes what its subset justifies, subsets of a house differ', () => {
    const rnd = random(7);
    const f = readFixtures('fast9.txt').find((x) => x.solution)!;
    const grid = thinned(3, digitsOfLine(f.text), digitsOfLine(f.solution!), 0.5, rnd);
    const found = steps(grid);
    const keys = found.map((s) => `${unitOf(s, 9)}|${s.name.split(' ')[0]}|${s.cells.join(',')}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const s of found) expect(popcount(s.digits.reduce((m, d) => m | bit(d), 0))).toBe(s.cells.length);
  });
});
