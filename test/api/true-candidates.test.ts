/**
 * trueCandidates: the digits each cell holds in some solution, checked against the definition
 * with counters that share nothing with the engines: a digit d is a true candidate of a cell
 * exactly when the puzzle with d given there has a solution (the plain 9×9 oracle, the plain
 * variant checker, and every 4×4 grid listed by brute force).
 */
import { describe, expect, it } from 'vitest';
import { SudokuParseError, toFpuzzlesLink, trueCandidates, trueCandidatesAsync, type TrueCandidates } from '../../src/index';
import type { VariantPuzzle, VariantSize } from '../../src/variant/model';
import { oracleCount } from '../support/oracle';
import { FAMILIES, generateBase, givensText, Rng } from '../variant/support/generate';
import { givenDigits, plainCount } from '../variant/support/plain';

const UNIQUE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';
const TWO = '8.........95.......76.........426798...571243...893165......916....3.487....1.532'; // several solutions
const NONE = '3................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

/** The true candidates by the definition, with `hasSolution(cell, d)` deciding each digit. */
function byDefinition(givens: ArrayLike<number>, N: number, hasSolution: (cell: number, digit: number) => boolean): number[][] {
  return Array.from(givens, (given, cell) => {
    if (given !== 0) return hasSolution(cell, given) ? [given] : [];
    return Array.from({ length: N }, (_, i) => i + 1).filter((d) => hasSolution(cell, d));
  });
}

/** The cells with two or more candidates. */
function differingOf(candidates: number[][]): number[] {
  return candidates.flatMap((digits, cell) => (digits.length > 1 ? [cell] : []));
}

/** Every 4×4 grid whose rows, columns and 2×2 boxes hold 1…4 (288 of them), listed plainly. */
function all4x4Grids(): number[][] {
  const grids: number[][] = [];
  const grid = new Array<number>(16).fill(0);
  const fits = (cell: number, d: number): boolean => {
    const r = Math.floor(cell / 4);
    const c = cell % 4;
    for (let other = 0; other < cell; other++) {
      const or = Math.floor(other / 4);
      const oc = other % 4;
      const sameBox = Math.floor(or / 2) === Math.floor(r / 2) && Math.floor(oc / 2) === Math.floor(c / 2);
      if (grid[other] === d && (or === r || oc === c || sameBox)) return false;
    }
    return true;
  };
  const fill = (cell: number): void => {
    if (cell === 16) {
      grids.push(grid.slice());
      return;
    }
    for (let d = 1; d <= 4; d++) {
      if (!fits(cell, d)) continue;
      grid[cell] = d;
      fill(cell + 1);
      grid[cell] = 0;
    }
  };
  fill(0);
  return grids;
}

describe.each(['wasm', 'ts'] as const)('trueCandidates, backend %s', (backend) => {
  it('a unique puzzle: every cell holds its solution digit only', () => {
    const found = trueCandidates(UNIQUE, { backend });
    expect(found).toMatchObject({ status: 'unique', size: 9, differing: [] });
    expect(found.candidates.map((digits) => digits.join('')).join('')).toBe(SOLUTION);
    expect(found.searches).toBe(1); // the count to 2 settles it
  });

  it('a 9×9 puzzle with several solutions: the digits the plain oracle finds a solution for', () => {
    const givens = Array.from(TWO, (c) => (c === '.' ? 0 : +c));
    const expected = byDefinition(givens, 9, (cell, d) => {
      const cells = givens.slice();
      cells[cell] = d;
      return oracleCount(cells, 1).count > 0;
    });
    const found = trueCandidates(TWO, { backend });
    expect(found.candidates).toEqual(expected);
    expect(found.differing).toEqual(differingOf(expected));
    expect(found.differing.length).toBeGreaterThan(1);
    expect(found.status).toBe('multiple');
  });

  it('a puzzle with no solution: status none, no candidate anywhere', () => {
    const found = trueCandidates(NONE, { backend });
    expect(found).toMatchObject({ status: 'none', differing: [], searches: 1 });
    expect(found.candidates.every((digits) => digits.length === 0)).toBe(true);
  });

  it('4×4 boards: the union of the matching grids of all 288, for random givens', () => {
    const grids = all4x4Grids();
    expect(grids).toHaveLength(288);
    const rng = new Rng(41);
    for (let trial = 0; trial < 40; trial++) {
      const source = grids[rng.between(0, grids.length - 1)];
      const givens = source.map((d) => (rng.between(0, 9) < 3 ? d : 0));
      const matching = grids.filter((g) => g.every((d, cell) => givens[cell] === 0 || givens[cell] === d));
      const expected = givens.map((_, cell) => [...new Set(matching.map((g) => g[cell]))].sort((a, b) => a - b));
      const found = trueCandidates(givens.map((d) => (d === 0 ? '.' : String(d))).join(''), { backend });
      expect(found.candidates, `givens ${givens.join('')}`).toEqual(expected);
      expect(found.status).toBe(matching.length === 1 ? 'unique' : 'multiple');
      expect(found.size).toBe(4);
    }
  });
});

