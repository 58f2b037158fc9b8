/**
 * The search behind Continuous and Discontinuous Nice Loops and AICs (`nice-loops.ts`): one
 * link graph per grid, a breadth-first search of alternating chains from every candidate that
 * has a strong link, and what each chain end proves.
 *
 * Owns: {@link searchNiceLoops} (every loop and AIC of a grid, one chain per set of
 * eliminations and technique, cached for the grid's current candidates; ordered as HoDoKu
 * orders steps), {@link NiceChain},
 * {@link MAX_NICE_LINKS}, the breadth-first search and what each chain end proves. Does not own
 * the steps or their words (`nice-loops.ts`), the link graph (`nice-loops-graph.ts`), the arrays
 * it works in (`nice-loops-scratch.ts`), which chains are kept (`nice-loops-kept.ts`) or the
 * sets behind ALS nodes (`nice-loops-als.ts`).
 *
 *   node   a candidate (digit d in cell X), written (d)X; it is "on" (true) or "off" (false)
 *   strong link  x = y   not both off: the two digits of a bivalue cell, or a digit's two
 *                        places in a house (conjugate pair)
 *   weak link    x - y   not both on: two digits of one cell, or one digit in two peer cells
 *
 *   Every search starts from "a off" (a in cell A) and follows strong, weak, strong … links:
 *     a off ⇒ b on ⇒ c off ⇒ d on ⇒ …
 *   A chain whose first link leaves A may come back to A (a nice loop links back to the cell
 *   where it started); a chain that starts inside a bivalue A (a off ⇒ a' on) comes back only
 *   by a weak link to a itself (a loop whose strong links may all be inside cells).
 *
 *   reached          where            what it proves                              technique
 *   z on             outside A        a = … = z: a or z is true
 *                      z's digit = a's: it leaves cells seeing A and Z          AIC type 1
 *                      other digit, Z sees A: z's digit leaves A, a's leaves Z   AIC type 2
 *                        (when only one of them is there: a discontinuous loop, as below)
 *   a on             (back in A)      a off ⇒ a on: a is true, A loses the rest   discontinuous
 *   e off, e ≠ a     (back in A)      a off ⇒ e off, and a on ⇒ e off: e goes     discontinuous
 *   e on, e ≠ a      (back in A)      closed by the weak link e - a               continuous
 *   a off again      by a weak link   closed by the weak link z - a               continuous
 *   and for every candidate t (digit d) seeing both ends of a type 1 AIC on d, outside it:
 *     t - a = … = z - t: t on would make both ends off: t goes                    discontinuous
 *
 *   A continuous loop makes every weak link strong:
 *     weak link (d)X - (d)Y     d leaves the cells seeing X and Y, except the loop's cells
 *     weak link (d-e)X          X is d or e: its other digits go
 *
 * Grouped chains ({@link searchNiceLoops} with `grouped`): besides candidates, a node may be a
 * group: the candidates of one digit in one line-box intersection (at least two cells), "on"
 * when one of them is the digit, "off" when none is. Its links, all on its digit:
 *   strong  X = G   in a house, the digit's places other than X are exactly G's cells (X a
 *                   candidate or a group of that house), and the other way round
 *   weak    X - G   X and G lie in one house and share no cell
 * Group nodes sit inside a chain only (its ends and a loop's start cell are candidates); a
 * continuous loop's weak link X - G removes the digit from the cells seeing every cell of both,
 * off the loop. Only chains with at least one group are kept: the others are the plain search's.
 * HoDoKu reports them as Grouped Continuous / Discontinuous Nice Loop and Grouped AIC, after the
 * plain ones (its "Chains and Loops" page: group nodes in a line-box intersection).
 *
 * ALS nodes (`alsInChains`, grouped search only; `nice-loops-als.ts`): node (A, d) is set A's
 * cells holding d. Its strong links go to the set's other digits ((A,x) off ⇒ (A,y) on), its
 * weak links to the candidates, groups and other sets' nodes of d whose cells all see its own.
 * A chain takes a set's cells whole. Besides what groups do, an ALS node
 *   ends an AIC of type 1   (a)A = … = (A',a): a leaves the cells seeing A and A's a-cells
 *                           (a set holding its exit digit in one cell Z ends a chain as the
 *                           candidate in Z would: AIC types 1 and 2)
 *   closes a discontinuous loop into a set holding the start cell, when a's only cell in the
 *                           set is A: … - (x=a)set: a is true
 *   in a continuous loop    locks its other digits in the set: each leaves what sees all its cells
 * The search runs twice, the second time without links between sets: breadth-first, one chain
 * per node state, the first pass's sets can block a chain the second finds (2 more reglib cases).
 * Cost (measured on the 1,112 reglib grids, one search each, CPU): 0.6 s grouped, 5.9 s with ALS
 * nodes; without the option no ALS is collected and the plain and grouped searches are as before.
 * Tried and dropped (no reglib case gained, some lost): a set's footprint as only its digit's
 * cells; searches starting in a set; a set holding the start digit in the start cell alone as a
 * first link. Also dropped: letting a type 2 AIC end on a candidate whose cell only a group node
 * of another digit on the chain covers (HoDoKu 2.2.0 takes such a chain on exemplar 0711
 * "....5.76.7.5"): exemplars named as HoDoKu names them 625 → 626 of 634, reglib 1,088 → 1,089,
 * but hardest technique as HoDoKu's on magictour_top1465 1,299 → 1,298 (a 13-link grouped AIC
 * through (6)r46c2 to (4)r4c2 that HoDoKu's own search does not find there).
 *
 * Chains have at most {@link MAX_NICE_LINKS} links and pass a cell once (twice in a row for a
 * link inside it; a loop's start cell again at its end); a state is not extended into a cell
 * already on its chain. Per technique, one chain per set of eliminations is kept: the first
 * shortest one found (starts in cell order, then breadth-first). Ideas: Sudopedia "Nice Loop"
 * and "Alternating Inference Chain"; HoDoKu's technique page "Chains and Loops" (nice loops go
 * back to their start cell; AIC types 1 and 2; a continuous loop's weak links become strong).
 */
