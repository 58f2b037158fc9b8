/**
 * The houses a variant puzzle gives the page's game (`state/game.ts` `GameRules`): its jigsaw
 * regions (or the rectangular boxes of a 6×6 or 8×8 board), and the rules whose digits all differ (diagonals, extra regions, killer cages), so
 * conflicts, tidy marks and filled-in candidates follow them as they follow rows and boxes.
 *
 * Owns: {@link rulesOfVariant}. Does not own: the model (the package's `src/variant/model.ts`)
 * or the diagonals' cells (the package's `variantGeometry`).
 */
import { variantGeometry } from '../../../src/variant/compile/geometry.js';
import { variantGrid } from '../../../src/variant/grid.js';
import type { VariantPuzzle, VariantSize } from '../../../src/variant/model.js';
import type { GameRules } from '../state/game.js';

/**
 * The houses of `puzzle` beyond rows, columns and boxes, and its regions when it is a jigsaw or
 * its boxes are not square (6×6: 2×3, 8×8: 2×4, the package's `variantGrid`).
 */
export function rulesOfVariant(puzzle: VariantPuzzle): GameRules {
  const houses: number[][] = [];
  const geo = variantGeometry(puzzle.size as VariantSize);
  for (const c of puzzle.constraints) {
    if (c.type === 'diagonal') houses.push(Array.from(c.direction === 'main' ? geo.mainDiagonal : geo.antiDiagonal));
    else if (c.type === 'extraRegion' || c.type === 'killer') houses.push([...c.cells]);
  }
  if (puzzle.regions) return { regions: [...puzzle.regions], houses };
  const grid = variantGrid(puzzle.size as VariantSize);
  return grid.boxRows === grid.boxColumns ? { houses } : { regions: Array.from(grid.boxes), houses };
}
