/**
 * The rules of the TypeScript variant engine that are not pairs or houses: one handler per
 * record type of the program (src/variant/compile/program.ts), the twins of
 * assembly/variant/rules.ts. A handler narrows its cells through {@link Propagator.restrict}
 * and returns false on a conflict; when every cell it reads is fixed it checks its rule
 * exactly.
 *
 * Owns: the pruning of each record type but ARROW (arrows.ts). Does not own: queues or when
 * a rule runs (propagate.ts).
 *
 *   CAGE        the combinations of k distinct digits with the sum (tables.ts) that every cell
 *               can meet, that the cells' union covers and that hold every digit the cage
 *               must hold (its fixed digits, and a digit some house holding two of its
 *               cells can place only inside it) give the digits allowed; within them each
 *               cell keeps the digits it holds in some completion of the cage
 *               (cage-exact.ts); a digit every completion holds with one place left goes
 *               there, with more it leaves every cell that sees all its places (ideas: sigh's
 *               Interactive Sudoku Solver notes, SUM.md)
 *   LINEAR      bounds by slack, to a fixed point: no term may exceed the target minus the
 *               other terms' smallest total, nor fall below it minus their largest
 *   RENBAN      the windows of k consecutive digits that hold every fixed digit, lie inside
 *               the union and meet every cell; each cell keeps their union, and a digit of
 *               every such window is placed or locked as a cage's
 *   SANDWICH    every placement of the 1 and the N whose cells between can still make the sum
 *               (by their bounds and by distinct digits) and whose other cells can hold
 *               neither; each cell keeps what some placement lets it hold
 *   REGION_SUM  the common sum lies in [largest segment minimum, smallest segment maximum];
 *               each segment's cells are bounded by slack against that range
 *   ARROW       each cell keeps the digits it holds in some completion of the sum
 *               (arrows.ts)
 *   QUADRUPLE   a listed digit with fewer places among the cells than it is listed is a
 *               conflict, with as many it fills them; when as many cells can hold a listed
 *               digit as digits are listed, they keep only listed digits (fewer: a conflict);
 *               to a fixed point
 *   BETWEEN     for each end taken as the lower: it stays below every cell between (below
 *               the least of their largest digits), the other end above them, the lower end
 *               below the upper; the cells between keep the digits strictly between the two
 *               ends' extremes; each cell keeps what either order allows; to a fixed point
 *   LOCKOUT     every pair of end digits (l, h), l ≠ h, for which each cell between holds a
 *               digit outside [min, max] of the two; each end keeps its digits of those pairs,
 *               each cell between its digits outside some such pair's range (one pass is a
 *               fixed point: the cells keep a digit outside every pair they supported)
 *   X_SUM       the first cell keeps each X for which the next X − 1 cells' bounds can make
 *               the rest of the sum; a cell before some kept X and after none keeps the digits
 *               that bounds by slack allow for one of them; to a fixed point
 *   SKYSCRAPER  the line read as an automaton whose state is (tallest so far, buildings seen):
 *               each cell keeps the digits on some path from the start to the clue's count,
 *               the states reachable before it and those that can finish after it found in
 *               one pass each way (digits are not told apart: the row does that); to a fixed
 *               point
 */
import { arrow } from './arrows.js';
import { cageExact } from './cage-exact.js';
import type { Propagator } from './propagate.js';
import { ceilDiv, floorDiv, maxDigit, minDigit, rangeMask } from './tables.js';
import {
  RULE_ARROW,
  RULE_BETWEEN,
  RULE_CAGE,
  RULE_LINEAR,
  RULE_LOCKOUT,
  RULE_QUADRUPLE,
  RULE_REGION_SUM,
  RULE_RENBAN,
  RULE_SANDWICH,
  RULE_SKYSCRAPER,
  RULE_X_SUM,
} from '../../variant/compile/program.js';

/** Scratch for {@link sandwich}: digits each cell of the line may keep. */
const keep = new Int32Array(9);

