/**
 * Alphabets: alnum (with its case rule), hex, custom strings, the 'auto' rule on 16×16 boards
 * and its AMBIGUOUS error, and symbolOf.
 */
import { describe, expect, it } from 'vitest';
import { formatBoard, parseBoard, symbolOf, tryParseBoardLine } from '../../src/text';
import { fields, makeBoard, pattern, thrown, withChar } from './fixtures';

const FULL16 = { n: 4, cells: pattern(4) };
/** The complete 16×16 board in alnum (1-9A-G) and in hex (0-9A-F). */
const ALNUM16 = formatBoard(FULL16);
const HEX16 = formatBoard(FULL16, { alphabet: 'hex' });

describe('alnum', () => {
  it('reads 1-9 then A-Z, either case while the board is at most 35×35', () => {
    expect(ALNUM16.slice(0, 16)).toBe('123456789ABCDEFG');
    expect(parseBoard(ALNUM16.toLowerCase())).toEqual(FULL16);
    const board25 = { n: 5, cells: pattern(5) };
    const line25 = formatBoard(board25);
    expect(line25.slice(0, 25)).toBe('123456789ABCDEFGHIJKLMNOP');
    expect(parseBoard(line25.toLowerCase())).toEqual(board25);
  });

  it('is case-sensitive from 36×36 up, where a-z are 36-61', () => {
    const board36 = { n: 6, cells: pattern(6) };
    const line36 = formatBoard(board36);
    expect(line36.slice(0, 36)).toBe('123456789ABCDEFGHIJKLMNOPQRSTUVWXYZa');
    expect(parseBoard(line36)).toEqual(board36);
    // 'A' and 'a' are different digits there: uppercasing makes a 10 where the 36 was.
    const error = thrown(() => parseBoard(line36.replaceAll('a', 'A')));
    expect(fields(error)).toEqual({ code: 'CONFLICT', line: 1, cells: [10, 36], digit: 10, house: 'row' });
    expect(error.message).toBe("line 1: digit 10 ('A') appears twice in row 1: r1c10 and r1c36 (cells 10 and 36)");
  });

  it('writes 62-64 as @ $ % on 64×64 boards', () => {
    expect(symbolOf(61, 64)).toBe('z');
    expect([62, 63, 64].map((v) => symbolOf(v, 64))).toEqual(['@', '$', '%']);
    const error = thrown(() => parseBoard(withChar('.'.repeat(81), 4, '@')));
    expect(fields(error)).toEqual({ code: 'BAD_VALUE', line: 1, column: 5, cell: 5, char: '@' });
  });

  it('reads 0 as an empty cell, so a hex line read as alnum is a different board', () => {
    const asAlnum = parseBoard(HEX16);
    expect(asAlnum.cells[0]).toBe(0);
    expect(asAlnum.cells[1]).toBe(1);
  });
});

describe('hex', () => {
  it('reads 0-9 A-F as 1-16, either case, with . - _ for empty', () => {
    expect(HEX16.slice(0, 16)).toBe('0123456789ABCDEF');
    expect(parseBoard(HEX16, { alphabet: 'hex' })).toEqual(FULL16);
    expect(parseBoard(HEX16.toLowerCase(), { alphabet: 'hex' })).toEqual(FULL16);
    const board = makeBoard(4, 3, 50);
    expect(parseBoard(formatBoard(board, { alphabet: 'hex', empty: '_' }), { alphabet: 'hex' })).toEqual(board);
  });

  it('has no G, and 0 is a digit', () => {
    const error = thrown(() => parseBoard(ALNUM16, { alphabet: 'hex' }));
    expect(fields(error)).toEqual({ code: 'BAD_CHAR', line: 1, column: 16, cell: 16, char: 'G' });
    expect(error.message).toBe(
      "line 1, column 16: unexpected character 'G' in cell 16 (r1c16); expected 0-9, A-F, or . - _ for an empty cell",
    );
  });

  it('on smaller boards uses the first N hex digits', () => {
    expect(parseBoard('0123230112303012', { alphabet: 'hex' })).toEqual({ n: 2, cells: pattern(2) });
    const error = thrown(() => parseBoard('0123230112303014', { alphabet: 'hex' }));
    expect(fields(error)).toEqual({ code: 'BAD_VALUE', line: 1, column: 16, cell: 16, char: '4' });
    expect(error.message).toContain("symbol '4' in cell 16 (r4c4) stands for 5, not a digit of a 4×4 board; expected 0-3, or . - _");
  });

  it('cannot write boards past 16×16', () => {
    const error = thrown(() => parseBoard('.'.repeat(625), { alphabet: 'hex' }));
    expect(fields(error)).toEqual({ code: 'BAD_SIZE', line: 1 });
    expect(error.message).toBe("line 1: alphabet 'hex' writes boards up to 16×16, got 625 cells (25×25); use alphabet 'alnum'");
    expect(() => parseBoard('.'.repeat(625), { alphabet: 'hex', size: 5 })).toThrow(
      new RangeError("sudoku-wasm: parseBoard: expected a board of at most 16×16 for options.alphabet 'hex', got 25×25"),
    );
  });
});

