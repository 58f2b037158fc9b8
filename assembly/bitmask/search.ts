/**
 * General bitmask backtracking for every box size n = 2…8 (boards 4×4 … 64×64).
 *
 * Owns: the candidate state (one u64 mask per cell, bit d-1 = digit d), naked and hidden
 * singles to a fixed point, the branching rule, the undo trail and the resumable search loop.
 * Does not own: geometry (../board/geometry.ts), buffers (../board/io.ts), the ABI (../index.ts).
 *
 * Branching: the first unsolved cell in reading order with the fewest candidates, digits
 * ascending; `nodes` counts each digit tried there (src/engine/general-types.ts has the
 * contract the TypeScript twin follows too). Undo: every write to the state goes through the
 * trail (slot, old value), and a level remembers the trail height to return to, so a guess
 * costs what it changes rather than a copy of the board (64×64 = 32 KB of masks).
 *
 *   slot < C          CAND[slot]          candidate mask of a cell
 *   C ≤ slot < 2C     VALUE[slot - C]     placed digit of a cell (0 = open)
 *   2C ≤ slot < 2C+3N PLACED[slot - 2C]   digits placed in a unit
 *   slot = 2C+3N      assignedCount
 */
import { CELL_UNITS, PEERS, UNIT_CELLS, cells, peerCount, side, useBoxSize } from '../board/geometry';
import { BOARD_IN, BOARD_OUT, allDigits, candidatesIn } from '../board/io';

export const DONE: i32 = 0;
export const PAUSED: i32 = 1;

const PROPAGATE: i32 = 0;
const NEXT: i32 = 1;
const FINISHED: i32 = 2;

let CAND = new StaticArray<u64>(0);
let VALUE = new StaticArray<u8>(0);
let PLACED = new StaticArray<u64>(0);
let TRAIL_SLOT = new StaticArray<u32>(0);
let TRAIL_OLD = new StaticArray<u64>(0);
let QUEUE = new StaticArray<u16>(0);
/** UNIT_DIRTY[u] = 1 when a cell of unit u changed since u was last scanned for hidden singles. */
let UNIT_DIRTY = new StaticArray<u8>(0);
let LEVEL_CELL = new StaticArray<u16>(0);
let LEVEL_TODO = new StaticArray<u64>(0);
let LEVEL_MARK = new StaticArray<u32>(0);

let trailTop: i32 = 0;
let queueTop: i32 = 0;
let assignedCount: i32 = 0;
let depth: i32 = 0;
let phase: i32 = FINISHED;
let limit: i32 = 1;
export let solutionCount: i32 = 0;
export let nodeCount: u64 = 0;

function reserve(): void {
  const trail = cells * (side + 5) + 16;
  if (CAND.length < cells) {
    CAND = new StaticArray<u64>(cells);
    VALUE = new StaticArray<u8>(cells);
    QUEUE = new StaticArray<u16>(2 * cells); // a cell is queued at most once by assign, once at start
    LEVEL_CELL = new StaticArray<u16>(cells + 1);
    LEVEL_TODO = new StaticArray<u64>(cells + 1);
    LEVEL_MARK = new StaticArray<u32>(cells + 1);
  }
  if (PLACED.length < 3 * side) {
    PLACED = new StaticArray<u64>(3 * side);
    UNIT_DIRTY = new StaticArray<u8>(3 * side);
  }
  if (TRAIL_SLOT.length < trail) {
    TRAIL_SLOT = new StaticArray<u32>(trail);
    TRAIL_OLD = new StaticArray<u64>(trail);
  }
}

@inline function remember(slot: i32, old: u64): void {
  unchecked(TRAIL_SLOT[trailTop] = slot);
  unchecked(TRAIL_OLD[trailTop] = old);
  trailTop++;
}

/** Marks the row, column and box of `cell` for the next hidden-singles scan. */
@inline function touch(cell: i32): void {
  unchecked(UNIT_DIRTY[<i32>unchecked(CELL_UNITS[cell * 3])] = 1);
  unchecked(UNIT_DIRTY[<i32>unchecked(CELL_UNITS[cell * 3 + 1])] = 1);
  unchecked(UNIT_DIRTY[<i32>unchecked(CELL_UNITS[cell * 3 + 2])] = 1);
}

