/**
 * The logic commands' verdicts: `explain`, `hint` and `rate` over puzzle lines.
 *
 * Owns: the {@link BatchSolver} of the logic commands. Each line first goes through the same
 * verdict as `validate` (so a bad line gets the same precise error, and a puzzle with no
 * solution or several is answered `none` / `multiple` before any step); a unique puzzle then
 * gets its log, hint or rating in {@link LogicAnswer}. Also owns handing the thread back
 * between lines: a line costs milliseconds, up to seconds for the hardest, so a batch gives the
 * event loop a turn every {@link TURN_MS} (Ctrl-C, a reader gone, worker threads' replies get
 * through) and ends early once its `stop` signal is aborted. Does not own: solving like a human
 * (src/logic/), output (logic-format.ts).
 */
import { formatBoard } from '../../text/index.js';
import { rate, type Rating } from '../../logic/rate.js';
import type { SeRating } from '../../logic/se/path.js';
import { LogicError } from '../../logic/logic-error.js';
import { hint, logicSolve, type Hint, type LogicOptions } from '../../logic/solver.js';
import type { Step } from '../../logic/types.js';
import { isJsonOrLinkLine, isVariantLine } from '../../variant/formats/line-kind.js';
import type { CommandName, LogicRequest } from '../options/args.js';
import { solveInProcess, timeBudgetInfo, type BatchSolver, type LineVerdict } from '../jobs/verdicts.js';

/** What a logic command found for one unique puzzle. */
export type LogicAnswer =
  | { readonly kind: 'rate'; readonly rating: Rating }
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
 * The puzzle field of a line: up to the first whitespace after the cells (as validate reads it);
 * a line of JSON or a link whole (its spaces are inside it).
 */
function puzzleField(text: string): string {
  const trimmed = text.trim();
  if (isJsonOrLinkLine(trimmed)) return trimmed;
  const space = trimmed.search(/\s/);
  return space < 0 ? trimmed : trimmed.slice(0, space);
}

/**
 * Milliseconds of logic a batch runs before it gives the event loop a turn. Without turns, a
 * job of the hardest puzzles (forum_hardest_1905_11plus: about 0.27 s a line to rate) kept the
 * main thread for minutes: Ctrl-C, twice, did nothing, and `rate big.txt | head` went on rating
 * the jobs in flight after the reader had gone.
 */
const TURN_MS = 50;

/** The batch was stopped by its `stop` signal (the run that wanted it has ended); its lines are not wanted. */
class BatchStopped extends Error {
  override readonly name = 'BatchStopped';
}

/** Resolves after the event loop has had a turn (timers, signals, I/O, messages). */
function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * The batch solver of a logic command: the validate verdict of every line, plus the logic
 * answer for each unique puzzle. Its batches run one after the other, in the order they were
 * given, even though each gives the event loop turns: interleaved, the oldest batch (the one
 * whose lines are written next) would finish only when all the others in flight did.
 * @param stop once aborted, a batch running ends at its next turn (see {@link TURN_MS}) and a
 *   batch waiting its turn at once, rejecting with {@link BatchStopped}
 */
export function logicSolver(command: CommandName, request: LogicRequest, stop?: AbortSignal): BatchSolver {
  let previous: Promise<unknown> = Promise.resolve();
  const solve = logicBatch(command, request, stop);
  return (batch, settings) => {
    const result = previous.then(() => solve(batch, settings));
    previous = result.catch(() => {});
    return result;
  };
}

/** One batch of {@link logicSolver}, with turns. */
function logicBatch(command: CommandName, request: LogicRequest, stop: AbortSignal | undefined): BatchSolver {
  return async (batch, settings) => {
    if (stop?.aborted) throw new BatchStopped('stopped before it started: the run has ended');
    const verdicts = await solveInProcess(batch, { ...settings, limit: 2 });
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
    const answered: LineVerdict[] = [];
    let turnAt = Date.now() + TURN_MS;
    for (const [i, v] of verdicts.entries()) {
      if (Date.now() >= turnAt) {
        await turn();
        if (stop?.aborted) throw new BatchStopped(`stopped at line ${v.line}: the run has ended`);
        turnAt = Date.now() + TURN_MS;
      }
      answered.push(logicVerdict(v, i));
    }
    return answered;

    function logicVerdict(v: LineVerdict, i: number): LineVerdict {
      if (v.status !== 'unique') return v;
      const field = puzzleField(batch[i].text);
      const timedOut = (): LineVerdict => ({ ...v, status: 'unknown', error: timeBudgetInfo(v.line, settings) });
      try {
        const logic = answer(command, field, request, options);
        return logic === 'time' ? timedOut() : { ...v, logic };
      } catch (error) {
        // rate's or hint's time budget ran out (no other budget is given to the logic)
        if (error instanceof LogicError && error.reason === 'unknown' && settings.timeoutMs !== undefined) return timedOut();
        // boards logic does not handle (36×36 and up), variant puzzles: this line only, with the reason
        if (!(error instanceof RangeError)) throw error;
        const reason = isVariantLine(field) ? `${command} takes classic puzzles; validate, solve and count read variant ones` : error.message;
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
  const { grid } = result;
  const alphabet = options.alphabet === undefined || options.alphabet === 'auto' ? 'alnum' : options.alphabet;
  const line = formatBoard({ n: grid.n, cells: grid.values }, { style: 'line', alphabet });
  return { kind: 'explain', status: result.status as 'solved' | 'guessed' | 'stuck', steps: result.steps, grid: line, side: grid.N };
}
