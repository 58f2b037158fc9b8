/**
 * The package's human-style calls on a variant puzzle: what `hint`, `nextStep` and
 * `logicSolve` (src/logic/solver.ts) do when their puzzle has rules beyond rows, columns and
 * boxes. They reach this module only through the slot `useVariantLogic()` fills
 * (src/api/parts.ts `variantLogicPart`), so a page that solves classic puzzles does not carry it.
 *
 *   { puzzle, entered?, marks? } ─► digits (givens + entered), candidates (marks within what the
 *                                   placed digits allow: ./steps.ts candidatesFrom)
 *   hint      ─► the variant engine: one solution? (else LogicError none / multiple / unknown)
 *             ─► a mistake (wrong digit, then a lost candidate) ─► solved ─► the first step of
 *                the list (./steps.ts), checked against the solution ─► vague or concrete
 *   nextStep  ─► the first step of the list (no engine, as the classic call)
 *   logicSolve ─► the engine, then the steps one after another (each checked) to solved, stuck
 *                or a budget; the digits and candidates reached (no CandidateGrid: a variant's
 *                houses are not a classic grid's)
 *   rate      ─► the engine, then the steps to the end, the solution's digit guessed where they
 *                get stuck, each step graded on the variant scale (./grade.ts)
 *   fair      ─► (for `generateVariant`'s `maxLevel`) the givens a generated puzzle needs to rate
 *                at most a level (./fair.ts)
 *
 * Options: the engine's (`backend`, `engine`, `maxNodes`, `maxGuesses`, `timeoutMs`, `signal`),
 * `timeoutMs` also bounding the search for each step as in the classic calls (past it `hint`
 * and `nextStep` throw LogicError `unknown`, `logicSolve` ends `limit`, `rate` throws the time
 * budget's LogicError; the finders look at it between suppositions: ./steps.ts), the reading ones (`size`, `alphabet` for `entered`), `level` (hint), `maxSteps` (logicSolve),
 * `onStuck: 'stop'`. The classic-only ones (`techniques`, `exclude`, `unique`, `alsInChains`,
 * `onStuck: 'guess'`, rate's `scale`) are refused with a TypeError that says why.
 *
 * Owns: {@link variantLogic}, {@link VariantLogicSolveResult}, {@link VariantGame}. Does not own:
 * the steps (./steps.ts, ./finders/), where a guess goes (./guess-cell.ts), the scale (./grade.ts), reading the puzzle (src/api/variant.ts), the option checks
 * every logic call shares (src/logic/solver.ts `checkLogicOptions`), the mistake's words
 * (src/logic/mistake-hint.ts).
 */
import { searchVariant, variantText } from '../../api/variant.js';
import { show } from '../../api/options.js';
import type { SolveOptions } from '../../api/types.js';
import { deadlineOf, LogicError, timeBudgetError, withinTime } from '../../logic/logic-error.js';
import { mistakeHint } from '../../logic/mistake-hint.js';
import { readEntered, readMarks } from '../../logic/player.js';
import type { RateOptions } from '../../logic/rate.js';
import type { Hint, HintOptions, LogicOptions } from '../../logic/solver.js';
import { assertSound } from '../../logic/step.js';
import { StepSearchTimeUp } from '../../logic/techniques/forcing/budget-error.js';
import type { Step } from '../../logic/types.js';
import { cellName } from '../../logic/words.js';
import { SudokuParseError } from '../../text/parse-error.js';
import { givenDigits, type VariantPuzzle } from '../model.js';
import type { Found } from './finders/step.js';
import { VariantRater, type VariantRating } from './grade.js';
import { fairGivens } from './fair.js';
import { guessStep } from './guess-cell.js';
import { hintRulesOf, type HintRules } from './hint-rules.js';
import { applyFound, candidatesFrom, findStep, firstMistake, variantSteps } from './steps.js';

/** A variant puzzle in play: the puzzle read, and the player's digits and marks as given (`PlayerGridInput`'s). */
export interface VariantGame {
  puzzle: VariantPuzzle;
  entered?: unknown;
  marks?: unknown;
}

/**
 * What `logicSolve` gives for a variant puzzle: the classic result's `status`, `steps` and
 * `solution`, and in place of its `grid` (a classic grid of rows, columns and boxes) the digits
 * and candidates reached.
 * @category Hints, steps and rating
 */
