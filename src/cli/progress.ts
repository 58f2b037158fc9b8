/**
 * A one-line progress bar on a terminal (stderr), for long commands.
 *
 * Owns: drawing, throttling (at most 10 redraws a second) and clearing the line. Does not own:
 * deciding whether to show one (the caller checks `isTTY`).
 *
 *   [##########··········]  50%  882/1,764 units  0:41 elapsed  ~0:41 left
 */

/** Where the bar is drawn (process.stderr, or a fake in tests). */
export interface ProgressStream {
  write(text: string): unknown;
  readonly columns?: number;
}

const WIDTH = 24;
const count = new Intl.NumberFormat('en-US');

function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
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
    const filled = Math.round(fraction * WIDTH);
    const elapsed = (now - this.started) / 1000;
    const left = done > 0 ? (elapsed * (total - done)) / done : NaN;
    const parts = [
      `[${'#'.repeat(filled)}${'·'.repeat(WIDTH - filled)}]`,
      `${String(Math.floor(fraction * 100)).padStart(3)}%`,
      `${count.format(done)}/${count.format(total)} ${this.unit}`,
      `${clock(elapsed)} elapsed`,
      Number.isFinite(left) && done < total ? `~${clock(left)} left` : '',
    ];
    const line = parts.filter(Boolean).join('  ');
    const max = (this.stream.columns ?? 80) - 1;
    this.stream.write(`\r${line.slice(0, max)}\x1b[K`);
  }

  /** Clears the bar's line. */
  clear(): void {
    this.stream.write('\r\x1b[K');
  }
}
