/**
 * The TypeScript twin of the fast9 engine: the same rules and the same guess order as the
 * WebAssembly core (assembly/fast9/solver.ts), written separately in plain TypeScript.
 * Because both follow one published recipe, they must agree on every count, every first
 * solution and every guess count; the test suite holds them to that.
 *
 * Owns: one reusable search (a stack of frames in one Int32Array, no allocation per puzzle).
 * Propagation: band permutation rule + row singles, naked singles, stack permutation rule,
 * and after the first {@link STRONG_AFTER} guesses the triad rule; branching: first bivalue
 * cell of the richest row of the band richest in bivalue cells, its digit with more candidates
 * among the cell's band peers first (the lower on a tie; other cells ascending); after
 * {@link STRONG_AFTER} guesses, a digit's configuration in a band or a stack (the core's
 * configs.ts: by open digits while the grid has {@link HARD_OPEN_CELLS} open cells and some unit
 * at most {@link FEW_OPEN}, else by the fewest configurations in total), configurations in table
 * order. A puzzle with at least {@link HARD_OPEN_CELLS} cells open after the cheap rules at the
 * root gets the triad rule and configuration branching from the start.
 */
import { ALL_CELLS, FRAME, ROW, UNSOLVED, fast9Tables, type Fast9Tables } from './tables.js';

/** Guesses made with the cheap rules alone before the triad rule and configuration branching
 *  join in (the core's STRONG_AFTER). */
export const STRONG_AFTER = 12;
/** Open cells at the root, after the cheap rules, from which a puzzle counts as hard and gets
 *  the triad rule and configuration branching from the start (the core's HARD_OPEN_CELLS). */
export const HARD_OPEN_CELLS = 50;
/** Frames: a path guesses each cell at most once and each digit's configuration in a band or
 *  a stack at most once (81 + 27 + 27), plus the root. */
const MAX_DEPTH = 136;
/** A branch record at or above this value is a configuration branch on item (value − it). */
const CONFIG_BRANCH = 1000;
/** Configuration items from here on are stacks: STACK_ITEM + digit*3 + stack; below, band words. */
const STACK_ITEM = 27;
/** A unit with at most this many open digits makes the configuration choice go by open digits
 *  (the core's FEW_OPEN). */
const FEW_OPEN = 6;

// Triads inside a band word: the lowest cell of each row segment is bit 9·row + 3·box.
const SEGMENT_LOW = 0x1249249;
const BOX0_SEGMENTS = 0x40201;
const BOX2_SEGMENTS = BOX0_SEGMENTS << 6;

/** Row-segment presence of a band word: bit 9·row + 3·box when the segment has a cell. */
function segmentsOf(m: number): number {
  return (m | (m >>> 1) | (m >>> 2)) & SEGMENT_LOW;
}
/** For each segment bit, whether another segment of its row is set. */
function sameRowOthers(x: number): number {
  return (
    (((x >>> 3) & ~BOX2_SEGMENTS) | ((x << 3) & ~BOX0_SEGMENTS) | ((x >>> 6) & BOX0_SEGMENTS) | ((x << 6) & BOX2_SEGMENTS)) &
    SEGMENT_LOW
  );
}
/** For each segment bit, the segments of the same box in the band's other rows. */
function sameBoxOthers(x: number): number {
  return ((x >>> 9) | (x << 9) | (x >>> 18) | (x << 18)) & SEGMENT_LOW;
}
/** For each column bit, the other columns of its box (groups of three). */
function sameBoxColumns(x: number): number {
  return ((x >>> 1) & 0o333) | ((x << 1) & 0o666) | ((x >>> 2) & 0o111) | ((x << 2) & 0o444);
}
/** Segment bits → the three cells of each segment. */
function segmentCells(x: number): number {
  return x | (x << 1) | (x << 2);
}

const enum Step {
  Fail,
  Open,
  Solved,
  Progress,
}

/** Index of the lowest set bit of a non-zero 32-bit value. */
function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Projects a band mask onto its 9 columns. */
function columnsOf(m: number): number {
  return (m | (m >>> 9) | (m >>> 18)) & ROW;
}

