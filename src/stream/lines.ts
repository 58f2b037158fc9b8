/**
 * A job's bytes → its numbered puzzle lines.
 *
 * Owns: decoding (UTF-8; invalid bytes become U+FFFD; a BOM is dropped at the very start of the
 * input only), splitting on `\n` (one trailing `\r` is removed), numbering, skipping blank and
 * `#` lines, and carrying the true length of lines the chunker cut (chunks.ts). Does not own:
 * where jobs end (chunks.ts) or what a line means (the library's parser).
 *
 *   LineJob.bytes ──TextDecoder──► text ──split '\n'──► keep / skip ──► PuzzleLine[]
 */
import type { LineJob } from './chunks';

/** One line that needs a verdict. */
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
}

/** The puzzle lines of a job, and how many lines it skipped. */
export interface JobLines {
  readonly lines: PuzzleLine[];
  /** Blank and `#` lines. */
  readonly skipped: number;
}

/**
 * True for lines that get no verdict: blank, or `#` as the first non-whitespace character.
 * Whitespace is the text layer's class (\t \n \v \f \r, space, U+00A0, U+FEFF).
 */
export function isSkippedLine(text: string): boolean {
  let i = 0;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i === text.length || text.charCodeAt(i) === 0x23; /* # */
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0xfeff;
}

const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** Decodes and splits `job` into the lines that need a verdict, in order. */
export function jobLines(job: LineJob): JobLines {
  let text = decoder.decode(job.bytes);
  if (job.firstLine === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines: PuzzleLine[] = [];
  let skipped = 0;
  let cut = 0;
  let start = 0;
  for (let k = 0; k < job.lineCount; k++) {
    const nl = text.indexOf('\n', start);
    let end = nl < 0 ? text.length : nl;
    if (end > start && text.charCodeAt(end - 1) === 0x0d) end--;
    const line = job.firstLine + k;
    const content = text.slice(start, end);
    start = nl < 0 ? text.length : nl + 1;
    let length = content.length;
    if (cut < job.cuts.length && job.cuts[cut].line === line) length = Math.max(length + 1, job.cuts[cut++].bytes);
    if (isSkippedLine(content)) {
      skipped++;
      continue;
    }
    lines.push({ line, text: content, length });
  }
  return { lines, skipped };
}
