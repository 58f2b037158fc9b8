/**
 * Geometry of an n²×n² board (box size n = 2…8), built once per box size.
 *
 * Owns: unit membership and peer lists for the current box size. Does not own: any search.
 *
 *   N = n², C = N² cells in reading order; cell = r*N + c.
 *   units: 3N of them, u = r (rows), N + c (columns), 2N + b (boxes), b = (r/n)*n + c/n.
 *   UNIT_CELLS[u*N + k]   = k-th cell of unit u (reading order)
 *   CELL_UNITS[cell*3 + t] = its row, column and box unit (t = 0, 1, 2)
 *   PEERS[cell*P + k]      = k-th peer of cell (same row, column or box; P = 3N - 2n - 1)
 * Tables are StaticArrays allocated on first use of a box size (they only grow).
 */

export const MAX_BOX: i32 = 8;
export const MAX_SIDE: i32 = 64;
export const MAX_CELLS: i32 = 4096;

export let box: i32 = 0;
export let side: i32 = 0;
export let cells: i32 = 0;
export let peerCount: i32 = 0;

export let UNIT_CELLS = new StaticArray<u16>(0);
export let CELL_UNITS = new StaticArray<u16>(0);
export let PEERS = new StaticArray<u16>(0);

/** Makes the tables describe box size n (2…8). Cheap when n is already current. */
export function useBoxSize(n: i32): void {
  if (n == box) return;
  box = n;
  side = n * n;
  cells = side * side;
  peerCount = 3 * side - 2 * n - 1;
  if (UNIT_CELLS.length < 3 * cells) UNIT_CELLS = new StaticArray<u16>(3 * cells);
  if (CELL_UNITS.length < 3 * cells) CELL_UNITS = new StaticArray<u16>(3 * cells);
  if (PEERS.length < cells * peerCount) PEERS = new StaticArray<u16>(cells * peerCount);

  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      const cell = r * side + c;
      const b = (r / n) * n + c / n;
      const k = (r % n) * n + (c % n);
      UNIT_CELLS[r * side + c] = <u16>cell;
      UNIT_CELLS[(side + c) * side + r] = <u16>cell;
      UNIT_CELLS[(2 * side + b) * side + k] = <u16>cell;
      CELL_UNITS[cell * 3] = <u16>r;
      CELL_UNITS[cell * 3 + 1] = <u16>(side + c);
      CELL_UNITS[cell * 3 + 2] = <u16>(2 * side + b);
    }
  }
  for (let cell = 0; cell < cells; cell++) {
    const r = cell / side, c = cell % side, b = (r / n) * n + c / n;
    let k = 0;
    for (let other = 0; other < cells; other++) {
      if (other == cell) continue;
      const r2 = other / side, c2 = other % side;
      if (r2 == r || c2 == c || (r2 / n) * n + c2 / n == b) PEERS[cell * peerCount + k++] = <u16>other;
    }
  }
}
