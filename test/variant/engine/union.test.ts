/**
 * The union of the solutions a variant search finds (`start(program, limit, true)`,
 * `readUnion`), which trueCandidates reads: on every variant engine, for random puzzles of every
 * rule kind on 4×4 and 6×6 with few givens, a search that counts every solution keeps exactly
 * the digits the plain checker's solutions put in each cell; a search stopped at its limit keeps
 * a part of them that holds its first solution; keeping the union changes no count, first
 * solution or node; a search not asked for it reads none.
 */
import { describe, expect, it } from 'vitest';
import { compileVariant } from '../../../src/variant/compile/index';
import type { VariantPuzzle, VariantSize } from '../../../src/variant/model';
import { plainCount } from '../support/plain';
import { runVariant, VARIANT_ENGINES } from './engines';
import { randomCase, RULE_KINDS } from './random-models';

/** Puzzles with a few to a few hundred solutions, and their union by the plain checker. */
const CASES: { name: string; puzzle: VariantPuzzle; count: number; union: Uint16Array }[] = [];
for (const kind of RULE_KINDS) {
  for (const size of [4, 6] as VariantSize[]) {
    for (let seed = 1; seed < 6; seed++) {
      const made = randomCase(kind, size, 9100 + seed, size === 4 ? 0.15 : 0.4);
      if (!made) continue;
      const union = new Uint16Array(size * size);
      const plain = plainCount(made.puzzle, 2_000, {
        each: (solution) => {
          for (let cell = 0; cell < union.length; cell++) union[cell] |= 1 << (solution[cell] - 1);
        },
      });
      if (!plain.settled || plain.count < 2 || plain.count >= 2_000) continue;
      CASES.push({ name: `${kind} ${size}×${size} #${seed} (${plain.count} solutions)`, puzzle: made.puzzle, count: plain.count, union });
      break;
    }
  }
}

describe.each(VARIANT_ENGINES)('$name: the union of the solutions found', ({ create }) => {
  const search = create();

  it('the cases cover most rule kinds, with several solutions each', () => {
    expect(CASES.length).toBeGreaterThan(RULE_KINDS.length);
  });

  it.each(CASES)('$name: counting them all keeps the digits of every solution', ({ puzzle, count, union }) => {
    const program = compileVariant(puzzle);
    search.start(program, 2_000, true);
    expect(search.run(1e9)).toBe('done');
    expect(search.count).toBe(count);
    const out = new Uint16Array(union.length);
    expect(search.readUnion(out)).toBe(true);
    expect(Array.from(out)).toEqual(Array.from(union));
  });

  it.each(CASES)('$name: stopped at 2, a part of them that holds the first solution; nothing else changes', ({ puzzle, union }) => {
    const program = compileVariant(puzzle);
    const plain = runVariant(search, program, 2);
    search.start(program, 2, true);
    expect(search.run(1e9)).toBe('done');
    expect({ count: search.count, nodes: search.nodes }).toEqual({ count: plain.count, nodes: plain.nodes });
    const first = new Uint8Array(union.length);
    expect(search.readSolution(first)).toBe(true);
    expect(Array.from(first)).toEqual(plain.solution);
    const out = new Uint16Array(union.length);
    expect(search.readUnion(out)).toBe(true);
    for (let cell = 0; cell < out.length; cell++) {
      expect(out[cell] & ~union[cell]).toBe(0);
      expect(out[cell] & (1 << (first[cell] - 1))).not.toBe(0);
    }
    expect(out.some((bits, cell) => bits !== 1 << (first[cell] - 1)), 'the second solution differs somewhere').toBe(true);
  });

  it('a search not asked for the union reads none; a puzzle without solutions reads all 0', () => {
    const { puzzle } = CASES[0];
    const out = new Uint16Array(puzzle.size ** 2);
    search.start(compileVariant(puzzle), 2);
    search.run(1e9);
    expect(search.readUnion(out)).toBe(false);
    const broken: VariantPuzzle = { ...puzzle, givens: '11' + puzzle.givens.slice(2) };
    search.start(compileVariant(broken), 2, true);
    search.run(1e9);
    out.fill(7);
    expect(search.readUnion(out)).toBe(true);
    expect(Array.from(out).every((bits) => bits === 0)).toBe(true);
  });
});
