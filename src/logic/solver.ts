/**
 * Solving like a human: the step loop, the next step, hints, applying steps, listing every step.
 *
 * Owns: {@link logicSolve}, {@link nextStep}, {@link findAll}, {@link applyStep}, {@link hint},
 * the choice and order of techniques ({@link LogicOptions}), the engine's part (it proves the
 * puzzle has exactly one solution before any step, is the oracle every step is checked
 * against, and supplies the marked guess when logic is stuck). Does not own: {@link LogicError}
 * (`logic-error.ts`, re-exported here), the techniques (`techniques/`), rating (`rate.ts`), the grid (`grid.ts`).
 *
 *   puzzle ─► engine: none / multiple? ─► answer at once, no steps
 *          └► unique: solution S ─► loop { first step of the first technique that has one
 *                                           (checked against S) ─► apply } until solved
 *                                   stuck ─► stop, or a guess step: S's digit in a cell with
 *                                            fewest candidates, marked `guess`
 */
import { parseAny } from '../api/input.js';
import { boardText } from '../api/board-text.js';
import { checkBoolean, checkKeys, checkInteger, checkSolveValues, choice, LOGIC_OPTION_KEYS, nameCall, nearest, show } from '../api/options.js';
import { searchBoard } from '../api/search.js';
import { variantLogicPart } from '../api/parts.js';
import type { AnyPuzzle, PuzzleInput, SolveOptions } from '../api/types.js';
import { isVariantInput, isVariantPuzzle, readVariant } from '../api/variant.js';
import type { VariantGame, VariantLogicSolveResult } from '../variant/logic/calls.js';
import type { ReadonlyDeep, VariantPuzzleInput } from '../variant/model.js';
import type { FpuzzlesPuzzle } from '../variant/rules/rule.js';
import { CandidateGrid, popcount } from './grid.js';
import { findConflict, findMistake, isPlayerGridInput, PLAYER_KEYS, refuseGridInPlay, toGrid, type Mistake, type PlayerGridInput } from './player.js';
import { assertSound, makeStep } from './step.js';
import { EXTRA_TECHNIQUES, HEAVY_TECHNIQUES, TECHNIQUES, techniqueById } from './techniques/index.js';
import { queueStep } from './techniques/singles/singles-order.js';
import type { Candidate, Step, Technique, TechniqueContext } from './types.js';
import { cellName, digitName, unitHouse, withArticle } from './words.js';
import { deadlineOf, LogicError, withinTime } from './logic-error.js';
import { mistakeHint } from './mistake-hint.js';
import { checkDeadline, nameForcingCall, StepSearchTimeUp } from './techniques/forcing/budget-error.js';

export { deadlineOf, LogicError } from './logic-error.js';
export { assertSound } from './step.js';

/**
 * Names the public logic call `where` in an error thrown below it, as `nameCall` does, and in a
 * forcing search's `ForcingBudgetError`.
 */
export function nameLogicCall(error: unknown, where: string): unknown {
  return nameCall(nameForcingCall(error, where), where);
}

/**
 * What the logic functions take where they take a grid: a grid, a puzzle in any form, or a
 * player's grid (`player.ts`); `hint` and `nextStep` take a variant puzzle as an object too
 * ({@link VariantInput}).
 * @category Hints, steps and rating
 */
export type GridInput = CandidateGrid | PuzzleInput | PlayerGridInput;

/**
 * A variant puzzle as an object: a `VariantPuzzle` or an f-puzzles object (as text, f-puzzles
 * JSON and links are strings, `PuzzleInput`). `hint`, `nextStep`, `logicSolve` and `rate` take it,
 * and the first two a player's grid on it (`{ puzzle, entered, marks }`); `logicSolve` then gives a
 * {@link VariantLogicSolveResult}, `rate` a `VariantRating`.
 * @category Hints, steps and rating
 */
export type VariantInput = VariantPuzzleInput | ReadonlyDeep<FpuzzlesPuzzle>;

export type { VariantLogicSolveResult } from '../variant/logic/calls.js';

/**
 * Options of the logic functions (the engine options apply to the engine's checks).
 * @category Hints, steps and rating
 */
