/**
 * True candidates: the digits each cell holds in at least one solution of a puzzle, as a setter
 * checks a puzzle that is not unique yet (f-puzzles calls them true candidates, sigh's solver
 * "all possibilities"). A cell with two or more is where the solutions differ, where a clue or a
 * rule is missing.
 *
 * Owns: {@link trueCandidates} and {@link trueCandidatesAsync}: the probing loop and its budgets
 * over all its searches. Does not own: reading (./input.ts), the searches (./search.ts,
 * ./variant.ts), budgets within one search (./budget.ts).
 *
 * The loop: a first search counts the solutions, a classic board's to 2, a variant puzzle's to
 * {@link ENUMERATE} keeping the union of every solution it finds (the variant engine's `union`).
 * One solution is the answer (a unique puzzle costs what `validate` does); none, no digit
 * anywhere. A variant puzzle with fewer solutions than that limit is answered by that one
 * search: the union is the true candidates. Otherwise the digits of the solutions found are
 * true candidates, and each empty cell is asked for a solution that puts in it a digit no
 * solution found so far does: found, every digit of it is a true candidate too (and the cell is
 * asked again); none, the cell has no other. A variant puzzle asks that in one search, its
 * program's root candidates of the cell (INIT, src/variant/compile/program.ts) narrowed to
 * those digits; a classic board in one search per digit, given there (fast9 takes no
 * candidates), skipping the digits a given of the cell's row, column or box takes.
 *
 *   count to the limit ─► 0: none │ 1: unique │ 2 … limit − 1 (variant): the union, exact
 *                         limit: known[cell] |= the digits of the solutions found
 *                                                        │
 *   for each empty cell: while search(cell ∈ open digits) finds a solution: known |= its digits
 */
import type { Board } from '../board/index.js';
import { geometryOf, type Geometry } from '../board/geometry.js';
import type { VariantProgram } from '../engine/variant-types.js';
import { H_INIT } from '../variant/compile/program-header.js';
import type { VariantPuzzle } from '../variant/model.js';
import { nextTurn, TURN_MS, type StopReason } from './budget.js';
import { readInput } from './input.js';
import { budgetOf, checkKeys, checkSolveValues, nameCall, SOLVE_OPTION_KEYS } from './options.js';
import { searchBoard, searchBoardAsync, type SearchAnswer } from './search.js';
import type { AnyPuzzle, SolveOptions } from './types.js';
import { checkVariantOptions, compileProgram, isVariantPuzzle, searchProgram, searchProgramAsync } from './variant.js';

/** What {@link trueCandidates} found. */
export interface TrueCandidates {
  /**
   * - `unique`: one solution (every cell has one true candidate);
   * - `multiple`: two or more (see `differing`);
   * - `none`: no solution (every `candidates` entry is empty);
   * - `unknown`: a budget ran out or the signal aborted first (`stopped` says which):
   *   `candidates` holds the digits found so far, each in some solution; more may be.
   */
  status: 'unique' | 'multiple' | 'none' | 'unknown';
  /** Side N of the board (9 for 9×9). */
  size: number;
  /**
   * Per cell in reading order, the digits 1 … N (ascending) it holds in at least one solution;
   * a given's own digit for a given.
   */
  candidates: number[][];
  /** The cells with two or more true candidates, ascending: where the solutions differ. */
  differing: number[];
  /** Searches made: one that counts the solutions, then one per question (a cell's open digits at once in a variant puzzle, one digit at a time on a classic board). */
  searches: number;
  /** Guesses made over all the searches. */
  guesses: number;
  /** The budget that ran out (`maxNodes`, `timeoutMs`) or `aborted`, when `status` is `unknown`. */
  stopped?: StopReason;
}

/**
 * How many solutions the first search of a variant puzzle counts to, keeping their union: a
 * puzzle with fewer is answered by that search alone. (Measured: bench/true-candidates.mjs.)
 */
const ENUMERATE = 256;

/** A read puzzle: a classic board of any size or a variant model. */
type Puzzle = Board | VariantPuzzle;

/** One search to run: a classic board, or a compiled variant program. */
type Search = { board: Board; program?: undefined } | { program: VariantProgram; board?: undefined };

/**
 * What the loop needs of a puzzle: its side, its givens, and searches for a solution that puts
 * in a cell one of some digits.
 */
