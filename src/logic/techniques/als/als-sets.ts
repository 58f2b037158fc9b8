/**
 * Almost locked sets (ALS) of a candidate grid and the restricted common candidates (RCC) of
 * pairs of them: the shared ground of ALS-XZ and ALS-XY-Wing (`als.ts`).
 *
 * Owns: {@link alsTable} (every ALS of a grid, with per-digit cell sets, and every RCC, computed
 * once per candidate state and reused by the next call on the same candidates), and the small
 * bitset and wording helpers the ALS finders share. Does not own: the techniques (`als.ts`).
 *
 *   ALS   k cells of one house holding k+1 digits between them (a bivalue cell is an ALS of 1):
 *         if any one digit is taken out, the other k are locked in the set.
 *
 *         r1c2 {3,5,8}  r1c5 {3,8}   → 2 cells, 3 digits: an ALS in row 1
 *
 *   RCC   digit x of ALS A and ALS B, such that no cell holding x is in both and every x of A
 *         sees every x of B: x can be true in at most one of them (it is "restricted").
 *
 * Cell sets are bitsets of W = ⌈C/32⌉ words (bit `cell & 31` of word `cell >> 5`). Per ALS and
 * per digit d of it we keep `dCells` (its cells holding d) and `seeAll` (the cells that see every
 * one of them): an RCC test is then "B's d-cells ⊆ A's seeAll(d)", and the cells where a digit
 * can be removed are "seeAll ∩ the grid's cells with d".
 *
 * Bounds (speed): ALS of 1…N−1 cells on 4×4 and 9×9 (all of them), of at most 4 cells on 16×16
 * and at most 3 cells on 25×25; at most {@link MAX_ALS} sets, the smallest (a guard against
 * pathological grids: hard 9×9 states have a few hundred). The RCC search visits, for ALS A and digit d, only the ALS whose
 * first d-cell lies in A's seeAll(d) (an index by digit and first cell), not every pair.
 *
 * Definitions as published: Sudopedia "Almost Locked Set", HoDoKu's technique page "ALS".
 */
import { popcount, type CandidateGrid } from '../../grid.js';
import type { Highlight, Role } from '../../types.js';
import { cellName, digitSet } from '../../words.js';

/** Every ALS and RCC of one candidate state (read-only for the finders). */
export interface AlsTable {
  /** Words per cell bitset. */
  W: number;
  /** Number of ALS. */
  count: number;
  /** Candidate mask of each ALS. */
  cand: Int32Array;
  /** The unit (row, column or box index as in `grid.unitCells`) each ALS was found in. */
  unit: Int32Array;
  /** Each ALS's place in the order the sets were collected (rows, columns, boxes; cells in order), before the sort by size. */
  found: Int32Array;
  /** Cells of ALS a: `cellList[start[a]] … cellList[start[a+1]-1]`, ascending. */
  start: Int32Array;
  cellList: Int32Array;
  /** Cell bitset of each ALS (count·W words). */
  cells: Int32Array;
  /** First digit slot of each ALS: the slot of digit d is `slot[a] + popcount(cand[a] & (bit(d) - 1))`. */
  slot: Int32Array;
  /** Per slot (W words): the ALS's cells holding the digit. */
  dCells: Int32Array;
  /** Per slot (W words): the cells that see every cell of `dCells` (never one of them). */
  seeAll: Int32Array;
  /** Per digit d (index d-1, W words): the grid's cells that have d as a candidate. */
  digitCells: Int32Array;
  /** Per slot (W words): `seeAll` ∩ the grid's cells with the digit (where the digit could be removed). */
  reach: Int32Array;
  /** Per ALS: the digits whose `reach` is not empty (a quick test before the bitsets). */
  reachDigits: Int32Array;
  /** Number of RCC pairs (pairs of ALS with at least one restricted common digit). */
  rccCount: number;
  /** Per RCC pair: the two ALS (a < b), the mask of restricted digits, 1 when the ALS share cells. */
  rccA: Int32Array;
  rccB: Int32Array;
  rccMask: Int32Array;
  rccOverlap: Uint8Array;
}

