/**
 * The clues a generated puzzle reads off a filled grid outside the lines: sandwich sums beside
 * the rows and columns, little killer sums along diagonals, odd and even cells
 * (src/variant/model.ts says what each rule means).
 *
 * Owns: drawing those from the seeded stream. Does not own: the grid (./grid.ts), the lines
 * (./lines.ts, ./shapes.ts) or the givens (./make.ts).
 */
import type { LittleKiller, Parity, Sandwich, VariantSize } from '../model.js';
import { between, shuffle, type Rng } from './grid.js';

/**
 * Every sandwich clue of the grid: for each row, then each column, the sum of the digits
 * between its 1 and its N (0 when they are neighbours).
 */
export function sandwichClues(n: VariantSize, grid: string): Sandwich[] {
  const clues: Sandwich[] = [];
  for (const line of ['row', 'column'] as const) {
    for (let index = 0; index < n; index++) {
      const digits = Array.from({ length: n }, (_, k) => Number(grid[line === 'row' ? index * n + k : k * n + index]));
      const [a, b] = [digits.indexOf(1), digits.indexOf(n)].sort((x, y) => x - y);
      const sum = digits.slice(a + 1, b).reduce((s, d) => s + d, 0);
      clues.push({ type: 'sandwich', line, index, sum });
    }
  }
  return clues;
}

/**
 * Every whole diagonal of the grid of at least `shortest` cells, once from each end: the cells
 * from the clue inward, as the model's little killer has them.
 */
function diagonals(n: number, shortest: number): number[][] {
  const out: number[][] = [];
  const inside = (r: number, c: number): boolean => r >= 0 && r < n && c >= 0 && c < n;
  for (const [dr, dc] of [[1, 1], [1, -1], [-1, 1], [-1, -1]]) {
    for (let cell = 0; cell < n * n; cell++) {
      const r0 = Math.floor(cell / n);
      const c0 = cell % n;
      if (inside(r0 - dr, c0 - dc)) continue; // not where a diagonal enters the grid
      const cells: number[] = [];
      for (let r = r0, c = c0; inside(r, c); r += dr, c += dc) cells.push(r * n + c);
      if (cells.length >= shortest) out.push(cells);
    }
  }
  return out;
}

/**
 * `count` little killer clues on different diagonals of 3 cells or more, each pointing from a
 * random end, with the grid's sums.
 */
export function littleKillers(rng: Rng, n: VariantSize, grid: string, count: number): LittleKiller[] {
  const seen = new Set<string>();
  const clues: LittleKiller[] = [];
  for (const cells of shuffle(rng, diagonals(n, 3))) {
    const key = cells.slice().sort((a, b) => a - b).join(',');
    if (seen.has(key)) continue; // the same diagonal from its other end
    seen.add(key);
    clues.push({ type: 'littleKiller', cells, sum: cells.reduce((s, c) => s + Number(grid[c]), 0) });
    if (clues.length === count) break;
  }
  return clues;
}

/**
 * Odd and even cells: between ⌈N²/10⌉ and ⌊N²/6⌋ random cells (9×9: 9–13), each marked with
 * its digit's parity; the odd ones first, each list in reading order.
 */
export function parityCells(rng: Rng, n: VariantSize, grid: string): Parity[] {
  const count = between(rng, Math.ceil((n * n) / 10), Math.floor((n * n) / 6));
  const cells = shuffle(rng, Array.from({ length: n * n }, (_, i) => i)).slice(0, count).sort((a, b) => a - b);
  const odd = cells.filter((c) => Number(grid[c]) % 2 === 1);
  const even = cells.filter((c) => Number(grid[c]) % 2 === 0);
  return [
    ...(odd.length ? [{ type: 'odd', cells: odd } as const] : []),
    ...(even.length ? [{ type: 'even', cells: even } as const] : []),
  ];
}
