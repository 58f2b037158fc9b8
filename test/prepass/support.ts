/**
 * Helpers of the pre-pass tests: complete grids of any box size, puzzles cut from them (as
 * plain functions and as fast-check arbitraries), mask reading, and one search run to the end.
 *
 * Owns: the Latin construction value(r, c) = (n·(r mod n) + ⌊r/n⌋ + c) mod N + 1, which is a
 * valid grid for every n, made less regular by a digit relabelling and by row swaps inside
 * bands and column swaps inside stacks (all validity-preserving).
 */
import fc from 'fast-check';
import type { GeneralSearch } from '../../src/engine/general-types';

/** A complete grid and a puzzle cut from it (0 = blank). */
export interface Cut {
  readonly n: number;
  readonly solution: Uint8Array;
  readonly puzzle: Uint8Array;
}

/** The Latin-construction grid of box size n, before any shuffling. */
export function latinGrid(n: number): Uint8Array {
  const N = n * n;
  const grid = new Uint8Array(N * N);
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) grid[r * N + c] = ((n * (r % n) + ((r / n) | 0) + c) % N) + 1;
  }
  return grid;
}

/**
 * The Latin grid with digits relabelled (`relabel[d-1]` replaces d), rows reordered by
 * `rowOrder` and columns by `colOrder` (each must keep rows/columns inside their band/stack).
 */
export function shuffledGrid(n: number, relabel: readonly number[], rowOrder: readonly number[], colOrder: readonly number[]): Uint8Array {
  const N = n * n;
  const base = latinGrid(n);
  const grid = new Uint8Array(N * N);
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) grid[r * N + c] = relabel[base[rowOrder[r] * N + colOrder[c]] - 1];
  }
  return grid;
}

/** The grid with the cells whose `draw` is below `blankPercent` blanked. */
export function cut(n: number, solution: Uint8Array, draws: readonly number[], blankPercent: number): Cut {
  const puzzle = solution.slice();
  for (let i = 0; i < puzzle.length; i++) if (draws[i] < blankPercent) puzzle[i] = 0;
  return { n, solution, puzzle };
}

/** A permutation of 0…N-1 that keeps each index inside its group of n (a band or a stack). */
const inGroupOrder = (n: number): fc.Arbitrary<number[]> =>
  fc
    .tuple(...Array.from({ length: n }, () => fc.shuffledSubarray(range(n), { minLength: n, maxLength: n })))
    .map((groups) => groups.flatMap((g, k) => g.map((x) => k * n + x)));

/** Random puzzles of box size n with their generating solution; `blank` = range of blank %. */
export function cutArb(n: number, blank: { min: number; max: number }): fc.Arbitrary<Cut> {
  const N = n * n;
  return fc
    .record({
      relabel: fc.shuffledSubarray(range(N, 1), { minLength: N, maxLength: N }),
      rowOrder: inGroupOrder(n),
      colOrder: inGroupOrder(n),
      percent: fc.integer(blank),
      draws: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: N * N, maxLength: N * N }),
    })
    .map(({ relabel, rowOrder, colOrder, percent, draws }) =>
      cut(n, shuffledGrid(n, relabel, rowOrder, colOrder), draws, percent),
    );
}

/** 0…k-1 (or from…from+k-1). */
export function range(k: number, from = 0): number[] {
  return Array.from({ length: k }, (_, i) => from + i);
}

/** True when digit d is allowed in `cell` by a two-words-per-cell candidates array. */
export function allows(candidates: Uint32Array, cell: number, d: number): boolean {
  const word = d <= 32 ? candidates[2 * cell] : candidates[2 * cell + 1];
  return ((word >>> ((d - 1) & 31)) & 1) === 1;
}

/** The digits allowed in `cell`, ascending. */
export function digitsOf(candidates: Uint32Array, cell: number, N: number): number[] {
  return range(N, 1).filter((d) => allows(candidates, cell, d));
}

/** Candidates allowing every digit 1…N in each of C cells. */
export function allDigits(n: number): Uint32Array {
  const N = n * n;
  const out = new Uint32Array(2 * N * N);
  for (let i = 0; i < N * N; i++) {
    out[2 * i] = N >= 32 ? 0xffffffff : 2 ** N - 1;
    out[2 * i + 1] = N > 32 ? 2 ** (N - 32) - 1 : 0;
  }
  return out;
}

/** Sets `cell`'s candidates to exactly `digits`. */
export function setDigits(candidates: Uint32Array, cell: number, digits: readonly number[]): void {
  let lo = 0;
  let hi = 0;
  for (const d of digits) {
    if (d <= 32) lo += 2 ** (d - 1);
    else hi += 2 ** (d - 33);
  }
  candidates[2 * cell] = lo;
  candidates[2 * cell + 1] = hi;
}

/** True when cells a and b share a row, a column or a box. */
export function arePeers(n: number, a: number, b: number): boolean {
  const N = n * n;
  const [ra, ca, rb, cb] = [Math.floor(a / N), a % N, Math.floor(b / N), b % N];
  const sameBox = Math.floor(ra / n) === Math.floor(rb / n) && Math.floor(ca / n) === Math.floor(cb / n);
  return a !== b && (ra === rb || ca === cb || sameBox);
}

/** What one search reports when run to the end (or to the node cap). */
export interface Outcome {
  count: number;
  nodes: number;
  solution: number[] | null;
  /** True when the search hit {@link NODE_CAP} first (the outcome is then not an answer). */
  capped: boolean;
}

/**
 * Most nodes one test search may take: a random cut of a 16×16 grid can need a search no test
 * should wait for (a sync test cannot be timed out; one such cut ran for over 10 minutes). The properties that
 * use it have fixed seeds, so CI runs the same cases every time.
 */
export const NODE_CAP = 250_000;

/** Starts `search` and runs it to the end, or to {@link NODE_CAP} nodes. */
export function runSearch(search: GeneralSearch, n: number, cells: Uint8Array, limit: number, candidates?: Uint32Array): Outcome {
  search.start(n, cells, limit, candidates);
  const capped = search.run(NODE_CAP) === 'paused';
  const out = new Uint8Array(n ** 4);
  const found = search.readSolution(out);
  return { count: search.count, nodes: search.nodes, solution: found ? Array.from(out) : null, capped };
}