/**
 * The most ALS kept (the smallest ones): a safety bound for grids far denser in small sets than
 * real puzzles (hard 9×9 states have at most a few hundred ALS; random bivalue grids thousands).
 */
export const MAX_ALS = 1000;

/** The largest ALS (cells) searched on a board of side N. */
export function maxAlsCells(N: number): number {
  return N <= 9 ? N - 1 : N <= 16 ? 4 : 3;
}

const peerBitsBySize = new Map<number, Int32Array>();

/** Each cell's peers as a bitset (C·W words), shared per board size. */
export function peerBits(grid: CandidateGrid): Int32Array {
  let table = peerBitsBySize.get(grid.n);
  if (table) return table;
  const { C, degree, peers } = grid;
  const W = (C + 31) >>> 5;
  table = new Int32Array(C * W);
  for (let cell = 0; cell < C; cell++) {
    for (let k = cell * degree; k < cell * degree + degree; k++) {
      const p = peers[k];
      table[cell * W + (p >>> 5)] |= 1 << (p & 31);
    }
  }
  peerBitsBySize.set(grid.n, table);
  return table;
}

let cachedCands: Int32Array | null = null;
let cachedN = 0;
let cachedTable: AlsTable | null = null;

/**
 * Every ALS and RCC of the grid. The last result is kept and returned again while the grid's
 * candidates are unchanged (ALS-XZ and ALS-XY-Wing run one after the other on one state).
 */
export function alsTable(grid: CandidateGrid): AlsTable {
  if (cachedTable && cachedN === grid.n && sameCands(cachedCands!, grid.cands)) return cachedTable;
  const table = buildAlsTable(grid);
  cachedCands = grid.cands.slice();
  cachedN = grid.n;
  cachedTable = table;
  return table;
}

