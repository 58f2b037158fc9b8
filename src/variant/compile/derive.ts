/**
 * Derived rules: sums that follow from killer cages and the houses they sit in, added at load
 * so that the engines prune more (the "45 rule" of killer solvers; ideas: sigh's Interactive
 * Sudoku Solver notes, which add innies and outies the same way). They change no answer: each
 * holds in every solution of the puzzle.
 *
 * Owns: finding them, and the limits below. The variant module has a twin of this walk
 * (assembly/variant/derive.ts, called through ./derive-module.ts), which finds the same rules in
 * the same order and runs wherever the module is at hand; this one runs where it is not. Does
 * not own: the rules they come from (./index.ts) or their records (./program.ts).
 *
 * For a union X of k disjoint houses (one house, a run of neighbouring rows or columns, or
 * 2 … {@link MAX_UNION} regions, neighbours or not), whose digits add up to
 * T = k · N(N+1)/2, and the cages (pairwise disjoint, with sums) that touch it:
 *
 *   A  = Σ sums of the cages inside X         F     = cells of X in no such cage
 *   B  = Σ sums of the cages partly inside X  P_in  = their cells inside X
 *                                              P_out = their cells outside X
 *
 *   innies   Σ (F ∪ P_in)      = T − A          (cells of X that no inside cage covers)
 *   outies   Σ F − Σ P_out     = T − A − B      (Σ P_out = A + B − T when F is empty)
 *
 * A rule is kept when it is short (at most {@link MAX_CAGE_CELLS} or {@link MAX_CELLS} cells);
 * its cells in one house are distinct, so it becomes a CAGE record (combinations), else a
 * LINEAR one. One cell is fixed in the root masks at once. No cell left (X exactly tiled by
 * cages) is a check: A must be T, or the puzzle is impossible.
 *
 * X, the cages and every set above are cell sets (3 words, ./geometry.ts), so a union costs a
 * few bitwise operations per cage that meets it, and a rule's cells come out ascending. The
 * cages meeting each house are a set of cage indices (3 words), so a union's are the OR of its
 * houses' and the others are not visited. Whether a union gives a rule at all follows from
 * counts of cells (tables per run of lines and per set of regions), so only those are walked:
 * of about 125 unions of a generated killer, 43 (killer compile 58 → 48 µs; with the house
 * test of `add` below, killer `validate` 0.971× the instructions).
 */
import { bitCount } from '../../engine/bitmask-ts/bits.js';
import { addCell, cellCount, variantGeometry } from './geometry.js';
import type { CompiledParts } from './index.js';
import type { VariantSize } from '../model.js';
import { RULE_CAGE, RULE_LINEAR } from './program.js';
import { deriveInModule } from './derive-module.js';
import { cageSumPossible } from './sums.js';

/**
 * Longest derived rule kept: a LINEAR one of up to 6 cells, a CAGE one of up to 5 (nodes under
 * the 8 symmetries, count to 2, against 5 for both: the 37 published 250,312 → 226,962, killer
 * 6,053 → 5,595, the four slowest published killers 0.960× the instructions; 6 for both:
 * 225,883 and 5,925 nodes but 1.038× the instructions, each node dearer).
 */
const MAX_CELLS = 6;
const MAX_CAGE_CELLS = 5;
/**
 * Most regions in a union whose innies and outies are derived (nodes, count to 2, under the 8
 * symmetries, killer set / the 37 published: houses and bands only 14,049 / 481,762; unions of
 * up to 2 regions 11,177 / 374,208; 3: 8,838 / 368,045; 4: 8,329 / 365,667; all: 8,315 /
 * 367,686 — a union of more than half the regions says what its complement says).
 */
const MAX_UNION = 4;

// Working memory reused by every compile (one at a time).
let cageSets = new Uint32Array(3 * 32);
let cageSums = new Int32Array(32);
let cageSizeScratch = new Int32Array(32);
/**
 * Per derived rule, 7 words to drop a repeat: + cells, − cells (cell sets), target (a cage's:
 * its cells, none, its sum); found through a hash (a scan of the rules so far was 1% of a
 * killer's `validate`: 52 calls of `add` a puzzle, up to 151 rules).
 */
