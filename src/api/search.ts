/**
 * One search over a board of any size, with the engine the caller chose (or the fastest for
 * the size), under the caller's budgets. The single-puzzle API and the batch fallback for
 * non-9×9 lines both go through here.
 *
 * Owns: engine choice (`auto` measured: fast9 for 9×9, bitmask elsewhere; see docs/performance.md) and the
 * mapping of budgets onto engines: fast9 runs in one call under a node budget, in slices of
 * guesses under a time budget or a signal. An asynchronous fast9 search that pauses runs on an
 * engine of its own; an asynchronous general search holds its shared engine while it pauses, so
 * synchronous calls meanwhile get a private one (src/engine/registry.ts). Does not own:
 * parsing, verdicts, the engines.
 */
import { borrowEngine, freeGeneralSearch, generalSlot, getEngine, getGeneralSearch, holdGeneralSearch } from '../engine/registry.js';
import type { Engine } from '../engine/types.js';
import type { Board } from '../board/index.js';
import { EngineQueue, runWithin, runWithinAsync, type Budget, type Resumable, type StopReason } from './budget.js';
import { budgetOf, show } from './options.js';
import { prepassPart } from './parts.js';
import type { SolveOptions } from './types.js';

/** What a search found: a count (≤ limit), work done, why it stopped early (if it did), the first solution. */
export interface SearchAnswer {
  count: number;
  nodes: number;
  stopped?: StopReason;
  /** The first solution found (N² values), when count ≥ 1. */
  solution?: Uint8Array;
  /** Per cell, bit d − 1 set when a solution found puts d there: a variant search asked for it. */
  union?: Uint16Array;
}

/** Engine names the API accepts. */
export type EngineChoice = 'auto' | 'fast9' | 'bitmask' | 'dlx';

/** The engine that answers for box size n under a choice. @throws {TypeError} @throws {RangeError} */
export function resolveEngine(n: number, choice: EngineChoice = 'auto'): 'fast9' | 'bitmask' | 'dlx' {
  if (choice === 'auto') return n === 3 ? 'fast9' : 'bitmask';
  if (choice === 'fast9') {
    if (n !== 3) throw new RangeError(`sudoku-wasm: engine 'fast9' solves 9×9 boards only, got ${n * n}×${n * n}`);
    return choice;
  }
  if (choice === 'bitmask' || choice === 'dlx') return choice;
  throw new TypeError(`sudoku-wasm: engine: expected 'auto', 'fast9', 'bitmask' or 'dlx', got ${show(choice)}`);
}

/** The budgets of a general or variant search, from the caller's options. */
export function searchBudget(options: SolveOptions | undefined): Budget {
  const maxNodes = budgetOf(options);
  return { maxNodes: maxNodes === 0 ? undefined : maxNodes, timeoutMs: options?.timeoutMs, signal: options?.signal };
}

/** fast9's solution scratch: callers turn it into text before the next search. */
const fast9Solution = new Uint8Array(81);

/**
 * A fast9 search as a {@link Resumable}: its first run counts, each later one goes on where
 * the last stopped (the engine's guesses are the nodes). No other call of `engine` may come
 * between two runs.
 */
function fast9Slices(engine: Engine, cells: Uint8Array, limit: number, solution: Uint8Array): Resumable & { count: number } {
  let started = false;
  let count = 0;
  return {
    run(maxNodes) {
      if (started) count = engine.resumeInto(limit, solution, engine.lastGuesses + maxNodes);
      else count = engine.countInto(cells, limit, solution, maxNodes);
      started = true;
      return engine.lastComplete ? 'done' : 'paused';
    },
    get nodes() {
      return started ? engine.lastGuesses : 0;
    },
    get count() {
      return count;
    },
  };
}

/**
 * Counts with fast9 under the caller's budgets: in one call when only `maxNodes` (guesses)
 * bounds it, else in slices with the time checked between them (no other call can come
 * between two slices of this synchronous loop). `solution` gets the first solution.
 */
export function countFast9(
  engine: Engine,
  cells: Uint8Array,
  limit: number,
  solution: Uint8Array,
  options: SolveOptions | undefined,
): { count: number; nodes: number; stopped?: StopReason } {
  if (options?.signal?.aborted) return { count: 0, nodes: 0, stopped: 'aborted' };
  if (options?.timeoutMs === undefined) {
    const count = engine.countInto(cells, limit, solution, budgetOf(options));
    return engine.lastComplete ? { count, nodes: engine.lastGuesses } : { count, nodes: engine.lastGuesses, stopped: 'nodes' };
  }
  const search = fast9Slices(engine, cells, limit, solution);
  const stopped = runWithin(search, searchBudget(options));
  return stopped ? { count: search.count, nodes: search.nodes, stopped } : { count: search.count, nodes: search.nodes };
}

