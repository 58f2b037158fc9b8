/**
 * End-to-end tests of the built CLI (dist/cli.js): exit statuses, usage errors, output shapes,
 * one verdict per puzzle line in order, stdin, hostile input, and a reader that hangs up.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MULTIPLE,
  NONE,
  SOLVED,
  UNIQUE,
  UNIQUE_SOLUTION,
  cliPath,
  outputLines,
  puzzleLineNumbers,
  repoRoot,
  requireBuiltCli,
  runCli,
  runWithBrokenStdout,
  samplePath,
  solves,
} from './run-cli';

const STATUSES = ['unique', 'multiple', 'none', 'invalid'];
const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };

let tmp: string;
beforeAll(() => {
  requireBuiltCli();
  tmp = mkdtempSync(join(tmpdir(), 'sudoku-cli-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Writes a temporary input file and returns its path. */
function file(name: string, content: string | Uint8Array): string {
  const path = join(tmp, name);
  writeFileSync(path, content);
  return path;
}

/** A small input with one puzzle of each kind, comments, blanks and bad lines (numbers in comments). */
const MIXED = [
  '# header comment', //                           1  skipped
  '', //                                           2  skipped
  UNIQUE, //                                       3  unique
  '   # indented comment', //                      4  skipped
  MULTIPLE, //                                     5  multiple
  NONE, //                                         6  none
  SOLVED, //                                       7  unique
  UNIQUE.slice(0, 80), //                          8  invalid: 80 cells
  UNIQUE.slice(0, 40) + 'x' + UNIQUE.slice(41), // 9  invalid: stray char
  '55' + UNIQUE.slice(2), //                       10 invalid: two 5s in row 1
  '   \t ', //                                     11 skipped
  UNIQUE + '9', //                                 12 invalid: 82 cells
].join('\n');
const MIXED_EXPECTED: [number, string][] = [
  [3, 'unique'],
  [5, 'multiple'],
  [6, 'none'],
  [7, 'unique'],
  [8, 'invalid'],
  [9, 'invalid'],
  [10, 'invalid'],
  [12, 'invalid'],
];

