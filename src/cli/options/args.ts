/**
 * Command-line argument parsing for `sudoku-wasm`.
 *
 * Owns: turning `argv` into a {@link CliRequest} and rejecting bad usage with a {@link UsageError}
 * (exit status 2). Does not own: the usage text (usage.ts), opening the input (input.ts) or
 * anything a command does (commands.ts, run.ts). Pure: no I/O, no process access.
 *
 * Grammar: `sudoku-wasm COMMAND [OPTIONS] [FILE|-]`, or `sudoku-wasm graph [--size N]
 * [--format dot|json]`; options may come before or after the command and the file, as
 * `--name value` or `--name=value` (a value that starts with `--` only as `--name=value`:
 * `--summary --json` is a usage error, not a file named `--json`); `--` ends the options. An
 * argument that starts with `-` (an empty cell) but names no option, and reads as a whole
 * puzzle (input.ts, `isPuzzleArgument`), is the puzzle in FILE's place; a lone `-` is standard
 * input.
 *
 *   output format    validate   count   solve   candidates  explain  hint  rate   dedupe  convert  graph
 *   text (default)   yes        yes     yes     yes         yes      yes   yes    yes     yes      -
 *   json / --json    yes        yes     yes     yes         yes      yes   yes    yes     yes      yes
 *   csv / --csv      yes        yes     yes     -           -        -     yes    yes     -        -
 *   colors           -          -       yes     -           -        -     -      -       -        -     with --color auto|always|never
 *   dot (default)    -          -       -       -           -        -     -      -       -        yes
 *
 * Every command but dedupe takes --grid (multi-line grids separated by blank lines) or --lines
 * (one puzzle per line); without either, run.ts looks at the first puzzle line.
 * The logic commands (explain, hint, rate) also take --techniques LIST, --exclude LIST;
 * explain --guess and --notation; hint --vague. dedupe solves nothing (9×9 only), so it takes
 * none of the solving options (--backend, --engine, --size, --alphabet, --max-nodes).
 * convert solves nothing either: it takes --to FORMAT (required, convert's own), the reading
 * options (--size, --alphabet, --grid, --lines) and none of the searching ones.
 * Every command that reads puzzles takes --only CLASSES (statuses to print), --summary FILE
 * (the run's counts as JSON), --strict (exit 1 when a line is invalid or failed) and
 * --threads N (dedupe runs on one thread whatever it says).
 */

import { EXTRA_TECHNIQUE_IDS, isTechniqueId, TECHNIQUE_IDS } from '../../logic/techniques/ids.js';
import { checkAlphabet, checkAlphabetFits } from '../../text/alphabet.js';
import { isPuzzleArgument } from '../read/input.js';
import { didYouMean, oneOf, optionAsValue, wholeNumber } from './subcommand-args.js';
import { CONVERT_ALIASES, CONVERT_TARGETS, type ConvertTarget } from './variant-formats.js';

/** The commands that read puzzles. */
export const COMMANDS = ['validate', 'solve', 'count', 'candidates', 'explain', 'hint', 'rate', 'dedupe', 'convert'] as const;
/** The commands that solve like a human (src/logic/). */
export const LOGIC_COMMANDS: readonly CommandName[] = ['explain', 'hint', 'rate'];
export type CommandName = (typeof COMMANDS)[number];
/** The command that prints the Sudoku graph instead of reading puzzles. */
export const GRAPH_COMMAND = 'graph';
/** The commands with a grammar of their own (main.ts hands them their arguments). */
export const OWN_GRAMMAR_COMMANDS = ['generate', 'experiment'] as const;
/** Every command, in the order the help lists them. */
export const ALL_COMMANDS: readonly string[] = [...COMMANDS, GRAPH_COMMAND, ...OWN_GRAMMAR_COMMANDS];

