/**
 * Checks of caller-supplied options, with "expected X, got Y" messages: the one place for them.
 *
 * Owns: the check every public function makes of its options object ({@link checkKeys}: not an
 * object, or a key it does not know, is a TypeError naming the function, the key, the nearest
 * known key and every known one), checks of integers and choices, and how a bad value is shown
 * ({@link show}: with its type, `the string "5"`, so a `'5'` is never mistaken for a `5`; in
 * ./show.ts, re-exported here).
 * Does not own: puzzle validation (src/text/) or what each option means (its function). The
 * keys of the options every solving call shares are here ({@link SOLVE_OPTION_KEYS}, the batch
 * and text forms); every other options type keeps its list beside it. Each list is made with
 * {@link keysOf}, so the list and the type cannot drift apart.
 *
 *   solve(p, { engin: 'dlx' })
 *   TypeError: sudoku-wasm: solve: unknown option 'engin' (did you mean 'engine'?); known: backend, engine, …
 */
import type { BatchOptions, SolveOptions, TextOptions } from './types.js';
import { SLICE } from './budget.js';
import { sizeOptionProblem } from '../board/sizes.js';
import type { LogicOptions } from '../logic/solver.js';
import { LEVEL_NAMES, type Level } from '../logic/types.js';
import { show } from './show.js';
import { serializable } from './error-json.js';
import { quotedChoices } from '../text/lists.js';

export { show, showNumber } from './show.js';

/**
 * Runs the body of a public function, naming the function in a `TypeError` or `RangeError` that
 * a shared check below it threw without a name ({@link nameCall}).
 * @param where the public function's name
 */
export function namingCall<T>(where: string, body: () => T): T {
  try {
    return body();
  } catch (error) {
    throw nameCall(error, where);
  }
}

/**
 * A message that names another call of the package (`sudoku-wasm: parseBoard: …`, a name in
 * camel case, then a colon), not an argument (`sudoku-wasm: entered: …`).
 */
const NAMES_A_CALL = /^sudoku-wasm: [a-z]+[A-Z][A-Za-z0-9]*: /;

/**
 * Names the public function `where` in a `TypeError` or `RangeError` that a shared check below
 * it threw without a name, and returns it: the checks of the text, board, graph and canon layers
 * word a bad argument once for every caller ("expected options.size to be …, got …"), others
 * say only the package (`sudoku-wasm: engine 'fast9' solves 9×9 boards only, …`), and the entry
 * adds whose argument it was: `sudoku-wasm: parseBoard: expected options.size …`. A
 * `LogicError`'s bare message is named the same way (`sudoku-wasm: hint: the puzzle has more
 * than one solution, …`), and so is a plain `Error` of the package (`sudoku-wasm: solve: the
 * WebAssembly core is not loaded: …`, a part the page has not loaded). Other errors are returned
 * as they are (a `SudokuParseError`, a message that already names its call, the caller's own).
 * Every error of the package it returns (its message starts `sudoku-wasm`; a worker script
 * that did not load keeps its words) has a `toJSON` ({@link serializable}), so that
 * `JSON.stringify` keeps its name and message. For a public function's `catch`, at the call,
 * never per line or cell:
 * `throw nameCall(error, 'solve')`.
 * @param where the public function's name
 */
export function nameCall(error: unknown, where: string): unknown {
  if (!(error instanceof Error)) return error;
  rename(error, where);
  return error.message.startsWith('sudoku-wasm') ? serializable(error) : error;
}

/** The naming of {@link nameCall}. */
function rename(error: Error, where: string): void {
  const bare = error.message;
  const ours = bare.startsWith('sudoku-wasm: ');
  // (a LogicError known by its name: importing its class here would carry it into every page)
  const logic = error.name === 'LogicError';
  // a plain Error of the package: a part the page has not loaded (`the WebAssembly core is not loaded`)
  if (!(error instanceof TypeError || error instanceof RangeError || logic || (ours && error.name === 'Error'))) return;
  let named: string;
  if (bare.startsWith('expected ') || (logic && !ours)) named = `sudoku-wasm: ${where}: ${bare}`;
  else if (ours && !bare.startsWith(`sudoku-wasm: ${where}: `) && !NAMES_A_CALL.test(bare)) named = `sudoku-wasm: ${where}: ${bare.slice('sudoku-wasm: '.length)}`;
  else return;
  error.message = named;
  // V8 writes the stack's first line when it is first read: rewrite it only if it was read before
  if (typeof error.stack === 'string' && !error.stack.includes(named)) error.stack = error.stack.replace(bare, named);
}


