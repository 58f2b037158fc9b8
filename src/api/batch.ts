/**
 * Many puzzles per call: `validateLines` (the bulk hot path: one puzzle per text line),
 * `validateByteLines` (the same over line ranges of raw UTF-8 bytes), `validateText` and
 * `validateAll`.
 *
 * Owns: batching parsed puzzles into one engine call and mapping answers back to inputs, in
 * order, one verdict per input. On the hot path each 9×9 line is parsed straight into a reused
 * cell buffer, from its string or, for plain ASCII lines given as bytes, from its bytes
 * (`readLineBytes`, the byte door of the one line reader: no string per line); the only
 * per-puzzle allocations are the verdict and its solution string. Every other line takes the
 * same string path whichever way it came. Givens are scanned for conflicts only on boards the
 * engine answers with no solution (a conflict always means none): measured on 17_clue at limit 2
 * (`node bench/sizes.mjs --sets 17_clue`), validateLines went from 152,708 to 167,259 puzzles/s.
 */
import type { Board } from '../board/index.js';
import { NO_CONFLICT, scanConflict, unpackConflict } from '../board/conflicts.js';
import { getEngine } from '../engine/registry.js';
import { isPuzzleLine, SudokuParseError, tryParseBoardLine } from '../text/index.js';
import { withoutStacks } from '../text/parse-error.js';
import { alphabetFits, DIGITS } from '../text/alphabet.js';
import { isSpace } from '../text/chars.js';
import { classifyLine, isContentLine } from '../text/lines.js';
import { conflictError, inferredSizeError, withPayloadHint } from '../text/messages.js';
import { BYTE_CELLS, lineText, readLine, readLineBytes } from '../text/parse-line.js';
import { BUDGET_EXHAUSTED_BIT } from '../engine/types.js';
import { searchBoardBatch } from './board-batch.js';
import { SLICE, type StopReason } from './budget.js';
import { OTHER_COUNTS, parseClassicField, readInput } from './input.js';
import { allSizesIfLoaded } from './parts.js';
import { BATCH_OPTION_KEYS, batchGuesses, budgetOf, checkBatchValues, checkInteger, checkKeys, nameCall, show, TEXT_OPTION_KEYS } from './options.js';
import { countFast9, resolveEngine, searchBoard, type SearchAnswer } from './search.js';
import type { AnyPuzzle, BatchOptions, LineRanges, SolveOptions, TextOptions, Verdict } from './types.js';
import { boardVerdict, verdictOf } from './verdict.js';
import { compileProgram, isVariantPuzzle, readVariantLine, searchProgram, variantEngineError, variantVerdict } from './variant.js';
import { isVariantLine } from '../variant/formats/line-kind.js';
import type { VariantPuzzle } from '../variant/model.js';

/** The buffers a batch reads its 9×9 puzzles into (81 cells a slot) and gets their answers in. */
interface Scratch {
  readonly cells: Uint8Array;
  readonly solutions: Uint8Array;
  readonly counts: Int32Array;
  readonly guesses: Uint32Array;
}

function scratchOf(slots: number): Scratch {
  return { cells: new Uint8Array(slots * 81), solutions: new Uint8Array(slots * 81), counts: new Int32Array(slots), guesses: new Uint32Array(slots) };
}

/**
 * Reused buffers, grown to the largest batch seen, lent to one call at a time: a batch call
 * made while another one reads its input (from a getter or an iterator of the caller's) gets
 * buffers of its own, and so cannot overwrite the puzzles and answers of the call it is inside.
 */
let shared = scratchOf(0);
let lent = false;

