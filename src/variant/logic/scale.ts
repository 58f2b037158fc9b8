/**
 * The variant scale's table: each class of variant step (./steps.ts, in the order the finders
 * are tried), its level and its weight per use, and a guess's. `rate` on a variant puzzle
 * (./grade.ts) gives the level of the hardest step and the sum of the weights; a page shows the
 * table as its legend (`VARIANT_GRADES`, exported by the package).
 *
 *   class (./steps.ts order)                 level     weight
 *   Naked Single                             Easy           4
 *   Hidden Single                            Easy          14
 *   Odd / Even cell                          Easy           4
 *   a rule between two cells (a dot, X, V)   Medium        20
 *   a rule of many cells (a cage's sum, an
 *     arrow, the 45 rule …)                  Medium        30
 *   Locked Candidates                        Medium        50
 *   … pointing (a digit a rule must hold)    Hard          70
 *   a rule filled (its cells that share a    Hard          80
 *     house different)
 *   Naked Pair, Triple                       Hard          70
 *   Hidden Pair, Triple                      Hard          90
 *   Cage combinations (a house's sums)       Hard         110
 *   X-Wing, Swordfish                        Unfair       150
 *   X-Chain, XY-Chain, Chain                 Unfair       180
 *   Two sums (filled together)               Unfair       190
 *   Contradiction                            Unfair       200
 *   Forcing                                  Unfair       300
 *   Two-step contradiction                   Extreme      500
 *   a guess (no step applies: stuck)         Extreme    10000
 *
 * Every class weighs more than each easier one, so the heaviest step is the hardest: its class
 * is the level. The weights of the classic-like steps are HoDoKu's (a single 4 and 14, Locked
 * Candidates 50, a pair 60–70, a fish 140–150), the guess's too (src/logic/solver.ts GUESS). A
 * chain is Unfair, as HoDoKu rates X-Chains, XY-Chains and AICs; it weighs 180 (HoDoKu's 260–280
 * are over its fish, which ours keep, but a chain must weigh less than the Contradiction it
 * says along one line of links). A rule filled (its fillings walked, its cells that share a
 * house different) weighs more than the pointing step before it and less than a hidden subset.
 * Cage combinations (a walk over a whole house's sums) weigh
 * more than a subset and less than a fish; Two sums (two sums' fillings walked together) lie
 * between a chain and the Contradiction.
 *
 * Owns: {@link VARIANT_GRADES}, {@link VariantGrade}, {@link VariantGradeId}. Plain data, with no
 * finder in it, so a page that shows the legend carries the table alone. Does not own: which
 * finder is of which class (./grade.ts), the level names (src/logic/types.ts `Level`, shared
 * with HoDoKu's scale).
 */
import type { Level } from '../../logic/types.js';

/**
 * The id of a class of the variant scale: the technique id of its steps where they share one
 * (`naked-single`, `variant-contradiction`, `guess`), else a name for the kind (`variant-rule`:
 * the steps of a rule of many cells, whose ids name the rule, `variant-killer` …).
 * @category Hints, steps and rating
 */
export type VariantGradeId =
  | 'naked-single'
  | 'hidden-single'
  | 'variant-odd-even'
  | 'variant-pair-rule'
  | 'variant-rule'
  | 'locked-candidates'
  | 'variant-rule-pointing'
  | 'variant-rule-fillings'
  | 'naked-subset'
  | 'hidden-subset'
  | 'variant-cage-combinations'
  | 'fish'
  | 'variant-chain'
  | 'variant-two-sums'
  | 'variant-contradiction'
  | 'variant-forcing'
  | 'variant-deep-contradiction'
  | 'guess';

/**
 * A class of variant steps on the variant scale.
 * @category Hints, steps and rating
 */
export interface VariantGrade {
  /** The class's id (see {@link VariantGradeId}). */
  readonly id: VariantGradeId;
  /** Its name, for a legend: the steps' name where they share one (`Naked Single`, `Contradiction`), else the kind (`Rule of many cells`). */
  readonly name: string;
  /** What its steps do, in a few words. */
  readonly about: string;
  /** The level of a puzzle whose hardest step is of this class. */
  readonly level: Level;
  /** What one step of the class adds to the score. */
  readonly weight: number;
}

