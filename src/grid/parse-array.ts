/**
 * A puzzle given as numbers: an array or typed array of 81 values 0–9 in reading order.
 *
 * Owns: validating the length and every value, and copying into a fresh `Uint8Array`. Does not
 * own: text input (`parse-text.ts`), conflict rules (`conflicts.ts`) or wording (`errors.ts`).
 */

import { scanConflict, NO_CONFLICT, unpackConflict } from './conflicts';
import { badValueError, cellCountError, conflictError } from './errors';

/**
 * Whether `value` is read as an array of cells: an object (arrays and typed arrays included)
 * whose `length` is a non-negative safe integer.
 * @param value the input
 */
export function isCellArray(value: unknown): value is ArrayLike<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const length = (value as { length?: unknown }).length;
  return typeof length === 'number' && Number.isSafeInteger(length) && length >= 0;
}

/**
 * Copies 81 cell values into a new grid, checking the length, each value, then conflicts.
 * The input is never kept or modified.
 * @param cells 81 values, each an integer 0–9 (0 = empty)
 * @returns a new `Uint8Array(81)`
 * @throws SudokuParseError `TOO_FEW_CELLS` / `TOO_MANY_CELLS` for a wrong length, `BAD_VALUE`
 *         for the first value that is not an integer 0–9, `CONFLICT` for a repeated digit
 */
export function parseCells(cells: ArrayLike<unknown>): Uint8Array {
  if (cells.length !== 81) throw cellCountError(cells.length);
  const out = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const v = cells[i];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 9) {
      // A byte that is '.' or '0'..'9' suggests the caller passed encoded text.
      const textByte = v === 46 || (typeof v === 'number' && v >= 48 && v <= 57);
      throw badValueError(i + 1, v, textByte && cells instanceof Uint8Array);
    }
    out[i] = v;
  }
  const packed = scanConflict(out, 0);
  if (packed !== NO_CONFLICT) throw conflictError(unpackConflict(packed));
  return out;
}
