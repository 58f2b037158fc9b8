/**
 * tryParseBoardLine, the bulk hot path: what a line may hold around its N² symbols, every error
 * it returns with its exact place, and its argument checks.
 */
import { describe, expect, it } from 'vitest';
import { formatBoard, tryParseBoardLine } from '../../src/board';
import { BOX_SIZES, fields, makeBoard, withChar } from './fixtures';

const BOARD25 = makeBoard(5, 21, 30);
const LINE25 = formatBoard(BOARD25);

describe('tryParseBoardLine: accepted lines', () => {
  it('reads N² symbols for every n, with a trailing CR, surrounding spaces and trailing fields', () => {
    for (const n of BOX_SIZES) {
      const board = makeBoard(n, n, 40);
      const line = formatBoard(board);
      for (const text of [line, `${line}\r`, `\t ${line}  `, `${line} 11.9/10.5 trailing fields`]) {
        const out = new Uint8Array(n ** 4);
        expect(tryParseBoardLine(text, n, out, 0)).toBeNull();
        expect(out).toEqual(board.cells);
      }
    }
  });

  it('writes only its N² bytes at the offset', () => {
    const out = new Uint8Array(625 + 10).fill(99);
    expect(tryParseBoardLine(LINE25, 5, out, 5, 1)).toBeNull();
    expect(out.subarray(5, 630)).toEqual(BOARD25.cells);
    expect([...out.subarray(0, 5), ...out.subarray(630)]).toEqual(new Array(10).fill(99));
  });
});

describe('tryParseBoardLine: errors, returned with their place', () => {
  const out = new Uint8Array(625);

  it('EMPTY for a blank line', () => {
    const error = tryParseBoardLine(' \t\r', 5, out, 0, 12)!;
    expect(fields(error)).toEqual({ code: 'EMPTY', line: 12 });
    expect(error.message).toBe('line 12: expected 625 cells, got an empty line');
  });

  it('TOO_FEW_CELLS with the column where the cells stop, TOO_MANY_CELLS with the full count', () => {
    const few = tryParseBoardLine(`${LINE25.slice(0, 300)} ${LINE25.slice(300)}`, 5, out, 0, 3)!;
    expect(fields(few)).toEqual({ code: 'TOO_FEW_CELLS', line: 3 });
    expect(few.message).toBe('line 3: expected 625 cells, got 300 (the cells end at the whitespace in column 301)');
    expect(tryParseBoardLine(LINE25.slice(1), 5, out, 0)!.message).toBe('expected 625 cells, got 624');
    const many = tryParseBoardLine(`${LINE25}ABC D`, 5, out, 0, 3)!;
    expect(fields(many)).toEqual({ code: 'TOO_MANY_CELLS', line: 3 });
    expect(many.message).toBe('line 3: expected 625 cells, got 628');
  });

  it('BAD_CHAR among the cells and right after them', () => {
    const inside = tryParseBoardLine(` ${withChar(LINE25, 99, '*')}`, 5, out, 0, 2)!;
    expect(fields(inside)).toEqual({ code: 'BAD_CHAR', line: 2, column: 101, cell: 100, char: '*' });
    expect(inside.message).toBe(
      "line 2, column 101: unexpected character '*' in cell 100 (r4c25); expected 1-9, A-P, or . 0 - _ for an empty cell",
    );
    const after = tryParseBoardLine(`${LINE25},x`, 5, out, 0, 2)!;
    expect(fields(after)).toEqual({ code: 'BAD_CHAR', line: 2, column: 626, char: ',' });
  });

  it('BAD_CHAR shows invisible and non-ASCII characters escaped, surrogate pairs whole', () => {
    expect(tryParseBoardLine(withChar(LINE25, 0, '\0'), 5, out, 0)!.message).toContain("'\\u0000'");
    const emoji = tryParseBoardLine(`${LINE25.slice(0, 7)}\u{1F600}${LINE25.slice(9)}`, 5, out, 0)!;
    expect(fields(emoji)).toEqual({ code: 'BAD_CHAR', column: 8, cell: 8, char: '\u{1F600}' });
  });

  it('BAD_VALUE for a symbol past N', () => {
    const error = tryParseBoardLine(withChar(LINE25, 624, 'q'), 5, out, 0, 8)!;
    expect(fields(error)).toEqual({ code: 'BAD_VALUE', line: 8, column: 625, cell: 625, char: 'q' });
    expect(error.message).toBe(
      "line 8, column 625: symbol 'q' in cell 625 (r25c25) stands for 26, not a digit of a 25×25 board; " +
        'expected 1-9, A-P, or . 0 - _ for an empty cell',
    );
  });

  it('CONFLICT after a complete read', () => {
    const text = `11${'.'.repeat(79)}`;
    const error = tryParseBoardLine(text, 3, out, 0, 4)!;
    expect(fields(error)).toEqual({ code: 'CONFLICT', line: 4, cells: [1, 2], digit: 1, house: 'row' });
    expect(error.message).toBe('line 4: digit 1 appears twice in row 1: r1c1 and r1c2 (cells 1 and 2)');
  });

  it('leaves line out of errors when it is not given', () => {
    expect(fields(tryParseBoardLine('', 2, out, 0))).toEqual({ code: 'EMPTY' });
  });
});

describe('tryParseBoardLine: arguments', () => {
  it('throws for wrong types, sizes and offsets, and alphabets that do not fit', () => {
    const out = new Uint8Array(256);
    expect(() => tryParseBoardLine(42 as unknown as string, 4, out, 0)).toThrow(
      new TypeError('expected text to be a string, got number'),
    );
    expect(() => tryParseBoardLine('', 4, [] as unknown as Uint8Array, 0)).toThrow(TypeError);
    for (const n of [1, 9, 3.5, Number.NaN]) expect(() => tryParseBoardLine('', n, out, 0)).toThrow(RangeError);
    expect(() => tryParseBoardLine('', 5, out, 0)).toThrow(
      new RangeError('expected out to have room for 625 cells, got length 256'),
    );
    expect(() => tryParseBoardLine('', 3, out, 176)).toThrow(
      new RangeError('expected offset to be an integer from 0 to 175, got 176'),
    );
    expect(() => tryParseBoardLine('', 3, out, -1)).toThrow(RangeError);
    expect(() => tryParseBoardLine('', 5, new Uint8Array(625), 0, 1, 'hex')).toThrow(RangeError);
    expect(() => tryParseBoardLine('', 3, out, 0, 1, 'abcd')).toThrow(
      new RangeError('expected alphabet to have 9 symbols for a 9×9 board, got 4'),
    );
  });
});
