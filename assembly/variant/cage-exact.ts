/**
 * Exact pruning of sums of distinct digits in the variant engine: a killer cage (each cell
 * keeps exactly the digits it holds in some completion of the whole cage that holds every
 * digit the cage must hold) and an arrow whose shaft's digits all differ. The twin of
 * src/engine/variant-ts/cage-exact.ts, whose header draws the walk over layers of digit sets
 * (bit sets of 2^N bits) and gives its measured effect.
 *
 * Two ways to the same narrowing, by the number of open cells:
 *
 *   open ≤ 3   tryTuples: every tuple of distinct digits, one per open cell, the last cell's
 *              digits at once (the goal sums shifted by the partial sum, ANDed with its
 *              candidates); a few operations per pair of digits
 *   open ≥ 4   the walk over layers, as the twin: 2 · 16 words per candidate (for N = 9 in
 *              the SIMD build, walkForward9 and walkBack9 hold a layer in four v128 locals:
 *              the 37 published 0.90× the time, killer 0.965×)
 *
 * The twin always walks the layers, so the agreement suites check one against the other.
 * Measured against the walk alone (same nodes on every set, in-process A/B in both orders):
 * arrow 0.83× the time, killer 0.97×, the killer symmetries benchmark 0.97×; taking four open
 * cells by tuples too was 1.0–1.05× (slower), so three stays.
 *
 * Owns: {@link cageExact}, {@link distinctArrowExact}. Does not own: the combination filter,
 * the digits a cage must hold, placing the required ones, other arrows (arrows.ts), when it
 * runs (propagate.ts).
 *
 * Every word index is below 16 · (open cells + 1) ≤ 160 in LAYERS and below 16 in the good
 * sets (a set index is a mask below 2^N ≤ 512, so its word S >> 5 is below 16).
 */
import { ALL, COMBO_MASKS, COMBO_START, N, word } from './program';
import { frameAddress, maskAt, maskIn, restrict, restrictIn } from './propagate';
import { i32At, setI32At, u32At, setU32At } from '../memory';

/** The layers: layer i in words 16i … 16i + 15. */
const LAYERS: usize = memory.data(16 * 10 * 4, 16);
/** Good sets of the layer being walked back, and of the one before it. */
let GOOD: usize = memory.data(16 * 4, 16);
let GOOD_BEFORE: usize = memory.data(16 * 4, 16);
/** Candidates of the open cells, and the cells. */
const CELL_MASKS: usize = memory.data(9 * 4, 16);
const CELL_AT: usize = memory.data(9 * 4, 16);


/** Sets without digit b + 1 inside a word, b = 0 … 4. */
@inline function without(b: i32): u32 {
  return b == 0 ? 0x55555555 : b == 1 ? 0x33333333 : b == 2 ? 0x0f0f0f0f : b == 3 ? 0x00ff00ff : 0x0000ffff;
}

/**
 * One candidate digit b + 1 of the cell between layers `from` and `to`, four words at a time
 * (W is 8 or 16): sets without the digit move up by 2^b bits inside each lane (b < 5), by one
 * or two lanes (b = 5, 6), or by one or two whole vectors (b = 7, 8).
 */
@inline function forwardSimd(to: i32, from: i32, b: i32, W: i32): void {
  const layers = LAYERS;
  const zero = i32x4.splat(0);
  if (b < 5) {
    const keep = i32x4.splat(without(b));
    const shift = 1 << b;
    for (let j = 0; j < W; j += 4) {
      const d = layers + (<usize>(to + j) << 2);
      v128.store(d, v128.or(v128.load(d), i32x4.shl(v128.and(v128.load(layers + (<usize>(from + j) << 2)), keep), shift)));
    }
  } else if (b < 7) {
    for (let j = 0; j < W; j += 4) {
      const d = layers + (<usize>(to + j) << 2);
      const v = v128.load(layers + (<usize>(from + j) << 2));
      const moved = b == 5 ? i32x4.shuffle(v, zero, 4, 0, 4, 2) : i32x4.shuffle(v, zero, 4, 4, 0, 1);
      v128.store(d, v128.or(v128.load(d), moved));
    }
  } else {
    const step = 1 << (b - 5);
    for (let j = 0; j < W; j += 4) {
      if ((j & step) != 0) continue;
      const d = layers + (<usize>(to + j + step) << 2);
      v128.store(d, v128.or(v128.load(d), v128.load(layers + (<usize>(from + j) << 2))));
    }
  }
}

