/**
 * Uniformly random complete grids of box size 2 and 3 (4×4 and 9×9): every grid equally likely.
 *
 * Owns: the sampler and its acceptance bound. Does not own: the PRNG (random.ts) or grids of
 * other sizes (grids.ts makes those by a random transformation, not uniformly).
 *
 * Method: importance sampling with rejection, written from the textbook description of both.
 *
 * 1. Propose a grid row by row. In row r a cell may take the digits not yet in its column or
 *    box. The number of ways R_r to fill the row (a permutation of the N digits giving each
 *    cell an allowed one) is counted exactly over subsets of digits (2^N counts):
 *
 *        ways[S] = ways to fill the first |S| cells of the row using exactly the digits in S
 *        ways[{}] = 1;   ways[S + d] += ways[S]   for each d allowed in cell |S|, d not in S
 *        R_r = ways[all N digits]
 *
 *    The row is drawn uniformly among its R_r fillings by walking back from the full set: the
 *    last open cell takes d with probability ways[S - d] / ways[S]. A row with R_r = 0 (the
 *    rows above cannot be continued) drops the proposal.
 * 2. A grid g is then proposed with probability q(g) = 1 / w(g), w(g) = R_1 · R_2 · … · R_N.
 *    Accepting it with probability w(g) / W makes every grid equally likely, since
 *    q(g) · w(g) / W = 1 / W is the same for all g, provided W ≥ w(g). It takes W / (number of
 *    grids) proposals per grid on average.
 * 3. W. 4×4: 384, the largest w of the 288 grids (the tests enumerate them), so the 4×4
 *    sampler is exact. 9×9: 16 × 6,670,903,752,021,072,936,960 (the number of grids:
 *    Felgenhauer and Jarvis, 2005), so 16 proposals per grid on average. The largest w of a 9×9
 *    grid is not known, and a grid with w above W would be drawn W / w times as often as the
 *    others. Measured over 3 million proposals (`node bench/generate.mjs --weights`): the mean
 *    of w / 6.67e21 was 1.0003 (the identity E[w] = number of grids holds); 380 proposals
 *    were above 10, the largest 11.83, none above 12 (a second run: 1.0005, 358 above 10, the
 *    largest 11.83). No grid seen comes near W; grids above it, if any, make up less than 1 in
 *    10⁶ of the proposals (95% confidence).
 */
import type { Random } from './random.js';

/** The bound W of each supported box size, over the number of grids (see the header). */
const BOUND: Readonly<Record<number, { grids: number; ratio: number }>> = {
  2: { grids: 288, ratio: 384 / 288 },
  3: { grids: 6_670_903_752_021_072_936_960, ratio: 16 },
};

/** Box sizes the uniform sampler supports. */
export function hasUniformSampler(n: number): boolean {
  return BOUND[n] !== undefined;
}

/** Counts of the last sampler run (for the bench and the tests). */
export interface SamplerStats {
  /** Proposals made, including the one accepted. */
  proposals: number;
  /** Proposals dropped at a row with no filling. */
  deadEnds: number;
}

/** A sampler of one box size, with its scratch buffers. */
export class UniformGridSampler {
  private readonly N: number;
  private readonly full: number;
  private readonly ways: Float64Array;
  private readonly bitCount: Uint8Array;
  private readonly allowed: Int32Array;
  private readonly column: Int32Array;
  private readonly box: Int32Array;
  private readonly row: Int32Array;
  /** Counts of the last {@link sample} call. */
  readonly stats: SamplerStats = { proposals: 0, deadEnds: 0 };

  constructor(private readonly n: number) {
    if (!hasUniformSampler(n)) throw new RangeError(`sudoku-wasm: no uniform sampler for box size ${n} (only 2 and 3)`);
    const N = n * n;
    this.N = N;
    this.full = (1 << N) - 1;
    this.ways = new Float64Array(1 << N);
    this.bitCount = new Uint8Array(1 << N);
    for (let s = 1; s <= this.full; s++) this.bitCount[s] = this.bitCount[s >> 1] + (s & 1);
    this.allowed = new Int32Array(N);
    this.column = new Int32Array(N);
    this.box = new Int32Array(N);
    this.row = new Int32Array(N);
  }

