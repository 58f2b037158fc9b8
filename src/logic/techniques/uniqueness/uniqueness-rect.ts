/**
 * Uniqueness helpers: finding the rectangles that uniqueness techniques reason about, and the
 * words and cell sets they share.
 *
 * Owns: {@link forEachRectangle} (unique rectangles of unsolved cells, anchored on a bivalue
 * corner), {@link forEachAvoidableRectangle} (rectangles of non-given cells, some of them
 * already solved), the per-grid-state lists that let the finders running one after the other
 * share one search, and the naming helpers. Does not own: the deductions
 * (`uniqueness.ts`, `uniqueness-avoidable.ts`).
 *
 * A rectangle is four cells in 2 rows, 2 columns and exactly 2 boxes (the rows share a band
 * and the columns do not, or the reverse). Its corners are kept in reading order:
 *
 *   0 ── 1      row-mate of corner i:    i ^ 1
 *   │    │      column-mate of corner i: i ^ 2
 *   2 ── 3      diagonal of corner i:    3 - i
 *
 * If none of the four is a given and all four end up holding only a and b, a and b can be
 * swapped in them: a second solution. So in a unique puzzle at least one corner holds a digit
 * other than a and b; every uniqueness deduction follows from that (the "deadly pattern").
 */
import { popcount, type CandidateGrid } from '../../grid.js';

/** A rectangle being visited: corners (reading order) and its two digits. Reused, read-only to visitors. */
export class Rectangle {
  /** The four corners: top-left, top-right, bottom-left, bottom-right. */
  readonly corners: Int32Array = new Int32Array(4);
  /** The smaller and the larger digit of the pair. */
  a = 0;
  b = 0;
  /** Mask of {a, b}. */
  ab = 0;

  /** The corners as a new array (for a step). */
  cells(): number[] {
    return Array.from(this.corners);
  }
}

/** Sets of corners with extra candidates (4-bit sets), as a mask over the 16 sets: bit s ⇔ set s wanted. */
export type CornerSets = number;

/** The corner sets of each size or shape, to pass to {@link forEachRectangle}. */
export const SETS = {
  /** One corner with extras. */
  one: (1 << 0b0001) | (1 << 0b0010) | (1 << 0b0100) | (1 << 0b1000),
  /** Two corners in a row or a column. */
  sideBySide: (1 << 0b0011) | (1 << 0b1100) | (1 << 0b0101) | (1 << 0b1010),
  /** Two corners on a diagonal. */
  diagonal: (1 << 0b1001) | (1 << 0b0110),
  /** Three corners. */
  three: (1 << 0b0111) | (1 << 0b1011) | (1 << 0b1101) | (1 << 0b1110),
} as const;

/**
 * Visits the unique rectangles whose set of corners with extra candidates (other than a and
 * b) is one of `wanted`: four unsolved cells, at least one of them (the anchor) with exactly the
 * two candidates a and b, every other corner with at least one of them. A corner may miss a or
 * b: the deadly-pattern argument does not need it (a candidate removed by a sound step never
 * was the solution). Each rectangle and pair is visited once, in the order of its first anchor.
 * `extra[i]` receives corner i's extra candidates. Stops when `visit` returns true.
 *
 * The seven UR finders run one after the other on the same grid, so the rectangles of the
 * last candidate state are kept and reused while the candidates are unchanged.
 */
export function forEachRectangle(
  grid: CandidateGrid,
  wanted: CornerSets,
  rect: Rectangle,
  extra: Int32Array,
  visit: (rect: Rectangle, withExtra: number) => boolean,
): boolean {
  const { cands } = grid;
  if (!UR_CACHE.matches(grid)) findRectangles(grid, UR_CACHE.reset(grid));
  return UR_CACHE.walk((list, k) => {
    const withExtra = list[k + 5];
    if (((wanted >> withExtra) & 1) === 0) return false;
    const ab = list[k + 4];
    for (let i = 0; i < 4; i++) {
      rect.corners[i] = list[k + i];
      extra[i] = cands[list[k + i]] & ~ab;
    }
    rect.ab = ab;
    rect.a = 32 - Math.clz32(ab & -ab);
    rect.b = 32 - Math.clz32(ab);
    return visit(rect, withExtra);
  });
}

