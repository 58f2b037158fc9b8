/**
 * The candidate board of the bitmask engine: one two-word mask per cell, an undo trail, and
 * propagation by naked and hidden singles to a fixed point.
 *
 * Owns: masks, trail, the queue of newly solved cells, and the rules. Does not own: the
 * choice of branching cell order or the search loop (search.ts), input checks (search.ts).
 *
 * Masks (digit d = 1…N allowed ⇔ bit d-1 set; N ≤ 64, so two Int32 words per cell):
 *
 *   lo[cell]   bits 0…31  = digits 1…32
 *   hi[cell]   bits 0…31  = digits 33…64     (always 0 when N ≤ 32)
 *
 * Trail (undo log): every mask change appends (cell, old lo, old hi); a search level records
 * the trail length as its mark and undoing to the mark restores that level's board exactly.
 *
 *   trail: [ cell | old lo | old hi ][ cell | old lo | old hi ] …      3 Int32 per change
 *                                    ^ mark of level 1        ^ top
 *
 * Every change on the live path shrinks a cell's mask, so the trail never holds more than
 * C·N entries. A cell enters the queue only when its mask becomes a single digit, which
 * happens at most once per propagation (a second change would empty it: a contradiction).
 *
 * Only units with a changed cell are searched for hidden singles: every write flags its
 * cell's three units (a stack of at most 3N unit numbers), and a state the search returns to
 * is already a fixed point.
 *
 * Rules, applied until nothing changes (the result is the same whatever the order, because
 * each rule only removes candidates and stays applicable as masks shrink):
 * - naked single: a cell with one candidate d removes d from every other cell of its units;
 * - hidden single: a digit with exactly one place in a unit is placed there;
 * - contradiction: a cell with no candidate, or a unit in which some digit has no place (a
 *   digit given twice in a unit empties one of the two cells through the naked-single rule).
 */
import { isSingle, maskSize } from './bits.js';
import { geometryOf, type Geometry } from '../../board/geometry.js';

/** Candidate masks with an undo trail, for one box size at a time. */
export class CandidateBoard {
  /** Current geometry (set by {@link load}). */
  geo: Geometry = geometryOf(2);
  /** Low words of the masks (digits 1…32). */
  lo: Int32Array = new Int32Array(0);
  /** High words of the masks (digits 33…64). */
  hi: Int32Array = new Int32Array(0);
  /** Length of the trail in Int32 words (3 per change); a level's mark. */
  trailTop = 0;

  private fullLo = 0;
  private fullHi = 0;
  private trail = new Int32Array(0);
  private queue = new Int32Array(0);
  private qHead = 0;
  private qTail = 0;
  /** Units waiting for a hidden-single check, and a flag per unit: already waiting. */
  private dirty = new Int32Array(0);
  private dirtyTop = 0;
  private isDirty = new Uint8Array(0);

  /**
   * Sets up the root board: every digit allowed, intersected with `candidates` (lo, hi per
   * cell) when given; a given cell allows only its digit. Values outside 1…N are empty cells.
   * @returns false when some cell is left without a candidate (the puzzle has no solution).
   */
  load(n: number, cells: Uint8Array, candidates?: Uint32Array): boolean {
    const geo = (this.geo = geometryOf(n));
    const { N, C } = geo;
    this.ensureCapacity(C, N);
    this.fullLo = N >= 32 ? -1 : (1 << N) - 1;
    this.fullHi = N >= 64 ? -1 : N > 32 ? (1 << (N - 32)) - 1 : 0;
    this.trailTop = 0;
    this.qHead = this.qTail = 0;
    for (let u = 0; u < 3 * N; u++) {
      this.dirty[u] = 3 * N - 1 - u; // popped in ascending unit order
      this.isDirty[u] = 1;
    }
    this.dirtyTop = 3 * N;
    const { lo, hi, queue } = this;
    let ok = true;
    for (let cell = 0; cell < C; cell++) {
      const v = cells[cell];
      let l = this.fullLo;
      let h = this.fullHi;
      if (v >= 1 && v <= N) {
        l = v <= 32 ? 1 << (v - 1) : 0;
        h = v > 32 ? 1 << (v - 33) : 0;
      }
      if (candidates !== undefined) {
        l &= candidates[2 * cell];
        h &= candidates[2 * cell + 1];
      }
      lo[cell] = l;
      hi[cell] = h;
      if ((l | h) === 0) ok = false;
      else if (isSingle(l, h)) queue[this.qTail++] = cell;
    }
    return ok;
  }

  /** Restores the masks as they were when the trail length was `mark`. */
  undoTo(mark: number): void {
    const { trail, lo, hi } = this;
    let t = this.trailTop;
    while (t > mark) {
      t -= 3;
      const cell = trail[t];
      lo[cell] = trail[t + 1];
      hi[cell] = trail[t + 2];
    }
    this.trailTop = t;
  }

