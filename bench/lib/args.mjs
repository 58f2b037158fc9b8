/**
 * Minimal command-line parsing for the bench scripts.
 *
 * Owns: `--name value`, `--name=value` and bare `--flag` options plus positionals, the timing
 * options run.mjs and sizes.mjs share ({@link timingOptions}) and the command line of their
 * measuring processes, worker.mjs and sizes-worker.mjs ({@link measurementArgs}). Does not own:
 * the meaning or defaults of any other option (each entry script declares those).
 */

/**
 * @param {string[]} argv arguments after the script name
 * @param {Set<string>} flags option names that take no value
 * @returns {{ positional: string[], options: Record<string, string | true> }}
 */
export function parseArgs(argv, flags) {
  const positional = [];
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    if (eq >= 0) options[name] = arg.slice(eq + 1);
    else if (flags.has(name)) options[name] = true;
    else if (i + 1 < argv.length) options[name] = argv[++i];
    else throw new Error(`option --${name} needs a value`);
  }
  return { positional, options };
}

/** Splits `a,b, c` into `['a', 'b', 'c']`. */
export function list(value) {
  return String(value)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Parses a positive number option, with a message naming the option. */
export function positiveNumber(value, name) {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name}: expected a positive number, got ${JSON.stringify(value)}`);
  return n;
}

/**
 * The timing options of run.mjs and sizes.mjs: `--quick`, `--seconds` (default 10, 1 with
 * --quick), `--timeout` (default max(60, 8 × seconds)) and `--limits` (1 and/or 2).
 * @param {Record<string, string | true>} options parsed options
 * @param {number[]} defaultLimits limits when `--limits` is absent, in run order
 * @returns {{ quick: boolean, seconds: number, timeoutS: number, limits: number[] }}
 */
export function timingOptions(options, defaultLimits) {
  const { quick, seconds } = quickAndSeconds(options);
  const timeoutS = options.timeout ? positiveNumber(options.timeout, 'timeout') : Math.max(60, 8 * seconds);
  const limits = options.limits ? list(options.limits).map(Number) : defaultLimits;
  if (!limits.length || limits.some((l) => l !== 1 && l !== 2)) {
    throw new Error(`--limits: expected ${defaultLimits.join(' and/or ')}, got ${options.limits}`);
  }
  return { quick, seconds, timeoutS, limits };
}

/** `--quick` and `--seconds` (default 10, 1 with --quick): the same in a runner and its workers. */
function quickAndSeconds(options) {
  const quick = options.quick === true;
  return { quick, seconds: options.seconds ? positiveNumber(options.seconds, 'seconds') : quick ? 1 : 10 };
}

/**
 * The command line of one measuring process (worker.mjs, sizes-worker.mjs):
 * `<variant> <set> <1|2> [--seconds S] [--quick] [--max-n N] …`, `--max-n` defaulting to 200
 * boards with --quick, else all.
 * @param {string[]} argv arguments after the script name
 * @param {string} usage the message thrown when the three positionals are wrong
 * @returns {{ variant: string, set: string, limit: 1 | 2, quick: boolean, seconds: number, maxN: number, options: Record<string, string | true> }}
 */
export function measurementArgs(argv, usage) {
  const { positional, options } = parseArgs(argv, new Set(['quick']));
  const [variant, set, limitArg] = positional;
  const limit = Number(limitArg);
  if (!variant || !set || !(limit === 1 || limit === 2)) throw new Error(usage);
  const { quick, seconds } = quickAndSeconds(options);
  const maxN = options['max-n'] ? positiveNumber(options['max-n'], 'max-n') : quick ? 200 : Infinity;
  return { variant, set, limit, quick, seconds, maxN, options };
}
