/**
 * The chain search shared by Remote Pair, X-Chain and XY-Chain (`chains.ts`): breadth-first
 * search over alternating strong and weak links, keeping the shortest chain between each pair
 * of ends, and the candidates such a chain removes.
 *
 * Owns: {@link findXChains} (each digit: strong links = conjugate pairs, weak links = two cells
 * of one house), {@link findBivalueChains} (chains of bivalue cells: strong link inside a cell,
 * weak link between two cells that see each other on a shared digit), and
 * {@link orderChains} (shortest first, one chain per set of eliminations). Does not own the
 * steps or their words (`chains.ts`).
 *
 *   X-chain on d     s = a - b = e         "=" strong: one of the two is d
 *                                         "-" weak:   not both are d
 *     if s is not d, a is; then b is not, so e is: s or e is d.
 *
 *   bivalue chain    (z=a)C0 - (a=b)C1 - (b=z)C2
 *     if C0 is not z it is a, so C1 is not a, so it is b, so C2 is not b, so it is z.
 *
 * Every search starts from every possible start in cell order; a breadth-first search over
 * states (candidate, how it was reached) finds the shortest chain to every end; a state is
 * not extended to a cell already on its chain, so chains are simple. Chains are bounded in
 * length, and an end is recorded from the lower start only (a chain read backwards is the
 * same chain). Idea: Sudopedia "X-Chain", "XY-Chain", "Remote Pairs", "Alternating Inference
 * Chain"; HoDoKu's technique pages on chains (one step per set of eliminations, shortest chain).
 */
import { isPair, type CandidateGrid } from '../../grid.js';
import type { Candidate, Link } from '../../types.js';

/** The longest X-chain searched, in links (the longest chains of HoDoKu's regression library have 19). */
export const MAX_X_LINKS = 21;

/** The most cells of a bivalue chain searched (2 links per cell, so 23 links). */
export const MAX_BIVALUE_CELLS = 12;

/** A chain found by a search, with what it removes. */
export interface FoundChain {
  /** The digit of the chain's ends (X-chain digit, XY-chain end digit, lower remote-pair digit). */
  digit: number;
  /** The candidates of the chain in order, start first. */
  nodes: Candidate[];
  /** The links between consecutive nodes. */
  links: Link[];
  /** The cells of the chain in order (a cell appears once). */
  cells: number[];
  /** What the chain removes (not yet sorted). */
  eliminations: Candidate[];
}

/** True when some candidate of `digits` sits in a cell that sees both `a` and `b`. */
function anySeeingBoth(grid: CandidateGrid, a: number, b: number, digits: number): boolean {
  const { peers, degree: D, cands } = grid;
  for (let k = a * D, end = k + D; k < end; k++) {
    const p = peers[k];
    if ((cands[p] & digits) !== 0 && p !== b && grid.sees(p, b)) return true;
  }
  return false;
}

/** Reusable search arrays for boards of C cells (two states per cell). */
class Bfs {
  readonly prev: Int32Array;
  readonly dist: Int16Array;
  readonly mark: Int32Array;
  readonly queue: Int32Array;
  stamp = 0;
  constructor(states: number) {
    this.prev = new Int32Array(states);
    this.dist = new Int16Array(states);
    this.mark = new Int32Array(states);
    this.queue = new Int32Array(states);
  }
  /** True when the chain ending in `state` passes through cell `cell` (state = 2·cell + side). */
  onPath(state: number, cell: number): boolean {
    for (let s = state; s >= 0; s = this.prev[s]) if (s >> 1 === cell) return true;
    return false;
  }
  /** The states of the chain ending in `state`, start first. */
  path(state: number): number[] {
    const out: number[] = [];
    for (let s = state; s >= 0; s = this.prev[s]) out.push(s);
    return out.reverse();
  }
}

/**
 * Every X-chain, digit by digit: starts and ends with a strong link, at least 3 links, at most
 * {@link MAX_X_LINKS}, removing its digit from the cells that see both ends. One chain (the
 * shortest found) per digit and pair of ends; pushed onto `out`.
 */
export function findXChains(grid: CandidateGrid, out: FoundChain[]): void {
  const bfs = new Bfs(2 * grid.C);
  const partners = new Int32Array(3 * grid.C);
  const nPartners = new Uint8Array(grid.C);
  for (let digit = 1; digit <= grid.N; digit++) {
    if (strongLinks(grid, digit, partners, nPartners)) searchDigit(grid, digit, bfs, partners, nPartners, out);
  }
}

/**
 * The strong links (conjugate pairs) of `digit`: up to 3 partners per cell, one per house, in
 * `partners[3·cell …]`, their number in `nPartners[cell]`. Returns whether there is any.
 */
