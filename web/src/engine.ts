/**
 * The page's one way to reach the engines: every solve, hint, explanation, rating, generation
 * and backtracking trace goes through {@link Engine}, which runs them in a Web Worker so the page
 * stays responsive.
 *
 * Owns: the {@link Engine} interface the panels use, the wire form of a game's grid
 * ({@link wireGridOf}) and turning worker errors back into errors with the library's names and
 * fields. Does not own: the engines (the package) or the worker script.
 *
 * TEMPORARY: until the package's worker client (`sudoku-wasm/worker`, src/worker/) is merged,
 * this adapter talks to `dev-worker.js` (web/src/dev-worker.ts) with the same method names and
 * arguments as that client's contract, so switching is a change to this file only.
 */
import type { Hint, LogicSolveResult } from '../../src/logic/solver.js';
import type { Rating } from '../../src/logic/rate.js';
import type { Step } from '../../src/logic/types.js';
import type { GeneratedPuzzle, GenerateOptions } from '../../src/generate/types.js';
import type { Verdict } from '../../src/api/types.js';
import type { Game } from './state/game.js';

export type { Hint, Rating, Step, GeneratedPuzzle, Verdict };

/** A candidate grid as plain data: the clues, the player's digits and the candidates ruled out. */
export interface WireGrid {
  /** Side N (4, 9, 16). */
  size: number;
  /** The clues, N² numbers 0…N. */
  givens: number[];
  /** The digits placed (clues included), N² numbers 0…N. */
  values: number[];
  /** Candidates the player has ruled out (0-based cells). */
  removed: { cell: number; digit: number }[];
}

/** One event of a backtracking trace: a digit placed in a cell or taken back. */
export interface TraceEvent {
  kind: 'place' | 'remove';
  cell: number;
  digit: number;
}

/** A classic backtracking run as a list of events plus its counters. */
export interface Trace {
  events: TraceEvent[];
  recursions: number;
  backtracks: number;
  /** True when the run had more events than asked for (the counters are then those of the events given). */
  truncated: boolean;
  solved: boolean;
}

/** Options of {@link Engine.backtrackTrace}. */
export interface TraceOptions {
  digitOrder: 'ascending' | 'shuffled' | 'descending';
  seed?: number;
  maxEvents?: number;
}

/** The engines, in a worker. Every method answers asynchronously; errors keep the library's names. */
export interface Engine {
  solve(puzzle: string): Promise<Verdict>;
  hint(grid: WireGrid, level: 'vague' | 'concrete'): Promise<Hint>;
  logicSolve(puzzle: string): Promise<Pick<LogicSolveResult, 'status' | 'steps' | 'solution'>>;
  rate(puzzle: string): Promise<Rating>;
  generate(options: Pick<GenerateOptions, 'size' | 'level' | 'symmetry' | 'seed'>): Promise<GeneratedPuzzle>;
  backtrackTrace(puzzle: string, options: TraceOptions): Promise<Trace>;
  /** How many requests are waiting for an answer (the page shows "working…" while > 0). */
  readonly pending: number;
  terminate(): void;
}

/** The wire form of a game's current grid, for hints. */
export function wireGridOf(game: Game): WireGrid {
  return { size: game.N, givens: [...game.givens], values: [...game.values], removed: game.removedCandidates() };
}

/** An error that came back from the worker, with the library error's name and fields. */
export class EngineError extends Error {
  /** e.g. `LogicError`, `SudokuParseError`, `AbortError`. */
  override name: string;
  readonly code?: string;
  readonly cell?: number;
  constructor(fields: { name: string; message: string; code?: string; cell?: number }) {
    super(fields.message);
    this.name = fields.name;
    this.code = fields.code;
    this.cell = fields.cell;
  }
}

/**
 * Starts the worker and returns the engine.
 * @param workerUrl the worker script (default: `dev-worker.js` next to the page's bundle)
 */
export function createEngine(workerUrl: URL = new URL('./dev-worker.js', import.meta.url)): Engine {
  const worker = new Worker(workerUrl, { type: 'module' });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  worker.onmessage = (event: MessageEvent<{ id: number; ok: boolean; value?: unknown; error?: ConstructorParameters<typeof EngineError>[0] }>) => {
    const { id, ok, value, error } = event.data;
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    if (ok) entry.resolve(value);
    else entry.reject(new EngineError(error ?? { name: 'Error', message: 'unknown worker error' }));
  };
  worker.onerror = (event) => {
    event.preventDefault();
    for (const entry of waiting.values()) entry.reject(new EngineError({ name: 'WorkerCrashedError', message: event.message || 'the worker crashed' }));
    waiting.clear();
  };
  const call = <T>(method: string, ...args: unknown[]): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, method, args });
    });
  return {
    solve: (puzzle) => call('solve', puzzle),
    hint: (grid, level) => call('hint', grid, level),
    logicSolve: (puzzle) => call('logicSolve', puzzle),
    rate: (puzzle) => call('rate', puzzle),
    generate: (options) => call('generate', options),
    backtrackTrace: (puzzle, options) => call('backtrackTrace', puzzle, options),
    get pending() {
      return waiting.size;
    },
    terminate: () => worker.terminate(),
  };
}
