/**
 * Uniqueness techniques (src/logic/techniques/uniqueness*.ts): unique rectangles 1–6, hidden
 * and avoidable rectangles, BUG+1. Hand-made candidate grids with exact eliminations and one
 * that must give nothing per technique, 4×4 and 16×16 boards, and soundness on the grids of
 * HoDoKu's regression library (every elimination keeps the true digit).
 */
import { describe, expect, it } from 'vitest';
import { CandidateGrid } from '../../../src/logic/grid';
import { gridFromPencilMarks } from '../../../src/logic/pencil';
import {
  avoidableRectangle1,
  avoidableRectangle2,
  bugPlus1,
  hiddenRectangle,
  uniqueness1,
  uniqueness2,
  uniqueness3,
  uniqueness4,
  uniqueness5,
  uniqueness6,
} from '../../../src/logic/techniques/uniqueness/uniqueness';
import type { Step } from '../../../src/logic/types';
import { at, grid, steps, elims } from '../support/grids';

const ALL = [
  uniqueness1,
  uniqueness2,
  uniqueness3,
  uniqueness4,
  uniqueness5,
  uniqueness6,
  hiddenRectangle,
  avoidableRectangle1,
  avoidableRectangle2,
  bugPlus1,
];

/** The cells of a row, columns `from`…`to` (1-based), except the listed columns. */
function rowCells(row: number, from: number, to: number, except: number[] = []): string[] {
  const out: string[] = [];
  for (let c = from; c <= to; c++) if (!except.includes(c)) out.push(`r${row}c${c}`);
  return out;
}

describe('Uniqueness Test 1', () => {
  it('removes the pair from the one corner with extra candidates, with a sentence', () => {
    const g = grid(3, { r1c1: [3, 8], r1c4: [3, 8], r2c1: [3, 8], r2c4: [3, 5, 8] });
    const found = steps(uniqueness1, g);
    expect(found).toHaveLength(1);
    expect(found[0].digits).toEqual([3, 8]);
    expect(found[0].cells).toEqual([0, 3, 9, 12]);
    expect(elims(found[0])).toEqual(['3@r2c4', '8@r2c4']);
    expect(found[0].text).toBe(
      'Unique rectangle type 1 on 3,8 in r1c1, r1c4, r2c1, r2c4: if r2c4 were 3 or 8, the puzzle would have two solutions, so remove 3 and 8 from r2c4.',
    );
  });

  it('allows a corner that lost one of the pair earlier', () => {
    const g = grid(3, { r1c1: [3, 8], r1c4: [3, 8], r2c1: [3, 8], r2c4: [3, 5] });
    expect(elims(steps(uniqueness1, g)[0])).toEqual(['3@r2c4']);
  });

  it('finds nothing on four boxes or with a given corner', () => {
    expect(steps(uniqueness1, grid(3, { r1c1: [3, 8], r1c4: [3, 8], r5c1: [3, 8], r5c4: [3, 5, 8] }))).toEqual([]);
    const g = new CandidateGrid(3);
    g.place(at('r2c4', 9), 5);
    g.givens[at('r2c4', 9)] = 1;
    for (const name of ['r1c1', 'r1c4', 'r2c1']) for (let d = 1; d <= 9; d++) if (d !== 3 && d !== 8) g.eliminate(at(name, 9), d);
    expect(steps(uniqueness1, g)).toEqual([]);
  });

  it('works on a 4×4 board', () => {
    const g = grid(2, { r1c1: [1, 2], r1c3: [1, 2], r2c1: [1, 2] });
    const found = steps(uniqueness1, g);
    expect(found).toHaveLength(1);
    expect(elims(found[0], 4)).toEqual(['1@r2c3', '2@r2c3']);
  });
});

