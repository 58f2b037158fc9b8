/**
 * Pair relations: what a rule between two cells allows one to hold for each digit of the
 * other, folded per ordered pair and shared between pairs (the PAIRS and RELATIONS sections of
 * ./program.ts).
 *
 * Owns: the relation of every pair rule as N masks (kropki dots, X and V, their negative
 * forms, non-consecutive, thermometer steps, whispers, palindromes, entropic and modular
 * lines, indexers), their cache per size, and
 * {@link PairRelations}, which intersects every relation met on one pair and numbers the
 * distinct results. Does not own: which pairs a rule covers (./index.ts).
 *
 *   relation (N masks)     mask v-1 = digits w the second cell may hold when the first holds v
 *   ─────────────────────  ──────────────────────────────────────────────────────────────────
 *   difference k           |v − w| = k            (white kropki dot, value k)
 *   ratio k                v = k·w or w = k·v     (black kropki dot, value k)
 *   sum s                  v + w = s              (X: 10, V: 5)
 *   not consecutive        |v − w| ≠ 1            (non-consecutive, where no white dot is)
 *   not ratio 2            v ≠ 2w and w ≠ 2v      (negative black dots)
 *   not 5 or 10            v + w ∉ {5, 10}        (negative X and V)
 *   rise d                 w ≥ v + d              (thermometer: d = steps apart; slow: d = 0)
 *   apart d                |v − w| ≥ d            (German whispers)
 *   equal                  w = v                  (palindrome)
 *   other rank             rank(w) ≠ rank(v)      (entropic lines: low, middle, high digits)
 *   other remainder        w ≢ v (mod 3)          (modular lines)
 *   implies a, b           v ≠ a or w = b         (indexers: the cell holding a puts b there)
 *   different              w ≠ v                  (folded into every pair of peers: see below)
 *
 * A pair whose cells are also peers (a row, a box, a cage …) holds different digits, so
 * {@link PairRelations.foldPeers} intersects "different" into its relation: the pair tables
 * then see both rules at once. Two non-consecutive neighbours in a row allow |v − w| ≥ 2, not
 * just ≠ 1, so a neighbour holding {4, 5, 6} takes 5 from the cell beside it (the nodes this
 * saves: docs/design/variant-engine.md, "Pair relations of peers say 'different' too").
 */

import { entropicRank } from '../rules/lines/entropic.js';

/**
 * A relation: 2N masks, the N of the header (from the first cell to the second) and then the
 * same relation read from the second cell to the first (its transpose), made once with it.
 */
export type Relation = Int32Array;

/** Relations made so far, per size and kind: `cache[N][kind]` maps the kind's parameter to it. */
const cache: Map<number, Relation>[][] = [];

const enum Kind {
  Difference,
  Ratio,
  Sum,
  NotConsecutive,
  NotRatio2,
  NotXV,
  Rise,
  Apart,
  Equal,
  Different,
  OtherRank,
  OtherRemainder,
  Implies,
}

/** The relation `allows(v, w)` of `kind` and `parameter` on side N (cached). */
function relation(N: number, kind: Kind, parameter: number, allows: (v: number, w: number) => boolean): Relation {
  const byParameter = ((cache[N] ??= [])[kind] ??= new Map());
  let r = byParameter.get(parameter);
  if (!r) {
    r = new Int32Array(2 * N);
    for (let v = 1; v <= N; v++) {
      for (let w = 1; w <= N; w++) {
        if (!allows(v, w)) continue;
        r[v - 1] |= 1 << (w - 1);
        r[N + w - 1] |= 1 << (v - 1);
      }
    }
    byParameter.set(parameter, r);
  }
  return r;
}

export const difference = (N: number, k: number): Relation => relation(N, Kind.Difference, k, (v, w) => Math.abs(v - w) === k);
export const ratio = (N: number, k: number): Relation => relation(N, Kind.Ratio, k, (v, w) => v === k * w || w === k * v);
export const sumOf = (N: number, s: number): Relation => relation(N, Kind.Sum, s, (v, w) => v + w === s);
export const notConsecutive = (N: number): Relation => relation(N, Kind.NotConsecutive, 0, (v, w) => Math.abs(v - w) !== 1);
export const notRatio2 = (N: number): Relation => relation(N, Kind.NotRatio2, 0, (v, w) => v !== 2 * w && w !== 2 * v);
export const notXV = (N: number): Relation => relation(N, Kind.NotXV, 0, (v, w) => v + w !== 5 && v + w !== 10);
export const rise = (N: number, d: number): Relation => relation(N, Kind.Rise, d, (v, w) => w >= v + d);
export const apart = (N: number, d: number): Relation => relation(N, Kind.Apart, d, (v, w) => Math.abs(v - w) >= d);
export const equal = (N: number): Relation => relation(N, Kind.Equal, 0, (v, w) => v === w);
export const otherRank = (N: number): Relation => relation(N, Kind.OtherRank, 0, (v, w) => entropicRank(N, v) !== entropicRank(N, w));
export const otherRemainder = (N: number): Relation => relation(N, Kind.OtherRemainder, 0, (v, w) => v % 3 !== w % 3);
export const implies = (N: number, a: number, b: number): Relation => relation(N, Kind.Implies, 32 * a + b, (v, w) => v !== a || w === b);
const differentOf = (N: number): Relation => relation(N, Kind.Different, 0, (v, w) => v !== w);