/** Undoes every write above trail height `mark`. */
function undoTo(mark: i32): void {
  const c = cells, units = 2 * cells + 3 * side;
  while (trailTop > mark) {
    trailTop--;
    const slot = <i32>unchecked(TRAIL_SLOT[trailTop]);
    const old = unchecked(TRAIL_OLD[trailTop]);
    if (slot < c) unchecked(CAND[slot] = old);
    else if (slot < 2 * c) unchecked(VALUE[slot - c] = <u8>old);
    else if (slot < units) unchecked(PLACED[slot - 2 * c] = old);
    else assignedCount = <i32>old;
  }
  queueTop = 0;
}

/** Places digit d (1…N) on an open cell. False on a contradiction. */
function assign(cell: i32, d: i32): bool {
  const bit: u64 = <u64>1 << <u64>(d - 1);
  const mask = unchecked(CAND[cell]);
  if (!(mask & bit)) return false;
  const u0 = <i32>unchecked(CELL_UNITS[cell * 3]);
  const u1 = <i32>unchecked(CELL_UNITS[cell * 3 + 1]);
  const u2 = <i32>unchecked(CELL_UNITS[cell * 3 + 2]);
  const p0 = unchecked(PLACED[u0]), p1 = unchecked(PLACED[u1]), p2 = unchecked(PLACED[u2]);
  if ((p0 | p1 | p2) & bit) return false;
  const c = cells;
  remember(cell + c, 0);
  unchecked(VALUE[cell] = <u8>d);
  remember(cell, mask);
  unchecked(CAND[cell] = bit);
  remember(2 * c + u0, p0);
  unchecked(PLACED[u0] = p0 | bit);
  remember(2 * c + u1, p1);
  unchecked(PLACED[u1] = p1 | bit);
  remember(2 * c + u2, p2);
  unchecked(PLACED[u2] = p2 | bit);
  remember(2 * c + 3 * side, <u64>assignedCount);
  assignedCount++;
  unchecked(UNIT_DIRTY[u0] = 1);
  unchecked(UNIT_DIRTY[u1] = 1);
  unchecked(UNIT_DIRTY[u2] = 1);

  const first = cell * peerCount, end = first + peerCount;
  for (let k = first; k < end; k++) {
    const peer = <i32>unchecked(PEERS[k]);
    const m = unchecked(CAND[peer]);
    if (!(m & bit) || unchecked(VALUE[peer]) != 0) continue;
    const left = m & ~bit;
    if (left == 0) return false;
    remember(peer, m);
    unchecked(CAND[peer] = left);
    touch(peer);
    if ((left & (left - 1)) == 0) unchecked(QUEUE[queueTop++] = <u16>peer);
  }
  return true;
}

/**
 * Hidden singles over the units changed since their last scan (a fixed point already has none
 * elsewhere; measured in the TypeScript twin: 25×25 about 3× faster per node, same nodes).
 * Returns -1 on a contradiction, else how many were placed.
 */
function hiddenSingles(): i32 {
  const N = side, all = allDigits(N);
  let placed = 0;
  for (let u = 0; u < 3 * N; u++) {
    if (!unchecked(UNIT_DIRTY[u])) continue;
    unchecked(UNIT_DIRTY[u] = 0);
    let once: u64 = 0, twice: u64 = 0;
    const base = u * N;
    for (let k = 0; k < N; k++) {
      const cell = <i32>unchecked(UNIT_CELLS[base + k]);
      if (unchecked(VALUE[cell]) != 0) continue;
      const m = unchecked(CAND[cell]);
      twice |= once & m;
      once |= m;
    }
    const done = unchecked(PLACED[u]);
    if (all & ~(once | done)) return -1;
    let hidden = once & ~twice & ~done;
    while (hidden) {
      const bit = hidden & (~hidden + 1);
      hidden &= hidden - 1;
      for (let k = 0; k < N; k++) {
        const cell = <i32>unchecked(UNIT_CELLS[base + k]);
        if (unchecked(VALUE[cell]) == 0 && (unchecked(CAND[cell]) & bit)) {
          if (!assign(cell, <i32>ctz(bit) + 1)) return -1;
          placed++;
          break;
        }
      }
    }
  }
  return placed;
}

const FAIL: i32 = 0;
const OPEN: i32 = 1;
const SOLVED: i32 = 2;

