/**
 * 4×4 boards against the plain oracle, over every general engine: random subsets of complete
 * grids, arbitrary small inputs (conflicts and out-of-range values included), the empty
 * board, conflicting givens.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENERAL_ENGINES, solveWith } from './engines';
import { isValidSolution, oracleCount, patternGrid } from './oracle';

/** A few complete 4×4 grids (the shifted-rows pattern and two others). */
const GRIDS_4 = [
  Array.from(patternGrid(2)),
  [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1],
  [2, 1, 4, 3, 4, 3, 2, 1, 1, 2, 3, 4, 3, 4, 1, 2],
];

/** Mostly empty cells, some givens 1…4, now and then a value outside 1…4 (treated as empty). */
const cellArb = fc.oneof(
  { arbitrary: fc.constant(0), weight: 6 },
  { arbitrary: fc.integer({ min: 1, max: 4 }), weight: 3 },
  { arbitrary: fc.integer({ min: 5, max: 255 }), weight: 1 },
);

describe.each(GENERAL_ENGINES)('$name on 4×4 boards', ({ create }) => {
  const search = create();

  it('grids are valid (test data check)', () => {
    for (const g of GRIDS_4) expect(isValidSolution(2, g, g)).toBe(true);
  });

  it('random subsets of complete grids: counts as the oracle at limits 1, 2, 1000; solutions valid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GRIDS_4),
        fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
        fc.constantFrom(1, 2, 1000),
        (grid, keep, limit) => {
          const cells = Uint8Array.from(grid, (v, i) => (keep[i] ? v : 0));
          const expected = Math.min(oracleCount(2, cells, limit).count, limit);
          const result = solveWith(search, 2, cells, limit);
          expect(result.count).toBe(expected);
          expect(result.count).toBeGreaterThanOrEqual(1);
          expect(result.solution).not.toBeNull();
          expect(isValidSolution(2, cells, result.solution!)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('arbitrary 4×4 inputs: counts as the oracle, no solution when it finds none', () => {
    fc.assert(
      fc.property(fc.array(cellArb, { minLength: 16, maxLength: 16 }), fc.constantFrom(1, 2, 1000), (values, limit) => {
        const cells = Uint8Array.from(values);
        const oracle = oracleCount(2, cells.map((v) => (v <= 4 ? v : 0)), limit);
        const result = solveWith(search, 2, cells, limit);
        expect(result.count).toBe(Math.min(oracle.count, limit));
        if (oracle.count === 0) expect(result.solution).toBeNull();
        else expect(isValidSolution(2, cells.map((v) => (v <= 4 ? v : 0)), result.solution!)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the empty 4×4 board has 288 solutions', () => {
    expect(solveWith(search, 2, new Uint8Array(16), 1000).count).toBe(288);
    expect(solveWith(search, 2, new Uint8Array(16), 100).count).toBe(100);
    expect(oracleCount(2, new Uint8Array(16), 1000).count).toBe(288);
  });

  it('conflicting givens give 0 solutions', () => {
    const sameRow = new Uint8Array(16);
    sameRow[0] = sameRow[3] = 2;
    const sameColumn = new Uint8Array(16);
    sameColumn[1] = sameColumn[13] = 4;
    const sameBox = new Uint8Array(16);
    sameBox[0] = sameBox[5] = 1;
    for (const cells of [sameRow, sameColumn, sameBox]) {
      const result = solveWith(search, 2, cells, 10);
      expect(result).toEqual({ count: 0, nodes: 0, solution: null });
    }
    // no direct clash, but no room: 1 is given in rows 0, 1 and columns 0, 1 → box 0 has no 1
    const noRoom = new Uint8Array(16);
    noRoom[2] = 1; // r0c2
    noRoom[7] = 1; // r1c3
    noRoom[8] = 1; // r2c0
    noRoom[13] = 1; // r3c1
    expect(solveWith(search, 2, noRoom, 10).count).toBe(0);
    expect(oracleCount(2, noRoom, 10).count).toBe(0);
  });

  it('a complete valid grid is one solution with no nodes; a full invalid grid none', () => {
    const grid = Uint8Array.from(GRIDS_4[1]);
    expect(solveWith(search, 2, grid, 2)).toEqual({ count: 1, nodes: 0, solution: Array.from(grid) });
    grid[0] = 2;
    expect(solveWith(search, 2, grid, 2).count).toBe(0);
  });

  it('limit below 1 counts as 1', () => {
    expect(solveWith(search, 2, new Uint8Array(16), 0).count).toBe(1);
    expect(solveWith(search, 2, new Uint8Array(16), -5).count).toBe(1);
  });
});

describe('the two general engines agree on 4×4 boards', () => {
  it('counts and validity on arbitrary inputs', () => {
    const engines = GENERAL_ENGINES.map((e) => e.create());
    fc.assert(
      fc.property(fc.array(cellArb, { minLength: 16, maxLength: 16 }), (values) => {
        const cells = Uint8Array.from(values);
        const [a, b] = engines.map((s) => solveWith(s, 2, cells, 1000));
        expect(a.count).toBe(b.count);
        expect(a.solution === null).toBe(b.solution === null);
      }),
      { numRuns: 300 },
    );
  });
});
