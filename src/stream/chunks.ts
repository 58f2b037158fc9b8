/**
 * Cutting a byte stream into jobs of whole lines: the unit of work of the bulk pipeline (one
 * job is parsed, solved and formatted in one go, on this thread or on a worker thread).
 *
 * Owns: where a line ends (at `\n`, `\r\n` or a lone `\r`, as the text layer splits a text:
 * each lone `\r` becomes a `\n` here, so that the readers after this one split at `\n` only),
 * where a job ends (just after a `\n`, at most about `jobBytes` in, at most `jobLines` lines
 * in: a job's output stays bounded however short its lines), the number of its first line, and
 * memory on a line with no end in sight: past its limit the rest of the line is
 * dropped and only its true length is kept, with whether the bytes dropped hold text past
 * whitespace (a {@link LineCut}: a blank start may hide a puzzle), so 10 GB without a newline
 * costs reading time but not memory. The limit is `maxLineBytes`, or for a line whose first
 * `maxLineBytes` bytes start like JSON or a link ({@link MAX_JSON_LINE_BYTES}), the larger of
 * it and 4 MiB: a puzzle's f-puzzles JSON may run long, a classic line never does (a
 * `maxLineBytes` shorter than a link's host sees no link). Every line is cut the same way,
 * whether it came in one source chunk or in many; a UTF-8 byte-order mark that starts the input
 * is kept in the job (lines.ts drops it) but is no part of the first line's length or limit, so
 * that line is cut and measured as the same line further down would be. Does not own: decoding
 * or what a line means (lines.ts), nor where the bytes come from.
 *
 *   source chunks ─► [ partial line | chunk ] ─► cut after the last '\n' ≤ jobBytes ─► LineJob …
 *                                       └─ bytes after the last '\n' wait for the next chunk
 *
 * A job's lines are numbered from `firstLine`; a job holds `lineCount` lines (its `\n`s, plus
 * the last line of the input when that has no `\n`). Nothing is copied for a chunk that holds
 * whole lines; a partial line is copied once, into the job that completes it.
 */
import { checkInteger, checkKeys, keysOf, namingCall, show } from '../api/options.js';
import { serializable } from '../api/error-json.js';
import { isJsonOrLinkLine } from '../variant/formats/line-kind.js';
import { LeadingBlanks } from './lines.js';

/**
 * A line the chunker kept only the start of (the job holds its first {@link kept} bytes, or up to
 * three fewer: a line is cut where a character starts, so that its kept start and the bytes
 * dropped each read as whole characters: a run of U+FEFF or U+00A0 cut at its limit is still
 * whitespace on both sides).
 * @category Many puzzles
 */
export interface LineCut {
  /** Its 1-based line number. */
  readonly line: number;
  /** Its full length in bytes, without the end of line. */
  readonly bytes: number;
  /** Its limit (`maxLineBytes`, or for JSON or a link {@link MAX_JSON_LINE_BYTES} if more): the most bytes kept. */
  readonly kept: number;
  /**
   * What the bytes dropped hold past their leading whitespace: nothing (`blank`), a `#` first
   * (`comment`), or `text` (the default). It decides a line whose kept start is all whitespace:
   * skipped as blank or comment, or given a verdict.
   */
  readonly rest?: 'blank' | 'comment' | 'text';
}

/**
 * Whole lines of the input, ready for {@link jobLines} (lines.ts).
 * @category Many puzzles
 */
export interface LineJob {
  /** 0-based position of the job in the input: output is written in this order. */
  readonly seq: number;
  /** UTF-8 bytes of whole lines (each ends with `\n`, except the input's last line). */
  readonly bytes: Uint8Array;
  /** Number of the job's first line (1-based). */
  readonly firstLine: number;
  /** Lines in the job. */
  readonly lineCount: number;
  /** Lines of this job the chunker cut (see {@link LineCut}). */
  readonly cuts: readonly LineCut[];
}

/**
 * About 1,600 puzzle lines: a few milliseconds of work, small enough to keep two cores even,
 * and one window of the WebAssembly core's text buffer (core-lines.ts). Measured against 64 KiB
 * (validate on a million transformed 17-clue lines, CPU time of the whole process, 4 runs each
 * in alternation on a busy 2-core machine): --threads 2 2.61–2.73 s before, 2.51–2.64 s after
 * (half the messages between threads); --threads 1 2.38–2.51 s before, 2.34–2.63 s after.
 * @category Many puzzles
 */
