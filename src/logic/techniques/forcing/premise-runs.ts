/**
 * The run of every premise under one propagation setting, kept from grid to grid: when a step
 * changes the grid, only the runs that looked where it changed are made again.
 *
 * Owns: {@link PremiseRuns} (per premise fact: contradiction or not, its cost, the facts and
 * depths of a run without contradiction, and every run's facts as a bitset) and
 * {@link premiseRuns} (one kept table per board size and engine setting). Does not own:
 * propagation (`engine.ts`), what the runs conclude (`search.ts`).
 *
 * Why a kept run is still the run the engine would make (nesting 0): a run reads the start
 * grid only through the facts it derives. For a fact about (cell y, digit d) it reads
 *   - y's candidates (the other candidates an on removes, a bivalue link, a cell left with one
 *     candidate or none), and
 *   - the places of d in y's houses and in the houses crossing them box-to-line (hidden
 *     singles, bilocal and group links, an emptied house, locked candidates in Plus mode) and
 *     whether d is placed in those houses.
 * So a candidate (c, d) that went (or came) changes the runs that derived a fact in cell c or a
 * fact of digit d in c's band or stack (the cells whose houses meet c's houses so):
 *
 *        band(c) ∪ stack(c), digit d        cell c, every digit
 *        ┌───────┬───────┬───────┐
 *        │ . . . │ x x x │ . . . │
 *        │ x x x │ x c x │ x x x │          Every other run derives the same facts in the same
 *        │ . . . │ x x x │ . . . │          order, with the same parents and depths: breadth
 *        ├───────┼───────┼───────┤          first over unchanged input.
 *        │       │ x x x │       │
 * Nested runs (nesting > 0) look at every candidate, so they are not kept.
 * Measured (forum_hardest_1106, rate, 40 puzzles): about half the runs of each step are kept.
 */
import type { CandidateGrid } from '../../grid.js';
import type { Implications, Mode } from './engine.js';

/** The runs of one board size and engine setting (mode, {@link Implications.staticStopsAtEmptied}, {@link Implications.groupLinks}). */
export class PremiseRuns {
  readonly N: number;
  readonly C: number;
  /** Box size. */
  private readonly n: number;
  /** Words of a fact bitset. */
  readonly W: number;
  /** 1 where the premise fact's run is kept (valid for the grid last {@link sync}ed). */
  private readonly kept: Uint8Array;
  /** 1 where the kept run reached a contradiction. */
  readonly hit: Uint8Array;
  /** The cost of a contradiction: the depths of its facts summed. */
  readonly cost: Int32Array;
  /** Where a kept run without contradiction has its facts in {@link facts} (−1: none), and how many. */
  readonly start: Int32Array;
  readonly length: Int32Array;
  /** The facts of the kept runs and their depths, run after run (with gaps where runs were dropped). */
  facts = new Int32Array(1 << 16);
  depths = new Uint16Array(1 << 16);
  private used = 0;
  private live = 0;
  /** Per premise fact p, the facts of its kept run without contradiction as a bitset: W words at p·W. */
  readonly bits: Int32Array;
  /**
   * Per premise fact p, where its kept run looked (S words at p·S): the cells of its facts (a
   * bitset of C bits), then per digit index d the bands and stacks of the cells of its facts
   * of that digit (2n bits at d·2n: n bands, then n stacks).
   */
  private readonly looked: Int32Array;
  private readonly S: number;
  /** Words of {@link looked} before the digits' bands and stacks. */
  private readonly cellWords: number;
  /** Band and stack of each cell: its bit in a digit's 2n bits. */
  private readonly bandBit: Int32Array;
  private readonly stackBit: Int32Array;
  /** The grid the kept runs are of: candidates and values. */
  private readonly cands: Int32Array;
  private readonly values: Uint8Array;
  /** Where the changes since the last grid are, as {@link looked} has it: a run that looked there is stale. */
  private readonly stale: Int32Array;

  constructor(
    grid: CandidateGrid,
    readonly mode: Mode,
    readonly stops: boolean,
    readonly groups: boolean,
  ) {
    const { N, C, n } = grid;
    this.N = N;
    this.C = C;
    this.n = n;
    const F = 2 * C * N;
    this.W = (F + 31) >>> 5;
    this.kept = new Uint8Array(F);
    this.hit = new Uint8Array(F);
    this.cost = new Int32Array(F);
    this.start = new Int32Array(F).fill(-1);
    this.length = new Int32Array(F);
    this.bits = new Int32Array(F * this.W);
    this.cands = new Int32Array(C);
    this.values = new Uint8Array(C);
    this.cellWords = (C + 31) >>> 5;
    this.S = this.cellWords + ((N * 2 * n + 31) >>> 5);
    this.looked = new Int32Array(F * this.S);
    this.stale = new Int32Array(this.S);
    const { cellUnits } = grid.geometry;
    this.bandBit = new Int32Array(C);
    this.stackBit = new Int32Array(C);
    for (let c = 0; c < C; c++) {
      this.bandBit[c] = (cellUnits[3 * c] / n) | 0;
      this.stackBit[c] = n + (((cellUnits[3 * c + 1] - N) / n) | 0);
    }
    this.sync(grid);
  }

