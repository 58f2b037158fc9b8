/**
 * Hand-made candidate grids for technique tests: every candidate except one digit, kept only
 * in chosen cells of chosen houses.
 */
import { CandidateGrid } from '../../../src/logic/grid';

/**
 * A grid of box size n with every candidate, except `digit`: it stays only in the listed
 * cells (1-based [row, column]) of the listed rows and boxes (houses named 'r1', 'b4').
 */
export function shapedHouses(n: number, digit: number, keep: Record<string, [number, number][]>): CandidateGrid {
  const grid = new CandidateGrid(n);
  const N = grid.N;
  for (const [house, cells] of Object.entries(keep)) {
    const index = Number(house.slice(1)) - 1;
    const kept = new Set(cells.map(([r, c]) => (r - 1) * N + c - 1));
    for (let cell = 0; cell < grid.C; cell++) {
      const r = (cell / N) | 0;
      const c = cell % N;
      const inHouse = house[0] === 'r' ? r === index : house[0] === 'c' ? c === index : ((r / n) | 0) * n + ((c / n) | 0) === index;
      if (inHouse && !kept.has(cell)) grid.eliminate(cell, digit);
    }
  }
  return grid;
}
