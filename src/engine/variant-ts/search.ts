/**
 * The resumable search of the TypeScript variant engine: a stack of frames, one copy of the
 * candidate masks per open choice. The twin of assembly/variant/search.ts.
 *
 * Owns: the stack of frames, the branching choice, node counting, pausing and resuming, the
 * first solution and, when asked at start, the union of every solution found. A program with at most 64 houses keeps its frames as digit planes
 * (planes.ts: several times faster on houses, peers and pair rules; rule records run on masks
 * made from them), which propagate, choose the branch and take the guess their own way under
 * the same stack; one with more houses (many extra regions) keeps masks. Does not
 * own: propagation (propagate.ts, planes.ts) or the program (program.ts).
 *
 *   frame d   C masks   seed[d]       pending[d]            chosen[d]
 *   ───────   ───────   ───────────   ───────────────────   ─────────────────────────────
 *   0         root      −1: all cells 1: to be propagated    the branching cell, once the
 *   1 …       copies    the cell that 0: propagated, open    frame is propagated and open
 *                       changed
 *
 * A node (one guess): on the top frame d, open with branching cell c, take the digit v of c
 * with the fewest places in one of c's houses (the lowest on a tie: {@link branchDigit});
 * frame d + 1 = frame d with c = v, and frame d keeps c ≠ v; both are pending (seeded with c)
 * and d + 1 is searched first. When d + 1 is exhausted, frame d goes on without v: it is
 * propagated again and may branch on another cell (ideas: sigh's Interactive Sudoku Solver
 * notes: the tried value leaves the parent). Each frame on the stack has more fixed cells
 * than the one below it, so there are at most C + 1 frames.
 *
 * Branching: the open cell with the most (score + {@link BRANCH_BASE}) per candidate, the first
 * in reading order on a tie. propagate.ts keeps the scores: each starts from the cell's place
 * in the puzzle (the rules watching it, its pair relations, its peers beyond the fewest any
 * cell has: a cell in many sums or on a diagonal is worth trying early, before conflicts teach
 * the search where the puzzle is hard) and grows with each conflict the cell is blamed for.
 * `nodes` counts guesses; a digit forced by propagation (the last one left on a cell) is not
 * a node. A slice pauses only when a guess is due and its budget is spent.
 */
import type { SearchState } from '../general-types.js';
import type { VariantProgram, VariantSearch } from '../variant-types.js';
import { LoadedProgram } from './program.js';
import { PlaneFrames } from './planes.js';
import { BRANCH_BASE, Propagator } from './propagate.js';
import { bitCount, minDigit } from './tables.js';

/** The TypeScript variant engine (see the header). */
export class VariantTsSearch implements VariantSearch {
  readonly name: string = 'variant-ts';
  count = 0;
  nodes = 0;

  private readonly program = new LoadedProgram();
  private readonly prop = new Propagator();
  private frames = new Uint16Array(0);
  private seed = new Int32Array(0);
  private pending = new Uint8Array(0);
  private chosen = new Int32Array(0);
  /** The digit tried first on chosen[d] (as a bit; on planes, its index 0 … N − 1). */
  private chosenBit = new Int32Array(0);
  private depth = 0;
  private limit = 1;
  private cells = 0;
  private readonly solution = new Uint8Array(81);
  /** A solution found after the first, read out to be added to the union. */
  private readonly later = new Uint8Array(81);
  /** Per cell, bit d − 1: some solution found puts d there (kept when `start` was asked to). */
  private readonly union = new Uint16Array(81);
  private collectUnion = false;
  /** The digit-plane frames, for programs with at most 64 houses (./planes.ts; see the header). */
  private readonly planes = new PlaneFrames(this.prop);
  private usePlanes = false;

  /**
   * @throws {Error} when the program is not sound (not made by compileVariant, or damaged)
   */
  start(program: VariantProgram, limit: number, union = false): void {
    this.count = 0;
    this.nodes = 0;
    this.depth = 0;
    this.limit = limit >= 1 ? Math.floor(limit) : 1;
    this.collectUnion = union;
    if (union) this.union.fill(0);
    this.usePlanes = false;
    if (program.impossible) return;
    const p = this.program;
    if (!p.load(program.words)) throw new Error('sudoku-wasm: not a sound variant program');
    const C = (this.cells = p.C);
    if (this.seed.length < C + 2) {
      this.seed = new Int32Array(C + 2);
      this.pending = new Uint8Array(C + 2);
      this.chosen = new Int32Array(C + 2);
      this.chosenBit = new Int32Array(C + 2);
    }
    this.usePlanes = p.houseCount <= 64;
    this.prop.prepare(p);
    this.prop.resetScores();
    if (this.usePlanes) {
      if (!this.planes.start(p)) return; // a cell with no candidate: no solution, no search
    } else {
      if (this.frames.length < (C + 2) * C) this.frames = new Uint16Array((C + 2) * C);
      this.prop.masks = this.frames;
      const w = p.words;
      for (let c = 0; c < C; c++) {
        const m = w[p.init + c] & p.all;
        if (m === 0) return; // a cell with no candidate: no solution, no search
        this.frames[c] = m;
      }
    }
    this.seed[0] = -1;
    this.pending[0] = 1;
    this.depth = 1;
  }

