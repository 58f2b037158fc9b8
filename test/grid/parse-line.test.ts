import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPuzzleLine, SudokuParseError, tryParseLine } from '../../src/grid';
import { PUZZLE, PUZZLE_CELLS, withChar } from './fixtures';

const out = new Uint8Array(81);

/** tryParseLine that must fail; returns the error. */
function fail(text: string, line?: number): SudokuParseError {
  const error = tryParseLine(text, new Uint8Array(81), 0, line);
  expect(error).toBeInstanceOf(SudokuParseError);
  return error as SudokuParseError;
}

describe('tryParseLine: accepted lines', () => {
  it('reads 81 cells into out at offset', () => {
    const batch = new Uint8Array(3 * 81).fill(77);
    expect(tryParseLine(PUZZLE, batch, 81, 2)).toBeNull();
    expect(batch.subarray(81, 162)).toEqual(PUZZLE_CELLS);
    expect(batch[80]).toBe(77); // neighbours untouched
    expect(batch[162]).toBe(77);
  });

  it('accepts . 0 - _ as empty cells', () => {
    for (const empty of ['.', '0', '-', '_']) {
      expect(tryParseLine(PUZZLE.replaceAll('.', empty), out, 0)).toBeNull();
      expect(out).toEqual(PUZZLE_CELLS);
    }
  });

  it('tolerates CRLF, surrounding whitespace and a byte-order mark', () => {
    for (const text of [`${PUZZLE}\r`, `  \t${PUZZLE}  \r`, `\uFEFF${PUZZLE}`]) {
      out.fill(0);
      expect(tryParseLine(text, out, 0)).toBeNull();
      expect(out).toEqual(PUZZLE_CELLS);
    }
  });

  it('ignores trailing fields after whitespace', () => {
    expect(tryParseLine(`${PUZZLE} 11.9/11.9/10.5`, out, 0)).toBeNull();
    expect(tryParseLine(`${PUZZLE}\t#42 x y z\r`, out, 0)).toBeNull();
    expect(out).toEqual(PUZZLE_CELLS);
  });
});