// Working memory shared by every compile (one compile at a time): the ordered pairs met, each
// valid where the pair's stamp is the current compile's.
const MAX_PAIRS = 81 * 81;
const pairStamps = new Int32Array(MAX_PAIRS);
let stamp = 0;
const emitKeys = new Int32Array(MAX_PAIRS);
const emitIds = new Int32Array(MAX_PAIRS);
/** The cells each cell was paired with in this compile, as cell sets of 3 words. */
const partners = new Int32Array(3 * 81);
/** Per pair met: its source (PairRelations: what was folded into it, a relation or a list of them). */
const pairSources = new Int32Array(MAX_PAIRS);
/**
 * PairRelations' sources (reused by each compile): the source of a list, keyed by the source of
 * the list so far · 2^26 + the source of the relation folded next (a fold makes at most one
 * source, so they stay far below 2^26); the N masks of each source from source · N (the
 * relation's, or the list's intersection).
 */
const sourceLists = new Map<number, number>();
let sourceMasks = new Int32Array(64 * 9);
/** foldPeers' folded source of each source (−1: not yet). */
let foldedScratch = new Int32Array(64);

/**
 * Relations met on ordered cell pairs, intersected per pair (adding (a, b, r) also adds
 * (b, a, r transposed)) and numbered by content.
 */
export class PairRelations {
  private readonly stamp = ++stamp;
  /** Pairs met (each marked in pairStamps and partners). */
  private count = 0;
  /**
   * Sources, numbered 0, 1, …: what pairs were folded from, each relation met with its
   * direction (0: as made, N: transposed) and each list of them met in a row on one pair
   * (sourceLists). Pairs of one source have the same masks, kept once per source, so emit
   * numbers them once (pairSources).
   */
  private sourceCount = 0;
  /** The relations met, their directions and their sources. */
  private readonly met: Relation[] = [];
  private readonly metFrom: number[] = [];
  private readonly metSource: number[] = [];

  constructor(
    private readonly N: number,
    private readonly C: number,
  ) {
    partners.fill(0, 0, 3 * C);
    sourceLists.clear();
  }

  /**
   * Folds "different" into every pair met whose cells are peers (`peerBits`: 3 words per cell),
   * once per source: the pairs of one source take the same folded source.
   */
  foldPeers(peerBits: Uint32Array): void {
    if (this.count === 0) return;
    const different = this.sourceOf(differentOf(this.N), 0);
    // every pair's source so far is below `count` (the lists made here are new, each set once)
    const count = this.sourceCount;
    if (foldedScratch.length < count) foldedScratch = new Int32Array(2 * count);
    const folded = foldedScratch.fill(-1, 0, count);
    const C = this.C;
    for (let a = 0; a < C; a++) {
      for (let j = 0; j < 3; j++) {
        for (let bits = partners[3 * a + j] & peerBits[3 * a + j]; bits !== 0; bits &= bits - 1) {
          const key = a * C + 32 * j + 31 - Math.clz32(bits & -bits);
          const source = pairSources[key];
          let to = folded[source];
          if (to < 0) folded[source] = to = this.listOf(source, different);
          pairSources[key] = to;
        }
      }
    }
  }

  /** Adds relation r from cell a to cell b (and its transpose from b to a). */
  add(a: number, b: number, r: Relation): void {
    this.fold(a, b, r, 0);
    this.fold(b, a, r, this.N);
  }

  /** Intersects the pair (a, b) with the N masks of r from `from` (its source becomes the list with r). */
  private fold(a: number, b: number, r: Relation, from: number): void {
    const key = a * this.C + b;
    if (pairStamps[key] !== this.stamp) {
      pairStamps[key] = this.stamp;
      partners[3 * a + (b >> 5)] |= 1 << (b & 31);
      this.count++;
      pairSources[key] = this.sourceOf(r, from);
    } else {
      pairSources[key] = this.listOf(pairSources[key], this.sourceOf(r, from));
    }
  }