function borrowScratch(n: number): Scratch {
  if (lent) return scratchOf(n);
  if (shared.counts.length < n) shared = scratchOf(Math.max(n, 1024));
  lent = true;
  return shared;
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
  reading: Reading,
  lineOf: (i: number) => number | undefined,
  options: BatchOptions | undefined,
  answered = 0,
): Verdict[] {
  const { valid, slotOf, errors, boards, variants } = reading;
  const { cells, solutions, counts, guesses } = reading.scratch;
  const limit = batchLimit(options);
  if (valid > answered) {
    // slots below `answered` were answered as they were read (validateByteLines)
    const from = answered;
    getEngine(options?.backend).countBatch(
      cells.subarray(from * 81),
      valid - from,
      limit,
      solutions.subarray(from * 81),
      counts.subarray(from),
      guesses.subarray(from),
      batchGuesses(options),
    );
  }
  const timed = searchTimed(reading.scratch, valid, limit, options);
  const others = answerBoards(boards, limit, options);
  const withSolution = options?.solutions !== false;
  const verdicts = new Array<Verdict>(total);
  for (let i = 0; i < total; i++) {
    const error = errors[i];
    const board = boards[i];
    const line = lineOf(i);
    const variant = variants[i];
    if (error) {
      verdicts[i] = invalid(error, line);
    } else if (variant) {
      const wrongEngine = variantEngineError(options, line);
      verdicts[i] = wrongEngine ? invalid(wrongEngine, line) : variantVerdict(variant, searchProgram(compileProgram(variant), limit, options), limit, withSolution, line);
    } else if (board && board.n !== 3 && options?.engine === 'fast9') {
      const size = `${board.n * board.n}×${board.n * board.n}`;
      const wrong = new SudokuParseError('BAD_SIZE', `line ${line}: engine fast9 solves 9×9 boards only, got ${size}`, { line });
      verdicts[i] = { line, status: 'invalid', count: 0, guesses: 0, error: wrong };
    } else if (board) {
      verdicts[i] = boardVerdict(board, others[i]!, limit, options, withSolution, line);
    } else {
      const slot = slotOf[i];
      const conflict = (counts[slot] & ~BUDGET_EXHAUSTED_BIT) === 0 ? scanConflict(cells, slot * 81, 3) : NO_CONFLICT;
      verdicts[i] = conflict !== NO_CONFLICT
        ? conflictVerdict(conflict, cells, slot * 81, line)
        : verdictOf(counts[slot], guesses[slot], limit, solutions, slot * 81, line, withSolution);
      const stopped = timed?.get(slot);
      if (stopped !== undefined) verdicts[i].stopped = stopped;
    }
  }
  return verdicts;
}

/**
 * Under a time budget, the 9×9 puzzles of slots 0 … `valid` - 1 that the batch call stopped
 * after one slice (options.ts `batchGuesses`), each searched again from its start on its own, as
 * a single call searches it (in slices with the clock read between them), the answer written into
 * its slot. Its first guesses run twice: a few milliseconds, for the rare puzzle that needs more.
 * @returns why each such search stopped early, by slot, if any did
 */
function searchTimed(
  { cells, solutions, counts, guesses }: Scratch,
  valid: number,
  limit: number,
  options: BatchOptions | undefined,
): Map<number, StopReason> | undefined {
  if (options?.timeoutMs === undefined) return undefined;
  const budget = budgetOf(options);
  if (budget !== 0 && budget <= SLICE) return undefined; // the caller's own budget stopped them
  const engine = getEngine(options.backend);
  let stops: Map<number, StopReason> | undefined;
  for (let slot = 0; slot < valid; slot++) {
    if ((counts[slot] & BUDGET_EXHAUSTED_BIT) === 0) continue;
    const at = slot * 81;
    const found = countFast9(engine, cells.subarray(at, at + 81), limit, solutions.subarray(at, at + 81), options);
    counts[slot] = found.stopped === undefined ? found.count : found.count | BUDGET_EXHAUSTED_BIT;
    guesses[slot] = found.nodes;
    if (found.stopped !== undefined) (stops ??= new Map()).set(slot, found.stopped);
  }
  return stops;
}

function batchLimit(options: BatchOptions | undefined): number {
  return options?.limit === undefined ? 2 : checkInteger(options.limit, 1, 'limit');
}

