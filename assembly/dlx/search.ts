/**
 * Algorithm X over the dancing-links matrix (Knuth, DLX1 steps X1–X8), iterative and resumable.
 *
 * Owns: covering the givens, the search levels, solution counting and the node budget.
 * Does not own: the matrix and its operations (matrix.ts), geometry, buffers, the ABI.
 *
 * Item choice: scanning active items in item order (see matrix.ts), the first with at most one
 * option left, else the first with the fewest; its options are tried top to bottom (ascending
 * option id). Stopping the scan at one option (a forced move) instead of only at zero was
 * measured 24% faster on forum_hardest_1106 (7,310 nodes/puzzle instead of 5,150, but far
 * shorter scans); an array-of-structs node layout measured no faster than these separate
 * arrays (the 9×9 matrix fits in cache either way). `nodes` counts options tried at
 * search levels; givens are covered before the search and do not count.
 */
import { cells, side, useBoxSize } from '../board/geometry';
import { BOARD_IN, BOARD_OUT } from '../board/io';
import {
  DLINK,
  FIRST_NODE,
  LEN,
  OPTION_ID,
  RLINK,
  TOP,
  ULINK,
  buildMatrix,
  cover,
  isActive,
  itemCount,
  uncover,
} from './matrix';

export const DONE: i32 = 0;
export const PAUSED: i32 = 1;

const CHOOSE: i32 = 0; // X2–X4
const TRY: i32 = 1; // X5 (and X7 when the item's options are exhausted)
const NEXT: i32 = 2; // X6
const BACKUP: i32 = 3; // X8
const FINISHED: i32 = 4;

/** LEVEL_NODE[l] = the node (option) being tried at level l. */
let LEVEL_NODE = new StaticArray<i32>(0);
let level: i32 = 0;
let phase: i32 = FINISHED;
let limit: i32 = 1;
export let solutionCount: i32 = 0;
export let nodeCount: u64 = 0;

/** The first active item with at most one option, else the first with the fewest. */
function chooseItem(): i32 {
  let best = 0, fewest: i32 = i32.MAX_VALUE;
  let i = unchecked(RLINK[0]);
  while (i != 0) {
    const length = unchecked(LEN[i]);
    if (length < fewest) {
      fewest = length;
      best = i;
      if (length <= 1) break;
    }
    i = unchecked(RLINK[i]);
  }
  return best;
}

/** Covers the items of option node x other than TOP[x] (X5). */
function coverOption(x: i32): void {
  let p = x + 1;
  while (p != x) {
    const j = unchecked(TOP[p]);
    if (j <= 0) {
      p = unchecked(ULINK[p]);
    } else {
      cover(j);
      p++;
    }
  }
}

/** Undoes {@link coverOption} (X6), in reverse order. */
function uncoverOption(x: i32): void {
  let p = x - 1;
  while (p != x) {
    const j = unchecked(TOP[p]);
    if (j <= 0) {
      p = unchecked(DLINK[p]);
    } else {
      uncover(j);
      p--;
    }
  }
}

/** Writes givens and the options of levels 0…level-1 to BOARD_OUT. */
function writeSolution(): void {
  const N = side;
  for (let cell = 0; cell < cells; cell++) unchecked(BOARD_OUT[cell] = unchecked(BOARD_IN[cell]));
  const base = itemCount + 2;
  for (let l = 0; l < level; l++) {
    const id = unchecked(OPTION_ID[(unchecked(LEVEL_NODE[l]) - base) / 5]);
    unchecked(BOARD_OUT[id / N] = <u8>(id % N + 1));
  }
}

/**
 * Builds the matrix for box size n from BOARD_IN (restricted by CANDS_IN when asked), covers
 * the givens and prepares a search for up to `maxSolutions` solutions. A given whose option is
 * gone (conflict, or excluded by its candidates) leaves 0 solutions.
 */
export function start(n: i32, maxSolutions: i32, useCandidates: bool): void {
  useBoxSize(n);
  buildMatrix(n, useCandidates);
  if (LEVEL_NODE.length < cells + 1) LEVEL_NODE = new StaticArray<i32>(cells + 1);
  level = 0;
  limit = maxSolutions < 1 ? 1 : maxSolutions;
  solutionCount = 0;
  nodeCount = 0;
  phase = CHOOSE;
  const N = side;
  for (let cell = 0; cell < cells; cell++) {
    const v = <i32>unchecked(BOARD_IN[cell]);
    if (v < 1 || v > N) continue;
    const x = unchecked(FIRST_NODE[cell * N + v - 1]);
    if (x < 0 || !isActive(TOP[x]) || !isActive(TOP[x + 1]) || !isActive(TOP[x + 2]) || !isActive(TOP[x + 3])) {
      phase = FINISHED;
      return;
    }
    cover(unchecked(TOP[x]));
    coverOption(x);
  }
}

/** Runs at most `maxNodes` more nodes. DONE or PAUSED. */
export function run(maxNodes: u64): i32 {
  const budget = maxNodes > u64.MAX_VALUE - nodeCount ? u64.MAX_VALUE : nodeCount + maxNodes;
  while (true) {
    if (phase == CHOOSE) {
      if (unchecked(RLINK[0]) == 0) {
        if (solutionCount == 0) writeSolution();
        solutionCount++;
        if (solutionCount >= limit) {
          phase = FINISHED;
          return DONE;
        }
        phase = BACKUP;
        continue;
      }
      const item = chooseItem();
      cover(item);
      unchecked(LEVEL_NODE[level] = unchecked(DLINK[item]));
      phase = TRY;
    } else if (phase == TRY) {
      const x = unchecked(LEVEL_NODE[level]);
      if (x <= itemCount) {
        uncover(x); // X7: back at the header, every option of this item has been tried
        phase = BACKUP;
        continue;
      }
      if (nodeCount >= budget) return PAUSED;
      nodeCount++;
      coverOption(x);
      level++;
      phase = CHOOSE;
    } else if (phase == NEXT) {
      const x = unchecked(LEVEL_NODE[level]);
      uncoverOption(x);
      unchecked(LEVEL_NODE[level] = unchecked(DLINK[x]));
      phase = TRY;
    } else if (phase == BACKUP) {
      if (level == 0) {
        phase = FINISHED;
        return DONE;
      }
      level--;
      phase = NEXT;
    } else {
      return DONE;
    }
  }
  return DONE;
}