/** The word where the cells of the record at `at` begin (k of them: the record's word 1). */
export function ruleCellsAt(w: Int32Array, at: number): number {
  const type = w[at];
  return type === RULE_RENBAN ? at + 2 : type === RULE_REGION_SUM ? at + 3 + w[at + 2] : at + 3;
}

/** Runs rule `id` on the frame being propagated. */
export function runRule(p: Propagator, id: number): boolean {
  const prog = p.program;
  const w = prog.words;
  const at = w[prog.rules + id];
  switch (w[at]) {
    case RULE_CAGE:
      return cage(p, at, id);
    case RULE_LINEAR:
      return linear(p, at);
    case RULE_RENBAN:
      return renban(p, at);
    case RULE_SANDWICH:
      return sandwich(p, at);
    case RULE_REGION_SUM:
      return regionSum(p, at);
    case RULE_ARROW:
      return arrow(p, at);
    case RULE_QUADRUPLE:
      return quadruple(p, at);
    case RULE_LOCKOUT:
      return lockout(p, at);
    case RULE_BETWEEN:
      return between(p, at);
    case RULE_X_SUM:
      return xSum(p, at);
    case RULE_SKYSCRAPER:
      return skyscraper(p, at);
  }
  return true;
}

/** The digits each cage rule must hold, as its last cheap step found (read by its exact step). */
let mustOf = new Int32Array(64);
/** Scratch of {@link cage}: the masks of its open cells. */
const openMasks = new Int32Array(81);

/**
 * Digits cage rule `id` must hold because a house holding two or more of its cells has no
 * place for them outside the cage (every house holds every digit).
 */
function cageMust(p: Propagator, id: number): number {
  const { masks, base } = p;
  const prog = p.program;
  const list = prog.cageHouseWords;
  let must = 0;
  for (let k = prog.cageHouseStart[id], end = prog.cageHouseStart[id + 1]; k < end; ) {
    let outside = 0;
    for (let last = k + 1 + list[k++]; k < last; k++) outside |= masks[base + list[k]];
    must |= ~outside;
  }
  return must & prog.all;
}

function cage(p: Propagator, at: number, id: number): boolean {
  const { masks, base } = p;
  const prog = p.program;
  const w = prog.words;
  const k = w[at + 1];
  const first = at + 3;
  const end = first + k;
  let union = 0;
  let fixed = 0;
  let open = 0;
  for (let i = first; i < end; i++) {
    const m = masks[base + w[i]];
    union |= m;
    if ((m & (m - 1)) === 0) {
      if ((fixed & m) !== 0) return false;
      fixed |= m;
    } else {
      openMasks[open++] = m;
    }
  }
  const { comboStart, comboMasks } = prog.combos;
  const key = k * 64 + w[at + 2];
  let allowed = 0;
  let required = prog.all;
  // digits the cage must hold: its fixed ones, and those a house can place only inside it
  const must = cageMust(p, id) | fixed;
  for (let j = comboStart[key], last = comboStart[key + 1]; j < last; j++) {
    const combo = comboMasks[j];
    if ((combo & ~union) !== 0 || (must & ~combo) !== 0) continue;
    // every cell meets the combination (a fixed cell's digit is in `must`, so in it)
    let meets = true;
    for (let i = 0; i < open; i++) {
      if ((openMasks[i] & combo) === 0) {
        meets = false;
        break;
      }
    }
    if (!meets) continue;
    allowed |= combo;
    required &= combo;
  }
  if (allowed === 0) return false;
  for (let i = first; i < end; i++) if (!p.restrict(w[i], allowed)) return false;
  if (!p.placeRequired(first, k, required & ~fixed)) return false;
  if (k > 2 && fixed !== allowed) {
    // what the cage must hold stays true while the frame narrows: the exact step reuses it
    if (mustOf.length <= id) mustOf = new Int32Array(2 * id + 2);
    mustOf[id] = must;
    p.queueExact(id);
  }
  return true;
}

