/**
 * The logic commands (rate, explain, hint) over big inputs, whose lines cost milliseconds to
 * seconds each: jobs of about 50 lines (output and progress as the run goes), Ctrl-C heard
 * within a line, a job of the main thread stopped once the run that wanted it has ended, and
 * that thread's jobs run one after the other even though each gives the event loop turns.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { parseArgs, type RunRequest } from '../../src/cli/options/args';
import { jobRunner, type JobSettings } from '../../src/cli/jobs/job';
import { Sink } from '../../src/cli/write/output';
import { runCommand } from '../../src/cli/run';
import { LineChunker, type LineJob } from '../../src/stream/chunks';
import { DEFAULT_LARGE_BOARD_MAX_NODES } from '../../src/stream/validate-stream';
import { interruptCli, requireBuiltCli } from './run-cli';

/** Singles only: about a millisecond to rate. */
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
/** forum_hardest_1905_11plus: a Nested Forcing Net, about 0.3 s to rate. */
const SLOW = '98.7.....76....8....5......4...6..3...89..4......24..1..76..5......3..4......1..2';

/** The job of `text` (whole lines) as the CLI's chunker cuts it, all in one. */
function oneJob(text: string): LineJob {
  const jobs = new LineChunker({ jobBytes: 1 << 20 }).push(new TextEncoder().encode(text));
  expect(jobs).toHaveLength(1);
  return jobs[0];
}

function rateSettings(): JobSettings {
  return { request: parseArgs(['rate']) as RunRequest, ansi: false, largeBoardMaxNodes: DEFAULT_LARGE_BOARD_MAX_NODES };
}

describe('rate over many lines', () => {
  it('is written in jobs of tens of lines, not of 1,600: each job written shows on the progress', async () => {
    const request = parseArgs(['rate', '--threads', '1']) as RunRequest;
    const bytes = new TextEncoder().encode(`${EASY}\n`.repeat(300));
    let written = 0;
    const result = await runCommand({
      request,
      input: { name: '-', chunks: (async function* () { yield bytes; })(), close: () => {} },
      sink: new Sink(new Writable({ write: (_chunk, _encoding, done) => done() })),
      onProgress: () => written++,
    });
    expect(result.tally.puzzles).toBe(300);
    expect(written).toBeGreaterThanOrEqual(5);
  });

  it('a job of this thread ends once its stop signal is aborted, before or while it runs', async () => {
    const stop = new AbortController();
    const runner = jobRunner(rateSettings(), stop.signal);
    const waiting = runner.run(oneJob(`${SLOW}\n`.repeat(4)));
    stop.abort();
    await expect(waiting).rejects.toThrow(/stopped/);

    const later = new AbortController();
    const running = jobRunner(rateSettings(), later.signal).run(oneJob(`${SLOW}\n`.repeat(6)));
    setTimeout(() => later.abort(), 100);
    await expect(running).rejects.toThrow(/stopped/);
  }, 30_000);

  it("this thread's jobs finish in the order they were given, though each lets the event loop in", async () => {
    const runner = jobRunner(rateSettings());
    const order: string[] = [];
    const slow = runner.run(oneJob(`${SLOW}\n`.repeat(2))).then(() => order.push('slow, given first'));
    const quick = runner.run(oneJob(`${EASY}\n`)).then(() => order.push('quick, given second'));
    await Promise.all([slow, quick]);
    expect(order).toEqual(['slow, given first', 'quick, given second']);
  }, 30_000);
});

describe('Ctrl-C during rate', () => {
  it('stops within a line, not at the end of the job: exit 130, whole lines, the summary says interrupted', async () => {
    requireBuiltCli();
    // a first job of quick lines (its output says the CLI is up and listening), then 400 lines
    // of about 0.3 s each: two minutes of rating
    const path = join(mkdtempSync(join(tmpdir(), 'sudoku-logic-bulk-')), 'slow.txt');
    writeFileSync(path, `${EASY}\n`.repeat(49) + `${SLOW}\n`.repeat(400));
    const { code, stdout, stderr } = await interruptCli(['rate', '--threads', '1', path], 200);
    expect(code).toBe(130);
    expect(stdout.endsWith('\n')).toBe(true);
    expect(stdout.split('\n').length - 1).toBeLessThan(449);
    expect(stderr).toMatch(/^rate: \d+ puzzles .*\(interrupted\)$/m);
  }, 30_000);
});
