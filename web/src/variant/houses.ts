/**
 * The houses a variant puzzle gives the page's game (`state/game.ts` `GameRules`): its jigsaw
 * regions (or the rectangular boxes of a 6×6 or 8×8 board), and the groups of cells whose digits
 * all differ, so conflicts, tidy marks and filled-in candidates follow them as they follow rows
 * and boxes: diagonals, extra regions, disjoint groups, killer cages, renban and nabner lines,
 * thermometers (strictly increasing, so no digit twice), and the cell pairs a knight's move
 * (anti-knight) or a diagonal king's move (anti-king) apart, each pair a house of two; and the
 * rules between two cells (kropki dots, X and V and their negative rules, non-consecutive,
 * thermometer steps, whispers, palindromes, entropic and modular lines, indexers) as the
 * package's compiler reads them (its pair relations), so conflicts, tidy marks and filled-in
 * candidates follow them too; and the rules of many cells (cage sums, arrows, little killers,
 * sandwiches, X-sums, skyscrapers, renban runs, region-sum, between and lockout lines,
 * quadruples, odd and even cells) as the package's rule handlers check them (its `RuleCheck`),
 * so a digit that breaks one is a conflict at once.
 *
 * Owns: {@link rulesOfVariant}, {@link pairRulesOf}, {@link brokenRulesOf}, {@link ruleCheckOf}. Does not own: the model (the package's `src/variant/model.ts`),
 * which rules make such groups and their cells (the package's `differentGroups` in
 * `src/variant/compile/different-groups.ts`, the list the
 * variant engine's compiler links too; it keeps a nabner line or a thermometer apart by its
 * pair relations instead), the pairs of a move (the package's `variantGeometry`, whose lists
 * the compiler links as peers for the same two rules).
 */
import { differentGroups } from '../../../src/variant/compile/different-groups.js';
import { RuleCheck } from './rule-check.js';
import { compileVariant } from '../../../src/variant/compile/index.js';
import { H_PAIRS, H_RELATIONS } from '../../../src/variant/compile/program-header.js';
import { variantGeometry } from '../../../src/variant/compile/geometry.js';
import { variantGrid } from '../../../src/variant/grid.js';
import type { VariantPuzzle, VariantSize } from '../../../src/variant/model.js';
import type { GameRules, PairRule } from '../state/game.js';

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
  const pairs = pairRulesOf(puzzle);
  const broken = brokenRulesOf(puzzle);
  if (puzzle.regions) return { regions: [...puzzle.regions], houses, pairs, broken };
  const grid = variantGrid(N);
  return grid.boxRows === grid.boxColumns ? { houses, pairs, broken } : { regions: Array.from(grid.boxes), houses, pairs, broken };
}

/**
 * The rules of many cells of `puzzle` the digits break (`GameRules.broken`), checked by
 * {@link ruleCheckOf}'s `RuleCheck`. None for a puzzle the compiler finds impossible.
 */
export function brokenRulesOf(puzzle: VariantPuzzle): GameRules['broken'] {
  const check = ruleCheckOf(puzzle);
  return check && ((values) => check.brokenCells(values));
}

/**
 * The page's `RuleCheck` of `puzzle`'s own rules: its program compiled without givens or
 * derived rules (so each record is one of its own rules and the root candidates are its odd
 * and even cells). With `derive`, the rules the compiler derives from cages and houses (the
 * 45 rule: innies and outies) follow its own, as records of their own. Undefined for a puzzle
 * the compiler finds impossible (its program keeps no rules).
 */
export function ruleCheckOf(puzzle: VariantPuzzle, derive = false): RuleCheck | undefined {
  const program = compileVariant({ ...puzzle, givens: '.'.repeat(puzzle.size * puzzle.size) }, { derive });
  return program.impossible ? undefined : new RuleCheck(program.words);
}

/**
 * The rules between two cells of `puzzle`, from the PAIRS and RELATIONS sections of its
 * compiled program (the package's `src/variant/compile/program.ts`): each ordered pair once,
 * every rule on it folded into one relation (with "different" where the cells are peers).
 */
export function pairRulesOf(puzzle: VariantPuzzle): PairRule[] {
  const { words, size: N } = compileVariant(puzzle);
  const index = words[H_PAIRS];
  const relations = words[H_RELATIONS] + 1; // past the count R
  const out: PairRule[] = [];
  for (let cell = 0; cell < N * N; cell++) {
    for (let e = words[index + cell]; e < words[index + cell + 1]; e += 2) {
      const from = relations + words[e + 1] * N;
      out.push({ cell, other: words[e], allows: words.slice(from, from + N) });
    }
  }
  return out;
}
