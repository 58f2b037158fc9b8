/**
 * What reading a link costs, counted rather than timed: every decoding the link reader asks of
 * ./lz-decode.ts is recorded (payload length and characters spelled), so a payload that spells
 * millions of characters, or a SudokuPad payload that fails after many slash repairs, is shown
 * to fail after a bounded amount of work, and a repair of two collapsed `//` still succeeds.
 */
import LZString from 'lz-string';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LzDecoding } from '../../../src/variant/formats/lz-decode';
import { noise, runPayload } from './lz-payloads';

vi.mock('../../../src/variant/formats/lz-decode', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/variant/formats/lz-decode')>();
  return { ...original, decodeLzString: vi.fn(original.decodeLzString) };
});
// the setup file (src/defaults-node.ts) loaded the link reader with the real decoder: load it again
vi.resetModules();
const { decodeLzString } = await import('../../../src/variant/formats/lz-decode');
const { parseVariant, toFpuzzles } = await import('../../../src/variant');
const { MAX_PAYLOAD_LENGTH } = await import('../../../src/variant/formats/links');
const { SudokuParseError } = await import('../../../src/text/parse-error');

/** The error `run` throws, as JSON. */
function errorOf(run: () => unknown): ReturnType<InstanceType<typeof SudokuParseError>['toJSON']> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SudokuParseError);
    return (error as InstanceType<typeof SudokuParseError>).toJSON();
  }
  throw new Error('expected a SudokuParseError, got none');
}

/** The work of each decoding asked since the test began: the payload's length plus the characters spelled. */
function decodings(): number[] {
  const { calls, results } = vi.mocked(decodeLzString).mock;
  return calls.map(([payload], i) => payload.length + (results[i].value as LzDecoding).length);
}

const EMPTY = toFpuzzles({ size: 9, givens: '.'.repeat(81), constraints: [] });

beforeEach(() => {
  vi.mocked(decodeLzString).mockClear();
});

describe('the cost of a link', () => {
  it('a payload that spells more than 4,000,000 characters fails at its first decoding', () => {
    const payload = runPayload(8000); // 32 million characters of text in 16 KB
    for (const [link, site] of [
      [`https://sudokupad.app/fpuzzles${payload}`, 'SudokuPad'],
      [`https://f-puzzles.com/?load=${payload}`, 'f-puzzles'],
    ]) {
      expect(errorOf(() => parseVariant(link))).toEqual({
        code: 'BAD_LINK',
        message: `the ${site} link has a payload that decodes to more than 4,000,000 characters`,
      });
    }
    expect(decodings()).toHaveLength(2);
    for (const work of decodings()) expect(work).toBeLessThanOrEqual(payload.length + 4_000_000);
  });

  it('a SudokuPad payload that does not decode costs at most nine decodings of it, slash repairs included', () => {
    // a long title, its payload's end replaced: every slash is a candidate for a repair
    const full = LZString.compressToBase64(JSON.stringify({ ...EMPTY, title: noise(20_000) }));
    const payload = `${full.slice(0, -8)}AAAAAAAA`;
    expect(payload.match(/\//g)?.length).toBeGreaterThan(100);
    const error = errorOf(() => parseVariant(`https://sudokupad.app/fpuzzles${payload}`));
    expect(error.code).toBe('BAD_LINK');
    expect(error.message).toBe('the SudokuPad link has a payload that does not decode to JSON (lz-string base64 of f-puzzles JSON expected)');
    const [first, ...repairs] = decodings();
    expect(repairs.length).toBeGreaterThan(0);
    expect(repairs.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(8 * first + 2 ** 18);
  });

  it('a payload longer than the limit is refused before decoding', () => {
    const error = errorOf(() => parseVariant(`https://f-puzzles.com/?load=${'A'.repeat(MAX_PAYLOAD_LENGTH + 1)}`));
    expect(error).toEqual({ code: 'BAD_LINK', message: 'the f-puzzles link has a payload of 1,000,001 characters: expected at most 1,000,000' });
    expect(decodings()).toHaveLength(0);
  });

  it('repairs two collapsed // of a SudokuPad payload in a few decodings', () => {
    // titles with U+FFFF and U+7FFF (16 and 15 one-bits: two literals) until the payload holds
    // two '//' and no single slash doubled of the collapsed payload gives the JSON back
    const singleRepairs = (collapsed: string): string[] =>
      [...collapsed.matchAll(/\//g)].map((m) => LZString.decompressFromBase64(`${collapsed.slice(0, m.index)}/${collapsed.slice(m.index)}`));
    let found: { json: string; collapsed: string } | undefined;
    for (let gap = 0; gap < 60 && found === undefined; gap++) {
      const json = JSON.stringify({ ...EMPTY, title: `\uffff${noise(gap + 200, gap + 1)}\u7fff` });
      const payload = LZString.compressToBase64(json);
      const collapsed = payload.replace(/\/\//g, '/');
      if (payload.match(/\/\/+/g)?.join(' ') === '// //' && !singleRepairs(collapsed).includes(json)) found = { json, collapsed };
    }
    expect(found).toBeDefined();
    vi.mocked(decodeLzString).mockClear();
    expect(parseVariant(`https://sudokupad.app/fpuzzles${found!.collapsed}`)).toEqual(parseVariant(found!.json));
    expect(decodings().length).toBeLessThanOrEqual(8);
  });
});