/**
 * The `invalid` verdict of the 9×9 puzzle at `cells[offset…]` whose givens conflict, as the
 * batch calls give it (also src/stream/core-lines.ts, for the conflicts the core found).
 * @param packed the conflict as `scanConflict` packs it
 * @param line its line, when known
 */
export function conflictVerdict(packed: number, cells: Uint8Array, offset: number, line: number | undefined): Verdict {
  return invalid(conflictError(unpackConflict(packed, cells, offset), 3, line, undefined), line);
}

/** The verdict of an input that is not a puzzle. */
function invalid(error: SudokuParseError, line: number | undefined): Verdict {
  return line === undefined ? { status: 'invalid', count: 0, guesses: 0, error } : { line, status: 'invalid', count: 0, guesses: 0, error };
}

/**
 * Where the puzzle field of a line, its first whitespace-separated field, starts and ends
 * (whitespace as the text layer reads it, `isSpace`). The field is read as `text.slice(0, end)`,
 * its leading whitespace kept, so that errors count columns from the start of the line.
 */
function firstField(text: string): { start: number; end: number } {
  let start = 0;
  while (start < text.length && isSpace(text.charCodeAt(start))) start++;
  let end = start;
  while (end < text.length && !isSpace(text.charCodeAt(end))) end++;
  return { start, end };
}

/**
 * The text the readers get for a line whose puzzle field ends at `end`: the line up to there,
 * its leading whitespace kept (errors count columns from the start of the line). An empty line
 * is given as a blank one: the readers take '' for a text without any line, and their error
 * would lose the line's number.
 */
function fieldText(text: string, end: number): string {
  return text === '' ? ' ' : text.slice(0, end);
}

/**
 * True when the batch goes through the 9×9 batch path (size not given, or 9×9, fast9 answers,
 * no pre-pass, no signal aborted already: a puzzle with one is answered `unknown`, `stopped:
 * 'aborted'`, as every other search is). A batch call bounds its puzzles by guesses only: under
 * `timeoutMs` it gives each one slice ({@link batchGuesses}) and {@link searchTimed} takes the rest.
 */
function nineByNine(options: SolveOptions | undefined): boolean {
  const size = options?.size;
  return (
    (size === undefined || size === 3 || size === 9) &&
    resolveEngine(3, options?.engine) === 'fast9' &&
    !options?.prepass &&
    options?.signal?.aborted !== true
  );
}

/**
 * A line that is not a 9×9 puzzle, read as a board of another size (its first
 * whitespace-separated field): the board, or the parse error when its length says it must be
 * another size; undefined when the 9×9 error should stand.
 */
function otherSize(text: string, line: number, options: SolveOptions | undefined): Board | SudokuParseError | undefined {
  const { start, end } = firstField(text);
  try {
    const board = parseClassicField(fieldText(text, end), options, line);
    return board.n === 3 ? undefined : board;
  } catch (error) {
    if (!(error instanceof SudokuParseError)) throw error;
    return end - start === 81 ? undefined : error;
  }
}

/**
 * The verdict error of a line the 9×9 reader refused with `error`, when it is known without
 * {@link otherSize}, which reads the line's first field twice more (as a puzzle, then as a
 * board of any size) and builds an error each time: most of the cost of an invalid line
 * (measured: `validate` of 300,000 lines `x`, one thread, 3.3 s with both readings, 0.9 s
 * without; docs/design/engine.md, Bulk validation). Undefined when otherSize must say. Known
 * for a first field (its leading whitespace kept, no line break in it) with no `|`, read with
 * the default alphabet:
 * - of 81 characters: a field of 81 keeps the 9×9 error whatever the other readings say;
 * - of a length no other size has, as its only content line: the puzzle reader runs the same
 *   one-line reader over the field (the same error: `error` itself when the field is the whole
 *   line); the board reader cannot read it as another size (one line of N² symbols, or of
 *   numbers with separators, neither of which it is), so the puzzle error stands, unless a
 *   note on the count is added to it (all sizes not loaded).
 * Lines numbered below 1 (which the puzzle reader refuses) are left to otherSize.
 */
