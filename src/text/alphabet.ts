/**
 * Alphabets: which character stands for which digit, on boards of every size and on the 9×9
 * grids of the puzzle functions.
 *
 * Owns: the built-in alphabets, custom alphabets, their decode tables, the `'auto'` rule that
 * tells hex from alnum on 16×16 boards, {@link symbolOf}, and the "expected …" text of messages.
 * Does not own: line or grid structure (`parse-*.ts`) or the rest of the wording (`messages.ts`).
 *
 *   alphabet   digits 1…N written as                         empty cell   case
 *   ────────   ───────────────────────────────────────────   ──────────   ──────────────────────
 *   'alnum'    1-9, then A-Z (10-35), then a-z (36-61),       . 0 - _      either case while N ≤ 35
 *   (default)  then @ $ % (62-64, 64×64 only)                             (no lowercase needed);
 *                                                                         exact from 36×36 up
 *   'hex'      0-9 A-F: 0 = 1, 9 = 10, F = 16 (N ≤ 16)        . - _        either case
 *   custom     the N characters of the string, in order      . 0 - _ not  exact
 *              (so its length fixes the size; the names      in the string
 *              'auto', 'alnum', 'hex' are never custom)
 *   'auto'     'alnum', except on 16×16 boards (see below)
 *   digits     1-9 (9×9 only; not an option: the alphabet    . 0 - _      -
 *              of parsePuzzle, tryParseLine and the bulk
 *              9×9 path, where a letter is no cell at all)
 *
 * 'alnum' is the convention of 16×16 and 25×25 collections (1-9A-G, 1-9A-P). No convention
 * exists past 49×49 (61 symbols), so 'alnum' adds `@ $ %` for 62–64, three characters that are
 * neither cells, separators (`| - + =`), comments (`#`) nor placeholders (`*`, `?`) anywhere else.
 * On 9×9 'alnum' reads a letter as a digit too large for the board (BAD_VALUE); 'digits' reads
 * it as no cell (BAD_CHAR), and its messages use the wording of the puzzle functions
 * (`messages.ts`, {@link Decoder.kind}).
 *
 * 'auto' on a 16×16 board looks at the symbols of the board (the one-line run, or every
 * content line of a grid) and decides in this order:
 *
 *   1. a letter past F (G-Z, g-z) or @ $ %    → 'alnum'   (hex has no such digit)
 *   2. more than 16 `0`                        → 'alnum'   (hex 0 is a digit, at most 16 per board;
 *                                                          so these 0s are empty cells)
 *   3. at least one `0`                        → 'hex'
 *   4. no `0` and no G: digits 1-9 A-F only    → AMBIGUOUS error when the board has any given
 *                                                (either reading is valid, shifted by one);
 *                                                an all-empty board reads the same either way
 *
 * Decode tables map a UTF-16 code unit (or an ASCII byte: the first 128 entries) to a value:
 * 1…64 a digit (possibly too large for the board: BAD_VALUE), 0 an empty-cell mark, -1 not a
 * cell (BAD_CHAR). Codes at or past the table's length are not cells.
 */

import { boxSizeOfSide } from '../board/sizes.js';
import { isSpace, quoteChar } from './chars.js';
import { show, showNumber } from '../api/options.js';

/**
 * An alphabet option: a built-in name, or a custom string of N symbols for digits 1…N.
 * @category Text and boards
 */
export type BoardAlphabet = 'auto' | 'alnum' | 'hex' | (string & {});

/** The 'alnum' symbols: digit d is `ALNUM_SYMBOLS[d - 1]`. */
export const ALNUM_SYMBOLS = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz@$%';
/** The 'hex' symbols: digit d is `HEX_SYMBOLS[d - 1]`. */
export const HEX_SYMBOLS = '0123456789ABCDEF';
/** The characters that can mark an empty cell (those an alphabet does not use as digits). */
export const EMPTY_MARKS = '.0-_';
/** Characters a custom alphabet may not use: they are separators or comment marks. */
const RESERVED = '|+=#-';
/** The largest side 'alnum' folds case for (1-9 and A-Z are enough). */
const FOLD_MAX = 35;

