/**
 * Run statistics and the end-of-run summary line (written to standard error).
 *
 * Owns: counting verdicts per status and rendering the summary, as a line for people and as the
 * JSON object `--summary FILE` writes. Does not own: timing sources
 * or where the line goes (run.ts / main.ts). A progress display can read the same {@link Tally}.
 */
import type { LineStatus, LineVerdict } from '../jobs/verdicts.js';
import { groupThousands } from './thousands.js';

export const STATUSES: readonly LineStatus[] = ['unique', 'multiple', 'none', 'invalid', 'unknown', 'failed'];
/** Statuses the summary line names only when some line has them. */
const RARE: ReadonlySet<LineStatus> = new Set(['unknown', 'failed']);

/** The counts of a {@link Tally} as plain data (what a worker thread sends back). */
export interface TallyCounts {
  readonly puzzles: number;
  readonly guesses: number;
  readonly byStatus: Readonly<Record<LineStatus, number>>;
  readonly firsts: number;
  readonly duplicates: number;
}

export class Tally implements TallyCounts {
  puzzles = 0;
  guesses = 0;
  readonly byStatus: Record<LineStatus, number> = { unique: 0, multiple: 0, none: 0, invalid: 0, unknown: 0, failed: 0 };
  /** dedupe: lines first of their class, and lines repeating an earlier one. */
  firsts = 0;
  duplicates = 0;

  /** Adds the counts of another tally (e.g. one job's, from a worker thread). */
  merge(other: TallyCounts): void {
    this.puzzles += other.puzzles;
    this.guesses += other.guesses;
    for (const s of STATUSES) this.byStatus[s] += other.byStatus[s];
    this.firsts += other.firsts;
    this.duplicates += other.duplicates;
  }

  add(verdicts: readonly LineVerdict[]): void {
    for (const v of verdicts) {
      this.puzzles++;
      this.byStatus[v.status]++;
      this.guesses += v.guesses;
      if (v.dedupe) {
        if (v.dedupe.status === 'first') this.firsts++;
        else this.duplicates++;
      }
    }
  }
}

export interface SummaryInput {
  readonly command: string;
  readonly tally: Tally;
  /** Blank and comment lines skipped. */
  readonly skipped: number;
  readonly elapsedMs: number;
  /** Backend label, e.g. `wasm`. */
  readonly backend: string;
  /** Threads the run used (default 1). */
  readonly threads?: number;
}

/**
 * E.g. `validate: 34 puzzles (25 unique, 4 multiple, 1 none, 4 invalid), 6 lines skipped,
 * 0.125 s, 272 puzzles/s, backend wasm`; for dedupe `dedupe: 34 puzzles (20 first,
 * 10 duplicate, 4 invalid), …` and for convert `convert: 34 puzzles (30 converted, 4 invalid),
 * …`, with no backend (they solve nothing).
 */
export function formatSummary({ command, tally, skipped, elapsedMs, backend, threads = 1 }: SummaryInput): string {
  const seconds = elapsedMs / 1000;
  const rate = seconds > 0 ? tally.puzzles / seconds : 0;
  const dedupe = command === 'dedupe';
  const convert = command === 'convert';
  const shown = STATUSES.filter((s) => !RARE.has(s) || tally.byStatus[s] > 0);
  const failed = tally.byStatus.failed > 0 ? `, ${tally.byStatus.failed} failed` : '';
  const parts = dedupe
    ? `${tally.firsts} first, ${tally.duplicates} duplicate, ${tally.byStatus.invalid} invalid${failed}`
    : convert
      ? `${convertedCount(tally)} converted, ${tally.byStatus.invalid} invalid${failed}`
      : shown.map((s) => `${tally.byStatus[s]} ${s}`).join(', ');
  return (
    `${command}: ${tally.puzzles} ${tally.puzzles === 1 ? 'puzzle' : 'puzzles'} (${parts}), ` +
    `${skipped} ${skipped === 1 ? 'line' : 'lines'} skipped, ${seconds.toFixed(3)} s, ` +
    `${formatRate(rate)} puzzles/s` +
    (dedupe || convert ? '' : `, backend ${backend}`) +
    (threads > 1 ? `, ${threads} threads` : '')
  );
}

/** convert's lines that converted: every puzzle line but the invalid and failed ones. */
function convertedCount(tally: TallyCounts): number {
  return tally.puzzles - tally.byStatus.invalid - tally.byStatus.failed;
}

/** A rate as the summaries write it: whole with separators from 100, else one decimal. */
export function formatRate(rate: number): string {
  if (rate >= 100) return groupThousands(rate);
  return rate.toFixed(1);
}

/** What `--summary FILE` holds (see {@link summaryReport}). */
export interface SummaryReport {
  readonly command: string;
  /** Puzzle lines that got a verdict (skipped lines not included). */
  readonly puzzles: number;
  /** Lines per status as printed: unique, multiple, none, invalid, unknown, failed; for dedupe first, duplicate, invalid, failed; for convert converted, invalid, failed. */
  readonly counts: Readonly<Record<string, number>>;
  /** Blank and comment lines skipped. */
  readonly skipped: number;
  readonly elapsedSeconds: number;
  readonly puzzlesPerSecond: number;
  /** Threads the run used. */
  readonly threads: number;
  /** False when the run ended early: the reader closed the pipe, or it was interrupted (Ctrl-C). */
  readonly complete: boolean;
}

/**
 * The run's counts as the JSON object `--summary FILE` writes, e.g. `{"command":"validate",
 * "puzzles":34,"counts":{"unique":25,"multiple":4,"none":1,"invalid":4,"unknown":0},
 * "skipped":6,"elapsedSeconds":0.125,"puzzlesPerSecond":272,"complete":true}`.
 */
export function summaryReport({ command, tally, skipped, elapsedMs, threads = 1 }: SummaryInput, complete = true): SummaryReport {
  const seconds = elapsedMs / 1000;
  const counts: Record<string, number> =
    command === 'dedupe'
      ? { first: tally.firsts, duplicate: tally.duplicates, invalid: tally.byStatus.invalid, failed: tally.byStatus.failed }
      : command === 'convert'
        ? { converted: convertedCount(tally), invalid: tally.byStatus.invalid, failed: tally.byStatus.failed }
        : { ...tally.byStatus };
  return {
    command,
    puzzles: tally.puzzles,
    counts,
    skipped,
    elapsedSeconds: Number(seconds.toFixed(6)),
    puzzlesPerSecond: seconds > 0 ? Number((tally.puzzles / seconds).toFixed(1)) : 0,
    threads,
    complete,
  };
}
