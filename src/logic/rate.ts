/**
 * Rating a puzzle the way HoDoKu does: solve it with the techniques in order, sum the score of
 * every step, and take the level of the hardest technique, raised while the score is above
 * that level's maximum.
 *
 * Owns: {@link rate}, {@link Rater} (a rating built step by step), {@link LEVELS} (HoDoKu 2.2's default maximum score per level). Does not
 * own: the step loop (`solver.ts`) or the scores of techniques (each technique module).
 *
 *   level     max score      e.g. hardest technique
 *   Easy            800      singles
 *   Medium         1000      locked candidates, pairs, triples
 *   Hard          1600      quadruples, basic fish, wings, uniqueness, colouring
 *   Unfair        1800      finned and sashimi fish, X-chain, XY-chain
 *   Extreme          ∞      a guess (the engine finishes a puzzle logic cannot: HoDoKu's brute force)
 *
 * A variant puzzle (rules beyond rows, columns and boxes) goes to the variant scale instead: the
 * variant steps' path graded by src/variant/logic/grade.ts, reached through the slot that
 * `useVariantLogic()` fills (src/api/parts.ts), as `hint` and `logicSolve` reach their variant calls.
 */
import { parseAny } from '../api/input.js';
import { variantLogicPart } from '../api/parts.js';
import { choice } from '../api/options.js';
import type { PuzzleInput } from '../api/types.js';
import { CandidateGrid } from './grid.js';
import { refuseGridInPlay } from './player.js';
import type { VariantRating } from '../variant/logic/grade.js';
import { timeBudgetError } from './logic-error.js';
import { checkLogicOptions, deadlineOf, GUESS, LogicError, nameLogicCall, solutionOf, solveLoop, techniqueContext, techniquesFor, variantGameOf, type LogicOptions, type VariantInput } from './solver.js';
import { sePath, type SeRating } from './se/path.js';
import type { Level, Step, Technique } from './types.js';

/**
 * HoDoKu's levels, easiest first, with the maximum score of each.
 * @category Hints, steps and rating
 */
export const LEVELS: readonly { level: Level; maxScore: number }[] = [
  { level: 'Easy', maxScore: 800 },
  { level: 'Medium', maxScore: 1000 },
  { level: 'Hard', maxScore: 1600 },
  { level: 'Unfair', maxScore: 1800 },
  { level: 'Extreme', maxScore: Infinity },
];

/**
 * What {@link rate} says about a puzzle.
 * @category Hints, steps and rating
 */
export interface Rating {
  /** Absent: HoDoKu's scale (a {@link SeRating}'s is `'se'`, a `VariantRating`'s `'variant'`). */
  scale?: undefined;
  /** HoDoKu's level. */
  level: Level;
  /** The sum of the scores of every step. */
  score: number;
  /** The name of the hardest technique used (the one with the highest level, then score); `Guess` when logic got stuck. */
  hardest: string;
  /** Steps taken (guesses included). */
  steps: number;
  /** Guess steps the engine had to supply (0 when logic alone solved it). */
  guesses: number;
  /** Steps per technique name, in the order first used. */
  techniques: Record<string, number>;
}

const rank = new Map(LEVELS.map((l, i) => [l.level, i]));

/**
 * A rating built step by step: {@link rate} feeds it a whole solve path; the generator feeds it
 * as it solves and stops early once {@link Rater.atLeast} is past the level it wants.
 */
export class Rater {
  private score = 0;
  private steps = 0;
  private guesses = 0;
  private hardest: { name: string; level: Level; score: number } | null = null;
  private readonly counts: Record<string, number> = {};
  private readonly byId: Map<string, Pick<Technique, 'id' | 'name' | 'score' | 'level'>>;

  /** @param techniques the list the steps come from (scores and levels are looked up there) */
  constructor(techniques: readonly Technique[]) {
    this.byId = new Map(techniques.map((t) => [t.id, t]));
  }

  /** Counts one step of the path. */
  add(step: Step): void {
    const t = step.technique === GUESS.id ? GUESS : this.byId.get(step.technique)!;
    this.steps++;
    if (t === GUESS) this.guesses++;
    this.score += t.score;
    this.counts[t.name] = (this.counts[t.name] ?? 0) + 1;
    const top = this.hardest;
    if (top === null || rank.get(t.level)! > rank.get(top.level)! || (t.level === top.level && t.score > top.score)) {
      this.hardest = { name: t.name, level: t.level, score: t.score };
    }
  }

  /** The index in {@link LEVELS} of the level so far: the final level is never lower. */
  atLeast(): number {
    let index = this.hardest ? rank.get(this.hardest.level)! : 0;
    while (this.score > LEVELS[index].maxScore) index++;
    return index;
  }

  /** The score so far (the final score is never lower). */
  get scoreSoFar(): number {
    return this.score;
  }

  /** The rating of the steps added. */
  rating(): Rating {
    const { score, steps, guesses } = this;
    return { level: LEVELS[this.atLeast()].level, score, hardest: this.hardest?.name ?? 'none', steps, guesses, techniques: { ...this.counts } };
  }
}

