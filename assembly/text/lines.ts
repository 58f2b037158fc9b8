/**
 * Reading 9×9 puzzle lines straight from UTF-8 bytes into the fast9 batch: the bulk path's
 * parser, so no line becomes a string or passes through JavaScript byte by byte.
 *
 * Owns: the byte buffers (TEXT, the line ranges and the slot each line got) and the reading
 * rule, which is `readLineBytes`'s in src/text/parse-line.ts: ASCII whitespace, then 81 cells
 * (each byte's value from CELL_TABLE, which JavaScript fills from the text layer's 9×9 alphabet
 * so the two cannot disagree), then the end of the line or whitespace and any ASCII trailing
 * field. A line that does not match is not read (slot -1): the caller reads it as text, which
 * also gives its exact error. Does not own: solving (fast9/), splitting lines (JavaScript).
 *
 *   TEXT         TEXT_CAPACITY bytes       the lines' bytes, as JavaScript copied them
 *   CELL_TABLE   256 × i8                   value 0..9 of a byte as a cell, -1 when it is none
 *   LINE_STARTS  BATCH_CAPACITY × i32       line i is TEXT[LINE_STARTS[i], LINE_ENDS[i])
 *   LINE_ENDS    BATCH_CAPACITY × i32
 *   LINE_SLOTS   BATCH_CAPACITY × i32       out: the PUZZLES slot line i was read into, or -1
 */
import { BATCH_CAPACITY, PUZZLES } from '../io';

/** Bytes of text one call reads at most: two 64 KiB jobs. */
export const TEXT_CAPACITY: i32 = 128 * 1024;
export const TEXT = new StaticArray<u8>(TEXT_CAPACITY);
export const CELL_TABLE = new StaticArray<i8>(256);
export const LINE_STARTS = new StaticArray<i32>(BATCH_CAPACITY);
export const LINE_ENDS = new StaticArray<i32>(BATCH_CAPACITY);
export const LINE_SLOTS = new StaticArray<i32>(BATCH_CAPACITY);

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
