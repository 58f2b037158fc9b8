/**
 * A variant puzzle's givens as digits (0 for an empty cell), read directly: the game's board
 * (./kit.ts) and the explanation's first grid (./solve-path.ts) both start from them.
 *
 * Owns: {@link givenDigits}.
 */
import type { VariantPuzzle } from '../../../src/variant/model.js';

/** The givens of `puzzle`, one digit a cell (no classic check: a jigsaw's givens may repeat in a box, which `parseBoard` would refuse). */
export const givenDigits = (puzzle: Pick<VariantPuzzle, 'givens'>): Uint8Array => Uint8Array.from(puzzle.givens, (ch) => (ch === '.' ? 0 : Number(ch)));
