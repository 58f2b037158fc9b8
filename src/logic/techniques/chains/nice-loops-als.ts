/**
 * Almost locked sets as nodes of grouped nice loops and AICs (`nice-loops-search.ts` with
 * `alsInChains`): which sets, their per-digit nodes, and the cell tests the search asks.
 *
 * Owns: {@link alsChainNodes} and {@link AlsChainNodes}. Does not own the sets themselves
 * (`als/als-sets.ts`: {@link alsTable}, reused as it is) nor the search.
 *
 *   ALS node (A, d)   the set A's cells holding d; "on" when one of them is d, "off" when none is
 *   strong  (A,x) = (A,y)   x ≠ y: A's k cells hold k+1 digits, so without x they are locked
 *                           and hold y (and every other digit of A)
 *   weak    p - (A,d)       p (a candidate or a group of d) sees every cell of A holding d
 *
 *   in a chain:   … p(on) - (x)A off = (y)A on - q(off) …      written …-(x=y)r1c25-…
 *
 * Sets of 2 cells or more (a bivalue cell is already a candidate's strong link), every set of
 * the ALS table (at most `MAX_ALS`). A chain takes a set's cells whole: none of them may be on
 * the chain elsewhere (but a loop's start cell, when the set closes the loop on it). Source: HoDoKu's technique
 * page "Chains and Loops" (ALS nodes, its option "ALS in chains"), Sudopedia "Almost Locked Set".
 */
import type { CandidateGrid } from '../../grid.js';
import { alsTable, type AlsTable } from '../als/als-sets.js';

/** The ALS nodes of one grid: node j is digit `digit[j]` of set `set[j]`. */
export interface AlsChainNodes {
  /** Number of nodes (a set of k cells gives k+1 of them, one per digit). */
  count: number;
  /** The sets (the shared ALS table of the grid). */
  table: AlsTable;
  /** Per node: its set in `table`. */
  set: Int32Array;
  /** Per node: its slot in `table` (`dCells` and `seeAll` at slot·W). */
  slot: Int32Array;
  /** Per node: its digit, 0-based. */
  digit: Int32Array;
  /** Per node: the first node of its set; its set's nodes are `first … first + digits − 1`. */
  first: Int32Array;
  /** Per node: how many digits (nodes) its set has. */
  digits: Uint8Array;
}

/** Every ALS of 2 cells or more as chain nodes, one per digit, sets in the table's order. */
export function alsChainNodes(grid: CandidateGrid): AlsChainNodes {
  const table = alsTable(grid);
  const set: number[] = [];
  const slot: number[] = [];
  const digit: number[] = [];
  const first: number[] = [];
  const digits: number[] = [];
  for (let a = 0; a < table.count; a++) {
    if (table.start[a + 1] - table.start[a] < 2) continue;
    const at = set.length;
    let s = table.slot[a];
    const k = table.slot[a + 1] - table.slot[a];
    for (let rest = table.cand[a]; rest !== 0; rest &= rest - 1, s++) {
      set.push(a);
      slot.push(s);
      digit.push(31 - Math.clz32(rest & -rest));
      first.push(at);
      digits.push(k);
    }
  }
  return {
    count: set.length,
    table,
    set: Int32Array.from(set),
    slot: Int32Array.from(slot),
    digit: Int32Array.from(digit),
    first: Int32Array.from(first),
    digits: Uint8Array.from(digits),
  };
}

/** True when `cell` sees every cell of node j (so it is not one of them). */
export function alsNodeSees(nodes: AlsChainNodes, j: number, cell: number): boolean {
  const { seeAll, W } = nodes.table;
  return (seeAll[nodes.slot[j] * W + (cell >>> 5)] & (1 << (cell & 31))) !== 0;
}

/** True when `cell` is one of the cells of node j's set. */
export function alsNodeHas(nodes: AlsChainNodes, j: number, cell: number): boolean {
  const { cells, W } = nodes.table;
  return (cells[nodes.set[j] * W + (cell >>> 5)] & (1 << (cell & 31))) !== 0;
}

/** True when `cell` is the only cell of node j's set holding its digit. */
export function alsNodeOnly(nodes: AlsChainNodes, j: number, cell: number): boolean {
  const { dCells, W } = nodes.table;
  const at = nodes.slot[j] * W;
  for (let w = 0; w < W; w++) if (dCells[at + w] !== (w === cell >>> 5 ? 1 << (cell & 31) : 0)) return false;
  return true;
}

/** True when the sets of nodes i and j share a cell. */
export function alsNodesMeet(nodes: AlsChainNodes, i: number, j: number): boolean {
  const { cells, W } = nodes.table;
  const a = nodes.set[i] * W;
  const b = nodes.set[j] * W;
  for (let w = 0; w < W; w++) if ((cells[a + w] & cells[b + w]) !== 0) return true;
  return false;
}

/** The cells of node j's set holding its digit, ascending. */
export function alsNodeDigitCells(nodes: AlsChainNodes, j: number): number[] {
  const { dCells, W } = nodes.table;
  const out: number[] = [];
  const at = nodes.slot[j] * W;
  for (let w = 0; w < W; w++) for (let bits = dCells[at + w]; bits !== 0; bits &= bits - 1) out.push(32 * w + 31 - Math.clz32(bits & -bits));
  return out;
}

/** All cells of node j's set, ascending. */
export function alsNodeSetCells(nodes: AlsChainNodes, j: number): number[] {
  const t = nodes.table;
  const a = nodes.set[j];
  return Array.from(t.cellList.subarray(t.start[a], t.start[a + 1]));
}
