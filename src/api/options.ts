/**
 * Checks of caller-supplied numbers, with "expected X, got Y" messages.
 *
 * Owns: validation of limits and budgets. Does not own: puzzle validation (src/text/).
 */

/** Returns `value` if it is an integer in [min, max] (default max 2^30 - 1), else throws a RangeError naming `what`. */
export function checkInteger(value: unknown, min: number, what: string, max = 0x3fffffff): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`sudoku-wasm: ${what} must be an integer from ${min} to ${max}, got ${String(value)}`);
  }
  return value;
}

/** The node (guess) budget of an options object (0 = none): `maxNodes`, else `maxGuesses`. */
export function budgetOf(options: { maxNodes?: number; maxGuesses?: number } | undefined): number {
  if (options?.maxNodes !== undefined) return checkInteger(options.maxNodes, 0, 'maxNodes');
  const max = options?.maxGuesses;
  return max === undefined ? 0 : checkInteger(max, 0, 'maxGuesses');
}
