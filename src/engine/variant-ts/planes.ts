/**
 * The digit-plane frames of the TypeScript variant engine, for programs with at most 64 houses:
 * houses, extra regions, diagonals, anti-knight, anti-king and pair rules (non-consecutive,
 * kropki, XV, thermometers …) run on the planes; rule records (cages, arrows, sums …) run their
 * handlers (rules.ts) on masks made from the planes. The twin of assembly/variant/planes.ts;
 * search.ts drives them.
 *
 * Owns: the planes frames (one per depth of search.ts's stack), their propagation, the
 * branching choice and the guess on them. Does not own: the stack, node counting, pausing (the
 * search driver, search.ts), the rules' handlers and queues, the conflict scores (the
 * Propagator of propagate.ts) or the program (program.ts checks it and expands relations).
 *
 * A frame is N + 1 cell sets (here 3 words each: cell 32·j + i is bit i of word j, as the
 * program's PEERS; the WebAssembly twin uses two u64):
 *
 *   plane 0 … plane N−1   the cells that may still hold digit v (plane v − 1); a fixed cell
 *                         stays in its digit's plane
 *   FIXED                 the cells already placed (their digit gone from their peers)
 *
 * Propagation, to a fixed point, each step run only when the ones before it find nothing:
 *   1. naked singles: a cell in no plane is a conflict; the cells in exactly one are placed
 *      (the cell leaves the other planes, its peers leave its digit's plane, each pair
 *      relation of the cell removes the digits it forbids from the other cell);
 *   2. rule records: the rules that read a cell changed since the last pass (or the seed
 *      cell) wake, the digits the planes lost leaving the frame's masks too; the one that
 *      waited longest runs on the masks (rules.ts), and again, until one narrows a cell: its
 *      lost digits leave the planes (a cage's exact step waits for step 5);
 *   3. houses, for each digit, only where its places changed since the digit was last
 *      scanned (and, once, every house of the cell the frame was seeded with), but not the
 *      houses of a cell fixed to the digit since (its one place there; a third of the
 *      houses met, measured on the generated sets): no place left
 *      is a conflict, one open place is a hidden single, 2 or 3 open places remove the digit
 *      from every cell that is a peer of all of them (locked digits: pointing and claiming,
 *      and the same through diagonals and knight moves) and, through pair relations, remove
 *      from a partner of the first place every digit that each place forbids it when holding
 *      the digit (places c − 1 and c + 1 of a row under non-consecutive: c loses both
 *      neighbours of the digit);
 *   4. pair tables: each open cell with pair relations, changed since the last pass, takes
 *      from the other cell the digits its relation allows for none of its candidates;
 *   5. the exact steps of cages that step 2 queued, one at a time, as step 2.
 * Rules before houses, exact cage steps last: on the six hardest published killers under their
 * 8 symmetries (bench/variants/symmetries.mjs) 314,616 nodes; rules after houses, 410,800 (the
 * mask engine's order, cells → houses → rules → locked digits → exact, 298,929 at 1.25× the
 * time). A frame of masks per planes frame (copied by the guess, as the planes) spares
 * rebuilding them per propagation.
 *
 * Branching, as search.ts's: binary, on the open cell with the most (conflict score + 64)
 * per candidate (the first in reading order on a tie), trying the digit with the fewest
 * places in one of its houses (the lowest on a tie). A conflict adds 16 to the score of the
 * cells it names: an emptied cell, a house with no place for a digit, a rule's cells; scores
 * halve every 4,096 conflicts. Which conflict is found first depends on the order of the steps,
 * so the twins keep the same order (cells ascending, in halves of 64 cells as the u64 words;
 * digits, then houses ascending; rules as they wake) and give the same nodes.
 */
import { bitCount, lowestBit } from '../bitmask-ts/bits.js';
import type { LoadedProgram } from './program.js';
import { BRANCH_BASE, EXACT_STEPS, type Propagator, RULE_STEPS, SCORE_STEP } from './propagate.js';

/** Words of one cell set. */
const SET = 3;

/** The digit-plane frames and their steps (see the header). */
export class PlaneFrames {
  private p!: LoadedProgram;
  private N = 0;
  private C = 0;
  /** Words of a frame: N + 1 sets. */
  private W = 0;
  private frames = new Int32Array(0);

