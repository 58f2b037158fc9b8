/**
 * `sudoku-wasm experiment guesses` end to end (built dist/cli.js and its worker bundle): the
 * output's shape, the files it writes, byte-identical output for 1 and 2 threads, usage errors.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireBuiltCli, runCli } from './run-cli';

const SMALL = ['experiment', 'guesses', '--k', '0,20-40/20', '--runs', '60', '--bases', '4', '--seed', '99'];

describe('experiment guesses', () => {
  let dir: string;
  beforeAll(() => {
    requireBuiltCli();
    dir = mkdtempSync(join(tmpdir(), 'sudoku-wasm-experiment-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints a Markdown report and writes the same files for 1 and 2 threads, byte for byte', async () => {
    const one = await runCli([...SMALL, '--threads', '1', '--out', join(dir, 'one')], { timeoutMs: 60_000 });
    const two = await runCli([...SMALL, '--threads', '2', '--out', join(dir, 'two')], { timeoutMs: 60_000 });
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    expect(one.stdout).toContain('### Test 1: base = the ascending solution of the empty board');
    expect(one.stdout).toContain('### Test 2: 4 random base solutions');
    expect(one.stdout.match(/^\| (0|20|40) \|/gm)).toHaveLength(12); // 3 k × 2 counters × 2 tests
    expect(one.stderr).toMatch(/experiment done in/);
    const files = readdirSync(join(dir, 'one')).sort();
    expect(files).toEqual([
      'guesses.csv',
      'guesses.md',
      'test1-backtracks-distribution.svg',
      'test1-backtracks-mean.svg',
      'test1-recursions-distribution.svg',
      'test1-recursions-mean.svg',
      'test2-backtracks-distribution.svg',
      'test2-backtracks-mean.svg',
      'test2-recursions-distribution.svg',
      'test2-recursions-mean.svg',
    ]);
    for (const f of files) expect(readFileSync(join(dir, 'two', f))).toEqual(readFileSync(join(dir, 'one', f)));
    const csv = readFileSync(join(dir, 'one', 'guesses.csv'), 'utf8').trimEnd().split('\n');
    expect(csv).toHaveLength(1 + 2 * 3 * 2 * 3);
    expect(csv[1]).toMatch(/^1,0,ordered,recursions,1,/);
    const svg = readFileSync(join(dir, 'one', 'test2-backtracks-mean.svg'), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path d="M');
  });

  it('--json prints the statistics', async () => {
    const r = await runCli([...SMALL, '--bases', '0', '--json', '--threads', '1'], { timeoutMs: 60_000 });
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.parameters).toMatchObject({ runs: 60, bases: 0, seed: 99, prefill: [0, 20, 40] });
    expect(json.tests).toHaveLength(1);
    expect(json.tests[0].rows[1].backtracks.shuffled.n).toBe(60);
  });

  it('an --out folder that cannot be written is exit 3 with one line, after the report', async () => {
    writeFileSync(join(dir, 'a-file'), '');
    const out = join(dir, 'a-file', 'charts'); // under a file: no folder can be made there
    const r = await runCli([...SMALL, '--bases', '0', '--runs', '2', '--threads', '1', '--out', out], { timeoutMs: 60_000 });
    expect(r.code).toBe(3);
    expect(r.stdout).toMatch(/^## Ordered vs shuffled guesses/);
    expect(r.stderr).toBe(`sudoku-wasm: cannot write --out '${out}': a component of the path is not a directory (ENOTDIR)\n`);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('usage errors exit 2 and say what is wrong', async () => {
    for (const [args, message] of [
      [['experiment'], /which experiment/],
      [['experiment', 'bogus'], /unknown experiment 'bogus'/],
      [['experiment', 'guesses', '--k', '90'], /prefill value from 0 to 81, got 90/],
      [['experiment', 'guesses', '--runs', 'x'], /--runs expects a whole number/],
      [['experiment', 'guesses', '--runs', '0'], /: --runs expects a whole number from 1 to 100000000, got '0'\n/],
      [['experiment', 'guesses', '--threads', '0'], /: --threads expects a whole number from 1 to 256, got '0'\n/],
      [['experiment', 'guesses', '--max-recursions', '0'], /: --max-recursions expects a whole number from 1 to 9007199254740991, got '0'\n/],
      [['experiment', 'guesses', '--bases', '2000000'], /: --bases expects a whole number from 0 to 1000000, got '2000000'\n/],
      [['experiment', 'guesses', '--k', '5,90'], /: --k: expected every prefill value from 0 to 81, got 90\n/],
      [['experiment', 'guesses', '--out', '--quiet'], /: --out needs a value, got the option '--quiet'/],
      [['experiment', 'guesses', '--cell-order', 'spiral'], /reading or mrv/],
      [['experiment', 'guesses', '--nope'], /unknown option '--nope'/],
      [['experiment', 'guesses', '--json=no'], /--json takes no value/],
      [['--json', 'experiment', 'guesses'], /'experiment' must be the first argument/],
    ] as const) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
    }
    const help = await runCli(['experiment', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: sudoku-wasm experiment guesses/);
  });
});
