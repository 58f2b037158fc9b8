/**
 * Many puzzles per call: `validateLines` (the bulk hot path: one puzzle per text line),
 * `validateText` and `validateAll`.
 *
 * Owns: batching parsed puzzles into one engine call and mapping answers back to inputs, in
 * order, one verdict per input. On the hot path each line is parsed straight into a reused
 * cell buffer; the only per-puzzle allocations are the verdict and its solution string.
 * Givens are scanned for conflicts only on boards the engine answers with no solution (a
 * conflict always means none): measured on 17_clue at limit 2 (`node bench/sizes.mjs --sets
 * 17_clue`), validateLines went from 152,708 to 167,259 puzzles/s.
 */
import { tryParseBoardLine, type Board } from '../board/index';
import { getEngine } from '../engine/registry';
import { isPuzzleLine, SudokuParseError } from '../grid/index';
import { NO_CONFLICT, scanConflict, unpackConflict } from '../grid/conflicts';
import { conflictError } from '../grid/errors';
import { readLine } from '../grid/parse-line';
import { OTHER_COUNTS, parseAny } from './input';
import { BUDGET_EXHAUSTED_BIT } from '../engine/types';
import { budgetOf, checkInteger } from './options';
import { searchBoardBatch } from './board-batch';
import { resolveEngine, searchBoard, type SearchAnswer } from './search';
import type { BatchOptions, PuzzleInput, SolveOptions, Verdict } from './types';
import { boardVerdict, verdictOf } from './verdict';

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

/**
 * Answers for the parsed boards (other sizes, and 9×9 off the fast9 batch path): batched per
 * size with the general engines (board-batch.ts) when only a node budget applies, else one
 * search each (time budgets and signals are checked between slices; fast9 and the pre-pass
 * work board by board). Boards that fast9 was asked to solve at another size get no answer
 * (their verdict is an error).
 */
function answerBoards(boards: readonly (Board | undefined)[], limit: number, options: BatchOptions | undefined): (SearchAnswer | undefined)[] {
  const answers = new Array<SearchAnswer | undefined>(boards.length);
  const bySize = new Map<number, number[]>(); // box size → input indices
  boards.forEach((board, i) => {
    if (!board || (board.n !== 3 && options?.engine === 'fast9')) return;
    let group = bySize.get(board.n);
    if (!group) bySize.set(board.n, (group = []));
    group.push(i);
  });
  const onlyNodes = options?.timeoutMs === undefined && options?.signal === undefined && !options?.prepass;
  for (const [n, group] of bySize) {
    const kind = resolveEngine(n, options?.engine);
    const sized = optionsForSize(options, n);
    if (onlyNodes && kind !== 'fast9') {
      const found = searchBoardBatch(kind, n, group.map((i) => boards[i]!), limit, budgetOf(sized), options?.backend);
      group.forEach((input, k) => (answers[input] = found[k]));
    } else {
      for (const input of group) {
        const answer = searchBoard(boards[input]!, limit, sized);
        if (answer.solution && kind === 'fast9') answer.solution = answer.solution.slice(); // fast9's is a scratch buffer
        answers[input] = answer;
      }
    }
  }
  return answers;
}

/** `options` with `largeBoardMaxNodes` as the node budget for boards of box size `n` > 3 when no budget is given. */
function optionsForSize(options: BatchOptions | undefined, n: number): BatchOptions | undefined {
  const large = options?.largeBoardMaxNodes;
  if (n <= 3 || large === undefined || options?.maxNodes !== undefined || options?.maxGuesses !== undefined) return options;
  return { ...options, maxNodes: checkInteger(large, 0, 'largeBoardMaxNodes') };
}

/**
 * Solves the `valid` 9×9 puzzles already in `cells` in one engine call, and the boards of
 * other sizes per size, filling in every verdict slot in input order.
 */
