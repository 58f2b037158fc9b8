/**
 * Each rule's conventions on small examples: how it is read from f-puzzles, its canonical form,
 * what it refuses, and that it writes back to the same model.
 */
import { describe, expect, it } from 'vitest';
import { checkVariant, parseVariant, toFpuzzles } from '../../../src/variant';
import type { Constraint, VariantPuzzle } from '../../../src/variant/model';
import { fromFpuzzles } from '../../../src/variant/formats/fpuzzles';
import { errorOf, fp } from '../formats/helpers';
import { countSolutions } from '../../../src/api/single';

/** The constraints f-puzzles JSON of side `size` with `fields` reads as. */
function read(size: number, fields: Record<string, unknown>): Constraint[] {
  return fromFpuzzles(fp(size, fields)).constraints;
}

/** A model of side `size` with these constraints; checks that it survives f-puzzles unchanged. */
function roundTrip(size: 4 | 6 | 8 | 9, constraints: Constraint[]): Record<string, unknown> {
  const model: VariantPuzzle = checkVariant({ size, givens: '.'.repeat(size * size), constraints });
  const written = toFpuzzles(model);
  expect(fromFpuzzles(JSON.parse(JSON.stringify(written)))).toEqual(model);
  return written;
}

describe('diagonal', () => {
  it("f-puzzles 'diagonal-' is the main diagonal (r1c1-r9c9), 'diagonal+' the anti-diagonal (r9c1-r1c9)", () => {
    expect(read(9, { 'diagonal-': true })).toEqual([{ type: 'diagonal', direction: 'main' }]);
    expect(read(9, { 'diagonal+': true })).toEqual([{ type: 'diagonal', direction: 'anti' }]);
    expect(read(9, { 'diagonal+': false })).toEqual([]);
    expect(roundTrip(9, [{ type: 'diagonal', direction: 'anti' }])).toMatchObject({ 'diagonal+': true });
  });

  it('each direction once, main first', () => {
    const constraints = checkVariant({
      size: 4,
      givens: '.'.repeat(16),
      constraints: [{ type: 'diagonal', direction: 'anti' }, { type: 'diagonal', direction: 'main' }, { type: 'diagonal', direction: 'anti' }],
    }).constraints;
    expect(constraints).toEqual([{ type: 'diagonal', direction: 'main' }, { type: 'diagonal', direction: 'anti' }]);
  });

  it('a conflict on a diagonal is a puzzle with no solution, not a CONFLICT', () => {
    const givens = `1${'.'.repeat(14)}1`; // r1c1 and r4c4
    expect(parseVariant({ size: 4, givens, constraints: [{ type: 'diagonal', direction: 'main' }] }).givens).toBe(givens);
  });
});

describe('flags', () => {
  it('anti-knight, anti-king, non-consecutive, disjoint groups: f-puzzles flags, kept once', () => {
    expect(read(9, { antiknight: true, antiking: true, nonconsecutive: true, disjointgroups: true })).toEqual([
      { type: 'disjointGroups' },
      { type: 'antiKnight' },
      { type: 'antiKing' },
      { type: 'nonConsecutive' },
    ]);
    const written = roundTrip(6, [{ type: 'antiKing' }, { type: 'antiKing' }, { type: 'nonConsecutive' }, { type: 'disjointGroups' }]);
    expect(written).toMatchObject({ antiking: true, nonconsecutive: true, disjointgroups: true });
  });

  it('disjoint groups are kept with jigsaw regions (positions in reading order within each region)', () => {
    const regions = Array.from({ length: 16 }, (_, i) => Math.floor(i / 4)); // rows as regions
    const model = checkVariant({ size: 4, givens: '.'.repeat(16), regions, constraints: [{ type: 'disjointGroups' }] });
    expect(model.constraints).toEqual([{ type: 'disjointGroups' }]);
    expect(toFpuzzles(model).disjointgroups).toBe(true);
  });

  it("negative rules come from f-puzzles' negative list", () => {
    expect(read(9, { negative: ['xv', 'ratio', 'xv'] })).toEqual([{ type: 'negativeBlack' }, { type: 'negativeXV' }]);
    expect(roundTrip(9, [{ type: 'negativeXV' }, { type: 'negativeBlack' }]).negative).toEqual(['ratio', 'xv']);
  });
});

