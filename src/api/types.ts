/**
 * The shapes the public API returns and takes.
 *
 * Owns: {@link Verdict}, {@link SolveOptions}, {@link BatchOptions}, {@link PuzzleInput}.
 */
import type { SudokuParseError } from '../grid/index';
import type { Backend } from '../engine/types';

/** A puzzle: an 81-character line, a multi-line grid, or 81 numbers 0–9 (0 = empty). */
export type PuzzleInput = string | ArrayLike<number>;

/**
 * What a puzzle is:
 * - `unique`: exactly one solution (a proper Sudoku);
 * - `multiple`: two or more solutions;
 * - `none`: no solution (the givens do not conflict directly, but cannot be completed);
 * - `invalid`: the input is not a puzzle (see `error`);
 * - `unknown`: the guess budget (`maxGuesses`) ran out before the answer was known.
 */
export type Status = 'unique' | 'multiple' | 'none' | 'invalid' | 'unknown';

/** The answer for one puzzle. */
export interface Verdict {
  /** 1-based input line, for puzzles that came from lines of text. */
  line?: number;
  status: Status;
  /** Solutions found, at most the limit asked for (2 unless a limit was given). */
  count: number;
  /** The first solution found (81 digits), present whenever `count ≥ 1`. */
  solution?: string;
  /** Guesses the search made: each candidate tried at a branching cell counts one. */
  guesses: number;
  /** Why the input is not a puzzle, when `status` is `invalid`. */
  error?: SudokuParseError;
}

/** Options shared by every solving call. */
export interface SolveOptions {
  /** `'wasm'` (default where WebAssembly exists) or `'ts'` (the pure TypeScript twin). */
  backend?: Backend;
  /** Stop a puzzle's search after this many guesses (default 0 = no budget). */
  maxGuesses?: number;
}

/** Options of the batch calls. */
export interface BatchOptions extends SolveOptions {
  /** Count solutions up to this many (integer ≥ 2, default 2). */
  limit?: number;
  /** Line number of the first entry (default 1); ignored when `lineNumbers` is given. */
  firstLine?: number;
  /** Explicit 1-based line number of every entry. */
  lineNumbers?: readonly number[];
}
