/**
 * The link graph of one nice loop search (`nice-loops-search.ts`): its nodes (candidates,
 * groups in line-box intersections, ALS nodes), their strong links and their weak neighbours,
 * and the questions the search asks about nodes (which cells, which digit, who sees whom).
 *
 * Owns: {@link LinkGraph}. Does not own the search, nor the arrays it writes into
 * (`nice-loops-scratch.ts`), nor the sets behind ALS nodes (`nice-loops-als.ts`).
 *
 *   strong   s.strong[4·id …]   up to 4 partners per node (three houses and the cell; a group: its
 *                               line and box; an ALS node: one mark, its links are walked by the search)
 *   weak     s.weakList[s.weakStart[id] … s.weakStart[id+1])   off-states of the weak neighbours
 *                               that have a strong link (the only ones a chain can go on from)
 */
import { isPair, type CandidateGrid } from '../../grid.js';
import {
  alsNodeDigitCells,
  alsNodeHas,
  alsNodesMeet,
  alsNodeSees,
  alsNodeSetCells,
  type AlsChainNodes,
} from './nice-loops-als.js';
import type { NiceNode } from './nice-loops-search.js';
import type { Scratch } from './nice-loops-scratch.js';

/** The nodes and links of one grid for one search. */
export class LinkGraph {
  private readonly N: number;
  private readonly cands: Int32Array;
  /** Group nodes of this call (grouped search only). */
  nGroups = 0;
  /** The first ALS node id (after the groups) and how many there are (0 without `alsInChains`). */
  alsBase = 0x7fffffff;
  readonly nAls: number;
  /** Whether ALS nodes link to ALS nodes (the first pass; the second goes without). */
  alsToAls = true;
  /** Per candidate id: the ALS nodes of its digit whose cells it all sees (`alsSeenList[alsSeenStart[id] …]`). */
  private alsSeenStart = new Int32Array(0);
  private alsSeenList = new Int32Array(0);

  constructor(
    readonly grid: CandidateGrid,
    readonly s: Scratch,
    private readonly grouped: boolean,
    /** The ALS nodes, or null when chains do not use them. */
    readonly als: AlsChainNodes | null,
  ) {
    this.nAls = als === null ? 0 : als.count;
    this.N = grid.N;
    this.cands = grid.cands;
  }

  /** A node id as a chain node. */
  node(id: number): NiceNode {
    const { s, N } = this;
    if (id < s.K) return { cell: (id / N) | 0, digit: (id % N) + 1 };
    if (id >= this.alsBase) {
      const j = id - this.alsBase;
      const cells = alsNodeDigitCells(this.als!, j);
      return { cell: cells[0], digit: this.als!.digit[j] + 1, cells, als: alsNodeSetCells(this.als!, j) };
    }
    const g = id - s.K;
    const n = this.grid.n;
    const cells = Array.from(s.groupCells.subarray(g * n, g * n + s.groupSize[g]));
    return { cell: cells[0], digit: s.groupDigit[g] + 1, cells };
  }

  /** Per call: the cells of each digit, the strong links, the weak neighbours that have strong links. */
  buildLinks(): void {
    const { s, N, cands, grid } = this;
    const { W, digitCells, strong, nStrong } = s;
    digitCells.fill(0);
    nStrong.fill(0);
    for (let cell = 0; cell < grid.C; cell++) {
      const m = cands[cell];
      for (let rest = m; rest !== 0; rest &= rest - 1) digitCells[(31 - Math.clz32(rest & -rest)) * W + (cell >>> 5)] |= 1 << (cell & 31);
      if (isPair(m)) {
        const lo = cell * N + 31 - Math.clz32(m & -m);
        const hi = cell * N + 31 - Math.clz32(m);
        addStrong(strong, nStrong, lo, hi);
        addStrong(strong, nStrong, hi, lo);
      }
    }
    const units = grid.geometry.units;
    for (let u = 0; u < 3 * N; u++) {
      // digits with exactly two places in the unit
      let once = 0;
      let twice = 0;
      let more = 0;
      for (let k = u * N, end = k + N; k < end; k++) {
        const m = cands[units[k]];
        more |= twice & m;
        twice |= once & m;
        once |= m;
      }
      for (let pairs = twice & ~more; pairs !== 0; pairs &= pairs - 1) {
        const b = pairs & -pairs;
        const d = 31 - Math.clz32(b);
        let first = -1;
        let second = -1;
        for (let k = u * N, end = k + N; k < end; k++) {
          if ((cands[units[k]] & b) === 0) continue;
          if (first < 0) first = units[k];
          else second = units[k];
        }
        addStrong(strong, nStrong, first * N + d, second * N + d);
        addStrong(strong, nStrong, second * N + d, first * N + d);
      }
    }
    this.nGroups = 0;
    if (this.grouped) {
      this.buildGroups();
      this.groupStrongLinks();
    }
    if (this.nAls > 0) this.buildAlsNodes();
    this.buildWeakLists();
  }

