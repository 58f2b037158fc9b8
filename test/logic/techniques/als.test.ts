/**
 * ALS techniques (src/logic/techniques/als/als.ts, als-sets.ts): ALS-XZ (singly and doubly linked)
 * and ALS-XY-Wing. Hand-made candidate grids with exact steps, 4×4 and 16×16 boards, grids that
 * give nothing, the cache of the ALS table, and soundness on the grids of HoDoKu's regression
 * library (codes 0901, 0902, 1101) and on grids reached while solving hard 9×9 puzzles.
 */
import { describe, expect, it } from 'vitest';
import { someSolution } from '../../../src/api/single';
import { CandidateGrid } from '../../../src/logic/grid';
import { gridFromPuzzle } from '../../../src/logic/pencil';
import { solveLoop, techniquesFor } from '../../../src/logic/solver';
import { alsXyWing, alsXz } from '../../../src/logic/techniques/als/als';
import { alsTable, buildAlsTable, maxAlsCells } from '../../../src/logic/techniques/als/als-sets';
import { readPuzzleLines } from '../../support/puzzle-sets';
import { describeShared } from '../../support/shared';
import { at, grid, steps, elims } from '../support/grids';

/** `digit@cell` for every listed cell. */
function each(digit: number, names: string[]): string[] {
  return names.map((name) => `${digit}@${name}`);
}

describe('ALS-XZ', () => {
  it('removes z from the cells seeing every z of both sets (singly linked)', () => {
    // r1c2 {5,8}, r4c2 {3,8} (column 2) and r1c5 {3,5}: restricted 5, z = 3 at r1c5 and r4c2
    const g = grid(3, { r1c2: [5, 8], r1c5: [3, 5], r4c2: [3, 8] });
    const found = steps(alsXz, g);
    expect(found).toHaveLength(1);
    const s = found[0];
    expect(s.digits).toEqual([3]);
    expect(elims(s)).toEqual(['3@r4c5']);
    expect(s.cells).toEqual([at('r1c2', 9), at('r1c5', 9), at('r4c2', 9)]);
    expect(s.highlights.filter((h) => h.role === 'off').map((h) => h.digit)).toEqual([5, 5]);
    expect(s.highlights.filter((h) => h.role === 'on').map((h) => h.digit)).toEqual([3, 3]);
    expect(s.text).toBe(
      'ALS-XZ: r1c5 {3,5} and r1c2,r4c2 {3,5,8} share 5, whose cells all see each other, so at most one set holds 5 and ' +
        'the other is locked: one of them holds 3, so remove 3 from r4c5.',
    );
  });

  it('locks both sets when they share two restricted digits (doubly linked)', () => {
    // A = r1c1 {1,2}, r1c5 {2,3}; B = r2c2 {1,4}, r2c5 {3,4}: 1 and 3 restricted
    const g = grid(3, { r1c1: [1, 2], r1c5: [2, 3], r2c2: [1, 4], r2c5: [3, 4] });
    const found = steps(alsXz, g);
    expect(found).toHaveLength(1);
    const s = found[0];
    expect(s.digits).toEqual([1, 2, 3, 4]);
    expect(elims(s)).toEqual(
      [
        ...each(1, ['r1c2', 'r1c3', 'r2c1', 'r2c3', 'r3c1', 'r3c2', 'r3c3']),
        ...each(2, ['r1c2', 'r1c3', 'r1c4', 'r1c6', 'r1c7', 'r1c8', 'r1c9']),
        ...each(3, ['r1c4', 'r1c6', 'r2c4', 'r2c6', 'r3c4', 'r3c5', 'r3c6', 'r4c5', 'r5c5', 'r6c5', 'r7c5', 'r8c5', 'r9c5']),
        ...each(4, ['r2c1', 'r2c3', 'r2c4', 'r2c6', 'r2c7', 'r2c8', 'r2c9']),
      ].sort(),
    );
    expect(s.text).toMatch(/^ALS-XZ \(doubly linked\): r1c1,r1c5 \{1,2,3\} and r2c2,r2c5 \{1,3,4\} share 1 and 3, .* remove .*\.$/);
  });

  it('works on a 16×16 board', () => {
    const g = grid(4, { r1c2: [5, 8], r1c10: [3, 5], r6c2: [3, 8] });
    expect(steps(alsXz, g).map((s) => elims(s, 16))).toEqual([['3@r6c10']]);
  });

  it('works on a 4×4 board', () => {
    // r1c1 {1,2}, r1c3 {2,3} (row 1) and r3c1 {1,3}: restricted 1, z = 3
    const g = grid(2, { r1c1: [1, 2], r1c3: [2, 3], r3c1: [1, 3] });
    expect(steps(alsXz, g).map((s) => elims(s, 4))).toEqual([['3@r3c3']]);
  });

  it('finds nothing on an empty grid, or when the common digit is not restricted', () => {
    expect(steps(alsXz, grid(3, {}))).toEqual([]);
    // 5 of r1c5 does not see 5 of r4c2: no restricted digit
    expect(steps(alsXz, grid(3, { r1c5: [3, 5], r4c2: [3, 5] }))).toEqual([]);
  });
});