export const DEFAULT_JOB_BYTES = 128 * 1024;
/**
 * Most lines a job holds: about 0.6 MB of `validate` output for lines of one character (an
 * invalid line's verdict is some 70 times its input), where a 128 KiB job of them (65,536 lines)
 * wrote 9 MB and a 2-thread run's window of jobs in flight held some 230 MB of text. Puzzle lines
 * never reach it (a 128 KiB job holds about 1,600 9×9 lines; 7,700 4×4 ones become two jobs).
 * @category Many puzzles
 */
export const DEFAULT_JOB_LINES = 4096;
/**
 * Longer than any puzzle line (64×64 = 4,096 cells plus trailing fields), far below a flood.
 * @category Many puzzles
 */
export const DEFAULT_MAX_LINE_BYTES = 16384;
/**
 * Bytes kept of a line that starts like JSON or a link (src/variant/formats/line-kind.ts
 * `isJsonOrLinkLine`) when `maxLineBytes` is less: 4 MiB, above the 4,000,000 characters of
 * JSON a link may decode to (src/variant/formats/links.ts) and 170 times the 24,579 bytes of a
 * killer with many cosmetic texts.
 * @category Many puzzles
 */
export const MAX_JSON_LINE_BYTES = 4 * 1024 * 1024;

const NEWLINE = 0x0a;
const CR = 0x0d;

/**
 * Counts the `\n` of a job's bytes and measures its longest line, or gives undefined (see {@link ChunkerOptions.countLines}).
 * @category Many puzzles
 */
export type LineCounter = (bytes: Uint8Array) => { readonly newlines: number; readonly longest: number } | undefined;

/**
 * Options of {@link LineChunker}.
 * @category Many puzzles
 */
export interface ChunkerOptions {
  /** Most bytes per job, except a job holding one long line (default {@link DEFAULT_JOB_BYTES}). */
  readonly jobBytes?: number | undefined;
  /** Most lines per job (default {@link DEFAULT_JOB_LINES}): bounds a job's output, however short its lines. */
  readonly jobLines?: number | undefined;
  /**
   * Bytes kept of a line (default {@link DEFAULT_MAX_LINE_BYTES}); of a line that starts like
   * JSON or a link, at least {@link MAX_JSON_LINE_BYTES}.
   */
  readonly maxLineBytes?: number | undefined;
  /**
   * A faster way to number a job's lines than a search per line here: the WebAssembly core's
   * (core-lines.ts `coreLineCounter`: a copy and 16 bytes a step). When it gives undefined, or
   * a line longer than `maxLineBytes`, the job is measured here.
   */
  readonly countLines?: LineCounter | undefined;
}

const CHUNKER_OPTION_KEYS = keysOf<ChunkerOptions>()({ jobBytes: true, jobLines: true, maxLineBytes: true, countLines: true });

/**
 * Push byte chunks in order, then call {@link end} once; each call returns the jobs it completed.
 * @category Many puzzles
 */
export class LineChunker {
  private readonly jobBytes: number;
  private readonly jobLines: number;
  private readonly maxLineBytes: number;
  /** The limit of a line of JSON or a link: the larger of `maxLineBytes` and {@link MAX_JSON_LINE_BYTES}. */
  private readonly jsonLineBytes: number;
  private readonly countLines: LineCounter | undefined;
  /** Bytes of the line not yet ended (at most its limit of them). */
  private partial: Uint8Array[] = [];
  private partialBytes = 0;
  /** The limit of the line not yet ended: `maxLineBytes`, until its start (once it runs past that) says more. */
  private partialLimit = 0;
  private partialLimitKnown = false;
  /** Bytes of the partial line dropped past its limit, and the last one seen. */
  private dropped = 0;
  private lastDropped = -1;
  /** What the bytes dropped of the partial line hold past whitespace. */
  private droppedStart = new LeadingBlanks();
  private nextLine = 1;
  private nextSeq = 0;
  /** The input so far ended with a `\r`: a line end either way, `\r\n` or a lone `\r` by the next byte. */
  private heldCr = false;

