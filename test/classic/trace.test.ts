/**
 * backtrackTrace: its counters are backtrack()'s (the twin's sink changes nothing), replaying
 * its events over the givens ends on the solution, and the event budget truncates.
 */
import { describe, expect, it } from 'vitest';
import { backtrack, parseBoard } from '../../src/index';
import { backtrackTrace, decodeTraceEvent } from '../../src/classic/index';

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const FOUR = '..434321.2343412';

/** Replays a trace's events over the givens; returns the board it ends on, checking each event. */
function replay(puzzle: string, events: Int32Array): string {
  const board = parseBoard(puzzle);
  const cells = Array.from(board.cells);
  for (const e of events) {
    const { place, cell, digit } = decodeTraceEvent(e);
    if (place) {
      expect(cells[cell]).toBe(0);
      cells[cell] = digit;
    } else {
      expect(cells[cell]).toBe(digit);
      cells[cell] = 0;
    }
  }
  return cells.join('');
}

describe('backtrackTrace', () => {
  for (const digitOrder of ['ascending', 'descending', 'shuffled'] as const) {
    for (const cellOrder of ['reading', 'mrv'] as const) {
      it(`has backtrack()'s counters and replays to the solution (${digitOrder}, ${cellOrder})`, () => {
        const options = { digitOrder, cellOrder, seed: 7 };
        const trace = backtrackTrace(EASY, { ...options, maxEvents: 1_000_000 });
        const run = backtrack(EASY, options);
        expect(trace.truncated).toBe(false);
        expect([trace.recursions, trace.backtracks, trace.count, trace.seed]).toEqual([run.recursions, run.backtracks, run.count, run.seed]);
        expect(trace.solution).toBe(run.solution);
        expect(replay(EASY, trace.events)).toBe(run.solution);
        // every recursion but the first follows a placement; every backtrack is a removal
        const places = trace.events.filter((e) => e >= 0).length;
        expect(places).toBe(trace.recursions - 1);
        expect(trace.events.length - places).toBe(trace.backtracks);
      });
    }
  }

  it('works on 4×4 and with limit 2 (the search exhausted: every digit taken back)', () => {
    const trace = backtrackTrace(FOUR, { limit: 2 });
    const run = backtrack(FOUR, { limit: 2 });
    expect([trace.recursions, trace.backtracks, trace.count]).toEqual([run.recursions, run.backtracks, 1]);
    expect(replay(FOUR, trace.events)).toBe(FOUR.replace(/\./g, '0'));
  });

  it('truncates at maxEvents and stops the search there', () => {
    const full = backtrackTrace(EASY, { maxEvents: 1_000_000 });
    const cut = backtrackTrace(EASY, { maxEvents: 100 });
    expect(cut.truncated).toBe(true);
    expect(cut.events.length).toBe(100);
    expect(Array.from(cut.events)).toEqual(Array.from(full.events.subarray(0, 100)));
    expect(cut.solution).toBeNull();
    expect(cut.stopped).toBe(false);
    expect(cut.recursions).toBeLessThan(full.recursions);
  });

  it('a recursion budget is stopped, not truncated', () => {
    const trace = backtrackTrace(EASY, { maxRecursions: 20 });
    expect(trace).toMatchObject({ stopped: true, truncated: false, recursions: 20, solution: null });
  });

  it('checks its options', () => {
    expect(() => backtrackTrace(EASY, { maxEvents: 0 })).toThrow(RangeError);
    expect(() => backtrackTrace(EASY, { maxEvents: '5' as unknown as number })).toThrow(TypeError);
    expect(() => backtrackTrace(EASY, { digitOrder: 'random' as 'shuffled' })).toThrow(/expected 'ascending', 'descending' or 'shuffled', got the string "random"/);
  });

  it('decodes events', () => {
    expect(decodeTraceEvent(5 * 128 + 9)).toEqual({ place: true, cell: 5, digit: 9 });
    expect(decodeTraceEvent(~(4095 * 128 + 64))).toEqual({ place: false, cell: 4095, digit: 64 });
  });
});