/**
 * Rectangles found on one grid state, kept while the state is unchanged (several finders run
 * one after the other on the same grid): fixed-width entries of ints in `list`, and a copy of
 * the state (candidates; values and givens too when the entries depend on them). Buffers are
 * reused, except while a visitor walks the list (a sink that runs a finder on another grid):
 * then new ones are made, so a walk never sees its list change.
 */
class RectangleCache {
  private cands = new Int32Array(0);
  private values = new Uint8Array(0);
  private givens = new Uint8Array(0);
  private list = new Int32Array(0);
  private length = 0;
  private walking = 0;

  constructor(
    private readonly width: number,
    private readonly withValues: boolean,
  ) {}

  /** True when the grid's state is the one the list was made from. */
  matches(grid: CandidateGrid): boolean {
    const { C, cands, values, givens } = grid;
    if (C !== this.cands.length) return false;
    for (let i = 0; i < C; i++) if (cands[i] !== this.cands[i]) return false;
    if (!this.withValues) return true;
    for (let i = 0; i < C; i++) if (values[i] !== this.values[i] || givens[i] !== this.givens[i]) return false;
    return true;
  }

  /** Empties the list for the grid's state; returns the writer to fill it with. */
  reset(grid: CandidateGrid): RectangleCache {
    const { C } = grid;
    if (this.walking > 0 || C !== this.cands.length) {
      this.cands = new Int32Array(C);
      this.values = new Uint8Array(this.withValues ? C : 0);
      this.givens = new Uint8Array(this.withValues ? C : 0);
      this.list = new Int32Array(Math.max(16 * this.width, this.list.length));
    }
    this.cands.set(grid.cands);
    if (this.withValues) {
      this.values.set(grid.values);
      this.givens.set(grid.givens);
    }
    this.length = 0;
    return this;
  }

  /** Room for one more entry: its first index in `buffer()`, the list grown if needed. */
  add(): number {
    if (this.length + this.width > this.list.length) {
      const grown = new Int32Array(2 * this.list.length + 16 * this.width);
      grown.set(this.list);
      this.list = grown;
    }
    const at = this.length;
    this.length += this.width;
    return at;
  }

  /**
   * Adds an entry that starts with the rectangle of rows `top`, `bottom` (cell offsets, r·N)
   * and columns `left`, `right`: its corners in reading order, then the pair mask `ab`. Returns
   * its first index in `buffer()`, where the caller writes the rest.
   */
  addRectangle(top: number, bottom: number, left: number, right: number, ab: number): number {
    const k = this.add();
    const list = this.list;
    list[k] = top + left;
    list[k + 1] = top + right;
    list[k + 2] = bottom + left;
    list[k + 3] = bottom + right;
    list[k + 4] = ab;
    return k;
  }

  /** The list being written (valid until the next `add`). */
  buffer(): Int32Array {
    return this.list;
  }

  /** Calls `each` with the list and each entry's first index until it returns true. */
  walk(each: (list: Int32Array, k: number) => boolean): boolean {
    const list = this.list;
    const end = this.length;
    this.walking++;
    try {
      for (let k = 0; k < end; k += this.width) if (each(list, k)) return true;
      return false;
    } finally {
      this.walking--;
    }
  }
}

/** Unique rectangles: 4 corners, pair mask, set of corners with extras. */
const UR_CACHE = new RectangleCache(6, false);