  private readonly full = new Int32Array(SET);
  private readonly pairCells = new Int32Array(SET);
  /** The pair-relation partners of each cell (a cell set each). */
  private partnerSets = new Int32Array(0);
  private hasPairs = false;
  /**
   * Whether no pair relation between two cells that are not peers forbids equal digits (those
   * of peers all do: the compiler folds "different" into them): then {@link lockThroughPairs}
   * takes a digit only from a cell that is a partner of every place (or one of them) beyond what
   * the locked digit step does.
   */
  private equalAllowed = false;
  /** Houses: each digit's plane when last scanned; the seed cells (every house of them, once). */
  private scanned = new Int32Array(0);
  /** Houses: the fixed cells when each digit was last scanned (the houses of a cell fixed since need no scan for it). */
  private scannedFixed = new Int32Array(0);
  private readonly seedCells = new Int32Array(SET);
  /** Pair tables: the planes at the last pass; the cells changed since. */
  private snap = new Int32Array(0);
  private readonly dirty = new Int32Array(SET);
  /** Scratch: the houses to scan for one digit (1 = scan); the places of a locked digit. */
  private toScan = new Uint8Array(64);
  private readonly places = new Int32Array(3);
  private readonly reached = new Int32Array(SET);
  private readonly tied = new Int32Array(SET);
  /**
   * Rule records: whether there are any; their handlers' masks, one frame per planes frame
   * (frame d at [d·C, d·C + C), equal to the planes' digits whenever a propagation of frame d
   * ends without a conflict); the start of the frame being propagated.
   */
  private hasRules = false;
  private ruleMasks = new Uint16Array(0);
  private maskBase = 0;
  /** Rule records: the planes when the rules were last woken; the cells changed since. */
  private ruleSnap = new Int32Array(0);
  private readonly wake = new Int32Array(SET);

  /** `prop` runs the rules' handlers and keeps the conflict scores (shared with search.ts's masks). */
  constructor(private readonly prop: Propagator) {}

  /**
   * Loads a checked program of at most 64 houses (its queues prepared in the propagator, the
   * scores zeroed): frame 0 gets the root candidates. False when a cell has none (no solution,
   * nothing to search).
   */
  start(p: LoadedProgram): boolean {
    this.p = p;
    const N = (this.N = p.N);
    const C = (this.C = p.C);
    const W = (this.W = SET * (N + 1));
    if (this.frames.length < (C + 2) * W) this.frames = new Int32Array((C + 2) * W);
    if (this.ruleMasks.length < (C + 2) * C) this.ruleMasks = new Uint16Array((C + 2) * C);
    if (this.snap.length < SET * N) {
      this.snap = new Int32Array(SET * N);
      this.scanned = new Int32Array(SET * N);
      this.scannedFixed = new Int32Array(SET * N);
      this.ruleSnap = new Int32Array(SET * N);
    }
    if (this.toScan.length < p.houseCount) this.toScan = new Uint8Array(p.houseCount);
    if (this.partnerSets.length < SET * C) this.partnerSets = new Int32Array(SET * C);
    const w = p.words;
    const f = this.frames;
    f.fill(0, 0, W);
    this.full.fill(0);
    this.pairCells.fill(0);
    const partners = this.partnerSets.fill(0, 0, SET * C);
    for (let c = 0; c < C; c++) {
      const word = c >> 5;
      const bit = 1 << (c & 31);
      this.full[word] |= bit;
      for (let k = w[p.pairs + c]; k < w[p.pairs + c + 1]; k += 2) partners[SET * c + (w[k] >> 5)] |= 1 << (w[k] & 31);
      if (w[p.pairs + c + 1] > w[p.pairs + c]) this.pairCells[word] |= bit;
      const m = w[p.init + c] & p.all;
      if (m === 0) return false;
      this.ruleMasks[c] = m;
      for (let v = 0; v < N; v++) if ((m >> v) & 1) f[SET * v + word] |= bit;
    }
    this.hasPairs = (this.pairCells[0] | this.pairCells[1] | this.pairCells[2]) !== 0;
    // whether a relation between two cells that are not peers forbids equal digits (the
    // compiler folds "different" into the relations of peers, so theirs all do)
    this.equalAllowed = true;
    for (let c = 0; c < C && this.equalAllowed; c++) {
      for (let k = w[p.pairs + c]; k < w[p.pairs + c + 1]; k += 2) {
        const x = w[k];
        if ((w[p.peers + SET * c + (x >> 5)] >>> (x & 31)) & 1) continue;
        for (let v = 0; v < N; v++) if (this.relationForbids(w[k + 1], 1 << v) & (1 << v)) this.equalAllowed = false;
      }
    }
    this.hasRules = p.ruleCount > 0;
    this.prop.masks = this.ruleMasks;
    return true;
  }

