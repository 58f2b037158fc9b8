/**
 * The input checks every general-size engine makes at `start` (WASM and TypeScript alike), so
 * that all of them reject the same calls with the same errors.
 */
import { MAX_BOX, MIN_BOX } from './general-types.js';

/**
 * Checks a box size and the arrays for it; returns the cell count N².
 * @throws {RangeError} for a box size outside 2…8 or an array that is too short.
 * @throws {TypeError} for arrays of the wrong type.
 */
export function checkStart(n: number, cells: Uint8Array, candidates: Uint32Array | undefined): number {
  if (!Number.isInteger(n) || n < MIN_BOX || n > MAX_BOX) {
    throw new RangeError(`box size must be ${MIN_BOX}..${MAX_BOX}, got ${n}`);
  }
  const count = n ** 4;
  if (!(cells instanceof Uint8Array)) throw new TypeError('cells: expected a Uint8Array');
  if (cells.length < count) throw new RangeError(`cells: expected ${count}, got ${cells.length}`);
  if (candidates !== undefined) {
    if (!(candidates instanceof Uint32Array)) throw new TypeError('candidates: expected a Uint32Array');
    if (candidates.length < 2 * count) throw new RangeError(`candidates: expected ${2 * count}, got ${candidates.length}`);
  }
  return count;
}