/** Repeats a 9-bit column mask in all three rows of a band. */
function spread(cols: number): number {
  const c = cols & ROW;
  return c | (c << 9) | (c << 18);
}

/**
 * The configurations (bit p = permutation p of {@link Fast9Tables.configMatrices}) a digit can
 * still take in a stack, from its three band words m0..m2: p puts the digit of band i in column
 * j of the stack when bit 3i + j of its matrix is set, and fits when every band still has the
 * digit in that column. (The stack's band × column occupancy, bit 3i + j, has the same form as
 * a band's row × box occupancy, so the band table answers it.)
 */
export function stackConfigurations(t: Fast9Tables, m0: number, m1: number, m2: number, stack: number): number {
  const shift = 3 * stack;
  return t.configs[((columnsOf(m0) >>> shift) & 7) | (((columnsOf(m1) >>> shift) & 7) << 3) | (((columnsOf(m2) >>> shift) & 7) << 6)];
}

/** A reusable fast9 search. Not re-entrant: one puzzle at a time per instance. */
export class Fast9Search {
  /** Guesses made by the last {@link count} call. */
  guesses = 0;
  /** False when the last {@link count} call stopped on its guess budget. */
  complete = true;
  /** Of the last {@link count} call's guesses, those made while another alternative of the same
   *  branch was still left: its guesses counted the way tdoku counts them (a binary decision,
   *  whose negation is not counted), for bench/fast9/guesses.mjs. */
  decisions = 0;

  private readonly t: Fast9Tables = fast9Tables();

  /** Whether the last search stopped on its guess budget and can go on ({@link resume}). */
  private paused = false;
  /** Where a paused search stopped: its depth and the solutions it had found. */
  private pausedDepth = 0;
  private pausedFound = 0;

  /**
   * @param strongAfter guesses before the triad rule and configuration branching join in; the
   *   default is the core's. Tests set 0 (from the start) or Infinity (never) to measure them.
   * @param hardOpenCells open cells at the root from which a puzzle gets them from the start,
   *   and open cells of a grid from which the configuration is chosen by open digits; the
   *   default is the core's, Infinity turns both off.
   */
  constructor(
    private readonly strongAfter = STRONG_AFTER,
    private readonly hardOpenCells = HARD_OPEN_CELLS,
  ) {}
  /** The guesses after which the strong rules join in, for the puzzle being searched. */
  private strongNow = STRONG_AFTER;
  private readonly frames = new Int32Array(MAX_DEPTH * FRAME);
  private readonly branchCell = new Int32Array(MAX_DEPTH);
  private readonly branchDigits = new Int32Array(MAX_DEPTH);
  private readonly branchHighFirst = new Uint8Array(MAX_DEPTH); // 1: try the digits highest first
  private pending = 0; // candidate words whose band rule must run
  private readonly given = new Int32Array(27); // givens per word while a puzzle loads
  // per band, what the triad count decided: triads with exactly three digits possible, with
  // three forced; the same for column triads
  private readonly rowExact = new Int32Array(3);
  private readonly rowFull = new Int32Array(3);
  private readonly colExact = new Int32Array(3);
  private readonly colFull = new Int32Array(3);
  // per unit (bands 0..2, stacks 0..2), while a configuration is chosen: open digits,
  // configurations in total, fewest configurations of an open digit * 16 + that digit
  private readonly unitOpen = new Int32Array(6);
  private readonly unitTotal = new Int32Array(6);
  private readonly unitDigit = new Int32Array(6);

  /**
   * Counts the solutions of `cells[offset .. offset+81)` up to `limit`, writing the first into
   * `out[outOffset .. outOffset+81)`. `maxGuesses` 0 means no budget.
   */
  count(
    cells: ArrayLike<number>,
    offset: number,
    limit: number,
    out: Uint8Array,
    outOffset: number,
    maxGuesses = 0,
  ): number {
    this.guesses = 0;
    this.decisions = 0;
    this.complete = true;
    this.paused = false;
    if (!(limit >= 1)) limit = 1;
    if (!this.load(cells, offset)) return 0;
    this.strongNow = this.strongAfter;
    return this.search(0, 0, false, limit, out, outOffset, maxGuesses);
  }

