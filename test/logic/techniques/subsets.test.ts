/**
 * Naked and hidden subsets (src/logic/techniques/subsets.ts) on hand-made grids of 4×4, 9×9 and
 * 16×16 with their exact eliminations and sentences; what they must not report (locked subsets,
 * singles, fresh grids); soundness on the grids of the HoDoKu library cases of these techniques.
 */
import { describe, expect, it } from 'vitest';
import { CandidateGrid } from '../../../src/logic/grid';
import {
  hiddenPair,
  hiddenQuadruple,
  hiddenTriple,
  nakedPair,
  nakedQuadruple,
  nakedTriple,
} from '../../../src/logic/techniques/subsets';
import { compactEliminations } from '../../../src/logic/words';
import { steps, describeSoundOnEverySize, rc, keep } from '../support/grids';

const ALL = [nakedPair, nakedTriple, nakedQuadruple, hiddenPair, hiddenTriple, hiddenQuadruple];

/** Removes each of `digits` from each of `cells`. */
function remove(grid: CandidateGrid, digits: number[], cells: number[]): void {
  for (const cell of cells) for (const d of digits) grid.eliminate(cell, d);
}

describe('naked subsets', () => {
  it('9×9 pair: 1,7 in r3c2 and r3c8 leave the rest of row 3', () => {
    const g = new CandidateGrid(3);
    keep(g, rc(9, 3, 2), [1, 7]);
    keep(g, rc(9, 3, 8), [1, 7]);
    const found = steps(nakedPair, g);
    expect(found).toHaveLength(1);
    const [s] = found;
    expect(s.digits).toEqual([1, 7]);
    expect(s.cells).toEqual([rc(9, 3, 2), rc(9, 3, 8)]);
    expect(s.houses).toEqual([{ kind: 'row', index: 2, role: 'house' }]);
    expect(compactEliminations(s.eliminations, 9)).toBe('r3c1345679<>1, r3c1345679<>7');
    expect(s.text).toBe(
      'Naked pair 1,7 in r3c2 and r3c8: these 2 cells of row 3 hold only 1 and 7, so remove 1 and 7 from ' +
        'r3c1, r3c3, r3c4, r3c5, r3c6, r3c7 and r3c9.',
    );
    expect(steps(nakedTriple, g)).toEqual([]);
  });

  it('9×9 triple down column 5 (no cell with all three digits)', () => {
    const g = new CandidateGrid(3);
    keep(g, rc(9, 1, 5), [2, 4]);
    keep(g, rc(9, 5, 5), [4, 8]);
    keep(g, rc(9, 9, 5), [2, 8]);
    const [s, ...more] = steps(nakedTriple, g);
    expect(more).toEqual([]);
    expect(s.digits).toEqual([2, 4, 8]);
    expect(s.eliminations).toHaveLength(3 * 6);
    expect(s.houses).toEqual([{ kind: 'column', index: 4, role: 'house' }]);
  });

  it('9×9 quadruple in box 9', () => {
    const g = new CandidateGrid(3);
    keep(g, rc(9, 7, 7), [3, 5]);
    keep(g, rc(9, 8, 8), [5, 6, 9]);
    keep(g, rc(9, 9, 7), [3, 6, 9]);
    keep(g, rc(9, 9, 9), [3, 5, 6, 9]);
    const [s, ...more] = steps(nakedQuadruple, g);
    expect(more).toEqual([]);
    expect(s.digits).toEqual([3, 5, 6, 9]);
    expect(s.eliminations).toHaveLength(4 * 5);
    expect(s.text.startsWith('Naked quadruple 3,5,6,9 in r7c7, r8c8, r9c7 and r9c9: these 4 cells of box 9')).toBe(true);
  });

  it('16×16: a quadruple in a box/row intersection is one step over both houses', () => {
    const g = new CandidateGrid(4);
    for (let c = 1; c <= 4; c++) keep(g, rc(16, 1, c), [1, 2, 3, 16]);
    const [s, ...more] = steps(nakedQuadruple, g);
    expect(more).toEqual([]);
    expect(s.houses.map((h) => h.kind)).toEqual(['row', 'box']);
    expect(s.eliminations).toHaveLength(4 * (12 + 12));
  });

  it('4×4: a pair in a column', () => {
    const g = new CandidateGrid(2);
    keep(g, rc(4, 1, 2), [1, 3]);
    keep(g, rc(4, 4, 2), [1, 3]);
    const [s, ...more] = steps(nakedPair, g);
    expect(more).toEqual([]);
    expect(s.eliminations).toEqual([
      { cell: rc(4, 2, 2), digit: 1 },
      { cell: rc(4, 3, 2), digit: 1 },
      { cell: rc(4, 2, 2), digit: 3 },
      { cell: rc(4, 3, 2), digit: 3 },
    ]);
  });

  it('finds nothing on a fresh grid, for a pair that removes nothing, or for a locked pair', () => {
    for (const n of [2, 3, 4]) for (const t of ALL) expect(steps(t, new CandidateGrid(n))).toEqual([]);
    const g = new CandidateGrid(3);
    keep(g, rc(9, 1, 1), [1, 2]);
    keep(g, rc(9, 1, 2), [1, 2]); // locked: intersections.ts reports it
    expect(steps(nakedPair, g)).toEqual([]);
    const h = new CandidateGrid(2);
    keep(h, rc(4, 1, 1), [1, 2]);
    keep(h, rc(4, 1, 3), [1, 2]);
    keep(h, rc(4, 1, 2), [3, 4]);
    keep(h, rc(4, 1, 4), [3, 4]);
    // two pairs that fill row 1: nothing left to remove in the row (the columns still have 1…4 elsewhere)
    expect(steps(nakedPair, h).filter((s) => s.houses[0].kind === 'row')).toEqual([]);
  });
});

