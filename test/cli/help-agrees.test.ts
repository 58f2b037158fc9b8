/**
 * What the CLI says about itself agrees with what it does (built CLI): the commands the help
 * names as reading variant puzzles are the ones that answer a variant line, and a usage error
 * sends the reader to the help of the command it was given, with the nearest option named for
 * a slip of the keyboard in every command's grammar (the main one, `generate`, `experiment`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { outputLines, requireBuiltCli, runCli } from './run-cli';

beforeAll(requireBuiltCli);

/** A 6×6 killer with one solution, as an f-puzzles link (docs/cli.md's example). */
const KILLER_LINK =
  'https://f-puzzles.com/?load=N4IgzglgXgpiBcA2ANCA5gJwgEwQbT2AF9ljSSzKiBdZQih8p42+5x0ANwEMAbAVzhJUaCJxgA7BABcMghqyrt2ijmvKrlSrn0EIATCLGSZcmDVogA1hF68YGAMbc0QwiEcw7YfCABKAIwAwgEgqIFB+iCWPAJCIADMIBQeXrw+8Hj+wUnhwQAsYf76QYUxuvEAHMmkqd6+EQCsRRGI0aixevAgAaEpnvWZxSEtCSPlcQggbf1pGVl+JVHhJUkTXT19tQPpDSXNK0Ft6/HNs4MLY8v+Y7k3pe0gnfEAnDWgO/P3B/fHHRVTAIABnedV2Qz8+RG4Ua43+k261XO4IWUOukKCa3hG2BoM+DShhXCUJ+GL+TwB3Rm2zmDVh6NhWIpCMSeNpENhRP8sNJsPJz0BZxpF38iGhosijwF3VxyK+fjFdwVD3CYtJYv5lM2yWoRCAA==';

const PUZZLE_COMMANDS = ['validate', 'solve', 'count', 'candidates', 'rate', 'explain', 'hint', 'convert', 'dedupe'] as const;
/** The options a command needs to run at all (convert's --to). */
const NEEDS: Partial<Record<(typeof PUZZLE_COMMANDS)[number], string[]>> = { convert: ['--to', 'model'] };

/** The list 'a, b, c and d' as its words. */
const listed = (text: string): string[] => text.split(/,\s*|\s+and\s+/).map((w) => w.trim());

/** Joins a help's wrapped lines into one line of text. */
const unwrapped = (text: string): string => text.replace(/\s*\n\s*/g, ' ');

describe('the commands the help names as reading variant puzzles', () => {
  let readers: string[] = [];

  beforeAll(async () => {
    const answers = await Promise.all(PUZZLE_COMMANDS.map((command) => runCli([command, ...(NEEDS[command] ?? []), KILLER_LINK], { timeoutMs: 30_000 })));
    readers = PUZZLE_COMMANDS.filter((_, k) => {
      expect(answers[k].code, `${PUZZLE_COMMANDS[k]}: ${answers[k].stderr}`).toBe(0);
      return !outputLines(answers[k].stdout).join('\n').includes('UNSUPPORTED');
    });
  }, 60_000);

  it('are the commands that answer a variant line', () => {
    expect(readers).toEqual(['validate', 'solve', 'count', 'candidates', 'rate', 'explain', 'hint', 'convert']);
  });

  it('sudoku-wasm --help, which lists them, fits 80 columns as each command\'s help does (but for an example\'s puzzle)', async () => {
    const { stdout } = await runCli(['--help']);
    for (const line of stdout.split('\n')) if (!/ [1-9.]{81}$/.test(line)) expect(line.length, line).toBeLessThanOrEqual(80);
  });

  it('sudoku-wasm --help lists them', async () => {
    const help = unwrapped((await runCli(['--help'])).stdout);
    const sentence = /skipped\. (.+?) read variant puzzles too/.exec(help);
    expect(sentence, help).not.toBeNull();
    expect(listed(sentence![1])).toEqual(readers);
  });

  it("each one's --help says it reads them; the others' help names the ones that do", async () => {
    for (const command of PUZZLE_COMMANDS) {
      const help = unwrapped((await runCli([command, '--help'])).stdout);
      if (readers.includes(command)) {
        expect(help, command).toMatch(/variant puzzle/);
        expect(help, command).not.toMatch(/variant puzzle \([^)]*\) is '\w+' with UNSUPPORTED/);
      } else {
        const named = /is '\w+' with UNSUPPORTED: (.+?) read them\./.exec(help);
        expect(named, command).not.toBeNull();
        expect(listed(named![1]), command).toEqual(readers);
      }
    }
  });

  it("dedupe's answer to a variant line names them", async () => {
    const r = await runCli(['dedupe', KILLER_LINK]);
    const named = /dedupe takes classic 9×9 lines; (.+?) read variant ones/.exec(r.stdout);
    expect(named, r.stdout).not.toBeNull();
    expect(listed(named![1])).toEqual(readers);
  });
});

describe('a usage error', () => {
  it.each([
    [['solve', '--bogus', '-'], 'solve'],
    [['--bogus', 'count', '-'], 'count'],
    [['rate', '--scale', 'xx', '-'], 'rate'],
    [['dedupe', '--engine', 'dlx', '-'], 'dedupe'],
    [['graph', '--format', 'svg'], 'graph'],
  ] as const)('%j points to the help of its command', async (args, command) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[1]).toBe(`Try 'sudoku-wasm ${command} --help' for more information.`);
    expect((await runCli([command, '--help'])).code).toBe(0);
  });

  it.each([[['--bogus']], [['frobnicate']], [['help', 'nope']]] as const)('%j, naming no command, points to the global help', async (args) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[1]).toBe("Try 'sudoku-wasm --help' for more information.");
  });

  it.each([
    [['solve', '--max-node', '5', '-'], 'sudoku-wasm: ', "unknown option '--max-node', did you mean '--max-nodes'?"],
    [['generate', '--levle', 'hard'], 'sudoku-wasm: ', "unknown option '--levle', did you mean '--level'?"],
    [['generate', '--solutions'], 'sudoku-wasm: ', "unknown option '--solutions', did you mean '--solution'?"],
    [['experiment', 'guesses', '--run', '5'], 'sudoku-wasm: ', "unknown option '--run', did you mean '--runs'?"],
  ] as const)('%j names the option nearest a slip', async (args, prefix, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(prefix + message);
  });

  it.each([
    [['generate', '--no-such-option-at-all']],
    [['experiment', 'guesses', '--no-such-option-at-all']],
  ] as const)('%j, near no option, names none', async (args) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toMatch(/unknown option '--no-such-option-at-all'$/);
  });
});
