/**
 * The houses and rules a variant puzzle's logic reads, from the package's model and compiler:
 * its regions (a jigsaw's, or the rectangular boxes of a 6×6 or 8×8 board), the groups of cells
 * whose digits all differ (diagonals, extra regions, disjoint groups, killer cages, renban and
 * nabner lines, thermometers, and the cell pairs a knight's move (anti-knight) or a diagonal
 * king's move (anti-king) apart, each pair a house of two), each cell's peers in all of them,
 * the rules between two cells (kropki dots, X and V and their negative rules, non-consecutive,
 * thermometer steps, whispers, palindromes, entropic and modular lines, indexers) as the
 * compiler reads them (its pair relations), and the rules of many cells as the rule handlers
 * check them (a `RuleCheck`). The demo page's game follows the same houses and rules
 * (`web/src/variant/houses.ts`).
 *
 * Owns: {@link variantUnits}, {@link peersOf}, {@link pairRulesOf}, {@link ruleCheckOf},
 * {@link PairRule}. Does not own: the model (`src/variant/model.ts`), which rules make such
 * groups and their cells (`differentGroups` in `src/variant/compile/different-groups.ts`, the
 * list the variant engine's compiler links too; it keeps a nabner line or a thermometer apart by
 * its pair relations instead), the pairs of a move (`variantGeometry`, whose lists the compiler
 * links as peers for the same two rules).
 */
import { differentGroups } from '../compile/different-groups.js';
import { RuleCheck } from './rule-check.js';
import { compileVariant } from '../compile/index.js';
import { H_PAIRS, H_RELATIONS } from '../compile/program-header.js';
import { variantGeometry } from '../compile/geometry.js';
import { variantGrid } from '../grid.js';
import type { VariantPuzzle, VariantSize } from '../model.js';

/**
 * A rule between two cells: when `cell` holds v, `other` may hold only the digits of the bit
 * mask `allows[v − 1]` (bit d − 1 for digit d).
 */
export interface PairRule {
  readonly cell: number;
  readonly other: number;
  readonly allows: ArrayLike<number>;
}

/** The houses of a variant puzzle beyond rows and columns (see {@link variantUnits}). */
export interface VariantUnits {
  /** Region label 0…N−1 of each cell, when the boxes are not square ones: a jigsaw's regions, or a 6×6 or 8×8 board's boxes. */
  regions?: number[];
  /** Further sets of cells whose digits all differ. */
  houses: number[][];
}

/** The pairs (a, b) of a flat pair list, each a house of two. */
const pairHouses = (pairs: Int32Array): number[][] => Array.from({ length: pairs.length / 2 }, (_, k) => [pairs[2 * k], pairs[2 * k + 1]]);

/**
 * The houses of `puzzle` beyond rows, columns and boxes, and its regions when it is a jigsaw or
 * its boxes are not square (6×6: 2×3, 8×8: 2×4, the package's `variantGrid`).
 */
export function variantUnits(puzzle: VariantPuzzle): VariantUnits {
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

/** The box or region label of each cell: `regions`, else the square boxes of side √N. */
export function boxLabels(N: number, regions: readonly number[] | undefined): readonly number[] {
  const n = Math.round(Math.sqrt(N));
  return regions ?? Array.from({ length: N * N }, (_, cell) => Math.floor(Math.floor(cell / N) / n) * n + Math.floor((cell % N) / n));
}

/** Each cell's peers: the cells it shares a row, a column, a box or region, or a house of {@link variantUnits} with. */
export function peersOf(N: number, units: VariantUnits): Set<number>[] {
  const C = N * N;
  const all: number[][] = [];
  for (let r = 0; r < N; r++) all.push(Array.from({ length: N }, (_, k) => r * N + k));
  for (let c = 0; c < N; c++) all.push(Array.from({ length: N }, (_, k) => k * N + c));
  const boxes: number[][] = Array.from({ length: N }, () => []);
  boxLabels(N, units.regions).forEach((label, cell) => boxes[label].push(cell));
  all.push(...boxes, ...units.houses);
  const peers = Array.from({ length: C }, () => new Set<number>());
  for (const unit of all) for (const a of unit) for (const b of unit) if (a !== b) peers[a].add(b);
  return peers;
}

/**
 * The `RuleCheck` of `puzzle`'s own rules: its program compiled without givens or
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