/**
 * Returns `value` if it is an integer in [min, max] (default max 2^30 - 1).
 * @param what what is checked, for the message (`countSolutions: limit`)
 * @throws {TypeError} when `value` is not a number
 * @throws {RangeError} when it is a number but not an integer in range
 */
export function checkInteger(value: unknown, min: number, what: string, max = 0x3fffffff): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
  const message = `sudoku-wasm: ${what}: expected an integer from ${min} to ${max}, got ${show(value)}`;
  throw typeof value === 'number' ? new RangeError(message) : new TypeError(message);
}

/** The node (guess) budget of an options object (0 = none): `maxNodes`, else `maxGuesses`. */
export function budgetOf(options: { maxNodes?: number; maxGuesses?: number } | undefined): number {
  if (options?.maxNodes !== undefined) return checkInteger(options.maxNodes, 0, 'maxNodes');
  const max = options?.maxGuesses;
  return max === undefined ? 0 : checkInteger(max, 0, 'maxGuesses');
}

/**
 * The guesses each puzzle of a 9×9 batch call may take: the caller's budget (0: none) and, under
 * a time budget, at most {@link SLICE} (a few milliseconds of fast9's work, the most a search on
 * its own runs between two clock reads); batch.ts `searchTimed` then searches a puzzle that needs
 * more on its own.
 */
export function batchGuesses(options: { maxNodes?: number; maxGuesses?: number; timeoutMs?: number } | undefined): number {
  const budget = budgetOf(options);
  if (options?.timeoutMs === undefined) return budget;
  return budget === 0 ? SLICE : Math.min(budget, SLICE);
}

/** Returns `value` when it is undefined or a boolean. @throws {TypeError} "expected true or false" */
export function checkBoolean(value: unknown, what: string): boolean | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  throw new TypeError(`sudoku-wasm: ${what}: expected true or false, got ${show(value)}`);
}

/**
 * The level `value` names, in any case ('hard', 'Hard'), or null when it is undefined: the one
 * reading of the generators' `level` and `maxLevel`.
 * @throws {TypeError} for a value that is not a string or names no level (as every option that names a choice)
 */
export function checkLevel(value: unknown, what: string): Level | null {
  if (value === undefined) return null;
  const level = typeof value === 'string' ? LEVEL_NAMES.find((l) => l.toLowerCase() === value.toLowerCase()) : undefined;
  if (level === undefined) throw new TypeError(`sudoku-wasm: ${what}: expected ${quotedChoices(LEVEL_NAMES)} (in any case), got ${show(value)}`);
  return level;
}

/**
 * Returns `value` when it is undefined or an AbortSignal (or one of another realm: an object
 * with `aborted`, not read here, and `addEventListener`). @throws {TypeError}
 */
export function checkSignal(value: unknown, what: string): AbortSignal | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'object' && value !== null && 'aborted' in value && typeof (value as AbortSignal).addEventListener === 'function') {
    return value as AbortSignal;
  }
  throw new TypeError(`sudoku-wasm: ${what}: expected an AbortSignal, got ${show(value)}`);
}

/**
 * Checks the values of the options every solving call shares ({@link SolveOptions}), so that
 * a slip is said at once, before any input is read, whatever the input turns out to be:
 * `backend` and `engine` are known names, `maxNodes`, `maxGuesses` and `timeoutMs` whole
 * numbers (`maxNodes` and `maxGuesses`, one budget's two names, not two budgets), `signal` an
 * AbortSignal, `prepass` a boolean, `size` a whole number and `alphabet` a string (which sizes
 * and alphabets fit the input is checked where it is read; a `size` that names no board is
 * refused here, naming the call).
 * @param where the function's name, for messages
 * @throws {TypeError} for a value of the wrong type or an unknown name
 * @throws {RangeError} for a number out of range
 */
