/** Tests of the library's bulk path (src/stream/validate-stream.ts): sources, order, agreement with validateLines, budgets. */
import { createReadStream, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { endlessLine } from '../support/endless-line';
import { toFpuzzles, toFpuzzlesLink, validateLines, validateText } from '../../src/index';
import { MAX_JSON_LINE_BYTES } from '../../src/stream/chunks';
import {
  DEFAULT_LARGE_BOARD_MAX_NODES,
  validateStream,
  validateTransform,
  type StreamOptions,
  type StreamVerdict,
} from '../../src/stream/index';

const UNIQUE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const MULTIPLE = '.'.repeat(81);
const NONE = '12345678.' + '.'.repeat(63) + '........9';
const CONFLICT = '11' + '.'.repeat(79);
const INPUT = [
  '# a comment',
  UNIQUE,
  '',
  'garbage line',
  MULTIPLE + '   trailing field',
  NONE,
  '\u0000\u0000',
  CONFLICT,
  UNIQUE.replace(/\./g, '0'),
].join('\r\n');

async function collect(source: Parameters<typeof validateStream>[0], options?: StreamOptions): Promise<StreamVerdict[]> {
  const out: StreamVerdict[] = [];
  for await (const v of validateStream(source, options)) out.push(v);
  return out;
}

/** What validateLines says about the puzzle lines of `text` (the oracle). */
function expected(text: string): { line: number; status: string; code?: string }[] {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  const numbered = lines.map((t, i) => ({ t, line: i + 1 })).filter(({ t }) => t.trim() !== '' && !t.trim().startsWith('#'));
  return validateLines(
    numbered.map((n) => n.t),
    { lineNumbers: numbered.map((n) => n.line) },
  ).map((v) => ({ line: v.line!, status: v.status, ...(v.error ? { code: v.error.code } : {}) }));
}

const brief = (vs: readonly StreamVerdict[]) => vs.map((v) => ({ line: v.line, status: v.status, ...(v.error ? { code: v.error.code } : {}) }));

describe('validateStream', () => {
  it('gives validateLines’ verdict for every puzzle line, in order, with its line number', async () => {
    const got = await collect([INPUT]);
    expect(brief(got)).toEqual(expected(INPUT));
    expect(got.map((v) => v.status)).toEqual(['unique', 'invalid', 'multiple', 'none', 'invalid', 'invalid', 'unique']);
    expect(got[0].solution).toMatch(/^[1-9]{81}$/);
  });

  it('variant lines (model JSON, f-puzzles JSON, links, jigsaw lines) mixed with classic ones: one verdict each, in order, as validateLines; threads too', async () => {
    const killer = { size: 9 as const, givens: UNIQUE, constraints: [{ type: 'killer' as const, cells: [0, 1], sum: 3 }] };
    const antiKnight = { size: 9, givens: '.'.repeat(81), constraints: [{ type: 'antiKnight' }] };
    const text = [UNIQUE, JSON.stringify(killer), JSON.stringify(antiKnight), '{"size": 9,', toFpuzzlesLink(killer), 'https://f-puzzles.com/?load=nonsense', UNIQUE].join('\n');
    const got = await collect([text]);
    expect(brief(got)).toEqual(expected(text));
    expect(got.map((v) => v.status)).toEqual(['unique', 'none', 'multiple', 'invalid', 'none', 'invalid', 'unique']);
    expect(brief(await collect([text], { threads: 2 }))).toEqual(expected(text));
  });

  it('reads a path, a Node stream, a web stream, byte chunks split anywhere: the same verdicts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sudoku-stream-'));
    const path = join(dir, 'in.txt');
    writeFileSync(path, '\ufeff' + INPUT);
    const bytes = new TextEncoder().encode(INPUT);
    const want = expected(INPUT);
    expect(brief(await collect(path))).toEqual(want);
    expect(brief(await collect(new URL(`file://${path}`)))).toEqual(want);
    expect(brief(await collect(createReadStream(path, { highWaterMark: 7 })))).toEqual(want);
    expect(brief(await collect(Readable.toWeb(Readable.from([bytes])) as ReadableStream<Uint8Array>))).toEqual(want);
    const oneByteAtATime = Array.from(bytes, (b) => new Uint8Array([b]));
    expect(brief(await collect(oneByteAtATime, { jobBytes: 50 }))).toEqual(want);
  });

  it('an empty source gives nothing; a missing file rejects with ENOENT', async () => {
    expect(await collect([])).toEqual([]);
    await expect(collect('/nonexistent/sudoku-wasm.txt')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('a path it cannot read (a directory, no such file) rejects naming the call, the path and the reason, keeping the code; threads too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sudoku-stream-dir-'));
    for (const threads of [1, 2]) {
      await expect(collect(dir, { threads })).rejects.toMatchObject({ message: `sudoku-wasm: validateStream: cannot read '${dir}': is a directory (EISDIR)` });
      await expect(collect(new URL(`file://${dir}`), { threads })).rejects.toMatchObject({
        message: `sudoku-wasm: validateStream: cannot read 'file://${dir}': is a directory (EISDIR)`,
        code: 'EISDIR',
        path: dir,
      });
      const missing = join(dir, 'missing.txt');
      const error = await collect(missing, { threads }).then(
        () => undefined,
        (e: unknown) => e as Error & { code?: string; cause?: unknown },
      );
      expect(error?.message).toBe(`sudoku-wasm: validateStream: cannot read '${missing}': no such file or directory (ENOENT)`);
      expect(error).toMatchObject({ code: 'ENOENT', path: missing });
      expect((error?.cause as { code?: string } | undefined)?.code).toBe('ENOENT');
      // JSON (a server's response, a log line) keeps what it says, as for the package's error classes
      expect(JSON.parse(JSON.stringify(error))).toEqual({ name: 'Error', message: error!.message, code: 'ENOENT', path: missing });
    }
  });

  it('alphabet applies to the classic lines of a mixed file; its variant lines are answered in digits, threads too', async () => {
    const killer = { size: 9, givens: UNIQUE, constraints: [{ type: 'killer', cells: [0, 1], sum: 0 }] };
    killer.constraints[0].sum = validateText(UNIQUE)[0].solution!.slice(0, 2).split('').reduce((a, d) => a + Number(d), 0);
    const text = ['wx..yz....zy..xw', JSON.stringify(killer), toFpuzzlesLink(killer as never), UNIQUE].join('\n');
    for (const threads of [1, 2]) {
      const got = await collect([text], { alphabet: 'wxyz', prepass: true, threads });
      expect(got.map((v) => [v.line, v.status, v.solution]), `threads ${threads}`).toEqual([
        [1, 'unique', 'wxyzyzwxxwzyzyxw'],
        [2, 'unique', validateText(UNIQUE)[0].solution],
        [3, 'unique', validateText(UNIQUE)[0].solution],
        [4, 'unique', validateText(UNIQUE)[0].solution],
      ]);
    }
  });

  it('a line longer than maxLineBytes is LINE_TOO_LONG unless its start is a puzzle', async () => {
    const long = 'x'.repeat(5000);
    const got = await collect([`${long}\n${UNIQUE} ${long}\n${UNIQUE}\n`], { maxLineBytes: 1000 });
    expect(brief(got)).toEqual([
      { line: 1, status: 'invalid', code: 'LINE_TOO_LONG' },
      { line: 2, status: 'unique' },
      { line: 3, status: 'unique' },
    ]);
    expect(got[0].error?.message).toContain('line 1: expected a puzzle, got a line of 5,000 bytes');
  });

  it('blanks past maxLineBytes: a puzzle before them is read by its start, one after them is LINE_TOO_LONG, never lost', async () => {
    const blanks = ' \u00a0\t'.repeat(1000); // 4,000 bytes of whitespace, U+00A0 included
    const text = [
      `${UNIQUE}${blanks}`,
      `${UNIQUE}\t${blanks}x`,
      `${blanks}${UNIQUE}`, // a puzzle line whose kept start is blank
      blanks, // a blank line, however long
      `${blanks}# a comment`,
      `${blanks}\u00a0`,
      UNIQUE,
    ].join('\n');
    const want = [
      { line: 1, status: 'unique' },
      { line: 2, status: 'unique' },
      { line: 3, status: 'invalid', code: 'LINE_TOO_LONG' },
      { line: 7, status: 'unique' },
    ];
    const bytes = new TextEncoder().encode(text);
    // in one chunk, and a byte at a time (each multi-byte blank split between reads)
    expect(brief(await collect([bytes], { maxLineBytes: 1000 }))).toEqual(want);
    expect(brief(await collect(Array.from(bytes, (b) => new Uint8Array([b])), { maxLineBytes: 1000, jobBytes: 50 }))).toEqual(want);
    expect(brief(await collect([bytes], { maxLineBytes: 1000, threads: 2 }))).toEqual(want);
  });

  it('a line of JSON or a link is read whole past maxLineBytes; past 4 MiB it is LINE_TOO_LONG, naming the limit', async () => {
    // f-puzzles JSON of 24 KB, spaces inside (cosmetic texts), then 4 MiB and more of JSON
    const notes = Array.from({ length: 400 }, (_, i) => ({ cells: ['R1C1'], value: `note ${i}`, fontC: '#000000', size: 0.5 }));
    const big = JSON.stringify({ ...toFpuzzles({ size: 9, givens: UNIQUE, constraints: [] }), text: notes });
    expect(big.length).toBeGreaterThan(20_000);
    const link = toFpuzzlesLink({ size: 9, givens: UNIQUE, constraints: [{ type: 'antiKing' }] }) + '&title=' + 'x'.repeat(20_000);
    const huge = `{"title": "${'a'.repeat(MAX_JSON_LINE_BYTES)}"}`;
    for (const threads of [1, 2]) {
      const got = await collect([`${big}\n${link}\n${huge}\n${UNIQUE}\n`], { threads });
      expect(brief(got)).toEqual([
        { line: 1, status: 'unique' },
        { line: 2, status: expected(link)[0].status },
        { line: 3, status: 'invalid', code: 'LINE_TOO_LONG' },
        { line: 4, status: 'unique' },
      ]);
      expect(got[1].status).not.toBe('invalid');
      expect(got[2].error?.message).toBe(`line 3: expected JSON or a link of at most 4,194,304 bytes on one line, got a line of ${huge.length.toLocaleString('en-US')} bytes`);
    }
  });

  it('stops between jobs when the signal aborts, every verdict given whole and in order', async () => {
    const controller = new AbortController();
    const lines = Array.from({ length: 5000 }, () => UNIQUE).join('\n');
    const got: StreamVerdict[] = [];
    for await (const v of validateStream([lines], { signal: controller.signal, jobBytes: 8200 })) {
      got.push(v);
      if (got.length === 150) controller.abort();
    }
    expect(got.length).toBe(200); // the rest of the job under way (100 lines a job), then no more
    expect(got.map((v) => v.line)).toEqual(got.map((_, i) => i + 1));
  });

  it('a source or a chunk of the wrong type: a TypeError saying what was expected', async () => {
    const bytes = Buffer.from(UNIQUE); // what readFileSync gives
    await expect(collect(bytes as unknown as string[])).rejects.toThrow(
      new TypeError(
        'sudoku-wasm: validateStream: source: expected a file path, a file: URL, a readable stream or an (async) iterable of byte or string chunks, got a Buffer (give [bytes] for one chunk of bytes)',
      ),
    );
    await expect(collect(new URL('https://example.com/puzzles.txt'))).rejects.toThrow(
      new TypeError(
        "sudoku-wasm: validateStream: source: expected a file path, a file: URL, a readable stream or an (async) iterable of byte or string chunks, got a URL of https: (fetch it, and give the response's body)",
      ),
    );
    await expect(collect(42 as unknown as string[])).rejects.toThrow('source: expected a file path, a file: URL, a readable stream or an (async) iterable of byte or string chunks, got the number 42');
    await expect(collect([UNIQUE, 7] as unknown as string[])).rejects.toThrow(
      new TypeError('sudoku-wasm: validateStream: expected chunks of bytes (Uint8Array) or strings, got the number 7'),
    );
    await expect(collect([null] as unknown as string[], { threads: 2 })).rejects.toThrow('expected chunks of bytes (Uint8Array) or strings, got null');
    await expect(collect(null as unknown as string[])).rejects.toThrow(/iterable of byte or string chunks, got null/);
    await expect(collect({} as unknown as string[])).rejects.toThrow(/iterable of byte or string chunks, got an object/);
  });

  it('a lone \\r ends a line, as validateText splits a text (old Mac files, mixed line ends), wherever the chunks end', async () => {
    const text = [UNIQUE, MULTIPLE, 'garbage', '', '# c', NONE].join('\r') + '\r\n' + CONFLICT + '\n' + UNIQUE + '\r\r\n' + MULTIPLE + '\r';
    const want = validateText(text).map((v) => ({ line: v.line, status: v.status, ...(v.error ? { code: v.error.code } : {}) }));
    expect(want.map((v) => v.line)).toEqual([1, 2, 3, 6, 7, 8, 10]);
    const bytes = new TextEncoder().encode(text);
    for (const size of [1, 2, 3, 82, 83, bytes.length]) {
      const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, k) => bytes.slice(k * size, (k + 1) * size));
      expect(brief(await collect(pieces)), `chunks of ${size}`).toEqual(want);
    }
    const many = Array.from({ length: 3000 }, () => UNIQUE).join('\r');
    expect((await collect([many])).map((v) => v.line)).toEqual(Array.from({ length: 3000 }, (_, i) => i + 1));
  });

  it('stops when the signal aborts while a line with no end is being read (no job to check between)', async () => {
    const controller = new AbortController();
    const { source, reads } = endlessLine(controller);
    expect(await collect(source, { signal: controller.signal })).toEqual([]);
    expect(reads()).toBe(20);
  });

  it('stops when the signal aborts while the source has nothing new (a socket, a terminal), on one thread or more', async () => {
    for (const threads of [1, 2]) {
      const controller = new AbortController();
      async function* waiting(): AsyncGenerator<string> {
        yield `${UNIQUE}\n${MULTIPLE}\n`;
        await new Promise(() => {}); // the next line never comes
      }
      const got: StreamVerdict[] = [];
      for await (const v of validateStream(waiting(), { signal: controller.signal, threads })) {
        got.push(v);
        if (got.length === 2) setTimeout(() => controller.abort(), 20);
      }
      expect(brief(got)).toEqual([
        { line: 1, status: 'unique' },
        { line: 2, status: 'multiple' },
      ]);
    }
  }, 30_000);

  it('boards above 9×9 get the default node budget; maxNodes 0 lifts it; 9×9 never gets it', async () => {
    const board16 = readFileSync(new URL('../fixtures/board-16.txt', import.meta.url), 'utf8')
      .split('\n')
      .find((l) => /^[^#].*:1:/.test(l))!
      .split(':')[0];
    const [small] = await collect([board16], { largeBoardMaxNodes: 1 });
    expect(small).toMatchObject({ status: 'unknown', stopped: 'nodes' });
    const [free] = await collect([board16], { largeBoardMaxNodes: 1, maxNodes: 0 });
    expect(free).toMatchObject({ status: 'unique' });
    // counting the empty 16×16 board: it has two solutions at once, then the default budget ends the count
    const [byDefault] = await collect(['.'.repeat(256)], { limit: 10_000_000 });
    expect(byDefault).toMatchObject({ status: 'multiple', stopped: 'nodes', guesses: DEFAULT_LARGE_BOARD_MAX_NODES });
    const [nine] = await collect([MULTIPLE], { largeBoardMaxNodes: 1 });
    expect(nine).toMatchObject({ status: 'multiple', count: 2 });
    const unbounded = await collect([`${'.'.repeat(16)}\n`], { limit: 10_000_000, maxNodes: 0 });
    expect(unbounded[0]).toMatchObject({ status: 'multiple', count: 288 }); // every 4×4 grid
  });
});

describe('validateTransform', () => {
  it('turns bytes into verdict objects in order, as validateStream does', async () => {
    const got: StreamVerdict[] = [];
    await pipeline(
      Readable.from([new TextEncoder().encode(INPUT.slice(0, 100)), INPUT.slice(100)]),
      validateTransform(),
      async (verdicts: AsyncIterable<StreamVerdict>) => {
        for await (const v of verdicts) got.push(v);
      },
    );
    expect(brief(got)).toEqual(expected(INPUT));
  });
});
