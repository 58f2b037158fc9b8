/**
 * The one-line format, the hot path of bulk files: N² symbols on one line, any size, 9×9 (81
 * cells) being n = 3.
 *
 * Owns: the one line reader ({@link readLine}, which the text parser shares), its public doors
 * {@link tryParseLine} (9×9, 'digits' alphabet, puzzle wording) and {@link tryParseBoardLine}
 * (any size and alphabet), and its byte door for bulk 9×9 input ({@link readLineBytes}, with
 * {@link lineText} for everything it leaves to the string reader). Does not own: multi-line
 * text (`parse-text.ts`), alphabets (`alphabet.ts`), wording (`messages.ts`), splitting a file
 * into lines.
 *
 * Grammar of a line:
 *
 *   line  = ws* cells (ws+ any*)? ws*        cells = exactly N² symbols of the alphabet
 *
 * so a trailing `\r`, surrounding whitespace and trailing fields (`<81 cells> 11.9/11.9/10.5`)
 * are all accepted. The first problem in reading order is reported; each character is looked
 * at once (twice for alphabet 'auto' on 16×16, which counts symbols first), so a 10 MB line of
 * junk costs one pass at worst and usually stops at column 1.
 *
 * The byte door reads a line of UTF-8 bytes without making a string when the line is plain
 * ASCII 9×9 puzzle text; any other byte, and any line that is not a valid puzzle, is answered
 * `false`, and the caller reads `lineText(…)` with {@link readLine}, so errors are the string
 * reader's, with its columns (UTF-16 code units of the decoded line).
 *
 * (measured over the 49,158 lines of 17_clue.txt, best of 30 warm passes, Node 20.20, 2-core
 * EPYC: `readLine` 0.38 µs per line, the 9×9-only reader it replaced 0.40; `readLineBytes`
 * 0.17. In `validateLines` against `validateByteLines` that is 219,117 against 240,003
 * puzzles/s at limit 2, `node bench/lines.mjs`.) A bare 81-cell line, the commonest, is read
 * first by {@link readBareLine}'s single loop, which gives way to the general one for anything
 * else.
 */

import { nameCall, show, showNumber } from '../api/options.js';
import { checkBoxSize } from '../board/sizes.js';
import { NO_CONFLICT, scanConflict, unpackConflict } from '../board/conflicts.js';
import { addEvidence, checkAlphabet, checkAlphabetFits, decideAuto, decode, decoderFor, DIGITS } from './alphabet.js';
import type { AutoEvidence, BoardAlphabet, Decoder } from './alphabet.js';
import { charAt, isSpace } from './chars.js';
import { ambiguousError, charError, conflictError, countError, emptyLineError, symbolValueError } from './messages.js';
import type { SudokuParseError } from './parse-error.js';

/**
 * Reads the one-line board in `text[start..end)` into `out[offset…offset+N²)`. No conflict
 * check. On error the output bytes hold whatever was read so far.
 * @param text the text holding the line
 * @param start index of the line's first character
 * @param end index just past the line's last character
 * @param out destination; the caller guarantees room for N² cells at `offset`
 * @param offset index in `out` of r1c1
 * @param n box size (3 for 9×9)
 * @param decoder the alphabet ({@link DIGITS} for the 9×9 puzzle functions)
 * @param line 1-based line number for errors, when known
 * @returns null on success (nothing allocated), else the error
 */
