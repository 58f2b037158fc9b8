/**
 * One puzzle at a time: `solve`, `someSolution`, `countSolutions`, `isUnique`, `validate`,
 * and the allocation-free `solveInto`.
 *
 * Owns: the single-puzzle API and its guarantees (names say what is promised: `solve` gives
 * a solution only when it is the only one). Does not own: parsing (src/text/), engines.
 */
import { findConflict, type Board } from '../board/index.js';
import { getEngine } from '../engine/registry.js';
import { parsePuzzle, SudokuParseError } from '../text/index.js';
import type { StopReason } from './budget.js';
import { readInput } from './input.js';
import { boardText } from './board-text.js';
import { errorJSON } from './error-json.js';
import { checkInteger, checkKeys, checkSolveValues, nameCall, show, SOLVE_OPTION_KEYS } from './options.js';
import { countFast9, searchBoard, searchBoardAsync, type SearchAnswer } from './search.js';
import type { AnyPuzzle, SolveOptions, SolveVerdict, Verdict, VerdictDraft } from './types.js';
import { boardVerdict } from './verdict.js';
import { isVariantPuzzle, searchVariant, searchVariantAsync, variantText, variantVerdict } from './variant.js';
import type { VariantPuzzle } from '../variant/model.js';

/**
 * Thrown by {@link countSolutions} and friends when a budget ran out before the answer.
 * @category Errors
 */
export class BudgetExhaustedError extends Error {
  override readonly name: string = 'BudgetExhaustedError';
  constructor(
    /** Solutions found before the budget ran out (a lower bound). */
    readonly found: number,
    /** Guesses (nodes) made. */
    readonly guesses: number,
    /** Which budget ran out: `nodes`, `time` or `aborted`. */
    readonly reason: StopReason = 'nodes',
    /** The call that was stopped, for the message (`sudoku-wasm: countSolutions: search stopped …`). */
    where?: string,
  ) {
    super(`sudoku-wasm: ${where === undefined ? '' : `${where}: `}search stopped (${reason === 'nodes' ? 'node budget exhausted' : reason === 'time' ? 'time budget exhausted' : 'aborted'}) after ${guesses} ${guesses === 1 ? 'guess' : 'guesses'}, ${found} ${found === 1 ? 'solution' : 'solutions'} found so far`);
  }

  /** Plain data for `JSON.stringify`: `name`, `message`, `found`, `guesses`, `reason` (and a subclass's fields). */
  toJSON(): Record<string, unknown> {
    return errorJSON(this);
  }
}

/** Checks a solving call's options object: its keys and their values, before the input is read. */
function checkOptions(options: unknown, where: string): void {
  checkKeys(options, SOLVE_OPTION_KEYS, where);
  checkSolveValues(options as SolveOptions | undefined, where);
}

/** A classic board or a variant puzzle, as read. */
type Puzzle = Board | VariantPuzzle;

/** Searches a read puzzle with the engine that solves it. */
function search(puzzle: Puzzle, limit: number, options: SolveOptions | undefined): SearchAnswer {
  return isVariantPuzzle(puzzle) ? searchVariant(puzzle, limit, options) : searchBoard(puzzle, limit, options);
}

/** The async form of {@link search}. */
function searchAsync(puzzle: Puzzle, limit: number, options: SolveOptions | undefined): Promise<SearchAnswer> {
  return isVariantPuzzle(puzzle) ? searchVariantAsync(puzzle, limit, options) : searchBoardAsync(puzzle, limit, options);
}

/** The verdict of a search of a read puzzle. */
function verdictOf(puzzle: Puzzle, found: SearchAnswer, limit: number, options: SolveOptions | undefined, withSolution: boolean): Verdict {
  return isVariantPuzzle(puzzle)
    ? variantVerdict(puzzle, found, limit, withSolution)
    : boardVerdict(puzzle, found, limit, options, withSolution);
}

/** A solution as text: the board's alphabet, or digits for a variant puzzle. */
function solutionText(puzzle: Puzzle, solution: Uint8Array, options: SolveOptions | undefined): string {
  return isVariantPuzzle(puzzle) ? variantText(solution) : boardText(puzzle.n, solution, options);
}

