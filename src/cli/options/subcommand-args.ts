/**
 * The argument walk of the subcommands that have a grammar of their own (`experiment`,
 * `generate`): `--name value`, `--name=value`, flags and positionals, in any order.
 *
 * Owns: that walk, the value checks (whole numbers, one of a list, no option taken for a value)
 * and the words of an unknown option (the known name nearest a slip; the main grammar uses
 * both). Does not own: any command's options (each command's switch over the names) or the main
 * grammar (args.ts).
 */
import { nearest } from '../../api/options.js';
import { orList } from '../../text/lists.js';

/** Makes the command's usage error (exit status 2) from a message. */
export type UsageErrorOf = (message: string) => Error;

/**
 * Calls `onArg` for each argument: its name (`--name` of `--name=value`, or the argument as
 * it is), a function that takes the option's value (after `=`, else the next argument), the
 * argument itself, and a function a flag calls to refuse a value (`--quiet=1`).
 */
export function walkArgs(
  argv: readonly string[],
  onArg: (name: string, value: () => string, arg: string, flag: () => void) => void,
  usageError: UsageErrorOf,
): void {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq >= 0 ? arg.slice(0, eq) : arg;
    const value = (): string => {
      if (eq >= 0) return arg.slice(eq + 1);
      if (i + 1 >= argv.length) throw usageError(`${name} needs a value`);
      const refused = optionAsValue(name, argv[i + 1]);
      if (refused !== undefined) throw usageError(refused);
      return argv[++i];
    };
    const flag = (): void => {
      if (eq >= 0) throw usageError(`${name} takes no value`);
    };
    onArg(name, value, arg, flag);
  }
}

/**
 * Why `next` cannot be the value of option `name` (`--summary --json`, where the value was
 * left out: a file named `--json` would be written), or `undefined` when it can. A value that
 * starts with `--` is given as `name=VALUE`; one dash (`-1`, `-` for stdin) is a value.
 */
export function optionAsValue(name: string, next: string): string | undefined {
  if (!next.startsWith('--')) return undefined;
  return `${name} needs a value, got the option '${next}' (write ${name}=VALUE for a value that starts with --)`;
}

/** `text` as a whole number, within [min, max] when they are given. */
export function wholeNumber(text: string, name: string, usageError: UsageErrorOf, min?: number, max?: number): number {
  const ok = /^\d+$/.test(text) && (min === undefined || Number(text) >= min) && (max === undefined || Number(text) <= max);
  if (ok) return Number(text);
  throw usageError(min === undefined ? `${name} expects a whole number, got '${text}'` : `${name} expects a whole number from ${min} to ${max}, got '${text}'`);
}

/** `text` when it is one of `allowed`: `--name expects a, b or c, got 'text'` otherwise (every command's wording of a choice). */
export function oneOf<T extends string>(text: string, name: string, allowed: readonly T[], usageError: UsageErrorOf): T {
  if ((allowed as readonly string[]).includes(text)) return text as T;
  const choices = orList(allowed);
  throw usageError(`${name} expects ${choices}, got '${text}'`);
}

/** `, did you mean 'NAME'?` for the known name nearest a slip of the keyboard, else nothing. */
export function didYouMean(word: string, known: readonly string[]): string {
  const near = nearest(word, known);
  return near === undefined ? '' : `, did you mean '${near}'?`;
}

/** `unknown option 'NAME'`, naming the option of `usage` (the command's help text, which lists every option it takes) nearest a slip. */
export function unknownOption(name: string, usage: string): string {
  return `unknown option '${name}'${didYouMean(name, usage.match(/--[a-z][a-z0-9-]*/g) ?? [])}`;
}
