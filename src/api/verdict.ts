/**
 * From an engine's raw answer (count, budget flag, guesses) to a {@link Verdict}.
 *
 * Owns: the one rule that names a status. Does not own: searching or parsing.
 */
import type { Board } from '../board/index.js';
import { BUDGET_EXHAUSTED_BIT } from '../engine/types.js';
import { digitsToString } from '../text/digits.js';
import { boardText } from './board-text.js';
import type { SearchAnswer } from './search.js';
import type { SolveOptions, Status, Verdict, VerdictDraft } from './types.js';

/** Status of a finished (or budget-stopped) search that found `count` solutions. */
export function statusOf(count: number, complete: boolean, limit: number): Status {
  if (count >= 2) return 'multiple';
  if (!complete) return 'unknown';
  if (count === 1) return limit >= 2 ? 'unique' : 'unknown';
  return 'none';
}

/**
 * A verdict from a raw 9×9 batch answer: `rawCount` may carry the budget bit; `solutions`
 * holds the first solution at `offset` when the count is at least 1.
 */
export function verdictOf(
  rawCount: number,
  guesses: number,
  limit: number,
  solutions: Uint8Array,
  offset: number,
  line?: number,
  withSolution = true,
): Verdict {
  const count = rawCount & ~BUDGET_EXHAUSTED_BIT;
  const exhausted = (rawCount & BUDGET_EXHAUSTED_BIT) !== 0;
  const verdict: VerdictDraft = { status: statusOf(count, !exhausted, limit), count, guesses };
  if (line !== undefined) verdict.line = line;
  if (exhausted) verdict.stopped = 'nodes';
  if (count >= 1 && withSolution) verdict.solution = digitsToString(solutions, offset);
  return verdict as Verdict; // statusOf never says `none` with a solution nor `unique` with a stop, and no error comes here
}

/** A verdict from a general search of a board of any size; `solution` text only when asked. */
export function boardVerdict(
  board: Board,
  found: SearchAnswer,
  limit: number,
  options: SolveOptions | undefined,
  withSolution: boolean,
  line?: number,
): Verdict {
  const verdict: VerdictDraft = { status: statusOf(found.count, found.stopped === undefined, limit), count: found.count, guesses: found.nodes };
  if (line !== undefined) verdict.line = line;
  if (board.n !== 3) verdict.size = board.n * board.n;
  if (found.stopped) verdict.stopped = found.stopped;
  if (withSolution && found.solution) verdict.solution = boardText(board.n, found.solution, options);
  return verdict as Verdict; // as in verdictOf
}