/** When `--format colors` draws with ANSI escapes (`--color`; main.ts decides `auto`). */
export const COLOR_MODES = ['auto', 'always', 'never'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** The `--format` values each command offers, its default first. */
const FORMATS: Readonly<Record<CommandName | typeof GRAPH_COMMAND, readonly string[]>> = {
  validate: ['text', 'json', 'csv'],
  count: ['text', 'json', 'csv'],
  candidates: ['text', 'json'],
  solve: ['text', 'json', 'colors', 'csv'],
  explain: ['text', 'json'],
  hint: ['text', 'json'],
  rate: ['text', 'json', 'csv'],
  dedupe: ['text', 'json', 'csv'],
  convert: ['text', 'json'],
  graph: ['dot', 'json'],
};
/** The options `dedupe` rejects: it parses 9×9 lines and solves nothing. */
const SOLVING_OPTIONS = new Set(['--backend', '--engine', '--size', '--alphabet', '--max-nodes', '--max-guesses', '--timeout-per-puzzle', '--grid', '--lines']);
/** The options `convert` rejects: it reads puzzles and solves nothing. */
const SEARCH_OPTIONS = new Set(['--backend', '--engine', '--max-nodes', '--max-guesses', '--timeout-per-puzzle']);
/** The options `graph` takes; any other is a usage error. */
const GRAPH_OPTIONS = new Set(['--size', '--format', '--json']);

/** The long options of parseArgs' switch, for the 'did you mean' of an unknown one. */
const OPTION_NAMES: readonly string[] = [
  '--help', '--version', '--json', '--csv', '--only', '--summary', '--strict', '--backend', '--limit', '--max-guesses',
  '--max-nodes', '--timeout-per-puzzle', '--threads', '--engine', '--size', '--alphabet', '--techniques', '--exclude',
  '--scale', '--guess', '--notation', '--vague', '--grid', '--lines', '--format', '--color', '--to',
];

/** The classes `--only` accepts: statuses as printed (dedupe has its own). */
export const ONLY_CLASSES: readonly string[] = ['unique', 'multiple', 'none', 'invalid', 'unknown', 'failed'];
/** The classes `dedupe --only` accepts. */
export const DEDUPE_ONLY_CLASSES: readonly string[] = ['first', 'duplicate', 'invalid', 'failed'];
/** The classes `convert --only` accepts. */
export const CONVERT_ONLY_CLASSES: readonly string[] = ['converted', 'invalid', 'failed'];

export const BACKENDS = ['wasm', 'ts'] as const;
export type BackendName = (typeof BACKENDS)[number];

export const ENGINES = ['auto', 'fast9', 'bitmask', 'dlx'] as const;
export type EngineName = (typeof ENGINES)[number];

/** `count` stops at this many solutions unless `--limit` says otherwise. */
export const DEFAULT_COUNT_LIMIT = 1000;
/** The most worker threads `--threads` accepts. */
export const MAX_THREADS = 256;
/** The largest `--limit` accepted (counts are 32-bit signed in the engines). */
export const MAX_LIMIT = 0x3fffffff;

/** A fully parsed request to run a command. */
export interface RunRequest {
  readonly kind: 'run';
  readonly command: CommandName;
  /** A path, or `-` for standard input (also the default). */
  readonly input: string;
  readonly json: boolean;
  /** `undefined` = the library's default backend. */
  readonly backend: BackendName | undefined;
  /** Solutions to look for: 2 for validate/solve (enough to tell unique from multiple). */
  readonly limit: number;
  /**
   * Node (guess) budget of every puzzle (`--max-nodes`, 0 = none); a puzzle that exhausts it
   * gets `unknown`. `undefined`: none at 9×9, the pipeline's default above.
   */
  readonly maxNodes?: number;
  /** Time budget per puzzle in milliseconds (`--timeout-per-puzzle`); `undefined` = none. */
  readonly timeoutMs?: number;
  /** Worker threads (`--threads`); `undefined` = every core. dedupe always runs on one. */
  readonly threads?: number;
  /** `undefined` = auto (fast9 for 9×9, bitmask otherwise). */
  readonly engine?: EngineName;
  /** Board box size n or side N when given (`--size`); inferred from each line otherwise. */
  readonly size?: number;
  /** Symbol set of boards other than 9×9 (`--alphabet`): alnum, hex, auto, or the symbols. */
  readonly alphabet?: string;
  /**
   * Present for `--format colors` (solve only): each verdict as a block drawn in colours, and
   * when to use ANSI escapes for them (`--color`, default auto).
   */
  readonly colors?: ColorMode;
  /** For explain, hint and rate: how to solve like a human. */
  readonly logic?: LogicRequest;
  /** `--csv` / `--format csv`: a header line, then one RFC 4180 row per puzzle line (csv.ts). */
  readonly csv?: boolean;
  /** `--only`: print only the lines of these classes (the summary still counts every line). */
  readonly only?: readonly string[];
  /** `--summary FILE`: where to write the run's counts as JSON at the end. */
  readonly summary?: string;
  /** `--strict`: exit 1 when some line is invalid. */
  readonly strict?: boolean;
  /**
   * `--grid` (true): the input is multi-line grids separated by blank lines; `--lines` (false):
   * one puzzle per line; absent: grids when the first puzzle line is a grid row (run.ts).
   */
  readonly grid?: boolean;
  /** convert: the form each puzzle is written in (`--to`). */
  readonly to?: ConvertTarget;
}

/** The options of the logic commands. */
export interface LogicRequest {
  /** Technique ids in the order to try (`--techniques a,b,c`); default every one. */
  readonly techniques?: readonly string[];
  /** Technique ids to leave out (`--exclude a,b`). */
  readonly exclude?: readonly string[];
  /** explain: when stuck, take a marked guess step and go on (`--guess`) or stop (default). */
  readonly guess: boolean;
  /** explain: write each step in HoDoKu's one-line notation too (`--notation`). */
  readonly notation: boolean;
  /** hint: the technique and where to look only (`--vague`). */
  readonly vague: boolean;
  /** rate: `hodoku` (default: level, score) or `se` (Sudoku Explainer's ER/EP/ED) (`--scale`). */
  readonly scale?: 'hodoku' | 'se';
}

/** A request to print the Sudoku graph (`sudoku-wasm graph`). */
export interface GraphRequest {
  readonly kind: 'graph';
  /** Box size 2–8 (`--size`, as a box size or a side; default 3, 9×9). */
  readonly n: number;
  /** `--format`: Graphviz DOT (default) or JSON (also `--json`). */
  readonly format: 'dot' | 'json';
}

/** `--help` (or `help`): the global help, or the help of the command named with it. */
export interface HelpRequest {
  readonly kind: 'help';
  readonly command?: CommandName | typeof GRAPH_COMMAND | (typeof OWN_GRAMMAR_COMMANDS)[number];
}

export type CliRequest = RunRequest | GraphRequest | HelpRequest | { readonly kind: 'version' };

/** Bad usage: the message says what was wrong; the caller adds the pointer to `--help`. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A {@link UsageError} with `message`: how the shared argument checks (subcommand-args.ts) throw one here. */
const usage = (message: string): UsageError => new UsageError(message);

/** Parses the arguments after `node cli.js`. @throws {UsageError} */
export function parseArgs(argv: readonly string[]): CliRequest {
  let command: CommandName | typeof GRAPH_COMMAND | undefined;
  let input: string | undefined;
  let json = false;
  let csv = false;
  let only: string[] | undefined;
  let summary: string | undefined;
  let strict = false;
  let format: string | undefined;
  let color: ColorMode | undefined;
  const used: string[] = []; // the options given, as written (graph takes only a few)
  let backend: BackendName | undefined;
  let limit: number | undefined;
  let maxNodes: number | undefined;
  let timeoutMs: number | undefined;
  let threads: number | undefined;
  let engine: EngineName | undefined;
  let size: number | undefined;
  let alphabet: string | undefined;
  let techniques: string[] | undefined;
  let exclude: string[] | undefined;
  let guess = false;
  let notation = false;
  let vague = false;
  let scale: 'hodoku' | 'se' | undefined;
  let grid: boolean | undefined;
  let to: ConvertTarget | undefined;
  let optionsEnded = false;

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!optionsEnded && arg.startsWith('-') && arg !== '-') {
      let puzzle = false; // an argument that names no option but is a puzzle (see the header)
      if (arg === '--') {
        optionsEnded = true;
        continue;
      }
      const eq = arg.indexOf('=');
      const name = eq >= 0 ? arg.slice(0, eq) : arg;
      const inline = eq >= 0 ? arg.slice(eq + 1) : undefined;
      /** The option's value: after `=`, or the next argument. */
      const value = (): string => {
        if (inline !== undefined) return inline;
        if (i + 1 >= argv.length) throw new UsageError(`option ${name} needs a value`);
        const refused = optionAsValue(name, argv[i + 1]);
        if (refused !== undefined) throw new UsageError(`option ${refused}`);
        return argv[++i];
      };
      const flag = (): void => {
        if (inline !== undefined) throw new UsageError(`option ${name} takes no value`);
      };
      used.push(name);
      switch (name) {
        case '-h':
        case '--help':
          flag();
          return helpFor(argv);
        case '-V':
        case '-v':
        case '--version':
          flag();
          return { kind: 'version' };
        case '--json':
          flag();
          json = true;
          break;
        case '--csv':
          flag();
          csv = true;
          break;
        case '--only':
          only = classList(value());
          break;
        case '--summary': {
          const v = value();
          if (v === '') throw new UsageError('--summary needs a file name');
          if (v === '-') throw new UsageError("--summary needs a file name, got '-' (standard output carries the verdicts)");
          summary = v;
          break;
        }
        case '--strict':
          flag();
          strict = true;
          break;
        case '--backend': {
          backend = oneOf(value(), name, BACKENDS, usage) as BackendName;
          break;
        }
        case '--limit':
          limit = parseLimit(value());
          break;
        case '--max-guesses':
        case '--max-nodes':
          maxNodes = parseWhole(value(), name, 0);
          break;
        case '--timeout-per-puzzle': {
          const ms = parseWhole(value(), name, 0);
          timeoutMs = ms === 0 ? undefined : ms;
          break;
        }
        case '--threads':
          threads = parseWhole(value(), name, 1, MAX_THREADS);
          break;
        case '--engine': {
          engine = oneOf(value(), name, ENGINES, usage) as EngineName;
          break;
        }
        case '--size': {
          const v = parseWhole(value(), '--size', 2);
          if (v === 4) throw new UsageError(`--size 4 is ambiguous: use 2 (box size) for 4x4 boards or 16 (side) for 16x16`);
          if (![2, 3, 5, 6, 7, 8, 9, 16, 25, 36, 49, 64].includes(v)) {
            throw new UsageError(`--size must be a box size 2..8 or a side 9, 16, 25, 36, 49, 64; got ${v}`);
          }
          size = v;
          break;
        }
        case '--alphabet':
          alphabet = value();
          break;
        case '--techniques':
          techniques = idList(value(), name);
          break;
        case '--exclude':
          exclude = idList(value(), name);
          break;
        case '--scale': {
          const v = value();
          if (v !== 'hodoku' && v !== 'se') throw new UsageError(`--scale expects hodoku or se, got '${v}'`);
          scale = v;
          break;
        }
        case '--guess':
          flag();
          guess = true;
          break;
        case '--notation':
          flag();
          notation = true;
          break;
        case '--vague':
          flag();
          vague = true;
          break;
        case '--grid':
        case '--lines':
          flag();
          if (grid === (name === '--lines')) throw new UsageError('--grid conflicts with --lines');
          grid = name === '--grid';
          break;
        case '--format':
          format = value();
          break;
        case '--color': {
          color = oneOf(value(), name, COLOR_MODES, usage) as ColorMode;
          break;
        }
        case '--to': {
          const v = value();
          to = Object.hasOwn(CONVERT_ALIASES, v) ? CONVERT_ALIASES[v] : (oneOf(v, name, CONVERT_TARGETS, usage) as ConvertTarget);
          break;
        }
        default:
          if (arg.length <= 2 || !isPuzzleArgument(arg)) throw new UsageError(`unknown option '${name}'${didYouMean(name, OPTION_NAMES)}`);
          used.pop();
          puzzle = true;
      }
      if (!puzzle) continue;
    }
    if (command === undefined) {
      if (arg === 'help') {
        const topic = argv[i + 1];
        if (topic !== undefined && !topic.startsWith('-') && !ALL_COMMANDS.includes(topic)) throw unknownCommand(topic);
        return helpFor(argv.slice(i + 1));
      }
      if ((OWN_GRAMMAR_COMMANDS as readonly string[]).includes(arg)) {
        throw new UsageError(`'${arg}' must be the first argument: sudoku-wasm ${arg}${arg === 'experiment' ? ' guesses' : ''} [options]`);
      }
      if (!(COMMANDS as readonly string[]).includes(arg) && arg !== GRAPH_COMMAND) throw unknownCommand(arg);
      command = arg as CommandName | typeof GRAPH_COMMAND;
    } else if (input === undefined) {
      input = arg;
    } else {
      throw new UsageError(`expected at most one FILE, got '${input}' and '${arg}'`);
    }
  }

  if (command === undefined) throw new UsageError('missing command');
  if (command === GRAPH_COMMAND) {
    if (input !== undefined) throw new UsageError(`graph reads no FILE, got '${input}'`);
    const foreign = used.find((name) => !GRAPH_OPTIONS.has(name));
    if (foreign !== undefined) throw new UsageError(`${foreign} does not apply to graph`);
    const n = size === undefined ? 3 : size <= 8 ? size : Math.sqrt(size);
    return { kind: 'graph', n, format: outputFormat(command, json, false, format) as GraphRequest['format'] };
  }
  if (command === 'dedupe') {
    const solving = used.find((name) => SOLVING_OPTIONS.has(name));
    if (solving !== undefined) throw new UsageError(`${solving} does not apply to dedupe (it reads 9x9 puzzles and solves nothing)`);
  }
  if (command === 'convert') {
    const searching = used.find((name) => SEARCH_OPTIONS.has(name));
    if (searching !== undefined) throw new UsageError(`${searching} does not apply to convert (it reads puzzles and solves nothing)`);
  } else if (to !== undefined) {
    throw new UsageError(`--to applies to convert only, not to ${command}`);
  }
  if (limit !== undefined && command !== 'count') {
    throw new UsageError(`--limit applies to count only, not to ${command}`);
  }
  const isLogic = LOGIC_COMMANDS.includes(command);
  for (const [option, only] of [['--techniques', null], ['--exclude', null], ['--guess', 'explain'], ['--notation', 'explain'], ['--vague', 'hint'], ['--scale', 'rate']] as const) {
    if (!used.includes(option)) continue;
    const applies = only ?? LOGIC_COMMANDS.join(', '); // one command's own option names that command
    if (only !== null ? command !== only : !isLogic) throw new UsageError(`${option} applies to ${applies} only, not to ${command}`);
  }
  const chosen = used.find((name) => name === '--techniques' || name === '--exclude');
  if (scale === 'se' && chosen !== undefined) {
    throw new UsageError(`${chosen} does not apply to rate --scale se (it rates with Sudoku Explainer's own techniques, in its order)`);
  }
  const output = outputFormat(command, json, csv, format);
  if (command === 'convert' && to === undefined) throw new UsageError(`convert needs --to FORMAT (${CONVERT_TARGETS.join(', ')})`);
  if (only !== undefined) {
    const known = command === 'dedupe' ? DEDUPE_ONLY_CLASSES : command === 'convert' ? CONVERT_ONLY_CLASSES : ONLY_CLASSES;
    const unknown = only.find((c) => !known.includes(c));
    if (unknown !== undefined) {
      throw new UsageError(`--only: unknown class '${unknown}' for ${command} (known: ${known.join(', ')})`);
    }
  }
  if (color !== undefined && output !== 'colors') throw new UsageError('--color applies to --format colors only');
  if (alphabet !== undefined) checkAlphabetOption(alphabet, size);
  if (engine === 'fast9' && size !== undefined && size !== 3 && size !== 9) {
    throw new UsageError(`--engine fast9 solves 9x9 boards only, not --size ${size}`);
  }
  return {
    kind: 'run',
    command,
    input: input ?? '-',
    json: output === 'json',
    backend,
    limit: command === 'count' ? (limit ?? DEFAULT_COUNT_LIMIT) : 2,
    ...(maxNodes === undefined ? {} : { maxNodes }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(threads === undefined ? {} : { threads }),
    ...(engine === undefined ? {} : { engine }),
    ...(size === undefined ? {} : { size }),
    ...(alphabet === undefined ? {} : { alphabet }),
    ...(output === 'colors' ? { colors: color ?? 'auto' } : {}),
    ...(isLogic ? { logic: { techniques, exclude, guess, notation, vague, ...(scale === undefined ? {} : { scale }) } } : {}),
    ...(output === 'csv' ? { csv: true } : {}),
    ...(only === undefined ? {} : { only }),
    ...(summary === undefined ? {} : { summary }),
    ...(strict ? { strict } : {}),
    ...(grid === undefined ? {} : { grid }),
    ...(to === undefined ? {} : { to }),
  };
}

