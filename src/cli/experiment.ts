/**
 * `sudoku-wasm experiment guesses`: the ordered-vs-shuffled guesses experiment from the command
 * line.
 *
 * Owns: this command's arguments, its progress bar, its output (Markdown or JSON on stdout,
 * files with `--out`) and its exit status (0 done, or the reader closed the pipe; 1 failed;
 * 2 usage; 3 stdout cannot be written; 130 Ctrl-C, 143 SIGTERM). Does
 * not own: the experiment (src/experiment/guesses/).
 */
import {
  DEFAULT_SEED,
  GUESSES_RANGES,
  markdownReport,
  parsePrefillList,
  resolveParameters,
  runGuessesExperiment,
  STUDY_BASES,
  STUDY_RUNS,
  writeGuessesFiles,
  type GuessesOptions,
} from '../experiment/guesses/index.js';
import { cannotWrite, printText, reportUsage } from './write/output.js';
import { ProgressBar } from './write/progress.js';
import { oneOf, unknownOption, walkArgs, wholeNumber } from './options/subcommand-args.js';
import { Interrupt } from './interrupt.js';

const PROGRAM = 'sudoku-wasm';

/** Help text of the command. */
export const EXPERIMENT_USAGE = `Usage: ${PROGRAM} experiment guesses [options]

Reruns the ordered-vs-shuffled guesses study (Schottlender, IEEE LISAT 2014):
plain backtracking in reading order, digits tried 1-9 (ordered, one run) or
in a shuffled order (seeded, many runs), on boards that keep the first k cells
of a base solution. Test 1: the base solution ordered backtracking finds on
the empty board. Test 2: random base solutions. Prints a Markdown report (or
JSON); --out also writes CSV and SVG charts. The same seed gives the same
output, byte for byte, whatever the thread count.

Options:
  --k LIST             prefilled cells: 0,5,10 or ranges 0-40/5 (default 0-40/5)
  --runs N             shuffled runs per board and k (default ${STUDY_RUNS})
  --bases N            random base solutions in test 2 (default ${STUDY_BASES}; 0 = skip)
  --seed N             master seed, 0-4294967295 (default ${DEFAULT_SEED})
  --threads N          worker threads (default: all cores)
  --cell-order NAME    reading (default, as in the study) or mrv
  --max-recursions N   give up a run after N recursions (default 10000000);
                       runs that do are reported as stopped
  --backend NAME       wasm (default) or ts
  --out DIR            also write guesses.md, guesses.csv and SVG charts to DIR
  --json               print the statistics as JSON instead of Markdown
  --quiet              no progress bar
  -h, --help           show this help

Example (runs as it is, in a few seconds):
  ${PROGRAM} experiment guesses --k 0-40/20 --runs 100 --bases 0
`;

/** Thrown for bad usage of this command (exit status 2). */
class ExperimentUsageError extends Error {}

interface Parsed {
  readonly options: GuessesOptions;
  readonly out?: string;
  readonly json: boolean;
  readonly quiet: boolean;
  readonly help: boolean;
}

const usageError = (message: string): Error => new ExperimentUsageError(message);
/** `text` as a whole number in the range of option `key`, the error naming `--flag`. */
const integer = (text: string, flag: string, key: keyof typeof GUESSES_RANGES): number =>
  wholeNumber(text, flag, usageError, ...GUESSES_RANGES[key]);

/** Parses the arguments after `experiment`. */
function parse(argv: readonly string[]): Parsed {
  const options: { -readonly [K in keyof GuessesOptions]: GuessesOptions[K] } = {};
  let out: string | undefined;
  let json = false;
  let quiet = false;
  let help = false;
  let which: string | undefined;
  walkArgs(argv, (name, value, arg, flag) => {
    switch (name) {
      case '-h':
      case '--help':
        flag();
        help = true;
        break;
      case '--k':
        try {
          options.prefill = parsePrefillList(value());
          resolveParameters({ prefill: options.prefill }, 1); // its values, 0 to 81 and distinct
        } catch (error) {
          throw new ExperimentUsageError(`--k: ${(error as Error).message}`);
        }
        break;
      case '--runs':
        options.runs = integer(value(), '--runs', 'runs');
        break;
      case '--bases':
        options.bases = integer(value(), '--bases', 'bases');
        break;
      case '--seed':
        options.seed = integer(value(), '--seed', 'seed');
        break;
      case '--threads':
        options.threads = integer(value(), '--threads', 'threads');
        break;
      case '--max-recursions':
        options.maxRecursions = integer(value(), '--max-recursions', 'maxRecursions');
        break;
      case '--cell-order':
        options.cellOrder = oneOf(value(), '--cell-order', ['reading', 'mrv'] as const, usageError);
        break;
      case '--backend':
        options.backend = oneOf(value(), '--backend', ['wasm', 'ts'] as const, usageError);
        break;
      case '--out':
        out = value();
        break;
      case '--json':
        flag();
        json = true;
        break;
      case '--quiet':
        flag();
        quiet = true;
        break;
      default:
        if (arg.startsWith('-')) throw new ExperimentUsageError(unknownOption(name, EXPERIMENT_USAGE));
        if (which !== undefined) throw new ExperimentUsageError(`unexpected argument '${arg}'`);
        which = arg;
    }
  }, usageError);
  if (!help && which !== 'guesses') {
    throw new ExperimentUsageError(which === undefined ? 'which experiment? (guesses)' : `unknown experiment '${which}' (known: guesses)`);
  }
  try {
    resolveParameters(options, 1); // each flag was checked as it was read, naming it; this checks the whole
  } catch (error) {
    throw new ExperimentUsageError((error as Error).message);
  }
  return { options, out, json, quiet, help };
}

/**
 * Runs `sudoku-wasm experiment …` with the arguments after `experiment`.
 * @returns the exit status
 */
export async function runExperimentCommand(argv: readonly string[]): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parse(argv);
  } catch (error) {
    if (!(error instanceof ExperimentUsageError)) throw error;
    return reportUsage(error.message, 'experiment');
  }
  if (parsed.help) return printText(EXPERIMENT_USAGE);
  const bar = !parsed.quiet && process.stderr.isTTY ? new ProgressBar(process.stderr, 'units') : undefined;
  const interrupt = new Interrupt();
  try {
    const result = await runGuessesExperiment(parsed.options, {
      signal: interrupt.signal,
      onProgress: bar ? (done, total) => bar.update(done, total) : undefined,
    });
    bar?.clear();
    const text = parsed.json ? JSON.stringify(result, null, 2) + '\n' : markdownReport(result) + '\n';
    const written = await printText(text);
    if (written !== 0) return written;
    if (parsed.out !== undefined) {
      let files: string[];
      try {
        files = await writeGuessesFiles(result, parsed.out);
      } catch (error) {
        process.stderr.write(`${PROGRAM}: ${cannotWrite(`--out '${parsed.out}'`, error)}\n`);
        return 3;
      }
      process.stderr.write(`${PROGRAM}: wrote ${files.join(', ')}\n`);
    }
    process.stderr.write(`${PROGRAM}: experiment done in ${result.seconds.toFixed(1)} s\n`);
    return 0;
  } catch (error) {
    bar?.clear();
    if (interrupt.status !== undefined) {
      process.stderr.write(`${PROGRAM}: experiment interrupted\n`);
      return interrupt.status;
    }
    process.stderr.write(`${PROGRAM}: experiment failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  } finally {
    interrupt.dispose();
  }
}
