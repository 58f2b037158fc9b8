/**
 * Checks of caller-supplied options, with "expected X, got Y" messages: the one place for them.
 *
 * Owns: validation of limits and budgets, of choices, of option objects' keys ({@link checkKeys}:
 * an unknown key is a TypeError naming it and the known ones), and how a bad value is shown.
 * Does not own: puzzle validation (src/text/) or what each option means (its function).
 */
import type { SolveOptions } from './types.js';

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

/** A value for an error message: strings quoted, numbers as written, objects by kind. */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  if (typeof value !== 'object') return typeof value;
  const name = value.constructor?.name;
  return name && name !== 'Object' ? `a ${name}` : 'an object';
}

/** One of `choices`, or `fallback` when undefined. @throws {TypeError} "expected 'a' or 'b', got …" */
export function choice<T extends string>(value: unknown, choices: readonly T[], fallback: T, what: string): T {
  if (value === undefined) return fallback;
  if (!choices.includes(value as T)) {
    const list = choices.map((c) => `'${c}'`).join(' or ');
    throw new TypeError(`sudoku-wasm: ${what}: expected ${list}, got ${show(value)}`);
  }
  return value as T;
}

/**
 * Checks that `options` is undefined or a plain object whose keys are all in `known`.
 * @param where the function's name, for messages (`hint`)
 * @throws {TypeError} naming the unknown keys and the known ones, or for a non-object
 */
export function checkKeys(options: unknown, known: readonly string[], where: string): void {
  if (options === undefined) return;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`sudoku-wasm: ${where}: expected an options object, got ${show(options)}`);
  }
  const unknown = Object.keys(options).filter((key) => !known.includes(key));
  if (unknown.length > 0) {
    throw new TypeError(
      `sudoku-wasm: ${where}: unknown option${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `'${k}'`).join(', ')}; known: ${known.join(', ')}`,
    );
  }
}

/** The keys of {@link SolveOptions} (every solving call takes them); the type keeps the list in step with the interface. */
export const SOLVE_OPTION_KEYS: readonly string[] = Object.keys({
  backend: true,
  engine: true,
  maxNodes: true,
  maxGuesses: true,
  timeoutMs: true,
  signal: true,
  prepass: true,
  size: true,
  alphabet: true,
} satisfies Record<keyof SolveOptions, true>);
