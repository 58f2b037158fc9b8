/**
 * Counters worked out by hand, on every backend. Each board carries its trace: "#k" is the k-th
 * call of step() (= recursions so far), "bt" the backtracks so far, "legal" what the cell
 * allows when the call looks at it (row, column and box givens/placements removed).
 * The numbers below come from these traces, not from running the code.
 *
 * 4×4 cell names are (row, column), 0-based; 9×9 boards are the shifted-rows grid
 *
 *   r0: 1 2 3 4 5 6 7 8 9     r3: 2 3 4 5 6 7 8 9 1     r6: 3 4 5 6 7 8 9 1 2
 *   r1: 4 5 6 7 8 9 1 2 3     r4: 5 6 7 8 9 1 2 3 4     r7: 6 7 8 9 1 2 3 4 5
 *   r2: 7 8 9 1 2 3 4 5 6     r5: 8 9 1 2 3 4 5 6 7     r8: 9 1 2 3 4 5 6 7 8
 *
 * with a few cells blanked.
 */
import { describe, expect, it } from 'vitest';
import type { ClassicSettings } from '../../src/classic/types';
import { CLASSIC_BACKENDS, cellsOf, patternGrid, settings, textOf } from './support';

interface Expect {
  count: number;
  recursions: number;
  backtracks: number;
  stopped?: boolean;
  solution?: string | null;
}

interface Case {
  readonly name: string;
  readonly n: number;
  readonly board: string;
  readonly settings: Partial<ClassicSettings>;
  readonly expect: Expect;
}

/**
 * A: 4×4, one blank per row on the diagonal, every blank has exactly one legal digit.
 *
 *   . 2 3 4      #1 (0,0) legal {1} → 1     #2 (1,1) legal {4} → 4
 *   3 . 1 2      #3 (2,2) legal {4} → 4     #4 (3,3) legal {1} → 1
 *   2 1 . 3      #5 no empty cell: solution 1234 3412 2143 4321
 *   4 3 2 .      → recursions 5, backtracks 0, whatever the cell or digit order
 *                  (MRV: every blank has 1 legal digit, the first in reading order wins).
 *   limit 2: after #5, #4 takes its 1 back (bt 1), no other digit; #3 (bt 2); #2 (bt 3);
 *            #1 (bt 4) → count 1, recursions 5, backtracks 4.
 */
const A = '.2343.1221.3432.';
const A_SOLUTION = '1234341221434321';

/**
 * B: 4×4 from the grid 2143 4321 1234 3412 with (0,0), (0,1), (2,0) blank.
 *
 *   . . 4 3      reading, ascending:
 *   4 3 2 1        #1 (0,0) legal {1,2} (row 4 3, column 4 3, box 4 3) → 1
 *   . 2 3 4        #2 (0,1) row 1 4 3, column 3 2 4 → legal {} : dead end
 *   3 4 1 2           take 1 back (bt 1); (0,0) → 2
 *                  #3 (0,1) legal {1} → 1
 *                  #4 (2,0) row 2 3 4, column 2 4 3 → legal {1} → 1
 *                  #5 solution 2143 4321 1234 3412 → recursions 5, backtracks 1
 *                  limit 2: then #4 takes back (bt 2), #3 (bt 3), #1 takes its 2 back (bt 4),
 *                  (0,0) has nothing left → count 1, recursions 5, backtracks 4
 *   reading, descending: #1 (0,0) → 2, #2 (0,1) {1}, #3 (2,0) {1}, #4 solution → 4 / 0
 *   mrv, ascending: #1 counts (0,0) 2, (0,1) 1 {1}, (2,0) 1 {1} → (0,1) ← 1
 *                   #2 (0,0) {2} and (2,0) {1}, both 1 → (0,0) ← 2; #3 (2,0) ← 1; #4 solution → 4 / 0
 */
const B = '..434321.2343412';
const B_SOLUTION = '2143432112343412';

/**
 * C: 4×4 with givens (0,3)=4, (1,1)=3, (2,2)=3 and no solution.
 *
 *   . . . 4      reading, ascending:
 *   . 3 . .        #1 (0,0) row 4, box 3 → legal {1,2} → 1
 *   . . 3 .        #2 (0,1) row 1 4, column 3, box 1 3 → {2} → 2
 *   . . . .        #3 (0,2) row 1 2 4, column 3 → {} : dead end; back: bt 1 (the 2 at (0,1)),
 *                     #2 has nothing left; bt 2 (the 1 at (0,0)); (0,0) → 2
 *                  #4 (0,1) {1} → 1;  #5 (0,2) row 1 2 4, column 3 → {} : dead end
 *                     bt 3 (the 1 at (0,1)), bt 4 (the 2 at (0,0)); (0,0) has nothing left
 *                  → count 0, recursions 5, backtracks 4
 *   reading, descending: the same with (0,0) trying 2 first → 5 / 4.
 *   mrv: #1 the fewest is 2 ((0,0), (0,1), (0,2), (1,2), (1,3), (2,3), (3,3) have 2; none has
 *        fewer) → (0,0). After (0,0) ← 1: (0,1) {2} and (0,2) {2} have 1, nobody 0 → (0,1);
 *        then (0,2) has 0 → dead, as in reading order; after (0,0) ← 2 likewise. → 5 / 4
 *        for both digit orders.
 */
