/**
 * Puzzles people want: {@link generate} (async, with an AbortSignal) and {@link generateSync}
 * make puzzles with one solution, optionally minimal, symmetric, with a clue count or the
 * caller's clue pattern, of a HoDoKu level or score range, or whose solve path uses a technique;
 * {@link generatePuzzle} is the plain form the package had first.
 *
 * Owns: the options, the retry loop and its budgets, and what a result holds. Does not own:
 * grids (grids.ts), removal and uniqueness (dig.ts), symmetries (symmetry.ts) or rating
 * (src/logic/rate.ts).
 *
 * Every puzzle of a run has its own seed ({@link deriveSeed}: puzzle 0 keeps the run's seed), and
 * each attempt draws everything from that one stream, so a puzzle depends only on its seed and
 * the options: the same with 1 or 8 threads, and `generate({ ...options, seed: result.seed })`
 * makes it again. One attempt:
 *
 *   grid (uniform at 4×4 and 9×9) ─► dig / fill the pattern ─► minimal? ─► solve like a human:
 *   level, score, technique ─► match: done │ no match: next attempt, until the time budget
 */
import { BudgetExhaustedError } from '../api/single';
import type { Board } from '../board/index';
import type { Backend } from '../engine/types';
import { CandidateGrid } from '../logic/grid';
import { formatPencilMarks } from '../logic/pencil';
import { LEVELS, Rater } from '../logic/rate';
import { applyInPlace, solveLoop, techniquesFor } from '../logic/solver';
import { techniqueByCode, techniqueById } from '../logic/techniques/index';
import type { Level, Step, Technique } from '../logic/types';
import { formatBoard } from '../text/index';
import { clueCount, countToTwo, dig, isMinimal, type CountToTwo } from './dig';
import { checkBox, gridFrom, type GridMethod } from './grids';
import { deriveSeed, Random } from './random';
import { countUpTo, fitPattern, type CountUpTo } from './pattern';
import { checkSymmetry, isSymmetric, orbits, type Symmetry } from './symmetry';

/** What to generate (every option may be combined with the others, except `pattern` with `clues`, or with a symmetry the pattern lacks). */
export interface GenerateOptions {
  /** Side of the board: 4, 9 (default), 16, 25, 36, 49 or 64. Taken from `pattern` when that is given. */
  size?: number;
  /** HoDoKu level the puzzle must rate (`Easy` … `Extreme`, any case). */
  level?: Level;
  /** Score range the puzzle must rate in (HoDoKu scores; either end may be left out). */
  score?: { min?: number; max?: number };
  /**
   * A technique the solve path must use, by id (`x-wing`), HoDoKu code (`0300`) or name
   * (`X-Wing`, any case). The result then holds the first such step and the grid just before it.
   */
  technique?: string;
  /** Symmetry of the clue pattern (default `none`): `rotate180`, `rotate90`, `mirror`, `diagonal`, `antidiagonal`. */
  symmetry?: Symmetry;
  /**
   * Require that no clue can be removed (checked clue by clue; 4×4 and 9×9 only). Without a
   * symmetry or a clue target, removal already ends minimal; with a symmetry, attempts that
   * are minimal only orbit-wise are drawn again. Above 9×9 each uniqueness check runs under a
   * node budget and a clue whose check runs out stays, so those puzzles are proven unique but
   * not minimal.
   */
  minimal?: boolean;
  /** Exactly this many clues (attempts whose removal ends above it are drawn again). */
  clues?: number;
  /**
   * The clue positions: N² cells as a string (a clue wherever the character is not one of
   * `. 0 - _`; whitespace and `|` `+` are ignored, so a grid drawing works) or an array
   * (non-zero or true = clue). Each attempt improves a random grid until its digits there have
   * one solution (pattern.ts); hard patterns may take several attempts or run out of time.
   */
  pattern?: string | ArrayLike<number | boolean>;
  /** Seed of the run (default: a random one, reported in each result). */
  seed?: number;
  /** Puzzles to make (default 1). */
  count?: number;
  /** Time budget of each puzzle in milliseconds (default 10,000); `0` = none. */
  timeoutMs?: number;
  /** Attempts each puzzle may take (default: no limit; deterministic, unlike time). */
  maxAttempts?: number;
  /** Stops the async {@link generate} (checked between attempts). */
  signal?: AbortSignal;
  /** Grid method (default `uniform` at 4×4 and 9×9, `transformed` above; see `generateGrid`). */
  gridMethod?: GridMethod;
  /** Technique ids the rating may use (default: HoDoKu's list); see `rate`. */
  techniques?: readonly string[];
  /** Technique ids the rating leaves out. */
  exclude?: readonly string[];
  /** Rate every puzzle (level, score, hardest), even when no option needs it. */
  rate?: boolean;
  /** Node budget of each uniqueness check (default: none at 4×4 and 9×9, 500 at 16×16, 200 above). */
  maxNodesPerCheck?: number;
  /** Backend of the engines (default: WebAssembly where available). */
  backend?: Backend;
}

