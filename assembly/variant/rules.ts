/**
 * The rules of the variant engine that are not pairs or houses: one handler per record type
 * (src/variant/compile/program.ts), the twins of src/engine/variant-ts/rules.ts, whose header
 * says what each one prunes. A handler narrows cells through {@link restrict} and returns
 * false on a conflict; when every cell it reads is fixed it checks its rule exactly.
 *
 * Owns: the pruning of each record type but ARROW (arrows.ts). Does not own: queues
 * (propagate.ts).
 */
import {
  MAX_CELLS,
  RULE_ARROW,
  RULE_BETWEEN,
  RULE_LOCKOUT,
  RULE_CAGE,
  RULE_LINEAR,
  RULE_QUADRUPLE,
  RULE_REGION_SUM,
  RULE_RENBAN,
  RULE_SANDWICH,
  RULE_SKYSCRAPER,
  RULE_X_SUM,
} from './layout';
import { ALL, CAGE_HOUSE_START, CAGE_HOUSE_WORDS, COMBO_MASKS, COMBO_START, N, programAddress, RULES, word, wordIn } from './program';
import { arrow } from './arrows';
import { cageExact } from './cage-exact';
import { frameAddress, maskAt, maskIn, placeRequired, queueExact, restrict, restrictIn } from './propagate';
import { i32At, setI32At } from '../memory';

/** Scratch of {@link sandwich}: digits each cell of the line may keep. */
const KEEP = new StaticArray<i32>(9);

@inline function minDigit(m: i32): i32 {
  return ctz(m) + 1;
}
@inline function maxDigit(m: i32): i32 {
  return 32 - clz(m);
}
/** Digits lo…hi (clamped to 1…N) as a mask; 0 when the range is empty. */
@inline function rangeMask(lo: i32, hi: i32): i32 {
  if (lo < 1) lo = 1;
  if (hi > N) hi = N;
  if (lo > hi) return 0;
  return ((1 << hi) - 1) ^ ((1 << (lo - 1)) - 1);
}
/** ⌊a / b⌋ for b > 0. */
@inline function floorDiv(a: i32, b: i32): i32 {
  return a >= 0 ? a / b : -((-a + b - 1) / b);
}
/** ⌈a / b⌉ for b > 0. */
@inline function ceilDiv(a: i32, b: i32): i32 {
  return a >= 0 ? (a + b - 1) / b : -(-a / b);
}

/** The word where the cells of the record at `at` begin (k of them: the record's word 1). */
export function ruleCellsAt(at: i32): i32 {
  const type = word(at);
  return type == RULE_RENBAN ? at + 2 : type == RULE_REGION_SUM ? at + 3 + word(at + 2) : at + 3;
}

/** Runs rule `id` on the frame being propagated. */
export function runRule(id: i32): bool {
  const at = word(RULES + id);
  const type = word(at);
  if (type == RULE_CAGE) return cage(at, id);
  if (type == RULE_LINEAR) return linear(at);
  if (type == RULE_RENBAN) return renban(at);
  if (type == RULE_SANDWICH) return sandwich(at);
  if (type == RULE_REGION_SUM) return regionSum(at);
  if (type == RULE_ARROW) return arrow(at);
  if (type == RULE_QUADRUPLE) return quadruple(at);
  if (type == RULE_BETWEEN) return between(at);
  if (type == RULE_LOCKOUT) return lockout(at);
  if (type == RULE_X_SUM) return xSum(at);
  if (type == RULE_SKYSCRAPER) return skyscraper(at);
  return true;
}

/** The digits each cage rule must hold, as its last cheap step found (read by its exact step). */
let MUST_OF = new StaticArray<i32>(64);

/**
 * Digits cage rule `id` must hold because a house holding two or more of its cells has no
 * place for them outside the cage (every house holds every digit).
 */