interface Probe {
  readonly N: number;
  /** Per cell, its given (1 … N) or 0. */
  readonly givens: Uint8Array;
  /** The puzzle as read. */
  readonly whole: Search;
  /** Whether the first search keeps the union of its solutions (a variant program): it then counts to {@link ENUMERATE}, else to 2. */
  readonly union: boolean;
  /**
   * A search for a solution with `cell` holding one of `open` (digits 1 … N, ascending, none of
   * them a true candidate found so far), and the digits of `open` that the search rules out
   * when it finds no solution (all of them, or the one it gave the cell and the ones skipped
   * before it); `search` null when `covers` is ruled out without one.
   */
  within(cell: number, open: readonly number[]): { search: Search | null; covers: readonly number[] };
}

/** A board or a variant model as a {@link Probe} (a variant puzzle takes engine `auto` only). */
function probeOf(puzzle: Puzzle, options: SolveOptions | undefined): Probe {
  if (!isVariantPuzzle(puzzle)) return boardProbe(puzzle);
  checkVariantOptions(options);
  return variantProbe(compileProgram(puzzle));
}

/** A variant program's probe: a cell's open digits in one search, its INIT mask narrowed to them. */
function variantProbe(program: VariantProgram): Probe {
  const N = program.size;
  const init = program.words[H_INIT];
  const givens = new Uint8Array(N * N);
  for (let cell = 0; cell < givens.length; cell++) {
    const mask = program.words[init + cell];
    if (mask !== 0 && (mask & (mask - 1)) === 0) givens[cell] = 31 - Math.clz32(mask) + 1; // one root candidate: a given, or a rule's
  }
  return {
    N,
    givens,
    whole: { program },
    union: true,
    within: (cell, open) => {
      const words = program.words.slice();
      let mask = 0;
      for (const d of open) mask |= 1 << (d - 1);
      words[init + cell] &= mask;
      return { search: { program: { size: N, words, impossible: program.impossible } }, covers: open };
    },
  };
}

/** A board's probe: one open digit a search, given in the cell; the digits a given of its row, column or box takes are never open. */
function boardProbe(puzzle: Board): Probe {
  const { n } = puzzle;
  const N = n * n;
  const givens = puzzle.cells.slice(); // the reader's cells may be a scratch array
  let seen: Uint8Array | undefined; // made on the first question: a unique puzzle asks none
  return {
    N,
    givens,
    whole: { board: { n, cells: givens } },
    union: false,
    within: (cell, open) => {
      seen ??= seenByGivens(geometryOf(n), givens);
      const taken = seen;
      const digit = open.find((d) => taken[cell * N + d - 1] === 0);
      if (digit === undefined) return { search: null, covers: open };
      const cells = givens.slice();
      cells[cell] = digit;
      return { search: { board: { n, cells } }, covers: open.filter((d) => d <= digit) };
    },
  };
}

/** Flags, N a cell (digit d at `cell · N + d − 1`): a given of the cell's row, column or box takes d. */
function seenByGivens({ N, cellUnits }: Geometry, givens: Uint8Array): Uint8Array {
  const taken = new Uint8Array(3 * N * N); // per unit and digit
  for (let cell = 0; cell < givens.length; cell++) {
    const d = givens[cell];
    if (d !== 0) for (let k = 0; k < 3; k++) taken[cellUnits[3 * cell + k] * N + d - 1] = 1;
  }
  const seen = new Uint8Array(givens.length * N);
  for (let cell = 0; cell < givens.length; cell++) {
    for (let k = 0; k < 3; k++) {
      const unit = cellUnits[3 * cell + k];
      for (let d = 0; d < N; d++) seen[cell * N + d] |= taken[unit * N + d];
    }
  }
  return seen;
}

/** A request of the loop: a search, its solution limit, the options left of the budgets, and whether to keep the union of its solutions. */
interface Request {
  search: Search;
  limit: number;
  options: SolveOptions;
  union?: boolean;
}

/**
 * The probing loop as a generator: it yields each search to run and takes its answer back, so
 * that the sync and the async form share it. Returns the result.
 */