/** One generated puzzle. */
export interface GeneratedPuzzle {
  /** The puzzle as a one-line board (`.` = empty). */
  puzzle: string;
  /** Its solution as a one-line board. */
  solution: string;
  /** Number of clues. */
  clues: number;
  /** The seed that makes this puzzle again (with the same options and `count: 1`). */
  seed: number;
  /** Attempts it took (candidate puzzles made and checked). */
  attempts: number;
  /** HoDoKu level, when rated (an option needed it, or `rate: true`). */
  level?: Level;
  /** HoDoKu score, when rated. */
  score?: number;
  /** Hardest technique of the solve path, when rated. */
  hardest?: string;
  /** With `technique`: the first step of it on the solve path, and the candidates just before it (pencil-mark grid). */
  step?: { step: Step; before: string };
}

/**
 * A budget ran out before a puzzle matched (`reason`: `time`, `aborted`, or `nodes` for the
 * attempt budget); the puzzles finished before it are kept.
 */
export class GenerateBudgetError extends BudgetExhaustedError {
  override readonly name: string = 'GenerateBudgetError';
  constructor(
    /** Puzzles finished before the budget ran out, in order. */
    readonly puzzles: GeneratedPuzzle[],
    /** Attempts made for the unfinished puzzle. */
    readonly attempts: number,
    reason: 'time' | 'aborted' | 'nodes',
    what: string,
    /** Index in the run of the puzzle that was not finished. */
    readonly index: number,
  ) {
    super(puzzles.length, attempts, reason);
    const why = reason === 'time' ? 'time budget exhausted' : reason === 'aborted' ? 'aborted' : 'attempt budget exhausted';
    this.message = `sudoku-wasm: generation stopped (${why}) after ${attempts} attempt${attempts === 1 ? '' : 's'} at puzzle ${index} (${what})`;
  }
}

/** The options after checking, shared by every puzzle of a run. */
interface Plan {
  n: number;
  seed: number;
  count: number;
  orbits: number[][];
  symmetry: Symmetry;
  target: number;
  minimal: boolean;
  pattern: Uint8Array | null;
  level: number | null;
  score: { min: number; max: number };
  technique: Technique | null;
  techniques: Technique[] | null;
  timeoutMs: number;
  maxAttempts: number;
  method: GridMethod | undefined;
  backend: Backend | undefined;
  count2: CountToTwo;
  countUpTo: CountUpTo;
  what: string;
}

/**
 * Makes puzzles with one solution (see {@link GenerateOptions}), yielding to the event loop
 * every few milliseconds so `signal` can stop it.
 * @throws {GenerateBudgetError} (a {@link BudgetExhaustedError}) when a puzzle's time or attempt
 *   budget runs out or the signal aborts; it holds the puzzles finished before
 * @throws {RangeError} / {@link TypeError} for options that cannot be met or are malformed
 */
export async function generate(options: GenerateOptions = {}): Promise<GeneratedPuzzle[]> {
  const plan = planOf(options);
  const out: GeneratedPuzzle[] = [];
  const clock = { lastYield: performance.now() };
  for (let index = 0; index < plan.count; index++) out.push(await makeOneAsync(plan, index, options.signal, out, clock));
  return out;
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
  clock: { lastYield: number },
): Promise<GeneratedPuzzle> {
  const maker = new PuzzleMaker(plan, deriveSeed(plan.seed, index));
  for (;;) {
    const stop = maker.stopReason(signal);
    if (stop) throw new GenerateBudgetError(done, maker.attempts, stop, plan.what, index);
    const found = maker.attempt();
    if (found) return found;
    if (performance.now() - clock.lastYield > 8) {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      clock.lastYield = performance.now();
    }
  }
}