export interface LogicOptions extends SolveOptions {
  /**
   * The techniques to use, by id, in the order to try them (default: every technique of
   * `TECHNIQUES`, HoDoKu's order). Reorder or leave some out to change the solver.
   */
  techniques?: readonly string[] | undefined;
  /** Ids to leave out of the list (applied after `techniques`). */
  exclude?: readonly string[] | undefined;
  /**
   * Whether the puzzle is known to have one solution. The uniqueness techniques run only
   * when it is. `logicSolve`, `hint` and `rate` find out with the engine when it is not given.
   */
  unique?: boolean | undefined;
  /** When no technique applies: `'stop'` (default for `logicSolve`) or `'guess'` (a marked step with the engine's digit). */
  onStuck?: 'stop' | 'guess' | undefined;
  /** Most steps before giving up (default: no limit besides the puzzle's size). */
  maxSteps?: number | undefined;
  /**
   * Grouped nice loops and AICs may use almost locked sets as nodes (default false, as
   * HoDoKu's default; `TechniqueContext.alsInChains`).
   */
  alsInChains?: boolean | undefined;
}

/**
 * The outcome of {@link logicSolve}.
 * @category Hints, steps and rating
 */
export interface LogicSolveResult {
  /**
   * `solved`: logic alone finished it; `guessed`: finished with guess steps (marked);
   * `stuck`: no technique applies and `onStuck` is `'stop'`; `limit`: `maxSteps` steps were
   * taken, or `timeoutMs` ran out, before the end; `none` / `multiple`: the puzzle has no
   * solution / several (no steps are given for those).
   */
  status: 'solved' | 'guessed' | 'stuck' | 'limit' | 'none' | 'multiple';
  /** The steps in order. */
  steps: Step[];
  /** The grid after the last step. */
  grid: CandidateGrid;
  /** The solution (one line), when the puzzle has exactly one. */
  solution?: string;
}

/**
 * Checks a logic options object: its keys (`LOGIC_OPTION_KEYS` and `extra`) and the values of
 * the logic options (`techniques`/`exclude` arrays of known ids, `unique` boolean, `onStuck`,
 * `maxSteps`), and the solving options' values ({@link checkSolveValues}).
 * @param where the function's name, for messages
 * @param without logic options the function does not take (`rate`: `maxSteps`, `onStuck`)
 * @throws {TypeError} for an unknown key or a value of the wrong type
 * @throws {RangeError} for a number out of range; {TypeError} for an unknown technique id
 */
export function checkLogicOptions(options: unknown, where: string, extra: readonly string[] = [], without: readonly string[] = []): void {
  const known = extra.length > 0 || without.length > 0 ? [...LOGIC_OPTION_KEYS.filter((k) => !without.includes(k)), ...extra] : LOGIC_OPTION_KEYS;
  checkKeys(options, known, where);
  const o = options as LogicOptions | undefined;
  if (o === undefined) return;
  checkSolveValues(o, where);
  checkBoolean(o.unique, `${where}: unique`);
  checkBoolean(o.alsInChains, `${where}: alsInChains`);
  choice(o.onStuck, ['stop', 'guess'] as const, 'stop', `${where}: onStuck`);
  if (o.maxSteps !== undefined && o.maxSteps !== Infinity) checkInteger(o.maxSteps, 0, `${where}: maxSteps`, Number.MAX_SAFE_INTEGER);
  techniquesFor(o);
}

/**
 * What the techniques may assume and use, from the options (`unique` as the caller decided):
 * the solver's functions use HoDoKu's forcing chains (through group nodes, see
 * `TechniqueContext.forcingGroups`) and, on request, ALS nodes in grouped chains; with a
 * `deadline` (a `performance.now()` time, from {@link deadlineOf}) the search for a step stops there.
 */
export function techniqueContext(options: LogicOptions | undefined, unique: boolean, deadline = Infinity): TechniqueContext {
  const context: TechniqueContext = options?.alsInChains === true ? { unique, forcingGroups: true, alsInChains: true } : { unique, forcingGroups: true };
  if (deadline !== Infinity) context.deadline = deadline;
  return context;
}

/** The technique list an options object asks for. @throws {TypeError} for an unknown id */
export function techniquesFor(options?: LogicOptions): Technique[] {
  for (const name of ['techniques', 'exclude'] as const) {
    const ids = options?.[name];
    // every index, holes included (`some` skips them, and `map` keeps them as holes)
    if (ids !== undefined && (!Array.isArray(ids) || Array.from(ids).some((id) => typeof id !== 'string'))) {
      throw new TypeError(`sudoku-wasm: ${name}: expected an array of technique ids, got ${show(ids)}`);
    }
  }
  let list: Technique[];
  if (options?.techniques) {
    list = options.techniques.map((id) => {
      const t = techniqueById(id);
      if (!t) throw unknownTechnique('techniques', id);
      return t;
    });
  } else list = [...TECHNIQUES];
  if (options?.exclude) {
    for (const id of options.exclude) if (!techniqueById(id)) throw unknownTechnique('exclude', id);
    list = list.filter((t) => !options.exclude!.includes(t.id));
  }
  return list;
}