/**
 * The sets of layer `at` that candidate digit b + 1 of its cell takes to a good set, four
 * words at a time (W is 8 or 16): ORed into GOOD_BEFORE; returns whether there is any.
 */
@inline function backSimd(at: i32, b: i32, W: i32): u32 {
  const layers = LAYERS;
  const good = GOOD;
  const before = GOOD_BEFORE;
  const zero = i32x4.splat(0);
  let hits = zero;
  if (b < 5) {
    const keep = i32x4.splat(without(b));
    const shift = 1 << b;
    for (let j = 0; j < W; j += 4) {
      const h = v128.and(v128.and(i32x4.shr_u(v128.load(good + (<usize>j << 2)), shift), keep), v128.load(layers + (<usize>(at + j) << 2)));
      v128.store(before + (<usize>j << 2), v128.or(v128.load(before + (<usize>j << 2)), h));
      hits = v128.or(hits, h);
    }
  } else if (b < 7) {
    for (let j = 0; j < W; j += 4) {
      const g = v128.load(good + (<usize>j << 2));
      const moved = b == 5 ? i32x4.shuffle(g, zero, 1, 4, 3, 4) : i32x4.shuffle(g, zero, 2, 3, 4, 4);
      const h = v128.and(moved, v128.load(layers + (<usize>(at + j) << 2)));
      v128.store(before + (<usize>j << 2), v128.or(v128.load(before + (<usize>j << 2)), h));
      hits = v128.or(hits, h);
    }
  } else {
    const step = 1 << (b - 5);
    for (let j = 0; j < W; j += 4) {
      if ((j & step) != 0) continue;
      const h = v128.and(v128.load(good + (<usize>(j + step) << 2)), v128.load(layers + (<usize>(at + j) << 2)));
      v128.store(before + (<usize>j << 2), v128.or(v128.load(before + (<usize>j << 2)), h));
      hits = v128.or(hits, h);
    }
  }
  return v128.any_true(hits) ? 1 : 0;
}

@inline function layerWords(): i32 {
  return N > 5 ? 1 << (N - 5) : 1;
}

/** The digits of the fixed cells met by {@link openCells}, and their sum. */
let fixedDigits: i32 = 0;
let fixedSum: i32 = 0;

/**
 * The open cells of PROGRAM[first … first + k) into CELL_MASKS and CELL_AT, the fixed ones
 * into {@link fixedDigits} and {@link fixedSum}. Returns the number of open cells, or −1 when
 * two fixed cells share a digit.
 */
function openCells(first: i32, k: i32): i32 {
  const frame = frameAddress();
  let fixed = 0, sum = 0, open = 0;
  for (let i = 0; i < k; i++) {
    const cell = word(first + i);
    const m = maskIn(frame, cell);
    if ((m & (m - 1)) == 0) {
      if ((fixed & m) != 0) return -1;
      fixed |= m;
      sum += 32 - clz(m);
    } else {
      setI32At(CELL_MASKS, open, m);
      setI32At(CELL_AT, open++, cell);
    }
  }
  fixedDigits = fixed;
  fixedSum = sum;
  return open;
}

/** Narrows each open cell CELL_AT[i] to CELL_MASKS[i] (the walk back's answer). False on a conflict. */
function narrowOpenCells(open: i32): bool {
  const frame = frameAddress();
  for (let i = 0; i < open; i++) if (!restrictIn(frame, i32At(CELL_AT, i), i32At(CELL_MASKS, i))) return false;
  return true;
}