  /** Frame d + 1 = frame d with `cell` holding digit v (0-based); frame d keeps every digit of the cell but v. */
  guess(d: number, cell: number, v: number): void {
    const { W, N, frames: f } = this;
    const base = d * W;
    const next = base + W;
    f.copyWithin(next, base, next);
    const word = cell >> 5;
    const keep = ~(1 << (cell & 31));
    for (let u = 0; u < N; u++) if (u !== v) f[next + SET * u + word] &= keep;
    f[base + SET * v + word] &= keep;
    if (this.hasRules) {
      const C = this.C;
      const masks = this.ruleMasks;
      masks.copyWithin((d + 1) * C, d * C, (d + 1) * C);
      masks[(d + 1) * C + cell] = 1 << v;
      masks[d * C + cell] &= ~(1 << v);
    }
  }

  /** Writes solved frame d into `out` (values 1…N). */
  solution(d: number, out: Uint8Array): void {
    const f = this.frames;
    const base = d * this.W;
    for (let v = 0; v < this.N; v++) {
      for (let j = 0; j < SET; j++) {
        for (let x = f[base + SET * v + j]; x !== 0; x &= x - 1) out[32 * j + lowestBit(x)] = v + 1;
      }
    }
  }

  /** Adds a conflict's score to every cell of the set in words a0, a1, a2. */
  private blame(a0: number, a1: number, a2: number): void {
    const s = this.prop.scores;
    for (let x = a0; x !== 0; x &= x - 1) s[lowestBit(x)] += SCORE_STEP;
    for (let x = a1; x !== 0; x &= x - 1) s[32 + lowestBit(x)] += SCORE_STEP;
    for (let x = a2; x !== 0; x &= x - 1) s[64 + lowestBit(x)] += SCORE_STEP;
    this.prop.countConflict();
  }

  /** Blames one cell. */
  private blameCell(cell: number): void {
    const word = cell >> 5;
    const bit = 1 << (cell & 31);
    this.blame(word === 0 ? bit : 0, word === 1 ? bit : 0, word === 2 ? bit : 0);
  }

  /**
   * Places digit v (0-based) on `cell`: false when the cell no longer holds it. The cell
   * leaves the other planes and joins FIXED; its peers leave plane v; each pair relation of
   * the cell removes the digits it forbids from the other cell.
   */
  private place(base: number, cell: number, v: number): boolean {
    const f = this.frames;
    const p = this.p;
    const w = p.words;
    const N = this.N;
    const word = cell >> 5;
    const bit = 1 << (cell & 31);
    const plane = base + SET * v;
    if ((f[plane + word] & bit) === 0) return false;
    for (let u = 0; u < N; u++) f[base + SET * u + word] &= ~bit;
    const peers = p.peers + SET * cell;
    f[plane] &= ~w[peers];
    f[plane + 1] &= ~w[peers + 1];
    f[plane + 2] &= ~w[peers + 2];
    f[plane + word] |= bit;
    f[base + SET * N + word] |= bit;
    for (let k = w[p.pairs + cell]; k < w[p.pairs + cell + 1]; k += 2) this.removeDigits(base, w[k], this.relationForbids(w[k + 1], 1 << v));
    return true;
  }

