/**
 * The play timer: a stopwatch that runs while the player plays and stops while the page is
 * hidden, the game is paused or the puzzle is done. Pure (the time comes from the caller), so
 * it is unit-tested in Node.
 *
 * Owns: {@link Stopwatch}, {@link formatDuration}. Does not own: when to pause (the page
 * listens to `visibilitychange` and the Pause button: web/src/panels/finish.ts).
 */

/** Elapsed play time, paused and resumed at the caller's times (milliseconds). */
export class Stopwatch {
  private since: number | null = null;

  /** A stopped stopwatch showing `total` milliseconds (0, or a restored game's time). */
  constructor(private total = 0) {}

  /** Starts (or resumes) at `now`; a running stopwatch keeps running. */
  run(now: number): void {
    if (this.since === null) this.since = now;
  }

  /** Stops at `now`, keeping the time so far; a stopped stopwatch stays stopped. */
  stop(now: number): void {
    if (this.since === null) return;
    this.total += Math.max(0, now - this.since);
    this.since = null;
  }

  /** Whether it is running. */
  get running(): boolean {
    return this.since !== null;
  }

  /** Milliseconds counted up to `now`. */
  elapsed(now: number): number {
    return this.total + (this.since === null ? 0 : Math.max(0, now - this.since));
  }
}

/** A duration as a clock shows it: `0:07`, `12:34`, `1:02:03`. */
export function formatDuration(ms: number): string {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** A duration in words, for announcements: `4 minutes 12 seconds`, `1 second`. */
export function spokenDuration(ms: number): string {
  const s = Math.floor(ms / 1000);
  const parts: string[] = [];
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const unit = (k: number, word: string): string => `${k} ${word}${k === 1 ? '' : 's'}`;
  if (h > 0) parts.push(unit(h, 'hour'));
  if (m > 0) parts.push(unit(m, 'minute'));
  if (sec > 0 || parts.length === 0) parts.push(unit(sec, 'second'));
  return parts.join(' ');
}
