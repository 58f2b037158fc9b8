/**
 * SE's solution path and its rating: at each step the first of SE's techniques (in its order,
 * `producers.ts`, then the forcing levels: the engine's, `forcing-source.ts`, or a registered
 * source's, `forcing-hook.ts`) that has a hint gives its hint of lowest difficulty, which is
 * applied; ER, EP and ED are read off the path.
 *
 * Owns: {@link sePath} (the loop), {@link SeRating}, `SE_STUCK` (the rating of a step
 * nothing explains). Does not own the techniques, the table or the engine's checks.
 *
 *   ER  the highest difficulty of any step of the path
 *   EP  the highest difficulty up to and including the first step that places a digit
 *   ED  the difficulty of the first step
 *
 * Every step is checked against the engine's solution (a wrong step is a defect, thrown).
 * When no technique applies (a registered forcing source finds nothing, say), the step
 * is rated `SE_STUCK` (what SE itself reports when it finds no hint) and the engine's
 * digit is placed, so that the path still ends.
 */
import type { CandidateGrid } from '../grid.js';
import { checkDeadline, StepSearchTimeUp } from '../techniques/forcing/budget-error.js';
import { applyInPlace, assertSound, guessStep } from '../solver.js';
import type { Step, TechniqueContext } from '../types.js';
import { forcingProducers, registeredSeForcing } from './forcing-hook.js';
import { ENGINE_FORCING_PRODUCERS } from './forcing-source.js';
import { SE_PRODUCERS, type SeHint, type SeProducer } from './producers.js';
import { SE_NAME, type SeTechnique } from './table.js';

/** The difficulty SE gives a step no technique explains (serate's 20.0). */
export const SE_STUCK = 20.0;

/**
 * A puzzle rated on Sudoku Explainer's scale.
 * @category Hints, steps and rating
 */
export interface SeRating {
  /** Sudoku Explainer's scale (`rate`'s HoDoKu rating has no `scale`). */
  scale: 'se';
  /** The difficulty of the hardest step. */
  er: number;
  /** The hardest step up to the first placement. */
  ep: number;
  /** The first step's difficulty. */
  ed: number;
  /** SE's name of the hardest step's technique (`Guess` when a step was not explained). */
  hardest: string;
  /** Steps of the path. */
  steps: number;
  /** Steps no technique explained (the engine's digit was placed; each rated `SE_STUCK`). */
  guesses: number;
  /** Steps per SE technique name, in the order first used. */
  techniques: Record<string, number>;
}

/** One step of SE's path with its rating. */
export interface SePathStep extends SeHint {}

/**
 * Walks SE's path on `grid` (changed in place) to the end and rates it.
 * @param onStep called with every step and its rating
 * @param deadline a `performance.now()` time past which no further step is looked for (a search
 *   for a step under way stops there too)
 * @returns the rating, or null when the deadline passed first
 */
export function sePath(
  grid: CandidateGrid,
  solution: Uint8Array,
  context: TechniqueContext,
  onStep?: (hint: SePathStep) => void,
  deadline = Infinity,
): SeRating | null {
  const source = registeredSeForcing();
  const producers: readonly SeProducer[] = [...SE_PRODUCERS, ...(source === null ? ENGINE_FORCING_PRODUCERS : forcingProducers(source))];
  let er = 0;
  let ep = 0;
  let ed = 0;
  let placed = false;
  let steps = 0;
  let guesses = 0;
  let hardest = 'none';
  const techniques: Record<string, number> = {};
  const timed = deadline === Infinity ? context : { ...context, deadline };
  while (!grid.isSolved()) {
    let hint: SeHint | null = null;
    try {
      for (const p of producers) {
        checkDeadline(deadline);
        if (p.needsUnique && !context.unique) continue;
        hint = p.find(grid, timed);
        if (hint !== null) break;
      }
    } catch (error) {
      if (error instanceof StepSearchTimeUp) return null;
      throw error;
    }
    let name: string;
    if (hint === null) {
      const step: Step = guessStep(grid, solution);
      hint = { step, technique: 'forcing-chain' as SeTechnique, difficulty: SE_STUCK };
      name = 'Guess';
      guesses++;
    } else name = SE_NAME[hint.technique];
    assertSound(hint.step, solution, grid.N);
    applyInPlace(grid, hint.step);
    steps++;
    techniques[name] = (techniques[name] ?? 0) + 1;
    const d = hint.difficulty;
    if (steps === 1) ed = d;
    if (d > er) ((er = d), (hardest = name));
    if (!placed) {
      ep = Math.max(ep, d);
      placed = hint.step.placements.length > 0;
    }
    onStep?.(hint);
  }
  return { scale: 'se', er, ep, ed, hardest, steps, guesses, techniques };
}
