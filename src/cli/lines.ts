/**
 * Streaming line reader: bytes in, batches of numbered puzzle lines out.
 *
 * Owns: decoding (UTF-8, invalid bytes become U+FFFD, a leading BOM is dropped), splitting on
 * `\n` (a trailing `\r` is removed), line numbering (1-based, counting every line), skipping
 * blank and `#` lines, and bounding memory: a line longer than `maxLineChars` keeps only its
 * first `maxLineChars` characters plus its true length, so 10 MB without a newline costs
 * 10 MB of reading but only `maxLineChars` of memory. Does not own: what a line means (the
 * library parses it) or where the bytes come from (input.ts).
 *
 *   chunk ──TextDecoder(stream)──► LineSplitter ──► keep / skip ──► batch (≤ batchSize) ──► yield
 */

/** One line that needs a verdict. */
export interface PuzzleLine {
  /** 1-based line number in the input, blank and comment lines included. */
  readonly line: number;
  /** The line without its end-of-line; cut to `maxLineChars` when {@link length} is larger. */
  readonly text: string;
  /** The full length of the line in UTF-16 code units (> text.length when cut). */
  readonly length: number;
}

/** Counters the reader keeps up to date while it runs (for summaries and progress). */
export interface ReadStats {
  /** Bytes consumed from the source so far. */
  bytes: number;
  /** Lines seen so far (the number of the last complete line). */
  lines: number;
  /** Blank and `#` lines skipped so far. */
  skipped: number;
}

export interface ReadOptions {
  /** Most lines per batch (default 1024). A batch also ends where a source chunk ends. */
  readonly batchSize?: number;
  /** Characters kept per line (default {@link DEFAULT_MAX_LINE_CHARS}). */
  readonly maxLineChars?: number;
  /** Updated in place as the input is read. */
  readonly stats?: ReadStats;
}

export const DEFAULT_BATCH_SIZE = 1024;
/** Above any puzzle line (64×64 = 4,096 cells plus trailing fields), far below a flood. */
export const DEFAULT_MAX_LINE_CHARS = 16384;

/**
 * True for lines that get no verdict: blank, or `#` as the first non-whitespace character.
 * Whitespace is the text layer's class (src/text/chars.ts `isSpace`: \t \n \v \f \r, space,
 * U+00A0, U+FEFF), so this agrees with `isPuzzleLine` there.
 */
export function isSkippedLine(text: string): boolean {
  let i = 0;
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i === text.length || text.charCodeAt(i) === 0x23; /* # */
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0xfeff;
}

/**
 * Splits decoded text into lines across chunk boundaries, keeping at most `maxLineChars`
 * characters of any line. Push text, then call {@link end} once.
 */
export class LineSplitter {
  private kept = '';
  private length = 0;
  private lastCode = -1;
  private lineNo = 0;

  constructor(private readonly maxLineChars = DEFAULT_MAX_LINE_CHARS) {}

  /** Number of the last line emitted. */
  get lines(): number {
    return this.lineNo;
  }

  /** Feeds `text`; calls `emit` for every line it completes. */
  push(text: string, emit: (line: number, text: string, length: number) => void): void {
    let start = 0;
    for (;;) {
      const nl = text.indexOf('\n', start);
      if (nl < 0) {
        this.append(text, start, text.length);
        return;
      }
      this.append(text, start, nl);
      this.flush(emit);
      start = nl + 1;
    }
  }

  /** Emits the last line if the input did not end with `\n`. */
  end(emit: (line: number, text: string, length: number) => void): void {
    if (this.length > 0) this.flush(emit);
  }

  private append(text: string, from: number, to: number): void {
    if (to <= from) return;
    const room = this.maxLineChars - this.kept.length;
    if (room > 0) this.kept += text.slice(from, Math.min(to, from + room));
    this.length += to - from;
    this.lastCode = text.charCodeAt(to - 1);
  }

  private flush(emit: (line: number, text: string, length: number) => void): void {
    let { kept, length } = this;
    if (this.lastCode === 0x0d /* \r */) {
      length--;
      if (kept.length > length) kept = kept.slice(0, length);
    }
    this.kept = '';
    this.length = 0;
    this.lastCode = -1;
    emit(++this.lineNo, kept, length);
  }
}

/**
 * Reads `source` (byte or string chunks, e.g. a Node stream) and yields the lines that need a
 * verdict, in order, in batches of at most `batchSize`. Nothing is held beyond one source
 * chunk, one partial line and one batch.
 */
export async function* readPuzzleBatches(
  source: AsyncIterable<Uint8Array | string>,
  options: ReadOptions = {},
): AsyncGenerator<PuzzleLine[], void, undefined> {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const stats = options.stats ?? { bytes: 0, lines: 0, skipped: 0 };
  const splitter = new LineSplitter(options.maxLineChars ?? DEFAULT_MAX_LINE_CHARS);
  const decoder = new TextDecoder('utf-8');
  let batch: PuzzleLine[] = [];
  const full: PuzzleLine[][] = [];
  const take = (line: number, text: string, length: number): void => {
    stats.lines = line;
    if (isSkippedLine(text)) {
      stats.skipped++;
      return;
    }
    batch.push({ line, text, length });
    if (batch.length >= batchSize) {
      full.push(batch);
      batch = [];
    }
  };

  for await (const chunk of source) {
    if (typeof chunk === 'string') {
      stats.bytes += chunk.length;
      splitter.push(chunk, take);
    } else {
      stats.bytes += chunk.byteLength;
      splitter.push(decoder.decode(chunk, { stream: true }), take);
    }
    // End the batch with the chunk, so output keeps pace with a slow (interactive) source.
    if (batch.length > 0) {
      full.push(batch);
      batch = [];
    }
    while (full.length > 0) yield full.shift()!;
  }
  splitter.push(decoder.decode(), take);
  splitter.end(take);
  if (batch.length > 0) full.push(batch);
  while (full.length > 0) yield full.shift()!;
}
