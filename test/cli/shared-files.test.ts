/**
 * The CLI on slices of the real benchmark files in ../shared/puzzles (CRLF files, trailing
 * blank lines, comment headers as found in the wild). Only the first lines of each file: the
 * full-file runs belong to a later, slower suite. Skipped, with the reason, without ../shared.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeShared } from '../support/shared';
import { outputLines, puzzleLineNumbers, requireBuiltCli, runCli, solves } from './run-cli';

/** The first `n` lines of a file, line ends kept as they are. */
function head(path: string, n: number): string {
  const text = readFileSync(path, 'latin1');
  let end = 0;
  for (let i = 0; i < n && end >= 0; i++) end = text.indexOf('\n', end) + 1 || -1;
  return end < 0 ? text : text.slice(0, end);
}

describeShared('CLI on the shared puzzle files (first lines)', (shared) => {
  beforeAll(requireBuiltCli);
  const puzzles = (name: string) => join(shared, 'puzzles', name);

  it.each([
    ['serg_benchmark.txt', 'multiple', 200],
    ['magictour_top1465.txt', 'unique', 40],
    ['17_clue.txt', 'unique', 40],
  ])('%s: every puzzle is %s', async (name, status, n) => {
    const input = head(puzzles(name), n);
    const r = await runCli(['solve', '--json', '-'], { input });
    expect(r.code).toBe(0);
    const source = input.split('\n');
    const verdicts = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(verdicts.map((v) => v.line)).toEqual(puzzleLineNumbers(input));
    for (const v of verdicts) {
      expect(v.status, `line ${v.line}`).toBe(status);
      if (status === 'unique') expect(solves(source[v.line - 1].trim(), v.solution)).toBe(true);
    }
  });
});