export function readLine(
  text: string,
  start: number,
  end: number,
  out: Uint8Array,
  offset: number,
  n: number,
  decoder: Decoder,
  line: number | undefined,
): SudokuParseError | null {
  if (n === 3 && decoder === DIGITS && readBareLine(text, start, end, out, offset)) return null;
  const side = n * n;
  const count = side * side;
  const table = decoder.table;
  const size = table.length;
  let i = start;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  if (i === end) return emptyLineError(line, count);

  let k = 0;
  for (; i < end; i++) {
    const code = text.charCodeAt(i);
    const v = code < size ? table[code] : -1;
    if (v < 0) break;
    if (k === count) return countError(count + countSymbols(text, i, end, decoder), count, 'cells', line);
    if (v > side) return symbolValueError(charAt(text, i), v, line, i - start + 1, k + 1, n, decoder);
    out[offset + k] = v;
    k++;
  }
  if (i === end) return k === count ? null : countError(k, count, 'cells', line);

  if (!isSpace(text.charCodeAt(i))) {
    return k < count
      ? charError(charAt(text, i), line, i - start + 1, 'line', k + 1, side, decoder)
      : charError(charAt(text, i), line, i - start + 1, 'after-line', count, side, decoder);
  }
  if (k === count) return null; // whatever follows the whitespace is a trailing field
  const space = i;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  return countError(k, count, 'cells', line, i < end ? space - start + 1 : undefined);
}

/**
 * The commonest 9×9 line, read in one pass: `text[start..end)` is exactly 81 cells of the
 * 'digits' alphabet with nothing around them. One lookup per character and no other test: 0.10
 * µs a line against 0.27 µs for the general loop of {@link readLine} (17_clue, Node 20.20).
 * @returns true when the 81 cells were read into `out[offset…]`; false for any other text, with
 *          `out` unspecified (read it with {@link readLine}, which says what is wrong)
 */
export function readBareLine(text: string, start: number, end: number, out: Uint8Array, offset: number): boolean {
  if (end - start !== 81) return false;
  for (let k = 0; k < 81; k++) {
    const code = text.charCodeAt(start + k);
    const v = code < 256 ? BYTE_CELLS[code] : -1;
    if (v < 0) return false;
    out[offset + k] = v;
  }
  return true;
}

/** Number of consecutive symbols from `i` (used only to report too many cells). */
function countSymbols(text: string, i: number, end: number, decoder: Decoder): number {
  let j = i;
  while (j < end && decode(decoder, text.charCodeAt(j)) >= 0) j++;
  return j - i;
}

/** Evidence for the 'auto' rule, reused across calls. */
const evidence: AutoEvidence = { zeros: 0, beyond: 0, givens: 0 };

/**
 * The decoder 'auto' picks for the one-line board at `text[start..end)` (16×16 only; other
 * sizes are alnum): the rule of `alphabet.ts` over the line's first whitespace-free run.
 * @returns the decoder, or null when the board is ambiguous
 */
export function autoLineDecoder(text: string, start: number, end: number, n: number): Decoder | null {
  if (n !== 4) return decoderFor('alnum', n * n);
  let i = start;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  let j = i;
  while (j < end && !isSpace(text.charCodeAt(j))) j++;
  evidence.zeros = evidence.beyond = evidence.givens = 0;
  addEvidence(text, i, j, evidence);
  const choice = decideAuto(evidence);
  return choice === null ? null : decoderFor(choice, 16);
}

/** @throws TypeError when `text` is not a string */
function checkText(text: unknown): void {
  if (typeof text !== 'string') throw new TypeError(`expected text to be a string, got ${show(text)}`);
}

/** @throws TypeError / RangeError when `line` is given and is not a line number (a whole number ≥ 0) */
function checkLine(line: unknown): void {
  if (line !== undefined && !(typeof line === 'number' && Number.isSafeInteger(line) && line >= 0)) {
    const message = `expected line to be a line number (an integer ≥ 0), got ${showNumber(line)}`;
    throw typeof line === 'number' ? new RangeError(message) : new TypeError(message);
  }
}

/** @throws TypeError when `out` is not a Uint8Array; RangeError when it has no room for `count` cells at `offset` */
function checkRoom(out: unknown, offset: number, count: number): void {
  if (!(out instanceof Uint8Array)) throw new TypeError(`expected out to be a Uint8Array, got ${show(out)}`);
  if (!Number.isInteger(offset) || offset < 0 || offset + count > out.length) {
    throw new RangeError(
      out.length < count
        ? `expected out to have room for ${count} cells, got length ${out.length}`
        : `expected offset to be an integer from 0 to ${out.length - count}, got ${showNumber(offset)}`,
    );
  }
}

