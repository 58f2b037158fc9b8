/** Unit tests of the CLI's output lines (src/cli/write/format.ts) and summary (src/cli/write/summary.ts). */
import { describe, expect, it } from 'vitest';
import { formatterFor } from '../../src/cli/write/format';
import { formatSummary, Tally } from '../../src/cli/write/summary';
import type { LineVerdict } from '../../src/cli/jobs/verdicts';

const SOLUTION = '468931527751624839392578461134756298289413675675289314846192753513867942927345186';
const unique: LineVerdict = { line: 3, status: 'unique', count: 1, solution: SOLUTION, guesses: 12 };
const multiple: LineVerdict = { line: 4, status: 'multiple', count: 5, solution: SOLUTION, guesses: 3 };
const none: LineVerdict = { line: 5, status: 'none', count: 0, guesses: 7 };
const invalid: LineVerdict = {
  line: 6,
  status: 'invalid',
  count: 0,
  guesses: 0,
  error: { code: 'BAD_CHAR', message: "line 6, column 2: unexpected\tcharacter 'x'", line: 6, column: 2, char: 'x' },
};

describe('plain lines', () => {
  it('validate: line and status; errors as CODE: message on one line', () => {
    const f = formatterFor({ command: 'validate', json: false, limit: 2 });
    expect([unique, multiple, none, invalid].map(f)).toEqual([
      '3\tunique',
      '4\tmultiple',
      '5\tnone',
      "6\tinvalid\tBAD_CHAR: line 6, column 2: unexpected character 'x'",
    ]);
  });

  it('solve: the solution only when unique', () => {
    const f = formatterFor({ command: 'solve', json: false, limit: 2 });
    expect([unique, multiple, none].map(f)).toEqual([`3\tunique\t${SOLUTION}`, '4\tmultiple', '5\tnone']);
  });

  it('count: N, or N+ at the limit', () => {
    const f = formatterFor({ command: 'count', json: false, limit: 5 });
    expect([unique, multiple, none].map(f)).toEqual(['3\tunique\t1', '4\tmultiple\t5+', '5\tnone\t0']);
  });
});

describe('JSON lines', () => {
  it('validate/solve: no count; solution only when unique; error as given', () => {
    const f = formatterFor({ command: 'solve', json: true, limit: 2 });
    expect(JSON.parse(f(unique))).toEqual({ line: 3, status: 'unique', solution: SOLUTION, guesses: 12 });
    expect(JSON.parse(f(multiple))).toEqual({ line: 4, status: 'multiple', guesses: 3 });
    expect(JSON.parse(f(invalid))).toEqual({ line: 6, status: 'invalid', guesses: 0, error: invalid.error });
  });

  it('count: count and exact', () => {
    const f = formatterFor({ command: 'count', json: true, limit: 5 });
    expect(JSON.parse(f(multiple))).toEqual({ line: 4, status: 'multiple', count: 5, exact: false, guesses: 3 });
    expect(JSON.parse(f(none))).toEqual({ line: 5, status: 'none', count: 0, exact: true, guesses: 7 });
  });

  it('count: an invalid or failed line has no count and no exact (as its CSV row and plain line)', () => {
    const f = formatterFor({ command: 'count', json: true, limit: 5 });
    expect(JSON.parse(f(invalid))).toEqual({ line: 6, status: 'invalid', guesses: 0, error: invalid.error });
    const failed: LineVerdict = { line: 7, status: 'failed', count: 0, guesses: 0, error: { code: 'FAILED', message: 'line 7: the worker died twice' } };
    expect(JSON.parse(f(failed))).toEqual({ line: 7, status: 'failed', guesses: 0, error: failed.error });
  });
});

describe('summary', () => {
  it('counts per status, lines skipped, time and rate', () => {
    const tally = new Tally();
    tally.add([unique, multiple, none, invalid, unique]);
    expect(tally.byStatus).toEqual({ unique: 2, multiple: 1, none: 1, invalid: 1, unknown: 0, failed: 0 });
    expect(formatSummary({ command: 'validate', tally, skipped: 1, elapsedMs: 2000, backend: 'wasm' })).toBe(
      'validate: 5 puzzles (2 unique, 1 multiple, 1 none, 1 invalid), 1 line skipped, 2.000 s, 2.5 puzzles/s, backend wasm',
    );
  });
});
