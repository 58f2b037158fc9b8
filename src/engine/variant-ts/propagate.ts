/**
 * Propagation of the TypeScript variant engine: narrows the candidate masks of one frame to a
 * fixed point, or finds a conflict. The twin of assembly/variant/propagate.ts, step for step
 * (same queues, same order), so both engines reach the same states and count the same nodes.
 *
 * Owns: the work queues and the loop over them, the naked-single, pair, hidden-single and
 * locked-digit steps, {@link Propagator.restrict}, through which every rule narrows a cell, the
 * digits a rule's cells must hold placed or locked ({@link Propagator.placeRequired}), the
 * rule steps the digit-plane frames run ({@link Propagator.runWaitingRule}), and the conflict
 * scores of both frame kinds (the wasm twin keeps them in assembly/variant/scores.ts). Does not
 * own: the rules' own pruning (rules.ts), frames and branching (search.ts, planes.ts).
 *
 *   queue     holds                         a member is processed by
 *   ───────   ───────────────────────────   ────────────────────────────────────────────────
 *   cells     cells whose mask changed      fixed: its digit leaves every peer; every pair
 *                                           (o, r): o keeps what r allows for the cell's mask;
 *                                           then its houses (twice) and rules are queued
 *   houses    houses with a changed cell    a digit with no place: conflict; one place: there
 *   rules     rules with a changed cell     the rule's handler (rules.ts)
 *   locks     houses with a changed cell    a digit with two or three places leaves every
 *                                           cell that sees them all (pointing, claiming …)
 *   exact     cages a rule step queued      the cage's exact step (rules.ts, cage-exact.ts)
 *
 * Order: the first non-empty queue in that order gives one member, and again: every cell
 * before any house, singles before rules, locked digits and exact cages last (the costliest,
 * and the most often undone by what the others find first). Each queue is a FIFO ring
 * (ring.ts).
 */
import { bitCount } from '../bitmask-ts/bits.js';
import type { LoadedProgram } from './program.js';
import { Ring } from './ring.js';
import { exactCage, ruleCellsAt, runRule } from './rules.js';

/** What one conflict adds to the score of each cell blamed. */
export const SCORE_STEP = 16;
/** Conflicts between two halvings of every score. */
export const DECAY_EVERY = 4096;
/**
 * What each rule watching a cell adds to the cell's starting score (8 conflicts' worth; it
 * halves with the conflict scores). Nodes of the 37 published examples under their 8
 * symmetries, TypeScript twin: 0 → 387,754, 32 → 336,294, 64 → 309,988, 128 → 288,712,
 * 256 → 299,386; the generated killers 8,007 → 6,002 and arrows 23,678 → 18,779 at 128.
 */
export const RULE_PRIORITY = 128;
/**
 * What each pair relation of a cell (a thermometer step, a dot, a non-consecutive neighbour)
 * adds to its starting score (2 conflicts' worth). Nodes under the 8 symmetries: thermometers
 * 8,078 → 6,467, no solution 57,085 → 52,609, non-consecutive (20 puzzles) 1,166,263 →
 * 1,128,949; 16 and 64 were no better (docs/design/variant-engine.md).
 */
export const PAIR_PRIORITY = 32;
/**
 * What each peer of a cell beyond the fewest any cell has (a diagonal, an extra region, a
 * jigsaw region's reach, an anti-knight move) adds to its starting score (4 conflicts' worth).
 * Nodes under the 8 symmetries, TypeScript twin: the 37 published 288,522 → 238,405, jigsaw
 * 26,634 → 16,653, anti-knight 83,425 → 64,015, X 15,889 → 13,134, anti-king 7,483 → 6,716;
 * 16, 32 and 128 were no better (docs/design/variant-engine.md).
 */
export const PEER_PRIORITY = 64;
/**
 * What every cell's score is raised by in the branching choice: a cell with no conflicts and
 * no rules weighs as much as four conflicts (measured on the six hardest published killers
 * under their 8 symmetries: 4 → 424,996 nodes, 16 → 399,894, 64 → 387,057, 256 → 411,509).
 */
export const BRANCH_BASE = 64;
/** What {@link Propagator.runWaitingRule} may run: rule records; the exact steps of cages. */
export const RULE_STEPS = 1;
export const EXACT_STEPS = 2;

