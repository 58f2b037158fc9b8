/**
 * The options of the variant generator, their checks and the plan they give.
 *
 * Owns: {@link GenerateVariantOptions}, {@link GeneratedVariant} (the public shapes) and
 * {@link variantPlanOf} (every option error, with what was given). Does not own: making the
 * puzzle (./make.ts) or running it under the budgets (./index.ts).
 */
import { checkInteger, checkKeys, checkLevel, checkSignal, keysOf, nearest, show } from '../../api/options.js';
import { orList, quotedChoices } from '../../text/lists.js';
import { runSeedOf } from '../../generate/random.js';
import type { Level } from '../../logic/types.js';
import type { VariantPuzzle, VariantSize } from '../model.js';
import { FAMILIES, type VariantFamily, type VariantPlan } from './make.js';

export type { VariantFamily } from './make.js';

/**
 * What {@link generateVariant} makes.
 * @category Generate
 */
export interface GenerateVariantOptions {
  /**
   * The rule families, one or several (their rules are combined): `x` (both diagonals),
   * `windoku` (four extra 3×3 regions), `jigsaw` (random regions), `antiKnight`, `antiKing`,
   * `nonConsecutive` (the grid obeys these), `killer` (cages of 2–6 cells covering the grid,
   * with sums), `thermo` (6–10 thermometers of 3–7 cells), `arrow` (6–10 arrows, shafts of 2–4
   * cells), `kropki` (every dot the solution has, with the negative rule: no dot, no 1 or 1:2
   * relation), `xv` (every X and V, with the negative rule), `sandwich` (a sandwich sum beside
   * every row and column), `littleKiller` (a handful of little killer sums: 9×9, 5–8 diagonals
   * of 3 cells or more), `whispers`, `renban`, `palindrome`, `regionSum` (9×9: 4–7 lines of 3–7
   * cells each, fewer and shorter on smaller grids; German whispers with the default difference
   * ⌈N/2⌉), `oddEven` (9–13 cells on 9×9 marked odd or even), `pillArrow` (arrows as `arrow`
   * draws them, 2–3 of them on 9×9 (1–2 on 7×7 and 8×8, 1 on 5×5 and 6×6) with a pill: two cells
   * side by side read left to right, or one above the other read downwards, as a two-digit
   * number, and a shaft of 3–5 cells adding up to it). Killer puzzles have givens only where the
   * cages alone are not unique. No two lines share a cell: line families asked for together
   * share out the number of lines.
   */
  rules: VariantFamily | readonly VariantFamily[];
  /**
   * Side of the grid (default 9). 9 for every family; `jigsaw`, `killer`, `thermo`, `arrow`,
   * `kropki`, `xv`, `sandwich`, `littleKiller`, `whispers`, `renban`, `palindrome`, `regionSum`
   * and `oddEven` also 4 to 8, `pillArrow` 5 to 8, `x` 4, 6 and 8, `antiKnight` and
   * `nonConsecutive` 6 and 8, `antiKing` 8; `windoku` 9 only.
   */
  size?: number | undefined;
  /** Seed (default: a random one, reported in the result): the same seed and options, the same puzzle. */
  seed?: number | undefined;
  /** The given count the puzzle must have (either end may be left out): attempts outside it are drawn again. */
  clues?:
    | {
        /** The fewest givens (absent: any from 0). */
        min?: number;
        /** The most givens (absent: any up to N²). */
        max?: number;
      }
    | undefined;
  /**
   * The hardest the puzzle may rate on the variant scale (`rate`'s level: `Easy` … `Extreme`, in
   * any case): where the variant steps of that level or below get stuck, the solution's digit is
   * added as a given, in the cell a rating would guess, so the puzzle can be solved by steps of
   * that level (a few givens more, no longer minimal; the result says its `level`, `score` and
   * `hardest`). Absent: no level (the minimal puzzle, unrated). Needs the variant steps (the
   * Node entry and the worker have them; a page calls `useVariantLogic()`).
   */
  maxLevel?: Level | Lowercase<Level> | undefined;
  /** Time budget in milliseconds (default 10,000); `0` = none. */
  timeoutMs?: number | undefined;
  /** Stops the async {@link generateVariant} (read between slices of every uniqueness check). */
  signal?: AbortSignal | undefined;
}

/**
 * One generated variant puzzle.
 * @category Generate
 */
