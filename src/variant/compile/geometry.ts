/**
 * Geometry of the variant grids (4×4, 6×6, 8×8, 9×9), built once per size and kept: the
 * shape of the boxes, the cells of rows and columns, and the cell pairs of the pair rules.
 *
 * Owns: box shapes, default region labels, row/column/diagonal cell lists, and the cached pair
 * lists (orthogonal neighbours, knight's moves, king's moves). Does not own: what a rule
 * makes of them (./index.ts), jigsaw regions (the model carries their labels).
 *
 *   N   box (rows × columns)   default region of cell (r, c)
 *   4   2 × 2                  ⌊r/2⌋·2 + ⌊c/2⌋
 *   6   2 × 3                  ⌊r/2⌋·2 + ⌊c/3⌋
 *   8   2 × 4                  ⌊r/2⌋·2 + ⌊c/4⌋
 *   9   3 × 3                  ⌊r/3⌋·3 + ⌊c/3⌋
 *
 * Cells are r·N + c. Pair lists hold each unordered pair once as (a, b) with a < b, flattened.
 */

/** The cached tables of one size. */
export interface VariantGeometry {
  readonly N: number;
  readonly C: number;
  /** Rows of a box, columns of a box. */
  readonly boxRows: number;
  readonly boxColumns: number;
  /** Region label of each cell with the standard boxes. */
  readonly boxes: Int32Array;
  /** Orthogonal neighbour pairs (a, b), a < b. */
  readonly orthogonal: Int32Array;
  /** Knight's-move pairs (a, b), a < b. */
  readonly knight: Int32Array;
  /** King's-move pairs that are diagonal neighbours (a, b), a < b (orthogonal ones share a row or column). */
  readonly kingDiagonal: Int32Array;
}

const cache = new Map<number, VariantGeometry>();

/** The geometry of side N (4, 6, 8 or 9; checked by the caller). */
export function variantGeometry(N: number): VariantGeometry {
  let geo = cache.get(N);
  if (!geo) {
    geo = build(N);
    cache.set(N, geo);
  }
  return geo;
}

/** Pairs (a, b), a < b, of cells offset by one of the (dr, dc) steps. */
function pairsOf(N: number, steps: readonly (readonly [number, number])[]): Int32Array {
  const out: number[] = [];
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      for (const [dr, dc] of steps) {
        const r2 = r + dr;
        const c2 = c + dc;
        if (r2 < 0 || r2 >= N || c2 < 0 || c2 >= N) continue;
        const a = r * N + c;
        const b = r2 * N + c2;
        if (a < b) out.push(a, b);
      }
    }
  }
  return Int32Array.from(out);
}

function build(N: number): VariantGeometry {
  const boxRows = N === 9 ? 3 : 2;
  const boxColumns = N / boxRows;
  const boxes = new Int32Array(N * N);
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      boxes[r * N + c] = Math.floor(r / boxRows) * (N / boxColumns) + Math.floor(c / boxColumns);
    }
  }
  const knightSteps = [
    [1, 2],
    [2, 1],
    [1, -2],
    [2, -1],
  ] as const;
  return {
    N,
    C: N * N,
    boxRows,
    boxColumns,
    boxes,
    orthogonal: pairsOf(N, [
      [0, 1],
      [1, 0],
    ]),
    knight: pairsOf(N, knightSteps),
    kingDiagonal: pairsOf(N, [
      [1, 1],
      [1, -1],
    ]),
  };
}