  /** A new source, its N masks left to the caller (at source · N of sourceMasks). */
  private newSource(): number {
    const source = this.sourceCount++;
    if (sourceMasks.length < (source + 1) * this.N) {
      const more = new Int32Array(2 * sourceMasks.length);
      more.set(sourceMasks);
      sourceMasks = more;
    }
    return source;
  }

  /** The source of list `before` followed by source `next` (added when new). */
  private listOf(before: number, next: number): number {
    const key = before * 0x4000000 + next;
    let list = sourceLists.get(key);
    if (list === undefined) {
      list = this.newSource();
      sourceLists.set(key, list);
      const N = this.N;
      const masks = sourceMasks;
      for (let v = 0; v < N; v++) masks[list * N + v] = masks[before * N + v] & masks[next * N + v];
    }
    return list;
  }

  /** The source of relation r read from `from` (added when new). */
  private sourceOf(r: Relation, from: number): number {
    const { met, metFrom, metSource } = this;
    for (let k = 0; k < met.length; k++) if (met[k] === r && metFrom[k] === from) return metSource[k];
    const source = this.newSource();
    met.push(r);
    metFrom.push(from);
    metSource.push(source);
    for (let v = 0; v < this.N; v++) sourceMasks[source * this.N + v] = r[from + v];
    return source;
  }

  /**
   * The pairs (keys cell · C + other, ascending, and their relation ids; views of memory the
   * next compile reuses) and the relations' masks, numbered in order of first use. Pairs that
   * allow everything are left out.
   */
  emit(): { keys: Int32Array; ids: Int32Array; relations: number[] } {
    const N = this.N;
    const all = (1 << N) - 1;
    // the pairs met, ascending (cell by cell, each cell's partners in order)
    const sorted = emitKeys.subarray(0, this.count);
    const C = this.C;
    let n = 0;
    for (let a = 0; a < C; a++) {
      for (let j = 0; j < 3; j++) {
        for (let bits = partners[3 * a + j]; bits !== 0; bits &= bits - 1) sorted[n++] = a * C + 32 * j + 31 - Math.clz32(bits & -bits);
      }
    }
    const ids = emitIds;
    const relations: number[] = [];
    // relation ids by content: an open-addressed table of ids, keyed by a hash of the masks
    // (a slot is taken when its stamp is this emit's)
    const slots = idSlots;
    const taken = slotStamps;
    const mark = ++emitStamp;
    // the id of each source once known (−1: allows everything); pairs of one source take it
    const sourceIds = new Int32Array(this.sourceCount).fill(-2);
    let count = 0;
    for (let p = 0; p < sorted.length; p++) {
      const key = sorted[p];
      const source = pairSources[key];
      let id = sourceIds[source];
      if (id === -2) {
        id = this.number(source * N, all, relations, slots, taken, mark);
        sourceIds[source] = id;
      }
      if (id < 0) continue;
      sorted[count] = key;
      ids[count++] = id;
    }
    return { keys: sorted.subarray(0, count), ids: ids.subarray(0, count), relations };
  }

  /** The id of the masks at sourceMasks[at…] (new ones are appended to `relations`); −1 when they allow everything. */
  private number(at: number, all: number, relations: number[], slots: Int32Array, taken: Int32Array, mark: number): number {
    const N = this.N;
    const masks = sourceMasks;
    let hash = 0;
    let everything = true;
    for (let v = 0; v < N; v++) {
      const m = masks[at + v];
      if (m !== all) everything = false;
      hash = Math.imul(hash ^ m, 0x9e3779b1);
    }
    if (everything) return -1;
    let slot = (hash >>> 0) % ID_SLOTS;
    while (taken[slot] === mark) {
      const other = slots[slot] * N;
      let same = true;
      for (let v = 0; v < N && same; v++) same = relations[other + v] === masks[at + v];
      if (same) return slots[slot];
      slot = slot + 1 === ID_SLOTS ? 0 : slot + 1;
    }
    const id = relations.length / N;
    taken[slot] = mark;
    slots[slot] = id;
    for (let v = 0; v < N; v++) relations.push(masks[at + v]);
    return id;
  }
}

/** Slots of emit's table of relation ids: more than the ordered pairs of a 9×9 grid could need. */
const ID_SLOTS = 8192;
const idSlots = new Int32Array(ID_SLOTS);
const slotStamps = new Int32Array(ID_SLOTS);
let emitStamp = 0;