describe('trueCandidates of variant puzzles', () => {
  /** A generated puzzle of `family` with a few givens of its grid, and the plain checker's answer. */
  function sample(familyName: string, size: VariantSize, seed: number): VariantPuzzle | null {
    const family = FAMILIES.find((f) => f.name === familyName)!;
    const rng = new Rng(seed);
    const made = generateBase(family, size, rng);
    if (!made) return null;
    const givens = Array.from(made.grid, (d) => (rng.between(0, 9) < 1 ? d : 0));
    return { ...made.puzzle, givens: givensText(givens) };
  }

  const CASES: [string, VariantSize][] = [
    ['killer', 4],
    ['killer', 6],
    ['jigsaw', 6],
    ['anti-knight', 6],
    ['non-consecutive', 6],
    ['diagonals', 4],
  ];

  it.each(CASES)('%s, size %i: the digits the plain checker finds a solution for, on both backends', (familyName, size) => {
    let checked = 0;
    let several = 0;
    for (let seed = 1; checked < 3 && seed < 40; seed++) {
      const puzzle = sample(familyName, size, seed);
      if (!puzzle) continue;
      const givens = givenDigits(puzzle);
      const expected = byDefinition(givens, size, (cell, d) => {
        const digits = givens.slice();
        digits[cell] = d;
        const result = plainCount({ ...puzzle, givens: givensText(digits) }, 1);
        expect(result.settled).toBe(true);
        return result.count > 0;
      });
      for (const backend of ['wasm', 'ts'] as const) {
        const found = trueCandidates(puzzle, { backend });
        expect(found.candidates, `seed ${seed}, ${backend}`).toEqual(expected);
        expect(found.differing).toEqual(differingOf(expected));
        const solutions = plainCount(puzzle, 2).count;
        expect(found.status).toBe(solutions === 0 ? 'none' : solutions === 1 ? 'unique' : 'multiple');
      }
      if (expected.some((digits) => digits.length > 1)) several++;
      checked++;
    }
    expect(checked).toBe(3);
    expect(several, 'samples with several solutions').toBeGreaterThan(0);
  });

  it('fewer solutions than its first count: one search answers (their union); more: the cells are asked', () => {
    const few: VariantPuzzle = { size: 6, givens: '123' + '.'.repeat(33), constraints: [{ type: 'antiKnight' }] }; // 96 solutions
    const many: VariantPuzzle = { size: 6, givens: '1' + '.'.repeat(35), constraints: [{ type: 'antiKnight' }] }; // 1,920
    for (const [puzzle, searchesOne] of [[few, true], [many, false]] as const) {
      const solutions = plainCount(puzzle, 10_000).count;
      expect(solutions > 1 && solutions < 256, `${solutions} solutions`).toBe(searchesOne);
      const givens = givenDigits(puzzle);
      const expected = byDefinition(givens, 6, (cell, d) => {
        const digits = givens.slice();
        digits[cell] = d;
        return plainCount({ ...puzzle, givens: givensText(digits) }, 1).count > 0;
      });
      for (const backend of ['wasm', 'ts'] as const) {
        const found = trueCandidates(puzzle, { backend });
        expect(found.status).toBe('multiple');
        expect(found.candidates).toEqual(expected);
        expect(found.searches === 1, `${found.searches} searches`).toBe(searchesOne);
      }
    }
  });

  it('reads every variant form: a link gives what the model gives', () => {
    const killer: VariantPuzzle = {
      version: 1,
      size: 9,
      givens: '.' + UNIQUE.slice(1),
      constraints: [{ type: 'killer', cells: [0, 1, 2], sum: 12 }],
    };
    const fromModel = trueCandidates(killer);
    expect(fromModel.status).toBe('multiple');
    expect(trueCandidates(toFpuzzlesLink(killer))).toEqual(fromModel);
    // the cage's three cells hold 4, 1, 7 in some order in every solution
    for (const cell of [0, 1, 2]) expect(fromModel.candidates[cell].every((d) => [1, 4, 7].includes(d))).toBe(true);
  });
});