  /** Propagates frame d to a fixed point (see the header), seeded with the cell that changed (−1: every cell); false on a conflict. */
  propagate(d: number, seed: number): boolean {
    if (!this.hasRules) return this.propagateFrame(d * this.W, seed);
    const base = d * this.W;
    const f = this.frames;
    // the frame's masks match its planes (guess changed both); every rule of the seed cells wakes
    this.prop.base = this.maskBase = d * this.C;
    this.ruleSnap.set(f.subarray(base, base + SET * this.N));
    if (seed < 0) this.wake.set(this.full);
    else {
      this.wake.fill(0);
      this.wake[seed >> 5] = 1 << (seed & 31);
    }
    if (this.propagateFrame(base, seed)) return true;
    this.prop.clear();
    return false;
  }

  /** {@link propagate} on the frame at `base`. */
  private propagateFrame(base: number, seed: number): boolean {
    const f = this.frames;
    const N = this.N;
    const fixed = base + SET * N;
    const full = this.full;
    this.scanned.set(f.subarray(base, fixed));
    for (let k = 0; k < SET * N; k += SET) this.scannedFixed.set(f.subarray(fixed, fixed + SET), k);
    if (seed < 0) this.seedCells.set(full);
    else {
      this.seedCells.fill(0);
      this.seedCells[seed >> 5] = 1 << (seed & 31);
    }
    if (this.hasPairs) {
      this.snap.set(f.subarray(base, fixed));
      this.dirty.set(this.seedCells);
    }
    for (;;) {
      // 1. naked singles
      let o0 = 0, o1 = 0, o2 = 0, t0 = 0, t1 = 0, t2 = 0;
      for (let at = base; at < fixed; at += SET) {
        t0 |= o0 & f[at];
        t1 |= o1 & f[at + 1];
        t2 |= o2 & f[at + 2];
        o0 |= f[at];
        o1 |= f[at + 1];
        o2 |= f[at + 2];
      }
      if (o0 !== full[0] || o1 !== full[1] || o2 !== full[2]) {
        this.blame(full[0] & ~o0, full[1] & ~o1, full[2] & ~o2);
        return false;
      }
      const s0 = o0 & ~t0 & ~f[fixed], s1 = o1 & ~t1 & ~f[fixed + 1], s2 = o2 & ~t2 & ~f[fixed + 2];
      if ((s0 | s1 | s2) !== 0) {
        for (let v = 0; v < N; v++) {
          const at = base + SET * v;
          // as the u64 twin: cells 0…63 read at once, then cells 64…
          const x0 = s0 & f[at], x1 = s1 & f[at + 1];
          for (let x = x0; x !== 0; x &= x - 1) if (!this.placeOrBlame(base, lowestBit(x), v)) return false;
          for (let x = x1; x !== 0; x &= x - 1) if (!this.placeOrBlame(base, 32 + lowestBit(x), v)) return false;
          for (let x = s2 & f[at + 2]; x !== 0; x &= x - 1) if (!this.placeOrBlame(base, 64 + lowestBit(x), v)) return false;
        }
        continue;
      }
      // 2. rule records
      if (this.hasRules) {
        const r = this.rulePass(base, RULE_STEPS);
        if (r < 0) return false;
        if (r > 0) continue;
      }
      // 3. hidden singles and locked digits
      const r = this.scanHouses(base);
      if (r < 0) return false;
      if (r > 0) continue;
      // 4. pair tables
      if (this.hasPairs && this.pairPass(base)) continue;
      // 5. the exact steps of cages
      if (this.hasRules) {
        const r = this.rulePass(base, EXACT_STEPS);
        if (r < 0) return false;
        if (r > 0) continue;
      }
      return true;
    }
  }

  /** {@link place}, blaming the cell when it no longer holds v. */
  private placeOrBlame(base: number, cell: number, v: number): boolean {
    if (this.place(base, cell, v)) return true;
    this.blameCell(cell);
    return false;
  }

