/**
 * `sudoku-wasm generate`: puzzles on standard output, one per line, from a seed.
 *
 * Owns: this command's arguments, its output (text or JSON Lines), its progress bar and its
 * exit status (0 done, 1 a puzzle's budget ran out or a defect, 2 usage, 3 the pattern file
 * cannot be read or stdout cannot be written, 130 interrupted, 143 terminated). Does not own: generation
 * (src/generate/) or the threads (generate-threads.ts).
 *
 * Output, one line per puzzle in index order, the same for any --threads:
 *   text    PUZZLE [TAB SOLUTION] [TAB LEVEL TAB SCORE]   (--solution, --rate)
 *   --json  {"index", "puzzle", "solution", "clues", "seed", "level", "score", "hardest", "step"?}
 * and on stderr the seed when it was drawn, then a summary as the other commands write it:
 *   generate: 40 puzzles, 0.412 s, 97.1 puzzles/s, seed 12, 2 threads
 */
import { readFile } from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { availableParallelism } from 'node:os';
import { checkGenerateOptions, type GeneratedPuzzle, type GenerateOptions } from '../../generate/generate.js';
import { SYMMETRIES, type Symmetry } from '../../generate/symmetry.js';
import { randomSeed } from '../../generate/random.js';
import { MAX_LOGIC_BOX } from '../../logic/grid.js';
import type { Level } from '../../logic/types.js';
import { MAX_THREADS } from '../options/args.js';
import { generateInOrder, GenerateRunError } from './generate-threads.js';
import { cannotWrite, printText, reportUsage, Sink } from '../write/output.js';
import { describeFileError } from '../../stream/file-errors.js';
import { ProgressBar } from '../write/progress.js';
import { formatRate } from '../write/summary.js';
import { oneOf, unknownOption, walkArgs, wholeNumber } from '../options/subcommand-args.js';
import { Interrupt } from '../interrupt.js';
import { loadVariantLogic } from '../lazy-parts.js';
import { runVariantGenerate, VARIANT_FORMATS, type VariantFormat } from './generate-variant.js';
import { checkVariantOptions } from '../../variant/generate/index.js';
import type { VariantFamily } from '../../variant/generate/options.js';

const PROGRAM = 'sudoku-wasm';

/** Help text of the command. */
export const GENERATE_USAGE = `Usage: ${PROGRAM} generate [options]

Makes puzzles with exactly one solution and writes them to standard output, one
per line (a one-line board, '.' for an empty cell). Without options: minimal
9x9 puzzles (no clue can be removed) from uniformly random grids. The same
--seed gives the same output, byte for byte, whatever --threads says; without
--seed a random seed is used and printed on stderr.

Options:
  --size N            board side: 4, 9 (default), 16, 25, 36, 49, 64
  --level NAME        HoDoKu level: easy, medium, hard, unfair, extreme
  --min-score N       lowest HoDoKu score
  --max-score N       highest HoDoKu score
  --technique NAME    the solve path must use it (id such as x-wing, HoDoKu code
                      such as 0300, or name); --json adds the step and the
                      candidates just before it
  --symmetry NAME     ${SYMMETRIES.join(', ')}
  --minimal           no clue can be removed (checked clue by clue)
  --clues N           exactly N clues
  --pattern FILE      the clue positions: a board whose non-empty cells (any
                      character but . 0 - _) are the clues ('-': standard input)
  --seed N            seed of the run, 0-4294967295
  --count N           puzzles to make (default 1)
  --threads N         worker threads (default: all cores)
  --timeout MS        (or --timeout-per-puzzle MS) time budget of each puzzle
                      (default 10000; 0 = none)
  --max-attempts N    attempts each puzzle may take (default: no limit)
  --solution          text: add the solution after a tab
  --rate              text: add level and score after a tab (rates each puzzle)
  --json              one JSON object per line: index, puzzle, solution, clues,
                      seed (makes this puzzle alone), attempts, level, score,
                      hardest (up to 25x25), and with --technique the step
  --backend NAME      wasm (default) or ts
  --quiet             no progress bar
  --variant RULES     variant puzzles instead (unique and minimal): one or more of
                      x, windoku, jigsaw, antiKnight, antiKing, nonConsecutive,
                      killer, thermo, arrow, kropki, xv, sandwich, littleKiller,
                      whispers, renban, palindrome, regionSum, oddEven,
                      pillArrow (arrows, some with two-digit pills),
                      comma-separated; with --size, --clues, --seed, --count,
                      --timeout, --solution, --json, --max-level; one puzzle a
                      line as f-puzzles JSON
  --max-level NAME    with --variant: a puzzle the variant steps solve at this
                      level or below (easy, medium, hard, unfair, extreme):
                      givens added where they stick; --json adds level, score,
                      hardest and added
  --format NAME       with --variant: fpuzzles (default), link (an f-puzzles
                      link), sudokupad (a SudokuPad link), model (the package's
                      JSON); --json writes the model with its solution and seed
  -h, --help          show this help

Example (runs as it is):
  ${PROGRAM} generate --level hard --symmetry rotate180 --count 2 --seed 7 --rate

Exit status: 0 done; 1 a puzzle's budget ran out (the puzzles before it are
written; the message names what was asked) or an internal error; 2 usage; 3 the
pattern file cannot be read or the output cannot be written; 130 Ctrl-C; 143
SIGTERM.
`;

