/**
 * Layout of a board text: which form it is written in and, unless given, which size it has.
 *
 * Owns: one pass that gathers size-independent facts about the text ({@link analyzeText}), and
 * the rules that turn them into a form and a box size ({@link chooseLayout}). Does not own the
 * reading itself (`parse-text.ts` for symbols, `parse-numbers.ts` for numbers) or wording.
 *
 * The three text forms (lines of kind blank, comment, separator and dashes as in `lines.ts`):
 *
 *   line      one content line: N² symbols, then optional whitespace and trailing fields
 *   grid      N content lines of N symbols each; `|` and whitespace between symbols ignored
 *   numbers   whitespace-separated numbers 1…N and `.` or `0` for empty, N² of them, with line
 *             breaks anywhere (`|` and separator lines ignored); only with alphabet 'alnum'
 *             or 'auto' (with 'hex' or a custom alphabet a text is always symbols)
 *
 * How the form and size are chosen:
 *
 *   1. symbols first: each size n = 2…8 is tried; a size fits when the text is a line of
 *      exactly N² symbols or a grid of exactly N rows of exactly N symbols (lines of dashes
 *      counting as content or not as `isDashContent` says for that N). With `size` given,
 *      only that size is tried. If several fit (possible only for text made of dash lines),
 *      9×9 wins, then the smallest.
 *   2. numbers next: when every token is `.` or a number of one or two digits and there are
 *      16, 81, 256, 625, 1296, 2401 or 4096 of them (N² with `size`). A numeric grid whose
 *      numbers are all single digits also fits step 1, and reads the same with 'alnum' (with
 *      'auto' on 16×16 the hex rule of `alphabet.ts` then applies to it).
 *   3. otherwise the text is wrong, and the size it was most likely meant to have is guessed
 *      so that the error can name cells as rNcM: the size of the line's run of symbols (line);
 *      the cells of the first row, or the number of rows (grid). A text of numbers with a
 *      two-digit number in it is reported as numbers (`got 255 numbers`).
 *
 * A 9×9 text that `parsePuzzle` accepts fits at n = 3 in step 1 and is then read by the same
 * reader (`parse-text.ts`), with the 'alnum' alphabet where `parsePuzzle` uses 'digits'.
 */

import { boxSizeOfCellCount, boxSizeOfSide, MAX_BOX, MIN_BOX } from '../board/sizes.js';
import { addEvidence, decode } from './alphabet.js';
import type { AutoEvidence, Decoder } from './alphabet.js';
import { charAt, isSpace } from './chars.js';
import { classifyLine, CONTENT, dashes, DASHES, lineEnd, nextLine, onlyLine } from './lines.js';
import { charError, countError, emptyTextError, gridSizeError, sizeError } from './messages.js';

/** Size-independent facts about a board text, from {@link analyzeText}. */
export interface TextFacts {
  /** The text itself. */
  text: string;
  /** The number of its first line. */
  textLine: number;
  /** Content lines that are not made of dashes. */
  lines: number;
  /** The first of them: start, end, 1-based line number. */
  firstStart: number;
  firstEnd: number;
  firstLine: number;
  /** Its first whitespace-free run: bounds, symbols before the first non-symbol, all symbols? */
  runStart: number;
  runEnd: number;
  prefix: number;
  runClean: boolean;
  /** Symbols on the first content line (whitespace and `|` aside), index of its first non-symbol or -1. */
  firstCells: number;
  firstBad: number;
  /** Fewest and most symbols on a content line, and whether no content line has a non-symbol. */
  cellsMin: number;
  cellsMax: number;
  allClean: boolean;
  /** Per box size n (index n): dash lines that are a row of N empty cells (N dashes, none adjacent). */
  dashRows: number[];
  /** Per n: dash lines of N² dashes, and whether the first of them is one unbroken run. */
  dashLines: number[];
  dashLinePure: boolean[];
  /** Whether every token (whitespace- and `|`-separated) is `.` or one or two digits. */
  numeric: boolean;
  /** Number of tokens, and whether one of them has two digits. */
  tokens: number;
  wide: boolean;
  /** 'auto' evidence over the content lines (the first 64), and over the first run alone. */
  evidence: AutoEvidence;
  runEvidence: AutoEvidence;
}

/** Form and box size chosen by {@link chooseLayout}. */
export interface Layout {
  form: 'symbols' | 'numbers';
  n: number;
}

/**
 * Gathers the facts about `text` in one pass (linear in its length).
 * @param text the text
 * @param firstLine the number of its first line
 * @param decoder the alphabet (only which characters are symbols matters)
 * @param wantEvidence whether to count the 'auto' evidence (over the first 64 content lines,
 *                     as many as a board has rows)
 */
