/**
 * The variant generator's arrows below 9×9 (9×9's: ./generate.test.ts, ./seeds.test.ts), and
 * with thermometers on 9×9 too: each
 * puzzle has exactly one solution (the engine's count), the one returned, obeying every rule by
 * the plain checker (./sound.ts); each arrow is checked once more here from the rule's sentence
 * (the shaft's digits add up to the circle's), with its shape: a one-cell circle, a shaft that
 * starts next to it and steps by king's moves, of 1–3 cells on 4×4, 2–3 on 5×5 and 6×6, 2–4
 * from 7×7 up; no two arrows or lines share a cell; puzzles are minimal.
 */
import { describe, expect, it } from 'vitest';
import { generateVariantSync } from '../../../src/variant/generate/index';
import type { Arrow, VariantPuzzle } from '../../../src/variant/model';
import { expectSound, isMinimal } from './sound';

/** Whether two cells of an n×n grid are a king's move apart. */
function touching(a: number, b: number, n: number): boolean {
  return a !== b && Math.max(Math.abs(Math.floor(a / n) - Math.floor(b / n)), Math.abs((a % n) - (b % n))) === 1;
}

/** Why an arrow is not drawn as the generator promises on an n×n grid, or does not hold on the solution; null when it is. */
function arrowError(k: Arrow, n: number, solution: string): string | null {
  const [shortest, longest] = n === 4 ? [1, 3] : n <= 6 ? [2, 3] : [2, 4];
  if (k.circle.length !== 1) return `a circle of ${k.circle.length} cells`;
  if (k.shaft.length < shortest || k.shaft.length > longest) return `a shaft of ${k.shaft.length} cells`;
  const path = [...k.circle, ...k.shaft];
  if (new Set(path).size !== path.length) return 'a cell twice';
  for (let i = 1; i < path.length; i++) if (!touching(path[i - 1], path[i], n)) return `cells ${path[i - 1]} and ${path[i]} are not neighbours`;
  const sum = k.shaft.reduce((s, c) => s + Number(solution[c]), 0);
  return sum === Number(solution[k.circle[0]]) ? null : `shaft ${sum}, circle ${solution[k.circle[0]]}`;
}

/** The arrows of a puzzle and the cells of its arrows and lines (each at most once). */
function drawnCells(puzzle: VariantPuzzle): { arrows: Arrow[]; cells: number[] } {
  const arrows = puzzle.constraints.filter((k): k is Arrow => k.type === 'arrow');
  const cells = puzzle.constraints.flatMap((k) => (k.type === 'arrow' ? [...k.circle, ...k.shaft] : 'cells' in k && k.type !== 'killer' ? k.cells : []));
  return { arrows, cells };
}

describe('generateVariantSync: arrows on every size', () => {
  const cases = [4, 5, 6, 7, 8].flatMap((size) => [1, 2, 3].map((seed) => [size, seed] as const));
  it.each(cases)('side %i, seed %i: one solution, the one returned, every arrow drawn as promised and true on it', (size, seed) => {
    const { puzzle, solution } = generateVariantSync({ rules: 'arrow', size, seed });
    expect(puzzle.size).toBe(size);
    expect([...new Set(puzzle.constraints.map((k) => k.type))]).toEqual(['arrow']);
    const { arrows, cells } = drawnCells(puzzle);
    expect(arrows.length).toBeGreaterThanOrEqual(2);
    expect(arrows.length).toBeLessThanOrEqual(size - 2);
    expect(arrows.map((k) => arrowError(k, size, solution)).filter((e) => e !== null)).toEqual([]);
    expect(new Set(cells).size).toBe(cells.length);
    expectSound(puzzle, solution);
  });

  it.each([4, 6, 8])('side %i: minimal (every given is needed), seeds 4 and 5', (size) => {
    for (const seed of [4, 5]) expect(isMinimal(generateVariantSync({ rules: 'arrow', size, seed }).puzzle)).toBe(true);
  });

  it.each([
    [4, ['arrow', 'thermo'], ['arrow', 'thermometer']],
    [6, ['arrow', 'whispers', 'renban'], ['arrow', 'renban', 'whispers']],
    [8, ['arrow', 'killer'], ['arrow', 'killer']],
    [6, ['arrow', 'x'], ['arrow', 'diagonal']],
    [9, ['arrow', 'thermo'], ['arrow', 'thermometer']],
  ] as const)('side %i with %j: each family drawn, no shared cells, sound', (size, rules, types) => {
    const { puzzle, solution } = generateVariantSync({ rules: [...rules], size, seed: 2 });
    expect([...new Set(puzzle.constraints.map((k) => k.type))].sort()).toEqual(types);
    const { arrows, cells } = drawnCells(puzzle);
    expect(arrows.map((k) => arrowError(k, size, solution)).filter((e) => e !== null)).toEqual([]);
    expect(new Set(cells).size).toBe(cells.length);
    expectSound(puzzle, solution);
  });
});