/**
 * The synchronous form of {@link generate}: the same puzzles for the same options. It blocks
 * until done, so the signal is only seen if it was aborted before the call; the time budget
 * still applies.
 */
export function generateSync(options: GenerateOptions = {}): GeneratedPuzzle[] {
  const plan = planOf(options);
  const out: GeneratedPuzzle[] = [];
  for (let index = 0; index < plan.count; index++) out.push(makeOne(plan, index, options.signal, out));
  return out;
}

/** Puzzle `index` of a run (what a worker thread computes): the same as that puzzle of {@link generateSync}. */
export function generateAt(options: GenerateOptions, index: number): GeneratedPuzzle {
  const plan = planOf({ ...options, count: 1 });
  return makeOne(plan, index, options.signal, []);
}

/** Checks generate options as {@link generate} would, without making a puzzle. @throws {RangeError} / {@link TypeError} */
export function checkGenerateOptions(options: GenerateOptions): void {
  planOf(options);
}

function makeOne(plan: Plan, index: number, signal: AbortSignal | undefined, done: GeneratedPuzzle[]): GeneratedPuzzle {
  const maker = new PuzzleMaker(plan, deriveSeed(plan.seed, index));
  for (;;) {
    const stop = maker.stopReason(signal);
    if (stop) throw new GenerateBudgetError(done, maker.attempts, stop, plan.what, index);
    const found = maker.attempt();
    if (found) return found;
  }
}

/**
 * Removal orders tried on one grid before the next attempt draws another: a uniform 9×9 grid
 * costs about 0.5 ms, a removal pass 0.1 ms (about 0.03 ms with a symmetry's fewer orbits).
 */
const ORDERS_PER_GRID = 8;

/** The attempts of one puzzle, from its own seed: each draws a grid, then removes clues (or fits the pattern). */
class PuzzleMaker {
  attempts = 0;
  private readonly random: Random;
  private readonly deadline: number;

  constructor(
    private readonly plan: Plan,
    private readonly seed: number,
  ) {
    this.random = new Random(seed);
    this.deadline = plan.timeoutMs === 0 ? Infinity : performance.now() + plan.timeoutMs;
  }

  stopReason(signal: AbortSignal | undefined): 'time' | 'aborted' | 'nodes' | undefined {
    if (signal?.aborted) return 'aborted';
    if (this.attempts >= this.plan.maxAttempts) return 'nodes';
    if (this.attempts > 0 && performance.now() >= this.deadline) return 'time';
    return undefined;
  }

