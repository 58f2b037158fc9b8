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
 * The loop: one search finds a solution, whose digits are true candidates. Then every digit of
 * every empty cell that no solution found so far holds, and that no given of its row, column or
 * box (region) rules out, is made a given and searched for one solution: found, every digit of
 * that solution is a true candidate too; none, the digit is not one. Each solution found can
 * settle many digits at once, so a unique 9×9 puzzle takes one search per remaining candidate
 * of the rows-columns-boxes kind (a few hundred fast9 counts, a few milliseconds) and a puzzle
 * with many solutions fewer.
 *
 *   first solution ─► known[cell] |= its digit
 *        │
 *        ▼
 *   for each empty cell, each digit d ∉ known[cell] not seen by a given:
 *        search(puzzle + (cell = d), 1) ─► found: known |= its digits │ none: d is not a candidate
 */
import type { Board } from '../board/index.js';
import { variantGrid } from '../variant/grid.js';
import type { VariantPuzzle, VariantSize } from '../variant/model.js';
import type { StopReason } from './budget.js';
import { readInput } from './input.js';
import { budgetOf, checkKeys, checkSolveValues, nameCall, SOLVE_OPTION_KEYS } from './options.js';
import { searchBoard, searchBoardAsync, type SearchAnswer } from './search.js';
import type { AnyPuzzle, SolveOptions } from './types.js';
import { isVariantPuzzle, searchVariant, searchVariantAsync } from './variant.js';

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
  /** Searches made: one for the first solution, one per digit tested after it. */
  searches: number;
  /** Guesses made over all the searches. */
  guesses: number;
  /** The budget that ran out (`maxNodes`, `timeoutMs`) or `aborted`, when `status` is `unknown`. */
  stopped?: StopReason;
}

/** A read puzzle: a classic board of any size or a variant model. */
type Puzzle = Board | VariantPuzzle;

/**
 * What the loop needs of a puzzle: its side, its givens, the digits the givens rule out of each
 * cell, and the puzzle with one more given.
 */
interface Probe {
  readonly N: number;
  /** The puzzle as read. */
  readonly puzzle: Puzzle;
  /** Per cell, its given (1 … N) or 0. */
  readonly givens: Uint8Array;
  /** Flags, `N` a cell (digit d at `cell · N + d − 1`): a given of the cell's row, column or box (region) takes d. */
  readonly seen: Uint8Array;
  withGiven(cell: number, digit: number): Puzzle;
}

/** A board or a variant model as a {@link Probe}. */
function probeOf(puzzle: Puzzle): Probe {
  if (isVariantPuzzle(puzzle)) {
    const N = puzzle.size;
    const givens = new Uint8Array(N * N);
    for (let i = 0; i < givens.length; i++) {
      const code = puzzle.givens.charCodeAt(i);
      givens[i] = code >= 49 && code <= 57 ? code - 48 : 0;
    }
    const boxes = puzzle.regions ?? variantGrid(N as VariantSize).boxes;
    return {
      N,
      puzzle,
      givens,
      seen: seenByGivens(N, givens, (cell) => boxes[cell]),
      withGiven: (cell, digit) => ({ ...puzzle, givens: puzzle.givens.slice(0, cell) + String(digit) + puzzle.givens.slice(cell + 1) }),
    };
  }
  const { n } = puzzle;
  const N = n * n;
  const givens = puzzle.cells.slice(); // the reader's cells may be a scratch array
  return {
    N,
    puzzle: { n, cells: givens },
    givens,
    seen: seenByGivens(N, givens, (cell) => Math.floor(cell / N / n) * n + Math.floor((cell % N) / n)),
    withGiven: (cell, digit) => {
      const cells = givens.slice();
      cells[cell] = digit;
      return { n, cells };
    },
  };
}

/** {@link Probe.seen}: per cell, the digits the givens of its row, column and box take. */
function seenByGivens(N: number, givens: Uint8Array, boxOf: (cell: number) => number): Uint8Array {
  // flags per house and digit: rows, then columns, then boxes
  const taken = new Uint8Array(3 * N * N);
  const housesOf = (cell: number): [number, number, number] => [Math.floor(cell / N), N + (cell % N), 2 * N + boxOf(cell)];
  for (let cell = 0; cell < givens.length; cell++) {
    const d = givens[cell];
    if (d !== 0) for (const house of housesOf(cell)) taken[house * N + d - 1] = 1;
  }
  const seen = new Uint8Array(givens.length * N);
  for (let cell = 0; cell < givens.length; cell++) {
    for (const house of housesOf(cell)) for (let d = 0; d < N; d++) seen[cell * N + d] |= taken[house * N + d];
  }
  return seen;
}

