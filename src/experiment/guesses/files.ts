/**
 * Writes the experiment's outputs into a directory.
 *
 * Owns: the file names and which content goes where. Does not own: the content (tables.ts,
 * charts.ts).
 *
 *   guesses.md                             Markdown report (every table)
 *   guesses.csv                            every statistic, one row per test × k × order × counter
 *   test<T>-<counter>-mean.svg             mean per k, both orders (T = 1, 2)
 *   test<T>-<counter>-distribution.svg     quartile boxes per k, both orders
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { COUNTERS, type GuessesResult } from './aggregate.js';
import { distributionChart, meanChart } from './charts.js';
import { csvTable, markdownReport } from './tables.js';

/**
 * Writes every output file into `dir` (created if missing).
 * @returns the paths written, in a fixed order
 */
export async function writeGuessesFiles(result: GuessesResult, dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files: [string, string][] = [
    ['guesses.md', markdownReport(result) + '\n'],
    ['guesses.csv', csvTable(result)],
  ];
  for (const test of result.tests) {
    for (const counter of COUNTERS) {
      files.push([`test${test.id}-${counter}-mean.svg`, meanChart(test, counter)]);
      files.push([`test${test.id}-${counter}-distribution.svg`, distributionChart(test, counter)]);
    }
  }
  const written: string[] = [];
  for (const [name, text] of files) {
    const path = join(dir, name);
    await writeFile(path, text);
    written.push(path);
  }
  return written;
}