export interface VariantLogicSolveResult {
  /**
   * `solved`: the steps finished it; `stuck`: no step of the list applies; `limit`: `maxSteps`
   * steps were taken, or `timeoutMs` ran out, before the end; `none` / `multiple`: the puzzle
   * has no solution / several (no steps are given for those).
   */
  status: 'solved' | 'stuck' | 'limit' | 'none' | 'multiple';
  /** The steps in order. */
  steps: Step[];
  /** The digits after the last step: N² values in reading order, 0 for an empty cell. */
  values: Uint8Array;
  /** The candidates after the last step: N² masks, bit d − 1 for digit d (a filled cell holds its digit's). */
  candidates: Int32Array;
  /** The solution (N² digits, one line), when the puzzle has exactly one. */
  solution?: string;
}

/** The human-style calls on a variant puzzle, as the slot holds them. */
export interface VariantLogic {
  hint(game: VariantGame, options: HintOptions | undefined): Hint;
  nextStep(game: VariantGame, options: LogicOptions | undefined): Step | null;
  logicSolve(puzzle: VariantPuzzle, options: LogicOptions | undefined): VariantLogicSolveResult;
  rate(puzzle: VariantPuzzle, options: RateOptions | undefined): VariantRating;
  /** A generated puzzle's givens made fair to a level (`generateVariant`'s `maxLevel`: ./fair.ts). */
  fair: typeof fairGivens;
}

/** The calls of this module, for the slot (`useVariantLogic()`). */
export const variantLogic: VariantLogic = { hint: variantHint, nextStep: variantNextStep, logicSolve: variantLogicSolve, rate: variantRate, fair: fairGivens };

/** What a hint says when no step of the list applies. */
const STUCK = 'No step of the variant list applies: a harder deduction (or a guess) is needed.';

/**
 * Refuses the options a variant puzzle cannot take (their values were checked before: the
 * classic calls' `checkLogicOptions`), saying why.
 * @param where the call, for the message
 * @throws {TypeError} `sudoku-wasm: hint: techniques: a variant puzzle …, got …`
 */
function refuseClassicOptions(options: LogicOptions | undefined, where: string): void {
  if (options === undefined) return;
  for (const key of ['techniques', 'exclude', 'unique', 'alsInChains'] as const) {
    if (options[key] === undefined) continue;
    throw new TypeError(`sudoku-wasm: ${where}: ${key}: a variant puzzle is solved by the variant steps, which take no ${key === 'techniques' || key === 'exclude' ? 'list of classic techniques' : 'classic technique options'}, got ${show(options[key])}`);
  }
  if (options.onStuck === 'guess') throw new TypeError(`sudoku-wasm: ${where}: onStuck: a variant puzzle stops where its steps do ('stop'), got ${show(options.onStuck)}`);
}

/** A game's digits and candidates: the givens and the entered digits, the marks within what the placed digits allow. */
function gridOf(game: VariantGame, rules: HintRules, options: SolveOptions | undefined): { values: Uint8Array; cands: Int32Array } {
  const N = game.puzzle.size;
  const values = givenDigits(game.puzzle.givens);
  if (game.entered !== undefined) {
    const entered = readEntered(game.entered, N, options);
    entered.forEach((d, cell) => {
      if (d === 0) return;
      if (values[cell] !== 0 && values[cell] !== d) {
        throw new SudokuParseError('CONFLICT', `${cellName(cell, N)} is a given ${values[cell]}, but entered holds ${d} there`, { cell: cell + 1 });
      }
      values[cell] = d;
    });
  }
  const marks = game.marks === undefined ? undefined : readMarks(game.marks, N, options);
  return { values, cands: candidatesFrom(rules, values, marks) };
}

/**
 * The puzzle's one solution, by the variant engine (the givens only: the player's digits are
 * judged against it). @throws {LogicError} `none`, `multiple`, or `unknown` when a budget stops it first
 */
function solutionOf(puzzle: VariantPuzzle, options: SolveOptions | undefined): Uint8Array {
  const found = searchVariant(puzzle, 2, options);
  if (found.stopped) throw new LogicError('unknown', `the engine stopped (${found.stopped}) before it knew whether the puzzle has one solution`);
  if (found.count === 0) throw new LogicError('none', 'the puzzle has no solution');
  if (found.count > 1) throw new LogicError('multiple', 'the puzzle has more than one solution, so no step can be explained');
  return found.solution!.slice();
}

/** `hint` on a variant puzzle in play (see the module header). */
function variantHint(game: VariantGame, options: HintOptions | undefined): Hint {
  refuseClassicOptions(options, 'hint');
  const deadline = deadlineOf(options);
  const level = options?.level ?? 'concrete';
  const N = game.puzzle.size;
  const rules = hintRulesOf(game.puzzle);
  const { values, cands } = gridOf(game, rules, options);
  const solution = solutionOf(game.puzzle, options);
  const mistake = firstMistake(values, cands, solution);
  if (mistake) return mistakeHint(mistake, N, level);
  if (values.every((v) => v !== 0)) return { kind: 'solved', text: 'The puzzle is solved.' };
  const found = withinTime(options, () => findStep(rules, values, cands, deadline));
  if (!found) return { kind: 'stuck', text: STUCK };
  const { step, region, look } = found;
  assertSound(step, solution, N);
  if (level === 'vague') return { kind: 'step', technique: step.technique, name: step.name, cells: [...region], houses: [], text: look };
  return { kind: 'step', technique: step.technique, name: step.name, cells: step.cells, houses: [], step, text: step.text };
}