  /** Places digit `d` (1…N, a candidate of `cell`) and queues the cell for propagation. */
  assign(cell: number, d: number): void {
    // Units left waiting by an abandoned propagation hold no news for the restored state.
    while (this.dirtyTop > 0) this.isDirty[this.dirty[--this.dirtyTop]] = 0;
    this.write(cell, d <= 32 ? 1 << (d - 1) : 0, d > 32 ? 1 << (d - 33) : 0);
    this.qHead = 0;
    this.qTail = 1;
    this.queue[0] = cell;
  }

  /**
   * Applies naked and hidden singles until nothing changes.
   * @returns false on a contradiction (the board then holds a partial state; undo it).
   */
  propagate(): boolean {
    for (;;) {
      if (!this.nakedSingles()) return false;
      if (this.dirtyTop === 0) return true;
      const unit = this.dirty[--this.dirtyTop];
      this.isDirty[unit] = 0;
      if (!this.hiddenSingles(unit)) return false;
    }
  }

  /**
   * The branching cell: the first cell in reading order among those with the fewest
   * candidates (at least two); -1 when every cell is solved.
   */
  branchCell(): number {
    const { lo, hi } = this;
    const C = this.geo.C;
    let best = -1;
    let bestSize = 65;
    for (let cell = 0; cell < C; cell++) {
      const size = maskSize(lo[cell], hi[cell]);
      if (size > 1 && size < bestSize) {
        best = cell;
        bestSize = size;
        if (size === 2) break;
      }
    }
    return best;
  }

  private write(cell: number, l: number, h: number): void {
    const t = this.trailTop;
    const trail = this.trail;
    trail[t] = cell;
    trail[t + 1] = this.lo[cell];
    trail[t + 2] = this.hi[cell];
    this.trailTop = t + 3;
    this.lo[cell] = l;
    this.hi[cell] = h;
    const cellUnits = this.geo.cellUnits;
    for (let k = 3 * cell; k < 3 * cell + 3; k++) {
      const u = cellUnits[k];
      if (this.isDirty[u] === 0) {
        this.isDirty[u] = 1;
        this.dirty[this.dirtyTop++] = u;
      }
    }
  }

  /** Drains the queue: each solved cell's digit leaves its peers. False on an empty cell. */
  private nakedSingles(): boolean {
    const { lo, hi, queue } = this;
    const { N, units, cellUnits } = this.geo;
    while (this.qHead < this.qTail) {
      const cell = queue[this.qHead++];
      const dl = lo[cell];
      const dh = hi[cell];
      for (let k = 0; k < 3; k++) {
        const base = cellUnits[3 * cell + k] * N;
        for (let j = base; j < base + N; j++) {
          const peer = units[j];
          const pl = lo[peer];
          const ph = hi[peer];
          if (((pl & dl) | (ph & dh)) === 0 || peer === cell) continue;
          const nl = pl & ~dl;
          const nh = ph & ~dh;
          if ((nl | nh) === 0) return false;
          this.write(peer, nl, nh);
          if (isSingle(nl, nh)) queue[this.qTail++] = peer;
        }
      }
    }
    return true;
  }

  /**
   * Places the hidden singles of one unit (queued for the naked-single rule).
   * @returns false on a contradiction.
   */
  private hiddenSingles(unit: number): boolean {
    const { lo, hi, queue } = this;
    const { N, units } = this.geo;
    const base = unit * N;
    // once: digits seen at least once; twice: at least twice.
    let onceLo = 0;
    let onceHi = 0;
    let twiceLo = 0;
    let twiceHi = 0;
    for (let j = base; j < base + N; j++) {
      const l = lo[units[j]];
      const h = hi[units[j]];
      twiceLo |= onceLo & l;
      twiceHi |= onceHi & h;
      onceLo |= l;
      onceHi |= h;
    }
    if (onceLo !== this.fullLo || onceHi !== this.fullHi) return false;
    const soloLo = onceLo & ~twiceLo;
    const soloHi = onceHi & ~twiceHi;
    if ((soloLo | soloHi) === 0) return true;
    for (let j = base; j < base + N; j++) {
      const cell = units[j];
      const l = lo[cell];
      const h = hi[cell];
      const sl = l & soloLo;
      const sh = h & soloHi;
      if ((sl | sh) === 0 || isSingle(l, h)) continue;
      // Two digits that can only go here: one of them loses its only place.
      if (!isSingle(sl, sh)) return false;
      this.write(cell, sl, sh);
      queue[this.qTail++] = cell;
    }
    return true;
  }

  private ensureCapacity(C: number, N: number): void {
    if (this.lo.length < C) {
      this.lo = new Int32Array(C);
      this.hi = new Int32Array(C);
      this.queue = new Int32Array(C);
    }
    if (this.dirty.length < 3 * N) {
      this.dirty = new Int32Array(3 * N);
      this.isDirty = new Uint8Array(3 * N);
    }
    if (this.trail.length < 3 * C * N) this.trail = new Int32Array(3 * C * N);
  }
}
