/**
 * Puzzles people want: {@link generate} (async, with an AbortSignal) and {@link generateSync}
 * make puzzles with one solution, optionally minimal, symmetric, with a clue count or the
 * caller's clue pattern, of a HoDoKu level or score range, or whose solve path uses a technique;
 * {@link generatePuzzle} is the plain form the package had first.
 *
 * Owns: the entry points, the attempts of a puzzle and their budgets. Does not own: the option
 * types (types.ts) and their checks (plan.ts), grids (grids.ts), removal and uniqueness
 * (dig.ts), patterns (pattern.ts), symmetries (symmetry.ts) or the human-side check
 * (judge.ts).
 *
 * Every puzzle of a run has its own seed ({@link deriveSeed}: puzzle 0 keeps the run's seed), and
 * each attempt draws everything from that one stream, so a puzzle depends only on its seed and
 * the options: the same with 1 or 8 threads, and `generate({ ...options, seed: result.seed })`
 * makes it again. One attempt:
 *
 *   grid (uniform at 4×4 and 9×9) ─► dig / fill the pattern ─► minimal? ─► solve like a human:
 *   level, score, technique ─► match: done │ no match: next attempt, until the time budget
 */
import { checkInteger, checkKeys, keysOf, nameCall } from '../api/options.js';
import type { BudgetExhaustedError } from '../api/single.js'; // for the JSDoc link only
import type { Board } from '../board/index.js';
import type { Backend } from '../engine/types.js';
import { formatBoard } from '../text/index.js';
import { GenerateBudgetError, nameStopped } from './budget-error.js';
import { clueCount, dig, isMinimal, solutionCounter } from './dig.js';
import { checkBox, checkGridChoices, gridFrom, type GridMethod } from './grids.js';
import { judge } from './judge.js';
import { fitPattern } from './pattern.js';
import { planOf, type Plan } from './plan.js';
import { deriveSeed, Random, seedOf } from './random.js';
import { orbits } from './symmetry.js';
import type { GeneratedPuzzle, GenerateOptions } from './types.js';
import { runAsync, runSync, type Work, type YieldClock } from './work.js';

export type { GeneratedPuzzle, GenerateOptions } from './types.js';
export { GenerateBudgetError } from './budget-error.js';

/**
 * Makes puzzles with one solution (see {@link GenerateOptions}), giving the event loop a turn
 * every few milliseconds (inside an attempt too: between slices of a grid's search, uniqueness
 * checks and human-style steps; one step of a hard rating can take a few hundred), so `signal`
 * can stop it.
 * @param options what to make ({@link GenerateOptions}): `size`, `level`, `score`, `technique`,
 *   `symmetry`, `clues`, `pattern`, `minimal`, `seed`, `count`, budgets
 * @throws {GenerateBudgetError} (a {@link BudgetExhaustedError}) when a puzzle's time or attempt
 *   budget runs out or the signal aborts; it holds the puzzles finished before
 * @throws {RangeError} / `TypeError` for options that cannot be met or are malformed
 * @example
 * ```ts
 * import { generate, isUnique } from 'sudoku-wasm';
 *
 * const [p] = await generate({ level: 'Easy', seed: 42 });
 * p; // → { clues: 24, level: 'Easy', hardest: 'Hidden Single', seed: 42 }
 * isUnique(p.puzzle); // → true
 * ```
 * @category Generate
 */
export async function generate(options: GenerateOptions = {}): Promise<GeneratedPuzzle[]> {
  try {
    const plan = planOf(options, 'generate');
    const out: GeneratedPuzzle[] = [];
    const clock = { lastYield: performance.now() };
    for (let index = 0; index < plan.count; index++) out.push(await makeOneAsync(plan, index, options.signal, out, clock));
    return out;
  } catch (error) {
    throw nameCall(nameStopped(error, 'generate'), 'generate'); // the shared checks below, named
  }
}

/** Puzzle `index` of a run, async (yields every few milliseconds, so the signal can stop it): the same puzzle as {@link generateAt}. */
export function generateAtAsync(options: GenerateOptions, index: number): Promise<GeneratedPuzzle> {
  const plan = planOf({ ...options, count: 1 });
  return makeOneAsync(plan, index, options.signal, [], { lastYield: performance.now() });
}

