/**
 * `sudoku-wasm convert --to FORMAT`: each puzzle line written in another form, nothing solved.
 *
 * Owns: the {@link BatchSolver} of convert and {@link ConvertAnswer}: reading a line as the other
 * commands read it (a classic line of any size, or a variant line: f-puzzles JSON, a link, the
 * model's JSON, a jigsaw line), then writing it with the library's writers.
 *
 *   classic line ─► parseClassicField ─► board ─┬─ --to line ─► the line again (./puzzle-line.ts)
 *     (givens in conflict: CONFLICT)            └─ other ─► { size, givens, constraints: [] } ─┐
 *   variant line ─► parseVariant ─► model (title, author, rules text kept) ─┬─ --to line ─► ./puzzle-line.ts
 *                                                                          └─ other ─────────────┴─► variantText
 *   a line that does not read, a board of no model size (16×16 and up, but --to line), a rule a
 *   line cannot hold ─► invalid, with the reader's error or UNSUPPORTED naming the form
 *
 * Does not own: reading or writing any format (the library), the line format (./puzzle-line.ts),
 * output (./convert-format.ts), the pipeline (../run.ts).
 */
import type { Board } from '../../board/index.js';
import { findBoardConflict } from '../../board/conflicts.js';
import { parseClassicField } from '../../api/input.js';
import { checkSize, isVariantPuzzle, variantLineError } from '../../api/variant.js';
import { parseVariant } from '../../variant/formats/detect.js';
import { isVariantLine } from '../../variant/formats/line-kind.js';
import { isVariantSize } from '../../variant/grid.js';
import type { VariantPuzzle } from '../../variant/model.js';
import { decoderFor } from '../../text/alphabet.js';
import { conflictError } from '../../text/messages.js';
import { SudokuParseError, withoutStacks } from '../../text/parse-error.js';
import type { Verdict } from '../../api/types.js';
import type { PuzzleLine } from '../../stream/lines.js';
import { settleCut } from '../../stream/too-long.js';
import { fromLibrary, type BatchSolver, type LineVerdict, type SolveSettings } from '../jobs/verdicts.js';
import type { ConvertTarget } from '../options/variant-formats.js';
import { lineAlphabet } from '../read/grid-input.js';
import { puzzleField } from '../read/puzzle-field.js';
import { variantText } from '../write/variant-text.js';
import { puzzleLine } from './puzzle-line.js';

/** What `convert` made of one puzzle line. */
export interface ConvertAnswer {
  /** The puzzle in the form asked for, on one line. */
  readonly output: string;
}

/**
 * The batch solver of `convert --to to`: verdicts of converted lines have status `unknown`
 * (nothing is solved) and carry {@link ConvertAnswer}; a line that does not convert is
 * `invalid` with its error.
 */
export function convertSolver(to: ConvertTarget): BatchSolver {
  return async (batch, settings) => withoutStacks(() => batch.map((item) => convertLine(item, to, settings)));
}

/** The verdict of one line (see the header). */
function convertLine(item: PuzzleLine, to: ConvertTarget, settings: SolveSettings): LineVerdict {
  const { line } = item;
  let output = '';
  let found: Verdict = { line, status: 'unknown', count: 0, guesses: 0 };
  try {
    output = write(read(puzzleField(item.text), line, settings), to, line, settings);
  } catch (error) {
    if (!(error instanceof SudokuParseError)) throw error;
    found = { line, status: 'invalid', count: 0, guesses: 0, error };
  }
  const verdict = fromLibrary(settleCut(item, found), line);
  return verdict.status === 'invalid' ? verdict : { ...verdict, convert: { output } };
}

/**
 * The puzzle of a line's field, read as the other commands read it: a variant line into the
 * model (its classic form included, which keeps its title), any other as a classic board, whose
 * givens must not conflict (the error `validate` gives).
 * @throws {SudokuParseError}
 */
function read(field: string, line: number, settings: SolveSettings): Board | VariantPuzzle {
  if (isVariantLine(field)) {
    try {
      const puzzle = parseVariant(field, { line });
      checkSize(puzzle.size, settings.size, line);
      return puzzle;
    } catch (error) {
      throw variantLineError(error, field);
    }
  }
  const board = parseClassicField(field, { size: settings.size, alphabet: settings.alphabet }, line);
  const conflict = findBoardConflict(board.cells, board.n);
  if (conflict !== null) {
    throw conflictError(conflict, board.n, line, board.n === 3 ? undefined : decoderFor(lineAlphabet(settings), board.n * board.n));
  }
  return board;
}

/** `puzzle` in the form `to`. @throws {SudokuParseError} `UNSUPPORTED` when that form cannot hold it */
function write(puzzle: Board | VariantPuzzle, to: ConvertTarget, line: number, settings: SolveSettings): string {
  if (to === 'line') return puzzleLine(puzzle, line, settings);
  return variantText(isVariantPuzzle(puzzle) ? puzzle : classicModel(puzzle, to, line), to);
}

/** A classic board as the model: its givens, no rule. @throws {SudokuParseError} for a size the model has not */
function classicModel(board: Board, to: ConvertTarget, line: number): VariantPuzzle {
  const size = board.n * board.n;
  if (!isVariantSize(size)) {
    throw new SudokuParseError(
      'UNSUPPORTED',
      `line ${line}: --to ${to} writes puzzles of 4×4 to 9×9, got a ${size}×${size} board (--to line writes every size)`,
      { line },
    );
  }
  return { size, givens: Array.from(board.cells, (d) => (d === 0 ? '.' : String(d))).join(''), constraints: [] };
}
