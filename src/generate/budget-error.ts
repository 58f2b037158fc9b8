/**
 * The generator's budget error, in a module of its own so that code which only needs to
 * recognise it (the worker client rebuilding errors: src/worker/errors.ts) does not pull in the
 * generator and the human-style solver it rates with.
 *
 * Owns: {@link GenerateBudgetError}, {@link nameStopped}. Does not own: the budgets (generate.ts).
 */
import { BudgetExhaustedError } from '../api/single.js';
import type { GeneratedPuzzle } from './types.js';

/**
 * A budget ran out before a puzzle matched (`reason`: `time`, `aborted`, or `nodes` for the
 * attempt budget); the puzzles finished before it are kept.
 * @category Errors
 */
export class GenerateBudgetError extends BudgetExhaustedError {
  override readonly name: string = 'GenerateBudgetError';
  constructor(
    /** Puzzles finished before the budget ran out, in order. */
    readonly puzzles: GeneratedPuzzle[],
    /** Attempts made for the unfinished puzzle. */
    readonly attempts: number,
    reason: 'time' | 'aborted' | 'nodes',
    what: string,
    /** Index in the run of the puzzle that was not finished. */
    readonly index: number,
  ) {
    super(puzzles.length, attempts, reason);
    const why = reason === 'time' ? 'time budget exhausted' : reason === 'aborted' ? 'aborted' : 'attempt budget exhausted';
    this.message = `sudoku-wasm: generation stopped (${why}) after ${attempts} attempt${attempts === 1 ? '' : 's'} at puzzle ${index} (${what})`;
  }
}

/**
 * Names the public call in a {@link GenerateBudgetError}'s message, as every argument error
 * names its call (`sudoku-wasm: generateVariant: generation stopped …`), and returns it; other
 * errors are returned as they are. For the public generators' `catch`.
 * @param where the public function's name
 */
export function nameStopped(error: unknown, where: string): unknown {
  const bare = 'sudoku-wasm: generation stopped';
  if (error instanceof GenerateBudgetError && error.message.startsWith(bare)) error.message = `sudoku-wasm: ${where}: ${error.message.slice('sudoku-wasm: '.length)}`;
  return error;
}
