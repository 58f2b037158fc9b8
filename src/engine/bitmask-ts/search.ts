/**
 * The resumable search loop of the bitmask engine over a {@link CandidateBoard}.
 *
 * Owns: input checks, the branching levels, node counting, pausing and resuming, and the
 * first solution. Does not own: the rules (board.ts).
 *
 * One level per branching cell, four Int32Arrays of C entries (each level solves at least one
 * more cell, so there are never more than C levels):
 *
 *   level    0       1       2      …  depth-1   (the deepest open level is depth-1)
 *   cell     c₀      c₁      c₂
 *   lo, hi   digits of that cell not tried yet
 *   mark     trail length when the level was opened (undoTo(mark) = the board at branching)
 *
 * Loop: propagate → contradiction: next digit | solved: count it, next digit | open: push a
 * level for the first cell with the fewest candidates. "Next digit" pops exhausted levels,
 * then (one node) restores the deepest level's board and places its lowest untried digit.
 * A slice pauses only when a node is due and its budget is spent, so a search that has
 * nothing left to try reports 'done' even when the budget ran out on the same step.
 */
import { checkStart } from '../general-input.js';
import type { GeneralSearch, SearchState } from '../general-types.js';
import { lowestDigit } from './bits.js';
import { CandidateBoard } from './board.js';

const enum Phase {
  /** Nothing loaded, or finished. */
  Done,
  /** The board needs propagating (root, or just after a digit was placed). */
  Propagate,
  /** The next node is due: try the next digit of the deepest open level. */
  Next,
}

/** The TypeScript bitmask engine (see index.ts). */
export class BitmaskSearch implements GeneralSearch {
  readonly name: string = 'bitmask-ts';
  readonly kind = 'bitmask' as const;
  count = 0;
  nodes = 0;

  private readonly board = new CandidateBoard();
  private phase = Phase.Done;
  private limit = 1;
  private depth = 0;
  private levelCell = new Int32Array(0);
  private levelLo = new Int32Array(0);
  private levelHi = new Int32Array(0);
  private levelMark = new Int32Array(0);
  private solution = new Uint8Array(0);

  start(n: number, cells: Uint8Array, limit: number, candidates?: Uint32Array): void {
    checkStart(n, cells, candidates);
    const C = n ** 4;
    if (this.levelCell.length < C) {
      this.levelCell = new Int32Array(C);
      this.levelLo = new Int32Array(C);
      this.levelHi = new Int32Array(C);
      this.levelMark = new Int32Array(C);
      this.solution = new Uint8Array(C);
    }
    this.limit = limit >= 1 ? Math.floor(limit) : 1;
    this.count = 0;
    this.nodes = 0;
    this.depth = 0;
    this.phase = this.board.load(n, cells, candidates) ? Phase.Propagate : Phase.Done;
  }

  run(maxNodes: number): SearchState {
    const board = this.board;
    const { levelCell, levelLo, levelHi, levelMark } = this;
    let budget = maxNodes >= 1 ? Math.floor(maxNodes) : 1;
    for (;;) {
      if (this.phase === Phase.Done) return 'done';
      if (this.phase === Phase.Propagate) {
        this.phase = Phase.Next;
        if (board.propagate()) {
          const cell = board.branchCell();
          if (cell < 0) {
            if (this.count === 0) this.saveSolution();
            if (++this.count >= this.limit) {
              this.phase = Phase.Done;
              return 'done';
            }
          } else {
            const d = this.depth++;
            levelCell[d] = cell;
            levelLo[d] = board.lo[cell];
            levelHi[d] = board.hi[cell];
            levelMark[d] = board.trailTop;
          }
        }
      }
      // Phase.Next: drop exhausted levels, then try the lowest untried digit of the deepest.
      let d = this.depth - 1;
      while (d >= 0 && (levelLo[d] | levelHi[d]) === 0) d--;
      this.depth = d + 1;
      if (d < 0) {
        this.phase = Phase.Done;
        return 'done';
      }
      if (budget === 0) return 'paused';
      budget--;
      this.nodes++;
      const digit = lowestDigit(levelLo[d], levelHi[d]);
      if (digit <= 32) levelLo[d] &= ~(1 << (digit - 1));
      else levelHi[d] &= ~(1 << (digit - 33));
      board.undoTo(levelMark[d]);
      board.assign(levelCell[d], digit);
      this.phase = Phase.Propagate;
    }
  }

  readSolution(out: Uint8Array): boolean {
    if (this.count === 0) return false;
    const C = this.board.geo.C;
    if (out.length < C) throw new RangeError(`out: expected ${C}, got ${out.length}`);
    out.set(this.solution.subarray(0, C));
    return true;
  }

  private saveSolution(): void {
    const { lo, hi, geo } = this.board;
    for (let cell = 0; cell < geo.C; cell++) this.solution[cell] = lowestDigit(lo[cell], hi[cell]);
  }
}

