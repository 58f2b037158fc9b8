/**
 * Tests of the CLI's output formats and run controls: `--csv` (src/cli/write/csv.ts, unit and end to
 * end), `--only`, `--summary FILE`, `--strict` and the exit statuses (0, 1, 2, 3). The end-to-end
 * cases run the built dist/cli.js (`node scripts/build.mjs` first).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from '../../src/cli/options/args';
import { CSV_COLUMNS, csvField, csvHeader, csvLine, csvRow } from '../../src/cli/write/csv';
import type { LineVerdict } from '../../src/cli/jobs/verdicts';
import { MULTIPLE, NONE, UNIQUE, UNIQUE_SOLUTION, cliPath, outputLines, runCli, tempFiles } from './run-cli';

const temp = tempFiles('sudoku-formats-');
const file = (name: string, content: string): string => temp.file(name, content);

/**
 * Parses RFC 4180 text (quoted fields may hold commas, quotes and newlines) into rows: a
 * reader written apart from csv.ts, so the two check each other.
 */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i++;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
    i++;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** A line whose error message holds a comma ("line 5, column 81") and a quote (the bad char). */
const QUOTE_LINE = UNIQUE.slice(0, 80) + '"';

/** Lines 1-6: unique, comment (skipped), multiple, none, the quote line, unique again. */
const INPUT = [UNIQUE, '# a comment', MULTIPLE, NONE, QUOTE_LINE, UNIQUE].join('\n') + '\n';
const EXPECTED: [string, string][] = [
  ['1', 'unique'],
  ['3', 'multiple'],
  ['4', 'none'],
  ['5', 'invalid'],
  ['6', 'unique'],
];

describe('csv.ts', () => {
  it('quotes fields with a comma, a quote, CR or LF, and doubles the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(undefined)).toBe('');
    expect(csvField(12)).toBe('12');
    expect(csvField(false)).toBe('false');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvRow([1, 'x,y', undefined, '"'])).toBe('1,"x,y",,""""');
  });

  it('headers name the columns of each command', () => {
    expect(csvHeader('validate')).toBe('line,status,error_code,error_message');
    expect(csvHeader('solve')).toBe('line,status,solution,error_code,error_message');
    expect(csvHeader('count')).toBe('line,status,count,exact,error_code,error_message');
    expect(csvHeader('rate')).toBe('line,status,level,score,hardest,steps,guesses,error_code,error_message');
    expect(csvHeader('dedupe')).toBe('line,status,duplicate_of,canonical,error_code,error_message');
  });

  it('every row has as many fields as its header', () => {
    const invalid: LineVerdict = {
      line: 7,
      status: 'invalid',
      count: 0,
      guesses: 0,
      error: { code: 'BAD_CHAR', message: `line 7, column 3: unexpected character '"'` },
    };
    for (const command of Object.keys(CSV_COLUMNS) as (keyof typeof CSV_COLUMNS)[]) {
      const [row] = parseCsv(csvLine(invalid, command, 2) + '\n');
      expect(row).toHaveLength(CSV_COLUMNS[command].length);
      expect(row.slice(-2)).toEqual(['BAD_CHAR', `line 7, column 3: unexpected character '"'`]);
    }
  });
});

