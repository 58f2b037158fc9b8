/**
 * Huge and hostile input: every parser must answer in one linear pass, with at most one error.
 * These tests only require completion within the per-test timeout (no timing assertion);
 * a quadratic scan of 10 MB would not finish in time.
 */
import { describe, expect, it } from 'vitest';
import { parsePuzzle, SudokuParseError, tryParseLine } from '../../src/grid';
import { PUZZLE } from './fixtures';

const SIZE = 10 * 1024 * 1024;
const TIMEOUT = 10_000;

/** Deterministic pseudo-random bytes (xorshift32) as a latin1 string, NUL included. */
function junk(seed: number, size = SIZE): string {
  const bytes = new Uint8Array(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  bytes[size >> 1] = 0;
  return Buffer.from(bytes).toString('latin1');
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

describe('10 MB lines', () => {
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
    expect(tryParseLine(`${PUZZLE} ${junk(4)}`, out, 0)).toBeNull();
  });

  it('a million grid rows is TOO_MANY_CELLS at the tenth row', { timeout: TIMEOUT }, () => {
    const error = parseError('1 2 3 4 5 6 7 8 9\n'.repeat(1_000_000));
    expect([error.code, error.line]).toEqual(['TOO_MANY_CELLS', 10]);
    expect(error.message).toBe('line 10: expected 9 rows of 9 cells, got 1000000 rows');
  });
});