function cageMust(id: i32): i32 {
  const frame = frameAddress();
  const words = changetype<usize>(CAGE_HOUSE_WORDS);
  let must = 0;
  for (let k = unchecked(CAGE_HOUSE_START[id]), end = unchecked(CAGE_HOUSE_START[id + 1]); k < end; ) {
    let outside = 0;
    const last = k + 1 + load<i32>(words + (<usize>k << 2));
    for (k++; k < last; k++) outside |= maskIn(frame, load<i32>(words + (<usize>k << 2)));
    must |= ~outside;
  }
  return must & ALL;
}

/** Scratch of {@link cage}: the masks of its open cells. */
const OPEN_MASKS: usize = memory.data(MAX_CELLS * 4, 16);

/** What {@link fitCombos} found: the union and the intersection of the fitting combinations (0 and ALL when none fits). */
let fitAllowed: i32 = 0;
let fitRequired: i32 = 0;

/**
 * The combinations COMBO_MASKS[j … last) of a cage that fit it: no digit outside `union` (the
 * digits its cells hold), every digit of `must`, and a digit of each open cell (OPEN_MASKS[0 …
 * open); a fixed cell's digit is in `must`, so in the combination). Sets {@link fitAllowed}
 * and {@link fitRequired}.
 */
function fitCombos(j: i32, last: i32, union: i32, must: i32, open: i32): void {
  const combos = COMBO_MASKS;
  const openMasks = OPEN_MASKS;
  let allowed = 0, required = ALL;
  for (; j < last; j++) {
    const combo = load<i32>(combos + (<usize>j << 2));
    if ((combo & ~union) != 0 || (must & ~combo) != 0) continue;
    let meets = true;
    for (let i = 0; i < open; i++) {
      if ((load<i32>(openMasks + (<usize>i << 2)) & combo) == 0) {
        meets = false;
        break;
      }
    }
    if (!meets) continue;
    allowed |= combo;
    required &= combo;
  }
  fitAllowed = allowed;
  fitRequired = required;
}

/**
 * {@link fitCombos} four combinations at a time, without branches (the SIMD build): each
 * test is a lane mask, a lane past `last` fails the first (COMBO_MASKS has three words of
 * padding for the last load).
 */
function fitCombosSimd(j: i32, last: i32, union: i32, must: i32, open: i32): void {
  const combos = COMBO_MASKS;
  const openMasks = OPEN_MASKS;
  const zero = i32x4.splat(0);
  const outside = i32x4.splat(~union);
  const needed = i32x4.splat(must);
  const end = i32x4.splat(last);
  let allowed = zero;
  let required = i32x4.splat(-1);
  for (; j < last; j += 4) {
    const set = v128.load(combos + (<usize>j << 2));
    let fits = i32x4.lt_s(i32x4.add(i32x4.splat(j), i32x4(0, 1, 2, 3)), end);
    fits = v128.and(fits, i32x4.eq(v128.and(set, outside), zero));
    fits = v128.and(fits, i32x4.eq(v128.andnot(needed, set), zero));
    for (let i = 0; i < open; i++) {
      fits = v128.and(fits, i32x4.ne(v128.and(set, i32x4.splat(load<i32>(openMasks + (<usize>i << 2)))), zero));
    }
    allowed = v128.or(allowed, v128.and(set, fits));
    required = v128.and(required, v128.or(set, v128.not(fits)));
  }
  fitAllowed = i32x4.extract_lane(allowed, 0) | i32x4.extract_lane(allowed, 1) | i32x4.extract_lane(allowed, 2) | i32x4.extract_lane(allowed, 3);
  fitRequired = i32x4.extract_lane(required, 0) & i32x4.extract_lane(required, 1) & i32x4.extract_lane(required, 2) & i32x4.extract_lane(required, 3) & ALL;
}