import { isPair, type CandidateGrid } from '../../grid.js';
import type { Candidate } from '../../types.js';
import { alsChainNodes, alsNodeOnly, alsNodeSees, alsNodeSetCells, type AlsChainNodes } from './nice-loops-als.js';
import { LinkGraph } from './nice-loops-graph.js';
import { Best } from './nice-loops-kept.js';
import { scratchFor, type Scratch } from './nice-loops-scratch.js';

/** The most links of a chain or loop searched (HoDoKu's library has chains of up to 19). */
export const MAX_NICE_LINKS = 20;

/** The techniques the search serves. */
export type NiceKind = 'continuous' | 'discontinuous' | 'aic';

/**
 * A node of a chain: a candidate, or a group (its digit in `cells`, 2 or more cells of a
 * line-box intersection; `cell` is the first), or an ALS node (its digit in `cells`, the set's
 * cells that hold it, and `als`, all the set's cells).
 */
export interface NiceNode extends Candidate {
  cells?: number[];
  als?: number[];
}

/** A chain or loop found, with what it proves. */
export interface NiceChain {
  kind: NiceKind;
  /**
   * The candidates in chain order. A loop ends in its start cell (a continuous loop and a
   * discontinuous one on one digit end on the start candidate again); an AIC's first and last
   * nodes are its two ends.
   */
  nodes: NiceNode[];
  /** Whether the first link is strong; links alternate from there. */
  firstStrong: boolean;
  /** A discontinuous loop that proves a digit: the digit and its cell (its eliminations are the cell's other digits). */
  placed?: Candidate;
  /** What it removes, by digit then cell. */
  eliminations: Candidate[];
}

/** What one search found, per technique, shortest chains first. */
export interface NiceFound {
  continuous: NiceChain[];
  discontinuous: NiceChain[];
  aic: NiceChain[];
}