describe('kropki and XV', () => {
  it('values are text in f-puzzles; the defaults (white 1, black 2) are left out', () => {
    expect(
      read(9, {
        difference: [{ cells: ['R1C1', 'R1C2'] }, { cells: ['R2C1', 'R2C2'], value: '1' }, { cells: ['R3C1', 'R3C2'], value: '3' }],
        ratio: [{ cells: ['R4C1', 'R5C1'], value: '2' }, { cells: ['R6C1', 'R7C1'], value: 3 }, { cells: ['R8C1', 'R9C1'], value: '' }],
      }),
    ).toEqual([
      { type: 'kropki', color: 'white', cells: [0, 1] },
      { type: 'kropki', color: 'white', cells: [9, 10] },
      { type: 'kropki', color: 'white', cells: [18, 19], value: 3 },
      { type: 'kropki', color: 'black', cells: [27, 36] },
      { type: 'kropki', color: 'black', cells: [45, 54], value: 3 },
      { type: 'kropki', color: 'black', cells: [63, 72] },
    ]);
    const written = roundTrip(9, [
      { type: 'kropki', color: 'white', cells: [1, 0], value: 4 },
      { type: 'kropki', color: 'black', cells: [0, 9] },
    ]);
    expect(written.difference).toEqual([{ cells: ['R1C2', 'R1C1'], value: '4' }]);
    expect(written.ratio).toEqual([{ cells: ['R1C1', 'R2C1'] }]);
  });

  it('X is 10, V is 5, in either case', () => {
    expect(read(9, { xv: [{ cells: ['R1C1', 'R1C2'], value: 'x' }, { cells: ['R1C2', 'R1C3'], value: 'V' }] })).toEqual([
      { type: 'xv', cells: [0, 1], sum: 10 },
      { type: 'xv', cells: [1, 2], sum: 5 },
    ]);
    expect(roundTrip(4, [{ type: 'xv', cells: [5, 9], sum: 5 }]).xv).toEqual([{ cells: ['R2C2', 'R3C2'], value: 'V' }]);
  });

  it('a value no pair meets is a puzzle, not an error', () => {
    expect(read(9, { difference: [{ cells: ['R1C1', 'R1C2'], value: '9' }] })).toEqual([{ type: 'kropki', color: 'white', cells: [0, 1], value: 9 }]);
  });
});

describe('killer cages', () => {
  it('a sum as text; absent or empty: no sum', () => {
    expect(read(9, { killercage: [{ cells: ['R1C1', 'R1C2'], value: '17' }, { cells: ['R2C1'] }, { cells: ['R3C1'], value: '' }] })).toEqual([
      { type: 'killer', cells: [0, 1], sum: 17 },
      { type: 'killer', cells: [9] },
      { type: 'killer', cells: [18] },
    ]);
    expect(roundTrip(8, [{ type: 'killer', cells: [0, 1, 8], sum: 6 }, { type: 'killer', cells: [63] }]).killercage).toEqual([
      { cells: ['R1C1', 'R1C2', 'R2C1'], value: '6' },
      { cells: ['R8C8'] },
    ]);
  });

  it('a sum no digits make is a puzzle; more cells than digits is an error', () => {
    expect(read(4, { killercage: [{ cells: ['R1C1', 'R1C2'], value: '99' }] })).toEqual([{ type: 'killer', cells: [0, 1], sum: 99 }]);
    expect(errorOf(() => read(4, { killercage: [{ cells: ['R1C1', 'R1C2', 'R1C3', 'R1C4', 'R2C1'] }] })).code).toBe('BAD_SHAPE');
  });
});

