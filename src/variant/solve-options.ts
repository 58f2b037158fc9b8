/**
 * Which solving options cannot apply to a variant puzzle: the one wording of the solving calls'
 * refusals (src/api/variant.ts `checkVariantOptions`, a `RangeError` of a call about one puzzle;
 * `variantEngineError`, a batch line's `UNSUPPORTED`).
 *
 * Owns: the rule and its messages. Here, in the variant layer that `useVariants()` brings, rather
 * than beside the solving calls, so that a page that solves classic puzzles only does not carry
 * them (a variant puzzle is never read without this layer). Does not own: the options' own
 * checks (src/api/options.ts).
 */
import { show } from '../api/show.js';
import type { SolveOptions } from '../api/types.js';

/**
 * Why the options cannot apply to a variant puzzle, or undefined when they can: an engine other
 * than `auto` (only the variant engine solves variants), and, for a single puzzle (`batch`
 * false), an `alphabet` other than `alnum` or `auto` or `prepass: true` (a variant puzzle's
 * givens and solution are digits 1 … N, and the pre-pass knows only the classic rules). A batch
 * applies those two to its classic lines and answers its variant lines without them. The
 * defaults (`engine: 'auto'`, `alphabet: 'alnum'`, which writes 1 … 9 as digits, or `'auto'`,
 * `prepass: false`) are no request, and are taken.
 */
export function variantOptionProblem(options: SolveOptions | undefined, batch: boolean): string | undefined {
  const engine = options?.engine;
  if (engine !== undefined && engine !== 'auto') return `engine '${String(engine)}' solves classic puzzles only; variant puzzles take engine 'auto'`;
  if (batch) return undefined;
  const alphabet = options?.alphabet;
  if (alphabet !== undefined && alphabet !== 'alnum' && alphabet !== 'auto') {
    return `alphabet: applies to classic boards only (a variant puzzle's givens and solution are digits 1 … N), got ${show(alphabet)}`;
  }
  if (options?.prepass === true) return 'prepass: applies to classic puzzles only (the variant engine propagates its own rules), got true';
  return undefined;
}