/** `nextStep` on a variant puzzle in play: the first step of the list, or null (no engine). */
function variantNextStep(game: VariantGame, options: LogicOptions | undefined): Step | null {
  refuseClassicOptions(options, 'nextStep');
  const deadline = deadlineOf(options);
  const rules = hintRulesOf(game.puzzle);
  const { values, cands } = gridOf(game, rules, options);
  return withinTime(options, () => findStep(rules, values, cands, deadline)?.step ?? null);
}

/** `logicSolve` on a variant puzzle (see the module header). */
function variantLogicSolve(puzzle: VariantPuzzle, options: LogicOptions | undefined): VariantLogicSolveResult {
  refuseClassicOptions(options, 'logicSolve');
  const deadline = deadlineOf(options);
  const rules = hintRulesOf(puzzle);
  const values = givenDigits(puzzle.givens);
  const cands = candidatesFrom(rules, values);
  const end = (status: VariantLogicSolveResult['status'], steps: Step[], solution?: Uint8Array): VariantLogicSolveResult => ({
    status,
    steps,
    values,
    candidates: cands,
    ...(solution ? { solution: variantText(solution) } : {}),
  });
  let solution: Uint8Array;
  try {
    solution = solutionOf(puzzle, options);
  } catch (error) {
    if (error instanceof LogicError && (error.reason === 'none' || error.reason === 'multiple')) return end(error.reason, []);
    if (error instanceof LogicError && error.reason === 'unknown' && performance.now() >= deadline) return end('limit', []);
    throw error;
  }
  const steps: Step[] = [];
  const maxSteps = options?.maxSteps ?? Infinity;
  const walk = variantSteps(rules, values, cands, deadline);
  for (;;) {
    if (values.every((v) => v !== 0)) return end('solved', steps, solution);
    if (steps.length >= maxSteps || performance.now() >= deadline) return end('limit', steps, solution);
    const next = timed(walk);
    if (next === 'time') return end('limit', steps, solution);
    if (next.done) return end(next.value, steps, solution);
    assertSound(next.value.step, solution, puzzle.size);
    steps.push(next.value.step);
  }
}

/**
 * `rate` on a variant puzzle (see the module header): every step of the path graded, a guess
 * (the solution's digit in the first cell with the fewest candidates) wherever no step applies.
 * @throws {LogicError} `none`, `multiple`, or `unknown` when a budget runs out first
 */
function variantRate(puzzle: VariantPuzzle, options: RateOptions | undefined): VariantRating {
  refuseClassicOptions(options, 'rate');
  if (options?.scale !== undefined) {
    throw new TypeError(`sudoku-wasm: rate: scale: a variant puzzle is rated on the variant scale, as the variant steps solve it (HoDoKu's and Sudoku Explainer's rate classic techniques), got ${show(options.scale)}`);
  }
  const deadline = deadlineOf(options);
  const N = puzzle.size;
  const rules = hintRulesOf(puzzle);
  const values = givenDigits(puzzle.givens);
  const cands = candidatesFrom(rules, values);
  const solution = solutionOf(puzzle, options);
  const rater = new VariantRater();
  let taken = 0;
  let walk = variantSteps(rules, values, cands, deadline);
  for (;;) {
    if (performance.now() >= deadline) throw timeBudgetError(options?.timeoutMs, taken);
    const next = timed(walk);
    if (next === 'time') throw timeBudgetError(options?.timeoutMs, taken);
    if (next.done && next.value === 'solved') return rater.result();
    let step: Step;
    if (next.done) {
      // stuck: a guess, then the steps again from there
      step = guessStep(values, cands, solution, N);
      applyFound(rules, values, cands, step);
      walk = variantSteps(rules, values, cands, deadline);
    } else step = next.value.step;
    assertSound(step, solution, N);
    rater.add(step, next.done ? 'guess' : next.value.finder!);
    taken++;
  }
}

/** The walk's next step, or `time` when the deadline passed while it was looked for. */
function timed(walk: ReturnType<typeof variantSteps>): IteratorResult<Found, 'solved' | 'stuck'> | 'time' {
  try {
    return walk.next();
  } catch (error) {
    if (error instanceof StepSearchTimeUp) return 'time';
    throw error;
  }
}