function cage(at: i32, id: i32): bool {
  const k = word(at + 1);
  const first = at + 3;
  const end = first + k;
  const frame = frameAddress();
  const program = programAddress();
  let union = 0, fixed = 0, open = 0;
  for (let i = first; i < end; i++) {
    const m = maskIn(frame, wordIn(program, i));
    union |= m;
    if ((m & (m - 1)) == 0) {
      if ((fixed & m) != 0) return false;
      fixed |= m;
    } else {
      setI32At(OPEN_MASKS, open++, m);
    }
  }
  const key = k * 64 + word(at + 2);
  // digits the cage must hold: its fixed ones, and those a house can place only inside it
  const must = cageMust(id) | fixed;
  if (ASC_FEATURE_SIMD) fitCombosSimd(i32At(COMBO_START, key), i32At(COMBO_START, key + 1), union, must, open);
  else fitCombos(i32At(COMBO_START, key), i32At(COMBO_START, key + 1), union, must, open);
  const allowed = fitAllowed, required = fitRequired;
  if (allowed == 0) return false;
  for (let i = first; i < end; i++) if (!restrictIn(frame, wordIn(program, i), allowed)) return false;
  if (!placeRequired(first, k, required & ~fixed)) return false;
  if (k > 2 && fixed != allowed) {
    // what the cage must hold stays true while the frame narrows: the exact step reuses it
    if (MUST_OF.length <= id) MUST_OF = new StaticArray<i32>(2 * id + 2);
    unchecked((MUST_OF[id] = must));
    queueExact(id);
  }
  return true;
}

/**
 * What each cage's exact step last answered, {@link EXACT_WIDTH} words per cage rule: the
 * search that wrote it ({@link exactStamp}), the must digits it was given, the digits it found
 * required, then the masks it left on the cage's cells. Given those masks and must digits again
 * (a frame after a backtrack, or its own narrowing waking the cage), the step would narrow
 * nothing and find the same required digits, so the walk is skipped.
 */
const EXACT_WIDTH = 3 + 9;
let EXACT_MEMO = new StaticArray<i32>(64 * EXACT_WIDTH);
/** Counts the searches started, so that an answer of an earlier program reads as absent. */
let exactStamp: i32 = 0;

/** Forgets the exact steps' answers (a new program or search: cage ids mean other cages). */
export function forgetExactAnswers(): void {
  if (exactStamp == i32.MAX_VALUE) {
    // the stamps would come round again: an old answer must never read as this search's
    for (let i = 0; i < EXACT_MEMO.length; i++) unchecked((EXACT_MEMO[i] = 0));
    exactStamp = 0;
  }
  exactStamp++;
}

/** The exact step of cage rule `id` (queued by {@link cage}); see the TypeScript twin. */
export function exactCage(id: i32): bool {
  const at = word(RULES + id);
  const first = at + 3;
  const k = word(at + 1);
  const must = unchecked(MUST_OF[id]);
  if (k > 9) {
    const required = cageExact(first, k, word(at + 2), must);
    return required >= 0 && placeRequired(first, k, required);
  }
  if (EXACT_MEMO.length < (id + 1) * EXACT_WIDTH) {
    const grown = new StaticArray<i32>(2 * (id + 1) * EXACT_WIDTH);
    memory.copy(changetype<usize>(grown), changetype<usize>(EXACT_MEMO), <usize>EXACT_MEMO.length << 2);
    EXACT_MEMO = grown;
  }
  const memo = changetype<usize>(EXACT_MEMO) + (<usize>(id * EXACT_WIDTH) << 2);
  const frame = frameAddress();
  const program = programAddress();
  if (load<i32>(memo) == exactStamp && load<i32>(memo, 4) == must) {
    let same = true;
    for (let i = 0; i < k; i++) {
      if (maskIn(frame, wordIn(program, first + i)) != load<i32>(memo + (<usize>(3 + i) << 2))) {
        same = false;
        break;
      }
    }
    if (same) return placeRequired(first, k, load<i32>(memo, 8));
  }
  const required = cageExact(first, k, word(at + 2), must);
  if (required < 0) return false;
  store<i32>(memo, exactStamp);
  store<i32>(memo, must, 4);
  store<i32>(memo, required, 8);
  for (let i = 0; i < k; i++) store<i32>(memo + (<usize>(3 + i) << 2), maskIn(frame, wordIn(program, first + i)));
  return placeRequired(first, k, required);
}

