/**
 * validateByteLines gives exactly the verdicts of validateLines over the decoded lines: on
 * plain puzzles (read from the bytes) and on everything the byte door leaves to the string
 * reader (garbage, non-ASCII, byte-order marks, NUL bytes, malformed UTF-8, other sizes,
 * conflicts), with every batch option that changes the path, and on the first 2,000 lines of
 * the shared 17_clue.txt when the shared folder is there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateByteLines, validateLines } from '../../src/index';
import type { BatchOptions, Verdict } from '../../src/index';
import { describeShared } from '../support/shared';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const TWO = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';
const BOARD4 = '1.3.3..2.34.4..3';

/** Lines of bytes, as a file reader splits them: the buffer, the ranges, and the decoded texts. */
function fileOf(lines: Uint8Array[], breaks: 'lf' | 'crlf' = 'lf'): {
  bytes: Uint8Array;
  ranges: { starts: Int32Array; ends: Int32Array; numbers: Int32Array };
  texts: string[];
} {
  const glue = breaks === 'lf' ? [10] : [13, 10];
  const total = lines.reduce((sum, line) => sum + line.length + glue.length, 0);
  const bytes = new Uint8Array(total + 3);
  bytes.set([35, 35, 10]); // a `##` line first, left out of the ranges
  const starts = new Int32Array(lines.length);
  const ends = new Int32Array(lines.length);
  const numbers = new Int32Array(lines.length);
  let at = 3;
  lines.forEach((line, i) => {
    bytes.set(line, at);
    starts[i] = at;
    ends[i] = at + line.length + (breaks === 'crlf' ? 1 : 0); // a CRLF file's lines keep their \r
    numbers[i] = i + 2;
    bytes.set(glue, at + line.length);
    at += line.length + glue.length;
  });
  const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
  const texts = lines.map((_, i) => decoder.decode(bytes.subarray(starts[i], ends[i])));
  return { bytes, ranges: { starts, ends, numbers }, texts };
}

/** Verdicts as plain data (errors by their JSON form), for exact comparison. */
function plain(verdicts: Verdict[]): unknown {
  return JSON.parse(JSON.stringify(verdicts));
}

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);
const bytesOf = (...values: number[]): Uint8Array => Uint8Array.from(values);

/** Every kind of line: valid, invalid, other sizes, and bytes a string reader never sees raw. */
const LINES: Uint8Array[] = [
  utf8(PUZZLE),
  utf8(TWO),
  utf8(`  \t${PUZZLE}   11.9/10.5 rating`),
  utf8(`${PUZZLE}\t# é trailing field, not ASCII`),
  utf8(PUZZLE.replaceAll('.', '0')),
  utf8(PUZZLE.replaceAll('.', '_')),
  utf8(`11${'.'.repeat(79)}`), // conflicting givens
  utf8(PUZZLE.slice(0, 80)),
  utf8(`${PUZZLE}1`),
  utf8(`${PUZZLE},x`),
  utf8(PUZZLE.replace('4', '*')),
  utf8(PUZZLE.replace('4', 'x')),
  utf8(PUZZLE.replace('4', 'é')),
  utf8(`\uFEFF${PUZZLE}`), // a byte-order mark: whitespace, columns count it
  utf8(`\uFEFF${PUZZLE.replace('8', '?')}`),
  Uint8Array.of(0xef, 0xbb, ...utf8(PUZZLE)), // half a byte-order mark
  Uint8Array.of(...utf8(PUZZLE.slice(0, 40)), 0xef, 0xbb, 0xbf, ...utf8(PUZZLE.slice(40))),
  Uint8Array.of(...utf8(PUZZLE.slice(0, 10)), 0, ...utf8(PUZZLE.slice(11))), // NUL
  Uint8Array.of(0, 0, 0),
  Uint8Array.of(...utf8(PUZZLE.slice(0, 20)), 0xff, ...utf8(PUZZLE.slice(21))), // malformed UTF-8
  Uint8Array.of(0xc3, ...utf8(PUZZLE)),
  utf8(`\u00A0${PUZZLE}`),
  utf8('\u{1F600}'.repeat(81)),
  bytesOf(),
  utf8('   \t'),
  utf8('# a comment line'),
  utf8(BOARD4),
  utf8(`${BOARD4} trailing`),
  utf8('1'.repeat(16)),
  utf8('.'.repeat(256)),
  utf8(`${PUZZLE} ${'x'.repeat(256 - 82)}`), // 9×9 with trailing fields, 256 characters long
  utf8(`${PUZZLE} ${'é'.repeat(100)}`),
  utf8(`${PUZZLE} ${'é'.repeat(256 - 82)}`), // 256 characters, 430 bytes
  utf8('garbage'),
  Uint8Array.from({ length: 300 }, (_, i) => (i * 37 + 11) & 0xff),
];