export function analyzeText(text: string, firstLine: number, decoder: Decoder, wantEvidence: boolean): TextFacts {
  const facts: TextFacts = {
    text,
    textLine: firstLine,
    lines: 0,
    firstStart: 0,
    firstEnd: 0,
    firstLine: 0,
    runStart: 0,
    runEnd: 0,
    prefix: 0,
    runClean: false,
    firstCells: 0,
    firstBad: -1,
    cellsMin: Infinity,
    cellsMax: 0,
    allClean: true,
    dashRows: new Array<number>(MAX_BOX + 1).fill(0),
    dashLines: new Array<number>(MAX_BOX + 1).fill(0),
    dashLinePure: new Array<boolean>(MAX_BOX + 1).fill(false),
    numeric: true,
    tokens: 0,
    wide: false,
    evidence: { zeros: 0, beyond: 0, givens: 0 },
    runEvidence: { zeros: 0, beyond: 0, givens: 0 },
  };
  let start = 0;
  let line = firstLine;
  for (;;) {
    const end = lineEnd(text, start);
    const kind = classifyLine(text, start, end);
    if (kind === DASHES) {
      const count = dashes.count;
      if (count <= MAX_CELLS) {
        const row = dashes.adjacent ? null : boxSizeOfSide(count);
        if (row !== null) facts.dashRows[row]++;
        const whole = boxSizeOfCellCount(count);
        if (whole !== null && facts.dashLines[whole]++ === 0) facts.dashLinePure[whole] = dashes.pure;
      }
    } else if (kind === CONTENT) {
      analyzeContent(text, start, end, line, decoder, facts, wantEvidence);
    }
    if (end === text.length) break;
    start = nextLine(text, end);
    line++;
  }
  return facts;
}

/** Rows of the largest board: past this many content lines no symbol form can fit. */
const MAX_ROWS = 64;
/** Cells of the largest board. */
const MAX_CELLS = 4096;

/**
 * Adds one content line `text[start..end)` to the facts. The symbol counts matter only while
 * a grid may still fit (64 content lines at most), the tokens only while every token so far
 * is a number; past both, a line costs nothing here.
 */
function analyzeContent(
  text: string,
  start: number,
  end: number,
  line: number,
  decoder: Decoder,
  facts: TextFacts,
  wantEvidence: boolean,
): void {
  const lines = ++facts.lines;
  const symbols = lines <= MAX_ROWS;
  let numeric = facts.numeric;
  if (!symbols && !numeric) return;
  const table = decoder.table;
  const size = table.length;
  let cells = 0;
  let bad = -1;
  let tokens = 0;
  let wide = false;
  let tokenLength = 0;
  let tokenDigits = 0;
  let tokenDot = false;
  for (let i = start; i <= end; i++) {
    const code = i < end ? text.charCodeAt(i) : 32; // a space past the end closes the last token
    if (code === 32 || code === 124 /* | */ || (code <= 13 && code >= 9) || code === 0xa0 || code === 0xfeff) {
      if (tokenLength > 0) {
        tokens++;
        const number = tokenDigits === tokenLength && tokenLength <= 2;
        if (!number && !(tokenDot && tokenLength === 1)) numeric = false;
        if (number && tokenLength === 2) wide = true;
        tokenLength = tokenDigits = 0;
        tokenDot = false;
      }
      continue;
    }
    if (symbols) {
      if (code < size && table[code] >= 0) cells++;
      else if (bad < 0) bad = i;
    } else if (!numeric) {
      return; // nothing more to learn from this line
    }
    tokenLength++;
    if (code >= 48 && code <= 57) tokenDigits++;
    else if (code === 46 /* . */) tokenDot = true;
  }
  facts.numeric = numeric;
  facts.tokens += tokens;
  facts.wide ||= wide;
  if (!symbols) return;
  facts.cellsMin = Math.min(facts.cellsMin, cells);
  facts.cellsMax = Math.max(facts.cellsMax, cells);
  if (bad >= 0) facts.allClean = false;
  if (wantEvidence) addEvidence(text, start, end, facts.evidence);
  if (lines > 1) return;

  facts.firstStart = start;
  facts.firstEnd = end;
  facts.firstLine = line;
  facts.firstCells = cells;
  facts.firstBad = bad;
  let i = start;
  while (isSpace(text.charCodeAt(i))) i++; // a content line has a non-space
  facts.runStart = i;
  while (i < end && decode(decoder, text.charCodeAt(i)) >= 0) i++;
  facts.prefix = i - facts.runStart;
  while (i < end && !isSpace(text.charCodeAt(i))) i++;
  facts.runEnd = i;
  facts.runClean = facts.prefix === i - facts.runStart;
  if (wantEvidence) addEvidence(text, facts.runStart, facts.runEnd, facts.runEvidence);
}

/**
 * Content lines of the text on a board of box size n: the content lines proper plus the dash
 * lines that are content for that size.
 * @param facts the facts
 * @param n box size
 */