describe('hidden subsets', () => {
  it('9×9 pair: 5 and 9 fit only r5c3 and r6c3 in column 3', () => {
    const g = new CandidateGrid(3);
    remove(g, [5, 9], [1, 2, 3, 4, 7, 8, 9].map((r) => rc(9, r, 3)));
    const found = steps(hiddenPair, g);
    expect(found).toHaveLength(1);
    const [s] = found;
    expect(s.digits).toEqual([5, 9]);
    expect(s.cells).toEqual([rc(9, 5, 3), rc(9, 6, 3)]);
    expect(s.houses).toEqual([{ kind: 'column', index: 2, role: 'house' }]);
    expect(compactEliminations(s.eliminations, 9)).toBe(
      'r56c3<>1, r56c3<>2, r56c3<>3, r56c3<>4, r56c3<>6, r56c3<>7, r56c3<>8',
    );
    expect(s.text).toBe(
      'Hidden pair 5,9 in r5c3 and r6c3: in column 3, 5 and 9 fit only these 2 cells, so remove 1, 2, 3, 4, 6, 7 and 8 from r5c3 and r6c3.',
    );
  });

  it('9×9 triple in row 2 and quadruple in box 5', () => {
    const g = new CandidateGrid(3);
    remove(g, [1, 4, 6], [1, 2, 4, 5, 7, 8].map((c) => rc(9, 2, c)));
    const [t, ...more] = steps(hiddenTriple, g);
    expect(more).toEqual([]);
    expect(t.digits).toEqual([1, 4, 6]);
    expect(t.cells).toEqual([rc(9, 2, 3), rc(9, 2, 6), rc(9, 2, 9)]);
    expect(t.eliminations).toHaveLength(3 * 6);

    const h = new CandidateGrid(3);
    const box5 = [4, 5, 6].flatMap((r) => [4, 5, 6].map((c) => rc(9, r, c)));
    remove(h, [2, 3, 7, 8], box5.slice(4));
    const [q, ...others] = steps(hiddenQuadruple, h);
    expect(others).toEqual([]);
    expect(q.digits).toEqual([2, 3, 7, 8]);
    expect(q.cells).toEqual(box5.slice(0, 4));
    expect(q.eliminations).toHaveLength(4 * 5);
  });

  it('16×16: a hidden pair in a column of the big board', () => {
    const g = new CandidateGrid(4);
    const rows = Array.from({ length: 16 }, (_, i) => i + 1).filter((r) => r !== 3 && r !== 14);
    remove(g, [10, 13], rows.map((r) => rc(16, r, 11)));
    const [s, ...more] = steps(hiddenPair, g);
    expect(more).toEqual([]);
    expect(s.digits).toEqual([10, 13]);
    expect(s.cells).toEqual([rc(16, 3, 11), rc(16, 14, 11)]);
    expect(s.eliminations).toHaveLength(2 * 14);
  });

  it('a hidden pair that lies in two houses is reported once', () => {
    const g = new CandidateGrid(3);
    // 4 and 8 fit only r1c1 and r1c2 in row 1 and in box 1
    remove(g, [4, 8], [3, 4, 5, 6, 7, 8, 9].map((c) => rc(9, 1, c)));
    remove(g, [4, 8], [rc(9, 2, 1), rc(9, 2, 2), rc(9, 2, 3), rc(9, 3, 1), rc(9, 3, 2), rc(9, 3, 3)]);
    expect(steps(hiddenPair, g)).toHaveLength(1);
  });

  it('ignores a digit with one place (a hidden single)', () => {
    const g = new CandidateGrid(3);
    remove(g, [5], [2, 3, 4, 5, 6, 7, 8, 9].map((c) => rc(9, 1, c)));
    remove(g, [9], [3, 4, 5, 6, 7, 8, 9].map((c) => rc(9, 1, c)));
    expect(steps(hiddenPair, g)).toEqual([]);
  });
});

describeSoundOnEverySize(ALL);
