/**
 * The page's one way to reach the engines: every solve, hint, explanation, rating, generation
 * and backtracking trace goes through {@link Engine}, a thin layer over the package's worker
 * client (`createWorkerSolver`, src/worker/), so all solving runs in a Web Worker and the page
 * stays responsive.
 *
 * Owns: the calls the page makes and their options (one place to change them), the player's
 * grid of a game in play as the library reads it ({@link gridOfGame}: plain data, no candidate
 * grid is built on the page) and decoding trace events. Does not own: the worker, its protocol
 * or its errors (they arrive as the library's classes: SudokuParseError, LogicError,
 * WorkerCrashedError, …), nor what a mistake is (the library's `hint` reports it).
 *
 * Two workers, of one script: every call the player makes goes to the first, one at a time;
 * {@link Engine.rateInBackground} (the rating of the puzzle in play, which nobody pressed for)
 * goes to a second, started at its first call. A rating can take seconds (a 16×16 classic
 * puzzle about one, the hardest published killers 1-1.4 s on the variant scale); in the one
 * worker a solve asked meanwhile waited for it (measured 1.1-2.3 s in Chromium), and aborting
 * the rating to let the solve through cost a fresh worker (140-500 ms); beside it, the solve is
 * answered in 5-32 ms while the rating runs (docs/design/page.md, "Background ratings").
 *
 * Only types come from the library's modules directly; its runtime code reaches the page
 * through the worker client (src/worker/index.ts), so app.js carries no solver and no WebAssembly.
 *
 * Every size the page offers finishes by logic: the package's generator makes 4×4 and 9×9
 * puzzles the human-style solver finishes (its forcing nets finish any 9×9), but on 16×16 the
 * forcing techniques are off (too slow there), and most generated 16×16 puzzles get stuck
 * (measured: 9 of 10 seeds needed 1-8 guesses). {@link finishByLogic} gives such a puzzle, as a
 * clue, the solution's digit in each cell where the solve path guessed, then rates it: one round
 * was enough for 10 seeds of 10 (1-8 clues added, 1.3-6 s in Node), so the rating shows no guess
 * and the explanation and every hint are pure logic.
 */
import type { TrueCandidates } from '../../src/api/true-candidates.js';
import type { Verdict } from '../../src/api/types.js';
import type { GeneratedPuzzle, GenerateOptions } from '../../src/generate/types.js';
import type { PlayerGridInput } from '../../src/logic/player.js';
import type { Rating } from '../../src/logic/rate.js';
import type { Hint, LogicSolveResult } from '../../src/logic/solver.js';
import type { Step } from '../../src/logic/types.js';
import type { GenerateVariantOptions, VariantFamily } from '../../src/variant/generate/index.js';
import { createWorkerSolver } from '../../src/worker/solver.js';
import { decodeTraceEvent, type TraceEvent } from '../../src/classic/trace-events.js';
import type { Game } from './state/game.js';
import { symbolOf } from './symbols.js';

export type { VariantFamily };

/** A new variant puzzle for the page's New puzzle: model JSON (what `App.loadText` reads, as a pasted one) and its seed. */
export interface NewVariant {
  text: string;
  seed: number;
  /** Its rating on the variant scale, when made with `maxLevel` (the generator rates what it makes). */
  rating?: Pick<Rating, 'level' | 'score' | 'hardest'>;
}
export type { GeneratedPuzzle, Hint, PlayerGridInput, Rating, Step, TraceEvent, TrueCandidates, Verdict };

/**
 * The time the worker may spend finding where a puzzle's solutions differ
 * ({@link Engine.trueCandidates}): a few milliseconds on a classic 9×9 puzzle, more on a
 * variant one with many solutions; past it the worker answers with what it found.
 */
export const TRUE_CANDIDATES_MS = 2000;

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
  /**
   * The package's `solve` (count to 2); with `maxNodes`, a search past that many nodes answers
   * `unknown` instead of going on.
   */
  solve(puzzle: string, maxNodes?: number): Promise<Verdict>;
  /**
   * The package's `hint` on a player's grid ({@link gridOfGame}): a mistake first (repeated
   * digit, wrong digit, removed true candidate), else the next technique.
   */
  hint(grid: PlayerGridInput, level: 'vague' | 'concrete'): Promise<Hint>;
  /** The whole human-style solve (guess steps marked where logic is stuck). */
  logicSolve(puzzle: string): Promise<Pick<LogicSolveResult, 'status' | 'steps' | 'solution'>>;
  /**
   * The package's `trueCandidates` (where the solutions differ), within {@link TRUE_CANDIDATES_MS};
   * aborting `signal` stops it (the worker is replaced).
   */
  trueCandidates(puzzle: string, signal?: AbortSignal): Promise<TrueCandidates>;
  /** The package's `rate`; aborting `signal` stops it (the worker is replaced). */
  rate(puzzle: string, signal?: AbortSignal): Promise<Rating>;
  /**
   * The package's `rate` of the puzzle in play, which the player did not ask for: run in a
   * worker of its own, so the player's calls never wait behind it; aborting `signal` stops it
   * (that worker is replaced).
   */
  rateInBackground(puzzle: string, signal?: AbortSignal): Promise<Rating>;
  /** A new puzzle, rated; above 9×9 made to finish by logic ({@link finishByLogic}). */
  generate(options: Pick<GenerateOptions, 'size' | 'level' | 'symmetry' | 'seed'>): Promise<GeneratedPuzzle>;
  /**
   * A new variant puzzle of `rules` (the worker client's `generateVariant`), as model JSON;
   * rated apart ({@link Engine.rate} on that text).
   */
  generateVariant(options: Pick<GenerateVariantOptions, 'rules' | 'size' | 'seed' | 'maxLevel'>): Promise<NewVariant>;
  backtrackTrace(puzzle: string, options: TraceOptions): Promise<Trace>;
  /** Resolves once the first worker has answered every call asked of it before this one (it is started and idle). */
  ready(): Promise<void>;
  terminate(): void;
}