describe('little killer', () => {
  const cells = (cell: string, direction: string, size = 9): number[] => {
    const [c] = read(size, { littlekillersum: [{ cell, direction, value: '10' }] });
    return c.type === 'littleKiller' ? c.cells : [];
  };

  it('the clue sits outside the grid; direction says where the diagonal runs (rows counted downward)', () => {
    expect(cells('R0C0', 'DR')).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
    expect(cells('R0C4', 'DL')).toEqual([2, 10, 18]); // R1C3, R2C2, R3C1
    expect(cells('R10C1', 'UR')).toEqual([73, 65, 57, 49, 41, 33, 25, 17]); // R9C2 … R2C9
    expect(cells('R10C10', 'UL')).toEqual([80, 70, 60, 50, 40, 30, 20, 10, 0]);
    expect(cells('R3C10', 'DL')).toEqual([35, 43, 51, 59, 67, 75]); // R4C9 … R9C4
    expect(cells('R0C3', 'DL', 4)).toEqual([1, 4]);
  });

  it('a clue without a value is skipped; one inside the grid or pointing away is refused', () => {
    expect(read(9, { littlekillersum: [{ cell: 'R0C0', direction: 'DR' }] })).toEqual([]);
    expect(errorOf(() => read(9, { littlekillersum: [{ cell: 'R5C5', direction: 'DR', value: '3' }] })).message).toBe(
      'littlekillersum[0].cell: clue cell "R5C5" must be outside the grid (row or column 0 or N + 1)',
    );
    expect(errorOf(() => read(9, { littlekillersum: [{ cell: 'R0C0', direction: 'UL', value: '3' }] })).message).toBe(
      'littlekillersum[0].cell: clue cell "R0C0" must be one diagonal step (UL) from a cell of the grid',
    );
    expect(errorOf(() => read(9, { littlekillersum: [{ cell: 'R0C1', direction: 'D', value: '3' }] })).path).toBe(
      'littlekillersum[0].direction',
    );
  });

  it('a direction naming a member of Object.prototype is refused as any other word, not found there', () => {
    for (const direction of ['XX', 'toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf']) {
      expect(errorOf(() => read(9, { littlekillersum: [{ cell: 'R0C1', direction, value: '45' }] })).toJSON(), direction).toEqual({
        code: 'BAD_VALUE',
        message: `littlekillersum[0].direction: expected "DR", "DL", "UR" or "UL", got the string ${JSON.stringify(direction)}`,
        path: 'littlekillersum[0].direction',
      });
    }
  });

  it('the model needs a whole diagonal, in one direction, from edge to edge', () => {
    const model = (cellList: number[]) => ({ size: 9, givens: '.'.repeat(81), constraints: [{ type: 'littleKiller', cells: cellList, sum: 5 }] });
    expect(checkVariant(model([8])).constraints).toHaveLength(1); // a corner alone
    expect(checkVariant(model([2, 10, 18])).constraints).toHaveLength(1);
    expect(errorOf(() => checkVariant(model([2, 10]))).message).toBe(
      'constraints[0].cells[1]: the cells stop at r2c2, before the edge of the grid: a little killer sums a whole diagonal',
    );
    expect(errorOf(() => checkVariant(model([10, 18]))).message).toBe(
      "constraints[0].cells[0]: r2c2 is not at the edge of the grid: a little killer's cells start next to its clue",
    );
    expect(errorOf(() => checkVariant(model([2, 10, 20]))).message).toBe(
      'constraints[0].cells[2]: r3c3 is not the next diagonal step, in the direction of the first two cells',
    );
    expect(errorOf(() => checkVariant(model([4]))).code).toBe('BAD_SHAPE');
  });

  it('writes the clue cell, direction, cells and value back', () => {
    const written = roundTrip(9, [
      { type: 'littleKiller', cells: [26, 34, 42, 50, 58, 66, 74], sum: 30 },
      { type: 'littleKiller', cells: [8], sum: 4 },
      { type: 'littleKiller', cells: [73, 65, 57, 49, 41, 33, 25, 17], sum: 40 },
    ]);
    expect(written.littlekillersum).toEqual([
      { cell: 'R2C10', cells: ['R3C9', 'R4C8', 'R5C7', 'R6C6', 'R7C5', 'R8C4', 'R9C3'], direction: 'DL', value: '30' },
      { cell: 'R0C8', cells: ['R1C9'], direction: 'DR', value: '4' }, // a corner alone: the first direction that fits
      { cell: 'R10C1', cells: ['R9C2', 'R8C3', 'R7C4', 'R6C5', 'R5C6', 'R4C7', 'R3C8', 'R2C9'], direction: 'UR', value: '40' },
    ]);
  });
});

