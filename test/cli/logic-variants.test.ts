/**
 * `hint` and `explain` of the built CLI on variant lines mixed with classic ones: one answer per
 * line, in order, in the classic lines' formats (text and `--json`), the variant steps' sentences;
 * a variant the steps do not finish ends `stuck`; a line that cannot be read is `invalid` with
 * its error; a classic-only option (`--techniques`, `--guess`) is the variant line's error in the
 * library's words; `--threads 2` gives the same output. The example of docs/cli.md runs as shown.
 * With `../shared`, the published examples each get an explanation that ends solved or stuck.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeShared } from '../support/shared';
import { KILLER, KILLER_SOLUTION } from '../variant/logic/fixtures';
import { checkDocExample, outputLines, runCli, tempFiles } from './run-cli';

/** Singles only. */
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
/** Easter Monster with a cage over its given r1c1: unique, and the variant steps stop after one step. */
const STUCK = JSON.stringify({
  size: 9,
  givens: '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1',
  constraints: [{ type: 'killer', cells: [0], sum: 1 }],
});
/** A 6×6 model whose givens do not read. */
const BAD = '{"size":6,"givens":"bad"}';
const KILLER_LINE = JSON.stringify(KILLER);
/** The killer's first step, as the variant steps say it. */
const KILLER_STEP = 'The cage r1c1–r1c2 adds up to 3 with two different digits, so it holds 1 and 2: remove 3–6 from r1c1 and r1c2.';

const files = tempFiles('sudoku-logic-variants-');
const mixed = (): string => files.file('mixed.txt', [EASY, KILLER_LINE, BAD, STUCK, EASY].join('\n') + '\n');

describe('hint on variant lines', () => {
  it('answers each line in order: the variant step in the classic format, the bad line invalid', async () => {
    const r = await runCli(['hint', mixed()]);
    expect(r.code, r.stderr).toBe(0);
    expect(outputLines(r.stdout)).toEqual([
      '1\tNaked Single\tNaked single: 4 is the only candidate left in r5c6.',
      `2\tKiller cage\t${KILLER_STEP}`,
      "3\tinvalid\tBAD_CHAR: line 3: givens: unexpected character 'b' in cell 1 (r1c1); expected a digit 1-6, or . or 0 for an empty cell",
      expect.stringMatching(/^4\t[^\t]+\t.+/),
      '5\tNaked Single\tNaked single: 4 is the only candidate left in r5c6.',
    ]);
    expect(r.stderr).toMatch(/^hint: 5 puzzles \(4 unique, 0 multiple, 0 none, 1 invalid\)/);
  });

  it('--vague names the rule and where to look; --json gives the step', async () => {
    const vague = await runCli(['hint', '--vague', mixed()]);
    expect(outputLines(vague.stdout)[1]).toBe('2\tKiller cage\tLook at the cage r1c1–r1c2: what can its cells hold?');
    const json = await runCli(['hint', '--json', mixed()]);
    const out = outputLines(json.stdout).map((l) => JSON.parse(l));
    expect(out.map((o) => [o.line, o.status])).toEqual([[1, 'unique'], [2, 'unique'], [3, 'invalid'], [4, 'unique'], [5, 'unique']]);
    expect(out[1]).toMatchObject({ kind: 'step', technique: 'variant-killer', name: 'Killer cage', text: KILLER_STEP, cells: [0, 1], step: { eliminations: expect.any(Array) } });
  });

  it('--techniques is the variant line\'s error in the library\'s words; the classic lines take it', async () => {
    const r = await runCli(['hint', '--techniques', 'naked-single,hidden-single', files.file('opt.txt', `${EASY}\n${KILLER_LINE}\n${EASY}\n`)]);
    expect(r.code, r.stderr).toBe(0);
    expect(outputLines(r.stdout)).toEqual([
      expect.stringMatching(/^1\tNaked Single\t/),
      '2\tunknown\tUNSUPPORTED: line 2: hint: techniques: a variant puzzle is solved by the variant steps, which take no list of classic techniques, got an array of 2',
      expect.stringMatching(/^3\tNaked Single\t/),
    ]);
  });
});

