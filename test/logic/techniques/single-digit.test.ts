/**
 * Single-digit patterns (src/logic/techniques/single-digit.ts): Skyscraper, 2-String Kite, Turbot
 * Fish, Empty Rectangle, Dual 2-String Kite, Dual Empty Rectangle. Hand-made grids with exact
 * eliminations and grids that must give nothing, 4×4 and 16×16 boards, and soundness on the grids
 * of HoDoKu's regression library.
 */
import { describe, expect, it } from 'vitest';
import { CandidateGrid } from '../../../src/logic/grid';
import {
  dualEmptyRectangle,
  dualTwoStringKite,
  emptyRectangle,
  skyscraper,
  turbotFish,
  twoStringKite,
} from '../../../src/logic/techniques/single-digit';
import { conjugatePairs } from '../../../src/logic/techniques/single-digit-links';
import type { Step } from '../../../src/logic/types';
import { steps, mark, pattern } from '../support/grids';

const ALL = [skyscraper, twoStringKite, turbotFish, emptyRectangle, dualTwoStringKite, dualEmptyRectangle];

/** A step's eliminations as `digit@rNcM` strings, in the step's order (digit, then cell). */
function removed(step: Step, N: number): string[] {
  return step.eliminations.map((e) => `${e.digit}@r${((e.cell / N) | 0) + 1}c${(e.cell % N) + 1}`);
}

// 9×9: 5 in column 6 only at r1, r5 and in column 9 only at r3, r5 (HoDoKu's skyscraper picture)
const SKYSCRAPER = [
  '***|***|**.', // r1c6 top
  '***|**.|**.',
  '***|**.|***', // r3c9 top
  '***|**.|**.',
  '***|***|***', // r5c6, r5c9: the base
  '***|**.|**.',
  '***|**.|**.',
  '***|**.|**.',
  '***|**.|**.',
];

describe('conjugate pairs', () => {
  it('lists each pair once per digit, a box pair inside a line pair with the line', () => {
    const g = pattern(3, 5, SKYSCRAPER);
    const p = conjugatePairs(g);
    const list = [];
    for (let i = p.start[4]; i < p.start[5]; i++) list.push([p.a[i], p.b[i], p.unit[i]]);
    expect(list).toEqual([
      [5, 41, 9 + 5], // column 6: r1c6, r5c6
      [26, 44, 9 + 8], // column 9: r3c9, r5c9
    ]);
    for (let d = 1; d <= 9; d++) if (d !== 5) expect(p.start[d] - p.start[d - 1]).toBe(0);
  });
});

describe('Skyscraper', () => {
  it('finds two parallel pairs with a common base line, with its sentence', () => {
    const g = pattern(3, 5, SKYSCRAPER);
    const found = steps(skyscraper, g);
    expect(found).toHaveLength(1);
    const [s] = found;
    expect(removed(s, 9)).toEqual(['5@r1c7', '5@r1c8', '5@r3c4', '5@r3c5']);
    expect(s.digits).toEqual([5]);
    expect(s.code).toBe('0400');
    expect(s.text).toBe(
      'Skyscraper on 5: column 6 has 5 only in r1c6 and r5c6, column 9 only in r5c9 and r3c9; ' +
        'r5c6 and r5c9 share row 5, so one of r1c6 and r3c9 is 5: remove 5 from r1c7, r1c8, r3c4 and r3c5.',
    );
    expect(s.links.map((l) => l.kind)).toEqual(['strong', 'weak', 'strong']);
    expect(s.links.map((l) => [l.from.cell, l.to.cell])).toEqual([
      [5, 41],
      [41, 44],
      [44, 26],
    ]);
    // nothing else of the family claims it
    expect(steps(turbotFish, g)).toEqual([]);
    expect(steps(twoStringKite, g)).toEqual([]);
  });

  it('finds nothing when the tops share no band or stack, nor for an X-Wing', () => {
    const apart = SKYSCRAPER.map((row, r) => (r === 2 ? '***|**.|**.' : r === 7 ? '***|**.|***' : row));
    expect(steps(skyscraper, pattern(3, 5, apart))).toEqual([]);
    const xWing = SKYSCRAPER.map((row, r) => (r === 0 ? '***|***|***' : r === 2 ? '***|**.|**.' : row));
    expect(steps(skyscraper, pattern(3, 5, xWing))).toEqual([]);
  });

  it('works on rows of a 16×16 board', () => {
    // digit 9: row 2 only at c3, c13; row 10 only at c3, c14; the tops r2c13 and r10c14 share stack 4
    const rows = Array.from({ length: 16 }, () => '*'.repeat(16));
    rows[1] = '..*.........*...';
    rows[9] = '..*..........*..';
    const found = steps(skyscraper, pattern(4, 9, rows));
    expect(found).toHaveLength(1);
    // the box of r2c13 in column 14, the box of r10c14 in column 13
    expect(removed(found[0], 16)).toEqual(['9@r1c14', '9@r3c14', '9@r4c14', '9@r9c13', '9@r11c13', '9@r12c13']);
  });
});