/** The help asked for: that of the first command named in `argv` (any of {@link ALL_COMMANDS}), else the global one. */
function helpFor(argv: readonly string[]): HelpRequest {
  const command = commandNamed(argv);
  return command === undefined ? { kind: 'help' } : { kind: 'help', command: command as HelpRequest['command'] };
}

/** The first command named in `argv` (any of {@link ALL_COMMANDS}): the one whose help `--help`, or a usage error, points to. */
export function commandNamed(argv: readonly string[]): string | undefined {
  return argv.find((a) => ALL_COMMANDS.includes(a));
}

/** The usage error of a word in the command's place that names no command (also after `help`). */
function unknownCommand(word: string): UsageError {
  return new UsageError(`unknown command '${word}'${didYouMean(word, ALL_COMMANDS)} (expected one of ${ALL_COMMANDS.join(', ')})`);
}

/** A comma-separated list of technique ids (each must be a known technique id). */
function idList(text: string, option: string): string[] {
  const ids = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (ids.length === 0) throw new UsageError(`${option} expects a comma-separated list of technique ids, got '${text}'`);
  const unknown = ids.find((id) => !isTechniqueId(id));
  if (unknown !== undefined) {
    const known = [...TECHNIQUE_IDS, ...EXTRA_TECHNIQUE_IDS].join(', ');
    throw new UsageError(`${option}: unknown technique '${unknown}' (known: ${known})`);
  }
  return ids;
}