  run(maxNodes: number): SearchState {
    const { seed, pending, chosen, chosenBit, planes } = this;
    const budget = this.nodes + (maxNodes >= 1 ? Math.floor(maxNodes) : 1);
    while (this.depth > 0) {
      const d = this.depth - 1;
      if (pending[d]) {
        pending[d] = 0;
        if (!(this.usePlanes ? planes.propagate(d, seed[d]) : this.propagateFrame(d))) {
          this.depth = d;
          continue;
        }
        const cell = this.usePlanes ? planes.branchCell(d) : this.branchCell(d * this.cells);
        if (cell < 0) {
          if (this.count === 0) this.saveSolution(d, this.solution);
          if (this.collectUnion) this.addToUnion(d);
          this.depth = ++this.count >= this.limit ? 0 : d;
          continue;
        }
        chosen[d] = cell;
        chosenBit[d] = this.usePlanes ? planes.branchDigit(d, cell) : this.branchDigit(d * this.cells, cell);
      }
      if (this.nodes >= budget) return 'paused';
      this.nodes++;
      const cell = chosen[d];
      if (this.usePlanes) planes.guess(d, cell, chosenBit[d]);
      else this.guess(d, cell, chosenBit[d]);
      seed[d + 1] = cell;
      pending[d + 1] = 1;
      seed[d] = cell;
      pending[d] = 1;
      this.depth = d + 2;
    }
    return 'done';
  }

  /** Propagates frame d of the general search from its seed; false on a conflict. */
  private propagateFrame(d: number): boolean {
    const C = this.cells;
    const prop = this.prop;
    prop.base = d * C;
    if (this.seed[d] < 0) for (let c = 0; c < C; c++) prop.queueCell(c);
    else prop.queueCell(this.seed[d]);
    return prop.propagate();
  }

  /** Copies solved frame d into `out` (values 1…N). */
  private saveSolution(d: number, out: Uint8Array): void {
    if (this.usePlanes) {
      this.planes.solution(d, out);
      return;
    }
    const base = d * this.cells;
    for (let c = 0; c < this.cells; c++) out[c] = minDigit(this.frames[base + c]);
  }

  /** Adds solved frame d to the union (the first solution is already saved). */
  private addToUnion(d: number): void {
    const solution = this.count === 0 ? this.solution : this.later;
    if (this.count !== 0) this.saveSolution(d, this.later);
    for (let c = 0; c < this.cells; c++) this.union[c] |= 1 << (solution[c] - 1);
  }

  /** Frame d + 1 = frame d with `cell` holding `digit` (a bit); frame d keeps the cell's other digits. */
  private guess(d: number, cell: number, digit: number): void {
    const frames = this.frames;
    const base = d * this.cells;
    const next = base + this.cells;
    const m = frames[base + cell];
    frames.copyWithin(next, base, next);
    frames[next + cell] = digit;
    frames[base + cell] = m & ~digit;
  }

  readSolution(out: Uint8Array): boolean {
    if (this.count === 0) return false;
    const C = this.cells;
    if (out.length < C) throw new RangeError(`out: expected ${C}, got ${out.length}`);
    out.set(this.solution.subarray(0, C));
    return true;
  }

  readUnion(out: Uint16Array): boolean {
    if (!this.collectUnion) return false;
    const C = this.cells;
    if (out.length < C) throw new RangeError(`out: expected ${C}, got ${out.length}`);
    if (this.count === 0) out.fill(0, 0, C);
    else out.set(this.union.subarray(0, C));
    return true;
  }

  /**
   * The digit to try first on `cell`: the one with the fewest places in one of the cell's
   * houses, the lowest on a tie. Measured against the lowest digit (every generated set and the
   * 37 published examples, each under its 8 symmetries, count to 2): within 7% either way on
   * puzzles with one solution or none (482,534 → 484,177 on the published), 2.8× fewer where
   * there are several (2,035,722 → 728,769): a well-placed digit finds a second solution
   * sooner. The digit with the most places: 1,620,561 and 520,580 (docs/design/variant-engine.md).
   */
  private branchDigit(base: number, cell: number): number {
    const p = this.program;
    const w = p.words;
    const frames = this.frames;
    const N = p.N;
    const m = frames[base + cell];
    let best = m & -m;
    let bestPlaces = Infinity;
    const from = w[p.cellHouses + cell];
    const to = w[p.cellHouses + cell + 1];
    for (let bits = m; bits !== 0; bits &= bits - 1) {
      const bit = bits & -bits;
      let fewest = Infinity;
      for (let k = from; k < to; k++) {
        const first = p.houses + w[k] * N;
        let places = 0;
        for (let j = first; j < first + N; j++) if ((frames[base + w[j]] & bit) !== 0) places++;
        if (places < fewest) fewest = places;
      }
      if (fewest < bestPlaces) {
        best = bit;
        bestPlaces = fewest;
      }
    }
    return best;
  }

  /**
   * The open cell with the highest (conflict score + {@link BRANCH_BASE}) per candidate, the
   * first in reading order on a tie (with no conflicts yet: the first with the fewest
   * candidates); −1 when every cell is fixed.
   */
  private branchCell(base: number): number {
    const frames = this.frames;
    const scores = this.prop.scores;
    let best = -1;
    let bestScore = 0;
    let bestCount = 1;
    for (let c = 0; c < this.cells; c++) {
      const n = bitCount(frames[base + c]);
      if (n < 2) continue;
      const score = scores[c] + BRANCH_BASE;
      if (score * bestCount > bestScore * n) {
        best = c;
        bestScore = score;
        bestCount = n;
      }
    }
    return best;
  }
}