function linear(at: i32): bool {
  const k = word(at + 1);
  const target = word(at + 2);
  const first = at + 3;
  const frame = frameAddress();
  const cells = programAddress() + (<usize>first << 2);
  const coefficients = cells + (<usize>k << 2);
  while (true) {
    // spread: the widest range c · (max − min) of one cell; with at least that much slack on
    // both sides no cell can lose a digit (the common case: 19 runs in 20 narrow nothing)
    let lo = 0, hi = 0, spread = 0;
    for (let i = 0; i < k; i++) {
      const m = maskIn(frame, load<i32>(cells + (<usize>i << 2)));
      const c = load<i32>(coefficients + (<usize>i << 2));
      const least = minDigit(m), most = maxDigit(m);
      if (c >= 0) {
        lo += c * least;
        hi += c * most;
      } else {
        lo += c * most;
        hi += c * least;
      }
      spread = max(spread, abs(c) * (most - least));
    }
    if (target < lo || target > hi) return false;
    if (target - lo >= spread && hi - target >= spread) return true;
    let changed = false;
    for (let i = 0; i < k; i++) {
      const cell = load<i32>(cells + (<usize>i << 2));
      const m = maskIn(frame, cell);
      const c = load<i32>(coefficients + (<usize>i << 2));
      if (c == 0) continue;
      let vmin: i32, vmax: i32;
      if (c > 0) {
        vmax = floorDiv(target - lo + c * minDigit(m), c);
        vmin = ceilDiv(target - hi + c * maxDigit(m), c);
      } else {
        vmin = ceilDiv(-(target - lo + c * maxDigit(m)), -c);
        vmax = floorDiv(-(target - hi + c * minDigit(m)), -c);
      }
      const left = m & rangeMask(vmin, vmax);
      if (left == m) continue;
      if (!restrict(cell, left)) return false;
      changed = true;
    }
    if (!changed) return true;
  }
  return true;
}

function renban(at: i32): bool {
  const k = word(at + 1);
  const first = at + 2;
  const end = first + k;
  let union = 0, fixed = 0;
  for (let i = first; i < end; i++) {
    const m = maskAt(word(i));
    union |= m;
    if ((m & (m - 1)) == 0) {
      if ((fixed & m) != 0) return false;
      fixed |= m;
    }
  }
  let allowed = 0, required = ALL;
  const run = (1 << k) - 1;
  for (let low = 0; low + k <= N; low++) {
    const window = run << low;
    if ((fixed & ~window) != 0 || (window & ~union) != 0) continue;
    let meets = true;
    for (let i = first; i < end; i++) {
      if ((maskAt(word(i)) & window) == 0) {
        meets = false;
        break;
      }
    }
    if (!meets) continue;
    allowed |= window;
    required &= window;
  }
  if (allowed == 0) return false;
  for (let i = first; i < end; i++) if (!restrict(word(i), allowed)) return false;
  // the line holds every digit of its run: those of every run that fits are placed or locked
  return placeRequired(first, k, required & ~fixed);
}

/** The twin's narrow: `cell` keeps only `keep`; 1 when digits left it, 0 when none did, −1 on a conflict. */
function narrow(cell: i32, keep: i32): i32 {
  const mask = maskAt(cell);
  if ((mask & keep) == mask) return 0;
  return restrict(cell, keep) ? 1 : -1;
}

