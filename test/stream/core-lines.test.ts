/**
 * The line rules' two copies agree: the WebAssembly core's (assembly/text/lines.ts `scanLines`,
 * through src/stream/core-lines.ts) and their TypeScript twin (src/stream/lines.ts
 * `jobLineRanges`, then `validateByteLines`: validate-stream.ts `readJob`). On random byte
 * chunks with CRLF, BOM, NUL, blank, comment, over-long, non-UTF-8 and garbage lines, both give
 * the same verdicts (errors and all), in order, and the same count of skipped lines: N lines in,
 * N answers out.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateText, type BatchOptions } from '../../src/index';
import { LineChunker, type LineJob } from '../../src/stream/chunks';
import { coreLineCounter, coreTable } from '../../src/stream/core-lines';
import { jobTable, readJob, validateJob } from '../../src/stream/validate-stream';
import { tableToWire, tableVerdicts, type VerdictTable } from '../../src/stream/verdict-table';

const utf8 = new TextEncoder();

const UNIQUE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const MULTIPLE = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';
const CONFLICT = '11...............................................................................';
const BOARD4 = '1.3.3..2.34.4..3';

/** Line bodies of every kind the reader meets (without their end of line). */
const LINE = fc.oneof(
  fc.constantFrom(UNIQUE, MULTIPLE, CONFLICT, BOARD4, UNIQUE.replaceAll('.', '0'), UNIQUE.replaceAll('.', '-'), MULTIPLE.replaceAll('.', '_')),
  fc.constantFrom(`  ${UNIQUE}  `, `\t${UNIQUE} 11.9/11.9/10.5`, `${UNIQUE}x`, UNIQUE.slice(1), `${UNIQUE}1`, `${UNIQUE} é`, `é${UNIQUE}`),
  // a 9×9 puzzle and a trailing field making the line another size's length (16×16: 256)
  fc.constant(`${UNIQUE} ${'x'.repeat(256 - 82)}`),
  fc.constantFrom('', ' ', '\t', '#', '# comment', '  # indented', '\u00a0', '\ufeff', '\u00a0#x', '\ufeff\ufeff 5', '\u0000', `${UNIQUE}\u0000`),
  fc.constantFrom('garbage', '.'.repeat(81), '1'.repeat(81), 'ab\rcd', '\r'),
  fc.string({ maxLength: 100 }),
  fc.string({ unit: fc.constantFrom('1', '.', ' ', '\t', '#', '\r', '9', 'a', '\u00a0'), maxLength: 120 }),
  fc.integer({ min: 100, max: 3000 }).map((n) => '7'.repeat(n)), // over-long for small maxLineBytes
);

/** A file: lines joined by LF or CRLF, maybe a BOM, maybe no final newline, maybe bytes that are not UTF-8. */
const FILE = fc
  .record({
    lines: fc.array(fc.tuple(LINE, fc.constantFrom('\n', '\r\n')), { maxLength: 40 }),
    bom: fc.boolean(),
    lastNewline: fc.boolean(),
    badByteAt: fc.option(fc.nat(), { nil: undefined }),
  })
  .map(({ lines, bom, lastNewline, badByteAt }) => {
    let text = (bom ? '\ufeff' : '') + lines.map(([l, eol]) => l + eol).join('');
    if (!lastNewline && lines.length > 0) text = text.slice(0, -lines[lines.length - 1][1].length);
    const bytes = utf8.encode(text);
    if (badByteAt !== undefined && bytes.length > 0) {
      const at = badByteAt % bytes.length;
      if (bytes[at] !== 0x0a) bytes[at] = 0xff; // never a line end: the line count stays
    }
    return bytes;
  });

/** Jobs of `bytes` pushed in pieces of `piece` bytes (lines counted by the core, or here with `js`). */
function jobsOf(bytes: Uint8Array, piece: number, options: { jobBytes?: number; maxLineBytes?: number }, js = false): LineJob[] {
  const chunker = new LineChunker({ ...options, countLines: js ? undefined : coreLineCounter() });
  const jobs: LineJob[] = [];
  for (let at = 0; at < bytes.length; at += piece) jobs.push(...chunker.push(bytes.slice(at, at + piece)));
  return [...jobs, ...chunker.end()];
}

/** Verdicts as text: JSON, errors by their toJSON (code, message, line, column, cell, char…). */
const asJson = (verdicts: readonly unknown[]): string[] => verdicts.map((v) => JSON.stringify(v));

/** Checks one job: core and twin agree, every line answered or skipped, the core path taken where it applies. */
function agree(job: LineJob, options: BatchOptions): void {
  const core = validateJob(job, options);
  const twin = readJob(job, options);
  expect(asJson(core.verdicts)).toEqual(asJson(twin.verdicts));
  expect(core.skipped).toBe(twin.skipped);
  expect(core.verdicts.length + core.skipped).toBe(job.lineCount);
  // the table a worker thread sends gives the same verdicts once it has crossed
  const { result, transfer } = tableToWire(jobTable(job, options));
  expect(asJson(tableVerdicts(structuredClone(result, { transfer }) as VerdictTable))).toEqual(asJson(twin.verdicts));
}

