/**
 * One small test per convention that the model's documentation states (src/variant/model.ts),
 * each judged by the plain checker and by the engine on both backends.
 *
 * Most tests start from a known complete grid with a few cells blanked, at most one per row, so
 * that the rows alone decide them: the count is 1 when the grid obeys the rule as the convention
 * reads it and 0 when it does not. The expected counts are written by hand from the sentences.
 * Givens that repeat a digit in a row, column or region are refused by the model's checker
 * (a SudokuParseError naming the house) rather than counted as 0.
 */
import { describe, expect, it } from 'vitest';
import { SudokuParseError } from '../../src/text/parse-error';
import { checkVariant } from '../../src/variant/index';
import type { Constraint, VariantPuzzle, VariantSize } from '../../src/variant/model';
import { VARIANT_BACKENDS, variantEngine } from './support/engine';
import { plainCount } from './support/plain';
import { SIZES } from './support/generate';


/** A 9×9 grid (the solution of Wikipedia's example puzzle). */
const G9 = [
  '534678912',
  '672195348',
  '198342567',
  '859761423',
  '426853791',
  '713924856',
  '961537284',
  '287419635',
  '345286179',
].join('');
/** A 4×4 grid: main diagonal 1 4 4 1, anti diagonal 4 1 1 4. */
const G4 = '1234341221434321';
/** A 6×6 grid with 2×3 boxes. */
const G6 = '123456456123231564564231312645645312';
/** An 8×8 grid with 2×4 boxes: cell (r, c) holds ((r mod 2)·4 + ⌊r/2⌋ + c) mod 8 + 1. */
const G8 = Array.from({ length: 64 }, (_, i) => {
  const r = Math.floor(i / 8);
  return String((((r % 2) * 4 + Math.floor(r / 2) + (i % 8)) % 8) + 1);
}).join('');
/** A Latin square of side N (5 and 7 have their rows for boxes): cell (r, c) holds (r·k + c) mod N + 1, k prime to N. */
const cyclic = (N: number, k: number) => Array.from({ length: N * N }, (_, i) => String(((Math.floor(i / N) * k + (i % N)) % N) + 1)).join('');
const GRIDS: Record<VariantSize, string> = { 4: G4, 5: cyclic(5, 2), 6: G6, 7: cyclic(7, 3), 8: G8, 9: G9 };

/** Cell index of row r, column c (0-based) on a size-n grid. */
const at = (r: number, c: number, n = 9) => r * n + c;

/** A grid with `blank` cells emptied (the caller keeps them to one per row), and the rules. */
function onGrid(grid: string, constraints: Constraint[], blank: readonly number[], regions?: number[]): VariantPuzzle {
  const size = Math.sqrt(grid.length) as VariantSize;
  const givens = Array.from(grid, (ch, cell) => (blank.includes(cell) ? '.' : ch)).join('');
  return regions ? { size, givens, regions, constraints } : { size, givens, constraints };
}

/** A puzzle with only these givens (cell → digit) on an empty grid. */
function sparse(size: VariantSize, givens: Record<number, number>, constraints: Constraint[], regions?: number[]): VariantPuzzle {
  const text = Array.from({ length: size * size }, (_, cell) => (givens[cell] ? String(givens[cell]) : '.')).join('');
  return regions ? { size, givens: text, regions, constraints } : { size, givens: text, constraints };
}

/** The plain counter and the engine (both backends) count `expected` at `limit`. */
function expectCount(p: VariantPuzzle, expected: number, limit = 2): void {
  const what = JSON.stringify(p);
  expect(plainCount(p, limit).count, `plain: ${what}`).toBe(expected);
  for (const backend of VARIANT_BACKENDS) expect(variantEngine.count(p, limit, backend).count, `${backend}: ${what}`).toBe(expected);
}

/**
 * Givens that repeat a digit in a house: the plain counter finds nothing, and the model's checker
 * refuses the puzzle before any engine sees it, naming the house (`pattern`).
 */
function expectHouseConflict(p: VariantPuzzle, pattern: RegExp): void {
  expect(plainCount(p, 2).count, `plain: ${JSON.stringify(p)}`).toBe(0);
  expect(() => checkVariant(p)).toThrow(SudokuParseError);
  expect(() => checkVariant(p)).toThrow(pattern);
}

/** Every orthogonal pair of a grid whose digits pass `test`. */
function pairsWhere(grid: string, test: (a: number, b: number) => boolean): [number, number][] {
  const n = Math.sqrt(grid.length);
  const out: [number, number][] = [];
  for (let cell = 0; cell < n * n; cell++) {
    for (const other of [cell % n < n - 1 ? cell + 1 : -1, cell + n < n * n ? cell + n : -1]) {
      if (other >= 0 && test(Number(grid[cell]), Number(grid[other]))) out.push([cell, other]);
    }
  }
  return out;
}