  /** A uniformly random complete grid (N² values 1…N in reading order) drawn with `random`. */
  sample(random: Random): Uint8Array {
    const grid = new Uint8Array(this.N * this.N);
    const { grids, ratio } = BOUND[this.n];
    this.stats.proposals = 0;
    this.stats.deadEnds = 0;
    for (;;) {
      this.stats.proposals++;
      const weight = this.propose(random, grid);
      if (weight === 0) this.stats.deadEnds++;
      else if (random.unit() * ratio < weight / grids) return grid;
    }
  }

  /**
   * The weight w of a complete grid: the product of its row counts R_r (the proposal draws it
   * with probability 1 / w). Exposed for the tests, which check the bound W on all 4×4 grids.
   */
  weightOf(grid: ArrayLike<number>): number {
    this.clearHouses();
    let weight = 1;
    for (let r = 0; r < this.N; r++) {
      this.setAllowed(r);
      weight *= this.countRow();
      this.placeRow(r, (c) => grid[r * this.N + c] - 1);
    }
    return weight;
  }

  /** One proposal, not yet accepted, into `grid`: its weight w, or 0 at a dead end (for the tests and the bench). */
  propose(random: Random, grid: Uint8Array): number {
    const { N, row } = this;
    this.clearHouses();
    let weight = 1;
    for (let r = 0; r < N; r++) {
      this.setAllowed(r);
      const count = this.countRow();
      if (count === 0) return 0;
      weight *= count;
      this.drawRow(random);
      this.placeRow(r, (c) => row[c]);
      for (let c = 0; c < N; c++) grid[r * N + c] = row[c] + 1;
    }
    return weight;
  }

  private clearHouses(): void {
    this.column.fill(0);
    this.box.fill(0);
  }

  /** The digits (bit d-1) each cell of row r may take, from the rows above. */
  private setAllowed(r: number): void {
    const { n, N, allowed, column, box, full } = this;
    const band = ((r / n) | 0) * n;
    for (let c = 0; c < N; c++) allowed[c] = full & ~(column[c] | box[band + ((c / n) | 0)]);
  }

  /** Fills `ways` for the current `allowed` and returns R = ways[full]. */
  private countRow(): number {
    const { ways, bitCount, allowed, full, N } = this;
    ways.fill(0);
    ways[0] = 1;
    for (let s = 0; s < full; s++) {
      const here = ways[s];
      if (here === 0) continue;
      const cell = bitCount[s];
      if (cell === N) continue;
      let open = allowed[cell] & ~s;
      while (open !== 0) {
        const bit = open & -open;
        open ^= bit;
        ways[s | bit] += here;
      }
    }
    return ways[full];
  }

  /** Draws a filling of the row uniformly (after {@link countRow}) into `row` (digits 0…N-1). */
  private drawRow(random: Random): void {
    const { ways, allowed, row, N } = this;
    let set = this.full;
    for (let cell = N - 1; cell >= 0; cell--) {
      let open = allowed[cell] & set;
      let pick = random.unit() * ways[set];
      let chosen = 0;
      while (open !== 0) {
        chosen = open & -open;
        open ^= chosen;
        const share = ways[set ^ chosen];
        if (pick < share) break;
        pick -= share;
      }
      row[cell] = 31 - Math.clz32(chosen);
      set ^= chosen;
    }
  }

  private placeRow(r: number, digitAt: (c: number) => number): void {
    const { n, N, column, box } = this;
    const band = ((r / n) | 0) * n;
    for (let c = 0; c < N; c++) {
      const bit = 1 << digitAt(c);
      column[c] |= bit;
      box[band + ((c / n) | 0)] |= bit;
    }
  }
}
