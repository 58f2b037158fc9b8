/**
 * f-puzzles JSON: the puzzle object of f-puzzles.com, read into the model and written back.
 *
 * Owns: the top level of an f-puzzles puzzle (`size`, `grid` with its givens and jigsaw
 * regions, the list of cosmetic fields, `negative`), and handing every other field to the rule
 * module that reads it (../rules/index.ts). Does not own: any rule's field (its module), cell
 * names and field shapes (./fpuzzles-values.ts), links (./links.ts) or JSON text (./json-text.ts).
 *
 *   { "size": 9,
 *     "grid": [[{ "value": 5, "given": true }, { "region": 0 }, {}, …], …],   N rows of N cells
 *     "killercage": [{ "cells": ["R1C1", "R1C2"], "value": "3" }],          one field per rule
 *     "negative": ["ratio"], "antiknight": true, "title": "…", "ruleset": "…", … }
 *
 * Cells: `given: true` marks a given (its `value`, 1 … N); a `value` without `given` is a
 * player's entry and is ignored, as are the player's pencil marks and colours. `region` is the
 * 0-based jigsaw region of the cell, absent for the standard box of the size (../grid.ts).
 * `region: null` is a cell in no region: every cell so is a grid without boxes, whose rows stand
 * for its regions (a Latin square, as 5×5 and 7×7 grids are; written back as `null` again), and
 * some cells so are refused, as the model has every cell in one region.
 * `givenPencilMarks` (written by the f-puzzles solver extension: the digits the setter allows in
 * a cell, which its solver keeps to) restrict the cell, a rule the model has no way to say: on a
 * cell that is not a given they are refused; empty (`null`, `[]`) they set nothing.
 *
 * `title`, `author` and `ruleset` are the puzzle's texts for people, read into the model's
 * `title`, `author` and `rules` (../metadata.ts: text only, within limits) and written back.
 * Any other field that sets no rule is ignored ({@link FPUZZLES_COSMETIC_FIELDS}); a field of a rule
 * this library does not solve is an error naming it (`f-puzzles field 'clock' is not
 * supported`), unless it is empty (`[]`, `false`, `null`, `""`), which sets no rule either; a
 * field of a supported rule that is `null` sets none too.
 *
 * Speed: reading runs inside every variant benchmark, so the success path builds no JSON path
 * string per cell (paths are made when an error is thrown) and cell names are read without a
 * regular expression. Text of the common shape has its grid read by the WebAssembly core once
 * that is in use ({@link fromScannedFpuzzles}, ./fpuzzles-grid-scan.ts): `JSON.parse` would
 * make an object per cell. `parseVariant` of an X-sudoku's text: 11.0 µs, against 18.2 µs with
 * the whole text through `JSON.parse` (docs/design/variant-engine.md, "Reading f-puzzles text").
 */

import type { Constraint, VariantPuzzle, VariantPuzzleInput } from '../model.js';
import type { VariantGrid } from '../grid.js';
import { isVariantSize, variantGrid } from '../grid.js';
import { completeVariant, checkVariantArgument, readRegionLabel, readSize, scratchGivens } from '../check.js';
import { childPath, isJsonObject, readArray, readObject } from '../json.js';
import type { JsonObject } from '../json.js';
import { scanFpuzzlesGrid } from './fpuzzles-grid-scan.js';
import { readFpuzzlesText, withTexts, writeFpuzzlesTexts } from '../metadata.js';
import type { PuzzleTexts } from '../metadata.js';
import { RULES, ruleOfField, ruleOfNegative, rulePosition } from '../rules/index.js';
import type { FpuzzlesCell, FpuzzlesPuzzle } from '../rules/rule.js';
import { jsonTypeError, jsonValueError, unsupportedError, unsupportedFieldError, variantCountError } from '../../text/variant-messages.js';

/**
 * The f-puzzles fields that set no rule, read past without a look: the setter's `solution`,
 * drawings (`cage`: a cosmetic cage, not a killer cage; `line`, `text`, `rectangle`,
 * `circle`), fog of war (`fogofwar`, `foglight`, `triggereffect`,
 * which SudokuPad reads: they hide cells from the solver and reveal them as the solve goes, and
 * change no rule) and f-puzzles' own settings. Inside a cell, everything
 * but `given`, `value`, `region` and `givenPencilMarks` is cosmetic too (`c`, `cArray`,
 * `highlight`, `centerPencilMarks`, `cornerPencilMarks`, `candidates`).
 */
export const FPUZZLES_COSMETIC_FIELDS: readonly string[] = [
  'solution',
  'cage',
  'line',
  'text',
  'rectangle',
  'circle',
  'fogofwar',
  'foglight',
  'triggereffect',
  'disabledlogic',
  'truecandidatesoptions',
];