const C = '...4.3....3.....';

/**
 * D: 4×4 with two solutions: the grid of B with (0,0), (0,1), (2,0), (2,1) blank (a
 * rectangle whose two rows can swap 1 and 2).
 *
 *   . . 4 3      reading, ascending, limit 2:
 *   4 3 2 1        #1 (0,0) {1,2} → 1;  #2 (0,1) {2} → 2;  #3 (2,0) row 3 4, column 1 4 3 → {2} → 2
 *   . . 3 4        #4 (2,1) {1} → 1;  #5 solution 1 (1243 4321 2134 3412), recorded
 *   3 4 1 2        back: bt 1 (2,1), bt 2 (2,0), bt 3 (0,1), bt 4 (0,0); (0,0) → 2
 *                  #6 (0,1) {1};  #7 (2,0) {1};  #8 (2,1) {2};  #9 solution 2: limit reached
 *                  → count 2, recursions 9, backtracks 4, first solution 1243 4321 2134 3412
 *   limit 1: #1…#5 → 5 / 0.   descending: (0,0) tries 2 first, the mirror image: limit 1 → 5 / 0
 *   with solution 2143 4321 1234 3412; limit 2 → 9 / 4 with that solution first.
 *   mrv, ascending, limit 2: #1 all four blanks have {1,2} → (0,0) ← 1; #2 (0,1) {2}, (2,0) {2}
 *   have 1, (2,1) has 2 → (0,1) ← 2; #3 (2,0) ← 2; #4 (2,1) ← 1; #5 solution; the same path
 *   as reading order → 9 / 4.
 */
const D = '..434321..343412';
const D_FIRST_ASC = '1243432121343412';
const D_FIRST_DESC = '2143432112343412';

/**
 * Z: 4×4 whose cell (3,3) is dead from the start (row 1, column 4 3, box 2 3 1):
 *
 *   . . . 4      mrv: #1 scans in reading order; nothing before (3,3) has 0 legal digits
 *   . . . .           ((1,2) has 1: {3}), (3,3) has 0 → chosen → no digit → count 0, 1 / 0
 *   . . 2 3
 *   . . 1 .
 */
const Z = '...4......23..1.';

/** The 9×9 shifted-rows grid with the given cells (row, column) blanked. */
function blanked(cells: Array<[number, number]>): string {
  const grid = patternGrid(3);
  for (const [r, c] of cells) grid[r * 9 + c] = 0;
  return textOf(grid);
}
const GRID_9 = textOf(patternGrid(3));

/**
 * E1: 9×9, (3,1)=3, (3,8)=1, (5,2)=1, (8,1)=1 blanked. Reading order visits (3,1), (3,8),
 * (5,2), (8,1).
 *   reading, ascending:
 *     #1 (3,1): row 3 misses 3 1, column 1 misses 3 1, box 3 misses 3 1 → {1,3} → 1 (wrong)
 *     #2 (3,8): row 3 now misses only 3, column 8 holds 3 (r1) → {} : dead; bt 1; (3,1) → 3
 *     #3 (3,8) {1} → 1;  #4 (5,2) {1} → 1;  #5 (8,1) {1} → 1;  #6 solution → 6 / 1
 *     limit 2 (the solution is unique): back from #6: bt 2 (8,1), bt 3 (5,2), bt 4 (3,8),
 *     bt 5 (3,1); nothing left → count 1, recursions 6, backtracks 5
 *     budget 3: #1, #2, #3 counted; (3,8) ← 1; the call #4 is refused → stopped, 3 / 1, count 0
 *     budget 5: #5 places (8,1) ← 1, the solution call #6 is refused → stopped, 5 / 1, count 0
 *     budget 6: everything fits exactly → not stopped, 6 / 1, count 1
 *   reading, descending: #1 (3,1) → 3 first; then (3,8), (5,2), (8,1) one digit each → 5 / 0
 *   mrv (either digit order): #1 counts (3,1) 2, (3,8) 1, (5,2) 1, (8,1) 1 → (3,8) ← 1;
 *     #2 (3,1) {3} → 3; #3 (5,2) ← 1; #4 (8,1) ← 1; #5 solution → 5 / 0
 */
