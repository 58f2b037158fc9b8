import { describe, expect, it } from 'vitest';
import { SudokuParseError } from '../../src/grid';
import { quoteChar } from '../../src/grid/chars';
import { cellName } from '../../src/grid/errors';

describe('SudokuParseError', () => {
  it('is an Error with a name, a code and only the fields it was given', () => {
    const error = new SudokuParseError('BAD_CHAR', 'msg', { line: 2, column: 3, cell: 3, char: 'x' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('SudokuParseError');
    expect(error.code).toBe('BAD_CHAR');
    expect(error.message).toBe('msg');
    expect(Object.keys(error).sort()).toEqual(['cell', 'char', 'code', 'column', 'line', 'name']);
    expect(String(error)).toBe('SudokuParseError: msg');
  });

  it('toJSON gives a plain object in a fixed order, without unset fields', () => {
    const cells: [number, number] = [2, 7];
    const error = new SudokuParseError('CONFLICT', 'm', { house: 'row', digit: 5, cells, line: 1 });
    const json = error.toJSON();
    expect(JSON.stringify(json)).toBe(
      '{"code":"CONFLICT","message":"m","line":1,"cells":[2,7],"digit":5,"house":"row"}',
    );
    cells[0] = 99; // the error keeps its own copy
    expect(error.cells).toEqual([2, 7]);
    expect(JSON.stringify(new SudokuParseError('BAD_TYPE', 'n'))).toBe('{"code":"BAD_TYPE","message":"n"}');
  });
});

describe('message helpers', () => {
  it('names cells in rNcM notation', () => {
    expect([1, 9, 10, 17, 41, 73, 81].map(cellName)).toEqual(['r1c1', 'r1c9', 'r2c1', 'r2c8', 'r5c5', 'r9c1', 'r9c9']);
  });

  it('quotes characters readably', () => {
    expect(quoteChar('x')).toBe("'x'");
    expect(quoteChar("'")).toBe("'\\''");
    expect(quoteChar('\\')).toBe("'\\\\'");
    expect(quoteChar('\0')).toBe("'\\u0000'");
    expect(quoteChar('\x7f')).toBe("'\\u007F'");
    expect(quoteChar('\u200B')).toBe("'\\u200B'");
    expect(quoteChar('\uD800')).toBe("'\\uD800'");
    expect(quoteChar('\u{E0001}')).toBe("'\\u{E0001}'");
    expect(quoteChar('é')).toBe("'é' (U+00E9)");
    expect(quoteChar('\u{1F600}')).toBe("'\u{1F600}' (U+1F600)");
  });
});