/** The propagation state of one engine (queues sized for the loaded program). */
export class Propagator {
  /** The frames; the frame being propagated starts at {@link base}. */
  masks: Uint16Array = new Uint16Array(0);
  base = 0;
  program!: LoadedProgram;
  /** Conflict scores of the cells (search.ts branches on them); see {@link blame}. */
  scores: Int32Array = new Int32Array(81);
  /** Conflicts since the scores last halved (they halve every {@link DECAY_EVERY}). */
  conflicts = 0;
  /** The cell a pair or peer step emptied (blamed with the cell being processed). */
  private emptied = 0;

  private readonly cells = new Ring();
  private readonly houses = new Ring();
  private readonly rules = new Ring();
  private readonly locks = new Ring();
  private readonly exact = new Ring();

  /** Sizes the queues for a loaded program (empties them). */
  prepare(program: LoadedProgram): void {
    this.program = program;
    this.cells.reset(program.C);
    this.houses.reset(program.houseCount);
    this.rules.reset(program.ruleCount);
    this.locks.reset(program.houseCount);
    this.exact.reset(program.ruleCount);
  }

  /** Queues the exact step of cage rule `rule` (rules.ts). */
  queueExact(rule: number): void {
    this.exact.push(rule);
  }

  /** Queues a cell whose mask changed. */
  queueCell(cell: number): void {
    this.cells.push(cell);
  }

  /**
   * Narrows `cell` to `mask`: false when nothing is left (a conflict), else true (the cell is
   * queued if its mask changed).
   */
  restrict(cell: number, mask: number): boolean {
    const at = this.base + cell;
    const old = this.masks[at];
    const next = old & mask;
    if (next === old) return true;
    if (next === 0) return false;
    this.masks[at] = next;
    this.queueCell(cell);
    return true;
  }

  /** Propagates the frame at {@link base} to a fixed point; false on a conflict (queues emptied). */
  propagate(): boolean {
    const p = this.program;
    for (;;) {
      let ok: boolean;
      if (this.cells.size > 0) {
        const cell = this.cells.pop();
        ok = this.processCell(cell);
        if (!ok) {
          this.scores[cell] += SCORE_STEP;
          this.scores[this.emptied] += SCORE_STEP;
        }
      } else if (this.houses.size > 0) {
        const house = this.houses.pop();
        ok = this.hiddenSingles(house);
        if (!ok) this.blame(p.houses + house * p.N, p.N);
      } else if (this.rules.size > 0) {
        const rule = this.rules.pop();
        ok = runRule(this, rule);
        if (!ok) this.blameRule(rule);
      } else if (this.locks.size > 0) {
        const house = this.locks.pop();
        ok = this.lockedDigits(house);
        if (!ok) this.blame(p.houses + house * p.N, p.N);
      } else if (this.exact.size > 0) {
        const rule = this.exact.pop();
        ok = exactCage(this, rule);
        if (!ok) this.blameRule(rule);
      } else {
        return true;
      }
      if (!ok) {
        this.countConflict();
        this.clear();
        return false;
      }
    }
  }

  /**
   * Starts the scores of a new search: {@link RULE_PRIORITY} per rule watching each cell,
   * {@link PAIR_PRIORITY} per pair relation it is in (two words each in the PAIRS lists) and
   * {@link PEER_PRIORITY} per peer beyond the fewest peers of any cell.
   */
  resetScores(): void {
    const p = this.program;
    const w = p.words;
    const scores = this.scores;
    scores.fill(0);
    let fewestPeers = p.C;
    for (let c = 0; c < p.C; c++) {
      const at = p.peers + 3 * c;
      scores[c] = bitCount(w[at]) + bitCount(w[at + 1]) + bitCount(w[at + 2]);
      if (scores[c] < fewestPeers) fewestPeers = scores[c];
    }
    for (let c = 0; c < p.C; c++) {
      const rules = w[p.watch + c + 1] - w[p.watch + c];
      const pairs = (w[p.pairs + c + 1] - w[p.pairs + c]) >> 1;
      const extraPeers = scores[c] - fewestPeers;
      scores[c] = RULE_PRIORITY * rules + PAIR_PRIORITY * pairs + PEER_PRIORITY * extraPeers;
    }
    this.conflicts = 0;
  }

