/**
 * Whether `--format colors` draws with ANSI escapes or writes colour names.
 *
 * Owns: the rule below. Does not own: reading the option (args.ts) or drawing (src/graph/
 * render.ts). Pure: main.ts passes in what it knows about the process.
 *
 *   --color always   escapes, whatever the environment (a command-line choice overrides
 *                    NO_COLOR, as https://no-color.org asks)
 *   --color never    names
 *   --color auto     escapes when standard output is a terminal, unless NO_COLOR is set to a
 *   (default)        non-empty value (https://no-color.org) or TERM is `dumb`
 */
import type { ColorMode } from '../options/args.js';

/** What the rule looks at besides the option. */
export interface ColorContext {
  /** Whether standard output is a terminal (`process.stdout.isTTY`). */
  readonly isTTY: boolean | undefined;
  /** The environment (`process.env`). */
  readonly env: Readonly<Record<string, string | undefined>>;
}

/**
 * Decides whether to draw with ANSI escapes (rule in the module header).
 * @param mode the `--color` option
 * @param context the terminal and environment
 * @returns true for coloured blocks, false for colour names
 */
export function useAnsi(mode: ColorMode, context: ColorContext): boolean {
  if (mode !== 'auto') return mode === 'always';
  const noColor = context.env.NO_COLOR;
  if (noColor !== undefined && noColor !== '') return false;
  return context.isTTY === true && context.env.TERM !== 'dumb';
}