describe('help, version and usage errors', () => {
  it('--help prints a short global usage on stdout and exits 0', async () => {
    const r = await runCli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: sudoku-wasm <command>/);
    for (const word of ['validate', 'solve', 'count', 'candidates', 'rate', 'explain', 'hint', 'dedupe', 'convert', 'generate', 'graph', 'experiment', '--json', '--threads', 'Exit status', "'sudoku-wasm COMMAND --help'"]) {
      expect(r.stdout).toContain(word);
    }
    // the variant formats that validate, solve, count and candidates read, said where the input is
    expect(r.stdout).toMatch(/^Input: [^]*variant puzzles[^]*f-puzzles JSON[^]*SudokuPad links[^]*model's JSON[^]*jigsaw lines[^]*\n\nOptions/m);
    expect(r.stdout.split('\n').length).toBeLessThan(70); // it was 153 lines, every option of every command
    expect(r.stderr).toBe('');
    expect((await runCli(['-h'])).stdout).toBe(r.stdout);
    expect((await runCli(['help'])).stdout).toBe(r.stdout);
  });

  const OWN_OPTIONS: Record<string, string[]> = {
    validate: ['--csv', '--grid', '--size', '--max-nodes', 'LINE  STATUS'],
    solve: ['--format F', 'colors', '--color', 'NO_COLOR', 'SOLUTION'],
    count: ['--limit', 'COUNT'],
    candidates: ['LINE  multiple  CELLS', '"differing"', '--timeout-per-puzzle'],
    rate: ['--techniques', '--exclude', 'LEVEL  SCORE  HARDEST'],
    explain: ['--guess', '--notation', 'grid: GRID'],
    hint: ['--vague', 'TECHNIQUE  SENTENCE'],
    dedupe: ['LINE  duplicate  FIRST_LINE', 'canonical'],
    graph: ['dot', 'neato', '--format F'],
  };
  it.each([
    ['dedupe', 'invalid'],
  ])('%s --help says what it answers a variant line (%s, UNSUPPORTED)', async (command, status) => {
    const help = (await runCli([command, '--help'])).stdout.replace(/\s+/g, ' ');
    expect(help).toMatch(new RegExp(`variant puzzle \\(f-puzzles JSON, .*\\) is '${status}' with UNSUPPORTED`));
  });

  it.each([
    ['explain', /A variant puzzle is explained with the variant steps .* to solved or to stuck .* A variant line given --techniques, --exclude or --guess is 'unknown' with UNSUPPORTED, saying why: they are for classic puzzles/],
    ['hint', /A variant puzzle gets the first of the variant steps .* or 'stuck' .* A variant line given --techniques or --exclude is 'unknown' with UNSUPPORTED, saying why: they are for classic puzzles/],
    ['rate', /A variant puzzle is graded on the variant scale, .* in the same columns \(--json adds "scale":"variant"\); with --scale se, --techniques or --exclude it is 'unknown' with UNSUPPORTED, saying why/],
  ])('%s --help says it reads variant lines, what they get, and which options they refuse', async (command, words) => {
    const help = (await runCli([command, '--help'])).stdout.replace(/\s+/g, ' ');
    expect(help).toMatch(/variant puzzle: f-puzzles JSON on one line, an f-puzzles or SudokuPad link/);
    expect(help).toMatch(words);
  });

  it.each(Object.entries(OWN_OPTIONS))('%s --help: its own help (reads, writes, options, an example)', async (command, words) => {
    const global = (await runCli(['--help'])).stdout;
    const r = await runCli([command, '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toBe(global);
    expect(r.stdout).toMatch(new RegExp(`^Usage: sudoku-wasm ${command} \\[options\\]`));
    for (const section of ['Reads:', 'Writes:', 'Options:', 'Examples (the first runs as it is):', `sudoku-wasm ${command} `]) expect(r.stdout).toContain(section);
    for (const word of words) expect(r.stdout).toContain(word);
    // 80 columns, but for a runnable example's puzzle line
    for (const line of r.stdout.split('\n')) if (!/ [1-9.]{81}$/.test(line)) expect(line.length, line).toBeLessThanOrEqual(80);
    expect((await runCli(['--help', command])).stdout).toBe(r.stdout);
    expect((await runCli(['help', command])).stdout).toBe(r.stdout);
  });

  it.each(['generate', 'experiment'])('help %s: the command\'s own help, as with --help', async (command) => {
    const r = await runCli([command, '--help']);
    expect(r.stdout).toMatch(new RegExp(`^Usage: sudoku-wasm ${command} `));
    expect((await runCli(['help', command])).stdout).toBe(r.stdout);
    expect((await runCli(['--help', command])).stdout).toBe(r.stdout);
  });

  it.each(['validate', 'solve', 'count', 'candidates', 'rate', 'explain', 'hint', 'dedupe', 'convert', 'graph', 'generate', 'experiment'])(
    '%s --help: its first example runs as it is',
    async (command) => {
      const help = (await runCli([command, '--help'])).stdout;
      const example = help.split('\n').find((_, i, lines) => i > 0 && /^Examples? \(.*runs as it is/.test(lines[i - 1]));
      expect(example, 'an example marked as runnable').toBeDefined();
      const args = example!.trim().split(/\s+/);
      expect(args[0]).toBe('sudoku-wasm');
      expect(args.slice(1).some((a) => /[|<>]/.test(a)), 'no shell features').toBe(false);
      const r = await runCli(args.slice(1), { timeoutMs: 60_000 });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).not.toBe('');
    },
    70_000,
  );

  it('a command help lists only the options that command takes', async () => {
    expect((await runCli(['validate', '--help'])).stdout).not.toContain('--techniques');
    expect((await runCli(['rate', '--help'])).stdout).not.toContain('--limit');
    expect((await runCli(['dedupe', '--help'])).stdout).not.toContain('--engine');
  });

  it.each(['validate', 'solve', 'count'])('%s --help names every key of its --json objects', async (command) => {
    const input = [UNIQUE, MULTIPLE, '1234341221434321', 'garbage'].join('\n');
    const keys = new Set(outputLines((await runCli([command, '--json'], { input })).stdout).flatMap((line) => Object.keys(JSON.parse(line))));
    expect([...keys]).toEqual(expect.arrayContaining(['line', 'status', 'size', 'solution', 'guesses', 'error']));
    const help = (await runCli([command, '--help'])).stdout;
    for (const key of keys) expect(help, key).toContain(`"${key}"`);
  });

  it('--version prints the package version', async () => {
    const r = await runCli(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`sudoku-wasm ${pkg.version}\n`);
    expect((await runCli(['-V'])).stdout).toBe(r.stdout);
  });

  it.each(['validate', 'graph', 'generate', 'experiment guesses'])('%s --version prints it too, as every command does', async (command) => {
    for (const flag of ['--version', '-V']) {
      const r = await runCli([...command.split(' '), flag]);
      expect(r).toMatchObject({ code: 0, stdout: `sudoku-wasm ${pkg.version}\n`, stderr: '' });
    }
  });

  it.each([
    [[], /missing command/],
    [['frobnicate'], /unknown command 'frobnicate' \(expected one of validate, solve, count, candidates, explain, hint, rate, dedupe, convert, graph, generate, experiment\)/],
    [['help', 'frobnicate'], /unknown command 'frobnicate' \(expected one of validate, solve, count, candidates, explain, hint, rate, dedupe, convert, graph, generate, experiment\)/],
    [['--json', 'generate'], /'generate' must be the first argument: sudoku-wasm generate \[options\]/],
    [['validate', '--threads', '0'], /--threads expects a whole number from 1 to 256, got '0'/],
    [['validate', '--threads', '1000'], /--threads expects a whole number from 1 to 256, got '1000'/],
    [['validate', '--grid', '--lines'], /--grid conflicts with --lines/],
    [['dedupe', '--grid'], /--grid does not apply to dedupe/],
    [['validate', '--fast'], /unknown option '--fast'/],
    [['validate', '--backend', 'gpu'], /--backend expects wasm or ts, got 'gpu'/],
    [['validate', '--engine', 'fast'], /--engine expects auto, fast9, bitmask or dlx, got 'fast'/],
    [['validate', '--backend'], /--backend needs a value/],
    [['count', '--limit', '1'], /--limit expects a whole number from 2 to 1073741823, got '1'/],
    [['count', '--limit=abc'], /--limit expects a whole number/],
    [['validate', '--limit', '5'], /--limit applies to count only/],
    [['solve', 'a.txt', 'b.txt'], /at most one FILE/],
    [['validate', '--json=yes'], /--json takes no value/],
  ])('%j is a usage error (exit 2)', async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    // the help of the command given, else the global one
    const command = args.find((a) => ['validate', 'solve', 'count', 'candidates', 'explain', 'hint', 'rate', 'dedupe', 'generate'].includes(a));
    expect(r.stderr).toContain(`Try 'sudoku-wasm ${command === undefined ? '' : `${command} `}--help'`);
  });
});

describe('unreadable input (exit 3)', () => {
  it('a missing file says so and prints no verdicts', async () => {
    const r = await runCli(['validate', join(tmp, 'no-such-file.txt')]);
    expect(r.code).toBe(3);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/cannot read '.*no-such-file\.txt': no such file or directory/);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('a missing file that looks like a puzzle is read as one; a file of that name wins', async () => {
    const r = await runCli(['solve', UNIQUE]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`1\tunique\t${UNIQUE_SOLUTION}\n`);
    const grid = await runCli(['validate', `${UNIQUE.slice(0, 40)}x${UNIQUE.slice(41)}`]);
    expect(grid.stdout).toMatch(/^1\tinvalid\tBAD_CHAR: line 1, column 41/);
    expect((await runCli(['validate', 'not-a-puzzle.txt'])).code).toBe(3); // neither: the file error
    const named = join(tmp, UNIQUE.replace(/\./g, '0'));
    writeFileSync(named, `${MULTIPLE}\n`);
    expect((await runCli(['validate', named])).stdout).toBe('1\tmultiple\n');
  });

  it("a puzzle whose first cell is '-' is read as one, not taken for an option", async () => {
    const easy = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
    const r = await runCli(['solve', easy.replace(/\./g, '-')]);
    expect(r.stderr).not.toMatch(/unknown option/);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('1\tunique\t483921657967345821251876493548132976729564138136798245372689514814253769695417382\n');
  });

  it('a directory says so', async () => {
    const r = await runCli(['validate', tmp]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/is a directory/);
  });

  it('a directory on standard input (< dir) says so too, instead of reading nothing', () => {
    const dir = openSync(tmp, 'r');
    try {
      const r = spawnSync(process.execPath, [cliPath, 'validate', '--strict', '-'], { stdio: [dir, 'pipe', 'pipe'], encoding: 'utf8' });
      expect(r.status).toBe(3);
      expect(r.stderr).toBe('sudoku-wasm: cannot read standard input: is a directory (EISDIR)\n');
      expect(r.stdout).toBe('');
    } finally {
      closeSync(dir);
    }
  });
});

describe('one verdict per puzzle line, in order', () => {
  it('validate: plain output, statuses and error codes', async () => {
    const r = await runCli(['validate', file('mixed.txt', MIXED)]);
    expect(r.code).toBe(0);
    const lines = outputLines(r.stdout);
    expect(lines.map((l) => l.split('\t').slice(0, 2))).toEqual(MIXED_EXPECTED.map(([n, s]) => [String(n), s]));
    for (const line of lines) {
      const fields = line.split('\t');
      if (fields[1] === 'invalid') expect(fields[2]).toMatch(/^[A-Z_]+: \S/);
      else expect(fields).toHaveLength(2);
    }
  });

  it('solve: the solution only when it is unique', async () => {
    const r = await runCli(['solve', file('mixed.txt', MIXED)]);
    expect(r.code).toBe(0);
    const byLine = new Map(outputLines(r.stdout).map((l) => [Number(l.split('\t')[0]), l.split('\t')]));
    expect(byLine.get(3)).toEqual(['3', 'unique', UNIQUE_SOLUTION]);
    expect(byLine.get(7)).toEqual(['7', 'unique', SOLVED]);
    expect(byLine.get(5)).toEqual(['5', 'multiple']);
    expect(byLine.get(6)).toEqual(['6', 'none']);
  });

  it('count: counts, with N+ when the search stopped at --limit', async () => {
    const r = await runCli(['count', '--limit', '3', file('mixed.txt', MIXED)]);
    expect(r.code).toBe(0);
    const byLine = new Map(outputLines(r.stdout).map((l) => [Number(l.split('\t')[0]), l.split('\t')]));
    expect(byLine.get(3)).toEqual(['3', 'unique', '1']);
    expect(byLine.get(5)).toEqual(['5', 'multiple', '3+']);
    expect(byLine.get(6)).toEqual(['6', 'none', '0']);
    expect(byLine.get(8)?.[1]).toBe('invalid');
  });

  it('the sample file: every puzzle line gets its verdict, bad lines are invalid', async () => {
    const text = readFileSync(samplePath, 'utf8');
    const expected = puzzleLineNumbers(text);
    expect(expected.length).toBeGreaterThanOrEqual(30);
    const r = await runCli(['validate', '--json', samplePath]);
    expect(r.code).toBe(0);
    const verdicts = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(verdicts.map((v) => v.line)).toEqual(expected);
    const source = text.split('\n');
    for (const v of verdicts) {
      const line = source[v.line - 1];
      expect(STATUSES).toContain(v.status);
      if (!/^[1-9.]{81}$/.test(line)) expect(v.status, `line ${v.line}`).toBe('invalid');
    }
    const counts = Object.fromEntries(STATUSES.map((s) => [s, verdicts.filter((v) => v.status === s).length]));
    expect(counts.multiple).toBeGreaterThanOrEqual(4);
    expect(counts.none).toBeGreaterThanOrEqual(1);
    expect(counts.invalid).toBeGreaterThanOrEqual(4);
    expect(r.stderr).toMatch(new RegExp(`^validate: ${expected.length} puzzles \\(`));
  });

  it('keeps order across batches (3,000 lines with bad and skipped lines between)', async () => {
    const lines: string[] = [];
    const expected: [number, string][] = [];
    for (let i = 0; i < 3000; i++) {
      const kind = i % 7;
      const text = kind === 3 ? '# note' : kind === 5 ? '' : kind === 6 ? 'bad' : SOLVED;
      lines.push(text);
      if (kind !== 3 && kind !== 5) expected.push([i + 1, kind === 6 ? 'invalid' : 'unique']);
    }
    const r = await runCli(['validate', file('many.txt', lines.join('\n') + '\n')]);
    expect(r.code).toBe(0);
    expect(outputLines(r.stdout).map((l) => l.split('\t').slice(0, 2).join(' '))).toEqual(
      expected.map(([n, s]) => `${n} ${s}`),
    );
  });
});

describe('--json', () => {
  it('validate: one object per line with the documented fields', async () => {
    const r = await runCli(['validate', '--json', file('mixed.txt', MIXED)]);
    expect(r.code).toBe(0);
    const verdicts = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(verdicts.map((v) => [v.line, v.status])).toEqual(MIXED_EXPECTED);
    for (const v of verdicts) {
      expect(typeof v.guesses).toBe('number');
      expect(v).not.toHaveProperty('count'); // count is for `count`
      if (v.status === 'unique') expect(solves(MIXED.split('\n')[v.line - 1], v.solution)).toBe(true);
      else expect(v).not.toHaveProperty('solution');
      if (v.status === 'invalid') {
        expect(typeof v.error.code).toBe('string');
        expect(typeof v.error.message).toBe('string');
        expect(v.error.line).toBe(v.line);
      } else {
        expect(v).not.toHaveProperty('error');
      }
    }
    const stray = verdicts.find((v) => v.line === 9);
    expect(stray.error).toMatchObject({ line: 9, column: 41, char: 'x' });
  });

  it('count: count and exact', async () => {
    const r = await runCli(['count', '--json', '--limit', '2', file('mixed.txt', MIXED)]);
    const verdicts = outputLines(r.stdout).map((l) => JSON.parse(l));
    const at = (n: number) => verdicts.find((v) => v.line === n);
    expect(at(3)).toMatchObject({ status: 'unique', count: 1, exact: true, solution: UNIQUE_SOLUTION });
    expect(at(5)).toMatchObject({ status: 'multiple', count: 2, exact: false });
    expect(at(5)).not.toHaveProperty('solution');
    expect(at(6)).toMatchObject({ status: 'none', count: 0, exact: true });
  });

  it('count: an invalid line has no count (not an exact 0), and every line still gets its verdict', async () => {
    const r = await runCli(['count', '--json', file('mixed.txt', MIXED)]);
    const verdicts = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(verdicts.map((v) => [v.line, v.status])).toEqual(MIXED_EXPECTED);
    for (const v of verdicts.filter((v) => v.status === 'invalid')) {
      expect(v).not.toHaveProperty('count');
      expect(v).not.toHaveProperty('exact');
      expect(v.error.code).toMatch(/^[A-Z_]+$/);
    }
  });
});

describe('guess budget', () => {
  // The empty grid: counting it to two solutions takes more guesses than the budget of 10 (the
  // first test checks that), so the budget stops it. (A near-empty puzzle without a solution
  // used to serve, but the triad rule now refutes such puzzles at the root, without a guess.)
  const EMPTY = '.'.repeat(81);
  // Unique and solved without a guess.
  const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

  it('the empty grid needs more than 10 guesses to count two solutions', async () => {
    const r = await runCli(['validate', '--json', '-'], { input: `${EMPTY}\n` });
    const [verdict] = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(verdict.status).toBe('multiple');
    expect(verdict.guesses).toBeGreaterThan(10);
  });

  it('--max-guesses turns a runaway search into an `unknown` verdict and goes on', async () => {
    const input = `${EMPTY}\n${EASY}\n`;
    const r = await runCli(['validate', '--json', '--max-guesses', '10', '-'], { input });
    expect(r.code).toBe(0);
    const verdicts = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(verdicts.map((v) => v.status)).toEqual(['unknown', 'unique']);
    expect(verdicts[0].guesses).toBe(10);
    expect(r.stderr).toMatch(/1 unknown/);
  });
});

describe('backends', () => {
  it('--backend wasm and --backend ts agree on the sample', async () => {
    const [wasm, ts] = await Promise.all([
      runCli(['count', '--json', '--limit', '10', '--backend', 'wasm', samplePath]),
      runCli(['count', '--json', '--limit', '10', '--backend=ts', samplePath]),
    ]);
    expect(wasm.code).toBe(0);
    expect(ts.code).toBe(0);
    const strip = (out: string) =>
      outputLines(out).map((l) => {
        const { guesses: _g, ...rest } = JSON.parse(l);
        return rest;
      });
    expect(strip(ts.stdout)).toEqual(strip(wasm.stdout));
    expect(ts.stderr).toMatch(/backend ts/);
  });
});

describe('standard input', () => {
  it('`-` and no FILE both read stdin, same output as the file', async () => {
    const fromFile = await runCli(['validate', file('mixed.txt', MIXED)]);
    const dash = await runCli(['validate', '-'], { input: MIXED });
    const implicit = await runCli(['validate'], { input: MIXED });
    expect(dash.code).toBe(0);
    expect(dash.stdout).toBe(fromFile.stdout);
    expect(implicit.stdout).toBe(fromFile.stdout);
  });

  it('CRLF line ends, a BOM and no final newline', async () => {
    const input = '\ufeff' + MIXED.split('\n').join('\r\n');
    const r = await runCli(['validate', '-'], { input });
    expect(r.code).toBe(0);
    expect(outputLines(r.stdout).map((l) => l.split('\t').slice(0, 2))).toEqual(
      MIXED_EXPECTED.map(([n, s]) => [String(n), s]),
    );
  });

  it('--strict: an input without a puzzle line fails (exit 1), saying why', async () => {
    for (const input of ['', '# only a comment\n\n']) {
      const r = await runCli(['validate', '--strict', '-'], { input });
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('sudoku-wasm: --strict: the input held no puzzle line');
    }
    expect((await runCli(['validate', '--strict', '-'], { input: `${UNIQUE}\n` })).code).toBe(0);
  });

  it('a separator line read as a puzzle line: EMPTY names the line and what it is', async () => {
    const r = await runCli(['validate', '--lines', '-'], { input: `${UNIQUE}\n-\n=\n+\n` });
    expect(r.code).toBe(0);
    expect(outputLines(r.stdout).slice(1)).toEqual(
      [2, 3, 4].map((n) => `${n}\tinvalid\tEMPTY: line ${n}: expected a puzzle, got a separator line (only - + = | and whitespace)`),
    );
    const json = await runCli(['validate', '--lines', '--json', '-'], { input: '-\n' });
    expect(JSON.parse(json.stdout).error).toMatchObject({ code: 'EMPTY', line: 1 });
  });

  it('empty input: no verdicts, a zero summary, exit 0', async () => {
    for (const input of ['', '\n\n', '# only a comment\n\n   \n']) {
      const r = await runCli(['validate', '-'], { input });
      expect(r.code).toBe(0);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^validate: 0 puzzles \(0 unique, 0 multiple, 0 none, 0 invalid\)/);
    }
  });

  it('10 MB of binary garbage without a line end: one invalid verdict, no crash', async () => {
    const garbage = randomBytes(10 * 1024 * 1024);
    for (let i = 0; i < garbage.length; i++) if (garbage[i] === 0x0a || garbage[i] === 0x0d) garbage[i] = 0x78;
    garbage[0] = 0x78; // 'x': not blank, not a comment
    const r = await runCli(['validate', '--json', '-'], { input: garbage });
    expect(r.code).toBe(0);
    const verdicts = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(verdicts).toHaveLength(1);
    expect(verdicts[0]).toMatchObject({ line: 1, status: 'invalid' });
    expect(verdicts[0].error.code).toEqual(expect.any(String));
    expect(r.stderr).toMatch(/^validate: 1 puzzle \(/);
  });

  it('4 MB of binary garbage with newlines: one verdict per non-blank, non-comment line', async () => {
    const garbage = randomBytes(4 * 1024 * 1024);
    garbage[1] = 0x78; // never a UTF-16 byte-order mark (FF FE, FE FF) nor a NUL-paired start: UTF-8 bytes throughout
    const r = await runCli(['solve', '-'], { input: garbage });
    expect(r.code).toBe(0);
    const expected = puzzleLineNumbers(new TextDecoder().decode(garbage));
    const got = outputLines(r.stdout).map((l) => Number(l.split('\t')[0]));
    expect(got).toEqual(expected);
    for (const line of outputLines(r.stdout)) expect(line).toMatch(/^\d+\tinvalid\t[A-Z_]+: [^\t]+$/);
  });

  it('long lines: a puzzle with a huge trailing field still counts, a huge run of cells does not', async () => {
    const input = [UNIQUE + ' ' + 'z'.repeat(100_000), '1'.repeat(50_000), '.'.repeat(9000)].join('\n');
    const r = await runCli(['validate', '--json', '-'], { input });
    expect(r.code).toBe(0);
    const verdicts = outputLines(r.stdout).map((l) => JSON.parse(l));
    expect(verdicts.map((v) => [v.line, v.status])).toEqual([
      [1, 'unique'],
      [2, 'invalid'],
      [3, 'invalid'],
    ]);
  });
});

describe('a reader that hangs up (EPIPE)', () => {
  it('stops quietly with exit 0 when stdout closes early', async () => {
    const input = (SOLVED + '\n').repeat(200_000); // 16 MB: far more than the reader takes
    const result = await new Promise<{ code: number | null; stderr: string; firstLine: string }>((resolve, reject) => {
      const child = spawn(process.execPath, [cliPath, 'solve', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
      let stderr = '';
      let firstLine = '';
      child.stderr.on('data', (d) => (stderr += d));
      child.stdout.once('data', (d: Buffer) => {
        firstLine = d.toString().split('\n')[0];
        child.stdout.destroy(); // like `| head -1`
      });
      child.stdin.on('error', () => {}); // the CLI stops reading: EPIPE on our side
      child.stdin.end(input);
      child.on('error', reject);
      child.on('close', (code) => resolve({ code, stderr, firstLine }));
    });
    expect(result.firstLine).toBe(`1\tunique\t${SOLVED}`);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toMatch(/EPIPE|Error|at /);
  });
});

describe('help, version and reports on a stdout that cannot be written', () => {
  const TEXTS = ['--help', 'solve --help', 'help count', 'help generate', '-V', '--version', 'generate --help', 'experiment --help', 'experiment guesses --k 0-40/20 --runs 20 --bases 0 --quiet'];

  it.each(TEXTS)('%s: a reader that has gone is exit 0, quietly', async (args) => {
    const r = await runWithBrokenStdout(args.split(' '), 'closed');
    expect(r.stderr).not.toMatch(/EPIPE|Error|\n\s+at /);
    expect(r.code).toBe(0);
  });

  it.skipIf(!existsSync('/dev/full')).each(TEXTS)('%s: a full disk is exit 3, with one line', async (args) => {
    const r = await runWithBrokenStdout(args.split(' '), 'full');
    expect(r.code).toBe(3);
    expect(r.stderr.split('\n')[0]).toBe('sudoku-wasm: cannot write standard output: no space left on device (ENOSPC)');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
