/**
 * The error fields variant readers add: `path` on SudokuParseError (kept in toJSON, last), and
 * placing an error on a line without losing it.
 */
import { describe, expect, it } from 'vitest';
import { SudokuParseError } from '../../../src/text/parse-error';
import { atLine, describeJsonValue } from '../../../src/text/variant-messages';

describe('SudokuParseError.path', () => {
  it('is set only when given, and comes last in toJSON', () => {
    const error = new SudokuParseError('BAD_SHAPE', 'm', { path: 'killercage[2].cells[1]', line: 3 });
    expect(error.path).toBe('killercage[2].cells[1]');
    expect(JSON.stringify(error)).toBe('{"code":"BAD_SHAPE","message":"m","line":3,"path":"killercage[2].cells[1]"}');
    expect('path' in new SudokuParseError('BAD_CHAR', 'n')).toBe(false);
  });

  it('atLine prefixes the line and keeps every field; a placed error stays as it is', () => {
    const error = new SudokuParseError('BAD_CELL', 'thermometer[0].lines[0][1]: …', { path: 'thermometer[0].lines[0][1]' });
    const placed = atLine(error, 9);
    expect(placed.toJSON()).toEqual({ code: 'BAD_CELL', message: 'line 9: thermometer[0].lines[0][1]: …', line: 9, path: 'thermometer[0].lines[0][1]' });
    expect(atLine(placed, 10)).toBe(placed);
    expect(atLine(error, undefined)).toBe(error);
  });

  it('describes JSON values for messages', () => {
    expect([undefined, null, true, 5, -0, 'ab', [1], {}].map(describeJsonValue)).toEqual([
      'nothing',
      'null',
      'the boolean true',
      'the number 5',
      'the number -0',
      'the string "ab"',
      'an array',
      'an object',
    ]);
    expect(describeJsonValue('x'.repeat(50))).toBe(`the string "${'x'.repeat(40)}…"`);
  });
});