  /**
   * The ALS nodes after the groups: their footprint (the set's cells) and, per candidate, the
   * nodes of its digit whose cells it all sees (`alsSeenStart`/`alsSeenList`, by candidate id).
   * Their strong links (to the other digits of their set) are not listed: the search walks them.
   */
  private buildAlsNodes(): void {
    const { s, N } = this;
    const als = this.als!;
    const { K, nStrong, nodeLo, nodeHi } = s;
    const { seeAll, W, digitCells, cellList, start } = als.table;
    const base = (this.alsBase = K + this.nGroups);
    const counts = new Int32Array(K + 1);
    for (let j = 0; j < als.count; j++) {
      nStrong[base + j] = 1;
      let lo = 0;
      let hi = 0;
      const a = als.set[j];
      for (let k = start[a]; k < start[a + 1]; k++) {
        const cell = cellList[k];
        if ((cell & 32) === 0) lo |= 1 << cell;
        else hi |= 1 << cell;
      }
      nodeLo[base + j] = lo;
      nodeHi[base + j] = hi;
      const d = als.digit[j];
      for (let w = 0; w < W; w++) {
        for (let bits = seeAll[als.slot[j] * W + w] & digitCells[d * W + w]; bits !== 0; bits &= bits - 1) counts[(32 * w + 31 - Math.clz32(bits & -bits)) * N + d]++;
      }
    }
    const seenStart = (this.alsSeenStart = new Int32Array(K + 1));
    for (let id = 0; id < K; id++) seenStart[id + 1] = seenStart[id] + counts[id];
    const seenList = (this.alsSeenList = new Int32Array(seenStart[K]));
    const fill = seenStart.slice(0, K);
    for (let j = 0; j < als.count; j++) {
      const d = als.digit[j];
      for (let w = 0; w < W; w++) {
        for (let bits = seeAll[als.slot[j] * W + w] & digitCells[d * W + w]; bits !== 0; bits &= bits - 1) {
          seenList[fill[(32 * w + 31 - Math.clz32(bits & -bits)) * N + d]++] = j;
        }
      }
    }
  }

  /** The group nodes: per digit, each line-box intersection holding it in two cells or more. */
  private buildGroups(): void {
    const { s, N, cands } = this;
    const n = this.grid.n;
    const { groupAt, groupCells, groupSize, groupDigit, groupLine, groupBox, nodeLo, nodeHi, K } = s;
    groupAt.fill(-1);
    let g = 0;
    for (let d = 0; d < N; d++) {
      const b = 1 << d;
      for (let line = 0; line < 2 * N; line++) {
        for (let p = 0; p < n; p++) {
          let size = 0;
          let lo = 0;
          let hi = 0;
          for (let j = 0; j < n; j++) {
            const cell = line < N ? line * N + p * n + j : (p * n + j) * N + (line - N);
            if ((cands[cell] & b) === 0) continue;
            groupCells[g * n + size++] = cell;
            if ((cell & 32) === 0) lo |= 1 << cell;
            else hi |= 1 << cell;
          }
          if (size < 2) continue;
          const first = groupCells[g * n];
          groupSize[g] = size;
          groupDigit[g] = d;
          groupLine[g] = line;
          groupBox[g] = this.grid.geometry.cellUnits[3 * first + 2];
          nodeLo[K + g] = lo;
          nodeHi[K + g] = hi;
          groupAt[(d * 2 * N + line) * n + p] = g;
          g++;
        }
      }
    }
    this.nGroups = g;
  }

