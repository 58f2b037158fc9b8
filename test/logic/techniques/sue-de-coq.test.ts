/**
 * Sue de Coq (src/logic/techniques/als/sue-de-coq.ts). Hand-made candidate grids with exact steps
 * (9×9, 4×4, 16×16), grids that give nothing, and soundness on the grids of HoDoKu's regression
 * library (codes 1101, 0901, 0902) and on grids reached while solving hard 9×9 puzzles.
 */
import { describe, expect, it } from 'vitest';
import { someSolution } from '../../../src/api/single';
import { CandidateGrid } from '../../../src/logic/grid';
import { gridFromPuzzle } from '../../../src/logic/pencil';
import { solveLoop, techniquesFor } from '../../../src/logic/solver';
import { sueDeCoq } from '../../../src/logic/techniques/als/sue-de-coq';
import type { Step } from '../../../src/logic/types';
import { readPuzzleLines } from '../../support/puzzle-sets';
import { describeShared } from '../../support/shared';
import { at, grid, elims } from '../support/grids';

/** Every step on a grid, checking that the grid is left as it was. */
function steps(g: CandidateGrid): Step[] {
  const before = g.cands.slice();
  const out: Step[] = [];
  sueDeCoq.find(g, (s) => (out.push(s), false), { unique: true });
  expect(g.cands).toEqual(before);
  return out;
}

/** `digit@cell` for every listed digit and cell. */
function each(digits: number[], names: string[]): string[] {
  return digits.flatMap((d) => names.map((name) => `${d}@${name}`));
}

describe('Sue de Coq', () => {
  it('removes the line digits from the line and the box digits from the box', () => {
    // r1c1,r1c2 {1,2,3,4}; r1c7 {1,2} in row 1; r2c3 {3,4} in box 1
    const g = grid(3, { r1c1: [1, 2, 3, 4], r1c2: [1, 2, 3, 4], r1c7: [1, 2], r2c3: [3, 4] });
    const found = steps(g);
    expect(found).toHaveLength(1);
    const s = found[0];
    expect(s.digits).toEqual([1, 2, 3, 4]);
    expect(elims(s)).toEqual(
      [
        ...each([1, 2], ['r1c3', 'r1c4', 'r1c5', 'r1c6', 'r1c8', 'r1c9']),
        ...each([3, 4], ['r1c3', 'r2c1', 'r2c2', 'r3c1', 'r3c2', 'r3c3']),
      ].sort(),
    );
    expect(s.cells).toEqual(['r1c1', 'r1c2', 'r1c7', 'r2c3'].map((c) => at(c, 9)));
    expect(s.houses).toEqual([
      { kind: 'row', index: 0, role: 'house' },
      { kind: 'box', index: 0, role: 'house' },
    ]);
    expect(s.text).toBe(
      'Sue de Coq: r1c1,r1c2 {1,2,3,4} with r1c7 {1,2} in row 1 and r2c3 {3,4} in box 1: these 4 cells hold 1, 2, 3 and 4 ' +
        'once each (1 and 2 within row 1, 3 and 4 within box 1), so remove 1, 2, 3 and 4 from r1c3, 1 and 2 from r1c4, ' +
        'r1c5, r1c6, r1c8 and r1c9 and 3 and 4 from r2c1, r2c2, r3c1, r3c2 and r3c3.',
    );
  });

  it('takes a digit found only in the intersection out of both houses, and extra digits in the line set', () => {
    // core r4c4,r5c4,r6c4 {1,2,3,4,5}; column set r1c4 {1,6}, r2c4 {2,6} (6 is extra);
    // box set r5c5 {3,4}: 5 only in the core
    const g = grid(3, { r4c4: [1, 2, 3, 4, 5], r5c4: [1, 2, 3, 4, 5], r6c4: [1, 2, 3, 4, 5], r1c4: [1, 6], r2c4: [2, 6], r5c5: [3, 4] });
    const found = steps(g).filter((s) => s.cells.length === 6);
    expect(found.map((s) => elims(s))).toEqual([
      [
        ...each([1, 2, 5, 6], ['r3c4', 'r7c4', 'r8c4', 'r9c4']),
        ...each([3, 4, 5], ['r4c5', 'r4c6', 'r5c6', 'r6c5', 'r6c6']),
      ].sort(),
    ]);
  });

  it('works on a 4×4 board', () => {
    const g = grid(2, { r1c1: [1, 2, 3, 4], r1c2: [1, 2, 3, 4], r1c3: [1, 2], r2c1: [3, 4] });
    const found = steps(g);
    expect(found.map((s) => elims(s, 4))).toEqual([['1@r1c4', '2@r1c4', '3@r2c2', '4@r2c2']]);
    expect(found[0].text).toBe(
      'Sue de Coq: r1c1,r1c2 {1,2,3,4} with r1c3 {1,2} in row 1 and r2c1 {3,4} in box 1: these 4 cells hold 1, 2, 3 and 4 ' +
        'once each (1 and 2 within row 1, 3 and 4 within box 1), so remove 1 and 2 from r1c4 and 3 and 4 from r2c2.',
    );
  });

  it('works on a 16×16 board', () => {
    const g = grid(4, { r1c1: [1, 2, 3, 4], r1c2: [1, 2, 3, 4], r1c9: [1, 2], r2c3: [3, 4] });
    const found = steps(g);
    expect(found).toHaveLength(1);
    const row = [3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16].map((c) => `r1c${c}`);
    const box = ['r1c3', 'r1c4', 'r2c1', 'r2c2', 'r2c4', 'r3c1', 'r3c2', 'r3c3', 'r3c4', 'r4c1', 'r4c2', 'r4c3', 'r4c4'];
    expect(elims(found[0], 16)).toEqual([...each([1, 2], row), ...each([3, 4], box)].sort());
  });

  it('finds nothing on an empty grid, or when the line and box sets share a digit', () => {
    expect(steps(grid(3, {}))).toEqual([]);
    expect(steps(grid(3, { r1c1: [1, 2, 3, 4], r1c2: [1, 2, 3, 4], r1c7: [1, 2], r2c3: [2, 4] }))).toEqual([]);
  });

  it('stops as soon as the sink says so', () => {
    const g = grid(3, { r1c1: [1, 2, 3, 4], r1c2: [1, 2, 3, 4], r1c7: [1, 2], r2c3: [3, 4], r9c9: [5, 6, 7, 8], r9c8: [5, 6, 7, 8], r9c1: [5, 6], r7c7: [7, 8] });
    let calls = 0;
    expect(sueDeCoq.find(g, () => (calls++, true), { unique: true })).toBe(true);
    expect(calls).toBe(1);
    expect(steps(g).length).toBeGreaterThan(1);
  });
});

