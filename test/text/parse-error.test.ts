/**
 * SudokuParseError: its fields, its name, and the fixed order of its JSON form.
 */
import { describe, expect, it } from 'vitest';
import { SudokuParseError } from '../../src/text';

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
