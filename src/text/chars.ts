/**
 * Characters of the text formats: which are whitespace, and how an offending one is shown.
 *
 * Owns: the whitespace class shared by every reader, taking one whole character (code point)
 * out of a text, and the quoting of a character in an error message. Does not own: which
 * characters are cells (`alphabet.ts`), kinds of line (`lines.ts`) or the wording around the
 * quoted character (`messages.ts`).
 *
 *   whitespace  \t \n \v \f \r, space, U+00A0 (no-break space), U+FEFF (byte-order mark)
 *
 * `*` and other placeholder characters are deliberately not cells: a file that uses them is
 * more likely to be something other than a puzzle list, and saying so beats guessing.
 */

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
