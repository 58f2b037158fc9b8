/**
 * Classic backtracking, instrumented: the plain textbook recursive solver of the literature
 * (Schottlender, IEEE LISAT 2014: ordered against shuffled guesses), with exact counters, for
 * every box size n = 2…8 (boards 4×4 … 64×64).
 *
 * Owns: the search, its counters (recursions, backtracks, solutions, budget stop), the mulberry32
 * PRNG and its Fisher–Yates shuffle, the batch of runs and its output buffer CLASSIC_OUT.
 * Does not own: BOARD_IN / BOARD_OUT (../board/io.ts), the ABI (../index.ts), input checks
 * (src/classic/index.ts). No propagation of any kind: this is the baseline, not a fast solver.
 *
 * The counted search (the TypeScript twin src/classic/backtrack-ts.ts follows the same text):
 *
 *   step():                              // one "recursion" = one call of step()
 *     if budget > 0 and recursions == budget: stopped; unwind, counting nothing more
 *     recursions += 1
 *     cell = next empty cell:
 *        reading: the first empty cell in reading order (row-major)
 *        mrv:     the empty cell with the fewest legal digits, first in reading order on ties
 *     if no empty cell: solutions += 1; record the first solution; return (found)
 *     order = ascending 1..N | descending N..1 |
 *             shuffled: [1..N] Fisher–Yates shuffled by the PRNG, afresh at EVERY call that
 *             reaches this line (a call that finds no empty cell draws nothing)
 *     for d in order:
 *        if d is legal in cell (not in its row, column or box):
 *           place d; step()
 *           if finished (solutions == limit, or budget stop): return leaving d placed
 *           remove d; backtracks += 1    // one "backtrack" = one placed digit taken back
 *
 *   Budget rule: the call that would make recursions exceed the budget is refused, not
 *   counted, so recursions ≤ budget always; stopped = true exactly when some call was
 *   refused. A search that completes in exactly `budget` recursions is not stopped.
 *   Givens that conflict with each other: 0 solutions, recursions 0, backtracks 0, PRNG
 *   untouched (checked before searching). Cells outside 1…N in BOARD_IN are empty.
 *
 * The recursion is run as a loop over an explicit stack (frame k = the call at depth k, which
 * has k digits placed below it), so 64×64 boards cannot overflow the wasm call stack:
 *
 *   FRAME_CELL[k]   the cell that call chose
 *   FRAME_DIGIT[k]  the digit it has placed there now (valid while frame k+1 runs)
 *   FRAME_TODO[k]   its legal digits not tried yet (bit d-1 = digit d)
 *   FRAME_POS[k]    next index into its ORDER slice (shuffled mode only)
 *   ORDER[k*N + i]  its shuffled digit order, all N digits (shuffled mode only)
 *
 * In reading order the call at depth k always takes EMPTIES[k] (cells fill in reading order),
 * so no scan is needed. The legal set of a frame is computed once on entry: a child that
 * returns has taken back everything it placed, so the set is the same at every later digit.
 *
 * PRNG (mulberry32, 32-bit state; JS reads classicSeed() as an unsigned f64):
 *   state += 0x6D2B79F5; t = state; t = (t ^ t >>> 15) * (t | 1);
 *   t ^= t + (t ^ t >>> 7) * (t | 61); return t ^ t >>> 14        (all mod 2^32)
 *   shuffle: for i = N-1 … 1: j = (next() * (i+1)) >> 32 (in u64); swap order[i], order[j]
 *
 * Speed (measured: Node 20.20.2 on the 2-core dev box, 9×9, reading order, shuffled digits;
 * `backtrackRuns` batches of 20,000 runs (WASM) or 5,000 (TS), seeds 1…5, best of 5 after a
 * warm-up batch, one process per row, two series; medians were 2–4% above the best in the
 * quieter series, up to 21% in the other):
 *
 *   board                                       WASM µs/run   TS µs/run   mean recursions
 *   empty                                         7.8–7.9       32–33        134
 *   first 20 cells of the ascending solution        6.1         27–28        105
 *   (the ascending solution of the empty board: 123456789 456789123 78 … its first 20 cells kept)
 *
 *   That is 58 ns per recursion in WASM, 240–265 in the twin. The shuffle is most of it: the
 *   ascending order runs at 14 ns per recursion (empty board: 392 recursions, 5.5 µs); with the
 *   shuffle's 8 draws but no swaps (so the order stays ascending) 37 ns; the rest is the swaps
 *   and the scan over a random order, whose branch "is d legal" cannot be predicted.
 *   Tried and dropped: filtering the shuffled order down to the legal digits when a call starts
 *   (no branch per digit later): 68 ns per recursion against 58, since most calls try only
 *   one or two digits before they return.
 */