/**
 * The exact step of cage rule `id` (queued by {@link cage}, run when the cheaper steps are
 * done): each cell keeps what it holds in some completion (cage-exact.ts), and the digits
 * every completion holds are placed or locked.
 */
export function exactCage(p: Propagator, id: number): boolean {
  const prog = p.program;
  const w = prog.words;
  const at = w[prog.rules + id];
  const required = cageExact(p, at + 3, w[at + 1], w[at + 2], mustOf[id]);
  return required >= 0 && p.placeRequired(at + 3, w[at + 1], required);
}

function linear(p: Propagator, at: number): boolean {
  const { masks, base } = p;
  const prog = p.program;
  const w = prog.words;
  const N = prog.N;
  const k = w[at + 1];
  const target = w[at + 2];
  const first = at + 3;
  for (;;) {
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < k; i++) {
      const m = masks[base + w[first + i]];
      const c = w[first + k + i];
      if (c >= 0) {
        lo += c * minDigit(m);
        hi += c * maxDigit(m);
      } else {
        lo += c * maxDigit(m);
        hi += c * minDigit(m);
      }
    }
    if (target < lo || target > hi) return false;
    if (lo === hi) return true;
    let changed = false;
    for (let i = 0; i < k; i++) {
      const cell = w[first + i];
      const m = masks[base + cell];
      const c = w[first + k + i];
      if (c === 0) continue;
      let vmin: number;
      let vmax: number;
      if (c > 0) {
        // c·v ≤ target − (lo − c·min) and c·v ≥ target − (hi − c·max)
        vmax = floorDiv(target - lo + c * minDigit(m), c);
        vmin = ceilDiv(target - hi + c * maxDigit(m), c);
      } else {
        // the term c·v lies in [c·max, c·min]
        vmin = ceilDiv(-(target - lo + c * maxDigit(m)), -c);
        vmax = floorDiv(-(target - hi + c * minDigit(m)), -c);
      }
      const left = m & rangeMask(vmin, vmax, N);
      if (left === m) continue;
      if (!p.restrict(cell, left)) return false;
      changed = true;
    }
    if (!changed) return true;
  }
}

function renban(p: Propagator, at: number): boolean {
  const { masks, base } = p;
  const prog = p.program;
  const w = prog.words;
  const k = w[at + 1];
  const first = at + 2;
  const end = first + k;
  let union = 0;
  let fixed = 0;
  for (let i = first; i < end; i++) {
    const m = masks[base + w[i]];
    union |= m;
    if ((m & (m - 1)) === 0) {
      if ((fixed & m) !== 0) return false;
      fixed |= m;
    }
  }
  let allowed = 0;
  let required = prog.all;
  const run = (1 << k) - 1;
  for (let low = 0; low + k <= prog.N; low++) {
    const window = run << low;
    if ((fixed & ~window) !== 0 || (window & ~union) !== 0) continue;
    let meets = true;
    for (let i = first; i < end; i++) {
      if ((masks[base + w[i]] & window) === 0) {
        meets = false;
        break;
      }
    }
    if (!meets) continue;
    allowed |= window;
    required &= window;
  }
  if (allowed === 0) return false;
  for (let i = first; i < end; i++) if (!p.restrict(w[i], allowed)) return false;
  // the line holds every digit of its run: those of every run that fits are placed or locked
  return p.placeRequired(first, k, required & ~fixed);
}

/** `cell` keeps only `keep`: 1 when digits left it, 0 when none did, −1 on a conflict. */
function narrow(p: Propagator, cell: number, keep: number): number {
  const mask = p.masks[p.base + cell];
  if ((mask & keep) === mask) return 0;
  return p.restrict(cell, keep) ? 1 : -1;
}

