/**
 * The library streams on worker threads (`validateStream(source, { threads })`,
 * `validateTransform({ threads })`): the same verdicts as on one thread, in input order, on
 * every kind of bad input; a killed thread loses no line; and no thread outlives its
 * iteration, however it ends (the end, `break`, an `AbortSignal`, a destroyed Transform).
 *
 * Runs the built package (dist/stream/index.js and its dist/bulk-worker.js, made by `npm run build`,
 * which `npm test` runs first): the threads load the worker script beside the bundle.
 */
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endlessLine } from '../support/endless-line';

const distStream = fileURLToPath(new URL('../../dist/stream/index.js', import.meta.url));
type StreamModule = typeof import('../../src/stream/index');
let lib: StreamModule;

beforeAll(async () => {
  if (!existsSync(distStream)) throw new Error(`${distStream} is missing: run \`npm run build\` first (npm test does)`);
  lib = (await import(distStream)) as StreamModule;
});

const UNIQUE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const HARD = '98.7..6..75..6......6..8...5......4...9.8.7.....3....24....1.....7.9.5.3..587.4..';
const FOUR = '1.3...1...4...2.';

/** Lines of every kind: puzzles, garbage, blank, comments, CRLF, NUL, over-long, other sizes. */
function messyInput(lines: number): string {
  const kinds = [
    UNIQUE,
    'not a puzzle at all',
    '',
    '# a comment',
    HARD + '\r',
    '\u0000\u0000\u0000',
    '.'.repeat(81),
    '11' + '.'.repeat(79),
    'x'.repeat(20_000), // over the 16 KiB a line may keep
    UNIQUE + ' ' + 'y'.repeat(20_000), // a puzzle whose trailing field runs past it
    FOUR,
    'abcdefghijklmnop',
    '   \t',
    UNIQUE.replace(/\./g, '0') + '\r',
  ];
  return '\ufeff' + Array.from({ length: lines }, (_, i) => kinds[(i * 5) % kinds.length]).join('\n') + '\n';
}

async function collect(source: Parameters<StreamModule['validateStream']>[0], options: Parameters<StreamModule['validateStream']>[1]): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const v of lib.validateStream(source, options)) out.push(v);
  return out;
}

/** Chunks of `size` bytes of `text` (a source that splits lines anywhere). */
function chunks(text: string, size: number): Uint8Array[] {
  const bytes = new TextEncoder().encode(text);
  const out: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.slice(at, at + size));
  return out;
}

/** Waits until the threads' exit events have been seen (a terminated thread reports it soon after). */
async function noThreadLeft(): Promise<number> {
  for (let k = 0; k < 100 && lib.liveWorkerThreads() > 0; k++) await new Promise((r) => setTimeout(r, 20));
  return lib.liveWorkerThreads();
}

afterEach(() => {
  delete process.env.SUDOKU_WASM_TEST_KILL_LINE;
});