  /** Counts a conflict (after its cells are blamed): every score halves every {@link DECAY_EVERY}. */
  countConflict(): void {
    if (++this.conflicts === DECAY_EVERY) {
      this.conflicts = 0;
      for (let c = 0; c < this.program.C; c++) this.scores[c] >>= 1;
    }
  }

  /** Queues rule `rule` (a cell it reads changed: the digit-plane frames, planes.ts). */
  queueRule(rule: number): void {
    this.rules.push(rule);
  }

  /**
   * One rule step for the digit-plane frames (planes.ts), on the masks at {@link base}: of the
   * `kinds` asked ({@link RULE_STEPS} | {@link EXACT_STEPS}), the rule that waited longest, else
   * the exact step of a cage. 1 when one ran, 0 when none waits, −1 on a conflict (the rule's
   * cells blamed, every queue emptied). The cells it narrowed wait in the cell queue
   * ({@link takeChangedCell}).
   */
  runWaitingRule(kinds: number): number {
    let rule: number;
    let ok: boolean;
    if (kinds & RULE_STEPS && this.rules.size > 0) {
      rule = this.rules.pop();
      ok = runRule(this, rule);
    } else if (kinds & EXACT_STEPS && this.exact.size > 0) {
      rule = this.exact.pop();
      ok = exactCage(this, rule);
    } else {
      return 0;
    }
    if (ok) return 1;
    this.blameRule(rule);
    this.countConflict();
    this.clear();
    return -1;
  }

  /** Cells narrowed by rule steps and not yet taken (planes.ts). */
  changedCellCount(): number {
    return this.cells.size;
  }

  /** The cell narrowed longest ago (changedCellCount() > 0). */
  takeChangedCell(): number {
    return this.cells.pop();
  }

  /** Adds to the scores of the cells words[first … first + count). */
  private blame(first: number, count: number): void {
    const w = this.program.words;
    for (let k = first; k < first + count; k++) this.scores[w[k]] += SCORE_STEP;
  }

  /** Blames the cells of rule record `rule` (a conflict it found). */
  private blameRule(rule: number): void {
    const w = this.program.words;
    const at = w[this.program.rules + rule];
    this.blame(ruleCellsAt(w, at), w[at + 1]);
  }

  /** Empties every queue. */
  clear(): void {
    this.cells.clear();
    this.houses.clear();
    this.rules.clear();
    this.locks.clear();
    this.exact.clear();
  }

  /** A changed cell: singles to peers, pairs, then its houses and rules are queued. */
  private processCell(cell: number): boolean {
    const { masks, base } = this;
    const p = this.program;
    const w = p.words;
    const m = masks[base + cell];
    if ((m & (m - 1)) === 0) {
      for (let j = 0; j < 3; j++) {
        let bits = w[p.peers + 3 * cell + j];
        while (bits !== 0) {
          const low = bits & -bits;
          bits ^= low;
          const peer = 32 * j + 31 - Math.clz32(low);
          const pm = masks[base + peer];
          if ((pm & m) === 0) continue;
          const left = pm & ~m;
          if (left === 0) {
            this.emptied = peer;
            return false;
          }
          masks[base + peer] = left;
          this.queueCell(peer);
        }
      }
    }
    const table = p.relationTable;
    const shift = p.N;
    for (let k = w[p.pairs + cell], end = w[p.pairs + cell + 1]; k < end; k += 2) {
      const other = w[k];
      const om = masks[base + other];
      const left = om & table[(w[k + 1] << shift) + m];
      if (left === om) continue;
      if (left === 0) {
        this.emptied = other;
        return false;
      }
      masks[base + other] = left;
      this.queueCell(other);
    }
    for (let k = w[p.cellHouses + cell], end = w[p.cellHouses + cell + 1]; k < end; k++) {
      this.houses.push(w[k]);
      this.locks.push(w[k]);
    }
    for (let k = w[p.watch + cell], end = w[p.watch + cell + 1]; k < end; k++) this.rules.push(w[k]);
    return true;
  }

