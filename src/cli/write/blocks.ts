/**
 * `solve --format colors`: each verdict as a block, the solution drawn as colours.
 *
 *   # line 3: unique               a header per puzzle line, then for a unique solution its
 *   Yellow   Blue   Grey | …       `formatColors` rendering (colour names, or ANSI blocks),
 *   …                              then a blank line (the newline run.ts adds after each
 *                                  verdict's text)
 *   # line 5: multiple
 *
 *   # line 8: invalid (TOO_FEW_CELLS: line 8: expected 81 cells, got 80)
 *
 *   # line 9: unique               a 6×6 or 8×8 variant puzzle: its solution as a line
 *   123456456123…
 *
 * Owns: the block layout and turning a verdict's solution text back into a board. Does not own
 * the colours or their drawing (src/graph/), or whether to use ANSI (color.ts).
 */
import type { Board } from '../../board/index.js';
import { parseBoard, SudokuParseError } from '../../text/index.js';
import { formatColors } from '../../graph/index.js';
import type { LineVerdict } from '../jobs/verdicts.js';

/** What a block needs to know besides the verdict. */
export interface BlockSettings {
  /** Coloured blocks (true) or colour names (false). */
  readonly ansi: boolean;
  /** The `--alphabet` the solutions of boards other than 9×9 are written in (default alnum). */
  readonly alphabet?: string;
}

/**
 * The block of one verdict, without its final newline (the caller ends every verdict with one,
 * which makes the blank line between blocks).
 * @param v the verdict
 * @param settings ANSI or names, and the alphabet of solutions
 */
export function colorBlock(v: LineVerdict, settings: BlockSettings): string {
  let header = `# line ${v.line}: ${v.status}`;
  if (v.error) header += ` (${`${v.error.code}: ${v.error.message}`.replace(/[\r\n\t]+/g, ' ')})`;
  if (v.status !== 'unique' || v.solution === undefined) return header + '\n';
  const board = solutionBoard(v.solution, v.size, settings.alphabet);
  // a solution with no board to draw (a 6×6 or 8×8 variant puzzle's) is written as its line
  return `${header}\n${board === undefined ? v.solution : formatColors(board, { ansi: settings.ansi })}\n`;
}

/**
 * The board a unique solution is drawn on, or undefined when it has none. 9×9 solutions are
 * digits whatever --alphabet says, classic or variant, and are read without a classic board's
 * checks (a jigsaw's solution repeats digits in a box); other sizes are in the alphabet ('auto'
 * writes alnum), and a variant puzzle's solution of a side with no n²×n² board (6, 8), or in
 * digits the alphabet does not read, has none.
 */
function solutionBoard(solution: string, size: number | undefined, alphabet: string | undefined): Board | undefined {
  if (size === undefined) return { n: 3, cells: Uint8Array.from(solution, (digit) => digit.charCodeAt(0) - 48) };
  try {
    // N² symbols on one line: the size is unambiguous
    return parseBoard(solution, { alphabet: alphabet === undefined || alphabet === 'auto' ? 'alnum' : alphabet });
  } catch (error) {
    if (error instanceof SudokuParseError) return undefined;
    throw error;
  }
}
