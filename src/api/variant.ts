/**
 * Variant puzzles in the solving calls: telling a variant input from a classic one, reading it
 * through the variant slot (./parts.ts), and searching it with the variant engine under the
 * caller's budgets.
 *
 * Owns: the routing rule (a variant input whose rules are only the classic ones becomes a 9×9
 * board that fast9 answers; every other goes to the variant engine), the verdict of a variant
 * search, and the variant forms of search and async search. Does not own: reading the formats
 * (src/variant/formats/), compiling (src/variant/compile/), the engines (src/engine/variant-*),
 * budgets (./budget.ts).
 *
 *   input ─► isVariantInput? ─no─► classic text layer (./input.ts)
 *                 │yes
 *                 ▼
 *   a classic model or f-puzzles text, givens only? ─yes─► Board { n: 3 } ─► fast9
 *                 │no                                          ▲
 *                 ▼                                            │yes
 *            parseVariant ─► isClassic? ───────────────────────┘
 *                                 │no
 *                                 ▼
 *                           compileVariant ─► VariantSearch (wasm | ts)
 */
import type { Board } from '../board/index.js';
import { defaultBackend, freeVariantSearch, getVariantSearch, holdVariantSearch } from '../engine/registry.js';
import type { VariantProgram, VariantSearch } from '../engine/variant-types.js';
import { isVariantLine } from '../variant/formats/line-kind.js';
import { SudokuParseError } from '../text/parse-error.js';
import { jsonLineEndError } from '../text/messages.js';
import type { VariantPuzzle } from '../variant/model.js';
import { EngineQueue, runWithin, runWithinAsync, type StopReason } from './budget.js';
import { variantsPart } from './parts.js';
import { searchBudget, type SearchAnswer } from './search.js';
import type { SolveOptions, Verdict, VerdictDraft } from './types.js';
import { statusOf } from './verdict.js';

/**
 * Whether an input is meant as a variant puzzle: an object that is not array-like (a model or
 * an f-puzzles object), or a string that reads as one (JSON, an f-puzzles or SudokuPad link, a
 * jigsaw line: src/variant/formats/detect.ts).
 */
export function isVariantInput(input: unknown): boolean {
  if (typeof input === 'string') return isVariantLine(input);
  if (typeof input !== 'object' || input === null) return false;
  return typeof (input as { length?: unknown }).length !== 'number';
}

/**
 * Reads a variant input: a classic 9×9 model becomes a board (fast9 answers it), any other a
 * checked model. The board's cells go into `scratch` when given (see ./input.ts `readInput`).
 * @param size the caller's `size` option, when given: the puzzle's side, or its box size
 * @throws {SudokuParseError} when the input is not a puzzle (the message names the place), or
 *   not of the size asked for (`BAD_SIZE`)
 * @throws {Error} where the variant layer is not loaded (the message says to call `useVariants()`)
 */
export function readVariant(input: unknown, line?: number, scratch?: Uint8Array, size?: number): Board | VariantPuzzle {
  const part = variantsPart(typeof input === 'string' ? 'a variant puzzle line' : 'a variant puzzle object');
  // the door writes its cells before it knows the input is classic: a board is made only then
  const door = scratch ?? doorCells;
  if (part.readBareClassic(input, door)) {
    checkSize(9, size, line);
    return { n: 3, cells: scratch ?? door.slice() };
  }
  const puzzle = part.parseVariant(input, line === undefined ? undefined : { line });
  checkSize(puzzle.size, size, line);
  if (!part.isClassic(puzzle)) return puzzle;
  const cells = scratch ?? new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const code = puzzle.givens.charCodeAt(i);
    cells[i] = code >= 49 && code <= 57 ? code - 48 : 0;
  }
  return { n: 3, cells };
}

/**
 * {@link readVariant} for a line of a file (the batch and stream readers): JSON that ends with
 * the line unclosed is `BAD_JSON` with a note that a JSON puzzle must be on one line, as a
 * pretty-printed puzzle's first line (`{`) is.
 */
export function readVariantLine(text: string, line: number, size?: number): Board | VariantPuzzle {
  try {
    return readVariant(text, line, undefined, size);
  } catch (error) {
    throw variantLineError(error, text);
  }
}

/**
 * The error to give for `error`, thrown reading the variant line `text`: JSON that ends with the
 * line unclosed gets the note that a JSON puzzle must be on one line; any other, itself.
 */
export function variantLineError(error: unknown, text: string): unknown {
  const unclosed = error instanceof SudokuParseError && error.code === 'BAD_JSON' && error.char === undefined && text.trimStart().startsWith('{');
  return unclosed ? jsonLineEndError(error) : error;
}

/** @throws {SudokuParseError} `BAD_SIZE` when `size` is given and is neither `side` nor its square root. */
export function checkSize(side: number, size: number | undefined, line: number | undefined): void {
  if (size === undefined || size === side || size * size === side) return;
  const at = line === undefined ? '' : `line ${line}: `;
  throw new SudokuParseError('BAD_SIZE', `${at}expected size ${size} (options.size, --size in the CLI), got a ${side}×${side} variant puzzle`, line === undefined ? {} : { line });
}

/** Cells for {@link readVariant}'s classic door when the caller gives none (copied out on success). */
const doorCells = new Uint8Array(81);

/** Whether a read puzzle is a variant model (not a classic board). */
export function isVariantPuzzle(puzzle: Board | VariantPuzzle): puzzle is VariantPuzzle {
  return (puzzle as VariantPuzzle).constraints !== undefined;
}

/** Why the options cannot apply to a variant puzzle (src/variant/solve-options.ts), or undefined when they can. */
function optionProblem(options: SolveOptions | undefined, batch: boolean): string | undefined {
  return variantsPart('a variant puzzle').optionProblem(options, batch);
}