let cosmetic: Set<string> | undefined;

/**
 * Reads f-puzzles JSON (parsed) into a checked, canonical model.
 * @param input the parsed f-puzzles object
 * @throws SudokuParseError with the f-puzzles JSON path of the problem
 */
export function fromFpuzzles(input: unknown): VariantPuzzle {
  const raw = readObject(input, '', 'f-puzzles JSON (an object)');
  const grid = variantGrid(readSize(raw.size, 'size'));
  const size = grid.size;
  const rows = readArray(raw.grid, 'grid', `an array of ${size} rows`);
  if (rows.length !== size) throw variantCountError(rows.length, size, 'rows', 'grid');
  const givens = scratchGivens(grid);
  let regions: number[] | undefined;
  let firstNull = -1; // the first cell in no region (`region: null`)
  let nulls = 0;
  for (let r = 0; r < size; r++) {
    const row = readArray(rows[r], `grid[${r}]`, `an array of ${size} cells`);
    if (row.length !== size) throw variantCountError(row.length, size, 'cells', `grid[${r}]`);
    for (let c = 0; c < size; c++) {
      const cell = row[c];
      if (!isJsonObject(cell)) throw jsonTypeError('a cell (an object)', cell, `grid[${r}][${c}]`);
      const index = r * size + c;
      if (cell.given !== undefined && cell.given !== false) givens[index] = readGiven(cell, grid, r, c);
      else if (!isEmpty(cell.givenPencilMarks)) {
        throw unsupportedError({ kind: 'given pencil marks' }, `grid[${r}][${c}].givenPencilMarks`);
      }
      const region = cell.region;
      if (region !== undefined) {
        regions ??= Array.from(grid.boxes);
        if (typeof region === 'number' && region >= 0 && region < size && Number.isInteger(region)) regions[index] = region + 0; // -0 as 0
        else if (region === null) {
          if (nulls++ === 0) firstNull = index;
        } else readRegionLabel(region, grid, `grid[${r}][${c}].region`); // throws the error of this label
      }
    }
  }
  if (nulls === grid.cellCount) regions = rowLabels(size);
  else if (nulls > 0) throw unsupportedError({ kind: 'null region' }, `grid[${(firstNull / size) | 0}][${firstNull % size}].region`);
  return readFields(raw, grid, givens, regions);
}

/** Region labels that are the rows: a grid without boxes, whose rows hold 1 … N anyway. */
function rowLabels(size: number): number[] {
  return Array.from({ length: size * size }, (_, cell) => (cell / size) | 0);
}

/** Whether region labels are the rows (each cell labelled as the first cell of its row). */
function areRows(regions: readonly number[], size: number): boolean {
  return regions.every((label, cell) => label === regions[cell - (cell % size)]);
}

/**
 * Reads f-puzzles JSON text whose grid the WebAssembly core read (./fpuzzles-grid-scan.ts):
 * the model `fromFpuzzles(JSON.parse(text))` gives, or undefined when the core is not in use or
 * the text is not of the shape it reads, or has an error (the caller then reads it with
 * `parseJsonText` and {@link fromFpuzzles}, which say the error).
 * @param text f-puzzles JSON text
 */
export function fromScannedFpuzzles(text: string): VariantPuzzle | undefined {
  const scan = scanFpuzzlesGrid(text);
  if (scan === undefined) return undefined;
  const { raw, rows, cells } = scan;
  if (!isVariantSize(raw.size) || rows !== raw.size) return undefined;
  const grid = variantGrid(raw.size);
  const givens = scratchGivens(grid);
  let regions: number[] | undefined;
  for (let index = 0, at = 0; index < grid.cellCount; index++, at += 3) {
    if (cells[at + 1] !== 0) {
      const value = cells[at];
      if (value < 1 || value > grid.size) return undefined;
      givens[index] = value;
    }
    const region = cells[at + 2];
    if (region !== 255) {
      if (region >= grid.size) return undefined;
      (regions ??= Array.from(grid.boxes))[index] = region;
    }
  }
  try {
    return readFields(scan.raw, grid, givens, regions);
  } catch {
    return undefined;
  }
}

