/**
 * From a complete grid to a puzzle with one solution by clue removal ("digging holes"), and
 * the minimality check.
 *
 * Owns: counting as the generator asks it (the fast 9×9 engine, or the bitmask engine with a
 * node budget above 9×9; uniqueness is a count to 2) and the two procedures. Does not own:
 * grids (grids.ts), symmetries (symmetry.ts), the caller's pattern (pattern.ts) or the loop
 * that retries (generate.ts).
 *
 * Removal visits the orbits of the symmetry (single cells without one) in random order and
 * removes each whose removal keeps the solution unique. Removing more clues never brings a
 * solution back, so an orbit that had to stay still has to at the end: without a clue target
 * the result is minimal orbit-wise, and with no symmetry it is minimal outright.
 */
import { freeGeneralSearch, getEngine } from '../engine/registry.js';
import type { Backend } from '../engine/types.js';
import type { Random } from './random.js';
import type { Work } from './work.js';

/** Solutions of some clues counted up to `cap`; -1 when the node budget ran out first. */
export type SolutionCounter = (cells: Uint8Array, cap: number) => number;

/**
 * The generator's counter for box size n. 9×9 uses the fast engine with no budget unless one is
 * given; larger boards use the bitmask engine with `maxNodes` per count (default 500 at 16×16
 * and 200 above: a uniqueness check that runs out keeps the clue, so the puzzle is still proven
 * unique; measured here, 16×16 puzzles then take ~90 ms and 25×25 ~0.6 s; 25×25 with 20,000
 * nodes took 45 s for about the same clue count).
 */
export function solutionCounter(n: number, backend: Backend | undefined, maxNodes?: number): SolutionCounter {
  if (n === 3) {
    const engine = getEngine(backend);
    const solution = new Uint8Array(81);
    const budget = maxNodes ?? 0;
    return (cells, cap) => {
      const count = engine.countInto(cells, cap, solution, budget);
      return engine.lastComplete || count >= cap ? count : -1;
    };
  }
  const budget = maxNodes ?? (n === 2 ? 0 : n === 4 ? 500 : 200);
  return (cells, cap) => {
    const search = freeGeneralSearch('bitmask', backend);
    search.start(n, cells, cap);
    const state = search.run(budget === 0 ? 0x3fffffff : budget);
    return state === 'done' || search.count >= cap ? search.count : -1;
  };
}

/**
 * Removes clues from a copy of `solution`, orbit by orbit in random order, while the solution
 * stays unique, and stops once `target` clues are left (0: remove all that can go). Pauses
 * before each count (see work.ts).
 * @returns the puzzle (it has more than `target` clues when no more could go)
 */
export function* dig(solution: Uint8Array, orbits: readonly (readonly number[])[], target: number, random: Random, count: SolutionCounter): Work<Uint8Array> {
  const cells = solution.slice();
  let clues = cells.length;
  const order = random.shuffle(orbits.slice());
  for (const orbit of order) {
    if (clues <= target) break;
    if (clues - orbit.length < target) continue;
    yield;
    for (const cell of orbit) cells[cell] = 0;
    if (count(cells, 2) === 1) clues -= orbit.length;
    else for (const cell of orbit) cells[cell] = solution[cell];
  }
  return cells;
}

/**
 * Whether no single clue can be removed with the solution staying unique (a check that runs out
 * of budget counts as removable: not proven minimal). Pauses before each count (see work.ts).
 */
export function* isMinimal(cells: Uint8Array, count: SolutionCounter): Work<boolean> {
  const work = cells.slice();
  for (let cell = 0; cell < work.length; cell++) {
    const digit = work[cell];
    if (digit === 0) continue;
    yield;
    work[cell] = 0;
    const found = count(work, 2);
    work[cell] = digit;
    if (found !== 2) return false;
  }
  return true;
}

/** Clues of a puzzle (its non-zero cells). */
export function clueCount(cells: ArrayLike<number>): number {
  let clues = 0;
  for (let i = 0; i < cells.length; i++) if (cells[i] !== 0) clues++;
  return clues;
}