/** Layer 0 from {@link fixedDigits}, then one layer per open cell (CELL_MASKS). */
function walkForward(open: i32, W: i32): void {
  const start = fixedDigits;
  for (let j = 0; j < W; j++) setU32At(LAYERS, j, 0);
  setU32At(LAYERS, start >> 5, <u32>1 << (start & 31));
  if (ASC_FEATURE_SIMD && W == 16) {
    walkForward9(open);
    return;
  }
  for (let i = 0; i < open; i++) {
    const from = 16 * i;
    const to = from + 16;
    for (let j = 0; j < W; j++) setU32At(LAYERS, to + j, 0);
    let digits = i32At(CELL_MASKS, i);
    while (digits != 0) {
      const bit = digits & -digits;
      digits ^= bit;
      const b = ctz(bit);
      if (ASC_FEATURE_SIMD && W >= 8) {
        forwardSimd(to, from, b, W);
      } else if (b < 5) {
        const shift = 1 << b;
        const keep = without(b);
        for (let j = 0; j < W; j++) {
          setU32At(LAYERS, to + j, u32At(LAYERS, to + j) | ((u32At(LAYERS, from + j) & keep) << shift));
        }
      } else {
        const step = 1 << (b - 5);
        for (let j = 0; j < W; j++) {
          if ((j & step) == 0) setU32At(LAYERS, to + j + step, u32At(LAYERS, to + j + step) | u32At(LAYERS, from + j));
        }
      }
    }
  }
}

/** Digits every good set added by {@link addGood} holds (ANDed across calls). */
let required: i32 = 0;

/**
 * Adds to GOOD the combinations of key (k · 64 + sum) found in the last layer (`open` open
 * cells) that hold every digit of `must`; returns how many.
 */
function addGood(key: i32, open: i32, must: i32): i32 {
  const last = 16 * open;
  let goods = 0;
  for (let j = i32At(COMBO_START, key), end = i32At(COMBO_START, key + 1); j < end; j++) {
    const combo = i32At(COMBO_MASKS, j);
    if ((must & ~combo) != 0 || ((u32At(LAYERS, last + (combo >> 5)) >> (combo & 31)) & 1) == 0) continue;
    setU32At(GOOD, combo >> 5, u32At(GOOD, combo >> 5) | (<u32>1 << (combo & 31)));
    required &= combo;
    goods++;
  }
  return goods;
}

/**
 * {@link walkForward} for N = 9 in the SIMD build: a layer (16 words) is four v128 held in
 * locals while each digit of the cell moves the layer before it (no loads or stores per
 * digit); each layer is stored once, for {@link addGood} and {@link walkBack9}. The moves, by
 * digit b + 1, as in {@link forwardSimd}: b < 5 inside each lane, b = 5 and 6 between lanes
 * (word j to j + 1, j + 2), b = 7 and 8 between vectors (word j to j + 4, j + 8).
 */
function walkForward9(open: i32): void {
  const layers = LAYERS;
  const zero = i32x4.splat(0);
  let f0 = v128.load(layers), f1 = v128.load(layers, 16), f2 = v128.load(layers, 32), f3 = v128.load(layers, 48);
  for (let i = 0; i < open; i++) {
    let t0 = zero, t1 = zero, t2 = zero, t3 = zero;
    for (let digits = i32At(CELL_MASKS, i); digits != 0; digits &= digits - 1) {
      const b = ctz(digits);
      if (b < 5) {
        const keep = i32x4.splat(without(b));
        const shift = 1 << b;
        t0 = v128.or(t0, i32x4.shl(v128.and(f0, keep), shift));
        t1 = v128.or(t1, i32x4.shl(v128.and(f1, keep), shift));
        t2 = v128.or(t2, i32x4.shl(v128.and(f2, keep), shift));
        t3 = v128.or(t3, i32x4.shl(v128.and(f3, keep), shift));
      } else if (b == 5) {
        t0 = v128.or(t0, i32x4.shuffle(f0, zero, 4, 0, 4, 2));
        t1 = v128.or(t1, i32x4.shuffle(f1, zero, 4, 0, 4, 2));
        t2 = v128.or(t2, i32x4.shuffle(f2, zero, 4, 0, 4, 2));
        t3 = v128.or(t3, i32x4.shuffle(f3, zero, 4, 0, 4, 2));
      } else if (b == 6) {
        t0 = v128.or(t0, i32x4.shuffle(f0, zero, 4, 4, 0, 1));
        t1 = v128.or(t1, i32x4.shuffle(f1, zero, 4, 4, 0, 1));
        t2 = v128.or(t2, i32x4.shuffle(f2, zero, 4, 4, 0, 1));
        t3 = v128.or(t3, i32x4.shuffle(f3, zero, 4, 4, 0, 1));
      } else if (b == 7) {
        t1 = v128.or(t1, f0);
        t3 = v128.or(t3, f2);
      } else {
        t2 = v128.or(t2, f0);
        t3 = v128.or(t3, f1);
      }
    }
    const to = layers + (<usize>(i + 1) << 6);
    v128.store(to, t0);
    v128.store(to, t1, 16);
    v128.store(to, t2, 32);
    v128.store(to, t3, 48);
    f0 = t0;
    f1 = t1;
    f2 = t2;
    f3 = t3;
  }
}

