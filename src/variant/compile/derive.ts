/**
 * Derived rules: sums that follow from killer cages and the houses they sit in, added at load
 * so that the engines prune more (the "45 rule" of killer solvers; ideas: sigh's Interactive
 * Sudoku Solver notes, which add innies and outies the same way). They change no answer: each
 * holds in every solution of the puzzle.
 *
 * Owns: finding them. Does not own: the rules they come from (./index.ts) or their records
 * (./program.ts).
 *
 * For a union X of k disjoint houses (one house, or a run of neighbouring rows or columns),
 * whose digits add up to T = k · N(N+1)/2, and the cages (pairwise disjoint, with sums) that
 * touch it:
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
 * Adds the derived rules to `parts.rules` (and fixes single cells in `parts.init`); returns
 * false when a derivation proves the puzzle impossible.
 */
export function deriveRules(parts: CompiledParts): boolean {
  const { N, C, cages, houses, houseMasks } = parts;
  if (cages.length === 0) return true;
  // the cages used: pairwise disjoint, taken in order
  const cageOf = new Int32Array(C).fill(-1);
  const used: { cells: number[]; sum: number }[] = [];
  for (const cage of cages) {
    if (cage.cells.some((c) => cageOf[c] >= 0)) continue;
    for (const c of cage.cells) cageOf[c] = used.length;
    used.push(cage);
  }
  const houseSum = (N * (N + 1)) / 2;
  const known = new Set<string>();
  const inside = new Int32Array(used.length);
  const inX = new Uint8Array(C);
  const innies = new Int32Array(C);
  const free = new Int32Array(C);
  const outies = new Int32Array(C);
  let possible = true;

  /** Whether one house holds all of `cells` (their digits then differ). */
  const sameHouse = (cells: ArrayLike<number>): boolean => {
    for (let h = 0; h < houses.length; h++) {
      let all = true;
      for (let i = 0; i < cells.length && all; i++) all = ((houseMasks[3 * h + (cells[i] >> 5)] >>> (cells[i] & 31)) & 1) === 1;
      if (all) return true;
    }
    return false;
  };

  /** Adds Σ coef·cell = target (coefficients all 1, all −1, or mixed). */
  const add = (cells: number[], coefs: number[], target: number): void => {
    if (cells.length === 1) {
      const digit = target / coefs[0];
      if (Number.isInteger(digit) && digit >= 1 && digit <= N) parts.init[cells[0]] &= 1 << (digit - 1);
      else possible = false;
      return;
    }
    const order = cells.map((_, i) => i).sort((a, b) => cells[a] - cells[b]);
    const sorted = order.map((i) => cells[i]);
    const signs = order.map((i) => coefs[i]);
    let record: number[];
    const sign = signs.every((c) => c === 1) ? 1 : signs.every((c) => c === -1) ? -1 : 0;
    if (sign !== 0 && sameHouse(sorted)) {
      if (!cageSumPossible(sorted.length, sign * target, N)) possible = false;
      record = [RULE_CAGE, sorted.length, sign * target, ...sorted];
    } else {
      record = [RULE_LINEAR, sorted.length, target, ...sorted, ...signs];
    }
    const key = record.join(',');
    if (!known.has(key)) {
      known.add(key);
      parts.rules.push(record);
    }
  };

  const derive = (X: ArrayLike<number>, k: number): void => {
    inside.fill(0);
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
    if (nInnies <= MAX_CELLS) add(Array.from(innies.subarray(0, nInnies)), new Array<number>(nInnies).fill(1), T - A);
    if (nOuties > 0 && nFree + nOuties <= MAX_CELLS) {
      const cells = [...free.subarray(0, nFree), ...outies.subarray(0, nOuties)];
      add(cells, cells.map((_, i) => (i < nFree ? 1 : -1)), T - A - B);
    }
  };

  for (const house of houses) derive(house, 1);
  for (const band of variantGeometry(N as VariantSize).bands) derive(band.cells, band.k);
  return possible;
}
