/**
 * The line rules a generated puzzle draws on a filled grid: German whispers, renban,
 * palindrome and region-sum lines, each a king-move path the grid's digits already obey
 * (src/variant/model.ts says what each rule means).
 *
 * Owns: walking such paths from the seeded stream. Does not own: the grid (./grid.ts), the
 * thermometers and arrows (./shapes.ts, whose path walk this reuses) or the givens (./make.ts).
 *
 * Every line is walked from a random free cell one king's move at a time, each step drawn among
 * the neighbours that can still end in a line of the rule (whispers: the difference holds;
 * renban: the digits differ and span no more than the line's length allows; region-sum: every
 * finished segment has the first one's sum and the open one does not exceed it), so most walks
 * succeed; a palindrome grows from its middle outward, one pair of equal digits at a time. No
 * two lines share a cell, nor a cell of a line already on the puzzle (a thermometer or an arrow
 * of another family), so combined families stay readable.
 */
import { variantGrid } from '../grid.js';
import type { Constraint, VariantPuzzle, VariantSize } from '../model.js';
import { between, pick, type Rng } from './grid.js';
import { kingNeighbours, randomPath } from './shapes.js';

/** How many lines, and of how many cells, a rule draws on an n×n grid: [fewest, most]. */
export interface LineCounts {
  count: readonly [number, number];
  length: readonly [number, number];
}

/** Whether `next` may follow `path` on a line of `length` cells. */
type Step = (path: readonly number[], next: number, length: number) => boolean;

/** The cells of the lines (and arrows) a puzzle already has. */
export function lineCells(puzzle: Pick<VariantPuzzle, 'constraints'>): Set<number> {
  const taken = new Set<number>();
  for (const k of puzzle.constraints) {
    if (k.type === 'arrow') for (const c of [...k.circle, ...k.shaft]) taken.add(c);
    else if (k.type === 'thermometer' || k.type === 'whispers' || k.type === 'renban' || k.type === 'palindrome' || k.type === 'regionSum') {
      for (const c of k.cells) taken.add(c);
    }
  }
  return taken;
}

/**
 * `counts.count` lines (the number drawn first) walked with `step`, each kept when `whole`
 * says the finished path is a line of the rule; null when that many were not found.
 */
function walkLines(
  rng: Rng,
  n: number,
  puzzle: Pick<VariantPuzzle, 'constraints'>,
  counts: LineCounts,
  step: Step,
  whole: (path: number[]) => boolean = () => true,
): number[][] | null {
  const near = kingNeighbours(n);
  const used = lineCells(puzzle);
  const count = between(rng, counts.count[0], counts.count[1]);
  const lines: number[][] = [];
  for (let attempt = 0; lines.length < count && attempt < 2000; attempt++) {
    const start = Math.floor(rng() * n * n);
    if (used.has(start)) continue;
    const length = between(rng, counts.length[0], counts.length[1]);
    const path = randomPath(rng, start, length, near, used, (p, m) => step(p, m, length), 5);
    if (!path || !whole(path)) continue;
    for (const c of path) used.add(c);
    lines.push(path);
  }
  return lines.length === count ? lines : null;
}

/** German whispers: neighbours on the line differ by at least ⌈N/2⌉ (the model's default). */
export function whispersLines(rng: Rng, n: VariantSize, grid: string, puzzle: VariantPuzzle, counts: LineCounts): Constraint[] | null {
  const gap = Math.ceil(n / 2);
  const step: Step = (p, m) => Math.abs(Number(grid[m]) - Number(grid[p[p.length - 1]])) >= gap;
  return walkLines(rng, n, puzzle, counts, step)?.map((cells) => ({ type: 'whispers', cells })) ?? null;
}

/** Renban: the line's digits differ and, once it is whole, form a run of consecutive numbers. */
export function renbanLines(rng: Rng, n: VariantSize, grid: string, puzzle: VariantPuzzle, counts: LineCounts): Constraint[] | null {
  const step: Step = (p, m, length) => {
    const digits = [...p, m].map((c) => Number(grid[c]));
    // `length` different digits within a span of `length` are consecutive
    return new Set(digits).size === digits.length && Math.max(...digits) - Math.min(...digits) < length;
  };
  return walkLines(rng, n, puzzle, counts, step)?.map((cells) => ({ type: 'renban', cells })) ?? null;
}

/** The sums of the line's segments, a segment a run of consecutive cells in one region. */
function segmentSums(cells: readonly number[], regionOf: ArrayLike<number>, grid: string): number[] {
  const sums: number[] = [];
  cells.forEach((c, i) => {
    if (i === 0 || regionOf[c] !== regionOf[cells[i - 1]]) sums.push(0);
    sums[sums.length - 1] += Number(grid[c]);
  });
  return sums;
}

/** Region-sum lines: the region borders cut each into two or more segments of equal sum. */
export function regionSumLines(rng: Rng, n: VariantSize, grid: string, puzzle: VariantPuzzle, counts: LineCounts): Constraint[] | null {
  const regionOf = puzzle.regions ?? variantGrid(n).boxes;
  const step: Step = (p, m) => {
    const sums = segmentSums([...p, m], regionOf, grid);
    const open = sums.length - 1;
    return sums.every((s, i) => (i < open ? s === sums[0] : s <= sums[0]));
  };
  const whole = (path: number[]): boolean => {
    const sums = segmentSums(path, regionOf, grid);
    return sums.length > 1 && sums.every((s) => s === sums[0]);
  };
  return walkLines(rng, n, puzzle, counts, step, whole)?.map((cells) => ({ type: 'regionSum', cells })) ?? null;
}

/**
 * Palindromes: each grown from its middle (one cell, or two neighbours holding the same digit)
 * by a pair of free cells at a time, one a king's move beyond each end, holding the same digit.
 */
export function palindromeLines(rng: Rng, n: VariantSize, grid: string, puzzle: VariantPuzzle, counts: LineCounts): Constraint[] | null {
  const near = kingNeighbours(n);
  const used = lineCells(puzzle);
  const free = (c: number, path: readonly number[]): boolean => !used.has(c) && !path.includes(c);
  const count = between(rng, counts.count[0], counts.count[1]);
  const lines: Constraint[] = [];
  for (let attempt = 0; lines.length < count && attempt < 2000; attempt++) {
    const start = Math.floor(rng() * n * n);
    if (used.has(start)) continue;
    const length = between(rng, counts.length[0], counts.length[1]);
    let path = [start];
    if (length % 2 === 0) {
      const mates = near[start].filter((m) => free(m, path) && grid[m] === grid[start]);
      if (!mates.length) continue;
      path.push(pick(rng, mates));
    }
    while (path.length < length) {
      const ends: [number, number][] = [];
      for (const a of near[path[0]]) {
        if (!free(a, path)) continue;
        for (const b of near[path[path.length - 1]]) if (b !== a && free(b, path) && grid[a] === grid[b]) ends.push([a, b]);
      }
      if (!ends.length) break;
      const [a, b] = pick(rng, ends);
      path = [a, ...path, b];
    }
    if (path.length !== length) continue;
    for (const c of path) used.add(c);
    lines.push({ type: 'palindrome', cells: path });
  }
  return lines.length === count ? lines : null;
}
