/**
 * The page's one way to reach the engines: every solve, hint, explanation, rating, generation
 * and backtracking trace goes through {@link Engine}, a thin layer over the package's worker
 * client (`createWorkerSolver`, src/worker/), so all solving runs in a Web Worker and the page
 * stays responsive.
 *
 * Owns: the calls the page makes and their options (one place to change them), the candidate
 * grid of a game in play ({@link gridOfGame}) and decoding trace events. Does not own: the
 * worker, its protocol or its errors (they arrive as the library's classes: SudokuParseError,
 * LogicError, WorkerCrashedError, …).
 */
import type { Verdict } from '../../src/api/types.js';
import { decodeTraceEvent, type TraceEvent } from '../../src/classic/trace.js';
import type { GeneratedPuzzle, GenerateOptions } from '../../src/generate/types.js';
import { CandidateGrid } from '../../src/logic/grid.js';
import type { Rating } from '../../src/logic/rate.js';
import type { Hint, LogicSolveResult } from '../../src/logic/solver.js';
import type { Step } from '../../src/logic/types.js';
import { createWorkerSolver } from '../../src/worker/index.js';
import type { Game } from './state/game.js';

export type { GeneratedPuzzle, Hint, Rating, Step, TraceEvent, Verdict };

/** A classic backtracking run: its events decoded, its counters (those at the stop when truncated). */
export interface Trace {
  events: TraceEvent[];
  recursions: number;
  backtracks: number;
  /** True when the event budget stopped the search before it ended. */
  truncated: boolean;
  /** Solutions found. */
  count: number;
}

/** Options of {@link Engine.backtrackTrace}. */
export interface TraceOptions {
  digitOrder: 'ascending' | 'shuffled' | 'descending';
  seed?: number;
  maxEvents?: number;
}

/** The engines, in a worker. Every method answers asynchronously. */
export interface Engine {
  solve(puzzle: string): Promise<Verdict>;
  /** The package's `hint` on the game's candidate grid. */
  hint(grid: CandidateGrid, level: 'vague' | 'concrete'): Promise<Hint>;
  /** The whole human-style solve (guess steps marked where logic is stuck). */
  logicSolve(puzzle: string): Promise<Pick<LogicSolveResult, 'status' | 'steps' | 'solution'>>;
  /** The package's `rate`; aborting `signal` stops it (the worker is replaced). */
  rate(puzzle: string, signal?: AbortSignal): Promise<Rating>;
  generate(options: Pick<GenerateOptions, 'size' | 'level' | 'symmetry' | 'seed'>): Promise<GeneratedPuzzle>;
  backtrackTrace(puzzle: string, options: TraceOptions): Promise<Trace>;
  terminate(): void;
}

/**
 * The candidate grid of a game in play: the clues, the player's digits (placed, not clues) and
 * the candidates the player's centre marks rule out.
 */
export function gridOfGame(game: Game): CandidateGrid {
  const grid = CandidateGrid.fromBoard(game.n, game.givens);
  game.values.forEach((v, c) => {
    if (v !== 0 && game.givens[c] === 0) grid.place(c, v);
  });
  for (const { cell, digit } of game.removedCandidates()) grid.eliminate(cell, digit);
  return grid;
}

/**
 * Starts the worker (web/dist/worker.js, the package's worker script bundled by web/build.mjs)
 * and returns the engine.
 */
export function createEngine(workerUrl: URL = new URL('./worker.js', import.meta.url)): Engine {
  const solver = createWorkerSolver({ worker: () => new Worker(workerUrl, { type: 'module', name: 'sudoku-engine' }), name: 'sudoku-engine' });
  return {
    solve: (puzzle) => solver.solve(puzzle),
    hint: (grid, level) => solver.hint(grid, { level }),
    logicSolve: async (puzzle) => {
      const { status, steps, solution } = await solver.logicSolve(puzzle, { onStuck: 'guess' });
      return { status, steps, solution };
    },
    rate: (puzzle, signal) => solver.rate(puzzle, { signal }),
    generate: async (options) => (await solver.generate({ ...options, count: 1, rate: true }))[0],
    backtrackTrace: async (puzzle, options) => {
      const t = await solver.backtrackTrace(puzzle, options);
      return { events: Array.from(t.events, decodeTraceEvent), recursions: t.recursions, backtracks: t.backtracks, truncated: t.truncated, count: t.count };
    },
    terminate: () => solver.terminate(),
  };
}
