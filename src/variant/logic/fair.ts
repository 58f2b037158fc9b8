/**
 * A generated variant puzzle made fair to a level: the variant steps walked from its givens with
 * only the finders of that level or below (a prefix of the list, ../steps.ts, which is ordered by
 * level); wherever they get stuck, the solution's digit becomes a given in the cell a rating
 * would guess (./guess-cell.ts), and the walk goes on from there. A walk that added a given is
 * walked once more from the new givens (a given placed at the start can change the path: the
 * walk is the first step each time, not every step), until one passes without adding any: that
 * walk is the path `rate` takes, so its rating is the puzzle's. Then each given added is taken
 * away again, in the order they were added, where a walk without it still finishes (a given
 * added at the first place the steps stuck is often not needed once the later ones are there).
 * The givens added are the solution's, so the puzzle stays unique.
 *
 *   givens ─► walk (finders ≤ level) ─► stuck: +1 given (the guess cell), walk on ─► end
 *     ▲                                                                            │ a given added
 *     └────────────────────────────────────────────────────────────────────────────┘ walk again
 *   each given added: taken away where a walk without it (adding none) still ends
 *
 * Measured (bench/variants/fair-levels.mjs, docs/design/variant-engine.md "Fair to a level"):
 * the taking away halves the givens added (9×9 arrow, seeds 1–10: a mean of 7.1 → 2.9), for
 * a third more time.
 *
 * Owns: {@link fairGivens}, {@link FairPuzzle}. Does not own: making the puzzle or its budgets
 * (src/variant/generate/), the steps (./steps.ts), the scale (./grade.ts, ./scale.ts).
 */
import type { Work } from '../../generate/work.js';
import { LEVEL_NAMES, type Level } from '../../logic/types.js';
import { givenDigits, type VariantPuzzle } from '../model.js';
import type { Finder } from './finders/step.js';
import { FINDER_GRADES, VariantRater, type VariantRating } from './grade.js';
import { guessStep } from './guess-cell.js';
import { hintRulesOf, type HintRules } from './hint-rules.js';
import { applyFound, candidatesFrom, FINDERS, variantSteps } from './steps.js';

/** A puzzle's givens made fair to a level, and the rating `rate` gives the puzzle with them. */
export interface FairPuzzle {
  /** N² characters, `.` for an empty cell: the givens and those added. */
  givens: string;
  /** Givens added. */
  added: number;
  rating: VariantRating;
}

/** The finders of `level` or below: the list's prefix (it is ordered by level). */
function findersUpTo(level: Level): readonly Finder[] {
  const top = LEVEL_NAMES.indexOf(level);
  const end = FINDERS.findIndex((find) => LEVEL_NAMES.indexOf(FINDER_GRADES.get(find)!.level) > top);
  return end < 0 ? FINDERS : FINDERS.slice(0, end);
}

/**
 * The givens of `puzzle` (unique, with this `solution`) with the few the solution adds so that
 * its rating is at most `level`, pausing (yielding) before each step. At `Extreme` nothing is
 * added: a guess is Extreme.
 * @param deadline a `performance.now()` time the step search stops at
 * @throws {StepSearchTimeUp} when `deadline` passes while a step is looked for
 */
export function* fairGivens(puzzle: VariantPuzzle, solution: string, level: Level, deadline: number): Work<FairPuzzle> {
  const finders = findersUpTo(level);
  const rules = hintRulesOf(puzzle);
  const givens = Array.from(puzzle.givens);
  const digits = Uint8Array.from(solution, Number);
  const added: number[] = [];
  let rating: VariantRating;
  for (;;) {
    const walked = yield* walk(rules, finders, givens, digits, level === 'Extreme' ? 'guess' : 'add', deadline);
    if (walked.added.length === 0) {
      rating = walked.rating;
      break;
    }
    added.push(...walked.added);
  }
  // a given added early may be needed no longer once later ones are there
  for (const cell of added.slice()) {
    givens[cell] = '.';
    const walked = yield* walk(rules, finders, givens, digits, 'stop', deadline);
    if (walked.stuck) givens[cell] = solution[cell];
    else {
      rating = walked.rating;
      added.splice(added.indexOf(cell), 1);
    }
  }
  return { givens: givens.join(''), added: added.length, rating };
}

/** What one walk from the givens found. */
interface Walked {
  rating: VariantRating;
  /** The cells whose solution digit was added as a given (`add`). */
  added: number[];
  /** Whether it stopped stuck (`stop`). */
  stuck: boolean;
}

/**
 * The steps of `finders` from `givens` to the end (./steps.ts `variantSteps`), pausing before
 * each. Where they get stuck: `add` puts the solution's digit in the guess cell as a given (into
 * `givens`), `guess` places it as a rating's guess, `stop` ends the walk.
 */
function* walk(rules: HintRules, finders: readonly Finder[], givens: string[], solution: Uint8Array, stuck: 'add' | 'guess' | 'stop', deadline: number): Work<Walked> {
  const values = givenDigits(givens);
  const cands = candidatesFrom(rules, values);
  const rater = new VariantRater();
  const added: number[] = [];
  let steps = variantSteps(rules, values, cands, deadline, finders);
  for (;;) {
    yield;
    const next = steps.next();
    if (!next.done) {
      rater.add(next.value.step, next.value.finder!);
      continue;
    }
    if (next.value === 'solved') return { rating: rater.result(), added, stuck: false };
    if (stuck === 'stop') return { rating: rater.result(), added, stuck: true };
    // stuck below the level: the solution's digit where a rating would guess
    const guess = guessStep(values, cands, solution, rules.N);
    applyFound(rules, values, cands, guess);
    if (stuck === 'guess') rater.add(guess, 'guess');
    else {
      const { cell } = guess.placements[0];
      givens[cell] = String(solution[cell]);
      added.push(cell);
    }
    steps = variantSteps(rules, values, cands, deadline, finders); // on from the digit placed
  }
}
