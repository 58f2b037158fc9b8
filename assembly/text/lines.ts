/**
 * Reading puzzle lines straight from UTF-8 bytes: the bulk path's line reader, so no line
 * becomes a string or passes through JavaScript byte by byte.
 *
 * Owns: the byte buffers (TEXT, the line records), and two rules, each the one copy the core
 * holds of a rule whose TypeScript twin is cross-checked by tests:
 *
 * - the line rules ({@link scanLines}): a chunk of whole lines is split at `\n`, one trailing
 *   `\r` left out, a byte-order mark left out at the very start of the input, and a line of
 *   whitespace (U+00A0 and U+FEFF included) then nothing or `#` skipped. Twin:
 *   src/stream/lines.ts `jobLineRanges` (test/stream/core-lines.test.ts compares them on random
 *   byte chunks);
 * - the 9×9 reading rule ({@link readLine}), `readLineBytes`'s in src/text/parse-line.ts: ASCII
 *   whitespace, then 81 cells (each byte's value from CELL_TABLE, which JavaScript fills from
 *   the text layer's 9×9 alphabet so the two cannot disagree), then the end of the line or
 *   whitespace and any ASCII trailing field. A line that does not match is not read (slot
 *   NOT_READ): the caller reads it as text, which also gives its exact error.
 *
 * Does not own: solving (fast9/), where chunks end (JavaScript: src/stream/chunks.ts), what a
 * line that is not read means (the text layer).
 *
 *   TEXT         TEXT_CAPACITY bytes       the lines' bytes, as JavaScript copied them
 *   CELL_TABLE   256 × i8                   value 0..9 of a byte as a cell, -1 when it is none
 *   LINE_STARTS  LINE_CAPACITY × i32        line record i is TEXT[LINE_STARTS[i], LINE_ENDS[i])
 *   LINE_ENDS    LINE_CAPACITY × i32        (readLines9: ranges in; scanLines: ranges out)
 *   LINE_SLOTS   LINE_CAPACITY × i32        out: the PUZZLES slot line i was read into, NOT_READ
 *                                            or (scanLines) SKIPPED
 */
import { BATCH_CAPACITY, PUZZLES } from '../io';

/** Bytes of text one call reads at most: two 64 KiB jobs. */
export const TEXT_CAPACITY: i32 = 128 * 1024;
export const TEXT = new StaticArray<u8>(TEXT_CAPACITY);
export const CELL_TABLE = new StaticArray<i8>(256);
/** Line records one {@link scanLines} call writes at most (64 KiB of blank lines take 16 calls). */
export const LINE_CAPACITY: i32 = 4096;
export const LINE_STARTS = new StaticArray<i32>(LINE_CAPACITY);
export const LINE_ENDS = new StaticArray<i32>(LINE_CAPACITY);
export const LINE_SLOTS = new StaticArray<i32>(LINE_CAPACITY);

/** LINE_SLOTS: a puzzle line the core did not read (the caller reads it as text). */
export const NOT_READ: i32 = -1;
/** LINE_SLOTS: a blank or comment line (no verdict). */
export const SKIPPED: i32 = -2;

@inline
function isSpaceByte(b: u32): bool {
  return b == 32 || (b - 9) <= 4; // space, \t \n \v \f \r
}

/** Reads the line [start, end) of TEXT into PUZZLES at `slot`; false when it is not a plain 9×9 line. */
function readLine(start: i32, end: i32, slot: i32): bool {
  let i = start;
  while (i < end && isSpaceByte(<u32>unchecked(TEXT[i]))) i++;
  if (end - i < 81) return false;
  const out = slot * 81;
  for (let k = 0; k < 81; k++, i++) {
    const v = unchecked(CELL_TABLE[<i32>unchecked(TEXT[i])]);
    if (v < 0) return false;
    unchecked((PUZZLES[out + k] = <u8>v));
  }
  if (i < end && !isSpaceByte(<u32>unchecked(TEXT[i]))) return false;
  for (; i < end; i++) if (unchecked(TEXT[i]) >= 0x80) return false; // trailing fields: ASCII too
  return true;
}

/**
 * True when CELL_TABLE is the 'digits' alphabet (1–9 givens; 0 . - _ empty; nothing else), the
 * one JavaScript fills it with: then {@link readLineSimd} reads 16 cells at a time by that
 * rule. Any other table is read byte by byte through the table.
 */