/**
 * The cells of the 9×9 board a synchronous call reads from text. The call searches the board
 * before it returns and reads nothing of it afterwards but its size, so one array serves every
 * call: a new `Uint8Array(81)` each time cost a fifth of `countSolutions` on a 17-clue line
 * (V8 gives a typed array over 64 bytes a store of its own; docs/design/engine.md, "One
 * puzzle at a time"). A call made while another holds it (from an `aborted` getter, say)
 * reads into a new array instead.
 */
const boardScratch = new Uint8Array(81);
let boardScratchHeld = false;

/** The board scratch, or undefined while another call holds it; give it back with {@link releaseScratch}. */
function takeScratch(): Uint8Array | undefined {
  if (boardScratchHeld) return undefined;
  boardScratchHeld = true;
  return boardScratch;
}

function releaseScratch(scratch: Uint8Array | undefined): void {
  if (scratch !== undefined) boardScratchHeld = false;
}

/**
 * Reads and searches (options already checked). The board's cells may be the scratch above:
 * the caller reads only the board's size after this returns.
 */
function answer(input: unknown, limit: number, options: SolveOptions | undefined): { puzzle: Puzzle; found: SearchAnswer } {
  const scratch = takeScratch();
  try {
    const puzzle = readInput(input, options, 1, scratch);
    return { puzzle, found: search(puzzle, limit, options) };
  } finally {
    releaseScratch(scratch);
  }
}

/**
 * Solves a puzzle (any size, 4×4 to 64×64) whose solution must be unique.
 * @param puzzle the puzzle: text (a line or a grid), N² numbers 0…N, or a variant puzzle (the
 *   model, f-puzzles JSON, a link)
 * @param options the solving options ({@link SolveOptions}): budgets, signal, engine, backend,
 *   size, alphabet
 * @returns `{ status: 'unique', solution }` when there is exactly one solution; otherwise a
 *   result whose status says `none` or `multiple` (or `unknown` if a budget ran out, with
 *   `stopped` saying which) and that has no `solution`. Never returns one of several solutions.
 * @throws {SudokuParseError} when the input is not a puzzle (bad characters, size, conflicting givens).
 * @throws {TypeError} for malformed options ({RangeError} for a number out of range), naming the option.
 * @example
 * ```ts
 * import { solve } from 'sudoku-wasm';
 *
 * const verdict = solve('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
 * verdict.status; // → 'unique'
 * verdict.solution; // → '417369825632158947958724316825437169791586432346912758289643571573291684164875293'
 *
 * // several solutions: none is given
 * solve('.'.repeat(81)); // → { status: 'multiple', count: 2 }
 * ```
 * @category Solve and check
 */
export function solve(puzzle: AnyPuzzle, options?: SolveOptions): SolveVerdict {
  try {
    checkOptions(options, 'solve');
    const { puzzle: read, found } = answer(puzzle, 2, options);
    const verdict: VerdictDraft = verdictOf(read, found, 2, options, false);
    if (verdict.status === 'unique') verdict.solution = solutionText(read, found.solution!, options);
    return verdict as SolveVerdict; // a solution on the unique verdict only
  } catch (error) {
    throw nameCall(error, 'solve'); // the reader's and the engine's checks, named
  }
}

/**
 * Finds one solution, the first the search meets (not necessarily the only one).
 * @param puzzle the puzzle: text (a line or a grid), N² numbers 0…N, or a variant puzzle (the
 *   model, f-puzzles JSON, a link)
 * @param options the solving options ({@link SolveOptions}): budgets, signal, engine, backend,
 *   size, alphabet
 * @returns the solution as one line of text, or `null` when the puzzle has none.
 * @throws {SudokuParseError} when the input is not a puzzle.
 * @throws {BudgetExhaustedError} when a budget ran out first.
 * @throws {TypeError} for malformed options ({RangeError} for a number out of range), naming the option.
 * @example
 * ```ts
 * import { someSolution } from 'sudoku-wasm';
 *
 * someSolution('.'.repeat(81)); // → '123456789789123456456789123312645978978312645645978312231564897897231564564897231'
 * ```
 * @category Solve and check
 */
