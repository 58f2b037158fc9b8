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
 * completes the grid (first solution; 4×4 fillings that cannot be completed are drawn again, and
 * so are fillings whose completion runs past a node budget: {@link COMPLETION_NODES_PER_CELL});
 * then a random validity-preserving transformation (digits relabelled, rows permuted within
 * bands, bands, columns within stacks, stacks, and a transposition) is applied, which spreads
 * each grid evenly over its equivalence class, but the classes keep the engine's odds.
 */
import { checkInteger, checkKeys, choice, keysOf, nameCall } from '../api/options.js';
import type { Board } from '../board/index.js';
import { freeGeneralSearch, generalSearchHeld, holdGeneralSearch } from '../engine/registry.js';
import type { Backend } from '../engine/types.js';
import { Random, seedOf } from './random.js';
import { hasUniformSampler, UniformGridSampler } from './uniform-grid.js';
import { runSync, type Work } from './work.js';

/**
 * How {@link generateGrid} draws a grid (see the module header).
 * @category Generate
 */
export type GridMethod = 'uniform' | 'transformed';

/**
 * Options of {@link generateGrid}.
 * @category Generate
 */
export interface GenerateGridOptions {
  /** Seed of the PRNG (default 1; any integer, taken modulo 2^32): same seed, same grid. */
  seed?: number | undefined;
  /** Backend of the engine (default: WebAssembly where available). */
  backend?: Backend | undefined;
  /** `uniform` (default for 4×4 and 9×9, the only sizes it supports) or `transformed` (faster; every size). */
  method?: GridMethod | undefined;
}

const GRID_OPTION_KEYS = keysOf<GenerateGridOptions>()({ seed: true, backend: true, method: true });

/**
 * Checks a box size (2…8), the first argument of `where`.
 * @throws {TypeError} for a value that is not a number; {RangeError} for a number outside 2…8
 */
export function checkBox(n: number, where: string): void {
  checkInteger(n, 2, `${where}: n (the box size)`, 8);
}

const samplers = new Map<number, UniformGridSampler>();

/** The shared uniform sampler of box size n (2 or 3). */
export function uniformSampler(n: number): UniformGridSampler {
  let sampler = samplers.get(n);
  if (!sampler) samplers.set(n, (sampler = new UniformGridSampler(n)));
  return sampler;
}

/**
 * Checks the choices of the calls that draw grids (`generateGrid`, `generatePuzzle`, and
 * `generate` whose method is `gridMethod`): the method and the backend, said naming the call.
 * @throws {TypeError} for a value that is none of the choices
 */
export function checkGridChoices(method: unknown, backend: unknown, where: string, methodKey = 'method'): void {
  choice(method, ['uniform', 'transformed'], 'uniform', `${where}: ${methodKey}`);
  choice(backend, ['wasm', 'ts'], 'wasm', `${where}: backend`);
}

/**
 * A random complete grid of box size n (2…8), reproducible from `options.seed`.
 * @param n the box size: 2 for 4×4, 3 for 9×9, up to 8 for 64×64
 * @param options `seed`, `method` and `backend` ({@link GenerateGridOptions})
 * @throws {RangeError} for a box size outside 2…8, or `method: 'uniform'` above 9×9
 * @example
 * ```ts
 * import { formatBoard, generateGrid } from 'sudoku-wasm';
 *
 * formatBoard(generateGrid(2, { seed: 1 })); // → '4123324114322314'
 * ```
 * @category Generate
 */
export function generateGrid(n: number, options: GenerateGridOptions = {}): Board {
  try {
    checkKeys(options, GRID_OPTION_KEYS, 'generateGrid');
    checkGridChoices(options.method, options.backend, 'generateGrid');
    checkBox(n, 'generateGrid');
    return { n, cells: runSync(gridFrom(n, new Random(seedOf(options.seed, 'generateGrid')), options.method, options.backend)) };
  } catch (error) {
    throw nameCall(error, 'generateGrid'); // the shared checks below, named
  }
}

/**
 * A grid drawn with `random` (the generator's entry: it keeps one stream per puzzle). Pauses
 * between slices of a long search (see work.ts).
 */
export function* gridFrom(n: number, random: Random, method: GridMethod | undefined, backend: Backend | undefined): Work<Uint8Array> {
  const chosen = method ?? (hasUniformSampler(n) ? 'uniform' : 'transformed');
  if (chosen === 'uniform') {
    if (!hasUniformSampler(n)) throw new RangeError(`sudoku-wasm: method 'uniform' supports 4×4 and 9×9 grids only, got ${n * n}×${n * n}`);
    return uniformSampler(n).sample(random);
  }
  if (chosen !== 'transformed') throw new RangeError(`sudoku-wasm: unknown grid method '${String(method)}' (uniform, transformed)`);
  return scramble(n, yield* completedDiagonal(n, random, backend), random);
}

/**
 * Nodes the completion of one diagonal filling may take before another is drawn, per cell (at
 * least 1,024 in all). The search's cost is heavy-tailed from 25×25 up: most fillings complete
 * in under one node per cell, a few not in millions (a 36×36 seed took 12 s, a 64×64 one more
 * than 150), so a filling that runs long is dropped for a fresh one (a restart). Mean nodes to a
 * grid, measured over 8–40 seeds per size with 1, 2, 4 and 8 nodes per cell: 64×64 144k, 89k,
 * 117k, 217k; 49×49 (1, 2, 4) 8.0k, 7.4k, 12k; 36×36 2.3k, 3.1k, 4.2k; 25×25 (2) 380 (without
 * restarts, 3 seeds of 300 took 9.8k to over 100k). 16×16 and smaller never reach the budget.
 */
const COMPLETION_NODES_PER_CELL = 2;
/** Nodes of the search between two pauses. */
const COMPLETION_SLICE = 1 << 12;

/**
 * Diagonal boxes filled at random and completed by the bitmask engine. The shared search, when
 * it is the one used, is held while the work is paused between slices, so that calls made
 * meanwhile take a search of their own.
 */
function* completedDiagonal(n: number, random: Random, backend: Backend | undefined): Work<Uint8Array> {
  const N = n * n;
  const search = freeGeneralSearch('bitmask', backend); // the shared one, unless another holds it
  const release = generalSearchHeld('bitmask', backend) ? undefined : holdGeneralSearch('bitmask', backend);
  const grid = new Uint8Array(N * N);
  const budget = Math.max(COMPLETION_NODES_PER_CELL * N * N, 1 << 10);
  try {
    // For n ≥ 3 every diagonal filling completes; for 4×4 about half do not, so draw again; and
    // draw again when the completion runs past its budget.
    for (;;) {
      const cells = new Uint8Array(N * N);
      for (let b = 0; b < n; b++) {
        const digits = random.shuffle(Array.from({ length: N }, (_, i) => i + 1));
        for (let k = 0; k < N; k++) cells[(b * n + ((k / n) | 0)) * N + b * n + (k % n)] = digits[k];
      }
      search.start(n, cells, 1);
      for (let left = budget; left > 0 && search.run(Math.min(left, COMPLETION_SLICE)) === 'paused'; left -= COMPLETION_SLICE) yield;
      if (search.readSolution(grid)) return grid;
    }
  } finally {
    release?.();
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