describe('--csv end to end', () => {
  it('validate: a header, then N rows for N puzzle lines, in order, quoted where needed', async () => {
    const r = await runCli(['validate', '--csv', file('in.txt', INPUT)]);
    expect(r.code).toBe(0);
    const rows = parseCsv(r.stdout);
    expect(rows[0]).toEqual(['line', 'status', 'error_code', 'error_message']);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual(EXPECTED);
    for (const row of rows) expect(row).toHaveLength(4);
    const bad = rows[4];
    expect(bad[2]).toBe('BAD_CHAR');
    expect(bad[3]).toMatch(/^line 5, column 81: unexpected character '"'/);
    // the raw text: the message quoted, its quote doubled
    expect(r.stdout).toContain(`,BAD_CHAR,"line 5, column 81: unexpected character '""'`);
    expect(rows[1].slice(2)).toEqual(['', '']);
  });

  it('--format csv is the same as --csv', async () => {
    const path = file('in.txt', INPUT);
    const a = await runCli(['validate', '--csv', path]);
    const b = await runCli(['validate', '--format', 'csv', path]);
    expect(b.stdout).toBe(a.stdout);
  });

  it('solve: the solution column only for unique puzzles', async () => {
    const rows = parseCsv((await runCli(['solve', '--csv', file('in.txt', INPUT)])).stdout);
    expect(rows[0]).toEqual(['line', 'status', 'solution', 'error_code', 'error_message']);
    expect(rows.slice(1).map((row) => row[2])).toEqual([UNIQUE_SOLUTION, '', '', '', UNIQUE_SOLUTION]);
  });

  it('count: count and exact (empty for invalid lines)', async () => {
    const rows = parseCsv((await runCli(['count', '--limit', '3', '--csv', file('in.txt', INPUT)])).stdout);
    expect(rows[0]).toEqual(['line', 'status', 'count', 'exact', 'error_code', 'error_message']);
    expect(rows.slice(1).map((row) => row.slice(1, 4))).toEqual([
      ['unique', '1', 'true'],
      ['multiple', '3', 'false'],
      ['none', '0', 'true'],
      ['invalid', '', ''],
      ['unique', '1', 'true'],
    ]);
  });

  it('rate: level, score, hardest, steps and guesses for unique puzzles', async () => {
    const rows = parseCsv((await runCli(['rate', '--csv', file('in.txt', INPUT)], { timeoutMs: 30_000 })).stdout);
    expect(rows[0]).toEqual(CSV_COLUMNS.rate);
    expect(rows).toHaveLength(1 + EXPECTED.length);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual(EXPECTED);
    const [, , level, score, hardest, steps, guesses] = rows[1];
    expect(level).toMatch(/^(Easy|Medium|Hard|Unfair|Extreme)$/);
    expect(Number(score)).toBeGreaterThan(0);
    expect(hardest).not.toBe('');
    expect(Number(steps)).toBeGreaterThan(0);
    expect(guesses).toMatch(/^\d+$/);
    expect(rows[2].slice(2, 7)).toEqual(['', '', '', '', '']); // multiple: nothing rated
  }, 30_000);

  it('dedupe: first / duplicate with the line it repeats, and the canonical form', async () => {
    const rows = parseCsv((await runCli(['dedupe', '--csv', file('in.txt', INPUT)])).stdout);
    expect(rows[0]).toEqual(['line', 'status', 'duplicate_of', 'canonical', 'error_code', 'error_message']);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['1', 'first', ''],
      ['3', 'first', ''],
      ['4', 'first', ''],
      ['5', 'invalid', ''],
      ['6', 'duplicate', '1'],
    ]);
    expect(rows[5][3]).toBe(rows[1][3]);
    expect(rows[1][3]).toMatch(/^[.1-9]{81}$/);
  });

  it('an input with no puzzle lines gives the header alone', async () => {
    const r = await runCli(['validate', '--csv'], { input: '# nothing\n\n' });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('line,status,error_code,error_message\n');
  });
});

describe('--only', () => {
  it('prints only the classes asked for; the summary counts every line', async () => {
    const r = await runCli(['validate', '--only', 'invalid,multiple', file('in.txt', INPUT)]);
    expect(r.code).toBe(0);
    expect(outputLines(r.stdout).map((l) => l.split('\t').slice(0, 2))).toEqual([
      ['3', 'multiple'],
      ['5', 'invalid'],
    ]);
    expect(r.stderr).toMatch(/validate: 5 puzzles \(2 unique, 1 multiple, 1 none, 1 invalid\)/);
  });

  it('works with --csv (the header stays) and with dedupe classes', async () => {
    const path = file('in.txt', INPUT);
    const csv = parseCsv((await runCli(['solve', '--csv', '--only=unique', path])).stdout);
    expect(csv.map((row) => row.slice(0, 2))).toEqual([['line', 'status'], ['1', 'unique'], ['6', 'unique']]);
    const dup = await runCli(['dedupe', '--only', 'duplicate', path]);
    expect(outputLines(dup.stdout)).toEqual(['6\tduplicate\t1']);
    expect(dup.stderr).toMatch(/dedupe: 5 puzzles \(3 first, 1 duplicate, 1 invalid\)/);
  });
});