describe('2-String Kite', () => {
  // Sudopedia's picture: row 1 only r1c3, r1c7; column 1 only r3c1, r7c1; they meet in box 1
  const KITE = [
    '..*|...|*..',
    '.**|***|***',
    '***|***|***',
    '.**|***|***',
    '.**|***|***',
    '.**|***|***',
    '***|***|***',
    '.**|***|***',
    '.**|***|***',
  ];

  it('finds a row pair and a column pair joined in a box, with its sentence', () => {
    const found = steps(twoStringKite, pattern(3, 4, KITE));
    expect(found).toHaveLength(1);
    expect(removed(found[0], 9)).toEqual(['4@r7c7']);
    expect(found[0].text).toBe(
      '2-String Kite on 4: row 1 has 4 only in r1c7 and r1c3, column 1 only in r3c1 and r7c1; ' +
        'r1c3 and r3c1 share box 1, so one of r1c7 and r7c1 is 4: remove 4 from r7c7.',
    );
    expect(steps(turbotFish, pattern(3, 4, KITE))).toEqual([]);
  });

  it('finds nothing when the cell seeing both far ends lacks the digit', () => {
    const g = pattern(3, 4, KITE);
    g.eliminate(6 * 9 + 6, 4);
    expect(steps(twoStringKite, g)).toEqual([]);
  });

  it('works on a 4×4 board', () => {
    // digit 2: row 1 only r1c2, r1c4; column 1 only r2c1, r4c1; r1c2 and r2c1 share box 1
    const found = steps(twoStringKite, pattern(2, 2, ['.*.*', '****', '.***', '****']));
    expect(found).toHaveLength(1);
    expect(removed(found[0], 4)).toEqual(['2@r4c4']);
  });
});

describe('Turbot Fish', () => {
  // 2: row 4 only r4c6, r4c7; box 8 only r7c5, r8c6; r4c6 and r8c6 share column 6
  const TURBOT = [
    '***|***|***',
    '***|***|***',
    '***|***|***',
    '...|..*|*..',
    '***|***|***',
    '***|***|***',
    '***|.*.|***',
    '***|..*|***',
    '***|...|***',
  ];

  it('finds a box pair joined to a line pair, with its sentence', () => {
    const found = steps(turbotFish, pattern(3, 2, TURBOT));
    expect(found).toHaveLength(1);
    expect(removed(found[0], 9)).toEqual(['2@r7c7']);
    expect(found[0].text).toBe(
      'Turbot Fish on 2: row 4 has 2 only in r4c7 and r4c6, box 8 only in r8c6 and r7c5; ' +
        'r4c6 and r8c6 share column 6, so one of r4c7 and r7c5 is 2: remove 2 from r7c7.',
    );
    expect(steps(skyscraper, pattern(3, 2, TURBOT))).toEqual([]);
    expect(steps(twoStringKite, pattern(3, 2, TURBOT))).toEqual([]);
  });

  it('finds nothing on a grid without pairs', () => {
    expect(steps(turbotFish, new CandidateGrid(3))).toEqual([]);
  });

  it('works on a 16×16 board', () => {
    // 3: row 5 only r5c6, r5c9; box 10 (rows 9-12, columns 5-8) only r9c5, r12c6
    const rows = Array.from({ length: 16 }, () => '*'.repeat(16));
    rows[4] = '.....*..*.......';
    rows[8] = '*'.repeat(4) + '*...' + '*'.repeat(8);
    rows[9] = '*'.repeat(4) + '....' + '*'.repeat(8);
    rows[10] = '*'.repeat(4) + '....' + '*'.repeat(8);
    rows[11] = '*'.repeat(4) + '.*..' + '*'.repeat(8);
    const found = steps(turbotFish, pattern(4, 3, rows));
    expect(found).toHaveLength(1);
    // one of r5c9 and r9c5 is 3: r9c9 sees both
    expect(removed(found[0], 16)).toEqual(['3@r9c9']);
  });
});

