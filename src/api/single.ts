/**
 * One puzzle at a time: `solve`, `someSolution`, `countSolutions`, `isUnique`, `validate`,
 * and the allocation-free `solveInto`.
 *
 * Owns: the single-puzzle API and its guarantees (names say what is promised: `solve` gives
 * a solution only when it is the only one). Does not own: parsing (src/grid/), engines.
 */
import { getEngine } from '../engine/registry';
import { findConflict, parsePuzzle, SudokuParseError } from '../grid/index';
import { digitsToString } from './digits';
import { budgetOf, checkInteger } from './options';
import type { PuzzleInput, SolveOptions, Verdict } from './types';
import { statusOf } from './verdict';

/** Thrown by {@link countSolutions} and friends when `maxGuesses` ran out before the answer. */
export class BudgetExhaustedError extends Error {
  override readonly name = 'BudgetExhaustedError';
  constructor(
    /** Solutions found before the budget ran out (a lower bound). */
    readonly found: number,
    /** Guesses made. */
    readonly guesses: number,
  ) {
    super(`sudoku-wasm: guess budget exhausted after ${guesses} guesses (${found} solution(s) found so far)`);
  }
}

const solutionScratch = new Uint8Array(81);

/** Runs the engine on parsed cells; returns the count and leaves the first solution in `out`. */
function search(cells: Uint8Array, limit: number, out: Uint8Array, options: SolveOptions | undefined) {
  const engine = getEngine(options?.backend);
  const count = engine.countInto(cells, limit, out, budgetOf(options));
  return { count, complete: engine.lastComplete, guesses: engine.lastGuesses };
}

/**
 * Solves a puzzle whose solution must be unique.
 * @returns `{ status: 'unique', solution }` when there is exactly one solution; otherwise a
 *   result whose status says `none` or `multiple` (or `unknown` if `maxGuesses` ran out) and
 *   that has no `solution`. Never returns a solution that is one of several.
 * @throws {SudokuParseError} when the input is not a puzzle (bad characters, length, conflicting givens).
 */
export function solve(puzzle: PuzzleInput, options?: SolveOptions): Verdict {
  const { count, complete, guesses } = search(parsePuzzle(puzzle), 2, solutionScratch, options);
  const verdict: Verdict = { status: statusOf(count, complete, 2), count, guesses };
  if (verdict.status === 'unique') verdict.solution = digitsToString(solutionScratch);
  return verdict;
}

/**
 * Finds one solution, the first the search meets (not necessarily the only one).
 * @returns the solution as 81 digits, or `null` when the puzzle has none.
 * @throws {SudokuParseError} when the input is not a puzzle.
 * @throws {BudgetExhaustedError} when `maxGuesses` ran out first.
 */
export function someSolution(puzzle: PuzzleInput, options?: SolveOptions): string | null {
  const { count, complete, guesses } = search(parsePuzzle(puzzle), 1, solutionScratch, options);
  if (count === 0 && !complete) throw new BudgetExhaustedError(0, guesses);
  return count > 0 ? digitsToString(solutionScratch) : null;
}

/**
 * Counts solutions, stopping at `limit` (default 2: enough to prove uniqueness).
 * @returns the number of solutions, at most `limit`.
 * @throws {SudokuParseError} when the input is not a puzzle.
 * @throws {RangeError} when `limit` is not an integer ≥ 1.
 * @throws {BudgetExhaustedError} when `maxGuesses` ran out first.
 */
export function countSolutions(puzzle: PuzzleInput, limit = 2, options?: SolveOptions): number {
  checkInteger(limit, 1, 'limit');
  const { count, complete, guesses } = search(parsePuzzle(puzzle), limit, solutionScratch, options);
  if (!complete) throw new BudgetExhaustedError(count, guesses);
  return count;
}

/**
 * Whether the puzzle has exactly one solution.
 * @throws {SudokuParseError} when the input is not a puzzle.
 * @throws {BudgetExhaustedError} when `maxGuesses` ran out first.
 */
export function isUnique(puzzle: PuzzleInput, options?: SolveOptions): boolean {
  return countSolutions(puzzle, 2, options) === 1;
}

/**
 * Classifies any input without throwing: `unique`, `multiple`, `none`, or `invalid` with the
 * parse error (`unknown` only when `maxGuesses` ran out). `solution` is the first solution
 * found whenever there is one.
 */
export function validate(puzzle: unknown, options?: SolveOptions): Verdict {
  let cells: Uint8Array;
  try {
    cells = parsePuzzle(puzzle as PuzzleInput);
  } catch (error) {
    if (error instanceof SudokuParseError) return { status: 'invalid', count: 0, guesses: 0, error };
    throw error;
  }
  const { count, complete, guesses } = search(cells, 2, solutionScratch, options);
  const verdict: Verdict = { status: statusOf(count, complete, 2), count, guesses };
  if (count > 0) verdict.solution = digitsToString(solutionScratch);
  return verdict;
}

/**
 * Allocation-free solving for hot loops: reads 81 cells (0 = empty), writes the first
 * solution found into `out` (81 bytes; untouched when there is none).
 * @returns the number of solutions found, at most `limit` (default 2).
 * @throws {SudokuParseError} when a value is not 0–9 or givens conflict.
 * @throws {RangeError} when `puzzle` or `out` has fewer than 81 entries, or `limit` < 1.
 * @throws {BudgetExhaustedError} when `maxGuesses` ran out first.
 */
export function solveInto(puzzle: Uint8Array, out: Uint8Array, limit = 2, options?: SolveOptions): number {
  if (!(puzzle instanceof Uint8Array) || puzzle.length < 81) {
    throw new RangeError(`sudoku-wasm: puzzle must be a Uint8Array of 81 cells, got ${describe(puzzle)}`);
  }
  if (!(out instanceof Uint8Array) || out.length < 81) {
    throw new RangeError(`sudoku-wasm: out must be a Uint8Array of at least 81 bytes, got ${describe(out)}`);
  }
  checkInteger(limit, 1, 'limit');
  const cells = puzzle.length === 81 ? puzzle : puzzle.subarray(0, 81);
  let bad = false;
  for (let i = 0; i < 81; i++) if (cells[i] > 9) bad = true;
  if (bad || findConflict(cells) !== null) parsePuzzle(cells); // throws the precise error
  const { count, complete, guesses } = search(cells, limit, out, options);
  if (!complete) throw new BudgetExhaustedError(count, guesses);
  return count;
}

function describe(value: unknown): string {
  if (value instanceof Uint8Array) return `a Uint8Array of ${value.length}`;
  return value === null ? 'null' : typeof value;
}