describe('tryParseLine: errors', () => {
  it('EMPTY for an empty or whitespace-only line', () => {
    expect(fail('', 7).toJSON()).toEqual({
      code: 'EMPTY',
      message: 'line 7: expected 81 cells, got an empty line',
      line: 7,
    });
    expect(fail(' \t\r').code).toBe('EMPTY');
    expect(fail(' \t\r').line).toBeUndefined();
  });

  it('TOO_FEW_CELLS with the count', () => {
    expect(fail(PUZZLE.slice(0, 80), 3).toJSON()).toEqual({
      code: 'TOO_FEW_CELLS',
      message: 'line 3: expected 81 cells, got 80',
      line: 3,
    });
  });

  it('TOO_FEW_CELLS says where a space cut the cells short', () => {
    const error = fail(`${PUZZLE.slice(0, 40)} ${PUZZLE.slice(40)}`, 5);
    expect(error.code).toBe('TOO_FEW_CELLS');
    expect(error.message).toBe('line 5: expected 81 cells, got 40 (the cells end at the whitespace in column 41)');
  });

  it('TOO_MANY_CELLS with the count', () => {
    expect(fail(`${PUZZLE}123456789`, 4).toJSON()).toEqual({
      code: 'TOO_MANY_CELLS',
      message: 'line 4: expected 81 cells, got 90',
      line: 4,
    });
  });

  it('BAD_CHAR with line, column, cell and char', () => {
    const error = fail(withChar(16, 'x'), 12);
    expect(error.toJSON()).toEqual({
      code: 'BAD_CHAR',
      message:
        "line 12, column 17: unexpected character 'x' in cell 17 (r2c8); " +
        'expected a digit 1-9 or one of . 0 - _ for an empty cell',
      line: 12,
      column: 17,
      cell: 17,
      char: 'x',
    });
  });

  it('BAD_CHAR counts leading whitespace in the column, not in the cell', () => {
    const error = fail(`   ${withChar(80, '*')}`);
    expect([error.code, error.line, error.column, error.cell, error.char]).toEqual([
      'BAD_CHAR',
      undefined,
      84,
      81,
      '*',
    ]);
    expect(error.message.startsWith("column 84: unexpected character '*' in cell 81 (r9c9)")).toBe(true);
  });

  it('BAD_CHAR reports the first bad character only', () => {
    const error = fail(withChar(60, '?', withChar(20, '!')));
    expect([error.column, error.char]).toEqual([21, '!']);
  });

  it('BAD_CHAR for text glued to the 81st cell, with no cell', () => {
    const error = fail(`${PUZZLE},11.9`, 2);
    expect(error.toJSON()).toEqual({
      code: 'BAD_CHAR',
      message:
        "line 2, column 82: unexpected character ',' right after the 81st cell; " +
        'expected whitespace before any trailing text',
      line: 2,
      column: 82,
      char: ',',
    });
  });

  it('shows control characters escaped and non-ASCII with their code point', () => {
    const nul = fail(withChar(0, '\0'));
    expect(nul.char).toBe('\0');
    expect(nul.message).toContain("unexpected character '\\u0000' in cell 1 (r1c1)");
    const replacement = fail(withChar(9, '\uFFFD'));
    expect(replacement.message).toContain("unexpected character '\uFFFD' (U+FFFD) in cell 10 (r2c1)");
    const emoji = fail(`\u{1F600}${PUZZLE}`);
    expect([emoji.char, emoji.column]).toEqual(['\u{1F600}', 1]);
    expect(emoji.message).toContain("'\u{1F600}' (U+1F600)");
    const fullwidthOne = fail(withChar(3, '\uFF11'));
    expect(fullwidthOne.message).toContain("'\uFF11' (U+FF11) in cell 4 (r1c4)");
    expect(fail(withChar(3, "'")).message).toContain("character '\\'' in cell 4");
  });

  it('CONFLICT after a successful read, with cells, digit and house', () => {
    // PUZZLE has 5 at r1c1; put another 5 at r1c7.
    expect(fail(withChar(6, '5'), 9).toJSON()).toEqual({
      code: 'CONFLICT',
      message: 'line 9: digit 5 appears twice in row 1: r1c1 and r1c7 (cells 1 and 7)',
      line: 9,
      cells: [1, 7],
      digit: 5,
      house: 'row',
    });
  });

  it('rejects a misused buffer or offset by throwing', () => {
    expect(() => tryParseLine(PUZZLE, new Uint8Array(100), 20)).toThrow(
      new RangeError('expected offset to be an integer from 0 to 19, got 20'),
    );
    expect(() => tryParseLine(PUZZLE, new Uint8Array(80), 0)).toThrow(
      new RangeError('expected out to have room for 81 cells, got length 80'),
    );
    expect(() => tryParseLine(PUZZLE, out, 0.5)).toThrow(RangeError);
    expect(() => tryParseLine(42 as unknown as string, out, 0)).toThrow(TypeError);
  });
});

describe('tryParseLine: properties', () => {
  const cellChar = fc.constantFrom(...'123456789.0-_');
  const validLine = fc.array(cellChar, { minLength: 81, maxLength: 81 }).map((a) => a.join(''));
  const badChar = fc
    .integer({ min: 0, max: 0xffff })
    .map((code) => String.fromCharCode(code))
    .filter((ch) => !/^[1-9.0\-_\s\uFEFF]$/.test(ch));

  it('reports BAD_CHAR at the exact column and cell of an injected character', () => {
    fc.assert(
      fc.property(validLine, fc.integer({ min: 0, max: 80 }), badChar, fc.nat(5), (line, at, ch, indent) => {
        const error = fail(' '.repeat(indent) + withChar(at, ch, line), 1);
        expect([error.code, error.line, error.column, error.cell, error.char]).toEqual([
          'BAD_CHAR',
          1,
          indent + at + 1,
          at + 1,
          ch,
        ]);
      }),
    );
  });

  it('reports TOO_FEW_CELLS with the number of cells of a truncated line', () => {
    fc.assert(
      fc.property(validLine, fc.integer({ min: 1, max: 80 }), (line, n) => {
        const error = fail(`${line.slice(0, n)}\r`);
        expect([error.code, error.message]).toEqual(['TOO_FEW_CELLS', `expected 81 cells, got ${n}`]);
      }),
    );
  });
});

describe('isPuzzleLine', () => {
  it('is false for blank and comment lines', () => {
    for (const text of ['', '   ', '\r', '\t \r', '# comment', '   #42', '#']) expect(isPuzzleLine(text)).toBe(false);
  });

  it('is true for any other line, even one that will not parse', () => {
    for (const text of [PUZZLE, ` ${PUZZLE}\r`, 'x', '  .#', '-'.repeat(81)]) expect(isPuzzleLine(text)).toBe(true);
  });
});