/**
 * Options of {@link rate}: the logic options and the scale. A rating runs to the end, guessing
 * where logic stops, so `maxSteps` and `onStuck` do not apply.
 * @category Hints, steps and rating
 */
export interface RateOptions extends Omit<LogicOptions, 'maxSteps' | 'onStuck'> {
  /**
   * `'hodoku'` (default): HoDoKu's level and score over the technique list. `'se'`: Sudoku
   * Explainer 1.2.1's ER/EP/ED over SE's own technique set and order (`se/`; the `techniques`
   * and `exclude` options do not apply to it).
   */
  scale?: 'hodoku' | 'se' | undefined;
}

/**
 * The scales of {@link RateOptions.scale}.
 * @category Hints, steps and rating
 */
export const RATE_SCALES = ['hodoku', 'se'] as const;

/**
 * Rates a puzzle: HoDoKu's level and score, its hardest technique. Puzzles that logic cannot
 * finish get guess steps from the engine (level Extreme, `guesses` > 0). With `scale: 'se'`,
 * Sudoku Explainer's rating instead ({@link SeRating}: ER, EP, ED).
 *
 * A variant puzzle (rules beyond rows, columns and boxes, in any form `parseVariant` reads) is
 * graded on the package's variant scale ({@link VariantRating}, `scale: 'variant'`): the level
 * of the hardest variant step, the sum of the steps' weights, guesses where the steps get stuck
 * (docs/variants.md). A variant of classic rules only (a 9×9 grid, its boxes) is rated as a
 * classic puzzle, so on an object the result is either: `scale` tells them apart. A variant
 * given as text is typed as a classic puzzle; read it with `parseVariant` first to have it typed so.
 * @param puzzle the puzzle's givens, any form (4×4 to 25×25), or a variant puzzle
 * @param options `scale` (`'hodoku'` by default, or `'se'`) and the logic options ({@link
 *   RateOptions})
 * @throws {LogicError} when the puzzle has no solution or several (`reason` says which), or
 *   (`unknown`) when a budget runs out
 * @throws {SudokuParseError} for input that is not a puzzle
 * @throws {TypeError} for an unknown option or scale, or a grid in play (a `CandidateGrid` or a
 *   player's grid: a rating is of the puzzle's givens), or on a variant puzzle a `scale` or a
 *   classic technique option (`techniques`, `exclude`, `unique`, `alsInChains`)
 * @throws {Error} in a browser page that has not called `useVariantLogic()` (for a variant puzzle)
 * @example
 * ```ts
 * import { rate } from 'sudoku-wasm';
 *
 * rate('.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..'); // → { level: 'Unfair', score: 1702, hardest: 'XY-Wing', guesses: 0 }
 * rate('.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..', { scale: 'se' }).er; // → 7.1
 * ```
 * @category Hints, steps and rating
 */
export function rate(puzzle: VariantInput, options?: RateOptions & { scale?: undefined }): VariantRating | Rating;
export function rate(puzzle: PuzzleInput, options: RateOptions & { scale: 'se' }): SeRating;
export function rate(puzzle: PuzzleInput, options?: RateOptions & { scale?: 'hodoku' }): Rating;
export function rate(puzzle: PuzzleInput | VariantInput, options?: RateOptions): Rating | SeRating | VariantRating;
export function rate(puzzle: PuzzleInput | VariantInput, options?: RateOptions): Rating | SeRating | VariantRating {
  try {
    checkLogicOptions(options, 'rate', ['scale'], ['onStuck', 'maxSteps']);
    const deadline = deadlineOf(options);
    const scale = choice(options?.scale, RATE_SCALES, 'hodoku', 'rate: scale');
    refuseGridInPlay(puzzle, 'rate');
    const variant = variantGameOf(puzzle, options);
    if (variant) return variantLogicPart().rate(variant.puzzle, options);
    const board = parseAny(puzzle as PuzzleInput, options);
    const grid = CandidateGrid.fromBoard(board.n, board.cells);
    const solution = solutionOf(grid, options);
    let taken = 0;
    const timeUp = () => timeBudgetError(options?.timeoutMs, taken);
    if (scale === 'se') {
      const rating = sePath(grid, solution, { unique: options?.unique ?? true }, () => void taken++, deadline);
      if (rating === null) throw timeUp();
      return rating;
    }
    const techniques = techniquesFor(options);
    const rater = new Rater(techniques);
    const context = { ...techniqueContext(options, options?.unique ?? true), explain: false }; // the rater reads the technique only
    const end = solveLoop(grid, solution, techniques, context, 'guess', (step) => void (taken++, rater.add(step)), Infinity, deadline);
    if (end === 'time') throw timeUp();
    if (end !== 'solved') throw new LogicError('unknown', 'the step limit was reached');
    return rater.rating();
  } catch (error) {
    throw nameLogicCall(error, 'rate'); // the shared checks below and the forcing search's budget, named
  }
}

