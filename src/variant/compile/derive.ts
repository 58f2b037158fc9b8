/**
 * Derived rules: sums that follow from killer cages and the houses they sit in, added at load
 * so that the engines prune more (the "45 rule" of killer solvers; ideas: sigh's Interactive
 * Sudoku Solver notes, which add innies and outies the same way). They change no answer: each
 * holds in every solution of the puzzle.
 *
 * Owns: finding them. Does not own: the rules they come from (./index.ts) or their records
 * (./program.ts).
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
 * A rule is kept when it is short (at most {@link MAX_CELLS} cells); its cells in one house are
 * distinct, so it becomes a CAGE record (combinations), else a LINEAR one. One cell is fixed in
 * the root masks at once. No cell left (X exactly tiled by cages) is a check: A must be T, or
 * the puzzle is impossible.
 */
import { variantGeometry } from './geometry.js';
import type { CompiledParts } from './index.js';
import type { VariantSize } from '../model.js';
import { RULE_CAGE, RULE_LINEAR } from './program.js';
import { cageSumPossible } from './sums.js';

/** Longest derived rule kept. */
const MAX_CELLS = 5;
/**
 * Most regions in a union whose innies and outies are derived (nodes, count to 2, under the 8
 * symmetries, killer set / the 37 published: houses and bands only 14,049 / 481,762; unions of
 * up to 2 regions 11,177 / 374,208; 3: 8,838 / 368,045; 4: 8,329 / 365,667; all: 8,315 /
 * 367,686 — a union of more than half the regions says what its complement says).
 */
const MAX_UNION = 4;

// Working memory reused by every compile (one at a time).
const cageScratch = new Int32Array(81);
const inXScratch = new Uint8Array(81);
const inniesScratch = new Int32Array(81);
const freeScratch = new Int32Array(81);
const outiesScratch = new Int32Array(81);
let insideScratch = new Int32Array(81);
let spanScratch = new Int32Array(81 * 10);
const freeLineScratch = new Int32Array(10);
const unionScratch = new Int32Array(3 * 512);
const unionCells = new Int32Array(81);
const regionCountScratch = new Int32Array(9);
const regionFreeScratch = new Int32Array(9);

/**
 * Adds the derived rules to `parts.rules` (and fixes single cells in `parts.init`); returns
 * false when a derivation proves the puzzle impossible.
 */