describe('validateByteLines', () => {
  const options: (BatchOptions | undefined)[] = [
    undefined,
    { limit: 1 },
    { backend: 'ts' },
    { engine: 'bitmask' },
    { size: 9 },
    { size: 2 },
    { alphabet: 'hex' },
    { prepass: true },
    { solutions: false }, // the core's solutions are then not copied out
    { solutions: false, limit: 3 },
  ];

  it.each(options)('gives the verdicts of validateLines on every kind of line (options %o)', (option) => {
    for (const breaks of ['lf', 'crlf'] as const) {
      const { bytes, ranges, texts } = fileOf(LINES, breaks);
      const expected = validateLines(texts, { ...option, lineNumbers: Array.from(ranges.numbers) });
      expect(plain(validateByteLines(bytes, ranges, option))).toEqual(plain(expected));
    }
  });

  it('reads the ranges it is given, in their order, as Int32Arrays or arrays', () => {
    const { bytes, ranges, texts } = fileOf([utf8(TWO), utf8('nope'), utf8(PUZZLE)]);
    const order = [2, 0, 1, 2];
    const picked = {
      starts: order.map((i) => ranges.starts[i]),
      ends: order.map((i) => ranges.ends[i]),
      numbers: [40, 10, 20, 41],
    };
    const verdicts = validateByteLines(bytes, picked);
    expect(verdicts.map((v) => [v.line, v.status])).toEqual([
      [40, 'unique'],
      [10, 'multiple'],
      [20, 'invalid'],
      [41, 'unique'],
    ]);
    expect(plain(verdicts)).toEqual(plain(validateLines(order.map((i) => texts[i]), { lineNumbers: picked.numbers })));
    expect(validateByteLines(bytes, { starts: [], ends: [], numbers: [] })).toEqual([]);
  });

  it('ignores lineNumbers and firstLine: the numbers come with the ranges', () => {
    const { bytes, ranges } = fileOf([utf8(PUZZLE)]);
    expect(validateByteLines(bytes, ranges, { firstLine: 100, lineNumbers: [7] })[0].line).toBe(2);
  });

  it('checks its arguments', () => {
    const { bytes, ranges } = fileOf([utf8(PUZZLE)]);
    expect(() => validateByteLines('text' as never, ranges)).toThrow(TypeError);
    // these used to throw JavaScript's own TypeErrors ("Cannot destructure property 'starts' …")
    expect(() => validateByteLines(bytes, undefined as never)).toThrow(
      new TypeError('sudoku-wasm: validateByteLines: lines.starts must be an Int32Array or an array of numbers, got undefined'),
    );
    expect(() => validateByteLines(bytes, { starts: [0], ends: [3] } as never)).toThrow(
      new TypeError('sudoku-wasm: validateByteLines: lines.numbers must be an Int32Array or an array of numbers, got undefined'),
    );
    expect(() => validateByteLines(bytes, { ...ranges, numbers: [] })).toThrow(
      new RangeError('sudoku-wasm: validateByteLines: starts, ends and numbers must have one entry per line, got 1, 1 and 0'),
    );
    expect(() => validateByteLines(bytes, { starts: [5], ends: [4], numbers: [1] })).toThrow(RangeError);
    expect(() => validateByteLines(bytes, { starts: [0], ends: [bytes.length + 1], numbers: [1] })).toThrow(
      new RangeError(`sudoku-wasm: validateByteLines: line 0 must be a range 0 <= start <= end <= ${bytes.length}, got [0, ${bytes.length + 1})`),
    );
    expect(() => validateByteLines(bytes, { starts: [0.5], ends: [3], numbers: [1] })).toThrow(RangeError);
    expect(() => validateByteLines(bytes, { starts: [NaN], ends: [3], numbers: [1] })).toThrow(RangeError);
    expect(() => validateByteLines(bytes, { starts: [0], ends: [2 ** 32 + 3], numbers: [1] })).toThrow(RangeError);
    // line numbers are whole numbers, as validateLines' lineNumbers
    expect(() => validateByteLines(bytes, { starts: [0], ends: [3], numbers: [NaN] })).toThrow(
      new RangeError('sudoku-wasm: validateByteLines: lines.numbers[0]: expected an integer from 0 to 9007199254740991, got the number NaN'),
    );
    expect(() => validateByteLines(bytes, { starts: [0], ends: [3], numbers: ['x'] as never })).toThrow(TypeError);
    expect(() => validateByteLines(bytes, { starts: [0], ends: [3], numbers: [{}] as never })).toThrow(TypeError);
  });
});