  constructor(options: ChunkerOptions = {}) {
    namingCall('LineChunker', () => {
      checkKeys(options, CHUNKER_OPTION_KEYS, 'LineChunker');
      if (options.jobBytes !== undefined) checkInteger(options.jobBytes, 1, 'LineChunker: jobBytes');
      if (options.jobLines !== undefined) checkInteger(options.jobLines, 1, 'LineChunker: jobLines');
      if (options.maxLineBytes !== undefined) checkInteger(options.maxLineBytes, 1, 'LineChunker: maxLineBytes');
      if (options.countLines !== undefined && typeof options.countLines !== 'function') {
        throw new TypeError(`sudoku-wasm: LineChunker: countLines: expected a function, got ${show(options.countLines)}`);
      }
    });
    this.jobBytes = options.jobBytes ?? DEFAULT_JOB_BYTES;
    this.jobLines = options.jobLines ?? DEFAULT_JOB_LINES;
    this.maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
    this.jsonLineBytes = Math.max(this.maxLineBytes, MAX_JSON_LINE_BYTES);
    this.partialLimit = this.maxLineBytes;
    this.countLines = options.countLines;
  }

  /** Lines in the jobs returned so far. */
  get lines(): number {
    return this.nextLine - 1;
  }

  /**
   * Takes the next chunk of the input; returns the jobs it completes, in order.
   * @throws {TypeError} when `input` is not a Uint8Array
   */
  push(input: Uint8Array): LineJob[] {
    if (!(input instanceof Uint8Array)) throw serializable(new TypeError(`sudoku-wasm: LineChunker.push: expected a Uint8Array, got ${show(input)}`));
    if (input.length === 0) return []; // nothing to add (a detached array too, whose methods throw)
    const chunk = this.lineEnds(input);
    const jobs: LineJob[] = [];
    let start = 0;
    if (this.partialBytes > 0 || this.dropped > 0) {
      // finish the pending line first: it opens the next job
      const nl = chunk.indexOf(NEWLINE);
      if (nl < 0) {
        this.keep(chunk, 0, chunk.length);
        return jobs;
      }
      const end = this.jobEnd(chunk, nl, this.jobBytes - this.partialBytes - 1) + 1;
      this.keep(chunk, 0, nl);
      jobs.push(...this.finishPartial(chunk.subarray(nl, end)));
      start = end;
    }
    const last = chunk.lastIndexOf(NEWLINE);
    while (start <= last) {
      const end = this.jobEnd(chunk, chunk.indexOf(NEWLINE, start), start + this.jobBytes - 1) + 1;
      jobs.push(...this.job(chunk.subarray(start, end), []));
      start = end;
    }
    this.keep(chunk, start, chunk.length);
    return jobs;
  }

  /** Ends the input: returns the job holding a last line with no `\n`, if there is one. */
  end(): LineJob[] {
    // a `\r` that ended the input ends its last line
    const jobs = this.heldCr ? ((this.heldCr = false), this.push(Uint8Array.of(NEWLINE))) : [];
    if (this.partialBytes === 0 && this.dropped === 0) return jobs;
    return [...jobs, ...this.finishPartial(new Uint8Array(0))];
  }

  /**
   * `chunk` with each lone `\r` (one not followed by `\n`: old Mac line ends) made a `\n`; a
   * `\r` ending the chunk is held back until the next byte says which it is. Copied only when
   * a byte changes or one was held.
   */
  private lineEnds(chunk: Uint8Array): Uint8Array {
    if (chunk.length === 0) return chunk;
    let out = chunk;
    if (this.heldCr) {
      this.heldCr = false;
      out = new Uint8Array(chunk.length + 1);
      out[0] = CR;
      out.set(chunk, 1);
    }
    let copied = out !== chunk;
    for (let i = out.indexOf(CR); i >= 0; i = out.indexOf(CR, i + 1)) {
      if (i === out.length - 1) {
        this.heldCr = true;
        return out.subarray(0, i);
      }
      if (out[i + 1] === NEWLINE) continue;
      if (!copied) {
        out = Uint8Array.prototype.slice.call(out); // a copy: the source's bytes stay as they are
        copied = true;
      }
      out[i] = NEWLINE;
    }
    return out;
  }

  /**
   * Where a job taken from `chunk` ends: the last `\n` at or before index `limit`, but never
   * before `first`, the first `\n` of the job (a job always holds at least one whole line).
   */
  private jobEnd(chunk: Uint8Array, first: number, limit: number): number {
    if (limit <= first) return first;
    const found = chunk.lastIndexOf(NEWLINE, Math.min(limit, chunk.length - 1));
    return found < first ? first : found;
  }

