/**
 * The one-line reader through its doors: tryParseLine (9×9, 'digits', puzzle wording),
 * tryParseBoardLine (any size, the bulk path of other sizes), and the byte door readLineBytes
 * with lineText; what a line may hold around its cells, every error with its exact place, and
 * the argument checks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBoard, isPuzzleLine, SudokuParseError, tryParseBoardLine, tryParseLine } from '../../src/text';
import { DIGITS } from '../../src/text/alphabet';
import { lineText, readLine, readLineBytes } from '../../src/text/parse-line';
import { BOX_SIZES, fields, makeBoard, PUZZLE, PUZZLE_CELLS, withChar } from './fixtures';

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
    const error = fail(withChar(PUZZLE, 16, 'x'), 12);
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
    const error = fail(`   ${withChar(PUZZLE, 80, '*')}`);
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
    const error = fail(withChar(withChar(PUZZLE, 20, '!'), 60, '?'));
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
    const nul = fail(withChar(PUZZLE, 0, '\0'));
    expect(nul.char).toBe('\0');
    expect(nul.message).toContain("unexpected character '\\u0000' in cell 1 (r1c1)");
    const replacement = fail(withChar(PUZZLE, 9, '\uFFFD'));
    expect(replacement.message).toContain("unexpected character '\uFFFD' (U+FFFD) in cell 10 (r2c1)");
    const emoji = fail(`\u{1F600}${PUZZLE}`);
    expect([emoji.char, emoji.column]).toEqual(['\u{1F600}', 1]);
    expect(emoji.message).toContain("'\u{1F600}' (U+1F600)");
    const fullwidthOne = fail(withChar(PUZZLE, 3, '\uFF11'));
    expect(fullwidthOne.message).toContain("'\uFF11' (U+FF11) in cell 4 (r1c4)");
    expect(fail(withChar(PUZZLE, 3, "'")).message).toContain("character '\\'' in cell 4");
  });

  it('CONFLICT after a successful read, with cells, digit and house', () => {
    // PUZZLE has 5 at r1c1; put another 5 at r1c7.
    expect(fail(withChar(PUZZLE, 6, '5'), 9).toJSON()).toEqual({
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
      new RangeError('sudoku-wasm: tryParseLine: expected offset to be an integer from 0 to 19, got 20'),
    );
    expect(() => tryParseLine(PUZZLE, new Uint8Array(80), 0)).toThrow(
      new RangeError('sudoku-wasm: tryParseLine: expected out to have room for 81 cells, got length 80'),
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
        const error = fail(' '.repeat(indent) + withChar(line, at, ch), 1);
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

  it('reads a bare line of 81 cells (its own fast loop) as the general loop reads it with spaces after', () => {
    const odd = fc.option(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.constantFrom('x', ' ', '\u0135', '\u00b5', '\u0131')));
    fc.assert(
      fc.property(validLine, odd, (valid, injected) => {
        const text = injected === null ? valid : withChar(valid, injected[0], injected[1]);
        const bare = new Uint8Array(81);
        const spaced = new Uint8Array(81);
        const bareError = readLine(text, 0, 81, bare, 0, 3, DIGITS, 1);
        const spacedError = readLine(`${text}  `, 0, 83, spaced, 0, 3, DIGITS, 1);
        expect(bareError?.toJSON()).toEqual(spacedError?.toJSON());
        if (bareError === null) expect(bare).toEqual(spaced);
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
      new TypeError('sudoku-wasm: tryParseBoardLine: expected text to be a string, got the number 42'),
    );
    expect(() => tryParseBoardLine('', 4, [] as unknown as Uint8Array, 0)).toThrow(TypeError);
    for (const n of [1, 9, 3.5, Number.NaN]) expect(() => tryParseBoardLine('', n, out, 0)).toThrow(RangeError);
    expect(() => tryParseBoardLine('', 5, out, 0)).toThrow(
      new RangeError('sudoku-wasm: tryParseBoardLine: expected out to have room for 625 cells, got length 256'),
    );
    expect(() => tryParseBoardLine('', 3, out, 176)).toThrow(
      new RangeError('sudoku-wasm: tryParseBoardLine: expected offset to be an integer from 0 to 175, got 176'),
    );
    expect(() => tryParseBoardLine('', 3, out, -1)).toThrow(RangeError);
    expect(() => tryParseBoardLine('', 5, new Uint8Array(625), 0, 1, 'hex')).toThrow(RangeError);
    expect(() => tryParseBoardLine('', 3, out, 0, 1, 'abcd')).toThrow(
      new RangeError('sudoku-wasm: tryParseBoardLine: expected alphabet to have 9 symbols for a 9×9 board, got 4'),
    );
  });
});

describe('readLineBytes and lineText: the byte door of the line reader', () => {
  const encoder = new TextEncoder();
  const out = new Uint8Array(2 * 81);

  /** The string reader's answer for a text: its cells, or null when it is no valid 9×9 line. */
  function stringCells(text: string): Uint8Array | null {
    const cells = new Uint8Array(81);
    return readLine(text, 0, text.length, cells, 0, 3, DIGITS, 1) === null ? cells : null;
  }

  it('reads plain ASCII puzzle lines into out at the offset, as the string reader does', () => {
    for (const text of [
      PUZZLE,
      PUZZLE.replaceAll('.', '0'),
      PUZZLE.replaceAll('.', '-'),
      PUZZLE.replaceAll('.', '_'),
      `${PUZZLE}\r`,
      ` \t${PUZZLE}  `,
      `${PUZZLE} 11.9/10.5 # rating`,
      `${PUZZLE}\t\u0001\u007f junk after whitespace`,
      '.'.repeat(81),
    ]) {
      const bytes = encoder.encode(`##${text}##`);
      out.fill(99);
      expect(readLineBytes(bytes, 2, bytes.length - 2, out, 81), text).toBe(true);
      expect(out.subarray(81)).toEqual(stringCells(text));
      expect(out.subarray(0, 81)).toEqual(new Uint8Array(81).fill(99));
    }
  });

  it('leaves to the string reader every line that is not plain ASCII puzzle text', () => {
    const cases = [
      '',
      '   \r',
      PUZZLE.slice(1),
      `${PUZZLE}1`,
      `${PUZZLE},x`,
      withChar(PUZZLE, 40, '*'),
      withChar(PUZZLE, 40, 'A'),
      withChar(PUZZLE, 40, '\0'),
      `\uFEFF${PUZZLE}`, // a byte-order mark is whitespace, but not ASCII
      `\u00A0${PUZZLE}`,
      `${PUZZLE} é`, // valid for the string reader, but a trailing field that is not ASCII
      withChar(PUZZLE, 0, '\uFF15'),
    ];
    for (const text of cases) {
      const bytes = encoder.encode(text);
      expect(readLineBytes(bytes, 0, bytes.length, out, 0), JSON.stringify(text)).toBe(false);
      expect(lineText(bytes, 0, bytes.length)).toBe(text);
    }
    expect(stringCells(`\uFEFF${PUZZLE}`)).toEqual(PUZZLE_CELLS); // the string path then reads it
    expect(stringCells(`${PUZZLE} é`)).toEqual(PUZZLE_CELLS);
  });

  it('agrees with the string reader on random ASCII lines made of cells, whitespace and junk', () => {
    const pieces = fc.constantFrom(...'123456789.0-_', ' ', '\t', '\r', '*', 'x', '#', '\0', '\u007f');
    const line = fc.oneof(
      fc.array(pieces, { minLength: 75, maxLength: 90 }).map((a) => a.join('')),
      fc.tuple(fc.nat(4), fc.array(fc.constantFrom(...'123456789.0-_'), { minLength: 79, maxLength: 83 }), fc.array(pieces, { maxLength: 4 }))
        .map(([indent, cells, tail]) => ' '.repeat(indent) + cells.join('') + tail.join('')),
    );
    fc.assert(
      fc.property(line, (text) => {
        const bytes = encoder.encode(text);
        const expected = stringCells(text);
        expect(readLineBytes(bytes, 0, bytes.length, out, 0)).toBe(expected !== null);
        if (expected !== null) expect(out.subarray(0, 81)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('lineText decodes UTF-8, keeping a byte-order mark and replacing malformed bytes with U+FFFD', () => {
    const bytes = Uint8Array.of(0xef, 0xbb, 0xbf, 0x31, 0xc3, 0xa9, 0xff, 0x32, 0xe2, 0x82);
    expect(lineText(bytes, 0, bytes.length)).toBe('\uFEFF1é\uFFFD2\uFFFD');
    expect(lineText(bytes, 3, 6)).toBe('1é');
  });
});
