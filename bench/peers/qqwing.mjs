/**
 * Peer adapter: `qqwing` (Stephen Ostermiller's solver/generator, JavaScript port of the C++ tool;
 * GPL-2.0, used here only as an installed dependency).
 *
 * Encoding: `setPuzzle(number[81])`, row-major, 0 = empty, 1..9 = given.
 * Limit 1: `solve()` (singles, hidden singles, pairs, pointing…, then guessing), and the
 *   solution is read with `getSolutionString()` in ONE_LINE print style (81 digits + "\n").
 * Limit 2: the public `countSolutions()` ignores its limit (it always counts all solutions), so
 *   the adapter calls `countSolutions(2, true)` right after `setPuzzle()` (which resets the
 *   board), i.e. the package's own "stop at two" path. That path returns no grid, so limit-2
 *   answers carry the count only; counts above 2 are clamped to 2.
 * History recording and logging stay off (their defaults).
 */
import { createRequire } from 'node:module';
import { installedVersion } from '../lib/pkg.mjs';

const QQWing = createRequire(import.meta.url)('qqwing');
const qq = new QQWing();
qq.setPrintStyle(QQWing.PrintStyle.ONE_LINE);
const board = new Array(81);

export default {
  name: 'qqwing',
  package: 'qqwing',
  version: installedVersion('qqwing'),
  kind: 'logic (singles … pointing pairs) + guessing',
  supportsCount: true,
  solve(puzzle81, limit) {
    for (let i = 0; i < 81; i++) {
      const ch = puzzle81.charCodeAt(i);
      board[i] = ch === 46 ? 0 : ch - 48;
    }
    qq.setPuzzle(board);
    if (limit >= 2) return { count: Math.min(qq.countSolutions(2, true), limit) };
    if (!qq.solve()) return { count: 0 };
    return { count: 1, solution: qq.getSolutionString().slice(0, 81) };
  },
};