/**
 * {@link walkBack} for N = 9 in the SIMD build: the good sets and the layer being walked are
 * held in locals (four v128 each), the moves of {@link walkForward9} reversed.
 */
function walkBack9(open: i32): bool {
  const layers = LAYERS;
  const good = GOOD;
  const zero = i32x4.splat(0);
  let g0 = v128.load(good), g1 = v128.load(good, 16), g2 = v128.load(good, 32), g3 = v128.load(good, 48);
  for (let i = open - 1; i >= 0; i--) {
    const at = layers + (<usize>i << 6);
    const l0 = v128.load(at), l1 = v128.load(at, 16), l2 = v128.load(at, 32), l3 = v128.load(at, 48);
    let p0 = zero, p1 = zero, p2 = zero, p3 = zero;
    let supported = 0;
    for (let digits = i32At(CELL_MASKS, i); digits != 0; digits &= digits - 1) {
      const b = ctz(digits);
      let h0 = zero, h1 = zero, h2 = zero, h3 = zero;
      if (b < 5) {
        const keep = i32x4.splat(without(b));
        const shift = 1 << b;
        h0 = v128.and(v128.and(i32x4.shr_u(g0, shift), keep), l0);
        h1 = v128.and(v128.and(i32x4.shr_u(g1, shift), keep), l1);
        h2 = v128.and(v128.and(i32x4.shr_u(g2, shift), keep), l2);
        h3 = v128.and(v128.and(i32x4.shr_u(g3, shift), keep), l3);
      } else if (b == 5) {
        h0 = v128.and(i32x4.shuffle(g0, zero, 1, 4, 3, 4), l0);
        h1 = v128.and(i32x4.shuffle(g1, zero, 1, 4, 3, 4), l1);
        h2 = v128.and(i32x4.shuffle(g2, zero, 1, 4, 3, 4), l2);
        h3 = v128.and(i32x4.shuffle(g3, zero, 1, 4, 3, 4), l3);
      } else if (b == 6) {
        h0 = v128.and(i32x4.shuffle(g0, zero, 2, 3, 4, 4), l0);
        h1 = v128.and(i32x4.shuffle(g1, zero, 2, 3, 4, 4), l1);
        h2 = v128.and(i32x4.shuffle(g2, zero, 2, 3, 4, 4), l2);
        h3 = v128.and(i32x4.shuffle(g3, zero, 2, 3, 4, 4), l3);
      } else if (b == 7) {
        h0 = v128.and(g1, l0);
        h2 = v128.and(g3, l2);
      } else {
        h0 = v128.and(g2, l0);
        h1 = v128.and(g3, l1);
      }
      p0 = v128.or(p0, h0);
      p1 = v128.or(p1, h1);
      p2 = v128.or(p2, h2);
      p3 = v128.or(p3, h3);
      if (v128.any_true(v128.or(v128.or(h0, h1), v128.or(h2, h3)))) supported |= 1 << b;
    }
    g0 = p0;
    g1 = p1;
    g2 = p2;
    g3 = p3;
    setI32At(CELL_MASKS, i, supported);
  }
  return narrowOpenCells(open);
}

/**
 * Walks back from the good sets of the last layer: each open cell keeps the digits that lead
 * to a good set, and is narrowed to them. False on a conflict.
 */
