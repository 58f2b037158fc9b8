/**
 * The search behind every basic fish (`fish.ts`): base lines, cover lines and fins on one digit.
 *
 * Owns: the line masks of every digit, the enumeration of k base lines with their k cover lines
 * (rows as base sets and columns as cover sets, then the transpose), the fins of a finned fish
 * (base candidates outside the cover lines, all in one box), what a fish removes and whether a
 * finned fish is sashimi. Does not own: names, sentences and steps (`fish.ts`).
 *
 * A fish is read in "line / position" terms so that one routine serves both orientations:
 *
 *   rows as base     line = row,    position = column   cell = line·N + position
 *   columns as base  line = column, position = row      cell = position·N + line
 *
 *   lines[line]  bit p set ⇔ the digit is a candidate at position p of the line
 *   U            the union of the base lines' masks: the positions (cover lines) they use
 *
 *   basic   |U| = k                        → remove the digit from the cover lines elsewhere
 *   finned  U minus the positions of one   → the fins (base candidates outside the cover) all
 *           stack of boxes has ≤ k lines     lie in one box; remove the digit from the cells of
 *           and k cover lines are chosen      the cover lines in that box (they see every fin)
 *
 * Lines and positions are both grouped in blocks of n (bands and stacks), so the box of
 * (line l, position p) is the pair of blocks (⌊l/n⌋, ⌊p/n⌋) in either orientation.
 *
 * The technique comes from the published descriptions of fish: Sudopedia's "Fish" and
 * "Finned/Sashimi Fish" pages and HoDoKu's "Basic Fish" technique page.
 */
import { popcount, type CandidateGrid } from '../../grid.js';

/** One fish found: the lines and blocks that make it. The search reuses one object: copy it to keep it. */
export interface FishHit {
  /** The fish digit. */
  digit: number;
  /** True when the base sets are rows (cover sets columns), false for the transpose. */
  rowsBase: boolean;
  /** Number of base (and cover) lines, 2…4. */
  size: number;
  /** Mask of the base line indices. */
  base: number;
  /** Mask of the cover line indices (positions in the base lines). */
  cover: number;
  /** Block (band or stack) of the lines holding the fins, -1 for a fish without fins. */
  finLineBlock: number;
  /** Block of the positions holding the fins, -1 for a fish without fins. */
  finPosBlock: number;
  /** The digit's positions per line: line l of this orientation is `lines[at + l]`. */
  lines: Int32Array;
  /** Offset of this digit and orientation in `lines`. */
  at: number;
}

/** Called for each fish found; returns true to stop the search. */
export type FishVisitor = (hit: FishHit) => boolean;