describe('arrows', () => {
  it('a pill is read in the order of its cells; each line of an entry is its own arrow', () => {
    expect(
      read(9, {
        arrow: [
          { cells: ['R1C2', 'R1C1'], lines: [['R1C2', 'R2C3', 'R3C4'], ['R1C1', 'R2C1']] },
          { cells: ['R5C5'], lines: [] },
        ],
      }),
    ).toEqual([
      { type: 'arrow', circle: [1, 0], shaft: [11, 21] },
      { type: 'arrow', circle: [1, 0], shaft: [9] },
    ]);
  });

  it('writes one entry per arrow, its line from the first circle cell touching the shaft', () => {
    const written = roundTrip(9, [{ type: 'arrow', circle: [0, 1, 2], shaft: [12, 22] }]);
    expect(written.arrow).toEqual([{ cells: ['R1C1', 'R1C2', 'R1C3'], lines: [['R1C3', 'R2C4', 'R3C5']] }]);
  });

  it('refuses a shaft that overlaps the circle, leaves it, or is empty', () => {
    const model = (circle: number[], shaft: number[]) => ({ size: 9, givens: '.'.repeat(81), constraints: [{ type: 'arrow', circle, shaft }] });
    expect(errorOf(() => checkVariant(model([0, 1], [1, 2]))).message).toBe('constraints[0].shaft[0]: r1c2 is both in the circle and on the shaft');
    expect(errorOf(() => checkVariant(model([0], [2, 3]))).message).toBe(
      "constraints[0].shaft[0]: r1c3 does not touch the circle: an arrow's shaft starts next to its circle",
    );
    expect(errorOf(() => checkVariant(model([0], []))).message).toBe("constraints[0].shaft: expected 1-80 cells in an arrow's shaft, got 0");
    expect(errorOf(() => read(9, { arrow: [{ cells: ['R1C1'], lines: [['R1C1']] }] })).path).toBe('arrow[0].lines[0]');
    expect(errorOf(() => read(9, { arrow: [{ cells: ['R1C1'], lines: [['R1C1', 'R2C2', 'R4C4']] }] })).path).toBe('arrow[0].lines[0][2]');
  });
});

describe('sandwich', () => {
  it('clues above, below, left or right of the grid; written above or left', () => {
    expect(
      read(9, {
        sandwichsum: [
          { cell: 'R0C3', value: '12' },
          { cell: 'R10C4', value: '0' },
          { cell: 'R5C0', value: '35' },
          { cell: 'R6C10', value: '7' },
          { cell: 'R0C5' },
        ],
      }),
    ).toEqual([
      { type: 'sandwich', line: 'column', index: 2, sum: 12 },
      { type: 'sandwich', line: 'column', index: 3, sum: 0 },
      { type: 'sandwich', line: 'row', index: 4, sum: 35 },
      { type: 'sandwich', line: 'row', index: 5, sum: 7 },
    ]);
    expect(roundTrip(6, [{ type: 'sandwich', line: 'row', index: 5, sum: 3 }, { type: 'sandwich', line: 'column', index: 0, sum: 9 }]).sandwichsum).toEqual([
      { cell: 'R6C0', value: '3' },
      { cell: 'R0C1', value: '9' },
    ]);
  });

  it('refuses a clue in a corner or inside the grid', () => {
    for (const cell of ['R0C0', 'R10C10', 'R3C3']) {
      expect(errorOf(() => read(9, { sandwichsum: [{ cell, value: '5' }] })).code).toBe('BAD_CELL');
    }
  });
});

