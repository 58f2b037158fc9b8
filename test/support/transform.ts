/**
 * Validity-preserving Sudoku transformations for metamorphic tests: digit relabelling, row
 * permutations within bands, band permutations, the same for columns and stacks, transpose.
 * Applying one to a puzzle keeps its solution count and maps its solutions the same way.
 *
 * The transformations themselves live in the package (src/canon/transform.ts: the formula and
 * the group); this file only adds the fast-check arbitrary, so there is one implementation.
 */
import fc from 'fast-check';
import { transformCells, type Transform } from '../../src/canon/transform';

export type { Transform };

const perm3 = fc.constantFrom([0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]);
const lineOrder = fc.tuple(perm3, perm3, perm3, perm3).map(([bands, a, b, c]) => {
  const inner = [a, b, c];
  return bands.flatMap((band, i) => inner[i].map((r) => 3 * band + r));
});

/** fast-check arbitrary of a random transformation. */
export const transformArb: fc.Arbitrary<Transform> = fc.record({
  rowOrder: lineOrder,
  colOrder: lineOrder,
  transpose: fc.boolean(),
  digits: fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 }).map((d) => [0, ...d]),
});

/** Applies a transformation to 81 cells (see src/canon/transform.ts for the formula). */
export function applyTransform(t: Transform, cells: ArrayLike<number>): Uint8Array {
  return transformCells(cells, t);
}
