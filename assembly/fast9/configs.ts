/**
 * fast9's configuration branching. In a band a digit sits in one segment per row and per box,
 * one of six "configurations" (permutation matrices, layout.ts); tdoku's published heuristic
 * branches on them. The same holds across a stack: a digit sits in one column of the stack per
 * band and in one band per column, again one of six configurations. Branching on a digit's
 * configuration in a band or a stack decides three triads at once.
 *
 * Owns: the choice of the unit (band or stack) and digit to branch on, and applying one
 * configuration. Does not own: the branch records or the search loop (solver.ts).
 *
 * The choice: per unit (bands 0..2, then stacks 0..2) its open digits (two or more
 * configurations left), its configurations in total and its open digit with the fewest. While
 * the grid has as many open cells as a puzzle that looks hard (solver.ts HARD_OPEN_CELLS) and
 * some unit has at most FEW_OPEN open digits (three or more settled), the unit with the fewest
 * open digits wins (then the fewest configurations in total, then the fewest of one digit);
 * otherwise tdoku's rule, the fewest configurations in total. Ties: the first unit. In the unit
 * that wins, the digit with the fewest configurations (ties: the lower digit).
 *
 * Measured (guesses per puzzle, count to 2, whole sets, three randomly transformed copies,
 * seeds 1/2/3), against tdoku's rule on bands alone as it was here:
 *   forum_hardest_1106          237.7 / 240.2 / 239.0  →  172.7 / 176.9 / 176.3   (−27%)
 *   forum_hardest_1905_11plus   141.8 / 141.8 / 141.9  →  115.7 / 115.8 / 115.7   (−18%)
 *   magictour_top1465            19.2 /  19.6 /  20.1  →   17.9 /  17.5 /  17.7   (−10%)
 *   17_clue                      1.31 /  1.43 /  1.34  →   1.44 /  1.50 /  1.47   (+7%)
 *   serg_benchmark                7.74 (seed 1)        →   7.74
 * What each part gives (TypeScript twin; 1106 / 1905 (3,000) / magictour / 17_clue (10,000),
 * seed 1): stacks beside bands, tdoku's rule: 237.7 / 143.1 / 19.2 / 1.21 → 226.0 / 129.9 /
 * 18.5 / 1.19; open digits first everywhere: 182.5 / 120.7 / 18.1 / 1.50; only where some unit
 * has at most 6 open: 170.2 / 117.2 / 18.0 / 1.34; and only while the grid looks hard (this
 * rule): 172.7 / 116.8 / 17.9 / 1.27. Tried and dropped: the most configurations first in the
 * chosen unit (forum −35%, but 17_clue +30%); "at most 5 open" (the forum gain goes);
 * the log of the configuration space, or total + λ·open, as the score (between tdoku's and
 * this); tdoku's rule for the first guesses (the first choices are the ones that count);
 * bivalue cells instead of a 3+-way configuration (forum +14%); the digit choice by exact band
 * feasibility of the configurations (the 6 triad counts of a band must come out 3 each: −2%
 * guesses for a matching per band per node); the number of complete band assignments as the
 * score (magictour −14%, forum −6%, far too dear).

 * A stack's configurations of digit d come from the digit's three band words: the stack's
 * (band × column) occupancy as a box-major index (bit 3j + i: band i has d in column j of the
 * stack), the same form as a band's occupancyIndex, so the same CONFIGS table answers it
 * (configuration p puts band i in column j when CONFIG_MATRIX[p] has bit 3i + j).
 *
 *   stackIndexes(m0, m1, m2): bit 9s + 3j + i  (stack s, column j of the stack, band i)
 *        26 ........ 18 17 ......... 9 8 ......... 0
 *       [   stack 2   ][   stack 1    ][   stack 0   ]   each: the stack's 9-bit index
 */
import { CONFIGS, CONFIG_CELLS, CONFIG_MATRIX, NINE, SEG_LOW, occupancyIndex } from './layout';
import { STACK, clearCells, word } from './frame';
import { setU32At, u32At } from '../memory';