/** An id of `techniques` or `exclude` that names no technique: said as a slip, with the nearest id and every known one. */
function unknownTechnique(option: 'techniques' | 'exclude', id: string): TypeError {
  const known = [...TECHNIQUES, ...EXTRA_TECHNIQUES, ...HEAVY_TECHNIQUES].map((t) => t.id);
  const near = nearest(id, known);
  return new TypeError(`sudoku-wasm: ${option}: unknown technique '${id}'${near ? ` (did you mean '${near}'?)` : ''}; known: ${known.join(', ')}`);
}

/** The guess step (not a technique of HoDoKu's list: its Brute Force, level Extreme). */
export const GUESS: Pick<Technique, 'id' | 'name' | 'code' | 'score' | 'level'> = {
  id: 'guess',
  name: 'Guess',
  code: '',
  score: 10000,
  level: 'Extreme',
};

/**
 * The engine's verdict on a grid's clues (its given digits; digits placed while solving are
 * judged against it, not trusted): the solution (N² values) when the clues have exactly one
 * completion, else a LogicError. Candidates are not consulted here (see {@link checkAgainst}).
 */
export function solutionOf(grid: CandidateGrid, options?: SolveOptions): Uint8Array {
  const clues = grid.values.map((v, cell) => (grid.givens[cell] ? v : 0));
  const found = searchBoard({ n: grid.n, cells: clues }, 2, options);
  if (found.stopped) throw new LogicError('unknown', `the engine stopped (${found.stopped}) before it knew whether the puzzle has one solution`);
  if (found.count === 0) throw new LogicError('none', 'the puzzle has no solution');
  if (found.count > 1) throw new LogicError('multiple', 'the puzzle has more than one solution, so no step can be explained');
  return found.solution!.slice();
}

/**
 * The first place where a grid contradicts the solution: a placed digit that is wrong, or a
 * cell whose true digit is no longer a candidate. Null when the grid agrees.
 */
export function checkAgainst(grid: CandidateGrid, solution: Uint8Array): { cell: number; digit: number; text: string } | null {
  const N = grid.N;
  for (let cell = 0; cell < grid.C; cell++) {
    const truth = solution[cell];
    const v = grid.values[cell];
    if (v !== 0 && v !== truth) return { cell, digit: v, text: `${cellName(cell, N)} holds ${digitName(v, N)}, but the solution has ${digitName(truth, N)} there` };
    if (v === 0 && !grid.has(cell, truth)) return { cell, digit: truth, text: `${digitName(truth, N)} was removed from ${cellName(cell, N)}, but it is the solution's digit there` };
  }
  return null;
}

/**
 * Puts a step on a grid in place: placements (each removes its digit from the peers), then
 * eliminations. Used by {@link applyStep} and the solving loops.
 */
export function applyInPlace(grid: CandidateGrid, step: Step): void {
  for (const { cell, digit } of step.placements) if (grid.values[cell] === 0) grid.place(cell, digit);
  for (const { cell, digit } of step.eliminations) grid.eliminate(cell, digit);
}

/**
 * A new grid with a step applied (the input grid is not changed).
 * @param input a grid, a puzzle in any form or a player's grid
 * @param step a step of this grid, as {@link nextStep} or {@link findAll} give it
 * @throws {RangeError} when the step does not fit the grid: a placement into a filled cell or
 *   of a digit that is not a candidate (an earlier placement of the step counts: two placements
 *   of one digit in a house do not fit), or a cell or digit outside the board
 * @throws {SudokuParseError} for a puzzle or a player's grid that does not read, and a grid
 *   whose givens repeat a digit in a house (`CONFLICT`)
 * @example
 * ```ts
 * import { applyStep, nextStep } from 'sudoku-wasm';
 *
 * const puzzle = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
 * const step = nextStep(puzzle);
 * step.text; // → 'Naked single: 4 is the only candidate left in r5c6.'
 * const grid = applyStep(puzzle, step);
 * nextStep(grid).text; // → 'Naked single: 4 is the only candidate left in r9c4.'
 * ```
 * @category Hints, steps and rating
 */
