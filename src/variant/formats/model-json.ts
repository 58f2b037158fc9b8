/**
 * The model's own JSON: a {@link VariantPuzzle} as text, version 1.
 *
 * Owns: {@link formatVariant}. Does not own: reading it (../check.ts reads the parsed object;
 * ./detect.ts the text) or the canonical form (../check.ts).
 *
 * The text is compact (no spaces), one line, with the canonical form's key order:
 *
 *   {"version":1,"size":9,"givens":"5.3…","constraints":[{"type":"killer","cells":[0,1],"sum":3}]}
 */

import type { VariantPuzzleInput } from '../model.js';
import { checkVariantArgument } from '../check.js';

/**
 * A puzzle as the model's JSON: checked, canonical, compact, on one line. Equal puzzles give
 * equal text.
 * @param puzzle the puzzle
 * @throws TypeError when the puzzle is not an object (text is read with `parseVariant` first)
 * @throws SudokuParseError when the puzzle does not pass `checkVariant`
 * @example
 * ```ts
 * import { formatVariant } from 'sudoku-wasm';
 *
 * formatVariant({ size: 4, givens: '1...............', constraints: [{ type: 'killer', cells: [0, 1], sum: 3 }] });
 * // → '{"version":1,"size":4,"givens":"1...............","constraints":[{"type":"killer","cells":[0,1],"sum":3}]}'
 * ```
 * @category Variants
 */
export function formatVariant(puzzle: VariantPuzzleInput): string {
  return JSON.stringify(checkVariantArgument(puzzle, 'formatVariant'));
}
