/**
 * SudokuParseError: its fields, its name, the fixed order of its JSON form, and the batch
 * readers' errors made without a stack (`withoutStacks`).
 */
import { describe, expect, it } from 'vitest';
import { validateAll, validateByteLines, validateLines } from '../../src/api/batch';
import { parsePuzzle, SudokuParseError } from '../../src/text';
import { withoutStacks } from '../../src/text/parse-error';

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

describe('errors of the batch readers', () => {
  const BAD = 'x'.repeat(81);
  const frames = (error: Error) => (error.stack ?? '').split('\n').filter((l) => l.trimStart().startsWith('at ')).length;

  it("a verdict's error carries no stack (it is data, not thrown); a thrown parse error keeps its frames", () => {
    const limit = Error.stackTraceLimit;
    const bytes = new TextEncoder().encode(BAD);
    const errors = [
      validateLines([BAD])[0].error!,
      validateAll([BAD])[0].error!,
      validateByteLines(bytes, { starts: [0], ends: [bytes.length], numbers: [1] })[0].error!,
    ];
    for (const error of errors) {
      expect(error).toBeInstanceOf(SudokuParseError);
      expect(error.code).toBe('BAD_CHAR');
      expect(frames(error)).toBe(0);
    }
    expect(Error.stackTraceLimit).toBe(limit);
    let thrown: Error | undefined;
    try {
      parsePuzzle(BAD);
    } catch (error) {
      thrown = error as Error;
    }
    expect(frames(thrown!)).toBeGreaterThan(0);
  });

  it('withoutStacks puts the limit back when its reader throws, and leaves an Error that refuses the setting alone', () => {
    const limit = Error.stackTraceLimit;
    expect(() =>
      withoutStacks(() => {
        throw new RangeError('boom');
      }),
    ).toThrow('boom');
    expect(Error.stackTraceLimit).toBe(limit);
    const own = Object.getOwnPropertyDescriptor(Error, 'stackTraceLimit')!;
    Object.defineProperty(Error, 'stackTraceLimit', { value: 7, writable: false, configurable: true });
    try {
      expect(withoutStacks(() => frames(new Error('deep')))).toBeGreaterThan(0);
      expect(Error.stackTraceLimit).toBe(7);
    } finally {
      Object.defineProperty(Error, 'stackTraceLimit', own);
    }
  });
});