function quadruple(p: Propagator, at: number): boolean {
  const { masks, base } = p;
  const w = p.program.words;
  const k = w[at + 1];
  const m = w[at + 2];
  const first = at + 3;
  const end = first + k;
  for (;;) {
    let changed = 0;
    let listed = 0;
    for (let j = end; j < end + m; ) {
      const d = w[j];
      const bit = 1 << (d - 1);
      let times = 0;
      for (; j < end + m && w[j] === d; j++) times++;
      listed |= bit;
      let places = 0;
      for (let i = first; i < end; i++) if ((masks[base + w[i]] & bit) !== 0) places++;
      if (places < times) return false;
      if (places > times) continue;
      for (let i = first; i < end; i++) {
        if ((masks[base + w[i]] & bit) === 0) continue;
        const r = narrow(p, w[i], bit);
        if (r < 0) return false;
        changed |= r;
      }
    }
    // the m listed places need m cells that can hold a listed digit: with just m, those hold them
    let holders = 0;
    for (let i = first; i < end; i++) if ((masks[base + w[i]] & listed) !== 0) holders++;
    if (holders < m) return false;
    for (let i = first; holders === m && i < end; i++) {
      if ((masks[base + w[i]] & listed) === 0) continue;
      const r = narrow(p, w[i], listed);
      if (r < 0) return false;
      changed |= r;
    }
    if (changed === 0) return true;
  }
}

/** Scratch of {@link lockout}: the digits each cell between the ends keeps. */
let lockoutKeep = new Int32Array(81);

/** LOCKOUT (see the header): the ends' pairs of digits that leave every cell between a digit outside their range. */
function lockout(p: Propagator, at: number): boolean {
  const { masks, base } = p;
  const w = p.program.words;
  const N = p.program.N;
  const first = at + 3;
  const last = first + w[at + 1] - 1;
  const a = w[first];
  const b = w[last];
  if (lockoutKeep.length < last - first) lockoutKeep = new Int32Array(last - first);
  lockoutKeep.fill(0, 0, last - first);
  let keepA = 0;
  let keepB = 0;
  for (let l = masks[base + a]; l !== 0; l &= l - 1) {
    const dl = 32 - Math.clz32(l & -l);
    for (let h = masks[base + b]; h !== 0; h &= h - 1) {
      const dh = 32 - Math.clz32(h & -h);
      if (dl === dh) continue;
      const outside = ((1 << N) - 1) & ~rangeMask(Math.min(dl, dh), Math.max(dl, dh), N);
      let fits = true;
      for (let i = first + 1; i < last && fits; i++) fits = (masks[base + w[i]] & outside) !== 0;
      if (!fits) continue;
      keepA |= l & -l;
      keepB |= h & -h;
      for (let i = first + 1; i < last; i++) lockoutKeep[i - first - 1] |= masks[base + w[i]] & outside;
    }
  }
  if (keepA === 0) return false;
  if (narrow(p, a, keepA) < 0 || narrow(p, b, keepB) < 0) return false;
  for (let i = first + 1; i < last; i++) if (narrow(p, w[i], lockoutKeep[i - first - 1]) < 0) return false;
  return true;
}

/** What {@link orient} found: the low end's digits, the high end's, the digits between; all 0 when the order is impossible. */
let orientLow = 0;
let orientHigh = 0;
let orientInner = 0;

/**
 * A between line's order with the end `low` below the end `high`: each end's digits that fit
 * cells between whose least digits reach up to `floor` and whose largest come down to `ceiling`.
 */
function orient(low: number, high: number, floor: number, ceiling: number, N: number): void {
  orientInner = 0;
  let l = low & rangeMask(1, ceiling - 1, N);
  let h = high & rangeMask(floor + 1, N, N);
  if (l !== 0 && h !== 0) {
    l &= rangeMask(1, maxDigit(h) - 1, N);
    if (l !== 0) {
      h &= rangeMask(minDigit(l) + 1, N, N);
      orientInner = rangeMask(minDigit(l) + 1, maxDigit(h) - 1, N);
    }
  }
  orientLow = orientInner === 0 ? 0 : l;
  orientHigh = orientInner === 0 ? 0 : h;
}

