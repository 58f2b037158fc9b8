/**
 * The rules of the pre-pass over one board of candidate masks: naked single, hidden single,
 * naked pair, naked triple, and the contradictions they uncover.
 *
 * Owns: the working state of one run (masks, queue of cells to propagate, step counters) and
 * one method per rule. Does not own: the order of the rules and the stopping test (index.ts),
 * the mask layout (masks.ts), the unit tables (units.ts).
 *
 * Every rule only removes candidates that no solution can use, so the rules are sound in any
 * order, and each stays applicable (or turns into a contradiction) as masks shrink: the fixed
 * point reached does not depend on the order.
 *
 * State, all typed arrays allocated once per box size and reused (no allocation per step):
 *
 *   mask     Int32Array view of the caller's Uint32Array, 2 words per cell (masks.ts)
 *   cells    the output values: givens, then each placement as it happens
 *   solved   1 once a cell's mask is a single digit (it then sits in, or has left, the queue)
 *   queue    cells whose digit still has to leave their peers; each cell enters at most once,
 *            because a second change to a single-digit mask empties it (a contradiction)
 *
 *     queue:  [ done … done | waiting … waiting | free … ]
 *                            ^ qHead            ^ qTail
 *
 *   pick     scratch list of the unsolved cells of one unit with at most k candidates (k = 2, 3)
 */
import { bitCount, digitHi, digitLo, fullHi, fullLo, isSingle, lowestDigit, maskSize } from './masks.js';
import type { Geometry } from '../board/geometry.js';

/** How many times each rule fired. */
export interface StepCounts {
  /** Cells placed because their mask came down to one digit. */
  nakedSingles: number;
  /** Cells placed because they were the only place of a digit in a unit. */
  hiddenSingles: number;
  /** Naked pairs that removed at least one candidate. */
  nakedPairs: number;
  /** Naked triples that removed at least one candidate. */
  nakedTriples: number;
}

/** The rules over one box size; {@link load} starts a run. Not re-entrant. */
export class RuleBoard {
  readonly units: Geometry;
  /** The masks of the current run (a view of the output candidates). */
  mask: Int32Array = new Int32Array(0);
  /** The cell values of the current run (givens plus placements). */
  cells: Uint8Array = new Uint8Array(0);
  /** Step counters of the current run. */
  readonly steps: StepCounts = { nakedSingles: 0, hiddenSingles: 0, nakedPairs: 0, nakedTriples: 0 };
  /** Candidate bits removed by pairs and triples in the current run. */
  eliminated = 0;

  private readonly allLo: number;
  private readonly allHi: number;
  private readonly solved: Uint8Array;
  private readonly queue: Int32Array;
  private qHead = 0;
  private qTail = 0;
  private readonly pick: Int32Array;

  constructor(units: Geometry) {
    this.units = units;
    this.allLo = fullLo(units.N);
    this.allHi = fullHi(units.N);
    this.solved = new Uint8Array(units.C);
    this.queue = new Int32Array(units.C);
    this.pick = new Int32Array(units.N);
  }

  /** Placements plus eliminations so far: a change of this number means a rule fired. */
  progress(): number {
    return this.steps.nakedSingles + this.steps.hiddenSingles + this.eliminated;
  }

