/**
 * The checks the variant generator's tests put every generated puzzle through: one solution
 * (the engine's count), the one returned, obeying every rule by the plain checker
 * (../support/plain.ts, nothing shared with the generator or the engine); and minimality.
 */
import { expect } from 'vitest';
import { countSolutions } from '../../../src/api/single';
import type { VariantPuzzle } from '../../../src/variant/model';
import { violation } from '../support/plain';

/** One solution, the one returned, which keeps the givens and obeys every rule. */
export function expectSound(puzzle: VariantPuzzle, solution: string): void {
  expect(countSolutions(puzzle, 2)).toBe(1);
  expect(violation(puzzle, Array.from(solution, Number))).toBeNull();
  for (let i = 0; i < puzzle.givens.length; i++) if (puzzle.givens[i] !== '.') expect(solution[i]).toBe(puzzle.givens[i]);
}

/** Whether removing any one given leaves more than one solution. */
export function isMinimal(puzzle: VariantPuzzle): boolean {
  for (let i = 0; i < puzzle.givens.length; i++) {
    if (puzzle.givens[i] === '.') continue;
    if (countSolutions({ ...puzzle, givens: `${puzzle.givens.slice(0, i)}.${puzzle.givens.slice(i + 1)}` }, 2) === 1) return false;
  }
  return true;
}