/** Finds the unique rectangles of a grid into `out` (see {@link forEachRectangle}). */
function findRectangles(grid: CandidateGrid, out: RectangleCache): void {
  const { cands, N, n, C } = grid;
  for (let x = 0; x < C; x++) {
    const m = cands[x];
    if (m === 0 || (m & (m - 1)) === 0 || popcount(m) !== 2) continue;
    const r = (x / N) | 0;
    const c = x % N;
    const band = r - (r % n);
    const stack = c - (c % n);
    for (let r2 = 0; r2 < N; r2++) {
      const y = r2 * N + c;
      if (r2 === r || (cands[y] & m) === 0 || (cands[y] === m && y < x)) continue; // y < x: visited from y
      // same band: the other column in another stack; another band: in the same stack
      const sameBand = r2 >= band && r2 < band + n;
      for (let c2 = 0; c2 < N; c2++) {
        if (c2 === c || sameBand === (c2 >= stack && c2 < stack + n)) continue;
        const z = r * N + c2;
        const w = r2 * N + c2;
        const mz = cands[z];
        const mw = cands[w];
        if ((mz & m) === 0 || (mw & m) === 0 || (mz === m && z < x) || (mw === m && w < x)) continue;
        const top = r < r2 ? r * N : r2 * N;
        const bottom = r < r2 ? r2 * N : r * N;
        const left = c < c2 ? c : c2;
        const right = c < c2 ? c2 : c;
        const k = out.addRectangle(top, bottom, left, right, m);
        out.buffer()[k + 5] =
          ((cands[top + left] & ~m) !== 0 ? 1 : 0) |
          ((cands[top + right] & ~m) !== 0 ? 2 : 0) |
          ((cands[bottom + left] & ~m) !== 0 ? 4 : 0) |
          ((cands[bottom + right] & ~m) !== 0 ? 8 : 0);
      }
    }
  }
}

/**
 * Visits the avoidable rectangles that Types 1 and 2 can use: four non-given cells, at least
 * two of them solved, the unsolved ones (one, or two that are both bivalue) still having
 * their pattern digit, and the solved ones fitting the deadly pattern on some pair {a, b}
 * (diagonal corners equal, adjacent ones different). `pattern[i]` receives the digit corner i
 * would take in the pattern. Visited once per rectangle and pair, in the order of its first
 * unsolved corner. Stops when `visit` returns true. Kept for the next finder like the URs.
 */
export function forEachAvoidableRectangle(
  grid: CandidateGrid,
  rect: Rectangle,
  pattern: Int32Array,
  visit: (rect: Rectangle) => boolean,
): boolean {
  if (!AR_CACHE.matches(grid)) findAvoidable(grid, AR_CACHE.reset(grid));
  return AR_CACHE.walk((list, k) => {
    const ab = list[k + 4];
    for (let i = 0; i < 4; i++) {
      rect.corners[i] = list[k + i];
      pattern[i] = list[k + 5 + i];
    }
    rect.ab = ab;
    rect.a = 32 - Math.clz32(ab & -ab);
    rect.b = 32 - Math.clz32(ab);
    return visit(rect);
  });
}

/** Avoidable rectangles: 4 corners, pair mask, the 4 corners' pattern digits. */
const AR_CACHE = new RectangleCache(9, true);