  /** One attempt: a puzzle that meets every option, or null. */
  attempt(): GeneratedPuzzle | null {
    const { plan, random } = this;
    this.attempts++;
    const solution = gridFrom(plan.n, random, plan.method, plan.backend);
    let cells: Uint8Array | null = null;
    if (plan.pattern) {
      cells = fitPattern(solution, plan.pattern, plan.n, random, plan.countUpTo);
      if (cells !== null && plan.minimal && !isMinimal(cells, plan.count2)) cells = null;
    } else {
      for (let order = 0; order < ORDERS_PER_GRID && cells === null; order++) {
        cells = dig(solution, plan.orbits, plan.target, random, plan.count2);
        if (plan.target > 0 && clueCount(cells) !== plan.target) cells = null;
        else if (plan.minimal && (plan.symmetry !== 'none' || plan.target > 0) && !isMinimal(cells, plan.count2)) cells = null;
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
    return judge(plan, cells, solution, result) ? result : null;
  }
}

/** Solves like a human and checks level, score and technique; fills the result's rating. */
function judge(plan: Plan, cells: Uint8Array, solution: Uint8Array, result: GeneratedPuzzle): boolean {
  const techniques = plan.techniques!;
  const grid = CandidateGrid.fromBoard(plan.n, cells);
  const rater = new Rater(techniques);
  let stepIndex = -1;
  const steps: Step[] = [];
  const wanted = plan.technique;
  const end = solveLoop(grid, solution, techniques, { unique: true }, 'guess', (step) => {
    rater.add(step);
    if (wanted) {
      steps.push(step);
      if (stepIndex < 0 && step.technique === wanted.id) stepIndex = steps.length - 1;
    }
    // Too hard already: the level and score only grow.
    if (plan.level !== null && rater.atLeast() > plan.level) return false;
    if (rater.scoreSoFar > plan.score.max) return false;
    return true;
  });
  if (end !== 'solved') return false;
  const rating = rater.rating();
  if (plan.level !== null && LEVELS[plan.level].level !== rating.level) return false;
  if (rating.score < plan.score.min) return false;
  if (wanted && stepIndex < 0) return false;
  result.level = rating.level;
  result.score = rating.score;
  result.hardest = rating.hardest;
  if (wanted) {
    const before = CandidateGrid.fromBoard(plan.n, cells);
    for (let i = 0; i < stepIndex; i++) applyInPlace(before, steps[i]);
    result.step = { step: steps[stepIndex], before: formatPencilMarks(before) };
  }
  return true;
}

/** The technique a name, id or code stands for. */
function findTechnique(name: string): Technique | undefined {
  const lower = name.toLowerCase();
  return techniqueById(lower) ?? techniqueByCode(name) ?? techniqueByName(lower);
}

function techniqueByName(lower: string): Technique | undefined {
  for (const t of techniquesFor({})) if (t.name.toLowerCase() === lower) return t;
  return undefined;
}

/** Reads a pattern option into N² flags. */
export function readPattern(pattern: string | ArrayLike<number | boolean>): Uint8Array {
  if (typeof pattern === 'string') {
    const flags: number[] = [];
    for (const ch of pattern) {
      if (/\s/.test(ch) || ch === '|' || ch === '+') continue;
      flags.push('.0-_'.includes(ch) ? 0 : 1);
    }
    return Uint8Array.from(flags);
  }
  if (typeof pattern !== 'object' || pattern === null || typeof pattern.length !== 'number') {
    throw new TypeError(`sudoku-wasm: expected options.pattern to be a string or an array, got ${pattern === null ? 'null' : typeof pattern}`);
  }
  return Uint8Array.from({ length: pattern.length }, (_, i) => (pattern[i] ? 1 : 0));
}

const SIDES = [4, 9, 16, 25, 36, 49, 64];

function planOf(options: GenerateOptions): Plan {
  if (typeof options !== 'object' || options === null) throw new TypeError('sudoku-wasm: expected generate options to be an object');
  const pattern = options.pattern === undefined ? null : readPattern(options.pattern);
  let size = options.size;
  if (size === undefined) size = pattern ? Math.round(Math.sqrt(pattern.length)) : 9;
  if (!SIDES.includes(size)) throw new RangeError(`sudoku-wasm: size must be one of ${SIDES.join(', ')}, got ${String(options.size)}`);
  const n = Math.round(Math.sqrt(size));
  checkBox(n);
  const C = size * size;
  if (pattern && pattern.length !== C) throw new RangeError(`sudoku-wasm: the pattern has ${pattern.length} cells; a ${size}×${size} board has ${C}`);
  const symmetry = checkSymmetry(options.symmetry ?? 'none');
  if (pattern && options.symmetry !== undefined && options.symmetry !== 'none') {
    if (!isSymmetric(pattern, symmetry, size)) throw new RangeError(`sudoku-wasm: the pattern does not have the symmetry '${symmetry}'`);
  }
  if (pattern && options.clues !== undefined) throw new RangeError('sudoku-wasm: give a pattern or a clue count, not both (the pattern fixes the clues)');
  const integer = (value: unknown, min: number, max: number, what: string): number => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw new RangeError(`sudoku-wasm: ${what} must be an integer from ${min} to ${max}, got ${String(value)}`);
    }
    return value;
  };
  const target = options.clues === undefined ? 0 : integer(options.clues, 1, C, 'clues');
  const seed = options.seed === undefined ? (Math.random() * 0x100000000) >>> 0 : integer(options.seed, 0, 0xffffffff, 'seed');
  const count = options.count === undefined ? 1 : integer(options.count, 1, 0x3fffffff, 'count');
  const timeoutMs = options.timeoutMs === undefined ? 10_000 : integer(options.timeoutMs, 0, 0x7fffffff, 'timeoutMs');
  const maxAttempts = options.maxAttempts === undefined ? Infinity : integer(options.maxAttempts, 1, 0x7fffffff, 'maxAttempts');
  let level: number | null = null;
  if (options.level !== undefined) {
    level = LEVELS.findIndex((l) => typeof options.level === 'string' && l.level.toLowerCase() === options.level.toLowerCase());
    if (level < 0) throw new RangeError(`sudoku-wasm: unknown level ${JSON.stringify(options.level)}; known: ${LEVELS.map((l) => l.level).join(', ')}`);
  }
  const score = { min: options.score?.min ?? -Infinity, max: options.score?.max ?? Infinity };
  if (typeof score.min !== 'number' || typeof score.max !== 'number' || score.min > score.max) {
    throw new RangeError(`sudoku-wasm: score must be { min, max } numbers with min ≤ max, got ${JSON.stringify(options.score)}`);
  }
  const rated = level !== null || options.score !== undefined || options.technique !== undefined || options.rate === true;
  const techniques = rated ? techniquesFor(options) : null;
  let technique: Technique | null = null;
  if (options.technique !== undefined) {
    const found = typeof options.technique === 'string' ? findTechnique(options.technique) : undefined;
    if (!found) throw new RangeError(`sudoku-wasm: unknown technique ${JSON.stringify(options.technique)}; use an id such as 'x-wing', a HoDoKu code or a name`);
    if (!techniques!.some((t) => t.id === found.id)) {
      throw new RangeError(`sudoku-wasm: technique '${found.id}' is not in the solver's list (add it with options.techniques)`);
    }
    technique = found;
  }
  if (n > 3 && options.minimal === true) {
    throw new RangeError(
      `sudoku-wasm: minimal puzzles are made at 4×4 and 9×9 only; above, uniqueness checks run under a node budget (maxNodesPerCheck) and cannot prove every clue needed`,
    );
  }
  if (n > 3 && options.gridMethod === 'uniform') throw new RangeError(`sudoku-wasm: gridMethod 'uniform' supports 4×4 and 9×9 grids only, got ${size}×${size}`);
  const maxNodesPerCheck = options.maxNodesPerCheck === undefined ? undefined : integer(options.maxNodesPerCheck, 1, 0x3fffffff, 'maxNodesPerCheck');
  const wants = [
    `${size}×${size}`,
    options.minimal ? 'minimal' : '',
    symmetry !== 'none' ? symmetry : '',
    target ? `${target} clues` : '',
    pattern ? 'pattern' : '',
    level !== null ? LEVELS[level].level : '',
    options.score ? `score ${score.min}..${score.max}` : '',
    technique ? technique.name : '',
  ].filter(Boolean);
  return {
    n,
    seed,
    count,
    orbits: orbits(symmetry, size),
    symmetry,
    target,
    minimal: options.minimal === true,
    pattern,
    level,
    score,
    technique,
    techniques,
    timeoutMs,
    maxAttempts,
    method: options.gridMethod,
    backend: options.backend,
    count2: countToTwo(n, options.backend, maxNodesPerCheck),
    countUpTo: countUpTo(n, options.backend, maxNodesPerCheck),
    what: wants.join(', '),
  };
}