/** How one alphabet reads characters (see the module header). */
export interface Decoder {
  /** Which kind of alphabet this is ('digits' is the 9×9 puzzle functions' alphabet, see the header). */
  readonly kind: 'alnum' | 'hex' | 'custom' | 'digits';
  /** Code unit → value (1…64 digit, 0 empty, -1 not a cell). */
  readonly table: Int8Array;
  /** Digit d is written `symbols[d - 1]`. */
  readonly symbols: string;
  /** The empty-cell marks of this alphabet. */
  readonly empties: string;
}

/**
 * Builds a decoder. With `fold`, lowercase ASCII letters read as their uppercase form, and the
 * lowercase symbols of `symbols` (alnum 36-61) are not readable.
 */
function makeDecoder(kind: Decoder['kind'], symbols: string, fold: boolean): Decoder {
  let empties = '';
  for (const ch of EMPTY_MARKS) if (!symbols.includes(ch)) empties += ch;
  let size = 128;
  for (let i = 0; i < symbols.length; i++) size = Math.max(size, symbols.charCodeAt(i) + 1);
  const table = new Int8Array(size).fill(-1);
  for (let i = 0; i < empties.length; i++) table[empties.charCodeAt(i)] = 0;
  for (let i = 0; i < symbols.length; i++) {
    const code = symbols.charCodeAt(i);
    if (fold && code >= 97 && code <= 122) continue; // folded: a-z are read as A-Z, below
    table[code] = i + 1;
    if (fold && code >= 65 && code <= 90) table[code + 32] = i + 1;
  }
  return { kind, table, symbols, empties };
}

/** 'alnum' for sides up to 35: a-z read as A-Z (10-35). */
const ALNUM_FOLDED = makeDecoder('alnum', ALNUM_SYMBOLS, true);
/** 'alnum' from 36×36 up: a-z are 36-61. */
const ALNUM_CASED = makeDecoder('alnum', ALNUM_SYMBOLS, false);
/** 'hex', either case. */
const HEX = makeDecoder('hex', HEX_SYMBOLS, true);
/** The alphabet of the 9×9 puzzle functions: 1-9, `. 0 - _` empty, nothing else a cell. */
export const DIGITS = makeDecoder('digits', ALNUM_SYMBOLS.slice(0, 9), false);

/** The last custom alphabet used, so bulk parsing builds its table once. */
let lastCustom: Decoder | null = null;

/**
 * Checks an alphabet option.
 * @param alphabet the option's value
 * @param name the option's name, for messages
 * @returns the alphabet
 * @throws TypeError when it is not a string
 * @throws RangeError for a custom alphabet that is not 4, 9, 16, 25, 36, 49 or 64 distinct
 *         characters, or that uses a character past U+FFFF (an emoji), whitespace, a lone
 *         surrogate, or one of `| + = # -`
 */
export function checkAlphabet(alphabet: unknown, name: string): BoardAlphabet {
  if (typeof alphabet !== 'string') {
    throw new TypeError(`expected ${name} to be a string, got ${show(alphabet)}`);
  }
  if (alphabet === 'auto' || alphabet === 'alnum' || alphabet === 'hex') return alphabet;
  if (lastCustom !== null && lastCustom.symbols === alphabet) return alphabet;
  refuseAstral(alphabet, name);
  if (boxSizeOfSide(alphabet.length) === null) {
    throw new RangeError(
      `expected ${name} to be 'auto', 'alnum', 'hex' or 4, 9, 16, 25, 36, 49 or 64 symbols, ` +
        `got ${JSON.stringify(alphabet.length > 80 ? `${alphabet.slice(0, 80)}…` : alphabet)} ` +
        `(${alphabet.length} characters)`,
    );
  }
  for (let i = 0; i < alphabet.length; i++) {
    const code = alphabet.charCodeAt(i);
    const ch = alphabet[i];
    if (isSpace(code) || (code >= 0xd800 && code <= 0xdfff) || RESERVED.includes(ch)) {
      throw new RangeError(
        `expected ${name} to use no whitespace, lone surrogates or | + = # -, ` +
          `got ${JSON.stringify(ch)} at position ${i + 1}`,
      );
    }
    if (alphabet.indexOf(ch) !== i) {
      throw new RangeError(`expected ${name} to list distinct symbols, got ${JSON.stringify(ch)} twice`);
    }
  }
  lastCustom = makeDecoder('custom', alphabet, false);
  return alphabet;
}

