/**
 * Input of multi-line grids (what `formatGrid` and `formatBoard(…, { style: 'grid' })` write):
 * grids separated by blank lines, one answer per grid.
 *
 * Owns, for the CLI (the library's streams read one puzzle per line): cutting jobs at blank
 * lines only ({@link GridJobs}, after the {@link LineChunker}), the grids of a job
 * ({@link jobGrids}: runs of non-blank lines, each numbered by its first line), and the rule
 * that tells a grid row from a puzzle line ({@link isGridRow}, for recognising grid input
 * without `--grid`). Does not own: reading a grid (the library's `parseBoard`) nor lines
 * (src/stream/chunks.ts, lines.ts).
 *
 *   LineJob … ─► GridJobs (jobs end after a blank line) ─► jobGrids ─► { line, text } per grid
 */
import type { LineCut, LineJob } from '../../stream/chunks.js';

/** A grid, as text: its lines joined with `\n`, and the number of its first line. */
export interface GridBlock {
  /** 1-based line number of the grid's first line. */
  readonly line: number;
  /** The grid's lines (comment and separator lines included: the grid reader skips them). */
  readonly text: string;
  /** Lines of the grid. */
  readonly lines: number;
}

/** The grids of a job, and how many lines were no part of one (blank, or only comments). */
export interface JobGrids {
  readonly grids: GridBlock[];
  readonly skipped: number;
}

/**
 * Most bytes held while waiting for a blank line: past it a job is let go as it is (a 64×64
 * grid written with spaces is about 9 KB; input without blank lines for this long is no file
 * of grids).
 */
export const MAX_GRID_JOB_BYTES = 1 << 20;

const NEWLINE = 0x0a;

/**
 * Re-cuts the jobs of a {@link LineChunker} so that each ends after a blank line (or at the end
 * of the input): no grid is split between two jobs. Jobs keep their order; `seq` is renumbered.
 */
export class GridJobs {
  private pending: LineJob[] = [];
  private pendingBytes = 0;
  private nextSeq = 0;

  /** The chunker's last job, held back until the next (at the end it needs no cut). */
  private held: LineJob | undefined;

  /** Takes the chunker's next jobs; returns the jobs that end after a blank line. */
  push(jobs: readonly LineJob[]): LineJob[] {
    const out: LineJob[] = [];
    for (const next of jobs) {
      const job = this.held;
      // a copy: the chunker's jobs are views of the source's chunks, which a file input
      // reuses (src/cli/read/input.ts) once their jobs are done; this one waits for the next
      this.held = { ...next, bytes: next.bytes.slice() };
      if (job === undefined) continue;
      const cut = lastBlankLineEnd(job.bytes);
      if (cut < 0 && this.pendingBytes + job.bytes.length <= MAX_GRID_JOB_BYTES) {
        this.pending.push(job);
        this.pendingBytes += job.bytes.length;
        continue;
      }
      const end = cut < 0 ? job.bytes.length : cut;
      const head = slice(job, 0, end);
      out.push(this.merge([...this.pending, head]));
      this.pending = [];
      this.pendingBytes = 0;
      if (end < job.bytes.length) {
        const tail = slice(job, end, job.bytes.length);
        this.pending.push(tail);
        this.pendingBytes = tail.bytes.length;
      }
    }
    return out;
  }

  /** Ends the input: the job holding what is left, if anything is. */
  end(): LineJob[] {
    if (this.held !== undefined) this.pending.push(this.held);
    this.held = undefined;
    if (this.pending.length === 0) return [];
    const job = this.merge(this.pending);
    this.pending = [];
    this.pendingBytes = 0;
    return [job];
  }

  private merge(parts: readonly LineJob[]): LineJob {
    const bytes = parts.length === 1 ? parts[0].bytes : concat(parts.map((p) => p.bytes));
    return {
      seq: this.nextSeq++,
      bytes,
      firstLine: parts[0].firstLine,
      lineCount: parts.reduce((n, p) => n + p.lineCount, 0),
      cuts: parts.flatMap((p) => p.cuts),
    };
  }
}

