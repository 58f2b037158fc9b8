/**
 * Grids as the CLI's puzzles: each multi-line grid of a job read with the library's
 * `parseBoard`, then handed to the command as the one-line puzzle it is, numbered by the
 * grid's first line; a grid that cannot be read is answered `invalid` here with the reader's
 * error (its line numbers are those of the input). A 9×9 grid is read as the 9×9 lines are,
 * with the puzzle functions' digits whatever `--alphabet` says (it is for the other sizes): a
 * letter is `BAD_CHAR` in both.
 *
 * Owns: that conversion and the merge of its two outcomes back into grid order. Does not own:
 * where grids start and end (src/cli/read/grid-jobs.ts), reading a grid (`parseBoard`), solving or
 * formatting.
 */
import { formatBoard, SudokuParseError } from '../../text/index.js';
import { readBoard } from '../../text/parse.js';
import type { GridBlock } from './grid-jobs.js';
import type { PuzzleLine } from '../../stream/lines.js';
import { errorInfo, type BatchSolver, type LineVerdict, type SolveSettings } from '../jobs/verdicts.js';

/**
 * The alphabet a grid's one-line form is written and read back in: the one asked for, or
 * alnum (what `formatBoard` writes by default) when none or 'auto' was.
 */
export function lineAlphabet(settings: SolveSettings): string {
  return settings.alphabet === undefined || settings.alphabet === 'auto' ? 'alnum' : settings.alphabet;
}

/** One verdict per grid, in order: `solver`'s for the grids that read, `invalid` for the others. */
export async function solveGrids(grids: readonly GridBlock[], solver: BatchSolver, settings: SolveSettings): Promise<LineVerdict[]> {
  const alphabet = lineAlphabet(settings);
  const verdicts = new Array<LineVerdict>(grids.length);
  const lines: PuzzleLine[] = [];
  const at: number[] = []; // index in `grids` of each entry of `lines`
  grids.forEach((grid, i) => {
    try {
      const board = readBoard(grid.text, { size: settings.size, alphabet: settings.alphabet, line: grid.line }, true);
      // a 9×9 line is read in digits (alnum's 1-9) whatever the alphabet
      const text = formatBoard(board, { style: 'line', alphabet: board.n === 3 ? 'alnum' : alphabet });
      lines.push({ line: grid.line, text, length: text.length });
      at.push(i);
    } catch (error) {
      if (!(error instanceof SudokuParseError)) throw error;
      // a problem with the whole grid (its size) has no place in its message: the grid's first line
      const placed = /^line \d/.test(error.message) ? error : new SudokuParseError(error.code, `line ${grid.line}: ${error.message}`, { ...error.toJSON(), line: grid.line });
      verdicts[i] = { line: grid.line, status: 'invalid', count: 0, guesses: 0, error: errorInfo(placed, grid.line) };
    }
  });
  if (lines.length > 0) {
    const found = await solver(lines, { ...settings, alphabet });
    found.forEach((v, k) => (verdicts[at[k]] = v));
  }
  return verdicts;
}