export function someSolution(puzzle: AnyPuzzle, options?: SolveOptions): string | null {
  try {
    checkOptions(options, 'someSolution');
    const { puzzle: read, found } = answer(puzzle, 1, options);
    if (found.count === 0 && found.stopped) throw new BudgetExhaustedError(0, found.nodes, found.stopped, 'someSolution');
    return found.solution ? solutionText(read, found.solution, options) : null;
  } catch (error) {
    throw nameCall(error, 'someSolution'); // the reader's and the engine's checks, named
  }
}

/**
 * Counts solutions, stopping at `limit` (default 2: enough to prove uniqueness).
 * @param puzzle the puzzle: text (a line or a grid), N² numbers 0…N, or a variant puzzle (the
 *   model, f-puzzles JSON, a link)
 * @param limit stop counting at this many solutions (default 2, which proves uniqueness)
 * @param options the solving options ({@link SolveOptions}): budgets, signal, engine, backend,
 *   size, alphabet
 * @returns the number of solutions, at most `limit`.
 * @throws {SudokuParseError} when the input is not a puzzle.
 * @throws {RangeError} when `limit` is not an integer ≥ 1.
 * @throws {BudgetExhaustedError} when a budget ran out first.
 * @throws {TypeError} for malformed options ({RangeError} for a number out of range), naming the option.
 * @example
 * ```ts
 * import { countSolutions } from 'sudoku-wasm';
 *
 * countSolutions('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'); // → 1
 *
 * // every 4×4 grid: an empty 4×4 board has 288 solutions
 * countSolutions('.'.repeat(16), 1000); // → 288
 * ```
 * @category Solve and check
 */
export function countSolutions(puzzle: AnyPuzzle, limit = 2, options?: SolveOptions): number {
  try {
    checkInteger(limit, 1, 'countSolutions: limit');
    checkOptions(options, 'countSolutions');
    return count(puzzle, limit, options, 'countSolutions');
  } catch (error) {
    throw nameCall(error, 'countSolutions'); // the reader's and the engine's checks, named
  }
}

/** The count of {@link countSolutions} and {@link isUnique}, their arguments checked. */
function count(puzzle: AnyPuzzle, limit: number, options: SolveOptions | undefined, where: string): number {
  const { found } = answer(puzzle, limit, options);
  if (found.stopped) throw new BudgetExhaustedError(found.count, found.nodes, found.stopped, where);
  return found.count;
}

/**
 * The async form of {@link countSolutions} for long counts (large boards, high limits): yields
 * to the event loop between slices of work, so `options.signal` can stop it while it runs.
 * @param puzzle the puzzle: text (a line or a grid), N² numbers 0…N, or a variant puzzle (the
 *   model, f-puzzles JSON, a link)
 * @param limit stop counting at this many solutions (default 2, which proves uniqueness)
 * @param options the solving options ({@link SolveOptions}): budgets, signal, engine, backend,
 *   size, alphabet (`signal` is read between slices of work)
 * @throws {BudgetExhaustedError} (rejects) when a budget ran out or the signal aborted first.
 * @throws {TypeError} for malformed options ({RangeError} for a number out of range), naming the option.
 * @example
 * ```ts
 * import { countSolutionsAsync } from 'sudoku-wasm';
 *
 * // every 4×4 grid, counted without blocking the event loop; the signal stops a count that runs long
 * await countSolutionsAsync('.'.repeat(16), 1000, { signal: AbortSignal.timeout(5000) }); // → 288
 * ```
 * @category Solve and check
 */
