/**
 * Colouring: simple colours (trap, wrap) and multi-colours (types 1 and 2) on one digit.
 *
 * Owns: the four colouring techniques, on every board size. The conjugate pairs come from
 * `single-digit-links.ts`.
 *
 * Take one digit and the graph of its conjugate pairs (houses where it has exactly two places).
 * In each connected piece (a cluster) colour the cells alternately A and B along the pairs:
 * either every A cell holds the digit or every B cell does.
 *
 *   r1 A . . | . B . | . . .     1 in one cluster: r1c1 (A) = r1c5 (B) in row 1, r1c5 = r5c5 (A)
 *   r2 . * . | . . . | . . .     in column 5, r5c5 = r5c2 (B) in row 5. The cells marked * see
 *   r3 . * . | . . . | . . .     an A and a B (r2c2: r1c1 in box 1, r5c2 in column 2; r4c1: r1c1
 *   r4 * . . | . . . | . . .     in column 1, r5c2 in box 4), so they lose 1 (a trap). Two A
 *   r5 . B . | . A . | . . .     cells in one house would make A false instead (a wrap).
 *
 * - Simple Colors Trap: a cell outside the cluster that sees a cell of each colour loses the
 *   digit (one of the colours is true). One step per cluster.
 * - Simple Colors Wrap: two cells of one colour see each other, so that colour is false: every
 *   cell of it loses the digit. One step per colour.
 * - Multi-Colors 1: two clusters, colours A/B and C/D. When a cell of A sees a cell of C, A and C
 *   are not both true, so B or D is; a cell seeing both B and D loses the digit. One step per
 *   pair of clusters, removing what every such pairing of colours removes.
 * - Multi-Colors 2: a colour of one cluster sees both colours of another, one of which is true,
 *   so that colour is false: every cell of it loses the digit. One step per colour.
 *
 * Sources: Sudopedia ("Simple Colors", "Multi-Colors"), HoDoKu's "Coloring" technique page.
 */
import type { CandidateGrid } from '../grid.js';
import { makeStep } from '../step.js';
import type { Candidate, Highlight, Link, Step, StepSink, Technique } from '../types.js';
import { cellList, cellName, digitName, removalPhrase, unitName } from '../words.js';
import { sharedUnit, withConjugatePairs, type ConjugatePairs } from './single-digit-links.js';

type Meta = Pick<Technique, 'id' | 'name' | 'code'>;

/** A cluster: the cells of its two colours, and the strong links that coloured them. */
interface Cluster {
  /** Colour A (`on`) and colour B (`off`), in search order. */
  colours: [number[], number[]];
  /** The conjugate pairs that coloured it, in search order, flat: x0, y0, x1, y1, … */
  links: number[];
}

/** The clusters of one digit, and for each colour which cells see one of its cells. */
interface Colouring {
  digit: number;
  clusters: Cluster[];
  /** seen[(2k + c) * C + cell] = 1 when `cell` sees a cell of colour c of cluster k (not itself). */
  seen: Uint8Array;
  /** Cluster index of each cell, -1 outside every cluster. */
  clusterOf: Int32Array;
  /** The cells holding the digit, in order: cells[0 … cellCount), listed on first use (-1 before). */
  cells: Int32Array;
  cellCount: number;
}

/**
 * Buffers for colouring one digit on a board of C cells, reused from call to call (a nested call
 * gets its own). Between digits `head`, `side` and `clusterOf` are -1 everywhere.
 */
class Scratch {
  readonly head: Int32Array;
  readonly side: Int8Array;
  readonly clusterOf: Int32Array;
  readonly next: Int32Array;
  readonly other: Int32Array;
  readonly queue: Int32Array;
  readonly cells: Int32Array;
  seen = new Uint8Array(0);
  constructor(
    readonly C: number,
    N: number,
  ) {
    this.head = new Int32Array(C).fill(-1);
    this.side = new Int8Array(C).fill(-1);
    this.clusterOf = new Int32Array(C).fill(-1);
    this.next = new Int32Array(6 * N); // two entries per pair, at most 3N pairs per digit
    this.other = new Int32Array(6 * N);
    this.queue = new Int32Array(C);
    this.cells = new Int32Array(C);
  }

  /** Puts back -1 in the cells the pairs of `digit` touched. */
  clear(pairs: ConjugatePairs, digit: number): void {
    for (let i = pairs.start[digit - 1], to = pairs.start[digit]; i < to; i++) {
      const x = pairs.a[i];
      const y = pairs.b[i];
      this.head[x] = this.head[y] = -1;
      this.side[x] = this.side[y] = -1;
      this.clusterOf[x] = this.clusterOf[y] = -1;
    }
  }
}

