/**
 * `solve --format colors`, `--color`, NO_COLOR and the `graph` command: argument parsing and
 * the colour rule as units, then the built CLI end to end (blocks per line, escapes or names,
 * the graph as JSON and DOT, usage errors). One case runs the CLI on a pseudo-terminal through
 * util-linux `script`, so that `--color auto` and NO_COLOR are tested where they matter; it is
 * skipped, with the reason, where `script` is missing.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from '../../src/cli/options/args';
import { useAnsi } from '../../src/cli/write/color';
import { formatterFor } from '../../src/cli/write/format';
import { MULTIPLE, NONE, UNIQUE, UNIQUE_SOLUTION, cliPath, outputLines, requireBuiltCli, runCli } from './run-cli';

const NAMES = ['Black', 'Brown', 'Red', 'Orange', 'Yellow', 'Green', 'Blue', 'Violet', 'Grey', 'White'];
const ESCAPE = '\x1b[';
/** A 4×4 puzzle with one solution (test/fixtures/board-4.txt). */
const SMALL = '4.....1...3.2...';
const SMALL_SOLUTION = '4123321414322341';

describe('parseArgs: --format, --color, graph', () => {
  it('--format text and json are the plain and --json requests', () => {
    expect(parseArgs(['validate', '--format', 'text'])).toEqual(parseArgs(['validate']));
    expect(parseArgs(['count', '--format=json'])).toEqual(parseArgs(['count', '--json']));
    expect(parseArgs(['solve', '--json', '--format', 'json'])).toEqual(parseArgs(['solve', '--json']));
  });

  it('solve --format colors: colour blocks, --color auto unless given', () => {
    expect(parseArgs(['solve', '--format', 'colors'])).toMatchObject({ command: 'solve', json: false, colors: 'auto' });
    expect(parseArgs(['solve', '--format=colors', '--color', 'always'])).toMatchObject({ colors: 'always' });
    expect(parseArgs(['--color=never', 'solve', '--format', 'colors', 'f'])).toMatchObject({ colors: 'never', input: 'f' });
    expect(parseArgs(['solve'])).not.toHaveProperty('colors');
  });

  it('graph: DOT of 9×9 by default; --size as box size or side; --json or --format json', () => {
    expect(parseArgs(['graph'])).toEqual({ kind: 'graph', n: 3, format: 'dot' });
    expect(parseArgs(['graph', '--size', '2', '--format', 'json'])).toEqual({ kind: 'graph', n: 2, format: 'json' });
    expect(parseArgs(['--json', 'graph', '--size=16'])).toEqual({ kind: 'graph', n: 4, format: 'json' });
    expect(parseArgs(['graph', '--size', '64', '--format', 'dot'])).toEqual({ kind: 'graph', n: 8, format: 'dot' });
  });

  it.each([
    [['validate', '--format', 'colors'], /--format colors applies to solve only, not to validate/],
    [['count', '--format', 'colors'], /not to count/],
    [['solve', '--format', 'dot'], /--format for solve expects text, json, colors or csv, got 'dot'/],
    [['solve', '--format', 'xml'], /got 'xml'/],
    [['solve', '--format'], /--format needs a value/],
    [['solve', '--json', '--format', 'colors'], /--json conflicts with --format colors/],
    [['solve', '--color', 'always'], /--color applies to --format colors only/],
    [['solve', '--format', 'colors', '--color', 'sometimes'], /--color expects auto, always or never, got 'sometimes'/],
    [['graph', '--format', 'colors'], /not to graph/],
    [['graph', '--format', 'text'], /--format for graph expects dot or json, got 'text'/],
    [['graph', 'puzzles.txt'], /graph reads no FILE, got 'puzzles.txt'/],
    [['graph', '--backend', 'ts'], /--backend does not apply to graph/],
    [['graph', '--limit', '5'], /--limit does not apply to graph/],
    [['graph', '--size', '4'], /ambiguous/],
    [['graph', '--size', '10'], /--size must be/],
  ])('%j is a UsageError', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('useAnsi: --color and NO_COLOR', () => {
  const tty = { isTTY: true, env: {} };
  const pipe = { isTTY: undefined, env: {} };
  it.each([
    ['always', pipe, true],
    ['always', { isTTY: false, env: { NO_COLOR: '1' } }, true], // the command line overrides NO_COLOR
    ['never', tty, false],
    ['auto', tty, true],
    ['auto', pipe, false],
    ['auto', { isTTY: true, env: { NO_COLOR: '1' } }, false],
    ['auto', { isTTY: true, env: { NO_COLOR: '' } }, true], // set but empty does not count
    ['auto', { isTTY: true, env: { TERM: 'dumb' } }, false],
  ] as const)('%s on %j → %s', (mode, context, expected) => {
    expect(useAnsi(mode, context)).toBe(expected);
  });
});

describe('the colour block formatter', () => {
  const verdict = { line: 3, status: 'unique', count: 1, solution: UNIQUE_SOLUTION, guesses: 0 } as const;
  it('a header, the names grid, a trailing newline (the blank line comes from the caller)', () => {
    const block = formatterFor({ command: 'solve', json: false, limit: 2, colors: 'never' })(verdict);
    const lines = block.split('\n');
    expect(lines[0]).toBe('# line 3: unique');
    expect(lines).toHaveLength(13); // header, 9 rows, 2 separators, '' after the final newline
    expect(lines[12]).toBe('');
    expect(lines[1].split(/[ |]+/).filter(Boolean)).toEqual(Array.from(UNIQUE_SOLUTION.slice(0, 9), (d) => NAMES[Number(d)]));
  });

  it('other sizes, in the alphabet they were written in; headers alone without a unique solution', () => {
    const f = formatterFor({ command: 'solve', json: false, limit: 2, colors: 'auto', ansi: true, alphabet: 'hex' });
    const hex = f({ line: 1, status: 'unique', count: 1, solution: '3012210303211230', guesses: 0, size: 4 });
    expect(hex.replace(/\x1b\[[0-9;]*m/g, '').split('\n')[1]).toBe(' 4  1 | 2  3 ');
    expect(f({ line: 5, status: 'multiple', count: 2, guesses: 0 })).toBe('# line 5: multiple\n');
    const invalid = f({ line: 6, status: 'invalid', count: 0, guesses: 0, error: { code: 'BAD_CHAR', message: 'a\nb' } });
    expect(invalid).toBe('# line 6: invalid (BAD_CHAR: a b)\n');
  });
});

describe('the colour blocks of variant puzzles', () => {
  const f = formatterFor({ command: 'solve', json: false, limit: 2, colors: 'never', alphabet: 'hex' });
  it('a jigsaw solution (digits repeated in a standard box) is drawn', () => {
    const jigsaw = '364891527189374265542168739625719843213987456937456182876523914498235671751642398';
    const rows = f({ line: 3, status: 'unique', count: 1, solution: jigsaw, guesses: 0 }).split('\n').slice(1).filter((l) => l !== '' && !l.startsWith('-'));
    expect(rows.flatMap((l) => l.split(/[ |]+/).filter(Boolean))).toEqual(Array.from(jigsaw, (d) => NAMES[Number(d)]));
  });

  it('a solution with no n²×n² board (6×6, 8×8), or in digits the alphabet does not read, is written as its line', () => {
    const six = '123456456123231564564231312645645312';
    expect(f({ line: 2, status: 'unique', count: 1, solution: six, guesses: 0, size: 6 })).toBe(`# line 2: unique\n${six}\n`);
    expect(f({ line: 4, status: 'unique', count: 1, solution: '1234341221434321', guesses: 0, size: 4 })).toBe('# line 4: unique\n1234341221434321\n');
  });
});

describe('the built CLI', () => {
  let tmp: string;
  let puzzles: string;
  beforeAll(() => {
    requireBuiltCli();
    tmp = mkdtempSync(join(tmpdir(), 'sudoku-colors-'));
    puzzles = join(tmp, 'puzzles.txt');
    writeFileSync(puzzles, ['# comment', UNIQUE, MULTIPLE, NONE, 'bad', SMALL].join('\n') + '\n');
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('solve --format colors on variant lines: a jigsaw is drawn, a 6×6 killer is its line, no line fails', async () => {
    const jigsaw = '3.......71.......5....68.....5.19......9.............28....3......235..1.......9.' +
      '111111123456616123456666223456622223455577323445777333445577778499998888999998888';
    const six = JSON.stringify({ size: 6, givens: '..3456456123231564564231312645645312', constraints: [{ type: 'killer', cells: [0, 1], sum: 3 }] });
    const file = join(tmp, 'variants.txt');
    writeFileSync(file, [UNIQUE, jigsaw, six].join('\n') + '\n');
    const r = await runCli(['solve', '--format', 'colors', file], { env: { NO_COLOR: undefined } });
    expect(r.code, r.stderr).toBe(0);
    const blocks = r.stdout.split('\n\n').slice(0, -1);
    expect(blocks.map((b) => b.split('\n')[0])).toEqual(['# line 1: unique', '# line 2: unique', '# line 3: unique']);
    expect(blocks[1].split('\n')).toHaveLength(12);
    expect(blocks[2]).toBe('# line 3: unique\n123456456123231564564231312645645312');
  });

  it('solve --format colors: a block per puzzle line (header, solution as names, blank line)', async () => {
    const r = await runCli(['solve', '--format', 'colors', puzzles], { env: { NO_COLOR: undefined } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain(ESCAPE); // a pipe is not a terminal
    const blocks = r.stdout.split('\n\n');
    expect(blocks.at(-1)).toBe('');
    expect(blocks.slice(0, -1).map((b) => b.split('\n')[0])).toEqual([
      '# line 2: unique',
      '# line 3: multiple',
      '# line 4: none',
      expect.stringMatching(/^# line 5: invalid \([A-Z_]+: .+\)$/),
      '# line 6: unique',
    ]);
    const nine = blocks[0].split('\n').slice(1);
    expect(nine).toHaveLength(11);
    const names = nine.filter((l) => !l.startsWith('-')).flatMap((l) => l.split(/[ |]+/).filter(Boolean));
    expect(names).toEqual(Array.from(UNIQUE_SOLUTION, (d) => NAMES[Number(d)]));
    expect(blocks[1].split('\n')).toHaveLength(1); // multiple: no solution drawn
    const four = blocks[4].split('\n').slice(1);
    expect(four.filter((l) => !l.startsWith('-')).flatMap((l) => l.split(/[ |]+/).filter(Boolean))).toEqual(
      Array.from(SMALL_SOLUTION, (d) => NAMES[Number(d)]),
    );
    expect(r.stderr).toMatch(/^solve: 5 puzzles/);
  });

  it('--color always draws ANSI blocks even into a pipe, and even with NO_COLOR set', async () => {
    for (const env of [{}, { NO_COLOR: '1' }]) {
      const r = await runCli(['solve', '--format', 'colors', '--color', 'always', '-'], { input: UNIQUE + '\n', env });
      expect(r.code, r.stderr).toBe(0);
      const lines = outputLines(r.stdout);
      expect(lines[0]).toBe('# line 1: unique');
      expect(lines[1]).toMatch(/^\x1b\[48;2;\d+;\d+;\d+m\x1b\[38;2;(0;0;0|255;255;255)m 4 /);
      expect(lines[1].endsWith('\x1b[0m')).toBe(true);
      expect(lines.slice(1).map((l) => l.replace(/\x1b\[[0-9;]*m/g, '').replace(/[ |+-]/g, '')).join('')).toBe(UNIQUE_SOLUTION);
    }
  });

  it('--color never and NO_COLOR (with --color auto) give names', async () => {
    for (const [args, env] of [
      [['--color', 'never'], {}],
      [[], { NO_COLOR: '1' }],
    ] as const) {
      const r = await runCli(['solve', '--format', 'colors', ...args, '-'], { input: UNIQUE + '\n', env });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).not.toContain(ESCAPE);
      expect(outputLines(r.stdout)[1]).toMatch(/^Yellow +Blue +Grey \| /);
    }
  });

  const script = spawnSync('script', ['--version'], { encoding: 'utf8' });
  const hasScript = script.status === 0 && /util-linux/.test(script.stdout);
  it.skipIf(!hasScript)('on a terminal (util-linux script): colour by default, none with NO_COLOR', () => {
    const onTerminal = (env: Record<string, string | undefined>): string => {
      const command = [process.execPath, cliPath, 'solve', '--format', 'colors', puzzles].map((a) => `'${a}'`).join(' ');
      const r = spawnSync('script', ['-qec', command, '/dev/null'], {
        encoding: 'utf8',
        env: { ...process.env, TERM: 'xterm-256color', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 15_000,
      });
      expect(r.status, r.stderr).toBe(0);
      return r.stdout;
    };
    const colored = onTerminal({ NO_COLOR: undefined });
    expect(colored).toContain('\x1b[48;2;');
    expect(colored).toContain('# line 2: unique');
    const plain = onTerminal({ NO_COLOR: '1' });
    expect(plain).not.toContain('\x1b[48;2;');
    expect(plain).toMatch(/Yellow +Blue +Grey \| /);
  });

  it('validate and count keep their output; --format colors is a usage error for them', async () => {
    for (const command of ['validate', 'count']) {
      const r = await runCli([command, '--format', 'colors', puzzles]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(new RegExp(`--format colors applies to solve only, not to ${command}`));
      expect(r.stderr).toContain(`Try 'sudoku-wasm ${command} --help'`);
    }
    const text = await runCli(['validate', '--format', 'text', puzzles]);
    expect(outputLines(text.stdout).map((l) => l.split('\t').slice(0, 2).join(' '))).toEqual([
      '2 unique',
      '3 multiple',
      '4 none',
      '5 invalid',
      '6 unique',
    ]);
    const json = await runCli(['count', '--format', 'json', puzzles]);
    expect(json.stdout).toBe((await runCli(['count', '--json', puzzles])).stdout);
  });

  it('graph --format json: one JSON object, 81 vertices and 810 edges', async () => {
    const r = await runCli(['graph', '--format', 'json']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    const graph = JSON.parse(r.stdout);
    expect(graph).toMatchObject({ name: 'sudoku9', n: 3, side: 9, degree: 20 });
    expect(graph.vertices).toHaveLength(81);
    expect(graph.edges).toHaveLength(810);
    expect(graph.vertices[80]).toEqual({ id: 80, label: 'r9c9', row: 8, column: 8, box: 8 });
    expect((await runCli(['graph', '--json'])).stdout).toBe(r.stdout);
  });

  // --size 4 is refused for graph as for every command (box size 4 or side 4?): 4×4 is --size 2.
  it('graph --size 4 is ambiguous; --size 2 --format dot has 16 nodes and 56 edges; DOT is the default', async () => {
    const ambiguous = await runCli(['graph', '--size', '4', '--format', 'dot']);
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr).toMatch(/--size 4 is ambiguous/);
    const r = await runCli(['graph', '--size', '2', '--format', 'dot']);
    expect(r.code, r.stderr).toBe(0);
    const lines = outputLines(r.stdout);
    expect(lines[0]).toBe('graph sudoku4 {');
    expect(lines.at(-1)).toBe('}');
    expect(lines.filter((l) => /^ {2}r\d+c\d+ \[pos=/.test(l))).toHaveLength(16);
    expect(lines.filter((l) => / -- /.test(l))).toHaveLength(56);
    const byDefault = await runCli(['graph']);
    expect(outputLines(byDefault.stdout)[0]).toBe('graph sudoku9 {');
    expect(outputLines(byDefault.stdout).filter((l) => / -- /.test(l))).toHaveLength(810);
    const sixteen = await runCli(['graph', '--size', '16']);
    expect(outputLines(sixteen.stdout).filter((l) => /^ {2}r\d+c\d+ \[pos=/.test(l))).toHaveLength(256);
  });

  it.each([
    [['graph', '--format', 'colors'], /--format colors applies to solve only, not to graph/],
    [['graph', 'file.txt'], /graph reads no FILE/],
    [['graph', '--engine', 'dlx'], /--engine does not apply to graph/],
    [['solve', '--color', 'always'], /--color applies to --format colors only/],
    [['solve', '--format', 'colors', '--color', 'yes'], /--color expects auto, always or never/],
  ])('%j is a usage error (exit 2)', async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
  });

  it('solve --help describes --format colors and --color; graph --help its formats', async () => {
    const r = await runCli(['solve', '--help']);
    for (const word of ['--format', '--color', 'colors', 'NO_COLOR']) expect(r.stdout).toContain(word);
    const g = await runCli(['graph', '--help']);
    for (const word of ['graph', 'dot', 'json']) expect(g.stdout).toContain(word);
  });
});
