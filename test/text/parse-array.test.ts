/**
 * Arrays and typed arrays through the one array reader: parsePuzzle (81 values 0–9, puzzle
 * wording) and parseBoard (size from the length, values 0…N), and their errors.
 */
import { describe, expect, it } from 'vitest';
import { parseBoard, parsePuzzle, SudokuParseError } from '../../src/text';
import { BOX_SIZES, fields, makeBoard, PUZZLE, PUZZLE_CELLS, thrown } from './fixtures';

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

  it('BAD_VALUE saying how to pass rows (arrays or strings) as the flat cells', () => {
    const rows = Array.from({ length: 9 }, (_, r) => Array.from(PUZZLE_CELLS.subarray(r * 9, r * 9 + 9)));
    expect(fail(rows).toJSON()).toEqual({
      code: 'BAD_VALUE',
      cell: 1,
      message: 'cell 1: expected the cells in one flat array in reading order, got an array of 9 arrays: flatten them (rows.flat())',
    });
    expect(parsePuzzle(rows.flat())).toEqual(PUZZLE_CELLS);
    const strings = rows.map((row) => row.join(''));
    expect(fail(strings).message).toMatch(/got an array of 9 strings: join them into one string \(rows\.join\(''\)\)$/);
    expect(parsePuzzle(strings.join(''))).toEqual(PUZZLE_CELLS);
    const small = [[1, 2, 3, 4], [3, 4, 1, 2], [2, 1, 4, 3], [4, 3, 2, 0]] as never; // rows: not a PuzzleInput, as plain JavaScript may pass
    expect(() => parseBoard(small)).toThrow(/got an array of 4 arrays: flatten them/);
    expect(() => parseBoard(small, { size: 2 })).toThrow(/got an array of 4 arrays: flatten them/);
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
      [{}, 'an object'],
      [[7], 'an array of 1'],
      [() => 7, 'a function'],
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
      [42, 'the number 42'],
      [true, 'the boolean true'],
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

describe('parseBoard: arrays of numbers', () => {
  it('infers n from the length for every size, from plain and typed arrays, and copies', () => {
    for (const n of BOX_SIZES) {
      const board = makeBoard(n, 5, 50);
      expect(parseBoard(Array.from(board.cells))).toEqual(board);
      expect(parseBoard(Int32Array.from(board.cells))).toEqual(board);
      const parsed = parseBoard(board.cells);
      expect(parsed).toEqual(board);
      expect(parsed.cells).not.toBe(board.cells);
    }
  });

  it('checks the length against an explicit size', () => {
    expect(parseBoard(new Uint8Array(16), { size: 2 }).n).toBe(2);
    const error = thrown(() => parseBoard(new Uint8Array(81), { size: 2 }));
    expect([error.code, error.message]).toEqual(['TOO_MANY_CELLS', 'expected 16 cells, got 81']);
    expect(fields(error)).toEqual({ code: 'TOO_MANY_CELLS' });
  });

  it('BAD_SIZE for a length that is no board', () => {
    const error = thrown(() => parseBoard(new Array(300).fill(0)));
    expect(fields(error)).toEqual({ code: 'BAD_SIZE' });
    expect(error.message).toBe(
      'expected 16, 81, 256, 625, 1296, 2401 or 4096 cells (a 4×4 to 64×64 board), got 300; ' +
        'the nearest sizes are 256 for 16×16 and 625 for 25×25; pass options.size to fix the size',
    );
    expect(thrown(() => parseBoard([])).code).toBe('BAD_SIZE');
  });

  it('BAD_VALUE with the cell for a value that is not an integer 0…N', () => {
    const cells = new Array<unknown>(256).fill(0);
    cells[40] = 17;
    const error = thrown(() => parseBoard(cells as number[]));
    expect(fields(error)).toEqual({ code: 'BAD_VALUE', cell: 41 });
    expect(error.message).toBe('cell 41 (r3c9): expected an integer 0-16 (0 = empty) on a 16×16 board, got 17');
    for (const value of [-1, 1.5, '3', null, undefined, Number.NaN, 10n]) {
      cells[40] = value;
      expect(fields(thrown(() => parseBoard(cells as number[])))).toEqual({ code: 'BAD_VALUE', cell: 41 });
    }
    const bytes = new Uint8Array(16).fill(46);
    expect(thrown(() => parseBoard(bytes)).message).toBe(
      'cell 1 (r1c1): expected an integer 0-4 (0 = empty) on a 4×4 board, got 46 ' +
        '(these look like the bytes of text: decode them to a string first)',
    );
  });
});
