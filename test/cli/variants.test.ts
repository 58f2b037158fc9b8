/**
 * The CLI on files that mix variant lines (f-puzzles JSON, the model's JSON, links) with classic
 * ones: validate, solve and count answer every line in order, `--json` verdicts carry the
 * solution, a line that cannot be read is `invalid` with its error, and `--threads` gives the
 * same output. With `../shared`, the 37 published examples give their published solutions.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toFpuzzles, toFpuzzlesLink } from '../../src/index';
import { describeShared } from '../support/shared';
import { requireBuiltCli, runCli, samplePath } from './run-cli';

requireBuiltCli();

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SOLUTION = '417369825632158947958724316825437169791586432346912758289643571573291684164875293';
const killer = { size: 9 as const, givens: PUZZLE, constraints: [{ type: 'killer' as const, cells: [0, 1, 2], sum: 12 }] };
const killerNone = { size: 9 as const, givens: PUZZLE, constraints: [{ type: 'killer' as const, cells: [0, 1, 2], sum: 13 }] };
const antiKnight = { size: 9 as const, givens: '.'.repeat(81), constraints: [{ type: 'antiKnight' as const }] };

const LINES = [
  PUZZLE,
  JSON.stringify(toFpuzzles(killer)),
  JSON.stringify(killerNone),
  toFpuzzlesLink(antiKnight),
  '{"size": 9, "grid": [}',
  'https://f-puzzles.com/?load=%%%',
  PUZZLE,
];

function writeInput(lines: readonly string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'sudoku-variants-')), 'mixed.txt');
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

describe('CLI on variant lines mixed with classic ones', () => {
  const file = writeInput(LINES);

  it('validate --json: one verdict per line, in order, solutions included, errors named', async () => {
    const r = await runCli(['validate', '--json', file]);
    expect(r.code).toBe(0);
    const verdicts = r.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(verdicts.map((v) => [v.line, v.status])).toEqual([
      [1, 'unique'],
      [2, 'unique'],
      [3, 'none'],
      [4, 'multiple'],
      [5, 'invalid'],
      [6, 'invalid'],
      [7, 'unique'],
    ]);
    expect(verdicts[1].solution).toBe(SOLUTION);
    expect(verdicts[4].error).toMatchObject({ code: 'BAD_JSON', line: 5 });
    expect(verdicts[5].error.line).toBe(6);
  });

  it('solve and count answer the same lines; --threads 2 gives the same output', async () => {
    const solved = await runCli(['solve', file]);
    expect(solved.stdout.split('\n')[1]).toBe(`2\tunique\t${SOLUTION}`);
    for (const command of ['validate', 'solve', 'count']) {
      const one = await runCli([command, '--threads', '1', file]);
      const two = await runCli([command, '--threads', '2', file]);
      expect(two.stdout).toBe(one.stdout);
      expect(one.stdout.trim().split('\n')).toHaveLength(LINES.length);
    }
  });

  it('--threads 2 on a long input: variant lines in the jobs of every thread are answered in order', async () => {
    // thousands of classic lines with the mixed ones among them, so that worker threads start and
    // answer some of the jobs holding variant lines (each thread loads the variant layer on its
    // first one: src/cli/lazy-parts.ts)
    const classic = readFileSync(samplePath, 'utf8').trim().split('\n');
    const block = [...classic, ...classic, ...classic, ...LINES];
    const long = writeInput(Array.from({ length: 100 }, () => block).flat());
    const one = await runCli(['validate', '--json', '--threads', '1', long], { timeoutMs: 60_000 });
    const two = await runCli(['validate', '--json', '--threads', '2', long], { timeoutMs: 60_000 });
    expect(one.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const status = new Map(one.stdout.trim().split('\n').map((line) => JSON.parse(line)).map((v) => [v.line, v.status]));
    for (let b = 0; b < 100; b++) {
      const first = b * block.length + 3 * classic.length + 1; // line number of the block's first mixed line
      const got = LINES.map((_, k) => status.get(first + k));
      expect(got, `block ${b}`).toEqual(['unique', 'unique', 'none', 'multiple', 'invalid', 'invalid', 'unique']);
    }
  }, 70_000);
});

describe('CLI options that solve classic puzzles only', () => {
  it('--engine dlx: variant lines are invalid (UNSUPPORTED), classic lines are answered, with or without threads', async () => {
    const file = writeInput([PUZZLE, JSON.stringify(killer), PUZZLE]);
    for (const threads of ['1', '2']) {
      const r = await runCli(['validate', '--engine', 'dlx', '--threads', threads, file]);
      expect(r.code).toBe(0);
      expect(r.stdout.trim().split('\n')).toEqual([
        '1\tunique',
        "2\tinvalid\tUNSUPPORTED: line 2: engine 'dlx' solves classic puzzles only; variant puzzles take engine 'auto'",
        '3\tunique',
      ]);
    }
  });
});

describe("a variant puzzle in FILE's place", () => {
  /** The boxes as jigsaw regions: a jigsaw line whose answers are the classic puzzle's. */
  const BOX_LABELS = Array.from({ length: 81 }, (_, i) => String(Math.floor(i / 27) * 3 + Math.floor((i % 9) / 3) + 1)).join('');

  it.each([
    ['an f-puzzles link', toFpuzzlesLink(killer)],
    ['an f-puzzles link without its scheme', toFpuzzlesLink(killer).replace(/^https:\/\//, '')],
    ['a Markdown link', `[Killer](${toFpuzzlesLink(killer)})`],
    ['f-puzzles JSON', JSON.stringify(toFpuzzles(killer))],
    ["the model's JSON", JSON.stringify(killer)],
    ['a jigsaw line (162 characters)', PUZZLE + BOX_LABELS],
  ])('%s is read as the puzzle, not as a file name', async (_, argument) => {
    const r = await runCli(['solve', argument]);
    expect(r.stderr).not.toMatch(/cannot read/);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`1\tunique\t${SOLUTION}\n`);
  });

  it('an unreadable link is an invalid verdict, not a file error', async () => {
    const r = await runCli(['validate', 'https://f-puzzles.com/?load=%%%']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^1\tinvalid\t/);
  });
});

