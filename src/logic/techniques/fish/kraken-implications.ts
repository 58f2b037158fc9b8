/**
 * What follows from one candidate being true, by singles alone: the minimal chain walk kraken
 * fish need.
 *
 * NOTE: this is a stopgap. The package's one chaining/implication engine is being written in
 * `src/logic/techniques/forcing/` (issue 20, part 1); once it is merged, kraken fish should ask
 * it for their implications and this module should go.
 *
 * Owns: {@link Implications} (assume a candidate true, place it, then place every naked and
 * hidden single that follows, recording every candidate that goes and which placement removed
 * it) and {@link chainTo} (the placements leading from the assumption to one removal, for the
 * sentence). A contradiction (a cell without candidates, or a house without room for a digit)
 * means the assumption is false; then it "implies" every removal (vacuously true).
 *
 *   assume r1c9=5 → 5 leaves r1c9's peers, r1c9's other digits go → r2c7 has only 3 left:
 *   r2c7=3 → … → r8c3 loses 5.  chainTo(r8c3, 5) = [r1c9=5, r2c7=3, r8c7=5]
 */
import type { CandidateGrid } from '../../grid.js';

/** The consequences of one assumption. */
export interface Implication {
  /** The assumed candidate. */
  cell: number;
  digit: number;
  /** True when the assumption led to a contradiction (it is false). */
  contradiction: boolean;
  /** Per candidate (cell·N + digit-1): 1 when it is removed. */
  off: Uint8Array;
  /** The same as a bitset (bit cell·N + digit-1), for intersections. */
  offBits: Int32Array;
  /** Per candidate removed: the cell of the placement that removed it (-1: not removed). */
  offBy: Int32Array;
  /** Per cell placed: its digit (0: not placed). */
  placed: Uint8Array;
  /** Per cell placed: the cell of the placement that led to it (-1: the assumption). */
  placedBy: Int32Array;
}

/** Implications of candidates on one grid, computed once each. */
export class Implications {
  private readonly grid: CandidateGrid;
  private readonly cache = new Map<number, Implication>();

  constructor(grid: CandidateGrid) {
    this.grid = grid;
  }

  /** What follows from `digit` in `cell` (cached). */
  of(cell: number, digit: number): Implication {
    const key = cell * 64 + digit;
    let imp = this.cache.get(key);
    if (!imp) this.cache.set(key, (imp = this.walk(cell, digit)));
    return imp;
  }

  /** Whether assuming (cell, digit) removes candidate (target, d) (or is contradictory). */
  removes(cell: number, digit: number, target: number, d: number): boolean {
    const imp = this.of(cell, digit);
    return imp.contradiction || imp.off[target * this.grid.N + d - 1] === 1;
  }

  private walk(start: number, startDigit: number): Implication {
    const { N, C, peers, degree: D, geometry } = this.grid;
    const cands = this.grid.cands.slice();
    const off = new Uint8Array(C * N);
    const offBy = new Int32Array(C * N).fill(-1);
    const placed = new Uint8Array(C);
    const placedBy = new Int32Array(C).fill(-1);
    /** Per cell: the placement that removed its last-removed candidate. */
    const lastCause = new Int32Array(C).fill(-1);
    let contradiction = false;
    const queue: number[] = [];
    const remove = (cell: number, d: number, by: number): void => {
      const b = 1 << (d - 1);
      if ((cands[cell] & b) === 0) return;
      cands[cell] &= ~b;
      off[cell * N + d - 1] = 1;
      offBy[cell * N + d - 1] = by;
      lastCause[cell] = by;
    };
    const place = (cell: number, d: number, by: number): void => {
      if (placed[cell] !== 0) {
        if (placed[cell] !== d) contradiction = true;
        return;
      }
      if ((cands[cell] & (1 << (d - 1))) === 0) {
        contradiction = true;
        return;
      }
      placed[cell] = d;
      placedBy[cell] = by;
      queue.push(cell);
    };
    place(start, startDigit, -1);
    const { units } = geometry;
    for (let guard = 0; queue.length > 0 && !contradiction && guard < C; guard++) {
      // apply the queued placements
      while (queue.length > 0 && !contradiction) {
        const cell = queue.shift()!;
        const d = placed[cell];
        for (let m = cands[cell] & ~(1 << (d - 1)); m !== 0; m &= m - 1) remove(cell, 32 - Math.clz32(m & -m), cell);
        for (let k = cell * D; k < cell * D + D; k++) {
          const p = peers[k];
          if (placed[p] === d) contradiction = true;
          remove(p, d, cell);
        }
      }
      if (contradiction) break;
      // naked singles, then hidden singles
      for (let cell = 0; cell < C && !contradiction; cell++) {
        if (placed[cell] !== 0 || this.grid.values[cell] !== 0) continue;
        const m = cands[cell];
        if (m === 0) contradiction = true;
        else if ((m & (m - 1)) === 0) place(cell, 32 - Math.clz32(m), lastCause[cell]);
      }
      for (let u = 0; u < 3 * N && !contradiction; u++) {
        for (let d = 1; d <= N && !contradiction; d++) {
          const b = 1 << (d - 1);
          let where = -1;
          let count = 0;
          let done = false;
          let cause = -1;
          for (let k = u * N; k < u * N + N; k++) {
            const cell = units[k];
            if (this.grid.values[cell] === d || placed[cell] === d) done = true;
            if ((cands[cell] & b) !== 0 && placed[cell] === 0) ((where = cell), count++);
            if (off[cell * N + d - 1] === 1 && offBy[cell * N + d - 1] >= 0) cause = offBy[cell * N + d - 1];
          }
          if (done) continue;
          if (count === 0) contradiction = true;
          else if (count === 1) place(where, d, cause);
        }
      }
    }
    const offBits = new Int32Array((C * N + 31) >> 5);
    for (let i = 0; i < C * N; i++) if (off[i] === 1) offBits[i >> 5] |= 1 << (i & 31);
    return { cell: start, digit: startDigit, contradiction, off, offBits, offBy, placed, placedBy };
  }
}

/**
 * The placements from the assumption to the one that removes (target, d), first to last, as
 * [cell, digit] pairs (the assumption first). Empty when the removal did not follow.
 */
export function chainTo(imp: Implication, target: number, d: number, N: number): [number, number][] {
  let by = imp.offBy[target * N + d - 1];
  if (imp.off[target * N + d - 1] !== 1) return [];
  const out: [number, number][] = [];
  for (let guard = 0; by >= 0 && guard < imp.placed.length; guard++) {
    out.push([by, imp.placed[by]]);
    by = imp.placedBy[by];
  }
  return out.reverse();
}
