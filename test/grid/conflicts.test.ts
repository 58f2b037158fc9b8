import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findConflict } from '../../src/grid';
import { conflictFreeGrid, naiveConflict, PUZZLE_CELLS, SOLUTION, solvedGrid } from './fixtures';

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
    expect(() => findConflict(new Uint8Array(80))).toThrow(new RangeError('expected 81 cells, got 80'));
  });

  it('generated solved grids have no conflict (checks the test generator)', () => {
    fc.assert(fc.property(solvedGrid, (cells) => naiveConflict(cells) === null && !cells.includes(0)));
  });

  it('agrees with the by-definition reference on random sparse grids', () => {
    const sparse = fc.array(
      fc.oneof({ arbitrary: fc.constant(0), weight: 5 }, { arbitrary: fc.integer({ min: 1, max: 9 }), weight: 1 }),
      { minLength: 81, maxLength: 81 },
    );
    fc.assert(
      fc.property(fc.oneof(sparse.map((a) => Uint8Array.from(a)), conflictFreeGrid), (cells) => {
        const got = findConflict(cells);
        const want = naiveConflict(cells);
        expect(got === null ? null : [got.cells[0], got.cells[1], got.digit, got.house]).toEqual(want);
      }),
      { numRuns: 2000 },
    );
  });
});