describe('explain on variant lines', () => {
  it('prints the steps and how they end, solved or stuck, with the grid reached', async () => {
    const r = await runCli(['explain', mixed()]);
    expect(r.code, r.stderr).toBe(0);
    const lines = outputLines(r.stdout);
    const heads = lines.filter((l) => l.startsWith('# line') || /^\d+\t/.test(l));
    expect(heads).toEqual([
      expect.stringMatching(/^# line 1: solved in \d+ steps$/),
      expect.stringMatching(/^# line 2: solved in \d+ steps$/),
      expect.stringMatching(/^3\tinvalid\tBAD_CHAR: /),
      '# line 4: stuck in 1 step',
      expect.stringMatching(/^# line 5: solved in \d+ steps$/),
    ]);
    const killer = lines.indexOf(heads[1]);
    expect(lines[killer + 1]).toBe(`1. ${KILLER_STEP}`);
    const grids = lines.filter((l) => l.startsWith('grid: '));
    expect(grids[1]).toBe(`grid: ${KILLER_SOLUTION}`);
    expect(grids[2]).toMatch(/^grid: 1[1-9.]{80}$/);
    expect(grids[2]).toContain('.');
  });

  it('--json: one object per step, then {line, status, steps, grid}; --notation adds the one-line form', async () => {
    const r = await runCli(['explain', '--json', files.file('two.txt', `${KILLER_LINE}\n${STUCK}\n`)]);
    const out = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(out[0]).toMatchObject({ line: 1, step: 1, technique: 'variant-killer', name: 'Killer cage', text: KILLER_STEP, notation: 'Killer cage: 3,4,5,6 in r1c12 => r1c12<>3, r1c12<>4, r1c12<>5, r1c12<>6' });
    const ends = out.filter((o) => o.status !== undefined);
    expect(ends).toEqual([
      { line: 1, status: 'solved', steps: out.filter((o) => o.line === 1).length - 1, grid: KILLER_SOLUTION },
      { line: 2, status: 'stuck', steps: 1, grid: expect.stringMatching(/^1[1-9.]{80}$/) },
    ]);
    const notation = await runCli(['explain', '--notation', files.file('one.txt', `${KILLER_LINE}\n`)]);
    expect(outputLines(notation.stdout)[1]).toBe(`1. ${KILLER_STEP}\tKiller cage: 3,4,5,6 in r1c12 => r1c12<>3, r1c12<>4, r1c12<>5, r1c12<>6`);
  });

  it('--guess is the variant line\'s error in the library\'s words; the classic lines take it', async () => {
    const r = await runCli(['explain', '--guess', files.file('guess.txt', `${KILLER_LINE}\n${EASY}\n`)]);
    expect(r.code, r.stderr).toBe(0);
    const lines = outputLines(r.stdout);
    expect(lines[0]).toBe('1\tunknown\tUNSUPPORTED: line 1: logicSolve: onStuck: a variant puzzle stops where its steps do (\'stop\'), got the string "guess"');
    expect(lines[1]).toMatch(/^# line 2: solved in \d+ steps$/);
  });
});

describe('hint and explain with threads', () => {
  it('--threads 2 gives the output of --threads 1 on a long mixed input', async () => {
    // jobs of about 50 lines (docs/cli.md): four blocks make several, so that worker threads answer
    // variant lines too (each loads the variant steps on its first one)
    const block = [...Array.from({ length: 45 }, () => EASY), KILLER_LINE, BAD, STUCK];
    const file = files.file('long.txt', Array.from({ length: 4 }, () => block).flat().join('\n') + '\n');
    for (const command of ['hint', 'explain']) {
      const one = await runCli([command, '--threads', '1', file], { timeoutMs: 60_000 });
      const two = await runCli([command, '--threads', '2', file], { timeoutMs: 60_000 });
      expect(one.code, one.stderr).toBe(0);
      expect(two.stdout).toBe(one.stdout);
      expect(one.stdout).toContain(command === 'hint' ? `\tKiller cage\t${KILLER_STEP}` : `1. ${KILLER_STEP}`);
      expect(one.stdout).not.toMatch(/unknown|failed/);
    }
  }, 130_000);
});

describe('the variant example of docs/cli.md', () => {
  it('runs and prints what the page shows', () => checkDocExample('hint|explain'));
});

describeShared('hint and explain on the published variant examples', (shared) => {
  it('explain: every example gets its steps, ending solved or stuck, each grid within its solution', async () => {
    const lines = readFileSync(join(shared, 'variants', 'examples.fpuzzles.jsonl'), 'utf8').trim().split('\n').slice(0, 12);
    const r = await runCli(['explain', '--json', '--threads', '2', '--max-nodes', '2000000', files.file('examples.txt', lines.join('\n') + '\n')], { timeoutMs: 120_000 });
    expect(r.code, r.stderr).toBe(0);
    const ends = outputLines(r.stdout).map((l) => JSON.parse(l)).filter((o) => o.step === undefined);
    expect(ends.map((o) => o.line)).toEqual(lines.map((_, i) => i + 1));
    ends.forEach((end, i) => {
      const { solution, title } = JSON.parse(lines[i]) as { solution: number[]; title?: string };
      expect(['solved', 'stuck'], `line ${i + 1} (${title})`).toContain(end.status);
      expect([...end.grid].every((ch: string, k: number) => ch === '.' || Number(ch) === solution[k]), `line ${i + 1} (${title})`).toBe(true);
      if (end.status === 'solved') expect(end.grid).toBe(solution.join(''));
    });
  }, 130_000);
});
