/**
 * The results checked in under docs/guesses/ are what the command produces with the study's
 * parameters: their parameter line, every chart file, and two of their rows recomputed here
 * (each unit's seed depends only on the master seed and the unit, so a slice reruns exactly).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { csvTable, runGuessesExperiment } from '../../src/experiment/guesses/index';

const dir = new URL('../../docs/guesses/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, dir), 'utf8');

describe('docs/guesses (committed results)', () => {
  it('were made with the study parameters', () => {
    expect(read('guesses.md')).toContain(
      'Parameters: prefill k = 0, 5, 10, 15, 20, 25, 30, 35, 40; 10,000 shuffled runs per board and k; 195 random base solutions in test 2; seed 2014; cell order reading;',
    );
  });

  it('hold every chart, and the write-up shows the ones it names', () => {
    const writeUp = readFileSync(new URL('../../docs/guesses-experiment.md', import.meta.url), 'utf8');
    for (const test of [1, 2]) {
      for (const counter of ['backtracks', 'recursions']) {
        for (const kind of ['mean', 'distribution']) {
          const svg = read(`test${test}-${counter}-${kind}.svg`);
          expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
          expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
        }
      }
    }
    for (const [, file] of writeUp.matchAll(/\]\((guesses\/[^)]+)\)/g)) {
      expect(existsSync(new URL(`../../docs/${file}`, import.meta.url)), file).toBe(true);
    }
  });

  it('rows recomputed from the seed match the committed CSV exactly (test 1, k = 40)', async () => {
    const slice = await runGuessesExperiment({ prefill: [40], runs: 10_000, bases: 0, threads: 1 });
    const rows = csvTable(slice).trimEnd().split('\n').slice(1);
    const committed = new Set(read('guesses.csv').trimEnd().split('\n'));
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(committed.has(row), row).toBe(true);
  });
});