export function checkSolveValues(options: SolveOptions | undefined, where: string): void {
  if (options === undefined) return;
  const { backend, engine, maxNodes, maxGuesses, timeoutMs, signal, prepass, size, alphabet } = options;
  choice(backend, ['wasm', 'ts'], 'wasm', `${where}: backend`);
  choice(engine, ['auto', 'fast9', 'bitmask', 'dlx'], 'auto', `${where}: engine`);
  if (maxNodes !== undefined) checkInteger(maxNodes, 0, `${where}: maxNodes`);
  if (maxGuesses !== undefined) checkInteger(maxGuesses, 0, `${where}: maxGuesses`);
  if (maxNodes !== undefined && maxGuesses !== undefined && maxNodes !== maxGuesses) {
    throw new RangeError(`sudoku-wasm: ${where}: maxGuesses: another name of maxNodes, given another budget (maxNodes: ${maxNodes}, maxGuesses: ${maxGuesses}); give one`);
  }
  if (timeoutMs !== undefined) checkInteger(timeoutMs, 0, `${where}: timeoutMs`, 0x7fffffff);
  checkSignal(signal, `${where}: signal`);
  checkBoolean(prepass, `${where}: prepass`);
  checkBoardValues(size, alphabet, where);
}

/**
 * Checks the `size` and `alphabet` options of a call that reads a board (the solving calls,
 * `backtrack`): `size` a whole number that names a board, `alphabet` a string (which alphabets
 * fit the input is checked where it is read).
 * @param where the function's name, for messages
 * @throws {TypeError} for a value of the wrong type
 * @throws {RangeError} for a size that names no board
 */
export function checkBoardValues(size: unknown, alphabet: unknown, where: string): void {
  if (size !== undefined) {
    checkInteger(size, 2, `${where}: size`, 64);
    // 4 passes: it is a 4×4 variant puzzle's side; classic input's reader refuses it as ambiguous
    const problem = size === 4 ? null : sizeOptionProblem(size, show);
    if (problem !== null) throw new RangeError(`sudoku-wasm: ${where}: size: expected ${problem}`);
  }
  if (alphabet !== undefined && typeof alphabet !== 'string') {
    throw new TypeError(`sudoku-wasm: ${where}: alphabet: expected 'alnum', 'hex', 'auto' or a string of symbols, got ${show(alphabet)}`);
  }
}

/**
 * {@link checkSolveValues} and the batch options' own: `limit` (≥ 1), `firstLine` (≥ 0),
 * `lineNumbers` (an array of whole numbers ≥ 0), `largeBoardMaxNodes` (≥ 0), `solutions` (a
 * boolean).
 */
export function checkBatchValues(options: BatchOptions | undefined, where: string): void {
  if (options === undefined) return;
  checkSolveValues(options, where);
  const { limit, firstLine, lineNumbers, largeBoardMaxNodes, solutions } = options;
  if (limit !== undefined) checkInteger(limit, 1, `${where}: limit`);
  if (firstLine !== undefined) checkInteger(firstLine, 0, `${where}: firstLine`, Number.MAX_SAFE_INTEGER);
  if (lineNumbers !== undefined) {
    if (!Array.isArray(lineNumbers) && !ArrayBuffer.isView(lineNumbers)) throw new TypeError(`sudoku-wasm: ${where}: lineNumbers: expected an array of line numbers, got ${show(lineNumbers)}`);
    for (let i = 0; i < lineNumbers.length; i++) checkInteger(lineNumbers[i], 0, `${where}: lineNumbers[${i}]`, Number.MAX_SAFE_INTEGER);
  }
  if (largeBoardMaxNodes !== undefined) checkInteger(largeBoardMaxNodes, 0, `${where}: largeBoardMaxNodes`);
  checkBoolean(solutions, `${where}: solutions`);
}

/** One of `choices`, or `fallback` when undefined. @throws {TypeError} "expected 'a', 'b' or 'c', got …" */
export function choice<T extends string>(value: unknown, choices: readonly T[], fallback: T, what: string): T {
  if (value === undefined) return fallback;
  if (!choices.includes(value as T)) {
    throw new TypeError(`sudoku-wasm: ${what}: expected ${quotedChoices(choices)}, got ${show(value)}`);
  }
  return value as T;
}