describe('trueCandidates: budgets, abort and errors', () => {
  it('a node budget over all the searches: unknown, with the digits found so far', () => {
    const found = trueCandidates('.'.repeat(81), { maxNodes: 200 });
    expect(found).toMatchObject({ status: 'unknown', stopped: 'nodes' });
    expect(found.guesses).toBeGreaterThanOrEqual(200);
    const complete = trueCandidates('.'.repeat(81));
    expect(complete.status).toBe('multiple');
    expect(complete.differing).toHaveLength(81);
    // what the stopped call found is part of the whole answer, and less than it
    found.candidates.forEach((digits, cell) => expect(complete.candidates[cell]).toEqual(expect.arrayContaining(digits)));
    expect(found.candidates.flat().length).toBeLessThan(complete.candidates.flat().length);
  });

  it('timeoutMs 0 stops before the first search', () => {
    expect(trueCandidates(UNIQUE, { timeoutMs: 0 })).toMatchObject({ status: 'unknown', stopped: 'time', searches: 0 });
  });

  it('the async form gives the sync answer, and stops on its signal', async () => {
    const sync: TrueCandidates = trueCandidates(TWO);
    expect(await trueCandidatesAsync(TWO)).toEqual(sync);
    expect(await trueCandidatesAsync(TWO, { signal: AbortSignal.timeout(60_000) })).toEqual(sync);
    const controller = new AbortController();
    const running = trueCandidatesAsync('.'.repeat(256), { signal: controller.signal });
    controller.abort();
    expect(await running).toMatchObject({ status: 'unknown', stopped: 'aborted', size: 16 });
  });

  it('the async form lets a timer abort it between its searches', async () => {
    // an empty 16×16 board: hundreds of short searches, none of them long enough to yield on its own
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 5);
    const found = await trueCandidatesAsync('.'.repeat(256), { signal: controller.signal });
    expect(found).toMatchObject({ status: 'unknown', stopped: 'aborted' });
  });

  it('names itself in its errors', async () => {
    expect(() => trueCandidates(UNIQUE, { maxNode: 5 } as never)).toThrow(/^sudoku-wasm: trueCandidates: unknown option 'maxNode'/);
    expect(() => trueCandidates(UNIQUE, { timeoutMs: -1 })).toThrow(/^sudoku-wasm: trueCandidates: timeoutMs/);
    expect(() => trueCandidates('12')).toThrow(SudokuParseError);
    await expect(trueCandidatesAsync(UNIQUE, { engine: 'nope' } as never)).rejects.toThrow(/^sudoku-wasm: trueCandidatesAsync: engine/);
  });
});
