/**
 * The houses a variant puzzle gives the page's game (`state/game.ts` `GameRules`): its jigsaw
 * regions (or the rectangular boxes of a 6×6 or 8×8 board), and the groups of cells whose digits
 * all differ, so conflicts, tidy marks and filled-in candidates follow them as they follow rows
 * and boxes: diagonals, extra regions, disjoint groups, killer cages, renban and nabner lines, and
 * thermometers (strictly increasing, so no digit twice).
 *
 * Owns: {@link rulesOfVariant}. Does not own: the model (the package's `src/variant/model.ts`),
 * which rules make such groups and their cells (the package's `differentGroups` in
 * `src/variant/compile/different-groups.ts`, the list the
 * variant engine's compiler links too; it keeps a nabner line or a thermometer apart by its
 * pair relations instead).
 */
import { differentGroups } from '../../../src/variant/compile/different-groups.js';
import { variantGrid } from '../../../src/variant/grid.js';
import type { VariantPuzzle, VariantSize } from '../../../src/variant/model.js';
import type { GameRules } from '../state/game.js';

/**
 * The houses of `puzzle` beyond rows, columns and boxes, and its regions when it is a jigsaw or
 * its boxes are not square (6×6: 2×3, 8×8: 2×4, the package's `variantGrid`).
 */
export function rulesOfVariant(puzzle: VariantPuzzle): GameRules {
  const N = puzzle.size as VariantSize;
  const houses = differentGroups(puzzle).map((g) => Array.from(g.cells));
  if (puzzle.regions) return { regions: [...puzzle.regions], houses };
  const grid = variantGrid(N);
  return grid.boxRows === grid.boxColumns ? { houses } : { regions: Array.from(grid.boxes), houses };
}