export function applyStep(input: GridInput, step: Step): CandidateGrid {
  try {
    const grid = toGrid(input, undefined);
    if (typeof step !== 'object' || step === null || !Array.isArray(step.placements) || !Array.isArray(step.eliminations)) {
      throw new TypeError(`sudoku-wasm: applyStep: expected a step (with placements and eliminations), got ${show(step)}`);
    }
    const check = ({ cell, digit }: Candidate, what: string): void => {
      if (!Number.isInteger(cell) || cell < 0 || cell >= grid.C || !Number.isInteger(digit) || digit < 1 || digit > grid.N) {
        throw new RangeError(`sudoku-wasm: ${what} {cell: ${cell}, digit: ${digit}} is outside the ${grid.N}×${grid.N} board`);
      }
    };
    const next = grid.clone();
    for (const p of step.placements) {
      // one at a time: an earlier placement of the step may have filled the cell or taken the digit
      check(p, 'placement');
      const where = cellName(p.cell, grid.N);
      if (next.values[p.cell] !== 0) throw new RangeError(`sudoku-wasm: cannot place ${digitName(p.digit, grid.N)} in ${where}: it already holds ${digitName(next.values[p.cell], grid.N)}`);
      if (!next.has(p.cell, p.digit)) throw new RangeError(`sudoku-wasm: cannot place ${digitName(p.digit, grid.N)} in ${where}: it is not a candidate there`);
      next.place(p.cell, p.digit);
    }
    for (const e of step.eliminations) check(e, 'elimination');
    for (const { cell, digit } of step.eliminations) next.eliminate(cell, digit);
    return next;
  } catch (error) {
    throw nameCall(error, 'applyStep'); // the shared checks below, named
  }
}

/**
 * The first step the techniques find on a grid, in the order asked for; null when none applies.
 * Pure logic: the engine is not consulted (the uniqueness techniques run only with
 * `options.unique: true`). On a variant puzzle, the variant steps' first.
 * @param input a grid, a puzzle in any form (a variant puzzle too) or a player's grid
 * @param options the logic options ({@link LogicOptions}); `unique: true` allows the uniqueness
 *   techniques
 * @throws {LogicError} (`reason` `unknown`) when `timeoutMs` runs out before the search for steps ends
 * @throws {TypeError} for an unknown option (named) or a value of the wrong type
 * @throws {SudokuParseError} for a puzzle or a player's grid that does not read, and a grid
 *   whose givens repeat a digit in a house (`CONFLICT`, whatever form the grid comes in)
 * @throws {RangeError} for a board larger than 25×25 (human-style logic stops there)
 * @throws {TypeError} for a classic-only option on a variant puzzle (`techniques`, `exclude`, `unique`, `alsInChains`)
 * @throws {Error} in a browser page that has not called `useVariantLogic()` (for a variant puzzle)
 * @example
 * ```ts
 * import { nextStep } from 'sudoku-wasm';
 *
 * const step = nextStep('.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..');
 * step?.text; // → 'Hidden single: r6c9 is the only place left for 4 in box 6.'
 * step?.placements; // → [{ cell: 53, digit: 4 }]
 * ```
 * @category Hints, steps and rating
 */
export function nextStep(input: GridInput | VariantInput, options?: LogicOptions): Step | null {
  try {
    checkLogicOptions(options, 'nextStep');
    const variant = variantGameOf(input, options);
    if (variant) return variantLogicPart().nextStep(variant, options);
    const deadline = deadlineOf(options);
    const grid = toGrid(input as CandidateGrid | PuzzleInput | PlayerGridInput, options);
    return withinTime(options, () => firstStep(grid, techniquesFor(options), techniqueContext(options, options?.unique === true, deadline)));
  } catch (error) {
    throw nameLogicCall(error, 'nextStep'); // the shared checks below and the forcing search's budget, named
  }
}

/**
 * The first step of the first technique that has one; for techniques of one group (see
 * `Technique.group`), the best of their first steps.
 */
export function firstStep(grid: CandidateGrid, techniques: readonly Technique[], context: TechniqueContext): Step | null {
  let found: Step | null = null;
  const take = (step: Step): boolean => ((found = step), true);
  let best: Step | null = null; // the best first step so far of the current group
  for (let i = 0; i < techniques.length; i++) {
    const t = techniques[i];
    checkDeadline(context.deadline);
    if (!t.needsUnique || context.unique) {
      found = null;
      const hit = t.find(grid, take, context);
      if (t.group === undefined && hit) return found;
      const step = found as Step | null;
      if (t.group !== undefined && step !== null && (best === null || betterInGroup(step, best))) best = step;
    }
    if (best !== null && techniques[i + 1]?.group !== t.group) return best;
  }
  return null;
}

/**
 * Within a group, HoDoKu's order of steps (its steps are sorted so): more eliminations, then
 * the smaller sum of the eliminated candidates' cells, then fewer links.
 */
function betterInGroup(a: Step, b: Step): boolean {
  if (a.eliminations.length !== b.eliminations.length) return a.eliminations.length > b.eliminations.length;
  const sa = eliminationCellSum(a);
  const sb = eliminationCellSum(b);
  return sa !== sb ? sa < sb : a.links.length < b.links.length;
}

