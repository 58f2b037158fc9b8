/**
 * The compiler's derived rules (the 45 rule: innies and outies of houses, runs of rows or
 * columns and unions of regions covered by killer cages), found in the module: the twin of
 * src/variant/compile/derive.ts, whose header has the arithmetic and the limits. The
 * compiler hands the cages and houses over and reads the rules back
 * (src/variant/compile/derive-module.ts); both twins give the same rules in the same order
 * (test/variant/engine/derived-rules.test.ts compares the whole programs on the generated
 * sets, the published examples and random killers of every size).
 *
 * Owns: the in and out buffers and the walk. Does not own: what the rules mean (the
 * engines), the limits (the compiler passes them in).
 *
 *   DERIVE_IN (i32)                              DERIVE_OUT (i32)
 *   ──────────────────────────────────────────   ─────────────────────────────────────────
 *   0 N   1 H (houses)   2 K (cages)             0 possible (1, or 0: a sum proved impossible)
 *   3 MAX_CELLS   4 MAX_CAGE_CELLS   5 MAX_UNION 1 R (records)  2 F (fixed cells)  3 E (end)
 *   6 …        house masks, 3 words each         4 … E  R records as the program's: type, n,
 *   6 + 3H …   the region of each cell (N²)             target, cells, (LINEAR) signs
 *   then       K × (sum, size, cells × size)     E …    F × (cell, digit bit): the cell's root
 *                                                       mask is ANDed with the bit
 *
 * The compiler's cell sets are 3 words of 32 bits (cell 32·j + i is bit i of word j); here they
 * are two u64 (cells 0…63, then 64…80), and so are the sets of cage indices.
 */
import { RULE_CAGE, RULE_LINEAR } from './layout';
import { i32At, setI32At, u32At, u64At, setU64At } from '../memory';

/** Houses at most (the digit planes' limit; a program with more derives in TypeScript). */
export const DERIVE_MAX_HOUSES: i32 = 64;
/** Words of DERIVE_IN: the header, the houses, the regions and the cages (longer cage lists derive in TypeScript). */
export const DERIVE_IN_WORDS: i32 = 6 + 3 * DERIVE_MAX_HOUSES + 81 + 3 * 81;
/** Words of DERIVE_OUT: a walk that would write more gives up (−1), and the compiler derives in TypeScript. */
export const DERIVE_OUT_WORDS: i32 = 8192;
export const DERIVE_IN: usize = memory.data(DERIVE_IN_WORDS * 4, 16);
export const DERIVE_OUT: usize = memory.data(DERIVE_OUT_WORDS * 4, 16);

/** Cell sets of the cages used and of the houses, as two u64 (cells 0…63, 64…80). */
const CAGE_SETS: usize = memory.data(2 * 81 * 8, 16);
const HOUSE_SETS: usize = memory.data(2 * DERIVE_MAX_HOUSES * 8, 16);
const CAGE_SUMS: usize = memory.data(81 * 4, 16);
const CAGE_SIZES: usize = memory.data(81 * 4, 16);
/** The cages (indices) meeting each house, as two u64. */
const HOUSE_CAGES: usize = memory.data(2 * DERIVE_MAX_HOUSES * 8, 16);
/** Per axis, N × N: the sizes of the cages by their first and last line, then `within` (the compiler's). */
const SPANS: usize = memory.data(4 * 81 * 4, 16);
const CAGED_IN_LINE: usize = memory.data(2 * 9 * 4, 16);
const COVERED: usize = memory.data(512 * 4, 16);
const CAGED: usize = memory.data(512 * 4, 16);
const CAGED_IN_REGION: usize = memory.data(9 * 4, 16);
/** Records met, 5 words each (+ cells, − cells as u64 pairs, then the target as an i64), for dropping repeats through a hash. */
const MAX_SEEN: i32 = 1024;
const SEEN: usize = memory.data(5 * MAX_SEEN * 8, 16);
const SEEN_NEXT: usize = memory.data(MAX_SEEN * 4, 16);
const SLOTS: i32 = 256;
const SEEN_HEADS: usize = memory.data(SLOTS * 4, 16);
/** Fixed cells at most (a cell may be fixed by several unions): cell, digit bit. */
const MAX_FIXED: i32 = 81;
const FIXED: usize = memory.data(2 * MAX_FIXED * 4, 16);
const RECORDS_AT: i32 = 4;