let spare: Scratch | null = null;

/**
 * Colours the conjugate-pair graph of `digit` (clusters in order of their lowest cell, colour A
 * on that cell). A piece with an odd cycle (impossible on a valid grid) is left out.
 */
function colour(grid: CandidateGrid, pairs: ConjugatePairs, digit: number, scratch: Scratch): Colouring {
  const { C, degree: D, peers } = grid;
  const { head, next, other, side, clusterOf, queue } = scratch;
  let e = 0;
  for (let i = pairs.start[digit - 1], to = pairs.start[digit]; i < to; i++) {
    const x = pairs.a[i];
    const y = pairs.b[i];
    other[e] = y;
    next[e] = head[x];
    head[x] = e++;
    other[e] = x;
    next[e] = head[y];
    head[y] = e++;
  }
  const clusters: Cluster[] = [];
  for (let root = 0; root < C; root++) {
    if (head[root] < 0 || side[root] >= 0) continue;
    const k = clusters.length;
    const cluster: Cluster = { colours: [[], []], links: [] };
    let odd = false;
    side[root] = 0;
    queue[0] = root;
    let size = 1;
    for (let q = 0; q < size; q++) {
      const x = queue[q];
      clusterOf[x] = k;
      cluster.colours[side[x]].push(x);
      for (let f = head[x]; f >= 0; f = next[f]) {
        const y = other[f];
        if (side[y] < 0) {
          side[y] = 1 - side[x];
          cluster.links.push(x, y);
          queue[size++] = y;
        } else if (side[y] === side[x]) odd = true;
      }
    }
    if (odd) {
      for (let q = 0; q < size; q++) clusterOf[queue[q]] = -1;
      continue;
    }
    clusters.push(cluster);
  }
  const need = 2 * clusters.length * C;
  if (scratch.seen.length < need) scratch.seen = new Uint8Array(2 * need);
  const seen = scratch.seen;
  seen.fill(0, 0, need);
  for (let k = 0; k < clusters.length; k++) {
    for (let c = 0; c < 2; c++) {
      const base = (2 * k + c) * C;
      for (const x of clusters[k].colours[c]) for (let p = x * D, end = p + D; p < end; p++) seen[base + peers[p]] = 1;
    }
  }
  return { digit, clusters, seen, clusterOf, cells: scratch.cells, cellCount: -1 };
}

/** Runs `each` on the colouring of every digit with a conjugate pair; stops when it returns true. */
function forEachColouring(grid: CandidateGrid, each: (c: Colouring) => boolean): boolean {
  return withConjugatePairs(grid, (pairs) => {
    let scratch = spare;
    if (scratch === null || scratch.C !== grid.C) scratch = new Scratch(grid.C, grid.N);
    else spare = null;
    let stop = false;
    for (let d = 1; d <= grid.N && !stop; d++) {
      if (pairs.start[d] === pairs.start[d - 1]) continue;
      stop = each(colour(grid, pairs, d, scratch));
      scratch.clear(pairs, d);
    }
    spare = scratch; // not reached when `each` throws: that scratch is dropped
    return stop;
  });
}

/** Runs `each` on every cluster k of every digit's colouring (one step per cluster); stops when it returns true. */
function forEachCluster(grid: CandidateGrid, each: (col: Colouring, k: number) => boolean): boolean {
  return forEachColouring(grid, (col) => {
    for (let k = 0; k < col.clusters.length; k++) if (each(col, k)) return true;
    return false;
  });
}

/** Runs `each` on every pair of clusters k < l of every digit's colouring; stops when it returns true. */
function forEachClusterPair(grid: CandidateGrid, each: (col: Colouring, k: number, l: number) => boolean): boolean {
  return forEachColouring(grid, (col) => {
    for (let k = 0; k < col.clusters.length; k++) {
      for (let l = k + 1; l < col.clusters.length; l++) if (each(col, k, l)) return true;
    }
    return false;
  });
}

/**
 * The first cell of colour `x` and cell of colour `y` (indices 2k + c) that see each other, or
 * null when no cell of x sees a cell of y.
 */
function seeing(grid: CandidateGrid, col: Colouring, x: number, y: number): [number, number] | null {
  const { C } = grid;
  for (const cell of col.clusters[y >> 1].colours[y & 1]) {
    if (col.seen[x * C + cell] === 0) continue;
    for (const other of col.clusters[x >> 1].colours[x & 1]) if (other !== cell && grid.sees(other, cell)) return [other, cell];
  }
  return null;
}