const OPTIONS: BatchOptions[] = [{}, { solutions: false }, { limit: 1 }, { limit: 3 }, { maxNodes: 1 }, { size: 9 }];

describe('the core line reader against its TypeScript twin', () => {
  it('takes the core path for 9×9 jobs without a cut line, and not otherwise', () => {
    const [job] = jobsOf(utf8.encode(`${UNIQUE}\n`), 100, {});
    expect(coreTable(job, {})).toBeDefined();
    expect(coreTable(job, { backend: 'ts' })).toBeUndefined();
    expect(coreTable(job, { size: 16 })).toBeUndefined();
    expect(coreTable(job, { limit: 0 })).toBeUndefined(); // the library's path names the bad limit
    expect(() => validateJob(job, { limit: 0 })).toThrow(RangeError);
    const [cut] = jobsOf(utf8.encode(`${'5'.repeat(200)}\n`), 100, { maxLineBytes: 100 });
    expect(cut.cuts.length).toBe(1);
    expect(coreTable(cut, {})).toBeUndefined();
  });

  it('gives the same verdicts and skipped lines on random byte chunks', () => {
    fc.assert(
      fc.property(
        FILE,
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 4000 }),
        fc.integer({ min: 50, max: 20000 }),
        fc.constantFrom(...OPTIONS),
        (bytes, piece, jobBytes, maxLineBytes, options) => {
          const jobs = jobsOf(bytes, piece, { jobBytes, maxLineBytes });
          for (const job of jobs) agree(job, options);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('numbers lines as the chunker does without the core counter', () => {
    expect(coreLineCounter()).toBeDefined();
    expect(coreLineCounter('ts')).toBeUndefined();
    fc.assert(
      fc.property(FILE, fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 50, max: 20000 }), (bytes, piece, jobBytes, maxLineBytes) => {
        const strip = (jobs: LineJob[]) => jobs.map((j) => ({ ...j, bytes: [...j.bytes] }));
        expect(strip(jobsOf(bytes, piece, { jobBytes, maxLineBytes }))).toEqual(strip(jobsOf(bytes, piece, { jobBytes, maxLineBytes }, true)));
      }),
      { numRuns: 200 },
    );
  });

  it('answers the lines of validateText, numbered as there', () => {
    const text = `\ufeff# set\r\n${UNIQUE}\r\n\r\n${MULTIPLE}\ngarbage\n  \n${CONFLICT}\n${BOARD4}`;
    const jobs = jobsOf(utf8.encode(text), 7, { jobBytes: 50 });
    const verdicts = jobs.flatMap((job) => validateJob(job, {}).verdicts);
    expect(asJson(verdicts)).toEqual(asJson(validateText(text)));
    expect(verdicts.map((v) => [v.line, v.status])).toEqual([
      [2, 'unique'],
      [4, 'multiple'],
      [5, 'invalid'],
      [7, 'invalid'],
      [8, 'unique'],
    ]);
  });

  it('reads a job larger than the core text buffer in windows, and a line longer than it', () => {
    // 128 KiB is the buffer: 3,000 puzzle lines (about 246 KB) in one job, then one 200 KB line
    const lines = Array.from({ length: 3000 }, (_, i) => (i % 7 === 3 ? '# c' : i % 5 === 1 ? MULTIPLE : UNIQUE));
    const bytes = utf8.encode(`${lines.join('\n')}\n${'1'.repeat(200_000)}\n${UNIQUE}\n`);
    const jobs = jobsOf(bytes, bytes.length, { jobBytes: 1 << 20, maxLineBytes: 1 << 20 });
    expect(jobs.length).toBe(1);
    expect(jobs[0].lineCount).toBe(3002);
    agree(jobs[0], {});
    const { verdicts } = validateJob(jobs[0], {});
    expect(verdicts[verdicts.length - 2]).toMatchObject({ line: 3001, status: 'invalid' });
    expect(verdicts[verdicts.length - 1]).toMatchObject({ line: 3002, status: 'unique' });
  });

  it('reads a job of only blank lines, more than the core records in one call', () => {
    const bytes = utf8.encode('\n'.repeat(10_000) + `${UNIQUE}\n` + ' \r\n'.repeat(5000));
    const jobs = jobsOf(bytes, bytes.length, { jobBytes: 1 << 20 });
    for (const job of jobs) agree(job, {});
    const all = jobs.map((job) => validateJob(job, {}));
    expect(all.reduce((n, r) => n + r.skipped, 0)).toBe(15_000);
    expect(all.flatMap((r) => r.verdicts).map((v) => v.line)).toEqual([10_001]);
  });
});