/** Thrown for bad usage of this command (exit status 2). */
class GenerateUsageError extends Error {}

interface Parsed {
  readonly options: GenerateOptions;
  readonly patternFile?: string;
  readonly count: number;
  readonly threads: number;
  readonly json: boolean;
  readonly solution: boolean;
  readonly rate: boolean;
  readonly quiet: boolean;
  readonly help: boolean;
  /** `--variant`'s rule families, when given. */
  readonly variant?: VariantFamily[];
  /** `--max-level` (with `--variant`), as typed: checked by the generator. */
  readonly maxLevel?: string;
  readonly format?: VariantFormat;
}

/** The options `--variant` takes (besides --help and --quiet, which change nothing there). */
const VARIANT_TAKES = new Set(['--variant', '--max-level', '--format', '--size', '--clues', '--seed', '--count', '--timeout', '--timeout-per-puzzle', '--solution', '--json', '--minimal', '--quiet', '-h', '--help']);

const usageError = (message: string): Error => new GenerateUsageError(message);
const integer = (text: string, name: string, min: number, max: number): number => wholeNumber(text, name, usageError, min, max);

/** Parses the arguments after `generate`. */
function parse(argv: readonly string[]): Parsed {
  const options: { -readonly [K in keyof GenerateOptions]: GenerateOptions[K] } = {};
  let patternFile: string | undefined;
  let count = 1;
  let threads = availableParallelism();
  let json = false;
  let solution = false;
  let rate = false;
  let quiet = false;
  let help = false;
  let variant: VariantFamily[] | undefined;
  let format: VariantFormat | undefined;
  let maxLevel: string | undefined;
  const given = new Set<string>();
  const score: { min?: number; max?: number } = {};
  walkArgs(argv, (name, value, arg, flag) => {
    given.add(name);
    switch (name) {
      case '-h':
      case '--help':
        flag();
        help = true;
        break;
      case '--size':
        options.size = integer(value(), '--size', 4, 64);
        break;
      case '--level':
        options.level = value() as Level; // any case; checked with the other options (checkGenerateOptions)
        break;
      case '--min-score':
        score.min = integer(value(), '--min-score', 0, 0x3fffffff);
        break;
      case '--max-score':
        score.max = integer(value(), '--max-score', 0, 0x3fffffff);
        break;
      case '--technique':
        options.technique = value();
        break;
      case '--symmetry':
        options.symmetry = oneOf<Symmetry>(value(), '--symmetry', SYMMETRIES, usageError);
        break;
      case '--minimal':
        flag();
        options.minimal = true;
        break;
      case '--clues':
        options.clues = integer(value(), '--clues', 1, 4096);
        break;
      case '--pattern':
        patternFile = value();
        break;
      case '--seed':
        options.seed = integer(value(), '--seed', 0, 0xffffffff);
        break;
      case '--count':
        count = integer(value(), '--count', 1, 0x3fffffff);
        break;
      case '--threads':
        threads = integer(value(), '--threads', 1, MAX_THREADS);
        break;
      case '--timeout':
      case '--timeout-per-puzzle': // as validate and solve name their time budget
        options.timeoutMs = integer(value(), name, 0, 0x7fffffff);
        break;
      case '--max-attempts':
        options.maxAttempts = integer(value(), '--max-attempts', 1, 0x7fffffff);
        break;
      case '--backend':
        options.backend = oneOf(value(), '--backend', ['wasm', 'ts'] as const, usageError);
        break;
      case '--solution':
        flag();
        solution = true;
        break;
      case '--rate':
        flag();
        rate = true;
        break;
      case '--json':
        flag();
        json = true;
        break;
      case '--quiet':
        flag();
        quiet = true;
        break;
      case '--variant':
        variant = value().split(',').map((rule) => rule.trim()) as VariantFamily[]; // checked by the generator
        break;
      case '--max-level':
        maxLevel = value(); // any case; checked by the generator
        break;
      case '--format':
        format = oneOf(value(), '--format', VARIANT_FORMATS, usageError);
        break;
      default:
        throw new GenerateUsageError(arg.startsWith('-') ? unknownOption(name, GENERATE_USAGE) : `unexpected argument '${arg}' (generate reads no input; a pattern goes in --pattern FILE)`);
    }
  }, usageError);
  if (score.min !== undefined && score.max !== undefined && score.min > score.max) {
    throw new GenerateUsageError(`--min-score ${score.min} is above --max-score ${score.max}`);
  }
  if (score.min !== undefined || score.max !== undefined) options.score = score;
  if (rate) options.rate = true;
  if (variant === undefined && format !== undefined) throw new GenerateUsageError('--format applies to --variant puzzles only');
  if (variant === undefined && maxLevel !== undefined) throw new GenerateUsageError('--max-level applies to --variant puzzles only (classic puzzles: --level)');
  if (variant !== undefined) {
    const other = [...given].find((name) => !VARIANT_TAKES.has(name));
    if (other !== undefined) throw new GenerateUsageError(`${other} does not apply to --variant puzzles${other === '--level' ? ' (at most a level: --max-level)' : ''}`);
    if (format !== undefined && json) throw new GenerateUsageError('--format and --json: give one (--json writes the model)');
  }
  return { options, patternFile, count, threads, json, solution, rate, quiet, help, variant, format, maxLevel };
}