/**
 * Refuses a symbol past U+FFFF (an emoji, a CJK extension character): the text layer reads one
 * UTF-16 code unit per cell (decode tables are indexed by code unit, see the module header; the
 * byte path decodes any line that is not ASCII to text first), so such a symbol would be two
 * cells. Said with the symbol and its place counted in code points, before the length (in code
 * units) is read. Reading pairs would cost every cell of every line a surrogate test, for
 * alphabets no collection uses; this check runs once per new alphabet (a repeated one is the
 * kept decoder's, found before it), never per cell. A lone surrogate is left to the checks after
 * (it is no symbol at all).
 */
function refuseAstral(alphabet: string, name: string): void {
  let k = 0;
  for (const symbol of alphabet) {
    k++;
    const cp = symbol.codePointAt(0) as number;
    if (cp <= 0xffff) continue;
    const count = [...alphabet].length;
    throw new RangeError(
      `expected ${name} to hold symbols up to U+FFFF (one UTF-16 unit each), got ${quoteChar(symbol)}, symbol ${k} of ${count}`,
    );
  }
}

/**
 * The decoder of a checked alphabet for a board of the given side. 'auto' gives 'alnum'
 * (callers apply the 16×16 rule first, see {@link decideAuto}).
 * @param alphabet an alphabet that passed {@link checkAlphabet}
 * @param side N, or undefined while the size is unknown (only the set of cell characters
 *             matters then, and it does not depend on the size)
 */
export function decoderFor(alphabet: BoardAlphabet, side: number | undefined): Decoder {
  if (alphabet === 'alnum' || alphabet === 'auto') {
    return side !== undefined && side > FOLD_MAX ? ALNUM_CASED : ALNUM_FOLDED;
  }
  if (alphabet === 'hex') return HEX;
  if (lastCustom === null || lastCustom.symbols !== alphabet) checkAlphabet(alphabet, 'alphabet');
  return lastCustom as Decoder;
}

/**
 * The largest side an alphabet writes: 64 for 'alnum' and 'auto', 16 for 'hex', the length of a
 * custom alphabet.
 * @param alphabet a checked alphabet
 */
export function maxSideOf(alphabet: BoardAlphabet): number {
  if (alphabet === 'alnum' || alphabet === 'auto') return 64;
  return alphabet === 'hex' ? 16 : alphabet.length;
}

/**
 * The value of a character under a decoder.
 * @param decoder the decoder
 * @param code a UTF-16 code unit
 * @returns 1…64 a digit, 0 an empty mark, -1 not a cell
 */
export function decode(decoder: Decoder, code: number): number {
  return code < decoder.table.length ? decoder.table[code] : -1;
}

/**
 * The digits of an alphabet on a board, for messages: `1-9, A-G` (alnum, 16×16), `0-9, A-F`
 * (hex, 16×16), `one of "abcd"` (custom).
 * @param decoder the decoder
 * @param side N, or undefined when the size is not known (then every digit it has)
 */
export function describeDigits(decoder: Decoder, side: number | undefined): string {
  const m = side ?? decoder.symbols.length;
  const last = decoder.symbols[m - 1];
  if (decoder.kind === 'custom') return `one of ${JSON.stringify(decoder.symbols)}`;
  if (decoder.kind === 'hex') return m <= 10 ? `0-${last}` : m === 11 ? '0-9, A' : `0-9, A-${last}`;
  if (m <= 9) return `1-${last}`;
  if (m <= 35) return m === 10 ? '1-9, A' : `1-9, A-${last}`;
  if (m <= 61) return m === 36 ? '1-9, A-Z, a' : `1-9, A-Z, a-${last}`;
  return '1-9, A-Z, a-z, @ $ %';
}

