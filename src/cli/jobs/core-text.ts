/**
 * The plain output of `validate`, `solve` and `count` for a job the WebAssembly core reads
 * (src/stream/core-lines.ts `coreEngine`): the core splits, reads and solves the lines, then
 * writes their output lines itself (assembly/text/verdicts.ts); JavaScript copies those bytes
 * and writes only the lines the core leaves: a line whose givens conflict from its conflict
 * (core-lines.ts `recordConflict`; the library's message, its error made once per conflict and
 * digit, no second parse or search), every other (a line it did not read, no solution without
 * a conflict, a budget) as the library's verdict, formatted by the caller.
 *
 * Owns: feeding the job to the core window by window (as core-lines.ts `coreTable` does),
 * splicing the caller's lines in where the core left room, and the tally of the core's lines
 * and of the conflicts.
 * Does not own: the line format (the core's verdicts.ts; its twin format.ts `plainLine`,
 * compared by test/cli/format-table.test.ts), the lines left over (the library and the
 * caller's formatter), `--only` beyond passing the statuses it keeps.
 *
 * Measured (in one process, a million transformed 17-clue lines in 128 KiB jobs, CPU time, best
 * of 6): the core reading, solving and writing every job, 2,086 ms; the core reading and
 * solving them into verdict tables (core-lines.ts `coreTable`), 2,097 ms, and formatting the
 * tables in JavaScript (format-table.ts) 37–40 ms more.
 */
import { validateByteLines } from '../../api/batch.js';
import type { BatchOptions } from '../../api/types.js';
import { NO_CONFLICT, unpackConflict } from '../../board/conflicts.js';
import type { LineJob } from '../../stream/chunks.js';
import { batchGuesses } from '../../api/options.js';
import { conflictError, place } from '../../text/messages.js';
import { withoutStacks, type SudokuParseError } from '../../text/parse-error.js';
import { CONFLICT_CELLS, coreEngine, recordConflict } from '../../stream/core-lines.js';
import { isSkippedRange, lineRangeAt } from '../../stream/lines.js';
import { PLAIN_STATUSES, type NumberedVerdict } from '../../stream/verdict-table.js';
import { plainErrorLine } from '../write/format.js';
import type { TableFormat } from '../write/format-table.js';
import type { Tally } from '../write/summary.js';
import { outBuffer } from './out-buffers.js';

/** The core's `command` numbers (assembly/text/verdicts.ts). */
const COMMAND_NUMBER = { validate: 0, solve: 1, count: 2 } as const;

/** A job's output as the core wrote it. */
export interface CoreText {
  /** The output lines, each ending in `\n`. */
  readonly text: Uint8Array;
  /** Blank and comment lines. */
  readonly skipped: number;
}

/**
 * A line the core left: its bytes in the job, its number, and where its output line goes in
 * the window's text; `text`, its output line already written (a conflict), else the library
 * reads it.
 */
interface Left {
  readonly start: number;
  readonly end: number;
  readonly line: number;
  readonly offset: number;
  readonly text?: string;
}

const encoder = new TextEncoder();

/**
 * Lines the core left that the library reads in one call, at most: their verdicts (an invalid
 * line's carries its parse error) die young, in the scavenger's space, however many a window
 * leaves. Measured (`validate --threads 1` of 150,000 lines `x`): with every left line of a
 * window in one call and its verdicts kept to the end of the job, 24 MB of heap
 * (`--max-old-space-size`) ran out; in groups, 12 MB is enough (docs/design/engine.md, Bulk
 * validation).
 */
const LEFT_GROUP = 1024;

/**
 * The plain output of `job` written by the core, or undefined when the core does not read this
 * job (options it does not take, a line the chunker cut). Counts the core's lines in `tally`;
 * gives each line it leaves, once the library has answered it, to `count` (the core's lines are
 * in the tally already), and keeps none of their verdicts.
 * @param options batch options with the pipeline's defaults applied; `solutions` for solve
 */
