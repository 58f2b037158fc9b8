/**
 * fast9's search state: the stack of frames (one frame = the 27 candidate words and the three
 * unsolved-cell masks, see layout.ts), the pending-work masks the propagation rules share, and
 * their result codes.
 *
 * Owns: STACK and the per-level branch records, `dirty`/`touched`, word access and clearCells.
 * Does not own: any rule (solver.ts, triads.ts, configs.ts).
 */
import { FRAME_WORDS } from './layout';

/** Deepest search: each guess fixes a cell or a digit's configuration in a band, so 81 + 27
 *  guesses plus the root frame bound the depth. */
export const MAX_FRAMES: i32 = 110;
export const STACK = new StaticArray<u32>(MAX_FRAMES * FRAME_WORDS);
/** Per search level: the branch (a cell 0..80, or CONFIG_BRANCH + a word) and what is still to
 *  try there (digits, or configurations). */
export const LEVEL_CELL = new StaticArray<i32>(MAX_FRAMES);
export const LEVEL_TODO = new StaticArray<u32>(MAX_FRAMES);

/** Candidate words (k = d*3 + b) whose band update is pending. */
export let dirty: u32 = 0;
/** Candidate words changed since the last stack update (its digits need the stack rule again). */
export let touched: u32 = 0;

export const FAIL: i32 = 0;
export const OPEN: i32 = 1;
export const SOLVED: i32 = 2;
export const PROGRESS: i32 = 3;

@inline export function word(base: i32, k: i32): u32 {
  return unchecked(STACK[base + k]);
}
@inline export function setWord(base: i32, k: i32, value: u32): void {
  unchecked(STACK[base + k] = value);
}

/** Removes `cells` from word k, marking it dirty when anything was removed. */
@inline export function clearCells(base: i32, k: i32, cells: u32): void {
  const v = word(base, k);
  const kept = v & ~cells;
  setWord(base, k, kept);
  const changed = <u32>(kept != v) << k;
  dirty |= changed;
  touched |= changed;
}