// the walk's state
let N: i32 = 9;
let H: i32 = 27;
let regionOf: usize = 0;
let maxCells: i32 = 6;
let maxCageCells: i32 = 5;
let cagedLo: u64 = 0;
let cagedHi: u64 = 0;
let allCaged: i32 = 0;
let possible: bool = true;
let overflow: bool = false;
let seen: i32 = 0;
let outAt: i32 = 0;
let fixedCount: i32 = 0;
let recordCount: i32 = 0;

@inline function cellCount(lo: u64, hi: u64): i32 {
  return <i32>(popcnt(lo) + popcnt(hi));
}

/** Whether house h holds every cell of the set. */
@inline function holds(h: i32, lo: u64, hi: u64): bool {
  return (u64At(HOUSE_SETS, 2 * h) & lo) == lo && (u64At(HOUSE_SETS, 2 * h + 1) & hi) == hi;
}

/** Whether one house holds every cell of the set: the row, column or region of its first cell, or a house beyond those. */
function sameHouse(lo: u64, hi: u64): bool {
  const first = lo != 0 ? <i32>ctz(lo) : 64 + <i32>ctz(hi);
  const row = first / N;
  if (holds(row, lo, hi) || holds(N + first - row * N, lo, hi) || holds(2 * N + i32At(regionOf, first), lo, hi)) return true;
  for (let h = 3 * N; h < H; h++) if (holds(h, lo, hi)) return true;
  return false;
}

/** Whether k distinct digits of 1…N can add up to `sum`. */
@inline function cageSumPossible(k: i32, sum: i32): bool {
  return k <= N && sum >= (k * (k + 1)) / 2 && sum <= (k * (2 * N - k + 1)) / 2;
}

/** Adds Σ plus − Σ minus = target (two disjoint cell sets), unless it was met before. */
function add(pLo: u64, pHi: u64, mLo: u64, mHi: u64, target: i32): void {
  const lo = pLo | mLo, hi = pHi | mHi;
  const n = cellCount(lo, hi);
  const sign: i32 = (mLo | mHi) == 0 ? 1 : (pLo | pHi) == 0 ? -1 : 0;
  if (n == 1) {
    const cell = lo != 0 ? <i32>ctz(lo) : 64 + <i32>ctz(hi);
    const digit = target * sign;
    if (digit < 1 || digit > N) {
      possible = false;
    } else if (fixedCount == MAX_FIXED) {
      overflow = true;
    } else {
      setI32At(FIXED, 2 * fixedCount, cell);
      setI32At(FIXED, 2 * fixedCount + 1, 1 << (digit - 1));
      fixedCount++;
    }
    return;
  }
  const cage = sign != 0 && sameHouse(lo, hi);
  if (cage && n > maxCageCells) return;
  // the key: a cage's cells and sum; a LINEAR record's + and − cells and target
  const k0 = cage ? lo : pLo;
  const k1 = cage ? hi : pHi;
  const k2: u64 = cage ? 0 : mLo;
  const k3: u64 = cage ? 0 : mHi;
  const k4: i64 = cage ? sign * target : target;
  const mixed = k0 ^ (k1 * 0x9e3779b97f4a7c15) ^ (k2 * 0xc2b2ae3d27d4eb4f) ^ (k3 * 0x165667b19e3779f9) ^ (<u64>k4 * 0x27d4eb2f165667c5);
  const slot = <i32>((mixed * 0x9e3779b97f4a7c15) >> 56) & (SLOTS - 1);
  const head = i32At(SEEN_HEADS, slot);
  for (let r = head; r != 0; r = i32At(SEEN_NEXT, r - 1)) {
    const at = 5 * (r - 1);
    if (u64At(SEEN, at) == k0 && u64At(SEEN, at + 1) == k1 && u64At(SEEN, at + 2) == k2 && u64At(SEEN, at + 3) == k3 && <i64>u64At(SEEN, at + 4) == k4) return;
  }
  if (seen == MAX_SEEN) {
    overflow = true;
    return;
  }
  setI32At(SEEN_NEXT, seen, head);
  setI32At(SEEN_HEADS, slot, seen + 1);
  const at = 5 * seen++;
  setU64At(SEEN, at, k0);
  setU64At(SEEN, at + 1, k1);
  setU64At(SEEN, at + 2, k2);
  setU64At(SEEN, at + 3, k3);
  setU64At(SEEN, at + 4, <u64>k4);
  if (cage && !cageSumPossible(n, sign * target)) possible = false;
  // the record: type, n, target, the cells ascending, then (LINEAR) their signs
  const length = 3 + (cage ? n : 2 * n);
  if (outAt + length > DERIVE_OUT_WORDS) {
    overflow = true;
    return;
  }
  recordCount++;
  const record = DERIVE_OUT + (<usize>outAt << 2);
  outAt += length;
  store<i32>(record, cage ? RULE_CAGE : RULE_LINEAR);
  store<i32>(record, n, 4);
  store<i32>(record, <i32>k4, 8);
  let cell = record + 12;
  for (let x = lo; x != 0; x &= x - 1, cell += 4) store<i32>(cell, <i32>ctz(x));
  for (let x = hi; x != 0; x &= x - 1, cell += 4) store<i32>(cell, 64 + <i32>ctz(x));
  if (!cage) {
    for (let x = lo; x != 0; x &= x - 1, cell += 4) store<i32>(cell, (pLo & x & (~x + 1)) != 0 ? 1 : -1);
    for (let x = hi; x != 0; x &= x - 1, cell += 4) store<i32>(cell, (pHi & x & (~x + 1)) != 0 ? 1 : -1);
  }
}

