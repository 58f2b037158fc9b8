/**
 * Lines whose givens conflict, read by the WebAssembly core: their verdicts come from their
 * conflict (src/stream/core-lines.ts `recordConflict`), without the library reading and solving
 * the lines again, both in the CLI's plain output (src/cli/jobs/core-text.ts, the library's
 * message with no error per line) and in the verdict tables (core-lines.ts `coreTable`); the
 * output is the library's, byte for byte.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getEngine } from '../../src/engine/registry';
import { formatterFor } from '../../src/cli/write/format';
import { fromLibrary } from '../../src/cli/jobs/verdicts';
import { parseArgs } from '../../src/cli/options/args';
import { LineChunker, type LineJob } from '../../src/stream/chunks';
import { coreTable } from '../../src/stream/core-lines';
import { coreText } from '../../src/cli/jobs/core-text';
import type { TableFormat } from '../../src/cli/write/format-table';
import { Tally } from '../../src/cli/write/summary';
import { readJob } from '../../src/stream/validate-stream';
import { tableVerdicts } from '../../src/stream/verdict-table';

const utf8 = new TextEncoder();

/** 81-cell lines with a few givens each: many conflict (in a row, a column, a box or several), some do not. */
const GRID_LINE = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 9 })), { minLength: 2, maxLength: 30 })
  .map((givens) => {
    const cells = Array<string>(81).fill('.');
    for (const [cell, digit] of givens) cells[cell] = String(digit);
    return cells.join('');
  });

/** One job of `lines` (several core windows and batches when there are many). */
function jobOf(lines: readonly string[], eol = '\n'): LineJob {
  const chunker = new LineChunker({ jobBytes: 1 << 22, jobLines: 1 << 22 });
  const [job, ...more] = [...chunker.push(utf8.encode(lines.join(eol) + eol)), ...chunker.end()];
  expect(more).toEqual([]);
  return job;
}

afterEach(() => vi.restoreAllMocks());

describe('lines whose givens conflict, read by the core', () => {
  it('writes their plain lines without the library reading them, as format.ts writes its verdicts', () => {
    const lines = [
      // a conflict in a row, a column, a box; cells 73 to 81 (two digits); a line with no
      // solution and no conflict and a unique one (neither invalid)
      `11${'.'.repeat(79)}`,
      `1${'.'.repeat(8)}1${'.'.repeat(71)}`,
      `1${'.'.repeat(19)}1${'.'.repeat(60)}`,
      `${'.'.repeat(72)}5${'.'.repeat(7)}5`,
      `${'.'.repeat(8)}7${'.'.repeat(71)}7`,
      `12345678.........9${'.'.repeat(63)}`,
      '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
      ...fc.sample(GRID_LINE, { numRuns: 2000, seed: 11 }),
    ];
    const job = jobOf(lines);
    for (const [command, only] of [['validate', undefined], ['solve', undefined], ['count', undefined], ['validate', 'invalid'], ['validate', 'none']] as const) {
      const r = parseArgs([command, 'x.txt', ...(only === undefined ? [] : ['--only', only])]);
      if (r.kind !== 'run') throw new Error('not a run');
      const options = { limit: r.limit, ...(command === 'solve' ? { solutions: true } : {}) };
      const want = readJob(job, options).verdicts.map((v) => fromLibrary(v, v.line!));
      expect(want.slice(0, 7).map((v) => v.status)).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'invalid', 'none', 'unique']);
      expect(want.filter((v) => v.error?.code === 'CONFLICT').length).toBeGreaterThan(300);
      const format = formatterFor({ ...r, ansi: false });
      const keep = (status: string): boolean => only === undefined || status === only;
      const tableFormat: TableFormat = {
        command,
        limit: r.limit,
        keep,
        other: (v) => {
          const verdict = fromLibrary(v, v.line);
          return keep(verdict.status) ? format(verdict) : undefined;
        },
      };
      const spy = vi.spyOn(getEngine(), 'countByteLines');
      const tally = new Tally();
      const core = coreText(job, options, tableFormat, tally, (v) => tally.add([fromLibrary(v, v.line)]))!;
      // lines the library read again (countByteLines's n): only those with no solution and no conflict
      const readAgain = spy.mock.calls.reduce((n, call) => n + (call[3] as number), 0);
      spy.mockRestore();
      expect(readAgain).toBe(want.filter((v) => v.status === 'none').length);
      const text = want.filter((v) => keep(v.status)).map((v) => format(v) + '\n').join('');
      expect(new TextDecoder().decode(core.text)).toBe(text);
      const tallied = new Tally();
      tallied.add(want);
      expect(tally).toEqual(tallied);
    }
  });

  it('gives the verdict tables the library verdicts without reading the lines again', () => {
    const lines = fc.sample(GRID_LINE, { numRuns: 3000, seed: 7 });
    const job = jobOf(lines, '\r\n');
    const spy = vi.spyOn(getEngine(), 'countByteLines');
    const table = coreTable(job, {})!;
    // lines the library read again (countByteLines's n)
    const readAgain = spy.mock.calls.reduce((n, call) => n + (call[3] as number), 0);
    const want = readJob(job, {}).verdicts;
    expect(want.filter((v) => v.error?.code === 'CONFLICT').length).toBeGreaterThan(500);
    // only the lines with no solution and no conflict go to the library
    expect(readAgain).toBe(want.filter((v) => v.status === 'none').length);
    expect(tableVerdicts(table).map((v) => JSON.stringify(v))).toEqual(want.map((v) => JSON.stringify(v)));
  });
});