  /** Keeps `chunk[from, to)` of the pending line, or counts it as dropped past the limit. */
  private keep(chunk: Uint8Array, from: number, to: number): void {
    if (to <= from) return;
    // (once the line is cut, nothing more of it is kept: its kept start may end a few bytes short of its limit)
    const room = this.dropped > 0 ? 0 : this.partialLimit - this.partialBytes;
    const kept = Math.max(0, Math.min(room, to - from));
    if (kept > 0) {
      // a copy (not Buffer#slice, a view): the source may reuse its buffer, and a view would
      // keep the whole chunk alive
      this.partial.push(Uint8Array.prototype.slice.call(chunk, from, from + kept));
      this.partialBytes += kept;
    }
    if (to - from > kept && !this.partialLimitKnown) {
      // the line runs past maxLineBytes: its start, now whole, says its limit (past the input's mark)
      this.partialLimitKnown = true;
      this.partialLimit = this.limitOf(this.partial) + this.markOf(this.partial);
      if (this.partialLimit > this.partialBytes) {
        this.keep(chunk, from + kept, to);
        return;
      }
    }
    if (to - from > kept) {
      if (this.dropped === 0) this.dropUnfinished();
      this.dropped += to - from - kept;
      this.lastDropped = chunk[to - 1];
      this.droppedStart.feed(chunk, from + kept, to);
    }
  }

  /**
   * Where the pending line is cut (its first byte dropped is next): moves the bytes of a character
   * its kept start does not finish from the kept bytes to the dropped ones.
   */
  private dropUnfinished(): void {
    const tail: number[] = [];
    for (let p = this.partial.length - 1; p >= 0 && tail.length < 3; p--) {
      const piece = this.partial[p];
      for (let i = piece.length - 1; i >= 0 && tail.length < 3; i--) tail.unshift(piece[i]);
    }
    const n = unfinished(tail);
    if (n === 0) return;
    const moved = Uint8Array.from(tail.slice(tail.length - n));
    for (let left = n; left > 0; ) {
      const last = this.partial[this.partial.length - 1];
      const cut = Math.min(left, last.length);
      if (cut === last.length) this.partial.pop();
      else this.partial[this.partial.length - 1] = last.subarray(0, last.length - cut);
      left -= cut;
    }
    this.partialBytes -= n;
    this.dropped += n;
    this.droppedStart.feed(moved, 0, n);
  }

  /** The job opened by the pending line, followed by `rest` (its `\n` and more whole lines): more than one past `jobLines`. */
  private finishPartial(rest: Uint8Array): LineJob[] {
    const bytes = new Uint8Array(this.partialBytes + rest.length);
    let at = 0;
    for (const piece of this.partial) {
      bytes.set(piece, at);
      at += piece.length;
    }
    bytes.set(rest, at);
    const cuts: LineCut[] = [];
    const full = this.partialBytes + this.dropped - (this.dropped > 0 && this.lastDropped === CR ? 1 : 0);
    const mark = this.markOf(this.partial);
    if (full > this.partialBytes) cuts.push({ line: this.nextLine, bytes: full - mark, kept: this.partialLimit - mark, rest: this.droppedStart.kind });
    this.partial = [];
    this.partialBytes = 0;
    this.partialLimit = this.maxLineBytes;
    this.partialLimitKnown = false;
    this.dropped = 0;
    this.lastDropped = -1;
    this.droppedStart = new LeadingBlanks();
    return this.job(bytes, cuts);
  }

  /** The jobs of `bytes` (whole lines, with the `cuts` already made): one, or more past `jobLines`. */
  private job(bytes: Uint8Array, cuts: LineCut[]): LineJob[] {
    const counted = this.countLines?.(bytes);
    if (counted !== undefined && counted.longest <= this.maxLineBytes) {
      // every line within the limit (a `\r` counted): the `\n`s, and a last line without one
      const lineCount = counted.newlines + (bytes.length > 0 && bytes[bytes.length - 1] !== NEWLINE ? 1 : 0);
      return this.split(bytes, lineCount, cuts);
    }
    let lineCount = 0;
    let long: number[] | undefined; // [start, end) byte ranges of lines over their limit, the limit, the mark's bytes
    let lineStart = 0;
    for (let i = bytes.indexOf(NEWLINE); ; i = bytes.indexOf(NEWLINE, i + 1)) {
      const end = i < 0 ? bytes.length : i;
      if (i >= 0 || end > lineStart) lineCount++;
      const contentEnd = end > lineStart && bytes[end - 1] === CR ? end - 1 : end;
      const mark = lineStart === 0 ? this.markOf([bytes]) : 0;
      if (contentEnd - lineStart - mark > this.maxLineBytes) {
        const limit = this.limitOf([bytes.subarray(lineStart, lineStart + mark + this.maxLineBytes)]);
        if (contentEnd - lineStart - mark > limit) (long ??= []).push(lineStart, end, limit, mark);
      }
      if (i < 0) break;
      lineStart = i + 1;
    }
    if (long) ({ bytes, cuts } = this.cutLong(bytes, long, cuts));
    return this.split(bytes, lineCount, cuts);
  }