describe('lines', () => {
  it('an f-puzzles thermometer with several lines is several thermometers from the one bulb', () => {
    expect(read(9, { thermometer: [{ lines: [['R5C5', 'R4C5', 'R3C5'], ['R5C5', 'R5C6']] }] })).toEqual([
      { type: 'thermometer', cells: [40, 31, 22] },
      { type: 'thermometer', cells: [40, 41] },
    ]);
  });

  it('slow thermometers, renban, palindromes, region-sum lines and whispers read and write back', () => {
    const written = roundTrip(9, [
      { type: 'slowThermometer', cells: [0, 10, 20] },
      { type: 'whispers', cells: [3, 4] },
      { type: 'whispers', cells: [5, 6], difference: 3 },
      { type: 'renban', cells: [30, 31, 32] },
      { type: 'palindrome', cells: [57, 58, 59, 60] },
      { type: 'regionSum', cells: [1, 2, 3, 4] },
    ]);
    expect(written).toMatchObject({
      slowthermometer: [{ lines: [['R1C1', 'R2C2', 'R3C3']] }],
      whispers: [{ lines: [['R1C4', 'R1C5']] }, { lines: [['R1C6', 'R1C7']], value: '3' }],
      regionsumline: [{ lines: [['R1C2', 'R1C3', 'R1C4', 'R1C5']] }],
    });
    expect(read(9, { regionSumLine: [{ lines: [['R1C1', 'R1C2']] }] })).toEqual([{ type: 'regionSum', cells: [0, 1] }]);
  });

  it('the default whispers difference is ⌈N/2⌉', () => {
    for (const [size, difference] of [[4, 2], [6, 3], [8, 4], [9, 5]] as const) {
      const [c] = read(size, { whispers: [{ lines: [['R1C1', 'R1C2']], value: String(difference) }] });
      expect(c).toEqual({ type: 'whispers', cells: [0, 1] });
    }
  });

  it('a renban longer than N is an error; a thermometer longer than N is a puzzle', () => {
    const row = ['R1C1', 'R1C2', 'R1C3', 'R1C4', 'R2C4'];
    expect(errorOf(() => read(4, { renban: [{ lines: [row] }] })).message).toBe(
      'renban[0].lines[0]: expected 1-4 cells in a renban line (its digits all differ), got 5',
    );
    expect(read(4, { thermometer: [{ lines: [row] }] })).toHaveLength(1);
  });
});

describe('odd and even', () => {
  it('one f-puzzles entry per cell; one constraint per parity in the model', () => {
    expect(read(9, { even: [{ cell: 'R1C1' }, { cell: 'R2C2' }], odd: [{ cell: 'R9C9' }, { cell: 'R9C9' }] })).toEqual([
      { type: 'odd', cells: [80] },
      { type: 'even', cells: [0, 10] },
    ]);
    expect(roundTrip(4, [{ type: 'even', cells: [3, 2] }]).even).toEqual([{ cell: 'R1C4' }, { cell: 'R1C3' }]);
    expect(errorOf(() => checkVariant({ size: 4, givens: '.'.repeat(16), constraints: [{ type: 'odd', cells: [] }] })).code).toBe('BAD_SHAPE');
  });
});

describe('minimum and maximum', () => {
  it('one f-puzzles entry per cell; one constraint of each kind in the model', () => {
    expect(read(9, { maximum: [{ cell: 'R5C5' }], minimum: [{ cell: 'R1C1' }, { cell: 'R1C1' }, { cell: 'R9C9' }] })).toEqual([
      { type: 'minimum', cells: [0, 80] },
      { type: 'maximum', cells: [40] },
    ]);
    expect(roundTrip(6, [{ type: 'maximum', cells: [7, 2] }, { type: 'minimum', cells: [35] }])).toMatchObject({
      minimum: [{ cell: 'R6C6' }],
      maximum: [{ cell: 'R2C2' }, { cell: 'R1C3' }],
    });
  });

  it('refuses no cells, a cell outside the grid and a repeated cell, naming the place', () => {
    const empty = (constraints: Constraint[]) => errorOf(() => checkVariant({ size: 4, givens: '.'.repeat(16), constraints }));
    expect(empty([{ type: 'minimum', cells: [] }]).message).toBe('constraints[0].cells: expected 1-16 cells in a minimum constraint, got 0');
    expect(empty([{ type: 'maximum', cells: [1, 1] }]).code).toBe('BAD_SHAPE');
    expect(errorOf(() => read(4, { minimum: [{ cell: 'R5C1' }] })).message).toMatch(/^minimum\[0\]\.cell: /);
  });
});