export async function countSolutionsAsync(puzzle: AnyPuzzle, limit = 2, options?: SolveOptions): Promise<number> {
  try {
    checkInteger(limit, 1, 'countSolutionsAsync: limit');
    checkOptions(options, 'countSolutionsAsync');
    const found = await searchAsync(readInput(puzzle, options), limit, options);
    if (found.stopped) throw new BudgetExhaustedError(found.count, found.nodes, found.stopped, 'countSolutionsAsync');
    return found.count;
  } catch (error) {
    throw nameCall(error, 'countSolutionsAsync'); // the reader's and the engine's checks, named
  }
}

/**
 * Whether the puzzle has exactly one solution.
 * @param puzzle the puzzle: text (a line or a grid), N² numbers 0…N, or a variant puzzle (the
 *   model, f-puzzles JSON, a link)
 * @param options the solving options ({@link SolveOptions}): budgets, signal, engine, backend,
 *   size, alphabet
 * @throws {SudokuParseError} when the input is not a puzzle.
 * @throws {BudgetExhaustedError} when a budget ran out first.
 * @throws {TypeError} for malformed options ({RangeError} for a number out of range), naming the option.
 * @example
 * ```ts
 * import { isUnique } from 'sudoku-wasm';
 *
 * isUnique('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......'); // → true
 * isUnique('.'.repeat(81)); // → false
 * ```
 * @category Solve and check
 */
export function isUnique(puzzle: AnyPuzzle, options?: SolveOptions): boolean {
  try {
    checkOptions(options, 'isUnique');
    return count(puzzle, 2, options, 'isUnique') === 1;
  } catch (error) {
    throw nameCall(error, 'isUnique'); // the reader's and the engine's checks, named
  }
}

/**
 * Classifies any input without throwing (only malformed options throw): `unique`, `multiple`,
 * `none`, or `invalid` with the parse error (`unknown` only when a budget ran out). `solution`
 * is the first solution found whenever there is one.
 * @param puzzle anything: a puzzle in any form (as `solve` takes), or a value that is none,
 *   answered `invalid`
 * @param options the solving options ({@link SolveOptions}): budgets, signal, engine, backend,
 *   size, alphabet
 * @throws {TypeError} for malformed options ({RangeError} for a number out of range), naming the option.
 * @example
 * ```ts
 * import { validate } from 'sudoku-wasm';
 *
 * validate('8.........95.......76.........426798...571243...893165......916....3.487....1.532').status; // → 'multiple'
 * const { status, error } = validate('55' + '.'.repeat(79)); // never throws for bad input
 * status; // → 'invalid'
 * error?.code; // → 'CONFLICT'
 * ```
 * @category Solve and check
 */
export function validate(puzzle: unknown, options?: SolveOptions): Verdict {
  try {
    checkOptions(options, 'validate');
    const scratch = takeScratch();
    try {
      const read = parseOrInvalid(puzzle, options, scratch);
      return 'status' in read ? read : verdictOf(read, search(read, 2, options), 2, options, true);
    } finally {
      releaseScratch(scratch);
    }
  } catch (error) {
    throw nameCall(error, 'validate'); // the reader's and the engine's checks, named
  }
}

/**
 * The async form of {@link validate} for long searches (large boards): yields to the event
 * loop between slices of work, so `options.signal` can stop it while it runs; a stopped search
 * gets status `unknown` with `stopped: 'aborted'` (or `'time'`, `'nodes'`).
 * @param puzzle anything, as `validate` takes
 * @param options the solving options ({@link SolveOptions}): budgets, signal, engine, backend,
 *   size, alphabet (`signal` is read between slices of work)
 * @throws {TypeError} for malformed options ({RangeError} for a number out of range), naming the option.
 * @example
 * ```ts
 * import { validateAsync } from 'sudoku-wasm';
 *
 * const verdict = await validateAsync('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
 * verdict.status; // → 'unique'
 * verdict.solution; // → '417369825632158947958724316825437169791586432346912758289643571573291684164875293'
 * ```
 * @category Solve and check
 */
export async function validateAsync(puzzle: unknown, options?: SolveOptions): Promise<Verdict> {
  try {
    checkOptions(options, 'validateAsync');
    const read = parseOrInvalid(puzzle, options);
    return 'status' in read ? read : verdictOf(read, await searchAsync(read, 2, options), 2, options, true);
  } catch (error) {
    throw nameCall(error, 'validateAsync'); // the reader's and the engine's checks, named
  }
}

