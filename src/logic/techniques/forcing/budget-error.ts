/**
 * The two ways a step search's budget runs out: {@link ForcingBudgetError} (facts) and
 * {@link StepSearchTimeUp} (time), on their own so that code which only needs to recognise
 * them (the worker client, which rebuilds the library's errors: src/worker/errors.ts; the
 * solver's functions) does not load the implication engine (./engine.ts, which throws them).
 */
import { errorJSON } from '../../../api/error-json.js';

/**
 * The budget of one search ran out: the technique stops instead of working on without bound.
 * @category Errors
 */
export class ForcingBudgetError extends Error {
  override readonly name = 'ForcingBudgetError';
  constructor(
    /** The budget: most facts derived in one search (all premises together). */
    readonly budget: number,
  ) {
    super(
      `sudoku-wasm: the forcing chain search derived more than ${budget} facts (its budget) without finishing: ` +
        "the grid is too open for it (a puzzle with few givens, or one with several solutions); leave the forcing techniques out (options.exclude: 'forcing-chain-contradiction', 'forcing-chain-verity', 'forcing-net-contradiction', 'forcing-net-verity', 'forcing-net-plus', 'forcing-net-nested')",
    );
  }

  /** Plain data for `JSON.stringify`: `name`, `message`, `budget`. */
  toJSON(): Record<string, unknown> {
    return errorJSON(this);
  }
}

/**
 * `error` with the public call `where` named in its message when it is a
 * {@link ForcingBudgetError} (`sudoku-wasm: nextStep: the forcing chain search …`): the engine
 * that throws it does not know its caller. The other errors are named by src/api/options.ts
 * `nameCall`, which is kept free of this class (it is in every page, the forcing search is not).
 */
export function nameForcingCall(error: unknown, where: string): unknown {
  if (error instanceof ForcingBudgetError && !error.message.startsWith(`sudoku-wasm: ${where}: `)) {
    error.message = error.message.replace(/^sudoku-wasm: /, `sudoku-wasm: ${where}: `);
  }
  return error;
}

/**
 * The deadline of a step search (`TechniqueContext.deadline`) passed while it looked for a step:
 * thrown by a technique's `find` called with such a context. The solver's functions, which set
 * the deadline from a call's `timeoutMs`, never let it out (nor do the variant calls, whose
 * finders throw it too: src/variant/logic/steps.ts): they turn it into their own answer
 * (`logicSolve`'s status `limit`, a `LogicError` with reason `unknown` elsewhere).
 * @category Errors
 */
export class StepSearchTimeUp extends Error {
  override readonly name = 'StepSearchTimeUp';
  constructor() {
    super('sudoku-wasm: the time budget ran out while looking for a step');
  }

  /** Plain data for `JSON.stringify`: `name` and `message`. */
  toJSON(): Record<string, unknown> {
    return errorJSON(this);
  }
}

/** @throws {StepSearchTimeUp} when a step search's deadline (a `performance.now()` time) has passed */
export function checkDeadline(deadline: number | undefined): void {
  if (deadline !== undefined && deadline !== Infinity && performance.now() >= deadline) throw new StepSearchTimeUp();
}