function walkBack(open: i32, W: i32): bool {
  if (ASC_FEATURE_SIMD && W == 16) return walkBack9(open);
  for (let i = open - 1; i >= 0; i--) {
    const at = 16 * i;
    for (let j = 0; j < W; j++) setU32At(GOOD_BEFORE, j, 0);
    let digits = i32At(CELL_MASKS, i);
    let supported = 0;
    while (digits != 0) {
      const bit = digits & -digits;
      digits ^= bit;
      const b = ctz(bit);
      let hits: u32 = 0;
      if (ASC_FEATURE_SIMD && W >= 8) {
        hits = backSimd(at, b, W);
      } else if (b < 5) {
        const shift = 1 << b;
        const keep = without(b);
        for (let j = 0; j < W; j++) {
          const h = (u32At(GOOD, j) >> shift) & keep & u32At(LAYERS, at + j);
          setU32At(GOOD_BEFORE, j, u32At(GOOD_BEFORE, j) | h);
          hits |= h;
        }
      } else {
        const step = 1 << (b - 5);
        for (let j = 0; j < W; j++) {
          if ((j & step) != 0) continue;
          const h = u32At(GOOD, j + step) & u32At(LAYERS, at + j);
          setU32At(GOOD_BEFORE, j, u32At(GOOD_BEFORE, j) | h);
          hits |= h;
        }
      }
      if (hits != 0) supported |= bit;
    }
    const swap = GOOD;
    GOOD = GOOD_BEFORE;
    GOOD_BEFORE = swap;
    setI32At(CELL_MASKS, i, supported);
  }
  return narrowOpenCells(open);
}

/** Digits each open cell keeps in {@link tryTuples} (cell i: KEEP[i]). */
const KEEP: usize = memory.data(3 * 4, 16);
/** Sums reached by the tuples of {@link tryTuples} (bit s: sum s). */
let reached: u64 = 0;

/**
 * The last open cell's digits that complete a tuple: `partial` is the sum so far, `taken`
 * its digits (the fixed ones included), `goal` the sums allowed (bit s: sum s); with `must`,
 * the digits the tuple must hold. Every digit kept reaches a goal sum and is new to `taken`.
 */
@inline function lastDigits(partial: i32, taken: i32, last: i32, goal: u64, must: i32): i32 {
  let d = <i32>(goal >> <u64>(partial + 1)) & last & ~taken;
  const missing = must & ~taken;
  if (missing != 0) d &= (missing & (missing - 1)) == 0 ? missing : 0;
  return d;
}

/** One tuple family of {@link tryTuples} met: the digits every completion holds, narrowed. */
@inline function addTuples(taken: i32, d: i32, partial: i32): i32 {
  reached |= <u64>d << <u64>(partial + 1);
  return (d & (d - 1)) == 0 ? taken | d : taken;
}

/**
 * The exact step when at most three cells are open (`open` ≤ 3, {@link openCells} done):
 * every tuple of distinct digits, one per open cell, none of them fixed, whose sum with
 * {@link fixedSum} is in `goal` (bit s: sum s) and that holds `must`; the last cell's digits
 * of a tuple are found at once ({@link lastDigits}). Fills KEEP and {@link reached}; returns
 * the digits every tuple holds with the fixed ones, or −1 when there is none. The same
 * narrowing as the walk over layers (both keep exactly the supported digits), at a few
 * operations per pair of digits instead of 2 · 16 words per candidate.
 */
