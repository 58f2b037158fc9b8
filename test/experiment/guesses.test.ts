/**
 * The guesses experiment in-process: options, seeds, the shape of a small run, the base
 * solutions, exact counts at the extremes (k = 81), and reproducibility from the seed.
 */
import { describe, expect, it } from 'vitest';
import {
  csvTable,
  distributionChart,
  markdownReport,
  meanChart,
  parsePrefillList,
  resolveParameters,
  runGuessesExperiment,
} from '../../src/experiment/guesses/index';
import { deriveSeed } from '../../src/experiment/guesses/plan';

const SMALL = { prefill: [0, 20, 40, 81], runs: 40, bases: 3, threads: 1, seed: 7 };

describe('options', () => {
  it('prefill lists', () => {
    expect(parsePrefillList('0-40/5')).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40]);
    expect(parsePrefillList('3, 1,10-12')).toEqual([3, 1, 10, 11, 12]);
    expect(() => parsePrefillList('5-1')).toThrow(RangeError);
    expect(() => parsePrefillList('a')).toThrow(/0,5,10/);
  });

  it('defaults are the study parameters; bad values are refused', () => {
    const p = resolveParameters({}, 2);
    expect(p).toMatchObject({ prefill: [0, 5, 10, 15, 20, 25, 30, 35, 40], runs: 10_000, bases: 195, threads: 2, cellOrder: 'reading' });
    expect(() => resolveParameters({ prefill: [82] }, 1)).toThrow(RangeError);
    expect(() => resolveParameters({ prefill: [5, 5] }, 1)).toThrow(/twice/);
    expect(() => resolveParameters({ runs: 0 }, 1)).toThrow(RangeError);
    expect(() => resolveParameters({ seed: 2 ** 32 }, 1)).toThrow(RangeError);
    expect(() => resolveParameters({ runs: 1.5 }, 1)).toThrow(TypeError);
  });

  it('derived seeds are deterministic and distinct across coordinates', () => {
    expect(deriveSeed(1, 2, 3)).toBe(deriveSeed(1, 2, 3));
    const seeds = new Set<number>();
    for (let b = 0; b < 50; b++) for (const k of [0, 5, 10]) seeds.add(deriveSeed(2014, 2, b, k));
    expect(seeds.size).toBe(150);
  });
});

describe('a small run', async () => {
  const result = await runGuessesExperiment(SMALL);

  it('has both tests, a row per k, and every run counted', () => {
    expect(result.tests.map((t) => t.id)).toEqual([1, 2]);
    const [t1, t2] = result.tests;
    expect(t1.rows.map((r) => r.k)).toEqual([0, 20, 40, 81]);
    expect(t1.rows[0].backtracks.shuffled.n).toBe(40);
    expect(t1.rows[0].backtracks.ordered.n).toBe(1);
    expect(t2.rows[0].backtracks.shuffled.n).toBe(120);
    expect(t2.rows[0].recursions.ordered.n).toBe(3);
    expect(t2.bases).toHaveLength(3);
    for (const base of t2.bases) expect(base).toMatch(/^[1-9]{81}$/);
  });

  it('test 1 starts from the ascending solution of the empty board', () => {
    expect(result.tests[0].bases[0]).toBe('123456789456789123789123456214365897365897214897214365531642978642978531978531642');
  });

  it('k = 81 is a full board: one recursion, no backtrack, for every run', () => {
    for (const test of result.tests) {
      const full = test.rows.find((r) => r.k === 81)!;
      expect(full.recursions.shuffled).toMatchObject({ min: 1, max: 1, mean: 1 });
      expect(full.backtracks.shuffled).toMatchObject({ min: 0, max: 0 });
      expect(full.backtracks.ordered.max).toBe(0);
    }
  });

  it('recursions exceed backtracks by the empty cells plus one on every successful run (means)', () => {
    for (const test of result.tests) {
      for (const r of test.rows) {
        expect(r.recursions.shuffled.mean - r.backtracks.shuffled.mean).toBeCloseTo(81 - r.k + 1, 9);
        expect(r.recursions.ordered.mean - r.backtracks.ordered.mean).toBeCloseTo(81 - r.k + 1, 9);
      }
    }
  });

  it('is reproducible from its seed, bit for bit, and another seed gives other runs', async () => {
    const again = await runGuessesExperiment(SMALL);
    expect(markdownReport(again)).toBe(markdownReport(result));
    expect(csvTable(again)).toBe(csvTable(result));
    const other = await runGuessesExperiment({ ...SMALL, seed: 8 });
    expect(csvTable(other)).not.toBe(csvTable(result));
    expect(other.tests[0].bases[0]).toBe(result.tests[0].bases[0]); // test 1's base does not depend on the seed
  });

  it('renders tables and charts', () => {
    const md = markdownReport(result);
    expect(md).toContain('### Test 1');
    expect(md).toContain('### Test 2: 3 random base solutions');
    expect(md.match(/^\| 20 \|/gm)).toHaveLength(4); // 2 tests × 2 counters
    const csv = csvTable(result).trimEnd().split('\n');
    expect(csv[0]).toBe('test,k,order,counter,n,mean,se,sd,min,p05,q1,median,q3,p95,max,stopped');
    expect(csv).toHaveLength(1 + 2 * 4 * 2 * 3);
    for (const svg of [meanChart(result.tests[1], 'backtracks'), distributionChart(result.tests[0], 'recursions')]) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      expect(svg).not.toContain('NaN');
    }
  });

  it('stops when aborted', async () => {
    await expect(runGuessesExperiment(SMALL, { signal: AbortSignal.abort(new Error('stop')) })).rejects.toThrow('stop');
  });
});

describe('a run with a tiny budget', () => {
  it('counts the runs the budget stopped and says so in the report', async () => {
    const r = await runGuessesExperiment({ prefill: [0, 81], runs: 30, bases: 0, threads: 1, maxRecursions: 50 });
    const [empty, full] = r.tests[0].rows;
    expect(empty.stoppedOrdered).toBe(1); // 392 recursions needed
    expect(empty.stoppedShuffled).toBeGreaterThan(0);
    expect(empty.recursions.shuffled.max).toBeLessThanOrEqual(50);
    expect(full.stoppedShuffled + full.stoppedOrdered).toBe(0);
    expect(markdownReport(r)).toMatch(/\*\*\d+ runs reached the recursion budget\*\*/);
  });
});