let seenRules = new Int32Array(7 * 64);
/** Slots of the hash of {@link seenRules}: the last rule of each chain (index + 1), the compile that set it; each rule's next in its chain. */
const SLOTS = 256;
const seenHeads = new Int32Array(SLOTS);
const seenStamps = new Int32Array(SLOTS);
let seenNext = new Int32Array(64);
/** Counts the compiles that derive, so that a slot set by an earlier one reads as empty. */
let stamp = 0;
const unionScratch = new Int32Array(2 * 512);
/** Per axis (rows, columns), N × N: the sizes of the cages by their first and last line (spans), then {@link deriveRules}' within. */
const spanScratch = new Int32Array(4 * 81);
/** The caged cells of each row, then of each column. */
const lineScratch = new Int32Array(2 * 9);
/** Per house, the cages (indices into the used ones) that meet it, as a set of 3 words. */
let houseCageScratch = new Uint32Array(3 * 32);
const regionCountScratch = new Int32Array(9);

/**
 * Adds the derived rules to `parts.rules` (and fixes single cells in `parts.init`); returns
 * false when a derivation proves the puzzle impossible. The variant module's twin walks when
 * the module is at hand (./derive-module.ts), unless `inModule` is false.
 */
export function deriveRules(parts: CompiledParts, inModule = true): boolean {
  if (parts.cages.length === 0) return true;
  return (inModule ? deriveInModule(parts, { maxCells: MAX_CELLS, maxCageCells: MAX_CAGE_CELLS, maxUnion: MAX_UNION }) : undefined) ?? deriveInTypeScript(parts);
}