describe('validateStream with threads', () => {
  const text = messyInput(3000);
  const options = { jobBytes: 8192 }; // many jobs: the pool is really used

  it('1, 2 and 3 threads: byte-identical verdicts, in input order, for garbage, blank, CRLF, BOM, NUL and over-long lines', async () => {
    const one = await collect(chunks(text, 5000), options);
    expect(one.length).toBeGreaterThan(2000);
    const codes = new Set(one.map((v) => (v as { error?: { code: string } }).error?.code));
    for (const code of ['BAD_CHAR', 'CONFLICT', 'LINE_TOO_LONG', 'BAD_VALUE']) expect(codes).toContain(code);
    for (const threads of [2, 3]) {
      const many = await collect(chunks(text, 5000), { ...options, threads });
      expect(many.map((v) => JSON.stringify(v))).toEqual(one.map((v) => JSON.stringify(v)));
      expect(many).toEqual(one); // errors are SudokuParseErrors again, with every field
      expect(await noThreadLeft()).toBe(0);
    }
  }, 60_000);

  it('the default is one thread: no worker is started', async () => {
    const it = lib.validateStream([text], options)[Symbol.asyncIterator]();
    await it.next();
    expect(lib.liveWorkerThreads()).toBe(0);
    await it.return!(undefined);
  });

  it('threads must be a whole number from 1 to 256', async () => {
    await expect(collect([UNIQUE], { threads: 0 })).rejects.toThrow(RangeError);
    await expect(collect([UNIQUE], { threads: 257 })).rejects.toThrow('sudoku-wasm: validateStream: threads: expected an integer from 1 to 256, got the number 257');
    await expect(collect([UNIQUE], { threads: '2' as unknown as number })).rejects.toThrow(TypeError);
  });

  it('an early break stops every thread; the verdicts given are the first ones', async () => {
    const one = await collect([text], options);
    const got: unknown[] = [];
    for await (const v of lib.validateStream([text], { ...options, threads: 2 })) {
      got.push(v);
      if (got.length === 700) break;
    }
    expect(got).toEqual(one.slice(0, 700));
    expect(await noThreadLeft()).toBe(0);
  }, 60_000);

  it('an AbortSignal ends the iteration between jobs, whole verdicts in order, and stops every thread', async () => {
    const one = await collect([text], options);
    const controller = new AbortController();
    const got: unknown[] = [];
    for await (const v of lib.validateStream(chunks(text, 3000), { ...options, threads: 2, signal: controller.signal })) {
      got.push(v);
      if (got.length === 500) controller.abort();
    }
    expect(got.length).toBeGreaterThanOrEqual(500);
    expect(got.length).toBeLessThan(one.length);
    expect(got).toEqual(one.slice(0, got.length));
    expect(await noThreadLeft()).toBe(0);
  }, 60_000);

  it('a slow source gets each verdict before its next line (not when the window fills), and a break leaves no thread', async () => {
    let answered = 0;
    let wake: (() => void) | undefined;
    async function* oneAtATime(): AsyncGenerator<string> {
      for (let k = 1; ; k++) {
        yield `${UNIQUE}\n`;
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no verdict for line ${k} within 5 s`)), 5000);
          wake = () => answered >= k && (clearTimeout(timer), resolve());
          wake();
        });
      }
    }
    for await (const v of lib.validateStream(oneAtATime(), { threads: 2 })) {
      expect(v).toMatchObject({ line: ++answered, status: 'unique' });
      wake?.();
      if (answered === 3) break; // a read is under way: the break must not wait for it
    }
    expect(answered).toBe(3);
    expect(await noThreadLeft()).toBe(0);
  }, 30_000);

  it('an AbortSignal stops the reading of a line with no end, and every thread', async () => {
    const controller = new AbortController();
    const { source, reads } = endlessLine(controller);
    expect(await collect(source, { ...options, threads: 2, signal: controller.signal })).toEqual([]);
    expect(reads()).toBe(20);
    expect(await noThreadLeft()).toBe(0);
  }, 60_000);

  it('a thread killed once: replaced, its job run again, every verdict as on one thread', async () => {
    const one = await collect([text], options);
    process.env.SUDOKU_WASM_TEST_KILL_LINE = '1500'; // the thread holding line 1500 exits, once
    const got = await collect([text], { ...options, threads: 2 });
    expect(got).toEqual(one);
    expect(await noThreadLeft()).toBe(0);
  }, 60_000);

  it('a job that kills a thread twice: its lines answered failed, no line lost, the others right', async () => {
    const one = (await collect([text], options)) as { line: number; status: string }[];
    process.env.SUDOKU_WASM_TEST_KILL_LINE = '1500:always';
    const got = (await collect([text], { ...options, threads: 2 })) as { line: number; status: string; error?: { code: string; message: string } }[];
    expect(got.map((v) => v.line)).toEqual(one.map((v) => v.line)); // N in, N out, in order
    const failed = got.filter((v) => v.status === 'failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.some((v) => v.line <= 1500)).toBe(true);
    expect(failed.some((v) => v.line >= 1500)).toBe(true);
    for (const v of failed) expect(v.error).toMatchObject({ code: 'FAILED', message: expect.stringMatching(new RegExp(`^line ${v.line}: worker thread exited with code 70, twice`)) });
    got.forEach((v, k) => {
      if (v.status !== 'failed') expect(v).toEqual(one[k]);
    });
    expect(await noThreadLeft()).toBe(0);
  }, 60_000);
});

describe('validateTransform with threads', () => {
  const text = messyInput(2000);

  it('a slow writer gets each verdict before it writes the next line (not when the window fills)', async () => {
    const transform = lib.validateTransform({ threads: 2 });
    const got: unknown[] = [];
    let arrived: (() => void) | undefined;
    transform.on('data', (v) => (got.push(v), arrived?.()));
    for (let k = 1; k <= 3; k++) {
      transform.write(`${UNIQUE}\n`);
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no verdict for line ${k} within 5 s`)), 5000);
        arrived = () => got.length >= k && (clearTimeout(timer), resolve());
        arrived();
      });
    }
    transform.end();
    await new Promise((resolve) => transform.on('end', resolve));
    expect(got).toMatchObject([1, 2, 3].map((line) => ({ line, status: 'unique' })));
    expect(await noThreadLeft()).toBe(0);
  }, 30_000);
  it('the same verdicts as one thread, in order; the threads stop at the end', async () => {
    const run = async (threads?: number): Promise<unknown[]> => {
      const out: unknown[] = [];
      await pipeline(Readable.from(chunks(text, 4000)), lib.validateTransform({ jobBytes: 8192, threads }), async function* (verdicts) {
        for await (const v of verdicts) out.push(v);
      });
      return out;
    };
    const one = await run();
    expect(await run(2)).toEqual(one);
    expect(await noThreadLeft()).toBe(0);
  }, 60_000);

  it('destroyed midway: every thread stops', async () => {
    const transform = lib.validateTransform({ jobBytes: 4096, threads: 2 });
    const got: unknown[] = [];
    transform.on('data', (v) => {
      got.push(v);
      if (got.length === 100) transform.destroy();
    });
    const closed = new Promise((resolve) => transform.on('close', resolve));
    for (const c of chunks(text, 4000)) if (!transform.destroyed) transform.write(c);
    await closed;
    expect(got.length).toBeGreaterThanOrEqual(100);
    expect(await noThreadLeft()).toBe(0);
  }, 60_000);
});