/** Branching on a configuration: LEVEL_CELL holds CONFIG_BRANCH + the branch item (see
 *  {@link chooseConfig}). */
export const CONFIG_BRANCH: i32 = 1000;
/** Branch items from here on are stack configurations: STACK_ITEM + d*3 + s. Below it, a band
 *  word k = d*3 + b. */
const STACK_ITEM: i32 = 27;
/** A unit with at most this many open digits (three or more settled) makes the choice go by
 *  open digits (see the header). */
const FEW_OPEN: u32 = 6;
/** No unit with an open digit. */
const NO_KEY: u32 = 0xffffffff;

/** Per unit, left by countConfigs for pickUnit (scalar build; the SIMD build keeps them in
 *  lanes and stores only FEWEST): bands 0..2 at indexes 0..2, stacks 0..2 at 4..6 (one v128
 *  each; 3 and 7 unused). OPEN: digits with two or
 *  more configurations; TOTAL: configurations of the nine digits; FEWEST: the open digit with
 *  the fewest as (count << 4) | digit, the lowest digit on a tie (0xff when none). */
const OPEN: usize = memory.data(8 * 4, 16);
const TOTAL: usize = memory.data(8 * 4, 16);
const FEWEST: usize = memory.data(8 * 4, 16);

/**
 * Chooses a configuration to branch on (see the header); `hard`: the grid still has as many
 * open cells as a puzzle that looks hard (solver.ts). Returns (item << 8) | the set of
 * configurations left (6 bits), where item is a band word k = d*3 + b, or STACK_ITEM + d*3 + s
 * for digit d in stack s; -1 when every digit has one configuration left in every band and
 * stack (then a cell is chosen).
 */
export function chooseConfig(base: i32, hard: bool): i32 {
  if (ASC_FEATURE_SIMD) return branchOf(base, chooseUnitSimd(base, hard));
  countConfigs(base);
  return branchOf(base, pickUnit(hard));
}

/** Fills OPEN, TOTAL and FEWEST (scalar build). */
function countConfigs(base: i32): void {
  for (let b = 0; b < 3; b++) {
    let total: u32 = 0, open: u32 = 0, fewest: u32 = 0xff;
    for (let d = 0; d < 9; d++) {
      const n = popcnt(configsOf(word(base, d * 3 + b)));
      total += n;
      open += <u32>(n > 1);
      fewest = min<u32>(fewest, select<u32>((n << 4) | d, 0xff, n > 1));
    }
    setU32At(OPEN, b, open);
    setU32At(TOTAL, b, total);
    setU32At(FEWEST, b, fewest);
  }
  let total0: u32 = 0, total1: u32 = 0, total2: u32 = 0, open0: u32 = 0, open1: u32 = 0, open2: u32 = 0;
  let fewest0: u32 = 0xff, fewest1: u32 = 0xff, fewest2: u32 = 0xff;
  for (let d = 0; d < 9; d++) {
    const x = stackIndexes(word(base, d * 3), word(base, d * 3 + 1), word(base, d * 3 + 2));
    const n0 = popcnt(u32At(CONFIGS, x & NINE));
    const n1 = popcnt(u32At(CONFIGS, (x >> 9) & NINE));
    const n2 = popcnt(u32At(CONFIGS, x >> 18));
    total0 += n0; total1 += n1; total2 += n2;
    open0 += <u32>(n0 > 1); open1 += <u32>(n1 > 1); open2 += <u32>(n2 > 1);
    fewest0 = min<u32>(fewest0, select<u32>((n0 << 4) | d, 0xff, n0 > 1));
    fewest1 = min<u32>(fewest1, select<u32>((n1 << 4) | d, 0xff, n1 > 1));
    fewest2 = min<u32>(fewest2, select<u32>((n2 << 4) | d, 0xff, n2 > 1));
  }
  setU32At(OPEN, 4, open0); setU32At(OPEN, 5, open1); setU32At(OPEN, 6, open2);
  setU32At(TOTAL, 4, total0); setU32At(TOTAL, 5, total1); setU32At(TOTAL, 6, total2);
  setU32At(FEWEST, 4, fewest0); setU32At(FEWEST, 5, fewest1); setU32At(FEWEST, 6, fewest2);
}