function isDigitsTable(): bool {
  for (let b = 0; b < 256; b++) {
    const want: i32 = b >= 0x30 && b <= 0x39 ? b - 0x30 : b == 0x2e || b == 0x2d || b == 0x5f ? 0 : -1;
    if (<i32>unchecked(CELL_TABLE[b]) != want) return false;
  }
  return true;
}

/** {@link readLine} with 16 cells a step, for the 'digits' table ({@link isDigitsTable}); SIMD builds only. */
function readLineSimd(start: i32, end: i32, slot: i32): bool {
  if (!ASC_FEATURE_SIMD) return readLine(start, end, slot);
  let i = start;
  while (i < end && isSpaceByte(<u32>unchecked(TEXT[i]))) i++;
  if (end - i < 81) return false;
  const from = changetype<usize>(TEXT) + <usize>i;
  const out = changetype<usize>(PUZZLES) + <usize>(slot * 81);
  const zero = i8x16.splat(0x30);
  const ten = i8x16.splat(10);
  const dot = i8x16.splat(0x2e);
  const dash = i8x16.splat(0x2d);
  const underscore = i8x16.splat(0x5f);
  for (let k: usize = 0; k < 80; k += 16) {
    const b = v128.load(from + k);
    const d = i8x16.sub(b, zero);
    const digit = i8x16.lt_u(d, ten);
    const empty = v128.or(i8x16.eq(b, dot), v128.or(i8x16.eq(b, dash), i8x16.eq(b, underscore)));
    if (!i8x16.all_true(v128.or(digit, empty))) return false;
    v128.store(out + k, v128.and(d, digit));
  }
  const v = unchecked(CELL_TABLE[<i32>load<u8>(from + 80)]);
  if (v < 0) return false;
  store<u8>(out + 80, <u8>v);
  i += 81;
  if (i < end && !isSpaceByte(<u32>unchecked(TEXT[i]))) return false;
  for (; i < end; i++) if (unchecked(TEXT[i]) >= 0x80) return false; // trailing fields: ASCII too
  return true;
}

/**
 * Reads lines 0..n-1 (ranges in LINE_STARTS / LINE_ENDS, inside TEXT) into consecutive PUZZLES
 * slots from 0; LINE_SLOTS[i] = the slot, or -1 for a line not read. Ranges outside TEXT are
 * not read. Returns the number of lines read. `n` is clamped to [0, BATCH_CAPACITY].
 */
export function readLines9(n: i32): i32 {
  if (n < 0) n = 0;
  if (n > BATCH_CAPACITY) n = BATCH_CAPACITY;
  let slot = 0;
  for (let i = 0; i < n; i++) {
    const start = unchecked(LINE_STARTS[i]);
    const end = unchecked(LINE_ENDS[i]);
    const inside = start >= 0 && start <= end && end <= TEXT_CAPACITY;
    if (inside && readLine(start, end, slot)) unchecked((LINE_SLOTS[i] = slot++));
    else unchecked((LINE_SLOTS[i] = -1));
  }
  return slot;
}

/** Where the last {@link scanLines} call stopped (TEXT index of the first line it left). */
export let scanEnd: i32 = 0;
/** PUZZLES slots the last {@link scanLines} call filled (from 0). */
export let scanSlots: i32 = 0;

/** Index of the first `\n` in TEXT[from, len), or -1. Bytes past `len` may be read, never used. */
function findNewline(from: i32, len: i32): i32 {
  let i = from;
  if (ASC_FEATURE_SIMD) {
    const nl = i8x16.splat(0x0a);
    const base = changetype<usize>(TEXT);
    // TEXT is followed by other static data: reading up to 15 bytes past TEXT_CAPACITY is safe
    for (; i < len; i += 16) {
      const mask = i8x16.bitmask(i8x16.eq(v128.load(base + <usize>i), nl));
      if (mask != 0) {
        const at = i + ctz(mask);
        return at < len ? at : -1;
      }
    }
    return -1;
  }
  for (; i < len; i++) if (unchecked(TEXT[i]) == 0x0a) return i;
  return -1;
}

/**
 * True for a line that gets no verdict: whitespace (ASCII, U+00A0 as C2 A0, U+FEFF as EF BB BF),
 * then nothing or `#`. Twin: src/stream/lines.ts `isSkippedRange`.
 */
function isSkipped(start: i32, end: i32): bool {
  let i = start;
  while (true) {
    if (i >= end) return true;
    const b = <u32>unchecked(TEXT[i]);
    if (isSpaceByte(b)) i++;
    else if (b == 0xc2 && i + 1 < end && unchecked(TEXT[i + 1]) == 0xa0) i += 2;
    else if (b == 0xef && i + 2 < end && unchecked(TEXT[i + 1]) == 0xbb && unchecked(TEXT[i + 2]) == 0xbf) i += 3;
    else return b == 0x23; // #
  }
}

