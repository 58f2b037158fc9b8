/**
 * The ordered-vs-shuffled guesses experiment (Schottlender, IEEE LISAT 2014; revisited in
 * IJARCCE 11(7), 2022): how many recursions and backtracks plain backtracking needs when it
 * tries digits in order 1–9 or in a shuffled order, on boards that keep the first k cells of a
 * base solution. The write-up with our figures is docs/guesses-experiment.md.
 *
 * Owns: the room's public surface. Layout: options.ts (parameters), plan.ts (boards, units,
 * seeds), unit.ts (one unit of work), worker.ts (thread entry), run.ts (scheduling),
 * tally.ts (exact statistics), aggregate.ts (per test and k), tables.ts, charts.ts, files.ts.
 */
export { runGuessesExperiment, type RunHooks } from './run.js';
export { GUESSES_RANGES, resolveParameters, parsePrefillList, STUDY_PREFILL, STUDY_RUNS, STUDY_BASES, DEFAULT_SEED } from './options.js';
export type { GuessesOptions, GuessesParameters } from './options.js';
export type { GuessesResult, TestResult, PrefillRow, CounterStats, Counter } from './aggregate.js';
export { markdownReport, csvTable, comparisonOf } from './tables.js';
export { meanChart, distributionChart } from './charts.js';
export { writeGuessesFiles } from './files.js';
