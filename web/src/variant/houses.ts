/**
 * The houses a variant puzzle gives the page's game (`state/game.ts` `GameRules`): its jigsaw
 * regions (or the rectangular boxes of a 6×6 or 8×8 board), and the rules whose digits all
 * differ, so conflicts, tidy marks and filled-in candidates follow them as they follow rows and
 * boxes: diagonals, extra regions, disjoint groups, killer cages, renban and nabner lines, and
 * thermometers (strictly increasing, so no digit twice). The variant engine links the same cells
 * (`src/variant/compile/index.ts`; it checks a thermometer by its order instead).
 *
 * Owns: {@link rulesOfVariant}. Does not own: the model (the package's `src/variant/model.ts`),
 * the diagonals' cells or a layout's regions in reading order (the package's `variantGeometry`
 * and `layoutOf`, which the engine's disjoint groups are made of too).
 */
import { layoutOf, variantGeometry } from '../../../src/variant/compile/geometry.js';
import { variantGrid } from '../../../src/variant/grid.js';
import type { VariantPuzzle, VariantSize } from '../../../src/variant/model.js';
import type { GameRules } from '../state/game.js';

/**
 * The houses of `puzzle` beyond rows, columns and boxes, and its regions when it is a jigsaw or
 * its boxes are not square (6×6: 2×3, 8×8: 2×4, the package's `variantGrid`).
 */
export function rulesOfVariant(puzzle: VariantPuzzle): GameRules {
  const N = puzzle.size as VariantSize;
  const houses: number[][] = [];
  const geo = variantGeometry(N);
  for (const c of puzzle.constraints) {
    if (c.type === 'diagonal') houses.push(Array.from(c.direction === 'main' ? geo.mainDiagonal : geo.antiDiagonal));
    else if (c.type === 'disjointGroups') {
      // group k: the k-th cell of every box (region), its cells ascending = reading order
      const regions = layoutOf(N, puzzle.regions).houses.slice(2 * N);
      for (let k = 0; k < N; k++) houses.push(regions.map((cells) => cells[k]));
    } else if (c.type === 'extraRegion' || c.type === 'killer' || c.type === 'renban' || c.type === 'nabner' || c.type === 'thermometer') {
      houses.push([...c.cells]);
    }
  }
  if (puzzle.regions) return { regions: [...puzzle.regions], houses };
  const grid = variantGrid(N);
  return grid.boxRows === grid.boxColumns ? { houses } : { regions: Array.from(grid.boxes), houses };
}
