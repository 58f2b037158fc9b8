/**
 * A board given as text in symbols: one line of N² symbols, or a grid of N rows of N symbols;
 * 9×9 puzzles are the n = 3 case, read with the 'digits' alphabet.
 *
 * Owns: {@link parseBoardText}, which runs the layout choice (`layout.ts`) and the 'auto' rule
 * for the whole text, {@link parsePuzzleText}, which knows the size (9×9) and the alphabet
 * beforehand, the strict reading of the symbol forms once both are known ({@link readText}),
 * and the conflict check with the line of the second cell. Does not own: the one-line reader
 * (`parse-line.ts`), numeric grids (`parse-numbers.ts`), alphabets or wording.
 *
 * Once n is known, one content line is a one-line board (trailing fields allowed); two or more
 * are a grid of exactly N rows of exactly N symbols, `|` and whitespace ignored, separator,
 * blank and `#` comment lines skipped (`lines.ts`):
 *
 *   5 3 . | . 7 . | . . .
 *   6 . . | 1 9 5 | . . .        (9×9; a 4×4 grid has rows of 4 symbols in 2 groups,
 *   ------+-------+------         a 16×16 grid rows of 16 in 4 groups, and so on)
 *   …
 *
 * Every line is scanned a bounded number of times and scanning stops at the first problem, so
 * the work is linear in the length of the text.
 */

import { NO_CONFLICT, scanConflict, unpackConflict } from '../board/conflicts.js';
import type { Board } from '../board/sizes.js';
import { decideAuto, decode, decoderFor, DIGITS } from './alphabet.js';
import type { AutoEvidence, BoardAlphabet, Decoder } from './alphabet.js';
import { charAt, isSpace } from './chars.js';
import { analyzeText, chooseLayout, contentLines } from './layout.js';
import { classifyLine, dashes, DASHES, firstContentLine, isContentLine, lineEnd, nextLine, onlyLine } from './lines.js';
import {
  alphabetSizeError,
  ambiguousError,
  charError,
  conflictError,
  emptyTextError,
  rowCellsError,
  rowsError,
  symbolValueError,
  voiceOf,
} from './messages.js';
import { readNumbers } from './parse-numbers.js';
import { readBareLine, readLine } from './parse-line.js';

/** The 1-based line of each row read by the last {@link readText} (all the same for a line). */
const rowLines = new Int32Array(64);

/** Evidence of a board with no symbols at all. */
const NO_EVIDENCE: AutoEvidence = { zeros: 0, beyond: 0, givens: 0 };

/**
 * Parses a board given as text (see `layout.ts` for the forms), checking for conflicts.
 * @param text the text
 * @param firstLine the number to give the text's first line in errors
 * @param alphabet a checked alphabet
 * @param given the box size from the options or a custom alphabet, if any
 * @param nineAsPuzzle read a 9×9 board as the 9×9 puzzle functions do, whatever `alphabet` says,
 *        with their 'digits' alphabet and wording (a letter is no cell, `BAD_CHAR`, not a digit
 *        past 9): the CLI, whose 9×9 lines are read so (its `--alphabet` is for other sizes)
 * @returns the board
 * @throws SudokuParseError on the first problem found
 */
export function parseBoardText(
  text: string,
  firstLine: number,
  alphabet: BoardAlphabet,
  given: number | undefined,
  nineAsPuzzle = false,
): Board {
  if (text.length === 0) throw emptyTextError(false, 'board');
  const universe = decoderFor(alphabet, undefined);
  const facts = analyzeText(text, firstLine, universe, alphabet === 'auto');
  const { form, n } = chooseLayout(facts, given, alphabet === 'alnum' || alphabet === 'auto', universe);
  if (form === 'numbers') return readNumbers(text, firstLine, n);
  if (alphabet === 'hex' && n > 4) throw alphabetSizeError(n, facts.lines === 1 ? facts.firstLine : undefined);

  const side = n * n;
  let decoder: Decoder;
  let ambiguous = false;
  if (alphabet === 'auto' && side === 16) {
    const oneLine = contentLines(facts, n) === 1;
    const choice = decideAuto(oneLine ? (facts.lines === 1 ? facts.runEvidence : NO_EVIDENCE) : facts.evidence);
    ambiguous = choice === null;
    decoder = decoderFor(choice ?? 'alnum', side); // ambiguous: read as alnum to find other errors first
  } else if (nineAsPuzzle && side === 9) {
    decoder = DIGITS; // the alphabet is for other sizes; a letter is BAD_CHAR
  } else {
    decoder = decoderFor(alphabet, side);
  }
  const cells = new Uint8Array(side * side);
  readText(text, firstLine, n, decoder, cells);
  if (ambiguous) throw ambiguousError(rowLines[0]);
  checkConflicts(cells, n, decoder);
  return { n, cells };
}

