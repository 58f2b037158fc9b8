/**
 * The resumable search of the variant engine: a stack of frames, one copy of the candidate
 * masks per open choice. The twin of src/engine/variant-ts/search.ts, whose header has the
 * frame table, what one node does and how nodes are counted.
 *
 * Owns: the frame bookkeeping (seed, pending, chosen per frame), branching, node counting,
 * pausing and resuming, the first solution (SOLUTION, C bytes, values 1…N) and, when asked at
 * start, the union of every solution found (UNION, a digit bit per cell and digit). A program with
 * at most 64 houses keeps its frames as digit planes (planes.ts), which propagate, branch and
 * guess their own way under the same bookkeeping; one with more houses (many extra regions)
 * keeps masks. Does not own: propagation (propagate.ts, planes.ts), the program (program.ts),
 * the ABI (../index.ts).
 */
import { MAX_CELLS } from './layout';
import { planesBranchCell, planesBranchDigit, planesGuess, planesPropagate, planesSolution, planesStart } from './planes';
import { ALL, C, CELL_HOUSES, HOUSE_COUNT, HOUSES, INIT, loadProgram, N, word } from './program';
import { clearQueues, FRAMES, prepareQueues, propagate, queueCell, setBase, setDigitPlanes } from './propagate';
import { BRANCH_BASE, resetScores, SCORES } from './scores';
import { i32At, u16At, setU16At } from '../memory';

export const DONE: i32 = 0;
export const PAUSED: i32 = 1;

/** The first solution found, values 1…N. */
export const SOLUTION = new StaticArray<u8>(MAX_CELLS);
/**
 * When the search was started with `union`: per cell, bit d − 1 set when some solution found
 * so far puts d there (every solution, not only the first: where the solutions differ).
 */
export const UNION = new StaticArray<u16>(MAX_CELLS);
/** A solution found after the first, read out to be added to UNION. */
const LATER = new StaticArray<u8>(MAX_CELLS);
/** Whether this search collects UNION (set by start). */
let collectUnion = false;

const SEED = new StaticArray<i32>(MAX_CELLS + 2);
const PENDING = new StaticArray<u8>(MAX_CELLS + 2);
const CHOSEN = new StaticArray<i32>(MAX_CELLS + 2);
/** The digit tried first on CHOSEN[d] (as a bit; on planes, its index 0 … N − 1). */
const CHOSEN_BIT = new StaticArray<i32>(MAX_CELLS + 2);
let depth: i32 = 0;
let limit: i32 = 1;
/** Whether the loaded program is searched by planes.ts (at most 64 houses). */
let usePlanes = false;
export let solutionCount: i32 = 0;
export let nodeCount: u64 = 0;

/**
 * Loads the program of `length` words in PROGRAM and prepares a search for up to
 * `maxSolutions` solutions, collecting UNION when `union` is true. Returns false (and leaves
 * nothing to search) when the program is not sound.
 */
export function start(length: i32, maxSolutions: i32, union: bool = false): bool {
  solutionCount = 0;
  nodeCount = 0;
  depth = 0;
  limit = maxSolutions < 1 ? 1 : maxSolutions;
  collectUnion = union;
  if (union) for (let c = 0; c < MAX_CELLS; c++) unchecked((UNION[c] = 0));
  if (!loadProgram(length)) return false;
  usePlanes = HOUSE_COUNT <= 64;
  setDigitPlanes(0); // planes.ts sets it for each frame it propagates
  prepareQueues();
  resetScores();
  if (usePlanes) {
    if (!planesStart()) return true; // a cell with no candidate: no solution, no search
    unchecked((SEED[0] = -1));
    unchecked((PENDING[0] = 1));
    depth = 1;
    return true;
  }
  for (let c = 0; c < C; c++) {
    const m = word(INIT + c) & ALL;
    if (m == 0) return true; // a cell with no candidate: no solution, no search
    setU16At(FRAMES, c, m);
  }
  unchecked((SEED[0] = -1));
  unchecked((PENDING[0] = 1));
  depth = 1;
  return true;
}

/**
 * The open cell with the highest (score + BRANCH_BASE) per candidate, the first in
 * reading order on a tie; −1 when every cell is fixed (the twin's branchCell).
 */
function branchCell(base: i32): i32 {
  let best = -1, bestScore = 0, bestCount = 1;
  for (let c = 0; c < C; c++) {
    const n = <i32>popcnt(u16At(FRAMES, base + c));
    if (n < 2) continue;
    const score = i32At(SCORES, c) + BRANCH_BASE;
    if (score * bestCount > bestScore * n) {
      best = c;
      bestScore = score;
      bestCount = n;
    }
  }
  return best;
}