import { BOARD_IN, BOARD_OUT, allDigits } from '../board/io';

/** Runs one batch call takes at most: CLASSIC_OUT holds two f64 per run. */
export const CLASSIC_CAPACITY: i32 = 16384;
/** Per-run counters of the last batch: recursions at 2i, backtracks at 2i + 1. */
export const CLASSIC_OUT = new StaticArray<f64>(2 * CLASSIC_CAPACITY);

export const READING: i32 = 0;
export const MRV: i32 = 1;
export const ASCENDING: i32 = 0;
export const DESCENDING: i32 = 1;
export const SHUFFLED: i32 = 2;

// ---- counters of the last run (read by the ABI) ----
export let recursions: u64 = 0;
export let backtracks: u64 = 0;
export let solutions: i32 = 0;
export let stopped: bool = false;
/** Runs of the last batch that the budget stopped. */
export let stoppedRuns: i32 = 0;
/** mulberry32 state: the next call of next() advances it first. */
export let rngState: u32 = 1;

// ---- board state ----
let box: i32 = 0;
let side: i32 = 0;
let cells: i32 = 0;
let emptyCount: i32 = 0;
/** The search's current depth (digits placed); after a run, frames 0…depth-1 still hold digits. */
let depth: i32 = 0;

/** Row, column and box of each cell, for the current box size (cells ≤ 4096: u16 indices fit). */
let CELL_ROW = new StaticArray<u8>(0);
let CELL_COL = new StaticArray<u8>(0);
let CELL_BOX = new StaticArray<u8>(0);
/** Digits used per row, column, box (bit d-1 = digit d). */
const ROWS = new StaticArray<u64>(64);
const COLS = new StaticArray<u64>(64);
const BOXES = new StaticArray<u64>(64);
/** Current value of each cell (0 = empty). */
let VALUE = new StaticArray<u8>(0);
/** The cells empty in BOARD_IN, in reading order. */
let EMPTIES = new StaticArray<u16>(0);
let FRAME_CELL = new StaticArray<u16>(0);
let FRAME_DIGIT = new StaticArray<u8>(0);
let FRAME_POS = new StaticArray<u8>(0);
let FRAME_TODO = new StaticArray<u64>(0);
let ORDER = new StaticArray<u8>(0);

/** Makes the tables describe box size n and the arrays big enough for it (they only grow). */
function useBox(n: i32): void {
  if (n == box) return;
  box = n;
  side = n * n;
  cells = side * side;
  if (VALUE.length < cells) {
    CELL_ROW = new StaticArray<u8>(cells);
    CELL_COL = new StaticArray<u8>(cells);
    CELL_BOX = new StaticArray<u8>(cells);
    VALUE = new StaticArray<u8>(cells);
    EMPTIES = new StaticArray<u16>(cells);
    FRAME_CELL = new StaticArray<u16>(cells + 1);
    FRAME_DIGIT = new StaticArray<u8>(cells + 1);
    FRAME_POS = new StaticArray<u8>(cells + 1);
    FRAME_TODO = new StaticArray<u64>(cells + 1);
  }
  if (ORDER.length < (cells + 1) * side) ORDER = new StaticArray<u8>((cells + 1) * side);
  for (let cell = 0; cell < cells; cell++) {
    const r = cell / side, c = cell % side;
    CELL_ROW[cell] = <u8>r;
    CELL_COL[cell] = <u8>c;
    CELL_BOX[cell] = <u8>((r / n) * n + c / n);
  }
}

