/**
 * `timeoutMs` in the search for a step (src/logic/solver.ts, the forcing engine's clock in
 * src/logic/techniques/forcing/engine.ts): `nextStep`, `findAll` and `hint` stop with a
 * `LogicError` (`unknown`) naming the budget, `logicSolve` with status `limit`, also in the
 * middle of one technique's search; a budget that does not run out changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { findAll, hint, LogicError, logicSolve, nextStep } from '../../src/logic/solver';

/**
 * Sixteen givens of a solution: a nested forcing net searches this grid for a few hundred ms and
 * finds nothing (it is not open: some candidate is in no solution, so the search runs).
 */
const OPEN = '4.8.3..27.51........2....6.........8...........5.....484.............9..........6';
const HARD = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
const NESTED = ['forcing-net-nested'];

function timed<T>(run: () => T): { ms: number; value?: T; error?: unknown } {
  const start = performance.now();
  try {
    const value = run();
    return { ms: performance.now() - start, value };
  } catch (error) {
    return { ms: performance.now() - start, error };
  }
}

describe('timeoutMs in the search for a step', () => {
  it('findAll and nextStep stop inside a forcing search, with a LogicError that names the budget', () => {
    const whole = timed(() => findAll(OPEN, NESTED));
    expect(whole.value).toEqual([]);
    const runs: (() => unknown)[] = [() => findAll(OPEN, NESTED, { timeoutMs: 1 }), () => nextStep(OPEN, { techniques: NESTED, timeoutMs: 1 })];
    for (const run of runs) {
      const cut = timed(run);
      expect(cut.error).toBeInstanceOf(LogicError);
      expect((cut.error as LogicError).reason).toBe('unknown');
      expect((cut.error as LogicError).message).toMatch(/the time budget \(timeoutMs: 1\) ran out before the search for steps finished/);
      expect(cut.ms).toBeLessThan(whole.ms / 2); // stopped in the middle, not after the technique
    }
  });

  it('hint stops in its step search too; logicSolve gives the steps so far with status limit', () => {
    const cut = timed(() => hint(HARD, { techniques: NESTED, timeoutMs: 1 }));
    expect(cut.error).toBeInstanceOf(LogicError);
    expect((cut.error as LogicError).reason).toBe('unknown');
    const solved = logicSolve(HARD, { techniques: NESTED, timeoutMs: 1 });
    expect(solved.status).toBe('limit');
  });

  it('a budget that does not run out changes no answer', () => {
    expect(findAll(OPEN, NESTED, { timeoutMs: 600_000 })).toEqual(findAll(OPEN, NESTED));
    expect(nextStep(HARD, { techniques: NESTED, timeoutMs: 600_000 })).toEqual(nextStep(HARD, { techniques: NESTED }));
    expect(hint(HARD, { timeoutMs: 600_000 })).toEqual(hint(HARD));
    expect(logicSolve(HARD, { timeoutMs: 600_000 }).steps).toEqual(logicSolve(HARD).steps);
  });
});
