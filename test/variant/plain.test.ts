/**
 * Tests of the tests' own tools: the plain checker (support/plain.ts) and the generators
 * (support/generate.ts). The checker is the oracle of every variant agreement test, so it is
 * checked here against hand counts and against a second, even plainer method: enumerate every
 * grid the houses allow (rows, columns, regions only, cells in reading order) and keep those that
 * `isSolution` accepts. The two agree only if no partial check of plainCount ever cuts a solution.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countSolutions } from '../../src/api/single';
import { checkVariant, parseVariant } from '../../src/variant/index';
import type { Constraint, VariantPuzzle, VariantSize } from '../../src/variant/model';
import { describeShared } from '../support/shared';
import {
  emptyPuzzle,
  FAMILIES,
  generateBase,
  generatePuzzles,
  givensText,
  randomGrid,
  Rng,
  SIZES,
} from './support/generate';
import { givenDigits, isSolution, plainCount, regionLabels, violation } from './support/plain';

/**
 * Every completion of the givens that keeps the houses (rows, columns, regions), cells in reading
 * order, each one then judged by `isSolution`; null when more than `cap` house completions exist.
 */
function enumerateSolutions(p: VariantPuzzle, cap: number): number | null {
  const n = p.size;
  const labels = regionLabels(p);
  const grid = givenDigits(p);
  let completions = 0;
  let solutions = 0;
  const free = (cell: number, d: number) => {
    const r = Math.floor(cell / n);
    const c = cell % n;
    for (let other = 0; other < n * n; other++) {
      if (other === cell || grid[other] !== d) continue;
      if (Math.floor(other / n) === r || other % n === c || labels[other] === labels[cell]) return false;
    }
    return true;
  };
  for (let cell = 0; cell < n * n; cell++) if (grid[cell] !== 0 && !free(cell, grid[cell])) return 0;
  const fill = (cell: number): boolean => {
    if (cell === n * n) {
      completions++;
      if (isSolution(p, grid)) solutions++;
      return completions <= cap;
    }
    if (grid[cell] !== 0) return fill(cell + 1);
    for (let d = 1; d <= n; d++) {
      if (!free(cell, d)) continue;
      grid[cell] = d;
      const go = fill(cell + 1);
      grid[cell] = 0;
      if (!go) return false;
    }
    return true;
  };
  return fill(0) ? solutions : null;
}

const empty4 = (constraints: Constraint[], givens = '.'.repeat(16)): VariantPuzzle => ({ size: 4, givens, constraints });