/** The next mulberry32 output. */
@inline function next(): u32 {
  rngState += 0x6d2b79f5;
  let t = rngState;
  t = (t ^ (t >> 15)) * (t | 1);
  t ^= t + (t ^ (t >> 7)) * (t | 61);
  return t ^ (t >> 14);
}

/** Writes a fresh Fisher–Yates shuffle of 1…N at ORDER[base…base+N-1]. */
function shuffleAt(base: i32): void {
  const N = side;
  for (let i = 0; i < N; i++) unchecked(ORDER[base + i] = <u8>(i + 1));
  for (let i = N - 1; i >= 1; i--) {
    const j = <i32>((<u64>next() * <u64>(i + 1)) >> 32);
    const a = unchecked(ORDER[base + i]);
    unchecked(ORDER[base + i] = unchecked(ORDER[base + j]));
    unchecked(ORDER[base + j] = a);
  }
}

/** Digits that may go in `cell` now. */
@inline function legal(cell: i32): u64 {
  const used =
    unchecked(ROWS[<i32>unchecked(CELL_ROW[cell])]) |
    unchecked(COLS[<i32>unchecked(CELL_COL[cell])]) |
    unchecked(BOXES[<i32>unchecked(CELL_BOX[cell])]);
  return allDigits(side) & ~used;
}

@inline function place(cell: i32, d: i32): void {
  const bit = <u64>1 << <u64>(d - 1);
  const r = <i32>unchecked(CELL_ROW[cell]), c = <i32>unchecked(CELL_COL[cell]), b = <i32>unchecked(CELL_BOX[cell]);
  unchecked(ROWS[r] |= bit);
  unchecked(COLS[c] |= bit);
  unchecked(BOXES[b] |= bit);
  unchecked(VALUE[cell] = <u8>d);
}

/** Takes back the digit of frame k. */
@inline function unplace(k: i32): void {
  const cell = <i32>unchecked(FRAME_CELL[k]);
  const bit = ~(<u64>1 << <u64>(<i32>unchecked(FRAME_DIGIT[k]) - 1));
  const r = <i32>unchecked(CELL_ROW[cell]), c = <i32>unchecked(CELL_COL[cell]), b = <i32>unchecked(CELL_BOX[cell]);
  unchecked(ROWS[r] &= bit);
  unchecked(COLS[c] &= bit);
  unchecked(BOXES[b] &= bit);
  unchecked(VALUE[cell] = 0);
}

/** MRV: the empty cell with the fewest legal digits, first in reading order on ties. */
function fewestCell(): i32 {
  let best = -1, fewest: i32 = 65;
  for (let k = 0; k < emptyCount; k++) {
    const cell = <i32>unchecked(EMPTIES[k]);
    if (unchecked(VALUE[cell]) != 0) continue;
    const count = <i32>popcnt(legal(cell));
    if (count < fewest) {
      fewest = count;
      best = cell;
      if (count == 0) break; // nothing can be fewer
    }
  }
  return best;
}

/**
 * Loads box size n (2…8) and BOARD_IN: masks, values, the empty-cell list. False when two
 * givens conflict (the search must then report 0 solutions and zero counters).
 */
export function load(n: i32): bool {
  useBox(n);
  for (let u = 0; u < side; u++) {
    unchecked(ROWS[u] = 0);
    unchecked(COLS[u] = 0);
    unchecked(BOXES[u] = 0);
  }
  emptyCount = 0;
  depth = 0;
  let ok = true;
  for (let cell = 0; cell < cells; cell++) {
    const v = <i32>unchecked(BOARD_IN[cell]);
    if (v < 1 || v > side) {
      unchecked(VALUE[cell] = 0);
      unchecked(EMPTIES[emptyCount++] = <u16>cell);
      continue;
    }
    if (!(legal(cell) & (<u64>1 << <u64>(v - 1)))) ok = false;
    place(cell, v);
  }
  return ok;
}

/** Takes back every digit the last search left placed, so the board is BOARD_IN again. */
export function restore(): void {
  while (depth > 0) unplace(--depth);
}

/**
 * One counted search over the loaded board (see the header): up to `limit` solutions, at most
 * `budget` recursions (0 = none). Counters are reset; the PRNG continues from its state.
 */