function solveParsed(
  total: number,
  valid: number,
  slotOf: Int32Array,
  errors: (SudokuParseError | undefined)[],
  boards: (Board | undefined)[],
  lineOf: (i: number) => number | undefined,
  options: BatchOptions | undefined,
): Verdict[] {
  const limit = options?.limit === undefined ? 2 : checkInteger(options.limit, 1, 'limit');
  if (valid > 0) getEngine(options?.backend).countBatch(cells, valid, limit, solutions, counts, guesses, budgetOf(options));
  const others = answerBoards(boards, limit, options);
  const verdicts = new Array<Verdict>(total);
  for (let i = 0; i < total; i++) {
    const error = errors[i];
    const board = boards[i];
    const line = lineOf(i);
    if (error) {
      verdicts[i] = invalid(error, line);
    } else if (board && board.n !== 3 && options?.engine === 'fast9') {
      const size = `${board.n * board.n}×${board.n * board.n}`;
      const wrong = new SudokuParseError('BAD_SIZE', `line ${line}: engine fast9 solves 9×9 boards only, got ${size}`, { line });
      verdicts[i] = { line, status: 'invalid', count: 0, guesses: 0, error: wrong };
    } else if (board) {
      verdicts[i] = boardVerdict(board, others[i]!, limit, options, true, line);
    } else {
      const slot = slotOf[i];
      const conflict = (counts[slot] & ~BUDGET_EXHAUSTED_BIT) === 0 ? scanConflict(cells, slot * 81) : NO_CONFLICT;
      verdicts[i] = conflict !== NO_CONFLICT
        ? invalid(conflictError(unpackConflict(conflict), line), line)
        : verdictOf(counts[slot], guesses[slot], limit, solutions, slot * 81, line);
    }
  }
  return verdicts;
}

/** The verdict of an input that is not a puzzle. */
function invalid(error: SudokuParseError, line: number | undefined): Verdict {
  return line === undefined ? { status: 'invalid', count: 0, guesses: 0, error } : { line, status: 'invalid', count: 0, guesses: 0, error };
}

/** The puzzle field of a line: its first whitespace-separated field. */
function firstField(text: string): string {
  return text.trim().split(/\s+/, 1)[0];
}

/** True when the batch goes through the 9×9 batch path (size not given, or 9×9, fast9 answers, no pre-pass). */
function nineByNine(options: SolveOptions | undefined): boolean {
  const size = options?.size;
  return (size === undefined || size === 3 || size === 9) && resolveEngine(3, options?.engine) === 'fast9' && !options?.prepass;
}

/**
 * A line that is not a 9×9 puzzle, read as a board of another size (its first
 * whitespace-separated field): the board, or the parse error when its length says it must be
 * another size; undefined when the 9×9 error should stand.
 */
function otherSize(text: string, line: number, options: SolveOptions | undefined): Board | SudokuParseError | undefined {
  const field = firstField(text);
  try {
    const board = parseAny(field, options, line);
    return board.n === 3 ? undefined : board;
  } catch (error) {
    if (!(error instanceof SudokuParseError)) throw error;
    return field.length === 81 ? undefined : error;
  }
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
  const boards = new Array<Board | undefined>(n);
  const fast = nineByNine(options);
  let valid = 0;
  for (let i = 0; i < n; i++) {
    const text = lines[i];
    const line = lineOf(i);
    if (typeof text !== 'string') {
      errors[i] = new SudokuParseError('BAD_TYPE', `line ${line}: expected a string, got ${text === null ? 'null' : typeof text}`, { line });
      continue;
    }
    if (!fast) {
      try {
        boards[i] = parseAny(firstField(text), options, line);
      } catch (error) {
        if (!(error instanceof SudokuParseError)) throw error;
        errors[i] = error;
      }
      continue;
    }
    const field = text.length === 81 || OTHER_COUNTS.has(text.length) ? text : firstField(text);
    if (OTHER_COUNTS.has(field.length)) {
      // another size by its length: the one-line board reader, no 9×9 reading (and no error
      // built by it), no multi-line analysis
      const n = Math.round(Math.sqrt(Math.sqrt(field.length)));
      const board = { n, cells: new Uint8Array(field.length) };
      const error = tryParseBoardLine(text, n, board.cells, 0, line, options?.alphabet);
      if (error) errors[i] = error;
      else boards[i] = board;
      continue;
    }
    // No conflict scan here: an engine finds no solution for conflicting givens, so only
    // boards answered with 0 are scanned, after the batch (solveParsed).
    const error = readLine(text, 0, text.length, cells, valid * 81, line);
    if (!error) {
      slotOf[i] = valid++;
    } else {
      const other = otherSize(text, line, options);
      if (other === undefined) errors[i] = error;
      else if (other instanceof SudokuParseError) errors[i] = other;
      else boards[i] = other;
    }
  }
  return solveParsed(n, valid, slotOf, errors, boards, lineOf, options);
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
  const boards = new Array<Board | undefined>(n);
  const fast = nineByNine(options);
  let valid = 0;
  for (let i = 0; i < n; i++) {
    try {
      const board = parseAny(list[i], options);
      if (fast && board.n === 3) {
        cells.set(board.cells, valid * 81);
        slotOf[i] = valid++;
      } else {
        boards[i] = board;
      }
    } catch (error) {
      if (!(error instanceof SudokuParseError)) throw error;
      errors[i] = error;
    }
  }
  return solveParsed(n, valid, slotOf, errors, boards, () => undefined, options);
}
