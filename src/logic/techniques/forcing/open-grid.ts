/**
 * Open grids: whether every candidate of a grid is its cell's digit in some solution. On such a
 * grid no sound step exists besides singles: a step removes only candidates that no solution
 * has, and places only digits every solution has. The forcing techniques ask this first, so an
 * empty or nearly empty grid gets its answer (nothing) at once instead of after a search that
 * visits every candidate of every premise (a nested net on the empty 9×9 grid derived 12 million
 * facts in 2 to 6 s, then threw `ForcingBudgetError`).
 *
 * Owns: {@link everyCandidateLives} and its small search (a depth-first fill of the candidate
 * masks, fewest candidates first, under a node budget). Does not own: the forcing searches
 * (`search.ts`), the engines of the package (`src/engine/`: they read givens, not candidates).
 *
 * Cost: each solution found covers one candidate of every empty cell (more with the uncovered
 * digits tried first), so the empty 9×9 grid takes 46 fills, 3,915 nodes, about 2 ms. On a grid
 * with one solution a fill is a whole search or refutation; it stops at its first 1,000 nodes
 * (1.6 ms at most measured, on a loaded machine), and the answer is false. Over logicSolve with
 * `unique: false` on 400 puzzles (300 of 17_clue, 100 of magictour_top1465, 28,184 steps) the
 * check took 240 ms of 14 s: 151 grids worked out, 369 questions (the last answer is kept).
 */
import { popcount, type CandidateGrid } from '../../grid.js';

/** Most nodes (cells filled) over all fills of one {@link everyCandidateLives} call. */
export const OPEN_GRID_NODES = 10_000;

/**
 * Most nodes of one fill: an open grid fills with few dead ends (the empty grid: 85 nodes a fill
 * on average), while on a grid with one solution the first fill is a whole search, which this
 * cuts short (the answer is then false, and the forcing search runs).
 */
const FILL_NODES = 1_000;

/** The last grid asked about (its digits and candidates) and the answer: the six forcing techniques ask in turn about one grid. */
const last = { values: new Uint8Array(0), cands: new Int32Array(0), maxNodes: 0, answer: false };

/**
 * True when every candidate of every empty cell is that cell's digit in some solution (an
 * assignment of one candidate to each empty cell with no digit twice in a house, placed digits
 * included), and every empty cell has two candidates or more. False when a candidate is in no
 * solution, when a cell has one candidate or none, or when the node budget runs out first (so
 * false promises nothing).
 */
export function everyCandidateLives(grid: CandidateGrid, maxNodes = OPEN_GRID_NODES): boolean {
  if (maxNodes === last.maxNodes && equal(grid.values, last.values) && equal(grid.cands, last.cands)) return last.answer;
  const answer = openGrid(grid, maxNodes);
  Object.assign(last, { values: grid.values.slice(), cands: grid.cands.slice(), maxNodes, answer });
  return answer;
}

function equal(a: Uint8Array | Int32Array, b: Uint8Array | Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** {@link everyCandidateLives}, worked out. */
function openGrid(grid: CandidateGrid, maxNodes: number): boolean {
  const { C, cands } = grid;
  for (let cell = 0; cell < C; cell++) if (grid.values[cell] === 0 && popcount(cands[cell]) < 2) return false;
  const covered = new Int32Array(C);
  const fill = new Fill(grid, covered, maxNodes);
  for (let cell = 0; cell < C; cell++) {
    for (let m = cands[cell] & ~covered[cell]; m !== 0; m &= m - 1) {
      const bit = m & -m;
      if ((covered[cell] & bit) !== 0) continue; // covered by a fill made in this loop
      if (!fill.solve(cell, bit)) return false;
      for (let c = 0; c < C; c++) covered[c] |= fill.digit[c];
    }
  }
  return true;
}

/** The fills of one grid: masks per depth, the last solution's digits (as bits, 0 for placed cells). */
class Fill {
  /** Per empty cell, the bit of its digit in the last solution found (while searching: -1 once filled). */
  readonly digit: Int32Array;
  private readonly masks: Int32Array;
  private readonly empty: Int32Array;
  private nodes = 0;
  /** {@link nodes} past which the fill under way gives up. */
  private limit = 0;

  constructor(
    private readonly grid: CandidateGrid,
    /** Per cell, the digits (bits) some solution found so far has there: the others are tried first. */
    private readonly covered: Int32Array,
    private readonly maxNodes: number,
  ) {
    const { C, cands, values, peers, degree: D } = grid;
    this.digit = new Int32Array(C);
    const empties: number[] = [];
    const start = Int32Array.from(cands);
    for (let cell = 0; cell < C; cell++) {
      if (values[cell] === 0) {
        empties.push(cell);
        continue;
      }
      start[cell] = 0;
      const keep = ~(1 << (values[cell] - 1));
      for (let k = cell * D, end = k + D; k < end; k++) start[peers[k]] &= keep;
    }
    this.empty = Int32Array.from(empties);
    // one row of masks per depth: depth 0 is the start, depth k after k cells filled
    this.masks = new Int32Array(C * (empties.length + 1));
    this.masks.set(start);
  }

  /** A solution with `bit` in `cell`, into {@link digit}: false when there is none or the budget ran out. */
  solve(cell: number, bit: number): boolean {
    if ((this.masks[cell] & bit) === 0) return false;
    const saved = this.masks[cell];
    this.masks[cell] = bit;
    this.limit = Math.min(this.maxNodes, this.nodes + FILL_NODES);
    const found = this.search(0);
    this.masks[cell] = saved;
    return found;
  }

  /** Fills the empty cells left at `depth` (their masks in row `depth`), fewest candidates first, uncovered digits first. */
  private search(depth: number): boolean {
    if (++this.nodes > this.limit) return false;
    const { C, peers, degree: D } = this.grid;
    const at = depth * C;
    const masks = this.masks;
    let best = -1;
    let fewest = 99;
    for (let i = 0; i < this.empty.length; i++) {
      const cell = this.empty[i];
      if (this.digit[cell] < 0) continue; // filled at a smaller depth
      const k = popcount(masks[at + cell]);
      if (k < fewest) {
        if (k === 0) return false;
        fewest = k;
        best = cell;
        if (k === 1) break;
      }
    }
    if (best < 0) return true; // every empty cell filled
    const next = at + C;
    // digits no solution so far has in this cell first, so that each solution covers more
    const fresh = masks[at + best] & ~this.covered[best];
    for (let m = fresh, rest = masks[at + best] & ~fresh; m !== 0 || rest !== 0; m &= m - 1) {
      if (m === 0) [m, rest] = [rest, 0];
      const bit = m & -m;
      masks.copyWithin(next, at, at + C);
      for (let k = best * D, end = k + D; k < end; k++) masks[next + peers[k]] &= ~bit;
      this.digit[best] = -1;
      if (this.search(depth + 1)) {
        this.digit[best] = bit;
        return true;
      }
      if (this.nodes > this.limit) break;
    }
    this.digit[best] = 0;
    return false;
  }
}
