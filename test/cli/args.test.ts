/** Unit tests of the CLI's argument parser (src/cli/options/args.ts). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNT_LIMIT, parseArgs, UsageError } from '../../src/cli/options/args';
import { walkArgs } from '../../src/cli/options/subcommand-args';

const usage = (message: string): Error => new UsageError(message);

describe('parseArgs', () => {
  it('defaults: stdin, plain output, library backend, limit 2', () => {
    expect(parseArgs(['validate'])).toEqual({
      kind: 'run',
      command: 'validate',
      input: '-',
      json: false,
      backend: undefined,
      limit: 2,
    });
  });

  it('--max-nodes (alias --max-guesses) takes a whole number, 0 for no budget', () => {
    expect(parseArgs(['validate', '--max-guesses', '500'])).toMatchObject({ maxNodes: 500 });
    expect(parseArgs(['validate', '--max-nodes', '0'])).toMatchObject({ maxNodes: 0 });
    expect(() => parseArgs(['validate', '--max-guesses=x'])).toThrow(/whole number/);
    expect(() => parseArgs(['validate', '--max-nodes', '-1'])).toThrow(UsageError);
  });

  it('--timeout-per-puzzle takes milliseconds, 0 for none; dedupe takes neither budget', () => {
    expect(parseArgs(['validate', '--timeout-per-puzzle', '250'])).toMatchObject({ timeoutMs: 250 });
    expect(parseArgs(['validate', '--timeout-per-puzzle', '0'])).not.toHaveProperty('timeoutMs');
    expect(() => parseArgs(['validate', '--timeout-per-puzzle', '1.5'])).toThrow(/whole number/);
    expect(() => parseArgs(['dedupe', '--timeout-per-puzzle', '9'])).toThrow(/does not apply to dedupe/);
  });

  it('--alphabet is one the text layer reads, with as many symbols as --size needs (9×9 reads digits)', () => {
    expect(parseArgs(['solve', '--alphabet', 'hex'])).toMatchObject({ alphabet: 'hex' });
    expect(parseArgs(['solve', '--size', '2', '--alphabet', 'abcd'])).toMatchObject({ size: 2, alphabet: 'abcd' });
    expect(parseArgs(['solve', '--alphabet', 'abcd', '--size', '9'])).toMatchObject({ size: 9, alphabet: 'abcd' });
    expect(() => parseArgs(['solve', '--alphabet', 'ABC'])).toThrow(`expected --alphabet to be 'auto', 'alnum', 'hex' or 4, 9, 16, 25, 36, 49 or 64 symbols, got "ABC" (3 characters)`);
    expect(() => parseArgs(['solve', '--alphabet=aacd'])).toThrow(UsageError);
    expect(() => parseArgs(['rate', '--alphabet', 'abcd', '--size', '16'])).toThrow('expected --alphabet to have 16 symbols for a 16×16 board, got 4 (--size 16)');
    expect(() => parseArgs(['solve', '--size', '5', '--alphabet', 'hex'])).toThrow(UsageError);
  });

  it('--techniques and --exclude are refused with rate --scale se, which rates with its own techniques', () => {
    expect(parseArgs(['rate', '--scale', 'se'])).toMatchObject({ logic: { scale: 'se' } });
    expect(parseArgs(['rate', '--scale', 'hodoku', '--exclude', 'x-wing'])).toMatchObject({ logic: { scale: 'hodoku', exclude: ['x-wing'] } });
    expect(() => parseArgs(['rate', '--techniques', 'hidden-single', '--scale', 'se'])).toThrow(
      "--techniques does not apply to rate --scale se (it rates with Sudoku Explainer's own techniques, in its order)",
    );
    expect(() => parseArgs(['rate', '--scale=se', '--exclude=x-wing'])).toThrow('--exclude does not apply to rate --scale se');
  });

  it('--engine fast9 with a --size other than 9x9 is refused, naming both', () => {
    expect(parseArgs(['count', '--engine', 'fast9', '--size', '9'])).toMatchObject({ engine: 'fast9', size: 9 });
    expect(() => parseArgs(['count', '--size', '25', '--engine', 'fast9'])).toThrow('--engine fast9 solves 9x9 boards only, not --size 25');
  });

  it('--summary - is refused: standard output carries the verdicts', () => {
    expect(() => parseArgs(['validate', '--summary', '-', 'p.txt'])).toThrow("--summary needs a file name, got '-' (standard output carries the verdicts)");
  });

  it('--threads takes 1 to 256', () => {
    expect(parseArgs(['solve', '--threads', '3'])).toMatchObject({ threads: 3 });
    expect(parseArgs(['validate'])).not.toHaveProperty('threads');
    // the same words for a number too small and one too large
    expect(() => parseArgs(['validate', '--threads', '0'])).toThrow("--threads expects a whole number from 1 to 256, got '0'");
    expect(() => parseArgs(['validate', '--threads', '1000'])).toThrow("--threads expects a whole number from 1 to 256, got '1000'");
  });

  it('options before or after the command and file, with = or a separate value', () => {
    const expected = { kind: 'run', command: 'count', input: 'p.txt', json: true, backend: 'ts', limit: 7 };
    expect(parseArgs(['--json', 'count', '--backend', 'ts', 'p.txt', '--limit', '7'])).toEqual(expected);
    expect(parseArgs(['count', 'p.txt', '--limit=7', '--backend=ts', '--json'])).toEqual(expected);
  });

  it('count defaults its limit; validate and solve always use 2', () => {
    expect(parseArgs(['count'])).toMatchObject({ limit: DEFAULT_COUNT_LIMIT });
    expect(parseArgs(['solve', 'f'])).toMatchObject({ command: 'solve', input: 'f', limit: 2 });
  });

  it('`-` is stdin; `--` lets a file name start with a dash', () => {
    expect(parseArgs(['solve', '-'])).toMatchObject({ input: '-' });
    expect(parseArgs(['solve', '--', '--odd-name'])).toMatchObject({ input: '--odd-name' });
  });

  it('a puzzle whose first cell is `-` (an empty cell) is the puzzle in FILE\'s place, not an option', () => {
    const puzzle = '-.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    expect(parseArgs(['validate', puzzle])).toMatchObject({ command: 'validate', input: puzzle });
    expect(parseArgs(['solve', '--json', puzzle, '--threads', '2'])).toMatchObject({ command: 'solve', input: puzzle, json: true, threads: 2 });
    const board = '-'.repeat(16); // an empty 4×4 board
    expect(parseArgs(['count', board])).toMatchObject({ input: board });
    expect(() => parseArgs(['validate', puzzle, 'other.txt'])).toThrow('expected at most one FILE');
    // an option's value is still its value; a short or non-puzzle dash argument is still an option
    expect(parseArgs(['solve', '--summary', puzzle])).toMatchObject({ input: '-', summary: puzzle });
    expect(() => parseArgs(['validate', '-x'])).toThrow("unknown option '-x'");
    expect(() => parseArgs(['validate', '--no-such-option-at-all'])).toThrow("unknown option '--no-such-option-at-all'");
  });

  it('an unknown option or command near a known one says which', () => {
    expect(() => parseArgs(['validate', '--jsn'])).toThrow("unknown option '--jsn', did you mean '--json'?");
    expect(() => parseArgs(['solve', '--thread=2'])).toThrow("unknown option '--thread', did you mean '--threads'?");
    expect(() => parseArgs(['valdate'])).toThrow("unknown command 'valdate', did you mean 'validate'? (expected one of validate,");
    expect(() => parseArgs(['validate', '--no-such-option-at-all'])).toThrow(/^unknown option '--no-such-option-at-all'$/);
  });

  it('an option that takes a value refuses the next option as its value, naming both (no file named --json)', () => {
    expect(() => parseArgs(['validate', '--summary', '--json', 'x.txt'])).toThrow(
      "option --summary needs a value, got the option '--json' (write --summary=VALUE for a value that starts with --)",
    );
    expect(() => parseArgs(['count', '--limit', '--json'])).toThrow("option --limit needs a value, got the option '--json'");
    expect(parseArgs(['validate', '--summary=--json'])).toMatchObject({ summary: '--json' });
    expect(() => parseArgs(['validate', '--max-nodes', '-1'])).toThrow("--max-nodes expects a whole number from 0 to 1073741823, got '-1'");
    const takeAll = (argv: string[]): void => walkArgs(argv, (name, value) => void (name === '--out' && value()), usage);
    expect(() => takeAll(['--out', '--quiet'])).toThrow("--out needs a value, got the option '--quiet' (write --out=VALUE for a value that starts with --)");
    expect(() => takeAll(['--out=--quiet'])).not.toThrow();
  });

  it("a logic command's own option, given to another command, names the one command it applies to", () => {
    expect(() => parseArgs(['validate', '--vague'])).toThrow('--vague applies to hint only, not to validate');
    expect(() => parseArgs(['solve', '--notation'])).toThrow('--notation applies to explain only, not to solve');
    expect(() => parseArgs(['count', '--guess'])).toThrow('--guess applies to explain only, not to count');
    expect(() => parseArgs(['candidates', '--scale', 'se'])).toThrow('--scale applies to rate only, not to candidates');
    expect(() => parseArgs(['rate', '--vague'])).toThrow('--vague applies to hint only, not to rate');
    expect(() => parseArgs(['validate', '--techniques', 'x-wing'])).toThrow('--techniques applies to explain, hint, rate only, not to validate');
  });

  it('help and version win wherever they appear', () => {
    expect(parseArgs(['count', '--limit', '5', '--help'])).toEqual({ kind: 'help', command: 'count' });
    expect(parseArgs(['--help'])).toEqual({ kind: 'help' });
    expect(parseArgs(['help'])).toEqual({ kind: 'help' });
    expect(parseArgs(['help', 'solve'])).toEqual({ kind: 'help', command: 'solve' });
    expect(parseArgs(['graph', '-h'])).toEqual({ kind: 'help', command: 'graph' });
    expect(parseArgs(['help', 'generate'])).toEqual({ kind: 'help', command: 'generate' });
    expect(parseArgs(['help', 'experiment'])).toEqual({ kind: 'help', command: 'experiment' });
    expect(parseArgs(['-V'])).toEqual({ kind: 'version' });
  });

  it.each([
    [[]],
    [['nope']],
    [['help', 'nope']],
    [['validate', '-x']],
    [['validate', '--backend', 'gpu']],
    [['count', '--limit', '1']],
    [['count', '--limit', '2.5']],
    [['count', '--limit', '99999999999']],
    [['count', '--limit']],
    [['solve', '--limit', '3']],
    [['solve', 'a', 'b']],
    [['solve', '--json=1']],
  ])('%j → UsageError', (argv) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
  });
});
