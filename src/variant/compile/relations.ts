/**
 * Pair relations: what a rule between two cells allows one to hold for each digit of the
 * other, folded per ordered pair and shared between pairs (the PAIRS and RELATIONS sections of
 * ./program.ts).
 *
 * Owns: the relation of every pair rule as N masks (kropki dots, X and V, their negative
 * forms, non-consecutive, thermometer steps, whispers, palindromes), their cache per size, and
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
 */

/** A relation: N masks (see the header). */
export type Relation = Int32Array;

const cache = new Map<string, Relation>();

/** The relation `allows(v, w)` on side N, cached under `key`. */
function relation(N: number, key: string, allows: (v: number, w: number) => boolean): Relation {
  const full = `${N}:${key}`;
  let r = cache.get(full);
  if (!r) {
    r = new Int32Array(N);
    for (let v = 1; v <= N; v++) {
      let mask = 0;
      for (let w = 1; w <= N; w++) if (allows(v, w)) mask |= 1 << (w - 1);
      r[v - 1] = mask;
    }
    cache.set(full, r);
  }
  return r;
}

export const difference = (N: number, k: number): Relation => relation(N, `d${k}`, (v, w) => Math.abs(v - w) === k);
export const ratio = (N: number, k: number): Relation => relation(N, `r${k}`, (v, w) => v === k * w || w === k * v);
export const sumOf = (N: number, s: number): Relation => relation(N, `s${s}`, (v, w) => v + w === s);
export const notConsecutive = (N: number): Relation => relation(N, 'nc', (v, w) => Math.abs(v - w) !== 1);
export const notRatio2 = (N: number): Relation => relation(N, 'nr', (v, w) => v !== 2 * w && w !== 2 * v);
export const notXV = (N: number): Relation => relation(N, 'nxv', (v, w) => v + w !== 5 && v + w !== 10);
export const rise = (N: number, d: number): Relation => relation(N, `t${d}`, (v, w) => w >= v + d);
export const apart = (N: number, d: number): Relation => relation(N, `w${d}`, (v, w) => Math.abs(v - w) >= d);
export const equal = (N: number): Relation => relation(N, 'eq', (v, w) => v === w);

const transposes = new WeakMap<Relation, Relation>();

/** The relation from the second cell to the first (cached with the relation). */
function transpose(r: Relation): Relation {
  let t = transposes.get(r);
  if (!t) {
    const N = r.length;
    t = new Int32Array(N);
    for (let v = 0; v < N; v++) for (let w = 0; w < N; w++) if ((r[v] >> w) & 1) t[w] |= 1 << v;
    transposes.set(r, t);
  }
  return t;
}

// Working memory shared by every compile (one compile at a time): the masks of each ordered
// pair met, valid where the pair's stamp is the current compile's.
const MAX_PAIRS = 81 * 81;
const pairMasks = new Int32Array(MAX_PAIRS * 9);
const pairStamps = new Int32Array(MAX_PAIRS);
let stamp = 0;
const emitKeys = new Int32Array(MAX_PAIRS);
const emitIds = new Int32Array(MAX_PAIRS);

/**
 * Relations met on ordered cell pairs, intersected per pair (adding (a, b, r) also adds
 * (b, a, r transposed)) and numbered by content.
 */
export class PairRelations {
  private readonly stamp = ++stamp;
  private readonly keys: number[] = [];

  constructor(
    private readonly N: number,
    private readonly C: number,
  ) {}

  /** Adds relation r from cell a to cell b (and its transpose from b to a). */
  add(a: number, b: number, r: Relation): void {
    this.fold(a * this.C + b, r);
    this.fold(b * this.C + a, transpose(r));
  }

  private fold(key: number, r: Relation): void {
    const N = this.N;
    const at = key * 9;
    if (pairStamps[key] !== this.stamp) {
      pairStamps[key] = this.stamp;
      this.keys.push(key);
      for (let v = 0; v < N; v++) pairMasks[at + v] = r[v];
    } else {
      for (let v = 0; v < N; v++) pairMasks[at + v] &= r[v];
    }
  }

  /**
   * The pairs (keys cell · C + other, ascending, and their relation ids; views of memory the
   * next compile reuses) and the relations' masks, numbered in order of first use. Pairs that
   * allow everything are left out.
   */
  emit(): { keys: Int32Array; ids: Int32Array; relations: number[] } {
    const N = this.N;
    const all = (1 << N) - 1;
    const sorted = this.keys.sort((x, y) => x - y);
    const keys = emitKeys;
    const ids = emitIds;
    const relations: number[] = [];
    // relation ids by content: masks 0…4 and 5…8 as two numbers (9 bits each)
    const byContent = new Map<number, Map<number, number>>();
    let count = 0;
    for (const key of sorted) {
      const at = key * 9;
      let low = 0;
      let high = 0;
      let everything = true;
      for (let v = 0; v < N; v++) {
        const m = pairMasks[at + v];
        if (m !== all) everything = false;
        if (v < 5) low = low * 512 + m;
        else high = high * 512 + m;
      }
      if (everything) continue;
      let inner = byContent.get(low);
      if (!inner) byContent.set(low, (inner = new Map()));
      let id = inner.get(high);
      if (id === undefined) {
        id = relations.length / N;
        inner.set(high, id);
        for (let v = 0; v < N; v++) relations.push(pairMasks[at + v]);
      }
      keys[count] = key;
      ids[count++] = id;
    }
    return { keys: keys.subarray(0, count), ids: ids.subarray(0, count), relations };
  }
}
