/**
 * JSON text, parsed with an error that says where it stops being JSON.
 *
 * Owns: {@link parseJsonText} and the locating of a syntax error (line, column, the character
 * and what the grammar allowed there). Does not own: what the JSON means (./fpuzzles.ts,
 * ../check.ts) or the wording (`src/text/messages.ts`).
 *
 * The engine's `JSON.parse` does the parsing. Its messages differ between engines and often
 * carry no position ("Unexpected token 'x', … is not valid JSON"), so on failure a small
 * scanner of the JSON grammar (RFC 8259: values, objects, arrays, strings with their escapes,
 * numbers, the three literals, whitespace of space, tab, CR, LF) walks the text again to find
 * the first character at fault. It keeps an explicit stack of open containers, so deep nesting
 * cannot overflow the call stack. It runs on failure only: valid text pays nothing.
 */

import { charAt } from '../../text/chars.js';
import { jsonSyntaxError } from '../../text/variant-messages.js';

/**
 * Parses JSON text.
 * @param text the text
 * @param firstLine the line number of the text's first line (1 for a text of its own; the
 *                  line of an input file for a line read from it)
 * @throws SudokuParseError `BAD_JSON` with the line, column and character at fault
 */
export function parseJsonText(text: string, firstLine = 1): unknown {
  try {
    return JSON.parse(text);
  } catch {
    const fault = locateJsonError(text);
    const { line, column } = lineAndColumn(text, fault.offset);
    const found = fault.offset < text.length ? charAt(text, fault.offset) : undefined;
    throw jsonSyntaxError(fault.expected, found, firstLine + line - 1, column);
  }
}

/** Where a text stops being JSON, and what the grammar allowed there. */
export interface JsonFault {
  /** Offset (UTF-16 code units) of the character at fault; the text's length at its end. */
  offset: number;
  /** What was allowed, for the message (`a value`, `',' or ']'`). */
  expected: string;
}

const VALUE = 'a value (an object, array, string, number, true, false or null)';
const NAME = 'a property name in double quotes';

/** What may come after a value, by the container it is in. */
const AFTER_VALUE = { array: "',' or ']'", object: "',' or '}'" } as const;

/**
 * Finds the first syntax error of a text that is not JSON.
 * @param text the text
 * @returns the place and what was expected; for valid JSON, the text's length and 'nothing'
 */
export function locateJsonError(text: string): JsonFault {
  const end = text.length;
  const stack: ('array' | 'object')[] = [];
  let i = skipSpace(text, 0);
  // state: what the grammar wants next
  let want: 'value' | 'firstValue' | 'name' | 'firstName' | 'colon' | 'after' = 'value';
  for (;;) {
    const code = i < end ? text.charCodeAt(i) : -1;
    switch (want) {
      case 'firstValue': // right after '[': a value or ']'
        if (code === 93) {
          stack.pop();
          i++;
          want = 'after';
          break;
        }
      // falls through
      case 'value': {
        if (code === 123) {
          stack.push('object');
          i++;
          want = 'firstName';
        } else if (code === 91) {
          stack.push('array');
          i++;
          want = 'firstValue';
        } else if (code === 34) {
          const fault = scanString(text, i);
          if (typeof fault !== 'number') return fault;
          i = fault;
          want = 'after';
        } else if (code === 45 || (code >= 48 && code <= 57)) {
          const fault = scanNumber(text, i);
          if (typeof fault !== 'number') return fault;
          i = fault;
          want = 'after';
        } else if (code === 116 || code === 102 || code === 110) {
          const word = code === 116 ? 'true' : code === 102 ? 'false' : 'null';
          for (let k = 1; k < word.length; k++) {
            if (text.charCodeAt(i + k) !== word.charCodeAt(k)) return { offset: i + k, expected: `the rest of '${word}'` };
          }
          i += word.length;
          want = 'after';
        } else {
          return { offset: i, expected: want === 'firstValue' ? `${VALUE} or ']'` : VALUE };
        }
        break;
      }
      case 'firstName': // right after '{': a name or '}'
        if (code === 125) {
          stack.pop();
          i++;
          want = 'after';
          break;
        }
      // falls through
      case 'name': {
        if (code !== 34) return { offset: i, expected: want === 'firstName' ? `${NAME} or '}'` : NAME };
        const fault = scanString(text, i);
        if (typeof fault !== 'number') return fault;
        i = fault;
        want = 'colon';
        break;
      }
      case 'colon':
        if (code !== 58) return { offset: i, expected: "':' after the property name" };
        i++;
        want = 'value';
        break;
      case 'after': {
        const open = stack.length === 0 ? undefined : stack[stack.length - 1];
        if (open === undefined) return { offset: i, expected: i < end ? 'the end of the text' : 'nothing' };
        if (code === 44) {
          i++;
          want = open === 'array' ? 'value' : 'name';
        } else if ((open === 'array' && code === 93) || (open === 'object' && code === 125)) {
          stack.pop();
          i++;
        } else {
          return { offset: i, expected: AFTER_VALUE[open] };
        }
        break;
      }
    }
    i = skipSpace(text, i);
  }
}

function skipSpace(text: string, i: number): number {
  for (;;) {
    const code = text.charCodeAt(i);
    if (code !== 32 && code !== 9 && code !== 10 && code !== 13) return i;
    i++;
  }
}

const isHex = (code: number): boolean => (code >= 48 && code <= 57) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);

/** Scans a string from its opening quote: the offset after its closing quote, or the fault. */
function scanString(text: string, start: number): number | JsonFault {
  for (let i = start + 1; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 34) return i + 1;
    if (code < 32) return { offset: i, expected: 'a character of the string (control characters must be escaped)' };
    if (code === 92) {
      const next = text.charCodeAt(++i);
      if (next === 117) {
        for (let k = 1; k <= 4; k++) if (!isHex(text.charCodeAt(i + k))) return { offset: i + k, expected: 'a hex digit of a \\u escape' };
        i += 4;
      } else if (!'"\\/bfnrt'.includes(text[i] ?? '') || i >= text.length) {
        return { offset: i, expected: 'an escape: \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX' };
      }
    }
  }
  return { offset: text.length, expected: 'the closing quote of the string' };
}

/** Scans a number: the offset after it, or the fault. */
function scanNumber(text: string, start: number): number | JsonFault {
  let i = start;
  const digit = (k: number): boolean => {
    const code = text.charCodeAt(k);
    return code >= 48 && code <= 57;
  };
  if (text.charCodeAt(i) === 45) i++;
  if (text.charCodeAt(i) === 48) i++;
  else if (digit(i)) while (digit(i)) i++;
  else return { offset: i, expected: 'a digit' };
  if (text.charCodeAt(i) === 46) {
    i++;
    if (!digit(i)) return { offset: i, expected: 'a digit after the decimal point' };
    while (digit(i)) i++;
  }
  const e = text.charCodeAt(i);
  if (e === 101 || e === 69) {
    i++;
    const sign = text.charCodeAt(i);
    if (sign === 43 || sign === 45) i++;
    if (!digit(i)) return { offset: i, expected: 'a digit of the exponent' };
    while (digit(i)) i++;
  }
  return i;
}

/** 1-based line and column of an offset (lines end at LF, CR LF or CR). */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