/** The sum of the cells of a step's eliminations (HoDoKu's tie-break between steps removing as many candidates). */
export function eliminationCellSum(step: Step): number {
  let sum = 0;
  for (const e of step.eliminations) sum += e.cell;
  return sum;
}

/**
 * Every step of the given techniques on a grid, in technique order.
 * @param input a grid, a puzzle in any form or a player's grid
 * @param techniques technique ids (default: `options.techniques`, else `TECHNIQUES` and the
 *   on-request `EXTRA_TECHNIQUES`; `HEAVY_TECHNIQUES` only by id); `options.exclude` leaves ids out
 * @param options the logic options ({@link LogicOptions}): `techniques`, `exclude`, `timeoutMs`
 * @throws {LogicError} (`reason` `unknown`) when `timeoutMs` runs out before the search for steps ends
 * @throws {TypeError} for an unknown option (named) or a value of the wrong type
 * @throws {RangeError} for a board larger than 25×25; {TypeError} for an unknown technique id
 * @throws {SudokuParseError} for a puzzle or a player's grid that does not read, and a grid
 *   whose givens repeat a digit in a house (`CONFLICT`)
 * @example
 * ```ts
 * import { findAll } from 'sudoku-wasm';
 *
 * const singles = findAll('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..', ['hidden-single']);
 * singles.length; // → 12
 * singles[0].text; // → 'Hidden single: r1c6 is the only place left for 1 in row 1.'
 * singles[0].placements; // → [{ cell: 5, digit: 1 }]
 * ```
 * @category Hints, steps and rating
 */
export function findAll(input: GridInput, techniques?: readonly string[], options?: LogicOptions): Step[] {
  try {
    checkLogicOptions(options, 'findAll');
    if (techniques !== undefined) checkLogicOptions({ techniques }, 'findAll');
    const deadline = deadlineOf(options);
    const grid = toGrid(input, options);
    const ids = techniques ?? options?.techniques ?? [...TECHNIQUES, ...EXTRA_TECHNIQUES].map((t) => t.id);
    const list = techniquesFor({ techniques: ids, exclude: options?.exclude });
    const context = techniqueContext(options, options?.unique === true, deadline);
    const steps: Step[] = [];
    const keep = (step: Step): boolean => (steps.push(step), false);
    return withinTime(options, () => {
      for (const t of list) {
        checkDeadline(context.deadline);
        if (!t.needsUnique || context.unique) t.find(grid, keep, context);
      }
      return steps;
    });
  } catch (error) {
    throw nameLogicCall(error, 'findAll'); // the shared checks below and the forcing search's budget, named
  }
}

/** A guess step: the solution's digit in the first cell with the fewest candidates. */
export function guessStep(grid: CandidateGrid, solution: Uint8Array): Step {
  let best = -1;
  let fewest = 99;
  for (let cell = 0; cell < grid.C; cell++) {
    const k = popcount(grid.cands[cell]);
    if (k > 0 && k < fewest) ((fewest = k), (best = cell));
  }
  const digit = solution[best];
  return makeStep(GUESS, {
    digits: [digit],
    cells: [best],
    highlights: [{ cell: best, digit, role: 'pattern' }],
    placements: [{ cell: best, digit }],
    text: `No technique applies here: guess ${digitName(digit, grid.N)} in ${cellName(best, grid.N)} (one of its ${fewest} candidates; the engine confirms it is right).`,
  });
}

/**
 * The step loop over a grid whose solution is known: the core of {@link logicSolve} and `rate`.
 * @param onStep called with each step after it was checked and applied; returning `false` stops the loop
 * @param deadline a `performance.now()` time past which no further step is looked for (a search
 *   for a step under way stops there too)
 * @returns `solved`; `stuck` (no technique applies and `onStuck` is `'stop'`); `limit` (`maxSteps`
 *   steps taken); `time` (the deadline passed); `stopped` (`onStep` said so)
 */
export function solveLoop(
  grid: CandidateGrid,
  solution: Uint8Array,
  techniques: readonly Technique[],
  context: TechniqueContext,
  onStuck: 'stop' | 'guess',
  onStep: (step: Step) => void | boolean,
  maxSteps = Infinity,
  deadline = Infinity,
): 'solved' | 'stuck' | 'limit' | 'time' | 'stopped' {
  const steps = solveSteps(grid, solution, techniques, context, onStuck, maxSteps, deadline);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (onStep(next.value) === false) return 'stopped';
  }
}