/**
 * Parses a 9×9 puzzle given as text: {@link readText} at n = 3 with the 'digits' alphabet
 * (no layout choice: the size is known, and numeric grids are not a puzzle form), then the
 * conflict check.
 * @param text the text
 * @param firstLine the number to give the text's first line in errors
 * @param cells where the 81 cells go (every one is written): a new array unless the caller
 *        passes a scratch it reads at once
 * @returns the 81 cells
 * @throws SudokuParseError on the first problem found, in the puzzle wording
 */
export function parsePuzzleText(text: string, firstLine: number, cells: Uint8Array = new Uint8Array(81)): Uint8Array {
  if (text.length === 0) throw emptyTextError(false, 'puzzle');
  readText(text, firstLine, 3, DIGITS, cells);
  checkConflicts(cells, 3, DIGITS);
  return cells;
}

/**
 * Throws the first conflict of the board just read by {@link readText}, with the line of its
 * second cell's row.
 * @throws SudokuParseError `CONFLICT`
 */
function checkConflicts(cells: Uint8Array, n: number, decoder: Decoder): void {
  const packed = scanConflict(cells, 0, n);
  if (packed === NO_CONFLICT) return;
  const conflict = unpackConflict(packed, cells, 0);
  throw conflictError(conflict, n, rowLines[Math.floor(conflict.cells[1] / (n * n))], decoder);
}

/**
 * Reads a line or grid of symbols of box size n into `out`, filling `rowLines`. No conflict check.
 * @param text the text
 * @param firstLine the number of its first line
 * @param n box size
 * @param decoder the alphabet
 * @param out N² cells
 * @throws SudokuParseError for the first problem
 */
export function readText(text: string, firstLine: number, n: number, decoder: Decoder, out: Uint8Array): void {
  const side = n * n;
  if (n === 3 && decoder === DIGITS && readBareLine(text, 0, text.length, out, 0)) {
    rowLines.fill(firstLine, 0, 81); // a bare 9×9 line: no content lines to look for
    return;
  }
  const content = firstContentLine(text, firstLine, side);
  if (content === null) throw emptyTextError(true, voiceOf(decoder), onlyLine(text, firstLine));
  if (!content.several) {
    const error = readLine(text, content.start, content.end, out, 0, n, decoder, content.line);
    if (error !== null) throw error;
    rowLines.fill(content.line, 0, side);
    return;
  }
  readGrid(text, content.start, content.line, n, decoder, out);
}

/** Reads N rows of N symbols starting at the first content line. */
function readGrid(text: string, start: number, firstLine: number, n: number, decoder: Decoder, out: Uint8Array): void {
  const side = n * n;
  let rows = 0;
  let dashLine: number | undefined;
  let line = firstLine;
  for (;;) {
    const end = lineEnd(text, start);
    const kind = classifyLine(text, start, end);
    if (isContentLine(kind, side)) {
      if (rows === side) throw rowsError(side + 1 + countContentLines(text, end, side), side, line);
      readRow(text, start, end, out, rows, line, n, decoder);
      rowLines[rows++] = line;
    } else if (kind === DASHES && dashes.count === side && dashLine === undefined) {
      dashLine = line; // N adjacent dashes: a separator here, maybe meant as a row of empty cells
    }
    if (end === text.length) break;
    start = nextLine(text, end);
    line++;
  }
  if (rows < side) throw rowsError(rows, side, undefined, dashLine);
}

/** Content lines after the line break at `end` (only to report too many rows). */
function countContentLines(text: string, end: number, side: number): number {
  let count = 0;
  while (end < text.length) {
    const start = nextLine(text, end);
    end = lineEnd(text, start);
    if (isContentLine(classifyLine(text, start, end), side)) count++;
  }
  return count;
}

/** Reads row `row` (0-based) of a grid from the content line `text[start..end)`. */
function readRow(
  text: string,
  start: number,
  end: number,
  out: Uint8Array,
  row: number,
  line: number,
  n: number,
  decoder: Decoder,
): void {
  const side = n * n;
  const base = row * side;
  let k = 0;
  for (let i = start; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 124 /* | */ || isSpace(code)) continue;
    const v = decode(decoder, code);
    const column = i - start + 1;
    if (v < 0) {
      throw k < side
        ? charError(charAt(text, i), line, column, 'row', base + k + 1, side, decoder)
        : charError(charAt(text, i), line, column, 'after-row', base + side, side, decoder);
    }
    if (k === side) {
      throw rowCellsError(row + 1, side + countRowCells(text, i, end, decoder), side, line, voiceOf(decoder));
    }
    if (v > side) throw symbolValueError(charAt(text, i), v, line, column, base + k + 1, n, decoder);
    out[base + k] = v;
    k++;
  }
  if (k < side) throw rowCellsError(row + 1, k, side, line, voiceOf(decoder));
}

/** Symbols from `i` up to the end of the row or its first non-symbol (to report too many cells). */
function countRowCells(text: string, i: number, end: number, decoder: Decoder): number {
  let count = 0;
  for (; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === 124 || isSpace(code)) continue;
    if (decode(decoder, code) < 0) break;
    count++;
  }
  return count;
}
