/**
 * A board given as numbers: an array or typed array of N² values 0…N in reading order (81
 * values 0–9 for a 9×9 puzzle).
 *
 * Owns: telling an array of cells from other input ({@link isCellArray}), inferring n from the
 * length (or checking it against a given size), validating every value, copying into a fresh
 * `Uint8Array`, and the conflict check. Does not own: text input, conflict rules
 * (`src/board/conflicts.ts`) or wording (`messages.ts`).
 */

import { NO_CONFLICT, scanConflict, unpackConflict } from '../board/conflicts.js';
import { boxSizeOfCellCount } from '../board/sizes.js';
import type { Board } from '../board/sizes.js';
import { arrayValueError, conflictError, countError, rowsArrayError, sizeError } from './messages.js';
import type { Voice } from './messages.js';

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
 * Copies N² cell values into a new board, checking the length, each value, then conflicts.
 * The input is never kept or modified.
 * @param values the values, each an integer 0…N (0 = empty)
 * @param given the box size (3 for the puzzle functions, or from the options); undefined to
 *              infer it from the length
 * @param voice the wording of errors (see `messages.ts`)
 * @returns the board
 * @throws SudokuParseError `BAD_VALUE` for rows (arrays or strings) in place of cells,
 *         `BAD_SIZE` for a length that is no board size (size inferred),
 *         `TOO_FEW_CELLS` / `TOO_MANY_CELLS` for a length other than the given size's,
 *         `BAD_VALUE` for the first value that is not an integer 0…N, `CONFLICT`
 */
export function parseArray(values: ArrayLike<unknown>, given: number | undefined, voice: Voice): Board {
  const length = values.length;
  const first: unknown = length > 0 ? values[0] : undefined;
  if (typeof first === 'string' || isCellArray(first)) throw rowsArrayError(length, typeof first === 'string');
  let n = given;
  if (n === undefined) {
    const inferred = boxSizeOfCellCount(length);
    if (inferred === null) throw sizeError(length, 'cells');
    n = inferred;
  }
  const side = n * n;
  const count = side * side;
  if (length !== count) throw countError(length, count, 'cells');
  const cells = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const v = values[i];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > side) {
      // A byte that is '.' or '0'..'9' suggests the caller passed encoded text.
      const textByte = v === 46 || (typeof v === 'number' && v >= 48 && v <= 57);
      throw arrayValueError(i + 1, v, n, textByte && values instanceof Uint8Array, voice);
    }
    cells[i] = v;
  }
  const packed = scanConflict(cells, 0, n);
  if (packed !== NO_CONFLICT) throw conflictError(unpackConflict(packed, cells, 0), n, undefined, undefined);
  return { n, cells };
}
