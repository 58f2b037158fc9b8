/**
 * f-puzzles JSON text with its grid read by the WebAssembly variant module: `JSON.parse` would
 * make an object per cell (81 for a 9×9 grid, most of them `{}`), which was about half of
 * reading an X-sudoku's text ({@link scanFpuzzlesGrid}'s figures: docs/design/variant-engine.md,
 * "Reading f-puzzles text").
 *
 * Owns: handing the text to the module's scan (assembly/text/fpuzzles-grid.ts, whose header has
 * the shape it reads), parsing the rest of the text, and the checks that the two together mean
 * what `JSON.parse` of the whole text means and the reader makes of it (the scan reads past
 * `givenPencilMarks`, which the reader may refuse: a text that gives a cell some is left to it);
 * and {@link scanBareClassicFpuzzles}, which takes the
 * text of a classic puzzle with givens only straight to its cells. Does not own: what the cells
 * and fields mean (the reader, ./fpuzzles.ts `fromScannedFpuzzles`).
 *
 * Only a speed-up, used wherever the variant module is at hand (instantiated for it when an
 * entry embeds it or `initWasm` compiled it): without it, or for a text of another shape, it
 * answers undefined and the caller reads the whole text with `JSON.parse`, which also gives
 * any error at its place.
 */
import { variantCoreIfAvailable } from '../../wasm/variant-core.js';
import { isJsonObject } from '../json.js';
import type { JsonObject } from '../json.js';

/** The text without its grid, parsed, and the grid's cells as the module read them. */
export interface ScannedFpuzzles {
  /** The f-puzzles object, its `grid` member replaced by 0. */
  raw: JsonObject;
  /** Rows of the grid, as many cells each. */
  rows: number;
  /** Per cell, row by row, 3 bytes: value (0: none), given (0 / 1), region (255: none). */
  cells: Uint8Array;
}

let encoder: TextEncoder | undefined;

/**
 * Reads f-puzzles JSON text whose grid the variant module can read.
 * @param text the text (JSON of an object whose members before `grid` are scalars)
 * @returns the parts, or undefined when the module is not at hand, the text is of another shape
 *          or is not JSON (the caller then reads it in full, and says the error)
 */
export function scanFpuzzlesGrid(text: string): ScannedFpuzzles | undefined {
  const core = variantCoreIfAvailable();
  if (core === undefined || mayGivePencilMarks(text)) return undefined;
  const x = core.exports;
  const views = core.views();
  const { written } = (encoder ??= new TextEncoder()).encodeInto(text, views.fpuzzlesText);
  const rows = x.fpuzzlesGrid(written);
  if (rows < 0) return undefined;
  const start = x.fpuzzlesGridStart();
  const end = x.fpuzzlesGridEnd();
  // a second "grid" member (JSON keeps the last) is left to the full reading; a name spelt
  // with escapes (gr\u0069d) would be one too
  if (text.indexOf('"grid"', end) >= 0 || text.indexOf('\\u', end) >= 0) return undefined;
  const raw = sizeAndGridOnly(text, start, end) ?? parseRest(text, start, end);
  if (raw === undefined) return undefined;
  return { raw, rows, cells: views.fpuzzlesCells };
}

/**
 * Whether a text may give a cell pencil marks: a `"givenPencilMarks"` member other than `null`
 * or `[]` (the solver extension writes `null` in every cell without them).
 */
function mayGivePencilMarks(text: string): boolean {
  return text.includes('"givenPencilMarks"') && /"givenPencilMarks"\s*:\s*(?!\s|null\b|\[\s*\])/.test(text);
}

/** How f-puzzles text of a classic puzzle with givens only starts (`JSON.stringify(toFpuzzles(…))`). */
const BARE_CLASSIC_START = '{"size":9,"grid":';

/**
 * f-puzzles text `{"size":9,"grid":[…]}` and nothing more, its grid classic (no region, givens
 * 1-9, no digit twice in a row, column or box), read by the module straight into 81 cells for
 * fast9: no object, no model and no JS loop over the cells.
 * @param text f-puzzles JSON text
 * @param cells where the givens go (81 digits, 0 for an empty cell)
 * @returns whether it was such a text; false for any other, or where the module is not at hand
 *          (read it with `parseVariant`, which also says any error of it)
 */
export function scanBareClassicFpuzzles(text: string, cells: Uint8Array): boolean {
  // the grid's `]]` then the object's `}`: a text with rule fields after the grid (which also
  // starts so, as toFpuzzles writes it) is not scanned twice
  if (!text.startsWith(BARE_CLASSIC_START) || !text.endsWith(']]}') || mayGivePencilMarks(text)) return false;
  const core = variantCoreIfAvailable();
  if (core === undefined) return false;
  const x = core.exports;
  const views = core.views();
  const { written } = (encoder ??= new TextEncoder()).encodeInto(text, views.fpuzzlesText);
  // the grid ends at the text's last '}': every byte before it was ASCII, and nothing follows
  if (x.fpuzzlesGrid(written) !== 9 || x.fpuzzlesGridEnd() !== text.length - 1 || x.fpuzzlesClassicDigits(9) === 0) return false;
  cells.set(views.fpuzzlesDigits);
  return true;
}

/**
 * The rest of `{"size":N,"grid":…}` written compactly, with nothing else (what `toFpuzzles`
 * and `JSON.stringify` make of a puzzle with no rule), without `JSON.parse`: it was a fifth
 * of reading such a text (docs/design/variant-engine.md, "Reading f-puzzles text").
 */
function sizeAndGridOnly(text: string, start: number, end: number): JsonObject | undefined {
  if (start !== 17 || end !== text.length - 1 || text.charCodeAt(end) !== 125) return undefined;
  if (!text.startsWith('{"size":', 0) || !text.startsWith(',"grid":', 9)) return undefined;
  const size = text.charCodeAt(8) - 48;
  return size >= 1 && size <= 9 ? { size, grid: 0 } : undefined;
}

/** The text without its grid (`grid` read as 0), parsed: undefined when it is not JSON of an object. */
function parseRest(text: string, start: number, end: number): JsonObject | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text.slice(0, start) + '0' + text.slice(end));
  } catch {
    return undefined;
  }
  return isJsonObject(raw) && raw.grid === 0 ? raw : undefined;
}