async function makeOneAsync(
  plan: Plan,
  index: number,
  signal: AbortSignal | undefined,
  done: GeneratedPuzzle[],
  clock: YieldClock,
): Promise<GeneratedPuzzle> {
  const maker = new PuzzleMaker(plan, index, signal, done);
  for (;;) {
    const found = await runAsync(maker.next(), maker.check, clock);
    if (found) return found;
  }
}

/**
 * The synchronous form of {@link generate}: the same puzzles for the same options. It blocks
 * until done, so the signal is only seen if it was aborted before the call; the time budget
 * still applies.
 * @param options as for {@link generate}
 * @example
 * ```ts
 * import { generateSync, solve } from 'sudoku-wasm';
 *
 * const [made] = generateSync({ seed: 1 }); // the same puzzle as `await generate({ seed: 1 })`
 * made.clues; // → 25
 * solve(made.puzzle).solution === made.solution; // → true
 * ```
 * @category Generate
 */
export function generateSync(options: GenerateOptions = {}): GeneratedPuzzle[] {
  try {
    const plan = planOf(options, 'generateSync');
    const out: GeneratedPuzzle[] = [];
    for (let index = 0; index < plan.count; index++) out.push(makeOne(plan, index, options.signal, out));
    return out;
  } catch (error) {
    throw nameCall(nameStopped(error, 'generateSync'), 'generateSync'); // the shared checks below, named
  }
}

/** Puzzle `index` of a run (what a worker thread computes): the same as that puzzle of {@link generateSync}. */
export function generateAt(options: GenerateOptions, index: number): GeneratedPuzzle {
  const plan = planOf({ ...options, count: 1 });
  return makeOne(plan, index, options.signal, []);
}

/**
 * Checks generate options as {@link generate} would, without making a puzzle.
 * @returns the side of the board they ask for (9, or the size or the pattern's)
 * @throws {RangeError} / `TypeError`
 */
export function checkGenerateOptions(options: GenerateOptions): number {
  return planOf(options).n ** 2;
}

function makeOne(plan: Plan, index: number, signal: AbortSignal | undefined, done: GeneratedPuzzle[]): GeneratedPuzzle {
  const maker = new PuzzleMaker(plan, index, signal, done);
  for (;;) {
    const found = runSync(maker.next(), maker.check);
    if (found) return found;
  }
}

/**
 * Removal orders tried on one grid before the next attempt draws another: a uniform 9×9 grid
 * costs about 0.5 ms, a removal pass 0.1 ms (about 0.03 ms with a symmetry's fewer orbits).
 */
const ORDERS_PER_GRID = 8;

/**
 * The attempts of one puzzle, from its own seed: each draws a grid, then removes clues (or fits
 * the pattern). An attempt is work that pauses (work.ts) between slices of a grid's search,
 * before every uniqueness check and after every human-style step; the time budget and the
 * signal are read before every attempt and at every pause, so a long attempt (a 64×64 grid, a
 * 25×25 rating) cannot run past them, and the async calls give the event loop a turn there.
 */
class PuzzleMaker {
  attempts = 0;
  private readonly seed: number;
  private readonly random: Random;
  private readonly deadline: number;

  /**
   * @param done the puzzles of the run finished before this one (a budget error keeps them)
   */
  constructor(
    private readonly plan: Plan,
    private readonly index: number,
    private readonly signal: AbortSignal | undefined,
    private readonly done: GeneratedPuzzle[],
  ) {
    this.seed = deriveSeed(plan.seed, index);
    this.random = new Random(this.seed);
    this.deadline = plan.timeoutMs === 0 ? Infinity : performance.now() + plan.timeoutMs;
  }

  /**
   * The budgets checked, then one attempt as work: the puzzle, or null to try again.
   * @throws {GenerateBudgetError} when a budget has run out before the attempt
   */
  next(): Work<GeneratedPuzzle | null> {
    if (!this.signal?.aborted && this.attempts >= this.plan.maxAttempts) throw this.stopped('nodes');
    this.check();
    return this.attempt();
  }

  /** @throws {GenerateBudgetError} when the signal has aborted or the time budget has run out */
  readonly check = (): void => {
    if (this.signal?.aborted) throw this.stopped('aborted');
    if (performance.now() >= this.deadline) throw this.stopped('time');
  };

  private stopped(reason: 'time' | 'aborted' | 'nodes'): GenerateBudgetError {
    return new GenerateBudgetError(this.done, this.attempts, reason, this.plan.what, this.index);
  }

