/**
 * The variant generator (src/variant/generate/): every rule family makes a puzzle with exactly
 * one solution (the engine's count) whose solution obeys every rule (the plain checker,
 * ../support/plain.ts, shares nothing with the generator or the engine); puzzles are minimal;
 * a seed names its puzzle; options are checked.
 */
import { describe, expect, it } from 'vitest';
import { GenerateBudgetError } from '../../../src/generate/budget-error';
import { generateVariant, generateVariantSync, type VariantFamily } from '../../../src/variant/generate/index';
import { expectSound, isMinimal } from './sound';

const FAMILIES: VariantFamily[] = ['x', 'windoku', 'jigsaw', 'antiKnight', 'antiKing', 'nonConsecutive', 'killer', 'thermo', 'arrow', 'kropki', 'xv'];

/** What the checks expect of the rule family's constraints (the later families: ./families.test.ts). */
const TYPES: Partial<Record<VariantFamily, string[]>> = {
  x: ['diagonal'],
  windoku: ['extraRegion'],
  jigsaw: [],
  antiKnight: ['antiKnight'],
  antiKing: ['antiKing'],
  nonConsecutive: ['nonConsecutive'],
  killer: ['killer'],
  thermo: ['thermometer'],
  arrow: ['arrow'],
  kropki: ['kropki', 'nonConsecutive', 'negativeBlack'],
  xv: ['xv', 'negativeXV'],
};

describe('generateVariantSync', () => {
  it.each(FAMILIES)('%s: one solution, which obeys every rule, with the family\'s rules drawn', (rules) => {
    const { puzzle, solution, seed } = generateVariantSync({ rules, seed: 3 });
    expect(seed).toBe(3);
    expect(puzzle.size).toBe(9);
    expect([...new Set(puzzle.constraints.map((k) => k.type))].sort()).toEqual([...TYPES[rules]!].sort());
    if (rules === 'jigsaw') expect(puzzle.regions).toHaveLength(81);
    expectSound(puzzle, solution);
  });

  it.each([
    ['killer', 4],
    ['jigsaw', 5],
    ['x', 6],
    ['xv', 7],
    ['antiKing', 8],
  ] as const)('%s on side %i', (rules, size) => {
    const { puzzle, solution } = generateVariantSync({ rules, size, seed: 1 });
    expect(puzzle.size).toBe(size);
    expectSound(puzzle, solution);
  });

  it('combines families: killer with X, kropki with anti-knight', () => {
    const a = generateVariantSync({ rules: ['x', 'killer'], seed: 2 });
    expect(new Set(a.puzzle.constraints.map((k) => k.type))).toEqual(new Set(['diagonal', 'killer']));
    expectSound(a.puzzle, a.solution);
    const b = generateVariantSync({ rules: ['kropki', 'antiKnight'], seed: 2 });
    expect(new Set(b.puzzle.constraints.map((k) => k.type))).toEqual(new Set(['antiKnight', 'kropki', 'nonConsecutive', 'negativeBlack']));
    expectSound(b.puzzle, b.solution);
  });

  it.each(['x', 'arrow', 'jigsaw'] as const)('%s: minimal (every given is needed)', (rules) => {
    const { puzzle } = generateVariantSync({ rules, seed: 5 });
    expect(isMinimal(puzzle)).toBe(true);
  });

  it('killer: no givens where the cages alone are unique, and needed givens otherwise', () => {
    const givens = [];
    for (let seed = 7; seed <= 10; seed++) {
      const { puzzle } = generateVariantSync({ rules: 'killer', seed });
      givens.push([...puzzle.givens].filter((c) => c !== '.').length);
      expect(isMinimal(puzzle)).toBe(true);
    }
    expect(givens).toEqual([1, 0, 1, 2]); // seed 8: the cages alone are unique
  });

  it('the same seed makes the same puzzle (sync and async); nextSeed continues the stream', async () => {
    const a = generateVariantSync({ rules: 'thermo', seed: 42 });
    expect(generateVariantSync({ rules: 'thermo', seed: 42 })).toEqual(a);
    expect(await generateVariant({ rules: 'thermo', seed: 42 })).toEqual(a);
    expect(generateVariantSync({ rules: 'thermo', seed: 43 }).puzzle).not.toEqual(a.puzzle);
    const next = generateVariantSync({ rules: 'thermo', seed: a.nextSeed });
    expect(next.puzzle).not.toEqual(a.puzzle);
    expect(a.attempts).toBeGreaterThanOrEqual(1);
    expect(a.checks).toBeGreaterThan(0);
  });

  it('clues: the given count stays in the range asked', () => {
    const { puzzle } = generateVariantSync({ rules: 'antiKing', seed: 1, clues: { min: 20, max: 20 } });
    const count = [...puzzle.givens].filter((c) => c !== '.').length;
    expect(count).toBe(20);
    expect(generateVariantSync({ rules: 'antiKing', seed: 1 }).puzzle.givens).not.toBe(puzzle.givens); // seed 1 alone: 19
  });
});

describe('generateVariant options', () => {
  const bad: [unknown, ErrorConstructor, RegExp][] = [
    [undefined, TypeError, /^sudoku-wasm: generateVariantSync: rules: expected 'x', 'windoku', .* or an array of them, got undefined$/],
    [{}, TypeError, /^sudoku-wasm: generateVariantSync: rules: expected 'x', 'windoku', .* or an array of them, got undefined$/],
    [{ rules: [] }, TypeError, /rules: expected .*, got an array of 0$/],
    [{ rules: 'sudoku' }, TypeError, /^sudoku-wasm: generateVariantSync: rules: expected .*, got the string "sudoku"$/],
    [{ rules: 'windoku', size: 6 }, RangeError, /^sudoku-wasm: generateVariantSync: size: expected 9 for 'windoku', got the number 6$/],
    [{ rules: 'x', size: 5 }, RangeError, /size: expected 4, 6, 8 or 9 for 'x', got the number 5$/],
    [{ rules: 'x', seed: -1 }, RangeError, /^sudoku-wasm: generateVariantSync: seed: expected an integer/],
    [{ rules: 'x', clues: { min: 9, max: 3 } }, RangeError, /clues: expected min ≤ max/],
    [{ rules: 'x', clues: 20 }, TypeError, /clues: expected \{ min, max \}, got the number 20/],
    [{ rules: 'x', timeoutMs: 'soon' }, TypeError, /timeoutMs/],
    [{ rules: 'x', sizes: 9 }, TypeError, /unknown option 'sizes' \(did you mean 'size'\?\)/],
  ];
  it.each(bad)('%j is refused', (options, type, message) => {
    expect(() => generateVariantSync(options as never)).toThrow(type);
    expect(() => generateVariantSync(options as never)).toThrow(message);
  });

  it('the async form names itself, and stops on an aborted signal', async () => {
    await expect(generateVariant({ rules: 'sudoku' } as never)).rejects.toThrow(/^sudoku-wasm: generateVariant: rules:/);
    const signal = AbortSignal.abort();
    const stopped = await generateVariant({ rules: 'x', seed: 1, signal }).catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(GenerateBudgetError);
    expect((stopped as GenerateBudgetError).reason).toBe('aborted');
  });
});