  /**
   * `bytes` (`lineCount` whole lines, numbered from the next line) as jobs of at most `jobLines`
   * lines each, in order: views of `bytes`, each cut taken by the job holding its line.
   */
  private split(bytes: Uint8Array, lineCount: number, cuts: readonly LineCut[]): LineJob[] {
    const jobs: LineJob[] = [];
    let from = 0;
    for (let left = lineCount; ; ) {
      const lines = Math.min(left, this.jobLines);
      let end = bytes.length;
      if (lines < left) {
        end = from - 1;
        for (let n = 0; n < lines; n++) end = bytes.indexOf(NEWLINE, end + 1);
        end++;
      }
      const firstLine = this.nextLine;
      const own = lines === lineCount ? cuts : cuts.filter((c) => c.line >= firstLine && c.line < firstLine + lines);
      jobs.push({ seq: this.nextSeq++, bytes: from === 0 && end === bytes.length ? bytes : bytes.subarray(from, end), firstLine, lineCount: lines, cuts: own });
      this.nextLine += lines;
      left -= lines;
      from = end;
      if (left === 0) return jobs;
    }
  }

  /**
   * The limit of a line longer than `maxLineBytes`, by its first `maxLineBytes` bytes (`start`,
   * in pieces): {@link jsonLineBytes} for JSON or a link, else `maxLineBytes`.
   */
  private limitOf(start: readonly Uint8Array[]): number {
    if (this.jsonLineBytes === this.maxLineBytes) return this.maxLineBytes;
    const bytes = new Uint8Array(this.maxLineBytes);
    let at = 0;
    for (const piece of start) {
      bytes.set(piece.subarray(0, this.maxLineBytes - at), at);
      at += Math.min(piece.length, this.maxLineBytes - at);
    }
    return isJsonOrLinkLine(new TextDecoder().decode(bytes.subarray(0, at))) ? this.jsonLineBytes : this.maxLineBytes;
  }

  /**
   * The bytes of the UTF-8 byte-order mark that starts the input, when `start` (pieces) is the
   * start of the input's first line and has one: 3; else 0.
   */
  private markOf(start: readonly Uint8Array[]): number {
    if (this.nextLine !== 1 || this.nextSeq !== 0) return 0;
    const head: number[] = [];
    for (const piece of start) for (let i = 0; i < piece.length && head.length < 3; i++) head.push(piece[i]);
    return head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  }

  /**
   * `bytes` with each line of `long` (range, limit and mark bytes) cut to its limit past its
   * mark, as if it had come in pieces: a line's verdict must not depend on where the source's
   * chunks happened to end.
   */
  private cutLong(bytes: Uint8Array, long: readonly number[], cuts: LineCut[]): { bytes: Uint8Array; cuts: LineCut[] } {
    const parts: Uint8Array[] = [];
    const added: LineCut[] = [];
    let from = 0;
    for (let k = 0; k < long.length; k += 4) {
      const [start, end, kept, mark] = [long[k], long[k + 1], long[k + 2], long[k + 3]];
      const limit = start + mark + kept;
      const cutAt = limit - unfinished(bytes.subarray(Math.max(start + mark, limit - 3), limit));
      parts.push(bytes.subarray(from, cutAt));
      from = end;
      let line = this.nextLine;
      for (let i = bytes.indexOf(NEWLINE); i >= 0 && i < start; i = bytes.indexOf(NEWLINE, i + 1)) line++;
      const rest = new LeadingBlanks().feed(bytes, cutAt, end).kind;
      added.push({ line, bytes: end - start - mark - (bytes[end - 1] === CR ? 1 : 0), kept, rest });
    }
    parts.push(bytes.subarray(from));
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return { bytes: out, cuts: [...cuts, ...added].sort((a, b) => a.line - b.line) };
  }
}

/**
 * How many bytes at the end of `tail` (the last three bytes or fewer of a line's kept start)
 * begin a UTF-8 character they do not finish: 0 to 3.
 */
function unfinished(tail: ArrayLike<number>): number {
  for (let k = 1; k <= tail.length; k++) {
    const b = tail[tail.length - k];
    if ((b & 0xc0) === 0x80) continue; // a continuation byte
    if (b < 0xc0) return 0; // ASCII
    const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
    return length > k ? k : 0;
  }
  return 0;
}
