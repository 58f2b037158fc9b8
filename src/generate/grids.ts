/**
 * Random complete grids of every box size n = 2…8, reproducible from a seed.
 *
 * Owns: {@link generateGrid} and its two methods. Does not own: the uniform sampler
 * (uniform-grid.ts) or the search that completes a grid (the general engines).
 *
 *   method        sizes        how                                               distribution
 *   uniform       4×4, 9×9     importance sampling with rejection (uniform-grid) every grid equally likely
 *   transformed   all          diagonal boxes filled at random, completed by the  every grid of an
 *                              bitmask engine, then a random transformation       equivalence class equally
 *                                                                                 likely; classes not
 *
 * `transformed` (the only method above 9×9): the n boxes on the main diagonal share no row,
 * column or box, so they are filled with independent random permutations; the bitmask engine
 * completes the grid (first solution; fillings it cannot complete, about half at 4×4, or not
 * within {@link NODES_PER_CELL} nodes a cell, are drawn again);
 * then a random validity-preserving transformation (digits relabelled, rows permuted within
 * bands, bands, columns within stacks, stacks, and a transposition) is applied, which spreads
 * each grid evenly over its equivalence class, but the classes keep the engine's odds.
 */
import { checkKeys, keysOf } from '../api/options.js';
import type { Board } from '../board/index.js';
import { freeGeneralSearch } from '../engine/registry.js';
import type { Backend } from '../engine/types.js';
import { Random, seedOf } from './random.js';
import { hasUniformSampler, UniformGridSampler } from './uniform-grid.js';

/** How {@link generateGrid} draws a grid (see the module header). */
export type GridMethod = 'uniform' | 'transformed';

/** Options of {@link generateGrid}. */
export interface GenerateGridOptions {
  /** Seed of the PRNG (default 1; any integer, taken modulo 2^32): same seed, same grid. */
  seed?: number;
  /** Backend of the engine (default: WebAssembly where available). */
  backend?: Backend;
  /** `uniform` (default for 4×4 and 9×9, the only sizes it supports) or `transformed` (faster; every size). */
  method?: GridMethod;
}

const GRID_OPTION_KEYS = keysOf<GenerateGridOptions>()({ seed: true, backend: true, method: true });

/** Checks a box size (2…8). */
export function checkBox(n: number): void {
  if (!Number.isInteger(n) || n < 2 || n > 8) throw new RangeError(`sudoku-wasm: box size must be 2..8, got ${n}`);
}

const samplers = new Map<number, UniformGridSampler>();

/** The shared uniform sampler of box size n (2 or 3). */
export function uniformSampler(n: number): UniformGridSampler {
  let sampler = samplers.get(n);
  if (!sampler) samplers.set(n, (sampler = new UniformGridSampler(n)));
  return sampler;
}

/**
 * A random complete grid of box size n (2…8), reproducible from `options.seed`.
 * @throws {RangeError} for a box size outside 2…8, or `method: 'uniform'` above 9×9
 */
export function generateGrid(n: number, options: GenerateGridOptions = {}): Board {
  checkKeys(options, GRID_OPTION_KEYS, 'generateGrid');
  checkBox(n);
  return { n, cells: gridFrom(n, new Random(seedOf(options.seed, 'generateGrid')), options.method, options.backend) };
}

/** A grid drawn with `random` (the generator's entry: it keeps one stream per puzzle). */
export function gridFrom(n: number, random: Random, method: GridMethod | undefined, backend: Backend | undefined): Uint8Array {
  const chosen = method ?? (hasUniformSampler(n) ? 'uniform' : 'transformed');
  if (chosen === 'uniform') {
    if (!hasUniformSampler(n)) throw new RangeError(`sudoku-wasm: method 'uniform' supports 4×4 and 9×9 grids only, got ${n * n}×${n * n}`);
    return uniformSampler(n).sample(random);
  }
  if (chosen !== 'transformed') throw new RangeError(`sudoku-wasm: unknown grid method '${String(method)}' (uniform, transformed)`);
  return scramble(n, completedDiagonal(n, random, backend), random);
}

/**
 * Nodes per cell that completing one diagonal filling may take before another is drawn. The
 * search time is heavy-tailed from 36×36 up: without a budget, 64×64 seed 1 ran for over a
 * minute, while most fillings complete in a few thousand nodes. Measured (seeds 1–10 at 64×64,
 * 1–20 at 36×36 and 49×49): 3 a cell takes 2.1 s per 64×64 grid on average (5.5 s at most),
 * against 4.4 s with 10 and 4.3 s with 1; 0.2 s per 49×49 grid; 25×25 and below need no new draw.
 */
const NODES_PER_CELL = 3;

/** Diagonal boxes filled at random and completed by the bitmask engine. */
function completedDiagonal(n: number, random: Random, backend: Backend | undefined): Uint8Array {
  const N = n * n;
  const search = freeGeneralSearch('bitmask', backend);
  const grid = new Uint8Array(N * N);
  const budget = NODES_PER_CELL * N * N;
  // For n ≥ 3 every diagonal filling completes; for 4×4 about half do not: draw again, and
  // after the budget too (see NODES_PER_CELL)
  for (;;) {
    const cells = new Uint8Array(N * N);
    for (let b = 0; b < n; b++) {
      const digits = random.shuffle(Array.from({ length: N }, (_, i) => i + 1));
      for (let k = 0; k < N; k++) cells[(b * n + ((k / n) | 0)) * N + b * n + (k % n)] = digits[k];
    }
    search.start(n, cells, 1);
    if (search.run(budget) === 'done' && search.readSolution(grid)) return grid;
  }
}

/** Applies a random validity-preserving transformation to a complete grid. */
function scramble(n: number, grid: Uint8Array, random: Random): Uint8Array {
  const N = n * n;
  const lineOrder = () => {
    const bands = random.shuffle(Array.from({ length: n }, (_, i) => i));
    return bands.flatMap((band) => random.shuffle(Array.from({ length: n }, (_, i) => band * n + i)));
  };
  const rows = lineOrder();
  const cols = lineOrder();
  const digits = [0, ...random.shuffle(Array.from({ length: N }, (_, i) => i + 1))];
  const transpose = random.below(2) === 1;
  const out = new Uint8Array(N * N);
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      const target = transpose ? c * N + r : r * N + c;
      out[target] = digits[grid[rows[r] * N + cols[c]]];
    }
  }
  return out;
}
