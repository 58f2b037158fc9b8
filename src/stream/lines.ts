/**
 * A job's bytes → its numbered puzzle lines.
 *
 * Owns: decoding (UTF-8; invalid bytes become U+FFFD; a BOM is dropped at the very start of the
 * input only), splitting on `\n` (one trailing `\r` is removed), numbering, skipping blank and
 * `#` lines, and carrying the true length of lines the chunker cut (chunks.ts). Does not own:
 * where jobs end (chunks.ts) or what a line means (the library's parser).
 *
 *   LineJob.bytes ──split '\n'──► keep / skip ──► byte ranges, no string at all   (jobLineRanges)
 *                                                   └──► each decoded ──► PuzzleLine[]  (jobLines)
 *
 * The ranges are the bulk path's where the WebAssembly core does not read the lines itself; the
 * strings serve commands that need a line's text (the logic commands, dedupe) and jobs holding
 * a line the chunker cut.
 *
 * The line rules here (split, `\r`, BOM, blank and `#` lines) are also the core's
 * (assembly/text/lines.ts `scanLines`, used by core-lines.ts): this file is their TypeScript
 * twin, and test/stream/core-lines.test.ts checks on random byte chunks that both give the same
 * lines, the same verdicts and the same count of skipped lines.
 */
import type { LineJob } from './chunks.js';

/**
 * One line that needs a verdict.
 * @category Many puzzles
 */
export interface PuzzleLine {
  /** 1-based line number in the input, blank and comment lines included. */
  readonly line: number;
  /** The line without its end of line; only its start when {@link length} is larger. */
  readonly text: string;
  /**
   * The line's full length: UTF-16 code units, or for a line the chunker cut, bytes (either
   * way larger than `text.length` exactly when the line was cut).
   */
  readonly length: number;
  /** For a line the chunker cut, the bytes it kept: the line's limit (chunks.ts `LineCut`). */
  readonly kept?: number;
}

/**
 * The puzzle lines of a job as byte ranges of `job.bytes` (what `validateByteLines` takes).
 * @category Many puzzles
 */
export interface JobLineRanges {
  /** Start and end (exclusive, without `\r\n`) of each puzzle line in `job.bytes`. */
  readonly starts: Int32Array;
  /** Where each puzzle line ends (exclusive), as {@link JobLineRanges.starts} says. */
  readonly ends: Int32Array;
  /** Their 1-based line numbers. */
  readonly numbers: Int32Array;
  /** Blank and `#` lines. */
  readonly skipped: number;
}

/**
 * The puzzle lines of a job, and how many lines it skipped.
 * @category Many puzzles
 */
export interface JobLines {
  /** The job's puzzle lines, in order. */
  readonly lines: PuzzleLine[];
  /** Blank and `#` lines. */
  readonly skipped: number;
}

const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * The puzzle lines of `job` as strings, in order: {@link jobLineRanges}, each kept range
 * decoded (a line of the job ends at a `\n`, which no multi-byte character contains), with the
 * true length of lines the chunker cut.
 * @category Many puzzles
 */
export function jobLines(job: LineJob): JobLines {
  const { starts, ends, numbers, skipped } = jobLineRanges(job);
  const lines: PuzzleLine[] = [];
  let cut = 0;
  for (let k = 0; k < numbers.length; k++) {
    const line = numbers[k];
    const text = decoder.decode(job.bytes.subarray(starts[k], ends[k]));
    while (cut < job.cuts.length && job.cuts[cut].line < line) cut++;
    const cutHere = cut < job.cuts.length && job.cuts[cut].line === line;
    lines.push(
      cutHere ? { line, text, length: Math.max(text.length + 1, job.cuts[cut].bytes), kept: job.cuts[cut].kept } : { line, text, length: text.length },
    );
  }
  return { lines, skipped };
}

const NEWLINE = 0x0a;

/**
 * The puzzle lines of `job` as ranges of `job.bytes`: split at `\n`, one trailing `\r` left
 * out, a BOM left out at the very start of the input, blank and `#` lines skipped. Lines the
 * chunker cut are not special here: a caller that must tell them apart ({@link LineJob.cuts}
 * not empty) uses {@link jobLines}.
 * @category Many puzzles
 */
