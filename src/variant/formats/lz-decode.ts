/**
 * Decoding lz-string's base64 text with a bound on the length it spells: the reader of link
 * payloads (./links.ts).
 *
 * Owns: measuring what the output of lz-string's `compressToBase64` or
 * `compressToEncodedURIComponent` spells, code by code, without spelling it, giving up as soon
 * as that would pass a given length, and saying how far it got; then, for a payload that fits,
 * the text from the `lz-string` package's own decoder. Does not own: links, percent escapes,
 * JSON (./links.ts), nor compressing (`lz-string` writes links too).
 *
 * Why the measure first: lz-string's `decompressFromBase64` cannot be stopped, and what it
 * spells grows with the square of its input. Each code names a dictionary entry, and each entry
 * is the one before it plus a character, so n codes can spell n²/2 characters (a 16 KB payload,
 * over 30 million; lz-string builds them all, then joins them). The measure keeps only each
 * entry's length: it costs time in proportion to the payload read and memory to its codes, and
 * lz-string runs only on a payload whose text fits the bound.
 *
 * The format (lz-string 1.x: LZW with codes that widen as the dictionary grows). The payload is
 * a bit stream, 6 bits a symbol, the high bit first; a code of w bits is read low bit first.
 *
 *   code (w bits)   meaning
 *   ─────────────   ──────────────────────────────────────────────────────────────────────────
 *   0               a character: the next 8 bits are its code; it joins the dictionary
 *   1               a character: the next 16 bits are its code; it joins the dictionary
 *   2               the end of the text
 *   3 …             a dictionary entry; the next free index means the previous entry followed
 *                   by its own first character
 *
 * The first code is 2 bits wide and must be 0 or 1 (the text's first character: entry 3); the
 * codes after it start 3 bits wide. After each code the previous entry followed by the first
 * character of this one joins the dictionary. Every time the dictionary gains an entry a counter
 * (first 4) goes down; at 0 the width grows by one bit and the counter restarts at 2^(old width).
 * Symbols: A–Z a–z 0–9 are 0–61, `+` 62, then `/` 63 (base64) or `-` 63 (URI-safe); padding
 * (`=` or `$`), and the bits past the payload's end, read as zeros, as lz-string reads them.
 */
import LZString from 'lz-string';

/** What {@link decodeLzString} made of a payload. */
export interface LzDecoding {
  /**
   * The text, or undefined: an invalid code, a payload that ends before the end code, or a
   * text longer than the bound ({@link tooLong}).
   */
  readonly text: string | undefined;
  /** True when decoding stopped because the text would be longer than the bound. */
  readonly tooLong: boolean;
  /** The characters spelled before decoding ended or stopped (at most the bound). */
  readonly length: number;
  /**
   * The symbols of the payload the outcome depends on: those read, or the payload's length
   * plus one when it depends on where the payload ends (it ran out, or read bits past the end).
   * A payload that differs only from this index on decodes the same way.
   */
  readonly read: number;
}

/** The 6-bit value of a payload symbol (a UTF-16 code; NaN past the end), 0 for padding and the rest. */
function symbolValue(code: number, uriSafe: boolean): number {
  if (code >= 65 && code <= 90) return code - 65; // A-Z
  if (code >= 97 && code <= 122) return code - 71; // a-z
  if (code >= 48 && code <= 57) return code + 4; // 0-9
  if (code === 43) return 62; // +
  if (code === (uriSafe ? 45 : 47)) return 63; // - or /
  return 0;
}

/** The 6 bits of `value` in the opposite order. */
function reversed6(value: number): number {
  return ((value & 1) << 5) | ((value & 2) << 3) | ((value & 4) << 1) | ((value & 8) >> 1) | ((value & 16) >> 3) | ((value & 32) >> 5);
}