function tryTuples(open: i32, goal: u64, must: i32): i32 {
  const fixed = fixedDigits;
  const free = ALL & ~fixed;
  let required = ALL;
  let any = false;
  reached = 0;
  setI32At(KEEP, 0, 0);
  setI32At(KEEP, 1, 0);
  setI32At(KEEP, 2, 0);
  if (open == 0) {
    const d = <i32>((goal >> <u64>fixedSum) & 1) != 0 && (must & ~fixed) == 0 ? 1 : 0;
    reached = <u64>d << <u64>fixedSum;
    return d != 0 ? fixed : -1;
  }
  if (open == 1) {
    const d = lastDigits(fixedSum, fixed, i32At(CELL_MASKS, 0), goal, must);
    if (d == 0) return -1;
    setI32At(KEEP, 0, d);
    return addTuples(fixed, d, fixedSum);
  }
  if (open == 2) {
    const last = i32At(CELL_MASKS, 1);
    for (let as = i32At(CELL_MASKS, 0) & free; as != 0; as &= as - 1) {
      const a = as & -as;
      const partial = fixedSum + 32 - clz(a);
      const d = lastDigits(partial, fixed | a, last, goal, must);
      if (d == 0) continue;
      setI32At(KEEP, 0, i32At(KEEP, 0) | a);
      setI32At(KEEP, 1, i32At(KEEP, 1) | d);
      required &= addTuples(fixed | a, d, partial);
      any = true;
    }
    return any ? required : -1;
  }
  const second = i32At(CELL_MASKS, 1) & free;
  const last = i32At(CELL_MASKS, 2);
  for (let as = i32At(CELL_MASKS, 0) & free; as != 0; as &= as - 1) {
    const a = as & -as;
    const da = fixedSum + 32 - clz(a);
    let keepA = false;
    for (let bs = second & ~a; bs != 0; bs &= bs - 1) {
      const b = bs & -bs;
      const partial = da + 32 - clz(b);
      const taken = fixed | a | b;
      const d = lastDigits(partial, taken, last, goal, must);
      if (d == 0) continue;
      keepA = true;
      setI32At(KEEP, 1, i32At(KEEP, 1) | b);
      setI32At(KEEP, 2, i32At(KEEP, 2) | d);
      required &= addTuples(taken, d, partial);
    }
    if (keepA) {
      setI32At(KEEP, 0, i32At(KEEP, 0) | a);
      any = true;
    }
  }
  return any ? required : -1;
}

/** Narrows each open cell to its KEEP digits. False on a conflict. */
function keepTuples(open: i32): bool {
  const frame = frameAddress();
  for (let i = 0; i < open; i++) if (!restrictIn(frame, i32At(CELL_AT, i), i32At(KEEP, i))) return false;
  return true;
}

/** The most open cells {@link tryTuples} takes; the walk over layers does more. */
const MAX_TUPLE_CELLS = 3;

/**
 * Narrows the k (≤ 9) cells PROGRAM[first …] of a cage with sum `target` to the digits of
 * some completion that holds every digit of `must`. Returns the digits every such completion
 * holds, or −1 on a conflict.
 */
export function cageExact(first: i32, k: i32, target: i32, must: i32): i32 {
  const open = openCells(first, k);
  if (open < 0) return -1;
  if (open <= MAX_TUPLE_CELLS) {
    const required = tryTuples(open, <u64>1 << <u64>target, must);
    return required >= 0 && keepTuples(open) ? required : -1;
  }
  const W = layerWords();
  walkForward(open, W);
  for (let j = 0; j < W; j++) setU32At(GOOD, j, 0);
  required = ALL;
  if (addGood(k * 64 + target, open, must) == 0) return -1;
  return walkBack(open, W) ? required : -1;
}

/**
 * An arrow whose k shaft cells PROGRAM[first …] all differ: the circle cell holds their sum
 * (the twin's distinctArrowExact). Returns the digits every completion puts on the shaft, or
 * −1 on a conflict.
 */
export function distinctArrowExact(circle: i32, first: i32, k: i32): i32 {
  if (k > N) return -1;
  const open = openCells(first, k);
  if (open < 0) return -1;
  if (open <= MAX_TUPLE_CELLS) {
    const required = tryTuples(open, <u64>maskAt(circle) << 1, 0);
    return required >= 0 && keepTuples(open) && restrict(circle, <i32>(reached >> 1)) ? required : -1;
  }
  const W = layerWords();
  walkForward(open, W);
  for (let j = 0; j < W; j++) setU32At(GOOD, j, 0);
  required = ALL;
  let sums = 0;
  for (let digits = maskAt(circle); digits != 0; digits &= digits - 1) {
    const bit = digits & -digits;
    if (addGood(k * 64 + 32 - clz(bit), open, 0) != 0) sums |= bit;
  }
  return sums != 0 && walkBack(open, W) && restrict(circle, sums) ? required : -1;
}