  /**
   * Starts a run: every cell allows all N digits, a given only its own, both intersected with
   * `candidates` when given. Cells left with one digit are placed (naked singles) and queued.
   * @param cells the givens (0 empty, 1…N); placements are written into it
   * @param mask 2 words per cell, filled here
   * @returns false when a cell has no candidate (a given that its candidates forbid, or
   *   an empty candidate set)
   */
  load(cells: Uint8Array, mask: Int32Array, candidates?: Uint32Array): boolean {
    const { C } = this.units;
    const { solved, queue } = this;
    this.cells = cells;
    this.mask = mask;
    this.qHead = this.qTail = 0;
    this.eliminated = 0;
    const steps = this.steps;
    steps.nakedSingles = steps.hiddenSingles = steps.nakedPairs = steps.nakedTriples = 0;
    let ok = true;
    for (let cell = 0; cell < C; cell++) {
      const v = cells[cell];
      let lo = v === 0 ? this.allLo : digitLo(v);
      let hi = v === 0 ? this.allHi : digitHi(v);
      if (candidates !== undefined) {
        lo &= candidates[2 * cell];
        hi &= candidates[2 * cell + 1];
      }
      mask[2 * cell] = lo;
      mask[2 * cell + 1] = hi;
      solved[cell] = 0;
      if ((lo | hi) === 0) ok = false;
      else if (isSingle(lo, hi)) {
        if (v === 0) steps.nakedSingles++;
        this.settle(cell, lo, hi);
      }
    }
    return ok;
  }

  /**
   * Naked singles: each queued cell's digit leaves the other cells of its row, column and box;
   * cells brought down to one digit are placed and queued in turn, until the queue is empty.
   * A digit placed twice in a unit empties one of the two cells here.
   * @returns false on a contradiction (a cell left without candidates)
   */
  nakedSingles(): boolean {
    const { units, cellUnits, N } = this.units;
    const { mask, queue } = this;
    while (this.qHead < this.qTail) {
      const cell = queue[this.qHead++];
      const lo = mask[2 * cell];
      const hi = mask[2 * cell + 1];
      for (let k = 0; k < 3; k++) {
        const base = cellUnits[3 * cell + k] * N;
        for (let j = 0; j < N; j++) {
          const peer = units[base + j];
          if (peer !== cell && this.remove(peer, lo, hi) < 0) return false;
        }
      }
    }
    return true;
  }

  /**
   * Hidden singles, every unit once in order: a digit with exactly one place in the unit is
   * placed there (and propagated at once). Per unit, one pass builds
   *
   *   once  = digits with ≥ 1 place        twice = digits with ≥ 2 places
   *
   * so `once & ~twice` are the digits to place and `all & ~once` the digits with no place.
   * @returns false on a contradiction (a digit with no place, or one cell that is the only
   *   place of two digits)
   */
  hiddenSingles(): boolean {
    const { units, N } = this.units;
    const { mask, solved } = this;
    for (let u = 0; u < 3 * N; u++) {
      const base = u * N;
      let onceLo = 0;
      let onceHi = 0;
      let twiceLo = 0;
      let twiceHi = 0;
      for (let j = 0; j < N; j++) {
        const cell = units[base + j];
        const lo = mask[2 * cell];
        const hi = mask[2 * cell + 1];
        twiceLo |= onceLo & lo;
        twiceHi |= onceHi & hi;
        onceLo |= lo;
        onceHi |= hi;
      }
      if (((this.allLo & ~onceLo) | (this.allHi & ~onceHi)) !== 0) return false;
      const uniqueLo = onceLo & ~twiceLo;
      const uniqueHi = onceHi & ~twiceHi;
      if ((uniqueLo | uniqueHi) === 0) continue;
      for (let j = 0; j < N; j++) {
        const cell = units[base + j];
        if (solved[cell] !== 0) continue;
        const lo = mask[2 * cell] & uniqueLo;
        const hi = mask[2 * cell + 1] & uniqueHi;
        if ((lo | hi) === 0) continue;
        if (!isSingle(lo, hi)) return false;
        mask[2 * cell] = lo;
        mask[2 * cell + 1] = hi;
        this.steps.hiddenSingles++;
        this.settle(cell, lo, hi);
      }
      if (!this.nakedSingles()) return false;
    }
    return true;
  }

