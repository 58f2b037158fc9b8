/**
 * The single-puzzle API on both backends: guarantees in the names, errors, options.
 */
import { describe, expect, it } from 'vitest';
import {
  BudgetExhaustedError,
  countSolutions,
  isUnique,
  parseVariant,
  solve,
  solveInto,
  someSolution,
  SudokuParseError,
  toFpuzzles,
  validate,
} from '../../src/index';
import { isValidSolution } from '../support/oracle';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';
const TWO = '8.........95.......76.........426798...571243...893165......916....3.487....1.532'; // serg: 2+
const NONE = '3................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...'; // a unique puzzle plus a wrong, non-conflicting given
const EMPTY = '.'.repeat(81);

describe.each(['wasm', 'ts'] as const)('single-puzzle API, backend %s', (backend) => {
  const o = { backend };

  it('solve gives the solution only when it is unique', () => {
    expect(solve(PUZZLE, o)).toMatchObject({ status: 'unique', count: 1, solution: SOLUTION });
    const many = solve(TWO, o);
    expect(many.status).toBe('multiple');
    expect(many.solution).toBeUndefined();
    expect(solve(NONE, o)).toMatchObject({ status: 'none', count: 0 });
  });

  it('someSolution finds one solution of a multi-solution puzzle, null for none', () => {
    const s = someSolution(TWO, o)!;
    expect(isValidSolution(Array.from(TWO, (c) => (c === '.' ? 0 : +c)), Array.from(s, Number))).toBe(true);
    expect(someSolution(NONE, o)).toBeNull();
    expect(someSolution(EMPTY, o)).toHaveLength(81);
  });

  it('countSolutions counts up to the limit; isUnique', () => {
    expect(countSolutions(PUZZLE, 2, o)).toBe(1);
    expect(countSolutions(TWO, 1, o)).toBe(1);
    expect(countSolutions(TWO, 2, o)).toBe(2);
    expect(countSolutions(EMPTY, 500, o)).toBe(500);
    expect(isUnique(PUZZLE, o)).toBe(true);
    expect(isUnique(TWO, o)).toBe(false);
    expect(isUnique(NONE, o)).toBe(false);
  });

  it('accepts grids and arrays as well as lines', () => {
    const rows = PUZZLE.match(/.{9}/g)!.join('\n');
    expect(solve(rows, o).solution).toBe(SOLUTION);
    expect(solve(Array.from(PUZZLE, (c) => (c === '.' ? 0 : +c)), o).solution).toBe(SOLUTION);
  });

  it('reads a grid of another size whatever its first row holds (a letter among its first 9 cells too)', () => {
    // 16×16: row 1 is 1-9 then A-G; the rows start at different symbols, so some have a letter in their first 9 cells
    const solved = Array.from({ length: 16 }, (_, r) => Array.from({ length: 16 }, (_, c) => ((4 * (r % 4) + Math.floor(r / 4) + c) % 16) + 1));
    const symbols = '123456789ABCDEFG';
    for (const first of [0, 12]) {
      const rows = solved.map((row) => row.map((v) => symbols[v - 1]));
      const order = [...rows.slice(first), ...rows.slice(0, first)].map((row, r) => row.map((ch, c) => ((r + c) % 3 === 0 ? '.' : ch)));
      const grid = order.map((row) => row.join(' ')).join('\n');
      expect(/[A-G]/.test(grid.split('\n')[0].replace(/ /g, '').slice(0, 9))).toBe(first === 12);
      expect(validate(grid, o)).toMatchObject({ status: 'unique', size: 16 });
    }
    // a 9×9 grid with a letter keeps the 9×9 reader's error
    expect(validate(rows9WithLetter(), o).error).toMatchObject({ code: 'BAD_CHAR', char: 'x' });
  });

  it('validate never throws and names the status', () => {
    expect(validate(PUZZLE, o)).toMatchObject({ status: 'unique', solution: SOLUTION });
    expect(validate(TWO, o)).toMatchObject({ status: 'multiple', count: 2 });
    expect(validate(NONE, o)).toMatchObject({ status: 'none', count: 0 });
    const bad = validate('55' + '.'.repeat(79), o);
    expect(bad.status).toBe('invalid');
    expect(bad.error).toBeInstanceOf(SudokuParseError);
    expect(bad.error!.code).toBe('CONFLICT');
    expect(validate(null, o).error!.code).toBe('BAD_TYPE');
    expect(validate(42, o).status).toBe('invalid');
  });

  it('parse errors are thrown by the throwing forms', () => {
    expect(() => solve(PUZZLE.slice(1), o)).toThrow(SudokuParseError);
    expect(() => countSolutions(PUZZLE.replace('4', 'x'), 2, o)).toThrow(/unexpected character 'x'/);
  });

  it('solveInto writes into the caller buffer and validates', () => {
    const cells = Uint8Array.from(PUZZLE, (c) => (c === '.' ? 0 : +c));
    const out = new Uint8Array(81);
    expect(solveInto(cells, out, 2, o)).toBe(1);
    expect(Array.from(out).join('')).toBe(SOLUTION);
    const conflicting = cells.slice();
    conflicting[1] = 4;
    expect(() => solveInto(conflicting, out, 2, o)).toThrow(SudokuParseError);
    const outOfRange = cells.slice();
    outOfRange[2] = 10;
    expect(() => solveInto(outOfRange, out, 2, o)).toThrow(/BAD_VALUE|cell 3/);
    expect(() => solveInto(cells.subarray(0, 80), out, 2, o)).toThrow(RangeError);
    expect(() => solveInto(cells, new Uint8Array(10), 2, o)).toThrow(RangeError);
  });

  it('keeps each answer its own when a call is made while another is between reading and searching', () => {
    // the synchronous calls read a 9×9 line into one shared array; a call made from inside
    // another (here from an `aborted` getter, read just before the search) must not use it
    const inner: unknown[] = [];
    const signalThatSolves = (puzzle: string): AbortSignal =>
      ({
        get aborted() {
          inner.push(solve(puzzle, o).status, validate(TWO, o).status);
          return false;
        },
        addEventListener() {},
      }) as unknown as AbortSignal;
    expect(solve(PUZZLE, { ...o, signal: signalThatSolves(NONE) })).toMatchObject({ status: 'unique', solution: SOLUTION });
    expect(validate(NONE, { ...o, signal: signalThatSolves(PUZZLE) }).status).toBe('none');
    expect(countSolutions(TWO, 2, { ...o, signal: signalThatSolves(PUZZLE) })).toBe(2);
    // a classic puzzle as f-puzzles JSON: read through the variant layer into the same array
    const asFpuzzles = JSON.stringify(toFpuzzles(parseVariant(PUZZLE)));
    expect(solve(asFpuzzles, { ...o, signal: signalThatSolves(NONE) })).toMatchObject({ status: 'unique', solution: SOLUTION });
    expect(inner).toEqual(['none', 'multiple', 'unique', 'multiple', 'unique', 'multiple', 'none', 'multiple']);
    expect(solve(PUZZLE, o).solution).toBe(SOLUTION); // and the array is free again afterwards
  });

  it('rejects bad limits and budgets with RangeError', () => {
    expect(() => countSolutions(PUZZLE, 0, o)).toThrow(RangeError);
    expect(() => countSolutions(PUZZLE, 1.5, o)).toThrow(/got the number 1.5/);
    expect(() => countSolutions(PUZZLE, 2, { ...o, maxGuesses: -1 })).toThrow(RangeError);
  });

  it('reports an exhausted guess budget instead of a wrong answer', () => {
    expect(() => countSolutions(EMPTY, 1_000_000, { ...o, maxGuesses: 100 })).toThrow(BudgetExhaustedError);
    const v = validate(EMPTY, { ...o, maxGuesses: 1 });
    expect(v.status === 'multiple' || v.status === 'unknown').toBe(true);
  });

  it("says '1 guess' and '1 solution' in a budget's message, the plural for other counts", () => {
    expect(() => someSolution(EMPTY, { ...o, maxNodes: 1 })).toThrow(/after 1 guess, 0 solutions found so far$/);
    expect(new BudgetExhaustedError(1, 5).message).toMatch(/after 5 guesses, 1 solution found so far$/);
  });
});

/** A 9×9 grid, one row per line, with an x in place of its first given. */
function rows9WithLetter(): string {
  return PUZZLE.replace('4', 'x').match(/.{9}/g)!.join('\n');
}