  /**
   * Step 2 of the header on the houses whose places for a digit changed since it was last
   * scanned: −1 on a conflict, 1 when a digit was placed or a candidate left a cell, else 0.
   */
  private scanHouses(base: number): number {
    const f = this.frames;
    const p = this.p;
    const w = p.words;
    const hm = p.houseMasks;
    const N = this.N;
    const fixed = base + SET * N;
    const seedCells = this.seedCells;
    const toScan = this.toScan;
    const H = p.houseCount;
    let changed = 0;
    for (let v = 0; v < N; v++) {
      const at = base + SET * v;
      let any = 0;
      toScan.fill(0, 0, H);
      for (let j = 0; j < SET; j++) {
        const d = (this.scanned[SET * v + j] ^ f[at + j]) | seedCells[j];
        this.scanned[SET * v + j] = f[at + j];
        for (let x = d; x !== 0; x &= x - 1) {
          const cell = 32 * j + lowestBit(x);
          for (let k = w[p.cellHouses + cell]; k < w[p.cellHouses + cell + 1]; k++) toScan[w[k]] = 1;
          any = 1;
        }
      }
      if (!any) continue;
      // the houses of a cell fixed to v since the last scan: v's one place there is that cell
      // (a changed cell meets a house whose v was fixed earlier only through such a cell)
      for (let j = 0; j < SET; j++) {
        const fresh = f[at + j] & f[fixed + j] & ~this.scannedFixed[SET * v + j];
        this.scannedFixed[SET * v + j] = f[fixed + j];
        for (let x = fresh; x !== 0; x &= x - 1) {
          const cell = 32 * j + lowestBit(x);
          for (let k = w[p.cellHouses + cell]; k < w[p.cellHouses + cell + 1]; k++) toScan[w[k]] = 0;
        }
      }
      for (let h = 0; h < H; h++) {
        if (!toScan[h]) continue;
        const x0 = f[at] & hm[SET * h], x1 = f[at + 1] & hm[SET * h + 1], x2 = f[at + 2] & hm[SET * h + 2];
        const n = bitCount(x0) + bitCount(x1) + bitCount(x2);
        if (n === 0) {
          this.blame(hm[SET * h], hm[SET * h + 1], hm[SET * h + 2]);
          return -1;
        }
        if (n === 1) {
          if (((x0 & f[fixed]) | (x1 & f[fixed + 1]) | (x2 & f[fixed + 2])) !== 0) continue;
          if (!this.place(base, x0 !== 0 ? lowestBit(x0) : x1 !== 0 ? 32 + lowestBit(x1) : 64 + lowestBit(x2), v)) return -1;
          changed = 1;
          continue;
        }
        // locked digits: 2 or 3 places (all open: a house whose digit is placed has one place)
        if (n > 3) continue;
        let e0 = f[at], e1 = f[at + 1], e2 = f[at + 2];
        for (let j = 0; j < SET; j++) {
          for (let x = j === 0 ? x0 : j === 1 ? x1 : x2; x !== 0; x &= x - 1) {
            const peers = p.peers + SET * (32 * j + lowestBit(x));
            e0 &= w[peers];
            e1 &= w[peers + 1];
            e2 &= w[peers + 2];
          }
        }
        if (this.hasPairs && this.lockThroughPairs(base, v, x0, x1, x2)) changed = 1;
        if ((e0 | e1 | e2) === 0) continue;
        f[at] &= ~e0;
        f[at + 1] &= ~e1;
        f[at + 2] &= ~e2;
        changed = 1;
      }
    }
    seedCells.fill(0);
    return changed;
  }

  /** The digits a pair relation `rel` forbids the partner while the cell's candidates are `mask`. */
  private relationForbids(rel: number, mask: number): number {
    return ~this.p.relationTable[(rel << this.N) + mask] & this.p.all;
  }

  /** Removes `digits` (a mask) from `cell` in the frame at `base`: true when one of them was there. */
  private removeDigits(base: number, cell: number, digits: number): boolean {
    const f = this.frames;
    const at = base + (cell >> 5);
    const bit = 1 << (cell & 31);
    let changed = false;
    for (; digits !== 0; digits &= digits - 1) {
      const u = at + SET * lowestBit(digits);
      if ((f[u] & bit) === 0) continue;
      f[u] &= ~bit;
      changed = true;
    }
    return changed;
  }

  /** The digits `x` cannot hold when `p` holds digit v: its pair relation with p, v itself when a peer, all but v when x is p. */
  private forbidden(p: number, x: number, v: number): number {
    const prog = this.p;
    const w = prog.words;
    if (x === p) return prog.all & ~(1 << v);
    let f = (w[prog.peers + SET * p + (x >> 5)] >>> (x & 31)) & 1 ? 1 << v : 0;
    for (let k = w[prog.pairs + p]; k < w[prog.pairs + p + 1]; k += 2) {
      if (w[k] !== x) continue;
      f |= this.relationForbids(w[k + 1], 1 << v);
      break;
    }
    return f;
  }