describe('X-sums and skyscrapers', () => {
  it('the clue cell outside the grid gives the side and the line; written back on the same side', () => {
    expect(read(9, { xsum: [{ cell: 'R0C3', value: '15' }, { cell: 'R10C3', value: '7' }, { cell: 'R4C0', value: '' }] })).toEqual([
      { type: 'xSum', side: 'top', index: 2, sum: 15 },
      { type: 'xSum', side: 'bottom', index: 2, sum: 7 },
    ]);
    expect(read(9, { skyscraper: [{ cell: 'R4C0', value: '3' }, { cell: 'R4C10', value: 4 }] })).toEqual([
      { type: 'skyscraper', side: 'left', index: 3, count: 3 },
      { type: 'skyscraper', side: 'right', index: 3, count: 4 },
    ]);
    expect(roundTrip(6, [{ type: 'xSum', side: 'right', index: 5, sum: 9 }, { type: 'skyscraper', side: 'bottom', index: 0, count: 2 }])).toMatchObject({
      xsum: [{ cell: 'R6C7', value: '9' }],
      skyscraper: [{ cell: 'R7C1', value: '2' }],
    });
  });

  it('refuses a clue cell inside the grid or at a corner, and an unknown side, naming the place', () => {
    expect(errorOf(() => read(9, { xsum: [{ cell: 'R1C1', value: '5' }] })).message).toMatch(/^xsum\[0\]\.cell: /);
    expect(errorOf(() => read(9, { skyscraper: [{ cell: 'R0C0', value: '5' }] })).message).toMatch(/^skyscraper\[0\]\.cell: /);
    const bad = { type: 'xSum', side: 'up', index: 0, sum: 3 } as unknown as Constraint;
    expect(errorOf(() => checkVariant({ size: 4, givens: '.'.repeat(16), constraints: [bad] })).message).toBe(
      "constraints[0].side: expected 'top', 'bottom', 'left' or 'right', got the string \"up\"",
    );
  });
});

describe('between lines', () => {
  it("f-puzzles 'betweenline', each line its own constraint, its ends the line's first and last cells", () => {
    expect(read(9, { betweenline: [{ lines: [['R1C1', 'R1C2', 'R1C3'], ['R9C9', 'R8C8']] }] })).toEqual([
      { type: 'between', cells: [0, 1, 2] },
      { type: 'between', cells: [80, 70] },
    ]);
    expect(roundTrip(4, [{ type: 'between', cells: [0, 5, 10, 15] }]).betweenline).toEqual([{ lines: [['R1C1', 'R2C2', 'R3C3', 'R4C4']] }]);
    expect(errorOf(() => read(9, { betweenline: [{ lines: [['R1C1', 'R1C3']] }] })).message).toMatch(/^betweenline\[0\]\.lines\[0\]\[1\]: r1c1 and r1c3 do not touch/);
  });

  it('a line of one or two cells has nothing between its ends: the puzzle is classic', () => {
    const p = parseVariant({ size: 4, givens: '.'.repeat(16), constraints: [{ type: 'between', cells: [0, 1] }] });
    expect(countSolutions(p, 300)).toBe(288);
  });
});

describe('whispers under their other f-puzzles names', () => {
  it("'germanwhispers' reads as whispers; 'dutchwhispers' as whispers of difference ⌈N/2⌉ − 1, written back as such", () => {
    expect(read(9, { germanwhispers: [{ lines: [['R1C1', 'R1C2']] }] })).toEqual([{ type: 'whispers', cells: [0, 1] }]);
    for (const [size, difference] of [[4, 1], [6, 2], [8, 3], [9, 4]] as const) {
      expect(read(size, { dutchwhispers: [{ lines: [['R1C1', 'R1C2']] }] })).toEqual([{ type: 'whispers', cells: [0, 1], difference }]);
      expect(roundTrip(size, [{ type: 'whispers', cells: [0, 1], difference }])).toMatchObject({ dutchwhispers: [{ lines: [['R1C1', 'R1C2']] }] });
    }
    expect(read(9, { dutchwhispers: [{ lines: [['R1C1', 'R1C2']], value: '3' }] })).toEqual([{ type: 'whispers', cells: [0, 1], difference: 3 }]);
  });
});