function between(p: Propagator, at: number): boolean {
  const { masks, base } = p;
  const prog = p.program;
  const w = prog.words;
  const N = prog.N;
  const first = at + 3;
  const last = first + w[at + 1] - 1;
  const a = w[first];
  const b = w[last];
  for (;;) {
    let floor = 0;
    let ceiling = N + 1;
    for (let i = first + 1; i < last; i++) {
      const m = masks[base + w[i]];
      floor = Math.max(floor, minDigit(m));
      ceiling = Math.min(ceiling, maxDigit(m));
    }
    orient(masks[base + a], masks[base + b], floor, ceiling, N);
    let keepA = orientLow;
    let keepB = orientHigh;
    let inner = orientInner;
    orient(masks[base + b], masks[base + a], floor, ceiling, N);
    keepA |= orientHigh;
    keepB |= orientLow;
    inner |= orientInner;
    if (inner === 0) return false;
    let changed = 0;
    for (let i = first; i <= last; i++) {
      const r = narrow(p, w[i], i === first ? keepA : i === last ? keepB : inner);
      if (r < 0) return false;
      changed |= r;
    }
    if (changed === 0) return true;
  }
}

/** Scratch of {@link xSum}: the digits each cell keeps for some first digit X. */
const xKeep = new Int32Array(9);

function xSum(p: Propagator, at: number): boolean {
  const { masks, base } = p;
  const prog = p.program;
  const w = prog.words;
  const N = prog.N;
  const sum = w[at + 2];
  const first = at + 3;
  for (;;) {
    let keepFirst = 0;
    // cells from `free` on come after some feasible X: they keep every digit
    let free = N;
    xKeep.fill(0);
    for (let bits = masks[base + w[first]]; bits !== 0; bits &= bits - 1) {
      const x = minDigit(bits);
      const rest = sum - x;
      let lo = 0;
      let hi = 0;
      for (let i = 1; i < x; i++) {
        const m = masks[base + w[first + i]];
        lo += minDigit(m);
        hi += maxDigit(m);
      }
      if (rest < lo || rest > hi) continue;
      keepFirst |= 1 << (x - 1);
      if (x < free) free = x;
      for (let i = 1; i < x; i++) {
        const m = masks[base + w[first + i]];
        xKeep[i] |= m & rangeMask(rest - (hi - maxDigit(m)), rest - (lo - minDigit(m)), N);
      }
    }
    if (keepFirst === 0) return false;
    let changed = 0;
    for (let i = 0; i < free; i++) {
      const r = narrow(p, w[first + i], i === 0 ? keepFirst : xKeep[i]);
      if (r < 0) return false;
      changed |= r;
    }
    if (changed === 0) return true;
  }
}

/**
 * Scratch of {@link skyscraper}, 10 words per position i = 0 … N (before cell i, then after the
 * last): word 10·i + m is a set of counts (bit s: s buildings seen) with m the tallest so far.
 * `skyReach`: the states the cells before i can reach; `skyFinish`: those from which the cells
 * from i on can end with exactly the clue's count.
 */
const skyReach = new Int32Array(100);
const skyFinish = new Int32Array(100);

