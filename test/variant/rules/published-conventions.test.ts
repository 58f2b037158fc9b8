/**
 * Conventions read off the published solutions: each test takes an example's model as this
 * library reads it and checks, on the published solution, the fact that decides a convention.
 * A test fails if the reading (or the convention) changes.
 */
import { expect, it } from 'vitest';
import { parseVariant } from '../../../src/variant';
import type { Constraint, Kropki, VariantPuzzle } from '../../../src/variant/model';
import { describeShared } from '../../support/shared';
import { example, readExamples } from '../formats/helpers';

/** Orthogonal neighbour pairs of a 9×9 grid, as "a,b" with a < b. */
function orthogonalPairs(): [number, number][] {
  const pairs: [number, number][] = [];
  for (let cell = 0; cell < 81; cell++) {
    if (cell % 9 < 8) pairs.push([cell, cell + 1]);
    if (cell < 72) pairs.push([cell, cell + 9]);
  }
  return pairs;
}

const key = (a: number, b: number): string => (a < b ? `${a},${b}` : `${b},${a}`);

/** The kropki dots of a model by pair. */
function dots(model: VariantPuzzle): Map<string, Kropki> {
  const map = new Map<string, Kropki>();
  for (const c of model.constraints) if (c.type === 'kropki') map.set(key(c.cells[0], c.cells[1]), c);
  return map;
}

const has = (model: VariantPuzzle, type: Constraint['type']): boolean => model.constraints.some((c) => c.type === type);