/** The fields past the grid (each rule's, by its module), then the checks of the whole puzzle. */
function readFields(raw: JsonObject, grid: VariantGrid, givens: Uint8Array, regions: number[] | undefined): VariantPuzzle {
  const size = grid.size;
  const constraints: Constraint[] = [];
  const texts: PuzzleTexts = {};
  cosmetic ??= new Set(FPUZZLES_COSMETIC_FIELDS);
  for (const field in raw) {
    if (field === 'size' || field === 'grid' || cosmetic.has(field)) continue;
    const value = raw[field];
    if (readFpuzzlesText(field, value, texts)) continue;
    if (value === null || value === undefined) continue; // sets no rule, whatever the field
    if (field === 'negative') readNegative(value, grid, constraints);
    else {
      const rule = ruleOfField(field);
      if (rule !== undefined) rule.fpuzzles.read(field, value, grid, constraints);
      else if (!isEmpty(value)) throw unsupportedFieldError(field, childPath('', field));
    }
  }
  const model = completeVariant(grid, givens, regions, 'grid', constraints, (cell) => {
    return `grid[${(cell / size) | 0}][${cell % size}].value`;
  });
  return withTexts(model, texts);
}

/** The digit of a cell marked `given`. */
function readGiven(cell: Record<string, unknown>, grid: VariantGrid, r: number, c: number): number {
  if (cell.given !== true) throw jsonTypeError('true or false', cell.given, `grid[${r}][${c}].given`);
  const value = cell.value;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= grid.size) return value;
  // the path and the message are made for an error only, not for every given
  const path = `grid[${r}][${c}].value`;
  const expected = `a digit 1-${grid.size} (the cell is given)`;
  throw typeof value !== 'number' ? jsonTypeError(expected, value, path) : jsonValueError(expected, value, path);
}

/** f-puzzles' `negative`: a list of rule names, each read by the module that owns it. */
function readNegative(value: unknown, grid: VariantGrid, out: Constraint[]): void {
  const entries = readArray(value, 'negative', 'an array of names ("ratio", "xv")');
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    const path = `negative[${i}]`;
    if (typeof entry !== 'string') throw jsonTypeError('a name ("ratio", "xv")', entry, path);
    const rule = ruleOfNegative(entry);
    if (rule === undefined) throw unsupportedError({ kind: 'negative', entry }, path);
    rule.fpuzzles.read('negative', entry, grid, out);
  }
}

/** Whether a field's value sets nothing: absent, null, false, empty text or an empty array. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === false || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * Writes a puzzle as f-puzzles JSON (an object; `JSON.stringify` it for text), its title,
 * author and rules text as `title`, `author` and `ruleset`. The puzzle is checked first;
 * reading the result back gives the same canonical model.
 * @param puzzle the puzzle
 * @throws TypeError when the puzzle is not an object (text is read with `parseVariant` first)
 * @throws SudokuParseError when the puzzle does not pass the checks of `parseVariant` (a cell out of range, a repeated cell, a line that is not a path …)
 * @example
 * ```ts
 * import { toFpuzzles } from 'sudoku-wasm';
 *
 * const fpuzzles = toFpuzzles({ size: 4, givens: '1...............', constraints: [{ type: 'killer', cells: [0, 1], sum: 3 }] });
 * fpuzzles.size; // → 4
 * fpuzzles.grid[0][0]; // → { value: 1, given: true }
 * fpuzzles.killercage; // → [{ cells: ['R1C1', 'R1C2'], value: '3' }]
 * ```
 * @category Variants
 */
export function toFpuzzles(puzzle: VariantPuzzleInput): FpuzzlesPuzzle {
  return writeFpuzzles(checkVariantArgument(puzzle, 'toFpuzzles'));
}

/**
 * {@link toFpuzzles} of a puzzle already checked (`checkVariantArgument` of the writer that was called).
 * @param checked the canonical model
 */
export function writeFpuzzles(checked: VariantPuzzle): FpuzzlesPuzzle {
  const grid = variantGrid(checked.size);
  const size = grid.size;
  const rows: FpuzzlesCell[][] = [];
  // regions that are the rows (boxes on 5×5 and 7×7, where the model has none) are no boxes
  const boxless = checked.regions !== undefined && areRows(checked.regions, size);
  for (let r = 0; r < size; r++) {
    const row: FpuzzlesCell[] = [];
    for (let c = 0; c < size; c++) {
      const index = r * size + c;
      const code = checked.givens.charCodeAt(index);
      const cell: FpuzzlesCell = code === 46 ? {} : { value: code - 48, given: true };
      if (checked.regions !== undefined) cell.region = boxless ? null : checked.regions[index];
      row.push(cell);
    }
    rows.push(row);
  }
  const out: FpuzzlesPuzzle = { size, grid: rows };
  for (const constraint of checked.constraints) RULES[rulePosition(constraint.type)].fpuzzles.write(constraint, out, grid);
  writeFpuzzlesTexts(checked, out);
  return out;
}
