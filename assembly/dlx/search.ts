/**
 * Algorithm X over the dancing-links matrix (Knuth, DLX1 steps X1–X8), iterative and resumable.
 *
 * Owns: covering the givens, the search levels, solution counting and the node budget.
 * Does not own: the matrix and its operations (matrix.ts), geometry, buffers, the ABI.
 *
 * Item choice: Knuth's MRV, the first active item in item order (see matrix.ts) with the fewest
 * options; its options are tried top to bottom (ascending option id). The matrix keeps a
 * running count of empty active items, so a dead end is seen without a scan and the scan can
 * stop at the first item with one option. History, measured on the first 400 boards of each
 * set at limit 2 (µs/board, nodes/board):
 *   - full MRV scan: slowest (long scans);
 *   - scan stopping at the first item with ≤ 1 option: 24% faster on forum_hardest_1106,
 *     though it misses a later empty item and so tries more nodes;
 *   - fixed stride of 4 nodes per option (matrix.ts) instead of spacers: 7–9% faster;
 *   - empty-item count, exact MRV again: magictour 362 → 292 µs (1,440 → 1,128 nodes),
 *     forum_hardest_1106 1,629 → 1,315 µs (6,854 → 4,828), 16×16 fixtures 2,181 → 1,674 µs
 *     (5,977 → 4,553), both steps together.
 * An array-of-structs node layout measured no faster than these separate arrays (the 9×9
 * matrix fits in cache either way). `nodes` counts options tried at search levels; givens are
 * covered before the search and do not count.
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
  buildMatrix,
  cover,
  emptyItems,
  firstOptionNode,
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

/**
 * Knuth's MRV choice, the first active item with the fewest options, when no item is empty
 * (the caller checks {@link emptyItems}): so the scan may stop at the first item with one.
 */
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

/** Covers the items of option node x other than TOP[x] (X5), cyclically right of x. */
function coverOption(x: i32): void {
  const first = x & ~3;
  cover(unchecked(TOP[first | ((x + 1) & 3)]));
  cover(unchecked(TOP[first | ((x + 2) & 3)]));
  cover(unchecked(TOP[first | ((x + 3) & 3)]));
}

/** Undoes {@link coverOption} (X6), in reverse order. */
function uncoverOption(x: i32): void {
  const first = x & ~3;
  uncover(unchecked(TOP[first | ((x + 3) & 3)]));
  uncover(unchecked(TOP[first | ((x + 2) & 3)]));
  uncover(unchecked(TOP[first | ((x + 1) & 3)]));
}

/** Writes givens and the options of levels 0…level-1 to BOARD_OUT. */
function writeSolution(): void {
  const N = side;
  for (let cell = 0; cell < cells; cell++) unchecked(BOARD_OUT[cell] = unchecked(BOARD_IN[cell]));
  const base = firstOptionNode;
  for (let l = 0; l < level; l++) {
    const id = unchecked(OPTION_ID[(unchecked(LEVEL_NODE[l]) - base) >> 2]);
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
      if (emptyItems > 0) {
        phase = BACKUP; // an item no option can cover: choosing it would try nothing
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