/** The twin's quadruple: each listed digit keeps as many places among the cells as it is listed. */
function quadruple(at: i32): bool {
  const k = word(at + 1);
  const m = word(at + 2);
  const first = at + 3;
  const end = first + k;
  for (;;) {
    let changed = 0;
    let listed = 0;
    for (let j = end; j < end + m; ) {
      const d = word(j);
      const bit = 1 << (d - 1);
      let times = 0;
      for (; j < end + m && word(j) == d; j++) times++;
      listed |= bit;
      let places = 0;
      for (let i = first; i < end; i++) if ((maskAt(word(i)) & bit) != 0) places++;
      if (places < times) return false;
      if (places > times) continue;
      for (let i = first; i < end; i++) {
        const cell = word(i);
        if ((maskAt(cell) & bit) == 0) continue;
        const r = narrow(cell, bit);
        if (r < 0) return false;
        changed |= r;
      }
    }
    let holders = 0;
    for (let i = first; i < end; i++) if ((maskAt(word(i)) & listed) != 0) holders++;
    if (holders < m) return false;
    for (let i = first; holders == m && i < end; i++) {
      if ((maskAt(word(i)) & listed) == 0) continue;
      const r = narrow(word(i), listed);
      if (r < 0) return false;
      changed |= r;
    }
    if (changed == 0) return true;
  }
  return true; // not reached: the loop returns
}

/** What {@link orient} found: the low end's digits, the high end's, the digits between; all 0 when the order is impossible. */
let orientLow: i32 = 0;
let orientHigh: i32 = 0;
let orientInner: i32 = 0;

/** The twin's orient: a between line's order with the end `low` below the end `high`. */
function orient(low: i32, high: i32, floor: i32, ceiling: i32): void {
  orientInner = 0;
  let l = low & rangeMask(1, ceiling - 1);
  let h = high & rangeMask(floor + 1, N);
  if (l != 0 && h != 0) {
    l &= rangeMask(1, maxDigit(h) - 1);
    if (l != 0) {
      h &= rangeMask(minDigit(l) + 1, N);
      orientInner = rangeMask(minDigit(l) + 1, maxDigit(h) - 1);
    }
  }
  orientLow = orientInner == 0 ? 0 : l;
  orientHigh = orientInner == 0 ? 0 : h;
}

/** The twin's between: each end and the cells between keep what either order of the ends allows. */
function between(at: i32): bool {
  const first = at + 3;
  const last = first + word(at + 1) - 1;
  const a = word(first);
  const b = word(last);
  for (;;) {
    let floor = 0, ceiling = N + 1;
    for (let i = first + 1; i < last; i++) {
      const m = maskAt(word(i));
      const lo = minDigit(m), hi = maxDigit(m);
      if (lo > floor) floor = lo;
      if (hi < ceiling) ceiling = hi;
    }
    orient(maskAt(a), maskAt(b), floor, ceiling);
    let keepA = orientLow, keepB = orientHigh, inner = orientInner;
    orient(maskAt(b), maskAt(a), floor, ceiling);
    keepA |= orientHigh;
    keepB |= orientLow;
    inner |= orientInner;
    if (inner == 0) return false;
    let changed = 0;
    for (let i = first; i <= last; i++) {
      const r = narrow(word(i), i == first ? keepA : i == last ? keepB : inner);
      if (r < 0) return false;
      changed |= r;
    }
    if (changed == 0) return true;
  }
  return true; // not reached: the loop returns
}

/** Scratch of {@link lockout}: the digits each cell between the ends keeps. */
const LOCKOUT_KEEP: usize = memory.data(MAX_CELLS * 4, 16);

/** The twin's lockout: the ends' pairs of digits that leave every cell between a digit outside their range. */
function lockout(at: i32): bool {
  const first = at + 3;
  const last = first + word(at + 1) - 1;
  const a = word(first);
  const b = word(last);
  for (let i = 0; i < last - first; i++) setI32At(LOCKOUT_KEEP, i, 0);
  let keepA = 0, keepB = 0;
  for (let l = maskAt(a); l != 0; l &= l - 1) {
    const dl = <i32>ctz(l) + 1;
    for (let h = maskAt(b); h != 0; h &= h - 1) {
      const dh = <i32>ctz(h) + 1;
      if (dl == dh) continue;
      const outside = ALL & ~rangeMask(min(dl, dh), max(dl, dh));
      let fits = true;
      for (let i = first + 1; i < last && fits; i++) fits = (maskAt(word(i)) & outside) != 0;
      if (!fits) continue;
      keepA |= l & -l;
      keepB |= h & -h;
      for (let i = first + 1; i < last; i++) setI32At(LOCKOUT_KEEP, i - first - 1, i32At(LOCKOUT_KEEP, i - first - 1) | (maskAt(word(i)) & outside));
    }
  }
  if (keepA == 0) return false;
  if (narrow(a, keepA) < 0 || narrow(b, keepB) < 0) return false;
  for (let i = first + 1; i < last; i++) if (narrow(word(i), i32At(LOCKOUT_KEEP, i - first - 1)) < 0) return false;
  return true;
}