describe('entropic, modular, nabner, zipper and lockout lines, double arrows', () => {
  it('read from their f-puzzles fields, each line its own constraint, and written back', () => {
    const fields = { entropicline: 'entropic', modularline: 'modular', nabner: 'nabner', zipperline: 'zipper', doublearrow: 'doubleArrow', lockout: 'lockout' } as const;
    for (const [field, type] of Object.entries(fields)) {
      expect(read(9, { [field]: [{ lines: [['R1C1', 'R1C2', 'R1C3'], ['R9C9', 'R8C8', 'R7C7']] }] })).toEqual([
        { type, cells: [0, 1, 2] },
        { type, cells: [80, 70, 60] },
      ]);
      expect(roundTrip(6, [{ type, cells: [0, 7, 14] } as Constraint])[field]).toEqual([{ lines: [['R1C1', 'R2C2', 'R3C3']] }]);
    }
  });

  it('a double arrow of fewer than 3 cells, a nabner line longer than N and a line that is not a path are errors', () => {
    expect(errorOf(() => read(9, { doublearrow: [{ lines: [['R1C1', 'R1C2']] }] })).message).toBe(
      'doublearrow[0].lines[0]: expected 3-81 cells in a double arrow (its two ends and the cells between them), got 2',
    );
    expect(errorOf(() => read(4, { nabner: [{ lines: [['R1C1', 'R1C2', 'R1C3', 'R1C4', 'R2C4']] }] })).message).toBe(
      'nabner[0].lines[0]: expected 1-4 cells in a nabner line (its digits all differ), got 5',
    );
    expect(errorOf(() => read(9, { lockout: [{ lines: [['R1C1']] }] })).message).toBe(
      'lockout[0].lines[0]: expected 2-81 cells in a lockout line (its two ends and the cells between them), got 1',
    );
    expect(errorOf(() => read(9, { entropicline: [{ lines: [['R1C1', 'R1C3']] }] })).message).toMatch(/^entropicline\[0\]\.lines\[0\]\[1\]: r1c1 and r1c3 do not touch/);
  });

  it('a zipper line of one or two cells says nothing: the puzzle is classic', () => {
    const p = parseVariant({ size: 4, givens: '.'.repeat(16), constraints: [{ type: 'zipper', cells: [0, 1] }] });
    expect(countSolutions(p, 300)).toBe(288);
  });
});

describe('quadruples', () => {
  it('cells and values, the digits ascending in the model; a digit may be text in f-puzzles', () => {
    expect(read(9, { quadruple: [{ cells: ['R1C1', 'R1C2', 'R2C1', 'R2C2'], values: [7, '3', 3] }] })).toEqual([
      { type: 'quadruple', cells: [0, 1, 9, 10], digits: [3, 3, 7] },
    ]);
    expect(read(9, { quadruple: [{ cells: ['R1C1', 'R1C2', 'R2C1', 'R2C2'], values: [] }] })).toEqual([]);
    expect(roundTrip(6, [{ type: 'quadruple', cells: [7, 8, 13, 14], digits: [6, 1] }]).quadruple).toEqual([
      { cells: ['R2C2', 'R2C3', 'R3C2', 'R3C3'], values: [1, 6] },
    ]);
  });

  it('refuses more digits than cells, a digit outside 1…N and a repeated cell, naming the place', () => {
    const cells = ['R1C1', 'R1C2', 'R2C1', 'R2C2'];
    expect(errorOf(() => read(9, { quadruple: [{ cells, values: [1, 2, 3, 4, 5] }] })).message).toBe(
      'quadruple[0].values: expected 1-4 digits in a quadruple (at most one for each of its cells), got 5',
    );
    expect(errorOf(() => read(4, { quadruple: [{ cells, values: [5] }] })).message).toBe('quadruple[0].values[0]: expected a digit 1-4, got the number 5');
    expect(errorOf(() => read(9, { quadruple: [{ cells, values: ['x'] }] })).code).toBe('BAD_TYPE');
    expect(errorOf(() => checkVariant({ size: 4, givens: '.'.repeat(16), constraints: [{ type: 'quadruple', cells: [0, 0], digits: [1] }] })).code).toBe('BAD_SHAPE');
    expect(errorOf(() => checkVariant({ size: 4, givens: '.'.repeat(16), constraints: [{ type: 'quadruple', cells: [0, 1], digits: ['1'] } as unknown as Constraint] })).code).toBe('BAD_TYPE');
  });
});

