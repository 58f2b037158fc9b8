/**
 * Validity-preserving Sudoku transformations for metamorphic tests: digit relabelling, row
 * permutations within bands, band permutations, the same for columns and stacks, transpose.
 * Applying one to a puzzle keeps its solution count and maps its solutions the same way.
 */
import fc from 'fast-check';

export interface Transform {
  /** rowOrder[r] = source row of target row r (likewise columns). */
  readonly rowOrder: readonly number[];
  readonly colOrder: readonly number[];
  readonly transpose: boolean;
  /** digits[v] = new digit for v (index 0 maps empty to empty). */
  readonly digits: readonly number[];
}

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

/** Applies a transformation to 81 cells. */
export function applyTransform(t: Transform, cells: ArrayLike<number>): Uint8Array {
  const out = new Uint8Array(81);
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const source = 9 * t.rowOrder[r] + t.colOrder[c];
      const target = t.transpose ? 9 * c + r : 9 * r + c;
      out[target] = t.digits[cells[source]];
    }
  }
  return out;
}