  /** The groups of digit d (0-based) in unit u, pushed onto `out` as group numbers. */
  private groupsIn(u: number, d: number, out: number[]): void {
    const { N } = this;
    const n = this.grid.n;
    const at = this.s.groupAt;
    out.length = 0;
    if (u < 2 * N) {
      for (let p = 0; p < n; p++) {
        const g = at[(d * 2 * N + u) * n + p];
        if (g >= 0) out.push(g);
      }
      return;
    }
    const box = u - 2 * N;
    const r0 = ((box / n) | 0) * n;
    const c0 = (box % n) * n;
    for (let i = 0; i < n; i++) {
      const gr = at[(d * 2 * N + r0 + i) * n + (box % n)];
      if (gr >= 0) out.push(gr);
      const gc = at[(d * 2 * N + N + c0 + i) * n + ((box / n) | 0)];
      if (gc >= 0) out.push(gc);
    }
  }

  /** True when group g holds `cell`. */
  groupHas(g: number, cell: number): boolean {
    const { groupCells, groupSize } = this.s;
    const n = this.grid.n;
    for (let i = g * n, end = i + groupSize[g]; i < end; i++) if (groupCells[i] === cell) return true;
    return false;
  }

  /** True when groups g and h share a cell. */
  private groupsMeet(g: number, h: number): boolean {
    const { groupCells, groupSize } = this.s;
    const n = this.grid.n;
    for (let i = g * n, end = i + groupSize[g]; i < end; i++) if (this.groupHas(h, groupCells[i])) return true;
    return false;
  }

  /**
   * Strong links with groups: in a house, a node (candidate or group) whose digit's other
   * places are exactly one group's cells (or one candidate, for a group).
   */
  private groupStrongLinks(): void {
    const { s, N, cands, grid } = this;
    const { K, strong, nStrong, groupSize } = s;
    const units = grid.geometry.units;
    const places: number[] = [];
    const groups: number[] = [];
    const others: number[] = [];
    for (let u = 0; u < 3 * N; u++) {
      for (let d = 0; d < N; d++) {
        const b = 1 << d;
        places.length = 0;
        for (let k = u * N, end = k + N; k < end; k++) if ((cands[units[k]] & b) !== 0) places.push(units[k]);
        if (places.length < 3) continue;
        this.groupsIn(u, d, groups);
        if (groups.length === 0) continue;
        // a candidate = a group: the group holds every other place
        for (const cell of places) {
          for (const g of groups) {
            if (groupSize[g] === places.length - 1 && !this.groupHas(g, cell)) {
              addStrong(strong, nStrong, cell * N + d, K + g);
              addStrong(strong, nStrong, K + g, cell * N + d);
            }
          }
        }
        // a group = a group: two groups share the places between them
        for (const g of groups) {
          others.length = 0;
          for (const h of groups) if (h !== g && groupSize[g] + groupSize[h] === places.length && !this.groupsMeet(g, h)) others.push(h);
          for (const h of others) addStrong(strong, nStrong, K + g, K + h);
        }
      }
    }
  }

