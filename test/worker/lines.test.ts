/**
 * The packed form of `validateLines`' lines (src/worker/lines.ts): when the client packs them,
 * and that the worker side answers exactly as `validateLines` on the original lines, through
 * the byte path for ASCII text and through `validateLines` itself for any other text.
 */
import { describe, expect, it, vi } from 'vitest';
import { validateByteLines, validateLines } from '../../src/index';
import { packLines, validatePackedLines, type LineValidators } from '../../src/worker/lines';
import { BAD_CHAR, CONFLICT, MULTIPLE, NONE, UNIQUE } from './support';

/** Packs, then answers on the worker side with the real library, counting which path ran. */
function roundTrip(lines: unknown[], options?: Parameters<typeof validateLines>[1]) {
  const packed = packLines(lines, options);
  if (packed === null) return null;
  const library: LineValidators = { validateLines: vi.fn(validateLines), validateByteLines: vi.fn(validateByteLines) };
  const verdicts = validatePackedLines(packed.value, options, library);
  return { verdicts, bytes: vi.mocked(library.validateByteLines).mock.calls.length, strings: vi.mocked(library.validateLines).mock.calls.length };
}

describe('packLines (client side)', () => {
  it('packs string lines into one string, their ends and their line numbers, and transfers the arrays', () => {
    const packed = packLines(['ab', '', 'cde'], { firstLine: 7 })!;
    expect(packed.value.text).toBe('abcde');
    expect(Array.from(packed.value.ends)).toEqual([2, 2, 5]);
    expect(Array.from(packed.value.numbers)).toEqual([7, 8, 9]);
    expect(packed.transfer).toEqual([packed.value.ends.buffer, packed.value.numbers.buffer]);
    expect(Array.from(packLines(['a', 'b'], { lineNumbers: [3, 10] })!.value.numbers)).toEqual([3, 10]);
  });

  it.each([
    ['an entry that is not a string', [UNIQUE, 42], undefined],
    ['not an array', 'abc', undefined],
    ['lineNumbers of another length', [UNIQUE], { lineNumbers: [1, 2] }],
    ['a line number that is no 32-bit integer', [UNIQUE, NONE], { lineNumbers: [1, 2.5] }],
    ['firstLine that is no 32-bit integer', [UNIQUE], { firstLine: '3' as unknown as number }],
    ['line numbers past 2^31 - 1', [UNIQUE, NONE], { firstLine: 0x7fffffff }],
  ])('leaves the call as it is for %s (the library answers it)', (_name, lines, options) => {
    expect(packLines(lines, options)).toBeNull();
  });
});

describe('validatePackedLines (worker side)', () => {
  it('answers ASCII lines through validateByteLines, as validateLines answers them', () => {
    const lines = [UNIQUE, NONE, MULTIPLE, CONFLICT, BAD_CHAR, '', `  ${UNIQUE}  trailing 1.5`, `${UNIQUE}\r`, `12\n34`, '..434321.2343412'];
    for (const options of [undefined, { limit: 3 }, { firstLine: 40, solutions: false }, { lineNumbers: lines.map((_, i) => 100 - i) }]) {
      const r = roundTrip(lines, options)!;
      expect(r.verdicts).toEqual(validateLines(lines, options));
      expect([r.bytes, r.strings]).toEqual([1, 0]);
    }
  });

  it('answers other text through validateLines on the original strings (columns, characters, lone surrogates)', () => {
    const lines = [UNIQUE, `é${UNIQUE.slice(1)}`, `\uFEFF${UNIQUE}`, `12\uD800${'.'.repeat(78)}`, `${UNIQUE.slice(0, 80)}😀`];
    const r = roundTrip(lines, { firstLine: 3 })!;
    expect(r.verdicts).toEqual(validateLines(lines, { firstLine: 3 }));
    expect([r.bytes, r.strings]).toEqual([0, 1]);
    expect(r.verdicts[3].error?.char).toBe('\uD800');
  });

  it('answers no lines with no verdicts', () => {
    expect(roundTrip([])!.verdicts).toEqual([]);
  });

  it('refuses packed lines whose parts disagree', () => {
    const { value } = packLines([UNIQUE, NONE], undefined)!;
    expect(() => validatePackedLines({ ...value, text: value.text.slice(1) }, undefined, { validateLines, validateByteLines })).toThrow(RangeError);
  });
});
