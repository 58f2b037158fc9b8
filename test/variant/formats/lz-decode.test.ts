/**
 * The bounded lz-string decoder: the text lz-string's own decoder gives for anything lz-string
 * writes and for arbitrary payloads, a stop at the bound that reads little of the payload and
 * never runs lz-string, and `read`, the point past which a change of the payload changes
 * nothing.
 */
import fc from 'fast-check';
import LZString from 'lz-string';
import { describe, expect, it, vi } from 'vitest';
import { decodeLzString } from '../../../src/variant/formats/lz-decode';
import { runPayload } from './lz-payloads';

const NO_BOUND = 2 ** 24;
const BASE64_SYMBOLS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/='];

/** lz-string's answer, undefined where it gives null, '' or throws. */
function lzText(payload: string, uriSafe: boolean): string | undefined {
  try {
    const text = uriSafe ? LZString.decompressFromEncodedURIComponent(payload) : LZString.decompressFromBase64(payload);
    return typeof text === 'string' && text !== '' ? text : undefined;
  } catch {
    return undefined;
  }
}

describe('decodeLzString', () => {
  it('gives back what lz-string compressed, in both alphabets', () => {
    const texts = fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }), fc.string({ unit: fc.constantFrom('a', 'b', '{', '"'), minLength: 1, maxLength: 3000 }));
    fc.assert(
      fc.property(texts, (text) => {
        expect(decodeLzString(LZString.compressToBase64(text), false, NO_BOUND).text).toBe(text);
        expect(decodeLzString(LZString.compressToEncodedURIComponent(text), true, NO_BOUND).text).toBe(text);
      }),
    );
  });

  it('agrees with lz-string on arbitrary payloads whose first code is 0 or 1 (the only ones it writes)', () => {
    // a first symbol of 48 or more (w-z, 0-9, +, /) holds first code 3
    const payloads = fc.string({ unit: fc.constantFrom(...BASE64_SYMBOLS), minLength: 1, maxLength: 60 }).filter((p) => !/^[w-z0-9+/]/.test(p));
    fc.assert(
      fc.property(payloads, (payload) => {
        expect(decodeLzString(payload, false, NO_BOUND).text).toBe(lzText(payload, false));
      }),
      { numRuns: 3000 },
    );
  });

  it('stops at the bound, having read only the codes that reach it', () => {
    const payload = runPayload(8000); // 32 million characters of text in 16 KB
    expect(payload.length).toBeGreaterThan(15_000);
    const total = 2000 * 2001 / 2; // the first 1,999 codes, then a run of 2,000
    expect(decodeLzString(runPayload(1999), false, total)).toMatchObject({ text: 'a'.repeat(total), tooLong: false, length: total });
    expect(decodeLzString(runPayload(1999), false, total - 1)).toMatchObject({ text: undefined, tooLong: true });
    const lzDecoder = vi.spyOn(LZString, 'decompressFromBase64');
    const stopped = decodeLzString(payload, false, 4_000_000);
    expect(lzDecoder).not.toHaveBeenCalled(); // the measure stopped it: lz-string would spell 32 million characters
    lzDecoder.mockRestore();
    expect(stopped).toMatchObject({ text: undefined, tooLong: true });
    expect(stopped.length).toBeLessThanOrEqual(4_000_000);
    expect(stopped.read).toBeLessThan(payload.length / 2);
  });

  it('decodes a payload changed at or past `read` as it decoded the payload', () => {
    const compressed = fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }).map((text) => LZString.compressToBase64(text));
    const garbage = fc.string({ unit: fc.constantFrom(...BASE64_SYMBOLS), minLength: 1, maxLength: 60 });
    const cases = fc.tuple(fc.oneof(compressed, garbage), fc.nat(), fc.constantFrom(...BASE64_SYMBOLS));
    let checked = 0;
    fc.assert(
      fc.property(cases, ([payload, at, symbol]) => {
        const before = decodeLzString(payload, false, NO_BOUND);
        if (before.read >= payload.length) return; // it depends on where the payload ends
        const i = before.read + (at % (payload.length - before.read));
        const changed = `${payload.slice(0, i)}${symbol}${payload.slice(i + 1)}`;
        expect(decodeLzString(changed, false, NO_BOUND)).toEqual(before);
        expect(decodeLzString(`${changed}${symbol}`, false, NO_BOUND)).toEqual(before);
        checked++;
      }),
      { numRuns: 2000 },
    );
    expect(checked).toBeGreaterThan(500);
  });
});