/**
 * The player's grid of a game in play, as the library reads it (`playerGrid`): the clues, the
 * player's digits (wrong or repeated ones included: the library points them out) and, when the
 * player has centre marks (typed or filled in), those marks as the candidates of the empty
 * cells; an empty cell without centre marks keeps every candidate its peers allow (`null`).
 * Without any centre mark no marks are sent.
 */
export function gridOfGame(game: Game): PlayerGridInput {
  const entered = game.values.map((v, c) => (game.givens[c] === 0 ? v : 0));
  const grid: PlayerGridInput = { puzzle: game.givens.slice(), entered };
  let anyMarks = false;
  const marks = Array.from(game.centre, (mask, c) => {
    if (game.values[c] !== 0 || mask === 0) return null;
    anyMarks = true;
    const digits: number[] = [];
    for (let d = 1; d <= game.N; d++) if (mask & (1 << (d - 1))) digits.push(d);
    return digits;
  });
  if (anyMarks) grid.marks = marks;
  return grid;
}

/** The calls {@link finishByLogic} makes (the worker client's). */
type LogicCalls = Pick<ReturnType<typeof createWorkerSolver>, 'logicSolve' | 'rate'>;

/**
 * A generated puzzle the human-style solver finishes without a guess: each cell where its solve
 * path guessed becomes a clue (the solution's digit), until the path has no guess (at most
 * `rounds` times); then the puzzle is rated.
 */
export async function finishByLogic(calls: LogicCalls, generated: GeneratedPuzzle, rounds = 4): Promise<GeneratedPuzzle> {
  let puzzle = generated.puzzle;
  for (let round = 0; round < rounds; round++) {
    const { steps } = await calls.logicSolve(puzzle, { onStuck: 'guess' });
    const guesses = steps.filter((s) => s.technique === 'guess');
    if (guesses.length === 0) break;
    const cells = [...puzzle];
    for (const s of guesses) for (const p of s.placements) cells[p.cell] = symbolOf(p.digit);
    puzzle = cells.join('');
  }
  const r = await calls.rate(puzzle);
  const clues = [...puzzle].filter((c) => c !== '.').length;
  return { ...generated, puzzle, clues, level: r.level, score: r.score, hardest: r.hardest };
}

/**
 * Starts the worker (web/dist/worker.js, the package's worker script bundled by web/build.mjs)
 * and returns the engine; the first background rating starts a second worker of the same script.
 */
export function createEngine(workerUrl: URL = new URL('./worker.js', import.meta.url)): Engine {
  const start = (name: string) => createWorkerSolver({ worker: () => new Worker(workerUrl, { type: 'module', name }), name });
  const solver = start('sudoku-engine');
  let rater: ReturnType<typeof start> | null = null; // the background ratings' worker, from the first one on
  return {
    solve: (puzzle, maxNodes) => solver.solve(puzzle, maxNodes === undefined ? undefined : { maxNodes }),
    hint: (grid, level) => solver.hint(grid, { level }),
    logicSolve: async (puzzle) => {
      const { status, steps, solution } = await solver.logicSolve(puzzle, { onStuck: 'guess' });
      return { status, steps, solution };
    },
    trueCandidates: (puzzle, signal) => solver.trueCandidates(puzzle, { timeoutMs: TRUE_CANDIDATES_MS, signal }),
    rate: (puzzle, signal) => solver.rate(puzzle, { signal }),
    rateInBackground: (puzzle, signal) => (rater ??= start('sudoku-rating')).rate(puzzle, { signal }),
    generate: async (options) => {
      const size = options.size ?? 9;
      const [p] = await solver.generate({ ...options, count: 1, rate: size <= 9 });
      return size > 9 ? finishByLogic(solver, p) : p;
    },
    generateVariant: async (options) => {
      const made = await solver.generateVariant(options);
      const { level, score, hardest } = made;
      return { text: JSON.stringify(made.puzzle), seed: made.seed, ...(level === undefined ? {} : { rating: { level, score: score!, hardest: hardest! } }) };
    },
    backtrackTrace: async (puzzle, options) => {
      const t = await solver.backtrackTrace(puzzle, options);
      return { events: Array.from(t.events, decodeTraceEvent), recursions: t.recursions, backtracks: t.backtracks, truncated: t.truncated, count: t.count };
    },
    ready: async () => void (await solver.ready()),
    terminate: () => {
      solver.terminate();
      rater?.terminate();
    },
  };
}
