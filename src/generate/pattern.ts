/**
 * Puzzles on the caller's clue pattern: a grid whose digits at the pattern's cells have one
 * solution.
 *
 * Owns: the search for such a grid. Does not own: drawing the first grid (grids.ts) or
 * counting (dig.ts's counter, with its node budget above 9×9).
 *
 * A random grid almost never works: on a 24-clue pattern taken from a minimal puzzle, none of
 * 18,628 random grids did. So the grid is improved step by step (a descent):
 *
 *   f(G) = solutions of G's digits at the pattern cells, counted up to CAP
 *   repeat: G' = G with digits a and b swapped on one "swap component" that meets the pattern
 *           keep G' when f(G') ≤ f(G)          until f = 1, or STEPS steps
 *
 * A swap component: the cells holding a or b, joined when they share a row, column or box.
 * Each row, column and box holds one a and one b, and both fall in the same component, so
 * exchanging a and b on a whole component leaves a valid grid (a component that is every a and
 * b cell is a relabelling, which changes nothing; it is skipped).
 */
import type { SolutionCounter } from './dig.js';
import type { Random } from './random.js';
import type { Work } from './work.js';

/** Solutions counted up to this many per step. */
const CAP = 64;
/** Steps of the descent from one grid. */
const STEPS = 300;
/** Digit pairs tried for a step before giving up on it. */
const PAIR_TRIES = 16;

/**
 * Improves `grid` (changed in place) until its digits at the pattern cells have one solution.
 * Pauses before each count (see work.ts).
 * @returns the puzzle (the grid's digits at the pattern, 0 elsewhere), or null after STEPS steps
 */
export function* fitPattern(grid: Uint8Array, pattern: Uint8Array, n: number, random: Random, count: SolutionCounter): Work<Uint8Array | null> {
  const puzzle = (g: Uint8Array): Uint8Array => g.map((digit, cell) => (pattern[cell] ? digit : 0));
  // a count stopped by the node budget (above 9×9) counts as the cap: no better than before
  const solutions = (g: Uint8Array): number => {
    const found = count(puzzle(g), CAP);
    return found < 0 ? CAP : found;
  };
  let best = solutions(grid);
  for (let step = 0; step < STEPS && best > 1; step++) {
    const component = swapComponent(grid, pattern, n, random);
    if (component === null) break;
    const [a, b, cells] = component;
    const next = grid.slice();
    for (const cell of cells) next[cell] = next[cell] === a ? b : a;
    yield;
    const found = solutions(next);
    if (found <= best) {
      grid.set(next);
      best = found;
    }
  }
  return best === 1 ? puzzle(grid) : null;
}

/** A random swap component that meets the pattern: digits a, b and its cells; null if none was found. */
function swapComponent(grid: Uint8Array, pattern: Uint8Array, n: number, random: Random): [number, number, number[]] | null {
  const N = n * n;
  for (let tries = 0; tries < PAIR_TRIES; tries++) {
    const a = 1 + random.below(N);
    let b = 1 + random.below(N - 1);
    if (b >= a) b++;
    const cells: number[] = [];
    for (let cell = 0; cell < grid.length; cell++) if (grid[cell] === a || grid[cell] === b) cells.push(cell);
    // Union-find over the 2N cells: join the two cells of each row, column and box.
    const parent = cells.map((_, i) => i);
    const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
    const houseOf = [(cell: number) => (cell / N) | 0, (cell: number) => cell % N, (cell: number) => ((((cell / N) | 0) / n) | 0) * n + (((cell % N) / n) | 0)];
    for (const house of houseOf) {
      const first = new Map<number, number>();
      cells.forEach((cell, i) => {
        const h = house(cell);
        const j = first.get(h);
        if (j === undefined) first.set(h, i);
        else parent[find(i)] = find(j);
      });
    }
    const groups = new Map<number, number[]>();
    cells.forEach((cell, i) => {
      const root = find(i);
      const group = groups.get(root);
      if (group) group.push(cell);
      else groups.set(root, [cell]);
    });
    if (groups.size < 2) continue;
    const useful = [...groups.values()].filter((group) => group.some((cell) => pattern[cell]));
    if (useful.length === 0) continue;
    return [a, b, useful[random.below(useful.length)]];
  }
  return null;
}