export function coreText(
  job: LineJob,
  options: BatchOptions,
  format: TableFormat,
  tally: Tally,
  count: (verdict: NumberedVerdict) => void,
): CoreText | undefined {
  const engine = job.cuts.length > 0 ? undefined : coreEngine(options);
  if (engine?.verdictLines === undefined) return undefined;
  const limit = options.limit ?? 2;
  const maxGuesses = batchGuesses(options);
  const solve = format.command === 'solve';
  const command = COMMAND_NUMBER[format.command];
  let keep = 0;
  PLAIN_STATUSES.forEach((status, s) => {
    if (format.keep?.(status) ?? true) keep |= 1 << s;
  });
  const keepInvalid = format.keep?.('invalid') ?? true;
  const { bytes } = job;
  // not zero-filled: only the bytes written are returned (the CLI runs on Node only)
  let out: Uint8Array = outBuffer(job.lineCount * (48 + (solve ? 82 : 0)) + 64);
  let at = 0;
  const room = (more: number): void => {
    if (at + more <= out.length) return;
    const bigger: Uint8Array = Buffer.allocUnsafeSlow(Math.max(2 * out.length, at + more));
    bigger.set(out.subarray(0, at));
    out = bigger;
  };
  /** Writes `text` with the lines of `left` spliced in at their offsets. */
  const write = (text: Uint8Array, left: readonly Left[]): void => {
    let from = 0;
    /** Copies `text` up to `offset`, then `line` and its newline, if any. */
    const put = (offset: number, line: string | undefined): void => {
      room(offset - from);
      out.set(text.subarray(from, offset), at);
      at += offset - from;
      from = offset;
      if (line === undefined) return;
      room(line.length * 3 + 1);
      at += encoder.encodeInto(line, out.subarray(at)).written;
      out[at++] = 0x0a;
    };
    for (let g = 0; g < left.length; g += LEFT_GROUP) {
      const group = left.slice(g, g + LEFT_GROUP);
      const read = group.filter((l) => l.text === undefined);
      const found = (read.length === 0 ? [] : validateByteLines(
        bytes,
        { starts: Int32Array.from(read, (l) => l.start), ends: Int32Array.from(read, (l) => l.end), numbers: Int32Array.from(read, (l) => l.line) },
        options,
      )) as NumberedVerdict[];
      let k = 0;
      for (const l of group) {
        if (l.text !== undefined) {
          put(l.offset, l.text);
          continue;
        }
        const verdict = found[k++];
        count(verdict);
        put(l.offset, format.other(verdict));
      }
    }
    room(text.length - from);
    out.set(text.subarray(from), at);
    at += text.length - from;
  };

  let skipped = 0;
  let line = job.firstLine;
  const inputStart = job.firstLine === 1;
  for (let pos = 0; pos < bytes.length; ) {
    const found = engine.countTextLines!(bytes, pos, inputStart, limit, maxGuesses, solve);
    const { records, base } = found;
    if (records === 0) {
      // a line longer than the engine's text buffer: the library reads it
      const { start, end, next } = lineRangeAt(bytes, pos, inputStart);
      if (isSkippedRange(bytes, start, end)) skipped++;
      else write(new Uint8Array(0), [{ start, end, line, offset: 0 }]);
      line++;
      pos = next;
      continue;
    }
    const lines = engine.verdictLines(records, line, command, limit, keep);
    const plain = countTally(lines.tally, tally);
    const left: Left[] = [];
    for (let j = 0; j < lines.otherCount; j++) {
      const k = lines.others[2 * j];
      const offset = lines.others[2 * j + 1];
      const conflict = recordConflict(bytes, found, k);
      if (conflict === NO_CONFLICT) {
        left.push({ start: base + found.starts[k], end: base + found.ends[k], line: line + k, offset });
        continue;
      }
      // givens in conflict: counted and written here
      tally.puzzles++;
      tally.byStatus.invalid++;
      if (keepInvalid) left.push({ start: 0, end: 0, line: line + k, offset, text: conflictLine(conflict, line + k) });
    }
    skipped += records - plain - lines.otherCount;
    pos = found.next;
    line += records;
    // the core's text copied out before the library runs (it reuses the engine's buffers)
    write(left.length === 0 ? lines.out.subarray(0, lines.bytes) : lines.out.slice(0, lines.bytes), left);
  }
  return { text: out.subarray(0, at), skipped };
}

/**
 * The library's errors for the conflicts of a 9×9 board with no line, by conflict and digit
 * ({@link conflictKey}): at most 8,748 (two cells of a house, 972 pairs, and a digit), so this
 * stays small whatever the input.
 */
const conflictErrors = new Map<number, SudokuParseError>();

/** A key for a packed conflict (`scanConflict`, 26 bits) and its digit: one per conflict's message. */
function conflictKey(packed: number, digit: number): number {
  return packed + digit * 2 ** 26;
}

/**
 * The plain line of the conflict `packed` (core-lines.ts `recordConflict`, its cells in
 * `CONFLICT_CELLS`) found at `line`: the library's error for it, as format.ts writes it, without
 * making an error per line (messages.ts `place`: the message at a line is its place, then the
 * message with no line).
 */
function conflictLine(packed: number, line: number): string {
  const conflict = unpackConflict(packed, CONFLICT_CELLS, 0);
  const key = conflictKey(packed, conflict.digit);
  let error = conflictErrors.get(key);
  if (error === undefined) conflictErrors.set(key, (error = withoutStacks(() => conflictError(conflict, 3, undefined, undefined))));
  return plainErrorLine(line, 'invalid', { code: error.code, message: place(line) + error.message });
}

/** Adds the core's tally to `tally`; returns the lines it counted. */
function countTally(counted: Float64Array, tally: Tally): number {
  let lines = 0;
  for (let s = 0; s < PLAIN_STATUSES.length; s++) {
    tally.byStatus[PLAIN_STATUSES[s]] += counted[s];
    lines += counted[s];
  }
  tally.puzzles += lines;
  tally.guesses += counted[4];
  return lines;
}
