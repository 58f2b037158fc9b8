/**
 * A one-line progress bar on a terminal (stderr), for long commands.
 *
 * Owns: drawing, throttling (at most 10 redraws a second) and clearing the line. Does not own:
 * deciding whether to show one (the caller checks `isTTY`).
 *
 *   ProgressBar  [##########··········]  50%  882/1,764 units  0:41 elapsed  ~0:41 left
 *   RunProgress  [##########··········]  50%  1,234,567 puzzles  208,123/s  0:05 elapsed  ~0:05 left
 *                (the bar, percent and time left only when the input's size is known)
 */

/** Where the bar is drawn (process.stderr, or a fake in tests). */
export interface ProgressStream {
  write(text: string): unknown;
  readonly columns?: number;
}

const WIDTH = 24;
// Made on first use: most runs never draw a progress bar.
let countFormat: Intl.NumberFormat | undefined;
const count = { format: (x: number) => (countFormat ??= new Intl.NumberFormat('en-US')).format(x) };

function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/**
 * Redraws `line` in place on `stream`, cut to the terminal's width; a width the terminal does
 * not report (undefined, or 0 as some terminals give) is taken as 80.
 */
function draw(stream: ProgressStream, line: string): void {
  const max = (stream.columns || 80) - 1;
  stream.write(`\r${line.slice(0, max)}\x1b[K`);
}

function bar(fraction: number): string {
  const filled = Math.round(Math.min(1, fraction) * WIDTH);
  return `[${'#'.repeat(filled)}${'·'.repeat(WIDTH - filled)}]  ${String(Math.floor(Math.min(1, fraction) * 100)).padStart(3)}%`;
}

/** The progress of a command over its input: puzzles, rate, and with a known size the share done and time left. */
export class RunProgress {
  private readonly started = performance.now();
  private lastDraw = -Infinity;

  /** @param totalBytes the input's size, when known (a file); undefined for a pipe */
  constructor(
    private readonly stream: ProgressStream,
    private readonly totalBytes: number | undefined,
  ) {}

  /** Records progress; redraws at most 10 times a second. */
  update(bytes: number, puzzles: number): void {
    const now = performance.now();
    if (now - this.lastDraw < 100) return;
    this.lastDraw = now;
    const elapsed = (now - this.started) / 1000;
    const known = this.totalBytes !== undefined && this.totalBytes > 0;
    const fraction = known ? bytes / this.totalBytes! : 0;
    const left = known && bytes > 0 ? (elapsed * (this.totalBytes! - bytes)) / bytes : NaN;
    const parts = [
      known ? bar(fraction) : '',
      `${count.format(puzzles)} puzzles`,
      elapsed > 0 ? `${count.format(Math.round(puzzles / elapsed))}/s` : '',
      `${clock(elapsed)} elapsed`,
      Number.isFinite(left) && fraction < 1 ? `~${clock(left)} left` : '',
    ];
    draw(this.stream, parts.filter(Boolean).join('  '));
  }

  /** Clears the bar's line. */
  clear(): void {
    this.stream.write('\r\x1b[K');
  }
}

/** A progress bar counting `unit`s. */
export class ProgressBar {
  private readonly started = performance.now();
  private lastDraw = -Infinity;

  constructor(
    private readonly stream: ProgressStream,
    private readonly unit: string,
  ) {}

  /** Records progress; redraws when 100 ms have passed or the work is done. */
  update(done: number, total: number): void {
    const now = performance.now();
    if (done < total && now - this.lastDraw < 100) return;
    this.lastDraw = now;
    const fraction = total > 0 ? done / total : 1;
    const elapsed = (now - this.started) / 1000;
    const left = done > 0 ? (elapsed * (total - done)) / done : NaN;
    const parts = [
      bar(fraction),
      `${count.format(done)}/${count.format(total)} ${this.unit}`,
      `${clock(elapsed)} elapsed`,
      Number.isFinite(left) && done < total ? `~${clock(left)} left` : '',
    ];
    draw(this.stream, parts.filter(Boolean).join('  '));
  }

  /** Clears the bar's line. */
  clear(): void {
    this.stream.write('\r\x1b[K');
  }
}