/**
 * Checks that `options` is undefined or an object (not an iterable such as an array, a typed array,
 * a Map or a Set, not another built-in object such as an ArrayBuffer, a DataView or a Date, not a
 * function) whose own keys are all in `known`.
 * @param where the function's name, for messages (`solve`)
 * @param noun what the keys are called in messages (`option`; `key` for an argument that is a
 *   record, such as `playerGrid`'s)
 * @throws {TypeError} for a non-object, or naming the unknown keys (the first five, the rest
 *   counted), the known key nearest to each ("did you mean 'engine'?") and every known key
 */
export function checkKeys(options: unknown, known: readonly string[], where: string, noun = 'option'): void {
  if (options === undefined) return;
  // an array, a typed array, a Map or a Set (all iterable) is data, never options: its keys are its
  // indices, or none; so is any other built-in object (an ArrayBuffer, a DataView, a Date, a RegExp:
  // its tag is not Object's). Class instances and objects made by Object.create keep Object's tag.
  if (typeof options !== 'object' || options === null || Symbol.iterator in options || Object.prototype.toString.call(options) !== '[object Object]') {
    throw new TypeError(`sudoku-wasm: ${where}: expected ${noun === 'option' ? 'an options object' : 'an object'}, got ${show(options)}`);
  }
  const unknown: string[] = [];
  for (const key in options) if (Object.hasOwn(options, key) && !known.includes(key)) unknown.push(key);
  if (unknown.length === 0) return;
  // the first five named (a key cut to 40 characters), the rest counted
  const named = unknown.slice(0, 5).map((key) => {
    if (key.length > 40) return `'${key.slice(0, 40)}…'`;
    const near = nearest(key, known);
    return near === undefined ? `'${key}'` : `'${key}' (did you mean '${near}'?)`;
  });
  const more = unknown.length > 5 ? ` and ${unknown.length - 5} more` : '';
  throw new TypeError(
    `sudoku-wasm: ${where}: unknown ${noun}${unknown.length > 1 ? 's' : ''} ${named.join(', ')}${more}; known: ${known.join(', ')}`,
  );
}

/**
 * The known key closest to `key`, when it is close enough to be a slip: at most 2 edits
 * (Levenshtein: insert, delete, substitute), ignoring case, and fewer than half the key's length.
 */
export function nearest(key: string, known: readonly string[]): string | undefined {
  const typed = key.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.min(3, Math.ceil(typed.length / 2));
  for (const candidate of known) {
    const distance = editDistance(typed, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Levenshtein distance, by the textbook row recurrence. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next.push(Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    row = next;
  }
  return row[b.length];
}

/**
 * The keys of an options type, as a list for {@link checkKeys}: `keysOf<SolveOptions>()({ backend:
 * true, … })`. The record must name every key of `T` and no other, so the list and the type
 * agree.
 */
export function keysOf<T>(): (record: { [K in keyof Required<T>]: true }) => readonly string[] {
  return (record) => Object.keys(record);
}

/** The keys of {@link SolveOptions} (every solving call takes them). */
export const SOLVE_OPTION_KEYS: readonly string[] = /* @__PURE__ */ keysOf<SolveOptions>()({
  backend: true,
  engine: true,
  maxNodes: true,
  maxGuesses: true,
  timeoutMs: true,
  signal: true,
  prepass: true,
  size: true,
  alphabet: true,
});

/** The keys of {@link BatchOptions}. */
export const BATCH_OPTION_KEYS: readonly string[] = /* @__PURE__ */ SOLVE_OPTION_KEYS.concat(
  /* @__PURE__ */ keysOf<Omit<BatchOptions, keyof SolveOptions>>()({ limit: true, firstLine: true, lineNumbers: true, largeBoardMaxNodes: true, solutions: true }),
);

/** The keys of {@link TextOptions} (the batch options but the line numbers, which come from the text). */
export const TEXT_OPTION_KEYS: readonly string[] = /* @__PURE__ */ BATCH_OPTION_KEYS.filter((key) => key !== 'firstLine' && key !== 'lineNumbers');

/**
 * The keys of {@link LogicOptions}. Here rather than beside the logic solver, so that a caller
 * that only checks them (the worker's dispatch) does not load the solver and its techniques.
 */
export const LOGIC_OPTION_KEYS: readonly string[] = /* @__PURE__ */ SOLVE_OPTION_KEYS.concat(
  /* @__PURE__ */ keysOf<Omit<LogicOptions, keyof SolveOptions>>()({ techniques: true, exclude: true, unique: true, onStuck: true, maxSteps: true, alsInChains: true }),
);