describe('ALS-XY-Wing', () => {
  it('removes z from the cells seeing every z of both wings', () => {
    // pivot r5c5 {1,2}; wing r5c1 {1,8} + r6c2 {7,8} (box 4, restricted 1); wing r1c5 {2,7} (restricted 2)
    const g = grid(3, { r5c5: [1, 2], r5c1: [1, 8], r6c2: [7, 8], r1c5: [2, 7] });
    const found = steps(alsXyWing, g);
    expect(found).toHaveLength(1);
    const s = found[0];
    expect(s.digits).toEqual([7]);
    expect(elims(s)).toEqual(['7@r1c2', '7@r6c5']);
    expect(s.cells).toEqual(['r1c5', 'r5c1', 'r5c5', 'r6c2'].map((c) => at(c, 9)));
    expect(s.text).toBe(
      'ALS-XY-Wing: pivot r5c1 {1,8} shares 8 with r6c2 {7,8} and 1 with r1c5,r5c5 {1,2,7}, each restricted (its cells ' +
        'all see each other); the pivot holds 8 or 1, so one wing loses it and is locked: one of the wings holds 7, so ' +
        'remove 7 from r1c2 and r6c5.',
    );
  });

  it('works on a 16×16 board', () => {
    const g = grid(4, { r5c5: [1, 2], r5c1: [1, 8], r6c2: [7, 8], r1c5: [2, 7] });
    expect(steps(alsXyWing, g).map((s) => elims(s, 16))).toEqual([['7@r1c2', '7@r6c5']]);
  });

  it('works on a 4×4 board', () => {
    const g = grid(2, { r1c1: [1, 2], r1c3: [1, 3], r3c1: [2, 3] });
    expect(steps(alsXyWing, g).map((s) => elims(s, 4))).toEqual([['3@r3c3']]);
  });

  it('finds nothing on an empty grid, or when both wings share the pivot through the same digit', () => {
    expect(steps(alsXyWing, grid(3, {}))).toEqual([]);
    expect(steps(alsXyWing, grid(3, { r5c5: [1, 2], r5c1: [1, 7], r1c5: [1, 7] }))).toEqual([]);
  });
});

describe('ALS table', () => {
  it('bounds the ALS size by board', () => {
    expect([4, 9, 16, 25].map(maxAlsCells)).toEqual([3, 8, 4, 3]);
  });

  it('keeps each set once and recomputes when the candidates change', () => {
    const g = grid(3, { r1c1: [1, 2], r1c2: [2, 3] });
    const t = buildAlsTable(g);
    // r1c1, r1c2 (one each, found in row 1 only) and the pair r1c1,r1c2 {1,2,3}; 8 cells of
    // row 1, column 1, column 2 and box 1 without one of them … all distinct cell sets
    const keys = new Set<string>();
    for (let a = 0; a < t.count; a++) keys.add(Array.from(t.cellList.subarray(t.start[a], t.start[a + 1])).join(','));
    expect(keys.size).toBe(t.count);
    expect(keys.has('0')).toBe(true);
    expect(keys.has('0,1')).toBe(true);
    const first = alsTable(g);
    expect(alsTable(g.clone())).toBe(first);
    g.eliminate(at('r5c5', 9), 4);
    expect(alsTable(g)).not.toBe(first);
  });
});

describe('stopping', () => {
  it('stops as soon as the sink says so', () => {
    const g = grid(3, { r1c2: [5, 8], r1c5: [3, 5], r4c2: [3, 8], r7c7: [1, 2], r7c9: [2, 3], r9c7: [1, 3] });
    for (const t of [alsXz, alsXyWing]) {
      let calls = 0;
      expect(t.find(g, () => (calls++, true), { unique: true })).toBe(true);
      expect(calls).toBe(1);
    }
  });
});

/** Checks every step of the ALS finders on a grid against its solution (at most `cap` steps each). */
function checkSound(g: CandidateGrid, solution: ArrayLike<number | string>, where: string, cap = Infinity): number {
  let checked = 0;
  for (const t of [alsXz, alsXyWing]) {
    let k = 0;
    t.find(
      g,
      (s) => {
        checked++;
        for (const e of s.eliminations) expect(Number(solution[e.cell]), `${where}: ${s.text}`).not.toBe(e.digit);
        expect(s.eliminations.length).toBeGreaterThan(0);
        expect(s.digits).toEqual([...new Set(s.eliminations.map((e) => e.digit))].sort((a, b) => a - b));
        expect(s.text).toMatch(/^ALS-[A-Z].*\.$/);
        return ++k >= cap;
      },
      { unique: true },
    );
  }
  return checked;
}

describeShared('soundness on grids met while solving hard puzzles', (shared) => {
  it('never removes the true digit', () => {
    const puzzles = [
      ...readPuzzleLines(shared, 'magictour_top1465.txt').slice(0, 3),
      ...readPuzzleLines(shared, 'forum_hardest_1106.txt').slice(0, 1),
    ];
    const techniques = techniquesFor({
      techniques: ['full-house', 'naked-single', 'hidden-single', 'locked-candidates-pointing', 'locked-candidates-claiming', 'als-xz', 'als-xy-wing'],
    });
    let checked = 0;
    for (const line of puzzles) {
      const g = gridFromPuzzle(line.slice(0, 81));
      const solution = Uint8Array.from(someSolution(line.slice(0, 81))!, Number);
      solveLoop(g, solution, techniques, { unique: true }, 'guess', () => {
        checked += checkSound(g, solution, line, 100);
      });
    }
    expect(checked).toBeGreaterThan(100);
  }, 60_000);
});