  /**
   * Naked subsets of size k (2: pairs, 3: triples), every unit once in order: k unsolved cells
   * of a unit whose candidates together are exactly k digits must hold those digits, so the
   * digits leave the unit's other cells. Cells brought down to one digit are propagated after
   * each unit. Masks are read afresh at every test, since removals change them as we go.
   * @returns false on a contradiction (a cell left without candidates)
   */
  nakedSubsets(k: 2 | 3): boolean {
    const { units, N } = this.units;
    const { mask, solved, pick } = this;
    for (let u = 0; u < 3 * N; u++) {
      const base = u * N;
      let p = 0;
      for (let j = 0; j < N; j++) {
        const cell = units[base + j];
        if (solved[cell] === 0 && maskSize(mask[2 * cell], mask[2 * cell + 1]) <= k) pick[p++] = cell;
      }
      if (p < k) continue;
      for (let a = 0; a < p; a++) {
        const ca = pick[a];
        if (solved[ca] !== 0) continue;
        const loA = mask[2 * ca];
        const hiA = mask[2 * ca + 1];
        for (let b = a + 1; b < p; b++) {
          const cb = pick[b];
          if (solved[cb] !== 0) continue;
          const lo = loA | mask[2 * cb];
          const hi = hiA | mask[2 * cb + 1];
          if (k === 2) {
            if (maskSize(lo, hi) !== 2) continue;
            const removed = this.clearUnit(base, lo, hi, ca, cb, -1);
            if (removed < 0) return false;
            if (removed > 0) {
              this.steps.nakedPairs++;
              this.eliminated += removed;
            }
            continue;
          }
          if (maskSize(lo, hi) > 3) continue;
          for (let c = b + 1; c < p; c++) {
            const cc = pick[c];
            if (solved[cc] !== 0) continue;
            const lo3 = lo | mask[2 * cc];
            const hi3 = hi | mask[2 * cc + 1];
            if (maskSize(lo3, hi3) !== 3) continue;
            const removed = this.clearUnit(base, lo3, hi3, ca, cb, cc);
            if (removed < 0) return false;
            if (removed > 0) {
              this.steps.nakedTriples++;
              this.eliminated += removed;
            }
          }
        }
      }
      if (!this.nakedSingles()) return false;
    }
    return true;
  }

  /**
   * Removes the digits (lo, hi) from every cell of the unit starting at `base` except
   * `keep1`, `keep2`, `keep3` (-1 for none).
   * @returns the number of bits removed, or -1 when a cell was left without candidates
   */
  private clearUnit(base: number, lo: number, hi: number, keep1: number, keep2: number, keep3: number): number {
    const { units, N } = this.units;
    let total = 0;
    for (let j = 0; j < N; j++) {
      const cell = units[base + j];
      if (cell === keep1 || cell === keep2 || cell === keep3) continue;
      const removed = this.remove(cell, lo, hi);
      if (removed < 0) return -1;
      total += removed;
    }
    return total;
  }

  /**
   * Removes the digits (lo, hi) from one cell; a cell brought down to one digit is placed
   * (a naked single) and queued.
   * @returns the number of bits removed, or -1 when the cell was left without candidates
   */
  private remove(cell: number, lo: number, hi: number): number {
    const mask = this.mask;
    const oldLo = mask[2 * cell];
    const oldHi = mask[2 * cell + 1];
    const goneLo = oldLo & lo;
    const goneHi = oldHi & hi;
    if ((goneLo | goneHi) === 0) return 0;
    const newLo = oldLo & ~lo;
    const newHi = oldHi & ~hi;
    mask[2 * cell] = newLo;
    mask[2 * cell + 1] = newHi;
    if ((newLo | newHi) === 0) return -1;
    if (this.solved[cell] === 0 && isSingle(newLo, newHi)) {
      this.steps.nakedSingles++;
      this.settle(cell, newLo, newHi);
    }
    return bitCount(goneLo) + bitCount(goneHi);
  }

  /** Marks a cell whose mask is the single digit (lo, hi) as solved, records it and queues it. */
  private settle(cell: number, lo: number, hi: number): void {
    this.solved[cell] = 1;
    this.cells[cell] = lowestDigit(lo, hi);
    this.queue[this.qTail++] = cell;
  }
}