describe('custom alphabets', () => {
  it('list the N symbols for 1…N, which fixes the size; . 0 - _ not in it mark empty cells', () => {
    expect(parseBoard('abcd cdab badc dcba'.replaceAll(' ', '\n'), { alphabet: 'abcd' })).toEqual({
      n: 2,
      cells: Uint8Array.from([1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]),
    });
    expect(parseBoard(`0123${'.'.repeat(12)}`, { alphabet: '0123' }).cells.slice(0, 5)).toEqual(
      Uint8Array.from([1, 2, 3, 4, 0]),
    );
    // with a size that fits it, or none
    expect(parseBoard('a...............', { alphabet: 'abcd', size: 2 }).n).toBe(2);
    const error = thrown(() => parseBoard('a'.repeat(81), { alphabet: 'abcd' }));
    expect([error.code, error.message]).toEqual(['TOO_MANY_CELLS', 'line 1: expected 16 cells, got 81']);
  });

  it('are refused when they do not fit', () => {
    expect(() => parseBoard('a', { alphabet: 'abcd', size: 3 })).toThrow(
      new RangeError('sudoku-wasm: parseBoard: expected options.alphabet to have 9 symbols for a 9×9 board, got 4'),
    );
    expect(() => parseBoard('a', { alphabet: 'abcde' })).toThrow(
      new RangeError(
        'sudoku-wasm: parseBoard: expected options.alphabet to be \'auto\', \'alnum\', \'hex\' or 4, 9, 16, 25, 36, 49 or 64 symbols, got "abcde" (5 characters)',
      ),
    );
    expect(() => parseBoard('a', { alphabet: 'abca' })).toThrow(
      new RangeError('sudoku-wasm: parseBoard: expected options.alphabet to list distinct symbols, got "a" twice'),
    );
    for (const alphabet of ['ab d', 'ab|d', 'ab-d', 'ab#d', 'ab+d', 'ab=d', 'ab\uD800d']) {
      expect(() => parseBoard('a', { alphabet })).toThrow(RangeError);
    }
    expect(() => parseBoard('a', { alphabet: 4 as unknown as string })).toThrow(
      new TypeError('sudoku-wasm: parseBoard: expected options.alphabet to be a string, got the number 4'),
    );
  });

  it('symbols past U+FFFF (emoji) are refused as such, counted in code points; others of the BMP work', () => {
    const emoji = '\u{1F600}\u{1F601}\u{1F602}\u{1F603}';
    const past = (alphabet: string, k: number, of: number) =>
      new RangeError(
        `sudoku-wasm: parseBoard: expected options.alphabet to hold symbols up to U+FFFF (one UTF-16 unit each), got '${[...alphabet][k - 1]}' (U+${[...alphabet][k - 1].codePointAt(0)!.toString(16).toUpperCase()}), symbol ${k} of ${of}`,
      );
    expect(() => parseBoard('.'.repeat(16), { alphabet: emoji })).toThrow(past(emoji, 1, 4));
    expect(() => parseBoard('.'.repeat(16), { alphabet: emoji.slice(0, 4) })).toThrow(past(emoji, 1, 2));
    expect(() => parseBoard('.'.repeat(16), { alphabet: `ab\u{1F602}d` })).toThrow(past(`ab\u{1F602}d`, 3, 4));
    expect(() => formatBoard({ n: 2, cells: new Uint8Array(16) }, { alphabet: emoji })).toThrow(/up to U\+FFFF/);
    // a lone surrogate is not a symbol at all
    expect(() => parseBoard('a', { alphabet: 'ab\uD800d' })).toThrow(/no whitespace, lone surrogates/);
    // symbols of the Basic Multilingual Plane, ASCII or not, read and write back
    const greek = 'αβγδ';
    const board = parseBoard('αβγδγδαββαδγδγβα', { alphabet: greek });
    expect(formatBoard(board, { alphabet: greek })).toBe('αβγδγδαββαδγδγβα');
  });

  it('show the symbol of a conflicting digit', () => {
    const error = thrown(() => parseBoard('ab.a............', { alphabet: 'abcd' }));
    expect(error.message).toBe("line 1: digit 1 ('a') appears twice in row 1: r1c1 and r1c4 (cells 1 and 4)");
  });
});