describe('CLI on long variant lines', () => {
  it('reads a line of JSON past 16 KiB whole (a killer with 400 cosmetic texts); past 4 MiB it is LINE_TOO_LONG', async () => {
    const notes = Array.from({ length: 400 }, (_, i) => ({ cells: ['R1C1'], value: `note ${i}`, fontC: '#000000', size: 0.5 }));
    const big = JSON.stringify({ ...toFpuzzles(killer), text: notes });
    expect(big.length).toBeGreaterThan(20_000);
    const huge = `{"title": "${'a'.repeat(4 * 1024 * 1024)}"}`;
    const r = await runCli(['validate', '--json', writeInput([big, huge, PUZZLE])]);
    expect(r.code).toBe(0);
    const verdicts = r.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(verdicts.map((v) => [v.line, v.status, v.error?.code])).toEqual([
      [1, 'unique', undefined],
      [2, 'invalid', 'LINE_TOO_LONG'],
      [3, 'unique', undefined],
    ]);
    expect(verdicts[1].error.message).toBe(`line 2: expected JSON or a link of at most 4,194,304 bytes on one line, got a line of ${huge.length.toLocaleString('en-US')} bytes`);
  });
});

describeShared('CLI on the published variant examples', (shared) => {
  it('each of the 37 examples gives its published solution', async () => {
    const lines = readFileSync(join(shared, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').trim().split('\n');
    // a node budget keeps a slow search from running the suite out of time: a puzzle over it is
    // 'unknown' and fails below, by name
    const r = await runCli(['solve', '--json', '--threads', '2', '--max-nodes', '2000000', writeInput(lines)], { timeoutMs: 120_000 });
    expect(r.code).toBe(0);
    const verdicts = r.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(verdicts).toHaveLength(lines.length);
    verdicts.forEach((verdict, i) => {
      const { solution, title } = JSON.parse(lines[i]) as { solution: number[]; title?: string };
      expect(verdict, `line ${i + 1} (${title})`).toMatchObject({ status: 'unique', solution: solution.join('') });
    });
  }, 130_000);
});
