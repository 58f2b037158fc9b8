/**
 * A variant puzzle's explanation: the steps the variant hints take from the givens (the
 * package's `variantSteps`, src/variant/logic/steps.ts: its list of finders, each step applied
 * as Apply does), one after another until the puzzle is solved or no step of the list applies.
 * A fresh game: no player marks, the candidates the placed digits allow, and no mistake to find.
 *
 * The work is bounded: each step's (the Contradiction finder's own budget) and the path's, at
 * most {@link MOST_STEPS} steps (each step removes a candidate or places a digit, so a 9×9
 * path ends within 729 anyway).
 *
 * The page runs it in its logic worker (`logic-worker.ts`, asked by ./logic-client.ts), pausing
 * there too, so a hint asked meanwhile is answered between two steps.
 *
 * Owns: {@link variantSolvePath}, {@link VariantPath}, {@link PathOptions}. Does not own: the
 * finders and applying a step (the package's src/variant/logic/), the walk through the steps
 * (`panels/explain.ts`).
 */
import type { Step } from '../../../src/logic/types.js';
import { candidatesFrom, variantSteps } from '../../../src/variant/logic/steps.js';
import { givenDigits } from '../../../src/variant/model.js';
import { rulesOf } from './hints.js';
import type { VariantPlay } from './kit.js';

/** The most steps a path takes before it stops (`end: 'cut'`). */
export const MOST_STEPS = 1000;

/** A grid of the path: digits, and each cell's candidates (bit d − 1 for digit d). */
export interface PathGrid {
  values: Uint8Array;
  cands: Int32Array;
}

/** The explanation of a variant puzzle. */
export interface VariantPath {
  steps: Step[];
  /** The grid before each step, then the grid after the last: one more than the steps. */
  grids: PathGrid[];
  /** How it ends: solved; stuck (no step of the list applies); cut (at {@link MOST_STEPS} steps). */
  end: 'solved' | 'stuck' | 'cut';
}

/** How {@link variantSolvePath} shares the thread. */
export interface PathOptions {
  /** Awaited between steps once {@link PathOptions.slice} ms went by since the last pause (so a page draws and takes input during a long path). */
  pause?: () => Promise<void>;
  /** Milliseconds of work between pauses (default 30). */
  slice?: number;
  /** Asked after each pause: true ends the path there, as `cut` (its answer is no longer wanted). */
  stop?: () => boolean;
}

/** The steps the variant hints take on `play` (its puzzle: all the path reads) from its givens, with the grid before each. */
export async function variantSolvePath(play: Pick<VariantPlay, 'puzzle'>, options: PathOptions = {}): Promise<VariantPath> {
  const { pause, slice = 30, stop } = options;
  const rules = rulesOf(play);
  const values = givenDigits(play.puzzle.givens);
  const cands = candidatesFrom(rules, values);
  const walk = variantSteps(rules, values, cands);
  const steps: Step[] = [];
  const grids: PathGrid[] = [];
  let since = performance.now();
  let stopped = false;
  for (;;) {
    grids.push({ values: values.slice(), cands: cands.slice() });
    if (values.every((v) => v !== 0)) return { steps, grids, end: 'solved' };
    if (steps.length >= MOST_STEPS || stopped) return { steps, grids, end: 'cut' };
    const next = walk.next();
    if (next.done) return { steps, grids, end: next.value };
    steps.push(next.value.step);
    if (pause && performance.now() - since >= slice) {
      await pause();
      stopped = stop?.() ?? false;
      since = performance.now();
    }
  }
}
