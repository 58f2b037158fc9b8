/**
 * Peer adapter: `dancing-links` (Knuth's DLX, sparse rows) with our own exact-cover encoding,
 * for every box size n (N = n² digits, boards N×N): the default export is the 9×9 adapter of
 * run.mjs, `forSize(n)` the adapter of sizes.mjs for any n from 2 to 5.
 *
 * Encoding (the classic one; N³ options × 4N² primary items; 729 × 324 at 9×9):
 *
 *   option  k = (r·N + c)·N + d          r, c = row, column 0..N−1; d = digit − 1, 0..N−1
 *   items of option k (exactly four):
 *     [    0 ..  N²−1]  cell          r·N + c     "cell r,c holds a digit"
 *     [  N² .. 2N²−1]  row      N²  + r·N + d     "row r holds digit d"
 *     [ 2N² .. 3N²−1]  column  2N²  + c·N + d     "column c holds digit d"
 *     [ 3N² .. 4N²−1]  box     3N²  + b·N + d     "box b holds digit d", b = n·⌊r/n⌋ + ⌊c/n⌋
 *
 * Per puzzle (inside the timed region): a given cell contributes its one option; an empty
 * cell contributes the options whose digit is not already given in its row, column or box
 * (the usual "drop options that contradict a given" reduction; the matrix keeps its 4N² items,
 * only options are omitted). Everything else is left to the DLX search (minimum-size column
 * first). Measured at 9×9 on the first 1,000 puzzles of each file, in one process: the
 * reduction is ~1.4× on 17_clue (matrix building dominates easy puzzles) and about even on the
 * hard files. Used-digit masks are 32-bit, hence n ≤ 5.
 * The N³ option objects are built once per size (puzzle-independent); each solve selects
 * references to them, creates a solver, adds the rows in one batch and asks for `find(limit)`.
 * Input: the board in the alnum alphabet ('.' empty, 1-9 then A-Z; lib/board-string.mjs);
 * output: the first solution in the same alphabet. Counting: `find(2)` stops after two
 * solutions, so limit 2 is supported.
 */
import { DancingLinks } from 'dancing-links';
import { VALUE_OF, boardString } from '../lib/board-string.mjs';
import { installedVersion } from '../lib/pkg.mjs';

/** Largest box size: used-digit masks are 32-bit ints. */
export const MAX_BOX = 5;

const dlx = new DancingLinks();

/**
 * The adapter for box size n.
 * @param {number} n 2…5
 * @returns {{ solve(puzzle: string, limit: number): { count: number, solution?: string } }}
 */
export function forSize(n) {
  if (!(Number.isInteger(n) && n >= 2 && n <= MAX_BOX)) throw new RangeError(`dancing-links adapter: box size 2-${MAX_BOX}, got ${n}`);
  const N = n * n;
  const CELLS = N * N;
  const options = [];
  for (let k = 0; k < CELLS * N; k++) {
    const d = k % N;
    const cell = (k / N) | 0;
    const r = (cell / N) | 0;
    const c = cell % N;
    const b = n * ((r / n) | 0) + ((c / n) | 0);
    options.push({ data: k, columnIndices: [cell, CELLS + r * N + d, 2 * CELLS + c * N + d, 3 * CELLS + b * N + d] });
  }
  const rowOf = new Uint8Array(CELLS);
  const colOf = new Uint8Array(CELLS);
  const boxOf = new Uint8Array(CELLS);
  for (let i = 0; i < CELLS; i++) {
    rowOf[i] = (i / N) | 0;
    colOf[i] = i % N;
    boxOf[i] = n * ((i / (N * n)) | 0) + (((i % N) / n) | 0);
  }
  const rowUsed = new Int32Array(N);
  const colUsed = new Int32Array(N);
  const boxUsed = new Int32Array(N);
  const values = new Uint8Array(CELLS);
  const grid = new Uint8Array(CELLS);

  /** Turns one solution (the N² chosen options) into a board string. */
  const toBoard = (chosen) => {
    for (let i = 0; i < chosen.length; i++) {
      const k = chosen[i].data;
      grid[(k / N) | 0] = (k % N) + 1;
    }
    return boardString(grid, CELLS);
  };

  return {
    solve(puzzle, limit) {
      rowUsed.fill(0);
      colUsed.fill(0);
      boxUsed.fill(0);
      for (let cell = 0; cell < CELLS; cell++) {
        const v = VALUE_OF[puzzle.charCodeAt(cell)];
        values[cell] = v;
        if (v === 0) continue;
        const bit = 1 << (v - 1);
        rowUsed[rowOf[cell]] |= bit;
        colUsed[colOf[cell]] |= bit;
        boxUsed[boxOf[cell]] |= bit;
      }
      const rows = [];
      for (let cell = 0; cell < CELLS; cell++) {
        const v = values[cell];
        if (v !== 0) {
          rows.push(options[cell * N + v - 1]);
          continue;
        }
        const used = rowUsed[rowOf[cell]] | colUsed[colOf[cell]] | boxUsed[boxOf[cell]];
        for (let d = 0; d < N; d++) if (!(used & (1 << d))) rows.push(options[cell * N + d]);
      }
      const solutions = dlx.createSolver({ columns: 4 * CELLS }).addSparseConstraints(rows).find(limit);
      return solutions.length === 0
        ? { count: 0 }
        : { count: solutions.length, solution: toBoard(solutions[0]) };
    },
  };
}

export default {
  name: 'dancing-links',
  package: 'dancing-links',
  version: installedVersion('dancing-links'),
  kind: 'DLX (exact cover), encoding in this adapter',
  family: 'dlx',
  supportsCount: true,
  ...forSize(3),
};
