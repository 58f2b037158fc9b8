/**
 * The variant generator's `pillArrow` family: arrows as `arrow` draws them, some of whose
 * circles are pills (two orthogonal neighbours read as a two-digit number, left to right or top
 * to bottom). Each puzzle has one solution (the engine's count), the one returned, obeying every
 * rule by the plain checker (./sound.ts); a 9×9 one is counted by the plain checker's own
 * search too. Each arrow is checked once more here from the rule's sentence (the shaft's digits
 * add up to the circle's number), with its shape; puzzles are minimal; links keep the pills'
 * order; a seed names its puzzle; the option errors name the family.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateVariant, generateVariantSync } from '../../../src/variant/generate/index';
import { parseVariant, toFpuzzlesLink, toSudokuPadLink } from '../../../src/variant/index';
import type { Arrow, VariantPuzzle } from '../../../src/variant/model';
import { plainCount } from '../support/plain';
import { expectSound, isMinimal } from './sound';

/** Whether two cells of an n×n grid are a king's move apart. */
function touching(a: number, b: number, n: number): boolean {
  return a !== b && Math.max(Math.abs(Math.floor(a / n) - Math.floor(b / n)), Math.abs((a % n) - (b % n))) === 1;
}

/** The pills drawn on an n×n grid (fewest, most): 2–3 on 9×9, 1–2 on 7×7 and 8×8, 1 on 5×5 and 6×6. */
const PILLS: Record<number, [number, number]> = { 5: [1, 1], 6: [1, 1], 7: [1, 2], 8: [1, 2], 9: [2, 3] };

/**
 * Why an arrow is not drawn as promised on an n×n grid, or does not hold on the solution; null
 * when it is: a one-cell circle with a shaft of 2–4 cells (2–3 below 7×7), or a pill of two cells, the second
 * right of or below the first, with a shaft of 3–5 cells; the shaft starts next to a circle cell
 * and steps by king's moves; its digits add up to the circle's digit or the pill's number.
 */
function arrowError(k: Arrow, n: number, solution: string): string | null {
  const pill = k.circle.length === 2;
  if (k.circle.length > 2) return `a circle of ${k.circle.length} cells`;
  if (pill && !(k.circle[1] === k.circle[0] + n || (k.circle[1] === k.circle[0] + 1 && k.circle[0] % n < n - 1))) return `a pill ${k.circle.join(', ')}`;
  const [shortest, longest] = pill ? [3, 5] : n >= 7 ? [2, 4] : [2, 3];
  if (k.shaft.length < shortest || k.shaft.length > longest) return `a shaft of ${k.shaft.length} cells`;
  const cells = [...k.circle, ...k.shaft];
  if (new Set(cells).size !== cells.length) return 'a cell twice';
  if (!k.circle.some((c) => touching(c, k.shaft[0], n))) return 'a shaft that does not start next to its circle';
  for (let i = 1; i < k.shaft.length; i++) if (!touching(k.shaft[i - 1], k.shaft[i], n)) return `cells ${k.shaft[i - 1]} and ${k.shaft[i]} are not neighbours`;
  const sum = k.shaft.reduce((s, c) => s + Number(solution[c]), 0);
  const number = Number(k.circle.map((c) => solution[c]).join(''));
  return sum === number ? null : `shaft ${sum}, circle ${number}`;
}

/** The checks of every pill-arrow puzzle: sound, each arrow as promised, no shared cells, the number of pills. */
function expectPillArrows(puzzle: VariantPuzzle, solution: string): void {
  const n = puzzle.size;
  expectSound(puzzle, solution);
  const arrows = puzzle.constraints.filter((k): k is Arrow => k.type === 'arrow');
  expect(arrows).toHaveLength(puzzle.constraints.filter((k) => k.type !== 'thermometer').length);
  expect(arrows.map((k) => arrowError(k, n, solution)).filter((e) => e !== null)).toEqual([]);
  const pills = arrows.filter((k) => k.circle.length === 2).length;
  expect(pills).toBeGreaterThanOrEqual(PILLS[n][0]);
  expect(pills).toBeLessThanOrEqual(PILLS[n][1]);
  const cells = puzzle.constraints.flatMap((k) => (k.type === 'arrow' ? [...k.circle, ...k.shaft] : k.type === 'thermometer' ? k.cells : []));
  expect(new Set(cells).size).toBe(cells.length);
}

