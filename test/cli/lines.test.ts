/** Unit tests of the CLI's streaming line reader (src/cli/lines.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSkippedLine, LineSplitter, readPuzzleBatches, type PuzzleLine, type ReadStats } from '../../src/cli/lines';

async function* chunksOf(parts: readonly (string | Uint8Array)[]): AsyncGenerator<string | Uint8Array> {
  for (const p of parts) yield p;
}

async function readAll(parts: readonly (string | Uint8Array)[], options = {}): Promise<PuzzleLine[][]> {
  const batches: PuzzleLine[][] = [];
  for await (const batch of readPuzzleBatches(chunksOf(parts), options)) batches.push(batch);
  return batches;
}

function split(text: string, max = 4096): [number, string, number][] {
  const out: [number, string, number][] = [];
  const s = new LineSplitter(max);
  s.push(text, (n, t, len) => out.push([n, t, len]));
  s.end((n, t, len) => out.push([n, t, len]));
  return out;
}

describe('LineSplitter', () => {
  it('splits on \\n, drops one trailing \\r, numbers every line', () => {
    expect(split('a\r\nb\n\nc')).toEqual([
      [1, 'a', 1],
      [2, 'b', 1],
      [3, '', 0],
      [4, 'c', 1],
    ]);
  });

  it('a final newline does not make an extra line; empty text has none', () => {
    expect(split('a\n')).toEqual([[1, 'a', 1]]);
    expect(split('')).toEqual([]);
    expect(split('\n')).toEqual([[1, '', 0]]);
  });

  it('keeps only maxLineChars of a long line but reports its full length', () => {
    expect(split('abcdefgh\r\nxy', 3)).toEqual([
      [1, 'abc', 8],
      [2, 'xy', 2],
    ]);
  });

  it('gives the same lines however the text is chunked (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', '\n', '\r', '#', ' ') }),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.integer({ min: 1, max: 6 }),
        (text, cuts, max) => {
          const whole = split(text, max);
          const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
          const out: [number, string, number][] = [];
          const s = new LineSplitter(max);
          let prev = 0;
          for (const p of [...points, text.length]) {
            s.push(text.slice(prev, p), (n, t, len) => out.push([n, t, len]));
            prev = p;
          }
          s.end((n, t, len) => out.push([n, t, len]));
          expect(out).toEqual(whole);
        },
      ),
    );
  });
});

describe('isSkippedLine', () => {
  it.each([
    ['', true],
    ['   \t', true],
    ['\u00a0\ufeff', true],
    ['# comment', true],
    ['  # indented', true],
    ['.', false],
    ['x#', false],
    ['\u2003', false], // em space is not whitespace for the grid formats
  ])('%j → %s', (text, skipped) => {
    expect(isSkippedLine(text)).toBe(skipped);
  });
});

describe('readPuzzleBatches', () => {
  it('yields puzzle lines only, numbered, and counts the rest', async () => {
    const stats: ReadStats = { bytes: 0, lines: 0, skipped: 0 };
    const batches = await readAll(['# c\n\nab\n  \ncd'], { stats });
    expect(batches.flat()).toEqual([
      { line: 3, text: 'ab', length: 2 },
      { line: 5, text: 'cd', length: 2 },
    ]);
    expect(stats).toEqual({ bytes: 13, lines: 5, skipped: 3 });
  });

  it('decodes UTF-8 split across chunks, drops a BOM, replaces bad bytes', async () => {
    const bytes = new TextEncoder().encode('\ufeffé\n');
    const batches = await readAll([bytes.slice(0, 4), bytes.slice(4), new Uint8Array([0xff, 0x0a])]);
    expect(batches.flat().map((l) => l.text)).toEqual(['é', '\ufffd']);
  });

  it('caps batches at batchSize and ends a batch with each chunk', async () => {
    const batches = await readAll(['a\nb\nc\nd\ne\n', 'f\n'], { batchSize: 2 });
    expect(batches.map((b) => b.map((l) => l.text).join(''))).toEqual(['ab', 'cd', 'e', 'f']);
  });

  it('holds a 10 MB line without a newline in bounded memory', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const parts = Array.from({ length: 160 }, () => chunk);
    const batches = await readAll(parts, { maxLineChars: 100 });
    expect(batches.flat()).toEqual([{ line: 1, text: 'x'.repeat(100), length: 160 * 64 * 1024 }]);
  });
});
