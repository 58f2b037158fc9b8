/**
 * The board as data, whatever its size (4×4 to 64×64, box size n = 2…8; 9×9 is n = 3): sizes,
 * cell names, unit geometry, and repeated digits.
 *
 * Owns: the public surface of `src/board/` (this barrel re-exports it; the packed scan and the
 * geometry tables stay internal). A board is `{ n, cells }`: box size n and a `Uint8Array(N²)`
 * of values 0…N in reading order (N = n², 0 = empty). Does not own text: reading and writing
 * boards, and the parse errors, are the text layer's (`src/text/`).
 */

export { boxSizeOfCellCount, boxSizeOfSide, MAX_BOX, MIN_BOX } from './sizes.js';
export type { Board } from './sizes.js';
export { findBoardConflict, findConflict } from './conflicts.js';
export type { BoardConflict, Conflict, House } from './conflicts.js';
