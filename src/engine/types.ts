/**
 * The one signature every Sudoku engine answers through (in the spirit of tdoku's `SolverFn`):
 * cells in, a solution limit in; a solution count, the first solution and a guess count out.
 *
 * Owns: the {@link Engine} contract and the meaning of its numbers. Does not own: parsing,
 * validation of givens (the API layer does that before calling an engine) or any I/O.
 *
 * Cells are 81 bytes in reading order (row-major, r1c1 … r9c9), 0 = empty, 1–9 = given.
 * Engines may assume that shape, but must stay inside their buffers and terminate for any bytes.
 */

/**
 * Names of the available backends for the 9×9 engine.
 * @category Setup and engines
 */
export type Backend = 'wasm' | 'ts';

/**
 * Count value reported by batch calls when the search stopped on its guess budget.
 * @category Setup and engines
 */
export const BUDGET_EXHAUSTED_BIT = 0x40000000;

/**
 * A 9×9 solving engine (the WASM core or its TypeScript twin).
 * @category Setup and engines
 */
export interface Engine {
  /** Stable identifier, e.g. `fast9-wasm`, `fast9-ts`. */
  readonly name: string;
  /**
   * Searches `cells` for solutions, stopping after `limit` (≥ 1) have been found or after
   * `maxGuesses` guesses (0 = no budget). The first solution found is written to
   * `solutionOut` (81 bytes, values 1–9); it is left untouched when there is none.
   * @returns the number of solutions found, at most `limit`. See {@link lastGuesses} and
   *          {@link lastComplete} for the statistics of this call.
   */
  countInto(cells: Uint8Array, limit: number, solutionOut: Uint8Array, maxGuesses?: number): number;
  /** Guesses made by the last {@link countInto} call (each candidate tried at a branching cell). */
  readonly lastGuesses: number;
  /** False when the last {@link countInto} call stopped on its guess budget before finishing. */
  readonly lastComplete: boolean;
  /**
   * Goes on with the last {@link countInto} search, which stopped on its guess budget
   * ({@link lastComplete} false), until `maxGuesses` guesses in all (0 = no budget) or the
   * end: the same `limit` and `solutionOut`, and no other call of this engine in between.
   * {@link lastGuesses} goes on counting.
   * @returns the number of solutions found so far, at most `limit`
   */
  resumeInto(limit: number, solutionOut: Uint8Array, maxGuesses?: number): number;
  /**
   * Batch form over `n` puzzles laid end to end in `cells` (n × 81 bytes).
   * Writes solutions to `solutionsOut` (n × 81), counts to `countsOut[i]` (with
   * {@link BUDGET_EXHAUSTED_BIT} set when the budget ran out) and guesses to `guessesOut[i]`.
   */
  countBatch(
    cells: Uint8Array,
    n: number,
    limit: number,
    solutionsOut: Uint8Array,
    countsOut: Int32Array,
    guessesOut: Uint32Array,
    maxGuesses?: number,
  ): void;
  /**
   * Optional (the WASM core has it): the bulk path for 9×9 lines given as UTF-8 bytes, read
   * and counted with no JavaScript pass over the bytes. Line i is `bytes[starts[i], ends[i])`;
   * it is read when it is whitespace, 81 cells (`cellTable[byte]` ≥ 0 gives a cell's value),
   * then the end or whitespace and any ASCII trailing field. A line read gets the next slot
   * from 0: its cells go to `cellsOut`, its answer to `solutionsOut`, `countsOut` and
   * `guessesOut` at that slot, as {@link countBatch} writes them; `slotsOut[i]` is the slot,
   * or -1 for a line not read (the caller reads it as text). Without `out.solutions` the
   * solutions are not copied out (a caller that shows none: 81 bytes a line less to copy).
   * @returns the number of lines read
   */
  countByteLines?(
    bytes: Uint8Array,
    starts: ArrayLike<number>,
    ends: ArrayLike<number>,
    n: number,
    cellTable: Int8Array,
    limit: number,
    out: { cells: Uint8Array; solutions?: Uint8Array; counts: Int32Array; guesses: Uint32Array; slots: Int32Array },
    maxGuesses?: number,
  ): number;
  /**
   * Optional (the WASM core has it): the bulk path for a chunk of whole lines of UTF-8 text,
   * split, read and counted in one call each (assembly/text/lines.ts `scanLines`, the line
   * rules' one copy in the core; src/stream/lines.ts is their TypeScript twin). From `from`
   * (a line start) on, each line gets a record, in order: a blank or `#` line slot -2, a
   * plain 9×9 puzzle line (as for {@link countByteLines}, and not of another size's length)
   * the next slot from 0, with its answer at that slot, any other line -1 (the caller reads it
   * as text). A line ends at `\n` or at the end of `bytes`; one trailing `\r` is left out of
   * its range, and a byte-order mark at `bytes[0]` when `inputStart`.
   * @returns the records (views valid until the next call); `records` 0 only when the line at
   *   `from` is longer than the engine's text buffer (the caller reads that one itself)
   */
  countTextLines?(bytes: Uint8Array, from: number, inputStart: boolean, limit: number, maxGuesses: number, asciiSolutions: boolean): TextLines;
  /**
   * Optional (the WASM core has it): the `\n` bytes of `bytes` and the length of its longest
   * line (between two `\n`, before the first or after the last; a `\r` counted), or undefined
   * when `bytes` is larger than the engine's text buffer.
   */
  countLines?(bytes: Uint8Array): { newlines: number; longest: number } | undefined;
  /**
   * Optional (the WASM core has it): the CLI's plain output lines of the records of the last
   * {@link countTextLines} call, written by the core (assembly/text/verdicts.ts), record k
   * numbered `firstLine + k`. `command`: 0 validate, 1 solve (that call must have asked for
   * ASCII solutions), 2 count; `keep` bit s: write the lines of status s (PLAIN_STATUSES order).
   * @returns views valid until the next call
   */
  verdictLines?(records: number, firstLine: number, command: number, limit: number, keep: number): VerdictLines;
}

