/**
 * A board given as numbers: an array or typed array of N² values 0…N in reading order.
 *
 * Owns: inferring n from the length (or checking it against a given size), validating every
 * value, copying into a fresh `Uint8Array`, and the conflict check. Does not own: text input,
 * conflict rules (`conflicts.ts`) or wording (`errors.ts`). For 81 values it accepts exactly
 * what `src/grid/parse-array.ts` accepts.
 */

import { NO_CONFLICT, scanBoardConflict, unpackBoardConflict } from './conflicts';
import { arrayValueError, boardConflictError, countError, sizeError } from './errors';
import { boxSizeOfCellCount } from './sizes';
import type { Board } from './sizes';

/**
 * Copies N² cell values into a new board, checking the length, each value, then conflicts.
 * The input is never kept or modified.
 * @param values the values, each an integer 0…N (0 = empty)
 * @param given the box size from the options, if any; otherwise inferred from the length
 * @returns the board
 * @throws SudokuParseError `BAD_SIZE` for a length that is no board size (size inferred),
 *         `TOO_FEW_CELLS` / `TOO_MANY_CELLS` for a length other than the given size's,
 *         `BAD_VALUE` for the first value that is not an integer 0…N, `CONFLICT`
 */
export function parseBoardArray(values: ArrayLike<unknown>, given: number | undefined): Board {
  const length = values.length;
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
      throw arrayValueError(i + 1, v, n, textByte && values instanceof Uint8Array);
    }
    cells[i] = v;
  }
  const packed = scanBoardConflict(cells, 0, n);
  if (packed !== NO_CONFLICT) throw boardConflictError(unpackBoardConflict(packed, cells, 0), n, undefined, undefined);
  return { n, cells };
}
