/**
 * HoDoKu's technique regression library (`../shared/reglib/reglib-1.3.txt`, GPL-3.0 data read
 * in place, never copied): reading its cases and running one through our techniques.
 *
 * Owns: the case parser and the pass rule of FORMAT.md ("What a test case asserts"): a normal
 * case passes when some step of the technique, with the case's key digits, has exactly the
 * expected eliminations (or placements); a fail case (`-x`) when no step with its key exists.
 */
import { readFileSync } from 'node:fs';
import { someSolution } from '../../../src/api/single';
import { sharedCandidate, sharedPath } from '../../support/shared';
import { gridFromRemoved, parseCandidateTokens, formatCandidateTokens } from '../../../src/logic/pencil';
import { techniqueByCode } from '../../../src/logic/techniques/index';
import type { Candidate, Step, TechniqueContext } from '../../../src/logic/types';

/** Where the library lives beside the repo (`../shared/reglib`, or under `$SUDOKU_SHARED_DIR`). */
export const REGLIB_PATH = sharedPath('reglib', 'reglib-1.3.txt') ?? `${sharedCandidate}/reglib/reglib-1.3.txt`;

/** Whether the shared folder is present (CI always has it). */
export const HAVE_REGLIB = sharedPath('reglib') !== null;

/** One case of the library. */
export interface RegCase {
  /** 1-based line in the file. */
  line: number;
  /** Technique code without variant (`0200`). */
  code: string;
  /** Variant after the dash (`1`, `2`, `x`), or ''. */
  variant: string;
  /** The key digits (field 2), ascending. */
  key: number[];
  givens: string;
  deleted: string;
  eliminations: Candidate[];
  placements: Candidate[];
  /** The whole line. */
  text: string;
}

/** Every case of the library, in file order. */
export function readReglib(path = REGLIB_PATH): RegCase[] {
  const cases: RegCase[] = [];
  const lines = readFileSync(path, 'utf8').split('\n');
  lines.forEach((raw, i) => {
    const text = raw.replace(/\r$/, '');
    if (!text.startsWith(':')) return;
    const f = text.split(':');
    const [code, variant = ''] = f[1].split('-');
    cases.push({
      line: i + 1,
      code,
      variant,
      key: [...f[2]].map(Number).sort((a, b) => a - b),
      givens: f[3],
      deleted: f[4],
      eliminations: parseCandidateTokens(f[5]),
      placements: parseCandidateTokens(f[6]),
      text,
    });
  });
  return cases;
}

/** The solution of a case's puzzle (its givens with placed digits as clues), N² digits. */
export function solutionOf(c: RegCase): Uint8Array {
  const solution = someSolution(c.givens.replace(/\+/g, ''));
  if (solution === null) throw new Error(`reglib line ${c.line}: no solution`);
  return Uint8Array.from(solution, Number);
}

/** What running one case gave. */
export interface CaseResult {
  pass: boolean;
  /** Why it failed, with what was found instead. */
  reason?: string;
}

const setKey = (list: readonly Candidate[]): string => formatCandidateTokens(list);

/**
 * The options a case's variant asks for (FORMAT.md, "Variants"): ALS nodes in grouped chains
 * for 0709-2, 0710-3/-4 and 0711-3/-4 (HoDoKu's "ALS in chains"). Every other variant is our
 * default search.
 */
export function contextOf(c: RegCase): TechniqueContext {
  const alsInChains = (c.code === '0709' && c.variant === '2') || ((c.code === '0710' || c.code === '0711') && (c.variant === '3' || c.variant === '4'));
  return alsInChains ? { unique: true, alsInChains } : { unique: true };
}

/**
 * Runs one case: the technique of its code over the case's grid (unique: the library's puzzles
 * all have one solution), then the pass rule.
 */
export function runCase(c: RegCase): CaseResult {
  const technique = techniqueByCode(c.code);
  if (!technique) return { pass: false, reason: `no technique with code ${c.code}` };
  const grid = gridFromRemoved(c.givens, c.deleted);
  const steps: Step[] = [];
  technique.find(grid, (s) => (steps.push(s), false), contextOf(c));
  const keyOf = (s: Step): string => s.digits.join('');
  const kept = steps.filter((s) => keyOf(s) === c.key.join(''));
  if (c.variant === 'x') {
    return kept.length === 0 ? { pass: true } : { pass: false, reason: `fail case, but found: ${kept.map((s) => s.text).join(' | ')}` };
  }
  const want = setKey(c.placements.length > 0 ? c.placements : c.eliminations);
  const effect = (s: Step): string => setKey(c.placements.length > 0 ? s.placements : s.eliminations);
  if (kept.some((s) => effect(s) === want)) return { pass: true };
  const found = steps.map((s) => `[${s.digits.join('')}] ${effect(s)}`).slice(0, 6).join(' | ');
  return { pass: false, reason: `want ${want}; found ${steps.length} step(s): ${found}` };
}
