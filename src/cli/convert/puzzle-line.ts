/**
 * `convert --to line`: a puzzle as the one line the commands read back. A classic board is
 * written as its line (a 9×9 one in digits and `.`, another size in the alphabet asked for,
 * as `formatBoard` writes it); a variant puzzle whose only rules are its regions as a line of
 * givens, with N² region labels after them when it is a jigsaw or a size whose line the
 * classic readers do not take (5×5 to 8×8: a jigsaw line with the standard regions, which
 * reads back as the same puzzle).
 *
 *   model                                   line
 *   9×9 or 4×4, standard boxes, no rule     its N² givens (rules that change nothing, such as a
 *                                           killer cage without a sum inside one box, left out)
 *   any size, regions, no rule              givens, then labels 1 … N (a jigsaw line)
 *   5×5 to 8×8, standard regions, no rule   givens, then the standard regions' labels
 *   any rule                                UNSUPPORTED, naming the rules
 *
 * A line has no title, author or rules text: those are left out. Owns: that table. Does not
 * own: reading the line back (the library's readers) or the other forms (../write/variant-text.ts).
 */
import type { Board } from '../../board/index.js';
import { isVariantPuzzle } from '../../api/variant.js';
import { variantGrid } from '../../variant/grid.js';
import type { VariantPuzzle } from '../../variant/model.js';
import { RULES, rulePosition } from '../../variant/rules/index.js';
import { formatBoard, formatLine, SudokuParseError } from '../../text/index.js';
import { andList } from '../../text/lists.js';
import type { SolveSettings } from '../jobs/verdicts.js';
import { lineAlphabet } from '../read/grid-input.js';

/**
 * `puzzle` as a puzzle line (see the header).
 * @param line its input line, for the error
 * @throws {SudokuParseError} `UNSUPPORTED` for a puzzle with a rule no line holds
 */
export function puzzleLine(puzzle: Board | VariantPuzzle, line: number, settings: SolveSettings): string {
  if (!isVariantPuzzle(puzzle)) {
    return puzzle.n === 3 ? formatLine(puzzle.cells) : formatBoard(puzzle, { style: 'line', alphabet: lineAlphabet(settings) });
  }
  const rules = heldRules(puzzle);
  if (rules.length > 0) {
    throw new SudokuParseError(
      'UNSUPPORTED',
      `line ${line}: --to line writes classic and jigsaw puzzles; this one has the ${andList(rules)} rule${rules.length === 1 ? '' : 's'}, ` +
        'which no line holds (--to model, fpuzzles, link or sudokupad keep every rule)',
      { line },
    );
  }
  const givens = puzzle.givens.replaceAll('0', '.');
  const { size, regions } = puzzle;
  if (regions === undefined && (size === 9 || size === 4)) return givens;
  const labels = regions ?? variantGrid(size).boxes;
  let text = givens;
  for (const label of labels) text += String(label + 1);
  return text;
}

/** The types of the puzzle's rules that change its solutions, each once, in order (with the standard boxes, one that changes nothing is left out). */
function heldRules(puzzle: VariantPuzzle): string[] {
  const grid = variantGrid(puzzle.size);
  const types = new Set<string>();
  for (const constraint of puzzle.constraints) {
    const isVacuous = puzzle.regions === undefined ? RULES[rulePosition(constraint.type)]?.isVacuous : undefined;
    if (isVacuous === undefined || !isVacuous(constraint, grid)) types.add(constraint.type);
  }
  return [...types];
}