  /** Hidden singles of one house; false when a digit has no place or two need one cell. */
  private hiddenSingles(house: number): boolean {
    const { masks, base } = this;
    const p = this.program;
    const w = p.words;
    const N = p.N;
    const first = p.houses + house * N;
    let once = 0;
    let twice = 0;
    for (let k = first; k < first + N; k++) {
      const m = masks[base + w[k]];
      twice |= once & m;
      once |= m;
    }
    if (once !== p.all) return false;
    const solo = once & ~twice;
    for (let k = first; solo !== 0 && k < first + N; k++) {
      const cell = w[k];
      const m = masks[base + cell];
      const s = m & solo;
      if (s === 0) continue;
      if ((s & (s - 1)) !== 0) return false;
      if (s === m) continue;
      masks[base + cell] = s;
      this.queueCell(cell);
    }
    return true;
  }

  /**
   * Locked digits of one house: a digit with two or three places leaves every cell that sees
   * all of them (pointing and claiming, and the same across diagonals, extra regions and
   * anti-knight peers). False on a conflict.
   */
  private lockedDigits(house: number): boolean {
    const { masks, base } = this;
    const p = this.program;
    const w = p.words;
    const N = p.N;
    const first = p.houses + house * N;
    let once = 0;
    let twice = 0;
    let thrice = 0;
    let more = 0;
    for (let k = first; k < first + N; k++) {
      const m = masks[base + w[k]];
      more |= thrice & m;
      thrice |= twice & m;
      twice |= once & m;
      once |= m;
    }
    if (once !== p.all) return false;
    let few = twice & ~more;
    while (few !== 0) {
      const bit = few & -few;
      few ^= bit;
      if (!this.lockDigit(first, N, bit, house)) return false;
    }
    return true;
  }

  /**
   * Digits that cells words[first … first + k) must hold (a cage's or an arrow shaft's, each
   * digit at least once): one with one place left goes there; with more, it leaves every cell
   * that sees all its places. False on a conflict.
   */
  placeRequired(first: number, k: number, digits: number): boolean {
    const { masks, base } = this;
    const w = this.program.words;
    while (digits !== 0) {
      const bit = digits & -digits;
      digits ^= bit;
      let places = 0;
      let where = -1;
      for (let i = first; i < first + k; i++) {
        const m = masks[base + w[i]];
        if ((m & bit) !== 0) {
          places++;
          where = m === bit ? -2 : w[i];
        }
      }
      if (places === 0) return false;
      if (places === 1) {
        if (where >= 0 && !this.restrict(where, bit)) return false;
      } else if (!this.lockDigit(first, k, bit, -1)) return false;
    }
    return true;
  }

  /**
   * A digit that must go in one of the cells words[first … first + count) that hold it: it
   * leaves every cell that is a peer of all of them (outside `house`, when ≥ 0, whose other
   * cells hold no such digit already). False on a conflict (no place, or a cell emptied).
   */
  lockDigit(first: number, count: number, bit: number, house: number): boolean {
    const { masks, base } = this;
    const p = this.program;
    const w = p.words;
    const peers = p.peers;
    let b0 = -1;
    let b1 = -1;
    let b2 = -1;
    let places = 0;
    for (let k = first; k < first + count; k++) {
      const cell = w[k];
      if ((masks[base + cell] & bit) === 0) continue;
      places++;
      b0 &= w[peers + 3 * cell];
      b1 &= w[peers + 3 * cell + 1];
      b2 &= w[peers + 3 * cell + 2];
    }
    if (places === 0) return false;
    if (house >= 0) {
      const hm = p.houseMasks;
      b0 &= ~hm[3 * house];
      b1 &= ~hm[3 * house + 1];
      b2 &= ~hm[3 * house + 2];
    }
    return this.clearDigit(b0, 0, bit) && this.clearDigit(b1, 32, bit) && this.clearDigit(b2, 64, bit);
  }

  /** Removes `bit` from the cells offset + i for the set bits i of `cells`. */
  private clearDigit(cells: number, offset: number, bit: number): boolean {
    while (cells !== 0) {
      const low = cells & -cells;
      cells ^= low;
      if (!this.restrict(offset + 31 - Math.clz32(low), ~bit)) return false;
    }
    return true;
  }
}
