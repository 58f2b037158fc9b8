/**
 * The houses a variant puzzle gives the page's game (`state/game.ts` `GameRules`): its jigsaw
 * regions (or the rectangular boxes of a 6×6 or 8×8 board), and the groups of cells whose digits
 * all differ, so conflicts, tidy marks and filled-in candidates follow them as they follow rows
 * and boxes: diagonals, extra regions, disjoint groups, killer cages, renban and nabner lines,
 * thermometers (strictly increasing, so no digit twice), and the cell pairs a knight's move
 * (anti-knight) or a diagonal king's move (anti-king) apart, each pair a house of two.
 *
 * Owns: {@link rulesOfVariant}. Does not own: the model (the package's `src/variant/model.ts`),
 * which rules make such groups and their cells (the package's `differentGroups` in
 * `src/variant/compile/different-groups.ts`, the list the
 * variant engine's compiler links too; it keeps a nabner line or a thermometer apart by its
 * pair relations instead), the pairs of a move (the package's `variantGeometry`, whose lists
 * the compiler links as peers for the same two rules).
 */
import { differentGroups } from '../../../src/variant/compile/different-groups.js';
import { variantGeometry } from '../../../src/variant/compile/geometry.js';
import { variantGrid } from '../../../src/variant/grid.js';
import type { VariantPuzzle, VariantSize } from '../../../src/variant/model.js';
import type { GameRules } from '../state/game.js';

/** The pairs (a, b) of a flat pair list, each a house of two. */
const pairHouses = (pairs: Int32Array): number[][] => Array.from({ length: pairs.length / 2 }, (_, k) => [pairs[2 * k], pairs[2 * k + 1]]);

/**
 * The houses of `puzzle` beyond rows, columns and boxes, and its regions when it is a jigsaw or
 * its boxes are not square (6×6: 2×3, 8×8: 2×4, the package's `variantGrid`).
 */
export function rulesOfVariant(puzzle: VariantPuzzle): GameRules {
  const N = puzzle.size as VariantSize;
  const houses = differentGroups(puzzle).map((g) => Array.from(g.cells));
  // a digit never repeats a move away: the anti-knight and anti-king pairs, as the compiler links them
  for (const rule of puzzle.constraints) {
    if (rule.type === 'antiKnight') houses.push(...pairHouses(variantGeometry(N).knight));
    else if (rule.type === 'antiKing') houses.push(...pairHouses(variantGeometry(N).kingDiagonal));
  }
  if (puzzle.regions) return { regions: [...puzzle.regions], houses };
  const grid = variantGrid(N);
  return grid.boxRows === grid.boxColumns ? { houses } : { regions: Array.from(grid.boxes), houses };
}
