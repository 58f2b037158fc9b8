/**
 * From unit results to the experiment's statistics, per test and per prefill k.
 *
 * Owns: {@link GuessesResult} and {@link aggregate}. Does not own: running (run.ts) or
 * presenting (tables.ts, charts.ts).
 *
 * Per test and k, for each counter (recursions, backtracks):
 *   ordered    one value per base (test 1: a single value, so its SE is 0)
 *   shuffled   every run of every base pooled (test 1: 10,000 values; test 2: 1,950,000)
 *   seMeans    test 2: the shuffled mean's standard error across bases (the runs of one base
 *              share its board, so the pooled SE would overstate the precision)
 *   paired     test 2: per base, ordered minus that base's shuffled mean; its mean ± SE is the
 *              test of "shuffled needs fewer" that respects the pairing by base
 */
import type { GuessesParameters } from './options.js';
import type { Bases, Unit } from './plan.js';
import { summarize, Tally, type Summary } from './tally.js';
import type { UnitResult } from './unit.js';

/** The two counters. */
export const COUNTERS = ['recursions', 'backtracks'] as const;
export type Counter = (typeof COUNTERS)[number];

/** Statistics of one counter at one k. */
export interface CounterStats {
  readonly ordered: Summary;
  readonly shuffled: Summary;
  /** Standard error of the shuffled mean used in comparisons (test 1: pooled; test 2: across bases). */
  readonly shuffledSe: number;
  /** ordered − shuffled mean, per base (test 1: one value). */
  readonly paired: Summary;
}

/** One row of a test: prefill k. */
export interface PrefillRow {
  readonly k: number;
  readonly recursions: CounterStats;
  readonly backtracks: CounterStats;
  /** Runs that reached the recursion budget (their counts are lower bounds). */
  readonly stoppedOrdered: number;
  readonly stoppedShuffled: number;
}

/** One test. */
export interface TestResult {
  readonly id: 1 | 2;
  readonly title: string;
  /** Base solutions (81 digits each; test 2 lists only the first few in reports). */
  readonly bases: readonly string[];
  readonly rows: readonly PrefillRow[];
}

/** The whole experiment. */
export interface GuessesResult {
  readonly parameters: GuessesParameters;
  readonly tests: readonly TestResult[];
  /** Wall-clock seconds (not part of the reproducible output). */
  readonly seconds: number;
}

const digits = (cells: Uint8Array) => Array.from(cells, (v) => String(v)).join('');

/** Builds the statistics from every unit's result (`results[i]` belongs to `units[i]`). */
export function aggregate(
  p: GuessesParameters,
  bases: Bases,
  units: readonly Unit[],
  results: readonly UnitResult[],
  seconds: number,
): GuessesResult {
  const tests: TestResult[] = [];
  const spec: [1 | 2, string, Uint8Array[]][] = [
    [1, 'Test 1: base = the ascending solution of the empty board', [bases.test1]],
    [2, `Test 2: ${bases.test2.length} random base solutions`, [...bases.test2]],
  ];
  for (const [id, title, solutions] of spec) {
    if (solutions.length === 0) continue;
    const rows = p.prefill.map((k) => {
      const mine = units.filter((u) => u.test === id && u.k === k).map((u) => results[u.id]);
      return row(k, mine);
    });
    tests.push({ id, title, bases: solutions.map(digits), rows });
  }
  return { parameters: p, tests, seconds };
}

function row(k: number, results: readonly UnitResult[]): PrefillRow {
  const stats = (counter: Counter): CounterStats => {
    const pooled = new Tally();
    const ordered: number[] = [];
    const shuffledMeans: number[] = [];
    const paired: number[] = [];
    for (const r of results) {
      const table = counter === 'recursions' ? r.shuffledRecursions : r.shuffledBacktracks;
      const own = new Tally();
      own.addTable(table.values, table.counts);
      pooled.merge(own);
      const o = counter === 'recursions' ? r.orderedRecursions : r.orderedBacktracks;
      const mean = own.summary().mean;
      ordered.push(o);
      shuffledMeans.push(mean);
      paired.push(o - mean);
    }
    const shuffled = pooled.summary();
    return {
      ordered: summarize(ordered),
      shuffled,
      shuffledSe: results.length > 1 ? summarize(shuffledMeans).se : shuffled.se,
      paired: summarize(paired),
    };
  };
  return {
    k,
    recursions: stats('recursions'),
    backtracks: stats('backtracks'),
    stoppedOrdered: results.reduce((s, r) => s + r.stoppedOrdered, 0),
    stoppedShuffled: results.reduce((s, r) => s + r.stoppedShuffled, 0),
  };
}