/**
 * What {@link Engine.verdictLines} gives back (views into the engine, valid until its next call).
 * @category Setup and engines
 */
export interface VerdictLines {
  /** How many bytes of `out` the lines fill: `out[0, bytes)`. */
  readonly bytes: number;
  /** The lines written, as UTF-8 bytes, each ending in `\n` (a view into the engine's buffer). */
  readonly out: Uint8Array;
  /** How many records are left to the caller (not read, no solution, stopped): pairs in `others`. */
  readonly otherCount: number;
  /** Two entries per record left to the caller: the record's index, then the offset in `out` where its line goes. */
  readonly others: Int32Array;
  /** Lines counted (written or not) by status, then the sum of their guesses. */
  readonly tally: Float64Array;
}

/**
 * What {@link Engine.countTextLines} gives back (views into the engine, valid until its next call).
 * @category Setup and engines
 */
export interface TextLines {
  /** Line records written (line from + k is record k). */
  readonly records: number;
  /** Index in `bytes` just after the last line recorded: where the next call starts. */
  readonly next: number;
  /** Record k: `bytes[base + starts[k], base + ends[k])` (without `\r\n`), and its slot (-2 skipped, -1 not read). */
  readonly base: number;
  /** Record k's first byte, `base + starts[k]` in `bytes`. */
  readonly starts: Int32Array;
  /** Just after record k's last byte (before its `\r\n`), `base + ends[k]` in `bytes`. */
  readonly ends: Int32Array;
  /** Record k's slot: -2 a blank or `#` line (skipped), -1 a line not read (the caller reads it as text), else its slot from 0. */
  readonly slots: Int32Array;
  /** Slots filled (from 0), and their answers as {@link Engine.countBatch} writes them. */
  readonly filled: number;
  /** Slot s's solution count, up to the call's limit ({@link BUDGET_EXHAUSTED_BIT} set when its guess budget ran out). */
  readonly counts: Int32Array;
  /** Slot s's guesses, the search's count. */
  readonly guesses: Uint32Array;
  /** First solutions, 81 bytes a slot: '1'…'9' with `asciiSolutions`, else 1…9. */
  readonly solutions: Uint8Array;
}