describe('Empty Rectangle', () => {
  // 9: box 5 only r4c5, r4c6, r6c6 (row 4 and column 6); column 2 only r4c2, r8c2
  const ER = [
    '*.*|***|***',
    '*.*|***|***',
    '*.*|***|***',
    '***|.**|***',
    '*.*|...|***',
    '*.*|..*|***',
    '*.*|***|***',
    '***|***|***',
    '*.*|***|***',
  ];
  // 16×16: box 1 (rows 1-4, columns 1-4) only r2c1, r2c2, r3c2 (row 2 and column 2); column 7
  // only r2c7 and r11c7
  const ER16 = Array.from({ length: 16 }, (_, r) => {
    const box = ['....', '**..', '.*..', '....'][r] ?? '****';
    const row = box + '*'.repeat(12);
    return r === 1 || r === 10 ? row : row.slice(0, 6) + '.' + row.slice(7);
  });

  it('finds a box L with a pair crossing its row, with its sentence', () => {
    const found = steps(emptyRectangle, pattern(3, 9, ER));
    const r8c6 = found.filter((s) => s.eliminations.some((e) => e.cell === 7 * 9 + 5));
    expect(r8c6).toHaveLength(1);
    expect(removed(r8c6[0], 9)).toEqual(['9@r8c6']);
    expect(r8c6[0].text).toBe(
      "Empty rectangle on 9: in box 5 the 9 can only be in row 4 or column 6, and column 2 has 9 only in r4c2 and r8c2; " +
        "if r4c2 is 9, box 5's 9 is in column 6, so either way r8c6 sees a 9: remove 9 from r8c6.",
    );
    expect(r8c6[0].houses).toEqual([
      { kind: 'box', index: 4, role: 'house' },
      { kind: 'column', index: 1, role: 'house' },
    ]);
  });

  it('says "an 8", "an A" (the article as the digit is said)', () => {
    const eight = steps(emptyRectangle, pattern(3, 8, ER)).find((s) => s.eliminations.some((e) => e.cell === 7 * 9 + 5))!;
    expect(eight.text).toContain('so either way r8c6 sees an 8: remove 8 from r8c6.');
    const texts = [10, 11].map((d) => steps(emptyRectangle, pattern(4, d, ER16)).find((s) => s.eliminations.some((e) => e.cell === 10 * 16 + 1))!.text);
    expect(texts[0]).toContain('so either way r11c2 sees an A:');
    expect(texts[1]).toContain('so either way r11c2 sees a B:');
  });

  it('takes a box with two candidates, and finds nothing when the box is no L', () => {
    // 3: box 4 only r4c3, r5c2; row 3 only r3c2, r3c9 → r4c9 (HoDoKu's "ER with two candidates")
    const two = [
      '*********',
      '*********',
      '.*.|...|..*',
      '..*|***|***',
      '.*.|***|***',
      '...|***|***',
      '*********',
      '*********',
      '*********',
    ];
    const found = steps(emptyRectangle, pattern(3, 3, two));
    expect(found.map((s) => removed(s, 9))).toContainEqual(['3@r4c9']);
    const notL = ER.map((row, r) => (r === 4 ? '*.*|*..|***' : row));
    expect(steps(emptyRectangle, pattern(3, 9, notL)).filter((s) => s.eliminations.some((e) => e.cell === 7 * 9 + 5))).toEqual([]);
  });

  it('works on a 16×16 board', () => {
    const found = steps(emptyRectangle, pattern(4, 4, ER16));
    expect(found.map((s) => removed(s, 16))).toContainEqual(['4@r11c2']);
  });
});

