/**
 * Peer adapter: `@algorithm.ts/sudoku` (a DLX-based solver from the algorithm.ts collection).
 * The package solves any (n²)×(n²) board (`childMatrixWidth: n`), so this adapter serves both
 * benchmarks: the default export is the 9×9 adapter of run.mjs, `forSize(n)` the adapter of
 * sizes.mjs.
 *
 * Encoding: the package wants a flat `number[N²]`, row-major, digits 0..N−1 (= 1..N) and −1 for
 * an empty cell; `solve(puzzle, solution)` fills `solution` with 0..N−1 and returns true if a
 * solution exists. One `SudokuSolver({ childMatrixWidth: n })` per size is built once and
 * reused (its DLX node pool is puzzle-independent; `solve` re-initialises it). The package adds
 * all N options of every empty cell (no reduction by the givens) and sizes its node pool for
 * the full N³ × 4N² matrix: `new Array(4N² · N³ + N² + 1)` per link field, 39 million entries at
 * 25×25, past V8's fast-array limit, so those arrays are dictionary-mode hash tables (checked
 * with `%HasDictionaryElements`: false at 16×16, true at 25×25) and 25×25 boards take ~0.27 s
 * each. That is the package's choice, measured as it is.
 * Input/output: boards in the alnum alphabet (lib/board-string.mjs).
 * Counting: the public API stops at the first solution, so this peer runs in limit-1 mode only.
 */
import { SudokuSolver } from '@algorithm.ts/sudoku';
import { VALUE_OF, boardString } from '../lib/board-string.mjs';
import { installedVersion } from '../lib/pkg.mjs';

/**
 * The adapter for box size n (2…5 in the benchmark; the package itself has no upper bound).
 * @returns {{ solve(puzzle: string): { count: number, solution?: string } }}
 */
export function forSize(n) {
  const N = n * n;
  const CELLS = N * N;
  const solver = new SudokuSolver({ childMatrixWidth: n });
  return {
    solve(puzzle) {
      const board = new Array(CELLS);
      for (let i = 0; i < CELLS; i++) board[i] = VALUE_OF[puzzle.charCodeAt(i)] - 1;
      const solution = new Array(CELLS);
      if (!solver.solve(board, solution)) return { count: 0 };
      return { count: 1, solution: boardString(solution, CELLS, 0, 1) };
    },
  };
}

export default {
  name: '@algorithm.ts/sudoku',
  package: '@algorithm.ts/sudoku',
  version: installedVersion('@algorithm.ts/sudoku'),
  kind: 'DLX (own encoding inside the package)',
  family: 'dlx',
  supportsCount: false,
  ...forSize(3),
};