  /**
   * Step 3's locked digits through pair relations: digit v has 2 or 3 places in a house (the
   * cell set x0, x1, x2); a partner of the first place, or that place itself, loses the digits
   * that every place forbids it when holding v. True when a candidate left a cell.
   *
   * Only a cell that every other place reaches can lose one (a place forbids nothing to a cell
   * that is not its partner, its peer or itself), and only v through a peer: the partners of
   * the first place are filtered by those two cell sets before any relation is read. The first
   * place itself holds v or has a place holding v among its partners, so it loses what every
   * other place forbids it besides v (two neighbouring places of a non-consecutive puzzle: both
   * lose v ± 1).
   */
  private lockThroughPairs(base: number, v: number, x0: number, x1: number, x2: number): boolean {
    const prog = this.p;
    const w = prog.words;
    const places = this.places;
    const partners = this.partnerSets;
    let n = 0;
    for (let j = 0; j < SET; j++) {
      for (let x = j === 0 ? x0 : j === 1 ? x1 : x2; x !== 0; x &= x - 1) places[n++] = 32 * j + lowestBit(x);
    }
    const p0 = places[0];
    // tied: a partner or the place itself of every other place (and a partner of p0); reached:
    // a partner, peer or the place itself of every other place. A cell that is not tied sees
    // some place as a peer only, so it can lose v alone; when no relation between cells that are
    // not peers forbids equal digits, it loses v only as a peer of every place, which the locked
    // digit step that follows (scanHouses) removes anyway: then only tied cells are walked
    const reached = this.reached;
    const tied = this.tied;
    for (let j = 0; j < SET; j++) reached[j] = tied[j] = partners[SET * p0 + j];
    let firstTied = 1;
    for (let i = 1; i < n; i++) {
      const p = places[i];
      firstTied &= partners[SET * p + (p0 >> 5)] >>> (p0 & 31);
      for (let j = 0; j < SET; j++) {
        const own = partners[SET * p + j] | ((p >> 5) === j ? 1 << (p & 31) : 0);
        tied[j] &= own;
        reached[j] &= own | w[prog.peers + SET * p + j];
      }
    }
    let changed = false;
    if (firstTied) {
      let forbid = prog.all & ~(1 << v);
      for (let i = 1; i < n && forbid !== 0; i++) forbid &= this.forbidden(places[i], p0, v);
      changed = this.removeDigits(base, p0, forbid);
    }
    if (this.equalAllowed) reached.set(tied);
    if ((reached[0] | reached[1] | reached[2]) === 0) return changed;
    for (let k = w[prog.pairs + p0]; k < w[prog.pairs + p0 + 1]; k += 2) {
      const x = w[k];
      if (((reached[x >> 5] >>> (x & 31)) & 1) === 0) continue;
      let forbid = this.relationForbids(w[k + 1], 1 << v);
      // a peer of a place loses only v through it (see above)
      if ((forbid & (1 << v)) === 0 && ((tied[x >> 5] >>> (x & 31)) & 1) === 0) continue;
      for (let i = 1; i < n && forbid !== 0; i++) forbid &= this.forbidden(places[i], x, v);
      if (this.removeDigits(base, x, forbid)) changed = true;
    }
    return changed;
  }

  /** A cell's candidates as a mask (bit v − 1 = digit v). */
  private maskOf(base: number, cell: number): number {
    const f = this.frames;
    const word = base + (cell >> 5);
    const shift = cell & 31;
    let m = 0;
    for (let v = 0; v < this.N; v++) m |= ((f[word + SET * v] >>> shift) & 1) << v;
    return m;
  }

