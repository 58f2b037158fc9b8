/**
 * Links that carry a puzzle: f-puzzles links and SudokuPad links with an f-puzzles payload.
 *
 * Owns: recognising a link, taking its payload out, decoding it (lz-string, through the
 * `lz-string` package, in either of its base64 alphabets) into f-puzzles JSON, and writing
 * links. Does not own: reading or writing the f-puzzles JSON (./fpuzzles.ts).
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
 *
 * The scheme (`https://`, `http://`) and `www.` may be left out. Payloads:
 * - lz-string `compressToBase64` (`A-Z a-z 0-9 + /`, padded with `=`) or
 *   `compressToEncodedURIComponent` (`-` for `/`, `$` for padding); the first 63 symbols are
 *   the same in both, so a payload with a `-` or `$` is read with the second and any other with
 *   the first;
 * - percent-encoded or not (`%2B`, `%2F`, `%3D` are decoded); a space stands for a `+` that a
 *   form decoder turned into one;
 * - in a SudokuPad path, a `//` of the payload may arrive as `/` (paths collapse repeated
 *   slashes): when a payload does not decode, each single `/` is tried doubled, then each pair
 *   (at most 500 tries: a failing link costs tens of milliseconds, never more).
 */

import LZString from 'lz-string';
import { linkError, networkLinkError, sudokuPadFormatError } from '../../text/messages.js';
import type { VariantPuzzle } from '../model.js';
import { toFpuzzles } from './fpuzzles.js';
import { F_PUZZLES_HOST, SUDOKUPAD_HOST } from './line-kind.js';

/** SudokuPad puzzle-id prefixes: f-puzzles payloads, and its own formats (longest first). */
const FPUZZLES_PREFIXES = ['fpuzzles', 'fpuz'];
const SUDOKUPAD_OWN_PREFIXES = ['scl', 'ctc', 'scf'];

/**
 * The f-puzzles JSON a link carries, parsed.
 * @param link the link (trimmed)
 * @throws SudokuParseError `UNSUPPORTED` for links that need a network lookup or carry
 *         SudokuPad's own format, `BAD_LINK` for a payload that does not decode
 */
export function readLinkPayload(link: string): unknown {
  const fPuzzles = F_PUZZLES_HOST.exec(link);
  if (fPuzzles !== null) return readFpuzzlesLink(link.slice(fPuzzles[0].length));
  const sudokuPad = SUDOKUPAD_HOST.exec(link);
  if (sudokuPad !== null) return readSudokuPadLink(link.slice(sudokuPad[0].length));
  throw linkError('not a link', 'f-puzzles');
}

/** The value of a query parameter of a link's rest (`/?load=…&x=1`), raw, or undefined. */
function queryParameter(rest: string, name: string): string | undefined {
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
    id = (end < 0 ? rest : rest.slice(0, end)).replace(/^\/+/, '').replace(/^sudoku\//, '');
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
  payload = payload.replace(/ /g, '+');
  if (payload === '') throw linkError('empty', site);
  const uriSafe = /[-$]/.test(payload);
  if (!/^[A-Za-z0-9+/=$-]*$/.test(payload)) {
    throw linkError('alphabet', site, payload.match(/[^A-Za-z0-9+/=$-]/)?.[0]);
  }
  const decoded = decompress(payload, uriSafe);
  if (decoded !== undefined) return decoded;
  if (site === 'SudokuPad' && !uriSafe) {
    const repaired = repairSlashes(payload);
    if (repaired !== undefined) return repaired;
  }
  throw linkError('undecodable', site);
}

/** lz-string data → the JSON object it compresses, or undefined. */
function decompress(payload: string, uriSafe: boolean): unknown {
  try {
    const text = uriSafe ? LZString.decompressFromEncodedURIComponent(payload) : LZString.decompressFromBase64(payload);
    if (typeof text !== 'string' || !text.trimStart().startsWith('{')) return undefined;
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Tries doubling one, then two, of the payload's slashes (at most 500 tries in all). */
function repairSlashes(payload: string): unknown {
  const slashes: number[] = [];
  for (let i = payload.indexOf('/'); i >= 0; i = payload.indexOf('/', i + 1)) slashes.push(i);
  const doubled = (at: readonly number[]): string => {
    let out = '';
    let from = 0;
    for (const i of at) {
      out += `${payload.slice(from, i)}/`;
      from = i;
    }
    return out + payload.slice(from);
  };
  let tries = 0;
  for (let a = 0; a < slashes.length; a++) {
    if (++tries > 500) return undefined;
    const parsed = decompress(doubled([slashes[a]]), false);
    if (parsed !== undefined) return parsed;
  }
  for (let a = 0; a < slashes.length; a++) {
    for (let b = a + 1; b < slashes.length; b++) {
      if (++tries > 500) return undefined;
      const parsed = decompress(doubled([slashes[a], slashes[b]]), false);
      if (parsed !== undefined) return parsed;
    }
  }
  return undefined;
}

/**
 * An f-puzzles link for a puzzle: `https://f-puzzles.com/?load=` and the lz-string base64 of its
 * f-puzzles JSON, as f-puzzles writes it. Reading it back gives the same canonical model.
 * @param puzzle the puzzle (checked first)
 * @throws SudokuParseError when the puzzle does not pass `checkVariant`
 */
export function toFpuzzlesLink(puzzle: VariantPuzzle): string {
  return `https://f-puzzles.com/?load=${LZString.compressToBase64(JSON.stringify(toFpuzzles(puzzle)))}`;
}

/**
 * A SudokuPad link for a puzzle: `https://sudokupad.app/fpuzzles` and the lz-string base64 of
 * its f-puzzles JSON. Reading it back gives the same canonical model.
 * @param puzzle the puzzle (checked first)
 * @throws SudokuParseError when the puzzle does not pass `checkVariant`
 */
export function toSudokuPadLink(puzzle: VariantPuzzle): string {
  return `https://sudokupad.app/fpuzzles${LZString.compressToBase64(JSON.stringify(toFpuzzles(puzzle)))}`;
}