describe('plain checker: hand counts', () => {
  it('4×4 with no rule: 288 grids', () => {
    expect(plainCount(empty4([]), 1000).count).toBe(288);
    expect(enumerateSolutions(empty4([]), 1000)).toBe(288);
  });

  it('a thermometer along the first row of a 4×4 fixes it to 1 2 3 4: 288/24 = 12 grids', () => {
    expect(plainCount(empty4([{ type: 'thermometer', cells: [0, 1, 2, 3] }]), 1000).count).toBe(12);
  });

  it('a cage of sum 3 on two cells of a 4×4 row holds 1 and 2: 288·2/12 = 48 grids', () => {
    expect(plainCount(empty4([{ type: 'killer', cells: [0, 1], sum: 3 }]), 1000).count).toBe(48);
  });

  it('a slow thermometer over a whole 4×4 row is a thermometer there (digits differ): 12', () => {
    expect(plainCount(empty4([{ type: 'slowThermometer', cells: [4, 5, 6, 7] }]), 1000).count).toBe(12);
  });

  it('a palindrome of 2 cells in one row has no solution; across a box diagonal it may', () => {
    expect(plainCount(empty4([{ type: 'palindrome', cells: [0, 1] }]), 1000).count).toBe(0);
    // cells 1 (r0c1) and 6 (r1c2) share no row, column or box
    const count = plainCount(empty4([{ type: 'palindrome', cells: [1, 6] }]), 1000).count;
    expect(count).toBeGreaterThan(0);
    expect(count).toBe(enumerateSolutions(empty4([{ type: 'palindrome', cells: [1, 6] }]), 1000));
  });

  it('arrows: a pill is at least 12, a whole 4×4 row sums to 10; a one-cell circle equals a one-cell shaft', () => {
    // circle r3c0 r3c1 read as a number (12 or more); shaft: row 0, whose four digits sum to 10
    const arrow: Constraint = { type: 'arrow', circle: [12, 13], shaft: [0, 1, 2, 3] };
    expect(plainCount(empty4([arrow]), 1000).count).toBe(0);
    // a one-cell circle over a one-cell shaft: equal digits, two cells a diagonal across boxes (r1c1, r2c2)
    const same: Constraint = { type: 'arrow', circle: [5], shaft: [10] };
    const count = plainCount(empty4([same]), 1000).count;
    expect(count).toBe(enumerateSolutions(empty4([same]), 1000));
    expect(count).toBeGreaterThan(0);
  });

  it('givens that break a rule give 0, and a full valid grid gives 1', () => {
    expect(plainCount(empty4([], '11..............'), 10).count).toBe(0);
    expect(plainCount(empty4([{ type: 'odd', cells: [0] }], '2...............'), 10).count).toBe(0);
    const grid = '1234341221434321';
    expect(plainCount(empty4([], grid), 10).count).toBe(1);
    expect(isSolution(empty4([]), Array.from(grid, Number))).toBe(true);
  });

  it('violation names the rule a grid breaks', () => {
    const grid = Array.from('1234341221434321', Number); // main diagonal 1 4 4 1, anti 4 1 1 4
    const other = Array.from('1234341243212143', Number); // main diagonal 1 4 2 3
    expect(violation(empty4([{ type: 'diagonal', direction: 'main' }]), other)).toBeNull();
    expect(violation(empty4([{ type: 'diagonal', direction: 'main' }]), grid)).toMatch(/diagonal main/);
    expect(violation(empty4([{ type: 'diagonal', direction: 'anti' }]), grid)).toMatch(/diagonal anti/);
    expect(violation(empty4([{ type: 'xv', cells: [0, 1], sum: 5 }]), grid)).toMatch(/xv 5/);
    expect(violation(empty4([]), grid.slice(1))).toMatch(/expected 16 cells/);
    expect(violation(empty4([], '2...............'), grid)).toMatch(/given is 2/);
  });
});

