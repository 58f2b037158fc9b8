/**
 * Telling which lines of a puzzle file are variant puzzles, cheaply: the line readers (batches,
 * streams, the CLI) ask it of every line, and the solving calls of every input, so it imports
 * nothing of the variant layer (a page that solves classic puzzles only carries this module
 * and not the readers).
 *
 * Owns: {@link isVariantLine}, {@link isJsonOrLinkLine}, the link hosts, and the shape of a
 * plain line (givens, then jigsaw labels with no space between: ./plain-line.ts reads it). Does
 * not own: reading any format (./detect.ts, ./links.ts, ./plain-line.ts).
 */
import { VARIANT_SIZES } from '../grid.js';
import type { VariantSize } from '../model.js';
import { isSpace } from '../../text/chars.js';

/** An f-puzzles link's start, scheme and `www.` optional. */
export const F_PUZZLES_HOST = /^(?:https?:\/\/)?(?:www\.)?f-puzzles\.com(?=[/?#]|$)/i;
/**
 * A SudokuPad link's start (its hosts, scheme and `www.`/`beta.` optional): `sudokupad.app`, its
 * older host `app.crackingthecryptic.com`, and `sudokupad.svencodes.com`, the host of the links
 * its apps open (`/puzzle/<id>`).
 */
export const SUDOKUPAD_HOST = /^(?:https?:\/\/)?(?:www\.|beta\.)?(?:sudokupad\.(?:app|svencodes\.com)|app\.crackingthecryptic\.com)(?=[/?#]|$)/i;

/**
 * The start of a line that is a link the readers take (or refuse with a precise error): a
 * scheme (a link to another site is refused naming its host), or the host of an f-puzzles or
 * SudokuPad link written without one. One expression, so that a page that solves classic
 * puzzles only carries neither host expression above (./links.ts uses them).
 */
const LINK_START =
  /^(?:https?:\/\/|(?:www\.|beta\.)?(?:f-puzzles\.com|sudokupad\.(?:app|svencodes\.com)|app\.crackingthecryptic\.com)(?=[/?#]|$))/i;

/**
 * The link starting at `start`, trimmed, or undefined when the text there is no link (see
 * {@link LINK_START}). Quotation marks and opening brackets before it (`"…",` in a list,
 * `<…>`, `(…)`) are passed over, and so is the text of a Markdown link (`[text](…)`, the text
 * ignored; `[text](<…>)` too): the payload reader leaves out what closes them, and a Markdown
 * link's title (./links.ts).
 */
export function linkAt(text: string, start: number): string | undefined {
  // [text](: the first "](" ends a Markdown link's text (a "]" inside it is not followed by "(");
  // with none, start moves to 0, which holds "[" or whitespace: no link
  if (text[start] === '[') start = text.indexOf('](', start) + 1;
  while ('"\'(<`'.includes(text[start])) start++;
  // h(ttp), f(-puzzles), s(udokupad), w(ww), a(pp.crackingthecryptic), b(eta.sudokupad)
  if (!'hfswabHFSWAB'.includes(text[start])) return undefined;
  const trimmed = text.slice(start).trimEnd();
  return LINK_START.test(trimmed) ? trimmed : undefined;
}

/**
 * Whether a line is JSON or a link, by its start past whitespace (`{`, or a link's host): the
 * lines that may run long, which a stream reads whole up to a larger limit than other lines
 * (src/stream/chunks.ts).
 * @param line the line, or its start
 */
export function isJsonOrLinkLine(line: string): boolean {
  let start = 0;
  while (start < line.length && isSpace(line.charCodeAt(start))) start++;
  if (start === line.length) return false;
  return line.charCodeAt(start) === 123 || linkAt(line, start) !== undefined;
}

/**
 * Whether a line of a puzzle file is meant as a variant puzzle rather than a classic one: a
 * JSON object (its first character past whitespace is `{`), an f-puzzles or SudokuPad link (or
 * an `http(s)://` link to another site, which the readers refuse naming its host), or a jigsaw
 * line, right or wrong (N² givens, then with no space between N² characters that read as region
 * labels: {@link isJigsawLine}). Classic lines, blank lines and comments answer false after a few
 * character reads; a line of givens alone is classic for the line readers. (Measured: 70 ns per
 * line over the 49,163 lines of 17_clue.txt, beside 1.8 µs for `tryParseLine` in the same run;
 * CPU time on a loaded 2-core VM.)
 * @param line one line of text
 */
export function isVariantLine(line: string): boolean {
  let start = 0;
  while (start < line.length && isSpace(line.charCodeAt(start))) start++;
  if (start === line.length) return false;
  if (line.charCodeAt(start) === 123) return true;
  if (linkAt(line, start) !== undefined) return true;
  return isJigsawLine(line, start);
}

/** Side N by the number of givens N². */
export const SIZE_OF_GIVENS: Readonly<Record<number, VariantSize>> = Object.fromEntries(VARIANT_SIZES.map((N) => [N * N, N]));

/** The parts of a plain line (offsets into the text). */
export interface PlainLineParts {
  /** First and after-last character of the givens. */
  givens: [number, number];
  /** First and after-last character of the labels (equal when there are none). */
  labels: [number, number];
  /** The line past its trailing whitespace. */
  end: number;
  /** Side N, or undefined when the givens' length is no size. */
  size: VariantSize | undefined;
}

/** Splits a plain line into givens and labels (see the layout in the header); checks nothing else. */
export function splitPlainLine(text: string, start: number): PlainLineParts {
  let end = text.length;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  let fieldEnd = start;
  while (fieldEnd < end && !isSpace(text.charCodeAt(fieldEnd))) fieldEnd++;
  let size: VariantSize | undefined = SIZE_OF_GIVENS[fieldEnd - start];
  let givensEnd = fieldEnd;
  if (size === undefined) {
    size = SIZE_OF_GIVENS[(fieldEnd - start) / 2];
    if (size !== undefined) givensEnd = start + size * size;
  }
  return { givens: [start, givensEnd], labels: [givensEnd, fieldEnd], end, size };
}

/**
 * Whether the text from `start` (its first character that is not whitespace) is meant as a
 * jigsaw line: N² characters of givens and N² characters that read as region labels, right or
 * wrong ({@link readsAsLabels}), so that a label on N + 1 cells gets the jigsaw reader's error
 * naming it (./plain-line.ts) rather than a classic reader's cell count: no classic board has
 * 2·N² cells. The givens' characters are not looked at. A line of another length is refused
 * after a few character reads (the line readers ask this of every classic line), and so is a
 * classic line with a trailing field: labels follow the givens with no space between.
 * @param text the line
 * @param start the first character past leading whitespace
 */
export function isJigsawLine(text: string, start: number): boolean {
  let end = text.length;
  while (end > start && isSpace(text.charCodeAt(end - 1))) end--;
  const size: VariantSize | undefined = SIZE_OF_GIVENS[(end - start) / 2];
  if (size === undefined) return false;
  const from = start + size * size;
  return readsAsLabels(text, from, end, size) && splitPlainLine(text, start).labels[0] === from;
}

/**
 * Whether the characters from `from` to `to` read as the region labels of a grid of side
 * `size`, right or wrong: no whitespace among them, and no character on more than 2N cells. A
 * right label is on N cells and a mistyped one on a few more; two classic puzzles written
 * with no space between have the second one's empty cells on more (a line the classic readers
 * then answer with its cell count).
 */
function readsAsLabels(text: string, from: number, to: number, size: number): boolean {
  const counts = new Map<number, number>();
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (isSpace(code)) return false;
    const count = (counts.get(code) ?? 0) + 1;
    if (count > 2 * size) return false;
    counts.set(code, count);
  }
  return true;
}
