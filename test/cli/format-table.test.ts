/**
 * The plain output written by the WebAssembly core (assembly/text/verdicts.ts, through
 * src/cli/jobs/core-text.ts and job.ts; verdict tables, src/cli/write/format-table.ts, where the core does
 * not read the job) is, byte for byte, what format.ts writes for each verdict object: every kind of row
 * (unique, multiple, none, unknown, stopped by a budget, invalid, another size),
 * validate, solve and count, with and without `--only`, and line numbers across digit counts
 * and gaps. The tally counts every row, kept or not.
 */
import { describe, expect, it } from 'vitest';
import { parseArgs, type RunRequest } from '../../src/cli/options/args';
import { formatterFor } from '../../src/cli/write/format';
import { jobRunner } from '../../src/cli/jobs/job';
import { Tally } from '../../src/cli/write/summary';
import { fromLibrary } from '../../src/cli/jobs/verdicts';
import { LineChunker, type LineJob } from '../../src/stream/chunks';
import { DEFAULT_LARGE_BOARD_MAX_NODES, validateJob } from '../../src/stream/validate-stream';

const UNIQUE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const MULTIPLE = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';
const CONFLICT = '11...............................................................................';
const NONE = `12345678.........9${'.'.repeat(63)}`; // r1c9 has no candidate: no solution, no conflict
const BOARD4 = '1.3.3..2.34.4..3';

/**
 * A job of `count` lines of every kind, blank and comment lines among them (line numbers 1 to 4
 * digits, with gaps); 6,000 lines are several windows of the core's text buffer and several of
 * its batches.
 */
function job(count = 1200): LineJob {
  const kinds = [UNIQUE, MULTIPLE, CONFLICT, NONE, BOARD4, 'garbage', '', '# c', `${UNIQUE} 1.2/3`, '.'.repeat(81)];
  const lines = Array.from({ length: count }, (_, i) => kinds[(i * 7) % kinds.length]);
  const chunker = new LineChunker({ jobBytes: 1 << 20, jobLines: 1 << 20 }); // one job, of several core windows when asked
  const [only] = [...chunker.push(new TextEncoder().encode(lines.join('\r\n'))), ...chunker.end()];
  return only;
}

/** The request of `argv` (a run). */
function request(argv: string[]): RunRequest {
  const r = parseArgs([...argv, 'x.txt']);
  if (r.kind !== 'run') throw new Error(`not a run: ${argv.join(' ')}`);
  return r;
}

/** What format.ts writes for the job's verdicts under `r`, and the tally of every verdict. */
function expected(j: LineJob, r: RunRequest): { text: string; tally: Tally } {
  const settings = { limit: r.limit, maxNodes: r.maxNodes, largeBoardMaxNodes: DEFAULT_LARGE_BOARD_MAX_NODES, solutions: true };
  const format = formatterFor({ ...r, ansi: false });
  const verdicts = validateJob(j, settings).verdicts.map((v) => fromLibrary(v, v.line, settings));
  const tally = new Tally();
  tally.add(verdicts);
  const kept = verdicts.filter((v) => r.only === undefined || r.only.includes(v.status));
  return { text: kept.map((v) => format(v) + '\n').join(''), tally };
}

describe('plain output from verdict tables', () => {
  const cases = [
    ['validate'],
    ['solve'],
    ['count'],
    ['count', '--limit', '3'],
    ['solve', '--max-nodes', '1'],
    ['validate', '--only', 'invalid,multiple'],
    ['solve', '--only', 'unique'],
    ['count', '--only', 'none,unknown', '--max-nodes', '2'],
  ];
  for (const argv of cases) {
    it(argv.join(' '), async () => {
      const j = job();
      const r = request(argv);
      const result = await jobRunner({ request: r, ansi: false, largeBoardMaxNodes: DEFAULT_LARGE_BOARD_MAX_NODES }).run(j);
      expect(result.text).toBeInstanceOf(Uint8Array); // the table path, not the object one
      const want = expected(j, r);
      expect(new TextDecoder().decode(result.text as Uint8Array)).toBe(want.text);
      expect({ ...result.tally }).toEqual({ ...want.tally });
      expect(result.skipped).toBe(240);
    });
  }

  it.each([['validate'], ['solve'], ['count', '--max-nodes', '2']])('%s … on a job of several core windows', async (...argv) => {
    const j = job(6000);
    expect(j.bytes.length).toBeGreaterThan(2 * 128 * 1024);
    const r = request(argv);
    const result = await jobRunner({ request: r, ansi: false, largeBoardMaxNodes: DEFAULT_LARGE_BOARD_MAX_NODES }).run(j);
    const want = expected(j, r);
    expect(new TextDecoder().decode(result.text as Uint8Array)).toBe(want.text);
    expect({ ...result.tally }).toEqual({ ...want.tally });
    expect(result.skipped).toBe(1200);
  });

  it('meets every status among the cases', () => {
    const seen = new Set<string>();
    for (const argv of [['validate'], ['count', '--max-nodes', '1']]) {
      const { tally } = expected(job(), request(argv));
      for (const [status, n] of Object.entries(tally.byStatus)) if (n > 0) seen.add(status);
    }
    expect([...seen].sort()).toEqual(['invalid', 'multiple', 'none', 'unique', 'unknown']);
  });
});
