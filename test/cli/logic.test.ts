/**
 * The logic commands of the built CLI: `rate`, `explain`, `hint`. One result per puzzle line,
 * in order, on the same pipeline as validate (bad lines answered invalid with the error;
 * puzzles without exactly one solution answered none / multiple, with no step).
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatBoard } from '../../src/text/index';
import { generateGrid } from '../../src/generate/grids';
import { MULTIPLE, NONE, UNIQUE, UNIQUE_SOLUTION, outputLines, puzzleLineNumbers, requireBuiltCli, runCli, samplePath } from './run-cli';

/** Singles only. */
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const INPUT = ['# header', EASY, 'not a puzzle', '', MULTIPLE, NONE, UNIQUE].join('\n') + '\n';

beforeAll(requireBuiltCli);

describe('rate', () => {
  it('writes LINE, LEVEL, SCORE, HARDEST for each unique puzzle, validate lines for the rest', async () => {
    const r = await runCli(['rate', '-'], { input: INPUT });
    expect(r.code, r.stderr).toBe(0);
    const lines = outputLines(r.stdout).map((l) => l.split('\t'));
    expect(lines.map((f) => Number(f[0]))).toEqual([2, 3, 5, 6, 7]);
    expect(lines[0]).toEqual(['2', 'Easy', expect.stringMatching(/^\d+$/), expect.stringMatching(/Single|Full House/)]);
    expect(lines[1][1]).toBe('invalid');
    expect(lines[1][2]).toMatch(/^BAD_CHAR: line 3, column 1: /);
    expect(lines[2]).toEqual(['5', 'multiple']);
    expect(lines[3]).toEqual(['6', 'none']);
    expect(['Easy', 'Medium', 'Hard', 'Unfair', 'Extreme']).toContain(lines[4][1]);
    expect(r.stderr).toMatch(/^rate: 5 puzzles/);
  });

  it('--json: line, level, score, hardest, steps, guesses', async () => {
    const r = await runCli(['rate', '--json', '-'], { input: INPUT });
    const out = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(out[0]).toMatchObject({ line: 2, status: 'unique', level: 'Easy', guesses: 0 });
    expect(typeof out[0].score).toBe('number');
    expect(out[1]).toMatchObject({ line: 3, status: 'invalid', error: { code: 'BAD_CHAR', line: 3, column: 1 } });
  });

  it('answers every puzzle line of the sample, in order', async () => {
    const r = await runCli(['rate', samplePath], { timeoutMs: 60_000 });
    expect(r.code, r.stderr).toBe(0);
    const numbers = outputLines(r.stdout).map((l) => Number(l.split('\t')[0]));
    expect(numbers).toEqual(puzzleLineNumbers(readFileSync(samplePath, 'utf8')));
  }, 60_000);
});

