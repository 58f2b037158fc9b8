/**
 * Peer adapter: `sudoku` (Blagovest Dachev's port of David Bau's Python generator/solver;
 * GPL-3.0 per its README, used here only as an installed dependency).
 *
 * Encoding: `solvepuzzle(board)` takes a flat array of 81, digits 0..8 (= 1..9) and `null` for
 * an empty cell, and returns the solved board in the same encoding (or null). The solver
 * deduces naked and hidden singles, then guesses (in random order) on the most constrained
 * cell or digit placement.
 * Counting: only the first solution is exported, so this peer runs in limit-1 mode only.
 */
import { createRequire } from 'node:module';
import { digitsToString } from '../lib/grid-string.mjs';
import { installedVersion } from '../lib/pkg.mjs';

const { solvepuzzle } = createRequire(import.meta.url)('sudoku');

export default {
  name: 'sudoku (dachev)',
  package: 'sudoku',
  version: installedVersion('sudoku'),
  kind: 'singles + hidden singles + guessing',
  supportsCount: false,
  solve(puzzle81) {
    const board = new Array(81);
    for (let i = 0; i < 81; i++) {
      const ch = puzzle81.charCodeAt(i);
      board[i] = ch === 46 ? null : ch - 49;
    }
    const answer = solvepuzzle(board);
    if (!answer) return { count: 0 };
    return { count: 1, solution: digitsToString(answer, 0, 1) };
  },
};