describeShared('plain checker: the published variant examples', (dir) => {
  const lines = readFileSync(join(dir, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').split('\n').filter((l) => l.trim());

  it('every published solution passes isSolution; changing one digit breaks it', () => {
    expect(lines).toHaveLength(37);
    for (const line of lines) {
      const { title, solution } = JSON.parse(line) as { title: string; solution: number[] };
      const p = parseVariant(line);
      expect(violation(p, solution), title).toBeNull();
      const broken = solution.slice();
      broken[40] = (broken[40] % 9) + 1;
      expect(isSolution({ ...p, givens: '.'.repeat(81) }, broken), title).toBe(false);
    }
  });
});

describe('plain checker: plainCount equals the house enumeration filtered by isSolution', () => {
  it('every family on 4×4, clues of one grid, givens of another (counts of 0 … many)', () => {
    let nonzero = 0;
    let zero = 0;
    for (const fam of FAMILIES.filter((f) => f.sizes.includes(4))) {
      for (let seed = 1; seed <= 4; seed++) {
        const rng = new Rng(seed);
        const made = generateBase(fam, 4, rng);
        expect(made, fam.name).not.toBeNull();
        const other = randomGrid(emptyPuzzle(4, [], made!.puzzle.regions), rng)!;
        const givens = Array.from(other, (d) => (rng.chance(0.15) ? d : 0));
        const p = { ...made!.puzzle, givens: givensText(givens) };
        const expected = enumerateSolutions(p, 1000)!;
        expect(plainCount(p, 1000).count, `${fam.name} seed ${seed}: ${JSON.stringify(p)}`).toBe(expected);
        if (expected > 0) nonzero++;
        else zero++;
      }
    }
    expect(nonzero).toBeGreaterThan(10);
    expect(zero).toBeGreaterThan(10);
  });

  it.each([4, 9] as VariantSize[])('classic puzzles at size %i: plainCount equals the package\'s classic countSolutions', (size) => {
    const classic = FAMILIES.find((f) => f.name === 'classic')!;
    for (let seed = 1; seed <= 8; seed++) {
      const rng = new Rng(seed);
      const made = generateBase(classic, size, rng)!;
      const givens = givensText(made.grid.map((d) => (rng.chance(size === 4 ? 0.25 : 0.35) ? d : 0)));
      expect(plainCount({ ...made.puzzle, givens }, 50, { budget: 500_000 }).count, givens).toBe(countSolutions(givens, 50));
    }
  });

  it.each([6, 8, 9] as VariantSize[])('every family at size %i with about half the givens of its grid', (size) => {
    for (const fam of FAMILIES.filter((f) => f.sizes.includes(size))) {
      const rng = new Rng(size * 100 + 1);
      const made = generateBase(fam, size, rng);
      expect(made, fam.name).not.toBeNull();
      const keep = size === 6 ? 0.4 : size === 8 ? 0.55 : 0.6;
      const p = { ...made!.puzzle, givens: givensText(made!.grid.map((d) => (rng.chance(keep) ? d : 0))) };
      const expected = enumerateSolutions(p, 20_000);
      if (expected === null) continue;
      expect(plainCount(p, 100_000).count, `${fam.name}: ${JSON.stringify(p)}`).toBe(expected);
    }
  });
});

describe('generators', () => {
  it.each([4, 6] as VariantSize[])('size %i: unique, several and none are what the plain counter says', (size) => {
    for (const fam of FAMILIES.filter((f) => f.sizes.includes(size))) {
      const set = generatePuzzles(fam, size, 1000 + size);
      expect(set.unique, `${fam.name}: no unique puzzle`).toBeDefined();
      const grid = set.unique!.grid;
      expect(violation({ ...set.unique!.puzzle, givens: '.'.repeat(size * size) }, grid), fam.name).toBeNull();
      expect(set.unique!.plain.count).toBe(1);
      expect(Array.from(set.unique!.plain.solutions[0])).toEqual(Array.from(grid));
      if (set.several) {
        const [a, b] = set.several.plain.solutions;
        expect(isSolution(set.several.puzzle, a) && isSolution(set.several.puzzle, b)).toBe(true);
        expect(Array.from(a)).not.toEqual(Array.from(b));
      }
      if (set.none) expect(set.none.plain.count).toBe(0);
      for (const g of [set.unique, set.several, set.none]) {
        if (g) expect(() => checkVariant(g.puzzle), `${fam.name} ${g.kind}: ${JSON.stringify(g.puzzle)}`).not.toThrow();
      }
    }
  });

  it.each([8, 9] as VariantSize[])('size %i: every family has a grid, and the grid obeys every clue read from it', (size) => {
    for (const fam of FAMILIES.filter((f) => f.sizes.includes(size))) {
      const made = generateBase(fam, size, new Rng(size));
      expect(made, fam.name).not.toBeNull();
      expect(violation(made!.puzzle, made!.grid), fam.name).toBeNull();
      expect(made!.puzzle.constraints.length > 0 || fam.name === 'classic' || fam.name === 'jigsaw', fam.name).toBe(true);
    }
  });

  it.each(SIZES)('size %i: every generated puzzle passes the model checker unchanged', (size) => {
    for (const fam of FAMILIES.filter((f) => f.sizes.includes(size))) {
      const made = generateBase(fam, size, new Rng(size + 17));
      expect(made, fam.name).not.toBeNull();
      expect(() => checkVariant(made!.puzzle), `${fam.name}: ${JSON.stringify(made!.puzzle)}`).not.toThrow();
    }
  });

  it('the same seed gives the same puzzles', () => {
    const fam = FAMILIES.find((f) => f.name === 'killer')!;
    expect(JSON.stringify(generatePuzzles(fam, 6, 7))).toBe(JSON.stringify(generatePuzzles(fam, 6, 7)));
  });
});