export function search(cellOrder: i32, digitOrder: i32, limit: i32, budget: u64): void {
  recursions = 0;
  backtracks = 0;
  solutions = 0;
  stopped = false;
  const N = side;
  let k = 0;
  let entering = true;
  while (true) {
    if (entering) {
      // ---- a call of step() with k digits placed ----
      if (budget != 0 && recursions == budget) {
        stopped = true;
        break;
      }
      recursions++;
      if (k == emptyCount) {
        // no empty cell: a solution
        if (solutions == 0) memory.copy(changetype<usize>(BOARD_OUT), changetype<usize>(VALUE), <usize>cells);
        solutions++;
        if (solutions >= limit || k == 0) break;
        k--; // return to the caller, which takes its digit back
        unplace(k);
        backtracks++;
      } else {
        const cell = cellOrder == MRV ? fewestCell() : <i32>unchecked(EMPTIES[k]);
        unchecked(FRAME_CELL[k] = <u16>cell);
        unchecked(FRAME_TODO[k] = legal(cell));
        if (digitOrder == SHUFFLED) {
          shuffleAt(k * N);
          unchecked(FRAME_POS[k] = 0);
        }
      }
    }
    // ---- the loop over digits of the call at depth k: the next legal one ----
    const todo = unchecked(FRAME_TODO[k]);
    let d = 0;
    if (todo != 0) {
      if (digitOrder == ASCENDING) {
        d = <i32>ctz(todo) + 1;
      } else if (digitOrder == DESCENDING) {
        d = 64 - <i32>clz(todo);
      } else {
        const base = k * N;
        let pos = <i32>unchecked(FRAME_POS[k]);
        while (pos < N) {
          const e = <i32>unchecked(ORDER[base + pos]);
          pos++;
          if (todo & (<u64>1 << <u64>(e - 1))) {
            d = e;
            break;
          }
        }
        unchecked(FRAME_POS[k] = <u8>pos);
      }
      if (d != 0) unchecked(FRAME_TODO[k] = todo & ~(<u64>1 << <u64>(d - 1)));
    }
    if (d == 0) {
      // every digit tried: return to the caller, which takes its digit back
      if (k == 0) break;
      k--;
      unplace(k);
      backtracks++;
      entering = false;
      continue;
    }
    place(<i32>unchecked(FRAME_CELL[k]), d);
    unchecked(FRAME_DIGIT[k] = <u8>d);
    k++;
    entering = true;
  }
  depth = k;
}

/** Seeds the PRNG, loads BOARD_IN and runs one search; returns the solution count. */
export function runOnce(n: i32, cellOrder: i32, digitOrder: i32, seed: u32, limit: i32, budget: u64): i32 {
  rngState = seed;
  if (!load(n)) {
    recursions = 0;
    backtracks = 0;
    solutions = 0;
    stopped = false;
    return 0;
  }
  search(cellOrder, digitOrder, limit < 1 ? 1 : limit, budget);
  return solutions;
}

/**
 * `runs` searches (limit 1) of the same BOARD_IN, the PRNG seeded once and continuing across
 * them; per-run counters go to CLASSIC_OUT. `runs` is clamped to [0, capacity]; returns it.
 * The scalar counters then describe the last run.
 */
export function runMany(n: i32, cellOrder: i32, digitOrder: i32, seed: u32, runs: i32, budget: u64): i32 {
  if (runs < 0) runs = 0;
  if (runs > CLASSIC_CAPACITY) runs = CLASSIC_CAPACITY;
  rngState = seed;
  stoppedRuns = 0;
  recursions = 0;
  backtracks = 0;
  solutions = 0;
  stopped = false;
  const ok = load(n);
  for (let i = 0; i < runs; i++) {
    if (ok) {
      search(cellOrder, digitOrder, 1, budget);
      restore();
      if (stopped) stoppedRuns++;
    }
    unchecked(CLASSIC_OUT[2 * i] = <f64>recursions);
    unchecked(CLASSIC_OUT[2 * i + 1] = <f64>backtracks);
  }
  return runs;
}