  /** Step 3 of the header: true when a candidate left a cell. */
  private pairPass(base: number): boolean {
    const f = this.frames;
    const p = this.p;
    const w = p.words;
    const N = this.N;
    const fixed = base + SET * N;
    const { snap, dirty } = this;
    for (let k = 0; k < SET * N; k++) {
      dirty[k % SET] |= snap[k] ^ f[base + k];
      snap[k] = f[base + k];
    }
    let changed = false;
    for (let j = 0; j < SET; j++) {
      const cells = dirty[j] & this.pairCells[j] & ~f[fixed + j];
      dirty[j] = 0;
      for (let x = cells; x !== 0; x &= x - 1) {
        const cell = 32 * j + lowestBit(x);
        const m = this.maskOf(base, cell);
        for (let k = w[p.pairs + cell]; k < w[p.pairs + cell + 1]; k += 2) {
          if (this.removeDigits(base, w[k], this.relationForbids(w[k + 1], m))) changed = true;
        }
      }
    }
    return changed;
  }

  /**
   * Steps 2 and 5 of the header: the masks of the cells changed since the last pass are brought
   * up to date and the rules that read them wake; then the waiting steps of `kinds` run (the
   * propagator's runWaitingRule) until one narrows a cell, whose lost digits then leave the
   * planes. −1 on a conflict, 1 when a candidate left a cell, else 0.
   */
  private rulePass(base: number, kinds: number): number {
    const f = this.frames;
    const p = this.p;
    const w = p.words;
    const { ruleSnap, wake, prop } = this;
    const masks = this.ruleMasks;
    // a plane only loses cells while a frame propagates: each lost one leaves the cell's mask
    for (let v = 0; v < this.N; v++) {
      const keep = ~(1 << v);
      for (let j = 0; j < SET; j++) {
        const k = SET * v + j;
        const gone = ruleSnap[k] ^ f[base + k];
        if (gone === 0) continue;
        ruleSnap[k] = f[base + k];
        wake[j] |= gone;
        for (let x = gone; x !== 0; x &= x - 1) masks[this.maskBase + 32 * j + lowestBit(x)] &= keep;
      }
    }
    for (let j = 0; j < SET; j++) {
      for (let x = wake[j]; x !== 0; x &= x - 1) {
        const cell = 32 * j + lowestBit(x);
        for (let k = w[p.watch + cell]; k < w[p.watch + cell + 1]; k++) prop.queueRule(w[k]);
      }
      wake[j] = 0;
    }
    for (;;) {
      const r = prop.runWaitingRule(kinds);
      if (r <= 0) return r;
      if (prop.changedCellCount() === 0) continue;
      while (prop.changedCellCount() > 0) {
        const cell = prop.takeChangedCell();
        this.removeDigits(base, cell, ~masks[this.maskBase + cell] & p.all);
      }
      return 1;
    }
  }

  /** The open cell of frame d with the most (score + BRANCH_BASE) per candidate, the first on a tie; −1 when every cell is fixed. */
  branchCell(d: number): number {
    const base = d * this.W;
    const f = this.frames;
    const fixed = base + SET * this.N;
    let best = -1;
    let bestScore = 0;
    let bestCount = 1;
    for (let c = 0; c < this.C; c++) {
      if ((f[fixed + (c >> 5)] >>> (c & 31)) & 1) continue;
      const n = bitCount(this.maskOf(base, c));
      const score = this.prop.scores[c] + BRANCH_BASE;
      if (score * bestCount > bestScore * n) {
        best = c;
        bestScore = score;
        bestCount = n;
      }
    }
    return best;
  }

  /** The digit (0-based) to try first on `cell` of frame d: the fewest places in one of its houses, the lowest on a tie. */
  branchDigit(d: number, cell: number): number {
    const base = d * this.W;
    const f = this.frames;
    const p = this.p;
    const w = p.words;
    const hm = p.houseMasks;
    const m = this.maskOf(base, cell);
    let best = lowestBit(m);
    let bestPlaces = Infinity;
    for (let bits = m; bits !== 0; bits &= bits - 1) {
      const at = base + SET * lowestBit(bits);
      let fewest = Infinity;
      for (let k = w[p.cellHouses + cell]; k < w[p.cellHouses + cell + 1]; k++) {
        const h = SET * w[k];
        const places = bitCount(f[at] & hm[h]) + bitCount(f[at + 1] & hm[h + 1]) + bitCount(f[at + 2] & hm[h + 2]);
        if (places < fewest) fewest = places;
      }
      if (fewest < bestPlaces) {
        best = lowestBit(bits);
        bestPlaces = fewest;
      }
    }
    return best;
  }
}