/**
 * {@link solveLoop} as a generator: each step is yielded after it was checked and applied, so
 * the caller may pause between steps (the generator's async calls do); stop by not asking for
 * the next one.
 * @returns what {@link solveLoop} returns, `stopped` aside
 */
export function* solveSteps(
  grid: CandidateGrid,
  solution: Uint8Array,
  techniques: readonly Technique[],
  context: TechniqueContext,
  onStuck: 'stop' | 'guess',
  maxSteps = Infinity,
  deadline = Infinity,
): Generator<Step, 'solved' | 'stuck' | 'limit' | 'time', void> {
  const timed = deadline === Infinity ? context : { ...context, deadline };
  for (let count = 0; ; count++) {
    if (grid.isSolved()) return 'solved';
    if (count >= maxSteps) return 'limit';
    let step: Step | null;
    try {
      step = firstStep(grid, techniques, timed);
    } catch (error) {
      if (error instanceof StepSearchTimeUp) return 'time';
      throw error;
    }
    if (step === null) {
      if (onStuck === 'stop') return 'stuck';
      step = guessStep(grid, solution);
    }
    assertSound(step, solution, grid.N);
    applyInPlace(grid, step);
    queueStep(grid, step);
    yield step;
  }
}

/**
 * A logic call's input as a variant game, when its puzzle (or its player's grid's) is a variant
 * puzzle with rules beyond rows, columns and boxes; undefined for a classic one (a variant form
 * of a classic puzzle reads as a classic grid). The player's digits and marks are read later.
 * @throws {SudokuParseError} for a variant input that does not read
 * @throws {Error} where the variant layer is not loaded (the message says to call `useVariants()`)
 */
export function variantGameOf(input: unknown, options: SolveOptions | undefined): VariantGame | undefined {
  if (input instanceof CandidateGrid) return undefined;
  const player = isPlayerGridInput(input);
  const puzzle: unknown = player ? input.puzzle : input;
  if (!isVariantInput(puzzle)) return undefined;
  const read = readVariant(puzzle, typeof puzzle === 'string' ? 1 : undefined, undefined, options?.size);
  if (!isVariantPuzzle(read)) return undefined;
  if (!player) return { puzzle: read };
  checkKeys(input, PLAYER_KEYS, 'playerGrid', 'key');
  return { puzzle: read, entered: input.entered, marks: input.marks };
}

/**
 * Solves a puzzle step by step as a person would, and explains every step. A variant puzzle
 * (rules beyond rows, columns and boxes) is solved by the variant steps (singles, its rules,
 * locked candidates, subsets, fish, contradictions: docs/variants.md) and gives a
 * {@link VariantLogicSolveResult}: its digits and candidates in place of a grid. That is its
 * type when the puzzle is an object; as text (f-puzzles JSON, a link) read it with
 * `parseVariant` first to have it typed so. The classic-only options (`techniques`, `exclude`,
 * `unique`, `alsInChains`, `onStuck: 'guess'`) are a TypeError for a variant.
 * @param puzzle any puzzle form of the package, 4×4 to 25×25, or a variant puzzle in any form
 *   (`useVariants()` first in a browser page)
 * @param options the logic options ({@link LogicOptions}): `techniques`, `exclude`, `onStuck`,
 *   `maxSteps`, `timeoutMs`…
 * @returns the log; a puzzle with no solution or several gets status `none` / `multiple` and no steps,
 *   one whose `timeoutMs` runs out before the engine knows gets status `limit` and no steps
 * @throws {LogicError} (`reason` `unknown`) when `maxNodes` or the `signal` stops the engine before
 *   it knows whether the puzzle has one solution
 * @throws {SudokuParseError} for input that is not a puzzle
 * @throws {RangeError} for boards larger than 25×25; {TypeError} for an unknown technique id
 * @throws {TypeError} for an unknown option (named) or a value of the wrong type, or a grid in play
 *   (a `CandidateGrid` or a player's grid: `hint` and `nextStep` take those), or a classic-only
 *   option on a variant puzzle
 * @throws {Error} in a browser page that has not called `useVariantLogic()` (for a variant puzzle)
 * @example
 * ```ts
 * import { logicSolve } from 'sudoku-wasm';
 *
 * const { status, steps } = logicSolve('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..');
 * status; // → 'solved'
 * steps[0].text; // → 'Naked single: 4 is the only candidate left in r5c6.'
 * ```
 * @category Hints, steps and rating
 */
