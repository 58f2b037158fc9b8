/**
 * Run statistics and the end-of-run summary line (written to standard error).
 *
 * Owns: counting verdicts per status and rendering the summary. Does not own: timing sources
 * or where the line goes (run.ts / main.ts). A progress display can read the same {@link Tally}.
 */
import type { LineVerdict, Status } from './verdicts';

export const STATUSES: readonly Status[] = ['unique', 'multiple', 'none', 'invalid', 'unknown'];

export class Tally {
  puzzles = 0;
  guesses = 0;
  readonly byStatus: Record<Status, number> = { unique: 0, multiple: 0, none: 0, invalid: 0, unknown: 0 };
  /** dedupe: lines first of their class, and lines repeating an earlier one. */
  firsts = 0;
  duplicates = 0;

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
}

/**
 * E.g. `validate: 34 puzzles (25 unique, 4 multiple, 1 none, 4 invalid), 6 lines skipped,
 * 0.125 s, 272 puzzles/s, backend wasm`; for dedupe `dedupe: 34 puzzles (20 first,
 * 10 duplicate, 4 invalid), …` with no backend (it solves nothing).
 */
export function formatSummary({ command, tally, skipped, elapsedMs, backend }: SummaryInput): string {
  const seconds = elapsedMs / 1000;
  const rate = seconds > 0 ? tally.puzzles / seconds : 0;
  const dedupe = command === 'dedupe';
  const shown = STATUSES.filter((s) => s !== 'unknown' || tally.byStatus[s] > 0);
  const parts = dedupe
    ? `${tally.firsts} first, ${tally.duplicates} duplicate, ${tally.byStatus.invalid} invalid`
    : shown.map((s) => `${tally.byStatus[s]} ${s}`).join(', ');
  return (
    `${command}: ${tally.puzzles} ${tally.puzzles === 1 ? 'puzzle' : 'puzzles'} (${parts}), ` +
    `${skipped} ${skipped === 1 ? 'line' : 'lines'} skipped, ${seconds.toFixed(3)} s, ` +
    `${formatRate(rate)} puzzles/s` +
    (dedupe ? '' : `, backend ${backend}`)
  );
}

function formatRate(rate: number): string {
  if (rate >= 100) return Math.round(rate).toLocaleString('en-US');
  return rate.toFixed(1);
}
