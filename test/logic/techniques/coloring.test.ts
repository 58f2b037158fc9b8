/**
 * Colouring (src/logic/techniques/coloring.ts): Simple Colors Trap and Wrap, Multi Colors 1 and 2.
 * Hand-made grids with exact eliminations and grids that must give nothing, 4×4 and 16×16
 * boards, and soundness on the grids of HoDoKu's regression library.
 */
import { describe, expect, it } from 'vitest';
import { CandidateGrid } from '../../../src/logic/grid';
import { multiColors1, multiColors2, simpleColorsTrap, simpleColorsWrap } from '../../../src/logic/techniques/coloring';
import type { Step } from '../../../src/logic/types';
import { steps, pattern } from '../support/grids';

const ALL = [simpleColorsTrap, simpleColorsWrap, multiColors1, multiColors2];

/** The 1-based names of cells. */
function names(cells: number[], N: number): string[] {
  return cells.map((c) => `r${((c / N) | 0) + 1}c${(c % N) + 1}`);
}

/** A step's eliminations as `rNcM` names (one digit per step here), in the step's order. */
function removed(step: Step, N: number): string[] {
  return names(
    step.eliminations.map((e) => e.cell),
    N,
  );
}

// 1: r1c1 = r1c5 (row 1) = r5c5 (column 5) = r5c2 (row 5): A = r1c1, r5c5; B = r1c5, r5c2
const TRAP = [
  '*...*....',
  '****.****',
  '****.****',
  '****.****',
  '.*..*....',
  '****.****',
  '****.****',
  '****.****',
  '****.****',
];

describe('Simple Colors Trap', () => {
  it('removes the digit from cells seeing both colours, with its sentence and colours', () => {
    const found = steps(simpleColorsTrap, pattern(3, 1, TRAP));
    expect(found).toHaveLength(1);
    const [s] = found;
    // r2c2, r3c2: box 1 (r1c1, A) and column 2 (r5c2, B); r4c1, r6c1: column 1 (A) and box 4 (B)
    expect(removed(s, 9)).toEqual(['r2c2', 'r3c2', 'r4c1', 'r6c1']);
    expect(s.digits).toEqual([1]);
    expect(s.code).toBe('0500');
    expect(s.text).toBe(
      'Simple Colors Trap on 1: following its conjugate pairs, 1 is in all of r1c1 and r5c5 (A) or all of r1c5 and r5c2 (B); ' +
        'a cell that sees a cell of each colour cannot be 1: remove 1 from r2c2, r3c2, r4c1 and r6c1.',
    );
    expect(s.highlights.filter((h) => h.role === 'on').map((h) => h.cell)).toEqual([0, 40]);
    expect(s.highlights.filter((h) => h.role === 'off').map((h) => h.cell)).toEqual([4, 37]);
    expect(s.links.map((l) => [l.from.cell, l.to.cell, l.kind])).toEqual([
      [0, 4, 'strong'],
      [4, 40, 'strong'],
      [40, 37, 'strong'],
    ]);
  });

  it('finds nothing when no cell sees both colours', () => {
    // one pair in row 1, its ends in boxes 1 and 3: only row 1 sees both
    expect(steps(simpleColorsTrap, pattern(3, 1, ['*.......*', ...Array.from({ length: 8 }, () => '*********')]))).toEqual([]);
    expect(steps(simpleColorsTrap, new CandidateGrid(3))).toEqual([]);
  });

  it('works on a 16×16 board', () => {
    // 6: r1c1 = r1c9 (row 1) = r9c9 (column 9) = r9c2 (row 9); r2c2 … r4c2 see r1c1 (box) and r9c2
    // (column), r10c1 … r12c1 see r1c1 (column) and r9c2 (box)
    const rows = Array.from({ length: 16 }, (_, r) => (r === 0 ? '*.......*.......' : r === 8 ? '.*......*.......' : '*'.repeat(8) + '.' + '*'.repeat(7)));
    const found = steps(simpleColorsTrap, pattern(4, 6, rows));
    expect(found.map((s) => removed(s, 16))).toEqual([['r2c2', 'r3c2', 'r4c2', 'r10c1', 'r11c1', 'r12c1']]);
  });
});

