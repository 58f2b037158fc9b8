/**
 * The JSON form of the package's errors (all but `SudokuParseError`, which has its own
 * `toJSON`: `ParseErrorJSON`).
 *
 * Owns: {@link errorJSON}, what each error class's `toJSON()` returns, so that
 * `JSON.stringify(error)` (a server's response, a log line) keeps the message, which an Error
 * holds as a property JSON skips; and {@link serializable}, the same `toJSON` given to the
 * built-in errors the package throws (a `TypeError` or `RangeError` of a wrong option or
 * argument, the `Error` of a file `validateStream` cannot read, with its `code` and `path`, a
 * stream's closed worker pool) without a class
 * of their own. Does not own: the classes (src/api/single.ts, src/logic/logic-error.ts,
 * src/logic/techniques/forcing/budget-error.ts, src/wasm/csp.ts, src/worker/errors.ts).
 */

/** An error as plain data: `name`, `message`, then its own fields (`reason`, `found` …). */
export function errorJSON(error: Error): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...error };
  return { name: error.name, message: error.message, ...fields };
}

/** The `toJSON` of {@link serializable}. */
function toJSON(this: Error): Record<string, unknown> {
  return errorJSON(this);
}

/**
 * Returns `error` with a `toJSON` (not enumerable, so that copies of its fields skip it) when it
 * has none: `JSON.stringify` then keeps its name, message and own fields (`code`, `path` …).
 */
export function serializable<E extends Error>(error: E): E {
  // (a class's own toJSON, on its prototype, is kept)
  if (!('toJSON' in error)) Object.defineProperty(error, 'toJSON', { value: toJSON, configurable: true });
  return error;
}
