/**
 * Huge and hostile input: every reader answers 10 MB of junk in one linear pass with one
 * SudokuParseError and nothing else (no RangeError from a stack, no TypeError from a lookup),
 * 9×9 (parsePuzzle, tryParseLine) and every size (parseBoard, tryParseBoardLine). Only
 * completion within the per-test timeout is required; a quadratic scan would not finish.
 */
import { describe, expect, it } from 'vitest';
import { formatBoard, parseBoard, parsePuzzle, SudokuParseError, tryParseBoardLine, tryParseLine } from '../../src/text';
import type { BoardAlphabet } from '../../src/text';
import { BOX_SIZES, makeBoard, PUZZLE } from './fixtures';

const SIZE = 10 * 1024 * 1024;
const TIMEOUT = 20_000;

/**
 * Deterministic pseudo-random characters (xorshift32) drawn from `pool`, or latin1 bytes with a
 * NUL in the middle.
 */
function junk(seed: number, size: number, pool?: string): string {
  const codes = new Uint16Array(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    codes[i] = pool === undefined ? x & 0xff : pool.charCodeAt((x >>> 0) % pool.length);
  }
  if (pool === undefined) codes[size >> 1] = 0;
  return Buffer.from(codes.buffer).toString('utf16le');
}

/** Runs parsePuzzle, returning the thrown error (it must throw one). */
function parseError(text: string): SudokuParseError {
  try {
    parsePuzzle(text);
  } catch (error) {
    expect(error).toBeInstanceOf(SudokuParseError);
    return error as SudokuParseError;
  }
  throw new Error('expected parsePuzzle to throw');
}

describe('10 MB lines, 9×9', () => {
  const out = new Uint8Array(81);

  it('random bytes, alone or after 40 good cells: an error at or after the junk', { timeout: TIMEOUT }, () => {
    for (const seed of [0x9e3779b9, 0x85ebca6b, 12345]) {
      for (const prefix of ['', PUZZLE.slice(0, 40)]) {
        const text = prefix + junk(seed, SIZE - prefix.length);
        expect(text.includes('\0')).toBe(true);
        const error = tryParseLine(text, out, 0, 1);
        expect(error).toBeInstanceOf(SudokuParseError);
        if (error?.code === 'BAD_CHAR') {
          expect(error.column).toBeGreaterThan(prefix.length);
          expect(text[error.column! - 1]).toBe(error.char);
        }
        const thrown = parseError(text);
        expect(['BAD_CHAR', 'TOO_FEW_CELLS', 'TOO_MANY_CELLS', 'EMPTY']).toContain(thrown.code);
      }
    }
  });

  it('a NUL-led line reports NUL escaped at column 1', { timeout: TIMEOUT }, () => {
    const text = `\0${junk(7, SIZE - 1)}`;
    const error = tryParseLine(text, out, 0, 1)!;
    expect([error.code, error.column, error.char]).toEqual(['BAD_CHAR', 1, '\0']);
    expect(error.message).toContain("'\\u0000'");
    expect(parseError(text).char).toBe('\0');
  });

  it('U+FFFD repeated (undecodable bytes) is BAD_CHAR at column 1', { timeout: TIMEOUT }, () => {
    const text = '\uFFFD'.repeat(SIZE);
    expect(tryParseLine(text, out, 0)?.column).toBe(1);
    expect(parseError(text).code).toBe('BAD_CHAR');
  });

  it('one long run of digits is TOO_MANY_CELLS with its full count', { timeout: TIMEOUT }, () => {
    const text = '1'.repeat(SIZE);
    expect(tryParseLine(text, out, 0, 1)?.message).toBe(`line 1: expected 81 cells, got ${SIZE}`);
    expect(parseError(text).message).toBe(`line 1: expected 81 cells, got ${SIZE}`);
  });

  it('only whitespace or only line breaks is EMPTY', { timeout: TIMEOUT }, () => {
    expect(tryParseLine(' \t'.repeat(SIZE / 2), out, 0)?.code).toBe('EMPTY');
    expect(parseError(' \t'.repeat(SIZE / 2)).code).toBe('EMPTY');
    expect(parseError('\r\n'.repeat(SIZE / 2)).code).toBe('EMPTY');
  });

  it('a valid puzzle followed by 10 MB of trailing junk is accepted by tryParseLine', { timeout: TIMEOUT }, () => {
    expect(tryParseLine(`${PUZZLE} ${junk(4, SIZE)}`, out, 0)).toBeNull();
  });

  it('a million grid rows is TOO_MANY_CELLS at the tenth row', { timeout: TIMEOUT }, () => {
    const error = parseError('1 2 3 4 5 6 7 8 9\n'.repeat(1_000_000));
    expect([error.code, error.line]).toEqual(['TOO_MANY_CELLS', 10]);
    expect(error.message).toBe('line 10: expected 9 rows of 9 cells, got 1000000 rows');
  });
});