/** The innies and outies of the union X (cell set x) of k houses, whose cages are the set g. */
function derive(xLo: u64, xHi: u64, k: i32, gLo: u64, gHi: u64): void {
  let A = 0, B = 0;
  let inLo: u64 = 0, inHi: u64 = 0, outLo: u64 = 0, outHi: u64 = 0;
  for (let half = 0; half < 2; half++) {
    for (let bits = half == 0 ? gLo : gHi; bits != 0; bits &= bits - 1) {
      const j = 64 * half + <i32>ctz(bits);
      const cLo = u64At(CAGE_SETS, 2 * j), cHi = u64At(CAGE_SETS, 2 * j + 1);
      const oLo = cLo & ~xLo, oHi = cHi & ~xHi;
      if ((oLo | oHi) == 0) {
        A += i32At(CAGE_SUMS, j);
        inLo |= cLo;
        inHi |= cHi;
      } else {
        B += i32At(CAGE_SUMS, j);
        outLo |= oLo;
        outHi |= oHi;
      }
    }
  }
  const T = (k * N * (N + 1)) >> 1;
  const iLo = xLo & ~inLo, iHi = xHi & ~inHi;
  const nInnies = cellCount(iLo, iHi);
  if (nInnies == 0) {
    if (A != T) possible = false;
    return;
  }
  if (nInnies <= maxCells) add(iLo, iHi, 0, 0, T - A);
  if ((outLo | outHi) == 0) return;
  const fLo = xLo & ~cagedLo, fHi = xHi & ~cagedHi;
  if (cellCount(fLo | outLo, fHi | outHi) <= maxCells) add(fLo, fHi, outLo, outHi, T - A - B);
}

/** Whether a union of `cells` cells (`covered` in cages inside it, `caged` in cages, `outside` beyond it in its cages) gives a rule. */
@inline function yields(cells: i32, covered: i32, caged: i32, outside: i32): bool {
  return cells - covered <= maxCells || (outside != 0 && cells - caged + outside <= maxCells);
}

/** The run of lines a … b of the axis (0 rows, 1 columns). */
function runYields(axis: i32, a: i32, b: i32): bool {
  const s = 2 * N * N + axis * N * N; // within
  let caged = 0;
  for (let line = a; line <= b; line++) caged += i32At(CAGED_IN_LINE, axis * N + line);
  const meeting = allCaged - (a > 0 ? i32At(SPANS, s + a - 1) : 0) - (b < N - 1 ? i32At(SPANS, s + (b + 1) * N + N - 1) : 0);
  return yields((b - a + 1) * N, i32At(SPANS, s + a * N + b), caged, meeting - caged);
}

@inline function unionYields(set: i32, k: i32, full: i32): bool {
  return yields(k * N, i32At(COVERED, set), i32At(CAGED, set), allCaged - i32At(COVERED, full ^ set) - i32At(CAGED, set));
}

/**
 * Derives the rules of DERIVE_IN into DERIVE_OUT: the number of words written, or −1 when they
 * do not fit (the compiler then derives in TypeScript).
 */