/**
 * The text an lz-string payload compresses, when it spells at most `maxLength` characters: the
 * measure above, then lz-string's `decompressFromBase64` (`uriSafe` false) or
 * `decompressFromEncodedURIComponent` (`uriSafe` true) on a payload that fits. A payload whose
 * first code is not 0 or 1 is refused (lz-string writes no other).
 * @param payload the payload, spaces already turned back into `+`
 * @param uriSafe whether symbol 63 is `-` (else `/`)
 * @param maxLength the most characters the text may have, at most 2^24 (each code spells a
 *                  character or more, so the dictionary stays near 2^25 entries and a code
 *                  within 26 bits, the widest the reader takes)
 * @throws RangeError when `maxLength` is out of that range
 */
export function decodeLzString(payload: string, uriSafe: boolean, maxLength: number): LzDecoding {
  const measured = measureLzString(payload, uriSafe, maxLength);
  if (!measured.complete) return { text: undefined, tooLong: measured.tooLong, length: measured.length, read: measured.read };
  const text = uriSafe ? LZString.decompressFromEncodedURIComponent(payload) : LZString.decompressFromBase64(payload);
  // the measure and lz-string read one format: a text of another length is not one it wrote
  const fits = typeof text === 'string' && text.length === measured.length;
  return { text: fits ? text : undefined, tooLong: false, length: measured.length, read: measured.read };
}

/** What {@link measureLzString} found: {@link LzDecoding} without the text, and whether one ends there. */
interface LzMeasure {
  /** True when the payload's codes end with the end code, every code valid, within the bound. */
  readonly complete: boolean;
  readonly tooLong: boolean;
  readonly length: number;
  readonly read: number;
}

/** The length of the text an lz-string payload spells, counted code by code within `maxLength` (see the header). */
function measureLzString(payload: string, uriSafe: boolean, maxLength: number): LzMeasure {
  if (!(maxLength >= 0 && maxLength <= 2 ** 24)) throw new RangeError(`maxLength: expected 0 to 2^24, got ${maxLength}`);
  const totalBits = 6 * payload.length;
  // the stream low bit first: each symbol's 6 bits reversed, queued above the bits not yet read
  let queue = 0;
  let queued = 0;
  let nextSymbol = 0;
  let consumed = 0;
  const bits = (width: number): number => {
    while (queued < width) {
      queue |= reversed6(symbolValue(payload.charCodeAt(nextSymbol++), uriSafe)) << queued;
      queued += 6;
    }
    const value = queue & ((1 << width) - 1);
    queue >>>= width;
    queued -= width;
    consumed += width;
    return value;
  };
  const read = (): number => Math.min(nextSymbol, payload.length + 1);
  const failed = (length: number, tooLong = false): LzMeasure => ({ complete: false, tooLong, length, read: read() });
  const ranOut = (length: number): LzMeasure => ({ complete: false, tooLong: false, length, read: payload.length + 1 });

  if (totalBits === 0) return ranOut(0);
  const firstCode = bits(2);
  if (firstCode > 1) return failed(0);
  bits(firstCode === 0 ? 8 : 16); // the first character: entry 3
  if (maxLength < 1) return failed(0, true);
  // the length of each entry; entries 0-2 stand for the commands and are never read
  const lengths: number[] = [0, 0, 0, 1];
  let length = 1;
  let previous = 1;
  let width = 3;
  let untilWider = 4;
  const grown = (): void => {
    if (--untilWider === 0) {
      untilWider = 2 ** width;
      width++;
    }
  };
  for (;;) {
    if (consumed >= totalBits) return ranOut(length);
    let code = bits(width);
    if (code === 2) return { complete: true, tooLong: false, length, read: read() };
    if (code < 2) {
      bits(code === 0 ? 8 : 16);
      lengths.push(1);
      code = lengths.length - 1;
      grown();
    }
    let entry: number;
    if (code < lengths.length) entry = lengths[code];
    else if (code === lengths.length) entry = previous + 1;
    else return failed(length);
    if (entry > maxLength - length) return failed(length, true);
    length += entry;
    lengths.push(previous + 1);
    grown();
    previous = entry;
  }
}