/** The puzzle, or the `invalid` verdict when the input is not one (a 9×9 line's cells into `scratch` when given). */
function parseOrInvalid(puzzle: unknown, options: SolveOptions | undefined, scratch?: Uint8Array): Puzzle | Verdict {
  try {
    return readInput(puzzle, options, 1, scratch);
  } catch (error) {
    if (error instanceof SudokuParseError) return { status: 'invalid', count: 0, guesses: 0, error };
    throw error;
  }
}

/**
 * Allocation-free 9×9 solving for hot loops (the fast9 engine): reads 81 cells (0 = empty), writes the first
 * solution found into `out` (81 bytes; untouched when there is none).
 * @param puzzle 81 cells 0–9 in reading order (0 = empty)
 * @param out receives the first solution found (at least 81 bytes)
 * @param limit stop counting at this many solutions (default 2, which proves uniqueness)
 * @param options the solving options ({@link SolveOptions}): budgets, signal, engine, backend,
 *   size, alphabet
 * @returns the number of solutions found, at most `limit` (default 2).
 * @throws {SudokuParseError} when a value is not 0–9 or givens conflict.
 * @throws {RangeError} when `puzzle` or `out` has fewer than 81 entries, or `limit` < 1.
 * @throws {BudgetExhaustedError} when `maxGuesses` ran out first.
 * @throws {TypeError} for malformed options ({RangeError} for a number out of range), naming the option.
 * @example
 * ```ts
 * import { formatLine, parsePuzzle, solveInto } from 'sudoku-wasm';
 *
 * const cells = parsePuzzle('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
 * const out = new Uint8Array(81); // reuse it for every puzzle of a loop
 * solveInto(cells, out); // → 1
 * formatLine(out); // → '417369825632158947958724316825437169791586432346912758289643571573291684164875293'
 * ```
 * @category Solve and check
 */
export function solveInto(puzzle: Uint8Array, out: Uint8Array, limit = 2, options?: SolveOptions): number {
  try {
    if (!(puzzle instanceof Uint8Array) || puzzle.length < 81) {
      throw new RangeError(`sudoku-wasm: puzzle must be a Uint8Array of 81 cells, got ${describe(puzzle)}`);
    }
    if (!(out instanceof Uint8Array) || out.length < 81) {
      throw new RangeError(`sudoku-wasm: out must be a Uint8Array of at least 81 bytes, got ${describe(out)}`);
    }
    checkInteger(limit, 1, 'solveInto: limit');
    checkOptions(options, 'solveInto');
    if (options?.engine !== undefined && options.engine !== 'auto' && options.engine !== 'fast9') {
      throw new RangeError(`sudoku-wasm: solveInto: engine: solveInto runs fast9 (9×9) only, got '${options.engine}'`);
    }
    if (options?.size !== undefined && options.size !== 3 && options.size !== 9) {
      throw new RangeError(`sudoku-wasm: solveInto: size: solveInto solves 9×9 boards only, got ${options.size}`);
    }
    const cells = puzzle.length === 81 ? puzzle : puzzle.subarray(0, 81);
    let bad = false;
    for (let i = 0; i < 81; i++) if (cells[i] > 9) bad = true;
    if (bad || findConflict(cells) !== null) parsePuzzle(cells); // throws the precise error
    const answer = countFast9(getEngine(options?.backend), cells, limit, out, options);
    if (answer.stopped) throw new BudgetExhaustedError(answer.count, answer.nodes, answer.stopped, 'solveInto');
    return answer.count;
  } catch (error) {
    throw nameCall(error, 'solveInto'); // the reader's and the engine's checks, named
  }
}

/** A bad buffer for a message: a Uint8Array with its length, anything else as `show` words it. */
function describe(value: unknown): string {
  if (value instanceof Uint8Array) return `a Uint8Array of ${value.length}`;
  return show(value);
}