function strongLinks(grid: CandidateGrid, digit: number, partners: Int32Array, nPartners: Uint8Array): boolean {
  const { N, cands } = grid;
  const b = 1 << (digit - 1);
  const units = grid.geometry.units;
  nPartners.fill(0);
  let any = false;
  for (let u = 0; u < 3 * N; u++) {
    let first = -1;
    let second = -1;
    let count = 0;
    for (let k = u * N, end = k + N; k < end && count < 3; k++) {
      if ((cands[units[k]] & b) === 0) continue;
      if (++count === 1) first = units[k];
      else second = units[k];
    }
    if (count !== 2) continue;
    addPartner(partners, nPartners, first, second);
    addPartner(partners, nPartners, second, first);
    any = true;
  }
  return any;
}

/** The breadth-first searches of X-chains on one digit, one from every cell with a strong link. */
function searchDigit(
  grid: CandidateGrid,
  digit: number,
  bfs: Bfs,
  partners: Int32Array,
  nPartners: Uint8Array,
  out: FoundChain[],
): void {
  const { C, cands, peers, degree: D } = grid;
  const b = 1 << (digit - 1);
  // state = 2·cell + side: side 0 = "off" (start, or reached by a weak link), 1 = "on"
  for (let start = 0; start < C; start++) {
    if (nPartners[start] === 0) continue;
    const stamp = ++bfs.stamp;
    let head = 0;
    let tail = 0;
    const s0 = 2 * start;
    bfs.mark[s0] = stamp;
    bfs.prev[s0] = -1;
    bfs.dist[s0] = 0;
    bfs.queue[tail++] = s0;
    while (head < tail) {
      const state = bfs.queue[head++];
      const cell = state >> 1;
      const dist = bfs.dist[state];
      if (dist >= MAX_X_LINKS) continue;
      if ((state & 1) === 0) {
        // off → on along a strong link
        for (let k = 3 * cell, end = k + nPartners[cell]; k < end; k++) {
          const next = partners[k];
          const ns = 2 * next + 1;
          if (bfs.mark[ns] === stamp || bfs.onPath(state, next)) continue;
          bfs.mark[ns] = stamp;
          bfs.prev[ns] = state;
          bfs.dist[ns] = dist + 1;
          bfs.queue[tail++] = ns;
          if (next > start && dist + 1 >= 3 && anySeeingBoth(grid, start, next, b)) {
            out.push(xChainOf(grid, bfs, ns, digit));
          }
        }
      } else {
        // on → off along a weak link (only to cells that can go on with a strong link)
        for (let k = cell * D, end = k + D; k < end; k++) {
          const next = peers[k];
          if ((cands[next] & b) === 0 || nPartners[next] === 0) continue;
          const ns = 2 * next;
          if (bfs.mark[ns] === stamp || bfs.onPath(state, next)) continue;
          bfs.mark[ns] = stamp;
          bfs.prev[ns] = state;
          bfs.dist[ns] = dist + 1;
          bfs.queue[tail++] = ns;
        }
      }
    }
  }
}

function addPartner(partners: Int32Array, count: Uint8Array, cell: number, other: number): void {
  for (let k = 3 * cell; k < 3 * cell + count[cell]; k++) if (partners[k] === other) return;
  partners[3 * cell + count[cell]++] = other;
}

/** The X-chain ending in state `end` of the current search. */
function xChainOf(grid: CandidateGrid, bfs: Bfs, end: number, digit: number): FoundChain {
  const states = bfs.path(end);
  const cells = states.map((s) => s >> 1);
  const nodes = cells.map((cell) => ({ cell, digit }));
  const links: Link[] = [];
  for (let i = 1; i < nodes.length; i++) {
    links.push({ from: nodes[i - 1], to: nodes[i], kind: (states[i] & 1) === 1 ? 'strong' : 'weak' });
  }
  const eliminations: Candidate[] = [];
  grid.seeingAll([cells[0], cells[cells.length - 1]], 1 << (digit - 1), eliminations);
  return { digit, nodes, links, cells, eliminations };
}

/** What {@link findBivalueChains} looks for. */
export interface BivalueOptions {
  /** Remote pairs: every cell of the chain has the start cell's two digits. */
  samePair: boolean;
  /** The fewest cells of a chain reported. */
  minCells: number;
}

/**
 * Chains of bivalue cells, each seeing the next, the first starting on digit z (assumed not
 * in it) and the last ending on z: z is removed from the cells that see both ends (for
 * remote pairs, both digits). One chain (the shortest found) per pair of end cells and end
 * digit, with at least `minCells` and at most {@link MAX_BIVALUE_CELLS} cells; pushed onto
 * `out`.
 */
export function findBivalueChains(grid: CandidateGrid, options: BivalueOptions, out: FoundChain[]): void {
  const { C, cands, peers, degree: D } = grid;
  const bivalue: number[] = [];
  for (let cell = 0; cell < C; cell++) {
    if (isPair(cands[cell])) bivalue.push(cell);
  }
  if (bivalue.length < options.minCells) return;
  // bivalue peers of every bivalue cell (sharing a digit; the same pair for remote pairs)
  const near = new Map<number, number[]>();
  for (const cell of bivalue) {
    const list: number[] = [];
    const m = cands[cell];
    for (let k = cell * D, end = k + D; k < end; k++) {
      const p = peers[k];
      const pm = cands[p];
      if (!isPair(pm)) continue;
      if (options.samePair ? pm === m : (pm & m) !== 0) list.push(p);
    }
    list.sort((a, b) => a - b);
    near.set(cell, list);
  }
  const bfs = new Bfs(2 * C);
  for (const start of bivalue) {
    const m = cands[start];
    const low = m & -m;
    const zs = options.samePair ? [low] : [low, m & ~low];
    for (const z of zs) searchFrom(grid, bfs, near, start, z, options, out);
  }
}

