/**
 * The shapes the public API returns and takes.
 *
 * Owns: {@link Verdict} (one shape per status), {@link SolveOptions}, {@link BatchOptions}, {@link PuzzleInput},
 * {@link TextOptions}, {@link LineRanges}.
 */
import type { Backend } from '../engine/types.js';
import type { StopReason } from './budget.js';
import type { BoardAlphabet, SudokuParseError } from '../text/index.js';
import type { ReadonlyDeep, VariantPuzzleInput } from '../variant/model.js';
import type { FpuzzlesPuzzle } from '../variant/rules/rule.js';

/**
 * A puzzle as text or numbers: a line of cells (81 on 9×9), a grid of N lines, or the N² cell
 * values 0…N in reading order (0 = empty). The solving calls read 4×4 to 64×64; the 9×9 text
 * functions (`parsePuzzle`, `formatGrid`) 9×9 only.
 */
export type PuzzleInput = string | ArrayLike<number>;

/**
 * What the search calls take: a classic puzzle of any size ({@link PuzzleInput}) or a variant
 * puzzle: a {@link VariantPuzzle}, an f-puzzles object (either read-only all the way down, as
 * `as const` makes them, or not), or as text f-puzzles JSON, an f-puzzles or SudokuPad link, a
 * jigsaw line.
 */
export type AnyPuzzle = PuzzleInput | VariantPuzzleInput | ReadonlyDeep<FpuzzlesPuzzle>;

/**
 * What a puzzle is:
 * - `unique`: exactly one solution (a proper Sudoku);
 * - `multiple`: two or more solutions;
 * - `none`: no solution (the givens do not conflict directly, but cannot be completed);
 * - `invalid`: the input is not a puzzle (see `error`);
 * - `unknown`: a budget (`maxNodes` / `maxGuesses`, `timeoutMs`) ran out or the `signal` aborted
 *   before the answer was known (`stopped` says which), or a batch at `limit: 1` found a
 *   solution (uniqueness was not checked).
 */
export type Status = 'unique' | 'multiple' | 'none' | 'invalid' | 'unknown';

/**
 * The answer for one puzzle: one shape per {@link Status}, so that testing `status` narrows it
 * (`if (v.status === 'invalid') v.error.code`). Every shape has every field, absent where that
 * status never has it, so `v.solution` and `v.error` read on any verdict.
 */
export type Verdict = UniqueVerdict | MultipleVerdict | NoneVerdict | InvalidVerdict | UnknownVerdict;

/** What {@link solve} returns: a {@link Verdict} whose solution is present exactly when it is `unique`. */
export type SolveVerdict =
  | (UniqueVerdict & {
      /** The solution, the only one. */
      solution: string;
    })
  | ((MultipleVerdict | NoneVerdict | UnknownVerdict) & {
      /** Absent: `solve` gives a solution only when it is the only one. */
      solution?: undefined;
    });

/** The fields every {@link Verdict} has, whatever its status. */
export interface VerdictFields {
  /** 1-based input line, for puzzles that came from lines of text. */
  line?: number;
  /** Solutions found, at most the limit asked for (2 unless a limit was given). */
  count: number;
  /** Guesses the search made: each candidate tried at a branching cell (each option tried, for DLX) counts one. */
  guesses: number;
  /** Side N of the board, for boards other than 9×9. */
  size?: number;
}

/** Exactly one solution: a proper Sudoku. */
export interface UniqueVerdict extends VerdictFields {
  /** What the puzzle is ({@link Status}): exactly one solution. */
  status: 'unique';
  /**
   * The solution, as one line (81 digits on 9×9; N² symbols of the board's alphabet on other
   * sizes). Always there from {@link solve} and `validate`; left out by batch calls with
   * `solutions: false`.
   */
  solution?: string;
  /** Absent: the search finished. */
  stopped?: undefined;
  /** Absent: the input is a puzzle. */
  error?: undefined;
}

/** Two or more solutions. */
export interface MultipleVerdict extends VerdictFields {
  /** What the puzzle is ({@link Status}): two or more solutions. */
  status: 'multiple';
  /** The first solution found, except from {@link solve} (which never gives one of several) and from batch calls with `solutions: false`. */
  solution?: string;
  /** The budget that ran out after the second solution was found, if one did. */
  stopped?: StopReason;
  /** Absent: the input is a puzzle. */
  error?: undefined;
}

/** No solution: the givens do not conflict directly, but cannot be completed. */
export interface NoneVerdict extends VerdictFields {
  /** What the puzzle is ({@link Status}): no solution. */
  status: 'none';
  /** Absent: there is none. */
  solution?: undefined;
  /** Absent: the search finished. */
  stopped?: undefined;
  /** Absent: the input is a puzzle. */
  error?: undefined;
}

/** The input is not a puzzle. */
export interface InvalidVerdict extends VerdictFields {
  /** What the puzzle is ({@link Status}): not a puzzle. */
  status: 'invalid';
  /** Absent: nothing was searched. */
  solution?: undefined;
  /** Absent: nothing was searched. */
  stopped?: undefined;
  /** Why the input is not a puzzle. */
  error: SudokuParseError;
}

/**
 * The answer is not known: a budget (`maxNodes` / `maxGuesses`, `timeoutMs`) ran out or the
 * `signal` aborted first (`stopped` says which), or a batch at `limit: 1` found a solution
 * (uniqueness was not checked).
 */