/** parseBoard must throw a SudokuParseError; returns its code. */
function parseCode(text: string, alphabet?: BoardAlphabet, size?: number): string {
  try {
    parseBoard(text, { alphabet, size });
  } catch (error) {
    if (!(error instanceof SudokuParseError)) throw error;
    return error.code;
  }
  throw new Error('expected parseBoard to throw');
}

const ALPHABETS: (BoardAlphabet | undefined)[] = [undefined, 'auto', 'hex', 'ÀÁÂÃÄÅÆÇÈ'];

describe('10 MB of junk, every size', () => {
  it('random bytes (NUL included): parseBoard with every alphabet', { timeout: TIMEOUT }, () => {
    for (const seed of [0x9e3779b9, 12345]) {
      const text = junk(seed, SIZE);
      expect(text.includes('\0')).toBe(true);
      for (const alphabet of ALPHABETS) expect(parseCode(text, alphabet)).toMatch(/^[A-Z_]+$/);
      expect(parseCode(text, undefined, 16)).toMatch(/^[A-Z_]+$/);
    }
  });

  it('random bytes: tryParseBoardLine for every size returns an error at or after the junk', { timeout: TIMEOUT }, () => {
    const out = new Uint8Array(4096);
    for (const n of BOX_SIZES) {
      const prefix = formatBoard(makeBoard(n, 1, 50)).slice(0, 10);
      const text = prefix + junk(n, SIZE - 10);
      const error = tryParseBoardLine(text, n, out, 0, 1);
      expect(error).toBeInstanceOf(SudokuParseError);
      if (error?.column !== undefined) expect(error.column).toBeGreaterThan(10);
      expect(tryParseBoardLine(text, n, out, 0, 1, 'auto')).toBeInstanceOf(SudokuParseError);
    }
  });

  it('symbols, spaces, line breaks and separators: every path of the layout', { timeout: TIMEOUT }, () => {
    const pools = [
      '0123456789ABCDEFGabcxyz.-_ \n|+',
      '0123456789 \n', // numeric-looking
      '19 .\n', // single-digit tokens
      '- |\n', // dash lines
      '123456789ABCDEFG\n', // compact rows of random width
    ];
    for (const [i, pool] of pools.entries()) {
      const text = junk(i + 1, SIZE, pool);
      expect(parseCode(text, ALPHABETS[i % ALPHABETS.length])).toMatch(/^[A-Z_]+$/);
    }
  });

  it('one long run of symbols is BAD_SIZE, or TOO_MANY_CELLS with its full count', { timeout: TIMEOUT }, () => {
    const text = 'A'.repeat(SIZE);
    expect(parseCode(text)).toBe('BAD_SIZE');
    expect(tryParseBoardLine(text, 8, new Uint8Array(4096), 0)?.message).toBe(`expected 4096 cells, got ${SIZE}`);
  });

  it('only whitespace or line breaks is EMPTY', { timeout: TIMEOUT }, () => {
    expect(parseCode(' \t'.repeat(SIZE / 2))).toBe('EMPTY');
    expect(parseCode('\r\n'.repeat(SIZE / 2))).toBe('EMPTY');
    expect(tryParseBoardLine(' '.repeat(SIZE), 4, new Uint8Array(256), 0)?.code).toBe('EMPTY');
  });

  it('a million rows is TOO_MANY_CELLS at row N + 1', { timeout: TIMEOUT }, () => {
    const row = '1 2 3 4 5 6 7 8 9 A B C D E F G\n';
    const error = (() => {
      try {
        parseBoard(row.repeat(1_000_000));
      } catch (e) {
        return e as SudokuParseError;
      }
      throw new Error('expected a throw');
    })();
    expect([error.code, error.line, error.message]).toEqual([
      'TOO_MANY_CELLS',
      17,
      'line 17: expected 16 rows of 16 cells, got 1000000 rows',
    ]);
  });

  it('a million numbers is BAD_SIZE in numbers', { timeout: TIMEOUT }, () => {
    const error = (() => {
      try {
        parseBoard('12 '.repeat(1_000_000));
      } catch (e) {
        return e as SudokuParseError;
      }
      throw new Error('expected a throw');
    })();
    expect(error.code).toBe('BAD_SIZE');
    expect(error.message).toContain('numbers (a 4×4 to 64×64 board), got 1000000;');
  });
});
