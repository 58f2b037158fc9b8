/**
 * The shapes the public API returns and takes.
 *
 * Owns: {@link Verdict}, {@link SolveOptions}, {@link BatchOptions}, {@link PuzzleInput},
 * {@link TextOptions}, {@link LineRanges}.
 */
import type { Backend } from '../engine/types.js';
import type { BoardAlphabet, SudokuParseError } from '../text/index.js';
import type { VariantPuzzle } from '../variant/model.js';
import type { FpuzzlesPuzzle } from '../variant/rules/rule.js';

/** A puzzle: an 81-character line, a multi-line grid, or 81 numbers 0–9 (0 = empty). */
export type PuzzleInput = string | ArrayLike<number>;

/**
 * What the search calls take: a classic puzzle of any size ({@link PuzzleInput}) or a variant
 * puzzle: a {@link VariantPuzzle}, an f-puzzles object, or as text f-puzzles JSON, an
 * f-puzzles or SudokuPad link, a jigsaw line.
 */
export type AnyPuzzle = PuzzleInput | VariantPuzzle | FpuzzlesPuzzle;

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

/** The answer for one puzzle. */
export interface Verdict {
  /** 1-based input line, for puzzles that came from lines of text. */
  line?: number;
  status: Status;
  /** Solutions found, at most the limit asked for (2 unless a limit was given). */
  count: number;
  /**
   * The first solution found, as one line (81 digits on 9×9; N² symbols of the board's alphabet
   * on other sizes). Present whenever `count ≥ 1`, except from `solve`, which gives it only when
   * the status is `unique`, and from batch calls with `solutions: false`.
   */
  solution?: string;
  /** Guesses the search made: each candidate tried at a branching cell (each option tried, for DLX) counts one. */
  guesses: number;
  /** Side N of the board, for boards other than 9×9. */
  size?: number;
  /** Why the search stopped before the answer was known, when `status` is `unknown`. */
  stopped?: 'nodes' | 'time' | 'aborted';
  /** Why the input is not a puzzle, when `status` is `invalid`. */
  error?: SudokuParseError;
}

/** Options shared by every solving call. */
export interface SolveOptions {
  /** `'wasm'` (default where WebAssembly exists) or `'ts'` (the pure TypeScript twin). */
  backend?: Backend;
  /**
   * Which engine searches: `'auto'` (default: fast9 for 9×9, bitmask for other sizes, the
   * fastest measured), `'fast9'` (9×9 only), `'bitmask'` or `'dlx'` (any size). A puzzle
   * in a variant form (a model, f-puzzles JSON, a link, a jigsaw line) takes `'auto'` only,
   * unless it is a classic 9×9 one: any other is a RangeError from a single call, and in a
   * batch that line's `invalid` verdict (`UNSUPPORTED`).
   */
  engine?: 'auto' | 'fast9' | 'bitmask' | 'dlx';
  /** Stop a puzzle's search after this many nodes (guesses; default 0 = no budget). */
  maxNodes?: number;
  /** The same as `maxNodes` (its name before general sizes existed). */
  maxGuesses?: number;
  /**
   * Stop a puzzle's search after this many milliseconds (checked between slices of a few
   * milliseconds' work, so a search may run over by about that much; in a batch call, per puzzle).
   */
  timeoutMs?: number;
  /**
   * Stop when aborted: checked at the start, and between slices of a few milliseconds' work by
   * the `…Async` functions (which yield to the event loop between them).
   */
  signal?: AbortSignal;
  /**
   * Run the simple-rules pre-pass first (naked and hidden singles, naked pairs and triples, to
   * a fixed point): measured −20% search nodes on magictour_top1465, nothing on the hardest
   * sets (src/prepass/index.ts has the figures). Default false.
   */
  prepass?: boolean;
  /** Box size n (2…8) or side N (9…64) of the board, when it should not be inferred. */
  size?: number;
  /**
   * Symbols of boards other than 9×9: `'alnum'` (1-9 A-Z a-z, default), `'hex'` (0-F), `'auto'`
   * or a string. Solutions are written in it; with `'auto'`, which reads a 16×16 board as hex
   * or alnum by its symbols, they are written in `'alnum'`.
   */
  alphabet?: BoardAlphabet;
}

/** Options of the batch calls. */
export interface BatchOptions extends SolveOptions {
  /**
   * Count solutions up to this many (integer ≥ 1, default 2). `1` is the fastest way to solve
   * puzzles already known to be proper: each search stops at its first solution, which the
   * verdict carries with status `unknown` (uniqueness not checked), or `none`.
   */
  limit?: number;
  /** Line number of the first entry (default 1); ignored when `lineNumbers` is given. */
  firstLine?: number;
  /** Explicit 1-based line number of every entry. */
  lineNumbers?: readonly number[];
  /**
   * Node budget for boards larger than 9×9 when neither `maxNodes` nor `maxGuesses` is given
   * (default: none). The bulk pipeline (`validateStream`, the CLI) sets one, so that no line of
   * a huge file of 16×16 or 25×25 boards can stall the run; a board that exhausts it is
   * `unknown` with `stopped: 'nodes'`.
   */
  largeBoardMaxNodes?: number;
  /**
   * `false`: leave `solution` out of every verdict, when only statuses and counts matter (the
   * bulk `validate` and `count`): no solution text is built, about 3% of a 17-clue puzzle's
   * time (measured on `sudoku-wasm validate`). Default true.
   */
  solutions?: boolean;
}

/** Options of `validateText`: the batch options but the line numbers, which come from the text. */
export type TextOptions = Omit<BatchOptions, 'firstLine' | 'lineNumbers'>;

/**
 * Lines of a byte buffer, for `validateByteLines`: line i is `bytes[starts[i] .. ends[i])`
 * (byte indices, end exclusive, without its `\n`) and has the 1-based number `numbers[i]`.
 */
export interface LineRanges {
  starts: Int32Array | readonly number[];
  ends: Int32Array | readonly number[];
  numbers: Int32Array | readonly number[];
}