/** The first 16 hex digits of the SHA-256 of the whole result, as ./seeds.test.ts takes them. */
function fingerprint(made: unknown): string {
  return createHash('sha256').update(JSON.stringify(made)).digest('hex').slice(0, 16);
}

describe('generateVariantSync: pill arrows', () => {
  const cases = [9, 8, 7, 6, 5].flatMap((size) => [1, 2, 3].map((seed) => [size, seed] as const));
  it.each(cases)('side %i, seed %i: one solution, the one returned, every arrow and pill drawn as promised and true on it', (size, seed) => {
    const { puzzle, solution } = generateVariantSync({ rules: 'pillArrow', size, seed });
    expect(puzzle.size).toBe(size);
    expect([...new Set(puzzle.constraints.map((k) => k.type))]).toEqual(['arrow']);
    const arrows = puzzle.constraints.length;
    expect(arrows).toBeGreaterThanOrEqual(size === 9 ? 6 : size - 4);
    expect(arrows).toBeLessThanOrEqual(size === 9 ? 10 : size - 2);
    expectPillArrows(puzzle, solution);
  });

  it('9×9, seed 1: the plain checker counts one solution too', () => {
    const { puzzle, solution } = generateVariantSync({ rules: 'pillArrow', seed: 1 });
    const plain = plainCount(puzzle, 2, { budget: 400_000 }); // it takes 234,000 nodes
    expect(plain.settled).toBe(true);
    expect(plain.count).toBe(1);
    expect(Array.from(plain.solutions[0]).join('')).toBe(solution);
  }, 60_000); // 0.7–1.6 s alone, 11 s on a loaded machine

  it.each([9, 8])('side %i: minimal (every given is needed), seeds 5 and 6', (size) => {
    for (const seed of [5, 6]) expect(isMinimal(generateVariantSync({ rules: 'pillArrow', size, seed }).puzzle)).toBe(true);
  });

  it('with thermometers: both drawn, no shared cells, sound', () => {
    const { puzzle, solution } = generateVariantSync({ rules: ['thermo', 'pillArrow'], seed: 2 });
    expect([...new Set(puzzle.constraints.map((k) => k.type))].sort()).toEqual(['arrow', 'thermometer']);
    expectPillArrows(puzzle, solution);
  });

  it('written as an f-puzzles or SudokuPad link, each pill reads back in its order', () => {
    const { puzzle } = generateVariantSync({ rules: 'pillArrow', seed: 2 });
    expect(parseVariant(toFpuzzlesLink(puzzle)).constraints).toEqual(puzzle.constraints);
    expect(parseVariant(toSudokuPadLink(puzzle)).constraints).toEqual(puzzle.constraints);
  });

  it('the same seed makes the same puzzle (sync and async), another seed another', async () => {
    const a = generateVariantSync({ rules: 'pillArrow', seed: 11 });
    expect(generateVariantSync({ rules: 'pillArrow', seed: 11 })).toEqual(a);
    expect(await generateVariant({ rules: 'pillArrow', seed: 11 })).toEqual(a);
    expect(generateVariantSync({ rules: 'pillArrow', seed: 12 }).puzzle).not.toEqual(a.puzzle);
  });

  it.each([
    [{ rules: 'pillArrow', seed: 1 }, '59fae3d45a053f51'],
    [{ rules: 'pillArrow', size: 8, seed: 1 }, '03cd544af6e6a813'],
  ] as const)('%j keeps naming the puzzle it named', (options, expected) => {
    expect(fingerprint(generateVariantSync(options))).toBe(expected);
  });
});

describe('generateVariant options: pillArrow', () => {
  it.each([
    [{ rules: 'pillArrow', size: 4 }, RangeError, "sudoku-wasm: generateVariantSync: size: expected 5, 6, 7, 8 or 9 for 'pillArrow', got the number 4"],
    [{ rules: ['pillArrow', 4] }, TypeError, /^sudoku-wasm: generateVariantSync: rules: expected .*'pillArrow'.* or an array of them, got the number 4$/],
    [{ rules: 'pillArrows' }, TypeError, /got the string "pillArrows" \(did you mean 'pillArrow'\?\)$/],
  ] as const)('%j is refused', (options, type, message) => {
    expect(() => generateVariantSync(options as never)).toThrow(type);
    expect(() => generateVariantSync(options as never)).toThrow(message);
  });
});
