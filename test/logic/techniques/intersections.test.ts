/**
 * Intersections (src/logic/techniques/intersections.ts): locked candidates (pointing, claiming)
 * and locked pairs/triples on hand-made grids of 4×4, 9×9 and 16×16, with their exact
 * eliminations; the line/box rule that tells a locked pair from a naked one; soundness on the
 * grids of the HoDoKu library cases of these techniques.
 */
import { describe, expect, it } from 'vitest';
import { CandidateGrid } from '../../../src/logic/grid';
import { gridFromRemoved } from '../../../src/logic/pencil';
import {
  lockedCandidatesClaiming,
  lockedCandidatesPointing,
  lockedPair,
  lockedTriple,
} from '../../../src/logic/techniques/intersections';
import { nakedPair } from '../../../src/logic/techniques/subsets';
import { formatCandidateTokens } from '../../../src/logic/pencil';
import { compactEliminations } from '../../../src/logic/words';
import { HAVE_REGLIB, readReglib } from '../support/reglib';
import { steps, describeSoundOnEverySize, rc, keep } from '../support/grids';

const ALL = [lockedPair, lockedTriple, lockedCandidatesPointing, lockedCandidatesClaiming];

/** Removes `digit` from every cell of `cells`. */
function remove(grid: CandidateGrid, digit: number, cells: number[]): void {
  for (const cell of cells) grid.eliminate(cell, digit);
}

describe('locked candidates, type 1 (pointing)', () => {
  it('9×9: 5 confined to row 3 in box 1 leaves the rest of row 3', () => {
    const g = new CandidateGrid(3);
    remove(g, 5, [rc(9, 1, 1), rc(9, 1, 2), rc(9, 1, 3), rc(9, 2, 1), rc(9, 2, 2), rc(9, 2, 3), rc(9, 3, 3)]);
    const found = steps(lockedCandidatesPointing, g);
    expect(found).toHaveLength(1);
    const [s] = found;
    expect(s.digits).toEqual([5]);
    expect(s.cells).toEqual([rc(9, 3, 1), rc(9, 3, 2)]);
    expect(compactEliminations(s.eliminations, 9)).toBe('r3c456789<>5');
    expect(s.houses).toEqual([
      { kind: 'box', index: 0, role: 'base' },
      { kind: 'row', index: 2, role: 'cover' },
    ]);
    expect(s.text).toBe(
      'Locked candidates (pointing): in box 1, 5 can go only in r3c1 and r3c2, which lie in row 3, so remove 5 from r3c4, r3c5, r3c6, r3c7, r3c8 and r3c9.',
    );
    expect(steps(lockedCandidatesClaiming, g)).toEqual([]);
  });

  it('16×16: 9 confined to column 6 in box 2 leaves the rest of column 6', () => {
    const g = new CandidateGrid(4);
    for (let r = 1; r <= 4; r++) for (const c of [5, 7, 8]) g.eliminate(rc(16, r, c), 9);
    g.eliminate(rc(16, 4, 6), 9);
    const [s, ...more] = steps(lockedCandidatesPointing, g);
    expect(more).toEqual([]);
    expect(s.cells).toEqual([rc(16, 1, 6), rc(16, 2, 6), rc(16, 3, 6)]);
    expect(s.eliminations).toEqual(Array.from({ length: 12 }, (_, i) => ({ cell: rc(16, i + 5, 6), digit: 9 })));
  });

  it('4×4: a digit on one row of a box', () => {
    const g = new CandidateGrid(2);
    remove(g, 3, [rc(4, 2, 1), rc(4, 2, 2)]);
    const [s, ...more] = steps(lockedCandidatesPointing, g);
    expect(more).toEqual([]);
    expect(s.eliminations).toEqual([
      { cell: rc(4, 1, 3), digit: 3 },
      { cell: rc(4, 1, 4), digit: 3 },
    ]);
  });

  it('finds nothing for a digit with one place in the box (a hidden single) or a fresh grid', () => {
    expect(steps(lockedCandidatesPointing, new CandidateGrid(3))).toEqual([]);
    const g = new CandidateGrid(3);
    remove(g, 5, [rc(9, 1, 1), rc(9, 1, 2), rc(9, 1, 3), rc(9, 2, 1), rc(9, 2, 2), rc(9, 2, 3), rc(9, 3, 1), rc(9, 3, 2)]);
    expect(steps(lockedCandidatesPointing, g)).toEqual([]);
  });
});