describe('--summary FILE', () => {
  it('writes the counts, lines skipped, time and rate as JSON', async () => {
    const out = join(temp.dir, 'summary.json');
    const r = await runCli(['validate', '--only', 'none', '--summary', out, file('in.txt', INPUT)]);
    expect(r.code).toBe(0);
    const s = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
    expect(s).toMatchObject({
      command: 'validate',
      puzzles: 5,
      counts: { unique: 2, multiple: 1, none: 1, invalid: 1, unknown: 0 },
      skipped: 1,
      complete: true,
    });
    expect(typeof s.elapsedSeconds).toBe('number');
    expect(s.elapsedSeconds as number).toBeGreaterThan(0);
    expect(s.puzzlesPerSecond as number).toBeGreaterThan(0);
  });

  it('dedupe counts first, duplicate and invalid', async () => {
    const out = join(temp.dir, 'dedupe-summary.json');
    await runCli(['dedupe', '--summary', out, file('in.txt', INPUT)]);
    const s = JSON.parse(readFileSync(out, 'utf8')) as { counts: unknown };
    expect(s.counts).toEqual({ first: 3, duplicate: 1, invalid: 1, failed: 0 });
  });

  it('a summary file that cannot be written is an I/O error (exit 3), said before any puzzle is solved', async () => {
    const out = join(temp.dir, 'no-such-dir', 'summary.json');
    const r = await runCli(['validate', '--summary', out, file('in.txt', INPUT)]);
    expect(r.code).toBe(3);
    // in the words of a file that cannot be read (`cannot read 'x': no such file or directory (ENOENT)`)
    expect(r.stderr).toBe(`sudoku-wasm: cannot write summary file '${out}': no such file or directory (ENOENT)\n`);
    expect(r.stdout).toBe('');
    expect(existsSync(out)).toBe(false);
    const dir = await runCli(['solve', '--summary', temp.dir, file('in.txt', INPUT)]);
    expect(dir).toMatchObject({ code: 3, stdout: '' });
    expect(dir.stderr).toBe(`sudoku-wasm: cannot write summary file '${temp.dir}': is a directory (EISDIR)\n`);
  });
});

describe('exit statuses', () => {
  it('--strict: 1 with an invalid line, 0 without', async () => {
    const bad = await runCli(['validate', '--strict', file('in.txt', INPUT)]);
    expect(bad.code).toBe(1);
    expect(outputLines(bad.stdout)).toHaveLength(EXPECTED.length); // every line still answered
    const good = await runCli(['validate', '--strict', file('good.txt', [UNIQUE, MULTIPLE, NONE].join('\n'))]);
    expect(good.code).toBe(0);
    expect((await runCli(['validate', file('in.txt', INPUT)])).code).toBe(0); // no --strict
  });

  it('3 for a missing input file, with no output', async () => {
    const r = await runCli(['validate', '--csv', join(temp.dir, 'missing.txt')]);
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/cannot read '.*missing\.txt': no such file or directory/);
  });

  it.runIf(existsSync('/dev/full'))('3 when the output cannot be written (stdout is /dev/full)', async () => {
    const out = openSync('/dev/full', 'w');
    try {
      const child = spawn(process.execPath, [cliPath, 'validate', file('in.txt', INPUT)], { stdio: ['ignore', out, 'pipe'] });
      let stderr = '';
      child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code).toBe(3);
      expect(stderr).toMatch(/cannot write standard output: .*ENOSPC/);
    } finally {
      closeSync(out);
    }
  });

  it.each([
    [['validate', '--csv', '--json'], /--json conflicts with --csv/],
    [['validate', '--csv', '--format', 'json'], /--csv conflicts with --format json/],
    [['solve', '--csv', '--format', 'colors'], /--csv conflicts with --format colors/],
    [['explain', '--csv'], /csv output is not offered by explain/],
    [['hint', '--format', 'csv'], /csv output is not offered by hint/],
    [['graph', '--csv'], /--csv does not apply to graph/],
    [['validate', '--only', 'first'], /--only: unknown class 'first' for validate/],
    [['dedupe', '--only', 'unique'], /--only: unknown class 'unique' for dedupe/],
    [['validate', '--only', ','], /--only expects a comma-separated list/],
    [['validate', '--summary'], /--summary needs a value/],
    [['validate', '--strict=yes'], /--strict takes no value/],
  ])('%j is a usage error (exit 2)', async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });
});

describe('parseArgs: the new options', () => {
  it('sets csv, only, summary and strict only when given', () => {
    expect(parseArgs(['validate'])).not.toHaveProperty('csv');
    expect(parseArgs(['count', '--csv', '--only', 'unique, none', '--summary', 's.json', '--strict'])).toMatchObject({
      csv: true,
      json: false,
      only: ['unique', 'none'],
      summary: 's.json',
      strict: true,
    });
    expect(() => parseArgs(['rate', '--only', 'first'])).toThrow(UsageError);
  });
});