/**
 * Parses one line holding one puzzle (bulk files: one puzzle per line) into
 * `out[offset..offset+80]`, then checks it for conflicts. Allocates nothing on success.
 *
 * Accepts `1`–`9` as givens and `.` `0` `-` `_` as empty cells; surrounding whitespace (a
 * trailing `\r` included); and trailing fields after whitespace that follows exactly 81 cells.
 * Only the first problem is reported. On error, the 81 output bytes are unspecified.
 *
 * @param text one line (without its `\n`; a `\r` is fine)
 * @param out destination buffer, e.g. a batch of n × 81 cells
 * @param offset index in `out` where r1c1 goes
 * @param line 1-based line number to put in errors, when known
 * @returns null on success; otherwise a {@link SudokuParseError} with code `EMPTY`,
 *          `TOO_FEW_CELLS`, `TOO_MANY_CELLS`, `BAD_CHAR` or `CONFLICT` (returned, not thrown)
 * @throws TypeError when `text` is not a string or `out` not a Uint8Array
 * @throws RangeError when `out` has no room for 81 cells at `offset`
 * @example
 * ```ts
 * import { tryParseLine } from 'sudoku-wasm';
 *
 * const batch = new Uint8Array(2 * 81); // room for two puzzles
 * tryParseLine('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......', batch, 0); // → null
 * const error = tryParseLine('12', batch, 81, 7); // returned, not thrown
 * error.code; // → 'TOO_FEW_CELLS'
 * error.message; // → 'line 7: expected 81 cells, got 2'
 * ```
 * @category Text and boards
 */
export function tryParseLine(text: string, out: Uint8Array, offset: number, line?: number): SudokuParseError | null {
  try {
    checkText(text);
    checkRoom(out, offset, 81);
    checkLine(line);
  } catch (error) {
    throw nameCall(error, 'tryParseLine');
  }
  const error = readLine(text, 0, text.length, out, offset, 3, DIGITS, line);
  if (error !== null) return error;
  const packed = scanConflict(out, offset, 3);
  return packed === NO_CONFLICT ? null : conflictError(unpackConflict(packed, out, offset), 3, line, undefined);
}

/**
 * Parses one line holding one board of box size `n` (bulk files: one board per line) into
 * `out[offset…offset+N²)`, then checks it for conflicts. Allocates nothing on success (a custom
 * alphabet builds its table on first use).
 *
 * Accepts exactly N² symbols of the alphabet (see `alphabet.ts`: 'alnum' by default, 'hex',
 * 'auto' or a custom string), surrounding whitespace (a trailing `\r` included), and trailing
 * fields after whitespace that follows the N² symbols. Only the first problem is reported. On
 * error, the N² output bytes are unspecified.
 *
 * @param text one line (without its `\n`; a `\r` is fine)
 * @param n box size, 2–8 (the board is n²×n²)
 * @param out destination buffer, e.g. a batch of boards of N² cells each
 * @param offset index in `out` where r1c1 goes
 * @param line 1-based line number to put in errors, when known
 * @param alphabet 'alnum' (default), 'hex', 'auto' or N custom symbols
 * @returns null on success; otherwise a {@link SudokuParseError} with code `EMPTY`,
 *          `TOO_FEW_CELLS`, `TOO_MANY_CELLS`, `BAD_CHAR`, `BAD_VALUE`, `AMBIGUOUS` or `CONFLICT`
 *          (returned, not thrown)
 * @throws TypeError when `text` is not a string, `out` not a Uint8Array or `alphabet` not a string
 * @throws RangeError for a bad `n`, no room at `offset`, or an alphabet that does not fit the size
 * @category Text and boards
 */