/** The index just after the `\n` of the last blank (whitespace-only) line of `bytes`, or -1. */
function lastBlankLineEnd(bytes: Uint8Array): number {
  let end = bytes.length;
  if (end > 0 && bytes[end - 1] === NEWLINE) end--;
  // walk the lines backwards: [start, nl) is a line ending at nl
  for (let nl = bytes.lastIndexOf(NEWLINE, end - 1); nl >= 0; ) {
    const start = bytes.lastIndexOf(NEWLINE, nl - 1) + 1;
    if (isBlank(bytes, start, nl)) return nl + 1;
    nl = start - 1;
  }
  return -1;
}

function isBlank(bytes: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const b = bytes[i];
    if (b !== 32 && (b < 9 || b > 13)) return false;
  }
  return true;
}

/** The part `[from, to)` of a job (both at line starts), as a job of its own. */
function slice(job: LineJob, from: number, to: number): LineJob {
  let firstLine = job.firstLine;
  for (let i = job.bytes.indexOf(NEWLINE); i >= 0 && i < from; i = job.bytes.indexOf(NEWLINE, i + 1)) firstLine++;
  const bytes = job.bytes.subarray(from, to);
  let lineCount = 0;
  for (let i = bytes.indexOf(NEWLINE); i >= 0; i = bytes.indexOf(NEWLINE, i + 1)) lineCount++;
  if (bytes.length > 0 && bytes[bytes.length - 1] !== NEWLINE) lineCount++;
  const cuts: LineCut[] = job.cuts.filter((c) => c.line >= firstLine && c.line < firstLine + lineCount);
  return { seq: job.seq, bytes, firstLine, lineCount, cuts };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * The grids of `job`: runs of non-blank lines (a BOM at the very start of the input and one
 * `\r` per line left out), each numbered by its first line that is not a `#` comment. A run of
 * comment lines only is no grid: its lines count as skipped, with the blank ones.
 */
export function jobGrids(job: LineJob): JobGrids {
  let text = decoder.decode(job.bytes);
  if (job.firstLine === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = text.split('\n');
  if (lines.length > job.lineCount) lines.length = job.lineCount; // the empty string after a last '\n'
  const grids: GridBlock[] = [];
  let skipped = 0;
  let block: string[] = [];
  let blockStart = 0;
  const close = (): void => {
    if (block.length === 0) return;
    const first = block.findIndex((l) => !l.trimStart().startsWith('#')); // comments before a grid are no part of it
    if (first < 0) skipped += block.length;
    else grids.push({ line: job.firstLine + blockStart + first, text: block.join('\n'), lines: block.length });
    block = [];
  };
  lines.forEach((raw, k) => {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') {
      close();
      skipped++;
      return;
    }
    if (block.length === 0) blockStart = k;
    block.push(line);
  });
  close();
  return { grids, skipped };
}

/** Sides of the boards the package reads. */
const SIDES = new Set([4, 9, 16, 25, 36, 49, 64]);

/**
 * True when `line` is a row of a grid, not a one-line puzzle: N symbols (or numbers) separated
 * by spaces and `|`, N a board side (4, 9, 16, … 64). A one-line puzzle has its cells together
 * (at most trailing fields after a space), so such a line could only be an invalid puzzle line:
 * reading it as a grid row takes nothing away.
 */
export function isGridRow(line: string): boolean {
  const tokens = line.split(/[\s|]+/).filter((t) => t !== '');
  if (!SIDES.has(tokens.length)) return false;
  return tokens.every((t) => t.length === 1 || (/^\d+$/.test(t) && Number(t) <= tokens.length));
}

/** The first line of the input's first bytes that is not blank and not a `#` comment, if any. */
export function firstContentLine(bytes: Uint8Array): string | undefined {
  const text = decoder.decode(bytes.subarray(0, Math.min(bytes.length, 65536)));
  const lines = text.replace(/^\ufeff/, '').split(/\r\n|\n|\r/); // the line ends of the chunker (src/stream/chunks.ts)
  return lines.find((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
}
