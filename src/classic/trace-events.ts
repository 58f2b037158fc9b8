/**
 * The encoding of a backtracking trace's events (./trace.ts), apart so that a page can read a
 * trace (e.g. one from the worker client) without loading the search.
 *
 * Owns: one Int32 per event (cells 0-based, < 4096; digits 1…64):
 *   placed:     e = cell · 128 + digit        (e ≥ 0)
 *   taken back: e = ~(cell · 128 + digit)     (e < 0)
 */
import { serializable } from '../api/error-json.js';

/** The Int32 of one event. */
export function encodeTraceEvent(place: boolean, cell: number, digit: number): number {
  const code = cell * 128 + digit;
  return place ? code : ~code;
}

/**
 * One decoded event.
 * @category Backtracking experiments
 */
export interface TraceEvent {
  /** True: the digit was placed; false: it was taken back (a backtrack). */
  place: boolean;
  /** 0-based cell, reading order. */
  cell: number;
  /** The digit, 1…N. */
  digit: number;
}

/**
 * Decodes one entry of a trace's `events` (`BacktrackTrace.events`).
 * @throws {TypeError} / {RangeError} when `event` is not such an entry
 * @category Backtracking experiments
 */
export function decodeTraceEvent(event: number): TraceEvent {
  // an event is an Int32 whose digit part is 1…64 (a placement or a taking back of one)
  if (typeof event !== 'number' || (event | 0) !== event) throw notAnEvent(event);
  const place = event >= 0;
  const code = place ? event : ~event;
  const digit = code & 127;
  if (digit === 0 || digit > 64) throw notAnEvent(event);
  return { place, cell: code >> 7, digit };
}

/** The error for a value that is no entry of a trace's events. */
function notAnEvent(event: unknown): Error {
  const shown = typeof event === 'number' ? String(event) : typeof event;
  return serializable(new (typeof event === 'number' ? RangeError : TypeError)(`sudoku-wasm: decodeTraceEvent: event: expected an entry of a trace's events (an Int32), got ${shown}`));
}
