/**
 * Lines whose givens conflict are answered by the WebAssembly core (assembly/text/conflicts.ts):
 * its first conflict is the TypeScript scan's (src/board/conflicts.ts `scanConflict`, the rule's
 * twin) on random grids, the core writes their plain output lines itself (no line left to
 * JavaScript), and the verdict tables get their verdicts without the library reading and
 * solving the lines again; the verdicts are the library's, byte for byte.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateByteLines } from '../../src/api/batch';
import { NO_CONFLICT, scanConflict } from '../../src/board/conflicts';
import { getEngine } from '../../src/engine/registry';
import { formatterFor } from '../../src/cli/write/format';
import { fromLibrary } from '../../src/cli/jobs/verdicts';
import { parseArgs } from '../../src/cli/options/args';
import { LineChunker, type LineJob } from '../../src/stream/chunks';
import { coreTable } from '../../src/stream/core-lines';
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

/** The cells of an 81-character line, 0 for empty. */
const cellsOf = (line: string): Uint8Array => Uint8Array.from(line, (c) => (c === '.' ? 0 : Number(c)));

afterEach(() => vi.restoreAllMocks());

describe('lines whose givens conflict, in the core', () => {
  it('finds the first conflict as scanConflict does', () => {
    const engine = getEngine();
    let conflicts = 0;
    fc.assert(
      fc.property(fc.array(GRID_LINE, { minLength: 1, maxLength: 40 }), (lines) => {
        const bytes = utf8.encode(lines.join('\n') + '\n');
        const found = engine.countTextLines!(bytes, 0, true, 2, 0, false);
        expect(found.records).toBe(lines.length);
        lines.forEach((line, k) => {
          const slot = found.slots[k];
          expect(slot).toBeGreaterThanOrEqual(0);
          const want = found.counts[slot] === 0 ? scanConflict(cellsOf(line), 0, 3) : NO_CONFLICT;
          expect(found.conflicts[slot]).toBe(want);
          if (want !== NO_CONFLICT) conflicts++;
        });
      }),
      { numRuns: 300 },
    );
    expect(conflicts).toBeGreaterThan(500);
  });

  it('writes their plain lines itself, as format.ts writes the library verdict', () => {
    const engine = getEngine();
    // a conflict in a row, a column, a box; cells 73 to 81 (two digits); a line with no
    // solution and no conflict and a unique one (neither written as invalid)
    const lines = [
      `11${'.'.repeat(79)}`,
      `1${'.'.repeat(8)}1${'.'.repeat(71)}`,
      `1${'.'.repeat(19)}1${'.'.repeat(60)}`,
      `${'.'.repeat(72)}5${'.'.repeat(7)}5`,
      `${'.'.repeat(8)}7${'.'.repeat(71)}7`,
      `12345678.........9${'.'.repeat(63)}`,
      '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
    ];
    for (const command of ['validate', 'solve', 'count'] as const) {
      const bytes = utf8.encode(lines.join('\n') + '\n');
      const found = engine.countTextLines!(bytes, 0, true, 2, 0, command === 'solve');
      const written = engine.verdictLines!(found.records, 99_999, command === 'validate' ? 0 : command === 'solve' ? 1 : 2, 2, 0b11111);
      const numbers = Int32Array.from(lines, (_, k) => 99_999 + k);
      const verdicts = validateByteLines(bytes, { starts: found.starts.slice(0, lines.length), ends: found.ends.slice(0, lines.length), numbers }, {});
      expect(verdicts.map((v) => v.status)).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'invalid', 'none', 'unique']);
      expect(written.otherCount).toBe(1); // the line with no solution and no conflict
      expect(written.tally[5]).toBe(5);
      const r = parseArgs([command, 'x.txt']);
      if (r.kind !== 'run') throw new Error('not a run');
      const format = formatterFor({ ...r, ansi: false });
      const want = verdicts
        .filter((v) => v.status !== 'none')
        .map((v) => format(fromLibrary(v, v.line!)) + '\n')
        .join('');
      expect(new TextDecoder().decode(written.out.subarray(0, written.bytes))).toBe(want);
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
