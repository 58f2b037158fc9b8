/**
 * The puzzle of an input line as the commands that call the library on it one line at a time
 * take it (explain, hint, rate, candidates): the field `validate` reads.
 *
 * Owns: {@link puzzleField}. Does not own: what a puzzle is (the text layer, the variant
 * readers) or the line kinds (src/variant/formats/line-kind.ts).
 */
import { isJsonOrLinkLine } from '../../variant/formats/line-kind.js';

/**
 * The puzzle field of a line: up to the first whitespace after the cells (as validate reads it);
 * a line of JSON or a link whole (its spaces are inside it).
 */
export function puzzleField(text: string): string {
  const trimmed = text.trim();
  if (isJsonOrLinkLine(trimmed)) return trimmed;
  const space = trimmed.search(/\s/);
  return space < 0 ? trimmed : trimmed.slice(0, space);
}