function knownLineError(text: string, error: SudokuParseError, line: number, options: SolveOptions | undefined, reading: Reading): SudokuParseError | undefined {
  if (options?.alphabet !== undefined || !(line >= 1) || !Number.isSafeInteger(line)) return undefined;
  const { start, end } = firstField(text);
  const length = end - start;
  if (length === 0) return undefined;
  for (let k = 0; k < end; k++) {
    const code = text.charCodeAt(k);
    if (code === 10 || code === 13 || code === 124 /* | */) return undefined;
  }
  // (whitespace beyond isSpace's at an end of the field: the readers trim it, the field is shorter)
  if (text.slice(start, end).trim().length !== length) return undefined;
  if (length === 81) return error;
  if (OTHER_COUNTS.has(length) || !isContentLine(classifyLine(text, 0, end), 9)) return undefined;
  const field = end === text.length ? error : readLine(text, 0, end, reading.scratch.cells, reading.valid * 81, 3, DIGITS, line);
  if (field === null) return undefined;
  return allSizesIfLoaded() !== undefined || (field.code !== 'TOO_FEW_CELLS' && field.code !== 'TOO_MANY_CELLS') ? field : undefined;
}

/** Where the lines of one batch go as they are read, by input index. */
interface Reading {
  /** For a 9×9 puzzle read into `cells`: its slot there. */
  readonly slotOf: Int32Array;
  /** For a line that is no puzzle: why. */
  readonly errors: (SudokuParseError | undefined)[];
  /** For a board of another size (or any board off the 9×9 batch path). */
  readonly boards: (Board | undefined)[];
  /** For a variant puzzle (one with rules beyond rows, columns and boxes). */
  readonly variants: (VariantPuzzle | undefined)[];
  /** 9×9 puzzles in `cells` so far. */
  valid: number;
  /** Where the 9×9 puzzles are read and answered (`cells`, and their answers). */
  readonly scratch: Scratch;
}

/**
 * Reads `n` inputs with `read` and answers them: the scratch buffers are this call's until it
 * returns or throws.
 */
function batch(n: number, read: (reading: Reading) => Verdict[]): Verdict[] {
  const scratch = borrowScratch(n);
  try {
    return read({ slotOf: new Int32Array(n), errors: new Array(n), boards: new Array(n), variants: new Array(n), valid: 0, scratch });
  } finally {
    if (scratch === shared) lent = false;
  }
}

/**
 * Reads line `i`, given as a string, into the batch: a 9×9 puzzle into the next slot of
 * `cells` (on the 9×9 batch path, `fast`), a board of another size, or the error. The batch
 * readers call it inside `withoutStacks`: a line's error is its verdict, not thrown.
 */
function readTextLine(reading: Reading, i: number, text: string, line: number, fast: boolean, options: BatchOptions | undefined): void {
  readLineOf(reading, i, text, line, fast, options);
  const error = reading.errors[i];
  if (error !== undefined && isPayloadAlone(text, error)) withPayloadHint(error);
}

/**
 * Whether `text`, refused at its first character, is an f-puzzles link's payload alone: its
 * first field starts `N4` to `N7` (the `{` of the JSON it encodes), is longer than a 9×9 line
 * and is no other size's cell count. The line readers take whole links only (docs/design/variant-engine.md,
 * "A payload without its link"); this says so here, off the solve-only pages' path.
 */
function isPayloadAlone(text: string, error: SudokuParseError): boolean {
  const { start, end } = firstField(text);
  return error.code === 'BAD_CHAR' && error.cell === 1 && end - start > 81 && !OTHER_COUNTS.has(end - start) && /^N[4-7]/.test(text.slice(start, start + 2));
}

