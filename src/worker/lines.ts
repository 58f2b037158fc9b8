/**
 * `validateLines`' lines for the trip from the page to the worker: one string and the line ends
 * (transferred), instead of an array of strings that structured clone copies one by one; in
 * the worker, UTF-8 bytes for the library's byte path (`validateByteLines`, which the
 * WebAssembly core reads without a string per line).
 *
 * Measured in headless Chromium 156 on 1,000 lines of 17_clue (bench/browser.mjs and a probe
 * page timing each part): cloning 1,000 strings there and back took 0.1-0.2 ms, joining them
 * 0.01 ms; `validateByteLines` answered in 2.65-2.8 ms where `validateLines` took 2.9-3.0 ms,
 * for 0.09 ms of encoding.
 *
 * Owns: {@link packLines} (client side: when the packed form applies, and building it) and
 * {@link validatePackedLines} (worker side: the verdicts, exactly those of `validateLines` on
 * the original lines). Does not own: reading lines (the library) or the verdicts' trip back
 * (./verdicts.ts).
 *
 * The packed form carries exactly what `validateLines` reads: every line (a string), and its
 * line number (`lineNumbers[i]`, or `firstLine + i`). Anything else (an entry that is not a
 * string, line numbers that are not 32-bit integers or do not match the lines) goes as it is,
 * so the library's own verdict or error answers it. In the worker, text that is all ASCII is
 * encoded (its length in bytes is its length in characters, so the line ends hold for both);
 * any other text is cut back into the original strings (lone surrogates included: structured
 * clone keeps them) and read by `validateLines` itself.
 */
import type { BatchOptions, Verdict } from '../public.js';

/** The lines of one `validateLines` call, packed. */
export interface PackedLines {
  readonly packed: 'lines';
  /** Every line, one after another. */
  readonly text: string;
  /** Index in `text` just past each line. */
  readonly ends: Int32Array;
  /** The line number of each line. */
  readonly numbers: Int32Array;
}

const INT32_MAX = 0x7fffffff;

function isInt32(value: unknown): value is number {
  return typeof value === 'number' && (value | 0) === value;
}

/**
 * Client side: the packed form of `validateLines(lines, options)` and the buffers to transfer,
 * or null when the call should go as it is (see the header).
 */
export function packLines(lines: unknown, options: BatchOptions | undefined): { value: PackedLines; transfer: ArrayBuffer[] } | null {
  if (!Array.isArray(lines)) return null;
  const n = lines.length;
  const numbers = new Int32Array(n);
  const given = options?.lineNumbers;
  if (given !== undefined) {
    if (typeof given !== 'object' || given === null || given.length !== n) return null;
    for (let i = 0; i < n; i++) {
      const number = given[i];
      if (!isInt32(number)) return null;
      numbers[i] = number;
    }
  } else {
    const first = options?.firstLine ?? 1;
    if (!isInt32(first) || first + n > INT32_MAX) return null;
    for (let i = 0; i < n; i++) numbers[i] = first + i;
  }
  const ends = new Int32Array(n);
  let at = 0;
  for (let i = 0; i < n; i++) {
    const line: unknown = lines[i];
    if (typeof line !== 'string') return null;
    at += line.length;
    ends[i] = at;
  }
  const value: PackedLines = { packed: 'lines', text: lines.join(''), ends, numbers };
  return { value, transfer: [ends.buffer as ArrayBuffer, numbers.buffer as ArrayBuffer] };
}

/** The library calls the worker side needs (./library.ts in the worker; passed in, so this module stays off the client's imports). */
export interface LineValidators {
  validateLines(lines: readonly string[], options?: BatchOptions): Verdict[];
  validateByteLines(bytes: Uint8Array, lines: { starts: Int32Array; ends: Int32Array; numbers: Int32Array }, options?: BatchOptions): Verdict[];
}

let encoder: TextEncoder | undefined;
/** The bytes of the last text, reused (grown when a text is longer). */
let buffer = new Uint8Array(0);

/** Worker side: the verdicts of `validateLines` on the lines that `packLines` packed. */
export function validatePackedLines(lines: PackedLines, options: BatchOptions | undefined, library: LineValidators): Verdict[] {
  const { text, ends, numbers } = lines;
  const n = ends.length;
  if (numbers.length !== n || (n > 0 && ends[n - 1] !== text.length)) {
    throw new RangeError(`sudoku-wasm worker: packed lines: expected ${n} line ends up to ${text.length} and ${n} line numbers, got ${n > 0 ? ends[n - 1] : 0} and ${numbers.length}`);
  }
  const starts = new Int32Array(n);
  if (n > 1) starts.set(ends.subarray(0, n - 1), 1);
  if (buffer.length < text.length) buffer = new Uint8Array(Math.max(text.length, 2 * buffer.length));
  const bytes = buffer.subarray(0, text.length);
  const { read, written } = (encoder ??= new TextEncoder()).encodeInto(text, bytes);
  if (read === text.length && written === text.length) {
    return library.validateByteLines(bytes, { starts, ends, numbers }, options);
  }
  // not all ASCII: the original strings
  const strings = new Array<string>(n);
  for (let i = 0; i < n; i++) strings[i] = text.slice(starts[i], ends[i]);
  return library.validateLines(strings, { ...options, lineNumbers: Array.from(numbers) });
}
