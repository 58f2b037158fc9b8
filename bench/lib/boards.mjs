/**
 * The board sets of the general-sizes benchmark (sizes.mjs): which files, and how to read them.
 *
 * Owns: the set list (4×4, three 9×9 files, 16×16, 25×25), reading both file formats into one
 * shape, and the expected count of every board at a limit. Does not own: solving, checking a
 * solution (lib/check-board.mjs), sampling for time (lib/measure.mjs).
 *
 * Formats:
 *   test/fixtures/board-{4,16,25}.txt   `puzzle:count:solution`, alnum alphabet ('.' empty,
 *                                       1-9 then A-Z); count exact or "N+" (at least N);
 *                                       solution present when the count is 1; `#` lines skipped
 *   shared/puzzles/<set>.txt            one 81-char 9×9 puzzle per line (lib/puzzles.mjs); every
 *                                       puzzle of the three sets used here has one solution
 *
 * A set's `take` keeps that many boards at an even stride over the file, in file order (17_clue
 * has 49,158 easy puzzles; 5,000 spread over it keep its mix and the run short).
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { strideIndices } from './measure.mjs';
import { BENCH_DIR, findPuzzleDir, loadPuzzles } from './puzzles.mjs';

export const FIXTURE_DIR = join(BENCH_DIR, '..', 'test', 'fixtures');

/**
 * Sets in table order. `source`: `fixture` (file in test/fixtures) or `puzzles` (file in the
 * shared puzzle directory).
 */
export const BOARD_SETS = [
  { id: 'board-4', n: 2, source: 'fixture', file: 'board-4.txt' },
  { id: 'magictour_top1465', n: 3, source: 'puzzles', file: 'magictour_top1465.txt' },
  { id: 'forum_hardest_1106', n: 3, source: 'puzzles', file: 'forum_hardest_1106.txt' },
  { id: '17_clue', n: 3, source: 'puzzles', file: '17_clue.txt', take: 5000 },
  { id: 'board-16', n: 4, source: 'fixture', file: 'board-16.txt' },
  { id: 'board-25', n: 5, source: 'fixture', file: 'board-25.txt' },
];

/** The set with this id. @throws {Error} naming the known ids */
export function boardSet(id) {
  const set = BOARD_SETS.find((s) => s.id === id);
  if (!set) throw new Error(`unknown set ${id}; have ${BOARD_SETS.map((s) => s.id).join(', ')}`);
  return set;
}

/** Absolute path of a set's file. */
export function setPath(set, puzzleDir) {
  return set.source === 'fixture' ? join(FIXTURE_DIR, set.file) : join(puzzleDir ?? findPuzzleDir(), set.file);
}

/**
 * Reads a fixture file.
 * @returns {{puzzle: string, count: number, atLeast: boolean, solution?: string}[]}
 * @throws {Error} with file and line when a line is malformed or a board has the wrong length
 */
function loadFixture(file, n) {
  const cells = n ** 4;
  const out = [];
  const lines = readFileSync(file, 'latin1').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '' || line.startsWith('#')) continue;
    const m = /^([^:]+):(\d+)(\+?):(.*)$/.exec(line);
    if (!m || m[1].length !== cells || (m[4] !== '' && m[4].length !== cells)) {
      throw new Error(`${basename(file)}:${i + 1}: expected puzzle:count:solution with ${cells}-char boards`);
    }
    const board = { puzzle: m[1], count: Number(m[2]), atLeast: m[3] === '+' };
    if (m[4]) board.solution = m[4];
    out.push(board);
  }
  return out;
}

/**
 * Loads a set.
 * @returns {{ n: number, total: number, boards: {puzzle: string, count: number, atLeast: boolean, solution?: string}[] }}
 *   `total` is the file's board count, `boards` the ones kept (all unless the set has `take`)
 */
export function loadBoardSet(set, puzzleDir) {
  const file = setPath(set, puzzleDir);
  if (!existsSync(file)) throw new Error(`${file} not found`);
  const all = set.source === 'fixture'
    ? loadFixture(file, set.n)
    : loadPuzzles(file).map((puzzle) => ({ puzzle, count: 1, atLeast: false }));
  const boards = set.take ? strideIndices(all.length, set.take).map((i) => all[i]) : all;
  return { n: set.n, total: all.length, boards };
}

/** The count a correct search must report for `board` at `limit`: min(count, limit). */
export function expectedCount(board, limit) {
  if (board.atLeast && board.count < limit) return null; // "N+" below the limit: unknown exact count
  return Math.min(board.count, limit);
}
