/**
 * `explain`, `hint` and `rate` on a variant line (f-puzzles JSON, a link, the model's JSON, a
 * jigsaw line): the library's `hint`, `logicSolve` and `rate` answer it with the variant steps
 * (src/variant/logic/), and these are the few places where the command's path differs from a
 * classic line's (logic.ts keeps the rest: the verdict first, the answers, the time budget).
 *
 *   a batch with a variant line ─► the variant steps loaded (once per thread) before its lines
 *   a variant line's options    ─► the classic ones less `unique` (the library's default);
 *                                  --techniques, --exclude, --guess, --scale se go on, for the
 *                                  library to refuse
 *   refused (a TypeError)       ─► that line `unknown`, UNSUPPORTED, in the library's words
 *   logicSolve's variant result ─► an `explain` answer: its steps, how it ends, the digits reached
 *
 * Owns: those steps. Does not own: the variant steps or their refusals (src/variant/logic/calls.ts),
 * reading the line (the library), the output (logic-format.ts).
 */
import type { LogicOptions, VariantLogicSolveResult } from '../../logic/solver.js';
import { isVariantLine } from '../../variant/formats/line-kind.js';
import type { PuzzleLine } from '../../stream/lines.js';
import type { CommandName } from '../options/args.js';
import type { ErrorInfo } from '../jobs/verdicts.js';
import { puzzleField } from '../read/puzzle-field.js';
import { loadVariantLogic } from '../lazy-parts.js';
import type { LogicAnswer } from './logic.js';

/** Whether `command` answers the variant line `field` with the variant steps (explain, hint and rate do). */
export function takesVariantLine(command: CommandName, field: string): boolean {
  return (command === 'explain' || command === 'hint' || command === 'rate') && isVariantLine(field);
}

/** Brings the library's variant steps in (`useVariantLogic`, once) when `batch` holds a variant line (explain, hint and rate all answer them). */
export async function loadVariantLogicFor(batch: readonly PuzzleLine[]): Promise<void> {
  if (!batch.some((line) => isVariantLine(puzzleField(line.text)))) return;
  await loadVariantLogic();
}

/** The options of a line: a variant line's leave `unique` to the library (it refuses it on a variant puzzle). */
export function lineOptions(command: CommandName, field: string, options: LogicOptions): LogicOptions {
  return takesVariantLine(command, field) ? { ...options, unique: undefined } : options;
}

/**
 * The line's error when the library refused a classic-only option on its variant puzzle
 * (`--techniques`, `--exclude`, `--guess`, rate's `--scale se`), in the library's words;
 * undefined for any other error.
 */
export function refusedOption(command: CommandName, field: string, error: unknown, line: number): ErrorInfo | undefined {
  if (!(error instanceof TypeError) || !takesVariantLine(command, field)) return undefined;
  return { code: 'UNSUPPORTED', message: `line ${line}: ${error.message.replace(/^sudoku-wasm: /, '')}`, line };
}

/** `explain`'s answer from `logicSolve`'s result on a variant puzzle, its grid one line ('.' where still empty). */
export function variantExplain(result: VariantLogicSolveResult): LogicAnswer {
  const grid = Array.from(result.values, (d) => (d === 0 ? '.' : String(d))).join('');
  // limit is the time budget's (logic.ts), and none / multiple lines never get here (their verdict is said)
  return { kind: 'explain', status: result.status as 'solved' | 'stuck', steps: result.steps, grid, side: Math.round(Math.sqrt(result.values.length)) };
}
