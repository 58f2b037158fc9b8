/**
 * The run of every premise under one propagation setting, kept from grid to grid: when a step
 * changes the grid, only the runs that looked where it changed are made again.
 *
 * Owns: {@link PremiseRuns} (per premise fact: contradiction or not, its cost, and the run's
 * facts as a bitset; depths are not kept: a verity, rare, runs its premises again) and
 * {@link premiseRuns} (one kept table per board size and engine setting). Does not own:
 * propagation (`engine.ts`), what the runs conclude (`search.ts`).
 *
 * Why a kept run is still the run the engine would make (nesting 0): a run reads the start
 * grid only through the facts it derives. For a fact about (cell y, digit d) it reads
 *   - y's candidates (the other candidates an on removes, a bivalue link, a cell left with one
 *     candidate or none), and
 *   - the places of d in y's row, column and box (hidden singles, bilocal links, an emptied
 *     house) and whether d is placed there, and
 *   - sometimes the places of d in a house crossing one of those, box to line: a group link's
 *     other house, locked candidates' target (Plus); the engine lists those it read
 *     (`Implications.crossReads`).
 * So a candidate (c, d) that went (or came) changes only the runs that derived a fact in cell
 * c, or read the places of d in c's row, column or box. Every other run derives the same facts
 * in the same order, with the same parents and depths: breadth first over unchanged input.
 * Nested runs (nesting > 0) look at every candidate, so they are not kept.
 * Measured (forum_hardest_1106, rate): about half the runs of each step are kept (57% for the
 * static ones, by cells and houses; 50% by cells, bands and stacks).
 */
import type { CandidateGrid } from '../../grid.js';
import type { Implications, Mode } from './engine.js';

/**
 * The runs of one board size and engine setting (mode, {@link Implications.staticStopsAtEmptied},
 * {@link Implications.groupLinks}, {@link Implications.onsFirst}, {@link Implications.oneDigit}).
 */
export class PremiseRuns {
  readonly N: number;
  /** Words of a fact bitset. */
  readonly W: number;
  /** 1 where the premise fact's run is kept (valid for the grid last {@link sync}ed). */
  private readonly kept: Uint8Array;
  /** 1 where the kept run reached a contradiction. */
  readonly hit: Uint8Array;
  /** The cost of a contradiction: the depths of its facts summed. */
  readonly cost: Int32Array;
  /**
   * Per premise fact p, the facts its kept run derived, as a bitset: W words at p·W (for a run
   * that reached a contradiction, those derived before the fact that contradicted).
   */
  readonly bits: Int32Array;
  /** Per premise fact p, which words of its {@link bits} are not zero: Z words at p·Z (a quick first test of {@link common}). */
  private readonly words: Int32Array;
  private readonly Z: number;
  /**
   * Per premise fact p, where its kept run looked (S words at p·S): the cells of its facts (a
   * bitset of C bits, `cellWords` words), then per digit index d the houses whose places of d
   * it read, one word (bit u mod 32 for unit u: on boards over 9×9 houses share bits, which
   * only drops more runs): its facts' rows, columns and boxes, and the houses it read across.
   */
  private readonly looked: Int32Array;
  private readonly S: number;
  private readonly cellWords: number;
  /** Per cell, its row, column and box bits (a house word of {@link looked}). */
  private readonly houseBits: Int32Array;
  /** Per candidate k = cell·N + digit − 1, its cell and its digit index. */
  private readonly cellOf: Int32Array;
  private readonly digitOf: Int32Array;
  /** The grid the kept runs are of: candidates and values. */
  private readonly cands: Int32Array;
  private readonly values: Uint8Array;
  /** Where the changes since the last grid are ({@link looked}'s layout) and its non-zero words: a run that looked there is stale. */
  private readonly stale: Int32Array;
  private readonly staleWords: Int32Array;

  constructor(
    grid: CandidateGrid,
    readonly mode: Mode,
    readonly stops: boolean,
    readonly groups: boolean,
    readonly onsFirst: boolean,
    readonly oneDigit: boolean,
  ) {
    const { N, C } = grid;
    this.N = N;
    const F = 2 * C * N;
    this.W = (F + 31) >>> 5;
    this.kept = new Uint8Array(F);
    this.hit = new Uint8Array(F);
    this.cost = new Int32Array(F);
    this.bits = new Int32Array(F * this.W);
    this.Z = (this.W + 31) >>> 5;
    this.words = new Int32Array(F * this.Z);
    this.cellWords = (C + 31) >>> 5;
    this.S = this.cellWords + N;
    this.looked = new Int32Array(F * this.S);
    this.stale = new Int32Array(this.S);
    this.staleWords = new Int32Array(this.S);
    this.cands = new Int32Array(C);
    this.values = new Uint8Array(C);
    const { cellUnits } = grid.geometry;
    this.houseBits = new Int32Array(C);
    for (let c = 0; c < C; c++) this.houseBits[c] = (1 << cellUnits[3 * c]) | (1 << cellUnits[3 * c + 1]) | (1 << cellUnits[3 * c + 2]);
    this.cellOf = new Int32Array(C * N);
    this.digitOf = new Int32Array(C * N);
    for (let k = 0; k < C * N; k++) {
      this.cellOf[k] = (k / N) | 0;
      this.digitOf[k] = k % N;
    }
    this.sync(grid);
  }

