/**
 * The error of the logic functions, in a module of its own so that code which only needs to
 * recognise it (the worker client rebuilding errors: src/worker/errors.ts) does not pull in the
 * human-style solver with it.
 *
 * Owns: {@link LogicError}, {@link timeBudgetError}. Does not own: when it is thrown (`solver.ts`,
 * `rate.ts`, the variant calls: src/variant/logic/calls.ts).
 */

/** Why a logic call could not explain the puzzle. */
export class LogicError extends Error {
  override readonly name = 'LogicError';
  constructor(
    /** `none`: no solution; `multiple`: several; `unknown`: the engine's budget ran out; `mistake`: the grid contradicts the solution. */
    readonly reason: 'none' | 'multiple' | 'unknown' | 'mistake',
    message: string,
  ) {
    super(message);
  }
}

/** The error of a rating whose `timeoutMs` ran out after `taken` steps. */
export function timeBudgetError(timeoutMs: number | undefined, taken: number): LogicError {
  return new LogicError('unknown', `the time budget (timeoutMs: ${timeoutMs}) ran out after ${taken} step${taken === 1 ? '' : 's'}`);
}