  /**
   * Goes on with the last {@link count} search, which stopped on its guess budget, until
   * `maxGuesses` guesses in all (0: none) or the end: the same `limit` and `out`, and no other
   * search of this instance in between. `guesses` goes on counting. A search that is not
   * paused returns its last count.
   */
  resume(limit: number, out: Uint8Array, outOffset: number, maxGuesses = 0): number {
    if (!this.paused) return this.pausedFound;
    this.complete = true;
    this.paused = false;
    if (!(limit >= 1)) limit = 1;
    return this.search(this.pausedDepth, this.pausedFound, true, limit, out, outOffset, maxGuesses);
  }

  /**
   * The search loop from `depth` with `found` solutions: propagate the frame at `depth` and
   * branch, then try the next alternative of the deepest branch left (`resuming`: start there).
   */
  private search(
    depth: number,
    found: number,
    resuming: boolean,
    limit: number,
    out: Uint8Array,
    outOffset: number,
    maxGuesses: number,
  ): number {
    const { frames, branchCell, branchDigits, branchHighFirst } = this;
    for (;;) {
      if (resuming) {
        resuming = false;
      } else {
        const base = depth * FRAME;
        let step = this.propagate(base);
        if (step === Step.Open && this.guesses === 0 && this.strongNow > 0 && this.openCells(base) >= this.hardOpenCells) {
          this.strongNow = 0; // the root looks hard: the strong rules from the start
          step = this.propagate(base);
        }
        if (step === Step.Solved) {
          if (found === 0) this.writeSolution(base, out, outOffset);
          if (++found >= limit) return found;
        } else if (step === Step.Open) {
          const config = this.guesses >= this.strongNow ? this.chooseConfig(base, this.openCells(base) >= this.hardOpenCells) : -1;
          if (config >= 0) {
            branchCell[depth] = CONFIG_BRANCH + (config >> 8);
            branchDigits[depth] = config & 0xff;
            branchHighFirst[depth] = 0;
          } else {
            const cell = this.chooseCell(base);
            branchCell[depth] = cell;
            branchDigits[depth] = this.digitsAt(base, cell);
            branchHighFirst[depth] = this.higherFirst(base, cell, branchDigits[depth]) ? 1 : 0;
          }
          depth++;
        }
      }
      // Resume at the deepest branching cell with a digit left to try.
      for (;;) {
        if (depth === 0) return found;
        const level = depth - 1;
        const todo = branchDigits[level];
        if (todo === 0) {
          depth = level;
          continue;
        }
        if (maxGuesses > 0 && this.guesses >= maxGuesses) {
          this.complete = false;
          this.paused = true;
          this.pausedDepth = depth;
          this.pausedFound = found;
          return found;
        }
        const digit = branchHighFirst[level] ? 31 - Math.clz32(todo) : lowestBit(todo);
        const rest = todo & ~(1 << digit);
        branchDigits[level] = rest;
        let target = level * FRAME;
        if (rest !== 0) {
          frames.copyWithin(depth * FRAME, target, target + FRAME);
          target = depth * FRAME;
          this.decisions++;
        } else {
          depth = level;
        }
        this.guesses++;
        const cell = branchCell[level];
        if (cell >= CONFIG_BRANCH) {
          this.applyConfig(target, cell - CONFIG_BRANCH, digit);
        } else {
          const band = (cell / 27) | 0;
          this.place(target, band, cell - 27 * band, digit);
        }
        break;
      }
    }
  }

  /**
   * Loads the givens into frame 0, all at once: each word keeps the cells not given to another
   * digit and not a row or box peer of one of its own givens (the state one placement after
   * another reaches). False when two givens of a digit share a row or box.
   */
  private load(cells: ArrayLike<number>, offset: number): boolean {
    const f = this.frames;
    const given = this.given;
    given.fill(0);
    for (let i = 0; i < 81; i++) {
      const v = cells[offset + i];
      if (v >= 1 && v <= 9 && (v | 0) === v) {
        const band = (i / 27) | 0;
        given[(v - 1) * 3 + band] |= 1 << (i - 27 * band);
      }
    }
    for (let band = 0; band < 3; band++) {
      let taken = 0;
      for (let w = band; w < 27; w += 3) taken |= given[w];
      for (let w = band; w < 27; w += 3) {
        const own = given[w];
        let m = ALL_CELLS & ~(taken & ~own);
        for (let rest = own; rest !== 0; rest &= rest - 1) m &= ~this.t.peers[lowestBit(rest)];
        if ((own & ~m) !== 0) {
          this.pending = 0;
          return false;
        }
        f[w] = m;
      }
      f[UNSOLVED + band] = ALL_CELLS;
    }
    this.pending = ALL_CELLS;
    return true;
  }