describe('the grid', () => {
  it("givens: '.' and '0' both mean an empty cell", () => {
    const blank = [at(0, 0), at(4, 4), at(8, 8)];
    const dots = onGrid(G9, [], blank);
    expectCount(dots, 1);
    expectCount({ ...dots, givens: dots.givens.replaceAll('.', '0') }, 1);
  });

  it('6×6 boxes are 2 rows × 3 columns, 8×8 boxes 2 rows × 4 columns', () => {
    // r0c0 and r1c2 share a 2×3 box (not a 3×2 one); r0c0 and r2c1 share a 3×2 box (not a 2×3 one)
    expectHouseConflict(sparse(6, { [at(0, 0, 6)]: 1, [at(1, 2, 6)]: 1 }, []), /box/);
    expectCount(sparse(6, { [at(0, 0, 6)]: 1, [at(2, 1, 6)]: 1 }, []), 2);
    expectHouseConflict(sparse(8, { [at(0, 0, 8)]: 1, [at(1, 3, 8)]: 1 }, []), /box/);
    expectCount(sparse(8, { [at(0, 0, 8)]: 1, [at(2, 1, 8)]: 1 }, []), 2);
  });

  it('jigsaw regions replace the boxes', () => {
    // 0 0 1 1
    // 0 2 2 1     r0c0 and r1c1 share a standard box but not a region
    // 0 2 3 1
    // 2 3 3 3
    const regions = [0, 0, 1, 1, 0, 2, 2, 1, 0, 2, 3, 1, 2, 3, 3, 3];
    expectHouseConflict(sparse(4, { [at(0, 0, 4)]: 1, [at(1, 1, 4)]: 1 }, []), /box/);
    expectCount(sparse(4, { [at(0, 0, 4)]: 1, [at(1, 1, 4)]: 1 }, [], regions), 2);
    // r0c1 and r1c0 share region 0
    expectHouseConflict(sparse(4, { [at(0, 1, 4)]: 2, [at(1, 0, 4)]: 2 }, [], regions), /region|box/);
  });

  it('the same rule may appear several times', () => {
    const cage: Constraint = { type: 'killer', cells: [at(0, 0), at(0, 1)], sum: 8 };
    expectCount(onGrid(G9, [cage, { ...cage }], [at(0, 0)]), 1);
    expectCount(onGrid(G9, [cage, { ...cage, sum: 9 }], [at(0, 0)]), 0);
  });
});

describe('houses', () => {
  it('an extra region: its digits differ', () => {
    // r1c5 and r2c6 both hold 5
    expectCount(onGrid(G9, [{ type: 'extraRegion', cells: [at(1, 5), at(2, 6), at(3, 7)] }], [at(1, 5)]), 0);
    expectCount(onGrid(G9, [{ type: 'extraRegion', cells: [at(1, 5), at(2, 7), at(3, 7)] }], [at(1, 5)]), 1);
  });

  it('disjoint groups: cells at the same place in their boxes differ', () => {
    // r0c0 and r2c2 are both the top-left cell of a 2×2 box; r0c0 and r2c3 are not
    expectCount(sparse(4, { [at(0, 0, 4)]: 1, [at(2, 2, 4)]: 1 }, [{ type: 'disjointGroups' }]), 0);
    expectCount(sparse(4, { [at(0, 0, 4)]: 1, [at(2, 3, 4)]: 1 }, [{ type: 'disjointGroups' }]), 2);
    // on G9 the top-left cells of the boxes are 5 6 9 / 8 7 4 / 9 5 2: 9 twice
    expectCount(onGrid(G9, [{ type: 'disjointGroups' }], [at(0, 0)]), 0);
  });

  it('disjoint groups on jigsaw regions: the k-th cell of each region in reading order ("position in their region")', () => {
    // regions 0 0 1 1 / 0 2 2 1 / 0 2 3 1 / 2 3 3 3: the first cells of the regions are r0c0, r0c2,
    // r1c1, r2c2; the standard boxes' top-left cells would be r0c0, r0c2, r2c0, r2c2
    const regions = [0, 0, 1, 1, 0, 2, 2, 1, 0, 2, 3, 1, 2, 3, 3, 3];
    const rule: Constraint[] = [{ type: 'disjointGroups' }];
    expectCount(sparse(4, { [at(0, 0, 4)]: 1, [at(1, 1, 4)]: 1 }, [], regions), 2);
    expectCount(sparse(4, { [at(0, 0, 4)]: 1, [at(1, 1, 4)]: 1 }, rule, regions), 0);
  });

  it("diagonals: 'main' runs from the top-left corner, 'anti' from the bottom-left", () => {
    const antiEnds = { [at(8, 0)]: 1, [at(0, 8)]: 1 };
    expectCount(sparse(9, antiEnds, [{ type: 'diagonal', direction: 'anti' }]), 0);
    expectCount(sparse(9, antiEnds, [{ type: 'diagonal', direction: 'main' }]), 2);
    const mainEnds = { [at(0, 0)]: 1, [at(8, 8)]: 1 };
    expectCount(sparse(9, mainEnds, [{ type: 'diagonal', direction: 'main' }]), 0);
    expectCount(sparse(9, mainEnds, [{ type: 'diagonal', direction: 'anti' }]), 2);
  });
});