/**
 * One breadth-first search of bivalue chains from `start` with `z` (a bit) as the start digit.
 * State = 2·cell + side, side 1 when the digit the chain leaves the cell on is the cell's
 * higher digit.
 */
function searchFrom(
  grid: CandidateGrid,
  bfs: Bfs,
  near: Map<number, number[]>,
  start: number,
  z: number,
  options: BivalueOptions,
  out: FoundChain[],
): void {
  const cands = grid.cands;
  const exitOf = (state: number): number => {
    const m = cands[state >> 1];
    const low = m & -m;
    return (state & 1) === 1 ? m & ~low : low;
  };
  const stateOf = (cell: number, exit: number): number => 2 * cell + ((cands[cell] & -cands[cell]) === exit ? 0 : 1);
  const stamp = ++bfs.stamp;
  const s0 = stateOf(start, cands[start] & ~z);
  bfs.mark[s0] = stamp;
  bfs.prev[s0] = -1;
  bfs.dist[s0] = 1; // cells on the chain
  let head = 0;
  let tail = 0;
  bfs.queue[tail++] = s0;
  const elimDigits = options.samePair ? cands[start] : z;
  while (head < tail) {
    const state = bfs.queue[head++];
    const dist = bfs.dist[state];
    if (dist >= MAX_BIVALUE_CELLS) continue;
    const via = exitOf(state);
    for (const next of near.get(state >> 1)!) {
      if ((cands[next] & via) === 0) continue;
      const exit = cands[next] & ~via;
      const ns = stateOf(next, exit);
      if (bfs.mark[ns] === stamp || bfs.onPath(state, next)) continue;
      bfs.mark[ns] = stamp;
      bfs.prev[ns] = state;
      bfs.dist[ns] = dist + 1;
      bfs.queue[tail++] = ns;
      if (exit === z && next > start && dist + 1 >= options.minCells && anySeeingBoth(grid, start, next, elimDigits)) {
        out.push(bivalueChainOf(grid, bfs, ns, z, elimDigits));
      }
    }
  }
}

/** The bivalue chain ending in state `end` of the current search. */
function bivalueChainOf(grid: CandidateGrid, bfs: Bfs, end: number, z: number, elimDigits: number): FoundChain {
  const cands = grid.cands;
  const cells = bfs.path(end).map((s) => s >> 1);
  const nodes: Candidate[] = [];
  const links: Link[] = [];
  let enter = z;
  for (const cell of cells) {
    const exit = cands[cell] & ~enter;
    const a = { cell, digit: 32 - Math.clz32(enter) };
    const b = { cell, digit: 32 - Math.clz32(exit) };
    if (nodes.length > 0) links.push({ from: nodes[nodes.length - 1], to: a, kind: 'weak' });
    links.push({ from: a, to: b, kind: 'strong' });
    nodes.push(a, b);
    enter = exit;
  }
  const eliminations: Candidate[] = [];
  grid.seeingAll([cells[0], cells[cells.length - 1]], elimDigits, eliminations);
  return { digit: 32 - Math.clz32(z), nodes, links, cells, eliminations };
}

/**
 * The chains in the order they are reported: most eliminations first (HoDoKu's choice), then
 * the smallest sum of the eliminated cells (HoDoKu's tie-break), then fewest links, then by
 * digit, start and end cell; of chains removing the same candidates only
 * the first (shortest) is kept.
 */
export function orderChains(chains: FoundChain[]): FoundChain[] {
  const sorted = chains
    .map((chain, i) => ({ chain, i }))
    .sort(
      (a, b) =>
        a.chain.links.length - b.chain.links.length ||
        a.chain.digit - b.chain.digit ||
        a.chain.cells[0] - b.chain.cells[0] ||
        a.chain.cells[a.chain.cells.length - 1] - b.chain.cells[b.chain.cells.length - 1] ||
        a.i - b.i,
    );
  const seen = new Set<string>();
  const out: FoundChain[] = [];
  for (const { chain } of sorted) {
    const key = chain.eliminations
      .map((e) => e.digit * 4096 + e.cell)
      .sort((x, y) => x - y)
      .join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(chain);
  }
  // HoDoKu's order of steps: the most eliminations, then the smallest sum of their cells (the
  // sort is stable: shortest first among equals)
  const cellSum = (c: FoundChain): number => c.eliminations.reduce((sum, e) => sum + e.cell, 0);
  return out.sort((a, b) => b.eliminations.length - a.eliminations.length || cellSum(a) - cellSum(b));
}