describeShared('conventions, from the published solutions', (dir) => {
  const examples = readExamples(dir);
  const read = (title: string): { model: VariantPuzzle; solution: number[] } => {
    const e = example(examples, title);
    return { model: parseVariant(e.line), solution: e.solution };
  };

  it('kropki: default values are 1 (white) and 2 (black), and every dot of "Kropki sudoku" meets them', () => {
    const { model, solution } = read('Kropki sudoku');
    const all = [...dots(model).values()];
    expect(all.length).toBe(34);
    for (const dot of all) {
      expect(dot.value).toBeUndefined();
      const [x, y] = [solution[dot.cells[0]], solution[dot.cells[1]]];
      if (dot.color === 'white') expect(Math.abs(x - y)).toBe(1);
      else expect(x === 2 * y || y === 2 * x).toBe(true);
    }
  });

  it('kropki: a 1-2 pair may carry either dot (white in "Kropki sudoku", black in "Strict kropki")', () => {
    const colours = (title: string): Set<string> => {
      const { model, solution } = read(title);
      const found = new Set<string>();
      for (const dot of dots(model).values()) {
        const pair = [solution[dot.cells[0]], solution[dot.cells[1]]].sort().join('');
        if (pair === '12') found.add(dot.color);
      }
      return found;
    };
    expect(colours('Kropki sudoku')).toEqual(new Set(['white']));
    expect(colours('Strict kropki')).toEqual(new Set(['black']));
  });

  it('without negative rules, pairs with no dot may be consecutive or 1:2 ("XV Kropki Sudoku")', () => {
    const { model, solution } = read('XV Kropki Sudoku');
    expect(has(model, 'nonConsecutive') || has(model, 'negativeBlack')).toBe(false);
    const marks = dots(model);
    const undotted12 = orthogonalPairs().filter(([a, b]) => !marks.has(key(a, b)) && [solution[a], solution[b]].sort().join('') === '12');
    expect(undotted12.length).toBeGreaterThan(0);
  });

  it('non-consecutive exempts a pair with a dot of either colour ("Strict kropki" has black-dotted 1-2 pairs)', () => {
    const { model, solution } = read('Strict kropki');
    expect(has(model, 'nonConsecutive')).toBe(true);
    const marks = dots(model);
    const consecutive = orthogonalPairs().filter(([a, b]) => Math.abs(solution[a] - solution[b]) === 1);
    const blackOnly = consecutive.filter(([a, b]) => marks.get(key(a, b))?.color === 'black');
    expect(blackOnly.map(([a, b]) => `${a},${b}`)).toEqual(['31,40', '69,78', '77,78']); // r4c5/r5c5, r8c7/r9c7, r9c6/r9c7
    // and every consecutive pair has some dot: no pair is exempt without one
    expect(consecutive.every(([a, b]) => marks.has(key(a, b)))).toBe(true);
  });

  it('negative black: no pair without a dot is in ratio 1:2 ("Strict kropki")', () => {
    const { model, solution } = read('Strict kropki');
    expect(has(model, 'negativeBlack')).toBe(true);
    const marks = dots(model);
    const ratio = orthogonalPairs().filter(([a, b]) => solution[a] === 2 * solution[b] || solution[b] === 2 * solution[a]);
    expect(ratio.every(([a, b]) => marks.has(key(a, b)))).toBe(true);
  });

  it('negative XV: no pair without an X or V adds up to 5 or 10 ("Strict XV")', () => {
    const { model, solution } = read('Strict XV');
    expect(has(model, 'negativeXV')).toBe(true);
    const marked = new Map<string, number>();
    for (const c of model.constraints) if (c.type === 'xv') marked.set(key(c.cells[0], c.cells[1]), c.sum);
    for (const [a, b] of orthogonalPairs()) {
      const sum = solution[a] + solution[b];
      const mark = marked.get(key(a, b));
      if (mark !== undefined) expect(sum).toBe(mark);
      else expect(sum === 5 || sum === 10).toBe(false);
    }
  });

  it('extra regions add houses: in "Jigsaw boxes, disconnected" the boxes and the nine extra regions all hold 1-9', () => {
    const { model, solution } = read('Jigsaw boxes, disconnected');
    expect(model.regions).toBeUndefined();
    const full = (cells: number[]): boolean => new Set(cells.map((c) => solution[c])).size === 9;
    for (let box = 0; box < 9; box++) {
      const cells = Array.from({ length: 9 }, (_, i) => (Math.floor(box / 3) * 3 + Math.floor(i / 3)) * 9 + (box % 3) * 3 + (i % 3));
      expect(full(cells)).toBe(true);
    }
    const extra = model.constraints.filter((c) => c.type === 'extraRegion');
    expect(extra.length).toBe(9);
    for (const c of extra) if (c.type === 'extraRegion') expect(full(c.cells)).toBe(true);
  });

  it('jigsaw: f-puzzles regions replace the boxes ("Jigsaw" fills its regions, not its boxes)', () => {
    const { model, solution } = read('Jigsaw');
    const regions = model.regions ?? [];
    for (let label = 0; label < 9; label++) {
      const cells = regions.flatMap((l, cell) => (l === label ? [cell] : []));
      expect(new Set(cells.map((c) => solution[c])).size).toBe(9);
    }
    const box0 = [0, 1, 2, 9, 10, 11, 18, 19, 20].map((c) => solution[c]);
    expect(new Set(box0).size).toBeLessThan(9);
  });

  it('killer cages with and without a sum ("Killer sudoku [0 cage]"): digits differ, sums hold', () => {
    const { model, solution } = read('Killer sudoku [0 cage]');
    const cages = model.constraints.filter((c) => c.type === 'killer');
    expect(cages.filter((c) => c.type === 'killer' && c.sum === undefined).length).toBe(2);
    for (const c of cages) {
      if (c.type !== 'killer') continue;
      const digits = c.cells.map((cell) => solution[cell]);
      expect(new Set(digits).size).toBe(digits.length);
      if (c.sum !== undefined) expect(digits.reduce((s, d) => s + d, 0)).toBe(c.sum);
    }
  });

  it('arrows: each f-puzzles line is its own sum equal to the circle ("CTC Tribute": one circle, two lines)', () => {
    const { model, solution } = read('CTC Tribute');
    const arrows = model.constraints.filter((c) => c.type === 'arrow');
    const fromR4C9 = arrows.filter((c) => c.type === 'arrow' && c.circle.length === 1 && c.circle[0] === 35);
    expect(fromR4C9.length).toBe(2);
    for (const c of arrows) {
      if (c.type !== 'arrow') continue;
      expect(c.shaft.reduce((s, cell) => s + solution[cell], 0)).toBe(solution[c.circle[0]]);
    }
  });

  it('thermometers strictly increase from the bulb, the first cell of each line ("Thermo", "CTC Tribute")', () => {
    for (const title of ['Thermo', 'CTC Tribute']) {
      const { model, solution } = read(title);
      for (const c of model.constraints) {
        if (c.type !== 'thermometer') continue;
        for (let i = 1; i < c.cells.length; i++) expect(solution[c.cells[i]]).toBeGreaterThan(solution[c.cells[i - 1]]);
      }
    }
  });

  it('diagonals hold 1-9 ("Sudoku X"), both read', () => {
    const { model, solution } = read('Sudoku X');
    expect(model.constraints).toEqual([
      { type: 'diagonal', direction: 'main' },
      { type: 'diagonal', direction: 'anti' },
    ]);
    expect(new Set(Array.from({ length: 9 }, (_, i) => solution[i * 10])).size).toBe(9);
    expect(new Set(Array.from({ length: 9 }, (_, i) => solution[72 - i * 8])).size).toBe(9);
  });
});
