/**
 * The plain (tab-separated) output of `validate`, `solve` and `count` written straight from a
 * job's {@link VerdictTable} into UTF-8 bytes: no verdict object, no string per line for the
 * plain rows (a line number's digits and a status's bytes, prepared once), and the job's tally
 * counted on the way.
 *
 * Owns: nothing of the format itself. The plain rows are written exactly as format.ts
 * `plainLine` writes them (test/cli/format-table.test.ts compares the two on every kind of
 * row); every other row (invalid lines, budgets, other sizes) is handed to the caller's
 * formatter, which is `plainLine` itself. Does not own: which rows `--only` keeps beyond
 * asking `keep`, or writing (output.ts).
 *
 *   validate  LINE \t STATUS
 *   solve     LINE \t unique \t SOLUTION   or   LINE \t STATUS
 *   count     LINE \t STATUS \t COUNT[+]   (+ at the limit)
 */
import { OTHER, PLAIN_STATUSES, WITH_SOLUTION, type NumberedVerdict, type VerdictTable } from '../../stream/verdict-table.js';
import type { Tally } from './summary.js';

/** The commands whose plain rows this writes. */
export type TableCommand = 'validate' | 'solve' | 'count';

export interface TableFormat {
  readonly command: TableCommand;
  /** The solution limit (`count` writes `N+` at it). */
  readonly limit: number;
  /** True for a status `--only` keeps (all when absent). */
  readonly keep?: (status: string) => boolean;
  /**
   * The output line (no newline) of a row kept in `others`, counted in `tally` by the caller;
   * undefined when `--only` drops it.
   */
  readonly other: (v: NumberedVerdict) => string | undefined;
}

const encoder = new TextEncoder();
/** `\t` + status, as bytes, by status index. */
const STATUS_BYTES = PLAIN_STATUSES.map((s) => encoder.encode(`\t${s}`));
/** Bytes a plain row takes at most besides its solution: a line number, a status, a count and the ends. */
const ROW_BYTES = 48;

/**
 * The output bytes of `table`'s rows, in order; adds every row to `tally` (the caller's
 * `other` adds the others). A row `keep` drops is counted but not written.
 */
export function formatTable(table: VerdictTable, format: TableFormat, tally: Tally): Uint8Array {
  const { n, lines, kinds, counts, guesses, solutionAt, solutions, others } = table;
  const { command, limit } = format;
  const keep = PLAIN_STATUSES.map((s) => format.keep?.(s) ?? true);
  // the other rows first (few), so the buffer is sized once
  const otherText = new Map<number, string>();
  let otherBytes = 0;
  for (let k = 0; k < others.length; k += 2) {
    const text = format.other(others[k + 1] as NumberedVerdict);
    if (text === undefined) continue;
    otherText.set(others[k] as number, text);
    otherBytes += text.length * 3 + 1;
  }
  // not zero-filled: only the bytes written are returned (the CLI runs on Node only)
  const out: Uint8Array = Buffer.allocUnsafeSlow(n * (ROW_BYTES + (command === 'solve' ? 82 : 0)) + otherBytes);
  const byStatus = [0, 0, 0, 0];
  let guessSum = 0;
  let at = 0;
  // the line number's digits, right-aligned in digits[first…19], kept from one row to the
  // next: rows are mostly consecutive lines, and adding one to the digits is cheaper than
  // dividing by ten for each digit again
  const digits = new Uint8Array(20);
  let first = 20;
  let previous = -2;
  for (let i = 0; i < n; i++) {
    const kind = kinds[i];
    if (kind === OTHER) {
      const text = otherText.get(i);
      if (text !== undefined) {
        at += encoder.encodeInto(text, out.subarray(at)).written;
        out[at++] = 0x0a;
      }
      continue;
    }
    const status = kind & 7;
    byStatus[status]++;
    guessSum += guesses[i];
    if (!keep[status]) continue;
    const line = lines[i];
    if (line === previous + 1) {
      let k = 19;
      while (k >= first && digits[k] === 0x39) digits[k--] = 0x30; // 9s carry
      if (k < first) digits[(first = k)] = 0x31; // one digit more
      else digits[k]++;
    } else {
      first = 20 - writeNumber(digits, 0, line);
      digits.copyWithin(first, 0, 20 - first);
    }
    previous = line;
    for (let k = first; k < 20; k++) out[at++] = digits[k];
    const bytes = STATUS_BYTES[status];
    for (let b = 0; b < bytes.length; b++) out[at++] = bytes[b];
    if (command === 'solve' && status === 0 && kind & WITH_SOLUTION) {
      out[at++] = 0x09;
      out.set(solutions.subarray(solutionAt[i] * 81, solutionAt[i] * 81 + 81), at);
      at += 81;
    } else if (command === 'count') {
      out[at++] = 0x09;
      at = writeNumber(out, at, counts[i]);
      if (counts[i] >= limit) out[at++] = 0x2b; // +
    }
    out[at++] = 0x0a;
  }
  tally.puzzles += n - others.length / 2;
  tally.guesses += guessSum;
  for (let s = 0; s < byStatus.length; s++) tally.byStatus[PLAIN_STATUSES[s]] += byStatus[s];
  return out.subarray(0, at);
}

/** Writes the decimal digits of the whole number `value` ≥ 0 at `at`; returns the index after them. */
function writeNumber(out: Uint8Array, at: number, value: number): number {
  if (value < 10) {
    out[at] = 48 + value;
    return at + 1;
  }
  let digits = 1;
  for (let v = value; v >= 10; v = Math.floor(v / 10)) digits++;
  for (let k = at + digits - 1, v = value; k >= at; k--, v = Math.floor(v / 10)) out[k] = 48 + (v % 10);
  return at + digits;
}