/** {@link readTextLine} before the hint of a payload alone. */
function readLineOf(reading: Reading, i: number, text: string, line: number, fast: boolean, options: BatchOptions | undefined): void {
  if (isVariantLine(text)) {
    readInto(reading, i, () => readVariantLine(text, line, options?.size), fast);
    return;
  }
  if (!fast) {
    try {
      reading.boards[i] = parseClassicField(fieldText(text, firstField(text).end), options, line);
    } catch (error) {
      if (!(error instanceof SudokuParseError)) throw error;
      reading.errors[i] = error;
    }
    return;
  }
  // A line of exactly an other size's count is that size even with whitespace inside (its
  // errors then speak of that size), whatever its first field
  const { start, end } = text.length === 81 || OTHER_COUNTS.has(text.length) ? { start: 0, end: text.length } : firstField(text);
  const length = end - start;
  // (a size the alphabet cannot write is read as parseBoard reads it, below: the line's error)
  if (options?.size === undefined && OTHER_COUNTS.has(length) && alphabetFits(options?.alphabet ?? 'alnum', Math.round(Math.sqrt(length)))) {
    // another size by its length: the one-line board reader, no 9×9 reading (and no error
    // built by it), no multi-line analysis
    const n = Math.round(Math.sqrt(Math.sqrt(length)));
    const board = { n, cells: new Uint8Array(length) };
    const error = tryParseBoardLine(text, n, board.cells, 0, line, options?.alphabet);
    if (error) reading.errors[i] = inferredSizeError(error, n);
    else reading.boards[i] = board;
    return;
  }
  // No conflict scan here: an engine finds no solution for conflicting givens, so only
  // boards answered with 0 are scanned, after the batch (solveParsed).
  const error = readLine(text, 0, text.length, reading.scratch.cells, reading.valid * 81, 3, DIGITS, line);
  if (!error) {
    reading.slotOf[i] = reading.valid++;
    return;
  }
  const known = knownLineError(text, error, line, options, reading);
  if (known !== undefined) {
    reading.errors[i] = known;
    return;
  }
  const other = otherSize(text, line, options);
  if (other === undefined) reading.errors[i] = error;
  else if (other instanceof SudokuParseError) reading.errors[i] = other;
  else reading.boards[i] = other;
}

/**
 * Puts input `i`, as `read` reads it, into the batch: a 9×9 board into the next slot of `cells`
 * (on the 9×9 batch path), another board, a variant puzzle, or the parse error.
 */
function readInto(reading: Reading, i: number, read: () => Board | VariantPuzzle, fast: boolean): void {
  try {
    const puzzle = read();
    if (isVariantPuzzle(puzzle)) {
      reading.variants[i] = puzzle;
    } else if (fast && puzzle.n === 3) {
      reading.scratch.cells.set(puzzle.cells, reading.valid * 81);
      reading.slotOf[i] = reading.valid++;
    } else {
      reading.boards[i] = puzzle;
    }
  } catch (error) {
    if (!(error instanceof SudokuParseError)) throw error;
    reading.errors[i] = error;
  }
}

/**
 * Validates one puzzle per line (81 cells, `.` `0` `-` `_` empty; trailing `\r`, surrounding
 * spaces and trailing fields after whitespace are tolerated). Every entry gets exactly one
 * verdict, in order; a line that is not a puzzle gets `invalid` with a precise error
 * (line, column, cell, character).
 * @param lines the puzzle lines (blank and `#` lines should be filtered out by the caller;
 *   if passed, they get an `EMPTY`/`BAD_CHAR` verdict like any other bad line).
 * @param options the solving options and the batch's own ({@link BatchOptions}): `limit`,
 *   `firstLine`, `lineNumbers`, `solutions`, `largeBoardMaxNodes`
 * @example
 * ```ts
 * import { validateLines } from 'sudoku-wasm';
 *
 * validateLines(['4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......', '.'.repeat(81), 'not a puzzle']).map((v) => v.status);
 * // → ['unique', 'multiple', 'invalid']
 * ```
 * @category Many puzzles
 */
export function validateLines(lines: readonly string[], options?: BatchOptions): Verdict[] {
  try {
    checkKeys(options, BATCH_OPTION_KEYS, 'validateLines');
    checkBatchValues(options, 'validateLines');
    if (!Array.isArray(lines)) throw notA('validateLines', 'an array of lines', lines);
    return readLines(lines, options);
  } catch (error) {
    throw nameCall(error, 'validateLines'); // the readers' checks, named: once a call, not per line
  }
}