describe('Uniqueness Test 2', () => {
  it('removes the shared extra digit from the cells that see both extra corners', () => {
    const g = grid(3, { r1c1: [1, 2], r1c4: [1, 2], r2c1: [1, 2, 5], r2c4: [1, 2, 5] });
    const found = steps(uniqueness2, g);
    expect(found).toHaveLength(1);
    expect(elims(found[0])).toEqual(rowCells(2, 1, 9, [1, 4]).map((c) => `5@${c}`).sort());
    expect(found[0].text).toMatch(/^Unique rectangle type 2 on 1,2 in r1c1, r1c4, r2c1, r2c4: r2c1 or r2c4 must be 5 .*remove 5 from r2c2, /);
  });

  it('finds nothing when the extra digits differ', () => {
    expect(steps(uniqueness2, grid(3, { r1c1: [1, 2], r1c4: [1, 2], r2c1: [1, 2, 5], r2c4: [1, 2, 6] }))).toEqual([]);
  });
});

describe('Uniqueness Test 3', () => {
  it('uses the extra digits as one cell of a naked subset', () => {
    const g = grid(3, { r1c1: [1, 2], r1c4: [1, 2], r2c1: [1, 2, 5], r2c4: [1, 2, 6], r2c9: [5, 6] });
    const found = steps(uniqueness3, g);
    expect(found).toHaveLength(1);
    expect(elims(found[0])).toEqual(
      rowCells(2, 1, 9, [1, 4, 9])
        .flatMap((c) => [`5@${c}`, `6@${c}`])
        .sort(),
    );
    expect(found[0].houses).toEqual([{ kind: 'row', index: 1, role: 'house' }]);
    expect(found[0].text).toBe(
      'Unique rectangle type 3 on 1,2 in r1c1, r1c4, r2c1, r2c4: r2c1 or r2c4 must take one of 5 and 6 (else two solutions), ' +
        'so together they form with r2c9 a naked pair on 5 and 6 in row 2; remove 5 and 6 from r2c2, r2c3, r2c5, r2c6, r2c7 and r2c8.',
    );
  });

  it('finds nothing without a subset', () => {
    expect(steps(uniqueness3, grid(3, { r1c1: [1, 2], r1c4: [1, 2], r2c1: [1, 2, 5], r2c4: [1, 2, 6], r2c9: [5, 7] }))).toEqual([]);
  });
});

describe('Uniqueness Test 3 on 25×25', () => {
  it('finds the subset in a row of a 25×25 board', () => {
    const g = grid(5, { r1c1: [1, 2], r1c6: [1, 2], r2c1: [1, 2, 5], r2c6: [1, 2, 6], r2c25: [5, 6] });
    const found = steps(uniqueness3, g);
    expect(found).toHaveLength(1);
    expect(elims(found[0], 25)).toEqual(
      rowCells(2, 1, 25, [1, 6, 25])
        .flatMap((c) => [`5@${c}`, `6@${c}`])
        .sort(),
    );
  });
});

describe('Uniqueness Test 4', () => {
  it('removes the other digit when one is locked in the two extra corners', () => {
    const g = grid(3, { r1c1: [1, 2], r1c4: [1, 2], r2c1: [1, 2, 5], r2c4: [1, 2, 6] }, { 1: rowCells(2, 1, 9, [1, 4]) });
    const found = steps(uniqueness4, g);
    expect(found).toHaveLength(1);
    expect(elims(found[0])).toEqual(['2@r2c1', '2@r2c4']);
    expect(found[0].links).toEqual([{ from: { cell: 9, digit: 1 }, to: { cell: 12, digit: 1 }, kind: 'strong' }]);
    expect(found[0].text).toMatch(/^Unique rectangle type 4 .*: 1 must go in r2c1 or r2c4 \(its only places in row 2\), so neither can be 2/);
  });

  it('finds nothing when the digit is placed already in the house (no link)', () => {
    const g = new CandidateGrid(3);
    g.place(at('r2c9', 9), 1);
    for (const [name, digits] of Object.entries({ r1c1: [1, 2], r1c4: [1, 2], r2c1: [2, 5], r2c4: [2, 6] })) {
      for (let d = 1; d <= 9; d++) if (!digits.includes(d)) g.eliminate(at(name, 9), d);
    }
    expect(steps(uniqueness4, g)).toEqual([]);
  });

  it('works on a 16×16 board', () => {
    // rows 1 and 2 (one band), columns 1 and 9 (two stacks); 7 only in r2c1 and r2c9 in row 2
    const g = grid(4, { r1c1: [3, 7], r1c9: [3, 7], r2c1: [3, 7, 12], r2c9: [3, 7, 16] }, { 7: rowCells(2, 1, 16, [1, 9]) });
    const found = steps(uniqueness4, g);
    expect(found).toHaveLength(1);
    expect(elims(found[0], 16)).toEqual(['3@r2c1', '3@r2c9']);
  });
});

