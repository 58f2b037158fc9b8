/**
 * JSON text: a syntax error names its line, column, character and what the grammar allowed,
 * whatever the engine's own message says.
 */
import { describe, expect, it } from 'vitest';
import { locateJsonError, parseJsonText } from '../../../src/variant/formats/json-text';
import { parseVariant } from '../../../src/variant';
import { errorOf } from './helpers';

describe('locateJsonError', () => {
  const cases: [string, number, string][] = [
    ['', 0, 'a value (an object, array, string, number, true, false or null)'],
    ['{"a":1,}', 7, 'a property name in double quotes'],
    ['{"a" 1}', 5, "':' after the property name"],
    ['[1,2', 4, "',' or ']'"],
    ['{"a":tru}', 8, "the rest of 'true'"],
    ['{"a":[1 2]}', 8, "',' or ']'"],
    ['{"a":{"b":1]}', 11, "',' or '}'"],
    ['{"a":1} x', 8, 'the end of the text'],
    ['{"a":"b\\q"}', 8, 'an escape: \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX'],
    ['{"a":"\\u12g4"}', 10, 'a hex digit of a \\u escape'],
    ['{"a":"b\nc"}', 7, 'a character of the string (control characters must be escaped)'],
    ['{"a":"b', 7, 'the closing quote of the string'],
    ['{"a":-}', 6, 'a digit'],
    ['{"a":1.}', 7, 'a digit after the decimal point'],
    ['{"a":1e}', 7, 'a digit of the exponent'],
    ['{"a":01}', 6, "',' or '}'"],
    ['{', 1, "a property name in double quotes or '}'"],
    ['[', 1, "a value (an object, array, string, number, true, false or null) or ']'"],
    ["{'a':1}", 1, "a property name in double quotes or '}'"],
  ];
  for (const [text, offset, expected] of cases) {
    it(JSON.stringify(text), () => {
      expect(() => JSON.parse(text)).toThrow();
      expect(locateJsonError(text)).toEqual({ offset, expected });
    });
  }

  it('deep nesting does not overflow the stack', () => {
    const text = `${'['.repeat(100000)}x`;
    expect(locateJsonError(text)).toEqual({ offset: 100000, expected: expect.stringMatching(/^a value/) });
  });
});

describe('parseJsonText', () => {
  it('parses JSON', () => {
    expect(parseJsonText('{"a":[1,true,null]}')).toEqual({ a: [1, true, null] });
  });

  it('a BAD_JSON error with line, column and character', () => {
    const error = errorOf(() => parseJsonText('{"size":9,\n "grid": [1,]\n}'));
    expect(error.toJSON()).toEqual({
      code: 'BAD_JSON',
      message:
        "line 2, column 13: not valid JSON: expected a value (an object, array, string, number, true, false or null), got ']'",
      line: 2,
      column: 13,
      char: ']',
    });
  });

  it('the end of the text has no character', () => {
    expect(errorOf(() => parseJsonText('{"size":9')).toJSON()).toEqual({
      code: 'BAD_JSON',
      message: "line 1, column 10: not valid JSON: expected ',' or '}', got the end of the text",
      line: 1,
      column: 10,
    });
  });

  it("through parseVariant, the caller's line numbers the first line", () => {
    const error = errorOf(() => parseVariant('{"size":9,"grid":[[}]]}', { line: 42 }));
    expect(error.message).toBe(
      "line 42, column 20: not valid JSON: expected a value (an object, array, string, number, true, false or null) or ']', got '}'",
    );
    expect(error.line).toBe(42);
  });
});
