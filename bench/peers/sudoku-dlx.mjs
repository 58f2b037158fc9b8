/**
 * Peer adapter: `sudoku-dlx` (Tim Beyer's Sudoku front end for `dancing-links`; 1.0.0 pins the
 * older dancing-links 2.x, installed nested under it).
 *
 * Encoding: the package's own string API, `solveString(puzzle81)`, with '.' for empty cells;
 * it returns an array of solutions, each an array of `{ row, col, number }` (number 1..9).
 * Counting: the only alternative to "first solution" is `all = true` (every solution, no
 * limit), which is unbounded on multi-solution puzzles, so this peer runs in limit-1 mode only.
 */
import { createRequire } from 'node:module';
import { digitsToString } from '../lib/grid-string.mjs';
import { installedVersion } from '../lib/pkg.mjs';

const { solveString } = createRequire(import.meta.url)('sudoku-dlx');
const grid = new Uint8Array(81);

export default {
  name: 'sudoku-dlx',
  package: 'sudoku-dlx',
  version: installedVersion('sudoku-dlx'),
  kind: 'DLX via dancing-links 2.x',
  supportsCount: false,
  solve(puzzle81) {
    const solutions = solveString(puzzle81);
    if (solutions.length === 0) return { count: 0 };
    for (const { row, col, number } of solutions[0]) grid[row * 9 + col] = number;
    return { count: 1, solution: digitsToString(grid) };
  },
};
