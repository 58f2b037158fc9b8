/**
 * The logic commands' verdicts: `explain`, `hint` and `rate` over puzzle lines.
 *
 * Owns: the {@link BatchSolver} of the logic commands. Each line first goes through the same
 * verdict as `validate` (so a bad line gets the same precise error, and a puzzle with no
 * solution or several is answered `none` / `multiple` before any step); a unique puzzle then
 * gets its log, hint or rating in {@link LogicAnswer}. A line costs milliseconds, up to seconds
 * for the hardest, so a batch hands the thread back between lines (../jobs/turns.ts). Does not
 * own: solving like a human (src/logic/), output (logic-format.ts), the turns, what differs for
 * a variant line of explain and hint (variant-lines.ts).
 */
import { formatBoard } from '../../text/index.js';
import { rate, type Rating } from '../../logic/rate.js';
import type { SeRating } from '../../logic/se/path.js';
import { LogicError } from '../../logic/logic-error.js';
import { hint, logicSolve, type Hint, type LogicOptions } from '../../logic/solver.js';
import type { Step } from '../../logic/types.js';
import type { VariantRating } from '../../variant/logic/grade.js';
import { isVariantLine } from '../../variant/formats/line-kind.js';
import { puzzleField } from '../read/puzzle-field.js';
import { answerEach, BatchStopped, inOrder } from '../jobs/turns.js';
import type { CommandName, LogicRequest } from '../options/args.js';
import { solveInProcess, timeBudgetInfo, type BatchSolver, type LineVerdict } from '../jobs/verdicts.js';
import { lineOptions, loadVariantLogicFor, refusedOption, variantExplain } from './variant-lines.js';

/** What a logic command found for one unique puzzle. */
export type LogicAnswer =
  | { readonly kind: 'rate'; readonly rating: Rating | VariantRating }
  | { readonly kind: 'rate-se'; readonly rating: SeRating }
  | {
      readonly kind: 'explain';
      readonly status: 'solved' | 'guessed' | 'stuck';
      readonly steps: readonly Step[];
      /** The grid after the last step, one line ('.' where still empty). */
      readonly grid: string;
      /** Side of the board (names cells in sentences and notation). */
      readonly side: number;
    }
  | { readonly kind: 'hint'; readonly hint: Hint };

/**
 * The batch solver of a logic command: the validate verdict of every line, plus the logic
 * answer for each unique puzzle, line by line with turns of the event loop, its batches one
 * after the other (../jobs/turns.ts).
 * @param stop once aborted, a batch running ends at its next turn and a batch waiting its turn
 *   at once, rejecting with {@link BatchStopped}
 */
export function logicSolver(command: CommandName, request: LogicRequest, stop?: AbortSignal): BatchSolver {
  return inOrder(logicBatch(command, request, stop));
}

/** One batch of {@link logicSolver}, with turns. */
function logicBatch(command: CommandName, request: LogicRequest, stop: AbortSignal | undefined): BatchSolver {
  return async (batch, settings) => {
    if (stop?.aborted) throw new BatchStopped('stopped before it started: the run has ended');
    const verdicts = await solveInProcess(batch, { ...settings, limit: 2 });
    await loadVariantLogicFor(batch);
    const options: LogicOptions = {
      techniques: request.techniques,
      exclude: request.exclude,
      size: settings.size,
      alphabet: settings.alphabet,
      backend: settings.backend,
      // counted from the start of this line's logic (its search ran under the same budget)
      timeoutMs: settings.timeoutMs,
      unique: true, // only unique puzzles get here
    };
    return answerEach(verdicts, logicVerdict, (v) => v.line, stop);

    function logicVerdict(v: LineVerdict, i: number): LineVerdict {
      if (v.status !== 'unique') return v;
      const field = puzzleField(batch[i].text);
      const timedOut = (): LineVerdict => ({ ...v, status: 'unknown', error: timeBudgetInfo(v.line, settings) });
      try {
        const logic = answer(command, field, request, lineOptions(command, field, options));
        return logic === 'time' ? timedOut() : { ...v, logic };
      } catch (error) {
        // rate's or hint's time budget ran out (no other budget is given to the logic)
        if (error instanceof LogicError && error.reason === 'unknown' && settings.timeoutMs !== undefined) return timedOut();
        // a classic-only option on a variant line (./variant-lines.ts)
        const refused = refusedOption(command, field, error, v.line);
        if (refused) return { ...v, status: 'unknown', error: refused };
        // boards logic does not handle (36×36 and up), a variant line the library cannot answer:
        // this line only, with the reason
        const variant = isVariantLine(field);
        if (!(error instanceof RangeError) && !variant) throw error;
        const reason = (error as Error).message.replace(/^sudoku-wasm: /, ''); // as variant-lines.ts says a refusal
        return { ...v, status: 'unknown', error: { code: 'UNSUPPORTED', message: `line ${v.line}: ${reason}`, line: v.line } };
      }
    }
  };
}

/** The logic answer for one unique puzzle, or `time` when explain's time budget ran out. */
function answer(command: CommandName, puzzle: string, request: LogicRequest, options: LogicOptions): LogicAnswer | 'time' {
  if (command === 'rate' && request.scale === 'se') return { kind: 'rate-se', rating: rate(puzzle, { ...options, techniques: undefined, exclude: undefined, scale: 'se' }) };
  if (command === 'rate') return { kind: 'rate', rating: rate(puzzle, options) };
  if (command === 'hint') return { kind: 'hint', hint: hint(puzzle, { ...options, level: request.vague ? 'vague' : 'concrete' }) };
  const result = logicSolve(puzzle, { ...options, onStuck: request.guess ? 'guess' : 'stop' });
  if (result.status === 'limit') return 'time'; // no maxSteps: only the time budget stops it
  if (!('grid' in result)) return variantExplain(result);
  const { grid } = result;
  const alphabet = options.alphabet === undefined || options.alphabet === 'auto' ? 'alnum' : options.alphabet;
  const line = formatBoard({ n: grid.n, cells: grid.values }, { style: 'line', alphabet });
  return { kind: 'explain', status: result.status as 'solved' | 'guessed' | 'stuck', steps: result.steps, grid: line, side: grid.N };
}
