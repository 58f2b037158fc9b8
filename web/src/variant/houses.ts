/**
 * The houses a variant puzzle gives the page's game (`state/game.ts` `GameRules`), so
 * conflicts, tidy marks and filled-in candidates follow them as they follow rows and boxes: the
 * package's variant logic reads the same ones (`src/variant/logic/houses.ts`: the regions, the
 * groups whose digits all differ, the rules between two cells), and the rules of many cells
 * (cage sums, arrows, little killers, sandwiches, X-sums, skyscrapers, renban runs, region-sum,
 * between and lockout lines, quadruples, odd and even cells) as the package's rule handlers
 * check them (its `RuleCheck`), so a digit that breaks one is a conflict at once.
 *
 * Owns: {@link rulesOfVariant}, {@link brokenRulesOf}. Does not own: the houses, the pair rules
 * and the rule check (the package's `src/variant/logic/houses.ts`).
 */
import { pairRulesOf, ruleCheckOf, variantUnits } from '../../../src/variant/logic/houses.js';
import type { VariantPuzzle } from '../../../src/variant/model.js';
import type { GameRules } from '../state/game.js';

/**
 * The houses of `puzzle` beyond rows, columns and boxes, its regions when it is a jigsaw or
 * its boxes are not square, its pair rules and the rules of many cells its digits break.
 */
export function rulesOfVariant(puzzle: VariantPuzzle): GameRules {
  const { regions, houses } = variantUnits(puzzle);
  const pairs = pairRulesOf(puzzle);
  const broken = brokenRulesOf(puzzle);
  return regions ? { regions, houses, pairs, broken } : { houses, pairs, broken };
}

/**
 * The rules of many cells of `puzzle` the digits break (`GameRules.broken`), checked by the
 * package's `RuleCheck`. None for a puzzle the compiler finds impossible.
 */
export function brokenRulesOf(puzzle: VariantPuzzle): GameRules['broken'] {
  const check = ruleCheckOf(puzzle);
  return check && ((values) => check.brokenCells(values));
}