/**
 * The unit to branch in and its digit, from OPEN, TOTAL and FEWEST (see the header): by open
 * digits, configurations in total, the fewest configurations of a digit and that digit when the
 * grid is `hard` and some unit has at most FEW_OPEN open digits, else by configurations in total
 * alone; ties: the first unit (bands before stacks). Returns (unit << 4) | digit (units 0..2
 * bands, 4..6 stacks), or -1 when no unit has an open digit.
 */
function pickUnit(hard: bool): i32 {
  let fewestOpen: u32 = 0xff;
  for (let u = 0; u < 7; u++) {
    const open = u32At(OPEN, u);
    if (u != 3 && open != 0) fewestOpen = min<u32>(fewestOpen, open);
  }
  if (fewestOpen == 0xff) return -1;
  const byOpen = hard && fewestOpen <= FEW_OPEN;
  let bestKey = NO_KEY, bestUnit = 0;
  for (let u = 0; u < 7; u++) {
    const open = u32At(OPEN, u);
    if (u == 3 || open == 0) continue;
    const total = u32At(TOTAL, u);
    const key = byOpen ? (open << 13) | (total << 7) | u32At(FEWEST, u) : total;
    if (key < bestKey) {
      bestKey = key;
      bestUnit = u;
    }
  }
  return (bestUnit << 4) | <i32>(u32At(FEWEST, bestUnit) & 15);
}

/** chooseConfig's answer for pickUnit's (unit << 4) | digit. */
@inline function branchOf(base: i32, choice: i32): i32 {
  if (choice < 0) return -1;
  const unit = choice >> 4, d = choice & 15;
  if (unit < 3) {
    const k = d * 3 + unit;
    return (k << 8) | configsOf(word(base, k));
  }
  const s = unit - 4;
  const x = stackIndexes(word(base, d * 3), word(base, d * 3 + 1), word(base, d * 3 + 2));
  return ((STACK_ITEM + d * 3 + s) << 8) | u32At(CONFIGS, (x >> (9 * s)) & NINE);
}

/** The configurations (6-bit set) left to the digit whose band word is `m`. */
@inline function configsOf(m: u32): u32 {
  return u32At(CONFIGS, occupancyIndex(m));
}

/** A 9-bit column set spread to the stack index layout: column 3s + j to bit 9s + 3j. */
@inline function spreadColumns(p: u32): u32 {
  const t = (p & 0o7) | ((p & 0o70) << 6) | ((p & 0o700) << 12); // column 3s + j at bit 9s + j
  return (t & 0x40201) | ((t & 0x80402) << 2) | ((t & 0x100804) << 4);
}

/** The three stack indexes of one digit from its band words (layout in the header). */
@inline function stackIndexes(m0: u32, m1: u32, m2: u32): u32 {
  return (
    spreadColumns((m0 | (m0 >> 9) | (m0 >> 18)) & NINE) |
    (spreadColumns((m1 | (m1 >> 9) | (m1 >> 18)) & NINE) << 1) |
    (spreadColumns((m2 | (m2 >> 9) | (m2 >> 18)) & NINE) << 2)
  );
}

/** Applies configuration p of branch item `item` (see {@link chooseConfig}) to the frame. */
export function applyConfig(base: i32, item: i32, p: i32): void {
  if (item < STACK_ITEM) {
    clearCells(base, item, ~u32At(CONFIG_CELLS, p));
    return;
  }
  const rest = item - STACK_ITEM;
  const d = rest / 3, s = rest - d * 3;
  const matrix = u32At(CONFIG_MATRIX, p);
  for (let i = 0; i < 3; i++) {
    // band i keeps, of the stack's three columns, the one the configuration gives it
    const others = (~(matrix >> (3 * i)) & 7) << (3 * s);
    clearCells(base, d * 3 + i, others | (others << 9) | (others << 18));
  }
}