/** Options of {@link generatePuzzle}. */
export interface GeneratePuzzleOptions {
  /** Seed of the PRNG (default 1): same seed, same board. */
  seed?: number;
  /** Backend of the engine used (default: WebAssembly where available). */
  backend?: Backend;
  /** Node budget of each uniqueness check (see {@link GenerateOptions.maxNodesPerCheck}). */
  maxNodesPerCheck?: number;
  /** Stop removing clues once this few are left (default 0: remove all that can go). */
  minClues?: number;
  /** Grid method (see `generateGrid`). */
  method?: GridMethod;
}

/**
 * A random puzzle of box size n (2…8) with a unique solution, and that solution, as boards:
 * clues removed in random order while the solution stays unique (minimal when `minClues` is 0).
 * Reproducible from `options.seed`. {@link generate} has every other option.
 */
export function generatePuzzle(n: number, options: GeneratePuzzleOptions = {}): { puzzle: Board; solution: Board } {
  checkBox(n);
  const random = new Random(options.seed ?? 1);
  const N = n * n;
  const solution = gridFrom(n, random, options.method, options.backend);
  const count = countToTwo(n, options.backend, options.maxNodesPerCheck);
  const cells = dig(solution, orbits('none', N), options.minClues ?? 0, random, count);
  return { puzzle: { n, cells }, solution: { n, cells: solution } };
}
