/**
 * A deliberately plain solution counter for any box size, used as the oracle of the general
 * engines' tests, plus grid helpers (validity check, a known complete grid, candidate masks).
 *
 * Owns: correctness by inspection. No propagation, no tables shared with the engines: plain
 * arrays of used digits per row, column and box, and recursion over the empty cells in
 * reading order. Meant for 4×4 (and small 9×9) inputs only.
 */

/** Box index of (r, c) for box size n. */
function boxOf(n: number, r: number, c: number): number {
  return Math.floor(r / n) * n + Math.floor(c / n);
}

/** Counts solutions of an n²×n² board (0 = empty) up to `limit`; the first one in digit order too. */
export function oracleCount(n: number, cells: ArrayLike<number>, limit: number): { count: number; solution?: number[] } {
  const N = n * n;
  const grid = Array.from({ length: N * N }, (_, i) => cells[i]);
  const used = (kind: number, unit: number, d: number) => seen[(kind * N + unit) * (N + 1) + d];
  const seen: boolean[] = new Array(3 * N * (N + 1)).fill(false);
  const mark = (i: number, d: number, on: boolean) => {
    const r = Math.floor(i / N);
    const c = i % N;
    seen[(0 * N + r) * (N + 1) + d] = on;
    seen[(1 * N + c) * (N + 1) + d] = on;
    seen[(2 * N + boxOf(n, r, c)) * (N + 1) + d] = on;
  };
  const allowed = (i: number, d: number) => {
    const r = Math.floor(i / N);
    const c = i % N;
    return !used(0, r, d) && !used(1, c, d) && !used(2, boxOf(n, r, c), d);
  };
  for (let i = 0; i < N * N; i++) {
    const d = grid[i];
    if (d === 0) continue;
    if (!allowed(i, d)) return { count: 0 };
    mark(i, d, true);
  }
  let count = 0;
  let solution: number[] | undefined;
  const recurse = (i: number): void => {
    while (i < N * N && grid[i] !== 0) i++;
    if (i === N * N) {
      count++;
      solution ??= grid.slice();
      return;
    }
    for (let d = 1; d <= N && count < limit; d++) {
      if (!allowed(i, d)) continue;
      grid[i] = d;
      mark(i, d, true);
      recurse(i + 1);
      mark(i, d, false);
      grid[i] = 0;
    }
  };
  recurse(0);
  return { count, solution };
}

/** True when `solution` is a complete valid n²×n² grid that keeps every given of `puzzle`. */
export function isValidSolution(n: number, puzzle: ArrayLike<number>, solution: ArrayLike<number>): boolean {
  const N = n * n;
  for (let i = 0; i < N * N; i++) {
    if (!(solution[i] >= 1 && solution[i] <= N)) return false;
    if (puzzle[i] >= 1 && puzzle[i] <= N && puzzle[i] !== solution[i]) return false;
  }
  for (let u = 0; u < N; u++) {
    const row = new Set<number>();
    const col = new Set<number>();
    const box = new Set<number>();
    for (let v = 0; v < N; v++) {
      row.add(solution[u * N + v]);
      col.add(solution[v * N + u]);
      const r = Math.floor(u / n) * n + Math.floor(v / n);
      const c = (u % n) * n + (v % n);
      box.add(solution[r * N + c]);
    }
    if (row.size !== N || col.size !== N || box.size !== N) return false;
  }
  return true;
}

/** The shifted-rows complete grid (test/support/pattern.ts). */
export { patternGrid } from '../support/pattern';

/** Candidate words (lo, hi per cell) allowing every digit 1…N of box size n. */
export function allCandidates(n: number): Uint32Array {
  const N = n * n;
  const words = new Uint32Array(2 * N * N);
  for (let i = 0; i < N * N; i++) {
    for (let d = 1; d <= N; d++) words[2 * i + (d > 32 ? 1 : 0)] |= 1 << ((d - 1) % 32);
  }
  return words;
}

/** Clears digit d (1…N) in cell i of a candidate array. */
export function forbid(words: Uint32Array, i: number, d: number): void {
  words[2 * i + (d > 32 ? 1 : 0)] &= ~(1 << ((d - 1) % 32));
}
