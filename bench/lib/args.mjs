/**
 * Minimal command-line parsing for run.mjs and worker.mjs.
 *
 * Owns: `--name value`, `--name=value` and bare `--flag` options plus positionals. Does not
 * own: the meaning or defaults of any option (each entry script declares those).
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
