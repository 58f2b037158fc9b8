/**
 * The variant scale: how hard a variant puzzle is, from the path of the variant steps
 * (../steps.ts). The package's own scale, in the spirit of HoDoKu's (src/logic/rate.ts): the
 * level is the class of the hardest step, the score the sum of every step's weight (the table of
 * classes, levels and weights: ./scale.ts). HoDoKu's and Sudoku Explainer's scales rate classic
 * techniques, which a variant's steps are not. Unlike HoDoKu's, a score does not raise the
 * level: a variant's rule steps grow with the number of rules drawn (each cage narrows once),
 * not with the difficulty (docs/design/logic.md).
 *
 * Owns: {@link FINDER_GRADES} (each finder's class), {@link VariantRating}, {@link VariantRater}.
 * Does not own: the table (./scale.ts), the finders or their order (../steps.ts), the walk that
 * rates (./calls.ts).
 */
import type { Level, Step } from '../../logic/types.js';
import { hiddenSingle, hiddenSubset, lockedCandidates, nakedSingle, nakedSubset, pairStep, parityStep, ruleStep } from './finders/basic.js';
import { cageCombinations } from './finders/cages/combinations.js';
import { chain } from './finders/chains/chain.js';
import { twoSums } from './finders/cages/two-sums.js';
import { contradiction } from './finders/contradiction.js';
import { deepContradiction } from './finders/deep-contradiction.js';
import { fish } from './finders/fish.js';
import { forcing } from './finders/forcing.js';
import { ruleFillings } from './finders/rule-fillings.js';
import { rulePointing } from './finders/rule-pointing.js';
import type { Finder } from './finders/step.js';
import { VARIANT_GRADES, type VariantGrade, type VariantGradeId } from './scale.js';

/** The class of each finder's steps on the variant scale. */
const CLASS_OF: readonly [Finder | 'guess', VariantGradeId][] = [
  [nakedSingle, 'naked-single'],
  [hiddenSingle, 'hidden-single'],
  [parityStep, 'variant-odd-even'],
  [pairStep, 'variant-pair-rule'],
  [ruleStep, 'variant-rule'],
  [lockedCandidates, 'locked-candidates'],
  [rulePointing, 'variant-rule-pointing'],
  [ruleFillings, 'variant-rule-fillings'],
  [nakedSubset, 'naked-subset'],
  [hiddenSubset, 'hidden-subset'],
  [cageCombinations, 'variant-cage-combinations'],
  [fish, 'fish'],
  [chain, 'variant-chain'],
  [twoSums, 'variant-two-sums'],
  [contradiction, 'variant-contradiction'],
  [forcing, 'variant-forcing'],
  [deepContradiction, 'variant-deep-contradiction'],
  ['guess', 'guess'],
];

/** Each finder's grade, and a guess's (`'guess'`), from the table (./scale.ts). */
export const FINDER_GRADES: ReadonlyMap<Finder | 'guess', VariantGrade> = /* @__PURE__ */ new Map(
  CLASS_OF.map(([by, id]) => [by, VARIANT_GRADES.find((grade) => grade.id === id)!]),
);

/**
 * What `rate` says about a variant puzzle: its grade on the variant scale.
 * @category Hints, steps and rating
 */
export interface VariantRating {
  /** The variant scale (HoDoKu's rating has no `scale`, Sudoku Explainer's is `'se'`). */
  scale: 'variant';
  /** The class of the hardest step: `Easy` singles (and odd or even cells), `Medium` one rule's narrowing and Locked Candidates, `Hard` a digit a rule must hold and subsets, `Unfair` fish, chains, Contradiction and Forcing, `Extreme` a two-step contradiction or a guess. */
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
    const grade = FINDER_GRADES.get(by);
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