/** STACK_FITS[4p + s] = the cells configuration p of stack s needs in a digit's column sets
 *  laid side by side (band i's column c at bit 9i + c; chooseUnitSimd), lane s of one v128
 *  per configuration; lane 3 asks for bit 31, which no column set has. */
const STACK_FITS: usize = memory.data(24 * 4, 16);
for (let p = 0; p < 6; p++) {
  const matrix = u32At(CONFIG_MATRIX, p);
  for (let s = 0; s < 3; s++) {
    let fit: u32 = 0;
    for (let i = 0; i < 3; i++) fit |= ((matrix >> (3 * i)) & 7) << (9 * i + 3 * s);
    setU32At(STACK_FITS, 4 * p + s, fit);
  }
  setU32At(STACK_FITS, 4 * p + 3, 0x80000000);
}

/** BAND_FITS[4p + l] = the segments configuration p needs in a band's segment set (CONFIG_CELLS[p]
 *  & SEG_LOW), in every lane l: one v128 per configuration, loaded where it is used (chooseUnitSimd).
 *  Built once in registers before the loop instead, they did not fit beside the stack's six and
 *  the counters: V8 kept the six scalars and splatted each again in every round (four
 *  instructions each). Loaded: instructions per puzzle 0.985× on magictour, 0.979× on
 *  forum_hardest_1106 (valgrind, strided samples of 300; 17_clue 1.001×). Loading the stack's six
 *  in the loop too was worse (0.990×, 0.987×): those V8 keeps and reloads from its stack. */
const BAND_FITS: usize = memory.data(24 * 4, 16);
if (ASC_FEATURE_SIMD) {
  for (let p = 0; p < 6; p++) for (let l = 0; l < 4; l++) setU32At(BAND_FITS, 4 * p + l, u32At(CONFIG_CELLS, p) & SEG_LOW);
}

/** Per lane, how many of the six configurations f0 … f5 find every cell they need in `have`
 *  (each fitting one compares to −1, subtracted). */
@inline function fitting(have: v128, f0: v128, f1: v128, f2: v128, f3: v128, f4: v128, f5: v128): v128 {
  let n = i32x4.sub(i32x4.splat(0), i32x4.eq(v128.and(have, f0), f0));
  n = i32x4.sub(n, i32x4.eq(v128.and(have, f1), f1));
  n = i32x4.sub(n, i32x4.eq(v128.and(have, f2), f2));
  n = i32x4.sub(n, i32x4.eq(v128.and(have, f3), f3));
  n = i32x4.sub(n, i32x4.eq(v128.and(have, f4), f4));
  return i32x4.sub(n, i32x4.eq(v128.and(have, f5), f5));
}

/** {@link chooseConfig} in two v128: the bands in the lanes of one (a digit's three band words
 *  are adjacent), the stacks in the lanes of the other; a configuration is counted when its
 *  three segments (bands) or its three columns (stacks) all still hold a candidate, and each
 *  unit's digit with the fewest is found in the same pass. Lane 3 is ignored. */
