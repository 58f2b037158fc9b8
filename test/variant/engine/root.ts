/**
 * What the TypeScript engine's propagation leaves at the root of a 9×9 variant puzzle, for
 * suites that pin what one rule's pruning takes (arrow.test.ts, renban.test.ts), and the cell
 * index the engine suites write their puzzles with (derived-rules.test.ts too).
 *
 * Owns: {@link rootDigits} and the small builders of its puzzles ({@link cell}, {@link puzzle}).
 */
import { expect } from 'vitest';
import { compileVariant } from '../../../src/variant/compile/index';
import { LoadedProgram } from '../../../src/engine/variant-ts/program';
import { Propagator } from '../../../src/engine/variant-ts/propagate';
import type { Constraint, VariantPuzzle } from '../../../src/variant/model';

/** The index of the cell in row r, column c (both 1-based) of a 9×9 grid. */
export const cell = (r: number, c: number): number => 9 * (r - 1) + (c - 1);

/** A 9×9 puzzle with the givens (cell index → digit) and the constraints. */
export function puzzle(givens: Record<number, number>, constraints: Constraint[]): VariantPuzzle {
  const text = Array.from({ length: 81 }, (_, i) => (givens[i] ? String(givens[i]) : '.')).join('');
  return { version: 1, size: 9, givens: text, constraints };
}

/** The digits each cell keeps once the root is propagated by the TypeScript engine (null: a conflict). */
export function rootDigits(p: VariantPuzzle): number[][] | null {
  const loaded = new LoadedProgram();
  expect(loaded.load(compileVariant(p).words)).toBe(true);
  const prop = new Propagator();
  prop.prepare(loaded);
  prop.masks = new Uint16Array(loaded.C);
  for (let c = 0; c < loaded.C; c++) {
    prop.masks[c] = loaded.words[loaded.init + c] & loaded.all;
    prop.queueCell(c);
  }
  if (!prop.propagate()) return null;
  return Array.from(prop.masks, (m) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => (m >> (v - 1)) & 1));
}
