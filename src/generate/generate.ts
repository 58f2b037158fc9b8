/**
 * Seeded generation of complete grids and of puzzles with a unique solution, for every box
 * size n = 2…8 (used by the tests and fixtures; also public API).
 *
 * Owns: the two procedures. Does not own: searching (the general engines do that).
 *
 * Complete grid: fill the n boxes on the main diagonal with independent random permutations
 * (they share no row, column or box), complete with the bitmask engine (first solution; 4×4
 * fillings that cannot be completed, about half of them, are drawn again), then
 * apply a random validity-preserving transformation (relabel digits, permute rows within bands,
 * bands, columns within stacks, stacks, and transpose) so the result is not biased towards the
 * engine's digit order. Puzzle: visit the cells in random order and blank each one whose
 * removal keeps the solution unique (count to 2 within a node budget; a check that runs out of
 * budget keeps the clue, so the result is still proven unique and still reproducible).
 */
import type { Backend } from '../engine/types';
import { freeGeneralSearch } from '../engine/registry';
import { Random } from './random';

/** Options of the generators. */
export interface GenerateOptions {
  /** Seed of the PRNG (default 1): same seed, same board. */
  seed?: number;
  /** Backend of the engine used (default: WebAssembly where available). */
  backend?: Backend;
  /**
   * Node budget of each uniqueness check when removing clues (default 2,000 up to 9×9, 500 for
   * 16×16, 200 above: measured on this machine, 16×16 puzzles take ~90 ms and 25×25 ~0.6 s
   * with about 95 and 275 clues; 25×25 with 20,000 took 45 s for about the same clue count).
   */
  maxNodesPerCheck?: number;
  /** Stop removing clues once this few are left (default 0: remove all that can go). */
  minClues?: number;
}

/** A board of box size n: N = n², N² cells in reading order, 0 = empty, 1…N digits. */
export interface Board {
  n: number;
  cells: Uint8Array;
}

function checkBox(n: number): void {
  if (!Number.isInteger(n) || n < 2 || n > 8) throw new RangeError(`sudoku-wasm: box size must be 2..8, got ${n}`);
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

/** A random complete grid of box size n (2…8), reproducible from `options.seed`. */
export function generateGrid(n: number, options: GenerateOptions = {}): Board {
  checkBox(n);
  const random = new Random(options.seed ?? 1);
  const N = n * n;
  const search = freeGeneralSearch('bitmask', options.backend);
  const grid = new Uint8Array(N * N);
  // For n ≥ 3 every diagonal filling completes; for 4×4 about half do not, so draw again.
  for (;;) {
    const cells = new Uint8Array(N * N);
    for (let b = 0; b < n; b++) {
      const digits = random.shuffle(Array.from({ length: N }, (_, i) => i + 1));
      for (let k = 0; k < N; k++) cells[(b * n + ((k / n) | 0)) * N + b * n + (k % n)] = digits[k];
    }
    search.start(n, cells, 1);
    while (search.run(1 << 20) === 'paused');
    if (search.readSolution(grid)) break;
  }
  return { n, cells: scramble(n, grid, random) };
}

/**
 * A random puzzle of box size n with a unique solution, and that solution. Reproducible from
 * `options.seed` (and the same `maxNodesPerCheck` and `minClues`).
 */
export function generatePuzzle(n: number, options: GenerateOptions = {}): { puzzle: Board; solution: Board } {
  const solution = generateGrid(n, options);
  const random = new Random(((options.seed ?? 1) ^ 0x5bd1e995) >>> 0);
  const budget = options.maxNodesPerCheck ?? (n <= 3 ? 2000 : n === 4 ? 500 : 200);
  const minClues = options.minClues ?? 0;
  const N = n * n;
  const cells = solution.cells.slice();
  const search = freeGeneralSearch('bitmask', options.backend);
  let clues = N * N;
  for (const cell of random.shuffle(Array.from({ length: N * N }, (_, i) => i))) {
    if (clues <= minClues) break;
    const digit = cells[cell];
    cells[cell] = 0;
    search.start(n, cells, 2);
    const finished = search.run(budget) === 'done';
    if (finished && search.count === 1) clues--;
    else cells[cell] = digit;
  }
  return { puzzle: { n, cells }, solution };
}
