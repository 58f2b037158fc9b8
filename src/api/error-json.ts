/**
 * The JSON form of the package's errors (all but `SudokuParseError`, which has its own
 * `toJSON`: `ParseErrorJSON`).
 *
 * Owns: {@link errorJSON}, what each error class's `toJSON()` returns, so that
 * `JSON.stringify(error)` (a server's response, a log line) keeps the message, which an Error
 * holds as a property JSON skips. Does not own: the classes (src/api/single.ts,
 * src/logic/logic-error.ts, src/logic/techniques/forcing/budget-error.ts, src/wasm/csp.ts,
 * src/worker/errors.ts).
 */

/** An error as plain data: `name`, `message`, then its own fields (`reason`, `found` …). */
export function errorJSON(error: Error): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...error };
  return { name: error.name, message: error.message, ...fields };
}