describe('Uniqueness Test 5', () => {
  it('removes the extra digit of two diagonal corners from the cells seeing both', () => {
    const g = grid(3, { r1c1: [1, 2], r1c4: [1, 2, 5], r2c1: [1, 2, 5], r2c4: [1, 2] });
    const found = steps(uniqueness5, g);
    expect(found).toHaveLength(1);
    expect(elims(found[0])).toEqual(['5@r1c2', '5@r1c3', '5@r2c5', '5@r2c6']);
    expect(found[0].text).toMatch(/^Unique rectangle type 5 .*: r1c4 or r2c1 must be 5 /);
  });

  it('finds nothing when the two extra corners are in a line (that is type 2)', () => {
    expect(steps(uniqueness5, grid(3, { r1c1: [1, 2], r1c4: [1, 2], r2c1: [1, 2, 5], r2c4: [1, 2, 5] }))).toEqual([]);
  });
});

describe('Uniqueness Test 6', () => {
  it('removes the X-wing digit from the two diagonal extra corners', () => {
    const g = grid(3, { r1c1: [1, 2], r1c4: [1, 2, 5], r2c1: [1, 2, 6], r2c4: [1, 2] }, { 1: [...rowCells(1, 1, 9, [1, 4]), ...rowCells(2, 1, 9, [1, 4])] });
    const found = steps(uniqueness6, g);
    expect(found).toHaveLength(1);
    expect(elims(found[0])).toEqual(['1@r1c4', '1@r2c1']);
    expect(found[0].text).toMatch(/^Unique rectangle type 6 .*: 1 is only in the rectangle in row 1 and row 2/);
  });

  it('finds nothing without the X-wing', () => {
    const g = grid(3, { r1c1: [1, 2], r1c4: [1, 2, 5], r2c1: [1, 2, 6], r2c4: [1, 2] }, { 1: rowCells(1, 1, 9, [1, 4]) });
    expect(steps(uniqueness6, g)).toEqual([]);
  });
});

describe('Hidden Rectangle', () => {
  it('removes b from the corner opposite a bivalue corner when a is locked in its row and column', () => {
    const col4 = ['r3c4', 'r4c4', 'r5c4', 'r6c4', 'r7c4', 'r8c4', 'r9c4'];
    const g = grid(3, { r1c1: [1, 2] }, { 1: [...rowCells(2, 1, 9, [1, 4]), ...col4] });
    const found = steps(hiddenRectangle, g);
    expect(found).toHaveLength(1);
    expect(found[0].digits).toEqual([1, 2]);
    expect(elims(found[0])).toEqual(['2@r2c4']);
    expect(found[0].text).toBe(
      'Hidden rectangle on 1,2 in r1c1, r1c4, r2c1, r2c4: 1 is only in the rectangle in row 2 and column 4, so r2c4 = 2 ' +
        'would force 1 into r2c1 and r1c4 and 2 into r1c1 (two solutions), so remove 2 from r2c4.',
    );
  });

  it('works on a 16×16 board', () => {
    const col5 = Array.from({ length: 14 }, (_, k) => `r${k + 3}c5`);
    const g = grid(4, { r1c1: [1, 2] }, { 1: [...rowCells(2, 1, 16, [1, 5]), ...col5] });
    const found = steps(hiddenRectangle, g);
    expect(found).toHaveLength(1);
    expect(elims(found[0], 16)).toEqual(['2@r2c5']);
  });

  it('finds nothing when the digit is already placed in that row (no strong link)', () => {
    const g = new CandidateGrid(3);
    g.place(at('r2c9', 9), 1);
    for (let d = 3; d <= 9; d++) g.eliminate(0, d); // r1c1 = {1,2}
    for (let r = 3; r <= 9; r++) g.eliminate(at(`r${r}c4`, 9), 1);
    expect(steps(hiddenRectangle, g)).toEqual([]);
  });
});

