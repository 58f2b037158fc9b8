/**
 * `sudoku-wasm candidates`: each puzzle line's true candidates, one answer per line in input
 * order: where a puzzle's solutions differ (a solved grid with a rectangle of two digits
 * emptied has two solutions, differing in exactly those four cells), the solution of a unique
 * one, `none`, and `invalid` lines as validate words them; classic and variant lines mixed;
 * `--json`; the node and time budgets (`unknown`); `--only`, `--strict`, `--summary`, `--grid`,
 * `--threads` and Ctrl-C as for the other commands.
 */
import { describe, expect, it } from 'vitest';
import { toFpuzzles } from '../../src/index';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { interruptCli, NONE, outputLines, requireBuiltCli, runCli, SOLVED, UNIQUE, UNIQUE_SOLUTION } from './run-cli';

requireBuiltCli();

/** SOLVED with r1c1, r1c8, r2c1, r2c8 (2 6 / 6 2) emptied: two solutions. */
const TWO = '.391874.5.753941.8814562937123879546456213879798456312367945281541728693982631754';
const TWO_DIFFERING = 'r1c1 26, r1c8 26, r2c1 26, r2c8 26';
/** The other solution of TWO: SOLVED with the 2s and 6s of the rectangle swapped. */
const OTHER = '639187425275394168814562937123879546456213879798456312367945281541728693982631754';
/** Several solutions, 47 cells where they differ: 9 guesses tell it has several, 97 give its true candidates. */
const MANY = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';
const BAD = UNIQUE.slice(0, 80) + 'x';

/** TWO as a variant: a killer cage over two givens keeps both solutions; one over r1c1-r1c2 summing 5 keeps SOLVED's. */
const twoKiller = { size: 9 as const, givens: TWO, constraints: [{ type: 'killer' as const, cells: [2, 3], sum: 10 }] };
const oneKiller = { size: 9 as const, givens: TWO, constraints: [{ type: 'killer' as const, cells: [0, 1], sum: 5 }] };

const LINES = [TWO, UNIQUE, BAD, JSON.stringify(twoKiller), JSON.stringify(toFpuzzles(oneKiller)), NONE];