export function contentLines(facts: TextFacts, n: number): number {
  return facts.lines + facts.dashRows[n] + facts.dashLines[n];
}

/** Whether the text is a valid line or grid of symbols for box size n (step 1 of the header). */
function symbolsFit(facts: TextFacts, n: number): boolean {
  const side = n * n;
  const lines = contentLines(facts, n);
  if (lines === 1) {
    return facts.lines === 1
      ? facts.runClean && facts.runEnd - facts.runStart === side * side
      : facts.dashLines[n] === 1 && facts.dashLinePure[n];
  }
  if (lines !== side || facts.dashLines[n] !== 0) return false;
  return facts.lines === 0 || (facts.allClean && facts.cellsMin === side && facts.cellsMax === side);
}

/**
 * Chooses the form and size of a text (see the header).
 * @param facts the facts from {@link analyzeText}
 * @param given the box size from the options, if any
 * @param numbersAllowed whether the alphabet allows the numbers form ('alnum', 'auto')
 * @param decoder the alphabet, for errors
 * @returns the layout to read the text with; reading it may still fail, with an error that
 *          names the place
 * @throws SudokuParseError `EMPTY`, `BAD_SIZE`, `BAD_CHAR`, `TOO_FEW_CELLS` or `TOO_MANY_CELLS`
 *         when the text fits no size and no size can be guessed for a better error
 */
export function chooseLayout(
  facts: TextFacts,
  given: number | undefined,
  numbersAllowed: boolean,
  decoder: Decoder,
): Layout {
  const numbers = numbersAllowed && facts.lines > 0 && facts.numeric;
  if (given !== undefined) {
    if (symbolsFit(facts, given)) return { form: 'symbols', n: given };
    const count = given ** 4;
    if (numbers && facts.tokens === count) return { form: 'numbers', n: given };
    if (numbers && facts.wide) throw countError(facts.tokens, count, 'numbers');
    return { form: 'symbols', n: given };
  }
  let fit = 0;
  for (let n = MIN_BOX; n <= MAX_BOX; n++) {
    if (symbolsFit(facts, n) && (fit === 0 || n === 3)) fit = n;
  }
  if (fit !== 0) return { form: 'symbols', n: fit };
  if (numbers) {
    const n = boxSizeOfCellCount(facts.tokens);
    if (n !== null) return { form: 'numbers', n };
    if (facts.wide) throw sizeError(facts.tokens, 'numbers', facts.lines === 1 ? facts.firstLine : undefined);
  }
  return { form: 'symbols', n: guessSize(facts, decoder) };
}

/** Step 3 of the header: the size a wrong symbol text was most likely meant to have. */
function guessSize(facts: TextFacts, decoder: Decoder): number {
  const text = facts.text;
  let dashRows = 0;
  let best = 0;
  let bestCount = 0;
  for (let n = MIN_BOX; n <= MAX_BOX; n++) {
    dashRows = Math.max(dashRows, facts.dashRows[n]);
    const count = facts.dashRows[n] + facts.dashLines[n];
    if (count > bestCount) {
      best = n;
      bestCount = count;
    }
  }
  if (facts.lines === 0) {
    if (best !== 0) return best;
    throw emptyTextError(true, 'board', onlyLine(text, facts.textLine));
  }
  if (facts.lines === 1 && dashRows === 0) {
    const length = facts.runEnd - facts.runStart;
    const byLength = boxSizeOfCellCount(length);
    if (byLength !== null) return byLength; // a non-symbol inside: reading reports it
    const byPrefix = boxSizeOfCellCount(facts.prefix);
    if (byPrefix !== null) return byPrefix; // a non-symbol right after the board
    if (!facts.runClean) {
      const at = facts.runStart + facts.prefix;
      const column = at - facts.firstStart + 1;
      throw charError(charAt(text, at), facts.firstLine, column, 'line', facts.prefix + 1, undefined, decoder);
    }
    let i = facts.runEnd;
    while (i < facts.firstEnd && isSpace(text.charCodeAt(i))) i++;
    const spaceColumn = i < facts.firstEnd ? facts.runEnd - facts.firstStart + 1 : undefined;
    throw sizeError(length, 'cells', facts.firstLine, spaceColumn);
  }
  const bySide = boxSizeOfSide(facts.firstCells);
  if (bySide !== null) return bySide;
  for (let n = MIN_BOX; n <= MAX_BOX; n++) if (contentLines(facts, n) === n * n) return n;
  if (facts.firstBad >= 0) {
    const column = facts.firstBad - facts.firstStart + 1;
    throw charError(charAt(text, facts.firstBad), facts.firstLine, column, 'row', undefined, undefined, decoder);
  }
  throw gridSizeError(facts.lines + dashRows, facts.firstCells);
}