/** The index (0-based) of the lowest set bit of a non-zero mask. */
export function lowBit(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/** The mask of the n positions of block s. */
function blockMask(n: number, s: number): number {
  return ((1 << n) - 1) << (n * s);
}

/**
 * The fish search over one grid: built once per finder call (one pass over the candidates),
 * then {@link FishScan.search} per digit, orientation and size. Never changes the grid.
 */
export class FishScan {
  /** Box size and side. */
  readonly n: number;
  readonly N: number;
  /**
   * Positions of every digit in every line: digit d's rows at (d-1)·2N + r (bit = column),
   * its columns at (d-1)·2N + N + c (bit = row).
   */
  readonly lines: Int32Array;
  private readonly cand: Int32Array;
  private readonly blocks: Int32Array;
  /** Mask of every stack (block) index. */
  private readonly allStacks: number;
  private count = 0;
  /** Offset of the cross lines (the other orientation) of the digit being searched. */
  private cross = 0;
  private finned = false;
  private visit: FishVisitor = () => false;
  private readonly hit: FishHit;

  constructor(grid: CandidateGrid) {
    const { n, N, C, cands } = grid;
    this.n = n;
    this.N = N;
    const lines = (this.lines = new Int32Array(2 * N * N));
    for (let cell = 0, r = 0, c = 0; cell < C; cell++) {
      for (let m = cands[cell]; m !== 0; m &= m - 1) {
        const at = lowBit(m) * 2 * N;
        lines[at + r] |= 1 << c;
        lines[at + N + c] |= 1 << r;
      }
      if (++c === N) {
        c = 0;
        r++;
      }
    }
    this.cand = new Int32Array(N);
    this.blocks = new Int32Array(n);
    for (let s = 0; s < n; s++) this.blocks[s] = blockMask(n, s);
    this.allStacks = (1 << n) - 1;
    this.hit = { digit: 0, rowsBase: true, size: 0, base: 0, cover: 0, finLineBlock: -1, finPosBlock: -1, lines, at: 0 };
  }

  /**
   * Visits every fish of `size` lines on `digit` with rows (`rowsBase`) or columns as base
   * sets: base combinations in ascending order, then (finned) stacks and cover choices. Without
   * `finned` only fish without fins are visited; with it only fish with fins whose box still
   * holds some candidate of a cover line outside the base (one that may be removed). The
   * visitor returns true to stop; so does this method then.
   */
  search(digit: number, rowsBase: boolean, size: number, finned: boolean, visit: FishVisitor): boolean {
    const { N, lines, cand, hit } = this;
    const at = (digit - 1) * 2 * N + (rowsBase ? 0 : N);
    let count = 0;
    for (let l = 0; l < N; l++) {
      const m = lines[at + l];
      if (m !== 0 && (finned ? this.stacks(m, size, this.allStacks) !== 0 : popcount(m) <= size)) cand[count++] = l;
    }
    if (count < size) return false;
    this.count = count;
    this.finned = finned;
    this.visit = visit;
    hit.digit = digit;
    hit.rowsBase = rowsBase;
    hit.size = size;
    hit.at = at;
    this.cross = rowsBase ? at + N : at - N;
    return this.next(0, 0, 0, 0, this.allStacks);
  }

  /**
   * Adds base lines from candidate `from` on, `depth` lines chosen so far with union `u`;
   * `viable` (finned) is the mask of stacks that may still hold the fins.
   */
  private next(from: number, depth: number, base: number, u: number, viable: number): boolean {
    const { cand, lines, hit, finned } = this;
    const size = hit.size;
    for (let i = from; i <= this.count - (size - depth); i++) {
      const l = cand[i];
      const nu = u | lines[hit.at + l];
      let nv = 0;
      if (finned ? (nv = this.stacks(nu, size, viable)) === 0 : popcount(nu) > size) continue;
      const nb = base | (1 << l);
      if (depth + 1 === size ? this.finish(nb, nu, nv) : this.next(i + 1, depth + 1, nb, nu, nv)) return true;
    }
    return false;
  }

  /**
   * The stacks among `viable` that leave fewer than `size` positions of U outside them: the
   * ones that may still hold the fins of a finned fish, since the cover lines outside the fins'
   * stack are all those positions and at least one cover line must cross the fins' box (else
   * no cell sees the fins and the cover at once).
   */
  private stacks(u: number, size: number, viable: number): number {
    const { blocks } = this;
    let out = 0;
    for (let v = viable; v !== 0; v &= v - 1) {
      const s = lowBit(v);
      if (popcount(u & ~blocks[s]) < size) out |= 1 << s;
    }
    return out;
  }

  /** The base lines are chosen: find their cover lines (and fins). */
  private finish(base: number, u: number, viable: number): boolean {
    const { hit, blocks, lines, n } = this;
    const size = hit.size;
    hit.base = base;
    if (!this.finned) {
      if (popcount(u) !== size) return false; // fewer cover lines than base lines: no solution
      hit.cover = u;
      hit.finLineBlock = -1;
      hit.finPosBlock = -1;
      return this.visit(hit);
    }
    // the bands holding base lines: the fins' box is in one of them
    let bands = 0;
    for (let b = base; b !== 0; b &= b - 1) bands |= 1 << ((lowBit(b) / n) | 0);
    for (let v = viable; v !== 0; v &= v - 1) {
      const s = lowBit(v);
      const required = u & ~blocks[s]; // positions outside the fins' stack: all cover lines
      const need = size - popcount(required); // cover lines still to pick in the stack
      const avail = u & blocks[s];
      if (need < 1 || need >= popcount(avail)) continue; // no cover line in the fins' box, or no fin
      for (let bv = bands; bv !== 0; bv &= bv - 1) {
        const band = lowBit(bv);
        const inBand = blocks[band]; // the band's lines (lines are grouped in blocks of n too)
        // base lines outside the band have no fin: their positions in the stack are covered
        let forced = 0;
        for (let b = base & ~inBand; b !== 0; b &= b - 1) forced |= lines[hit.at + lowBit(b)];
        forced &= avail;
        if (popcount(forced) > need) continue;
        // positions of the stack where the band holds the digit outside the base: what may go
        let open = 0;
        for (let m = avail; m !== 0; m &= m - 1) {
          const p = lowBit(m);
          if ((lines[this.cross + p] & inBand & ~base) !== 0) open |= 1 << p;
        }
        if (open === 0) continue;
        // each choice of `need` stack positions holding the forced ones completes the cover
        for (let sub = avail; sub !== 0; sub = (sub - 1) & avail) {
          if ((sub & forced) !== forced || (sub & open) === 0 || popcount(sub) !== need) continue;
          hit.cover = required | sub;
          hit.finLineBlock = band;
          hit.finPosBlock = s;
          if (this.visit(hit)) return true;
        }
      }
    }
    return false;
  }
}

/**
 * Calls `each(line, positions)` for every line holding candidates the fish removes: for a fish
 * without fins, the cover positions of every line outside the base; for a finned fish only
 * those in the fins' box. Returns how many candidates go.
 */
export function forEachElimination(hit: FishHit, N: number, n: number, each?: (line: number, positions: number) => void): number {
  const { lines, at, base } = hit;
  let from = 0;
  let to = N;
  let keep = hit.cover;
  if (hit.finLineBlock >= 0) {
    from = hit.finLineBlock * n;
    to = from + n;
    keep &= blockMask(n, hit.finPosBlock);
  }
  let total = 0;
  for (let l = from; l < to; l++) {
    if ((base >> l) & 1) continue;
    const e = lines[at + l] & keep;
    if (e === 0) continue;
    total += popcount(e);
    if (each) each(l, e);
  }
  return total;
}

/** The cell at position `p` of line `l`. */
export function cellAt(hit: FishHit, N: number, l: number, p: number): number {
  return hit.rowsBase ? l * N + p : p * N + l;
}

/**
 * True when the finned fish is sashimi: some base line keeps at most one candidate once the
 * fins are taken away (without its fins the fish would be degenerate). HoDoKu's rule.
 */
export function isSashimi(hit: FishHit): boolean {
  for (let b = hit.base; b !== 0; b &= b - 1) {
    if (popcount(hit.lines[hit.at + lowBit(b)] & hit.cover) <= 1) return true;
  }
  return false;
}
