/**
 * Candidate grids as plain data, for `postMessage` (structured clone keeps no class, so a
 * `CandidateGrid` arrives as a bag of typed arrays without its methods).
 *
 * Owns: {@link WireGrid}, {@link toWireGrid}, {@link fromWireGrid}, {@link isWireGrid}. The
 * forms are the package's own: HoDoKu's library form for 9×9 (`formatRemoved` /
 * `gridFromRemoved`, which keeps clues apart from digits placed while solving), pencil marks for
 * the other sizes (`formatPencilMarks(grid, 'brackets')` / `gridFromPencilMarks`, where every
 * digit reads back as a clue). Does not own: either format (src/logic/pencil.ts).
 */
import { show } from '../api/show.js';
import { CandidateGrid } from '../logic/grid.js';
import { formatPencilMarks, formatRemoved, gridFromPencilMarks, gridFromRemoved } from '../logic/pencil.js';

/**
 * A candidate grid as plain data: 9×9 in HoDoKu's library form (`givens`: the digits, `+`
 * before each one placed while solving; `removed`: the candidates removed, as `drc` tokens),
 * other sizes (4×4, 16×16, 25×25) as pencil marks.
 */
export type WireGrid =
  | {
      /** A 9×9 grid. */
      size: 9;
      /** The digits, `+` before each placed while solving (HoDoKu's library form, `formatRemoved`). */
      givens: string;
      /** The candidates removed since, as `drc` tokens (`formatRemoved`). */
      removed: string;
    }
  | {
      /** Side N of the grid, other than 9. */
      size: number;
      /** The pencil marks of every cell (`formatPencilMarks`, brackets). */
      pencil: string;
    };

/**
 * The plain form of a grid (a new object; the grid is not changed).
 * @throws {TypeError} for a value that is not a grid
 */
export function toWireGrid(grid: CandidateGrid): WireGrid {
  if (typeof grid !== 'object' || grid === null || typeof (grid as { N?: unknown }).N !== 'number') {
    throw new TypeError(`sudoku-wasm: toWireGrid: expected a CandidateGrid, got ${describe(grid)}`);
  }
  if (grid.N === 9) return { size: 9, ...formatRemoved(grid) };
  return { size: grid.N, pencil: formatPencilMarks(grid, 'brackets') };
}

/**
 * The grid a {@link WireGrid} stands for.
 * @throws {TypeError} for a value that is not a WireGrid
 * @throws {SudokuParseError} for text that does not read as a grid
 */
export function fromWireGrid(wire: WireGrid): CandidateGrid {
  if (!isWireGrid(wire)) throw new TypeError(`sudoku-wasm: fromWireGrid: expected a WireGrid ({ size, givens, removed } or { size, pencil }), got ${describe(wire)}`);
  if ('pencil' in wire) return gridFromPencilMarks(wire.pencil, wire.size);
  return gridFromRemoved(wire.givens, wire.removed);
}

/** Whether a value has the shape of a {@link WireGrid}. */
export function isWireGrid(value: unknown): value is WireGrid {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.size !== 'number') return false;
  if (typeof v.pencil === 'string') return true;
  return v.size === 9 && typeof v.givens === 'string' && typeof v.removed === 'string';
}

/** A grid argument as it may be posted: grids become WireGrids, anything else is left as it is. */
export function gridForWire(grid: unknown): unknown {
  return grid instanceof CandidateGrid ? toWireGrid(grid) : grid;
}

/** A bad argument for a message: as `show` words it, an object by its keys (what a WireGrid lacks). */
function describe(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return show(value);
  return `an object with keys ${Object.keys(value).join(', ') || '(none)'}`;
}
