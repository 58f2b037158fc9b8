/**
 * The `candidates` restriction over every general engine: all digits allowed changes nothing;
 * forbidding the unique solution's digit in one cell (empty or given) gives 0 solutions;
 * restricting cells to sets that contain the solution keeps it; the high word (digits 33…64)
 * is honoured on 36×36 and 64×64 boards.
 */
import { describe, expect, it } from 'vitest';
import { GENERAL_ENGINES, solveWith } from './engines';
import { allCandidates, forbid, patternGrid } from './oracle';
import { PINNED_9 } from './puzzles';

const unique = PINNED_9.filter((p) => p.count === 1);

describe.each(GENERAL_ENGINES)('$name with candidates', ({ create }) => {
  const search = create();

  it('allowing every digit is the same as no restriction', () => {
    for (const p of unique) {
      expect(solveWith(search, 3, p.cells, 2, { candidates: allCandidates(3) })).toEqual(solveWith(search, 3, p.cells, 2));
    }
  });

  it("forbidding the solution's digit in one cell gives 0 solutions", () => {
    for (const p of unique) {
      const { solution } = solveWith(search, 3, p.cells, 2);
      const empty = p.cells.indexOf(0);
      const given = p.cells.findIndex((v) => v !== 0);
      for (const cell of [empty, given, 80]) {
        const candidates = allCandidates(3);
        forbid(candidates, cell, solution![cell]);
        expect(solveWith(search, 3, p.cells, 2, { candidates }).count, `cell ${cell}`).toBe(0);
      }
    }
  });

  it('two candidates per empty cell, one of them right: the same unique solution', () => {
    for (const p of unique) {
      const { solution } = solveWith(search, 3, p.cells, 2);
      const candidates = new Uint32Array(162);
      for (let i = 0; i < 81; i++) {
        const d = solution![i];
        const other = (d % 9) + 1;
        candidates[2 * i] = (1 << (d - 1)) | (p.cells[i] ? 0 : 1 << (other - 1));
      }
      const restricted = solveWith(search, 3, p.cells, 2, { candidates });
      expect(restricted.count).toBe(1);
      expect(restricted.solution).toEqual(solution);
    }
  });

  it('candidates alone can pin down the whole grid (no givens)', () => {
    const grid = patternGrid(3);
    const candidates = new Uint32Array(162);
    for (let i = 0; i < 81; i++) candidates[2 * i] = 1 << (grid[i] - 1);
    const result = solveWith(search, 3, new Uint8Array(81), 2, { candidates });
    expect(result).toMatchObject({ count: 1, nodes: search.kind === 'dlx' ? 81 : 0, solution: Array.from(grid) });
  });

  it('an empty candidate set in one cell gives 0 solutions', () => {
    const candidates = allCandidates(2);
    candidates[2 * 5] = 0;
    expect(solveWith(search, 2, new Uint8Array(16), 1000, { candidates }).count).toBe(0);
  });

  it.each([6, 8])('n = %i: the high word restricts digits above 32', (n) => {
    const N = n * n;
    const grid = patternGrid(n);
    const cells = grid.slice();
    const blanks = [0, N + 3, 7 * N + 9];
    for (const i of blanks) cells[i] = 0;
    // make sure at least one blank holds a digit above 32
    const high = grid.findIndex((v, i) => v > 32 && i > 8 * N);
    cells[high] = 0;
    expect(solveWith(search, n, cells, 2).count).toBe(1);
    const candidates = allCandidates(n);
    forbid(candidates, high, grid[high]);
    expect(solveWith(search, n, cells, 2, { candidates }).count).toBe(0);
    const only = new Uint32Array(2 * N * N);
    const d = grid[high];
    only[2 * high + 1] = 1 << (d - 33);
    for (const i of blanks) only[2 * i + (grid[i] > 32 ? 1 : 0)] = 1 << ((grid[i] - 1) % 32);
    for (let i = 0; i < N * N; i++) if (cells[i]) only[2 * i + (grid[i] > 32 ? 1 : 0)] = 1 << ((grid[i] - 1) % 32);
    expect(solveWith(search, n, cells, 2, { candidates: only }).solution).toEqual(Array.from(grid));
  });
});