describe('validateByteLines in groups (the WASM core reads at most 1,024 lines and 128 KiB at a time)', () => {
  it('3,000 lines over 300 KiB, one line longer than the text buffer, ranges out of order: the verdicts of validateLines', () => {
    const kinds = [PUZZLE, TWO, `${PUZZLE} ${'x'.repeat(200)}`, 'garbage', `${PUZZLE.slice(0, 80)}9`, PUZZLE.replaceAll('.', '0')];
    const lines = Array.from({ length: 3000 }, (_, i) => utf8(kinds[(i * 7) % kinds.length]));
    lines[1500] = utf8(`${PUZZLE} ${'y'.repeat(140 * 1024)}`); // longer than the core's text buffer: read as text
    const { bytes, ranges, texts } = fileOf(lines);
    expect(bytes.length).toBeGreaterThan(300 * 1024);
    const want = plain(validateLines(texts, { lineNumbers: Array.from(ranges.numbers) }));
    for (const backend of ['wasm', 'ts'] as const) {
      expect(plain(validateByteLines(bytes, ranges, { backend }))).toEqual(want);
    }
    // the same ranges in another order (every other one first): each verdict follows its range
    const order = [...ranges.starts.keys()].sort((a, b) => (a % 2) - (b % 2) || a - b);
    const shuffled = {
      starts: order.map((k) => ranges.starts[k]),
      ends: order.map((k) => ranges.ends[k]),
      numbers: order.map((k) => ranges.numbers[k]),
    };
    const got = plain(validateByteLines(bytes, shuffled)) as unknown[];
    expect(got).toEqual(order.map((k) => (want as unknown[])[k]));
  });
});

describeShared('validateByteLines on the shared 17_clue.txt', (dir) => {
  it('gives the verdicts of validateLines on its first 2,000 lines (comments and CRLF included)', () => {
    const bytes = readFileSync(join(dir, 'puzzles', '17_clue.txt'));
    const starts: number[] = [];
    const ends: number[] = [];
    let start = 0;
    while (starts.length < 2000 && start < bytes.length) {
      let end = bytes.indexOf(10, start);
      if (end < 0) end = bytes.length;
      starts.push(start);
      ends.push(end);
      start = end + 1;
    }
    const numbers = starts.map((_, i) => i + 1);
    const decoder = new TextDecoder('utf-8', { ignoreBOM: true });
    const texts = starts.map((s, i) => decoder.decode(bytes.subarray(s, ends[i])));
    const verdicts = validateByteLines(bytes, { starts, ends, numbers });
    expect(verdicts).toHaveLength(2000);
    expect(verdicts.filter((v) => v.status === 'unique').length).toBeGreaterThan(1990);
    expect(plain(verdicts)).toEqual(plain(validateLines(texts, { lineNumbers: numbers })));
  });
});