export function deriveRules(): i32 {
  N = i32At(DERIVE_IN, 0);
  const C = N * N;
  H = i32At(DERIVE_IN, 1);
  const K = i32At(DERIVE_IN, 2);
  if (N < 1 || N > 9 || H < 3 * N || H > DERIVE_MAX_HOUSES || K > 81) return -1;
  maxCells = i32At(DERIVE_IN, 3);
  maxCageCells = i32At(DERIVE_IN, 4);
  const maxUnion = i32At(DERIVE_IN, 5);
  regionOf = DERIVE_IN + <usize>(4 * (6 + 3 * H));
  possible = true;
  overflow = false;
  seen = 0;
  fixedCount = 0;
  recordCount = 0;
  outAt = RECORDS_AT;
  memory.fill(SEEN_HEADS, 0, SLOTS * 4);
  // the houses as u64 pairs
  for (let h = 0; h < H; h++) {
    const m = 6 + 3 * h;
    setU64At(HOUSE_SETS, 2 * h, <u64>u32At(DERIVE_IN, m) | (<u64>u32At(DERIVE_IN, m + 1) << 32));
    setU64At(HOUSE_SETS, 2 * h + 1, <u64>u32At(DERIVE_IN, m + 2));
  }
  // the cages used: pairwise disjoint, taken in order
  let used = 0;
  cagedLo = 0;
  cagedHi = 0;
  let p = 6 + 3 * H + C;
  for (let j = 0; j < K; j++) {
    const sum = i32At(DERIVE_IN, p);
    const size = i32At(DERIVE_IN, p + 1);
    let lo: u64 = 0, hi: u64 = 0;
    for (let i = p + 2; i < p + 2 + size; i++) {
      const c = i32At(DERIVE_IN, i);
      if (<u32>c >= <u32>C) return -1;
      if (c < 64) lo |= (<u64>1) << c;
      else hi |= (<u64>1) << (c - 64);
    }
    p += 2 + size;
    if (((lo & cagedLo) | (hi & cagedHi)) != 0) continue;
    cagedLo |= lo;
    cagedHi |= hi;
    setU64At(CAGE_SETS, 2 * used, lo);
    setU64At(CAGE_SETS, 2 * used + 1, hi);
    setI32At(CAGE_SUMS, used++, sum);
  }
  // the cages meeting each house; the spans of the cages and the caged cells of each line
  memory.fill(HOUSE_CAGES, 0, 16 * H);
  memory.fill(SPANS, 0, 2 * N * N * 4);
  memory.fill(CAGED_IN_LINE, 0, 2 * 9 * 4);
  allCaged = 0;
  for (let j = 0; j < used; j++) {
    const word = j >> 6;
    const bit: u64 = (<u64>1) << (j & 63);
    let top = N, bottom = -1, left = N, right = -1, size = 0;
    for (let half = 0; half < 2; half++) {
      for (let bits = u64At(CAGE_SETS, 2 * j + half); bits != 0; bits &= bits - 1) {
        const c = 64 * half + <i32>ctz(bits);
        const row = c / N;
        const column = c - row * N;
        const hr = 2 * row + word, hc = 2 * (N + column) + word, hg = 2 * (2 * N + i32At(regionOf, c)) + word;
        setU64At(HOUSE_CAGES, hr, u64At(HOUSE_CAGES, hr) | bit);
        setU64At(HOUSE_CAGES, hc, u64At(HOUSE_CAGES, hc) | bit);
        setU64At(HOUSE_CAGES, hg, u64At(HOUSE_CAGES, hg) | bit);
        if (row < top) top = row;
        if (row > bottom) bottom = row;
        if (column < left) left = column;
        if (column > right) right = column;
        setI32At(CAGED_IN_LINE, row, i32At(CAGED_IN_LINE, row) + 1);
        setI32At(CAGED_IN_LINE, N + column, i32At(CAGED_IN_LINE, N + column) + 1);
        size++;
      }
    }
    setI32At(CAGE_SIZES, j, size);
    allCaged += size;
    setI32At(SPANS, top * N + bottom, i32At(SPANS, top * N + bottom) + size);
    setI32At(SPANS, N * N + left * N + right, i32At(SPANS, N * N + left * N + right) + size);
    const lo = u64At(CAGE_SETS, 2 * j), hi = u64At(CAGE_SETS, 2 * j + 1);
    for (let h = 3 * N; h < H; h++) {
      if (((lo & u64At(HOUSE_SETS, 2 * h)) | (hi & u64At(HOUSE_SETS, 2 * h + 1))) != 0) {
        setU64At(HOUSE_CAGES, 2 * h + word, u64At(HOUSE_CAGES, 2 * h + word) | bit);
      }
    }
  }
  // runs of lines: within[a·N + b], a from N − 1 down
  for (let s = 0; s < 2 * N * N; s += N * N) {
    for (let a = N - 1; a >= 0; a--) {
      let begunHere = 0;
      for (let b = a; b < N; b++) {
        begunHere += i32At(SPANS, s + a * N + b);
        setI32At(SPANS, 2 * N * N + s + a * N + b, begunHere + (a < b ? i32At(SPANS, 2 * N * N + s + (a + 1) * N + b) : 0));
      }
    }
  }
  // unions of regions: covered (a sum over subsets) and caged
  const unions = 1 << N;
  const full = unions - 1;
  memory.fill(COVERED, 0, unions * 4);
  memory.fill(CAGED_IN_REGION, 0, 9 * 4);
  for (let half = 0; half < 2; half++) {
    for (let bits = half == 0 ? cagedLo : cagedHi; bits != 0; bits &= bits - 1) {
      const region = i32At(regionOf, 64 * half + <i32>ctz(bits));
      setI32At(CAGED_IN_REGION, region, i32At(CAGED_IN_REGION, region) + 1);
    }
  }
  for (let j = 0; j < used; j++) {
    let regionsMet = 0;
    for (let half = 0; half < 2; half++) {
      for (let bits = u64At(CAGE_SETS, 2 * j + half); bits != 0; bits &= bits - 1) regionsMet |= 1 << i32At(regionOf, 64 * half + <i32>ctz(bits));
    }
    setI32At(COVERED, regionsMet, i32At(COVERED, regionsMet) + i32At(CAGE_SIZES, j));
  }
  for (let r = 0; r < N; r++) {
    const bit = 1 << r;
    for (let from = bit; from < unions; from += 2 * bit) {
      for (let set = from; set < from + bit; set++) setI32At(COVERED, set, i32At(COVERED, set) + i32At(COVERED, set - bit));
    }
  }
  setI32At(CAGED, 0, 0);
  for (let set = 1; set < unions; set++) {
    const low = set & -set;
    setI32At(CAGED, set, i32At(CAGED, set ^ low) + i32At(CAGED_IN_REGION, ctz(low)));
  }
  // the houses: rows and columns as runs of one line, regions as unions of one, others all
  for (let h = 0; h < H; h++) {
    if (h < N ? !runYields(0, h, h) : h < 2 * N ? !runYields(1, h - N, h - N) : h < 3 * N && !unionYields(1 << (h - 2 * N), 1, full)) continue;
    derive(u64At(HOUSE_SETS, 2 * h), u64At(HOUSE_SETS, 2 * h + 1), 1, u64At(HOUSE_CAGES, 2 * h), u64At(HOUSE_CAGES, 2 * h + 1));
  }
  // runs of k = 2 … N − 1 neighbouring rows, then columns
  for (let axis = 0; axis < 2; axis++) {
    for (let k = 2; k < N; k++) {
      for (let first = 0; first + k <= N; first++) {
        if (!runYields(axis, first, first + k - 1)) continue;
        let xLo: u64 = 0, xHi: u64 = 0, gLo: u64 = 0, gHi: u64 = 0;
        for (let h = axis * N + first; h < axis * N + first + k; h++) {
          xLo |= u64At(HOUSE_SETS, 2 * h);
          xHi |= u64At(HOUSE_SETS, 2 * h + 1);
          gLo |= u64At(HOUSE_CAGES, 2 * h);
          gHi |= u64At(HOUSE_CAGES, 2 * h + 1);
        }
        derive(xLo, xHi, k, gLo, gHi);
      }
    }
  }
  // unions of 2 … maxUnion regions
  for (let set = 3; set < unions; set++) {
    const k = <i32>popcnt(set);
    if (k < 2 || k > maxUnion || !unionYields(set, k, full)) continue;
    let xLo: u64 = 0, xHi: u64 = 0, gLo: u64 = 0, gHi: u64 = 0;
    for (let bits = set; bits != 0; bits &= bits - 1) {
      const h = 2 * N + <i32>ctz(bits);
      xLo |= u64At(HOUSE_SETS, 2 * h);
      xHi |= u64At(HOUSE_SETS, 2 * h + 1);
      gLo |= u64At(HOUSE_CAGES, 2 * h);
      gHi |= u64At(HOUSE_CAGES, 2 * h + 1);
    }
    derive(xLo, xHi, k, gLo, gHi);
  }
  const end = outAt;
  if (overflow || end + 2 * fixedCount > DERIVE_OUT_WORDS) return -1;
  memory.copy(DERIVE_OUT + (<usize>end << 2), FIXED, <usize>(8 * fixedCount));
  setI32At(DERIVE_OUT, 0, possible ? 1 : 0);
  setI32At(DERIVE_OUT, 1, recordCount);
  setI32At(DERIVE_OUT, 2, fixedCount);
  setI32At(DERIVE_OUT, 3, end);
  return end + 2 * fixedCount;
}