function* probing(probe: Probe, options: SolveOptions | undefined): Generator<Request, TrueCandidates, SearchAnswer> {
  const { N, givens } = probe;
  const C = givens.length;
  const maxNodes = budgetOf(options);
  const deadline = options?.timeoutMs === undefined ? Infinity : performance.now() + options.timeoutMs;
  const known = new Uint8Array(C * N); // flags, N a cell: some solution found puts digit d in the cell
  let searches = 0;
  let guesses = 0;
  let stopped: StopReason | undefined;

  /** The options of the next search (what is left of the budgets), or undefined when one ran out. */
  const nextOptions = (): SolveOptions | undefined => {
    if (options?.signal?.aborted) stopped = 'aborted';
    else if (maxNodes !== 0 && guesses >= maxNodes) stopped = 'nodes';
    else if (performance.now() >= deadline) stopped = 'time';
    if (stopped !== undefined) return undefined;
    const next: SolveOptions = { ...options, maxNodes: maxNodes === 0 ? 0 : maxNodes - guesses, maxGuesses: undefined };
    next.timeoutMs = deadline === Infinity ? undefined : Math.max(1, Math.ceil(deadline - performance.now()));
    return next;
  };
  /** Takes one search's answer in: its count (`stopped` set when a budget ran out before it was known). */
  const take = (answer: SearchAnswer, limit: number): number => {
    searches++;
    guesses += answer.nodes;
    if (answer.union !== undefined) {
      for (let cell = 0; cell < C; cell++) for (let bits = answer.union[cell]; bits !== 0; bits &= bits - 1) known[cell * N + 31 - Math.clz32(bits & -bits)] = 1;
    } else if (answer.count > 0 && answer.solution !== undefined) {
      for (let cell = 0; cell < C; cell++) known[cell * N + answer.solution[cell] - 1] = 1;
    }
    if (answer.stopped !== undefined && answer.count < limit) stopped = answer.stopped;
    return answer.count;
  };

  const first = nextOptions();
  const { union } = probe;
  const firstLimit = union ? ENUMERATE : 2;
  const count = first === undefined ? 0 : take(yield { search: probe.whole, limit: firstLimit, options: first, union }, firstLimit);
  // fewer solutions than the limit: the first search saw them all (their union, when kept, is the answer)
  const probeCells = count === firstLimit && count >= 2;
  const ruledOut = new Uint8Array(C * N);
  for (let cell = 0; probeCells && cell < C && stopped === undefined; cell++) {
    if (givens[cell] !== 0) continue;
    for (;;) {
      const open: number[] = [];
      for (let d = 1; d <= N; d++) if (known[cell * N + d - 1] === 0 && ruledOut[cell * N + d - 1] === 0) open.push(d);
      if (open.length === 0) break;
      const { search, covers } = probe.within(cell, open);
      if (search !== null) {
        const next = nextOptions();
        if (next === undefined) break;
        const found = take(yield { search, limit: 1, options: next }, 1);
        if (stopped !== undefined) break;
        if (found > 0) {
          // the solution puts one of `open` in the cell, now known: ask the cell again
          if (!open.some((d) => known[cell * N + d - 1] !== 0)) throw new Error(`sudoku-wasm: a search for cell ${cell + 1} answered a solution outside its digits`);
          continue;
        }
      }
      for (const d of covers) ruledOut[cell * N + d - 1] = 1;
    }
  }

  const candidates: number[][] = [];
  const differing: number[] = [];
  for (let cell = 0; cell < C; cell++) {
    const digits: number[] = [];
    for (let d = 0; d < N; d++) if (known[cell * N + d] !== 0) digits.push(d + 1);
    candidates.push(digits);
    if (digits.length > 1) differing.push(cell);
  }
  const status = stopped !== undefined ? 'unknown' : count === 0 ? 'none' : count === 1 ? 'unique' : 'multiple';
  const result: TrueCandidates = { status, size: N, candidates, differing, searches, guesses };
  if (stopped !== undefined) result.stopped = stopped;
  return result;
}

/** Runs one request synchronously. */
function run({ search, limit, options, union }: Request): SearchAnswer {
  return search.program !== undefined ? searchProgram(search.program, limit, options, union) : searchBoard(search.board, limit, options);
}

/** Runs one request, yielding to the event loop between slices. */
function runAsync({ search, limit, options, union }: Request): Promise<SearchAnswer> {
  return search.program !== undefined ? searchProgramAsync(search.program, limit, options, union) : searchBoardAsync(search.board, limit, options);
}