describe('indexers', () => {
  it("f-puzzles 'rowindexer', 'columnindexer', 'boxindexer': entries of cells, one constraint of each type in the model", () => {
    expect(read(9, { columnindexer: [{ cells: ['R1C1', 'R2C1'] }, { cells: ['R1C5'] }, { cells: ['R1C1'] }], boxindexer: [{ cells: ['R9C9'] }] })).toEqual([
      { type: 'columnIndexer', cells: [0, 9, 4] },
      { type: 'boxIndexer', cells: [80] },
    ]);
    expect(roundTrip(6, [{ type: 'rowIndexer', cells: [7, 2] }, { type: 'columnIndexer', cells: [35] }])).toMatchObject({
      rowindexer: [{ cells: ['R2C2'] }, { cells: ['R1C3'] }],
      columnindexer: [{ cells: ['R6C6'] }],
    });
  });

  it('refuses no cells, a repeated cell and a cell outside the grid, naming the place', () => {
    const model = (constraints: Constraint[]) => errorOf(() => checkVariant({ size: 4, givens: '.'.repeat(16), constraints }));
    expect(model([{ type: 'rowIndexer', cells: [] }]).message).toBe('constraints[0].cells: expected 1-16 cells in a rowIndexer constraint, got 0');
    expect(model([{ type: 'boxIndexer', cells: [3, 3] }]).code).toBe('BAD_SHAPE');
    expect(errorOf(() => read(4, { rowindexer: [{ cells: ['R1C1', 'R1C5'] }] })).message).toMatch(/^rowindexer\[0\]\.cells\[1\]: /);
  });
});

describe('clones', () => {
  it('cells and cloneCells pair up in order; the model keeps both lists', () => {
    expect(read(9, { clone: [{ cells: ['R1C1', 'R1C2'], cloneCells: ['R9C8', 'R9C9'] }] })).toEqual([
      { type: 'clone', cells: [0, 1], clone: [79, 80] },
    ]);
    expect(roundTrip(4, [{ type: 'clone', cells: [0, 4], clone: [11, 15] }]).clone).toEqual([
      { cells: ['R1C1', 'R2C1'], cloneCells: ['R3C4', 'R4C4'] },
    ]);
  });

  it('refuses lists of different lengths and repeated cells, naming the f-puzzles path', () => {
    expect(errorOf(() => read(9, { clone: [{ cells: ['R1C1', 'R1C2'], cloneCells: ['R9C9'] }] })).message).toBe(
      'clone[0].cloneCells: expected 2 cells in a clone (one for each cell of its shape), got 1',
    );
    expect(errorOf(() => read(9, { clone: [{ cells: ['R1C1'], cloneCells: ['R9C9', 'R9C9'] }] })).code).toBe('BAD_SHAPE');
    expect(errorOf(() => read(9, { clone: [{ cells: ['R1C1', 'R1C1'], cloneCells: ['R9C8', 'R9C9'] }] })).message).toMatch(/^clone\[0\]\.cells\[1\]: /);
  });

  it('a clone onto itself changes nothing: the puzzle is classic', () => {
    const p = parseVariant({ size: 4, givens: '.'.repeat(16), constraints: [{ type: 'clone', cells: [0, 5], clone: [0, 5] }] });
    expect(p.constraints).toEqual([{ type: 'clone', cells: [0, 5], clone: [0, 5] }]);
  });
});

describe('extra regions', () => {
  it('read and written as f-puzzles extraregion', () => {
    expect(read(9, { extraregion: [{ cells: ['R2C2', 'R2C3', 'R3C2', 'R3C3'] }] })).toEqual([{ type: 'extraRegion', cells: [10, 11, 19, 20] }]);
    expect(roundTrip(8, [{ type: 'extraRegion', cells: [0, 9, 18] }]).extraregion).toEqual([{ cells: ['R1C1', 'R2C2', 'R3C3'] }]);
  });
});