export interface UnknownVerdict extends VerdictFields {
  /** What the puzzle is ({@link Status}): not known. */
  status: 'unknown';
  /** The solution found, from a batch at `limit: 1` or by `validate` before a budget ran out. */
  solution?: string;
  /** Why the search stopped before the answer was known (absent after `limit: 1`). */
  stopped?: StopReason;
  /** Absent: the input is a puzzle. */
  error?: undefined;
}

/**
 * A verdict being built field by field (the library's own code): any status with any field.
 * Only the function that names the status makes one, and its rules keep each status's shape.
 */
export interface VerdictDraft extends VerdictFields {
  status: Status;
  solution?: string;
  stopped?: StopReason;
  error?: SudokuParseError;
}

/** Options shared by every solving call. */
export interface SolveOptions {
  /** `'wasm'` (default where WebAssembly exists) or `'ts'` (the pure TypeScript twin). */
  backend?: Backend | undefined;
  /**
   * Which engine searches: `'auto'` (default: fast9 for 9×9, bitmask for other sizes, the
   * fastest measured), `'fast9'` (9×9 only), `'bitmask'` or `'dlx'` (any size). A puzzle
   * in a variant form (a model, f-puzzles JSON, a link, a jigsaw line) takes `'auto'` only,
   * unless it is a classic 9×9 one: any other is a RangeError from a single call, and in a
   * batch that line's `invalid` verdict (`UNSUPPORTED`).
   */
  engine?: 'auto' | 'fast9' | 'bitmask' | 'dlx' | undefined;
  /** Stop a puzzle's search after this many nodes (guesses; default 0 = no budget). */
  maxNodes?: number | undefined;
  /** Another name of `maxNodes`: give one of the two (two different budgets are a RangeError). */
  maxGuesses?: number | undefined;
  /**
   * Stop a puzzle's search after this many milliseconds (checked between slices of a few
   * milliseconds' work, so a search may run over by about that much; in a batch call, per puzzle).
   * `0` is no time left, not "no budget" (leave it out for that): a search stops after its first
   * slice, so a budget computed as `deadline - Date.now()` stops at once once the deadline has
   * passed. (`generate`, `generateVariant` and the variant logic calls, which have a default time
   * budget, read `0` as "none", as the CLI's `--timeout-per-puzzle 0` does.)
   */
  timeoutMs?: number | undefined;
  /**
   * Stop when aborted: checked at the start, and between slices of a few milliseconds' work by
   * the `…Async` functions (which yield to the event loop between them).
   */
  signal?: AbortSignal | undefined;
  /**
   * Run the simple-rules pre-pass first (naked and hidden singles, naked pairs and triples, to
   * a fixed point): measured −20% search nodes on magictour_top1465, nothing on the hardest
   * sets (src/prepass/index.ts has the figures). Default false.
   */
  prepass?: boolean | undefined;
  /**
   * Box size n (2…8) or side N (9…64) of the board, when it should not be inferred. 4, which
   * could be either, is refused (`RangeError`): give 2 for 4×4 or 16 for 16×16.
   */
  size?: number | undefined;
  /**
   * Symbols of boards other than 9×9: `'alnum'` (1-9 A-Z a-z, default), `'hex'` (0-F), `'auto'`
   * or a string. Solutions are written in it; with `'auto'`, which reads a 16×16 board as hex
   * or alnum by its symbols, they are written in `'alnum'`.
   */
  alphabet?: BoardAlphabet | undefined;
}

/** Options of the batch calls. */
export interface BatchOptions extends SolveOptions {
  /**
   * Count solutions up to this many (integer ≥ 1, default 2). `1` is the fastest way to solve
   * puzzles already known to be proper: each search stops at its first solution, which the
   * verdict carries with status `unknown` (uniqueness not checked), or `none`.
   */
  limit?: number | undefined;
  /** Line number of the first entry (default 1); ignored when `lineNumbers` is given. */
  firstLine?: number | undefined;
  /** Explicit 1-based line number of every entry. */
  lineNumbers?: readonly number[] | undefined;
  /**
   * Node budget for boards larger than 9×9 when neither `maxNodes` nor `maxGuesses` is given
   * (default: none). The bulk pipeline (`validateStream`, the CLI) sets one, so that no line of
   * a huge file of 16×16 or 25×25 boards can stall the run; a board that exhausts it is
   * `unknown` with `stopped: 'nodes'`.
   */
  largeBoardMaxNodes?: number | undefined;
  /**
   * `false`: leave `solution` out of every verdict, when only statuses and counts matter (the
   * bulk `validate` and `count`): no solution text is built, about 3% of a 17-clue puzzle's
   * time (measured on `sudoku-wasm validate`). Default true.
   */
  solutions?: boolean | undefined;
}

/** Options of `validateText`: the batch options but the line numbers, which come from the text. */
export type TextOptions = Omit<BatchOptions, 'firstLine' | 'lineNumbers'>;

/**
 * Lines of a byte buffer, for `validateByteLines`: line i is `bytes[starts[i] .. ends[i])`
 * (byte indices, end exclusive, without its `\n`) and has the 1-based number `numbers[i]`.
 */
export interface LineRanges {
  /** Where each line starts in the bytes. */
  starts: Int32Array | readonly number[];
  /** Where each line ends (exclusive), its line break left out. */
  ends: Int32Array | readonly number[];
  /** Each line's 1-based number, for its verdict's `line`. */
  numbers: Int32Array | readonly number[];
}
