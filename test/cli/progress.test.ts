/** Unit tests of the progress displays (src/cli/write/progress.ts), on a fake terminal. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar, RunProgress } from '../../src/cli/write/progress';

function fakeTerminal(columns = 200) {
  const writes: string[] = [];
  return { stream: { columns, write: (t: string) => writes.push(t) }, writes };
}

afterEach(() => vi.useRealTimers());

describe('RunProgress', () => {
  it('with a known size: bar, percent, puzzles, rate, elapsed and time left', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { stream, writes } = fakeTerminal();
    const bar = new RunProgress(stream, 1000);
    vi.advanceTimersByTime(2000);
    bar.update(250, 50_000);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^\r\[#{6}·{18}\]   25%  50,000 puzzles  25,000\/s  0:02 elapsed  ~0:06 left\x1b\[K$/);
  });

  it('with no size (a pipe): puzzles and rate only; at most 10 redraws a second; cut to the width', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { stream, writes } = fakeTerminal(20);
    const bar = new RunProgress(stream, undefined);
    vi.advanceTimersByTime(1000);
    bar.update(10, 7);
    bar.update(20, 8); // within 100 ms: not drawn
    vi.advanceTimersByTime(150);
    bar.update(30, 9);
    expect(writes).toHaveLength(2);
    expect(writes[0]).toBe('\r7 puzzles  7/s  0:0\x1b[K');
    bar.clear();
    expect(writes[2]).toBe('\r\x1b[K');
  });

  it('a terminal that reports 0 columns (or none) is taken as 80 wide', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const line = (columns: number | undefined): string => {
      const writes: string[] = [];
      const bar = new RunProgress({ columns, write: (t: string) => writes.push(t) }, undefined);
      vi.advanceTimersByTime(1000);
      bar.update(10, 7);
      return writes[0];
    };
    expect(line(0)).toBe('\r7 puzzles  7/s  0:01 elapsed\x1b[K');
    expect(line(undefined)).toBe(line(0));
  });
});

describe('ProgressBar', () => {
  it('counts units out of a total', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { stream, writes } = fakeTerminal();
    const bar = new ProgressBar(stream, 'units');
    vi.advanceTimersByTime(1000);
    bar.update(5, 10);
    expect(writes[0]).toMatch(/\[#{12}·{12}\]   50%  5\/10 units  0:01 elapsed  ~0:01 left/);
  });
});