export function tryParseBoardLine(
  text: string,
  n: number,
  out: Uint8Array,
  offset: number,
  line?: number,
  alphabet: BoardAlphabet = 'alnum',
): SudokuParseError | null {
  try {
    checkText(text);
    checkBoxSize(n, 'n');
    checkRoom(out, offset, n * n * n * n);
    checkLine(line);
    checkAlphabetFits(checkAlphabet(alphabet, 'alphabet'), n * n, 'alphabet');
  } catch (error) {
    throw nameCall(error, 'tryParseBoardLine');
  }

  let decoder = alphabet === 'auto' ? autoLineDecoder(text, 0, text.length, n) : decoderFor(alphabet, n * n);
  const ambiguous = decoder === null;
  if (decoder === null) decoder = decoderFor('alnum', 16); // to check everything else first
  const error = readLine(text, 0, text.length, out, offset, n, decoder, line);
  if (error !== null) return error;
  if (ambiguous) return ambiguousError(line);
  const packed = scanConflict(out, offset, n);
  if (packed === NO_CONFLICT) return null;
  return conflictError(unpackConflict(packed, out, offset), n, line, decoder);
}

/**
 * The 'digits' decode table widened to every byte value: an ASCII byte reads as in
 * {@link DIGITS} (1–9 a given, 0 an empty mark, -1 no cell), every byte from 0x80 up (part of
 * a multi-byte UTF-8 character) as -1.
 */
/** A byte's value as a 9×9 cell, -1 when it is none (also what the WASM core reads bytes with). */
export const BYTE_CELLS: Int8Array = new Int8Array(256).fill(-1);
BYTE_CELLS.set(DIGITS.table.subarray(0, 128));

/** ASCII whitespace bytes, the one-byte part of the whitespace of `chars.ts` (\t \n \v \f \r, space). */
function isSpaceByte(b: number): boolean {
  return b === 32 || (b >= 9 && b <= 13);
}

/**
 * The byte door of {@link readLine} for 9×9 lines in bulk: reads the line `bytes[start..end)`
 * (UTF-8, without its `\n`) into `out[offset..offset+80]` when it is all ASCII and is text that
 * `readLine` accepts with the 'digits' alphabet (whitespace, then 81 of `1-9 . 0 - _`, then the
 * end or whitespace and any trailing field). All ASCII, its length in characters is its length
 * in bytes. No conflict check, no string, no allocation.
 * @param bytes the bytes holding the line
 * @param start index of the line's first byte
 * @param end index just past its last byte
 * @param out destination; the caller guarantees room for 81 cells at `offset`
 * @param offset index in `out` of r1c1
 * @returns true when the 81 cells were read; false for anything else (a byte from 0x80 up,
 *          fewer or more cells, a bad character), with `out` unspecified: then read
 *          `lineText(bytes, start, end)` with {@link readLine} for the exact verdict
 */
export function readLineBytes(bytes: Uint8Array, start: number, end: number, out: Uint8Array, offset: number): boolean {
  let i = start;
  while (i < end && isSpaceByte(bytes[i])) i++;
  if (end - i < 81) return false;
  for (let k = 0; k < 81; k++, i++) {
    const v = BYTE_CELLS[bytes[i]];
    if (v < 0) return false;
    out[offset + k] = v;
  }
  if (i < end && !isSpaceByte(bytes[i])) return false;
  for (; i < end; i++) if (bytes[i] >= 0x80) return false; // trailing fields: ASCII too
  return true;
}

/** UTF-8 decoder for {@link lineText}: a byte-order mark stays a character, bad bytes become U+FFFD. */
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * The text of the line `bytes[start..end)`: UTF-8 decoded, a byte-order mark kept as U+FEFF
 * (whitespace to the readers, and counted in columns), malformed bytes as U+FFFD.
 * @param bytes the bytes holding the line
 * @param start index of the line's first byte
 * @param end index just past its last byte
 */
export function lineText(bytes: Uint8Array, start: number, end: number): string {
  return utf8.decode(bytes.subarray(start, end));
}
