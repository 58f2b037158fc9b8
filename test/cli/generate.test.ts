/**
 * `sudoku-wasm generate`: one puzzle per line, the same output for 1 and 2 threads and for the
 * library, JSON fields, the pattern file, and the exit statuses (usage 2, budget 1, I/O 3).
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { countSolutions } from '../../src/api/single';
import { generateSync } from '../../src/generate/generate';
import { rate } from '../../src/logic/rate';
import { interruptCli, requireBuiltCli, runCli, runWithBrokenStdout } from './run-cli';

beforeAll(requireBuiltCli);

describe('sudoku-wasm generate', () => {
  it('writes --count puzzles, one per line; the same for 1 and 2 threads and for generateSync', async () => {
    const args = ['generate', '--seed', '12', '--count', '40', '--level', 'medium', '--solution', '--rate'];
    const one = await runCli([...args, '--threads', '1']);
    const two = await runCli([...args, '--threads', '2']);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const lines = one.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(40);
    const library = generateSync({ seed: 12, count: 40, level: 'Medium' });
    lines.forEach((line, i) => {
      const [puzzle, solution, level, score] = line.split('\t');
      expect(puzzle).toBe(library[i].puzzle);
      expect(solution).toBe(library[i].solution);
      expect(level).toBe('Medium');
      expect(Number(score)).toBe(library[i].score);
      expect(countSolutions(puzzle, 2)).toBe(1);
    });
    expect(one.stderr).toMatch(/^generate: 40 puzzles, [\d.]+ s, [\d.,]+ puzzles\/s, seed 12\n$/);
    expect(two.stderr).toMatch(/^generate: 40 puzzles, [\d.]+ s, [\d.,]+ puzzles\/s, seed 12, 2 threads\n$/);
  }, 60_000);

  it('--json: index, puzzle, solution, clues, seed, level, score, hardest (and the step with --technique)', async () => {
    const result = await runCli(['generate', '--seed', '3', '--count', '2', '--json', '--technique', 'x-wing', '--threads', '2']);
    expect(result.code).toBe(0);
    const records = result.stdout.trimEnd().split('\n').map((line) => JSON.parse(line));
    expect(records.map((r) => r.index)).toEqual([0, 1]);
    for (const r of records) {
      expect(Object.keys(r)).toEqual(['index', 'puzzle', 'solution', 'clues', 'seed', 'attempts', 'level', 'score', 'hardest', 'step']);
      expect(rate(r.puzzle).level).toBe(r.level);
      expect(r.step.technique).toBe('x-wing');
      expect(r.step.text).toMatch(/^X-Wing/);
      expect(r.step.before).toMatch(/^(\d|\[\d+\])+$/); // one line: digits, [candidates]
    }
  }, 30_000);

  it('--json above 25×25 is not a usage error: the records leave out the rating the human-style solver cannot make', async () => {
    const large = await runCli(['generate', '--size', '36', '--json', '--seed', '1', '--timeout', '0']);
    expect(large.code).toBe(0);
    const record = JSON.parse(large.stdout);
    expect(Object.keys(record)).toEqual(['index', 'puzzle', 'solution', 'clues', 'seed', 'attempts']);
    expect(record.puzzle).toHaveLength(36 * 36);
    const rated = await runCli(['generate', '--size', '36', '--rate', '--seed', '1']);
    expect(rated.code).toBe(2);
    expect(rated.stderr).toMatch(/human-style solver, which goes up to 25×25; got 36×36/);
  }, 60_000);

  it('--size 4 --symmetry rotate180 --minimal, and a --pattern file', async () => {
    const small = await runCli(['generate', '--size', '4', '--symmetry', 'rotate180', '--minimal', '--count', '5', '--seed', '1']);
    expect(small.code).toBe(0);
    for (const line of small.stdout.trimEnd().split('\n')) {
      expect(line).toHaveLength(16);
      expect([...line].map((ch) => ch !== '.')).toEqual([...line].reverse().map((ch) => ch !== '.'));
    }
    const [model] = generateSync({ seed: 5 });
    const dir = mkdtempSync(join(tmpdir(), 'sudoku-generate-'));
    const file = join(dir, 'pattern.txt');
    writeFileSync(file, model.puzzle.replace(/[1-9]/g, 'x') + '\n');
    const fitted = await runCli(['generate', '--pattern', file, '--seed', '2', '--count', '2']);
    expect(fitted.code).toBe(0);
    for (const line of fitted.stdout.trimEnd().split('\n')) {
      expect([...line].map((ch) => ch === '.')).toEqual([...model.puzzle].map((ch) => ch === '.'));
      expect(countSolutions(line, 2)).toBe(1);
    }
    // '-' reads the pattern from standard input, as FILE does for the commands that read puzzles
    const piped = await runCli(['generate', '--pattern', '-', '--seed', '2', '--count', '2'], { input: model.puzzle.replace(/[1-9]/g, 'x') + '\n' });
    expect([piped.code, piped.stdout]).toEqual([0, fitted.stdout]);
  }, 30_000);

  it('--timeout-per-puzzle, as validate and solve name their time budget, is --timeout', async () => {
    const named = await runCli(['generate', '--seed', '5', '--count', '2', '--timeout-per-puzzle', '60000']);
    const short = await runCli(['generate', '--seed', '5', '--count', '2', '--timeout', '60000']);
    expect([named.code, named.stdout]).toEqual([0, short.stdout]);
    expect((await runCli(['generate', '--help'])).stdout).toMatch(/--timeout MS\s+\(or --timeout-per-puzzle MS\)/);
  });

  it('exit statuses: 2 for usage, 1 when a budget runs out (puzzles before it written), 3 for an unreadable pattern', async () => {
    for (const args of [['--level', 'legendary'], ['--symmetry', 'spiral'], ['--count', 'x'], ['--size', '10'], ['--technique', 'telepathy'], ['puzzles.txt'], ['--clues'], ['--solution=no'], ['--minimal=false']]) {
      const result = await runCli(['generate', ...args]);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/^sudoku-wasm: .+\nTry 'sudoku-wasm generate --help'/);
    }
    // a value the library refuses is said with the option's flag, once, and the text given as the other commands show it
    const clues = await runCli(['generate', '--clues', '100']);
    expect(clues.stderr.split('\n')[0]).toBe("sudoku-wasm: --clues: expected an integer from 1 to 81, got '100'");
    const level = await runCli(['generate', '--level', 'legendary']);
    expect(level.stderr.split('\n')[0]).toMatch(/^sudoku-wasm: --level: expected 'Easy', .*, got 'legendary'$/);
    const flag = await runCli(['generate', '--seed', '1', '--quiet=1']);
    expect(flag.stderr).toMatch(/^sudoku-wasm: --quiet takes no value\n/);
    const range = await runCli(['generate', '--min-score', '500', '--max-score', '100']);
    expect([range.code, range.stderr.split('\n')[0]]).toEqual([2, 'sudoku-wasm: --min-score 500 is above --max-score 100']);
    const all = generateSync({ seed: 3, count: 10, level: 'Hard' });
    const k = all.findIndex((p, i) => i > 0 && all.slice(0, i).every((q) => q.attempts < p.attempts));
    const cap = Math.max(...all.slice(0, k).map((p) => p.attempts));
    const budget = await runCli(['generate', '--seed', '3', '--count', '10', '--level', 'hard', '--max-attempts', String(cap), '--threads', '2']);
    expect(budget.code).toBe(1);
    expect(budget.stdout.trimEnd().split('\n')).toEqual(all.slice(0, k).map((p) => p.puzzle));
    expect(budget.stderr).toContain(`attempt budget exhausted) after ${cap} attempt`);
    const missing = await runCli(['generate', '--pattern', '/nonexistent/pattern.txt']);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toBe("sudoku-wasm: cannot read pattern file '/nonexistent/pattern.txt': no such file or directory (ENOENT)\n");
  }, 60_000);

  it.skipIf(!existsSync('/dev/full')).each(['1', '2'])('--threads %s, stdout on a full disk: exit 3 with one line', async (threads) => {
    const r = await runWithBrokenStdout(['generate', '--count', '3', '--seed', '1', '--threads', threads], 'full');
    expect(r.stderr).toBe('sudoku-wasm: cannot write standard output: no space left on device (ENOSPC)\n');
    expect(r.code).toBe(3);
  }, 30_000);

  it('without --seed, the seed is drawn and printed so the run can be repeated', async () => {
    const first = await runCli(['generate', '--count', '3']);
    const seed = /seed (\d+)/.exec(first.stderr)![1];
    const again = await runCli(['generate', '--count', '3', '--seed', seed]);
    expect(again.stdout).toBe(first.stdout);
  }, 30_000);

  it.each(['1', '2'])('Ctrl-C with --threads %s: exit 130, whole lines, the first puzzles of the run', async (threads) => {
    const { code, stdout, stderr: err } = await interruptCli(['generate', '--seed', '9', '--count', '1000000', '--threads', threads], 300);
    expect(code).toBe(130);
    expect(stdout.endsWith('\n')).toBe(true);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThan(1_000_000);
    expect(lines.slice(0, 5)).toEqual(generateSync({ seed: 9, count: Math.min(5, lines.length) }).map((p) => p.puzzle));
    expect(err).toMatch(new RegExp(`generate: ${lines.length} puzzles?, .*\\(interrupted\\)`));
  }, 30_000);

  it('SIGTERM stops it as Ctrl-C does: exit 143, whole lines, the summary says interrupted', async () => {
    const { code, stdout, stderr: err } = await interruptCli(['generate', '--seed', '9', '--count', '1000000', '--threads', '2'], 300, 'first output', { signal: 'SIGTERM' });
    expect(code).toBe(143);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.slice(0, 5)).toEqual(generateSync({ seed: 9, count: Math.min(5, lines.length) }).map((p) => p.puzzle));
    expect(err).toMatch(new RegExp(`generate: ${lines.length} puzzles?, .*\\(interrupted\\)`));
  }, 30_000);

  it('Ctrl-C during one long puzzle (49×49, one attempt takes seconds): exit 130 at once, nothing written', async () => {
    const started = performance.now();
    const { code, stdout, stderr: err } = await interruptCli(['generate', '--size', '49', '--seed', '2', '--timeout', '0', '--threads', '2'], 2000, 'start');
    expect(code).toBe(130);
    expect(stdout).toBe('');
    expect(err).toMatch(/generate: 0 puzzles, .*\(interrupted\)/);
    expect(performance.now() - started).toBeLessThan(8000);
  }, 60_000);

  it('--help', async () => {
    const help = await runCli(['generate', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: sudoku-wasm generate \[options\]/);
    for (const flag of ['--size', '--level', '--technique', '--symmetry', '--minimal', '--clues', '--pattern', '--seed', '--count', '--threads', '--json']) expect(help.stdout).toContain(flag);
  });
});