  /** True when the table serves this engine setting. */
  serves(N: number, mode: Mode, engine: Implications): boolean {
    return (
      this.N === N &&
      this.mode === mode &&
      this.stops === engine.staticStopsAtEmptied &&
      this.groups === engine.groupLinks &&
      this.onsFirst === engine.onsFirst &&
      this.oneDigit === engine.oneDigit
    );
  }

  /** Makes the table the grid's: drops the kept runs the changes since the last grid touch (see the module header). */
  sync(grid: CandidateGrid): void {
    const { S, cellWords, cands, values, stale, houseBits } = this;
    let changed = false;
    for (let c = 0; c < cands.length; c++) {
      const gone = cands[c] ^ grid.cands[c];
      const was = values[c];
      const now = grid.values[c];
      if (gone === 0 && was === now) continue;
      if (!changed) stale.fill(0);
      changed = true;
      stale[c >>> 5] |= 1 << (c & 31);
      for (let m = gone; m !== 0; m &= m - 1) stale[cellWords + 31 - Math.clz32(m & -m)] |= houseBits[c];
      if (was !== now) {
        if (was !== 0) stale[cellWords + was - 1] |= houseBits[c];
        if (now !== 0) stale[cellWords + now - 1] |= houseBits[c];
      }
    }
    if (!changed) return;
    cands.set(grid.cands);
    values.set(grid.values);
    const { kept, looked, staleWords } = this;
    let words = 0;
    for (let w = 0; w < S; w++) if (stale[w] !== 0) staleWords[words++] = w;
    for (let p = 0; p < kept.length; p++) {
      if (kept[p] === 0) continue;
      const at = p * S;
      for (let i = 0; i < words; i++) {
        const w = staleWords[i];
        if ((looked[at + w] & stale[w]) === 0) continue;
        kept[p] = 0;
        break;
      }
    }
  }

  /**
   * Runs premise fact p on the engine (loaded with the grid last synced) unless its run is
   * kept; afterwards {@link hit}, {@link cost} and {@link bits} hold its run.
   */
  ensure(p: number, engine: Implications): void {
    if (this.kept[p] === 1) return;
    const contradiction = engine.run(p, this.mode);
    const { N, W, S, cellWords, bits, looked, cellOf, digitOf, houseBits } = this;
    const at = p * W;
    const foot = p * S;
    bits.fill(0, at, at + W);
    looked.fill(0, foot, foot + S);
    const k = engine.length;
    const order = engine.order;
    const last = engine.contradiction;
    const contradicting = contradiction && last.length === 2 && order[k - 1] === last[1] ? k - 1 : -1;
    for (let i = 0; i < k; i++) {
      const f = order[i];
      if (i !== contradicting) bits[at + (f >>> 5)] |= 1 << (f & 31);
      const c = cellOf[f >> 1];
      looked[foot + (c >>> 5)] |= 1 << (c & 31);
      looked[foot + cellWords + digitOf[f >> 1]] |= houseBits[c];
    }
    const { Z, words } = this;
    words.fill(0, p * Z, p * Z + Z);
    for (let w = 0; w < W; w++) if (bits[at + w] !== 0) words[p * Z + (w >>> 5)] |= 1 << (w & 31);
    for (let i = 0; i < engine.crossCount; i++) {
      const r = engine.crossReads[i]; // u·N + d
      looked[foot + cellWords + (r % N)] |= 1 << ((r / N) | 0);
    }
    this.kept[p] = 1;
    this.hit[p] = contradiction ? 1 : 0;
    if (contradiction) this.cost[p] = engine.contradictionCost();
  }

  /**
   * The facts every one of the premises' runs derived (each kept), into
   * `out` (W words); true when there is one.
   */
  common(premises: readonly number[], out: Int32Array): boolean {
    const { W, Z, bits, words } = this;
    out.fill(0);
    let any = 0;
    for (let z = 0; z < Z; z++) {
      let both = words[premises[0] * Z + z];
      for (let i = 1; i < premises.length && both !== 0; i++) both &= words[premises[i] * Z + z];
      for (; both !== 0; both &= both - 1) {
        const w = 32 * z + 31 - Math.clz32(both & -both);
        let m = bits[premises[0] * W + w];
        for (let i = 1; i < premises.length && m !== 0; i++) m &= bits[premises[i] * W + w];
        out[w] = m;
        any |= m;
      }
    }
    return any !== 0;
  }
}

/** The kept tables, one per board size and engine setting (few: the forcing techniques use three, Sudoku Explainer's scale a few more). */
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
  const table = new PremiseRuns(grid, mode, engine.staticStopsAtEmptied, engine.groupLinks, engine.onsFirst, engine.oneDigit);
  tables.push(table);
  return table;
}

/** Forgets every kept run (tests: a search from scratch, to compare with one that kept runs). */
export function forgetPremiseRuns(): void {
  tables.length = 0;
}
