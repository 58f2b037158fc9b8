/**
 * Many puzzles per call: `validateLines` (the bulk hot path: one puzzle per text line),
 * `validateText` and `validateAll`.
 *
 * Owns: batching parsed puzzles into one engine call and mapping answers back to inputs, in
 * order, one verdict per input. On the hot path each line is parsed straight into a reused
 * cell buffer; the only per-puzzle allocations are the verdict and its solution string.
 */
import { getEngine } from '../engine/registry';
import { isPuzzleLine, parsePuzzle, SudokuParseError, tryParseLine } from '../grid/index';
import { digitsToString } from './digits';
import { budgetOf, checkInteger } from './options';
import type { BatchOptions, PuzzleInput, SolveOptions, Verdict } from './types';
import { verdictOf } from './verdict';

/** Reused scratch buffers, grown to the largest batch seen. */
let cells = new Uint8Array(0);
let solutions = new Uint8Array(0);
let counts = new Int32Array(0);
let guesses = new Uint32Array(0);

function reserve(n: number): void {
  if (counts.length >= n) return;
  const size = Math.max(n, 1024);
  cells = new Uint8Array(size * 81);
  solutions = new Uint8Array(size * 81);
  counts = new Int32Array(size);
  guesses = new Uint32Array(size);
}

/** Solves the `valid` puzzles already in `cells` and fills in every verdict slot. */
function solveParsed(
  total: number,
  valid: number,
  slotOf: Int32Array,
  errors: (SudokuParseError | undefined)[],
  lineOf: (i: number) => number | undefined,
  options: BatchOptions | undefined,
): Verdict[] {
  const limit = options?.limit === undefined ? 2 : checkInteger(options.limit, 2, 'limit');
  getEngine(options?.backend).countBatch(cells, valid, limit, solutions, counts, guesses, budgetOf(options));
  const verdicts = new Array<Verdict>(total);
  for (let i = 0; i < total; i++) {
    const error = errors[i];
    const line = lineOf(i);
    if (error) {
      verdicts[i] = line === undefined ? { status: 'invalid', count: 0, guesses: 0, error } : { line, status: 'invalid', count: 0, guesses: 0, error };
    } else {
      const slot = slotOf[i];
      verdicts[i] = verdictOf(counts[slot], guesses[slot], limit, () => digitsToString(solutions, slot * 81), line);
    }
  }
  return verdicts;
}

/**
 * Validates one puzzle per line (81 cells, `.` `0` `-` `_` empty; trailing `\r`, surrounding
 * spaces and trailing fields after whitespace are tolerated). Every entry gets exactly one
 * verdict, in order; a line that is not a puzzle gets `invalid` with a precise error
 * (line, column, cell, character).
 * @param lines the puzzle lines (blank and `#` lines should be filtered out by the caller;
 *   if passed, they get an `EMPTY`/`BAD_CHAR` verdict like any other bad line).
 */
export function validateLines(lines: readonly string[], options?: BatchOptions): Verdict[] {
  const n = lines.length;
  reserve(n);
  const numbers = options?.lineNumbers;
  if (numbers && numbers.length !== n) {
    throw new RangeError(`sudoku-wasm: lineNumbers must have one entry per line (${n}), got ${numbers.length}`);
  }
  const first = options?.firstLine ?? 1;
  const lineOf = (i: number) => (numbers ? numbers[i] : first + i);
  const slotOf = new Int32Array(n);
  const errors = new Array<SudokuParseError | undefined>(n);
  let valid = 0;
  for (let i = 0; i < n; i++) {
    const text = lines[i];
    const error =
      typeof text === 'string'
        ? tryParseLine(text, cells, valid * 81, lineOf(i))
        : new SudokuParseError('BAD_TYPE', `line ${lineOf(i)}: expected a string, got ${text === null ? 'null' : typeof text}`, { line: lineOf(i) });
    if (error) errors[i] = error;
    else slotOf[i] = valid++;
  }
  return solveParsed(n, valid, slotOf, errors, lineOf, options);
}

/**
 * Validates every puzzle line of a text (one puzzle per line). Blank lines and `#` comment
 * lines are skipped; every other line gets one verdict carrying its 1-based line number.
 */
export function validateText(text: string, options?: SolveOptions & { limit?: number }): Verdict[] {
  const all = text.split(/\r\n|\n|\r/);
  const lines: string[] = [];
  const lineNumbers: number[] = [];
  for (let i = 0; i < all.length; i++) {
    if (isPuzzleLine(all[i])) {
      lines.push(all[i]);
      lineNumbers.push(i + 1);
    }
  }
  return validateLines(lines, { ...options, lineNumbers });
}

/**
 * Validates puzzles in any accepted form (lines, multi-line grids, arrays of 81 numbers).
 * Never throws for a bad puzzle: it gets an `invalid` verdict in its place.
 */
export function validateAll(puzzles: Iterable<PuzzleInput>, options?: BatchOptions): Verdict[] {
  const list = Array.from(puzzles);
  const n = list.length;
  reserve(n);
  const slotOf = new Int32Array(n);
  const errors = new Array<SudokuParseError | undefined>(n);
  let valid = 0;
  for (let i = 0; i < n; i++) {
    try {
      cells.set(parsePuzzle(list[i]), valid * 81);
      slotOf[i] = valid++;
    } catch (error) {
      if (!(error instanceof SudokuParseError)) throw error;
      errors[i] = error;
    }
  }
  return solveParsed(n, valid, slotOf, errors, () => undefined, options);
}
