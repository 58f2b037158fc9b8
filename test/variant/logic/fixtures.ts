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
 * and the variant logic's 21st step on it is a Chain whose removal goes through a sum of the 45
 * rule (docs/variants.md shows its links).
 */
export const SPARSE_KILLER: VariantPuzzle = {
  ...KILLER,
  constraints: [0, 2, 3, 5, 6, 11, 13].map((i) => KILLER.constraints[i]),
};

/**
 * Five cages and sixteen kropki dots on {@link KILLER_SOLUTION}'s grid, {@link KILLER}'s givens
 * (made by test/variant/support/generate.ts, seed 14177): one solution still, and the variant
 * logic's 30th step on it is a Contradiction, its first step that supposes a digit (the cage
 * combinations of a house and two sums together leave no 6×6 made of {@link KILLER}'s cages
 * that needs one).
 */
export const CONTRADICTION_KILLER: VariantPuzzle = {
  ...KILLER,
  constraints: [
    ...([[[22, 16], 9], [[13], 3], [[28, 29, 35, 23, 27], 18], [[24, 18], 8], [[1, 2, 3], 9]] as const).map(([cells, sum]) => ({ type: 'killer' as const, cells: [...cells], sum })),
    ...([[0, 6, 3], [4, 3, 1], [10, 11, 1], [13, 12, 1], [15, 16, 1], [19, 18, 1], [22, 28, 1], [26, 25, 1], [28, 27, 2], [29, 28, 1], [35, 29, 3], [32, 31, 1]] as const).map(([a, b, value]) => ({ type: 'kropki' as const, color: 'white' as const, cells: [a, b] as [number, number], value })),
    ...([[2, 8], [12, 6], [16, 22], [20, 21]] as const).map(([a, b]) => ({ type: 'kropki' as const, color: 'black' as const, cells: [a, b] as [number, number], value: 2 })),
  ],
};