describe('Simple Colors Wrap', () => {
  // 3: r1c1 = r1c5 (row 1) = r5c5 (column 5) = r5c2 (row 5) = r2c2 (column 2): A = r1c1, r5c5, r2c2;
  // r1c1 and r2c2 share box 1, so A is false
  const WRAP = [
    '*...*....',
    '.*.*.****',
    '*.**.****',
    '*.**.****',
    '.*..*....',
    '*.**.****',
    '*.**.****',
    '*.**.****',
    '*.**.****',
  ];

  it('removes every cell of a colour two of whose cells see each other, with its sentence', () => {
    const found = steps(simpleColorsWrap, pattern(3, 3, WRAP));
    expect(found).toHaveLength(1);
    expect(removed(found[0], 9)).toEqual(['r1c1', 'r2c2', 'r5c5']);
    expect(found[0].text).toBe(
      'Simple Colors Wrap on 3: following its conjugate pairs, 3 is in all of r1c1, r2c2 and r5c5 (A) or all of r1c5 and r5c2 (B); ' +
        'r1c1 and r2c2 of colour A share box 1, so colour A is false: remove 3 from r1c1, r2c2 and r5c5.',
    );
  });

  it('finds nothing for a cluster without a clash', () => {
    expect(steps(simpleColorsWrap, pattern(3, 1, TRAP))).toEqual([]);
  });

  it('works on a 4×4 board', () => {
    // 4: r1c1 = r1c3 (row 1) = r3c3 (column 3) = r3c2 (row 3) = r2c2 (column 2), r1c3 = r2c4 (box 2),
    // r3c2 = r4c1 (box 3): A = r1c1, r2c2, r2c4, r3c3, r4c1; r1c1 and r2c2 share box 1
    const found = steps(simpleColorsWrap, pattern(2, 4, ['*.*.', '**.*', '.**.', '*...']));
    expect(found.map((s) => removed(s, 4))).toEqual([['r1c1', 'r2c2', 'r2c4', 'r3c3', 'r4c1']]);
  });
});

// 8 (HoDoKu's library, line 867 shape): cluster 1 r2c3 = r2c4 (row 2) = r3c5 (box 2) = r3c2 (row 3) = r2c3
// (box 1): A = r2c3, r3c5, B = r2c4, r3c2; cluster 2 r5c2 = r5c4 (row 5): C = r5c2, D = r5c4
const MULTI = [
  '...|...|***',
  '..*|*..|...',
  '.*.|.*.|...',
  '***|***|***',
  '.*.|*..|...',
  '***|***|***',
  '***|***|***',
  '***|***|***',
  '***|***|***',
];

describe('Multi Colors 1', () => {
  it('removes what sees both colours left true by each clash between the clusters, with its sentence', () => {
    const found = steps(multiColors1, pattern(3, 8, MULTI));
    expect(found).toHaveLength(1);
    expect(removed(found[0], 9)).toEqual(['r2c4', 'r3c2', 'r4c3', 'r4c5', 'r6c3', 'r6c5']);
    expect(found[0].text).toBe(
      'Multi Colors 1 on 8: following conjugate pairs, 8 is in all of r2c3 and r3c5 (A) or all of r2c4 and r3c2 (B), ' +
        'and in r5c2 (C) or r5c4 (D); r3c2 (B) sees r5c2 (C), so A or D is true; r2c4 (B) sees r5c4 (D), so A or C is true; ' +
        'a cell that sees both colours of such a pair cannot be 8: remove 8 from r2c4, r3c2, r4c3, r4c5, r6c3 and r6c5.',
    );
    expect(found[0].links.filter((l) => l.kind === 'weak')).toHaveLength(2);
  });

  it('finds nothing with one cluster', () => {
    expect(steps(multiColors1, pattern(3, 1, TRAP))).toEqual([]);
  });

  it('works on a 16×16 board', () => {
    // 5: cluster r1c1 = r1c9 (row 1), cluster r2c3 = r2c12 (row 2); r1c1 (A) sees r2c3 (C) in box 1, so
    // r1c9 (B) or r2c12 (D) is true: rows 3-4 of box 3 see both; r1c9 (B) sees r2c12 (D) in box 3, so
    // r1c1 (A) or r2c3 (C) is true: rows 3-4 of box 1 see both
    const rows = Array.from({ length: 16 }, () => '*'.repeat(16));
    rows[0] = '*.......*.......';
    rows[1] = '..*........*....';
    const found = steps(multiColors1, pattern(4, 5, rows));
    const boxRows = (r: number): string[] => [1, 2, 3, 4, 9, 10, 11, 12].map((c) => `r${r}c${c}`);
    expect(found.map((s) => removed(s, 16))).toEqual([[...boxRows(3), ...boxRows(4)]]);
  });
});

describe('Multi Colors 2', () => {
  it('removes a colour that sees both colours of another cluster, with its sentence', () => {
    const found = steps(multiColors2, pattern(3, 8, MULTI));
    expect(found).toHaveLength(1);
    expect(removed(found[0], 9)).toEqual(['r2c4', 'r3c2']);
    expect(found[0].text).toBe(
      'Multi Colors 2 on 8: following conjugate pairs, 8 is in all of r2c3 and r3c5 (A) or all of r2c4 and r3c2 (B), ' +
        'and in r5c2 (C) or r5c4 (D); colour B sees both C (r3c2 and r5c2) and D (r2c4 and r5c4), one of which is true, ' +
        'so B is false: remove 8 from r2c4 and r3c2.',
    );
  });

  it('finds nothing when no colour sees both colours of another cluster', () => {
    const g = pattern(3, 8, MULTI.map((row, r) => (r === 4 ? '.*.|...|*..' : row)));
    expect(steps(multiColors2, g)).toEqual([]);
  });
});

describe('every colouring technique', () => {
  it('finds nothing on an empty grid, and stops when the sink says so', () => {
    for (const t of ALL) expect(steps(t, new CandidateGrid(3))).toEqual([]);
    let calls = 0;
    expect(multiColors1.find(pattern(3, 8, MULTI), () => (calls++, true), { unique: true })).toBe(true);
    expect(calls).toBe(1);
  });
});
