/**
 * The error of the logic functions, in a module of its own so that code which only needs to
 * recognise it (the worker client rebuilding errors: src/worker/errors.ts) does not pull in the
 * human-style solver with it.
 *
 * Owns: {@link LogicError}, {@link timeBudgetError}, {@link deadlineOf}, {@link withinTime}. Does not own: when it is thrown (`solver.ts`,
 * `rate.ts`, the variant calls: src/variant/logic/calls.ts).
 */
import { errorJSON } from '../api/error-json.js';
import { StepSearchTimeUp } from './techniques/forcing/budget-error.js';

/**
 * Why a logic call could not explain the puzzle.
 * @category Errors
 */
export class LogicError extends Error {
  override readonly name = 'LogicError';
  constructor(
    /** `none`: no solution; `multiple`: several; `unknown`: the engine's budget ran out; `mistake`: the grid contradicts the solution. */
    readonly reason: 'none' | 'multiple' | 'unknown' | 'mistake',
    message: string,
  ) {
    super(message);
  }

  /** Plain data for `JSON.stringify`: `name`, `message`, `reason`. */
  toJSON(): Record<string, unknown> {
    return errorJSON(this);
  }
}

/** The error of a rating whose `timeoutMs` ran out after `taken` steps. */
export function timeBudgetError(timeoutMs: number | undefined, taken: number): LogicError {
  return new LogicError('unknown', `the time budget (timeoutMs: ${timeoutMs}) ran out after ${taken} step${taken === 1 ? '' : 's'}`);
}

/**
 * When a logic call's `timeoutMs`, counted from now, runs out (Infinity without one): the
 * engine's uniqueness check has the same budget, and the solving loop stops looking for steps
 * past it.
 */
export function deadlineOf(options: { timeoutMs?: number | undefined } | undefined): number {
  return options?.timeoutMs === undefined ? Infinity : performance.now() + options.timeoutMs;
}

/**
 * Runs a step search under a call's `timeoutMs` (the deadline its finders look at): the deadline
 * passing ({@link StepSearchTimeUp}) is a {@link LogicError} with reason `unknown` that names the
 * budget. The classic calls (`solver.ts`) and the variant ones (src/variant/logic/calls.ts) say it so.
 */
export function withinTime<T>(options: { timeoutMs?: number | undefined } | undefined, search: () => T): T {
  try {
    return search();
  } catch (error) {
    if (error instanceof StepSearchTimeUp) {
      throw new LogicError('unknown', `the time budget (timeoutMs: ${options?.timeoutMs}) ran out before the search for steps finished`);
    }
    throw error;
  }
}