/** Checks every step on a grid against its solution. */
function checkSound(g: CandidateGrid, solution: ArrayLike<number | string>, where: string): number {
  let checked = 0;
  sueDeCoq.find(
    g,
    (s) => {
      checked++;
      for (const e of s.eliminations) expect(Number(solution[e.cell]), `${where}: ${s.text}`).not.toBe(e.digit);
      expect(s.eliminations.length).toBeGreaterThan(0);
      expect(s.digits).toEqual([...new Set(s.eliminations.map((e) => e.digit))].sort((a, b) => a - b));
      expect(s.text).toMatch(/^Sue de Coq: .*\.$/);
      return false;
    },
    { unique: true },
  );
  return checked;
}

describeShared('soundness on grids met while solving hard puzzles', (shared) => {
  it('never removes the true digit', () => {
    const puzzles = [
      ...readPuzzleLines(shared, 'magictour_top1465.txt').slice(0, 10),
      ...readPuzzleLines(shared, 'forum_hardest_1106.txt').slice(0, 5),
    ];
    const techniques = techniquesFor({
      techniques: ['full-house', 'naked-single', 'hidden-single', 'locked-candidates-pointing', 'locked-candidates-claiming', 'sue-de-coq'],
    });
    let checked = 0;
    for (const line of puzzles) {
      const g = gridFromPuzzle(line.slice(0, 81));
      const solution = Uint8Array.from(someSolution(line.slice(0, 81))!, Number);
      solveLoop(g, solution, techniques, { unique: true }, 'guess', () => {
        checked += checkSound(g, solution, line);
      });
    }
    expect(checked).toBeGreaterThan(20);
  }, 60_000);
});