describe("'auto'", () => {
  it('is alnum on every size but 16×16 (0 is empty)', () => {
    expect(parseBoard(`0${'.'.repeat(80)}`, { alphabet: 'auto' }).cells[0]).toBe(0);
    expect(parseBoard(formatBoard({ n: 5, cells: pattern(5) }), { alphabet: 'auto' }).cells[0]).toBe(1);
  });

  it('on 16×16: a letter past F means alnum', () => {
    expect(parseBoard(ALNUM16, { alphabet: 'auto' })).toEqual(FULL16);
    const sparse = withChar('.'.repeat(256), 17, 'G');
    expect(parseBoard(withChar(sparse, 0, '0'), { alphabet: 'auto' }).cells[0]).toBe(0);
    // Z is past F too: alnum, and then out of range.
    expect(thrown(() => parseBoard(withChar(HEX16, 5, 'Z'), { alphabet: 'auto' })).code).toBe('BAD_VALUE');
  });

  it('on 16×16: 1 to 16 zeros and no G means hex, more than 16 zeros means alnum', () => {
    expect(parseBoard(HEX16, { alphabet: 'auto' })).toEqual(FULL16);
    const board = makeBoard(4, 11, 60);
    const hex = formatBoard(board, { alphabet: 'hex' });
    expect(hex).toContain('0');
    expect(parseBoard(hex, { alphabet: 'auto' })).toEqual(board);
    const oneZero = `0${'.'.repeat(16)}1${'.'.repeat(238)}`; // a single 0 is enough
    expect(parseBoard(oneZero, { alphabet: 'auto' }).cells.slice(0, 18)).toEqual(
      Uint8Array.from([1, ...new Array(16).fill(0), 2]),
    );
    const zeros = `1${'0'.repeat(17)}${'.'.repeat(238)}`;
    expect(parseBoard(zeros, { alphabet: 'auto' }).cells.slice(0, 2)).toEqual(Uint8Array.from([1, 0]));
    const sixteen = `1${'0'.repeat(16)}${'.'.repeat(239)}`;
    expect(thrown(() => parseBoard(sixteen, { alphabet: 'auto' })).code).toBe('CONFLICT'); // sixteen 1s
  });

  it('on 16×16: neither 0 nor G with givens is AMBIGUOUS, reported after other errors', () => {
    const text = HEX16.replaceAll('0', '.');
    const error = thrown(() => parseBoard(`# x\n${text}`, { alphabet: 'auto' }));
    expect(fields(error)).toEqual({ code: 'AMBIGUOUS', line: 2 });
    expect(error.message).toBe(
      'line 2: this 16×16 board has neither a 0 nor a G, so it reads both as hex (0-F, where 0 is 1) ' +
        "and as alnum (1-G), one digit apart; pass alphabet 'hex' or 'alnum'",
    );
    expect(parseBoard(text, { alphabet: 'hex' }).cells[1]).toBe(2);
    expect(parseBoard(text, { alphabet: 'alnum' }).cells[1]).toBe(1);
    expect(thrown(() => parseBoard(withChar(text, 3, '*'), { alphabet: 'auto' })).code).toBe('BAD_CHAR');
    const grid = formatBoard(parseBoard(text, { alphabet: 'alnum' }), { style: 'grid' });
    expect(fields(thrown(() => parseBoard(grid, { alphabet: 'auto' })))).toEqual({ code: 'AMBIGUOUS', line: 1 });
    expect(parseBoard('.'.repeat(256), { alphabet: 'auto' }).cells).toEqual(new Uint8Array(256));
  });

  it('looks only at the board, not at trailing fields or comments', () => {
    expect(parseBoard(`# 0000\n${ALNUM16} 0 0 0`, { alphabet: 'auto' })).toEqual(FULL16);
    expect(parseBoard(`${HEX16} G`, { alphabet: 'auto' })).toEqual(FULL16);
  });

  it('applies the same rule in tryParseBoardLine', () => {
    const out = new Uint8Array(256);
    expect(tryParseBoardLine(HEX16, 4, out, 0, 1, 'auto')).toBeNull();
    expect(out).toEqual(FULL16.cells);
    expect(tryParseBoardLine(`${ALNUM16}\r`, 4, out, 0, 1, 'auto')).toBeNull();
    expect(out).toEqual(FULL16.cells);
    expect(fields(tryParseBoardLine(HEX16.replaceAll('0', '.'), 4, out, 0, 7, 'auto'))).toEqual({
      code: 'AMBIGUOUS',
      line: 7,
    });
    expect(tryParseBoardLine(HEX16.replaceAll('0', '.').slice(1), 4, out, 0, 7, 'auto')?.code).toBe('TOO_FEW_CELLS');
    expect(tryParseBoardLine(`0${'.'.repeat(80)}`, 3, out, 0, 1, 'auto')).toBeNull();
    expect(out[0]).toBe(0);
  });
});

describe('symbolOf', () => {
  it('writes a digit in an alphabet', () => {
    expect(symbolOf(16, 16)).toBe('G');
    expect(symbolOf(16, 16, 'hex')).toBe('F');
    expect(symbolOf(1, 16, 'hex')).toBe('0');
    expect(symbolOf(36, 36)).toBe('a');
    expect(symbolOf(10, 16, 'auto')).toBe('A');
    expect(symbolOf(2, 4, 'wxyz')).toBe('x');
  });

  it('refuses what does not fit', () => {
    expect(() => symbolOf(0, 9)).toThrow(new RangeError('expected value to be an integer 1-9, got 0'));
    expect(() => symbolOf(10, 9)).toThrow(RangeError);
    expect(() => symbolOf(1, 10)).toThrow(new RangeError('expected side to be 4, 9, 16, 25, 36, 49 or 64, got 10'));
    expect(() => symbolOf(1, 25, 'hex')).toThrow(RangeError);
    expect(() => symbolOf(1, 9, 'wxyz')).toThrow(RangeError);
  });
});
