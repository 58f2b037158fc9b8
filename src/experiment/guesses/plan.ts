/**
 * What the experiment runs: its boards and its units of work, in one fixed order.
 *
 * Owns: the two tests' base solutions, the per-unit seeds and the unit list. Does not own:
 * running a unit (unit.ts) or scheduling units on threads (run.ts).
 *
 *   test 1: one base, the solution ascending backtracking finds on the empty board
 *   test 2: `bases` random complete grids, grid i from seed derive(seed, 2, i)
 *   unit = (test, base, k): the board keeps the base's first k cells (reading order), empties
 *          the rest; one ordered (ascending) run and `runs` shuffled runs whose PRNG starts at
 *          derive(seed, test, base, k) and continues from run to run
 *
 * Every seed is a function of the master seed and the unit's coordinates only, so results do
 * not depend on the number of threads or on the order in which units finish.
 */
import { backtrack } from '../../classic/index.js';
import { generateGrid } from '../../generate/grids.js';
import type { GuessesParameters } from './options.js';

/** One unit of work. */
export interface Unit {
  /** Position in the plan (results are stored by it). */
  readonly id: number;
  readonly test: 1 | 2;
  /** Base solution index within its test. */
  readonly base: number;
  /** Prefilled cells. */
  readonly k: number;
  /** First PRNG state of the shuffled runs. */
  readonly seed: number;
  /** The base solution, 81 cells 1…9. */
  readonly solution: Uint8Array;
}

/** The two tests' base solutions. */
export interface Bases {
  readonly test1: Uint8Array;
  readonly test2: readonly Uint8Array[];
}

/**
 * A 32-bit seed from the master seed and a unit's coordinates (each part folded in with the
 * MurmurHash3 finaliser, so nearby coordinates give unrelated seeds).
 */
export function deriveSeed(master: number, ...parts: readonly number[]): number {
  let h = master >>> 0;
  for (const part of parts) h = mix(h ^ mix((part + 0x9e3779b9) >>> 0));
  return h;
}

function mix(x: number): number {
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

/** The base solutions of both tests. */
export function makeBases(p: GuessesParameters): Bases {
  const empty = new Uint8Array(81);
  const first = backtrack(empty, { cellOrder: p.cellOrder, digitOrder: 'ascending', backend: p.backend });
  if (first.solution === null) throw new Error('sudoku-wasm: ascending backtracking found no solution of the empty board');
  const test1 = Uint8Array.from(first.solution, (ch) => ch.charCodeAt(0) - 48);
  const test2: Uint8Array[] = [];
  // 'transformed': the grid method the committed results (docs/guesses/) were made with.
  for (let i = 0; i < p.bases; i++) test2.push(generateGrid(3, { seed: deriveSeed(p.seed, 2, i), backend: p.backend, method: 'transformed' }).cells);
  return { test1, test2 };
}

/** Every unit, test 1 first, then test 2 base by base; k ascending within a base. */
export function makeUnits(p: GuessesParameters, bases: Bases): Unit[] {
  const units: Unit[] = [];
  const add = (test: 1 | 2, base: number, solution: Uint8Array) => {
    for (const k of p.prefill) units.push({ id: units.length, test, base, k, seed: deriveSeed(p.seed, test, base, k), solution });
  };
  add(1, 0, bases.test1);
  bases.test2.forEach((solution, i) => add(2, i, solution));
  return units;
}
