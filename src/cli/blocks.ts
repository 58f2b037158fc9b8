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
 * Owns: the block layout and turning a verdict's solution text back into a board. Does not own
 * the colours or their drawing (src/graph/), or whether to use ANSI (color.ts).
 */
import { parseBoard } from '../text/index.js';
import { formatColors } from '../graph/index.js';
import type { LineVerdict } from './verdicts.js';

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
  // 9×9 solutions are digits whatever --alphabet says; other sizes use it ('auto' writes alnum).
  const alphabet = v.size === undefined || settings.alphabet === undefined || settings.alphabet === 'auto'
    ? 'alnum'
    : settings.alphabet;
  const board = parseBoard(v.solution, { alphabet }); // N² symbols on one line: the size is unambiguous
  return `${header}\n${formatColors(board, { ansi: settings.ansi })}\n`;
}
