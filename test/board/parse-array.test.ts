/**
 * parseBoard on arrays and typed arrays: size from the length, values 0…N, and their errors.
 */
import { describe, expect, it } from 'vitest';
import { parseBoard } from '../../src/board';
import { BOX_SIZES, fields, makeBoard, thrown } from './fixtures';

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