  /** The number of unsolved cells. */
  private openCells(base: number): number {
    const f = this.frames;
    return bitCount(f[base + UNSOLVED]) + bitCount(f[base + UNSOLVED + 1]) + bitCount(f[base + UNSOLVED + 2]);
  }

  /** Puts `digit` on `bit` of `band`; false if it is not a candidate there. */
  private place(base: number, band: number, bit: number, digit: number): boolean {
    const f = this.frames;
    const word = digit * 3 + band;
    const cell = 1 << bit;
    const before = f[base + word];
    if ((before & cell) === 0) return false;
    for (let other = band; other < 27; other += 3) {
      if (other !== word) this.remove(base, other, cell);
    }
    f[base + word] = before & ~this.t.peers[bit];
    this.pending |= 1 << word;
    return true;
  }

  private remove(base: number, word: number, cells: number): void {
    const f = this.frames;
    const before = f[base + word];
    const after = before & ~cells;
    f[base + word] = after;
    if (after !== before) this.pending |= 1 << word;
  }

  private propagate(base: number): Step {
    const f = this.frames;
    for (;;) {
      while (this.pending !== 0) {
        const word = lowestBit(this.pending);
        this.pending &= this.pending - 1;
        if (!this.bandRule(base, word)) {
          this.pending = 0;
          return Step.Fail;
        }
      }
      if ((f[base + UNSOLVED] | f[base + UNSOLVED + 1] | f[base + UNSOLVED + 2]) === 0) return Step.Solved;
      let step = this.nakedSingles(base);
      if (step === Step.Open) step = this.stackRule(base);
      if (step === Step.Open && this.guesses >= this.strongNow) step = this.triadRule(base);
      if (step === Step.Progress) continue;
      if (step === Step.Fail) this.pending = 0;
      return step;
    }
  }

  /** Band permutation rule for one word, then row singles become placements. */
  private bandRule(base: number, word: number): boolean {
    const f = this.frames;
    const { boxesOfRow, bandCells } = this.t;
    let m = f[base + word];
    const occupancy = boxesOfRow[m & ROW] | (boxesOfRow[(m >>> 9) & ROW] << 3) | (boxesOfRow[m >>> 18] << 6);
    m &= bandCells[occupancy];
    if (m === 0) return false;
    f[base + word] = m;

    let singles = 0;
    for (let shift = 0; shift < 27; shift += 9) {
      const row = (m >>> shift) & ROW;
      if ((row & (row - 1)) === 0) singles |= row << shift;
    }
    const band = word % 3;
    const open = f[base + UNSOLVED + band];
    const placed = singles & open;
    if (placed === 0) return true;

    f[base + UNSOLVED + band] = open & ~placed;
    for (let other = band; other < 27; other += 3) {
      if (other !== word) this.remove(base, other, placed);
    }
    const column = spread(columnsOf(placed));
    const first = word - band;
    for (let b = 0; b < 3; b++) if (b !== band) this.remove(base, first + b, column);
    return true;
  }

  private nakedSingles(base: number): Step {
    const f = this.frames;
    const peers = this.t.peers;
    let progress = false;
    for (let band = 0; band < 3; band++) {
      const open = f[base + UNSOLVED + band];
      if (open === 0) continue;
      let once = 0;
      let twice = 0;
      for (let w = band; w < 27; w += 3) {
        twice |= once & f[base + w];
        once |= f[base + w];
      }
      if ((open & ~once) !== 0) return Step.Fail;
      let singles = open & ~twice;
      while (singles !== 0) {
        const bit = lowestBit(singles);
        singles &= singles - 1;
        for (let w = band; w < 27; w += 3) {
          if (f[base + w] & (1 << bit)) {
            f[base + w] &= ~peers[bit];
            this.pending |= 1 << w;
            break;
          }
        }
        progress = true;
      }
    }
    return progress ? Step.Progress : Step.Open;
  }