describe('sudoku-wasm candidates', () => {
  it('answers each line in order: where the solutions differ, the solution of a unique puzzle, none, invalid', async () => {
    const r = await runCli(['candidates', '-'], { input: LINES.join('\n') + '\n' });
    expect(r.code, r.stderr).toBe(0);
    const lines = outputLines(r.stdout);
    expect(lines).toHaveLength(LINES.length);
    expect(lines[0]).toBe(`1\tmultiple\t${TWO_DIFFERING}`);
    expect(lines[1]).toBe(`2\tunique\t${UNIQUE_SOLUTION}`);
    expect(lines[2]).toMatch(/^3\tinvalid\tBAD_CHAR: line 3/);
    expect(lines[3]).toBe(`4\tmultiple\t${TWO_DIFFERING}`);
    expect(lines[4]).toBe(`5\tunique\t${SOLVED}`);
    expect(lines[5]).toBe('6\tnone');
    expect(r.stderr).toMatch(/^candidates: 6 puzzles \(2 unique, 2 multiple, 1 none, 1 invalid\)/m);
  });

  it('--json: status, size, candidates per cell, differing cells, searches, guesses; invalid lines with their error', async () => {
    const r = await runCli(['candidates', '--json', '-'], { input: LINES.join('\n') + '\n' });
    expect(r.code, r.stderr).toBe(0);
    const out = outputLines(r.stdout).map((line) => JSON.parse(line));
    expect(out.map((o) => [o.line, o.status])).toEqual([[1, 'multiple'], [2, 'unique'], [3, 'invalid'], [4, 'multiple'], [5, 'unique'], [6, 'none']]);
    for (const i of [0, 3]) {
      expect(out[i]).toMatchObject({ size: 9, differing: [0, 7, 9, 16] });
      expect(out[i].candidates).toEqual(Array.from(SOLVED, (d, cell) => (d === OTHER[cell] ? [+d] : [2, 6])));
      expect(out[i].searches).toBeGreaterThan(1);
      expect(out[i].guesses).toEqual(expect.any(Number));
      expect(out[i]).not.toHaveProperty('stopped');
    }
    expect(out[1]).toMatchObject({ size: 9, differing: [], searches: 1 });
    expect(out[1].candidates.map((digits: number[]) => digits.join('')).join('')).toBe(UNIQUE_SOLUTION);
    expect(out[2]).toMatchObject({ line: 3, status: 'invalid', error: { code: 'BAD_CHAR', line: 3 } });
    expect(out[2]).not.toHaveProperty('candidates');
    expect(out[4].candidates.flat().join('')).toBe(SOLVED);
    expect(out[5]).toMatchObject({ differing: [], searches: 1 });
    expect(out[5].candidates).toEqual(Array.from({ length: 81 }, () => []));
  });

  it('--max-nodes bounds all the searches of a line: unknown, with the digits found so far', async () => {
    const whole = await runCli(['candidates', '--json', MANY]);
    const all = JSON.parse(whole.stdout);
    expect(all).toMatchObject({ status: 'multiple', searches: 19 }); // the first tells multiple; then 18 more
    expect(all.differing).toHaveLength(47);
    const r = await runCli(['candidates', '--json', '--max-nodes', '20', MANY]);
    expect(r.code, r.stderr).toBe(0);
    const part = JSON.parse(r.stdout);
    expect(part).toMatchObject({ line: 1, status: 'unknown', stopped: 'nodes', error: { code: 'NODE_BUDGET' } });
    expect(part.searches).toBeLessThan(all.searches);
    // each digit found so far is in some solution
    part.candidates.forEach((digits: number[], cell: number) => {
      for (const d of digits) expect(all.candidates[cell]).toContain(d);
    });
    const text = await runCli(['candidates', '--max-nodes', '20', MANY]);
    expect(text.stdout).toMatch(/^1\tunknown\tNODE_BUDGET: line 1: stopped after 20 nodes \(--max-nodes; --max-nodes 0 for none\)\n$/);
  });

  it('--timeout-per-puzzle: a line whose searches outlast it is unknown (TIME_BUDGET), the next answered', async () => {
    // an empty 25×25 board: hundreds of searches of 625 cells, far beyond 100 ms
    const r = await runCli(['candidates', '--max-nodes', '0', '--timeout-per-puzzle', '100', '-'], { input: `${'.'.repeat(625)}\n${TWO}\n` });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(`1\tunknown\tTIME_BUDGET: line 1: stopped after 100 ms (--timeout-per-puzzle)\n2\tmultiple\t${TWO_DIFFERING}\n`);
  });

  it('--only, --strict, --summary, --grid and --threads 2 as the other commands', async () => {
    const summary = join(mkdtempSync(join(tmpdir(), 'sudoku-candidates-')), 'run.json');
    const only = await runCli(['candidates', '--only', 'multiple,invalid', '--strict', '--summary', summary, '-'], { input: LINES.join('\n') + '\n' });
    expect(only.code).toBe(1); // --strict: line 3 is invalid
    expect(outputLines(only.stdout).map((line) => line.split('\t')[0])).toEqual(['1', '3', '4']);
    expect(JSON.parse(readFileSync(summary, 'utf8'))).toMatchObject({
      command: 'candidates',
      puzzles: 6,
      counts: { unique: 2, multiple: 2, none: 1, invalid: 1, unknown: 0, failed: 0 },
      complete: true,
    });
    const grid = TWO.match(/.{9}/g)!.join('\n');
    const grids = await runCli(['candidates', '--grid', '-'], { input: `${grid}\n\n${grid}\n` });
    expect(grids.stdout).toBe(`1\tmultiple\t${TWO_DIFFERING}\n11\tmultiple\t${TWO_DIFFERING}\n`);
    // about 50 lines a job: several jobs, some on the worker thread
    const many = Array.from({ length: 300 }, (_, i) => LINES[i % LINES.length]).join('\n') + '\n';
    const one = await runCli(['candidates', '--threads', '1', '-'], { input: many, timeoutMs: 60_000 });
    const two = await runCli(['candidates', '--threads', '2', '-'], { input: many, timeoutMs: 60_000 });
    expect(outputLines(one.stdout)).toHaveLength(300);
    expect(two.stdout).toBe(one.stdout);
  }, 70_000);

  it('Ctrl-C stops it between lines: exit 130, the lines written whole, the summary says interrupted', async () => {
    // empty 9×9 boards: about 200 searches, some milliseconds each, half a minute in all
    const path = join(mkdtempSync(join(tmpdir(), 'sudoku-candidates-')), 'slow.txt');
    writeFileSync(path, `${'.'.repeat(81)}\n`.repeat(3000));
    // after its first job's lines (about 50 lines a job), so that Ctrl-C finds the run under way
    const { code, stdout, stderr } = await interruptCli(['candidates', '--threads', '1', path], 200);
    expect(code).toBe(130);
    expect(stdout.endsWith('\n')).toBe(true);
    expect(outputLines(stdout).length).toBeLessThan(3000);
    expect(stderr).toMatch(/^candidates: \d+ puzzles? .*\(interrupted\)$/m);
  }, 60_000);

  it('refuses what it does not offer: --csv, --limit', async () => {
    expect((await runCli(['candidates', '--csv', TWO])).stderr).toContain('csv output is not offered by candidates (it offers text, json)');
    expect((await runCli(['candidates', '--limit', '5', TWO])).stderr).toContain('--limit applies to count only, not to candidates');
  });
});
