/**
 * The page's variant puzzles, as one chunk the app imports on the first link or puzzle file
 * (`app.ts`), so a classic cold load carries none of it: reading with the package's own reader
 * (`parseVariant`: f-puzzles JSON and links, SudokuPad links, the model's JSON), the share link
 * (the package's `toFpuzzlesLink`, which the reader reads back), and what the page makes of a
 * puzzle: its houses for the game, its drawing, its rules in words, and the way to its hints and
 * explanation (./logic-client.ts: they are found in the page's logic worker, ./hints.ts and
 * ./solve-path.ts there, so this chunk carries no finder).
 *
 * Owns: {@link readVariant}, {@link VariantPlay}, the sizes the page plays variants in. Does not
 * own: reading (the package), the check that the puzzle has one solution (the worker, by
 * `app.ts`), drawing (`grid/rules/`), words (./describe.ts), the setter's texts on the page
 * (./texts.ts).
 */
import { parseVariant } from '../../../src/variant/formats/detect.js';
import { toFpuzzlesLink } from '../../../src/variant/formats/links.js';
import { formatVariant } from '../../../src/variant/formats/model-json.js';
import { variantGrid } from '../../../src/variant/grid.js';
import type { Board } from '../../../src/board/sizes.js';
import type { VariantPuzzle } from '../../../src/variant/model.js';
import { edgeMarkSides, needsMargin, shapesOf, type Shape } from '../grid/rules/index.js';
import type { GameRules } from '../state/game.js';
import { cellNotes, describeRules, rulesNote } from './describe.js';
import { givenDigits } from '../../../src/variant/model.js';
import { rulesOfVariant } from './houses.js';

export { drawRules } from '../grid/rules/render.js';
export { showTexts } from './texts.js';
export { hintInWorker, pathInWorker, prepareInWorker } from './logic-client.js';

/** A variant puzzle as the page plays it. */
export interface VariantPlay {
  /** The package's model. */
  puzzle: VariantPuzzle;
  /**
   * Its givens as the game's board (no classic check: a jigsaw's givens may repeat in a box,
   * which the package's `parseBoard` would refuse).
   */
  board: Board;
  /** The model's JSON (`formatVariant`): what the worker solves and a saved game keeps. */
  text: string;
  /**
   * The model's JSON without its texts for people (`title`, `author`, `rules`): the same rules
   * and givens give the same key, whatever a link calls the puzzle. A saved game is its
   * puzzle's when the keys match (`save.ts`, `main.ts`).
   */
  key: string;
  /** An f-puzzles link to it (`toFpuzzlesLink`): what "Share link" and the address bar carry. */
  link: string;
  /** Its houses, for the game (conflicts, tidy marks). */
  rules: GameRules;
  /** Its drawing. */
  shapes: Shape[];
  /** Whether clues stand outside the grid (the board then has a margin). */
  margin: boolean;
  /** The cells holding a cage's sum in their corner (their corner marks move aside). */
  sumCells: number[];
  /** The cells in a killer cage (their marks stand inside its dashed line). */
  cageCells: number[];
  /** The sides of each cell a dot, X or V stands on (its candidates stand back from them), by cell. */
  edgeMarks: string[];
  /** The sentence above the rules list (the rules of its grid). */
  note: string;
  /** Each rule in a sentence (the rules list). */
  described: string[];
  /** What each cell is part of, in words (its accessible name). */
  notes: string[];
}

/** Columns of the number pad and the centre marks on side N: a box's, or ⌈√N⌉ where a box is one row (5×5, 7×7). */
function padColumns(N: VariantPuzzle['size']): number {
  const { boxRows, boxColumns } = variantGrid(N);
  return boxRows === 1 ? Math.ceil(Math.sqrt(N)) : boxColumns;
}

/**
 * Reads a variant puzzle with the package's reader and makes it ready to play, on any size the
 * package reads (4×4 to 9×9).
 * @throws the package's `SudokuParseError` (unreadable, or a rule it does not support)
 */
export function readVariant(input: string | object): VariantPlay {
  const puzzle = parseVariant(typeof input === 'string' ? input.trim() : input);
  return {
    puzzle,
    // n: the columns of the number pad and of the centre marks, a box's (3 on 6×6, 4 on 8×8), or
    // 3 on a 5×5 or 7×7 grid, whose boxes are rows; the side is the square root of the cell
    // count (`Game`, with the regions `rulesOfVariant` gives a 5×5 … 8×8 board)
    board: { n: padColumns(puzzle.size), cells: givenDigits(puzzle.givens) },
    text: formatVariant(puzzle),
    key: JSON.stringify({ ...puzzle, title: undefined, author: undefined, rules: undefined }),
    link: toFpuzzlesLink(puzzle),
    rules: rulesOfVariant(puzzle),
    shapes: shapesOf(puzzle),
    margin: needsMargin(puzzle.constraints),
    sumCells: puzzle.constraints.flatMap((c) => (c.type === 'killer' && c.sum !== undefined ? [Math.min(...c.cells)] : [])),
    cageCells: puzzle.constraints.flatMap((c) => (c.type === 'killer' ? c.cells : [])),
    edgeMarks: edgeMarkSides(puzzle.constraints, puzzle.size),
    note: rulesNote(puzzle),
    described: describeRules(puzzle),
    notes: cellNotes(puzzle),
  };
}

/**
 * Whether a read puzzle has no rule beyond rows, columns and square boxes (the page then plays it
 * as a classic one; a plain 6×6 or 8×8 one stays a variant: its boxes are not square).
 */
export const isPlainClassic = (play: VariantPlay): boolean =>
  play.puzzle.constraints.length === 0 && play.puzzle.regions === undefined && play.rules.regions === undefined;
