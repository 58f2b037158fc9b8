/**
 * Wings (src/logic/techniques/wings.ts): W-Wing, XY-Wing and XYZ-Wing. Hand-made candidate
 * grids with exact eliminations and one that must give nothing per technique, 4×4 and 16×16
 * boards, and soundness on the grids of HoDoKu's regression library.
 */
import { describe, expect, it } from 'vitest';
import { wWing, xyWing, xyzWing } from '../../../src/logic/techniques/wings';
import { at, grid, steps, elims } from '../support/grids';

/** The cells of row `row` (1-based) except the listed columns. */
function rowExcept(row: number, N: number, except: number[]): string[] {
  const out: string[] = [];
  for (let c = 1; c <= N; c++) if (!except.includes(c)) out.push(`r${row}c${c}`);
  return out;
}

describe('XY-Wing', () => {
  it('removes z from the cells seeing both pincers', () => {
    const g = grid(3, { r2c2: [3, 7], r2c8: [3, 5], r6c2: [5, 7] });
    const found = steps(xyWing, g);
    expect(found).toHaveLength(1);
    const s = found[0];
    expect(s.digits).toEqual([3, 5, 7]);
    expect(elims(s)).toEqual(['5@r6c8']);
    expect(s.cells).toEqual([at('r2c8', 9), at('r2c2', 9), at('r6c2', 9)]);
    expect(s.highlights.filter((h) => h.role === 'pivot').map((h) => h.digit)).toEqual([3, 7]);
    expect(s.links.map((l) => l.kind)).toEqual(['strong', 'weak', 'strong', 'weak', 'strong']);
    expect(s.text).toBe(
      'XY-wing: pivot r2c2 {3,7} with pincers r2c8 {3,5} and r6c2 {7,5}: whichever digit the pivot takes, one pincer is 5, so remove 5 from r6c8.',
    );
  });

  it('works on a 4×4 board', () => {
    const g = grid(2, { r1c1: [1, 2], r1c3: [1, 3], r3c1: [2, 3] });
    const found = steps(xyWing, g);
    expect(found.map((s) => elims(s, 4))).toEqual([['3@r3c3']]);
  });

  it('finds nothing when a pincer does not share z', () => {
    expect(steps(xyWing, grid(3, { r2c2: [3, 7], r2c8: [3, 5], r6c2: [5, 8] }))).toEqual([]);
  });
});

describe('XYZ-Wing', () => {
  it('removes z from the cells seeing the pivot and both pincers', () => {
    const g = grid(3, { r1c1: [1, 2, 5], r1c5: [1, 5], r2c2: [2, 5] });
    const found = steps(xyzWing, g);
    expect(found).toHaveLength(1);
    expect(found[0].digits).toEqual([1, 2, 5]);
    expect(elims(found[0])).toEqual(['5@r1c2', '5@r1c3']);
    expect(found[0].text).toBe(
      'XYZ-wing: pivot r1c1 {1,2,5} with pincers r1c5 {1,5} and r2c2 {2,5}: the pivot is 5 or makes a pincer 5, so remove 5 from r1c2 and r1c3.',
    );
  });

  it('works on a 16×16 board', () => {
    const g = grid(4, { r1c1: [1, 2, 16], r1c9: [1, 16], r2c2: [2, 16] });
    expect(steps(xyzWing, g).map((s) => elims(s, 16))).toEqual([['16@r1c2', '16@r1c3', '16@r1c4']]);
  });

  it('finds nothing when the pincers do not share a digit of the pivot', () => {
    expect(steps(xyzWing, grid(3, { r1c1: [1, 2, 5], r1c5: [1, 5], r2c2: [2, 6] }))).toEqual([]);
  });
});

describe('W-Wing', () => {
  it('removes y from the cells seeing both pair cells', () => {
    // 2 in row 3 only in r3c1 (sees r1c1) and r3c5 (sees r5c5)
    const g = grid(3, { r1c1: [2, 7], r5c5: [2, 7] }, { 2: rowExcept(3, 9, [1, 5]) });
    const found = steps(wWing, g);
    expect(found).toHaveLength(1);
    const s = found[0];
    expect(s.digits).toEqual([2, 7]);
    expect(elims(s)).toEqual(['7@r1c5', '7@r5c1']);
    expect(s.cells).toEqual([at('r1c1', 9), at('r3c1', 9), at('r3c5', 9), at('r5c5', 9)]);
    expect(s.houses).toEqual([{ kind: 'row', index: 2, role: 'house' }]);
    expect(s.text).toBe(
      'W-wing: r1c1 and r5c5 are both {2,7}; 2 in row 3 is only in r3c1 (seeing r1c1) and r3c5 (seeing r5c5), so the two pair cells are not both 2: one is 7, so remove 7 from r1c5 and r5c1.',
    );
  });

  it('works on a 16×16 board', () => {
    const g = grid(4, { r1c1: [2, 7], r6c6: [2, 7] }, { 2: rowExcept(3, 16, [1, 6]) });
    expect(steps(wWing, g).map((s) => elims(s, 16))).toEqual([['7@r1c6', '7@r6c1']]);
  });

  it('finds nothing without a strong link', () => {
    const g = grid(3, { r1c1: [2, 7], r5c5: [2, 7] }, { 2: rowExcept(3, 9, [1, 5, 9]) });
    expect(steps(wWing, g)).toEqual([]);
  });

  it('finds nothing when the two pair cells see each other', () => {
    const g = grid(3, { r1c1: [2, 7], r1c5: [2, 7] }, { 2: rowExcept(3, 9, [1, 5]) });
    expect(steps(wWing, g)).toEqual([]);
  });
});

describe('stopping', () => {
  it('stops as soon as the sink says so', () => {
    const g = grid(3, { r2c2: [3, 7], r2c8: [3, 5], r6c2: [5, 7], r8c8: [3, 7], r8c1: [3, 5], r4c8: [5, 7] });
    let calls = 0;
    expect(xyWing.find(g, () => (calls++, true), { unique: true })).toBe(true);
    expect(calls).toBe(1);
    expect(steps(xyWing, g).length).toBeGreaterThan(1);
  });
});