/** Cells holding the digit that see colour x and colour y (indices 2k + c), minus `skipCluster`'s cells. */
function seeingBoth(grid: CandidateGrid, col: Colouring, x: number, y: number, skipCluster: number): Candidate[] {
  const { C } = grid;
  if (col.cellCount < 0) {
    const b = 1 << (col.digit - 1);
    col.cellCount = 0;
    for (let cell = 0; cell < C; cell++) if ((grid.cands[cell] & b) !== 0) col.cells[col.cellCount++] = cell;
  }
  const out: Candidate[] = [];
  for (let i = 0; i < col.cellCount; i++) {
    const cell = col.cells[i];
    if (col.seen[x * C + cell] === 0 || col.seen[y * C + cell] === 0) continue;
    if (skipCluster >= 0 && col.clusterOf[cell] === skipCluster) continue;
    out.push({ cell, digit: col.digit });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// wording and step parts

const LETTERS = ['A', 'B', 'C', 'D'];

/** A sorted copy. */
function sorted(cells: readonly number[]): number[] {
  return [...cells].sort((p, q) => p - q);
}

function clusterHighlights(cluster: Cluster, digit: number): Highlight[] {
  return [
    ...sorted(cluster.colours[0]).map((cell): Highlight => ({ cell, digit, role: 'on' })),
    ...sorted(cluster.colours[1]).map((cell): Highlight => ({ cell, digit, role: 'off' })),
  ];
}

function clusterLinks(cluster: Cluster, digit: number): Link[] {
  const links: Link[] = [];
  for (let i = 0; i < cluster.links.length; i += 2) {
    links.push({ from: { cell: cluster.links[i], digit }, to: { cell: cluster.links[i + 1], digit }, kind: 'strong' });
  }
  return links;
}

function clusterCells(cluster: Cluster): number[] {
  return [...cluster.colours[0], ...cluster.colours[1]].sort((p, q) => p - q);
}

/** "all of r1c1 and r6c5 (A) or all of r1c5 (B)" */
function colourChoice(cluster: Cluster, first: number, N: number): string {
  const a = sorted(cluster.colours[0]);
  const b = sorted(cluster.colours[1]);
  const all = (cells: number[]): string => (cells.length > 1 ? `all of ${cellList(cells, N)}` : cellList(cells, N));
  return `${all(a)} (${LETTERS[first]}) or ${all(b)} (${LETTERS[first + 1]})`;
}

function singleStep(technique: Meta, col: Colouring, cluster: Cluster, eliminations: Candidate[], reason: string, N: number): Step {
  const d = col.digit;
  return makeStep(technique, {
    digits: [d],
    cells: clusterCells(cluster),
    highlights: clusterHighlights(cluster, d),
    links: clusterLinks(cluster, d),
    eliminations,
    text: `${technique.name} on ${digitName(d, N)}: following its conjugate pairs, ${digitName(d, N)} is in ${colourChoice(cluster, 0, N)}; ${reason}: ${removalPhrase(eliminations, N)}.`,
  });
}

function pairStep(
  technique: Meta,
  col: Colouring,
  k: number,
  l: number,
  eliminations: Candidate[],
  reason: string,
  weak: [number, number][],
  N: number,
): Step {
  const d = col.digit;
  const c1 = col.clusters[k];
  const c2 = col.clusters[l];
  return makeStep(technique, {
    digits: [d],
    cells: [...clusterCells(c1), ...clusterCells(c2)],
    highlights: [...clusterHighlights(c1, d), ...clusterHighlights(c2, d)],
    links: [
      ...clusterLinks(c1, d),
      ...clusterLinks(c2, d),
      ...weak.map(([x, y]): Link => ({ from: { cell: x, digit: d }, to: { cell: y, digit: d }, kind: 'weak' })),
    ],
    eliminations,
    text:
      `${technique.name} on ${digitName(d, N)}: following conjugate pairs, ${digitName(d, N)} is in ${colourChoice(c1, 0, N)}, and in ` +
      `${colourChoice(c2, 2, N)}; ${reason}: ${removalPhrase(eliminations, N)}.`,
  });
}

// ---------------------------------------------------------------------------------------------
// the techniques

/** Simple Colors Trap: a cell outside a cluster seeing both of its colours loses the digit. */
export const simpleColorsTrap: Technique = {
  id: 'simple-colors-trap',
  name: 'Simple Colors Trap',
  code: '0500',
  score: 150,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { N } = grid;
    return forEachCluster(grid, (col, k) => {
      const eliminations = seeingBoth(grid, col, 2 * k, 2 * k + 1, k);
      if (eliminations.length === 0) return false;
      const reason = `a cell that sees a cell of each colour cannot be ${digitName(col.digit, N)}`;
      return sink(singleStep(this, col, col.clusters[k], eliminations, reason, N));
    });
  },
};

/** Simple Colors Wrap: two cells of one colour see each other, so every cell of that colour loses the digit. */
export const simpleColorsWrap: Technique = {
  id: 'simple-colors-wrap',
  name: 'Simple Colors Wrap',
  code: '0501',
  score: 150,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { N } = grid;
    return forEachCluster(grid, (col, k) => {
      for (let c = 0; c < 2; c++) {
        const clash = seeing(grid, col, 2 * k + c, 2 * k + c);
        if (!clash) continue;
        const cells = col.clusters[k].colours[c];
        const eliminations = cells.map((cell) => ({ cell, digit: col.digit }));
        const [x, y] = clash[0] < clash[1] ? clash : [clash[1], clash[0]];
        const reason =
          `${cellName(x, N)} and ${cellName(y, N)} of colour ${LETTERS[c]} share ${unitName(sharedUnit(grid, x, y), N)}, ` +
          `so colour ${LETTERS[c]} is false`;
        if (sink(singleStep(this, col, col.clusters[k], eliminations, reason, N))) return true;
      }
      return false;
    });
  },
};

