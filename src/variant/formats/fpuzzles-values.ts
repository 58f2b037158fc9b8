/**
 * The pieces of f-puzzles JSON that rules share: entries of a field, cell names, lines, clue
 * cells outside the grid, flags; read with errors at their f-puzzles path, and written back.
 *
 * Owns: how f-puzzles names cells (`R1C1`, 1-based; clues outside the grid at row or column 0
 * or N + 1) and shapes its rule fields (an array of entries, each with `cells`, `lines` or
 * `cell`). Does not own: what a field means (its rule module under ../rules/) or the top level
 * of an f-puzzles puzzle (./fpuzzles.ts).
 *
 *   field shape                      fields
 *   ───────────────────────────────  ───────────────────────────────────────────────────────
 *   [{ cells: [names], value? }]     killercage, extraregion, difference, ratio, xv, clone
 *                                    (+ cloneCells), quadruple (+ values), rowindexer,
 *                                    columnindexer, boxindexer
 *   [{ lines: [[names]], value? }]   thermometer, slowthermometer, whispers (germanwhispers,
 *                                    dutchwhispers), renban, palindrome, regionsumline,
 *                                    betweenline, entropicline, modularline, nabner, zipperline,
 *                                    doublearrow, lockout
 *   [{ cells: [names], lines }]      arrow (circle cells; each line starts in the circle)
 *   [{ cell: name, value? }]         odd, even, minimum, maximum, sandwichsum, xsum, skyscraper,
 *                                    littlekillersum (+ direction)
 *   true / false                     antiknight, antiking, nonconsecutive, disjointgroups,
 *                                    diagonal+, diagonal-
 */

import { cellNameError, jsonTypeError } from '../../text/variant-messages.js';
import { fpuzzlesCellName, readCellName } from '../grid.js';
import type { VariantGrid } from '../grid.js';
import { childPath, isJsonObject } from '../json.js';
import type { JsonObject } from '../json.js';
import type { FpuzzlesPuzzle, Locate } from '../rules/rule.js';

/**
 * Calls `each` for every entry (an object) of an array field.
 * @param value the field's value
 * @param field the field's name (its path)
 * @param each called with the entry and its path (`killercage[2]`)
 */
export function forEachEntry(value: unknown, field: string, each: (entry: JsonObject, path: string) => void): void {
  const fieldPath = childPath('', field);
  if (!Array.isArray(value)) throw jsonTypeError('an array', value, fieldPath);
  for (let i = 0; i < value.length; i++) {
    const entry = value[i];
    const path = `${fieldPath}[${i}]`;
    if (!isJsonObject(entry)) throw jsonTypeError('an object', entry, path);
    each(entry, path);
  }
}

/**
 * A cell of the grid named in f-puzzles style.
 * @param name the name (`R1C1`)
 * @param path its path, or the path of its array when `index` is given
 * @param grid the grid
 * @param index its index in that array (the path is built only for an error)
 * @returns the 0-based cell index
 */
export function readCell(name: unknown, path: string, grid: VariantGrid, index?: number): number {
  const named = typeof name === 'string' ? readCellName(name) : -1;
  const row = (named >> 10) - 1;
  const column = (named & 1023) - 1;
  if (named >= 0 && row >= 0 && row < grid.size && column >= 0 && column < grid.size) return row * grid.size + column;
  const at = index === undefined ? path : `${path}[${index}]`;
  if (typeof name !== 'string') throw jsonTypeError('a cell name such as "R1C1"', name, at);
  throw cellNameError(name, grid.size, at, named >= 0);
}

/**
 * An array of cells named in f-puzzles style.
 * @param list the array
 * @param path its path
 * @param grid the grid
 */
export function readCells(list: unknown, path: string, grid: VariantGrid): number[] {
  if (!Array.isArray(list)) throw jsonTypeError('an array of cell names', list, path);
  const cells = new Array<number>(list.length);
  for (let i = 0; i < list.length; i++) cells[i] = readCell(list[i], path, grid, i);
  return cells;
}

/**
 * Calls `each` for every line of an entry's `lines`.
 * @param entry the entry
 * @param path its path (`thermometer[1]`)
 * @param grid the grid
 * @param each called with the line's cells and its path (`thermometer[1].lines[0]`)
 */
export function forEachLine(
  entry: JsonObject,
  path: string,
  grid: VariantGrid,
  each: (cells: number[], path: string) => void,
): void {
  const lines = entry.lines;
  const linesPath = `${path}.lines`;
  if (!Array.isArray(lines)) throw jsonTypeError('an array of lines (arrays of cell names)', lines, linesPath);
  for (let i = 0; i < lines.length; i++) {
    const linePath = `${linesPath}[${i}]`;
    each(readCells(lines[i], linePath, grid), linePath);
  }
}

/**
 * A clue cell, inside or just outside the grid (rows and columns 0 … N + 1 in f-puzzles terms).
 * @param name the name
 * @param path its path
 * @param grid the grid
 * @returns 0-based row and column, each −1 … N
 */
export function readClueCell(name: unknown, path: string, grid: VariantGrid): { row: number; column: number } {
  if (typeof name !== 'string') throw jsonTypeError('a cell name such as "R0C1"', name, path);
  const named = readCellName(name);
  if (named < 0) throw cellNameError(name, grid.size, path, false);
  const row = (named >> 10) - 1;
  const column = (named & 1023) - 1;
  if (row > grid.size || column > grid.size) throw cellNameError(name, grid.size, path, true);
  return { row, column };
}

/**
 * A flag field (`antiknight: true`).
 * @param value the value
 * @param field the field's name (its path)
 */
export function readFlag(value: unknown, field: string): boolean {
  if (typeof value !== 'boolean') throw jsonTypeError('true or false', value, childPath('', field));
  return value;
}

/**
 * The {@link Locate} of a constraint read from f-puzzles: model field → its f-puzzles path
 * under `base`. A field mapped to '' is `base` itself (a line: `thermometer[1].lines[0][2]`).
 * @param base the entry's path (`killercage[2]`) or a line's (`thermometer[1].lines[0]`)
 * @param fields model field → f-puzzles member (`{ cells: 'cells', sum: 'value' }`)
 */
export function fpuzzlesLocate(base: string, fields: Readonly<Record<string, string>>): Locate {
  return (field, index) => {
    const member = fields[field] ?? field;
    const path = member === '' ? base : `${base}.${member}`;
    return index === undefined ? path : `${path}[${index}]`;
  };
}

/** The f-puzzles name of a 0-based cell of the grid. */
export function cellNameOf(cell: number, grid: VariantGrid): string {
  const row = (cell / grid.size) | 0;
  return fpuzzlesCellName(row, cell - row * grid.size);
}

/** The f-puzzles names of 0-based cells. */
export function cellNamesOf(cells: readonly number[], grid: VariantGrid): string[] {
  return cells.map((cell) => cellNameOf(cell, grid));
}

/**
 * Appends an entry to an array field of f-puzzles JSON being written.
 * @param out the puzzle
 * @param field the field
 * @param entry the entry
 */
export function pushEntry(out: FpuzzlesPuzzle, field: string, entry: unknown): void {
  const list = out[field];
  if (Array.isArray(list)) list.push(entry);
  else out[field] = [entry];
}