describe('pair rules', () => {
  it("anti-knight: a knight's move apart, never the same digit", () => {
    // r0c2 and r1c4 (one row, two columns; different boxes)
    const givens = { [at(0, 2)]: 1, [at(1, 4)]: 1 };
    expectCount(sparse(9, givens, [{ type: 'antiKnight' }]), 0);
    expectCount(sparse(9, givens, [{ type: 'antiKing' }]), 2);
  });

  it("anti-king: a king's move apart, diagonal neighbours included", () => {
    const givens = { [at(2, 2)]: 1, [at(3, 3)]: 1 };
    expectCount(sparse(9, givens, [{ type: 'antiKing' }]), 0);
    expectCount(sparse(9, givens, [{ type: 'antiKnight' }]), 2);
  });

  it('kropki: white means a difference of `value` (default 1), black a ratio of `value` (default 2)', () => {
    // r0c7 r0c8 = 1 2: both dots fit; r1c3 r2c3 = 1 3: difference 2, ratio 3
    const blank = [at(0, 7), at(1, 3)];
    const dot = (color: 'white' | 'black', cells: [number, number], value?: number): Constraint =>
      value === undefined ? { type: 'kropki', color, cells } : { type: 'kropki', color, cells, value };
    expectCount(onGrid(G9, [dot('white', [at(0, 7), at(0, 8)])], blank), 1);
    expectCount(onGrid(G9, [dot('black', [at(0, 8), at(0, 7)])], blank), 1);
    expectCount(onGrid(G9, [dot('white', [at(1, 3), at(2, 3)])], blank), 0);
    expectCount(onGrid(G9, [dot('white', [at(1, 3), at(2, 3)], 2)], blank), 1);
    expectCount(onGrid(G9, [dot('black', [at(1, 3), at(2, 3)])], blank), 0);
    expectCount(onGrid(G9, [dot('black', [at(2, 3), at(1, 3)], 3)], blank), 1);
  });

  it('XV: an X is a sum of 10, a V a sum of 5', () => {
    // the first orthogonal pairs of G9 that add up to 5 and to 10
    const v = pairsWhere(G9, (a, b) => a + b === 5)[0];
    const x = pairsWhere(G9, (a, b) => a + b === 10)[0];
    expectCount(onGrid(G9, [{ type: 'xv', cells: v, sum: 5 }, { type: 'xv', cells: x, sum: 10 }], [v[0]]), 1);
    expectCount(onGrid(G9, [{ type: 'xv', cells: v, sum: 10 }], [v[0]]), 0);
  });

  const orthogonal = (test: (a: number, b: number) => boolean) => pairsWhere(G9, test);
  const consecutive = orthogonal((a, b) => Math.abs(a - b) === 1);
  const double = orthogonal((a, b) => a === 2 * b || b === 2 * a);
  const oneTwo = orthogonal((a, b) => a + b === 3 && a * b === 2);

  it('non-consecutive: no orthogonal neighbours differ by 1, except across a dot', () => {
    const whites = consecutive.map((cells): Constraint => ({ type: 'kropki', color: 'white', cells }));
    expectCount(onGrid(G9, [{ type: 'nonConsecutive' }, ...whites], [at(4, 4)]), 1);
    expectCount(onGrid(G9, [{ type: 'nonConsecutive' }, ...whites.slice(1)], [at(4, 4)]), 0);
  });

  it('non-consecutive, as a negative rule, leaves out a 1-2 pair that carries a black dot ("Strict kropki" of ../shared/variants)', () => {
    // the published solution of "Strict kropki" (non-consecutive, negative ratio) has black dots on
    // three 1-2 pairs: the negative rules leave out every pair with a dot, whatever its colour
    const dots = consecutive.map(
      (cells): Constraint => (oneTwo.some(([a, b]) => a === cells[0] && b === cells[1]) ? { type: 'kropki', color: 'black', cells } : { type: 'kropki', color: 'white', cells }),
    );
    expect(dots.filter((k) => k.type === 'kropki' && k.color === 'black')).toHaveLength(oneTwo.length);
    expectCount(onGrid(G9, [{ type: 'nonConsecutive' }, ...dots], [at(4, 4)]), 1);
  });

  it('negative black: neighbours with no dot are not in ratio 1:2; a white dot on a 1-2 pair is a dot', () => {
    const blacks = double.map((cells): Constraint => ({ type: 'kropki', color: 'black', cells }));
    expectCount(onGrid(G9, [{ type: 'negativeBlack' }, ...blacks], [at(4, 4)]), 1);
    expectCount(onGrid(G9, [{ type: 'negativeBlack' }, ...blacks.slice(1)], [at(4, 4)]), 0);
    const whiteOnOneTwo = double.map(
      (cells): Constraint => (oneTwo.some(([a, b]) => a === cells[0] && b === cells[1]) ? { type: 'kropki', color: 'white', cells } : { type: 'kropki', color: 'black', cells }),
    );
    expectCount(onGrid(G9, [{ type: 'negativeBlack' }, ...whiteOnOneTwo], [at(4, 4)]), 1);
  });

  it('negative XV: neighbours with no X or V do not add up to 5 or 10; a kropki dot does not count', () => {
    const marks = orthogonal((a, b) => a + b === 5 || a + b === 10).map(
      ([a, b]): Constraint => ({ type: 'xv', cells: [a, b], sum: Number(G9[a]) + Number(G9[b]) === 5 ? 5 : 10 }),
    );
    expectCount(onGrid(G9, [{ type: 'negativeXV' }, ...marks], [at(4, 4)]), 1);
    expectCount(onGrid(G9, [{ type: 'negativeXV' }, ...marks.slice(1)], [at(4, 4)]), 0);
    const first = marks[0] as { cells: [number, number] };
    const dot: Constraint = { type: 'kropki', color: 'white', cells: first.cells, value: Math.abs(Number(G9[first.cells[0]]) - Number(G9[first.cells[1]])) };
    expectCount(onGrid(G9, [{ type: 'negativeXV' }, dot, ...marks.slice(1)], [at(4, 4)]), 0);
  });
});

