/**
 * Variant puzzles made here for the tests of the variant logic (its package calls, the worker's),
 * so they run without ../shared.
 */
import type { VariantPuzzle } from '../../../src/variant/model.js';

/** A 6×6 killer (boxes 2×3) with two givens, r3c5 = 6 and r6c6 = 2; its one solution is {@link KILLER_SOLUTION}. */
export const KILLER: VariantPuzzle = {
  size: 6,
  givens: '................6..................2',
  constraints: [
    [[0, 1], 3], [[2, 3, 9], 8], [[4, 5], 11], [[6, 12], 6], [[7, 8], 11], [[10, 11], 5], [[13, 14, 15], 9], [[16, 17], 10],
    [[18, 24], 8], [[19, 20], 10], [[21, 22, 23], 6], [[25, 26], 3], [[27, 28, 29], 15], [[30, 31], 10], [[32, 33, 34, 35], 11],
  ].map(([cells, sum]) => ({ type: 'killer' as const, cells: cells as number[], sum: sum as number })),
};
/** The one solution of {@link KILLER}, checked by `countSolutions` in calls.test.ts. */
export const KILLER_SOLUTION = '123456456123231564564231312645645312';

/**
 * Seven of {@link KILLER}'s cages, the same givens: one solution still ({@link KILLER_SOLUTION}),
 * and the variant logic's 25th step on it is a Chain through a sum of the 45 rule on two open
 * cells (docs/variants.md shows its links).
 */
export const SPARSE_KILLER: VariantPuzzle = {
  ...KILLER,
  constraints: [1, 3, 4, 7, 8, 12, 13].map((i) => KILLER.constraints[i]),
};

/**
 * Seven other cages of {@link KILLER}, the same givens: one solution still ({@link KILLER_SOLUTION}),
 * and the variant logic's 22nd step on it is a Contradiction, its first step that supposes a digit.
 */
export const CONTRADICTION_KILLER: VariantPuzzle = {
  ...KILLER,
  constraints: [1, 3, 5, 6, 9, 12, 13].map((i) => KILLER.constraints[i]),
};