export interface GeneratedVariant {
  /**
   * The puzzle: unique, and minimal (no given can go; a killer's cages alone when they are
   * unique), but for a given whose removal the engine could not settle within 50,000 nodes.
   */
  puzzle: VariantPuzzle;
  /** Its one solution, N² digits. */
  solution: string;
  /** The seed it was made from: `generateVariant({ ...options, seed })` makes it again. */
  seed: number;
  /**
   * The random stream's state after this puzzle: passing it as the next call's `seed` continues
   * the same stream (a series of puzzles from one seed).
   */
  nextSeed: number;
  /** Attempts it took (a grid or a shape that did not fit, or givens outside `clues`, start another). */
  attempts: number;
  /** Uniqueness checks it took. */
  checks: number;
  /** With `maxLevel`: the level `rate` gives the puzzle (at most `maxLevel`). */
  level?: Level;
  /** With `maxLevel`: the score `rate` gives it. */
  score?: number;
  /** With `maxLevel`: the name of its hardest step's technique (`rate`'s `hardest`). */
  hardest?: string;
  /** With `maxLevel`: the givens added to the minimal puzzle to make it fair to that level. */
  added?: number;
}

/** The keys of {@link GenerateVariantOptions}. */
const OPTION_KEYS = keysOf<GenerateVariantOptions>()({ rules: true, size: true, seed: true, clues: true, maxLevel: true, timeoutMs: true, signal: true });

/** The checked options. */
export interface CheckedVariantOptions extends VariantPlan {
  seed: number;
  timeoutMs: number;
  /** The hardest level the puzzle may rate, or null (any: no rating). */
  maxLevel: Level | null;
  /** The families and size, for messages. */
  what: string;
}

const NAMES = Object.keys(FAMILIES) as VariantFamily[];

/**
 * Checks the options and makes the plan.
 * @param where the public function, for messages
 * @throws {TypeError} for a value of the wrong type or an unknown family; {@link RangeError} for
 *   a size a family is not made on, or a number out of range
 */
export function variantPlanOf(options: GenerateVariantOptions, where: string): CheckedVariantOptions {
  checkKeys(options, OPTION_KEYS, where);
  options ??= {} as GenerateVariantOptions; // then rules is missing: said as any wrong rules are
  // each value's type first, so that a wrong one is said whatever else is missing
  const n = (options.size === undefined ? 9 : checkInteger(options.size, 1, `${where}: size`)) as VariantSize;
  if (options.clues !== undefined && (typeof options.clues !== 'object' || options.clues === null || Array.isArray(options.clues))) {
    throw new TypeError(`sudoku-wasm: ${where}: clues: expected { min, max }, got ${show(options.clues)}`);
  }
  checkKeys(options.clues, ['min', 'max'], `${where}: clues`, 'key');
  const min = options.clues?.min === undefined ? 0 : checkInteger(options.clues.min, 0, `${where}: clues.min`, n * n);
  const max = options.clues?.max === undefined ? n * n : checkInteger(options.clues.max, 0, `${where}: clues.max`, n * n);
  if (min > max) throw new RangeError(`sudoku-wasm: ${where}: clues: expected min ≤ max, got ${JSON.stringify(options.clues)}`);
  const seed = runSeedOf(options.seed, where);
  const timeoutMs = options.timeoutMs === undefined ? 10_000 : checkInteger(options.timeoutMs, 0, `${where}: timeoutMs`, 0x7fffffff);
  checkSignal(options.signal, `${where}: signal`);
  const maxLevel = checkLevel(options.maxLevel, `${where}: maxLevel`);
  const given = options.rules;
  const list = typeof given === 'string' ? [given] : Array.isArray(given) ? (given as unknown[]) : null;
  const expected = `expected ${quotedChoices(NAMES)} or an array of them`;
  if (list === null || list.length === 0) throw new TypeError(`sudoku-wasm: ${where}: rules: ${expected}, got ${show(given)}`);
  for (const id of list) {
    if (NAMES.includes(id as VariantFamily)) continue;
    const near = typeof id === 'string' ? nearest(id, NAMES) : undefined;
    throw new TypeError(`sudoku-wasm: ${where}: rules: ${expected}, got ${show(id)}${near === undefined ? '' : ` (did you mean '${near}'?)`}`);
  }
  const families = NAMES.filter((id) => list.includes(id));
  for (const id of families) {
    const sizes = FAMILIES[id].sizes;
    if (!sizes.includes(n)) throw new RangeError(`sudoku-wasm: ${where}: size: expected ${orList(sizes)} for '${id}', got ${show(options.size)}`);
  }
  return { families, n, clues: { min, max }, seed, timeoutMs, maxLevel, what: `${families.join(' + ')}, ${n}×${n}` };
}
