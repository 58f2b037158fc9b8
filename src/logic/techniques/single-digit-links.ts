/**
 * Conjugate pairs: the strong links on one digit that the single-digit patterns
 * (`single-digit.ts`) and colouring (`coloring.ts`) are built from.
 *
 * Owns: finding every conjugate pair of a grid in one pass over the houses, and the cells that
 * see two given cells. Does not own: the patterns built from them.
 *
 *   row 3:  . 5 . | . . . | . 5 .     5 has exactly two places in row 3: r3c2 and r3c8 are a
 *                                     conjugate pair, so one of them is 5 (a strong link)
 *
 * A pair of cells that is the only pair of its line and of its box too is one link, kept with
 * the line (rows before columns before boxes). Idea: Sudopedia "Conjugate Pair", "Strong Link".
 */
import type { CandidateGrid } from '../grid.js';
import type { Candidate } from '../types.js';

/** The conjugate pairs of a grid, grouped by digit. */
export interface ConjugatePairs {
  /** Links of digit d are the indices start[d-1] … start[d]-1 of `a`, `b` and `unit`. */
  readonly start: Int32Array;
  /** First cell of each link (the lower index). Arrays may be longer than start[N]. */
  readonly a: Int32Array;
  /** Second cell of each link. */
  readonly b: Int32Array;
  /** The unit (house) of each link: rows 0…N-1, columns N…2N-1, boxes 2N…3N-1. */
  readonly unit: Int32Array;
}

/** A table of conjugate pairs with room for every pair of a board of side N. */
class PairTable implements ConjugatePairs {
  readonly start: Int32Array;
  readonly a: Int32Array;
  readonly b: Int32Array;
  readonly unit: Int32Array;
  /** Per unit: the digits with exactly two places. */
  readonly twice: Int32Array;
  constructor(readonly N: number) {
    const most = 3 * N * N; // every unit, every digit
    this.start = new Int32Array(N + 1);
    this.a = new Int32Array(most);
    this.b = new Int32Array(most);
    this.unit = new Int32Array(most);
    this.twice = new Int32Array(3 * N);
  }
}

/**
 * Every conjugate pair of `grid`: for each digit, each house in which the digit has exactly two
 * places. One pass finds, per house, the digits seen exactly twice; only those houses are read
 * again for their two cells.
 */
export function conjugatePairs(grid: CandidateGrid): ConjugatePairs {
  const table = new PairTable(grid.N);
  fillPairs(grid, table);
  return table;
}

let spare: PairTable | null = null;

/**
 * Runs `body` on the conjugate pairs of `grid` in a table reused from call to call (finders run
 * after every step of a solve; a nested call gets a table of its own). The table is valid only
 * inside `body`.
 */
export function withConjugatePairs<T>(grid: CandidateGrid, body: (pairs: ConjugatePairs) => T): T {
  let table = spare;
  if (table === null || table.N !== grid.N) table = new PairTable(grid.N);
  else spare = null;
  try {
    fillPairs(grid, table);
    return body(table);
  } finally {
    spare = table;
  }
}

function fillPairs(grid: CandidateGrid, table: PairTable): void {
  const { N, cands } = grid;
  const units = grid.geometry.units;
  const U = 3 * N;
  const { twice, start, a, b, unit } = table;
  for (let u = 0; u < U; u++) {
    let once = 0;
    let two = 0;
    let more = 0;
    for (let k = u * N, end = k + N; k < end; k++) {
      const m = cands[units[k]];
      more |= two & m;
      two |= once & m;
      once |= m;
    }
    twice[u] = two & ~more;
  }
  let at = 0;
  for (let d = 1; d <= N; d++) {
    start[d - 1] = at;
    const bd = 1 << (d - 1);
    for (let u = 0; u < U; u++) {
      if ((twice[u] & bd) === 0) continue;
      let x = -1;
      let y = -1;
      for (let k = u * N, end = k + N; k < end; k++) {
        const cell = units[k];
        if ((cands[cell] & bd) === 0) continue;
        if (x < 0) x = cell;
        else y = cell;
      }
      if (u >= 2 * N) {
        // a box pair inside one line that is itself a pair of that line is already listed
        const rx = (x / N) | 0;
        const cx = x % N;
        if (rx === ((y / N) | 0) && (twice[rx] & bd) !== 0) continue;
        if (cx === y % N && (twice[N + cx] & bd) !== 0) continue;
      }
      a[at] = x; // units list cells in reading order, so x < y
      b[at] = y;
      unit[at] = u;
      at++;
    }
  }
  start[N] = at;
}

/**
 * The candidates `digit` of the cells that see both `x` and `y` (x ≠ y), leaving out `skip1` and
 * `skip2` (the pattern's middle cells), in cell order; null when there are none.
 */
export function seenByBoth(grid: CandidateGrid, x: number, y: number, digit: number, skip1 = -1, skip2 = -1): Candidate[] | null {
  let out: Candidate[] | null = null;
  const D = grid.degree;
  const b = 1 << (digit - 1);
  for (let k = x * D, end = k + D; k < end; k++) {
    const p = grid.peers[k];
    if (p === y || p === skip1 || p === skip2 || (grid.cands[p] & b) === 0 || !grid.sees(p, y)) continue;
    (out ??= []).push({ cell: p, digit });
  }
  return out && out.sort((m, n) => m.cell - n.cell);
}

/** The unit two distinct cells share, preferring row, then column, then box; -1 when none. */
export function sharedUnit(grid: CandidateGrid, x: number, y: number): number {
  const u = grid.geometry.cellUnits;
  if (u[3 * x] === u[3 * y]) return u[3 * x];
  if (u[3 * x + 1] === u[3 * y + 1]) return u[3 * x + 1];
  if (u[3 * x + 2] === u[3 * y + 2]) return u[3 * x + 2];
  return -1;
}