function sameCands(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The slot of digit d (1-based) in ALS a (d must be one of its candidates). */
export function slotOf(t: AlsTable, a: number, d: number): number {
  return t.slot[a] + popcount(t.cand[a] & ((1 << (d - 1)) - 1));
}

/** Every ALS and RCC of the grid, computed afresh (see {@link alsTable}). */
export function buildAlsTable(grid: CandidateGrid): AlsTable {
  const { N, C, cands } = grid;
  const W = (C + 31) >>> 5;
  const cand: number[] = [];
  const unit: number[] = [];
  const start: number[] = [0];
  const cellList: number[] = [];
  collectAls(grid, maxAlsCells(N), cand, unit, start, cellList);
  const found = sortBySize(cand, unit, start, cellList);
  if (cand.length > MAX_ALS) {
    cand.length = MAX_ALS;
    unit.length = MAX_ALS;
    start.length = MAX_ALS + 1;
    cellList.length = start[MAX_ALS];
  }
  const count = cand.length;

  const cellsBits = new Int32Array(count * W);
  const slot = new Int32Array(count + 1);
  for (let a = 0; a < count; a++) slot[a + 1] = slot[a] + popcount(cand[a]);
  const slots = slot[count];
  const dCells = new Int32Array(slots * W);
  const seeAll = new Int32Array(slots * W).fill(-1);
  const peers = peerBits(grid);
  for (let a = 0; a < count; a++) {
    const m = cand[a];
    for (let k = start[a]; k < start[a + 1]; k++) {
      const cell = cellList[k];
      const word = cell >>> 5;
      const b = 1 << (cell & 31);
      cellsBits[a * W + word] |= b;
      for (let rest = cands[cell]; rest !== 0; rest &= rest - 1) {
        const low = rest & -rest;
        const s = slot[a] + popcount(m & (low - 1));
        dCells[s * W + word] |= b;
        for (let w = 0; w < W; w++) seeAll[s * W + w] &= peers[cell * W + w];
      }
    }
  }
  const digitCells = new Int32Array(N * W);
  for (let cell = 0; cell < C; cell++) {
    for (let rest = cands[cell]; rest !== 0; rest &= rest - 1) {
      const d = 31 - Math.clz32(rest & -rest);
      digitCells[d * W + (cell >>> 5)] |= 1 << (cell & 31);
    }
  }
  const reach = new Int32Array(slots * W);
  const reachDigits = new Int32Array(count);
  for (let a = 0; a < count; a++) {
    let s = slot[a];
    for (let rest = cand[a]; rest !== 0; rest &= rest - 1, s++) {
      const low = rest & -rest;
      const d = 31 - Math.clz32(low);
      let any = 0;
      for (let w = 0; w < W; w++) any |= reach[s * W + w] = seeAll[s * W + w] & digitCells[d * W + w];
      if (any !== 0) reachDigits[a] |= low;
    }
  }
  const table: AlsTable = {
    W,
    count,
    cand: Int32Array.from(cand),
    unit: Int32Array.from(unit),
    found: Int32Array.from(found.slice(0, count)),
    start: Int32Array.from(start),
    cellList: Int32Array.from(cellList),
    cells: cellsBits,
    slot,
    dCells,
    seeAll,
    digitCells,
    reach,
    reachDigits,
    rccCount: 0,
    rccA: new Int32Array(0),
    rccB: new Int32Array(0),
    rccMask: new Int32Array(0),
    rccOverlap: new Uint8Array(0),
  };
  collectRccs(grid, table);
  return table;
}

/**
 * Every ALS of 1…maxCells cells, house by house (rows, columns, boxes). A set lying in one row
 * and one box is kept once (from the row), likewise a column and a box, and a single cell once.
 */
function collectAls(
  grid: CandidateGrid,
  maxCells: number,
  cand: number[],
  unit: number[],
  start: number[],
  cellList: number[],
): void {
  const { N, cands } = grid;
  const empty: number[] = [];
  const chosen: number[] = [];
  for (let u = 0; u < 3 * N; u++) {
    empty.length = 0;
    for (const cell of grid.unitCells(u)) if (cands[cell] !== 0) empty.push(cell);
    const limit = Math.min(maxCells, empty.length - 1);
    const kind = u < N ? 0 : u < 2 * N ? 1 : 2;
    const visit = (from: number, union: number): void => {
      for (let i = from; i < empty.length; i++) {
        const cell = empty[i];
        const next = union | cands[cell];
        const size = chosen.length + 1;
        if (popcount(next) > limit + 1) continue; // the union only grows: never k+1 for k ≤ limit
        chosen.push(cell);
        if (popcount(next) === size + 1 && keepInHouse(grid, chosen, kind)) {
          cand.push(next);
          unit.push(u);
          for (const c of chosen) cellList.push(c);
          start.push(cellList.length);
        }
        if (size < limit) visit(i + 1, next);
        chosen.pop();
      }
    };
    if (limit >= 1) visit(0, 0);
  }
}

/** Reorders the ALS lists smallest first (stable): steps with small sets come first. Returns each set's index before. */
function sortBySize(cand: number[], unit: number[], start: number[], cellList: number[]): number[] {
  const count = cand.length;
  // a counting sort by size: sizes are small, and it keeps the found order within a size
  let largest = 0;
  for (let a = 0; a < count; a++) largest = Math.max(largest, start[a + 1] - start[a]);
  const firstOfSize = new Array<number>(largest + 2).fill(0);
  for (let a = 0; a < count; a++) firstOfSize[start[a + 1] - start[a] + 1]++;
  for (let k = 1; k <= largest + 1; k++) firstOfSize[k] += firstOfSize[k - 1];
  const order = new Array<number>(count);
  for (let a = 0; a < count; a++) order[firstOfSize[start[a + 1] - start[a]]++] = a;
  const c = cand.slice();
  const u = unit.slice();
  const s = start.slice();
  const l = cellList.slice();
  cellList.length = 0;
  order.forEach((from, to) => {
    cand[to] = c[from];
    unit[to] = u[from];
    for (let k = s[from]; k < s[from + 1]; k++) cellList.push(l[k]);
    start[to + 1] = cellList.length;
  });
  return order;
}

/** False when a set found in a column or box was already found in a row or column. */
function keepInHouse(grid: CandidateGrid, cells: readonly number[], kind: number): boolean {
  if (kind === 0) return true;
  const row = grid.row(cells[0]);
  const col = grid.col(cells[0]);
  let sameRow = true;
  let sameCol = true;
  for (let i = 1; i < cells.length; i++) {
    if (grid.row(cells[i]) !== row) sameRow = false;
    if (grid.col(cells[i]) !== col) sameCol = false;
  }
  return kind === 1 ? !sameRow : !sameRow && !sameCol;
}

/**
 * Every pair of ALS with a restricted common digit. For ALS a and digit d, the partners b are
 * looked up by their first d-cell, which must be a cell seeing all of a's d-cells.
 */
function collectRccs(grid: CandidateGrid, t: AlsTable): void {
  const { C } = grid;
  const { W, count, cand, slot, dCells, seeAll, reach, cells } = t;
  // index: head[(d-1)·C + first d-cell] → slots (of any ALS) whose first d-cell it is, the
  // latest ALS first (so the walk from ALS a stops at the first b ≤ a)
  const head = new Int32Array(grid.N * C).fill(-1);
  const slots = slot[count];
  const next = new Int32Array(slots);
  const slotAls = new Int32Array(slots);
  for (let a = 0; a < count; a++) {
    let s = slot[a];
    for (let rest = cand[a]; rest !== 0; rest &= rest - 1, s++) {
      const d = 31 - Math.clz32(rest & -rest);
      const first = firstCell(dCells, s * W, W);
      const key = d * C + first;
      next[s] = head[key];
      head[key] = s;
      slotAls[s] = a;
    }
  }
  let rcA = new Int32Array(4 * count + 16);
  let rcB = new Int32Array(rcA.length);
  let rcMask = new Int32Array(rcA.length);
  let rcOverlap = new Uint8Array(rcA.length);
  let rcCount = 0;
  const mask = new Int32Array(count);
  // the ALS met from `a`, sorted in place by insertion (a handful each; measured: a comparator
  // sort of a number[] here was the hottest line of a magictour rating run, and a typed
  // subarray's native sort the next)
  const touched = new Int32Array(count);
  for (let a = 0; a < count; a++) {
    let nTouched = 0;
    let s = slot[a];
    for (let rest = cand[a]; rest !== 0; rest &= rest - 1, s++) {
      const low = rest & -rest;
      const d = 31 - Math.clz32(low);
      for (let w = 0; w < W; w++) {
        for (let bits = reach[s * W + w]; bits !== 0; bits &= bits - 1) {
          const cell = (w << 5) + 31 - Math.clz32(bits & -bits);
          for (let e = head[d * C + cell]; e >= 0; e = next[e]) {
            const b = slotAls[e];
            if (b <= a) break;
            if (!subsetOf(dCells, e * W, seeAll, s * W, W)) continue;
            if (mask[b] === 0) {
              let i = nTouched++;
              for (; i > 0 && touched[i - 1] > b; i--) touched[i] = touched[i - 1];
              touched[i] = b;
            }
            mask[b] |= low;
          }
        }
      }
    }
    if (rcCount + nTouched > rcA.length) {
      const size = 2 * (rcCount + nTouched);
      rcA = grown(rcA, size);
      rcB = grown(rcB, size);
      rcMask = grown(rcMask, size);
      const o = new Uint8Array(size);
      o.set(rcOverlap);
      rcOverlap = o;
    }
    for (let i = 0; i < nTouched; i++, rcCount++) {
      const b = touched[i];
      rcA[rcCount] = a;
      rcB[rcCount] = b;
      rcMask[rcCount] = mask[b];
      rcOverlap[rcCount] = intersects(cells, a * W, cells, b * W, W) ? 1 : 0;
      mask[b] = 0;
    }
  }
  t.rccCount = rcCount;
  t.rccA = rcA.subarray(0, rcCount);
  t.rccB = rcB.subarray(0, rcCount);
  t.rccMask = rcMask.subarray(0, rcCount);
  t.rccOverlap = rcOverlap.subarray(0, rcCount);
}

function grown(a: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(size);
  out.set(a);
  return out;
}

/** The lowest cell of a non-empty bitset. */
function firstCell(bits: Int32Array, at: number, W: number): number {
  for (let w = 0; w < W; w++) {
    const v = bits[at + w];
    if (v !== 0) return (w << 5) + 31 - Math.clz32(v & -v);
  }
  return -1;
}

/** True when bitset x (at xi) ⊆ bitset y (at yi). */
export function subsetOf(x: Int32Array, xi: number, y: Int32Array, yi: number, W: number): boolean {
  for (let w = 0; w < W; w++) if ((x[xi + w] & ~y[yi + w]) !== 0) return false;
  return true;
}

/** True when bitsets x and y share a bit. */
export function intersects(x: Int32Array, xi: number, y: Int32Array, yi: number, W: number): boolean {
  for (let w = 0; w < W; w++) if ((x[xi + w] & y[yi + w]) !== 0) return true;
  return false;
}

/**
 * Pushes `{cell, digit}` for every cell in the intersection of the given bitsets (each an
 * array and offset), less the cells of `without`, skipping candidates already listed in `seen` (cell·32 + digit).
 */
export function pushCells(
  out: { cell: number; digit: number }[],
  seen: Set<number>,
  digit: number,
  W: number,
  sets: readonly (readonly [Int32Array, number])[],
  without: readonly [Int32Array, number] | null = null,
): void {
  for (let w = 0; w < W; w++) {
    let bits = without ? ~without[0][without[1] + w] : -1;
    for (const [arr, at] of sets) bits &= arr[at + w];
    for (; bits !== 0; bits &= bits - 1) {
      const cell = (w << 5) + 31 - Math.clz32(bits & -bits);
      const key = cell * 32 + digit;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ cell, digit });
    }
  }
}

