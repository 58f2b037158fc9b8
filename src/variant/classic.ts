/**
 * Whether a variant puzzle is a classic 9×9 puzzle in disguise, which the API then hands to the
 * fast 9×9 engine.
 *
 * Owns: {@link isClassic}. Does not own: which constraints change nothing (each rule module's
 * `isVacuous`) or checking the puzzle (./check.ts).
 */

import type { VariantPuzzle } from './model.js';
import { variantGrid } from './grid.js';
import { RULES, rulePosition } from './rules/index.js';

/**
 * Whether a checked puzzle is classic: size 9, the standard boxes, and no constraint that
 * changes anything (a killer cage without a sum inside one box, a one-cell line, an extra
 * region inside one row, …). Its solutions are then those of its givens as a classic puzzle.
 * @param puzzle a puzzle returned by `checkVariant` or `parseVariant` (regions equal to the
 *               boxes are already dropped there)
 */
export function isClassic(puzzle: VariantPuzzle): boolean {
  if (puzzle.size !== 9 || puzzle.regions !== undefined) return false;
  const grid = variantGrid(9);
  for (const constraint of puzzle.constraints) {
    const isVacuous = RULES[rulePosition(constraint.type)]?.isVacuous;
    if (isVacuous === undefined || !isVacuous(constraint, grid)) return false;
  }
  return true;
}