/**
 * The variant scale (the one `rate` grades a variant puzzle on: `VariantRating`): each class of
 * variant step in the order the steps are looked for, then a guess (where no step applies),
 * with its level and its weight per step. Every class weighs more than each easier one, so a
 * rating's level is the class of its heaviest step; the score is the sum of the weights.
 * @example
 * ```ts
 * import { VARIANT_GRADES } from 'sudoku-wasm';
 *
 * VARIANT_GRADES[0]; // → { name: 'Naked Single', level: 'Easy', weight: 4 }
 * VARIANT_GRADES[VARIANT_GRADES.length - 1]; // → { name: 'Guess', level: 'Extreme', weight: 10000 }
 * ```
 * @category Hints, steps and rating
 */
export const VARIANT_GRADES: readonly VariantGrade[] = [
  { id: 'naked-single', name: 'Naked Single', about: 'a cell with one candidate left', level: 'Easy', weight: 4 },
  { id: 'hidden-single', name: 'Hidden Single', about: 'the one place left for a digit in a house (a row, column, box, or one the rules add)', level: 'Easy', weight: 14 },
  { id: 'variant-odd-even', name: 'Odd or even cell', about: 'an odd or even cell loses the digits of the other parity', level: 'Easy', weight: 4 },
  { id: 'variant-pair-rule', name: 'Rule between two cells', about: 'what a rule between two cells (a kropki dot, an X or V, a thermometer step) leaves one of them', level: 'Medium', weight: 20 },
  { id: 'variant-rule', name: 'Rule of many cells', about: "what one rule (a cage's sum, an arrow, a renban line, the 45 rule) leaves its cells", level: 'Medium', weight: 30 },
  { id: 'locked-candidates', name: 'Locked Candidates', about: "a digit's places in a house all in another house, which loses it elsewhere", level: 'Medium', weight: 50 },
  { id: 'variant-rule-pointing', name: 'Digit a rule holds', about: 'a digit every filling of a rule holds, taken from the cells that see all its places', level: 'Hard', weight: 70 },
  { id: 'variant-rule-fillings', name: 'Rule filled', about: "the digits no filling of one rule's cells keeps, its cells that share a house holding different digits", level: 'Hard', weight: 80 },
  { id: 'naked-subset', name: 'Naked Pair or Triple', about: 'two or three cells of a house holding two or three digits between them', level: 'Hard', weight: 70 },
  { id: 'hidden-subset', name: 'Hidden Pair or Triple', about: 'two or three digits with two or three places between them in a house', level: 'Hard', weight: 90 },
  { id: 'variant-cage-combinations', name: 'Cage combinations', about: "the sets of the sums inside a house (killer cages, the 45 rule's) that fit together, each digit once", level: 'Hard', weight: 110 },
  { id: 'fish', name: 'X-Wing or Swordfish', about: "a digit's places in two or three rows within as many columns (or the reverse)", level: 'Unfair', weight: 150 },
  { id: 'variant-chain', name: 'Chain', about: 'a chain of strong and weak links (X-Chain, XY-Chain, or links from the rules) whose two ends cannot both be false', level: 'Unfair', weight: 180 },
  { id: 'variant-two-sums', name: 'Two sums', about: 'two sums of different digits (cages, the 45 rule\'s) whose cells meet or see each other, filled together', level: 'Unfair', weight: 190 },
  { id: 'variant-contradiction', name: 'Contradiction', about: 'a candidate followed to a dead end', level: 'Unfair', weight: 200 },
  { id: 'variant-forcing', name: 'Forcing', about: "every option of a cell, or of a digit's places in a house, leads to the same digit placed or removed", level: 'Unfair', weight: 300 },
  { id: 'variant-deep-contradiction', name: 'Two-step contradiction', about: 'a supposition that leaves a cell or house whose every option fails', level: 'Extreme', weight: 500 },
  { id: 'guess', name: 'Guess', about: "no step applies: the solution's digit placed in a cell with the fewest candidates", level: 'Extreme', weight: 10000 },
];
