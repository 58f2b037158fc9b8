/**
 * The arrays the nice loop search (`nice-loops-search.ts`) works in, made once per board size
 * and reused by every search of that size (the searches with ALS nodes have their own, grown to
 * the most nodes met).
 *
 * Owns: {@link Scratch} (node ids, per-node links and cell signatures, the breadth-first search's
 * state arrays, the group tables, the eliminations being built) and {@link scratchFor}. Does not
 * own what is written into them (`nice-loops-graph.ts`, `nice-loops-search.ts`).
 *
 *   node id   0 … K−1          candidates (id = cell·N + digit − 1)
 *             K … K+G−1        groups of this call
 *             K+G … K+G+A−1    ALS nodes of this call (`alsInChains` only)
 *   state     2·id + on        "off" (even) or "on" (odd) of a node
 */
import type { CandidateGrid } from '../../grid.js';

/**
 * Reusable arrays for one board size. Node ids: candidates 0…K−1 (id = cell·N + digit − 1),
 * groups K…K+G−1 (numbered per call), then ALS nodes (with `alsInChains`, numbered per call,
 * at most `alsCapacity`); state = 2·node + on.
 */
export class Scratch {
  readonly K: number;
  /** The most ALS nodes these arrays hold (0 for the searches without them). */
  readonly alsCapacity: number;
  /** The most group nodes of a grid: per digit, every line-box intersection (2·N·n). */
  readonly maxGroups: number;
  /** Words of a cell bit set. */
  readonly W: number;
  /** The cell of every candidate id (−1 for group ids). */
  readonly cellOf: Int32Array;
  /** The peers of every cell as a bit set (W words per cell). */
  readonly peerBits: Int32Array;
  /** Per call: the cells holding each digit (W words per digit). */
  readonly digitCells: Int32Array;
  /** Per call: up to 4 strong partners per node (three houses and the cell; a group: its line and box). */
  readonly strong: Int32Array;
  readonly nStrong: Uint8Array;
  /** Per call: each node's weak neighbours that have a strong link, as off-states. */
  readonly weakStart: Int32Array;
  weakList: Int32Array;
  /** Breadth-first search: previous state, links from the start, visit stamp, queue. */
  readonly prev: Int32Array;
  readonly dist: Uint8Array;
  readonly mark: Int32Array;
  readonly queue: Int32Array;
  stamp = 0;
  /** Per state: the cells of its chain hashed into 64 bits (cell mod 64), to skip most path walks. */
  readonly sigLo: Int32Array;
  readonly sigHi: Int32Array;
  /** Per node: its cells hashed the same way. */
  readonly nodeLo: Int32Array;
  readonly nodeHi: Int32Array;
  /** Per call, per group g: its digit (0-based), cells (n slots), count, line and box units. */
  readonly groupDigit: Int32Array;
  readonly groupCells: Int32Array;
  readonly groupSize: Uint8Array;
  readonly groupLine: Int32Array;
  readonly groupBox: Int32Array;
  /** Per call: the group of digit d at line unit l (rows, then columns), box position p along it: groupAt[(d·2N + l)·n + p], −1 when none. */
  readonly groupAt: Int32Array;
  /** Cells of the loop being checked, as a bit set. */
  readonly loopBits: Int32Array;
  /** Eliminations being built (candidate ids), and a second list for an AIC's while its loops are checked. */
  readonly elim: Int32Array;
  readonly elimAic: Int32Array;
  /** Random 31-bit keys per candidate: a set of eliminations is named by their xor. */
  readonly zob: Int32Array;

  constructor(grid: CandidateGrid, alsCapacity = 0) {
    const { C, N, n, peers, degree: D } = grid;
    const K = C * N;
    const W = (C + 31) >>> 5;
    const G = 2 * N * n * N;
    const M = K + G + alsCapacity;
    this.K = K;
    this.alsCapacity = alsCapacity;
    this.maxGroups = G;
    this.W = W;
    this.cellOf = new Int32Array(M).fill(-1);
    this.nodeLo = new Int32Array(M);
    this.nodeHi = new Int32Array(M);
    for (let id = 0; id < K; id++) {
      const cell = (id / N) | 0;
      this.cellOf[id] = cell;
      if ((cell & 32) === 0) this.nodeLo[id] = 1 << cell;
      else this.nodeHi[id] = 1 << cell;
    }
    this.peerBits = new Int32Array(C * W);
    for (let cell = 0; cell < C; cell++) {
      for (let k = cell * D, end = k + D; k < end; k++) this.peerBits[cell * W + (peers[k] >>> 5)] |= 1 << (peers[k] & 31);
    }
    this.digitCells = new Int32Array(N * W);
    this.strong = new Int32Array(4 * M);
    this.nStrong = new Uint8Array(M);
    this.weakStart = new Int32Array(M + 1);
    this.weakList = new Int32Array(8 * K);
    this.prev = new Int32Array(2 * M);
    this.dist = new Uint8Array(2 * M);
    this.mark = new Int32Array(2 * M);
    this.queue = new Int32Array(2 * M);
    this.sigLo = new Int32Array(2 * M);
    this.sigHi = new Int32Array(2 * M);
    this.groupDigit = new Int32Array(G);
    this.groupCells = new Int32Array(G * n);
    this.groupSize = new Uint8Array(G);
    this.groupLine = new Int32Array(G);
    this.groupBox = new Int32Array(G);
    this.groupAt = new Int32Array(G).fill(-1);
    this.loopBits = new Int32Array(W);
    this.elim = new Int32Array(K);
    this.elimAic = new Int32Array(K);
    this.zob = new Int32Array(K);
    let seed = 0x2545f491;
    for (let id = 0; id < K; id++) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      this.zob[id] = seed & 0x3fffffff;
    }
  }
}

const scratchBySize: (Scratch | undefined)[] = [];
/** The scratch of the searches with ALS nodes, per board size (grown to the most nodes met). */
const alsScratchBySize: (Scratch | undefined)[] = [];

export function scratchFor(grid: CandidateGrid, alsNodes: number): Scratch {
  if (alsNodes === 0) return (scratchBySize[grid.n] ??= new Scratch(grid));
  const there = alsScratchBySize[grid.n];
  if (there !== undefined && there.alsCapacity >= alsNodes) return there;
  return (alsScratchBySize[grid.n] = new Scratch(grid, Math.max(alsNodes, 2 * (there?.alsCapacity ?? 0))));
}