describe('sums', () => {
  it('a killer cage: its digits differ, with or without a sum', () => {
    // r5c1 and r6c2 both hold 1 (different boxes, rows and columns)
    expectCount(onGrid(G9, [{ type: 'killer', cells: [at(5, 1), at(6, 2)] }], [at(5, 1)]), 0);
    expectCount(onGrid(G9, [{ type: 'killer', cells: [at(5, 1), at(6, 2)], sum: 2 }], [at(5, 1)]), 0);
    expectCount(onGrid(G9, [{ type: 'killer', cells: [at(5, 1), at(6, 1)] }], [at(5, 1)]), 1);
    expectCount(onGrid(G9, [{ type: 'killer', cells: [at(5, 1), at(6, 1)], sum: 7 }], [at(5, 1)]), 1);
  });

  it("a little killer's digits may repeat", () => {
    // the main diagonal from the top-left clue: 5 7 8 7 5 4 2 3 9 (sum 50, 7 and 5 twice)
    const cells = Array.from({ length: 9 }, (_, i) => at(i, i));
    const blank = [at(0, 0), at(3, 3), at(5, 5)];
    expectCount(onGrid(G9, [{ type: 'littleKiller', cells, sum: 50 }], blank), 1);
    expectCount(onGrid(G9, [{ type: 'littleKiller', cells, sum: 51 }], blank), 0);
  });

  it('an arrow: a pill is read as a number, its cells in the given order from the most significant', () => {
    // pill r2c0 r2c1 = 1 9 reads 19; shaft r3c0 r3c1 r4c1 r4c0 = 8 5 2 4 sums to 19
    const shaft = [at(3, 0), at(3, 1), at(4, 1), at(4, 0)];
    const blank = [at(2, 0), at(3, 1), at(4, 0)];
    expectCount(onGrid(G9, [{ type: 'arrow', circle: [at(2, 0), at(2, 1)], shaft }], blank), 1);
    expectCount(onGrid(G9, [{ type: 'arrow', circle: [at(2, 1), at(2, 0)], shaft }], blank), 0);
  });

  it("an arrow's shaft digits may repeat where no house forbids it", () => {
    // circle r4c2 = 6; shaft r5c1 r6c2 r7c3 = 1 + 1 + 4
    expectCount(onGrid(G9, [{ type: 'arrow', circle: [at(4, 2)], shaft: [at(5, 1), at(6, 2), at(7, 3)] }], [at(5, 1), at(7, 3)]), 1);
  });

  it('a sandwich: the digits between the 1 and the N; 0 when they are neighbours', () => {
    // row 0: 5 3 4 6 7 8 9 1 2 (9 and 1 adjacent); column 0: 5 6 1 8 4 7 9 2 3 (8 + 4 + 7 = 19)
    expectCount(onGrid(G9, [{ type: 'sandwich', line: 'row', index: 0, sum: 0 }], [at(0, 6)]), 1);
    expectCount(onGrid(G9, [{ type: 'sandwich', line: 'row', index: 0, sum: 1 }], [at(0, 6)]), 0);
    expectCount(onGrid(G9, [{ type: 'sandwich', line: 'column', index: 0, sum: 19 }], [at(2, 0), at(4, 0)]), 1);
    expectCount(onGrid(G9, [{ type: 'sandwich', line: 'row', index: 0, sum: 19 }], [at(2, 0), at(4, 0)]), 0);
  });
});

