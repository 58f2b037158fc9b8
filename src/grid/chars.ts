/**
 * Character classes of the Sudoku text formats, and how an offending character is shown.
 *
 * Owns: which characters are cells, which are whitespace, the quoting of a character in an
 * error message, and walking a text's lines (`lineEnd`, `nextLine`, `firstContentLine`, shared
 * with the board formats in src/board/). Does not own: what a line means (`parse-line.ts`,
 * `parse-text.ts`) or the wording around the quoted character (`errors.ts`).
 *
 * Character classes (UTF-16 code units):
 *
 *   cells       '1'..'9' → given 1..9      '.' '0' '-' '_' → empty (0)
 *   whitespace  \t \n \v \f \r, space, U+00A0 (no-break space), U+FEFF (byte-order mark)
 *
 * `*` and other placeholder characters are deliberately not cells: a file that uses them is
 * more likely to be something other than a puzzle list, and saying so beats guessing.
 */

/**
 * The value of a cell character.
 * @param code a UTF-16 code unit (`text.charCodeAt(i)`)
 * @returns 1–9 for a given, 0 for an empty-cell character, -1 when `code` is not a cell
 */
export function cellValue(code: number): number {
  const digit = code - 48; // '0' = 48
  if (digit >= 0 && digit <= 9) return digit;
  return code === 46 /* . */ || code === 45 /* - */ || code === 95 /* _ */ ? 0 : -1;
}

/**
 * Whether a code unit is whitespace for the text formats (see the table in the header).
 * @param code a UTF-16 code unit
 */
export function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0xfeff;
}

/**
 * The whole character (code point) that starts at `index`: two code units for a valid surrogate
 * pair, one otherwise (a lone surrogate stays a lone surrogate).
 * @param text the text
 * @param index a position inside `text`
 */
export function charAt(text: string, index: number): string {
  return String.fromCodePoint(text.codePointAt(index) ?? 0);
}

/** Control, format, unassigned, private-use, separator and combining characters: not readable alone. */
const INVISIBLE = /^[\p{C}\p{Z}\p{M}]$/u;

/**
 * A character as a person can read it in a message, quoted:
 *
 *   'x'              printable ASCII (`'` and `\` are backslash-escaped)
 *   'é' (U+00E9)     other printable characters, with their code point
 *   '\u0000'         control, format, space-like, combining characters and lone surrogates
 *
 * @param ch one character (one code point), as returned by {@link charAt}
 */
export function quoteChar(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0;
  const hex = cp.toString(16).toUpperCase().padStart(4, '0');
  if (INVISIBLE.test(ch)) return cp > 0xffff ? `'\\u{${hex}}'` : `'\\u${hex}'`;
  if (cp < 0x80) return ch === "'" || ch === '\\' ? `'\\${ch}'` : `'${ch}'`;
  return `'${ch}' (U+${hex})`;
}

/** Index of the line break (`\r` or `\n`) ending the line that starts at `start`, or `text.length`. */
export function lineEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === 10 || code === 13) break;
    i++;
  }
  return i;
}

/** Start of the next line after the break at `end` (`\r\n` counts as one break). */
export function nextLine(text: string, end: number): number {
  return text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
}

/** Where a text's first content line is, and whether another content line follows it. */
export interface FirstContent {
  /** Index of its first character. */
  readonly start: number;
  /** Index just past its last character. */
  readonly end: number;
  /** Its line number. */
  readonly line: number;
  /** True when a second content line exists (a multi-line grid, not a one-line puzzle). */
  readonly several: boolean;
}

/**
 * Walks the lines of `text` (\n, \r\n or \r) to its first content line, as the caller's
 * `isContent(start, end)` decides, and looks no further than the second one.
 * @param firstLine the number of the text's first line
 * @returns null when no line is content
 */
export function firstContentLine(text: string, firstLine: number, isContent: (start: number, end: number) => boolean): FirstContent | null {
  let start = 0;
  let line = firstLine;
  let found: { start: number; end: number; line: number } | null = null;
  for (;;) {
    const end = lineEnd(text, start);
    if (isContent(start, end)) {
      if (found !== null) return { ...found, several: true };
      found = { start, end, line };
    }
    if (end === text.length) break;
    start = nextLine(text, end);
    line++;
  }
  return found === null ? null : { ...found, several: false };
}
