/**
 * Board geometry of the pre-pass for one box size n: the cells of every unit (row, column,
 * box) and the three units of every cell.
 *
 * Owns: the unit tables, built once per box size and kept. Does not own: masks (masks.ts),
 * rules (rules.ts). Written for the pre-pass; the engines keep their own tables.
 *
 * N = n² digits, C = N² cells in reading order, 3N units of N cells each:
 *
 *   unit u        cells (N per unit, ascending)
 *   [0, N)        row u
 *   [N, 2N)       column u - N
 *   [2N, 3N)      box u - 2N; cell (r, c) is in box (r / n | 0) · n + (c / n | 0)
 *
 *   unitCells:  [ row 0 | row 1 | … | row N-1 | col 0 | … | col N-1 | box 0 | … | box N-1 ]  3N × N
 *   cellUnits:  [ row unit, column unit, box unit ] per cell                                 3 × C
 *
 *   n = 2 (4×4), box numbers:   0 0 | 1 1
 *                               0 0 | 1 1
 *                               ----+----
 *                               2 2 | 3 3
 *                               2 2 | 3 3
 */

/** The unit tables of one box size. */
export interface Units {
  /** Box size, 2…8. */
  readonly n: number;
  /** Side and number of digits, n². */
  readonly N: number;
  /** Number of cells, N². */
  readonly C: number;
  /** The cells of unit u are unitCells[u·N … u·N + N). */
  readonly unitCells: Int32Array;
  /** The row, column and box unit of cell i are cellUnits[3i], [3i + 1], [3i + 2]. */
  readonly cellUnits: Int32Array;
}

const built: (Units | undefined)[] = [];

/** The unit tables of box size n (2…8, checked by the caller), built on first use. */
export function unitsOf(n: number): Units {
  return (built[n] ??= buildUnits(n));
}

function buildUnits(n: number): Units {
  const N = n * n;
  const C = N * N;
  const unitCells = new Int32Array(3 * C);
  const cellUnits = new Int32Array(3 * C);
  const filled = new Int32Array(3 * N); // cells entered so far per unit
  for (let cell = 0; cell < C; cell++) {
    const r = (cell / N) | 0;
    const c = cell - r * N;
    const b = ((r / n) | 0) * n + ((c / n) | 0);
    for (let k = 0; k < 3; k++) {
      const u = k === 0 ? r : k === 1 ? N + c : 2 * N + b;
      unitCells[u * N + filled[u]++] = cell;
      cellUnits[3 * cell + k] = u;
    }
  }
  return { n, N, C, unitCells, cellUnits };
}