/** Scratch of {@link xSum}: the digits each cell keeps for some first digit X. */
const X_KEEP = new StaticArray<i32>(9);

/** The twin's xSum. */
function xSum(at: i32): bool {
  const sum = word(at + 2);
  const first = at + 3;
  for (;;) {
    let keepFirst = 0;
    let free = N;
    for (let i = 0; i < 9; i++) unchecked((X_KEEP[i] = 0));
    for (let bits = maskAt(word(first)); bits != 0; bits &= bits - 1) {
      const x = minDigit(bits);
      const rest = sum - x;
      let lo = 0, hi = 0;
      for (let i = 1; i < x; i++) {
        const m = maskAt(word(first + i));
        lo += minDigit(m);
        hi += maxDigit(m);
      }
      if (rest < lo || rest > hi) continue;
      keepFirst |= 1 << (x - 1);
      if (x < free) free = x;
      for (let i = 1; i < x; i++) {
        const m = maskAt(word(first + i));
        X_KEEP[i] = X_KEEP[i] | (m & rangeMask(rest - (hi - maxDigit(m)), rest - (lo - minDigit(m))));
      }
    }
    if (keepFirst == 0) return false;
    let changed = 0;
    for (let i = 0; i < free; i++) {
      const r = narrow(word(first + i), i == 0 ? keepFirst : X_KEEP[i]);
      if (r < 0) return false;
      changed |= r;
    }
    if (changed == 0) return true;
  }
  return true; // not reached: the loop returns
}

/** Scratch of {@link skyscraper}: the twin's skyReach and skyFinish (10 words per position). */
const SKY_REACH = new StaticArray<i32>(100);
const SKY_FINISH = new StaticArray<i32>(100);

/** The twin's skyscraper. */
function skyscraper(at: i32): bool {
  const count = word(at + 2);
  const first = at + 3;
  for (;;) {
    for (let k = 0; k < 100; k++) unchecked((SKY_REACH[k] = 0));
    unchecked((SKY_REACH[0] = 1));
    for (let i = 0; i < N; i++) {
      const mask = maskAt(word(first + i));
      for (let m = 0; m <= N; m++) {
        const seen = unchecked(SKY_REACH[10 * i + m]);
        if (seen == 0) continue;
        for (let bits = mask; bits != 0; bits &= bits - 1) {
          const d = minDigit(bits);
          const to = 10 * (i + 1) + (d > m ? d : m);
          unchecked((SKY_REACH[to] = unchecked(SKY_REACH[to]) | (d > m ? seen << 1 : seen)));
        }
      }
    }
    for (let m = 0; m <= N; m++) unchecked((SKY_FINISH[10 * N + m] = 1 << count));
    for (let i = N - 1; i >= 0; i--) {
      const mask = maskAt(word(first + i));
      for (let m = 0; m <= N; m++) {
        let finish = 0;
        for (let bits = unchecked(SKY_REACH[10 * i + m]) == 0 ? 0 : mask; bits != 0; bits &= bits - 1) {
          const d = minDigit(bits);
          finish |= d > m ? unchecked(SKY_FINISH[10 * (i + 1) + d]) >> 1 : unchecked(SKY_FINISH[10 * (i + 1) + m]);
        }
        unchecked((SKY_FINISH[10 * i + m] = finish));
      }
    }
    if ((unchecked(SKY_FINISH[0]) & 1) == 0) return false;
    let changed = 0;
    for (let i = 0; i < N; i++) {
      const mask = maskAt(word(first + i));
      let keep = 0;
      for (let bits = mask; bits != 0; bits &= bits - 1) {
        const d = minDigit(bits);
        for (let m = 0; m <= N; m++) {
          const next = d > m ? unchecked(SKY_FINISH[10 * (i + 1) + d]) >> 1 : unchecked(SKY_FINISH[10 * (i + 1) + m]);
          if ((unchecked(SKY_REACH[10 * i + m]) & next) != 0) {
            keep |= bits & -bits;
            break;
          }
        }
      }
      const r = narrow(word(first + i), keep);
      if (r < 0) return false;
      changed |= r;
    }
    if (changed == 0) return true;
  }
  return true; // not reached: the loop returns
}