function skyscraper(p: Propagator, at: number): boolean {
  const { masks, base } = p;
  const prog = p.program;
  const w = prog.words;
  const N = prog.N;
  const count = w[at + 2];
  const first = at + 3;
  for (;;) {
    skyReach.fill(0);
    skyReach[0] = 1;
    for (let i = 0; i < N; i++) {
      const mask = masks[base + w[first + i]];
      for (let m = 0; m <= N; m++) {
        const seen = skyReach[10 * i + m];
        if (seen === 0) continue;
        for (let bits = mask; bits !== 0; bits &= bits - 1) {
          const d = minDigit(bits);
          if (d > m) skyReach[10 * (i + 1) + d] |= seen << 1;
          else skyReach[10 * (i + 1) + m] |= seen;
        }
      }
    }
    for (let m = 0; m <= N; m++) skyFinish[10 * N + m] = 1 << count;
    for (let i = N - 1; i >= 0; i--) {
      const mask = masks[base + w[first + i]];
      for (let m = 0; m <= N; m++) {
        let finish = 0;
        // only reachable states are read later (as the start of a step, or its end)
        for (let bits = skyReach[10 * i + m] === 0 ? 0 : mask; bits !== 0; bits &= bits - 1) {
          const d = minDigit(bits);
          finish |= d > m ? skyFinish[10 * (i + 1) + d] >> 1 : skyFinish[10 * (i + 1) + m];
        }
        skyFinish[10 * i + m] = finish;
      }
    }
    if ((skyFinish[0] & 1) === 0) return false;
    // a digit stays where some reachable state goes on with it to a state that can finish
    let changed = 0;
    for (let i = 0; i < N; i++) {
      const mask = masks[base + w[first + i]];
      let keep = 0;
      for (let bits = mask; bits !== 0; bits &= bits - 1) {
        const d = minDigit(bits);
        for (let m = 0; m <= N; m++) {
          if ((skyReach[10 * i + m] & (d > m ? skyFinish[10 * (i + 1) + d] >> 1 : skyFinish[10 * (i + 1) + m])) !== 0) {
            keep |= bits & -bits;
            break;
          }
        }
      }
      const r = narrow(p, w[first + i], keep);
      if (r < 0) return false;
      changed |= r;
    }
    if (changed === 0) return true;
  }
}

function sandwich(p: Propagator, at: number): boolean {
  const { masks, base } = p;
  const prog = p.program;
  const w = prog.words;
  const N = prog.N;
  const sum = w[at + 2];
  const line = at + 3;
  const one = 1;
  const big = 1 << (N - 1);
  const mid = prog.all & ~one & ~big;
  keep.fill(0);
  for (let a = 0; a < N; a++) {
    if ((masks[base + w[line + a]] & one) === 0) continue;
    for (let b = 0; b < N; b++) {
      if (b === a || (masks[base + w[line + b]] & big) === 0) continue;
      const from = a < b ? a : b;
      const to = a < b ? b : a;
      let lo = 0;
      let hi = 0;
      let fits = true;
      for (let i = 0; i < N; i++) {
        if (i === a || i === b) continue;
        const m = masks[base + w[line + i]] & mid;
        if (m === 0) {
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
      const least = (between * (between + 3)) / 2; // 2 + 3 + … + (between + 1)
      const most = (between * (2 * N - 1 - between)) / 2; // (N − 1) + … + (N − between)
      if (sum < (lo > least ? lo : least) || sum > (hi < most ? hi : most)) continue;
      keep[a] |= one;
      keep[b] |= big;
      for (let i = 0; i < N; i++) {
        if (i === a || i === b) continue;
        const m = masks[base + w[line + i]] & mid;
        keep[i] |= i > from && i < to ? m & rangeMask(sum - hi + maxDigit(m), sum - lo + minDigit(m), N) : m;
      }
    }
  }
  for (let i = 0; i < N; i++) if (!p.restrict(w[line + i], keep[i])) return false;
  return true;
}

function regionSum(p: Propagator, at: number): boolean {
  const { masks, base } = p;
  const prog = p.program;
  const w = prog.words;
  const N = prog.N;
  const s = w[at + 2];
  const ends = at + 3;
  const cells = ends + s;
  let low = 0;
  let high = 1 << 30;
  let start = 0;
  for (let j = 0; j < s; j++) {
    const end = w[ends + j];
    let lo = 0;
    let hi = 0;
    for (let i = start; i < end; i++) {
      const m = masks[base + w[cells + i]];
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
    const end = w[ends + j];
    let lo = 0;
    let hi = 0;
    for (let i = start; i < end; i++) {
      const m = masks[base + w[cells + i]];
      lo += minDigit(m);
      hi += maxDigit(m);
    }
    for (let i = start; i < end; i++) {
      const cell = w[cells + i];
      const m = masks[base + cell];
      if (!p.restrict(cell, rangeMask(low - hi + maxDigit(m), high - lo + minDigit(m), N))) return false;
    }
    start = end;
  }
  return true;
}
