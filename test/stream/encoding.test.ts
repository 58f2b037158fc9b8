/** Tests of the input's encoding (src/stream/encoding.ts): UTF-16 with a byte-order mark converted, without one refused, UTF-8 as it is. */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { Utf8Input } from '../../src/stream/encoding';
import { validateStream, validateTransform, type StreamVerdict } from '../../src/stream/index';

const UNIQUE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const TEXT = `# é comment\r\n${UNIQUE}\r\n\r\n${'.'.repeat(81)}\r\nx${UNIQUE}`;

/** `text` in UTF-16 of byte order `order`, its byte-order mark first when `mark`. */
function utf16(text: string, order: 'le' | 'be', mark = true): Uint8Array {
  const units = (mark ? '\ufeff' : '') + text;
  const out = new Uint8Array(units.length * 2);
  for (let i = 0; i < units.length; i++) {
    const [hi, lo] = [units.charCodeAt(i) >> 8, units.charCodeAt(i) & 0xff];
    out.set(order === 'le' ? [lo, hi] : [hi, lo], 2 * i);
  }
  return out;
}

/** `bytes` in chunks of `size` bytes. */
function pieces(bytes: Uint8Array, size: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size));
  return out;
}

function convert(chunks: readonly Uint8Array[]): string {
  const input = new Utf8Input();
  const parts = [...chunks.map((c) => input.push(c)), input.end()];
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(Buffer.concat(parts));
}

async function collect(source: Parameters<typeof validateStream>[0]): Promise<string[]> {
  const out: string[] = [];
  for await (const v of validateStream(source)) out.push(`${v.line} ${v.status}`);
  return out;
}

const EXPECTED = ['2 unique', '4 multiple', '5 invalid'];

describe('Utf8Input', () => {
  it('converts UTF-16 with a byte-order mark, either order, whatever the chunks (a character split between two included)', () => {
    for (const order of ['le', 'be'] as const) {
      for (const size of [1, 2, 3, 5, 4096]) expect(convert(pieces(utf16(TEXT, order), size))).toBe(TEXT);
    }
  });

  it('gives UTF-8 as it comes, the same chunk when it holds the start (no copy), a UTF-8 mark kept for the line reader', () => {
    const bytes = new TextEncoder().encode(`\ufeff${TEXT}`);
    const input = new Utf8Input();
    expect(input.push(bytes)).toBe(bytes);
    expect(convert(pieces(bytes, 1))).toBe(`\ufeff${TEXT}`);
    for (const short of ['', '1', '12', '\n']) expect(convert([new TextEncoder().encode(short)])).toBe(short);
  });

  it('refuses UTF-16 without a byte-order mark, naming the encoding and the way out', () => {
    for (const [order, name] of [['le', 'UTF-16LE'], ['be', 'UTF-16BE']] as const) {
      const input = new Utf8Input('where: ');
      expect(() => [input.push(utf16(TEXT, order, false).subarray(0, 3)), input.push(utf16(TEXT, order, false).subarray(3))]).toThrow(
        `where: the input looks like ${name} text without a byte-order mark (a NUL byte every other byte); give it as UTF-8 (iconv -f ${name} -t UTF-8) or as UTF-16 with its byte-order mark`,
      );
    }
  });
});

describe('validateStream and validateTransform read UTF-16 with a byte-order mark', () => {
  it('validateStream: the verdicts of the UTF-8 text, on one thread or two', async () => {
    expect(await collect([new TextEncoder().encode(TEXT)])).toEqual(EXPECTED);
    for (const order of ['le', 'be'] as const) {
      expect(await collect(pieces(utf16(TEXT, order), 7))).toEqual(EXPECTED);
      const out: string[] = [];
      for await (const v of validateStream(pieces(utf16(TEXT, order), 7), { threads: 2 })) out.push(`${v.line} ${v.status}`);
      expect(out).toEqual(EXPECTED);
    }
  });

  it('validateStream: UTF-16 without a mark rejects, naming the call', async () => {
    await expect(collect([utf16(TEXT, 'le', false)])).rejects.toThrow(
      /^sudoku-wasm: validateStream: source: the input looks like UTF-16LE text without a byte-order mark/,
    );
  });

  it('validateTransform, on one thread or two', async () => {
    for (const threads of [1, 2]) {
      const out: StreamVerdict[] = [];
      await pipeline(Readable.from(pieces(utf16(TEXT, 'be'), 5)), validateTransform({ threads }), async (verdicts: AsyncIterable<StreamVerdict>) => {
        for await (const v of verdicts) out.push(v);
      });
      expect(out.map((v) => `${v.line} ${v.status}`)).toEqual(EXPECTED);
      const failing = pipeline(Readable.from([utf16(TEXT, 'le', false)]), validateTransform({ threads }), async (verdicts: AsyncIterable<StreamVerdict>) => {
        for await (const _ of verdicts);
      });
      await expect(failing).rejects.toThrow(/^sudoku-wasm: validateTransform: the input looks like UTF-16LE/);
    }
  });
});