/** Checks the options and reads the puzzle as a {@link Probe}. */
function start(puzzle: AnyPuzzle, options: SolveOptions | undefined, where: string): Probe {
  checkKeys(options, SOLVE_OPTION_KEYS, where);
  checkSolveValues(options, where);
  return probeOf(readInput(puzzle, options), options);
}

/**
 * The true candidates of a puzzle: the digits each cell holds in at least one of its solutions
 * (a classic puzzle of any size, or a variant puzzle in any form {@link solve} reads). Where a
 * puzzle has several solutions, `differing` lists the cells they disagree on: the places a
 * setter adds a clue. A unique puzzle costs one count, as {@link validate}, and so does a
 * variant puzzle with fewer than 256 solutions (that search keeps the digits of each); with
 * more, about one more search per empty cell and per digit found (0.20 ms median, 4.3 ms at
 * most, on serg_benchmark's 9×9 puzzles; 1.4 ms median and 178 ms at most, a killer, on the
 * published variant examples with every third given taken away; more on large boards with many
 * solutions). `maxNodes` and `timeoutMs` bound all the searches together, and
 * a stopped call returns what it found (`status: 'unknown'`).
 * @param puzzle the puzzle: text (a line or a grid), N² numbers 0…N, or a variant puzzle (the
 *   model, f-puzzles JSON, a link)
 * @param options the solving options ({@link SolveOptions}): budgets, signal, engine, backend,
 *   size, alphabet; `maxNodes` and `timeoutMs` bound all its searches together
 * @throws {SudokuParseError} when the input is not a puzzle.
 * @throws {TypeError} for an options object of unknown keys or values of the wrong type.
 * @throws {RangeError} for option values out of range, or an engine that does not take the puzzle.
 * @example
 * ```ts
 * import { trueCandidates } from 'sudoku-wasm';
 *
 * // a unique puzzle with its first clue, the 4 in r1c1, taken away
 * const found = trueCandidates('......8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
 * found.status; // → 'multiple'
 * found.candidates[0]; // → [2, 4, 6, 7, 9]
 * ```
 * @category Solve and check
 */
export function trueCandidates(puzzle: AnyPuzzle, options?: SolveOptions): TrueCandidates {
  try {
    const loop = probing(start(puzzle, options, 'trueCandidates'), options);
    let step = loop.next();
    while (!step.done) step = loop.next(run(step.value));
    return step.value;
  } catch (error) {
    throw nameCall(error, 'trueCandidates');
  }
}

/**
 * The async form of {@link trueCandidates}: yields to the event loop between slices of work, so
 * `options.signal` can stop it while it runs (it then resolves with `status: 'unknown'`,
 * `stopped: 'aborted'`, and the digits found so far).
 * @param puzzle the puzzle: text (a line or a grid), N² numbers 0…N, or a variant puzzle (the
 *   model, f-puzzles JSON, a link)
 * @param options the solving options ({@link SolveOptions}): budgets, signal, engine, backend,
 *   size, alphabet (`signal` is read between slices of work)
 * @example
 * ```ts
 * import { trueCandidatesAsync } from 'sudoku-wasm';
 *
 * // r1c1's clue taken away: the digits r1c1 holds in some solution
 * const found = await trueCandidatesAsync('......8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
 * found.status; // → 'multiple'
 * found.candidates[0]; // → [2, 4, 6, 7, 9]
 * ```
 * @category Solve and check
 */
export async function trueCandidatesAsync(puzzle: AnyPuzzle, options?: SolveOptions): Promise<TrueCandidates> {
  try {
    const loop = probing(start(puzzle, options, 'trueCandidatesAsync'), options);
    let step = loop.next();
    let lastTurn = performance.now();
    while (!step.done) {
      const answer = await runAsync(step.value);
      // a search yields only within itself, after a few milliseconds: give the event loop (a
      // timer, an abort) a turn between short ones too
      if (performance.now() - lastTurn > TURN_MS) {
        await nextTurn();
        lastTurn = performance.now();
      }
      step = loop.next(answer);
    }
    return step.value;
  } catch (error) {
    throw nameCall(error, 'trueCandidatesAsync');
  }
}
