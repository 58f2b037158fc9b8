/**
 * The events of one classic backtracking search, for animating it (the demo's teaching panel):
 * every digit placed and every digit taken back, in order, with the search's own counters.
 *
 * Owns: {@link backtrackTrace}, the event encoding ({@link decodeTraceEvent}) and the event
 * budget. Does not own: the search or its counting rules: the events come from the TypeScript
 * twin (./backtrack-ts.ts) through its event sink, so `recursions` and `backtracks` are the
 * twin's by construction (and the twin matches the WebAssembly engine count for count).
 *
 * One Int32 per event (./trace-events.ts has the encoding). Replaying the events over the givens gives the board the search ends on: the first solution
 * when one was found and the trace is not truncated.
 */
import { parseAny } from '../api/input.js';
import { boardText } from '../api/board-text.js';
import type { PuzzleInput } from '../api/types.js';
import { runClassicTs } from './backtrack-ts.js';
import { keysOf, namingCall } from '../api/options.js';
import { BACKTRACK_OPTION_KEYS, integer, settingsOf } from './options.js';
import { encodeTraceEvent } from './trace-events.js';
import type { BacktrackOptions } from './types.js';

export { decodeTraceEvent } from './trace-events.js';
export type { TraceEvent } from './trace-events.js';

/** Events kept by default: enough for a long animation, small enough to post to a page. */
const DEFAULT_MAX_EVENTS = 20_000;
/** Most events a trace may ask for (400 MB of Int32). */
const MAX_EVENTS = 100_000_000;

/**
 * Options of {@link backtrackTrace}: those of `backtrack` (always on the TypeScript twin) plus an event budget.
 * @category Backtracking experiments
 */
export interface BacktrackTraceOptions extends Omit<BacktrackOptions, 'backend'> {
  /**
   * Events to keep (integer ≥ 1, default 20,000). The search stops at the event past this
   * budget (`truncated: true`), so a long search costs no more than its trace.
   */
  maxEvents?: number | undefined;
}

/** The keys of {@link BacktrackTraceOptions}. */
const TRACE_OPTION_KEYS: readonly string[] = [
  ...BACKTRACK_OPTION_KEYS.filter((key) => key !== 'backend'),
  ...keysOf<Pick<BacktrackTraceOptions, 'maxEvents'>>()({ maxEvents: true }),
];

/**
 * One search's events and counters.
 * @category Backtracking experiments
 */
export interface BacktrackTrace {
  /** The events in order (`decodeTraceEvent` reads one); their buffer is exactly as long as needed. */
  events: Int32Array;
  /** Calls of step() so far (as `backtrack` counts them). */
  recursions: number;
  /** Placed digits taken back so far. */
  backtracks: number;
  /** Solutions found (≤ limit). */
  count: number;
  /** The first solution as one line, or null (none found before the search ended). */
  solution: string | null;
  /** True when the event budget stopped the search; the counters are then those at the stop. */
  truncated: boolean;
  /** True when `maxRecursions` stopped the search. */
  stopped: boolean;
  /** The PRNG state after the run (uint32). */
  seed: number;
}

/**
 * Runs one counted classic backtracking search and records its events.
 *
 * @param puzzle any board the package parses (4×4 … 64×64).
 * @param options `digitOrder`, `cellOrder`, `seed`, `limit`, `maxRecursions`, `size`,
 *   `alphabet` as for `backtrack`, and `maxEvents` (20,000).
 * @returns the events and the counters; when not truncated, `recursions` and `backtracks` equal
 *   `backtrack(puzzle, options)`'s.
 * @throws {SudokuParseError} when the input is not a board.
 * @throws {TypeError} / {RangeError} for options of the wrong type or out of range.
 * @category Backtracking experiments
 */
export function backtrackTrace(puzzle: PuzzleInput, options?: BacktrackTraceOptions): BacktrackTrace {
  return namingCall('backtrackTrace', () => {
    const { settings } = settingsOf(options, true, TRACE_OPTION_KEYS, 'backtrackTrace');
    const maxEvents = integer(options?.maxEvents, 1, MAX_EVENTS, 'backtrackTrace: maxEvents', DEFAULT_MAX_EVENTS);
    const parseOptions = { size: options?.size, alphabet: options?.alphabet };
    const board = namingCall('backtrackTrace', () => parseAny(puzzle, parseOptions)); // the reader's size and alphabet checks, named
    let events = new Int32Array(Math.min(maxEvents, 1024));
    let length = 0;
    let truncated = false;
    const run = runClassicTs(board.n, board.cells, settings, (place, cell, digit) => {
      if (length === maxEvents) {
        truncated = true;
        return true;
      }
      if (length === events.length) {
        const grown = new Int32Array(Math.min(maxEvents, events.length * 2));
        grown.set(events);
        events = grown;
      }
      events[length++] = encodeTraceEvent(place, cell, digit);
      return false;
    });
    return {
      events: events.slice(0, length),
      recursions: run.recursions,
      backtracks: run.backtracks,
      count: run.count,
      solution: run.solution === null ? null : boardText(board.n, run.solution, parseOptions),
      truncated,
      stopped: run.stopped && !truncated,
      seed: run.seed,
    };
  });
}