/** An empty 9×9 grid with digits placed while solving (not givens) and some cells cut down. */
function placed(digits: Record<string, number>, keep: Record<string, number[]> = {}): CandidateGrid {
  const g = new CandidateGrid(3);
  for (const [name, d] of Object.entries(digits)) g.place(at(name, 9), d);
  for (const [name, ds] of Object.entries(keep)) for (let d = 1; d <= 9; d++) if (!ds.includes(d)) g.eliminate(at(name, 9), d);
  return g;
}

describe('Avoidable Rectangle Type 1', () => {
  it('removes the digit that would complete a rectangle of placed digits', () => {
    const g = placed({ r1c1: 1, r1c4: 2, r2c1: 2 });
    const found = steps(avoidableRectangle1, g);
    expect(found).toHaveLength(1);
    expect(found[0].digits).toEqual([1, 2]);
    expect(elims(found[0])).toEqual(['1@r2c4']);
    expect(found[0].text).toBe(
      'Avoidable rectangle type 1 on 1,2 in r1c1, r1c4, r2c1, r2c4: r1c1 (1), r1c4 (2) and r2c1 (2) were placed, not given, ' +
        'so if r2c4 were 1 the two digits could be swapped (two solutions); remove 1 from r2c4.',
    );
  });

  it('finds nothing when the digits are givens', () => {
    const g = placed({ r1c1: 1, r1c4: 2, r2c1: 2 });
    for (const name of ['r1c1', 'r1c4', 'r2c1']) g.givens[at(name, 9)] = 1;
    expect(steps(avoidableRectangle1, g)).toEqual([]);
  });
});

describe('Avoidable Rectangle Type 2', () => {
  it('removes the shared extra digit of the two open corners from their common peers', () => {
    const g = placed({ r1c1: 1, r1c4: 2 }, { r2c1: [2, 5], r2c4: [1, 5] });
    const found = steps(avoidableRectangle2, g);
    expect(found).toHaveLength(1);
    expect(elims(found[0])).toEqual(rowCells(2, 1, 9, [1, 4]).map((c) => `5@${c}`).sort());
    expect(found[0].text).toMatch(/^Avoidable rectangle type 2 on 1,2 .*: r1c1 \(1\) and r1c4 \(2\) were placed, not given, so r2c1 or r2c4 must be 5 /);
  });

  it('finds nothing when the extra digits differ', () => {
    expect(steps(avoidableRectangle2, placed({ r1c1: 1, r1c4: 2 }, { r2c1: [2, 5], r2c4: [1, 6] }))).toEqual([]);
  });
});

describe('BUG+1', () => {
  // a hand-made 4×4 pattern: every open cell bivalue but r3c3, and 2 three times in its houses
  const BUG = '1 2 3 4  3 4 [12] [12]  [24] [13] [124] [23]  [24] [13] [24] [13]';

  it('sets the one trivalue cell to the digit it holds three times in its houses', () => {
    const g = gridFromPencilMarks(BUG);
    const found = steps(bugPlus1, g);
    expect(found).toHaveLength(1);
    expect(found[0].digits).toEqual([]);
    expect(elims(found[0], 4)).toEqual(['1@r3c3', '4@r3c3']);
    expect(found[0].text).toBe(
      'BUG+1: every unsolved cell but r3c3 has two candidates, and 2 appears three times in its row, its column and its box; ' +
        'without 2 there the grid would have no solution or two, so r3c3 is 2: remove 1 and 4 from r3c3.',
    );
  });

  it('finds nothing with a second cell of three candidates', () => {
    expect(steps(bugPlus1, gridFromPencilMarks(BUG.replace('[24] [13] [24] [13]', '[24] [13] [24] [123]')))).toEqual([]);
  });
});