/**
 * The TypeError of a batch call given the wrong kind of input (a string is read character by
 * character as lines or puzzles otherwise, each `invalid`), pointing a string to the call for it.
 */
function notA(where: string, expected: string, value: unknown): TypeError {
  const instead = typeof value === 'string' ? ' (validateText reads the lines of a text, validate one puzzle)' : '';
  return new TypeError(`sudoku-wasm: ${where}: expected ${expected}, got ${show(value)}${instead}`);
}

/** {@link validateLines} with its options checked. */
function readLines(lines: readonly string[], options: BatchOptions | undefined): Verdict[] {
  const n = lines.length;
  const numbers = options?.lineNumbers;
  if (numbers && numbers.length !== n) {
    throw new RangeError(`sudoku-wasm: lineNumbers must have one entry per line (${n}), got ${numbers.length}`);
  }
  const first = options?.firstLine ?? 1;
  const lineOf = (i: number) => (numbers ? numbers[i] : first + i);
  const fast = nineByNine(options);
  return batch(n, (reading) => {
    withoutStacks(() => {
      for (let i = 0; i < n; i++) {
        const text = lines[i];
        const line = lineOf(i);
        if (typeof text !== 'string') {
          reading.errors[i] = new SudokuParseError('BAD_TYPE', `line ${line}: expected a string, got ${show(text)}`, { line });
          continue;
        }
        readTextLine(reading, i, text, line, fast, options);
      }
    });
    return solveParsed(n, reading, lineOf, options);
  });
}

/**
 * Checks the arguments of {@link validateByteLines}; returns its ranges and line numbers, each
 * index read once (an array's getters, or another thread writing a shared buffer, cannot move a
 * range after its check): the caller's Int32Arrays themselves when they are not shared, else copies.
 */
function checkRanges(bytes: Uint8Array, lines: LineRanges): { n: number; starts: Int32Array; ends: Int32Array; numbers: Float64Array } {
  if (!(bytes instanceof Uint8Array)) {
    throw new TypeError(`sudoku-wasm: bytes must be a Uint8Array, got ${show(bytes)}`);
  }
  for (const name of ['starts', 'ends', 'numbers'] as const) {
    const ranges = lines?.[name];
    if (!Array.isArray(ranges) && !ArrayBuffer.isView(ranges)) {
      throw new TypeError(`sudoku-wasm: lines.${name} must be an Int32Array or an array of numbers, got ${show(ranges)}`);
    }
  }
  const { starts, ends, numbers } = lines;
  const n = starts.length;
  if (ends.length !== n || numbers.length !== n) {
    throw new RangeError(
      `sudoku-wasm: starts, ends and numbers must have one entry per line, got ${n}, ${ends.length} and ${numbers.length}`,
    );
  }
  const startsRead = ownInt32(starts, n);
  const endsRead = ownInt32(ends, n);
  const numbersRead = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    numbersRead[i] = checkInteger(numbers[i], 0, `validateByteLines: lines.numbers[${i}]`, Number.MAX_SAFE_INTEGER);
    const start = starts[i];
    const end = ends[i];
    // (x | 0) === x: an integer of 32 bits, which every index inside `bytes` is (no call per line)
    if ((start | 0) !== start || (end | 0) !== end || start < 0 || start > end || end > bytes.length) {
      throw new RangeError(
        `sudoku-wasm: line ${i} must be a range 0 <= start <= end <= ${bytes.length}, got [${start}, ${end})`,
      );
    }
    if (startsRead !== starts) startsRead[i] = start;
    if (endsRead !== ends) endsRead[i] = end;
  }
  return { n, starts: startsRead, ends: endsRead, numbers: numbersRead };
}

