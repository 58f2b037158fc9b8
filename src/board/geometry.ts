/**
 * Board geometry for one box size n: which cells make up each unit. Shared by the TypeScript
 * bitmask engine (src/engine/bitmask-ts/) and the pre-pass (src/prepass/).
 *
 * Owns: the unit table and the (row, column, box) unit numbers of every cell, built once per
 * box size and kept. Does not own: candidates or search state.
 *
 * N = n² digits, C = N² cells in reading order, 3N units of N cells each:
 *
 *   unit u          cells (N per unit, in reading order)
 *   [0, N)          row u
 *   [N, 2N)         column u - N
 *   [2N, 3N)        box u - 2N, box b = (r / n | 0) * n + (c / n | 0)
 *
 *   units:      [ row 0 cells | row 1 cells | … | col 0 cells | … | box N-1 cells ]   3N × N
 *   cellUnits:  [ row unit, column unit, box unit ] per cell                            3 × C
 *
 * Example n = 2 (4×4), boxes:   0 0 | 1 1
 *                               0 0 | 1 1
 *                               ----+----
 *                               2 2 | 3 3
 *                               2 2 | 3 3
 */

/**
 * The unit tables of one box size.
 * @category Text and boards
 */
export interface Geometry {
  /** Box size, 2…8. */
  readonly n: number;
  /** Side and digit count, n². */
  readonly N: number;
  /** Cell count, N². */
  readonly C: number;
  /** 3N units × N cells: the cells of unit u are units[u*N … u*N + N). */
  readonly units: Int32Array;
  /** 3 per cell: its row unit, column unit and box unit (indices into 3N). */
  readonly cellUnits: Int32Array;
}

const cache: (Geometry | undefined)[] = [];

/** The geometry of box size `n` (2…8, checked by the caller), built on first use. */
export function geometryOf(n: number): Geometry {
  return (cache[n] ??= buildGeometry(n));
}

function buildGeometry(n: number): Geometry {
  const N = n * n;
  const C = N * N;
  const units = new Int32Array(3 * C);
  const cellUnits = new Int32Array(3 * C);
  const filled = new Int32Array(3 * N); // cells placed so far in each unit
  for (let cell = 0; cell < C; cell++) {
    const r = (cell / N) | 0;
    const c = cell - r * N;
    const b = ((r / n) | 0) * n + ((c / n) | 0);
    const own = [r, N + c, 2 * N + b];
    for (let k = 0; k < 3; k++) {
      const u = own[k];
      units[u * N + filled[u]++] = cell;
      cellUnits[3 * cell + k] = u;
    }
  }
  return { n, N, C, units, cellUnits };
}
