/**
 * A {@link WireGrid} to and from a `CandidateGrid`: {@link toWireGrid}, {@link fromWireGrid}.
 * Apart from ./wire.ts (the form itself, and the posted grids a worker reads on every call) so
 * that what reads them, the human-style solver's calls, brings the pencil-mark formats with it
 * (the worker's dispatch takes these from ./library-logic.ts).
 *
 * Owns: those two conversions. Does not own: the form (./wire.ts) or the formats (src/logic/pencil.ts).
 */
import { serializable } from '../api/error-json.js';
import { show } from '../api/show.js';
import type { CandidateGrid } from '../logic/grid.js';
import { formatPencilMarks, formatRemoved, gridFromPencilMarks, gridFromRemoved } from '../logic/pencil.js';
import { isWireGrid, type WireGrid } from './wire.js';

/**
 * The plain form of a grid (a new object; the grid is not changed).
 * @throws {TypeError} for a value that is not a grid
 * @category Worker
 */
export function toWireGrid(grid: CandidateGrid): WireGrid {
  if (typeof grid !== 'object' || grid === null || typeof (grid as { N?: unknown }).N !== 'number') {
    throw serializable(new TypeError(`sudoku-wasm: toWireGrid: expected a CandidateGrid, got ${describe(grid)}`));
  }
  if (grid.N === 9) return { size: 9, ...formatRemoved(grid) };
  return { size: grid.N, pencil: formatPencilMarks(grid, 'brackets') };
}

/**
 * The grid a {@link WireGrid} stands for.
 * @throws {TypeError} for a value that is not a WireGrid
 * @throws {SudokuParseError} for text that does not read as a grid
 * @category Worker
 */
export function fromWireGrid(wire: WireGrid): CandidateGrid {
  if (!isWireGrid(wire)) throw serializable(new TypeError(`sudoku-wasm: fromWireGrid: expected a WireGrid ({ size, givens, removed } or { size, pencil }), got ${describe(wire)}`));
  if ('pencil' in wire) return gridFromPencilMarks(wire.pencil, wire.size);
  return gridFromRemoved(wire.givens, wire.removed);
}

/** A bad argument for a message: as `show` words it, an object by its keys (what a WireGrid lacks). */
function describe(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return show(value);
  return `an object with keys ${Object.keys(value).join(', ') || '(none)'}`;
}
