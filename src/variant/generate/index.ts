/**
 * Variant puzzles made to order: {@link generateVariant} (async, with an AbortSignal) and
 * {@link generateVariantSync} make a unique, minimal puzzle of the rule families asked for,
 * reproducible from its seed.
 *
 * Owns: the entry points, the seeded stream and the budgets. Does not own: the options
 * (./options.ts), an attempt (./make.ts), grids and shapes (./grid.ts, ./shapes.ts), the
 * counting (the variant engine, through `validate`) or a level's givens (the variant steps,
 * src/variant/logic/fair.ts, reached through their slot so that a page without a level does
 * not carry them).
 *
 * This is the one generator of variant puzzles: the benchmark's sets are made with it too
 * (bench/variants/make-sets.mjs, from dist/), so the stream is the one they were made with:
 * mulberry32 (src/classic/prng.ts), each output / 2^32.
 *
 *   seed ─► stream ─► attempt: grid ─► rules drawn ─► givens removed while unique ─► puzzle
 *                                                  (maxLevel: givens added where its steps stick)
 *                        ▲                                        │ a draw that does not fit
 *                        └────────────────────────────────────────┘ (same stream, next attempt)
 */
import { nameCall, namingCall } from '../../api/options.js';
import { Mulberry32 } from '../../classic/prng.js';
import { GenerateBudgetError, nameStopped } from '../../generate/budget-error.js';
import { runAsync, runSync, type Work } from '../../generate/work.js';
import { variantLogicPart } from '../../api/parts.js';
import { StepSearchTimeUp } from '../../logic/techniques/forcing/budget-error.js';
import type { VariantLogic } from '../logic/calls.js';
import type { VariantPuzzle } from '../model.js';
import { countToTwo } from './count.js';
import { makeVariant, type Answer, type Fair, type Made } from './make.js';
import { variantPlanOf, type CheckedVariantOptions, type GeneratedVariant, type GenerateVariantOptions } from './options.js';

export type { GeneratedVariant, GenerateVariantOptions, VariantFamily } from './options.js';

/**
 * Makes a variant puzzle with one solution (see {@link GenerateVariantOptions}), giving the
 * event loop a turn every few milliseconds so `signal` can stop it. It makes one puzzle (where
 * `generate` makes `count`): `seed` makes it again, `nextSeed` the next of the same series.
 * @param options `rules` (one family or several: `'killer'`, `['thermo', 'kropki']`…), `size`,
 *   `seed`, `clues`, `maxLevel`, `timeoutMs`, `signal` ({@link GenerateVariantOptions})
 * @throws {GenerateBudgetError} when the time budget runs out or the signal aborts
 * @throws {RangeError} / `TypeError` for options that cannot be met or are malformed
 * @throws {Error} where the variant engine is not loaded (`sudoku-wasm/url`: call `useVariants()`)
 * @example
 * ```ts
 * import { generateVariant, solve } from 'sudoku-wasm';
 *
 * const { puzzle, seed } = await generateVariant({ rules: 'killer', seed: 3 });
 * puzzle.constraints[0].type; // → 'killer'
 * solve(puzzle).status; // → 'unique'
 * seed; // → 3
 * ```
 * @category Generate
 */
export async function generateVariant(options: GenerateVariantOptions): Promise<GeneratedVariant> {
  try {
    const run = new VariantRun(variantPlanOf(options, 'generateVariant'), options.signal, 'generateVariant');
    return await runAsync(run.work(), run.check, { lastYield: performance.now() });
  } catch (error) {
    throw nameCall(nameStopped(error, 'generateVariant'), 'generateVariant');
  }
}

/**
 * The synchronous form of {@link generateVariant}: the same puzzle for the same options. It
 * blocks until done, so the signal is only seen if it was aborted before the call; the time
 * budget still applies.
 * @param options as for {@link generateVariant}
 * @example
 * ```ts
 * import { generateVariantSync, solve } from 'sudoku-wasm';
 *
 * const { puzzle } = generateVariantSync({ rules: 'killer', seed: 3 }); // as `await generateVariant(…)` makes it
 * puzzle.constraints[0]; // → { type: 'killer', cells: [62, 53, 71, 61, 70, 44], sum: 30 }
 * solve(puzzle).status; // → 'unique'
 * ```
 * @category Generate
 */
export function generateVariantSync(options: GenerateVariantOptions): GeneratedVariant {
  try {
    const run = new VariantRun(variantPlanOf(options, 'generateVariantSync'), options.signal, 'generateVariantSync');
    return runSync(run.work(), run.check);
  } catch (error) {
    throw nameCall(nameStopped(error, 'generateVariantSync'), 'generateVariantSync');
  }
}

/**
 * Checks options as {@link generateVariant} would, without making a puzzle (the CLI's usage
 * errors).
 * @throws {RangeError} / `TypeError`, naming `generateVariant`
 */
export function checkVariantOptions(options: GenerateVariantOptions): void {
  namingCall('generateVariant', () => variantPlanOf(options, 'generateVariant'));
}

/** One puzzle's attempts from its seed, under its budgets. */
class VariantRun {
  private attempts = 0;
  private checks = 0;
  private readonly deadline: number;
  /** The variant steps, when a level is asked for. */
  private readonly logic: VariantLogic | null;

  /**
   * @param where the public function, for messages
   * @throws {Error} for a level asked for where the variant steps are not loaded (`useVariantLogic()`)
   */
  constructor(
    private readonly plan: CheckedVariantOptions,
    private readonly signal: AbortSignal | undefined,
    where: string,
  ) {
    this.deadline = plan.timeoutMs === 0 ? Infinity : performance.now() + plan.timeoutMs;
    this.logic = plan.maxLevel === null ? null : variantLogicPart(`${where}: maxLevel`);
  }

  /** @throws {GenerateBudgetError} when the signal has aborted or the time budget has run out */
  readonly check = (): void => {
    if (this.signal?.aborted) throw this.stopped('aborted');
    if (performance.now() >= this.deadline) throw this.stopped('time');
  };

  private stopped(reason: 'time' | 'aborted'): GenerateBudgetError {
    return new GenerateBudgetError([], this.attempts, reason, this.plan.what, 0);
  }

  /** The engine's count to 2 and first solution, in slices (the budgets are read between them). */
  private readonly answer: Answer = (puzzle) => {
    this.checks++;
    return countToTwo(puzzle);
  };

  /** The minimal puzzle made fair to the plan's level (src/variant/logic/fair.ts), its step search stopped by the time budget. */
  private readonly fair: Fair = (puzzle, solution) => this.fairOf(this.logic!, puzzle, solution);

  private *fairOf(logic: VariantLogic, puzzle: VariantPuzzle, solution: string): ReturnType<Fair> {
    try {
      return yield* logic.fair(puzzle, solution, this.plan.maxLevel!, this.deadline);
    } catch (error) {
      throw error instanceof StepSearchTimeUp ? this.stopped('time') : error;
    }
  }

  *work(): Work<GeneratedVariant> {
    const stream = new Mulberry32(this.plan.seed);
    const rng = (): number => stream.next() / 4294967296;
    for (;;) {
      this.check();
      this.attempts++;
      const made: Made | null = yield* makeVariant(rng, this.plan, this.answer, this.logic ? this.fair : undefined);
      if (made) {
        const { puzzle, solution, fair } = made;
        const rated = fair ? { level: fair.rating.level, score: fair.rating.score, hardest: fair.rating.hardest, added: fair.added } : {};
        return { solution, puzzle, seed: this.plan.seed, nextSeed: stream.state, attempts: this.attempts, checks: this.checks, ...rated };
      }
      yield;
    }
  }
}