/**
 * The probing loop as a generator: it yields each puzzle to search (for one solution) with the
 * options left of the budgets, and takes the search's answer back, so that the sync and the
 * async form share it. Returns the result.
 */
function* probing(probe: Probe, options: SolveOptions | undefined): Generator<{ puzzle: Puzzle; options: SolveOptions }, TrueCandidates, SearchAnswer> {
  const { N, givens, seen } = probe;
  const C = givens.length;
  const maxNodes = budgetOf(options);
  const deadline = options?.timeoutMs === undefined ? Infinity : performance.now() + options.timeoutMs;
  const known = new Uint8Array(C * N); // flags as in `seen`: some solution found puts d in the cell
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
  /** Takes one search's answer in: whether it found a solution (`stopped` set when a budget ran out first). */
  const take = (answer: SearchAnswer): boolean => {
    searches++;
    guesses += answer.nodes;
    if (answer.count > 0 && answer.solution !== undefined) {
      for (let cell = 0; cell < C; cell++) known[cell * N + answer.solution[cell] - 1] = 1;
      return true;
    }
    if (answer.stopped !== undefined) stopped = answer.stopped;
    return false;
  };

  const first = nextOptions();
  const solved = first !== undefined && take(yield { puzzle: probe.puzzle, options: first });
  for (let cell = 0; solved && cell < C && stopped === undefined; cell++) {
    if (givens[cell] !== 0) continue;
    for (let d = 0; d < N && stopped === undefined; d++) {
      if (known[cell * N + d] !== 0 || seen[cell * N + d] !== 0) continue;
      const next = nextOptions();
      if (next !== undefined) take(yield { puzzle: probe.withGiven(cell, d + 1), options: next });
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
  const status = stopped !== undefined ? 'unknown' : !solved ? 'none' : differing.length > 0 ? 'multiple' : 'unique';
  const result: TrueCandidates = { status, size: N, candidates, differing, searches, guesses };
  if (stopped !== undefined) result.stopped = stopped;
  return result;
}

/** Checks the options and reads the puzzle as a {@link Probe}. */
function start(puzzle: AnyPuzzle, options: SolveOptions | undefined, where: string): Probe {
  checkKeys(options, SOLVE_OPTION_KEYS, where);
  checkSolveValues(options, where);
  return probeOf(readInput(puzzle, options));
}

/**
 * The true candidates of a puzzle: the digits each cell holds in at least one of its solutions
 * (a classic puzzle of any size, or a variant puzzle in any form {@link solve} reads). Where a
 * puzzle has several solutions, `differing` lists the cells they disagree on: the places a
 * setter adds a clue. The work is one search per digit that no solution found so far holds
 * (a few milliseconds for a 9×9 classic puzzle); `maxNodes` and `timeoutMs` bound all the
 * searches together, and a stopped call returns what it found (`status: 'unknown'`).
 * @throws {SudokuParseError} when the input is not a puzzle.
 * @throws {TypeError} for an options object of unknown keys or values of the wrong type.
 * @throws {RangeError} for option values out of range, or an engine that does not take the puzzle.
 */
export function trueCandidates(puzzle: AnyPuzzle, options?: SolveOptions): TrueCandidates {
  try {
    const loop = probing(start(puzzle, options, 'trueCandidates'), options);
    let step = loop.next();
    while (!step.done) {
      const { puzzle: next, options: within } = step.value;
      step = loop.next(isVariantPuzzle(next) ? searchVariant(next, 1, within) : searchBoard(next, 1, within));
    }
    return step.value;
  } catch (error) {
    throw nameCall(error, 'trueCandidates');
  }
}

/**
 * The async form of {@link trueCandidates}: yields to the event loop between slices of work, so
 * `options.signal` can stop it while it runs (it then resolves with `status: 'unknown'`,
 * `stopped: 'aborted'`, and the digits found so far).
 */
export async function trueCandidatesAsync(puzzle: AnyPuzzle, options?: SolveOptions): Promise<TrueCandidates> {
  try {
    const loop = probing(start(puzzle, options, 'trueCandidatesAsync'), options);
    let step = loop.next();
    while (!step.done) {
      const { puzzle: next, options: within } = step.value;
      step = loop.next(isVariantPuzzle(next) ? await searchVariantAsync(next, 1, within) : await searchBoardAsync(next, 1, within));
    }
    return step.value;
  } catch (error) {
    throw nameCall(error, 'trueCandidatesAsync');
  }
}