describe('lines', () => {
  it('a thermometer strictly increases from its bulb, cells[0]', () => {
    // r2c5 r3c5 r4c5 r5c5 = 2 1 3 4: not a thermometer; r3c5 r4c5 r5c5 = 1 3 4 is
    expectCount(onGrid(G9, [{ type: 'thermometer', cells: [at(3, 5), at(4, 5), at(5, 5)] }], [at(4, 5)]), 1);
    expectCount(onGrid(G9, [{ type: 'thermometer', cells: [at(5, 5), at(4, 5), at(3, 5)] }], [at(4, 5)]), 0);
    // equal digits r5c1 r6c2 = 1 1: not strictly increasing
    expectCount(onGrid(G9, [{ type: 'thermometer', cells: [at(5, 1), at(6, 2)] }], [at(5, 1)]), 0);
  });

  it('a slow thermometer never decreases: equal neighbours allowed', () => {
    expectCount(onGrid(G9, [{ type: 'slowThermometer', cells: [at(5, 1), at(6, 2), at(7, 2)] }], [at(5, 1)]), 1);
    expectCount(onGrid(G9, [{ type: 'slowThermometer', cells: [at(7, 2), at(6, 2), at(5, 1)] }], [at(5, 1)]), 0);
  });

  it.each(SIZES)('whispers at size %i: the default difference is ⌈N/2⌉', (size) => {
    const grid = GRIDS[size];
    const standard = Math.ceil(size / 2);
    const exact = pairsWhere(grid, (a, b) => Math.abs(a - b) === standard)[0];
    const less = pairsWhere(grid, (a, b) => Math.abs(a - b) === standard - 1)[0];
    expectCount(onGrid(grid, [{ type: 'whispers', cells: exact }], [exact[0]]), 1);
    expectCount(onGrid(grid, [{ type: 'whispers', cells: less }], [less[0]]), 0);
    expectCount(onGrid(grid, [{ type: 'whispers', cells: less, difference: standard - 1 }], [less[0]]), 1);
  });

  it('a renban line: distinct digits forming a run of consecutive numbers, in any order', () => {
    // r3c3 r3c4 r3c5 = 7 6 1: no; r4c3 r4c4 r4c5 = 8 5 3: no; r2c3 r2c4 r2c5 = 3 4 2: yes
    expectCount(onGrid(G9, [{ type: 'renban', cells: [at(2, 3), at(2, 4), at(2, 5)] }], [at(2, 4)]), 1);
    expectCount(onGrid(G9, [{ type: 'renban', cells: [at(3, 3), at(3, 4), at(3, 5)] }], [at(3, 4)]), 0);
    // r5c1 r6c2 = 1 1: a repeated digit
    expectCount(onGrid(G9, [{ type: 'renban', cells: [at(5, 1), at(6, 2)] }], [at(5, 1)]), 0);
  });

  it('a palindrome reads the same from both ends', () => {
    // r5c6 r6c7 = 8 8 across boxes; r5c6 r6c6 = 8 2
    expectCount(onGrid(G9, [{ type: 'palindrome', cells: [at(5, 6), at(6, 7)] }], [at(5, 6)]), 1);
    expectCount(onGrid(G9, [{ type: 'palindrome', cells: [at(5, 6), at(6, 6)] }], [at(5, 6)]), 0);
  });

  it('an X-sum counts its first digit and reads from its side of the grid', () => {
    // row 1 = 5 3 4 6 7 8 9 1 2: from the left X = 5, 5 + 3 + 4 + 6 + 7 = 25; from the right X = 2, 2 + 1 = 3
    expectCount(onGrid(G9, [{ type: 'xSum', side: 'left', index: 0, sum: 25 }], [at(0, 2)]), 1);
    expectCount(onGrid(G9, [{ type: 'xSum', side: 'left', index: 0, sum: 24 }], [at(0, 2)]), 0);
    expectCount(onGrid(G9, [{ type: 'xSum', side: 'right', index: 0, sum: 3 }], [at(0, 8)]), 1);
    expectCount(onGrid(G9, [{ type: 'xSum', side: 'right', index: 0, sum: 1 }], [at(0, 8)]), 0);
    // column 1 from the top = 5 6 1 8 4 …: 24; from the bottom = 3 2 9 …: 14
    expectCount(onGrid(G9, [{ type: 'xSum', side: 'top', index: 0, sum: 24 }], [at(2, 0)]), 1);
    expectCount(onGrid(G9, [{ type: 'xSum', side: 'bottom', index: 0, sum: 14 }], [at(7, 0)]), 1);
    expectCount(onGrid(G9, [{ type: 'xSum', side: 'bottom', index: 0, sum: 24 }], [at(7, 0)]), 0);
  });

  it('a skyscraper clue counts the digits larger than all before them, from its side', () => {
    // row 1 from the left: 5 6 7 8 9 are seen (5); from the right: 2 and 9 (2)
    expectCount(onGrid(G9, [{ type: 'skyscraper', side: 'left', index: 0, count: 5 }], [at(0, 4)]), 1);
    expectCount(onGrid(G9, [{ type: 'skyscraper', side: 'right', index: 0, count: 2 }], [at(0, 4)]), 1);
    expectCount(onGrid(G9, [{ type: 'skyscraper', side: 'right', index: 0, count: 5 }], [at(0, 4)]), 0);
    // column 1 from the top: 5 6 8 9 (4); from the bottom: 3 9 (2)
    expectCount(onGrid(G9, [{ type: 'skyscraper', side: 'top', index: 0, count: 4 }], [at(3, 0)]), 1);
    expectCount(onGrid(G9, [{ type: 'skyscraper', side: 'bottom', index: 0, count: 2 }], [at(3, 0)]), 1);
    expectCount(onGrid(G9, [{ type: 'skyscraper', side: 'top', index: 0, count: 3 }], [at(3, 0)]), 0);
  });

  it('a between line: the cells between its ends lie strictly between their digits, either end the larger', () => {
    // r1c2 r1c3 r1c4 = 3 4 6 (rising); r2c5 r2c6 r2c7 = 9 5 3 (falling); r1c1 r1c2 r1c3 = 5 3 4
    expectCount(onGrid(G9, [{ type: 'between', cells: [at(0, 1), at(0, 2), at(0, 3)] }], [at(0, 2)]), 1);
    expectCount(onGrid(G9, [{ type: 'between', cells: [at(1, 4), at(1, 5), at(1, 6)] }], [at(1, 5)]), 1);
    expectCount(onGrid(G9, [{ type: 'between', cells: [at(0, 0), at(0, 1), at(0, 2)] }], [at(0, 1)]), 0);
    // the ends themselves are not between: r1c4 r1c5 r1c6 = 6 7 8, then 6 7 8 9 read from r1c4 to r1c7
    expectCount(onGrid(G9, [{ type: 'between', cells: [at(0, 3), at(0, 4), at(0, 5), at(0, 6)] }], [at(0, 4)]), 1);
    expectCount(onGrid(G9, [{ type: 'between', cells: [at(0, 4), at(0, 5), at(0, 6)] }], [at(0, 5)]), 1);
    expectCount(onGrid(G9, [{ type: 'between', cells: [at(0, 3), at(0, 4), at(0, 5), at(0, 6), at(0, 7)] }], [at(0, 4)]), 0);
  });

  it('an entropic line: any three cells in a row hold a low, a middle and a high digit; two cells, two ranks', () => {
    // r3c3 r3c4 r3c5 = 8 3 4 (high, low, middle); on to r3c6 = 2: low two steps after the 3
    expectCount(onGrid(G9, [{ type: 'entropic', cells: [at(2, 2), at(2, 3), at(2, 4)] }], [at(2, 4)]), 1);
    expectCount(onGrid(G9, [{ type: 'entropic', cells: [at(2, 2), at(2, 3), at(2, 4), at(2, 5)] }], [at(2, 4)]), 0);
    // r1c1 r1c2 = 5 3; r1c5 r1c6 = 7 8, both high
    expectCount(onGrid(G9, [{ type: 'entropic', cells: [at(0, 0), at(0, 1)] }], [at(0, 1)]), 1);
    expectCount(onGrid(G9, [{ type: 'entropic', cells: [at(0, 4), at(0, 5)] }], [at(0, 5)]), 0);
    // 8×8: ranks 1–3 | 4–5 | 6–8, so r3c2 r3c3 r2c2 = 3 4 6 is low, middle, high
    expectCount(onGrid(G8, [{ type: 'entropic', cells: [at(2, 1, 8), at(2, 2, 8), at(1, 1, 8)] }], [at(2, 2, 8)]), 1);
    // 4×4: ranks 1 | 2–3 | 4, so r1c1 r1c2 r2c2 = 1 2 4 holds and r1c1 r1c2 r1c3 = 1 2 3 does not
    expectCount(onGrid(G4, [{ type: 'entropic', cells: [at(0, 0, 4), at(0, 1, 4), at(1, 1, 4)] }], [at(0, 1, 4)]), 1);
    expectCount(onGrid(G4, [{ type: 'entropic', cells: [at(0, 0, 4), at(0, 1, 4), at(0, 2, 4)] }], [at(0, 1, 4)]), 0);
  });

  it('a modular line: any three cells in a row hold three remainders mod 3; two cells, two remainders', () => {
    // r1c1 r1c2 r1c3 = 5 3 4 (2, 0, 1); r1c2 … r1c5 = 3 4 6 7: 3 and 6 two steps apart
    expectCount(onGrid(G9, [{ type: 'modular', cells: [at(0, 0), at(0, 1), at(0, 2)] }], [at(0, 1)]), 1);
    expectCount(onGrid(G9, [{ type: 'modular', cells: [at(0, 1), at(0, 2), at(0, 3), at(0, 4)] }], [at(0, 2)]), 0);
    // r1c3 r2c2 = 4 7, both 1 mod 3
    expectCount(onGrid(G9, [{ type: 'modular', cells: [at(0, 2), at(1, 1)] }], [at(1, 1)]), 0);
  });

  it('a nabner line: its digits differ by 2 or more, neighbours on the line or not', () => {
    // r1c4 r2c4 r2c5 = 6 1 9; r1c4 r2c4 r1c5 = 6 1 7: 6 and 7 are not neighbours on the line
    expectCount(onGrid(G9, [{ type: 'nabner', cells: [at(0, 3), at(1, 3), at(1, 4)] }], [at(1, 4)]), 1);
    expectCount(onGrid(G9, [{ type: 'nabner', cells: [at(0, 3), at(1, 3), at(0, 4)] }], [at(0, 4)]), 0);
    // r5c2 r6c2 = 2 1
    expectCount(onGrid(G9, [{ type: 'nabner', cells: [at(4, 1), at(5, 1)] }], [at(5, 1)]), 0);
  });

  it('a zipper line: pairs about its middle add up to one sum, the middle digit on an odd line', () => {
    // r1c1 r2c2 r3c3 r2c4 r3c4 = 5 7 8 1 3: 5 + 3 = 7 + 1 = 8, the middle
    expectCount(onGrid(G9, [{ type: 'zipper', cells: [at(0, 0), at(1, 1), at(2, 2), at(1, 3), at(2, 3)] }], [at(1, 1)]), 1);
    // r1c2 … r1c5 = 3 4 6 7: 3 + 7 = 4 + 6; r1c1 … r1c4 = 5 3 4 6: 11 and 7
    expectCount(onGrid(G9, [{ type: 'zipper', cells: [at(0, 1), at(0, 2), at(0, 3), at(0, 4)] }], [at(0, 2)]), 1);
    expectCount(onGrid(G9, [{ type: 'zipper', cells: [at(0, 0), at(0, 1), at(0, 2), at(0, 3)] }], [at(0, 2)]), 0);
    // r1c1 r1c2 r2c1 r3c1 r4c2 = 5 3 6 1 5: the pairs add up to 10 and 4, the middle is 6
    expectCount(onGrid(G9, [{ type: 'zipper', cells: [at(0, 0), at(0, 1), at(1, 0), at(2, 0), at(3, 1)] }], [at(1, 0)]), 0);
  });

  it('a double arrow: its two ends add up to the digits between them, which may repeat', () => {
    // r1c1 r1c2 r2c1 r3c1 r4c2 = 5 3 6 1 5: 5 + 5 = 3 + 6 + 1
    expectCount(onGrid(G9, [{ type: 'doubleArrow', cells: [at(0, 0), at(0, 1), at(1, 0), at(2, 0), at(3, 1)] }], [at(1, 0)]), 1);
    // r1c1 r2c2 r3c3 r2c4 r3c4 = 5 7 8 1 3: 5 + 3 against 7 + 8 + 1
    expectCount(onGrid(G9, [{ type: 'doubleArrow', cells: [at(0, 0), at(1, 1), at(2, 2), at(1, 3), at(2, 3)] }], [at(1, 1)]), 0);
  });

  it('a lockout line: its ends 4 or more apart, the cells between outside their range', () => {
    // r2c1 r2c2 r2c3 = 6 7 2; r5c2 r5c3 r5c4 = 2 6 8: the 6 lies between; r9c3 r9c4 r9c5 = 5 2 8: ends 3 apart
    expectCount(onGrid(G9, [{ type: 'lockout', cells: [at(1, 0), at(1, 1), at(1, 2)] }], [at(1, 1)]), 1);
    expectCount(onGrid(G9, [{ type: 'lockout', cells: [at(4, 1), at(4, 2), at(4, 3)] }], [at(4, 2)]), 0);
    expectCount(onGrid(G9, [{ type: 'lockout', cells: [at(8, 2), at(8, 3), at(8, 4)] }], [at(8, 3)]), 0);
    // two cells: the ends alone, r2c2 r2c3 = 7 2 and r1c1 r1c2 = 5 3
    expectCount(onGrid(G9, [{ type: 'lockout', cells: [at(1, 1), at(1, 2)] }], [at(1, 2)]), 1);
    expectCount(onGrid(G9, [{ type: 'lockout', cells: [at(0, 0), at(0, 1)] }], [at(0, 1)]), 0);
  });

  it('a region-sum line: segments are maximal runs inside one region, each with the same sum', () => {
    // r2c2 (box 0) = 8 | r2c3 r2c4 r1c4 (box 1) = 3 + 4 + 9 = 16
    expectCount(onGrid(G9, [{ type: 'regionSum', cells: [at(2, 2), at(2, 3), at(2, 4), at(1, 4)] }], [at(2, 3)]), 0);
    // box 3 → box 0 → box 3: r3c2 = 9 | r2c1 = 9 | r3c1 r4c0 = 5 + 4 = 9: three segments of 9
    // (summed per region instead, box 3 would hold 18 against 9)
    const back = [at(3, 2), at(2, 1), at(3, 1), at(4, 0)];
    expectCount(onGrid(G9, [{ type: 'regionSum', cells: back }], [at(3, 1), at(2, 1)]), 1);
    // box 0 → box 1 → box 0: r1c2 = 2 | r0c3 = 6 | r0c2 = 4: 2, 6, 4 differ
    // (summed per region instead: box 0 = 2 + 4 = 6, box 1 = 6)
    expectCount(onGrid(G9, [{ type: 'regionSum', cells: [at(1, 2), at(0, 3), at(0, 2)] }], [at(1, 2)]), 0);
  });
});