export function logicSolve(puzzle: VariantInput, options?: LogicOptions): VariantLogicSolveResult;
export function logicSolve(puzzle: PuzzleInput, options?: LogicOptions): LogicSolveResult;
export function logicSolve(puzzle: PuzzleInput | VariantInput, options?: LogicOptions): LogicSolveResult | VariantLogicSolveResult;
export function logicSolve(puzzle: PuzzleInput | VariantInput, options?: LogicOptions): LogicSolveResult | VariantLogicSolveResult {
  try {
    checkLogicOptions(options, 'logicSolve');
    refuseGridInPlay(puzzle, 'logicSolve');
    const variant = variantGameOf(puzzle, options);
    if (variant) return variantLogicPart().logicSolve(variant.puzzle, options);
    const deadline = deadlineOf(options);
    const board = parseAny(puzzle as AnyPuzzle, options);
    const grid = CandidateGrid.fromBoard(board.n, board.cells);
    const techniques = techniquesFor(options);
    let solution: Uint8Array;
    try {
      solution = solutionOf(grid, options);
    } catch (error) {
      if (error instanceof LogicError && (error.reason === 'none' || error.reason === 'multiple')) {
        return { status: error.reason, steps: [], grid };
      }
      // the engine shares the time budget: its running out is the budget's, not a failure
      if (error instanceof LogicError && error.reason === 'unknown' && performance.now() >= deadline) return { status: 'limit', steps: [], grid };
      throw error;
    }
    const steps: Step[] = [];
    const onStuck = options?.onStuck ?? 'stop';
    const end = solveLoop(grid, solution, techniques, techniqueContext(options, options?.unique ?? true), onStuck, (s) => void steps.push(s), options?.maxSteps, deadline);
    const guessed = steps.some((s) => s.technique === GUESS.id);
    return {
      status: end === 'solved' ? (guessed ? 'guessed' : 'solved') : end === 'limit' || end === 'time' ? 'limit' : 'stuck',
      steps,
      grid,
      solution: boardText(grid.n, solution, options),
    };
  } catch (error) {
    throw nameLogicCall(error, 'logicSolve'); // the shared checks below and the forcing search's budget, named
  }
}

/**
 * A hint: how much to say.
 * @category Hints, steps and rating
 */
export interface HintOptions extends LogicOptions {
  /** `'vague'`: the technique and where to look; `'concrete'` (default): the whole step. */
  level?: 'vague' | 'concrete' | undefined;
}

/** The levels of {@link HintOptions.level}. */
export const HINT_LEVELS = ['vague', 'concrete'] as const;

/** {@link hint}'s options checked, as it checks them before it reads its grid; its level. */
function hintLevelOf(options: HintOptions | undefined): 'vague' | 'concrete' {
  checkLogicOptions(options, 'hint', ['level']);
  return choice(options?.level, HINT_LEVELS, 'concrete', 'hint: level');
}

/**
 * The checks `hint`, `nextStep` and `logicSolve` make of their options before they read their
 * grid, their errors named as theirs: for the worker, which reads a WireGrid before it calls
 * them (src/worker/dispatch.ts), so that a call with bad options and a bad grid is refused for
 * its options there as here.
 * @throws {TypeError} / {RangeError} as the call would
 */
export function checkLogicCallOptions(options: unknown, where: 'hint' | 'nextStep' | 'logicSolve'): void {
  try {
    if (where === 'hint') hintLevelOf(options as HintOptions | undefined);
    else checkLogicOptions(options, where);
  } catch (error) {
    throw nameLogicCall(error, where);
  }
}

/**
 * What {@link hint} says. Every field is at the top level (no nesting besides the concrete `step`).
 * @category Hints, steps and rating
 */
export interface Hint {
  /** `step`: a step to take; `mistake`: the grid contradicts the solution; `stuck`: no technique applies; `solved`. */
  kind: 'step' | 'mistake' | 'stuck' | 'solved';
  /** The sentence(s) to show. */
  text: string;
  /** The technique's id (kind `step`). */
  technique?: string;
  /** The technique's name (kind `step`). */
  name?: string;
  /** Where to look: the pattern's cells, or the cells of a mistake (vague step hints give the houses only). */
  cells?: number[];
  /** The houses to look in (kind `step`). */
  houses?: Step['houses'];
  /** The whole step (concrete step hints). */
  step?: Step;
  /** What kind of mistake (kind `mistake`): see {@link Mistake}. */
  mistake?: Mistake['kind'];
  /** The repeated or wrong digit (kind `mistake`, conflicts and wrong digits). */
  digit?: number;
}

