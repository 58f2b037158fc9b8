/**
 * Links that carry a puzzle: f-puzzles links and SudokuPad links with an f-puzzles payload.
 *
 * Owns: recognising a link, taking its payload out, decoding it (the `lz-string` package, in
 * either of its base64 alphabets, behind the bound of ./lz-decode.ts) into f-puzzles JSON, the
 * limits on both, and
 * writing links (through the `lz-string` package). Does not own: reading or writing the
 * f-puzzles JSON (./fpuzzles.ts).
 *
 *   link                                                      read as
 *   ───────────────────────────────────────────────────────   ──────────────────────────────────
 *   https://f-puzzles.com/?load=<payload>                     f-puzzles JSON, lz-string base64
 *   https://f-puzzles.com/?id=<id>                            refused: a short alias, looked up
 *                                                             on f-puzzles' server
 *   https://sudokupad.app/fpuzzles<payload>                   f-puzzles JSON, as ?load=
 *   https://sudokupad.app/fpuz<payload>, …/sudoku/fpuzzles…,  the same (SudokuPad's aliases and
 *   …?puzzleid=fpuzzles<payload>, app.crackingthecryptic.com  its older host)
 *   https://sudokupad.app/scl<payload> (also ctc…, scf…)      refused: SudokuPad's own formats
 *                                                             draw lines and shapes without
 *                                                             their rules
 *   https://sudokupad.app/<id>                                refused: a short id, looked up on
 *                                                             SudokuPad's server
 *   https://sudokupad.svencodes.com/puzzle/<id>               as sudokupad.app/<id> (the links
 *                                                             SudokuPad's apps open)
 *   a link to any other site                                  refused, naming its host
 *   <payload> alone (`N4…`: {@link readBarePayload})          as a SudokuPad payload; one that
 *                                                             does not decode says to paste the
 *                                                             whole link
 *
 * The scheme (`https://`, `http://`) and `www.` may be left out; a query's `&` may be written
 * `&amp;`, `&#38;` or `&#x26;` (a link copied from a page's source); a Markdown link's title
 * after it (`[text](link "title")`, `'title'` or `(title)`) is left out. Payloads:
 * - lz-string `compressToBase64` (`A-Z a-z 0-9 + /`, padded with `=`) or
 *   `compressToEncodedURIComponent` (`-` for `/`, `$` for padding); the first 63 symbols are
 *   the same in both, so a payload with a `-` or `$` is read with the second and any other with
 *   the first;
 * - percent-encoded or not (`%2B`, `%2F`, `%3D` are decoded); a space stands for a `+` that a
 *   form decoder turned into one;
 * - as pasted: line breaks and tabs inside it (a long link wrapped across lines) are left out,
 *   and so are characters of neither alphabet at its end, where a link copied from a sentence,
 *   Markdown or a quotation picks them up (`.`, `,`, `)`, `"` …: {@link TRAILING_PUNCTUATION});
 * - in a SudokuPad path, a `//` of the payload may arrive as `/` (paths collapse repeated
 *   slashes): when a payload does not decode, a single `/` is tried doubled, then a pair
 *   (`repairSlashes`: only those that can change the outcome, the likeliest first).
 *
 * Limits, far above any puzzle: a payload of at most {@link MAX_PAYLOAD_LENGTH} characters,
 * decoding to at most {@link MAX_TEXT_LENGTH}; the slash repairs of a payload that does not
 * decode cost at most 8 times its first decoding, plus 2^18 characters of work. So a link costs
 * time in proportion to its length, and a failing one at most about nine decodings of itself.
 * (Measured, Node 20, 2-core VM: a SudokuPad link of 80 KB that decodes to 100,000 characters
 * of broken JSON fails in 7–77 ms; a 16 KB one whose codes would spell 32 million characters,
 * in 1–6 ms, lz-string never run; one of 779 KB, near the limits, in 180–510 ms:
 * docs/design/variant-engine.md, "Reading links".)
 */