/** `--variant`: the generator's options checked here, so a slip is a usage error. */
function runVariant(parsed: Parsed): Promise<number> | number {
  const { size, clues, seed, timeoutMs } = parsed.options;
  const options = {
    rules: parsed.variant!,
    ...(size === undefined ? {} : { size }),
    ...(clues === undefined ? {} : { clues: { min: clues, max: clues } }),
    seed: seed ?? randomSeed(),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(parsed.maxLevel === undefined ? {} : { maxLevel: parsed.maxLevel as Level }),
  };
  try {
    checkVariantOptions(options);
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) return reportUsage(asFlags(error.message), 'generate');
    throw error;
  }
  if (seed === undefined) process.stderr.write(`generate: seed ${options.seed}\n`);
  const run = (): Promise<number> => runVariantGenerate({ options, count: parsed.count, format: parsed.format ?? 'fpuzzles', json: parsed.json, solution: parsed.solution }, PROGRAM);
  return options.maxLevel === undefined ? run() : loadVariantLogic().then(run); // a level is met by the variant steps
}

/** One output line of a puzzle. */
function formatPuzzle(p: GeneratedPuzzle, index: number, parsed: Parsed): string {
  if (parsed.json) {
    const { puzzle, solution, clues, seed, attempts, level, score, hardest, step, before } = p;
    const record: Record<string, unknown> = { index, puzzle, solution, clues, seed, attempts, level, score, hardest };
    if (step) record.step = { technique: step.technique, name: step.name, text: step.text, before };
    return JSON.stringify(record);
  }
  const fields = [p.puzzle];
  if (parsed.solution) fields.push(p.solution);
  if (parsed.rate) fields.push(p.level ?? '', String(p.score ?? ''));
  return fields.join('\t');
}

/**
 * Runs `sudoku-wasm generate …` with the arguments after `generate`.
 * @returns the exit status
 */