const E1 = blanked([[3, 1], [3, 8], [5, 2], [8, 1]]);

/**
 * E2: 9×9, (0,0)=1, (0,1)=2, (3,0)=2 blanked. Reading order visits (0,0), (0,1), (3,0).
 *   reading, ascending: (0,0) {1,2} → 1, (0,1) {2}, (3,0) {2}, #4 solution → 4 / 0
 *   reading, descending:
 *     #1 (0,0) {1,2} → 2 (wrong);  #2 (0,1): row 0 misses only 1, column 1 holds 1 (r8) → {} ;
 *     bt 1; (0,0) → 1;  #3 (0,1) {2};  #4 (3,0) {2};  #5 solution → 5 / 1
 *   mrv (either digit order): #1 (0,0) 2, (0,1) 1 {2}, (3,0) 1 {2} → (0,1) ← 2;
 *     #2 (0,0) {1} → 1; #3 (3,0) ← 2; #4 solution → 4 / 0
 */
const E2 = blanked([[0, 0], [0, 1], [3, 0]]);

const CASES: Case[] = [
  ...(['reading', 'mrv'] as const).flatMap((cellOrder) =>
    (['ascending', 'descending', 'shuffled'] as const).map(
      (digitOrder): Case => ({
        name: `A ${cellOrder} ${digitOrder}`,
        n: 2,
        board: A,
        settings: { cellOrder, digitOrder, seed: 12345 },
        expect: { count: 1, recursions: 5, backtracks: 0, solution: A_SOLUTION },
      }),
    ),
  ),
  { name: 'A limit 2', n: 2, board: A, settings: { limit: 2 }, expect: { count: 1, recursions: 5, backtracks: 4, solution: A_SOLUTION } },
  { name: 'B reading ascending', n: 2, board: B, settings: {}, expect: { count: 1, recursions: 5, backtracks: 1, solution: B_SOLUTION } },
  { name: 'B reading ascending limit 2', n: 2, board: B, settings: { limit: 2 }, expect: { count: 1, recursions: 5, backtracks: 4, solution: B_SOLUTION } },
  { name: 'B reading descending', n: 2, board: B, settings: { digitOrder: 'descending' }, expect: { count: 1, recursions: 4, backtracks: 0, solution: B_SOLUTION } },
  { name: 'B mrv ascending', n: 2, board: B, settings: { cellOrder: 'mrv' }, expect: { count: 1, recursions: 4, backtracks: 0, solution: B_SOLUTION } },
  ...(['reading', 'mrv'] as const).flatMap((cellOrder) =>
    (['ascending', 'descending'] as const).map(
      (digitOrder): Case => ({
        name: `C ${cellOrder} ${digitOrder}`,
        n: 2,
        board: C,
        settings: { cellOrder, digitOrder },
        expect: { count: 0, recursions: 5, backtracks: 4, solution: null },
      }),
    ),
  ),
  { name: 'D limit 1 ascending', n: 2, board: D, settings: {}, expect: { count: 1, recursions: 5, backtracks: 0, solution: D_FIRST_ASC } },
  { name: 'D limit 2 ascending', n: 2, board: D, settings: { limit: 2 }, expect: { count: 2, recursions: 9, backtracks: 4, solution: D_FIRST_ASC } },
  { name: 'D limit 1 descending', n: 2, board: D, settings: { digitOrder: 'descending' }, expect: { count: 1, recursions: 5, backtracks: 0, solution: D_FIRST_DESC } },
  { name: 'D limit 2 descending', n: 2, board: D, settings: { digitOrder: 'descending', limit: 2 }, expect: { count: 2, recursions: 9, backtracks: 4, solution: D_FIRST_DESC } },
  { name: 'D limit 2 mrv ascending', n: 2, board: D, settings: { cellOrder: 'mrv', limit: 2 }, expect: { count: 2, recursions: 9, backtracks: 4, solution: D_FIRST_ASC } },
  { name: 'Z mrv ascending', n: 2, board: Z, settings: { cellOrder: 'mrv' }, expect: { count: 0, recursions: 1, backtracks: 0, solution: null } },
  { name: 'Z mrv descending', n: 2, board: Z, settings: { cellOrder: 'mrv', digitOrder: 'descending' }, expect: { count: 0, recursions: 1, backtracks: 0, solution: null } },
  { name: 'E1 reading ascending', n: 3, board: E1, settings: {}, expect: { count: 1, recursions: 6, backtracks: 1, solution: GRID_9 } },
  { name: 'E1 reading ascending limit 2', n: 3, board: E1, settings: { limit: 2 }, expect: { count: 1, recursions: 6, backtracks: 5, solution: GRID_9 } },
  { name: 'E1 budget 3', n: 3, board: E1, settings: { maxRecursions: 3 }, expect: { count: 0, recursions: 3, backtracks: 1, stopped: true, solution: null } },
  { name: 'E1 budget 5', n: 3, board: E1, settings: { maxRecursions: 5 }, expect: { count: 0, recursions: 5, backtracks: 1, stopped: true, solution: null } },
  { name: 'E1 budget 6', n: 3, board: E1, settings: { maxRecursions: 6 }, expect: { count: 1, recursions: 6, backtracks: 1, stopped: false, solution: GRID_9 } },
  { name: 'E1 reading descending', n: 3, board: E1, settings: { digitOrder: 'descending' }, expect: { count: 1, recursions: 5, backtracks: 0, solution: GRID_9 } },
  { name: 'E1 mrv ascending', n: 3, board: E1, settings: { cellOrder: 'mrv' }, expect: { count: 1, recursions: 5, backtracks: 0, solution: GRID_9 } },
  { name: 'E1 mrv descending', n: 3, board: E1, settings: { cellOrder: 'mrv', digitOrder: 'descending' }, expect: { count: 1, recursions: 5, backtracks: 0, solution: GRID_9 } },
  { name: 'E2 reading ascending', n: 3, board: E2, settings: {}, expect: { count: 1, recursions: 4, backtracks: 0, solution: GRID_9 } },
  { name: 'E2 reading descending', n: 3, board: E2, settings: { digitOrder: 'descending' }, expect: { count: 1, recursions: 5, backtracks: 1, solution: GRID_9 } },
  { name: 'E2 mrv ascending', n: 3, board: E2, settings: { cellOrder: 'mrv' }, expect: { count: 1, recursions: 4, backtracks: 0, solution: GRID_9 } },
  { name: 'E2 mrv descending', n: 3, board: E2, settings: { cellOrder: 'mrv', digitOrder: 'descending' }, expect: { count: 1, recursions: 4, backtracks: 0, solution: GRID_9 } },
  // A solved grid: one call that finds no empty cell; limit 2 changes nothing (no digit to take back).
  { name: 'solved 9×9', n: 3, board: GRID_9, settings: {}, expect: { count: 1, recursions: 1, backtracks: 0, solution: GRID_9 } },
  { name: 'solved 9×9 limit 2', n: 3, board: GRID_9, settings: { limit: 2 }, expect: { count: 1, recursions: 1, backtracks: 0, solution: GRID_9 } },
];