import LZString from 'lz-string';
import { barePayloadError, linkError, networkLinkError, otherSiteLinkError, sudokuPadFormatError } from '../../text/variant-messages.js';
import type { VariantPuzzle, VariantPuzzleInput } from '../model.js';
import { checkVariantArgument } from '../check.js';
import { writeFpuzzles } from './fpuzzles.js';
import { decodeLzString, type LzDecoding } from './lz-decode.js';
import { F_PUZZLES_HOST, SUDOKUPAD_HOST } from './line-kind.js';

/**
 * The longest payload read, in characters: over 200 times the 4,312 of the link of a killer
 * with many cosmetic texts (24,579 characters of f-puzzles JSON); decoding one this long takes
 * at most about 150 ms (see the header).
 */
export const MAX_PAYLOAD_LENGTH = 1_000_000;
/** The longest text a payload may decode to, in characters: over 150 times that killer's JSON. */
export const MAX_TEXT_LENGTH = 4_000_000;
/**
 * What the slash repairs of a failing payload may cost, beside the first decoding (see
 * `repairSlashes`): the repairs of one or two slashes of the published examples took at most
 * 6.6 times the first decoding, and the floor covers short payloads.
 */
const REPAIR_WORK_FACTOR = 8;
const REPAIR_WORK_FLOOR = 1 << 18;

/**
 * Characters of neither lz-string alphabet that text around a link leaves at its end: a full
 * stop or comma of a sentence, Markdown's `)` or `*`, quotation marks, brackets.
 */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}>'"`*]+$/;

/**
 * A Markdown link's title and the `)` that closes the link (and a sentence's punctuation after
 * it): `[text](link "title")`, with `'title'` or `(title)` too. None of its characters but the
 * space is in a payload.
 */
const MARKDOWN_TITLE = /\s+(?:"[^"]*"|'[^']*'|\([^()]*\))\s*\)[.,;:!?*]*$/;