/**
 * True for a length that is the cell count of a one-line board of another size (N² cells,
 * N = 4, 16, 25, …, 64): such a line is that size (src/api/input.ts OTHER_COUNTS), so the
 * 9×9 reader leaves it to the text path, as `validateByteLines` does.
 */
function isOtherCount(len: i32): bool {
  return len == 16 || len == 256 || len == 625 || len == 1296 || len == 2401 || len == 4096;
}

/**
 * Splits TEXT[from, len) into line records (LINE_STARTS, LINE_ENDS, LINE_SLOTS from 0) and
 * reads each plain 9×9 puzzle line into the next PUZZLES slot (from 0). Every line gets one
 * record, in order, so record k is line (first line of the call) + k.
 *
 * @param from where the first line starts (a line start: 0, or a previous call's scanEnd)
 * @param len the bytes in TEXT; a line ends at `\n`, or at `len` when `final`
 * @param final the bytes after the last `\n` are the input's last line (else they are left)
 * @param inputStart TEXT[0] is the start of the input: a byte-order mark there is left out
 * @returns the number of records; scanEnd = where the next call starts, scanSlots = slots read.
 *   Stops early when LINE_CAPACITY records or BATCH_CAPACITY slots are filled.
 */
export function scanLines(from: i32, len: i32, final: bool, inputStart: bool): i32 {
  if (len > TEXT_CAPACITY) len = TEXT_CAPACITY;
  if (from < 0) from = 0;
  let pos = from;
  let k = 0;
  let slot = 0;
  const simd = ASC_FEATURE_SIMD && isDigitsTable();
  while (pos < len && k < LINE_CAPACITY && slot < BATCH_CAPACITY) {
    let start = pos;
    if (inputStart && pos == 0 && len >= 3 && unchecked(TEXT[0]) == 0xef && unchecked(TEXT[1]) == 0xbb && unchecked(TEXT[2]) == 0xbf) start = 3;
    const nl = findNewline(start, len);
    if (nl < 0 && !final) break;
    let end = nl < 0 ? len : nl;
    if (end > start && unchecked(TEXT[end - 1]) == 0x0d) end--;
    unchecked((LINE_STARTS[k] = start));
    unchecked((LINE_ENDS[k] = end));
    if (isSkipped(start, end)) unchecked((LINE_SLOTS[k] = SKIPPED));
    else if (!isOtherCount(end - start) && (simd ? readLineSimd(start, end, slot) : readLine(start, end, slot))) unchecked((LINE_SLOTS[k] = slot++));
    else unchecked((LINE_SLOTS[k] = NOT_READ));
    k++;
    pos = nl < 0 ? len : nl + 1;
  }
  scanEnd = pos;
  scanSlots = slot;
  return k;
}

/** The longest line the last {@link countLines} call met, in bytes (its `\r` included). */
export let longestLine: i32 = 0;

/**
 * Counts the `\n` in TEXT[0, len) and measures the longest line (the bytes between two `\n`,
 * or before the first, or after the last): what JavaScript needs to number a chunk's lines and
 * to know that none is over its limit (src/stream/chunks.ts), 16 bytes a step in SIMD builds.
 */
export function countLines(len: i32): i32 {
  if (len > TEXT_CAPACITY) len = TEXT_CAPACITY;
  let count = 0;
  let start = 0; // of the current line
  let longest = 0;
  let i = 0;
  if (ASC_FEATURE_SIMD) {
    const nl = i8x16.splat(0x0a);
    const base = changetype<usize>(TEXT);
    for (; i < len; i += 16) {
      let mask = i8x16.bitmask(i8x16.eq(v128.load(base + <usize>i), nl));
      if (len - i < 16) mask &= (1 << (len - i)) - 1; // bytes past len are not the text's
      while (mask != 0) {
        const at = i + ctz(mask);
        if (at - start > longest) longest = at - start;
        start = at + 1;
        count++;
        mask &= mask - 1;
      }
    }
  } else {
    for (; i < len; i++) {
      if (unchecked(TEXT[i]) != 0x0a) continue;
      if (i - start > longest) longest = i - start;
      start = i + 1;
      count++;
    }
  }
  if (len - start > longest) longest = len - start;
  longestLine = longest;
  return count;
}