/** The cells of ALS a. */
export function alsCells(t: AlsTable, a: number): number[] {
  return Array.from(t.cellList.subarray(t.start[a], t.start[a + 1]));
}

/** An ALS for sentences: `r1c2,r1c5 {3,5,8}`. */
export function alsName(t: AlsTable, a: number, N: number): string {
  const names = alsCells(t, a).map((c) => cellName(c, N));
  const digits: number[] = [];
  for (let rest = t.cand[a]; rest !== 0; rest &= rest - 1) digits.push(32 - Math.clz32(rest & -rest));
  return `${names.join(',')} {${digitSet(digits, N)}}`;
}

/**
 * A key of a set of eliminations: finders report one step per distinct set (the first found,
 * so the one with the smallest sets), as many patterns often remove the same candidates.
 */
export function eliminationKey(elims: readonly { cell: number; digit: number }[]): string {
  return elims
    .map((e) => e.cell * 32 + e.digit)
    .sort((a, b) => a - b)
    .join(',');
}

/**
 * Highlights an ALS's cells: each cell as `pattern`, and each of its candidates with the role
 * `roleOf(digit)` gives (the link digits `off`, the removed digit `on`, the rest `pattern`).
 */
export function pushAlsHighlights(out: Highlight[], grid: CandidateGrid, cells: readonly number[], roleOf: (digit: number) => Role): void {
  for (const cell of cells) {
    out.push({ cell, role: 'pattern' });
    for (let rest = grid.cands[cell]; rest !== 0; rest &= rest - 1) {
      const d = 32 - Math.clz32(rest & -rest);
      out.push({ cell, digit: d, role: roleOf(d) });
    }
  }
}
