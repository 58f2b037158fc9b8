/**
 * The one conflict scanner: findConflict (9×9) and findBoardConflict (any size) against a
 * by-definition reference, the order of "first" (second cell first, then row, column, box),
 * and conflicts in each house on 16×16 and 25×25 as the parsers report them, with their place.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBoardConflict, findConflict } from '../../src/board';
import { formatBoard, parseBoard, tryParseBoardLine } from '../../src/text';
import {
  BOX_SIZES,
  boardOf,
  conflictFreeGrid,
  fields,
  naiveBoardConflict,
  PUZZLE_CELLS,
  SOLUTION,
  solvedGrid,
  thrown,
} from '../text/fixtures';

/** An empty grid with the given 0-based cells set. */
function grid(set: Record<number, number>): Uint8Array {
  const cells = new Uint8Array(81);
  for (const [i, v] of Object.entries(set)) cells[Number(i)] = v;
  return cells;
}

describe('findConflict', () => {
  it('returns null for a conflict-free puzzle and for its solution', () => {
    expect(findConflict(PUZZLE_CELLS)).toBeNull();
    expect(findConflict(Uint8Array.from(SOLUTION, Number))).toBeNull();
    expect(findConflict(new Uint8Array(81))).toBeNull();
  });

  it('refuses a string (a puzzle line is read with parsePuzzle first) instead of reading its characters', () => {
    expect(() => findConflict(`11${'.'.repeat(79)}` as never)).toThrow(TypeError);
    expect(() => findConflict(null as never)).toThrow(new TypeError('sudoku-wasm: findConflict: expected cells to be a Uint8Array of 81 values, got null'));
    expect(findConflict([1, 1, ...new Array(79).fill(0)] as never)).toEqual({ cells: [0, 1], digit: 1, house: 'row' });
  });

  it('finds a repeated digit in a row', () => {
    // r4c2 and r4c8
    expect(findConflict(grid({ 28: 6, 34: 6 }))).toEqual({ cells: [28, 34], digit: 6, house: 'row' });
  });

  it('finds a repeated digit in a column', () => {
    // r2c9 and r8c9
    expect(findConflict(grid({ 17: 3, 71: 3 }))).toEqual({ cells: [17, 71], digit: 3, house: 'column' });
  });

  it('finds a repeated digit in a box', () => {
    // r7c4 and r9c6, both in box 8
    expect(findConflict(grid({ 57: 9, 77: 9 }))).toEqual({ cells: [57, 77], digit: 9, house: 'box' });
  });

  it('reports the conflict whose second cell comes first in reading order', () => {
    // Column conflict r1c1/r3c1 completes at index 18; box conflict r1c3/r2c2 completes at index 10.
    const cells = grid({ 0: 4, 18: 4, 2: 7, 10: 7 });
    expect(findConflict(cells)).toEqual({ cells: [2, 10], digit: 7, house: 'box' });
  });

  it('prefers row over box, and column over box, for the same second cell', () => {
    // r2c4 = 5 repeats r2c1 (row) and r1c5 (box); r2c1 and r1c5 do not see each other.
    expect(findConflict(grid({ 9: 5, 4: 5, 12: 5 }))).toEqual({ cells: [9, 12], digit: 5, house: 'row' });
    // r5c2 = 8 repeats r1c2 (column) and r4c3 (box).
    expect(findConflict(grid({ 1: 8, 29: 8, 37: 8 }))).toEqual({ cells: [1, 37], digit: 8, house: 'column' });
  });

  it('treats values above 9 as empty', () => {
    expect(findConflict(grid({ 0: 10, 1: 10 }))).toBeNull();
  });

  it('throws a RangeError for a grid that is not 81 cells', () => {
    expect(() => findConflict(new Uint8Array(80))).toThrow(new RangeError('sudoku-wasm: findConflict: expected 81 cells, got 80'));
  });

  it('generated solved grids have no conflict (checks the test generator)', () => {
    fc.assert(fc.property(solvedGrid, (cells) => naiveBoardConflict(cells, 3) === null && !cells.includes(0)));
  });

  it('agrees with the by-definition reference on random sparse grids, as findBoardConflict(·, 3) does', () => {
    const sparse = fc.array(
      fc.oneof({ arbitrary: fc.constant(0), weight: 5 }, { arbitrary: fc.integer({ min: 1, max: 9 }), weight: 1 }),
      { minLength: 81, maxLength: 81 },
    );
    fc.assert(
      fc.property(fc.oneof(sparse.map((a) => Uint8Array.from(a)), conflictFreeGrid), (cells) => {
        const want = naiveBoardConflict(cells, 3);
        for (const got of [findConflict(cells), findBoardConflict(cells, 3)]) {
          expect(got === null ? null : [got.cells[0], got.cells[1], got.digit, got.house]).toEqual(want);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

/** An empty board of box size n with the given (0-based cell, digit) givens. */
function boardWith(n: number, givens: [number, number][]): Uint8Array {
  const cells = new Uint8Array(n ** 4);
  for (const [cell, digit] of givens) cells[cell] = digit;
  return cells;
}

describe('findBoardConflict', () => {
  it('returns null for conflict-free boards of every size', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BOX_SIZES).chain(boardOf), (board) => {
        expect(findBoardConflict(board.cells, board.n)).toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it('finds the same first conflict as the reference after copying one cell somewhere else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BOX_SIZES).chain(boardOf), fc.nat(), fc.nat(), (board, from, to) => {
        const count = board.cells.length;
        const cells = board.cells.slice();
        cells[to % count] = cells[from % count];
        const expected = naiveBoardConflict(cells, board.n);
        const found = findBoardConflict(cells, board.n);
        expect(found === null ? null : [...found.cells, found.digit, found.house]).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('reports row before column before box for the same second cell, and the earliest second cell', () => {
    // 16×16: r1c1 = 5, r2c2 = 5 (box), r2c5 = 5 (row with r2c2) → the second cell r2c2 comes first: box.
    expect(findBoardConflict(boardWith(4, [[0, 5], [17, 5], [20, 5]]), 4)).toEqual({
      cells: [0, 17],
      digit: 5,
      house: 'box',
    });
    // 25×25: r1c3 = 25, r1c20 = 25 (row), r7c3 = 25 (column): row found first.
    expect(findBoardConflict(boardWith(5, [[2, 25], [19, 25], [152, 25]]), 5)).toEqual({
      cells: [2, 19],
      digit: 25,
      house: 'row',
    });
  });

  it('treats values past N as empty, and checks its arguments', () => {
    expect(findBoardConflict(boardWith(2, [[0, 5], [1, 5]]), 2)).toBeNull();
    expect(() => findBoardConflict(new Uint8Array(80), 3)).toThrow(new RangeError('sudoku-wasm: findBoardConflict: expected 81 cells, got 80'));
    expect(() => findBoardConflict(new Uint8Array(81), 9)).toThrow(
      new RangeError('sudoku-wasm: findBoardConflict: expected n to be a box size from 2 to 8, got 9'),
    );
    expect(() => findBoardConflict([0] as unknown as Uint8Array, 3)).toThrow(TypeError);
  });
});

/** Each house on 16×16 and 25×25: the cells, and how the parsers report them. */
const HOUSE_CASES: {
  n: number;
  house: string;
  givens: [number, number][];
  cells: [number, number];
  message: string;
}[] = [
  // 16×16 row 3: r3c2 and r3c15 hold 11 (B)
  { n: 4, house: 'row', givens: [[33, 11], [46, 11]], cells: [34, 47], message: "digit 11 ('B') appears twice in row 3: r3c2 and r3c15 (cells 34 and 47)" },
  // 16×16 column 7: r2c7 and r14c7 hold 16 (G)
  { n: 4, house: 'column', givens: [[22, 16], [214, 16]], cells: [23, 215], message: "digit 16 ('G') appears twice in column 7: r2c7 and r14c7 (cells 23 and 215)" },
  // 16×16 box 6 (rows 5-8, columns 5-8): r5c5 and r8c8 hold 3
  { n: 4, house: 'box', givens: [[68, 3], [119, 3]], cells: [69, 120], message: 'digit 3 appears twice in box 6: r5c5 and r8c8 (cells 69 and 120)' },
  // 25×25 row 25: r25c1 and r25c25 hold 25 (P)
  { n: 5, house: 'row', givens: [[600, 25], [624, 25]], cells: [601, 625], message: "digit 25 ('P') appears twice in row 25: r25c1 and r25c25 (cells 601 and 625)" },
  // 25×25 column 13: r1c13 and r20c13 hold 20 (K)
  { n: 5, house: 'column', givens: [[12, 20], [487, 20]], cells: [13, 488], message: "digit 20 ('K') appears twice in column 13: r1c13 and r20c13 (cells 13 and 488)" },
  // 25×25 box 25 (rows 21-25, columns 21-25): r21c25 and r25c21 hold 9
  { n: 5, house: 'box', givens: [[524, 9], [620, 9]], cells: [525, 621], message: 'digit 9 appears twice in box 25: r21c25 and r25c21 (cells 525 and 621)' },
];

describe('conflicts in each house on 16×16 and 25×25', () => {
  for (const { n, house, givens, cells, message } of HOUSE_CASES) {
    const side = n * n;
    it(`${side}×${side} ${house}`, () => {
      const board = { n, cells: boardWith(n, givens) };
      const digit = givens[0][1];
      expect(findBoardConflict(board.cells, n)).toEqual({ cells: [cells[0] - 1, cells[1] - 1], digit, house });

      const line = thrown(() => parseBoard(formatBoard(board), { line: 4 }));
      expect(fields(line)).toEqual({ code: 'CONFLICT', line: 4, cells, digit, house });
      expect(line.message).toBe(`line 4: ${message}`);

      // In a grid, the line of the second cell's row (separator lines counted).
      const grid = thrown(() => parseBoard(formatBoard(board, { style: 'grid' })));
      const row = Math.ceil(cells[1] / side);
      expect(fields(grid)).toEqual({ code: 'CONFLICT', line: row + Math.floor((row - 1) / n), cells, digit, house });

      const numbers = thrown(() => parseBoard(formatBoard(board, { style: 'numbers' })));
      expect(numbers.cells).toEqual(cells);
      expect(numbers.message).toBe(`line ${row}: ${message.replace(/ \('.'\)/, '')}`);

      const array = thrown(() => parseBoard(board.cells));
      expect(fields(array)).toEqual({ code: 'CONFLICT', cells, digit, house });

      const out = new Uint8Array(side * side);
      expect(fields(tryParseBoardLine(formatBoard(board), n, out, 0, 9))).toEqual({
        code: 'CONFLICT',
        line: 9,
        cells,
        digit,
        house,
      });
    });
  }
});