  private stackRule(base: number): Step {
    const f = this.frames;
    const segments = this.t.stackSegments;
    const before = this.pending;
    for (let first = 0; first < 27; first += 3) {
      const c0 = columnsOf(f[base + first]);
      const c1 = columnsOf(f[base + first + 1]);
      const c2 = columnsOf(f[base + first + 2]);
      let keep0 = 0;
      let keep1 = 0;
      let keep2 = 0;
      for (let shift = 0; shift < 9; shift += 3) {
        const occupancy = ((c0 >>> shift) & 7) | (((c1 >>> shift) & 7) << 3) | (((c2 >>> shift) & 7) << 6);
        const allowed = segments[occupancy];
        if (allowed === 0) return Step.Fail;
        keep0 |= (allowed & 7) << shift;
        keep1 |= ((allowed >>> 3) & 7) << shift;
        keep2 |= (allowed >>> 6) << shift;
      }
      if (keep0 !== c0) this.remove(base, first, spread(~keep0));
      if (keep1 !== c1) this.remove(base, first + 1, spread(~keep1));
      if (keep2 !== c2) this.remove(base, first + 2, spread(~keep2));
    }
    return this.pending !== before ? Step.Progress : Step.Open;
  }

  /**
   * Triad rule: every row segment and every column segment of a box (three cells) holds
   * exactly three digits. Counted per band over one snapshot: a digit is possible in a triad
   * when it has a cell there, forced when that triad is its only one left in its band row (row
   * segments) or in its box (column segments). Fewer than three possible or more than three
   * forced fails; exactly three possible are all forced (the digit leaves the rest of its row
   * and box, or of its box and column); three forced push out the others.
   */
  private triadRule(base: number): Step {
    const f = this.frames;
    const { rowExact, rowFull, colExact, colFull } = this;
    let news = false;
    for (let band = 0; band < 3; band++) {
      // bit-sliced counters: pN / fN / cpN / cfN hold the triads with at least N digits
      // possible / forced (row segments), possible / forced (column segments)
      let p1 = 0, p2 = 0, p3 = 0, p4 = 0, f1 = 0, f2 = 0, f3 = 0, f4 = 0;
      let cp1 = 0, cp2 = 0, cp3 = 0, cp4 = 0, cf1 = 0, cf2 = 0, cf3 = 0, cf4 = 0;
      for (let w = band; w < 27; w += 3) {
        const m = f[base + w];
        const segments = segmentsOf(m);
        const forced = segments & ~sameRowOthers(segments);
        p4 |= p3 & segments; p3 |= p2 & segments; p2 |= p1 & segments; p1 |= segments;
        f4 |= f3 & forced; f3 |= f2 & forced; f2 |= f1 & forced; f1 |= forced;
        const columns = columnsOf(m);
        const colForced = columns & ~sameBoxColumns(columns);
        cp4 |= cp3 & columns; cp3 |= cp2 & columns; cp2 |= cp1 & columns; cp1 |= columns;
        cf4 |= cf3 & colForced; cf3 |= cf2 & colForced; cf2 |= cf1 & colForced; cf1 |= colForced;
      }
      if ((SEGMENT_LOW & ~p3) !== 0 || f4 !== 0) return Step.Fail;
      if ((ROW & ~cp3) !== 0 || cf4 !== 0) return Step.Fail;
      rowExact[band] = p3 & ~p4;
      rowFull[band] = f3;
      colExact[band] = cp3 & ~cp4;
      colFull[band] = cf3;
      if (rowExact[band] !== rowFull[band] || colExact[band] !== colFull[band]) news = true;
    }
    if (!news) return Step.Open;
    const before = this.pending;
    for (let first = 0; first < 27; first += 3) {
      let clear0 = 0, clear1 = 0, clear2 = 0;
      for (let band = 0; band < 3; band++) {
        const m = f[base + first + band];
        const segments = segmentsOf(m);
        const segmentsForced = segments & ~sameRowOthers(segments);
        const nowForced = segments & rowExact[band] & ~segmentsForced;
        const pushedOut = segments & rowFull[band] & ~segmentsForced;
        const columns = columnsOf(m);
        const columnsForced = columns & ~sameBoxColumns(columns);
        const columnNowForced = columns & colExact[band] & ~columnsForced;
        const columnPushedOut = columns & colFull[band] & ~columnsForced;
        const own =
          segmentCells(pushedOut | sameRowOthers(nowForced) | sameBoxOthers(nowForced)) |
          spread(columnPushedOut | sameBoxColumns(columnNowForced));
        // a column forced into this band leaves the digit's other two bands
        const elsewhere = spread(columnNowForced);
        clear0 |= band === 0 ? own : elsewhere;
        clear1 |= band === 1 ? own : elsewhere;
        clear2 |= band === 2 ? own : elsewhere;
      }
      if (clear0 !== 0) this.remove(base, first, clear0);
      if (clear1 !== 0) this.remove(base, first + 1, clear1);
      if (clear2 !== 0) this.remove(base, first + 2, clear2);
    }
    return this.pending !== before ? Step.Progress : Step.Open;
  }

