/**
 * Whether a variant puzzle is a classic 9×9 puzzle in disguise, which the API then hands to the
 * fast 9×9 engine.
 *
 * Owns: {@link isClassic}, and {@link readBareClassic}, the door that takes the barest classic
 * inputs straight to cells. Does not own: which constraints change nothing (each rule module's
 * `isVacuous`), checking the puzzle (./check.ts) or reading a format (./formats/).
 */

import type { VariantPuzzle } from './model.js';
import { variantGrid } from './grid.js';
import { readBareClassicModel } from './check.js';
import { scanBareClassicFpuzzles } from './formats/fpuzzles-grid-scan.js';
import { RULES, rulePosition } from './rules/index.js';

/**
 * A classic 9×9 puzzle in the barest form of a variant input, read straight into 81 cells: a
 * model `{ size: 9, givens, constraints: [] }` or f-puzzles text `{"size":9,"grid":[…]}` with
 * givens only (what `toFpuzzles` writes for a puzzle with no rule). Reading the model that
 * `parseVariant` makes of them, then testing it with {@link isClassic}, cost a sixth (the model)
 * to a third (the text) of counting a 17-clue puzzle (bench/variants/classic-route.mjs).
 * @param input any variant input
 * @param cells where the givens go (81 digits, 0 for an empty cell)
 * @returns whether the input was of those forms, without a conflict among its givens: false for
 *          any other input (read it with `parseVariant`, which also says any error of it)
 */
export function readBareClassic(input: unknown, cells: Uint8Array): boolean {
  if (typeof input === 'string') return scanBareClassicFpuzzles(input, cells);
  return readBareClassicModel(input, cells);
}

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
