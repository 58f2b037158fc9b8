/**
 * The README's headline figures come from bench/RESULTS.md: every number of its first
 * performance table (rates, ratios, set sizes) is written there as it is in the README, so a
 * rerun of the benchmark that changes RESULTS.md shows which README figure went stale.
 */
import { describe, expect, it } from 'vitest';
import { read } from './markdown';

/** The rows of the first table under the README's `## Performance` heading, as cells. */
function performanceRows(readme: string): string[][] {
  const section = readme.split(/^## Performance$/m)[1]?.split(/^## /m)[0] ?? '';
  const table = section.split(/\n\s*\n/).find((part) => part.trimStart().startsWith('|')) ?? '';
  return table
    .trim()
    .split('\n')
    .slice(2) // header and its rule
    .map((row) => row.split('|').slice(1, -1).map((cell) => cell.trim()));
}

describe("the README's performance figures", () => {
  const rows = performanceRows(read('README.md'));
  const results = read('bench/RESULTS.md');

  it('has a table of the five sets', () => {
    expect(rows.length).toBe(5);
  });

  it.each(rows.map((row) => [row[0], row] as const))('%s: every figure is in bench/RESULTS.md', (_set, row) => {
    const figures = row.flatMap((cell) => cell.match(/\d[\d,]*(?:\.\d+)?×?/g) ?? []);
    expect(figures.length).toBeGreaterThanOrEqual(6);
    expect(figures.filter((figure) => !results.includes(figure))).toEqual([]);
  });
});
