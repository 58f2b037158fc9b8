/**
 * bitmask-ts: the general-size bitmask backtracking engine in pure TypeScript (box sizes
 * n = 2…8, boards 4×4 to 64×64), the twin of the WebAssembly bitmask engine. Both follow the
 * counting rules of {@link GeneralSearch} so that they agree on count, first solution and nodes.
 *
 * Owns: the factory and this overview. The parts:
 *   geometry.ts  unit tables per box size (rows, columns, boxes as lists of cells)
 *   bits.ts      one-word popcount / lowest bit; two-word mask helpers
 *   board.ts     candidate masks, undo trail, naked + hidden singles to a fixed point
 *   search.ts    branching levels, node counting, pause/resume, input checks
 *
 * Algorithm (classic constraint propagation + backtracking; no code taken from elsewhere):
 *   1. Each cell holds the set of digits still possible, as a 64-bit mask split in two Int32
 *      words (no BigInt):
 *
 *        cell i:   lo[i] = ┌ bit 31 … bit 1 bit 0 ┐   hi[i] = ┌ bit 31 … bit 0 ┐
 *                          │ d=32  …  d=2  d=1   │           │ d=64  …  d=33  │
 *                          └─────────────────────┘           └────────────────┘
 *
 *   2. Propagate naked singles (a solved cell's digit leaves its row, column and box) and
 *      hidden singles (a digit with one place left in a unit goes there) until nothing
 *      changes; a cell with no digit or a unit missing a digit is a contradiction.
 *   3. If unsolved, branch on the first cell (reading order) with the fewest candidates,
 *      trying digits ascending; every digit tried is one node. Going back restores the board
 *      from the trail (cell, old lo, old hi), never from copies.
 *   4. The search is a loop, not recursion, so `run(maxNodes)` can stop after any node and
 *      continue later exactly where it stopped.
 *
 * Candidates restriction: `start(n, cells, limit, candidates)` ANDs each cell's root mask
 * with candidates[2i] (lo) and candidates[2i + 1] (hi).
 */
import type { GeneralSearch } from '../general-types.js';
import { BitmaskSearch } from './search.js';

export { BitmaskSearch } from './search.js';

/** Creates a TypeScript bitmask search (`name` 'bitmask-ts', `kind` 'bitmask'); reusable across puzzles. */
export function createBitmaskSearch(): GeneralSearch {
  return new BitmaskSearch();
}