describe('every finder', () => {
  it('links candidates only, when a corner misses one of the two digits', () => {
    // hidden rectangle r1c1 {1,2} (pattern corner) … r2c4: 1 only in r2c4 in row 2 (r2c1 lost it),
    // only r1c4 and r2c4 in column 4; type 4 and 6 likewise with a corner that lost the locked digit
    const hidden = grid(3, { r1c1: [1, 2], r2c1: [2, 5], r1c4: [1, 2, 6], r2c4: [1, 2, 7] }, { 1: [...rowCells(2, 2, 9, [4]), 'r3c4', 'r4c4', 'r5c4', 'r6c4', 'r7c4', 'r8c4', 'r9c4'] });
    const type4 = grid(3, { r1c1: [1, 2], r1c4: [1, 2], r2c1: [2, 5], r2c4: [1, 2, 6] }, { 1: rowCells(2, 2, 9, [4]) });
    const type6 = grid(3, { r1c1: [1, 2], r1c4: [1, 2, 5], r2c1: [2, 6], r2c4: [1, 2] }, { 1: [...rowCells(1, 2, 9, [4]), ...rowCells(2, 2, 9, [4])] });
    for (const [t, g, removed] of [[hiddenRectangle, hidden, ['2@r2c4']], [uniqueness4, type4, ['2@r2c1', '2@r2c4']], [uniqueness6, type6, ['1@r1c4']]] as const) {
      const found = steps(t, g);
      expect(found.map((s) => elims(s)), t.name).toContainEqual(removed);
      for (const s of found) for (const l of s.links) for (const end of [l.from, l.to]) expect.soft(g.has(end.cell, end.digit!), `${t.name}: ${JSON.stringify(l)}`).toBe(true);
    }
  });

  it('stops as soon as the sink says so', () => {
    const g = grid(3, { r1c1: [1, 2], r1c4: [1, 2], r2c1: [1, 2, 5], r2c4: [1, 2, 5], r5c1: [3, 4], r5c4: [3, 4], r6c1: [3, 4, 5], r6c4: [3, 4, 5] });
    let calls = 0;
    expect(uniqueness2.find(g, () => ++calls > 0, { unique: true })).toBe(true);
    expect(calls).toBe(1);
    expect(steps(uniqueness2, g)).toHaveLength(2);
  });

  it('sees changes made to the grid between calls (the rectangles are kept per grid state)', () => {
    const g = grid(3, { r1c1: [3, 8], r1c4: [3, 8], r2c1: [3, 8], r2c4: [3, 5, 8] });
    expect(steps(uniqueness1, g)).toHaveLength(1);
    g.eliminate(at('r2c4', 9), 3);
    g.eliminate(at('r2c4', 9), 8);
    expect(steps(uniqueness1, g)).toEqual([]);
  });

  it('gives the same steps when a sink runs a finder on another grid meanwhile', () => {
    const a = grid(3, { r1c1: [1, 2], r1c4: [1, 2], r2c1: [1, 2, 5], r2c4: [1, 2, 5], r5c1: [3, 4], r5c4: [3, 4], r6c1: [3, 4, 5], r6c4: [3, 4, 5] });
    const b = grid(3, { r1c1: [3, 8], r1c4: [3, 8], r2c1: [3, 8], r2c4: [3, 5, 8] });
    const plain = steps(uniqueness2, a);
    const nested: Step[] = [];
    uniqueness2.find(a, (s) => (nested.push(s), expect(steps(uniqueness1, b)).toHaveLength(1), false), { unique: true });
    expect(nested).toEqual(plain);
  });
});