  /** Each node's weak neighbours (off-states of nodes that have a strong link). */
  buildWeakLists(): void {
    const { s, N, cands, grid } = this;
    const { nStrong, weakStart, K } = s;
    const { peers, degree: D } = grid;
    const n = grid.n;
    const cellUnits = grid.geometry.cellUnits;
    const groups: number[] = [];
    const M = K + this.nGroups + this.nAls;
    const alsBase = this.alsBase;
    let at = 0;
    for (let id = 0; id < M; id++) {
      weakStart[id] = at;
      if (nStrong[id] === 0) continue;
      if (id >= alsBase) {
        at = this.alsWeakList(id - alsBase, at);
        continue;
      }
      const list = this.weakRoom(at + 2 * N + D + 6 * n + (this.nAls > 0 ? this.alsSeenCount(id) : 0));
      if (id < K) {
        const cell = s.cellOf[id];
        const d = id - cell * N;
        const b = 1 << d;
        for (let rest = cands[cell] & ~b; rest !== 0; rest &= rest - 1) {
          const t = cell * N + 31 - Math.clz32(rest & -rest);
          if (nStrong[t] !== 0) list[at++] = 2 * t;
        }
        for (let k = cell * D, end = k + D; k < end; k++) {
          const t = peers[k] * N + d;
          if ((cands[peers[k]] & b) !== 0 && nStrong[t] !== 0) list[at++] = 2 * t;
        }
        if (this.nGroups > 0) {
          for (let k = 0; k < 3; k++) {
            this.groupsIn(cellUnits[3 * cell + k], d, groups);
            for (const g of groups) {
              if (nStrong[K + g] === 0 || this.groupHas(g, cell)) continue;
              // a group in the cell's box and row (or column) is met twice: list it once
              if (k === 2 && (s.groupLine[g] === cellUnits[3 * cell] || s.groupLine[g] === cellUnits[3 * cell + 1])) continue;
              list[at++] = 2 * (K + g);
            }
          }
        }
        if (this.nAls > 0) for (let k = this.alsSeenStart[id], end = this.alsSeenStart[id + 1]; k < end; k++) list[at++] = 2 * (alsBase + this.alsSeenList[k]);
        continue;
      }
      const g = id - K;
      const d = s.groupDigit[g];
      const b = 1 << d;
      const line = s.groupLine[g];
      const box = s.groupBox[g];
      for (const u of [line, box]) {
        for (const cell of grid.unitCells(u)) {
          if ((cands[cell] & b) === 0 || nStrong[cell * N + d] === 0 || this.groupHas(g, cell)) continue;
          list[at++] = 2 * (cell * N + d);
        }
        this.groupsIn(u, d, groups);
        for (const h of groups) {
          if (h === g || nStrong[K + h] === 0 || this.groupsMeet(g, h)) continue;
          if (u === box && s.groupLine[h] === line) continue; // never: h would be g
          list[at++] = 2 * (K + h);
        }
      }
      if (this.nAls > 0) {
        // the ALS nodes that see the group's first cell and the others too
        const first = s.groupCells[g * n] * N + d;
        for (let k = this.alsSeenStart[first], end = this.alsSeenStart[first + 1]; k < end; k++) {
          const j = this.alsSeenList[k];
          if (this.alsSeesGroup(j, g)) list[at++] = 2 * (alsBase + j);
        }
      }
    }
    weakStart[M] = at;
  }

  /** `s.weakList`, grown to hold at least `need` entries. */
  private weakRoom(need: number): Int32Array {
    const s = this.s;
    if (need > s.weakList.length) {
      const bigger = new Int32Array(Math.max(need, 2 * s.weakList.length));
      bigger.set(s.weakList);
      s.weakList = bigger;
    }
    return s.weakList;
  }

  /** How many ALS nodes candidate or group `id` may list (its first cell's count, for a group). */
  private alsSeenCount(id: number): number {
    const { s, N } = this;
    const c = id < s.K ? id : s.groupCells[(id - s.K) * this.grid.n] * N + s.groupDigit[id - s.K];
    return this.alsSeenStart[c + 1] - this.alsSeenStart[c];
  }

  /** True when every cell of group g sees every cell of ALS node j holding its digit. */
  private alsSeesGroup(j: number, g: number): boolean {
    const { groupCells, groupSize } = this.s;
    const n = this.grid.n;
    for (let i = g * n, end = i + groupSize[g]; i < end; i++) if (!alsNodeSees(this.als!, j, groupCells[i])) return false;
    return true;
  }