describe('explain', () => {
  it('writes the log as sentences, and the final grid', async () => {
    const r = await runCli(['explain', '--notation', '-'], { input: EASY + '\n' });
    expect(r.code, r.stderr).toBe(0);
    const lines = outputLines(r.stdout);
    const empties = EASY.split('').filter((c) => c === '.').length;
    expect(lines[0]).toBe(`# line 1: solved in ${empties} steps`);
    expect(lines[1]).toMatch(/^1\. [A-Z].*\.\t(Full House|Naked Single|Hidden Single): r\dc\d=\d$/);
    expect(lines[lines.length - 1]).toMatch(/^grid: [1-9]{81}$/);
  });

  it('--json: one object per step, then one with the status and the final grid', async () => {
    const r = await runCli(['explain', '--json', '-'], { input: `${UNIQUE}\n${MULTIPLE}\n` });
    const out = outputLines(r.stdout).map((l) => JSON.parse(l));
    const last = out.findIndex((o) => o.grid !== undefined);
    out.slice(0, last).forEach((o, i) => {
      expect(o).toMatchObject({ line: 1, step: i + 1 });
      expect(typeof o.text).toBe('string');
      expect(o.placements.length + o.eliminations.length).toBeGreaterThan(0);
    });
    expect(['solved', 'stuck']).toContain(out[last].status);
    if (out[last].status === 'solved') expect(out[last].grid).toBe(UNIQUE_SOLUTION);
    expect(out[last + 1]).toMatchObject({ line: 2, status: 'multiple' });
    expect(out).toHaveLength(last + 2);
  });

  it('--guess finishes with marked guesses when logic is stuck', async () => {
    const r = await runCli(['explain', '--guess', '--techniques', 'naked-single,hidden-single', '-'], { input: UNIQUE + '\n' });
    const lines = outputLines(r.stdout);
    expect(lines[0]).toMatch(/^# line 1: guessed in \d+ steps$/);
    expect(lines.some((l) => /^\d+\. No technique applies here: guess/.test(l))).toBe(true);
    expect(lines[lines.length - 1]).toBe(`grid: ${UNIQUE_SOLUTION}`);
  });
});

describe('hint', () => {
  it('names the next step, or with --vague the technique and where to look', async () => {
    const concrete = await runCli(['hint', '-'], { input: EASY + '\n' });
    expect(outputLines(concrete.stdout)[0]).toMatch(/^1\t(Full House|Naked Single|Hidden Single)\t[A-Z].*\.$/);
    const vague = await runCli(['hint', '--vague', '-'], { input: EASY + '\n' });
    expect(outputLines(vague.stdout)[0]).toMatch(/^1\t(Full House|Naked Single|Hidden Single)\tLook for a .* in (row|column|box) \d\.$/);
  });
});

describe('--timeout-per-puzzle', () => {
  /** Needs nested forcing nets: a fraction of a second to rate or explain. */
  const HARDEST = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

  it.each([
    ['rate', /^2\tEasy\t/],
    ['rate --scale se', /^2\t\d+\.\d\t/],
    ['explain', /^# line 2: solved in \d+ steps$/],
  ])('%s: a puzzle whose logic runs past it is unknown, TIME_BUDGET; the next gets its answer', async (command, next) => {
    const r = await runCli([...command.split(' '), '--timeout-per-puzzle', '40', '-'], { input: `${HARDEST}\n${EASY}\n` });
    expect(r.code, r.stderr).toBe(0);
    const lines = outputLines(r.stdout);
    expect(lines[0]).toBe('1\tunknown\tTIME_BUDGET: line 1: stopped after 40 ms (--timeout-per-puzzle)');
    expect(lines[1]).toMatch(next);
    expect(r.stderr).toMatch(/ 1 unknown\)/);
  });

  it('hint: a step search that runs past it is unknown, TIME_BUDGET; the next gets its hint', async () => {
    // the nested forcing nets alone: about 140 ms on the hardest puzzle, the first of the run
    // (30 ms once warm), under 1 ms on the easy one after it (Intel Xeon VM): 25 ms leaves room
    // both ways on a machine several times faster or busier (5 ms let the easy one run past it
    // on a loaded 2-core VM)
    const r = await runCli(['hint', '--techniques', 'forcing-net-nested', '--timeout-per-puzzle', '25', '-'], { input: `${HARDEST}\n${EASY}\n` });
    expect(r.code, r.stderr).toBe(0);
    const lines = outputLines(r.stdout);
    expect(lines[0]).toBe('1\tunknown\tTIME_BUDGET: line 1: stopped after 25 ms (--timeout-per-puzzle)');
    expect(lines[1]).toMatch(/^2\tNested Forcing Net\t/);
  });
});

// hint and explain answer variant lines: logic-variants.test.ts; rate: below
describe('rate on variant lines', () => {
  // its solution starts 4 1 7: the cage's sum is right
  const givens = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
  const killer = JSON.stringify({ size: 9, givens, constraints: [{ type: 'killer', cells: [0, 1, 2], sum: 12 }] }).replace(/,/g, ', ');
  const input = `${EASY}\n${killer}\n${EASY}\n`;

  it('grades a variant line on the variant scale, the classic lines of its job on HoDoKu\'s', async () => {
    const r = await runCli(['rate', '-'], { input });
    expect(r.code, r.stderr).toBe(0);
    const lib = await import('../../dist/index.js');
    const graded = lib.rate(killer);
    expect(graded.scale).toBe('variant');
    expect(outputLines(r.stdout)).toEqual([expect.stringMatching(/^1\tEasy\t\d+\t/), `2\t${graded.level}\t${graded.score}\t${graded.hardest}`, expect.stringMatching(/^3\tEasy\t/)]);
  });

  it('--json: the variant line says its scale', async () => {
    const r = await runCli(['rate', '--json', '-'], { input });
    const out = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(out[1]).toMatchObject({ line: 2, status: 'unique', scale: 'variant', guesses: 0 });
    expect(Object.keys(out[1])).toEqual(['line', 'status', 'scale', 'level', 'score', 'hardest', 'steps', 'guesses']);
    expect(out[0].scale).toBeUndefined();
  });

  it('--scale se: a variant line is unknown, UNSUPPORTED, with the reason; the classic lines are rated', async () => {
    const r = await runCli(['rate', '--scale', 'se', '-'], { input });
    expect(r.code, r.stderr).toBe(0);
    const lines = outputLines(r.stdout);
    expect(lines[1]).toMatch(/^2\tunknown\tUNSUPPORTED: line 2: rate: scale: a variant puzzle is rated on the variant scale, .*, got the string "se"$/);
    expect(lines[0]).toMatch(/^1\t\d+\.\d\t/);
    expect(lines[2]).toMatch(/^3\t\d+\.\d\t/);
  });
});

describe('boards logic does not handle', () => {
  it('answers a 36×36 line unknown with the reason, and goes on', async () => {
    const big = formatBoard(generateGrid(6, { seed: 3 }), { style: 'line' });
    const r = await runCli(['rate', '-'], { input: `${big}\n${EASY}\n`, timeoutMs: 30_000 });
    expect(r.code, r.stderr).toBe(0);
    const lines = outputLines(r.stdout);
    expect(lines[0]).toMatch(/^1\tunknown\tUNSUPPORTED: line 1: .*box size 2-5 \(4×4 to 25×25\), got box size 6$/);
    expect(lines[1]).toMatch(/^2\tEasy\t/);
  }, 30_000);
});

describe('usage', () => {
  it.each([
    [['rate', '--techniques', 'x-wing,nope'], /unknown technique 'nope'/],
    [['validate', '--techniques', 'x-wing'], /--techniques applies to explain, hint, rate only/],
    [['rate', '--guess'], /--guess applies to explain only/],
    [['explain', '--vague'], /--vague applies to hint only/],
    [['rate', '--format', 'colors'], /--format colors applies to solve only/],
  ])('%j is a usage error', async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});