/** The last search of each mode (plain, grouped, grouped with ALS nodes), reused while the grid's candidates stay the same (the three techniques ask in turn). */
const caches: ({ n: number; cands: Int32Array; found: NiceFound } | null)[] = [null, null, null];

/**
 * Every continuous and discontinuous nice loop and every AIC of the grid: per technique one
 * chain per set of eliminations, most eliminations first. The result is shared (cached for the
 * grid's candidates): do not change it.
 * @param grouped false: chains of candidates; true: chains with at least one group node (or ALS node)
 * @param alsInChains with `grouped`: ALS nodes too (`nice-loops-als.ts`)
 */
export function searchNiceLoops(grid: CandidateGrid, grouped = false, alsInChains = false): NiceFound {
  const withAls = grouped && alsInChains;
  const slot = withAls ? 2 : grouped ? 1 : 0;
  const cache = caches[slot];
  if (cache !== null && cache.n === grid.n && sameArray(cache.cands, grid.cands)) return cache.found;
  const found = new Search(grid, grouped, withAls ? alsChainNodes(grid) : null).run();
  caches[slot] = { n: grid.n, cands: grid.cands.slice(), found };
  return found;
}

function sameArray(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** One search of one grid. */
class Search {
  private readonly s: Scratch;
  private readonly N: number;
  private readonly cands: Int32Array;
  /** The nodes and links searched. */
  private readonly g: LinkGraph;
  private readonly continuous = new Best();
  private readonly discontinuous = new Best();
  private readonly aic = new Best();
  private order = 0;
  /** The current start: candidate id, its cell and digit bit. */
  private a = 0;
  private A = 0;
  private aBit = 0;
  /** The eliminations in `s.elim`: how many, and their key. */
  private nElim = 0;
  private key = 0;
  /** Scratch: the cells of a chain's end node. */
  private readonly endCells: number[] = [];

  constructor(
    private readonly grid: CandidateGrid,
    private readonly grouped: boolean,
    /** The ALS nodes, or null when chains do not use them. */
    als: AlsChainNodes | null,
  ) {
    this.s = scratchFor(grid, als === null ? 0 : als.count);
    this.g = new LinkGraph(grid, this.s, grouped, als);
    this.N = grid.N;
    this.cands = grid.cands;
  }

  run(): NiceFound {
    this.g.buildLinks();
    this.searchAll();
    if (this.g.nAls > 0) {
      this.g.alsToAls = false;
      this.g.buildWeakLists();
      this.searchAll();
    }
    const N = this.N;
    const node = (id: number): NiceNode => this.g.node(id);
    return {
      continuous: this.continuous.ordered(N, node),
      discontinuous: this.discontinuous.ordered(N, node),
      aic: this.aic.ordered(N, node),
    };
  }

  /** A breadth-first search from every candidate that has a strong link. */
  private searchAll(): void {
    const { s, cands } = this;
    for (let id = 0; id < s.K; id++) {
      if (s.nStrong[id] === 0) continue;
      this.searchFrom(id, false);
      if (isPair(cands[s.cellOf[id]])) this.searchFrom(id, true);
    }
  }

  /**
   * The breadth-first search from "a off", checking every state it reaches.
   * @param inside false: chains whose first link leaves the start cell (loops and AICs); true:
   *   chains whose first link is the strong link inside the bivalue start cell (AICs, and
   *   continuous loops closed by a weak link back to "a off": loops of bivalue cells)
   */
  private searchFrom(a: number, inside: boolean): void {
    const { s, N, cands, grid } = this;
    const { strong, nStrong, weakStart, weakList, cellOf, prev, dist, mark, queue, sigLo, sigHi, nodeLo, nodeHi, K } = s;
    const A = cellOf[a];
    this.a = a;
    this.A = A;
    this.aBit = 1 << (a - A * N);
    const stamp = ++s.stamp;
    const s0 = 2 * a;
    mark[s0] = stamp;
    prev[s0] = -1;
    dist[s0] = 0;
    sigLo[s0] = nodeLo[a];
    sigHi[s0] = nodeHi[a];
    let head = 0;
    let tail = 0;
    queue[tail++] = s0;
    const cellUnits = grid.geometry.cellUnits;
    const aRow = cellUnits[3 * A];
    const aCol = cellUnits[3 * A + 1];
    const aBox = cellUnits[3 * A + 2];
    const alsBase = this.g.alsBase;
    while (head < tail) {
      const state = queue[head++];
      const id = state >> 1;
      const cell = cellOf[id];
      const d1 = dist[state] + 1;
      if (d1 > MAX_NICE_LINKS) continue;
      const lo = sigLo[state];
      const hi = sigHi[state];
      if ((state & 1) === 0) {
        if (id >= alsBase) {
          // off ⇒ on inside an ALS: without this digit the set holds each of its others
          const als = this.g.als!;
          const j = id - alsBase;
          for (let i = als.first[j], end = i + als.digits[j]; i < end; i++) {
            const next = 2 * (alsBase + i) + 1;
            if (i === j || mark[next] === stamp) continue;
            mark[next] = stamp;
            prev[next] = state;
            dist[next] = d1;
            sigLo[next] = lo;
            sigHi[next] = hi;
            queue[tail++] = next;
            if (d1 < 3) continue;
            // a set holding the digit in one cell Z ends a chain as the candidate there would (AIC types 1 and 2)
            const Z = this.g.alsSingleCell(i);
            if (Z >= 0) this.chainEnd(next, Z * N + als.digit[i], Z);
            else if (1 << als.digit[i] === this.aBit) this.setEnd(next, alsBase + i);
          }
          continue;
        }
        // off ⇒ on along strong links
        for (let k = 4 * id, end = k + nStrong[id]; k < end; k++) {
          const t = strong[k];
          const next = 2 * t + 1;
          if (mark[next] === stamp) continue;
          const tCell = cellOf[t];
          if (tCell === A) {
            if (d1 === 1 ? !inside : inside) continue; // inside A only as the first link of the second search
          } else if (d1 === 1 && inside) {
            continue;
          } else if (t >= K) {
            if (this.g.groupHas(t - K, A) || (((lo & nodeLo[t]) | (hi & nodeHi[t])) !== 0 && this.touches(state, t))) continue;
          } else if (tCell !== cell && ((lo & nodeLo[t]) | (hi & nodeHi[t])) !== 0 && this.touches(state, t)) {
            continue;
          }
          mark[next] = stamp;
          prev[next] = state;
          dist[next] = d1;
          sigLo[next] = lo | nodeLo[t];
          sigHi[next] = hi | nodeHi[t];
          if (tCell !== A || d1 === 1) {
            queue[tail++] = next;
            if (d1 >= 3) {
              if (t < K) this.chainEnd(next, t, tCell);
              else if (1 << s.groupDigit[t - K] === this.aBit) this.setEnd(next, t);
            }
          } else if (d1 >= 3) {
            this.backOn(next, t);
          }
        }
      } else {
        // on ⇒ off along weak links; a link into the start cell closes a loop
        const dBit = id < K ? 1 << (id - cell * N) : id < alsBase ? 1 << s.groupDigit[id - K] : 1 << this.g.als!.digit[id - alsBase];
        if (
          d1 >= 3 &&
          (cands[A] & dBit) !== 0 &&
          (id < K
            ? cellUnits[3 * cell] === aRow || cellUnits[3 * cell + 1] === aCol || cellUnits[3 * cell + 2] === aBox
            : id < alsBase
              ? this.g.groupSees(id - K, A)
              : alsNodeSees(this.g.als!, id - alsBase, A))
        ) {
          if (dBit === this.aBit) {
            this.backToStart(state); // every on-state linking back: each closes a loop of its own
          } else if (!inside) {
            const next = 2 * (A * N + 31 - Math.clz32(dBit));
            if (mark[next] !== stamp) {
              mark[next] = stamp;
              prev[next] = state;
              dist[next] = d1;
              this.backOff(next);
            }
          }
        }
        for (let k = weakStart[id], end = weakStart[id + 1]; k < end; k++) {
          const next = weakList[k];
          if (mark[next] === stamp) continue;
          const t = next >> 1;
          const tCell = cellOf[t];
          if (tCell === A) continue;
          if (t >= K && this.g.nodeHas(t, A)) {
            if (t >= alsBase && !inside) this.alsBackOn(state, t, d1);
            continue;
          }
          if ((t >= K || tCell !== cell) && ((lo & nodeLo[t]) | (hi & nodeHi[t])) !== 0 && this.touches(state, t)) continue;
          mark[next] = stamp;
          prev[next] = state;
          dist[next] = d1;
          sigLo[next] = lo | nodeLo[t];
          sigHi[next] = hi | nodeHi[t];
          queue[tail++] = next;
        }
      }
    }
  }

  /**
   * On-state `state` links weakly to ALS node t, whose set holds the start cell A: when the set
   * holds a's digit in A alone, leaving it on that digit makes a true (a discontinuous loop:
   * a off ⇒ … ⇒ the set without t's digit holds a's ⇒ a on). The set's other cells must be off
   * the chain.
   */
  private alsBackOn(state: number, t: number, d1: number): void {
    const { s, N, A } = this;
    const als = this.g.als!;
    const j = t - this.g.alsBase;
    const aDigit = this.a - A * N;
    if (als.digit[j] === aDigit || d1 + 1 > MAX_NICE_LINKS) return;
    let exit = -1;
    for (let i = als.first[j], end = i + als.digits[j]; i < end; i++) if (als.digit[i] === aDigit) exit = i;
    if (exit < 0 || !alsNodeOnly(als, exit, A)) return;
    const { prev, cellOf, K, mark, dist, stamp } = s;
    for (let st = state; st >= 0; st = prev[st]) {
      const id = st >> 1;
      if (id < K ? cellOf[id] !== A && this.g.nodeHas(t, cellOf[id]) : this.g.nodesMeet(id, t)) return;
    }
    const off = 2 * t;
    const on = 2 * (this.g.alsBase + exit) + 1;
    if (mark[off] === stamp || mark[on] === stamp) return;
    mark[off] = mark[on] = stamp;
    prev[off] = state;
    dist[off] = d1;
    prev[on] = off;
    dist[on] = d1 + 1;
    this.backOn(on, this.a);
  }

  /** True when the chain ending in `state` has a cell of node `t` (a candidate's cell, a group's cells, an ALS's cells). */
  private touches(state: number, t: number): boolean {
    const { prev, cellOf, K } = this.s;
    for (let st = state; st >= 0; st = prev[st]) {
      const id = st >> 1;
      if (id < K ? this.g.nodeHas(t, cellOf[id]) : t < K ? this.g.nodeHas(id, cellOf[t]) : this.g.nodesMeet(id, t)) return true;
    }
    return false;
  }

  /** True when the chain ending in `state` passes through `cell` (a candidate there, or a group or ALS holding it). */
  private onPath(state: number, cell: number): boolean {
    const { prev, cellOf, K } = this.s;
    for (let st = state; st >= 0; st = prev[st]) {
      const id = st >> 1;
      if (id < K ? cellOf[id] === cell : this.g.nodeHas(id, cell)) return true;
    }
    return false;
  }

  // ---- what a reached state proves --------------------------------------------------------

  /** "a off" reached "z on" outside the start cell: AIC types 1 and 2, and type 1's loops. */
  private chainEnd(state: number, z: number, Z: number): void {
    const { s, N, cands, A, aBit } = this;
    const zBit = 1 << (z - Z * N);
    const links = s.dist[state];
    if (zBit !== aBit) {
      if (!this.grid.sees(A, Z)) return;
      this.nElim = 0;
      if ((cands[A] & zBit) !== 0) s.elim[this.nElim++] = A * N + 31 - Math.clz32(zBit);
      if ((cands[Z] & aBit) !== 0) s.elim[this.nElim++] = Z * N + 31 - Math.clz32(aBit);
      // with one of the two it is a discontinuous loop back to A or Z (HoDoKu reports it so)
      if (this.nElim === 2 && this.wanted(this.aic, links)) this.record(this.aic, 'aic', this.path(state, -1), links, true);
      return;
    }
    // type 1: the digit leaves every cell seeing both ends
    const d = 31 - Math.clz32(aBit);
    const { W, peerBits, digitCells, elimAic } = s;
    let n = 0;
    for (let w = 0; w < W; w++) {
      for (let bits = peerBits[A * W + w] & peerBits[Z * W + w] & digitCells[d * W + w]; bits !== 0; bits &= bits - 1) {
        elimAic[n++] = (32 * w + 31 - Math.clz32(bits & -bits)) * N + d;
      }
    }
    if (n === 0) return;
    let nodes: number[] | null = null;
    for (let i = 0; i < n; i++) s.elim[i] = elimAic[i];
    this.nElim = n;
    // one elimination off the chain: HoDoKu reports it as the discontinuous loop below, not as an AIC
    const asLoop = n === 1 && !this.onPath(state, s.cellOf[elimAic[0]]);
    if (!asLoop && this.wanted(this.aic, links)) this.record(this.aic, 'aic', (nodes = this.path(state, -1)), links, true);
    // each candidate seeing both ends, off the chain: a loop with two weak links at it
    for (let i = 0; i < n; i++) {
      const t = elimAic[i];
      if (this.onPath(state, s.cellOf[t])) continue;
      s.elim[0] = t;
      this.nElim = 1;
      if (!this.wanted(this.discontinuous, links + 2)) continue;
      nodes ??= this.path(state, -1);
      this.record(this.discontinuous, 'discontinuous', [t, ...nodes, t], links + 2, false);
    }
  }

  /**
   * "a off" reached group or ALS node g on, g on a's digit: a or g holds it, so a candidate t of
   * that digit seeing a and every cell of g holding it, off the chain, goes (the loop t - a = … = g - t).
   */
  private setEnd(state: number, g: number): void {
    const { s, N, A, aBit } = this;
    const { W, peerBits, digitCells } = s;
    const d = 31 - Math.clz32(aBit);
    const links = s.dist[state];
    const cells = this.g.nodeCells(g, this.endCells);
    let nodes: number[] | null = null;
    if (g >= this.g.alsBase) {
      // an ALS end: an AIC of type 1 as with a candidate end (a group end is left to the loops below, as before ALS nodes)
      const elimAic = s.elimAic;
      let n = 0;
      for (let w = 0; w < W; w++) {
        let bits = peerBits[A * W + w] & digitCells[d * W + w];
        for (const cell of cells) bits &= peerBits[cell * W + w];
        for (; bits !== 0; bits &= bits - 1) elimAic[n++] = (32 * w + 31 - Math.clz32(bits & -bits)) * N + d;
      }
      if (n === 0) return;
      for (let i = 0; i < n; i++) s.elim[i] = elimAic[i];
      this.nElim = n;
      const asLoop = n === 1 && !this.onPath(state, s.cellOf[elimAic[0]]);
      if (!asLoop && this.wanted(this.aic, links)) this.record(this.aic, 'aic', (nodes = this.path(state, -1)), links, true);
    }
    for (let w = 0; w < W; w++) {
      let bits = peerBits[A * W + w] & digitCells[d * W + w];
      for (const cell of cells) bits &= peerBits[cell * W + w];
      for (; bits !== 0; bits &= bits - 1) {
        const cell = 32 * w + 31 - Math.clz32(bits & -bits);
        if (this.onPath(state, cell)) continue;
        const t = cell * N + d;
        s.elim[0] = t;
        this.nElim = 1;
        if (!this.wanted(this.discontinuous, links + 2)) continue;
        nodes ??= this.path(state, -1);
        this.record(this.discontinuous, 'discontinuous', [t, ...nodes, t], links + 2, false);
      }
    }
  }

  /** "a off" reached "t on" back in the start cell: a is true (t = a), or a continuous loop closed by t - a. */
  private backOn(state: number, t: number): void {
    const { s, N, cands, A, aBit } = this;
    if (t !== this.a) {
      this.loop(state, this.a);
      return;
    }
    this.nElim = 0;
    for (let rest = cands[A] & ~aBit; rest !== 0; rest &= rest - 1) s.elim[this.nElim++] = A * N + 31 - Math.clz32(rest & -rest);
    const links = s.dist[state];
    if (this.nElim > 0 && this.wanted(this.discontinuous, links)) {
      this.record(this.discontinuous, 'discontinuous', this.path(state, -1), links, true, this.a);
    }
  }

  /** "a off" reached "e off" (e ≠ a) back in the start cell by a weak link: e is false. */
  private backOff(state: number): void {
    const s = this.s;
    s.elim[0] = state >> 1;
    this.nElim = 1;
    const links = s.dist[state];
    if (this.wanted(this.discontinuous, links)) this.record(this.discontinuous, 'discontinuous', this.path(state, -1), links, true);
  }

  /** The weak link from on-state `state` back to "a off" closes a continuous loop. */
  private backToStart(state: number): void {
    this.loop(state, this.a);
  }

  /**
   * The continuous loop of the chain ending in on-state `state` closed by a weak link to
   * `close` (a candidate of the start cell): every weak link becomes strong.
   */
  private loop(state: number, close: number): void {
    const { s } = this;
    const { prev, loopBits, K, groupCells, groupSize } = s;
    const n = this.grid.n;
    loopBits.fill(0);
    for (let st = state; st >= 0; st = prev[st]) {
      const id = st >> 1;
      if (id < K) {
        const cell = s.cellOf[id];
        loopBits[cell >>> 5] |= 1 << (cell & 31);
        continue;
      }
      if (id >= this.g.alsBase) {
        for (const cell of alsNodeSetCells(this.g.als!, id - this.g.alsBase)) loopBits[cell >>> 5] |= 1 << (cell & 31);
        continue;
      }
      for (let i = (id - K) * n, end = i + groupSize[id - K]; i < end; i++) loopBits[groupCells[i] >>> 5] |= 1 << (groupCells[i] & 31);
    }
    this.nElim = 0;
    this.weakLink(state >> 1, close);
    for (let st = state; prev[st] >= 0; st = prev[st]) {
      if ((st & 1) === 0) this.weakLink(prev[st] >> 1, st >> 1);
      else if (st >> 1 >= this.g.alsBase) this.alsInLoop(st >> 1);
    }
    if (this.nElim === 0) return;
    const links = s.dist[state] + 1;
    if (this.wanted(this.continuous, links)) this.record(this.continuous, 'continuous', this.path(state, close), links, true);
  }

  /**
   * The eliminations of a loop's weak link x - y made strong: the other digits of the cell
   * (one cell), or the digit in the other cells seeing both that are not on the loop.
   */
  private weakLink(x: number, y: number): void {
    const { s, N, cands } = this;
    const { cellOf, W, peerBits, digitCells, loopBits, K } = s;
    if (x >= K || y >= K) {
      this.groupWeakLink(x, y);
      return;
    }
    const X = cellOf[x];
    const Y = cellOf[y];
    if (X === Y) {
      const keep = (1 << (x - X * N)) | (1 << (y - X * N));
      for (let rest = cands[X] & ~keep; rest !== 0; rest &= rest - 1) this.addElim(X * N + 31 - Math.clz32(rest & -rest));
      return;
    }
    const d = x - X * N;
    for (let w = 0; w < W; w++) {
      for (let bits = peerBits[X * W + w] & peerBits[Y * W + w] & digitCells[d * W + w] & ~loopBits[w]; bits !== 0; bits &= bits - 1) {
        this.addElim((32 * w + 31 - Math.clz32(bits & -bits)) * N + d);
      }
    }
  }

  /**
   * An ALS's link inside a continuous loop, entered on one digit and left on `exit` (an ALS node
   * id): the loop makes one of the two true and the other false, so the set holds every other
   * digit of it, locked: each leaves the cells outside the set seeing all the set's cells holding it.
   */
  private alsInLoop(exit: number): void {
    const { s, N } = this;
    const als = this.g.als!;
    const { seeAll, W, digitCells } = als.table;
    const j = exit - this.g.alsBase;
    const enter = (s.prev[2 * exit + 1] >> 1) - this.g.alsBase;
    for (let i = als.first[j], end = i + als.digits[j]; i < end; i++) {
      if (i === j || i === enter) continue;
      const d = als.digit[i];
      for (let w = 0; w < W; w++) {
        for (let bits = seeAll[als.slot[i] * W + w] & digitCells[d * W + w]; bits !== 0; bits &= bits - 1) this.addElim((32 * w + 31 - Math.clz32(bits & -bits)) * N + d);
      }
    }
  }

  /** A loop's weak link with a group or ALS end made strong: its digit leaves the cells seeing every cell of both ends (holding it), off the loop. */
  private groupWeakLink(x: number, y: number): void {
    const { s, N } = this;
    const { W, peerBits, digitCells, loopBits } = s;
    const d = this.g.nodeDigit(x);
    const ends: number[] = [];
    for (const id of [x, y]) for (const cell of this.g.nodeCells(id, this.endCells)) ends.push(cell);
    for (let w = 0; w < W; w++) {
      let bits = digitCells[d * W + w] & ~loopBits[w];
      for (let i = 0; i < ends.length && bits !== 0; i++) bits &= peerBits[ends[i] * W + w];
      for (; bits !== 0; bits &= bits - 1) this.addElim((32 * w + 31 - Math.clz32(bits & -bits)) * N + d);
    }
  }

  /** Adds a candidate id to the eliminations unless it is there. */
  private addElim(id: number): void {
    const elim = this.s.elim;
    for (let i = 0; i < this.nElim; i++) if (elim[i] === id) return;
    elim[this.nElim++] = id;
  }

  // ---- keeping chains -----------------------------------------------------------------------

  /**
   * Whether a chain of `links` links with the eliminations in `s.elim` would be kept (no kept
   * chain has them with as few links). Sorts them and computes their key.
   */
  private wanted(best: Best, links: number): boolean {
    const { elim, zob } = this.s;
    const n = this.nElim;
    let key = 0;
    for (let i = 1; i < n; i++) {
      const v = elim[i];
      let j = i - 1;
      for (; j >= 0 && elim[j] > v; j--) elim[j + 1] = elim[j];
      elim[j + 1] = v;
    }
    for (let i = 0; i < n; i++) key ^= zob[elim[i]];
    this.key = key;
    const kept = best.get(elim, n, key);
    return kept === undefined || kept.links > links;
  }

  /** Keeps a chain with the eliminations in `s.elim` (after {@link wanted} said so). */
  private record(best: Best, kind: NiceKind, nodes: number[], links: number, firstStrong: boolean, placed = -1): void {
    if (this.grouped && !nodes.some((id) => id >= this.s.K)) return; // the plain search's
    const elim = this.s.elim;
    const ids: number[] = [];
    for (let i = 0; i < this.nElim; i++) ids.push(elim[i]);
    best.put({ kind, nodes, firstStrong, placed, ids, links, order: this.order++ }, this.key);
  }

  /** The candidate ids of the chain ending in `state`, start first, then `close` when ≥ 0. */
  private path(state: number, close: number): number[] {
    const prev = this.s.prev;
    const nodes: number[] = [];
    for (let st = state; st >= 0; st = prev[st]) nodes.push(st >> 1);
    nodes.reverse();
    if (close >= 0) nodes.push(close);
    return nodes;
  }
}