/** The HTML entities of `&`: `&amp;`, `&#38;`, `&#x26;` (a link copied from a page's source). */
const AMPERSAND_ENTITY = /&(?:amp|#0*38|#x0*26);/gi;

/** SudokuPad puzzle-id prefixes: f-puzzles payloads, and its own formats (longest first). */
const FPUZZLES_PREFIXES = ['fpuzzles', 'fpuz'];
const SUDOKUPAD_OWN_PREFIXES = ['scl', 'ctc', 'scf'];

/**
 * The f-puzzles JSON a link carries, parsed.
 * @param pasted the link (trimmed), a Markdown link's title after it left out here
 * @throws SudokuParseError `UNSUPPORTED` for links that need a network lookup, carry
 *         SudokuPad's own format or are of another site, `BAD_LINK` for a payload that does not
 *         decode
 */
export function readLinkPayload(pasted: string): unknown {
  const link = pasted.replace(MARKDOWN_TITLE, '');
  const fPuzzles = F_PUZZLES_HOST.exec(link);
  if (fPuzzles !== null) return readFpuzzlesLink(link.slice(fPuzzles[0].length));
  const sudokuPad = SUDOKUPAD_HOST.exec(link);
  if (sudokuPad !== null) return readSudokuPadLink(link.slice(sudokuPad[0].length));
  // a link to another site (./line-kind.ts takes any `http(s)://` line for a link, and a few
  // hosts that are neither, such as beta.f-puzzles.com)
  throw otherSiteLinkError(/^(?:https?:\/\/)?(?:www\.)?([^/?#\s]*)/i.exec(link)?.[1] ?? link);
}

/**
 * The f-puzzles JSON of a payload pasted without its link (as some tools and forums share it),
 * parsed: read as a SudokuPad link's payload (./detect.ts hands over text that starts `N4` to
 * `N7`, as the lz-string base64 of any JSON object does).
 * @param payload the payload, as pasted
 * @throws SudokuParseError `BAD_LINK` saying to paste the whole link, when it does not decode
 */
export function readBarePayload(payload: string): unknown {
  try {
    return decodePayload(payload, 'SudokuPad');
  } catch {
    throw barePayloadError();
  }
}

/** The value of a query parameter of a link's rest (`/?load=…&x=1`, `&amp;` for `&`: {@link AMPERSAND_ENTITY}), raw, or undefined. */
function queryParameter(link: string, name: string): string | undefined {
  const rest = link.replace(AMPERSAND_ENTITY, '&'); // (before the fragment is found: `&#38;` holds a #)
  const query = rest.indexOf('?');
  if (query < 0) return undefined;
  const hash = rest.indexOf('#', query);
  for (const pair of rest.slice(query + 1, hash < 0 ? undefined : hash).split('&')) {
    const equals = pair.indexOf('=');
    if (equals > 0 && pair.slice(0, equals) === name) return pair.slice(equals + 1);
  }
  return undefined;
}

function readFpuzzlesLink(rest: string): unknown {
  const payload = queryParameter(rest, 'load');
  if (payload !== undefined) return decodePayload(payload, 'f-puzzles');
  if (queryParameter(rest, 'id') !== undefined) throw networkLinkError('f-puzzles');
  throw linkError('no payload', 'f-puzzles');
}

function readSudokuPadLink(rest: string): unknown {
  let id = queryParameter(rest, 'puzzleid');
  if (id === undefined) {
    const end = rest.search(/[?#]/);
    id = (end < 0 ? rest : rest.slice(0, end)).replace(/^\/+/, '').replace(/^(?:sudoku|puzzle)\//, '');
  }
  for (const prefix of FPUZZLES_PREFIXES) {
    if (id.startsWith(prefix)) return decodePayload(id.slice(prefix.length), 'SudokuPad');
  }
  for (const prefix of SUDOKUPAD_OWN_PREFIXES) if (id.startsWith(prefix)) throw sudokuPadFormatError(prefix);
  if (id === '') throw linkError('no puzzle', 'SudokuPad');
  throw networkLinkError('SudokuPad', id);
}

/**
 * Decodes an lz-string payload and parses the JSON it compresses.
 * @param raw the payload as it stands in the link
 * @param site whose link it is; a SudokuPad payload stands in the link's path, where `//` may
 *             have collapsed to `/`
 */
function decodePayload(raw: string, site: 'f-puzzles' | 'SudokuPad'): unknown {
  let payload = raw;
  if (payload.includes('%')) {
    try {
      payload = decodeURIComponent(payload);
    } catch {
      throw linkError('escape', site);
    }
  }
  payload = payload.replace(/[\r\n\t]+/g, '').replace(TRAILING_PUNCTUATION, '').replace(/ /g, '+');
  if (payload === '') throw linkError('empty', site);
  if (payload.length > MAX_PAYLOAD_LENGTH) throw linkError('long payload', site, String(payload.length), MAX_PAYLOAD_LENGTH);
  const uriSafe = /[-$]/.test(payload);
  const stray = /[^A-Za-z0-9+/=$-]/.exec(payload);
  if (stray !== null) throw linkError('alphabet', site, stray[0], stray.index + 1);
  const decoded = decodeLzString(payload, uriSafe, MAX_TEXT_LENGTH);
  if (decoded.tooLong) throw linkError('long text', site, '', MAX_TEXT_LENGTH);
  const parsed = parsedObject(decoded.text);
  if (parsed !== undefined) return parsed;
  if (site === 'SudokuPad' && !uriSafe) {
    const repaired = repairSlashes(payload, decoded);
    if (repaired !== undefined) return repaired;
  }
  throw linkError('undecodable', site);
}

/** The JSON object a decoded text holds, or undefined. */
function parsedObject(text: string | undefined): unknown {
  if (text === undefined || !text.trimStart().startsWith('{')) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The JSON object of a base64 payload with one, or else two, of its slashes doubled, or
 * undefined. Doubling a slash changes what follows it, so only a slash before the point where
 * decoding stopped can change the outcome: those are tried, nearest that point first (a wrong
 * symbol makes the decoder stop a few codes after it), and for the second, those before the
 * point where the try with the first doubled stopped. Every try costs the payload's length
 * plus the characters it spells; all of them together may cost {@link REPAIR_WORK_FACTOR} times
 * what the first decoding did, plus {@link REPAIR_WORK_FLOOR}.
 * @param payload the payload, as decoded
 * @param first what decoding it gave
 */
function repairSlashes(payload: string, first: LzDecoding): unknown {
  let budget = REPAIR_WORK_FACTOR * (payload.length + first.length) + REPAIR_WORK_FLOOR;
  /** What `text` decodes to, or undefined when the budget does not cover it. */
  const attempt = (text: string): LzDecoding | undefined => {
    const room = Math.min(MAX_TEXT_LENGTH, budget - text.length);
    if (room < 0) return undefined;
    const decoded = decodeLzString(text, false, room);
    budget -= text.length + decoded.length;
    return decoded.tooLong ? undefined : decoded;
  };
  const slashes: number[] = []; // ascending
  for (let i = payload.indexOf('/'); i >= 0; i = payload.indexOf('/', i + 1)) slashes.push(i);
  /** The slashes after `after` and before `end`, nearest `end` first. */
  const between = (after: number, end: number): number[] => slashes.filter((i) => i > after && i < end).reverse();
  // doubling the slash at `a` keeps the text up to it (index a): index a + 1 changes
  const singles = between(-1, first.read - 1);
  const stops: number[] = [];
  for (const a of singles) {
    const decoded = attempt(`${payload.slice(0, a)}/${payload.slice(a)}`);
    if (decoded === undefined) return undefined;
    const parsed = parsedObject(decoded.text);
    if (parsed !== undefined) return parsed;
    stops.push(decoded.read);
  }
  for (let k = 0; k < singles.length; k++) {
    const a = singles[k];
    // with `a` doubled, the slash at b > a stands at b + 1: index b + 2 changes
    for (const b of between(a, stops[k] - 2)) {
      const decoded = attempt(`${payload.slice(0, a)}/${payload.slice(a, b)}/${payload.slice(b)}`);
      if (decoded === undefined) return undefined;
      const parsed = parsedObject(decoded.text);
      if (parsed !== undefined) return parsed;
    }
  }
  return undefined;
}

/**
 * An f-puzzles link for a puzzle: `https://f-puzzles.com/?load=` and the lz-string base64 of its
 * f-puzzles JSON, as f-puzzles writes it. Reading it back gives the same canonical model.
 * @param puzzle the puzzle (checked first)
 * @throws TypeError when the puzzle is not an object (text is read with `parseVariant` first)
 * @throws SudokuParseError when the puzzle does not pass `checkVariant`
 * @example
 * ```ts
 * import { parseVariant, solve, toFpuzzlesLink } from 'sudoku-wasm';
 *
 * const link = toFpuzzlesLink({ size: 4, givens: '1...............', constraints: [{ type: 'killer', cells: [0, 1], sum: 3 }] });
 * link; // → 'https://f-puzzles.com/?load=N4Igzg…'
 * parseVariant(link).constraints; // → [{ type: 'killer', cells: [0, 1], sum: 3 }]
 * solve(link).status; // → 'multiple'
 * ```
 * @category Variants
 */
export function toFpuzzlesLink(puzzle: VariantPuzzleInput): string {
  return `https://f-puzzles.com/?load=${LZString.compressToBase64(JSON.stringify(writeFpuzzles(checkVariantArgument(puzzle, 'toFpuzzlesLink'))))}`;
}

/**
 * A SudokuPad link for a puzzle: `https://sudokupad.app/fpuzzles` and the lz-string base64 of
 * its f-puzzles JSON. Reading it back gives the same canonical model.
 * @param puzzle the puzzle (checked first)
 * @throws TypeError when the puzzle is not an object (text is read with `parseVariant` first)
 * @throws SudokuParseError when the puzzle does not pass `checkVariant`
 * @example
 * ```ts
 * import { formatVariant, parseVariant, toSudokuPadLink } from 'sudoku-wasm';
 *
 * const puzzle = { size: 4, givens: '1...............', constraints: [{ type: 'killer', cells: [0, 1], sum: 3 }] };
 * const link = toSudokuPadLink(puzzle);
 * link; // → 'https://sudokupad.app/fpuzzlesN4Igzg…'
 * formatVariant(parseVariant(link)) === formatVariant(puzzle); // → true
 * ```
 * @category Variants
 */
export function toSudokuPadLink(puzzle: VariantPuzzleInput): string {
  return `https://sudokupad.app/fpuzzles${LZString.compressToBase64(JSON.stringify(writeFpuzzles(checkVariantArgument(puzzle, 'toSudokuPadLink'))))}`;
}