export function jobLineRanges(job: LineJob): JobLineRanges {
  const { bytes } = job;
  const starts = new Int32Array(job.lineCount);
  const ends = new Int32Array(job.lineCount);
  const numbers = new Int32Array(job.lineCount);
  let kept = 0;
  for (let k = 0, pos = 0; k < job.lineCount; k++) {
    const { start, end, next } = lineRangeAt(bytes, pos, job.firstLine === 1);
    if (!isSkippedRange(bytes, start, end) || (job.cuts.length > 0 && cutPastBlanks(job, job.firstLine + k, bytes, start, end))) {
      starts[kept] = start;
      ends[kept] = end;
      numbers[kept++] = job.firstLine + k;
    }
    pos = next;
  }
  return { starts: starts.subarray(0, kept), ends: ends.subarray(0, kept), numbers: numbers.subarray(0, kept), skipped: job.lineCount - kept };
}

/**
 * The line that starts at byte `pos` of `bytes`, as a range: split at `\n`, one trailing `\r`
 * left out, a BOM left out at the very start of the input (`pos` 0 when `inputStart`); `next`
 * is where the following line starts (`bytes.length` after the last).
 */
export function lineRangeAt(bytes: Uint8Array, pos: number, inputStart: boolean): { start: number; end: number; next: number } {
  const nl = bytes.indexOf(NEWLINE, pos);
  const start = pos === 0 && inputStart && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : pos;
  let end = nl < 0 ? bytes.length : nl;
  if (end > start && bytes[end - 1] === 0x0d) end--;
  return { start, end, next: nl < 0 ? bytes.length : nl + 1 };
}

/**
 * True for a line that gets no verdict: whitespace (U+00A0 and U+FEFF included), then nothing
 * or `#`. The text layer's `isPuzzleLine`, negated, read on UTF-8 bytes (the tests check the
 * lines kept against a reference written out on strings, and against the core's copy,
 * assembly/text/lines.ts `isSkipped`).
 */
export function isSkippedRange(bytes: Uint8Array, start: number, end: number): boolean {
  let i = start;
  for (;;) {
    if (i >= end) return true;
    const b = bytes[i];
    if (b === 32 || (b >= 9 && b <= 13)) i++;
    else if (b === 0xc2 && bytes[i + 1] === 0xa0 && i + 1 < end) i += 2;
    else if (b === 0xef && bytes[i + 1] === 0xbb && bytes[i + 2] === 0xbf && i + 2 < end) i += 3;
    else return b === 0x23; /* # */
  }
}

/**
 * True when line `line` of `job` is one the chunker cut within its leading whitespace, and what
 * it dropped holds text: not a blank line, though its kept start is (a puzzle after 16 KiB of
 * spaces), so it must get a verdict.
 */
function cutPastBlanks(job: LineJob, line: number, bytes: Uint8Array, start: number, end: number): boolean {
  const cut = job.cuts.find((c) => c.line === line);
  return cut !== undefined && (cut.rest ?? 'text') === 'text' && new LeadingBlanks().feed(bytes, start, end).kind === 'blank';
}

/**
 * {@link isSkippedRange}'s reading of a line's start, on bytes that come in pieces (the chunker
 * sees the bytes it drops of a long line chunk by chunk): whitespace (U+00A0 and U+FEFF
 * included, even split between two pieces), then what comes first.
 */
export class LeadingBlanks {
  /** The first byte that is not whitespace, or -1 while there has been none. */
  private first = -1;
  /** The bytes of a two- or three-byte blank (U+00A0, U+FEFF) begun in the last piece. */
  private started: number[] = [];

  /** Reads `bytes[from, to)`, the next piece of the line; stops at its first byte that is not whitespace. */
  feed(bytes: Uint8Array, from: number, to: number): this {
    for (let i = from; i < to && this.first < 0; i++) {
      const b = bytes[i];
      if (this.started.length > 0) {
        const seq = this.started[0] === 0xc2 ? [0xc2, 0xa0] : [0xef, 0xbb, 0xbf];
        if (b !== seq[this.started.length]) this.first = this.started[0];
        else if (this.started.length + 1 === seq.length) this.started = [];
        else this.started.push(b);
      } else if (b === 0xc2 || b === 0xef) this.started = [b];
      else if (!(b === 32 || (b >= 9 && b <= 13))) this.first = b;
    }
    return this;
  }

  /** What the line read so far is: whitespace only, a `#` line, or text. */
  get kind(): 'blank' | 'comment' | 'text' {
    if (this.first === 0x23) return 'comment';
    return this.first >= 0 || this.started.length > 0 ? 'text' : 'blank';
  }
}