/** The comma-separated classes of `--only` (checked against the command later). */
function classList(text: string): string[] {
  const classes = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (classes.length === 0) throw new UsageError(`--only expects a comma-separated list of statuses, got '${text}'`);
  return classes;
}

/**
 * The output format a command gets from `--json`, `--csv` and `--format` (`--json` is
 * `--format json`, `--csv` is `--format csv`).
 * @throws {UsageError} for a format the command does not offer, or two that disagree
 */
function outputFormat(
  command: CommandName | typeof GRAPH_COMMAND,
  json: boolean,
  csv: boolean,
  format: string | undefined,
): string {
  const offered = FORMATS[command];
  if (json && csv) throw new UsageError('--json conflicts with --csv');
  const wanted = format ?? (json ? 'json' : csv ? 'csv' : offered[0]);
  if (!offered.includes(wanted)) {
    if (command === 'convert' && (CONVERT_TARGETS as readonly string[]).includes(wanted)) {
      throw new UsageError(`--format chooses convert's output, text or json; the puzzles' form is --to ${wanted}`);
    }
    if (wanted === 'colors') throw new UsageError(`--format colors applies to solve only, not to ${command}`);
    if (wanted === 'csv') throw new UsageError(`csv output is not offered by ${command} (it offers ${offered.join(', ')})`);
    oneOf(wanted, `--format for ${command}`, offered, usage);
  }
  if (json && wanted !== 'json') throw new UsageError(`--json conflicts with --format ${wanted}`);
  if (csv && wanted !== 'csv') throw new UsageError(`--csv conflicts with --format ${wanted}`);
  return wanted;
}

/**
 * `--alphabet`: one the text layer reads, able to write the boards of `--size` when it is given
 * (9×9 boards are read as digits whatever it says), so that no line fails on it.
 */
function checkAlphabetOption(alphabet: string, size: number | undefined): void {
  try {
    checkAlphabet(alphabet, '--alphabet');
  } catch (error) {
    throw error instanceof RangeError ? new UsageError(error.message) : error;
  }
  const side = size === undefined || size >= 9 ? size : size * size;
  if (side === undefined || side === 9) return;
  try {
    checkAlphabetFits(alphabet, side, '--alphabet');
  } catch (error) {
    throw error instanceof RangeError ? new UsageError(`${error.message} (--size ${size})`) : error;
  }
}

/** A whole number from `min` to `max` (default {@link MAX_LIMIT}), worded as every command words it. */
function parseWhole(text: string, option: string, min: number, max = MAX_LIMIT): number {
  return wholeNumber(text, option, usage, min, max);
}

function parseLimit(text: string): number {
  return parseWhole(text, '--limit', 2); // 2 tells unique from multiple
}
