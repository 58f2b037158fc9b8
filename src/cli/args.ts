/**
 * Command-line argument parsing for `sudoku-wasm`.
 *
 * Owns: turning `argv` into a {@link CliRequest} and rejecting bad usage with a {@link UsageError}
 * (exit status 2). Does not own: the usage text (usage.ts), opening the input (input.ts) or
 * anything a command does (commands.ts, run.ts). Pure: no I/O, no process access.
 *
 * Grammar: `sudoku-wasm COMMAND [OPTIONS] [FILE|-]`; options may come before or after the
 * command and the file, as `--name value` or `--name=value`; `--` ends the options.
 */

/** The commands the CLI knows. */
export const COMMANDS = ['validate', 'solve', 'count'] as const;
export type CommandName = (typeof COMMANDS)[number];

export const BACKENDS = ['wasm', 'ts'] as const;
export type BackendName = (typeof BACKENDS)[number];

export const ENGINES = ['auto', 'fast9', 'bitmask', 'dlx'] as const;
export type EngineName = (typeof ENGINES)[number];

/** `count` stops at this many solutions unless `--limit` says otherwise. */
export const DEFAULT_COUNT_LIMIT = 1000;
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
  /** Per-puzzle guess budget (0 = none); a puzzle that exhausts it gets `unknown`. */
  readonly maxGuesses: number;
  /** `undefined` = auto (fast9 for 9×9, bitmask otherwise). */
  readonly engine?: EngineName;
  /** Board box size n or side N when given (`--size`); inferred from each line otherwise. */
  readonly size?: number;
  /** Symbol set of boards other than 9×9 (`--alphabet`): alnum, hex, auto, or the symbols. */
  readonly alphabet?: string;
}

export type CliRequest = RunRequest | { readonly kind: 'help' } | { readonly kind: 'version' };

/** Bad usage: the message says what was wrong; the caller adds the pointer to `--help`. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Parses the arguments after `node cli.js`. @throws {UsageError} */
export function parseArgs(argv: readonly string[]): CliRequest {
  let command: CommandName | undefined;
  let input: string | undefined;
  let json = false;
  let backend: BackendName | undefined;
  let limit: number | undefined;
  let maxGuesses = 0;
  let engine: EngineName | undefined;
  let size: number | undefined;
  let alphabet: string | undefined;
  let optionsEnded = false;

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!optionsEnded && arg.startsWith('-') && arg !== '-') {
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
        return argv[++i];
      };
      const flag = (): void => {
        if (inline !== undefined) throw new UsageError(`option ${name} takes no value`);
      };
      switch (name) {
        case '-h':
        case '--help':
          flag();
          return { kind: 'help' };
        case '-V':
        case '-v':
        case '--version':
          flag();
          return { kind: 'version' };
        case '--json':
          flag();
          json = true;
          break;
        case '--backend': {
          const v = value();
          if (!(BACKENDS as readonly string[]).includes(v)) {
            throw new UsageError(`--backend must be one of ${BACKENDS.join(', ')}; got '${v}'`);
          }
          backend = v as BackendName;
          break;
        }
        case '--limit':
          limit = parseLimit(value());
          break;
        case '--max-guesses':
        case '--max-nodes':
          maxGuesses = parseWhole(value(), name, 1);
          break;
        case '--engine': {
          const v = value();
          if (!(ENGINES as readonly string[]).includes(v)) {
            throw new UsageError(`--engine must be one of ${ENGINES.join(', ')}; got '${v}'`);
          }
          engine = v as EngineName;
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
        default:
          throw new UsageError(`unknown option '${name}'`);
      }
      continue;
    }
    if (command === undefined) {
      if (arg === 'help') return { kind: 'help' };
      if (!(COMMANDS as readonly string[]).includes(arg)) {
        throw new UsageError(`unknown command '${arg}' (expected ${COMMANDS.join(', ')})`);
      }
      command = arg as CommandName;
    } else if (input === undefined) {
      input = arg;
    } else {
      throw new UsageError(`expected at most one FILE, got '${input}' and '${arg}'`);
    }
  }

  if (command === undefined) throw new UsageError('missing command');
  if (limit !== undefined && command !== 'count') {
    throw new UsageError(`--limit applies to count only, not to ${command}`);
  }
  return {
    kind: 'run',
    command,
    input: input ?? '-',
    json,
    backend,
    limit: command === 'count' ? (limit ?? DEFAULT_COUNT_LIMIT) : 2,
    maxGuesses,
    ...(engine === undefined ? {} : { engine }),
    ...(size === undefined ? {} : { size }),
    ...(alphabet === undefined ? {} : { alphabet }),
  };
}

function parseWhole(text: string, option: string, min: number): number {
  if (!/^\d+$/.test(text)) throw new UsageError(`${option} expects a whole number, got '${text}'`);
  const n = Number(text);
  if (n < min || n > MAX_LIMIT) throw new UsageError(`${option} must be between ${min} and ${MAX_LIMIT}, got ${text}`);
  return n;
}

function parseLimit(text: string): number {
  if (!/^\d+$/.test(text)) throw new UsageError(`--limit expects a whole number, got '${text}'`);
  const n = Number(text);
  if (n < 2 || n > MAX_LIMIT) {
    throw new UsageError(`--limit must be between 2 and ${MAX_LIMIT} (2 tells unique from multiple), got ${text}`);
  }
  return n;
}