function sandwich(at: i32): bool {
  const sum = word(at + 2);
  const line = at + 3;
  const one = 1;
  const big = 1 << (N - 1);
  const mid = ALL & ~one & ~big;
  for (let i = 0; i < 9; i++) unchecked((KEEP[i] = 0));
  for (let a = 0; a < N; a++) {
    if ((maskAt(word(line + a)) & one) == 0) continue;
    for (let b = 0; b < N; b++) {
      if (b == a || (maskAt(word(line + b)) & big) == 0) continue;
      const from = a < b ? a : b;
      const to = a < b ? b : a;
      let lo = 0, hi = 0;
      let fits = true;
      for (let i = 0; i < N; i++) {
        if (i == a || i == b) continue;
        const m = maskAt(word(line + i)) & mid;
        if (m == 0) {
          fits = false;
          break;
        }
        if (i > from && i < to) {
          lo += minDigit(m);
          hi += maxDigit(m);
        }
      }
      if (!fits) continue;
      const between = to - from - 1;
      const least = (between * (between + 3)) / 2;
      const most = (between * (2 * N - 1 - between)) / 2;
      if (sum < (lo > least ? lo : least) || sum > (hi < most ? hi : most)) continue;
      unchecked((KEEP[a] = unchecked(KEEP[a]) | one));
      unchecked((KEEP[b] = unchecked(KEEP[b]) | big));
      for (let i = 0; i < N; i++) {
        if (i == a || i == b) continue;
        const m = maskAt(word(line + i)) & mid;
        const keep = i > from && i < to ? m & rangeMask(sum - hi + maxDigit(m), sum - lo + minDigit(m)) : m;
        unchecked((KEEP[i] = unchecked(KEEP[i]) | keep));
      }
    }
  }
  for (let i = 0; i < N; i++) if (!restrict(word(line + i), unchecked(KEEP[i]))) return false;
  return true;
}

function regionSum(at: i32): bool {
  const s = word(at + 2);
  const ends = at + 3;
  const cells = ends + s;
  let low = 0, high = 1 << 30;
  let start = 0;
  for (let j = 0; j < s; j++) {
    const end = word(ends + j);
    let lo = 0, hi = 0;
    for (let i = start; i < end; i++) {
      const m = maskAt(word(cells + i));
      lo += minDigit(m);
      hi += maxDigit(m);
    }
    const count = end - start;
    const least = (count * (count + 1)) / 2;
    const most = (count * (2 * N - count + 1)) / 2;
    if (lo < least) lo = least;
    if (hi > most) hi = most;
    if (lo > low) low = lo;
    if (hi < high) high = hi;
    start = end;
  }
  if (low > high) return false;
  start = 0;
  for (let j = 0; j < s; j++) {
    const end = word(ends + j);
    let lo = 0, hi = 0;
    for (let i = start; i < end; i++) {
      const m = maskAt(word(cells + i));
      lo += minDigit(m);
      hi += maxDigit(m);
    }
    for (let i = start; i < end; i++) {
      const cell = word(cells + i);
      const m = maskAt(cell);
      if (!restrict(cell, rangeMask(low - hi + maxDigit(m), high - lo + minDigit(m)))) return false;
    }
    start = end;
  }
  return true;
}
