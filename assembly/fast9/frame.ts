/**
 * fast9's search state: the stack of frames (one frame = the 27 candidate words and the three
 * unsolved-cell masks, see layout.ts), the pending-work masks the propagation rules share, and
 * their result codes.
 *
 * Owns: STACK and the per-level branch records, `dirty`/`touched`, word access, removeCells(Bit),
 * clearCells and copyFrame.
 * Does not own: any rule (solver.ts, triads.ts, configs.ts).
 */
import { FRAME_WORDS } from './layout';

/** Deepest search: each guess fixes a cell, or a digit's configuration in a band or a stack
 *  (which then has one left for good), so 81 + 27 + 27 guesses plus the root frame bound the
 *  depth. */
export const MAX_FRAMES: i32 = 136;
/** The frames, at a fixed address in linear memory (memory.data): a word access compiles to a
 *  load at a constant offset, where a StaticArray's base would be re-read from a module global
 *  (measured +1–2% per CPU-second). The checked build asserts every index. */
export const STACK: usize = memory.data(MAX_FRAMES * FRAME_WORDS * 4, 16);
/** Per search level: the branch (a cell 0..80, or CONFIG_BRANCH + a configuration item,
 *  configs.ts) and what is still to try there (digits, or configurations). */
const LEVEL_CELL: usize = memory.data(MAX_FRAMES * 4, 16);
const LEVEL_TODO: usize = memory.data(MAX_FRAMES * 4, 16);
/** LEVEL_CELL[level], LEVEL_TODO[level] and their stores (fixed addresses, as STACK). */
@inline export function levelCell(level: i32): i32 {
  assert(<u32>level < <u32>MAX_FRAMES);
  return load<i32>(LEVEL_CELL + (<usize>level << 2));
}
@inline export function levelTodo(level: i32): u32 {
  assert(<u32>level < <u32>MAX_FRAMES);
  return load<u32>(LEVEL_TODO + (<usize>level << 2));
}
@inline export function setLevelTodo(level: i32, todo: u32): void {
  assert(<u32>level < <u32>MAX_FRAMES);
  store<u32>(LEVEL_TODO + (<usize>level << 2), todo);
}
@inline export function setLevel(level: i32, cell: i32, todo: u32): void {
  assert(<u32>level < <u32>MAX_FRAMES);
  store<i32>(LEVEL_CELL + (<usize>level << 2), cell);
  store<u32>(LEVEL_TODO + (<usize>level << 2), todo);
}

/** Candidate words (k = d*3 + b) whose band update is pending. */
export let dirty: u32 = 0;
/** Candidate words changed since the last stack update (its digits need the stack rule again). */
export let touched: u32 = 0;

export const FAIL: i32 = 0;
export const OPEN: i32 = 1;
export const SOLVED: i32 = 2;
export const PROGRESS: i32 = 3;

@inline export function word(base: i32, k: i32): u32 {
  assert(<u32>(base + k) < <u32>(MAX_FRAMES * FRAME_WORDS));
  return load<u32>(STACK + (<usize>(base + k) << 2));
}
@inline export function setWord(base: i32, k: i32, value: u32): void {
  assert(<u32>(base + k) < <u32>(MAX_FRAMES * FRAME_WORDS));
  store<u32>(STACK + (<usize>(base + k) << 2), value);
}

/**
 * Copies frame `from` onto frame `to` (word offsets), as loads and stores written out rather
 * than `memory.copy`, which V8 runs as a call out of the compiled code (a copy is made on every
 * guess; measured +0.5% serg_benchmark, +3% forum_hardest_1106 per CPU-second).
 */
@inline export function copyFrame(to: i32, from: i32): void {
  const target = STACK + (<usize>to << 2);
  const source = STACK + (<usize>from << 2);
  // FRAME_WORDS = 32 words = 128 bytes: eight v128 or sixteen u64 (binaryen does not unroll loops)
  if (ASC_FEATURE_SIMD) {
    v128.store(target, v128.load(source));
    v128.store(target, v128.load(source, 16), 16);
    v128.store(target, v128.load(source, 32), 32);
    v128.store(target, v128.load(source, 48), 48);
    v128.store(target, v128.load(source, 64), 64);
    v128.store(target, v128.load(source, 80), 80);
    v128.store(target, v128.load(source, 96), 96);
    v128.store(target, v128.load(source, 112), 112);
  } else {
    for (let offset: usize = 0; offset < 128; offset += 32) {
      store<u64>(target + offset, load<u64>(source + offset));
      store<u64>(target + offset, load<u64>(source + offset, 8), 8);
      store<u64>(target + offset, load<u64>(source + offset, 16), 16);
      store<u64>(target + offset, load<u64>(source + offset, 24), 24);
    }
  }
}

/** Removes `cells` from word k; returns bit k when anything was removed. The test is on the
 *  removed cells rather than old ≠ new: V8 computes the results after all of a band update's
 *  twelve stores, and one live value per word instead of two spills less (measured +0.4–2.3%
 *  per CPU-second). */
@inline export function removeCells(base: i32, k: i32, cells: u32): u32 {
  const v = word(base, k);
  const hit = v & cells;
  setWord(base, k, v ^ hit);
  return <u32>(hit != 0) << k;
}

/** {@link removeCells} for a caller that knows word k's bit (`bit` = 1 << k) as a constant
 *  shift of a shared one: V8 shifts by a variable count through one register, so twelve
 *  `1 << k` in a row cost a spill each (measured on a band update's twelve: −5.6% instructions
 *  per puzzle on 17_clue, bench/fast9/instructions.mjs). */
@inline export function removeCellsBit(base: i32, k: i32, cells: u32, bit: u32): u32 {
  const v = word(base, k);
  const hit = v & cells;
  setWord(base, k, v ^ hit);
  return select<u32>(bit, 0, hit != 0);
}

/** Removes `cells` from word k, marking it dirty (and touched) when anything was removed. */
@inline export function clearCells(base: i32, k: i32, cells: u32): void {
  const changed = removeCells(base, k, cells);
  dirty |= changed;
  touched |= changed;
}

