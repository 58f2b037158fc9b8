/**
 * Decoding lz-string's base64 text with a bound on the length it spells: the reader of link
 * payloads (./links.ts).
 *
 * Owns: turning the output of lz-string's `compressToBase64` or
 * `compressToEncodedURIComponent` back into the text it compresses, giving up as soon as that
 * text would pass a given length, and saying how far it got. Does not own: links, percent
 * escapes, JSON (./links.ts), nor compressing (the `lz-string` package writes links).
 *
 * Why not lz-string's own `decompressFromBase64`: it cannot be stopped, and what it spells grows
 * with the square of its input. Each code names a dictionary entry, and each entry is the one
 * before it plus a character, so n codes can spell n²/2 characters (a 16 KB payload, over 30
 * million; lz-string builds them all, then joins them). Here the length is counted code by code,
 * before anything is joined: decoding costs time in proportion to the payload plus the bound,
 * and memory to the bound.
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
 * The text an lz-string payload compresses, decoded only while it stays within `maxLength`
 * characters. Gives the same text as lz-string's `decompressFromBase64` (`uriSafe` false) or
 * `decompressFromEncodedURIComponent` (`uriSafe` true) wherever that gives a non-empty text and
 * the first code is 0 or 1 (lz-string writes nothing else).
 * @param payload the payload, spaces already turned back into `+`
 * @param uriSafe whether symbol 63 is `-` (else `/`)
 * @param maxLength the most characters the text may have, at most 2^24 (each code spells a
 *                  character or more, so the dictionary stays near 2^25 entries and a code
 *                  within 26 bits, the widest the reader takes)
 * @throws RangeError when `maxLength` is out of that range
 */
export function decodeLzString(payload: string, uriSafe: boolean, maxLength: number): LzDecoding {
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
  const failed = (length: number, tooLong = false): LzDecoding => ({ text: undefined, tooLong, length, read: read() });
  const ranOut = (length: number): LzDecoding => ({ text: undefined, tooLong: false, length, read: payload.length + 1 });

  if (totalBits === 0) return ranOut(0);
  const firstCode = bits(2);
  if (firstCode > 1) return failed(0);
  const first = String.fromCharCode(bits(firstCode === 0 ? 8 : 16));
  if (maxLength < 1) return failed(0, true);
  // entries 0-2 stand for the commands and are never read
  const dictionary: string[] = ['', '', '', first];
  const parts: string[] = [first];
  let length = 1;
  let previous = first;
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
    if (code === 2) return { text: parts.join(''), tooLong: false, length, read: read() };
    if (code < 2) {
      dictionary.push(String.fromCharCode(bits(code === 0 ? 8 : 16)));
      code = dictionary.length - 1;
      grown();
    }
    let entry: string;
    if (code < dictionary.length) entry = dictionary[code];
    else if (code === dictionary.length) entry = previous + previous[0];
    else return failed(length);
    if (entry.length > maxLength - length) return failed(length, true);
    length += entry.length;
    parts.push(entry);
    dictionary.push(previous + entry[0]);
    grown();
    previous = entry;
  }
}