/**
 * What a cell may hold, for messages: `1-9, A-G, or . 0 - _ for an empty cell` (16×16 alnum),
 * `a digit 1-9 or one of . 0 - _ for an empty cell` (digits).
 * @param decoder the decoder
 * @param side N, or undefined when the size is not known
 */
export function describeCell(decoder: Decoder, side: number | undefined): string {
  if (decoder.kind === 'digits') return 'a digit 1-9 or one of . 0 - _ for an empty cell';
  return `${describeDigits(decoder, side)}, or ${decoder.empties.split('').join(' ')} for an empty cell`;
}

/**
 * The character for a digit on a board of side N.
 * @param value the digit, 1…N
 * @param side N: 4, 9, 16, 25, 36, 49 or 64
 * @param alphabet 'alnum' (default; 'auto' writes the same), 'hex' (N ≤ 16) or a custom
 *                 alphabet of N symbols
 * @returns one character
 * @throws RangeError for a side, value or alphabet that does not fit
 * @throws TypeError when `alphabet` is not a string
 */
export function symbolOf(value: number, side: number, alphabet: BoardAlphabet = 'alnum'): string {
  if (boxSizeOfSide(side) === null) {
    throw new RangeError(`expected side to be 4, 9, 16, 25, 36, 49 or 64, got ${showNumber(side)}`);
  }
  if (!Number.isInteger(value) || value < 1 || value > side) {
    throw new RangeError(`expected value to be an integer 1-${side}, got ${showNumber(value)}`);
  }
  checkAlphabetFits(checkAlphabet(alphabet, 'alphabet'), side, 'alphabet');
  return decoderFor(alphabet, side).symbols[value - 1];
}

/**
 * Whether an alphabet can write every digit of a board of the given side ({@link checkAlphabetFits}
 * says why not): a built-in one up to its largest side, a custom one of exactly N symbols.
 * @param alphabet a checked alphabet
 * @param side N (a board side, at most 64)
 */
export function alphabetFits(alphabet: BoardAlphabet, side: number): boolean {
  return alphabet === 'alnum' || alphabet === 'auto' || alphabet === 'hex' ? side <= maxSideOf(alphabet) : alphabet.length === side;
}

/**
 * Checks that an alphabet can write every digit of a board of the given side.
 * @param alphabet a checked alphabet
 * @param side N
 * @param name the option's name, for messages
 * @throws RangeError for 'hex' past 16×16 or a custom alphabet of another length
 */
export function checkAlphabetFits(alphabet: BoardAlphabet, side: number, name: string): void {
  if (alphabetFits(alphabet, side)) return;
  if (alphabet === 'hex') {
    throw new RangeError(`expected a board of at most 16×16 for ${name} 'hex', got ${side}×${side}`);
  }
  throw new RangeError(`expected ${name} to have ${side} symbols for a ${side}×${side} board, got ${alphabet.length}`);
}

/** Counts of the characters the 'auto' rule looks at (see the module header). */
export interface AutoEvidence {
  /** `0` characters. */
  zeros: number;
  /** Letters past F (either case) and `@ $ %`: digits alnum has and hex has not. */
  beyond: number;
  /** 1-9 and A-F (either case): digits in both readings. */
  givens: number;
}

/**
 * Adds the characters of `text[start..end)` to the evidence.
 * @param text the text
 * @param start first index
 * @param end index past the last
 * @param evidence the counts to add to
 */
export function addEvidence(text: string, start: number, end: number, evidence: AutoEvidence): void {
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 48) evidence.zeros++;
    else {
      const v = decode(ALNUM_FOLDED, code); // 1-9 A-F are 1-15 here, G 16
      if (v >= 16) evidence.beyond++;
      else if (v > 0) evidence.givens++;
    }
  }
}

/**
 * The 'auto' rule for a 16×16 board (see the module header).
 * @param evidence the counts over the board's symbols
 * @returns 'alnum' or 'hex', or null when both readings are valid and differ
 */
export function decideAuto(evidence: AutoEvidence): 'alnum' | 'hex' | null {
  if (evidence.beyond > 0 || evidence.zeros > 16) return 'alnum';
  if (evidence.zeros > 0) return 'hex';
  return evidence.givens > 0 ? null : 'alnum';
}
