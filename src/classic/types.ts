/**
 * The shapes of the classic backtracking room: options in, results out, and the one internal
 * record both backends (WASM adapter, TypeScript twin) return.
 *
 * Owns: {@link CellOrder}, {@link DigitOrder}, {@link BacktrackOptions},
 * {@link BacktrackRunsOptions}, {@link BacktrackResult}, {@link BacktrackRunsResult} and the
 * internal {@link ClassicSettings} / {@link ClassicRun}. The meaning of every counter is in
 * src/classic/index.ts (and, word for word, beside the code in assembly/classic/backtrack.ts).
 */
import type { BoardAlphabet } from '../text/index.js';

/**
 * Which empty cell a call of step() fills: the first in reading order, or the one with the fewest legal digits.
 * @category Backtracking experiments
 */
export type CellOrder = 'reading' | 'mrv';

/**
 * The order a call of step() tries digits in; `shuffled` draws a fresh permutation per call.
 * @category Backtracking experiments
 */
export type DigitOrder = 'ascending' | 'descending' | 'shuffled';

/**
 * Options of {@link backtrackRuns} (every run stops at its first solution).
 * @category Backtracking experiments
 */
export interface BacktrackRunsOptions {
  /** `'reading'` (default) or `'mrv'`. */
  cellOrder?: CellOrder | undefined;
  /** `'ascending'` (default), `'descending'` or `'shuffled'`. */
  digitOrder?: DigitOrder | undefined;
  /** Seed of the mulberry32 PRNG, an integer 0…2^32-1 (default 1). Used by `shuffled` only. */
  seed?: number | undefined;
  /**
   * Refuse the call of step() that would make recursions exceed this (integer; default
   * 10,000,000, a second or two of work; 0 = no budget).
   */
  maxRecursions?: number | undefined;
  /** `'wasm'` (default where WebAssembly exists) or `'ts'` (the TypeScript twin). */
  backend?: 'wasm' | 'ts' | undefined;
}

/**
 * Options of {@link backtrack}.
 * @category Backtracking experiments
 */
export interface BacktrackOptions extends BacktrackRunsOptions {
  /** Stop after this many solutions (integer ≥ 1, default 1). */
  limit?: number | undefined;
  /**
   * Box size n (2…8) or side N (9…64) of the board, when it should not be inferred. 4, which
   * could be either, is refused (`RangeError`): give 2 for 4×4 or 16 for 16×16.
   */
  size?: number | undefined;
  /** Symbols of boards other than 9×9 (as in `parseBoard`); also used for the solution text. */
  alphabet?: BoardAlphabet | undefined;
}

/**
 * What one counted search reports.
 * @category Backtracking experiments
 */
export interface BacktrackResult {
  /** Solutions found, at most `limit`. */
  count: number;
  /** The first solution as one line (81 digits for 9×9, the board alphabet otherwise), or null. */
  solution: string | null;
  /** Calls of step() (the refused call of a budget stop not included). */
  recursions: number;
  /** Placed digits taken back. */
  backtracks: number;
  /** True when the recursion budget stopped the search. */
  stopped: boolean;
  /** The PRNG state after the run (uint32): pass it as `seed` to continue the stream. */
  seed: number;
}

/**
 * What {@link backtrackRuns} reports: one entry per run.
 * @category Backtracking experiments
 */
export interface BacktrackRunsResult {
  /** Recursions of run i. */
  recursions: Float64Array;
  /** Backtracks of run i. */
  backtracks: Float64Array;
  /** The PRNG state after the last run (uint32). */
  seed: number;
  /** How many runs the recursion budget stopped (those runs have recursions = maxRecursions). */
  stopped: number;
}

/** Validated options, as both backends take them. */
export interface ClassicSettings {
  readonly cellOrder: CellOrder;
  readonly digitOrder: DigitOrder;
  /** uint32 */
  readonly seed: number;
  /** ≥ 1 */
  readonly limit: number;
  /** 0 = no budget */
  readonly maxRecursions: number;
}

/** One run as a backend reports it (cells, not text). */
export interface ClassicRun {
  count: number;
  /** The first solution, values 1…N in reading order, or null. */
  solution: Uint8Array | null;
  recursions: number;
  backtracks: number;
  stopped: boolean;
  /** PRNG state after the run (uint32). */
  seed: number;
}