export function deriveRules(parts: CompiledParts): boolean {
  const { N, C, cages, houses, houseMasks } = parts;
  if (cages.length === 0) return true;
  // the cages used: pairwise disjoint, taken in order
  const cageOf = cageScratch.fill(-1);
  const used: { cells: number[]; sum: number }[] = [];
  for (const cage of cages) {
    if (cage.cells.some((c) => cageOf[c] >= 0)) continue;
    for (const c of cage.cells) cageOf[c] = used.length;
    used.push(cage);
  }
  const houseSum = (N * (N + 1)) / 2;
  const derived: number[][] = [];
  if (insideScratch.length < used.length) insideScratch = new Int32Array(2 * used.length);
  const inside = insideScratch;
  const inX = inXScratch;
  const innies = inniesScratch;
  const free = freeScratch;
  const outies = outiesScratch;
  let possible = true;

  /** Whether one house holds all of cells[0 … n) (their digits then differ). */
  const sameHouse = (cells: Int32Array, n: number): boolean => {
    for (let h = 0; h < houses.length; h++) {
      let all = true;
      for (let i = 0; i < n && all; i++) all = ((houseMasks[3 * h + (cells[i] >> 5)] >>> (cells[i] & 31)) & 1) === 1;
      if (all) return true;
    }
    return false;
  };

  /**
   * Adds Σ signs[i]·cells[i] = target over i < n (signs ±1; the arrays are scratch and get
   * sorted by cell). A rule met before is not added twice.
   */
  const add = (cells: Int32Array, signs: Int32Array, n: number, target: number): void => {
    if (n === 1) {
      const digit = target * signs[0];
      if (digit >= 1 && digit <= N) parts.init[cells[0]] &= 1 << (digit - 1);
      else possible = false;
      return;
    }
    for (let i = 1; i < n; i++) {
      for (let j = i; j > 0 && cells[j - 1] > cells[j]; j--) {
        const c = cells[j];
        cells[j] = cells[j - 1];
        cells[j - 1] = c;
        const s = signs[j];
        signs[j] = signs[j - 1];
        signs[j - 1] = s;
      }
    }
    let sign = signs[0];
    for (let i = 1; i < n; i++) if (signs[i] !== sign) sign = 0;
    let record: number[];
    if (sign !== 0 && sameHouse(cells, n)) {
      if (!cageSumPossible(n, sign * target, N)) possible = false;
      record = [RULE_CAGE, n, sign * target];
      for (let i = 0; i < n; i++) record.push(cells[i]);
    } else {
      record = [RULE_LINEAR, n, target];
      for (let i = 0; i < n; i++) record.push(cells[i]);
      for (let i = 0; i < n; i++) record.push(signs[i]);
    }
    for (const other of derived) {
      if (other.length !== record.length) continue;
      let same = true;
      for (let i = 0; i < record.length && same; i++) same = other[i] === record[i];
      if (same) return;
    }
    derived.push(record);
    parts.rules.push(record);
  };
  const ones = new Int32Array(MAX_CELLS).fill(1);
  const ruleCells = new Int32Array(MAX_CELLS);
  const ruleSigns = new Int32Array(MAX_CELLS);

  const derive = (X: ArrayLike<number>, k: number): void => {
    inside.fill(0, 0, used.length);
    for (let i = 0; i < X.length; i++) {
      inX[X[i]] = 1;
      if (cageOf[X[i]] >= 0) inside[cageOf[X[i]]]++;
    }
    let A = 0;
    let B = 0;
    let nInnies = 0;
    let nFree = 0;
    let nOuties = 0;
    for (let i = 0; i < X.length; i++) {
      const c = X[i];
      const j = cageOf[c];
      if (j < 0) free[nFree++] = c;
      if (j < 0 || inside[j] < used[j].cells.length) innies[nInnies++] = c;
    }
    for (let j = 0; j < used.length; j++) {
      if (inside[j] === 0) continue;
      if (inside[j] === used[j].cells.length) A += used[j].sum;
      else {
        B += used[j].sum;
        for (const c of used[j].cells) if (!inX[c]) outies[nOuties++] = c;
      }
    }
    for (let i = 0; i < X.length; i++) inX[X[i]] = 0;
    const T = k * houseSum;
    if (nInnies === 0) {
      if (A !== T) possible = false;
      return;
    }
    if (nInnies <= MAX_CELLS) {
      ruleCells.set(innies.subarray(0, nInnies));
      ruleSigns.set(ones);
      add(ruleCells, ruleSigns, nInnies, T - A);
    }
    if (nOuties > 0 && nFree + nOuties <= MAX_CELLS) {
      for (let i = 0; i < nFree; i++) (ruleCells[i] = free[i]), (ruleSigns[i] = 1);
      for (let i = 0; i < nOuties; i++) (ruleCells[nFree + i] = outies[i]), (ruleSigns[nFree + i] = -1);
      add(ruleCells, ruleSigns, nFree + nOuties, T - A - B);
    }
  };

  for (const house of houses) derive(house, 1);

  // Bands of k neighbouring rows (or columns): each cage's cells per line (prefix counts) say
  // at once whether it lies inside a band or touches it, so a band's cells are walked only
  // when a short rule comes out (measured: the walk of every band was half the compile).
  const G = variantGeometry(N as VariantSize);
  const stride = N + 1;
  if (spanScratch.length < 2 * used.length * stride) spanScratch = new Int32Array(4 * used.length * stride);
  for (let axis = 0; axis < 2; axis++) {
    const lineOf = axis === 0 ? G.rowOf : G.columnOf;
    // per cage: cells on the lines before each line (prefix counts), and its first and last line
    const before = spanScratch;
    before.fill(0, 0, used.length * stride);
    const freeBefore = freeLineScratch.fill(0, 0, stride);
    for (let c = 0; c < C; c++) {
      const j = cageOf[c];
      if (j < 0) freeBefore[lineOf[c] + 1]++;
      else before[j * stride + lineOf[c] + 1]++;
    }
    for (let j = 0; j < used.length; j++) for (let l = 0; l < N; l++) before[j * stride + l + 1] += before[j * stride + l];
    for (let l = 0; l < N; l++) freeBefore[l + 1] += freeBefore[l];
    for (const band of G.bands) {
      if (band.axis !== axis) continue;
      const from = band.first;
      const to = from + band.k;
      let A = 0;
      let B = 0;
      let covered = 0;
      let outside = 0;
      for (let j = 0; j < used.length; j++) {
        const inBand = before[j * stride + to] - before[j * stride + from];
        if (inBand === 0) continue;
        const size = before[j * stride + N];
        if (inBand === size) {
          A += used[j].sum;
          covered += size;
        } else {
          B += used[j].sum;
          outside += size - inBand;
        }
      }
      const nFree = freeBefore[to] - freeBefore[from];
      const nInnies = band.k * N - covered;
      if (nInnies === 0 || nInnies <= MAX_CELLS || (outside > 0 && nFree + outside <= MAX_CELLS)) derive(band.cells, band.k);
    }
  }
  // Unions of 2 … MAX_UNION regions (boxes or jigsaw regions: disjoint houses, neighbours or
  // not), all 2^N at once from each cage's set of regions:
  //   covered[U]  cells of the cages inside U = Σ sizes of cages whose regions ⊆ U (a sum over
  //               subsets, N passes over the 2^N sets)
  //   outside[U]  cells outside U of the cages that meet U = all caged cells − covered[not U]
  //               − caged cells in U
  //   caged[U]    cells of U in a cage;  uncaged[U]  cells of U in none
  // Only the unions that give a short rule are walked.
  const unions = 1 << N;
  const covered = unionScratch.subarray(0, unions).fill(0);
  const caged = unionScratch.subarray(unions, 2 * unions);
  const uncaged = unionScratch.subarray(2 * unions, 3 * unions);
  const regionOf = parts.regions;
  let allCaged = 0;
  for (const { cells } of used) {
    let regionsMet = 0;
    for (const c of cells) regionsMet |= 1 << regionOf[c];
    covered[regionsMet] += cells.length;
    allCaged += cells.length;
  }
  for (let r = 0; r < N; r++) {
    for (let set = 0; set < unions; set++) if ((set >> r) & 1) covered[set] += covered[set ^ (1 << r)];
  }
  const cagedInRegion = regionCountScratch.fill(0);
  const uncagedInRegion = regionFreeScratch.fill(0);
  for (let c = 0; c < C; c++) {
    if (cageOf[c] >= 0) cagedInRegion[regionOf[c]]++;
    else uncagedInRegion[regionOf[c]]++;
  }
  caged[0] = 0;
  uncaged[0] = 0;
  for (let set = 1; set < unions; set++) {
    const low = set & -set;
    const r = 31 - Math.clz32(low);
    caged[set] = caged[set ^ low] + cagedInRegion[r];
    uncaged[set] = uncaged[set ^ low] + uncagedInRegion[r];
  }
  const union = unionCells;
  for (let set = 3; set < unions; set++) {
    let k = 0;
    for (let bits = set; bits !== 0; bits &= bits - 1) k++;
    if (k < 2 || k > MAX_UNION) continue;
    const nInnies = k * N - covered[set];
    const outside = allCaged - covered[(unions - 1) ^ set] - caged[set];
    if (nInnies !== 0 && nInnies > MAX_CELLS && (outside === 0 || uncaged[set] + outside > MAX_CELLS)) continue;
    let n = 0;
    for (let bits = set; bits !== 0; bits &= bits - 1) {
      const region = houses[2 * N + 31 - Math.clz32(bits & -bits)];
      for (let i = 0; i < N; i++) union[n++] = region[i];
    }
    derive(union.subarray(0, n), k);
  }
  return possible;
}
