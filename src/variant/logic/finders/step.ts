/**
 * What every finder of the variant logic (this folder; their order: ../steps.ts) shares: the shape of a
 * step found ({@link Found}: the package's `Step`, the cells the vague hint points at, its
 * sentence), how a step is built, and the words of a move (digits as ranges, eliminations
 * grouped by the digits they take).
 *
 * Owns: {@link Found}, {@link Finder}, {@link stepOf}, {@link out}, {@link digitWords},
 * {@link removal}, {@link puts}, {@link picks}. Does not own: a chain said link by link (`Step.said`,
 * `SaidLink`: `src/logic/types.ts`), list words and cell names (`src/logic/words.ts`), digit masks
 * (`src/logic/grid.ts` `digitsOf`).
 */
import { digitsOf } from '../../../logic/grid.js';
import type { Candidate, Step } from '../../../logic/types.js';
import { andList, cellName, orList } from '../../../logic/words.js';
import type { HintRules } from '../hint-rules.js';

/** A step found, with its region (the cells the vague hint points at) and where that is in words. */
export interface Found {
  step: Step;
  region: readonly number[];
  /** The vague hint's sentence. */
  look: string;
  /** The finder that found it (set by ../steps.ts `findStep`: the variant scale grades by it, ../grade.ts). */
  finder?: Finder;
}

/**
 * A finder: the first step of its kind on these candidates (bit d − 1 for digit d; a filled cell
 * holds its digit's bit), or null. `deadline` (a `performance.now()` time; absent: none) is the
 * call's `timeoutMs`: the finders that try suppositions look at it between two of them and throw
 * `StepSearchTimeUp` (src/logic/techniques/forcing/budget-error.ts) once it has passed; it never
 * changes which step they find.
 */
export type Finder = (r: HintRules, values: Uint8Array, cands: Int32Array, deadline?: number) => Found | null;

/** Digit d's bit in a candidate mask. */
export const bit = (d: number): number => 1 << (d - 1);

/** Digits joined for a sentence, a run of three or more as a range (unless `ranges` is false): `2 and 8`, `1, 5 or 9` (`or`), `1 and 4–9`. */
export function digitWords(mask: number, N: number, join: 'and' | 'or' = 'and', ranges = true): string {
  const parts: string[] = [];
  const digits = digitsOf(mask);
  if (!ranges) return (join === 'and' ? andList : orList)(digits.map(String));
  for (let i = 0; i < digits.length; ) {
    let j = i;
    while (j + 1 < digits.length && digits[j + 1] === digits[j] + 1) j++;
    if (j - i >= 2) parts.push(`${digits[i]}–${digits[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(digits[k]));
    i = j + 1;
  }
  return (join === 'and' ? andList : orList)(parts);
}

/** Eliminations grouped: the cells that lose the same digits (a mask) together, in order. */
function byDigits(eliminations: readonly Candidate[]): Map<number, number[]> {
  const byCell = new Map<number, number>();
  for (const { cell, digit } of eliminations) byCell.set(cell, (byCell.get(cell) ?? 0) | bit(digit));
  const byMask = new Map<number, number[]>();
  for (const [cell, mask] of byCell) byMask.set(mask, [...(byMask.get(mask) ?? []), cell]);
  return byMask;
}

/** The move of eliminations in words: `remove 4 and 5 from r1c1 and r1c2; 9 from r1c3` (cells with the same digits together). */
export function removal(eliminations: readonly Candidate[], N: number): string {
  return `remove ${[...byDigits(eliminations)].map(([mask, cells]) => `${digitWords(mask, N)} from ${andList(cells.map((c) => cellName(c, N)))}`).join('; ')}`;
}

/** The digits a step takes out, as what its cells cannot hold: `1 or 2 in r1c3, or 9 in r1c1 or r1c2`. */
export function puts(eliminations: readonly Candidate[], N: number): string {
  return [...byDigits(eliminations)].map(([mask, cells]) => `${digitWords(mask, N, 'or')} in ${orList(cells.map((c) => cellName(c, N)))}`).join(', or ');
}

/** A step of the package's shape (no houses, links or proof: the region is the vague hint's). */
export function stepOf(technique: string, name: string, cells: readonly number[], move: { placements?: Candidate[]; eliminations?: Candidate[] }, text: string): Step {
  const placements = move.placements ?? [];
  const eliminations = move.eliminations ?? [];
  const digits = [...new Set([...placements, ...eliminations].map((c) => c.digit))].sort((a, b) => a - b);
  return { technique, name, code: '', digits, cells: [...cells], houses: [], highlights: [], links: [], placements, eliminations, text };
}

/** The eliminations of `mask`'s digits from `cell`. */
export const out = (cell: number, mask: number, N: number): Candidate[] => digitsOf(mask).map((digit) => ({ cell, digit }));

/** The ways to pick `k` of `items`, in order. */
export function* picks<T>(items: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) return yield [];
  for (let i = from; i <= items.length - k; i++) for (const rest of picks(items, k - 1, i + 1)) yield [items[i], ...rest];
}
