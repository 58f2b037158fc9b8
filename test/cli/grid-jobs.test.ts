/**
 * src/cli/read/grid-jobs.ts: jobs cut at blank lines only (no grid split, whatever the chunks), the
 * grids of a job numbered by their first line, and the grid-row rule.
 */
import { describe, expect, it } from 'vitest';
import { LineChunker, type LineJob } from '../../src/stream/chunks';
import { GridJobs, isGridRow, jobGrids } from '../../src/cli/read/grid-jobs';
import { formatGrid, parsePuzzle } from '../../src/index';

const GRID = formatGrid(parsePuzzle('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..'));

/** All jobs of `text` pushed in chunks of `size` bytes through a chunker of `jobBytes` and GridJobs. */
function gridJobs(text: string, size: number, jobBytes: number): LineJob[] {
  const bytes = new TextEncoder().encode(text);
  const chunker = new LineChunker({ jobBytes });
  const grids = new GridJobs();
  const jobs: LineJob[] = [];
  for (let at = 0; at < bytes.length; at += size) jobs.push(...grids.push(chunker.push(bytes.slice(at, at + size))));
  jobs.push(...grids.push(chunker.end()), ...grids.end());
  return jobs;
}

describe('GridJobs and jobGrids', () => {
  const parts = ['# grids', GRID, '', GRID.replace(/\n/g, '\r\n'), '', '', '# a note', GRID, '', 'x y | z\nq', ''];
  const text = parts.join('\n') + '\ntrailing'; // a last line with no end of line

  it.each([
    [7, 64],
    [100, 200],
    [1 << 16, 1 << 16],
    [13, 1],
  ])('chunks of %i bytes, jobs of %i: every grid whole, numbered by its first line, the same as in one job', (size, jobBytes) => {
    const jobs = gridJobs(text, size, jobBytes);
    const whole = jobGrids({ seq: 0, bytes: new TextEncoder().encode(text), firstLine: 1, lineCount: text.split('\n').length, cuts: [] });
    expect(whole.grids.map((g) => g.line)).toEqual([2, 14, 28, 40, 43]);
    const got = jobs.map(jobGrids);
    expect(got.flatMap((g) => g.grids)).toEqual(whole.grids);
    expect(got.reduce((n, g) => n + g.skipped, 0)).toBe(whole.skipped);
    // jobs are in order, numbered from 0, and their lines follow on
    jobs.forEach((job, k) => {
      expect(job.seq).toBe(k);
      if (k > 0) expect(job.firstLine).toBe(jobs[k - 1].firstLine + jobs[k - 1].lineCount);
    });
    expect(new TextDecoder().decode(Buffer.concat(jobs.map((j) => j.bytes)))).toBe(text);
  });

  it('a small input is one job', () => {
    expect(gridJobs(GRID + '\n\n' + GRID + '\n', 1 << 16, 1 << 16)).toHaveLength(1);
  });
});

describe('isGridRow', () => {
  it.each([
    ['. . 3 | . 2 . | 6 . .', true],
    ['. . 3 . 2 . 6 . .', true],
    ['1 2 | 3 4', true],
    [' 1  . 12 16  .  .  .  .  .  .  .  .  .  .  .  .', true],
    ['..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..', false],
    ['..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.. 1.2/3', false],
    ['------+-------+------', false],
    ['1 2 3', false],
    ['the quick brown fox', false],
    ['10 2 3 4', false],
  ])('%j: %s', (line, want) => {
    expect(isGridRow(line)).toBe(want);
  });
});