describe.each(CLASSIC_BACKENDS)('$name: hand-traced counters', (backend) => {
  it('the 9×9 test grid is the shifted-rows grid of the comment', () => {
    expect(GRID_9.slice(0, 18)).toBe('123456789456789123');
    expect(GRID_9.slice(72)).toBe('912345678');
  });

  it.each(CASES)('$name', ({ n, board, settings: partial, expect: want }) => {
    const run = backend.run(n, cellsOf(board), settings(partial));
    expect({
      count: run.count,
      recursions: run.recursions,
      backtracks: run.backtracks,
      stopped: run.stopped,
      solution: run.solution === null ? null : textOf(run.solution),
    }).toEqual({ stopped: false, ...want });
  });

  it('A shuffled draws 3 numbers at each of its 4 calls that have an empty cell', () => {
    // state += 0x6D2B79F5 per draw: 12 draws
    const run = backend.run(2, cellsOf(A), settings({ digitOrder: 'shuffled', seed: 12345 }));
    expect(run.seed).toBe((12345 + 12 * 0x6d2b79f5) % 2 ** 32);
  });

  it('a solved grid draws nothing, even shuffled', () => {
    const run = backend.run(3, cellsOf(GRID_9), settings({ digitOrder: 'shuffled', seed: 7 }));
    expect(run.seed).toBe(7);
  });

  it('conflicting givens: 0 solutions, no recursion, PRNG untouched', () => {
    const sameRow = cellsOf('1..1............');
    const sameColumn = cellsOf('.3.......3......');
    const sameBox = cellsOf('2....2..........');
    for (const cells of [sameRow, sameColumn, sameBox]) {
      for (const digitOrder of ['ascending', 'shuffled'] as const) {
        const run = backend.run(2, cells, settings({ digitOrder, seed: 99, limit: 5 }));
        expect(run).toEqual({ count: 0, solution: null, recursions: 0, backtracks: 0, stopped: false, seed: 99 });
      }
    }
  });
});
