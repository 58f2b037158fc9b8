/** The play timer (web/src/state/clock.ts): runs, stops while hidden or paused, and reads as a clock. */
import { describe, expect, it } from 'vitest';
import { formatDuration, spokenDuration, Stopwatch } from '../../web/src/state/clock.js';

describe('Stopwatch', () => {
  it('counts only the time it runs', () => {
    const w = new Stopwatch();
    w.run(1000);
    expect(w.elapsed(4000)).toBe(3000);
    w.stop(5000); // the tab is hidden
    expect(w.elapsed(60_000)).toBe(4000);
    w.run(60_000); // visible again
    w.run(61_000); // a second start changes nothing
    expect(w.elapsed(62_000)).toBe(6000);
    w.stop(62_000);
    w.stop(70_000);
    expect(w.running).toBe(false);
    expect(w.elapsed(99_000)).toBe(6000);
  });

  it('reads as a clock and in words', () => {
    expect(formatDuration(7_900)).toBe('0:07');
    expect(formatDuration(754_000)).toBe('12:34');
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(spokenDuration(252_000)).toBe('4 minutes 12 seconds');
    expect(spokenDuration(1_000)).toBe('1 second');
    expect(spokenDuration(0)).toBe('0 seconds');
  });
});