  /**
   * The configuration branch (the core's configs.ts). Per unit (bands 0..2, then stacks 0..2):
   * its open digits (two or more configurations left), its configurations in total, and its
   * open digit with the fewest (the lowest on a tie). When `hard` (the grid has as many open
   * cells as a puzzle that looks hard) and some unit has at most {@link FEW_OPEN} open digits,
   * the unit with the fewest open digits wins, then the fewest in total, then the fewest of a
   * digit, then the lower digit; otherwise the fewest in total. Ties: the first unit. Returns
   * (item << 8) | the digit's configuration set, the item a band word (digit*3 + band) or
   * {@link STACK_ITEM} + digit*3 + stack; -1 when no digit has two configurations left.
   */
  private chooseConfig(base: number, hard: boolean): number {
    const f = this.frames;
    const { unitOpen, unitTotal, unitDigit } = this;
    let fewestOpen = Infinity;
    for (let unit = 0; unit < 6; unit++) {
      let open = 0;
      let total = 0;
      let fewest = 7;
      let fewestDigit = -1;
      for (let digit = 0; digit < 9; digit++) {
        const n = bitCount(this.unitConfigs(base, unit, digit));
        total += n;
        if (n < 2) continue;
        open++;
        if (n < fewest) {
          fewest = n;
          fewestDigit = digit;
        }
      }
      unitOpen[unit] = open;
      unitTotal[unit] = total;
      unitDigit[unit] = fewestDigit + 16 * fewest;
      if (open > 0) fewestOpen = Math.min(fewestOpen, open);
    }
    if (fewestOpen === Infinity) return -1;
    const byOpen = hard && fewestOpen <= FEW_OPEN;
    let bestKey = Infinity;
    let bestUnit = -1;
    for (let unit = 0; unit < 6; unit++) {
      if (unitOpen[unit] === 0) continue;
      // unitDigit = fewest * 16 + digit orders as (fewest, digit)
      const key = byOpen ? unitOpen[unit] * 100_000 + unitTotal[unit] * 1000 + unitDigit[unit] : unitTotal[unit];
      if (key < bestKey) {
        bestKey = key;
        bestUnit = unit;
      }
    }
    const digit = unitDigit[bestUnit] % 16;
    const item = bestUnit < 3 ? 3 * digit + bestUnit : STACK_ITEM + 3 * digit + bestUnit - 3;
    return (item << 8) | this.unitConfigs(base, bestUnit, digit);
  }

  /** The configurations left to `digit` in unit 0..2 (a band) or 3..5 (a stack). */
  private unitConfigs(base: number, unit: number, digit: number): number {
    return unit < 3 ? this.configsOf(this.frames[base + 3 * digit + unit]) : this.stackConfigsOf(base, digit, unit - 3);
  }