/**
 * The digit to try first on `cell`: the one with the fewest places in one of the cell's houses,
 * the lowest on a tie (the twin's branchDigit).
 */
function branchDigit(base: i32, cell: i32): i32 {
  const m = u16At(FRAMES, base + cell);
  let best = m & -m;
  let bestPlaces = i32.MAX_VALUE;
  const from = word(CELL_HOUSES + cell);
  const to = word(CELL_HOUSES + cell + 1);
  for (let bits = m; bits != 0; bits &= bits - 1) {
    const bit = bits & -bits;
    let fewest = i32.MAX_VALUE;
    for (let k = from; k < to; k++) {
      const first = HOUSES + word(k) * N;
      let places = 0;
      for (let j = first; j < first + N; j++) {
        if ((u16At(FRAMES, base + word(j)) & bit) != 0) places++;
      }
      if (places < fewest) fewest = places;
    }
    if (fewest < bestPlaces) {
      best = bit;
      bestPlaces = fewest;
    }
  }
  return best;
}

/** Propagates frame d from its seed (the general search or planes.ts); false on a conflict. */
function propagateFrame(d: i32): bool {
  const seed = unchecked(SEED[d]);
  if (usePlanes) return planesPropagate(d, seed);
  setBase(d * C);
  if (seed < 0) {
    for (let c = 0; c < C; c++) queueCell(c);
  } else {
    queueCell(seed);
  }
  return propagate();
}

/** Copies solved frame d into `out` (values 1…N). */
function saveSolution(d: i32, out: StaticArray<u8>): void {
  if (usePlanes) {
    planesSolution(d, out);
    return;
  }
  const base = d * C;
  for (let c = 0; c < C; c++) unchecked((out[c] = <u8>(ctz(u16At(FRAMES, base + c)) + 1)));
}

/** Adds solved frame d to UNION. */
function addToUnion(d: i32): void {
  const solution = solutionCount == 0 ? SOLUTION : LATER;
  if (solutionCount != 0) saveSolution(d, LATER);
  for (let c = 0; c < C; c++) unchecked((UNION[c] |= <u16>(1 << (unchecked(solution[c]) - 1))));
}

/** Frame d + 1 = frame d with `cell` holding `digit`; frame d keeps the cell's other digits. */
function guess(d: i32, cell: i32, digit: i32): void {
  if (usePlanes) {
    planesGuess(d, cell, digit);
    return;
  }
  const base = d * C;
  const next = base + C;
  const m = u16At(FRAMES, base + cell);
  memory.copy(FRAMES + (<usize>next << 1), FRAMES + (<usize>base << 1), <usize>C << 1);
  setU16At(FRAMES, next + cell, digit);
  setU16At(FRAMES, base + cell, (m & ~digit));
}

/** Runs at most `maxNodes` more nodes. DONE or PAUSED. */
export function run(maxNodes: u64): i32 {
  const budget = maxNodes > u64.MAX_VALUE - nodeCount ? u64.MAX_VALUE : nodeCount + maxNodes;
  while (depth > 0) {
    const d = depth - 1;
    if (unchecked(PENDING[d])) {
      unchecked((PENDING[d] = 0));
      if (!propagateFrame(d)) {
        depth = d;
        continue;
      }
      const cell = usePlanes ? planesBranchCell(d) : branchCell(d * C);
      if (cell < 0) {
        if (solutionCount == 0) saveSolution(d, SOLUTION);
        if (collectUnion) addToUnion(d);
        solutionCount++;
        depth = solutionCount >= limit ? 0 : d;
        continue;
      }
      unchecked((CHOSEN[d] = cell));
      unchecked((CHOSEN_BIT[d] = usePlanes ? planesBranchDigit(d, cell) : branchDigit(d * C, cell)));
    }
    if (nodeCount >= budget) return PAUSED;
    nodeCount++;
    const cell = unchecked(CHOSEN[d]);
    guess(d, cell, unchecked(CHOSEN_BIT[d]));
    unchecked((SEED[d + 1] = cell));
    unchecked((PENDING[d + 1] = 1));
    unchecked((SEED[d] = cell));
    unchecked((PENDING[d] = 1));
    depth = d + 2;
  }
  if (!usePlanes) clearQueues();
  return DONE;
}