/** `values` itself when it is an Int32Array over an ArrayBuffer (not a shared one), else a new one of `n` for its copy. */
function ownInt32(values: LineRanges['starts'], n: number): Int32Array {
  return values instanceof Int32Array && values.buffer instanceof ArrayBuffer ? values : new Int32Array(n);
}

/**
 * {@link validateLines} over lines given as byte ranges of UTF-8 text, as a file reader has
 * them: the verdicts are exactly those of `validateLines(texts, { ...options, lineNumbers })`,
 * where `texts[i]` is the UTF-8 decoding of `bytes[starts[i] .. ends[i])` (a byte-order mark
 * kept as the character U+FEFF, malformed bytes as U+FFFD) and `lineNumbers` is `numbers`.
 *
 * A 9×9 line of plain ASCII puzzle text (whitespace, 81 of `1-9 . 0 - _`, then the end or
 * whitespace and any trailing field) is read straight from the bytes into the batch, without a
 * string; any other line (another size, non-ASCII, anything that is not a valid puzzle) is
 * decoded on its own and read as `validateLines` reads it, so its error has the same code,
 * message, line and column (columns count UTF-16 code units of the decoded line).
 *
 * @param bytes the text, e.g. a file or a chunk of one
 * @param lines one range per line, without its `\n` (a trailing `\r` is fine): `starts[i]` and
 *   `ends[i]` (byte indices, end exclusive) and `numbers[i]`, its 1-based line number in verdicts
 * @param options as for `validateLines`; `lineNumbers` and `firstLine` are ignored (`numbers`
 *   gives the line numbers)
 * @returns one verdict per range, in order
 * @throws TypeError when `bytes` is not a Uint8Array, or `starts`, `ends` or `numbers` not an array
 * @throws RangeError when the three arrays differ in length, a range is not inside `bytes` or a
 *   number is not a line number (a whole number ≥ 0)
 * @example
 * ```ts
 * import { validateByteLines } from 'sudoku-wasm';
 *
 * // two lines of a file read as bytes: the first 81 bytes, then 'nope'
 * const bytes = new TextEncoder().encode('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\nnope\n');
 * const verdicts = validateByteLines(bytes, { starts: [0, 82], ends: [81, 86], numbers: [1, 2] });
 * verdicts.map((v) => [v.line, v.status]); // → [[1, 'unique'], [2, 'invalid']]
 * ```
 * @category Many puzzles
 */
export function validateByteLines(bytes: Uint8Array, lines: LineRanges, options?: BatchOptions): Verdict[] {
  try {
    checkKeys(options, BATCH_OPTION_KEYS, 'validateByteLines');
    checkBatchValues(options, 'validateByteLines');
    const { n, starts, ends, numbers } = checkRanges(bytes, lines);
    const lineOf = (i: number) => numbers[i];
    const fast = nineByNine(options);
    const engine = getEngine(options?.backend);
    return batch(n, (reading) => {
      const { cells, solutions, counts, guesses } = reading.scratch;
      if (fast && engine.countByteLines) {
        // the engine reads and answers the plain lines itself (the WASM core); the rest as text
        // solutions copied out only when a verdict shows them (options.solutions, solveParsed)
        const out = { cells, solutions: options?.solutions === false ? undefined : solutions, counts, guesses, slots: reading.slotOf };
        const answered = engine.countByteLines(bytes, starts, ends, n, BYTE_CELLS, batchLimit(options), out, batchGuesses(options));
        reading.valid = answered;
        withoutStacks(() => {
          for (let i = 0; i < n; i++) {
            // a line of an other size's count is that size, as in validateLines (its slot stays unused)
            if (reading.slotOf[i] >= 0 && (ends[i] - starts[i] === 81 || !OTHER_COUNTS.has(ends[i] - starts[i]))) continue;
            reading.slotOf[i] = -1;
            readTextLine(reading, i, lineText(bytes, starts[i], ends[i]), numbers[i], fast, options);
          }
        });
        return solveParsed(n, reading, lineOf, options, answered);
      }
      withoutStacks(() => {
        for (let i = 0; i < n; i++) {
          // readLineBytes reads only ASCII lines, whose length in characters is their length in
          // bytes: one of an other size's count goes the string way, as in validateLines
          const start = starts[i];
          const end = ends[i];
          if (fast && !OTHER_COUNTS.has(end - start) && readLineBytes(bytes, start, end, cells, reading.valid * 81)) {
            reading.slotOf[i] = reading.valid++;
          } else {
            readTextLine(reading, i, lineText(bytes, start, end), numbers[i], fast, options);
          }
        }
      });
      return solveParsed(n, reading, lineOf, options);
    });
  } catch (error) {
    throw nameCall(error, 'validateByteLines'); // the readers' checks, named: once a call, not per line
  }
}

