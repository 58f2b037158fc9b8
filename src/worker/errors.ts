/**
 * Errors across the worker boundary: the client's own two ({@link WorkerCrashedError},
 * {@link WorkerTerminatedError}) and the plain form the library's errors travel in.
 *
 * Owns: {@link serializeError} (worker side) and {@link reviveError} (page side). Structured
 * clone keeps only `name`, `message` and `stack` of an Error and drops its class, so an error is
 * sent as `{ name, message, stack, fields }`, `fields` being its own enumerable properties
 * (`code`, `line`, `cell`, `char`, `reason`, `found`, `puzzles` …), and rebuilt on the page as an
 * instance of the library's class of that name (`instanceof SudokuParseError` holds), with the
 * same message and fields, and a `toJSON` (`JSON.stringify` keeps name, message and fields).
 * Does not own: the library's error classes.
 */
import { errorJSON, serializable } from '../api/error-json.js';
import { BudgetExhaustedError } from '../api/single.js';
import { GenerateBudgetError } from '../generate/budget-error.js';
import { LogicError } from '../logic/logic-error.js';
import { ForcingBudgetError, StepSearchTimeUp } from '../logic/techniques/forcing/budget-error.js';
import { SudokuParseError } from '../text/index.js';
import { withoutStacks } from '../text/parse-error.js';
import { WasmBlockedError } from '../wasm/csp.js';

/**
 * A worker died (an `error` event, an exit, an out-of-memory) while it held a call: that call
 * is rejected with this error (`sudoku-wasm: solve: the worker crashed: …`); the client starts a
 * fresh worker for the calls after it.
 * @category Errors
 */
export class WorkerCrashedError extends Error {
  override readonly name = 'WorkerCrashedError';
  /**
   * @param method the call the worker was running (e.g. `solve`)
   * @param cause why it died: the error it threw, or its exit code
   */
  constructor(
    readonly method: string,
    override readonly cause: unknown,
  ) {
    super(`sudoku-wasm: ${method}: the worker crashed: ${describeCause(cause)}`);
  }

  /** Plain data for `JSON.stringify` (a server's response): `name`, `message`, `method`, `cause` (an Error as `name: message`, an exit code as it is). */
  toJSON(): Record<string, unknown> {
    const cause = this.cause;
    return { ...errorJSON(this), cause: cause instanceof Error ? `${cause.name}: ${cause.message}` : cause };
  }
}

/**
 * {@link WorkerSolver.terminate} was called: the calls still pending, and every call made after
 * it, are rejected with this (`sudoku-wasm: solve: pending when the worker solver was terminated`).
 * @category Errors
 */
export class WorkerTerminatedError extends Error {
  override readonly name = 'WorkerTerminatedError';
  /**
   * @param method the call rejected
   * @param late true when the call was made after `terminate()`, false when it was pending then
   */
  constructor(
    readonly method: string,
    late = false,
  ) {
    super(`sudoku-wasm: ${method}: ${late ? 'called after' : 'pending when'} the worker solver was terminated`);
  }

  /** Plain data for `JSON.stringify`: `name`, `message`, `method`. */
  toJSON(): Record<string, unknown> {
    return errorJSON(this);
  }
}

/** An error as it crosses the boundary. */
export interface SerializedError {
  readonly name: string;
  readonly message: string;
  readonly stack?: string;
  /** Own enumerable properties (structured-clone-safe ones). */
  readonly fields: Record<string, unknown>;
}

/** Anything thrown, as plain data: Errors keep name, message, stack and their own fields. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: { thrown: safeClone(error) } };
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(error)) {
    if (key === 'message' || key === 'stack') continue;
    const value = safeClone((error as unknown as Record<string, unknown>)[key]);
    if (value !== undefined) fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The library's error classes by name; other names become an `Error` (or a built-in of that name). */
const CLASSES: Record<string, abstract new (...args: never[]) => Error> = {
  SudokuParseError,
  LogicError,
  ForcingBudgetError,
  StepSearchTimeUp,
  BudgetExhaustedError,
  GenerateBudgetError,
  WasmBlockedError,
  TypeError,
  RangeError,
  SyntaxError,
  ReferenceError,
  Error,
};

/**
 * The error a {@link SerializedError} stands for, of the same class, message and fields. It is
 * a real Error object (Error's own internals, the class's prototype; the class's constructor,
 * which would rebuild the message, is not run).
 */
export function reviveError(data: SerializedError): Error {
  const Class = Object.hasOwn(CLASSES, data.name) ? CLASSES[data.name] : Error;
  // no stack captured here (the page's would be replaced at once; capturing it was most of the cost)
  const error = withoutStacks(() => Reflect.construct(Error, [data.message], Class) as Error);
  // the worker's stack says where it was thrown
  Object.defineProperty(error, 'stack', { value: data.stack ?? `${data.name}: ${data.message}`, writable: true, configurable: true });
  Object.assign(error, data.fields);
  if (error.name !== data.name) Object.defineProperty(error, 'name', { value: data.name, writable: true, configurable: true });
  // a built-in class's (a TypeError of a wrong option) goes to JSON as the library's classes do
  return serializable(error);
}

/** The value if structured clone can carry it, else its string form (functions, class instances). */
function safeClone(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  try {
    structuredClone(value);
    return value;
  } catch {
    return String(value);
  }
}

function describeCause(cause: unknown): string {
  if (cause instanceof Error) return `${cause.name}: ${cause.message}`;
  if (typeof cause === 'number') return `it exited with code ${cause}`;
  return String(cause);
}
