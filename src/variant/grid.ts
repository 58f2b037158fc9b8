/**
 * The geometry of a variant grid: sizes, standard boxes, neighbours and cell names.
 *
 * Owns: which sizes a variant puzzle may have, the standard box of every cell on each, the
 * neighbour tests the rules share (orthogonal, king's move, diagonal step) and the f-puzzles
 * cell names `R<row>C<column>`. Does not own: the boards of the classic engines (`src/board/`,
 * n² sides only: 6×6 and 8×8 boxes are not squares), or the wording of errors
 * (`src/text/messages.ts`).
 *
 *   size N   box (rows × columns)   boxes, numbered in reading order
 *   ──────   ────────────────────   ────────────────────────────────
 *   4        2 × 2                  0 1 / 2 3
 *   5        1 × 5                  0 / 1 / 2 / 3 / 4   (the rows: a Latin square)
 *   6        2 × 3                  0 1 / 2 3 / 4 5
 *   7        1 × 7                  0 / 1 / … / 6       (the rows: a Latin square)
 *   8        2 × 4                  0 1 / 2 3 / 4 5 / 6 7
 *   9        3 × 3                  0 1 2 / 3 4 5 / 6 7 8
 *
 *   cell i (0-based) = N·r + c       box = ⌊r / rows⌋ · (N / columns) + ⌊c / columns⌋
 *
 * f-puzzles makes the same boxes: its box is as many rows tall as the largest divisor of N not
 * above √N, so a 5×5 or 7×7 grid with no regions drawn has its rows for boxes (each row, column
 * and "box" then holds 1 … N once: a Latin square); jigsaw regions replace them as on any size.
 */

import type { VariantSize } from './model.js';

/** The sides a variant grid may have, smallest first. */
export const VARIANT_SIZES: readonly VariantSize[] = [4, 5, 6, 7, 8, 9];

/** The geometry of one size, built once and kept. */
export interface VariantGrid {
  /** Side N: rows, columns and digits. */
  readonly size: VariantSize;
  /** Cells, N². */
  readonly cellCount: number;
  /** Rows of a standard box. */
  readonly boxRows: number;
  /** Columns of a standard box. */
  readonly boxColumns: number;
  /** The standard box (0 … N−1) of every cell. */
  readonly boxes: Uint8Array;
}

const grids = new Map<number, VariantGrid>();

/** Whether `value` is a side a variant grid may have (4 … 9). */
export function isVariantSize(value: unknown): value is VariantSize {
  return (VARIANT_SIZES as readonly unknown[]).includes(value);
}

/** Rows of the standard box of side `size`: its largest divisor not above √size (f-puzzles' rule). */
function boxRowsOf(size: number): number {
  let rows = 1;
  for (let d = 2; d * d <= size; d++) if (size % d === 0) rows = d;
  return rows;
}

/**
 * The geometry of a grid of side `size`, built on first use.
 * @param size 4 … 9 (checked by the caller)
 */
export function variantGrid(size: VariantSize): VariantGrid {
  let grid = grids.get(size);
  if (grid === undefined) {
    const boxRows = boxRowsOf(size);
    const boxColumns = size / boxRows;
    const boxes = new Uint8Array(size * size);
    for (let cell = 0; cell < boxes.length; cell++) {
      const r = (cell / size) | 0;
      const c = cell - r * size;
      boxes[cell] = ((r / boxRows) | 0) * boxRows + ((c / boxColumns) | 0);
    }
    grid = { size, cellCount: size * size, boxRows, boxColumns, boxes };
    grids.set(size, grid);
  }
  return grid;
}

/** Whether two cells share a side. */
export function areOrthogonal(a: number, b: number, size: number): boolean {
  const dr = Math.abs(((a / size) | 0) - ((b / size) | 0));
  const dc = Math.abs((a % size) - (b % size));
  return dr + dc === 1;
}

/** Whether two different cells touch, at a side or a corner (a king's move). */
export function areKingNeighbours(a: number, b: number, size: number): boolean {
  const dr = Math.abs(((a / size) | 0) - ((b / size) | 0));
  const dc = Math.abs((a % size) - (b % size));
  return a !== b && dr <= 1 && dc <= 1;
}

/**
 * The f-puzzles name of a cell, `R1C1` … `R9C9`; rows and columns past the grid (0 or N + 1)
 * name the clue positions outside it.
 * @param row 0-based row, −1 … N
 * @param column 0-based column, −1 … N
 */
export function fpuzzlesCellName(row: number, column: number): string {
  return `R${row + 1}C${column + 1}`;
}

/**
 * Reads an f-puzzles cell name `R<row>C<column>` (1-based; `r` and `c` in either case; digits
 * only, at most 1000). Written without a regular expression: a killer puzzle has about 81 names,
 * and this runs on every one.
 *
 *   result = row × 1024 + column     (1-based, as written: R0C3 → 3, R10C1 → 10241)
 *
 * @param name the name
 * @returns the packed row and column, or −1 when `name` is not a cell name
 */
export function readCellName(name: string): number {
  const length = name.length;
  if (length < 4 || length > 10) return -1;
  let code = name.charCodeAt(0);
  if (code !== 82 && code !== 114) return -1; // R r
  let i = 1;
  let row = 0;
  while (i < length && (code = name.charCodeAt(i)) >= 48 && code <= 57) {
    row = row * 10 + code - 48;
    i++;
  }
  if (i === 1 || i >= length || (code !== 67 && code !== 99)) return -1; // C c
  const columnStart = ++i;
  let column = 0;
  while (i < length && (code = name.charCodeAt(i)) >= 48 && code <= 57) {
    column = column * 10 + code - 48;
    i++;
  }
  if (i === columnStart || i !== length || row > 1000 || column > 1000) return -1;
  return (row << 10) | column;
}