describe('Dual 2-String Kite', () => {
  // 1: box 1 only r1c3, r3c1; row 1 r1c3, r1c8; column 1 r3c1, r6c1; row 3 r3c1, r3c9; column 3 r1c3, r4c3
  const DUAL = [
    '..*|...|.*.',
    '...|***|***',
    '*..|...|..*',
    '.**|***|***',
    '.*.|***|***',
    '**.|***|***',
    '.*.|***|***',
    '.*.|***|***',
    '.*.|***|***',
  ];

  it('joins the two kites through the same box cells into one step', () => {
    const g = pattern(3, 1, DUAL);
    expect(steps(twoStringKite, g).map((s) => removed(s, 9))).toEqual([['1@r6c8'], ['1@r4c9']]);
    const found = steps(dualTwoStringKite, g);
    expect(found).toHaveLength(1);
    expect(removed(found[0], 9)).toEqual(['1@r4c9', '1@r6c8']);
    expect(found[0].digits).toEqual([1]);
    expect(found[0].text).toBe(
      'Dual 2-String Kite on 1: r1c3 and r3c1 share box 1 and join two kites: row 1 (r1c3, r1c8) with column 1 ' +
        '(r3c1, r6c1) puts 1 in r1c8 or r6c1, and row 3 (r3c1, r3c9) with column 3 (r1c3, r4c3) puts 1 in r3c9 or r4c3: ' +
        'remove 1 from r4c9 and r6c8.',
    );
    expect(found[0].links).toHaveLength(6);
  });

  it('pairs kites of two digits on the same box cells, keyed by the lower digit (as HoDoKu does)', () => {
    // 1 and 2 both only in r1c3, r3c1 of box 1 and in those rows and columns; far ends differ
    const g = new CandidateGrid(3);
    mark(g, 1, ['..*|...|.*.', '...|***|***', '*..|***|***', '.**|***|***', '.**|***|***', '***|***|***', '.**|***|***', '.**|***|***', '.**|***|***']);
    mark(g, 2, ['..*|...|..*', '...|***|***', '*..|***|***', '.**|***|***', '.**|***|***', '.**|***|***', '***|***|***', '.**|***|***', '.**|***|***']);
    const found = steps(dualTwoStringKite, g);
    expect(found).toHaveLength(1);
    expect(found[0].digits).toEqual([1]);
    expect(removed(found[0], 9)).toEqual(['1@r6c8', '2@r7c9']);
    expect(found[0].text).toContain('Dual 2-String Kite on 1 and 2:');
  });

  it('finds nothing for a single kite', () => {
    expect(steps(dualTwoStringKite, pattern(3, 1, DUAL.map((row, r) => (r === 2 ? '*..|...|***' : row))))).toEqual([]);
  });
});

describe('Dual Empty Rectangle', () => {
  // 2: box 1 only r1c3, r2c1, r2c2, r2c3 (row 2 and column 3); column 5 only r2c5, r6c5; row 6 only r6c3, r6c5
  const DUAL_ER = [
    '..*|*.*|***',
    '***|.*.|...',
    '...|*.*|***',
    '***|*.*|***',
    '***|*.*|***',
    '..*|.*.|...',
    '***|*.*|***',
    '***|*.*|***',
    '***|*.*|***',
  ];

  it('joins two empty rectangles of one box into one step', () => {
    const g = pattern(3, 2, DUAL_ER);
    const singles = steps(emptyRectangle, g).map((s) => removed(s, 9));
    expect(singles).toContainEqual(['2@r2c5']);
    expect(singles).toContainEqual(['2@r6c3']);
    const found = steps(dualEmptyRectangle, g).filter((s) => s.eliminations.length === 2 && s.text.includes('box 1'));
    expect(found).toHaveLength(1);
    expect(removed(found[0], 9)).toEqual(['2@r2c5', '2@r6c3']);
    expect(found[0].text).toBe(
      'Dual empty rectangle on 2 in box 1 (r1c3, r2c1, r2c2 and r2c3): row 6 (2 in r6c3 or r6c5) with row 2 and column 3 ' +
        'of the box rules out r2c5, and column 5 (2 in r2c5 or r6c5) with row 2 and column 3 of the box rules out r6c3: ' +
        'remove 2 from r2c5 and r6c3.',
    );
  });

  it('finds nothing for a single empty rectangle', () => {
    const er = ['*.*|***|***', '*.*|***|***', '*.*|***|***', '***|.**|***', '*.*|...|***', '*.*|..*|***', '*.*|***|***', '***|***|***', '*.*|***|***'];
    expect(steps(dualEmptyRectangle, pattern(3, 9, er))).toEqual([]);
  });
});

describe('every technique of the family', () => {
  it('finds nothing on an empty grid, and stops when the sink says so', () => {
    for (const t of ALL) expect(steps(t, new CandidateGrid(3))).toEqual([]);
    let calls = 0;
    expect(skyscraper.find(pattern(3, 5, SKYSCRAPER), () => (calls++, true), { unique: true })).toBe(true);
    expect(calls).toBe(1);
  });
});
