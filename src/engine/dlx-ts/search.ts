/**
 * The resumable Algorithm X loop of the DLX engine over a {@link DancingLinks} matrix.
 *
 * Owns: input checks, givens, the level array x[l], node counting, pausing and resuming, the
 * first solution. Does not own: the links and the dancing steps (links.ts), checks (sanity.ts).
 *
 * Knuth's steps (TAOCP 7.2.2.1, Algorithm X) as three phases of a loop, so that `run` can
 * stop before any node and continue later:
 *
 *   Enter (X2–X4)  no active item → a solution, then Leave; else choose item i (the first
 *                  with the smallest LEN), cover(i),
 *                  x[l] = DLINK(i), then Try
 *   Try   (X5,X7)  x[l] = i (a header: options exhausted) → uncover(i), Leave;
 *                  else one node: cover the other items of x[l]'s option, l += 1, Enter
 *   Leave (X8,X6)  l = 0 → done; else l -= 1, uncover the others of x[l] (right to left),
 *                  x[l] = DLINK(x[l]), Try
 *
 *   x:  [ x₀ | x₁ | … | x_{l-1} ]   option nodes chosen at levels 0…l-1 (≤ C levels: each
 *                                    option covers one cell item)
 *
 * Givens are forced before the search by covering each item of their option (no nodes).
 * A slice pauses only in Try, before a node, when its budget is spent.
 */
import { checkStart } from '../general-input.js';
import type { GeneralSearch, SearchState } from '../general-types.js';
import { DancingLinks } from './links.js';
import { checkLinks } from './sanity.js';

const enum Phase {
  Done,
  Enter,
  Try,
  Leave,
}

/** The TypeScript DLX engine (see index.ts). */
export class DlxSearch implements GeneralSearch {
  readonly name: string = 'dlx-ts';
  readonly kind = 'dlx' as const;
  count = 0;
  nodes = 0;
  /** The matrix (exposed for tests: snapshots and {@link sanityCheck}). */
  readonly links = new DancingLinks();

  private phase = Phase.Done;
  private limit = 1;
  private level = 0;
  private x = new Int32Array(0);
  private givens = new Uint8Array(0);
  private forced = new Uint8Array(0);
  private solution = new Uint8Array(0);

  start(n: number, cells: Uint8Array, limit: number, candidates?: Uint32Array): void {
    checkStart(n, cells, candidates);
    const m = this.links;
    m.build(n, candidates);
    const { N, C, items } = m;
    if (this.x.length < C + 1) {
      this.x = new Int32Array(C + 1);
      this.givens = new Uint8Array(C);
      this.solution = new Uint8Array(C);
    }
    if (this.forced.length < items + 1) this.forced = new Uint8Array(items + 1);
    this.limit = limit >= 1 ? Math.floor(limit) : 1;
    this.count = 0;
    this.nodes = 0;
    this.level = 0;
    this.phase = this.forceGivens(cells, N, C, items) ? Phase.Enter : Phase.Done;
  }

  run(maxNodes: number): SearchState {
    const m = this.links;
    const { items, dlink } = m;
    const x = this.x;
    let budget = maxNodes >= 1 ? Math.floor(maxNodes) : 1;
    let l = this.level;
    for (;;) {
      switch (this.phase) {
        case Phase.Done:
          this.level = l;
          return 'done';
        case Phase.Enter: {
          if (m.rlink[0] === 0) {
            if (this.count === 0) this.saveSolution(l);
            if (++this.count >= this.limit) {
              this.phase = Phase.Done;
              break;
            }
            this.phase = Phase.Leave;
            break;
          }
          const i = m.chooseItem();
          m.cover(i);
          x[l] = dlink[i];
          this.phase = Phase.Try;
          break;
        }
        case Phase.Try: {
          const p = x[l];
          if (p <= items) {
            m.uncover(p);
            this.phase = Phase.Leave;
            break;
          }
          if (budget === 0) {
            this.level = l;
            return 'paused';
          }
          budget--;
          this.nodes++;
          m.coverOthers(p);
          l++;
          this.phase = Phase.Enter;
          break;
        }
        case Phase.Leave: {
          if (l === 0) {
            this.phase = Phase.Done;
            break;
          }
          l--;
          const p = x[l];
          m.uncoverOthers(p);
          x[l] = dlink[p];
          this.phase = Phase.Try;
          break;
        }
      }
    }
  }

  readSolution(out: Uint8Array): boolean {
    if (this.count === 0) return false;
    const C = this.links.C;
    if (out.length < C) throw new RangeError(`out: expected ${C}, got ${out.length}`);
    out.set(this.solution.subarray(0, C));
    return true;
  }

  /**
   * Checks every link of the matrix (see sanity.ts); for tests, never on a hot path.
   * @throws {Error} describing the first inconsistency.
   */
  sanityCheck(): boolean {
    return checkLinks(this.links);
  }

  /**
   * Covers the items of every given's option, cells ascending.
   * @returns false when a given's option is missing (excluded by candidates) or clashes
   *          with an earlier given (one of its items is already covered).
   */
  private forceGivens(cells: Uint8Array, N: number, C: number, items: number): boolean {
    const m = this.links;
    const { givens, forced } = this;
    forced.fill(0, 0, items + 1);
    givens.fill(0, 0, C);
    for (let cell = 0; cell < C; cell++) {
      const v = cells[cell];
      if (!(v >= 1 && v <= N)) continue;
      givens[cell] = v;
      const first = m.optionNode[cell * N + v - 1];
      if (first < 0) return false;
      for (let q = first; q < first + 4; q++) if (forced[m.top[q]]) return false;
      for (let q = first; q < first + 4; q++) {
        const h = m.top[q];
        forced[h] = 1;
        m.cover(h);
      }
    }
    return true;
  }

  private saveSolution(l: number): void {
    const m = this.links;
    const { N, C } = m;
    this.solution.set(this.givens.subarray(0, C));
    for (let k = 0; k < l; k++) {
      const id = m.optionOf(this.x[k]);
      this.solution[(id / N) | 0] = (id % N) + 1;
    }
  }
}