  /**
   * The weak neighbours of ALS node j, from `at` in `s.weakList`: the candidates and groups of
   * its digit that see all its cells (and, in the first pass, the ALS nodes of its digit
   * whose cells all see its cells, on other cells). Returns the new end.
   */
  private alsWeakList(j: number, at: number): number {
    const { s, N } = this;
    const als = this.als!;
    const { K, nStrong } = s;
    const { seeAll, dCells, W, digitCells } = als.table;
    const d = als.digit[j];
    const at0 = als.slot[j] * W;
    let list = this.weakRoom(at + this.grid.C + this.nGroups);
    for (let w = 0; w < W; w++) {
      for (let bits = seeAll[at0 + w] & digitCells[d * W + w]; bits !== 0; bits &= bits - 1) {
        const t = (32 * w + 31 - Math.clz32(bits & -bits)) * N + d;
        if (nStrong[t] !== 0) list[at++] = 2 * t;
      }
    }
    for (let g = 0; g < this.nGroups; g++) {
      if (s.groupDigit[g] === d && nStrong[K + g] !== 0 && this.alsSeesGroup(j, g)) list[at++] = 2 * (K + g);
    }
    if (!this.alsToAls) return at;
    // the nodes whose cells all see j's first cell of d, and j's other cells of d too
    let first = -1;
    for (let w = 0; w < W && first < 0; w++) if (dCells[at0 + w] !== 0) first = 32 * w + 31 - Math.clz32(dCells[at0 + w] & -dCells[at0 + w]);
    const c = first * N + d;
    list = this.weakRoom(at + this.alsSeenStart[c + 1] - this.alsSeenStart[c]);
    for (let k = this.alsSeenStart[c], end = this.alsSeenStart[c + 1]; k < end; k++) {
      const i = this.alsSeenList[k];
      if (als.set[i] === als.set[j] || alsNodesMeet(als, i, j)) continue;
      let seen = true;
      for (let w = 0; w < W && seen; w++) if ((dCells[at0 + w] & ~seeAll[als.slot[i] * W + w]) !== 0) seen = false;
      if (seen) list[at++] = 2 * (this.alsBase + i);
    }
    return at;
  }

  /** The one cell of ALS node j (its set's cells holding its digit), or −1 when it has more. */
  alsSingleCell(j: number): number {
    const { dCells, W } = this.als!.table;
    const at = this.als!.slot[j] * W;
    let cell = -1;
    for (let w = 0; w < W; w++) {
      const v = dCells[at + w];
      if (v === 0) continue;
      if ((v & (v - 1)) !== 0 || cell >= 0) return -1;
      cell = 32 * w + 31 - Math.clz32(v);
    }
    return cell;
  }

  /** True when every cell of group g sees `cell` (and is not it). */
  groupSees(g: number, cell: number): boolean {
    const { groupCells, groupSize } = this.s;
    const n = this.grid.n;
    for (let i = g * n, end = i + groupSize[g]; i < end; i++) if (groupCells[i] === cell || !this.grid.sees(groupCells[i], cell)) return false;
    return true;
  }

  /** True when node `id` covers `cell`: a candidate in it, a group or an ALS (any of its cells) holding it. */
  nodeHas(id: number, cell: number): boolean {
    const K = this.s.K;
    if (id < K) return this.s.cellOf[id] === cell;
    return id < this.alsBase ? this.groupHas(id - K, cell) : alsNodeHas(this.als!, id - this.alsBase, cell);
  }

  /** True when two group or ALS nodes share a cell. */
  nodesMeet(x: number, y: number): boolean {
    const { K, groupCells, groupSize } = this.s;
    const base = this.alsBase;
    if (x < base && y < base) return this.groupsMeet(x - K, y - K);
    if (x >= base && y >= base) return alsNodesMeet(this.als!, x - base, y - base);
    const g = x < base ? x - K : y - K;
    const j = x < base ? y - base : x - base;
    const n = this.grid.n;
    for (let i = g * n, end = i + groupSize[g]; i < end; i++) if (alsNodeHas(this.als!, j, groupCells[i])) return true;
    return false;
  }

  /** The cells of node `id`: its cell, a group's cells, or the cells of an ALS holding its digit. */
  nodeCells(id: number, out: number[]): number[] {
    const { s } = this;
    out.length = 0;
    if (id < s.K) out.push(s.cellOf[id]);
    else if (id < this.alsBase) for (let i = (id - s.K) * this.grid.n, end = i + s.groupSize[id - s.K]; i < end; i++) out.push(s.groupCells[i]);
    else for (const cell of alsNodeDigitCells(this.als!, id - this.alsBase)) out.push(cell);
    return out;
  }

  /** The digit (0-based) of node `id`. */
  nodeDigit(id: number): number {
    const { s, N } = this;
    if (id < s.K) return id % N;
    return id < this.alsBase ? s.groupDigit[id - s.K] : this.als!.digit[id - this.alsBase];
  }
}


function addStrong(strong: Int32Array, count: Uint8Array, from: number, to: number): void {
  for (let k = 4 * from, end = k + count[from]; k < end; k++) if (strong[k] === to) return;
  strong[4 * from + count[from]++] = to;
}