  /** The configurations left to `digit` in `stack` (see {@link stackConfigurations}). */
  private stackConfigsOf(base: number, digit: number, stack: number): number {
    const f = this.frames;
    const at = base + 3 * digit;
    return stackConfigurations(this.t, f[at], f[at + 1], f[at + 2], stack);
  }

  /** Applies configuration p of a branch item (see {@link chooseConfig}). */
  private applyConfig(base: number, item: number, p: number): void {
    if (item < STACK_ITEM) {
      this.remove(base, item, ~this.t.configCells[p]);
      return;
    }
    const digit = ((item - STACK_ITEM) / 3) | 0;
    const stack = (item - STACK_ITEM) % 3;
    const matrix = this.t.configMatrices[p];
    for (let band = 0; band < 3; band++) {
      const others = (~(matrix >>> (3 * band)) & 7) << (3 * stack);
      this.remove(base, 3 * digit + band, spread(others));
    }
  }

  /** The configurations left to the digit whose band word is `m`. */
  private configsOf(m: number): number {
    const { boxesOfRow, configs } = this.t;
    return configs[boxesOfRow[m & ROW] | (boxesOfRow[(m >>> 9) & ROW] << 3) | (boxesOfRow[m >>> 18] << 6)];
  }

  /**
   * Whether a bivalue cell's higher digit goes first: the one with more candidates among the
   * cell's peers in its band goes first, the lower on a tie (the core's digitOrder).
   */
  private higherFirst(base: number, cell: number, digits: number): boolean {
    if (bitCount(digits) !== 2) return false;
    const band = (cell / 27) | 0;
    const peers = this.t.peers[cell - 27 * band];
    const f = this.frames;
    const high = f[base + 3 * (31 - Math.clz32(digits)) + band];
    const low = f[base + 3 * lowestBit(digits) + band];
    return bitCount(high & peers) > bitCount(low & peers);
  }

  private digitsAt(base: number, cell: number): number {
    const band = (cell / 27) | 0;
    const bit = 1 << (cell - 27 * band);
    let digits = 0;
    for (let d = 0; d < 9; d++) if (this.frames[base + 3 * d + band] & bit) digits |= 1 << d;
    return digits;
  }

  private chooseCell(base: number): number {
    const f = this.frames;
    let bestBand = -1;
    let bestPairs = 0;
    let bestCount = 0;
    for (let band = 0; band < 3; band++) {
      const open = f[base + UNSOLVED + band];
      if (open === 0) continue;
      let once = 0;
      let twice = 0;
      let thrice = 0;
      for (let w = band; w < 27; w += 3) {
        const m = f[base + w];
        thrice |= twice & m;
        twice |= once & m;
        once |= m;
      }
      const pairs = open & twice & ~thrice;
      const n = bitCount(pairs);
      if (n > bestCount) {
        bestCount = n;
        bestBand = band;
        bestPairs = pairs;
      }
    }
    if (bestBand >= 0) {
      // the first bivalue cell of the band's row richest in bivalue cells (ties: upper row)
      let bestRow = 0;
      let bestRowCount = -1;
      for (let row = 0; row < 3; row++) {
        const n = bitCount((bestPairs >>> (9 * row)) & ROW);
        if (n > bestRowCount) {
          bestRowCount = n;
          bestRow = row;
        }
      }
      return 27 * bestBand + 9 * bestRow + lowestBit((bestPairs >>> (9 * bestRow)) & ROW);
    }

    let best = -1;
    let fewest = 10;
    for (let cell = 0; cell < 81; cell++) {
      const band = (cell / 27) | 0;
      if (((f[base + UNSOLVED + band] >>> (cell - 27 * band)) & 1) === 0) continue;
      const n = bitCount(this.digitsAt(base, cell));
      if (n < fewest) {
        fewest = n;
        best = cell;
      }
    }
    return best;
  }

  private writeSolution(base: number, out: Uint8Array, outOffset: number): void {
    for (let word = 0; word < 27; word++) {
      const digit = ((word / 3) | 0) + 1;
      const band = word % 3;
      let m = this.frames[base + word];
      while (m !== 0) {
        out[outOffset + 27 * band + lowestBit(m)] = digit;
        m &= m - 1;
      }
    }
  }
}