/**
 * @throws {RangeError} when the options cannot apply to a variant puzzle (an engine other than
 *   `auto`, an alphabet, the pre-pass: src/variant/solve-options.ts)
 */
export function checkVariantOptions(options: SolveOptions | undefined): void {
  const problem = optionProblem(options, false);
  if (problem !== undefined) throw new RangeError(`sudoku-wasm: ${problem}`);
}

/**
 * For a batch, which answers every line: the `UNSUPPORTED` error of a variant line when the
 * options name an engine other than `auto` (a single call throws {@link checkVariantOptions}'s
 * RangeError), or undefined.
 */
export function variantEngineError(options: SolveOptions | undefined, line: number | undefined): SudokuParseError | undefined {
  const problem = optionProblem(options, true);
  if (problem === undefined) return undefined;
  return new SudokuParseError('UNSUPPORTED', line === undefined ? problem : `line ${line}: ${problem}`, line === undefined ? {} : { line });
}

/** The answer of a finished (or stopped) variant search, its solution (and the union of its solutions, when kept) copied out. */
function finish(search: VariantSearch, cellCount: number, stopped: StopReason | undefined, union: boolean): SearchAnswer {
  const answer: SearchAnswer = { count: search.count, nodes: search.nodes };
  if (stopped) answer.stopped = stopped;
  if (search.count > 0) {
    answer.solution = new Uint8Array(cellCount);
    search.readSolution(answer.solution);
  }
  if (union) {
    answer.union = new Uint16Array(cellCount);
    search.readUnion(answer.union);
  }
  return answer;
}

/** Counts solutions of a variant puzzle up to `limit` (synchronously), for a call about that one puzzle. @throws {RangeError} ({@link checkVariantOptions}) */
export function searchVariant(puzzle: VariantPuzzle, limit: number, options?: SolveOptions): SearchAnswer {
  checkVariantOptions(options);
  if (options?.signal?.aborted) return { count: 0, nodes: 0, stopped: 'aborted' };
  return searchProgram(compileProgram(puzzle), limit, options);
}

/** The program of a checked variant model (the variant layer's compiler). */
export function compileProgram(puzzle: VariantPuzzle): VariantProgram {
  return variantsPart('a variant puzzle').compileVariant(puzzle);
}

/**
 * Counts solutions of a compiled variant puzzle up to `limit` (synchronously; the options
 * checked by the caller); with `union`, the answer carries the union of the solutions found.
 */
export function searchProgram(program: VariantProgram, limit: number, options?: SolveOptions, union = false): SearchAnswer {
  if (options?.signal?.aborted) return { count: 0, nodes: 0, stopped: 'aborted' };
  if (program.impossible) return noSolution(program, union);
  const search = freeVariantSearch(options?.backend);
  search.start(program, limit, union);
  return finish(search, program.size * program.size, runWithin(search, searchBudget(options)), union);
}

/** The answer for a program compiled to no solution. */
function noSolution(program: VariantProgram, union: boolean): SearchAnswer {
  return union ? { count: 0, nodes: 0, union: new Uint16Array(program.size * program.size) } : { count: 0, nodes: 0 };
}

/** Variant searches waiting for the shared engine of a backend, one at a time. */
const queue = /*@__PURE__*/ new EngineQueue();

/**
 * The async form: yields to the event loop between slices, so `signal` and timers work while it
 * runs. Searches on the same shared engine are queued (the engines are not re-entrant).
 */
export async function searchVariantAsync(puzzle: VariantPuzzle, limit: number, options?: SolveOptions): Promise<SearchAnswer> {
  checkVariantOptions(options);
  return searchProgramAsync(compileProgram(puzzle), limit, options);
}

/** The async form of {@link searchProgram}. */
export async function searchProgramAsync(program: VariantProgram, limit: number, options?: SolveOptions, union = false): Promise<SearchAnswer> {
  // a signal aborted before the call stops it before anything, as in the sync form (even a
  // program the compiler proved impossible)
  if (options?.signal?.aborted) return { count: 0, nodes: 0, stopped: 'aborted' };
  if (program.impossible) return noSolution(program, union);
  // `backend: 'wasm'` and no backend share one engine
  const answer = await queue.run(options?.backend ?? defaultBackend(), searchBudget(options), async (budget) => {
    const search = getVariantSearch(options?.backend);
    search.start(program, limit, union);
    const release = holdVariantSearch(search);
    try {
      return finish(search, program.size * program.size, await runWithinAsync(search, budget), union);
    } finally {
      release();
    }
  });
  return typeof answer === 'string' ? { count: 0, nodes: 0, stopped: answer } : answer;
}

/** A variant solution (values 1…9) as text, one digit a cell. */
export function variantText(cells: Uint8Array): string {
  let text = '';
  for (let i = 0; i < cells.length; i++) text += String.fromCharCode(48 + cells[i]);
  return text;
}

/** The verdict of a variant search; `solution` (N² digits) only when asked. */
export function variantVerdict(puzzle: VariantPuzzle, found: SearchAnswer, limit: number, withSolution: boolean, line?: number): Verdict {
  const verdict: VerdictDraft = { status: statusOf(found.count, found.stopped === undefined, limit), count: found.count, guesses: found.nodes };
  if (line !== undefined) verdict.line = line;
  if (puzzle.size !== 9) verdict.size = puzzle.size;
  if (found.stopped) verdict.stopped = found.stopped;
  if (withSolution && found.solution) verdict.solution = variantText(found.solution);
  return verdict as Verdict; // as in verdictOf (./verdict.ts)
}
