/**
 * The variant scale: how hard a variant puzzle is, from the path of the variant steps
 * (../steps.ts). The package's own scale, in the spirit of HoDoKu's (src/logic/rate.ts): the
 * level is the class of the hardest step, the score the sum of every step's weight. HoDoKu's
 * and Sudoku Explainer's scales rate classic techniques, which a variant's steps are not. Unlike
 * HoDoKu's, a score does not raise the level: a variant's rule steps grow with the number of
 * rules drawn (each cage narrows once), not with the difficulty (docs/design/logic.md).
 *
 *   finder (../steps.ts order)              level     weight
 *   Naked Single                            Easy           4
 *   Hidden Single                           Easy          14
 *   Odd / Even cell                         Easy           4
 *   a pair rule (a dot, an X or V …)        Medium        20
 *   a rule of many (a cage's sum, an arrow,
 *     the 45 rule …)                        Medium        30
 *   Locked Candidates                       Medium        50
 *   … pointing (a digit a rule must hold)   Hard          70
 *   Naked Pair, Triple                      Hard          70
 *   Hidden Pair, Triple                     Hard          90
 *   X-Wing, Swordfish                       Unfair       150
 *   Contradiction                           Unfair       200
 *   Forcing                                 Unfair       300
 *   Two-step contradiction                  Extreme      500
 *   a guess (no step applies: stuck)        Extreme    10000
 *
 * Every class weighs more than each easier one, so the heaviest step is the hardest: its
 * class is the level. The weights of the classic-like steps are HoDoKu's (a single 4 and 14,
 * Locked Candidates 50, a pair 60–70, a fish 140–150), the guess's too (src/logic/solver.ts GUESS).
 *
 * Owns: {@link VARIANT_GRADES}, {@link VariantRating}, {@link VariantRater}. Does not own: the
 * finders or their order (../steps.ts), the walk that rates (./calls.ts), the level names
 * (src/logic/types.ts `Level`, shared with HoDoKu's scale).
 */
import type { Level, Step } from '../../logic/types.js';
import { hiddenSingle, hiddenSubset, lockedCandidates, nakedSingle, nakedSubset, pairStep, parityStep, ruleStep } from './finders/basic.js';
import { contradiction } from './finders/contradiction.js';
import { deepContradiction } from './finders/deep-contradiction.js';
import { fish } from './finders/fish.js';
import { forcing } from './finders/forcing.js';
import { rulePointing } from './finders/rule-pointing.js';
import type { Finder } from './finders/step.js';

/** A step's class on the variant scale and its weight per use. */
export interface VariantGrade {
  /** The class: a puzzle whose hardest step is of this class has this level. */
  readonly level: Level;
  /** What one step adds to the score. */
  readonly weight: number;
}

/** The variant scale's table (see the module header): each finder's grade, and a guess's (`'guess'`). */
export const VARIANT_GRADES: ReadonlyMap<Finder | 'guess', VariantGrade> = /* @__PURE__ */ new Map<Finder | 'guess', VariantGrade>([
  [nakedSingle, { level: 'Easy', weight: 4 }],
  [hiddenSingle, { level: 'Easy', weight: 14 }],
  [parityStep, { level: 'Easy', weight: 4 }],
  [pairStep, { level: 'Medium', weight: 20 }],
  [ruleStep, { level: 'Medium', weight: 30 }],
  [lockedCandidates, { level: 'Medium', weight: 50 }],
  [rulePointing, { level: 'Hard', weight: 70 }],
  [nakedSubset, { level: 'Hard', weight: 70 }],
  [hiddenSubset, { level: 'Hard', weight: 90 }],
  [fish, { level: 'Unfair', weight: 150 }],
  [contradiction, { level: 'Unfair', weight: 200 }],
  [forcing, { level: 'Unfair', weight: 300 }],
  [deepContradiction, { level: 'Extreme', weight: 500 }],
  ['guess', { level: 'Extreme', weight: 10000 }],
]);

/** What `rate` says about a variant puzzle: its grade on the variant scale. */
export interface VariantRating {
  /** The variant scale (HoDoKu's rating has no `scale`, Sudoku Explainer's is `'se'`). */
  scale: 'variant';
  /** The class of the hardest step: `Easy` singles (and odd or even cells), `Medium` one rule's narrowing and Locked Candidates, `Hard` a digit a rule must hold and subsets, `Unfair` fish, Contradiction and Forcing, `Extreme` a two-step contradiction or a guess. */
  level: Level;
  /** The sum of the weights of every step. */
  score: number;
  /** The name of the hardest step's technique (`Killer cage`, `Contradiction`; `Guess` when the steps got stuck). */
  hardest: string;
  /** Its id (`variant-killer`, `variant-contradiction`, `guess`). */
  hardestTechnique: string;
  /** Steps taken (guesses included). */
  steps: number;
  /** Guess steps: the solution's digit placed where no step applied (0 when the steps finish the puzzle). */
  guesses: number;
  /** Steps per technique name, in the order first used. */
  techniques: Record<string, number>;
}

/** A variant rating built step by step, each step with the grade of what found it. */
export class VariantRater {
  private readonly rating: VariantRating = { scale: 'variant', level: 'Easy', score: 0, hardest: 'none', hardestTechnique: 'none', steps: 0, guesses: 0, techniques: {} };
  private heaviest = -1;

  /** Counts one step of the path; `by` is its finder, or `'guess'`. */
  add(step: Step, by: Finder | 'guess'): void {
    const grade = VARIANT_GRADES.get(by);
    if (grade === undefined) throw new Error(`sudoku-wasm internal error: a variant finder with no grade, got ${step.name}`);
    const r = this.rating;
    r.steps++;
    if (by === 'guess') r.guesses++;
    r.score += grade.weight;
    r.techniques[step.name] = (r.techniques[step.name] ?? 0) + 1;
    if (grade.weight > this.heaviest) {
      this.heaviest = grade.weight;
      r.level = grade.level;
      r.hardest = step.name;
      r.hardestTechnique = step.technique;
    }
  }

  /** The rating of the steps added. */
  result(): VariantRating {
    return { ...this.rating, techniques: { ...this.rating.techniques } };
  }
}
