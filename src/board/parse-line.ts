/**
 * The one-line board format, the hot path of bulk files: N² symbols on one line, any size.
 *
 * Owns: reading one line into N² bytes of a caller's buffer without allocating
 * ({@link tryParseBoardLine}), and the strict one-line reader the text parser shares
 * ({@link readBoardLine}). Does not own: multi-line text (`parse-text.ts`), alphabets
 * (`alphabet.ts`), wording (`errors.ts`), splitting a file into lines.
 *
 * Grammar of a line, as in `src/grid/parse-line.ts` with N² for 81:
 *
 *   line  = ws* cells (ws+ any*)? ws*        cells = exactly N² symbols of the alphabet
 *
 * so a trailing `\r`, surrounding whitespace and trailing fields are accepted. The first
 * problem in reading order is reported; each character is looked at once (twice for
 * alphabet 'auto' on 16×16, which counts symbols first), so junk costs one pass at worst.
 */

import { charAt, isSpace } from '../grid/chars';
import type { SudokuParseError } from '../grid/errors';
import { addEvidence, alphabetOf, checkAlphabet, checkAlphabetFits, decideAuto, decode, decoderFor } from './alphabet';
import type { AutoEvidence, BoardAlphabet, Decoder } from './alphabet';
import { NO_CONFLICT, scanBoardConflict, unpackBoardConflict } from './conflicts';
import {
  ambiguousError,
  boardCharError,
  boardConflictError,
  countError,
  emptyLineError,
  symbolValueError,
} from './errors';
import { checkBoxSize } from './sizes';

/**
 * Reads the one-line board in `text[start..end)` into `out[offset…offset+N²)`. No conflict
 * check. On error the output bytes hold whatever was read so far.
 * @param text the text holding the line
 * @param start index of the line's first character
 * @param end index just past the line's last character
 * @param out destination; the caller guarantees room for N² cells at `offset`
 * @param offset index in `out` of r1c1
 * @param n box size
 * @param decoder the alphabet
 * @param line 1-based line number for errors, when known
 * @returns null on success (nothing allocated), else the error
 */
export function readBoardLine(
  text: string,
  start: number,
  end: number,
  out: Uint8Array,
  offset: number,
  n: number,
  decoder: Decoder,
  line: number | undefined,
): SudokuParseError | null {
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
      ? boardCharError(charAt(text, i), line, i - start + 1, 'line', k + 1, side, decoder)
      : boardCharError(charAt(text, i), line, i - start + 1, 'after-line', count, side, decoder);
  }
  if (k === count) return null; // whatever follows the whitespace is a trailing field
  const space = i;
  while (i < end && isSpace(text.charCodeAt(i))) i++;
  return countError(k, count, 'cells', line, i < end ? space - start + 1 : undefined);
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
 */
export function tryParseBoardLine(
  text: string,
  n: number,
  out: Uint8Array,
  offset: number,
  line?: number,
  alphabet: BoardAlphabet = 'alnum',
): SudokuParseError | null {
  if (typeof text !== 'string') throw new TypeError(`expected text to be a string, got ${typeof text}`);
  checkBoxSize(n, 'n');
  if (!(out instanceof Uint8Array)) throw new TypeError(`expected out to be a Uint8Array, got ${typeof out}`);
  const count = n * n * n * n;
  if (!Number.isInteger(offset) || offset < 0 || offset + count > out.length) {
    throw new RangeError(
      out.length < count
        ? `expected out to have room for ${count} cells, got length ${out.length}`
        : `expected offset to be an integer from 0 to ${out.length - count}, got ${offset}`,
    );
  }
  checkAlphabetFits(checkAlphabet(alphabet, 'alphabet'), n * n, 'alphabet');

  let decoder = alphabet === 'auto' ? autoLineDecoder(text, 0, text.length, n) : decoderFor(alphabet, n * n);
  const ambiguous = decoder === null;
  if (decoder === null) decoder = decoderFor('alnum', 16); // to check everything else first
  const error = readBoardLine(text, 0, text.length, out, offset, n, decoder, line);
  if (error !== null) return error;
  if (ambiguous) return ambiguousError(line);
  const packed = scanBoardConflict(out, offset, n);
  if (packed === NO_CONFLICT) return null;
  return boardConflictError(unpackBoardConflict(packed, out, offset), n, line, alphabetOf(decoder));
}
