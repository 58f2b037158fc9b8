/** Unit and property tests of the bulk path's job cutter and line splitter (src/stream/chunks.ts, lines.ts). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineChunker, MAX_JSON_LINE_BYTES, type LineJob } from '../../src/stream/chunks';
import { isSkippedRange, jobLineRanges, jobLines, LeadingBlanks, type PuzzleLine } from '../../src/stream/lines';

const utf8 = new TextEncoder();

/** Every job of `parts` pushed in order. */
function cut(parts: readonly Uint8Array[], options: { jobBytes?: number; jobLines?: number; maxLineBytes?: number } = {}): LineJob[] {
  const chunker = new LineChunker(options);
  const jobs = parts.flatMap((p) => chunker.push(p));
  return [...jobs, ...chunker.end()];
}

/** Splits `bytes` at the given offsets. */
function pieces(bytes: Uint8Array, offsets: readonly number[]): Uint8Array[] {
  const at = [...new Set(offsets.map((o) => o % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Uint8Array[] = [];
  let from = 0;
  for (const o of [...at, bytes.length]) {
    out.push(bytes.slice(from, o));
    from = o;
  }
  return out;
}

/** Blank or `#` after whitespace (the whitespace of the text layer), written out independently. */
const SKIPPED = /^[\t\n\v\f\r \u00a0\ufeff]*(#|$)/;

/** A line end, as the text layer splits a text (`validateText`): `\n`, `\r\n` or a lone `\r`. */
const LINE_END = /\r\n|\n|\r/;

/** The reference: the lines of `text` with a verdict, split the simple way. */
function reference(text: string): PuzzleLine[] {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const raw = text.split(LINE_END);
  if (raw[raw.length - 1] === '') raw.pop();
  return raw
    .map((t, i) => ({ line: i + 1, text: t }))
    .filter((l) => !SKIPPED.test(l.text))
    .map((l) => ({ ...l, length: l.text.length }));
}

describe('LineChunker and jobLines', () => {
  it('cuts after newlines, numbers lines across jobs, keeps the last line without a newline', () => {
    const jobs = cut([utf8.encode('ab\ncd\nef\ngh')], { jobBytes: 4 });
    expect(jobs.map((j) => [j.seq, new TextDecoder().decode(j.bytes), j.firstLine, j.lineCount])).toEqual([
      [0, 'ab\n', 1, 1],
      [1, 'cd\n', 2, 1],
      [2, 'ef\n', 3, 1],
      [3, 'gh', 4, 1],
    ]);
  });

  it('holds at most 4,096 lines a job, so a job of short lines writes a bounded output', () => {
    const text = 'x\n'.repeat(20_000);
    const jobs = cut([utf8.encode(text)]);
    expect(jobs.map((j) => j.lineCount)).toEqual([4096, 4096, 4096, 4096, 3616]);
    expect(jobs.map((j) => j.firstLine)).toEqual([1, 4097, 8193, 12289, 16385]);
    expect(jobs.map((j) => j.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(jobs.map((j) => new TextDecoder().decode(j.bytes)).join('')).toBe(text);
  });

  it('gives each cut line to the job of fewer lines that holds it', () => {
    const long = 'z'.repeat(40);
    const jobs = cut([utf8.encode(`a\n${long}\nb\nc\n${long}\r\nd\n`)], { jobLines: 2, maxLineBytes: 10 });
    expect(jobs.map((j) => [j.firstLine, j.lineCount, j.cuts.map((c) => [c.line, c.bytes])])).toEqual([
      [1, 2, [[2, 40]]],
      [3, 2, []],
      [5, 2, [[5, 40]]],
    ]);
    expect(jobs.flatMap((j) => jobLines(j).lines.map((l) => `${l.line} ${l.text}`))).toEqual(['1 a', `2 ${'z'.repeat(10)}`, '3 b', '4 c', `5 ${'z'.repeat(10)}`, '6 d']);
    expect(() => new LineChunker({ jobLines: 0 })).toThrow(RangeError);
  });

  it('an empty input has no job; a lone newline is one blank line', () => {
    expect(cut([])).toEqual([]);
    expect(cut([new Uint8Array(0)])).toEqual([]);
    const [job] = cut([utf8.encode('\n')]);
    expect(job.lineCount).toBe(1);
    expect(jobLines(job)).toEqual({ lines: [], skipped: 1 });
  });

  it('drops a BOM at the start of the input only, removes CR before LF, replaces bad UTF-8', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x41, 0x0d, 0x0a, 0xff, 0x0a, 0xef, 0xbb, 0xbf, 0x42]);
    const jobs = cut([bytes], { jobBytes: 1 });
    expect(jobs.flatMap((j) => jobLines(j).lines)).toEqual([
      { line: 1, text: 'A', length: 1 },
      { line: 2, text: '\ufffd', length: 1 },
      { line: 3, text: '\ufeffB', length: 2 },
    ]);
  });

  it('keeps NUL bytes in the line (the parser reports them)', () => {
    const [job] = cut([utf8.encode('a\u0000b\n')]);
    expect(jobLines(job).lines).toEqual([{ line: 1, text: 'a\u0000b', length: 3 }]);
  });

  it('holds a 10 MB line without a newline in bounded memory, with its true length', () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x78);
    const chunker = new LineChunker({ maxLineBytes: 100 });
    for (let i = 0; i < 160; i++) expect(chunker.push(chunk)).toEqual([]);
    const jobs = [...chunker.push(utf8.encode('\r\nnext\n')), ...chunker.end()];
    expect(jobs).toHaveLength(1);
    expect(jobs[0].bytes.length).toBe(100 + 6); // the CR went with the dropped part
    expect(jobs[0].cuts).toEqual([{ line: 1, bytes: 160 * 64 * 1024, kept: 100, rest: 'text' }]);
    expect(jobLines(jobs[0]).lines).toEqual([
      { line: 1, text: 'x'.repeat(100), length: 160 * 64 * 1024, kept: 100 },
      { line: 2, text: 'next', length: 4 },
    ]);
  });

  it('property: any text cut into any chunks, job sizes and line counts gives the simple split, in order', () => {
    const alphabet = fc.constantFrom('1', '.', '\n', '\r\n', ' ', '#', 'é', '\u0000', '\ufeff', '\u00a0', '\r', 'x');
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 200 }).map((a) => a.join('')),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 12 }),
        (text, offsets, jobBytes, mostLines) => {
          const bytes = utf8.encode(text);
          const jobs = cut(pieces(bytes, offsets), { jobBytes, jobLines: mostLines, maxLineBytes: 1000 });
          expect(jobs.every((j) => j.lineCount <= mostLines)).toBe(true);
          expect(jobs.map((j) => j.seq)).toEqual(jobs.map((_, i) => i));
          const lines = jobs.flatMap((j) => jobLines(j).lines);
          expect(lines).toEqual(reference(text));
          // the byte ranges are the same lines, skips included
          const fromRanges = jobs.flatMap((j) => {
            const r = jobLineRanges(j);
            expect(r.skipped).toBe(jobLines(j).skipped);
            return Array.from(r.numbers, (line, k) => ({ line, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(j.bytes.subarray(r.starts[k], r.ends[k])) }));
          });
          expect(fromRanges).toEqual(lines.map(({ line, text }) => ({ line, text })));
          const total = jobs.reduce((n, j) => n + j.lineCount, 0);
          expect(total).toBe(text === '' ? 0 : text.split(LINE_END).length - (/[\r\n]$/.test(text) ? 1 : 0));
        },
      ),
      { numRuns: 400, seed: 9 },
    );
  });

  it('property: LeadingBlanks reads a line in pieces as isSkippedRange reads it whole', () => {
    const alphabet = fc.constantFrom(' ', '\t', '\u00a0', '\ufeff', '#', 'x', '\xc2', '\xef');
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 5 }), (chars, offsets) => {
        // '\xc2' and '\xef' stand for a lone lead byte (a blank cut short)
        const bytes = Uint8Array.from(chars.flatMap((c) => (c === '\xc2' ? [0xc2] : c === '\xef' ? [0xef, 0xbb] : [...utf8.encode(c)])));
        const scan = new LeadingBlanks();
        for (const piece of pieces(bytes, offsets)) scan.feed(piece, 0, piece.length);
        const skipped = isSkippedRange(bytes, 0, bytes.length);
        expect(scan.kind === 'text').toBe(!skipped);
        expect(scan.kind === 'comment').toBe(skipped && bytes.includes(0x23));
      }),
      { numRuns: 500, seed: 3 },
    );
  });

  it('a line cut in its leading blanks says what the bytes dropped hold', () => {
    const blanks = ' '.repeat(30);
    const jobs = cut([utf8.encode(`${blanks}x\n${blanks}# note\n${blanks}\n`)], { maxLineBytes: 20 });
    expect(jobs.flatMap((j) => j.cuts.map((c) => c.rest))).toEqual(['text', 'comment', 'blank']);
    expect(jobs.flatMap((j) => jobLines(j).lines.map((l) => l.line))).toEqual([1]);
  });

  it('a line of exactly maxLineBytes before its CRLF is whole, however it is split', () => {
    const text = 'y'.repeat(20) + '\r\n';
    for (let split = 0; split <= text.length; split++) {
      const bytes = utf8.encode(text);
      const jobs = cut([bytes.slice(0, split), bytes.slice(split)], { maxLineBytes: 20 });
      expect(jobs.flatMap((j) => jobLines(j).lines)).toEqual([{ line: 1, text: 'y'.repeat(20), length: 20 }]);
    }
  });

  it('property: lines past maxLineBytes keep their start and their true length', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 12 }), fc.array(fc.nat(), { maxLength: 6 }), (lengths, offsets) => {
        const text = lengths.map((n, i) => String.fromCharCode(97 + (i % 26)).repeat(n)).join('\n') + '\n';
        const jobs = cut(pieces(utf8.encode(text), offsets), { jobBytes: 16, maxLineBytes: 20 });
        const lines = jobs.flatMap((j) => jobLines(j).lines);
        const expected = lengths
          .map((n, i) => ({ line: i + 1, n, ch: String.fromCharCode(97 + (i % 26)) }))
          .filter((l) => l.n > 0)
          .map((l) => ({ line: l.line, text: l.ch.repeat(Math.min(l.n, 20)), length: l.n, ...(l.n > 20 ? { kept: 20 } : {}) }));
        expect(lines).toEqual(expected);
      }),
      { numRuns: 300, seed: 10 },
    );
  });

  it('property: a line of JSON or a link is kept whole past maxLineBytes, however it is split; others are cut', () => {
    // the start decides, within the first maxLineBytes bytes (here 48: a link's host fits)
    const kinds = fc.constantFrom('{"size":9,"title":"', ' \t{', 'https://f-puzzles.com/?load=N4Ig', '  sudokupad.app/fpuzzles', '7', '.x{');
    const lineOf = fc.tuple(kinds, fc.integer({ min: 0, max: 120 })).map(([start, n]) => start + 'a'.repeat(n));
    fc.assert(
      fc.property(fc.array(lineOf, { minLength: 1, maxLength: 8 }), fc.array(fc.nat(), { maxLength: 6 }), fc.integer({ min: 1, max: 64 }), (texts, offsets, jobBytes) => {
        const jobs = cut(pieces(utf8.encode(texts.join('\n') + '\n'), offsets), { jobBytes, maxLineBytes: 48 });
        const whole = (t: string) => /^\s*(\{|https:|sudokupad)/.test(t);
        expect(jobs.flatMap((j) => jobLines(j).lines)).toEqual(
          texts.map((t, i) => {
            if (t.length <= 48 || whole(t)) return { line: i + 1, text: t, length: t.length };
            return { line: i + 1, text: t.slice(0, 48), length: t.length, kept: 48 };
          }),
        );
      }),
      { numRuns: 300, seed: 11 },
    );
  });

  it('property: a line of characters of 1-4 bytes is cut where a character starts (at most 3 bytes short of the limit), however it is split', () => {
    const char = fc.constantFrom('a', ' ', '\u00a0', '\ufeff', 'é', '\u{1f600}');
    fc.assert(
      fc.property(fc.array(char, { minLength: 1, maxLength: 40 }), fc.boolean(), fc.array(fc.nat(), { maxLength: 6 }), (chars, mark, offsets) => {
        const line = chars.join('');
        const bytes = utf8.encode(`${mark ? '\ufeff' : ''}${line}\n${line}\n`);
        const jobs = cut(pieces(bytes, offsets), { jobBytes: 16, maxLineBytes: 20 });
        const read = jobs.flatMap((j) => jobLines(j).lines);
        // (without a mark of its own, a U+FEFF that starts the input is its mark)
        const source = (n: number) => (n === 1 && !mark ? line.replace(/^\ufeff/, '') : line);
        for (const l of read) {
          expect(source(l.line).startsWith(l.text)).toBe(true);
          const length = utf8.encode(source(l.line)).length;
          if (length > 20) expect({ length: l.length, kept: l.kept, cutShort: utf8.encode(l.text).length > 16 }).toEqual({ length, kept: 20, cutShort: true });
        }
        // the input's byte-order mark is no part of the first line: both lines read the same
        if (read.length === 2 && (mark || !line.startsWith('\ufeff'))) expect({ ...read[0], line: 2 }).toEqual(read[1]);
        expect(jobs.flatMap((j) => j.cuts).map((c) => c.bytes)).toEqual([1, 2].map((n) => utf8.encode(source(n)).length).filter((n) => n > 20));
      }),
      { numRuns: 300, seed: 12 },
    );
  });

  it('a line of JSON past 4 MiB keeps its first 4 MiB, from one chunk or from many', () => {
    const line = `{"title":"${'a'.repeat(MAX_JSON_LINE_BYTES)}"}`;
    const bytes = utf8.encode(`${line}\n{}\n`);
    for (const parts of [[bytes], pieces(bytes, [5, 16384, 70000, MAX_JSON_LINE_BYTES + 3])]) {
      const jobs = cut(parts);
      expect(jobs.flatMap((j) => j.cuts)).toEqual([{ line: 1, bytes: line.length, kept: MAX_JSON_LINE_BYTES, rest: 'text' }]);
      const [first, second] = jobs.flatMap((j) => jobLines(j).lines);
      expect(first).toMatchObject({ line: 1, length: line.length, kept: MAX_JSON_LINE_BYTES });
      expect(first.text).toBe(line.slice(0, MAX_JSON_LINE_BYTES));
      expect(second).toEqual({ line: 2, text: '{}', length: 2 });
    }
  });
});
