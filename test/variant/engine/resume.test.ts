/**
 * Budgets over every variant engine: running in slices (of 1 node, or of random sizes) ends
 * with the same count, first solution and nodes as one big run; a paused slice has used
 * exactly its budget; `start` abandons a search in progress; `run` after 'done' is inert; a
 * program compiled as impossible answers 0 without a node.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileVariant } from '../../../src/variant/compile/index';
import type { VariantPuzzle } from '../../../src/variant/model';
import { runVariant, VARIANT_ENGINES } from './engines';
import { randomCase } from './random-models';
import { runInSlices } from '../../support/resumable';

/** Puzzles that need some guessing: empty X and anti-knight grids, and random ones without givens. */
const PUZZLES: { name: string; puzzle: VariantPuzzle; limit: number }[] = [
  {
    name: 'empty 9×9 X, limit 4',
    puzzle: { size: 9, givens: '.'.repeat(81), constraints: [{ type: 'diagonal', direction: 'main' }, { type: 'diagonal', direction: 'anti' }] },
    limit: 4,
  },
  { name: 'empty 6×6 anti-knight, limit 50', puzzle: { size: 6, givens: '.'.repeat(36), constraints: [{ type: 'antiKnight' }] }, limit: 50 },
  ...(['whispers', 'thermometer', 'kropki', 'arrow'] as const).map((kind, i) => ({
    name: `9×9 ${kind} without givens, limit 2`,
    puzzle: randomCase(kind, 9, 4242 + i, 0)!.puzzle,
    limit: 2,
  })),
];

describe.each(VARIANT_ENGINES)('$name resumes exactly', ({ create }) => {
  const search = create();
  const wholes = PUZZLES.map(({ puzzle, limit }) => runVariant(search, compileVariant(puzzle), limit));

  it('the puzzles need guesses', () => {
    for (const w of wholes) expect(w.nodes).toBeGreaterThan(3);
  });

  it.each(PUZZLES.map((p, i) => ({ ...p, i })))('$name: run(1) repeatedly = one big run', ({ puzzle, limit, i }) => {
    expect(runVariant(search, compileVariant(puzzle), limit, { slice: 1 })).toEqual(wholes[i]);
  });

  it('random slice sizes give the same result, and each paused slice used its whole budget', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PUZZLES.length - 1 }), fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }), (k, slices) => {
        const { puzzle, limit } = PUZZLES[k];
        const program = compileVariant(puzzle);
        search.start(program, limit);
        expect(runInSlices(search, slices, puzzle.size ** 2)).toEqual(wholes[k]);
      }),
      { numRuns: 25 },
    );
  });

  it('start abandons a paused search; the next puzzle is unaffected; run after done is inert', () => {
    search.start(compileVariant(PUZZLES[0].puzzle), PUZZLES[0].limit);
    expect(search.run(2)).toBe('paused');
    expect(runVariant(search, compileVariant(PUZZLES[2].puzzle), 2)).toEqual(wholes[2]);
    expect(search.run(100)).toBe('done');
    expect(search.count).toBe(wholes[2].count);
    expect(search.nodes).toBe(wholes[2].nodes);
  });

  it('an impossible program: done at once, 0 solutions, 0 nodes, no solution to read', () => {
    const program = compileVariant({ size: 4, givens: '.'.repeat(16), constraints: [{ type: 'killer', cells: [0, 1], sum: 9 }] });
    expect(program.impossible).toBe(true);
    expect(runVariant(search, program, 2)).toEqual({ count: 0, nodes: 0, solution: null });
  });
});

describe('two searches on one WebAssembly core', () => {
  it('the later start takes the core over; the earlier one refuses to run', () => {
    const wasm = VARIANT_ENGINES.find((e) => e.name === 'variant-wasm')!;
    const a = wasm.create();
    const b = wasm.create();
    a.start(compileVariant(PUZZLES[0].puzzle), 2);
    b.start(compileVariant(PUZZLES[1].puzzle), 2);
    expect(() => a.run(10)).toThrow(/took over/);
    expect(a.count).toBe(0);
    expect(b.run(1e9)).toBe('done');
  });
});
