/**
 * The one line a worker prints for the runner: `@@RESULT {json}` on stdout. A marker, because
 * some peers print to stdout themselves.
 *
 * Owns: the marker and writing the line, for a result or for an error ({@link emitResult},
 * {@link errorResult}). Does not own: reading it back (lib/child.mjs; variants/lib/run-engine.mjs,
 * whose Python worker prints the same marker), what a result holds (each worker).
 */
export const RESULT_MARK = '@@RESULT ';

/** Prints `result` as the process's result line. */
export function emitResult(result) {
  process.stdout.write(`${RESULT_MARK}${JSON.stringify(result)}\n`);
}

/** The result of a worker that failed: status `error`, the reason the first three lines of its stack. */
export function errorResult(err) {
  return { status: 'error', reason: String(err?.stack ?? err).split('\n').slice(0, 3).join(' | ') };
}
