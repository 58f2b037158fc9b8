/**
 * Peer adapter: `@algorithm.ts/sudoku` (a DLX-based solver from the algorithm.ts collection).
 *
 * Encoding: the package wants a flat `number[81]`, row-major, digits 0..8 (= 1..9) and −1 for
 * an empty cell; `solve(puzzle, solution)` fills `solution` with 0..8 and returns true if a
 * solution exists. One `SudokuSolver({ childMatrixWidth: 3 })` is built once and reused (its
 * DLX node pool is puzzle-independent; `solve` re-initialises it).
 * Counting: the public API stops at the first solution, so this peer runs in limit-1 mode only.
 */
import { SudokuSolver } from '@algorithm.ts/sudoku';
import { digitsToString } from '../lib/grid-string.mjs';
import { installedVersion } from '../lib/pkg.mjs';

const solver = new SudokuSolver({ childMatrixWidth: 3 });

export default {
  name: '@algorithm.ts/sudoku',
  package: '@algorithm.ts/sudoku',
  version: installedVersion('@algorithm.ts/sudoku'),
  kind: 'DLX (own encoding inside the package)',
  supportsCount: false,
  solve(puzzle81) {
    const board = new Array(81);
    for (let i = 0; i < 81; i++) {
      const ch = puzzle81.charCodeAt(i);
      board[i] = ch === 46 ? -1 : ch - 49;
    }
    const solution = new Array(81);
    if (!solver.solve(board, solution)) return { count: 0 };
    return { count: 1, solution: digitsToString(solution, 0, 1) };
  },
};