/**
 * A hint for a grid in play. First the grid is checked: a digit repeated in a house, then an
 * entered digit that is not the solution's, then a solution digit missing from an empty cell's
 * candidates (kind `mistake`, naming the cells; a vague hint never gives the solution's digit,
 * a concrete one says it in a second sentence). Then the next step is named. On a variant
 * puzzle (or a player's grid on one) the mistakes are a wrong digit and a lost candidate, and
 * the step is the variant steps' first (a vague hint's `cells` are where to look: the house or
 * the rule's cells; `houses` is empty).
 * @param input a grid, a puzzle in any form (a variant puzzle too), or a player's grid
 *   (`playerGrid`'s input, its puzzle a variant one too)
 * @param options `level` (`'concrete'` by default, or `'vague'`) and the logic options ({@link
 *   LogicOptions})
 * @throws {LogicError} when the givens have no solution or several (a repeated digit is still
 *   reported as a mistake first: it needs no solution), or (`unknown`) when the engine's budget
 *   (`maxNodes`, `timeoutMs`, `signal`) stops it before it knows, or `timeoutMs` runs out before
 *   the search for a step ends
 * @throws {TypeError} for an unknown option (named) or a value of the wrong type
 * @throws {SudokuParseError} for a puzzle or a player's grid that does not read, and a grid
 *   whose givens repeat a digit in a house (`CONFLICT`, whatever form the grid comes in: text, a
 *   player's grid or a `CandidateGrid`); a player's repeated digit is a mistake, not an error
 * @throws {RangeError} for a board larger than 25×25 (human-style logic stops there)
 * @throws {TypeError} for a classic-only option on a variant puzzle (`techniques`, `exclude`, `unique`, `alsInChains`)
 * @throws {Error} in a browser page that has not called `useVariantLogic()` (for a variant puzzle)
 * @example
 * ```ts
 * import { hint } from 'sudoku-wasm';
 *
 * const puzzle = '.6..7.......8...2..1.............6.54..3...........7..2...6..4.8.31.........5.1..';
 * hint(puzzle, { level: 'vague' }).text; // → 'Look for a hidden single in box 6.'
 * hint(puzzle).text; // → 'Hidden single: r6c9 is the only place left for 4 in box 6.'
 * ```
 * @category Hints, steps and rating
 */
export function hint(input: GridInput | VariantInput, options?: HintOptions): Hint {
  try {
    const level = hintLevelOf(options);
    const deadline = deadlineOf(options);
    const variant = variantGameOf(input, options);
    if (variant) return variantLogicPart().hint(variant, options);
    const grid = toGrid(input as CandidateGrid | PuzzleInput | PlayerGridInput, options);
    const conflict = findConflict(grid); // needs no solution: said even when the givens have none
    if (conflict) return mistakeHint(conflict, grid.N, level);
    const solution = solutionOf(grid, options);
    const mistake = findMistake(grid, solution);
    if (mistake) return mistakeHint(mistake, grid.N, level);
    if (grid.isSolved()) return { kind: 'solved', text: 'The puzzle is solved.' };
    const step = withinTime(options, () => firstStep(grid, techniquesFor(options), techniqueContext(options, options?.unique ?? true, deadline)));
    if (step === null) return { kind: 'stuck', text: 'No technique of the list applies: a guess (or a harder technique) is needed.' };
    assertSound(step, solution, grid.N);
    if (level === 'vague') {
      const where = step.houses.length > 0 ? step.houses : housesAround(step, grid);
      const places = where.map((h) => `${h.kind} ${h.index + 1}`);
      return {
        kind: 'step',
        technique: step.technique,
        name: step.name,
        houses: where,
        text: `Look for ${withArticle(step.name)}${places.length > 0 ? ` in ${[...new Set(places)].join(', ')}` : ''}.`,
      };
    }
    return { kind: 'step', technique: step.technique, name: step.name, cells: step.cells, houses: step.houses, step, text: step.text };
  } catch (error) {
    throw nameLogicCall(error, 'hint'); // the shared checks below and the forcing search's budget, named
  }
}

/**
 * Where to look when the step names no house: the boxes of its cells (a single's cell, a wing's
 * pivot and pincers, a loop's nodes), in cell order, when there are at most
 * {@link MOST_BOXES_TO_LOOK}; more would point nowhere, so then none.
 */
function housesAround(step: Step, grid: CandidateGrid): Step['houses'] {
  const boxes: number[] = [];
  for (const cell of step.cells) {
    const u = grid.geometry.cellUnits[3 * cell + 2];
    if (!boxes.includes(u)) boxes.push(u);
  }
  return boxes.length <= MOST_BOXES_TO_LOOK ? boxes.map((u) => unitHouse(u, grid.N)) : [];
}

/** The most boxes a vague hint names (see {@link housesAround}). */
const MOST_BOXES_TO_LOOK = 4;