describe('locked candidates, type 2 (claiming)', () => {
  it('9×9: 7 confined to box 1 in row 1 leaves the rest of box 1', () => {
    const g = new CandidateGrid(3);
    remove(g, 7, [4, 5, 6, 7, 8, 9].map((c) => rc(9, 1, c)));
    const found = steps(lockedCandidatesClaiming, g);
    expect(found).toHaveLength(1);
    const [s] = found;
    expect(s.digits).toEqual([7]);
    expect(compactEliminations(s.eliminations, 9)).toBe('r23c123<>7');
    expect(s.houses.map((h) => h.role)).toEqual(['base', 'cover']);
    expect(s.text).toBe(
      'Locked candidates (claiming): in row 1, 7 can go only in r1c1, r1c2 and r1c3, which lie in box 1, so remove 7 from r2c1, r2c2, r2c3, r3c1, r3c2 and r3c3.',
    );
    expect(steps(lockedCandidatesPointing, g)).toEqual([]);
  });

  it('16×16: a column claims a box', () => {
    const g = new CandidateGrid(4);
    for (let r = 5; r <= 16; r++) g.eliminate(rc(16, r, 16), 12);
    const [s, ...more] = steps(lockedCandidatesClaiming, g);
    expect(more).toEqual([]);
    expect(s.digits).toEqual([12]);
    expect(s.eliminations).toHaveLength(12); // box 4 less its column 16
    expect(s.houses[1]).toEqual({ kind: 'box', index: 3, role: 'cover' });
  });
});

describe('locked pair and triple', () => {
  it('9×9: a pair in r1c1 and r1c2 clears row 1 and box 1', () => {
    const g = new CandidateGrid(3);
    keep(g, rc(9, 1, 1), [1, 2]);
    keep(g, rc(9, 1, 2), [1, 2]);
    const [s, ...more] = steps(lockedPair, g);
    expect(more).toEqual([]);
    expect(s.digits).toEqual([1, 2]);
    expect(s.cells).toEqual([0, 1]);
    expect(s.eliminations).toHaveLength(2 * (7 + 6));
    expect(compactEliminations(s.eliminations, 9)).toBe('r1c3456789,r23c123<>1, r1c3456789,r23c123<>2');
    expect(s.text).toBe(
      'Locked pair 1,2 in r1c1 and r1c2: these cells hold only 1 and 2 and lie in both row 1 and box 1, ' +
        'so remove 1 and 2 from r1c3, r1c4, r1c5, r1c6, r1c7, r1c8, r1c9, r2c1, r2c2, r2c3, r3c1, r3c2 and r3c3.',
    );
    // never a naked pair as well
    expect(steps(nakedPair, g)).toEqual([]);
    expect(steps(lockedTriple, g)).toEqual([]);
  });

  it('9×9: a triple {1,2} {2,3} {1,3} down column 4 in box 5', () => {
    const g = new CandidateGrid(3);
    keep(g, rc(9, 4, 4), [1, 2]);
    keep(g, rc(9, 5, 4), [2, 3]);
    keep(g, rc(9, 6, 4), [1, 3]);
    const [s, ...more] = steps(lockedTriple, g);
    expect(more).toEqual([]);
    expect(s.digits).toEqual([1, 2, 3]);
    expect(s.eliminations).toHaveLength(3 * (6 + 6));
    expect(s.houses).toEqual([
      { kind: 'column', index: 3, role: 'house' },
      { kind: 'box', index: 4, role: 'house' },
    ]);
  });

  it('16×16: a locked triple among the four cells of a box/row intersection', () => {
    const g = new CandidateGrid(4);
    keep(g, rc(16, 2, 5), [4, 9]);
    keep(g, rc(16, 2, 7), [9, 16]);
    keep(g, rc(16, 2, 8), [4, 16]);
    const [s, ...more] = steps(lockedTriple, g);
    expect(more).toEqual([]);
    expect(s.digits).toEqual([4, 9, 16]);
    expect(s.eliminations).toHaveLength(3 * (13 + 12)); // row 2: 13 other cells; box 2: 12 off the row
  });

  it('4×4: a locked pair fills the intersection', () => {
    const g = new CandidateGrid(2);
    keep(g, rc(4, 3, 3), [2, 4]);
    keep(g, rc(4, 3, 4), [2, 4]);
    const [s, ...more] = steps(lockedPair, g);
    expect(more).toEqual([]);
    expect(s.eliminations).toHaveLength(2 * (2 + 2));
  });

  it('a pair in a line and a box that removes on one side only is a naked pair, not a locked one', () => {
    const g = new CandidateGrid(3);
    keep(g, rc(9, 1, 1), [1, 2]);
    keep(g, rc(9, 1, 2), [1, 2]);
    for (let c = 3; c <= 9; c++) remove(g, 1, [rc(9, 1, c)]), remove(g, 2, [rc(9, 1, c)]);
    expect(steps(lockedPair, g)).toEqual([]);
    const naked = steps(nakedPair, g);
    expect(naked).toHaveLength(1);
    expect(compactEliminations(naked[0].eliminations, 9)).toBe('r23c123<>1, r23c123<>2');
  });
});

describeSoundOnEverySize(ALL);

describe.skipIf(!HAVE_REGLIB)('on the HoDoKu library grids of these techniques', () => {
  it('finds the expected eliminations of each case (a spot check of the harness rule)', () => {
    const [c] = readReglib().filter((x) => x.code === '0110');
    const grid = gridFromRemoved(c.givens, c.deleted);
    const found = steps(lockedPair, grid).filter((s) => s.digits.join('') === c.key.join(''));
    expect(found.map((s) => formatCandidateTokens(s.eliminations))).toContain(formatCandidateTokens(c.eliminations));
  });
});