export async function runGenerateCommand(argv: readonly string[]): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parse(argv);
  } catch (error) {
    if (!(error instanceof GenerateUsageError)) throw error;
    return reportUsage(error.message, 'generate');
  }
  if (parsed.help) return printText(GENERATE_USAGE);
  if (parsed.variant) return runVariant(parsed);
  const options: GenerateOptions = { ...parsed.options };
  if (parsed.patternFile !== undefined) {
    try {
      // '-' is standard input, as FILE of the commands that read puzzles (generate reads no other input)
      options.pattern = parsed.patternFile === '-' ? await text(process.stdin) : await readFile(parsed.patternFile, 'utf8');
    } catch (error) {
      const source = parsed.patternFile === '-' ? 'the pattern from standard input' : `pattern file '${parsed.patternFile}'`;
      process.stderr.write(`${PROGRAM}: cannot read ${source}: ${describeFileError(error)}\n`);
      return 3;
    }
  }
  let side: number;
  try {
    side = checkGenerateOptions(options); // a usage error before any thread starts
  } catch (error) {
    if (error instanceof RangeError || error instanceof TypeError) return reportUsage(asFlags(error.message), 'generate');
    throw error;
  }
  // --json holds the rating where the human-style solver goes (up to 25×25); larger boards are not rated
  if (parsed.json && side <= MAX_LOGIC_BOX ** 2) options.rate = true;
  if (options.seed === undefined) {
    options.seed = randomSeed();
    process.stderr.write(`generate: seed ${options.seed}\n`);
  }
  const sink = new Sink(process.stdout);
  const bar = !parsed.quiet && process.stderr.isTTY && parsed.count > 1 ? new ProgressBar(process.stderr, 'puzzles') : undefined;
  const interrupt = new Interrupt();
  const stop = new AbortController(); // a signal, or the reader gone
  interrupt.signal.addEventListener('abort', () => stop.abort(), { once: true });
  const started = performance.now();
  let written = 0;
  try {
    // One 9×9 or 4×4 puzzle on this thread: its attempts take milliseconds, less than a worker's start
    const working = parsed.count === 1 && side <= 9 ? 1 : parsed.threads;
    await generateInOrder(options, parsed.count, working, async (puzzle, index) => {
      await sink.write(formatPuzzle(puzzle, index, parsed) + '\n');
      if (sink.failure) throw sink.failure;
      if (sink.closed) return stop.abort(); // `| head`: the reader has what it wanted
      written++;
      bar?.update(written, parsed.count);
    }, stop.signal);
    bar?.clear();
    if (sink.closed) return 0;
    const seconds = (performance.now() - started) / 1000;
    const threads = Math.min(parsed.threads, parsed.count);
    const summary =
      `generate: ${written} puzzle${written === 1 ? '' : 's'}, ${seconds.toFixed(3)} s, ${formatRate(seconds > 0 ? written / seconds : 0)} puzzles/s, ` +
      `seed ${options.seed}` +
      (threads > 1 ? `, ${threads} threads` : '');
    process.stderr.write(summary + (interrupt.status !== undefined ? ' (interrupted)' : '') + '\n');
    return interrupt.status ?? 0;
  } catch (error) {
    bar?.clear();
    if (error === sink.failure && sink.failure !== undefined) {
      process.stderr.write(`${PROGRAM}: ${cannotWrite('standard output', error)}\n`);
      return 3;
    }
    if (error instanceof GenerateRunError) {
      process.stderr.write(`${PROGRAM}: ${error.message.replace(/^sudoku-wasm: /, '')} (${written} written)\n`);
      return 1;
    }
    process.stderr.write(`${PROGRAM}: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  } finally {
    interrupt.dispose();
  }
}

/**
 * A message of the library's option checks as this command says it: the option as its flag
 * (`generate: clues: expected …` → `--clues: expected …`), without the package and the call,
 * which the usage line names; the value as the text given (`got the number 100` → `got '100'`,
 * as the other commands show a value), and `--variant`'s rules as the comma-separated list the
 * command line gives (not an array).
 */
function asFlags(message: string): string {
  const bare = message.replace(/^sudoku-wasm: (generate: |generateVariant: )?/, '');
  const flag = (key: string): string => (key === 'timeoutMs' ? 'timeout' : key === 'rules' ? 'variant' : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
  return bare
    .replace(/^([a-z][A-Za-z]*): /, (_, key: string) => `--${flag(key)}: `)
    .replace(/ or an array of them, got /, ' (comma-separated), got ')
    .replace(/, got the (?:string "([^"\\]*)"|number (-?[\d.e+]+))/, (_, text: string | undefined, number: string | undefined) => `, got '${text ?? number}'`);
}