/** Finds the avoidable rectangles of a grid into `out` (see {@link forEachAvoidableRectangle}). */
function findAvoidable(grid: CandidateGrid, out: RectangleCache): void {
  const { N, n, C, values, givens, cands } = grid;
  // per row: columns of solved non-given cells; per column: rows of those and of bivalue cells
  const placedInRow = new Int32Array(N);
  const placedInCol = new Int32Array(N);
  const bivalueInCol = new Int32Array(N);
  let placed = 0;
  for (let x = 0; x < C; x++) {
    const r = (x / N) | 0;
    const c = x % N;
    if (values[x] !== 0 && givens[x] === 0) {
      placedInRow[r] |= 1 << c;
      placedInCol[c] |= 1 << r;
      placed++;
    } else if (popcount(cands[x]) === 2) bivalueInCol[c] |= 1 << r;
  }
  if (placed < 2) return;
  for (let u = 0; u < C; u++) {
    const mu = cands[u];
    if (mu === 0) continue;
    const bivalue = popcount(mu) === 2;
    const r = (u / N) | 0;
    const c = u % N;
    const band = r - (r % n);
    const stackCols = (((1 << n) - 1) << (c - (c % n))) & grid.all;
    // the column-mate: solved, or (both open corners bivalue) bivalue and after u
    let rows = (placedInCol[c] | (bivalue ? bivalueInCol[c] & ~((2 << r) - 1) : 0)) & ~(1 << r);
    for (; rows !== 0; rows &= rows - 1) {
      const r2 = 31 - Math.clz32(rows & -rows);
      const y = r2 * N + c;
      // the other column: another stack in the same band, the same stack in another band
      let cols = r2 >= band && r2 < band + n ? grid.all & ~stackCols : stackCols & ~(1 << c);
      // at least two solved corners: with y open, z and w solved; else z or w (both unless u is bivalue)
      cols &= values[y] === 0 || !bivalue ? placedInRow[r] & placedInRow[r2] : placedInRow[r] | placedInRow[r2];
      for (; cols !== 0; cols &= cols - 1) {
        const c2 = 31 - Math.clz32(cols & -cols);
        addAvoidable(grid, out, u, y, r * N + c2, r2 * N + c2);
      }
    }
  }
}

/**
 * Checks one candidate avoidable rectangle, u its first unsolved corner, y its column-mate,
 * z its row-mate, w its diagonal, and adds it once per digit pair that fits.
 */
function addAvoidable(grid: CandidateGrid, out: RectangleCache, u: number, y: number, z: number, w: number): void {
  const { N, values, givens, cands } = grid;
  const vy = values[y];
  const vz = values[z];
  const vw = values[w];
  if (givens[z] !== 0 || givens[w] !== 0) return;
  // p (the digit of u and w) must be a candidate of u; y and z take the same digit q
  if ((vw !== 0 && (cands[u] & (1 << (vw - 1))) === 0) || (vy !== 0 && vz !== 0 && vy !== vz)) return;
  // an open corner after u must be bivalue, as must u then; one before u was visited from it
  const open = 1 + (vy === 0 ? 1 : 0) + (vz === 0 ? 1 : 0) + (vw === 0 ? 1 : 0);
  if (open > 2) return;
  if (open === 2) {
    const other = vy === 0 ? y : vz === 0 ? z : w;
    if (other < u || popcount(cands[other]) !== 2 || popcount(cands[u]) !== 2) return;
  }
  const q = vy !== 0 ? vy : vz;
  let ps = (vw !== 0 ? 1 << (vw - 1) : cands[w]) & cands[u];
  let qs = q !== 0 ? 1 << (q - 1) : grid.all;
  if (vy === 0) qs &= cands[y];
  if (vz === 0) qs &= cands[z];
  const r1 = (u / N) | 0;
  const r2 = (w / N) | 0;
  const c1 = u % N;
  const c2 = w % N;
  const top = Math.min(r1, r2) * N;
  const bottom = Math.max(r1, r2) * N;
  const left = Math.min(c1, c2);
  const right = Math.max(c1, c2);
  for (; ps !== 0; ps &= ps - 1) {
    const pBit = ps & -ps;
    for (let rest = qs & ~pBit; rest !== 0; rest &= rest - 1) {
      const qBit = rest & -rest;
      const p = 32 - Math.clz32(pBit);
      const qd = 32 - Math.clz32(qBit);
      const k = out.addRectangle(top, bottom, left, right, pBit | qBit);
      const list = out.buffer();
      for (let i = 0; i < 4; i++) list[k + 5 + i] = list[k + i] === u || list[k + i] === w ? p : qd;
    }
  }
}

/** The corners as words: `r1c1, r1c4, r5c1, r5c4`. */
export function rectName(rect: Rectangle, N: number): string {
  let s = '';
  for (let i = 0; i < 4; i++) {
    const cell = rect.corners[i];
    s += `${i > 0 ? ', ' : ''}r${((cell / N) | 0) + 1}c${(cell % N) + 1}`;
  }
  return s;
}