  /** True when the table serves this engine setting. */
  serves(N: number, mode: Mode, engine: Implications): boolean {
    return this.N === N && this.mode === mode && this.stops === engine.staticStopsAtEmptied && this.groups === engine.groupLinks;
  }

  /** Makes the table the grid's: drops the kept runs the changes since the last grid touch (see the module header). */
  sync(grid: CandidateGrid): void {
    const { C, S, cands, values, stale } = this;
    let changed = false;
    for (let c = 0; c < C; c++) {
      const gone = cands[c] ^ grid.cands[c];
      const was = values[c];
      const now = grid.values[c];
      if (gone === 0 && was === now) continue;
      if (!changed) stale.fill(0);
      changed = true;
      stale[c >>> 5] |= 1 << (c & 31);
      for (let m = gone; m !== 0; m &= m - 1) this.mark(stale, 0, c, 31 - Math.clz32(m & -m));
      if (was !== 0 && was !== now) this.mark(stale, 0, c, was - 1);
      if (now !== 0 && was !== now) this.mark(stale, 0, c, now - 1);
    }
    if (!changed) return;
    cands.set(grid.cands);
    values.set(grid.values);
    const { kept, looked } = this;
    for (let p = 0; p < kept.length; p++) {
      if (kept[p] === 0) continue;
      for (let w = 0, at = p * S; w < S; w++) {
        if ((looked[at + w] & stale[w]) === 0) continue;
        kept[p] = 0;
        if (this.start[p] >= 0) this.live -= this.length[p];
        this.start[p] = -1;
        break;
      }
    }
  }

  /** Sets the band and stack bits of cell c for digit index d in the footprint at `at` of `words` ({@link looked}'s layout). */
  private mark(words: Int32Array, at: number, c: number, d: number): void {
    const first = 32 * (at + this.cellWords) + 2 * this.n * d;
    const a = first + this.bandBit[c];
    const b = first + this.stackBit[c];
    words[a >>> 5] |= 1 << (a & 31);
    words[b >>> 5] |= 1 << (b & 31);
  }

  /**
   * Runs premise fact p on the engine (loaded with the grid last synced) unless its run is
   * kept; afterwards {@link hit}, {@link cost}, {@link start}, {@link length} and
   * {@link bits} hold its run.
   */
  ensure(p: number, engine: Implications): void {
    if (this.kept[p] === 1) return;
    const contradiction = engine.run(p, this.mode);
    const { N, S, looked } = this;
    const k = engine.length;
    const foot = p * S;
    looked.fill(0, foot, foot + S);
    for (let i = 0; i < k; i++) {
      const q = engine.order[i] >> 1;
      const c = (q / N) | 0;
      looked[foot + (c >>> 5)] |= 1 << (c & 31);
      this.mark(looked, foot, c, q - c * N);
    }
    this.kept[p] = 1;
    this.hit[p] = contradiction ? 1 : 0;
    if (contradiction) {
      let cost = 0;
      for (const f of engine.contradiction) cost += engine.depth(f);
      this.cost[p] = cost;
      this.start[p] = -1;
      return;
    }
    const { W, bits } = this;
    const at = p * W;
    bits.fill(0, at, at + W);
    for (let i = 0; i < k; i++) {
      const f = engine.order[i];
      bits[at + (f >>> 5)] |= 1 << (f & 31);
    }
    if (this.used + k > this.facts.length) this.compact(k);
    const { facts, depths } = this;
    for (let i = 0, j = this.used; i < k; i++, j++) {
      const f = engine.order[i];
      facts[j] = f;
      depths[j] = engine.depth(f);
    }
    this.start[p] = this.used;
    this.length[p] = k;
    this.used += k;
    this.live += k;
  }

  /** Copies the kept runs' facts into arrays with room for `more`, without the gaps. */
  private compact(more: number): void {
    const size = Math.max(this.facts.length, 2 * (this.live + more));
    const facts = new Int32Array(size);
    const depths = new Uint16Array(size);
    let used = 0;
    for (let p = 0; p < this.start.length; p++) {
      const at = this.start[p];
      if (at < 0) continue;
      const k = this.length[p];
      facts.set(this.facts.subarray(at, at + k), used);
      depths.set(this.depths.subarray(at, at + k), used);
      this.start[p] = used;
      used += k;
    }
    this.facts = facts;
    this.depths = depths;
    this.used = used;
  }
}

/** The kept tables, one per board size and engine setting (few: the forcing techniques use three, Sudoku Explainer's scale three more). */
const tables: PremiseRuns[] = [];

/**
 * The kept runs of `mode` under the engine's setting, synced to the grid (the engine must be
 * loaded with it).
 */
export function premiseRuns(grid: CandidateGrid, mode: Mode, engine: Implications): PremiseRuns {
  for (const table of tables) {
    if (!table.serves(grid.N, mode, engine)) continue;
    table.sync(grid);
    return table;
  }
  const table = new PremiseRuns(grid, mode, engine.staticStopsAtEmptied, engine.groupLinks);
  tables.push(table);
  return table;
}
