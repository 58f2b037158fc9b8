/**
 * The entry of the variant readers: {@link parseVariant} tells the input's format and reads it
 * (./line-kind.ts tells line readers which lines to hand over).
 *
 * Owns: telling the formats apart and placing errors on the caller's line. Does not own: any
 * format (its module in this folder) or the checks (../check.ts).
 *
 *   input                                         read as
 *   ────────────────────────────────────────────  ─────────────────────────────────────────────
 *   an object with `grid`                         f-puzzles JSON (./fpuzzles.ts)
 *   any other object                              the model (../check.ts); `version` 1 or absent
 *   text starting with `{`                        JSON, then as the object it holds
 *   an f-puzzles or SudokuPad link                its f-puzzles payload (./links.ts)
 *   an http(s):// link to another site           refused, naming its host (./links.ts)
 *   text starting N4 … N7                         a link's payload alone (./links.ts)
 *   other text                                    a plain line: givens, optionally jigsaw
 *                                                 region labels (./plain-line.ts)
 */

import type { VariantPuzzle } from '../model.js';
import { checkVariant } from '../check.js';
import { isJsonObject } from '../json.js';
import type { JsonObject } from '../json.js';
import { fromFpuzzles, fromScannedFpuzzles } from './fpuzzles.js';
import { parseJsonText } from './json-text.js';
import { readBarePayload, readLinkPayload } from './links.js';
import { linkAt } from './line-kind.js';
import { readPlainLine } from './plain-line.js';
import { checkInteger, checkKeys, namingCall } from '../../api/options.js';
import { isSpace } from '../../text/chars.js';
import { SudokuParseError } from '../../text/parse-error.js';
import { atLine, variantInputError, variantObjectError } from '../../text/variant-messages.js';

/**
 * Options of {@link parseVariant}.
 * @category Variants
 */
export interface ParseVariantOptions {
  /** The 1-based line of the input in a larger text, for error messages and `error.line`. */
  line?: number | undefined;
}

/**
 * Reads a variant puzzle in any supported format and returns it checked and canonical.
 *
 * - a model object, or its JSON (`version` 1 or absent);
 * - an f-puzzles object (it has `grid`), or its JSON;
 * - an f-puzzles link (`https://f-puzzles.com/?load=…`) or a SudokuPad link with an f-puzzles
 *   payload (`https://sudokupad.app/fpuzzles…`), also as the link of a Markdown link, or its
 *   payload alone (the text after `?load=`);
 * - a plain line: N² givens (16, 25, 36, 49, 64 or 81), optionally followed by N² jigsaw region
 *   labels (a 5×5 or 7×7 line without them is a Latin square: its boxes are its rows).
 *
 * @param input the puzzle
 * @param options `line`: the input's line in a larger text
 * @throws SudokuParseError with a code and the place at fault (`path` for JSON, `column` for
 *         text, `line` when given); TypeError / RangeError for bad options
 * @example
 * ```ts
 * import { parseVariant, solve } from 'sudoku-wasm';
 *
 * const latin = parseVariant('....5.4.12.12.4..4....1..'); // 25 givens: a 5×5 Latin square
 * latin.size; // → 5
 * solve(latin).solution; // → '1234534512512342345145123'
 * ```
 * @category Variants
 */
export function parseVariant(input: string | object, options?: ParseVariantOptions): VariantPuzzle {
  return namingCall('parseVariant', () => {
    checkKeys(options, ['line'], 'parseVariant');
    const line = options?.line === undefined ? undefined : checkInteger(options.line, 1, 'parseVariant: line');
    try {
      if (typeof input === 'string') return readText(input, line);
      if (isJsonObject(input)) return readObject(input);
      throw variantInputError(input);
    } catch (error) {
      throw error instanceof SudokuParseError ? atLine(error, line) : error;
    }
  });
}

/** A parsed object: f-puzzles JSON when it has `grid`, else the model. */
function readObject(object: JsonObject): VariantPuzzle {
  if ('grid' in object) return fromFpuzzles(object);
  if ('givens' in object || 'constraints' in object || 'version' in object) return checkVariant(object);
  throw variantObjectError();
}

function readText(text: string, line: number | undefined): VariantPuzzle {
  let start = 0;
  while (start < text.length && isSpace(text.charCodeAt(start))) start++;
  if (start === text.length) throw variantInputError(text);
  if (text.charCodeAt(start) === 123) {
    // f-puzzles text of the common shape, its grid read by the core (undefined: read it in full)
    const scanned = fromScannedFpuzzles(text);
    if (scanned !== undefined) return scanned;
    // a byte-order mark or no-break space before the JSON is none of JSON's whitespace: blank it,
    // keeping line breaks, so that positions stay those of the text
    const json = start === 0 || /^[ \t\r\n]*$/.test(text.slice(0, start)) ? text : text.slice(0, start).replace(/[^\r\n]/g, ' ') + text.slice(start);
    const parsed = parseJsonText(json, line ?? 1);
    if (!isJsonObject(parsed)) throw variantObjectError();
    return readObject(parsed);
  }
  const link = linkAt(text, start);
  if (link !== undefined) return fromFpuzzles(readLinkPayload(link));
  // a payload without its link: the lz-string base64 of a JSON object starts N4 … N7 ("{" as an
  // 8-bit character), and a plain line with a given (0-9 . - _, none of which starts a payload)
  if (text[start] === 'N' && '4567'.includes(text[start + 1])) return fromFpuzzles(readBarePayload(text.slice(start)));
  return readPlainLine(text);
}