/** Runs fast9 (9×9 only; `maxNodes` counts guesses). */
function searchFast9(board: Board, limit: number, options: SolveOptions | undefined): SearchAnswer {
  const answer: SearchAnswer = countFast9(getEngine(options?.backend), board.cells, limit, fast9Solution, options);
  if (answer.count > 0) answer.solution = fast9Solution; // read at once by the caller, never kept
  return answer;
}

/**
 * The async form of {@link searchFast9}: with a `signal` or `timeoutMs`, in slices on an
 * engine of its own, yielding to the event loop between them; else in one call.
 */
async function searchFast9Async(board: Board, limit: number, options: SolveOptions | undefined): Promise<SearchAnswer> {
  if (options?.signal === undefined && options?.timeoutMs === undefined) {
    const answer = searchFast9(board, limit, options);
    if (answer.solution) answer.solution = answer.solution.slice(); // read after an await: copy the scratch
    return answer;
  }
  if (options.signal?.aborted) return { count: 0, nodes: 0, stopped: 'aborted' };
  const { engine, release } = borrowEngine(options.backend);
  try {
    const solution = new Uint8Array(81);
    const search = fast9Slices(engine, board.cells, limit, solution);
    const stopped = await runWithinAsync(search, searchBudget(options));
    const answer: SearchAnswer = { count: search.count, nodes: search.nodes };
    if (stopped) answer.stopped = stopped;
    if (search.count > 0) answer.solution = solution;
    return answer;
  } finally {
    release();
  }
}

/** The answer of a finished (or stopped) general search of `board`, its solution copied out. */
export function finish(search: ReturnType<typeof getGeneralSearch>, board: Board, stopped: StopReason | undefined): SearchAnswer {
  const answer: SearchAnswer = { count: search.count, nodes: search.nodes };
  if (stopped) answer.stopped = stopped;
  if (search.count > 0) {
    answer.solution = new Uint8Array(board.cells.length);
    search.readSolution(answer.solution);
  }
  return answer;
}

/**
 * The board an engine starts from: as given, or after the simple-rules pre-pass (placements
 * become givens; general engines also get the reduced candidates). `null` when the pre-pass
 * already found a contradiction (no solution). The pre-pass comes through the slot of
 * ./parts.ts (`usePrepass()`), so a page that never asks for it does not carry it.
 */
function startingPoint(board: Board, options: SolveOptions | undefined): { board: Board; candidates?: Uint32Array } | null {
  if (!options?.prepass) return { board };
  const reduced = prepassPart()(board.n, board.cells);
  if (reduced.contradiction) return null;
  return { board: { n: board.n, cells: reduced.cells }, candidates: reduced.candidates };
}

/** Counts solutions of `board` up to `limit` (synchronously). */
export function searchBoard(board: Board, limit: number, options?: SolveOptions): SearchAnswer {
  const engine = resolveEngine(board.n, options?.engine);
  const from = startingPoint(board, options);
  if (from === null) return { count: 0, nodes: 0 };
  if (engine === 'fast9') return searchFast9(from.board, limit, options);
  const search = freeGeneralSearch(engine, options?.backend);
  search.start(board.n, from.board.cells, limit, from.candidates);
  return finish(search, board, runWithin(search, searchBudget(options)));
}

/** Searches waiting for a general engine, one at a time per {@link generalSlot}. */
const queue = /*@__PURE__*/ new EngineQueue();

/**
 * The async form: yields to the event loop between slices, so `signal` and timers work while
 * it runs. Searches on the same shared engine are queued (the engines are not re-entrant).
 */
export async function searchBoardAsync(board: Board, limit: number, options?: SolveOptions): Promise<SearchAnswer> {
  const engine = resolveEngine(board.n, options?.engine);
  const from = startingPoint(board, options);
  if (from === null) return { count: 0, nodes: 0 };
  if (engine === 'fast9') return searchFast9Async(from.board, limit, options);
  const answer = await queue.run(generalSlot(engine, options?.backend), searchBudget(options), async (budget) => {
    const search = getGeneralSearch(engine, options?.backend);
    search.start(board.n, from.board.cells, limit, from.candidates);
    const release = holdGeneralSearch(engine, options?.backend);
    try {
      return finish(search, board, await runWithinAsync(search, budget));
    } finally {
      release();
    }
  });
  return typeof answer === 'string' ? { count: 0, nodes: 0, stopped: answer } : answer;
}