/** {@link deriveRules}, walked here. */
function deriveInTypeScript(parts: CompiledParts): boolean {
  const { N, C, cages, houses, houseMasks } = parts;
  // the cages used: pairwise disjoint, taken in order (cell sets, sums); caged = their cells
  if (cageSets.length < 3 * cages.length) {
    cageSets = new Uint32Array(6 * cages.length);
    cageSums = new Int32Array(2 * cages.length);
    cageSizeScratch = new Int32Array(2 * cages.length);
  }
  const sets = cageSets.fill(0, 0, 3 * cages.length);
  const sums = cageSums;
  let used = 0;
  let caged0 = 0;
  let caged1 = 0;
  let caged2 = 0;
  for (const cage of cages) {
    const at = 3 * used;
    for (const c of cage.cells) addCell(sets, c, at);
    if ((sets[at] & caged0) | (sets[at + 1] & caged1) | (sets[at + 2] & caged2)) {
      sets.fill(0, at, at + 3);
      continue;
    }
    caged0 |= sets[at];
    caged1 |= sets[at + 1];
    caged2 |= sets[at + 2];
    sums[used++] = cage.sum;
  }
  // the cages meeting each house: rows, columns and regions from the cells, other houses by test
  if (houseCageScratch.length < 3 * houses.length) houseCageScratch = new Uint32Array(3 * houses.length);
  const houseCages = houseCageScratch.fill(0, 0, 3 * houses.length);
  const regionOf = parts.regions;
  // and the size of each cage by the first and last row (column) it meets, the caged cells of
  // each row (column): the counts that tell a band's rules apart from nothing (below)
  const spans = spanScratch.fill(0, 0, 2 * N * N);
  const cagedInLine = lineScratch.fill(0);
  const cageSizes = cageSizeScratch;
  let allCaged = 0;
  for (let j = 0; j < used; j++) {
    const at = j >> 5; // the word of cage j in a house's set
    const bit = 1 << (j & 31);
    let top = N;
    let bottom = -1;
    let left = N;
    let right = -1;
    let size = 0;
    for (let w = 0; w < 3; w++) {
      for (let bits = sets[3 * j + w]; bits !== 0; bits &= bits - 1) {
        const c = 32 * w + 31 - Math.clz32(bits & -bits);
        const row = Math.floor(c / N);
        const column = c - row * N;
        houseCages[3 * row + at] |= bit;
        houseCages[3 * (N + column) + at] |= bit;
        houseCages[3 * (2 * N + regionOf[c]) + at] |= bit;
        if (row < top) top = row;
        if (row > bottom) bottom = row;
        if (column < left) left = column;
        if (column > right) right = column;
        cagedInLine[row]++;
        cagedInLine[N + column]++;
        size++;
      }
    }
    cageSizes[j] = size;
    allCaged += size;
    spans[top * N + bottom] += size;
    spans[N * N + left * N + right] += size;
    for (let h = 3 * N; h < houses.length; h++) {
      const m = 3 * h;
      if ((sets[3 * j] & houseMasks[m]) | (sets[3 * j + 1] & houseMasks[m + 1]) | (sets[3 * j + 2] & houseMasks[m + 2])) houseCages[m + at] |= bit;
    }
  }
  const houseSum = (N * (N + 1)) / 2;
  let seen = 0;
  stamp = (stamp + 1) | 0 || 1;
  let possible = true;

  /** Whether house h (an index) holds every cell of the set. */
  const holds = (h: number, a: number, b: number, c: number): boolean =>
    (houseMasks[3 * h] & a) === a && (houseMasks[3 * h + 1] & b) === b && (houseMasks[3 * h + 2] & c) === c;
  /**
   * Whether one house holds every cell of the set (their digits then differ): the row, column
   * or region of its first cell, or a house beyond those.
   */
  const sameHouse = (a: number, b: number, c: number): boolean => {
    const w = a !== 0 ? 0 : b !== 0 ? 1 : 2;
    const first = 32 * w + 31 - Math.clz32((w === 0 ? a : w === 1 ? b : c) & -(w === 0 ? a : w === 1 ? b : c));
    if (holds(Math.floor(first / N), a, b, c) || holds(N + (first % N), a, b, c) || holds(2 * N + regionOf[first], a, b, c)) return true;
    for (let h = 3 * N; h < houses.length; h++) if (holds(h, a, b, c)) return true;
    return false;
  };

  /**
   * Adds Σ plus − Σ minus = target (two disjoint cell sets). A rule met before is not added
   * twice.
   */
  const add = (p0: number, p1: number, p2: number, m0: number, m1: number, m2: number, target: number): void => {
    const n = cellCount(p0 | m0, p1 | m1, p2 | m2);
    const sign = (m0 | m1 | m2) === 0 ? 1 : (p0 | p1 | p2) === 0 ? -1 : 0;
    if (n === 1) {
      const w = p0 | m0 ? 0 : p1 | m1 ? 1 : 2;
      const bits = w === 0 ? p0 | m0 : w === 1 ? p1 | m1 : p2 | m2;
      const digit = target * sign;
      if (digit >= 1 && digit <= N) parts.init[32 * w + 31 - Math.clz32(bits)] &= 1 << (digit - 1);
      else possible = false;
      return;
    }
    // distinct digits (one sign, one house): a cage, Σ cells = sign · target
    const cage = sign !== 0 && sameHouse(p0 | m0, p1 | m1, p2 | m2);
    if (cage && n > MAX_CAGE_CELLS) return;
    const k0 = cage ? p0 | m0 : p0;
    const k1 = cage ? p1 | m1 : p1;
    const k2 = cage ? p2 | m2 : p2;
    const k3 = cage ? 0 : m0;
    const k4 = cage ? 0 : m1;
    const k5 = cage ? 0 : m2;
    const k6 = cage ? sign * target : target;
    // a rule met before is in the chain of its hash's slot (rule index + 1; a slot whose
    // stamp is an earlier compile's reads as empty, so no clearing between compiles)
    const rules = seenRules;
    const slot = (Math.imul(k0 ^ Math.imul(k1, 0x9e3779b1) ^ Math.imul(k2 ^ k6, 0x85ebca6b) ^ Math.imul(k3 ^ (k4 << 7) ^ (k5 << 14), 0xc2b2ae35), 0x27d4eb2f) >>> 24) & (SLOTS - 1);
    const head = seenStamps[slot] === stamp ? seenHeads[slot] : 0;
    for (let r = head; r !== 0; r = seenNext[r - 1]) {
      const k = 7 * (r - 1);
      if (rules[k] === k0 && rules[k + 1] === k1 && rules[k + 2] === k2 && rules[k + 3] === k3 && rules[k + 4] === k4 && rules[k + 5] === k5 && rules[k + 6] === k6) return;
    }
    if (rules.length < 7 * (seen + 1)) {
      const more = new Int32Array(2 * rules.length);
      more.set(rules);
      seenRules = more;
      const next = new Int32Array(2 * seenNext.length);
      next.set(seenNext);
      seenNext = next;
    }
    seenNext[seen] = head;
    seenStamps[slot] = stamp;
    seenHeads[slot] = seen + 1;
    const at = 7 * seen++;
    seenRules[at] = k0;
    seenRules[at + 1] = k1;
    seenRules[at + 2] = k2;
    seenRules[at + 3] = k3;
    seenRules[at + 4] = k4;
    seenRules[at + 5] = k5;
    seenRules[at + 6] = k6;
    if (cage && !cageSumPossible(n, sign * target, N)) possible = false;
    // the record: type, n, target, the cells ascending, then (LINEAR) their signs
    const rule = cage ? [RULE_CAGE, n, sign * target] : [RULE_LINEAR, n, target];
    for (let w = 0; w < 3; w++) {
      for (let bits = w === 0 ? p0 | m0 : w === 1 ? p1 | m1 : p2 | m2; bits !== 0; bits &= bits - 1) rule.push(32 * w + 31 - Math.clz32(bits & -bits));
    }
    if (!cage) {
      for (let w = 0; w < 3; w++) {
        const plus = w === 0 ? p0 : w === 1 ? p1 : p2;
        for (let bits = w === 0 ? p0 | m0 : w === 1 ? p1 | m1 : p2 | m2; bits !== 0; bits &= bits - 1) rule.push((plus & bits & -bits) !== 0 ? 1 : -1);
      }
    }
    parts.rules.push(rule);
  };

  /**
   * The innies and outies of the union X (cell set x0, x1, x2) of k houses, whose cages are
   * the set g0, g1, g2 (the OR of its houses' in houseCages).
   */
  const derive = (x0: number, x1: number, x2: number, k: number, g0: number, g1: number, g2: number): void => {
    let A = 0;
    let B = 0;
    let in0 = 0; // cells of the cages inside X
    let in1 = 0;
    let in2 = 0;
    let out0 = 0; // cells outside X of the cages partly inside it
    let out1 = 0;
    let out2 = 0;
    for (let w = 0; w < 3; w++) {
      for (let bits = w === 0 ? g0 : w === 1 ? g1 : g2; bits !== 0; bits &= bits - 1) {
        const j = 32 * w + 31 - Math.clz32(bits & -bits);
        const c0 = sets[3 * j];
        const c1 = sets[3 * j + 1];
        const c2 = sets[3 * j + 2];
        // every cage of g meets X: it meets one of X's houses
        const o0 = c0 & ~x0;
        const o1 = c1 & ~x1;
        const o2 = c2 & ~x2;
        if ((o0 | o1 | o2) === 0) {
          A += sums[j];
          in0 |= c0;
          in1 |= c1;
          in2 |= c2;
        } else {
          B += sums[j];
          out0 |= o0;
          out1 |= o1;
          out2 |= o2;
        }
      }
    }
    const T = k * houseSum;
    const i0 = x0 & ~in0;
    const i1 = x1 & ~in1;
    const i2 = x2 & ~in2;
    const nInnies = cellCount(i0, i1, i2);
    if (nInnies === 0) {
      if (A !== T) possible = false;
      return;
    }
    if (nInnies <= MAX_CELLS) add(i0, i1, i2, 0, 0, 0, T - A);
    if ((out0 | out1 | out2) === 0) return;
    const f0 = x0 & ~caged0;
    const f1 = x1 & ~caged1;
    const f2 = x2 & ~caged2;
    if (cellCount(f0 | out0, f1 | out1, f2 | out2) <= MAX_CELLS) add(f0, f1, f2, out0, out1, out2, T - A - B);
  };

  // Which unions give a rule is known from cell counts alone, so only those are walked (a
  // union of k houses, kN cells):
  //   covered   cells of the cages inside it      innies  = kN − covered  (a rule when ≤ MAX_CELLS)
  //   caged     its cells in a cage               outies  = (kN − caged) + outside, when outside > 0
  //   outside   cells beyond it of the cages that meet it
  // (killer: 125 unions a puzzle, 43 of them give a rule.)
  const yields = (cells: number, covered: number, caged: number, outside: number): boolean =>
    cells - covered <= MAX_CELLS || (outside !== 0 && cells - caged + outside <= MAX_CELLS);

  // Runs a … b of rows (axis 0) or columns (axis 1), a ≤ b, from the spans of the cages:
  //   within[a·N + b]  Σ sizes of the cages whose lines all lie in a … b (from a = N − 1 down:
  //                    the cages that begin at line a and end by b, plus within[(a+1)·N + b])
  //   meeting a … b    every caged cell but those of cages ending before a or beginning after b
  const within = spanScratch.subarray(2 * N * N, 4 * N * N);
  for (let s = 0; s < 2 * N * N; s += N * N) {
    for (let a = N - 1; a >= 0; a--) {
      let begunHere = 0;
      for (let b = a; b < N; b++) {
        begunHere += spans[s + a * N + b];
        within[s + a * N + b] = begunHere + (a < b ? within[s + (a + 1) * N + b] : 0);
      }
    }
  }
  const runYields = (axis: number, a: number, b: number): boolean => {
    const s = axis * N * N;
    let caged = 0;
    for (let line = a; line <= b; line++) caged += cagedInLine[axis * N + line];
    const meeting = allCaged - (a > 0 ? within[s + a - 1] : 0) - (b < N - 1 ? within[s + (b + 1) * N + N - 1] : 0);
    return yields((b - a + 1) * N, within[s + a * N + b], caged, meeting - caged);
  };

  // Unions of regions (boxes or jigsaw regions: disjoint houses, neighbours or not), all 2^N
  // at once from each cage's set of regions:
  //   covered[U]  cells of the cages inside U = Σ sizes of cages whose regions ⊆ U (a sum over
  //               subsets, N passes over the 2^N sets)
  //   caged[U]    cells of U in a cage
  //   outside U   all caged cells − covered[not U] − caged[U]
  const unions = 1 << N;
  const full = unions - 1;
  const covered = unionScratch.subarray(0, unions).fill(0);
  const caged = unionScratch.subarray(unions, 2 * unions);
  const cagedInRegion = regionCountScratch.fill(0);
  for (let c = 0; c < C; c++) {
    if ((((c < 32 ? caged0 : c < 64 ? caged1 : caged2) >>> (c & 31)) & 1) !== 0) cagedInRegion[regionOf[c]]++;
  }
  for (let j = 0; j < used; j++) {
    let regionsMet = 0;
    for (let w = 0; w < 3; w++) {
      for (let bits = sets[3 * j + w]; bits !== 0; bits &= bits - 1) regionsMet |= 1 << regionOf[32 * w + 31 - Math.clz32(bits & -bits)];
    }
    covered[regionsMet] += cageSizes[j];
  }
  for (let r = 0; r < N; r++) {
    const bit = 1 << r;
    for (let from = bit; from < unions; from += 2 * bit) {
      for (let set = from; set < from + bit; set++) covered[set] += covered[set - bit];
    }
  }
  caged[0] = 0;
  for (let set = 1; set < unions; set++) {
    const low = set & -set;
    caged[set] = caged[set ^ low] + cagedInRegion[31 - Math.clz32(low)];
  }
  const unionYields = (set: number, k: number): boolean => yields(k * N, covered[set], caged[set], allCaged - covered[full ^ set] - caged[set]);

  // the houses: rows and columns as runs of one line, regions as unions of one, others all
  for (let h = 0; h < houses.length; h++) {
    if (h < 2 * N ? !runYields(h < N ? 0 : 1, h % N, h % N) : h < 3 * N && !unionYields(1 << (h - 2 * N), 1)) continue;
    const m = 3 * h;
    derive(houseMasks[m], houseMasks[m + 1], houseMasks[m + 2], 1, houseCages[m], houseCages[m + 1], houseCages[m + 2]);
  }
  // runs of k = 2 … N − 1 neighbouring rows (or columns)
  const G = variantGeometry(N as VariantSize);
  for (const { axis, first, cellSet, k } of G.bands) {
    if (!runYields(axis, first, first + k - 1)) continue;
    let g0 = 0;
    let g1 = 0;
    let g2 = 0;
    for (let line = first; line < first + k; line++) {
      const h = 3 * (axis * N + line);
      g0 |= houseCages[h];
      g1 |= houseCages[h + 1];
      g2 |= houseCages[h + 2];
    }
    derive(cellSet[0], cellSet[1], cellSet[2], k, g0, g1, g2);
  }
  // unions of 2 … MAX_UNION regions
  for (let set = 3; set < unions; set++) {
    const k = bitCount(set);
    if (k < 2 || k > MAX_UNION || !unionYields(set, k)) continue;
    let x0 = 0;
    let x1 = 0;
    let x2 = 0;
    let g0 = 0;
    let g1 = 0;
    let g2 = 0;
    for (let bits = set; bits !== 0; bits &= bits - 1) {
      const h = 3 * (2 * N + 31 - Math.clz32(bits & -bits));
      x0 |= houseMasks[h];
      x1 |= houseMasks[h + 1];
      x2 |= houseMasks[h + 2];
      g0 |= houseCages[h];
      g1 |= houseCages[h + 1];
      g2 |= houseCages[h + 2];
    }
    derive(x0, x1, x2, k, g0, g1, g2);
  }
  return possible;
}