/** Multi-Colors 1: colour A sees colour C of another cluster, so B or D is true; cells seeing both lose the digit. */
export const multiColors1: Technique = {
  id: 'multi-colors-1',
  name: 'Multi Colors 1',
  code: '0502',
  score: 200,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { N } = grid;
    return forEachClusterPair(grid, (col, k, l) => {
      const found = new Map<number, Candidate>();
      const reasons: string[] = [];
      const weak: [number, number][] = [];
      for (let c = 0; c < 2; c++) {
        for (let e = 0; e < 2; e++) {
          const x = 2 * k + c;
          const y = 2 * l + e;
          const link = seeing(grid, col, x, y);
          if (!link) continue;
          const removed = seeingBoth(grid, col, x ^ 1, y ^ 1, -1);
          if (removed.length === 0) continue;
          for (const r of removed) found.set(r.cell, r);
          weak.push(link);
          reasons.push(
            `${cellName(link[0], N)} (${LETTERS[c]}) sees ${cellName(link[1], N)} (${LETTERS[2 + e]}), ` +
              `so ${LETTERS[1 - c]} or ${LETTERS[3 - e]} is true`,
          );
        }
      }
      if (found.size === 0) return false;
      const eliminations = [...found.values()];
      const reason = `${reasons.join('; ')}; a cell that sees both colours of such a pair cannot be ${digitName(col.digit, N)}`;
      return sink(pairStep(this, col, k, l, eliminations, reason, weak, N));
    });
  },
};

/** Multi-Colors 2: a colour sees both colours of another cluster, so every cell of it loses the digit. */
export const multiColors2: Technique = {
  id: 'multi-colors-2',
  name: 'Multi Colors 2',
  code: '0503',
  score: 200,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const { N } = grid;
    return forEachClusterPair(grid, (col, k, l) => {
      // colours of cluster k against cluster l, then colours of l against k
      for (let side = 0; side < 2; side++) {
        const [mine, theirs] = side === 0 ? [k, l] : [l, k];
        for (let c = 0; c < 2; c++) {
          const x = 2 * mine + c;
          const toA = seeing(grid, col, x, 2 * theirs);
          const toB = toA && seeing(grid, col, x, 2 * theirs + 1);
          if (!toA || !toB) continue;
          const names = side === 0 ? [LETTERS[c], 'C', 'D'] : [LETTERS[2 + c], 'A', 'B'];
          const reason =
            `colour ${names[0]} sees both ${names[1]} (${cellName(toA[0], N)} and ${cellName(toA[1], N)}) and ` +
            `${names[2]} (${cellName(toB[0], N)} and ${cellName(toB[1], N)}), one of which is true, so ${names[0]} is false`;
          const eliminations = col.clusters[mine].colours[c].map((cell) => ({ cell, digit: col.digit }));
          if (sink(pairStep(this, col, k, l, eliminations, reason, [toA, toB], N))) return true;
        }
      }
      return false;
    });
  },
};
