import { describe, expect, it } from 'vitest';
import { parsePuzzle, SudokuParseError } from '../../src/grid';
import { PUZZLE, PUZZLE_CELLS } from './fixtures';

/** parsePuzzle that must throw; returns the error. */
function fail(input: unknown): SudokuParseError {
  try {
    parsePuzzle(input as number[]);
  } catch (error) {
    expect(error).toBeInstanceOf(SudokuParseError);
    return error as SudokuParseError;
  }
  throw new Error('expected parsePuzzle to throw');
}

/** PUZZLE_CELLS as a plain array with cell `i` (0-based) set to `value`. */
function withValue(i: number, value: unknown): unknown[] {
  const cells: unknown[] = Array.from(PUZZLE_CELLS);
  cells[i] = value;
  return cells;
}

describe('parsePuzzle: arrays of numbers', () => {
  it('reads arrays, typed arrays and array-likes, copying them', () => {
    expect(parsePuzzle(Array.from(PUZZLE_CELLS))).toEqual(PUZZLE_CELLS);
    expect(parsePuzzle(Int32Array.from(PUZZLE_CELLS))).toEqual(PUZZLE_CELLS);
    expect(parsePuzzle(Float64Array.from(PUZZLE_CELLS))).toEqual(PUZZLE_CELLS);
    const like: ArrayLike<number> = { ...Array.from(PUZZLE_CELLS), length: 81 };
    expect(parsePuzzle(like)).toEqual(PUZZLE_CELLS);
    const result = parsePuzzle(PUZZLE_CELLS);
    expect(result).not.toBe(PUZZLE_CELLS);
    result[0] = 0;
    expect(PUZZLE_CELLS[0]).toBe(5);
  });

  it('reads a String object like a string', () => {
    expect(parsePuzzle(new String(PUZZLE) as unknown as string)).toEqual(PUZZLE_CELLS);
  });

  it('TOO_FEW_CELLS and TOO_MANY_CELLS for the wrong length', () => {
    expect(fail([]).toJSON()).toEqual({ code: 'TOO_FEW_CELLS', message: 'expected 81 cells, got 0' });
    expect(fail(new Uint8Array(80)).toJSON()).toEqual({ code: 'TOO_FEW_CELLS', message: 'expected 81 cells, got 80' });
    expect(fail(new Uint8Array(82)).toJSON()).toEqual({ code: 'TOO_MANY_CELLS', message: 'expected 81 cells, got 82' });
  });

  it('BAD_VALUE with the cell for values that are not integers 0-9', () => {
    expect(fail(withValue(16, 10)).toJSON()).toEqual({
      code: 'BAD_VALUE',
      message: 'cell 17 (r2c8): expected an integer 0-9 (0 = empty), got 10',
      cell: 17,
    });
    const cases: [unknown, string][] = [
      [-1, '-1'],
      [1.5, '1.5'],
      [NaN, 'NaN'],
      [Infinity, 'Infinity'],
      ['5', '"5"'],
      [undefined, 'undefined'],
      [null, 'null'],
      [5n, '5n'],
    ];
    for (const [value, shown] of cases) {
      const error = fail(withValue(80, value));
      expect([error.code, error.cell, error.message]).toEqual([
        'BAD_VALUE',
        81,
        `cell 81 (r9c9): expected an integer 0-9 (0 = empty), got ${shown}`,
      ]);
    }
  });

  it('BAD_VALUE reports the first bad value', () => {
    const cells = withValue(70, 11);
    cells[30] = -3;
    expect(fail(cells).cell).toBe(31);
  });

  it('BAD_VALUE hints at undecoded text for bytes of digits', () => {
    const error = fail(new TextEncoder().encode(PUZZLE));
    expect(error.message).toBe(
      'cell 1 (r1c1): expected an integer 0-9 (0 = empty), got 53 ' +
        '(these look like the bytes of text: decode them to a string first)',
    );
  });

  it('CONFLICT without a line', () => {
    expect(fail(withValue(6, 5)).toJSON()).toEqual({
      code: 'CONFLICT',
      message: 'digit 5 appears twice in row 1: r1c1 and r1c7 (cells 1 and 7)',
      cells: [1, 7],
      digit: 5,
      house: 'row',
    });
  });

  it('BAD_TYPE for input that is neither a string nor an array-like', () => {
    const cases: [unknown, string][] = [
      [null, 'null'],
      [undefined, 'undefined'],
      [42, 'number 42'],
      [true, 'boolean true'],
      [{}, 'an object (Object) without a valid length'],
      [new Map(), 'an object (Map) without a valid length'],
      [{ length: -1 }, 'an object (Object) without a valid length'],
      [{ length: 1.5 }, 'an object (Object) without a valid length'],
      [() => 0, 'a function'],
      [Symbol('x'), 'a symbol'],
    ];
    for (const [input, got] of cases) {
      expect(fail(input).toJSON()).toEqual({
        code: 'BAD_TYPE',
        message: `expected a puzzle string or an array of 81 numbers, got ${got}`,
      });
    }
  });
});