@inline function chooseUnitSimd(base: i32, hard: bool): i32 {
  const frame = changetype<usize>(STACK) + (<usize>base << 2);
  const low = i32x4.splat(SEG_LOW), nine = i32x4.splat(NINE);
  const bandFits = BAND_FITS;
  const fits = STACK_FITS;
  const s0 = v128.load(fits), s1 = v128.load(fits, 16), s2 = v128.load(fits, 32);
  const s3 = v128.load(fits, 48), s4 = v128.load(fits, 64), s5 = v128.load(fits, 80);
  const bandShift = i32x4(1, 1 << 9, 1 << 18, 0);
  // per unit: configurations in total, open digits, and the fewest configurations of an open
  // digit as (count << 4) | digit, 0xff when none (the minimum takes the lowest digit on a tie).
  // A digit with fewer than two configurations is `closed` (all ones): it counts the open
  // digits down from 9 and drops out of the minimum by OR. A signed compare, one instruction
  // (V8 builds the unsigned one from four, and a bitselect from three): instructions per
  // puzzle 0.989× on magictour, 0.986× on the forum sets (valgrind, strided samples of 300).
  const two = i32x4.splat(2);
  let total = i32x4.splat(0), open = i32x4.splat(9), fewest = i32x4.splat(0xff);
  let stackTotal = total, stackOpen = open, stackFewest = fewest;
  for (let d = 0; d < 9; d++) {
    const w = v128.load(frame + (<usize>(d * 3) << 2));
    const rp = v128.and(v128.or(w, v128.or(i32x4.shr_u(w, 1), i32x4.shr_u(w, 2))), low);
    const n = fitting(rp, v128.load(bandFits), v128.load(bandFits, 16), v128.load(bandFits, 32),
      v128.load(bandFits, 48), v128.load(bandFits, 64), v128.load(bandFits, 80));
    let closed = i32x4.gt_s(two, n);
    total = i32x4.add(total, n);
    open = i32x4.add(open, closed);
    fewest = i32x4.min_u(fewest, v128.or(v128.or(i32x4.shl(n, 4), i32x4.splat(d)), closed));

    // the stacks: band i's columns at bits 9i + c (a multiply shifts each lane by its own
    // amount), OR-ed across the lanes
    const cp = v128.and(v128.or(w, v128.or(i32x4.shr_u(w, 9), i32x4.shr_u(w, 18))), nine);
    const shifted = i32x4.mul(cp, bandShift);
    const x = v128.or(shifted, v128.or(i32x4.shuffle(shifted, shifted, 1, 2, 0, 3), i32x4.shuffle(shifted, shifted, 2, 0, 1, 3)));
    const m = fitting(x, s0, s1, s2, s3, s4, s5);
    closed = i32x4.gt_s(two, m);
    stackTotal = i32x4.add(stackTotal, m);
    stackOpen = i32x4.add(stackOpen, closed);
    stackFewest = i32x4.min_u(stackFewest, v128.or(v128.or(i32x4.shl(m, 4), i32x4.splat(d)), closed));
  }
  // pickUnit in lanes: the fewest open digits over the units that have one (lane 3 of the bands
  // holds another digit's word: left out)
  const bandLanes = i32x4(-1, -1, -1, 0), none = i32x4.splat(0), noKey = i32x4.splat(NO_KEY);
  const openKey = v128.bitselect(open, noKey, v128.and(i32x4.ne(open, none), bandLanes));
  const stackOpenKey = v128.bitselect(stackOpen, noKey, i32x4.ne(stackOpen, none));
  const fewestOpen = <u32>i32x4.extract_lane(horizontalMin(i32x4.min_u(openKey, stackOpenKey)), 0);
  if (fewestOpen == NO_KEY) return -1;
  let keys = total, stackKeys = stackTotal;
  if (hard && fewestOpen <= FEW_OPEN) {
    keys = v128.or(v128.or(i32x4.shl(open, 13), i32x4.shl(total, 7)), fewest);
    stackKeys = v128.or(v128.or(i32x4.shl(stackOpen, 13), i32x4.shl(stackTotal, 7)), stackFewest);
  }
  keys = v128.bitselect(keys, noKey, v128.and(i32x4.ne(open, none), bandLanes));
  stackKeys = v128.bitselect(stackKeys, noKey, i32x4.ne(stackOpen, none));
  const best = horizontalMin(i32x4.min_u(keys, stackKeys));
  // the first unit with the best key: bands (bits 0..2) before stacks (bits 4..6)
  const at = <u32>i32x4.bitmask(i32x4.eq(keys, best)) | (<u32>i32x4.bitmask(i32x4.eq(stackKeys, best)) << 4);
  const unit = <i32>ctz(at);
  v128.store(FEWEST, fewest);
  v128.store(FEWEST, stackFewest, 16);
  return (unit << 4) | <i32>(u32At(FEWEST, unit) & 15);
}

/** Every lane the minimum (unsigned) of the four lanes of `v`. */
@inline function horizontalMin(v: v128): v128 {
  const pairs = i32x4.min_u(v, i32x4.shuffle(v, v, 1, 0, 3, 2));
  return i32x4.min_u(pairs, i32x4.shuffle(pairs, pairs, 2, 3, 0, 1));
}

