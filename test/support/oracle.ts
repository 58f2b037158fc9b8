/**
 * A deliberately plain Sudoku counter used as an independent oracle in tests.
 *
 * Owns: nothing but correctness by inspection: row/column/box bitmasks, the empty cell with
 * the fewest candidates, recursion. No propagation, no tables, nothing shared with the engines.
 */

/**
 * Counts solutions of 81 cells (0 = empty) up to `limit`; returns the count and the first solution.
 * With `maxNodes`, stops after that many search nodes and says so (`exhausted`: the count is then
 * a lower bound): a plain search can take minutes on a few random givens (measured: 41 s on one
 * of 9 givens), which the engines answer in milliseconds.
 */
export function oracleCount(cells: ArrayLike<number>, limit: number, maxNodes = Infinity): { count: number; solution?: number[]; exhausted?: boolean } {
  const grid = Array.from(cells, (v) => v);
  const rows = new Array(9).fill(0);
  const cols = new Array(9).fill(0);
  const boxes = new Array(9).fill(0);
  for (let i = 0; i < 81; i++) {
    const v = grid[i];
    if (v === 0) continue;
    const bit = 1 << v;
    const r = Math.floor(i / 9);
    const c = i % 9;
    const b = 3 * Math.floor(r / 3) + Math.floor(c / 3);
    if ((rows[r] | cols[c] | boxes[b]) & bit) return { count: 0 };
    rows[r] |= bit;
    cols[c] |= bit;
    boxes[b] |= bit;
  }
  let count = 0;
  let solution: number[] | undefined;
  let nodes = 0;

  const recurse = (): void => {
    if (++nodes > maxNodes) return;
    let best = -1;
    let bestFree = 0;
    let bestSize = 10;
    for (let i = 0; i < 81; i++) {
      if (grid[i] !== 0) continue;
      const r = Math.floor(i / 9);
      const c = i % 9;
      const b = 3 * Math.floor(r / 3) + Math.floor(c / 3);
      const free = ~(rows[r] | cols[c] | boxes[b]) & 0x3fe;
      let size = 0;
      for (let v = 1; v <= 9; v++) if (free & (1 << v)) size++;
      if (size < bestSize) {
        best = i;
        bestFree = free;
        bestSize = size;
      }
    }
    if (best === -1) {
      count++;
      if (!solution) solution = grid.slice();
      return;
    }
    const r = Math.floor(best / 9);
    const c = best % 9;
    const b = 3 * Math.floor(r / 3) + Math.floor(c / 3);
    for (let v = 1; v <= 9 && count < limit && nodes <= maxNodes; v++) {
      const bit = 1 << v;
      if (!(bestFree & bit)) continue;
      grid[best] = v;
      rows[r] |= bit;
      cols[c] |= bit;
      boxes[b] |= bit;
      recurse();
      rows[r] &= ~bit;
      cols[c] &= ~bit;
      boxes[b] &= ~bit;
      grid[best] = 0;
    }
  };
  recurse();
  return nodes > maxNodes ? { count, solution, exhausted: true } : { count, solution };
}

/** True when `solution` is a complete valid grid that keeps every given of `puzzle`. */
export function isValidSolution(puzzle: ArrayLike<number>, solution: ArrayLike<number>): boolean {
  for (let i = 0; i < 81; i++) {
    if (!(solution[i] >= 1 && solution[i] <= 9)) return false;
    if (puzzle[i] >= 1 && puzzle[i] <= 9 && puzzle[i] !== solution[i]) return false;
  }
  for (let u = 0; u < 9; u++) {
    let row = 0;
    let col = 0;
    let box = 0;
    for (let v = 0; v < 9; v++) {
      row |= 1 << solution[9 * u + v];
      col |= 1 << solution[9 * v + u];
      box |= 1 << solution[9 * (3 * Math.floor(u / 3) + Math.floor(v / 3)) + 3 * (u % 3) + (v % 3)];
    }
    if (row !== 0x3fe || col !== 0x3fe || box !== 0x3fe) return false;
  }
  return true;
}

/** 81 cells from an 81-character line ('1'–'9' givens, anything else empty). */
export function cellsOf(line: string): Uint8Array {
  const cells = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const c = line.charCodeAt(i) - 48;
    cells[i] = c >= 1 && c <= 9 ? c : 0;
  }
  return cells;
}