describe('cell rules', () => {
  it('odd and even cells', () => {
    expectCount(onGrid(G9, [{ type: 'odd', cells: [at(0, 0), at(0, 1)] }, { type: 'even', cells: [at(0, 2)] }], [at(0, 0)]), 1);
    expectCount(onGrid(G9, [{ type: 'even', cells: [at(0, 0)] }], [at(0, 0)]), 0);
  });

  it('a minimum cell is less than each orthogonal neighbour, a maximum greater; diagonal neighbours do not count', () => {
    // r2c4 = 1 under 6, 3, 2, 9; r1c8 = 1 on the edge under 9, 2, 4; r1c1 = 5 over r1c2 = 3
    expectCount(onGrid(G9, [{ type: 'minimum', cells: [at(1, 3), at(0, 7)] }], [at(1, 3), at(0, 7)]), 1);
    expectCount(onGrid(G9, [{ type: 'minimum', cells: [at(0, 7)] }], [at(0, 7)]), 1);
    expectCount(onGrid(G9, [{ type: 'minimum', cells: [at(0, 0)] }], [at(0, 0)]), 0);
    // r9c4 = 2 under 4, 5, 8, with r8c5 = 1 diagonally next to it
    expectCount(onGrid(G9, [{ type: 'minimum', cells: [at(8, 3)] }], [at(8, 3)]), 1);
    // r2c5 = 9 over 7, 4, 1, 5; r1c5 = 7 under r1c6 = 8; r8c2 = 8 over 6, 4, 2, 7 with r7c1 = 9 diagonally next to it
    expectCount(onGrid(G9, [{ type: 'maximum', cells: [at(1, 4)] }], [at(1, 4)]), 1);
    expectCount(onGrid(G9, [{ type: 'maximum', cells: [at(0, 4)] }], [at(0, 4)]), 0);
    expectCount(onGrid(G9, [{ type: 'maximum', cells: [at(7, 1)] }], [at(7, 1)]), 1);
    // a cell both minimum and maximum: no digit is both
    expectCount(onGrid(G9, [{ type: 'minimum', cells: [at(1, 3)] }, { type: 'maximum', cells: [at(1, 3)] }], [at(1, 3)]), 0);
  });

  it('a quadruple holds every digit listed, one listed twice twice; other digits may join them', () => {
    // r1c1 r1c2 r2c1 r2c2 = 5 3 6 7
    const block = [at(0, 0), at(0, 1), at(1, 0), at(1, 1)];
    expectCount(onGrid(G9, [{ type: 'quadruple', cells: block, digits: [7, 3] }], [at(0, 0), at(1, 1)]), 1);
    expectCount(onGrid(G9, [{ type: 'quadruple', cells: block, digits: [3, 5, 6, 7] }], [at(0, 1), at(1, 0)]), 1);
    expectCount(onGrid(G9, [{ type: 'quadruple', cells: block, digits: [3, 4] }], [at(0, 0), at(1, 1)]), 0);
    // r5c5 r5c6 r6c5 r6c6 = 5 3 2 4: 3 once, not twice
    const centre = [at(4, 4), at(4, 5), at(5, 4), at(5, 5)];
    expectCount(onGrid(G9, [{ type: 'quadruple', cells: centre, digits: [3, 3] }], [at(4, 5), at(5, 4)]), 0);
    // r1c3 r1c4 r2c3 r2c4 = 4 6 2 1, across two boxes
    expectCount(onGrid(G9, [{ type: 'quadruple', cells: [at(0, 2), at(0, 3), at(1, 2), at(1, 3)], digits: [1, 6] }], [at(0, 3), at(1, 3)]), 1);
  });

  it('indexers: a column indexer points along its row, a row indexer along its column, a box indexer along its box', () => {
    // r4c3 = 9: r4c9 = 3, its column; r1c7 = 9: r9c7 = 1 (its row), while r1c9 = 2 is not 7
    expectCount(onGrid(G9, [{ type: 'columnIndexer', cells: [at(3, 2)] }], [at(3, 2)]), 1);
    expectCount(onGrid(G9, [{ type: 'rowIndexer', cells: [at(0, 6)] }], [at(0, 6)]), 1);
    expectCount(onGrid(G9, [{ type: 'columnIndexer', cells: [at(0, 6)] }], [at(0, 6)]), 0);
    // r2c9, position 6 of box 3, holds 8: position 8 (r3c8) holds 6; as a row or column indexer it fails
    expectCount(onGrid(G9, [{ type: 'boxIndexer', cells: [at(1, 8)] }], [at(1, 8)]), 1);
    expectCount(onGrid(G9, [{ type: 'rowIndexer', cells: [at(1, 8)] }], [at(1, 8)]), 0);
    expectCount(onGrid(G9, [{ type: 'columnIndexer', cells: [at(1, 8)] }], [at(1, 8)]), 0);
    // jigsaw regions 0 0 1 1 / 0 2 2 1 / 0 2 3 1 / 2 3 3 3, positions in reading order: r2c3,
    // position 2 of region 2 (r2c2 r2c3 r3c2 r4c1), holds 4, and r4c1 holds 2; r4c2, position 2
    // of region 3 (r3c3 r4c2 r4c3 r4c4), holds 4, but r4c4 holds 3
    const regions = [0, 0, 1, 1, 0, 2, 2, 1, 0, 2, 3, 1, 2, 3, 3, 3];
    const jigsaw = '1234314243212413';
    expectCount(onGrid(jigsaw, [{ type: 'boxIndexer', cells: [at(1, 2, 4)] }], [at(1, 2, 4)], regions), 1);
    expectCount(onGrid(jigsaw, [{ type: 'boxIndexer', cells: [at(3, 1, 4)] }], [at(3, 1, 4)], regions), 0);
  });

  it('a clone holds the digits of its shape cell by cell, in the order listed', () => {
    // r1c2 r1c3 = 3 4 and r9c1 r9c2 = 3 4
    expectCount(onGrid(G9, [{ type: 'clone', cells: [at(0, 1), at(0, 2)], clone: [at(8, 0), at(8, 1)] }], [at(0, 1), at(8, 0)]), 1);
    // r9c2 r9c1 = 4 3: the same digits paired the other way
    expectCount(onGrid(G9, [{ type: 'clone', cells: [at(0, 1), at(0, 2)], clone: [at(8, 1), at(8, 0)] }], [at(0, 1), at(8, 0)]), 0);
    // r9c2 r9c3 = 4 5
    expectCount(onGrid(G9, [{ type: 'clone', cells: [at(0, 1), at(0, 2)], clone: [at(8, 1), at(8, 2)] }], [at(0, 1), at(8, 1)]), 0);
  });
});