/** Naked and hidden singles to a fixed point. */
function propagate(): i32 {
  while (true) {
    while (queueTop > 0) {
      const cell = <i32>unchecked(QUEUE[--queueTop]);
      if (unchecked(VALUE[cell]) != 0) continue;
      const m = unchecked(CAND[cell]);
      if (m == 0 || !assign(cell, <i32>ctz(m) + 1)) return FAIL;
    }
    if (assignedCount == cells) return SOLVED;
    const placed = hiddenSingles();
    if (placed < 0) return FAIL;
    if (placed == 0 && queueTop == 0) return OPEN;
  }
  return FAIL;
}

/** The first open cell (reading order) with the fewest candidates. */
function chooseCell(): i32 {
  let best = -1, fewest: i32 = 65;
  for (let cell = 0; cell < cells; cell++) {
    if (unchecked(VALUE[cell]) != 0) continue;
    const count = <i32>popcnt(unchecked(CAND[cell]));
    if (count < fewest) {
      fewest = count;
      best = cell;
      if (count <= 1) break;
    }
  }
  return best;
}

/**
 * Loads box size n, BOARD_IN (and CANDS_IN when `useCandidates`), and prepares a search for up
 * to `maxSolutions` solutions. Conflicting givens simply lead to 0 solutions.
 */
export function start(n: i32, maxSolutions: i32, useCandidates: bool): void {
  useBoxSize(n);
  reserve();
  const all = allDigits(side);
  for (let cell = 0; cell < cells; cell++) {
    unchecked(CAND[cell] = useCandidates ? all & candidatesIn(cell) : all);
    unchecked(VALUE[cell] = 0);
  }
  for (let u = 0; u < 3 * side; u++) {
    unchecked(PLACED[u] = 0);
    unchecked(UNIT_DIRTY[u] = 1);
  }
  trailTop = 0;
  queueTop = 0;
  assignedCount = 0;
  depth = 0;
  limit = maxSolutions < 1 ? 1 : maxSolutions;
  solutionCount = 0;
  nodeCount = 0;
  phase = PROPAGATE;
  for (let cell = 0; cell < cells; cell++) {
    const v = <i32>unchecked(BOARD_IN[cell]);
    if (v >= 1 && v <= side && unchecked(VALUE[cell]) == 0 && !assign(cell, v)) {
      phase = FINISHED;
      return;
    }
  }
  if (useCandidates) {
    // cells the candidate masks alone leave with one digit (or none) enter propagation too
    for (let cell = 0; cell < cells; cell++) {
      const m = unchecked(CAND[cell]);
      if (unchecked(VALUE[cell]) != 0 || (m & (m - 1)) != 0) continue;
      if (m == 0) {
        phase = FINISHED;
        return;
      }
      unchecked(QUEUE[queueTop++] = <u16>cell);
    }
  }
}

/** Runs at most `maxNodes` more nodes. DONE or PAUSED. */
export function run(maxNodes: u64): i32 {
  const budget = maxNodes > u64.MAX_VALUE - nodeCount ? u64.MAX_VALUE : nodeCount + maxNodes;
  while (true) {
    if (phase == FINISHED) return DONE;
    if (phase == PROPAGATE) {
      const state = propagate();
      if (state == SOLVED) {
        if (solutionCount == 0) {
          for (let cell = 0; cell < cells; cell++) unchecked(BOARD_OUT[cell] = unchecked(VALUE[cell]));
        }
        solutionCount++;
        if (solutionCount >= limit) {
          phase = FINISHED;
          return DONE;
        }
      } else if (state == OPEN) {
        const cell = chooseCell();
        unchecked(LEVEL_CELL[depth] = <u16>cell);
        unchecked(LEVEL_TODO[depth] = unchecked(CAND[cell]));
        unchecked(LEVEL_MARK[depth] = trailTop);
        depth++;
      }
      phase = NEXT;
    }
    // NEXT: try the next digit of the deepest level that has one left.
    let resumed = false;
    while (depth > 0) {
      const level = depth - 1;
      undoTo(<i32>unchecked(LEVEL_MARK[level]));
      const todo = unchecked(LEVEL_TODO[level]);
      if (todo == 0) {
        depth = level;
        continue;
      }
      if (nodeCount >= budget) return PAUSED;
      unchecked(LEVEL_TODO[level] = todo & (todo - 1));
      nodeCount++;
      if (assign(<i32>unchecked(LEVEL_CELL[level]), <i32>ctz(todo) + 1)) {
        resumed = true;
        break;
      }
    }
    if (!resumed) {
      phase = FINISHED;
      return DONE;
    }
    phase = PROPAGATE;
  }
  return DONE;
}