/**
 * Validates every puzzle line of a text (one puzzle per line). Blank lines and `#` comment
 * lines are skipped; every other line gets one verdict carrying its 1-based line number.
 * @param text the text: one puzzle a line, blank and `#` lines skipped (lines end at `\n`, `\r\n`
 *   or `\r`)
 * @param options as for {@link validateLines}, but the line numbers are the text's own
 * @example
 * ```ts
 * import { validateText } from 'sudoku-wasm';
 *
 * const text = '# two puzzles\n' + '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......' + '\n\n' + '.'.repeat(81);
 * validateText(text).map((v) => [v.line, v.status]); // → [[2, 'unique'], [4, 'multiple']]
 * ```
 * @category Many puzzles
 */
export function validateText(text: string, options?: TextOptions): Verdict[] {
  try {
    checkKeys(options, TEXT_OPTION_KEYS, 'validateText');
    checkBatchValues(options, 'validateText');
    if (typeof text !== 'string') throw notA('validateText', 'a string', text);
    const all = text.split(/\r\n|\n|\r/);
    const lines: string[] = [];
    const lineNumbers: number[] = [];
    for (let i = 0; i < all.length; i++) {
      if (isPuzzleLine(all[i])) {
        lines.push(all[i]);
        lineNumbers.push(i + 1);
      }
    }
    return readLines(lines, { ...options, lineNumbers });
  } catch (error) {
    throw nameCall(error, 'validateText'); // the readers' checks, named: once a call, not per line
  }
}

/**
 * Validates puzzles in any accepted form (lines, multi-line grids, arrays of 81 numbers, variant
 * puzzles).
 * Never throws for a bad puzzle: it gets an `invalid` verdict in its place.
 * @param puzzles puzzles in any forms, mixed
 * @param options as for {@link validateLines}
 * @example
 * ```ts
 * import { validateAll } from 'sudoku-wasm';
 *
 * // a line, 81 numbers and something that is not a puzzle, in one call
 * const verdicts = validateAll(['4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......', new Array(81).fill(0), 'not a puzzle']);
 * verdicts.map((v) => v.status); // → ['unique', 'multiple', 'invalid']
 * verdicts[2].error.code; // → 'BAD_CHAR'
 * ```
 * @category Many puzzles
 */
export function validateAll(puzzles: Iterable<AnyPuzzle>, options?: BatchOptions): Verdict[] {
  try {
    checkKeys(options, BATCH_OPTION_KEYS, 'validateAll');
    checkBatchValues(options, 'validateAll');
    // a string or a typed array is one puzzle (validate), not an iterable of them
    if (typeof puzzles === 'string' || ArrayBuffer.isView(puzzles) || typeof (puzzles as { [Symbol.iterator]?: unknown } | null | undefined)?.[Symbol.iterator] !== 'function') {
      throw notA('validateAll', 'an iterable of puzzles', puzzles);
    }
    const list = Array.from(puzzles);
    const n = list.length;
    const fast = nineByNine(options);
    return batch(n, (reading) => {
      withoutStacks(() => {
        for (let i = 0; i < n; i++) readInto(reading, i, () => readInput(list[i], options), fast);
      });
      return solveParsed(n, reading, () => undefined, options);
    });
  } catch (error) {
    throw nameCall(error, 'validateAll'); // the readers' checks, named: once a call, not per line
  }
}
