/**
 * The experiment's tables: Markdown for people, CSV for tools.
 *
 * Owns: {@link markdownReport}, {@link csvTable}, {@link comparisonOf} (the one rule that says
 * whether shuffled needed fewer). Does not own: the statistics (aggregate.ts) or charts.
 *
 * Every number is printed by a fixed rule (Markdown: rounded for reading; CSV: JavaScript's
 * shortest round-trip form), so equal results give equal bytes.
 */
import { COUNTERS, type Counter, type CounterStats, type GuessesResult, type TestResult } from './aggregate.js';
import type { Summary } from './tally.js';

/** How far apart ordered and shuffled are, in standard errors, and what that says. */
export interface Comparison {
  /** ordered − shuffled mean (test 2: mean over bases of the per-base difference). */
  readonly difference: number;
  readonly se: number;
  /** difference / se (±Infinity when se is 0 and the difference is not). */
  readonly z: number;
  readonly verdict: 'shuffled fewer' | 'ordered fewer' | 'no clear difference';
}

/** |z| at or above this counts as a clear difference (two-sided p ≈ 0.003). */
export const Z_CLEAR = 3;

/** Compares ordered and shuffled for one counter at one k. */
export function comparisonOf(s: CounterStats): Comparison {
  const paired = s.paired.n > 1;
  const difference = s.paired.mean;
  const se = paired ? s.paired.se : s.shuffledSe;
  const z = se > 0 ? difference / se : difference === 0 ? 0 : difference * Infinity;
  const verdict = z >= Z_CLEAR ? 'shuffled fewer' : z <= -Z_CLEAR ? 'ordered fewer' : 'no clear difference';
  return { difference, se, z, verdict };
}

// Made on first use: an Intl formatter costs milliseconds to build, and the CLI bundle loads this module for every command.
let plainFormat: Intl.NumberFormat | undefined;
let wholeFormat: Intl.NumberFormat | undefined;
const plain = { format: (x: number) => (plainFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })).format(x) };
const whole = { format: (x: number) => (wholeFormat ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })).format(x) };
const num = (x: number) => (Number.isInteger(x) ? whole.format(x) : plain.format(x));
const meanSe = (s: Summary, se: number) => (s.n === 1 ? num(s.mean) : `${num(s.mean)} ± ${num(se)}`);
const spread = (s: Summary) => (s.n === 1 ? '–' : `${num(s.median)} [${num(s.q1)}, ${num(s.q3)}]`);
const zText = (z: number) => (Number.isFinite(z) ? z.toFixed(1) : z > 0 ? '+∞' : '−∞');

function counterTable(test: TestResult, counter: Counter): string[] {
  const label = counter === 'backtracks' ? 'Backtracks' : 'Recursions';
  const out = [
    `| k | ordered: mean${test.id === 2 ? ' ± SE' : ''} | ordered: median [Q1, Q3] | shuffled: mean ± SE | shuffled: median [Q1, Q3] | ordered − shuffled | z | verdict |`,
    '|--:|--:|--:|--:|--:|--:|--:|---|',
  ];
  for (const row of test.rows) {
    const s = row[counter];
    const c = comparisonOf(s);
    out.push(
      `| ${row.k} | ${meanSe(s.ordered, s.ordered.se)} | ${spread(s.ordered)} | ${meanSe(s.shuffled, s.shuffledSe)} | ${spread(s.shuffled)} | ${num(c.difference)} ± ${num(c.se)} | ${zText(c.z)} | ${c.verdict} |`,
    );
  }
  return [`#### ${label}`, '', ...out, ''];
}

/** The full Markdown report: parameters, then per test a backtracks and a recursions table. */
export function markdownReport(result: GuessesResult): string {
  const p = result.parameters;
  const lines = [
    '## Ordered vs shuffled guesses: results',
    '',
    `Parameters: prefill k = ${p.prefill.join(', ')}; ${whole.format(p.runs)} shuffled runs per board and k; ` +
      `${p.bases} random base solutions in test 2; seed ${p.seed}; cell order ${p.cellOrder}; ` +
      `recursion budget ${whole.format(p.maxRecursions)} per run.`,
    '',
    'Counters (src/classic/): a recursion is one call of the recursive step; a backtrack is one placed digit taken back. ' +
      'SE = standard error of the mean; test 2 shuffled SE is across base solutions; "ordered − shuffled" in test 2 is the ' +
      `mean over bases of each base's difference. Verdict: |z| ≥ ${Z_CLEAR}.`,
    '',
  ];
  for (const test of result.tests) {
    lines.push(`### ${test.title}`, '');
    if (test.id === 1) lines.push(`Base solution: \`${test.bases[0]}\``, '');
    const stopped = test.rows.reduce((s, r) => s + r.stoppedOrdered + r.stoppedShuffled, 0);
    if (stopped > 0) lines.push(`**${stopped} runs reached the recursion budget**; their counts are lower bounds.`, '');
    for (const counter of ['backtracks', 'recursions'] as const) lines.push(...counterTable(test, counter));
  }
  return lines.join('\n');
}

const CSV_COLUMNS = ['test', 'k', 'order', 'counter', 'n', 'mean', 'se', 'sd', 'min', 'p05', 'q1', 'median', 'q3', 'p95', 'max', 'stopped'] as const;

/**
 * One CSV row per test × k × order × counter, `order` being `ordered`, `shuffled`, or
 * `ordered-minus-shuffled` (test 2: per base). `se` of shuffled rows is the SE used in
 * comparisons (test 2: across bases).
 */
export function csvTable(result: GuessesResult): string {
  const lines: string[] = [CSV_COLUMNS.join(',')];
  for (const test of result.tests) {
    for (const row of test.rows) {
      for (const counter of COUNTERS) {
        const s = row[counter];
        const emit = (order: string, x: Summary, se: number, stopped: number | '') =>
          lines.push([test.id, row.k, order, counter, x.n, x.mean, se, x.sd, x.min, x.p05, x.q1, x.median, x.q3, x.p95, x.max, stopped].join(','));
        emit('ordered', s.ordered, s.ordered.se, row.stoppedOrdered);
        emit('shuffled', s.shuffled, s.shuffledSe, row.stoppedShuffled);
        emit('ordered-minus-shuffled', s.paired, comparisonOf(s).se, '');
      }
    }
  }
  return lines.join('\n') + '\n';
}
