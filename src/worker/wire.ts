/**
 * Candidate grids as plain data, for `postMessage` (structured clone keeps no class, so a
 * `CandidateGrid` arrives as a bag of typed arrays without its methods).
 *
 * Owns: {@link WireGrid}, {@link toWireGrid}, {@link fromWireGrid}, {@link isWireGrid}. The
 * forms are the package's own: HoDoKu's library form for 9×9 (`formatRemoved` /
 * `gridFromRemoved`, which keeps clues apart from digits placed while solving), pencil marks for
 * the other sizes (`formatPencilMarks(grid, 'brackets')` / `gridFromPencilMarks`, where every
 * digit reads back as a clue). Does not own: either format (src/logic/pencil.ts).
 *
 * Also owns {@link PostedGrid}, the form the worker client posts a `CandidateGrid` in: its
 * digits, givens and candidates as they are, so that the worker answers for the caller's grid
 * exactly. A WireGrid's text forms are not exact: they refuse a cell with no candidate left and
 * a digit placed twice in a house (the mistakes `hint` names), and above 9×9 read every digit
 * back as a given.
 */
import { show } from '../api/show.js';
import { serializable } from '../api/error-json.js';
import { CandidateGrid, MAX_LOGIC_BOX } from '../logic/grid.js';
import { formatPencilMarks, formatRemoved, gridFromPencilMarks, gridFromRemoved } from '../logic/pencil.js';

/**
 * A candidate grid as plain data: 9×9 in HoDoKu's library form (`givens`: the digits, `+`
 * before each one placed while solving; `removed`: the candidates removed, as `drc` tokens),
 * other sizes (4×4, 16×16, 25×25) as pencil marks.
 * @category Worker
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

/**
 * Whether a value has the shape of a {@link WireGrid}.
 * @category Worker
 */
export function isWireGrid(value: unknown): value is WireGrid {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.size !== 'number') return false;
  if (typeof v.pencil === 'string') return true;
  return v.size === 9 && typeof v.givens === 'string' && typeof v.removed === 'string';
}

/** A `CandidateGrid` as the worker client posts it: copies of the arrays that make it. */
export interface PostedGrid {
  readonly candidateGrid: { readonly n: number; readonly values: Uint8Array; readonly givens: Uint8Array; readonly cands: Int32Array };
}

/**
 * A grid argument as it may be posted: a grid becomes a {@link PostedGrid} (copied now: a grid
 * changed after the call, while the call waits in the queue, is not seen), anything else is
 * left as it is.
 */
export function gridForWire(grid: unknown): unknown {
  if (!(grid instanceof CandidateGrid)) return grid;
  return { candidateGrid: { n: grid.n, values: grid.values.slice(), givens: grid.givens.slice(), cands: grid.cands.slice() } } satisfies PostedGrid;
}

/** Whether `value` is shaped as a {@link PostedGrid} (one key, `candidateGrid`), before its arrays are read. */
export function looksPosted(value: unknown): value is PostedGrid {
  return typeof value === 'object' && value !== null && Object.keys(value).length === 1 && 'candidateGrid' in value;
}

/**
 * The grid a {@link PostedGrid} stands for, as it was; null for any other value (the worker
 * then gives it to the library as it is, which answers for it as it answers the caller).
 */
export function fromPostedGrid(value: unknown): CandidateGrid | null {
  if (!looksPosted(value)) return null;
  const posted = (value as Partial<PostedGrid>).candidateGrid;
  if (typeof posted !== 'object' || posted === null) return null;
  const { n, values, givens, cands } = posted;
  if (!Number.isInteger(n) || n < 2 || n > MAX_LOGIC_BOX) return null;
  const C = n ** 4;
  if (!(values instanceof Uint8Array && givens instanceof Uint8Array && cands instanceof Int32Array)) return null;
  if (values.length !== C || givens.length !== C || cands.length !== C) return null;
  if (!values.every((v, cell) => v <= n * n && (givens[cell] === 0 || (givens[cell] === 1 && v !== 0)))) return null;
  const grid = new CandidateGrid(n);
  grid.values.set(values);
  grid.givens.set(givens);
  for (let cell = 0; cell < C; cell++) grid.cands[cell] = cands[cell] & grid.all;
  return grid;
}

/** A bad argument for a message: as `show` words it, an object by its keys (what a WireGrid lacks). */
function describe(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return show(value);
  return `an object with keys ${Object.keys(value).join(', ') || '(none)'}`;
}
