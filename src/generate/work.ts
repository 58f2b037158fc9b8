/**
 * The generator's work as JavaScript generators that pause where its budgets are read, so one
 * attempt can be run to its end (the sync calls, the worker threads) or handed the event loop
 * in between (the async calls: a 25×25 attempt or a hard rating takes seconds, and a page's
 * Cancel button must be heard while it runs).
 *
 * Owns: {@link Work} and its two drivers. Does not own: the budgets (generate.ts's check) or
 * the work itself (grids.ts, dig.ts, pattern.ts, judge.ts).
 *
 *   work:   grid slice ─ yield ─ count ─ yield ─ count ─ … ─ step ─ yield ─ step ─ … ─ result
 *   sync:   check() at every yield
 *   async:  check() at every yield, and a macrotask once 8 ms have passed since the last
 */
import { nextTurn, TURN_MS } from '../api/budget.js';

/** Work that pauses (yields nothing) wherever the budgets should be read, and returns a T. */
export type Work<T> = Generator<void, T, void>;

/**
 * Runs work to its end, calling `check` at each pause.
 * @param check reads the budgets; throws to stop the work
 */
export function runSync<T>(work: Work<T>, check?: () => void): T {
  try {
    for (;;) {
      const next = work.next();
      if (next.done) return next.value;
      check?.();
    }
  } finally {
    work.return(undefined as T); // stopped by `check`: the work's own `finally` runs (a held search is released)
  }
}

/** When the async driver last gave the event loop a turn (shared by the puzzles of one run). */
export interface YieldClock {
  lastYield: number;
}

/**
 * Runs work to its end, calling `check` at each pause and giving the event loop a turn (a
 * macrotask, so timers and input events run) once {@link TURN_MS} have passed.
 * @param check reads the budgets; throws to stop the work
 */
export async function runAsync<T>(work: Work<T>, check: () => void, clock: YieldClock): Promise<T> {
  try {
    for (;;) {
      const next = work.next();
      if (next.done) return next.value;
      if (performance.now() - clock.lastYield > TURN_MS) {
        await nextTurn();
        clock.lastYield = performance.now();
      }
      check();
    }
  } finally {
    work.return(undefined as T);
  }
}