  /** One attempt: a puzzle that meets every option, or null. */
  private *attempt(): Work<GeneratedPuzzle | null> {
    const { plan, random } = this;
    const counter = plan.counter;
    this.attempts++;
    const solution = yield* gridFrom(plan.n, random, plan.method, plan.backend);
    let cells: Uint8Array | null = null;
    if (plan.pattern) {
      cells = yield* fitPattern(solution, plan.pattern, plan.n, random, counter);
      if (cells !== null && plan.minimal && !(yield* isMinimal(cells, counter))) cells = null;
    } else {
      for (let order = 0; order < ORDERS_PER_GRID && cells === null; order++) {
        cells = yield* dig(solution, plan.orbits, plan.target, random, counter);
        if (plan.target > 0 && clueCount(cells) !== plan.target) cells = null;
        else if (plan.minimal && (plan.symmetry !== 'none' || plan.target > 0) && !(yield* isMinimal(cells, counter))) cells = null;
      }
    }
    if (cells === null) return null;
    const result: GeneratedPuzzle = {
      puzzle: formatBoard({ n: plan.n, cells }, { style: 'line' }),
      solution: formatBoard({ n: plan.n, cells: solution }, { style: 'line' }),
      clues: clueCount(cells),
      seed: this.seed,
      attempts: this.attempts,
    };
    if (!plan.techniques) return result;
    return (yield* judge(plan, cells, solution, result)) ? result : null;
  }
}

/**
 * Options of {@link generatePuzzle}.
 * @category Generate
 */
export interface GeneratePuzzleOptions {
  /** Seed of the PRNG (default 1; any integer, taken modulo 2^32): same seed, same board. */
  seed?: number | undefined;
  /** Backend of the engine used (default: WebAssembly where available). */
  backend?: Backend | undefined;
  /** Node budget of each uniqueness check (see {@link GenerateOptions.maxNodesPerCheck}). */
  maxNodesPerCheck?: number | undefined;
  /** Stop removing clues once this few are left (default 0: remove all that can go). */
  minClues?: number | undefined;
  /** Grid method (see `generateGrid`). */
  method?: GridMethod | undefined;
}

const PUZZLE_OPTION_KEYS = keysOf<GeneratePuzzleOptions>()({ seed: true, backend: true, maxNodesPerCheck: true, minClues: true, method: true });

/**
 * A random puzzle of box size n (2…8) with a unique solution, and that solution, as boards:
 * clues removed in random order while the solution stays unique (minimal at 4×4 and 9×9 when
 * `minClues` is 0 and no `maxNodesPerCheck` is given; above 9×9 a uniqueness check that runs out
 * of its node budget keeps its clue, so the puzzle is proven unique but not minimal).
 * Reproducible from `options.seed`. {@link generate} has every other option.
 * @param n the box size: 2 for 4×4, 3 for 9×9, up to 8 for 64×64
 * @param options `seed`, `minClues`, `maxNodesPerCheck`, `method`, `backend` ({@link GeneratePuzzleOptions})
 * @example
 * ```ts
 * import { formatBoard, generatePuzzle } from 'sudoku-wasm';
 *
 * const { puzzle, solution } = generatePuzzle(2, { seed: 1 }); // a 4×4 puzzle
 * formatBoard(puzzle); // → '.1.3.....4...3.4'
 * formatBoard(solution); // → '4123324114322314'
 * ```
 * @category Generate
 */
export function generatePuzzle(n: number, options: GeneratePuzzleOptions = {}): { puzzle: Board; solution: Board } {
  try {
    checkKeys(options, PUZZLE_OPTION_KEYS, 'generatePuzzle');
    checkGridChoices(options.method, options.backend, 'generatePuzzle');
    checkBox(n, 'generatePuzzle');
    const N = n * n;
    const minClues = options.minClues === undefined ? 0 : checkInteger(options.minClues, 0, 'generatePuzzle: minClues', N * N);
    const maxNodes = options.maxNodesPerCheck === undefined ? undefined : checkInteger(options.maxNodesPerCheck, 1, 'generatePuzzle: maxNodesPerCheck');
    const random = new Random(seedOf(options.seed, 'generatePuzzle'));
    const solution = runSync(gridFrom(n, random, options.method, options.backend));
    const count = solutionCounter(n, options.backend, maxNodes);
    const cells = runSync(dig(solution, orbits('none', N), minClues, random, count));
    return { puzzle: { n, cells }, solution: { n, cells: solution } };
  } catch (error) {
    throw nameCall(error, 'generatePuzzle'); // the shared checks below, named
  }
}
