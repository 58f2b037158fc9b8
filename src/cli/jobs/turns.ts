/**
 * Batches of slow lines: the commands whose lines cost milliseconds to seconds each (explain,
 * hint, rate: ../logic/logic.ts; candidates: ../candidates/candidates.ts) answer a batch line
 * by line, handing the thread back between lines, and run their batches one after the other.
 *
 * Owns: {@link inOrder} (a batch solver whose batches run in the order given),
 * {@link answerEach} (the lines of one batch, with a turn of the event loop every
 * {@link TURN_MS}: Ctrl-C, a reader gone, worker threads' replies get through) and
 * {@link BatchStopped} (the batch ended early once its `stop` signal aborted). Does not own
 * what a line's answer is.
 */
import type { BatchSolver } from './verdicts.js';

/**
 * Milliseconds of work a batch runs before it gives the event loop a turn. Without turns, a
 * job of the hardest puzzles (forum_hardest_1905_11plus: about 0.27 s a line to rate) kept the
 * main thread for minutes: Ctrl-C, twice, did nothing, and `rate big.txt | head` went on rating
 * the jobs in flight after the reader had gone.
 */
export const TURN_MS = 50;

/** The batch was stopped by its `stop` signal (the run that wanted it has ended); its lines are not wanted. */
export class BatchStopped extends Error {
  override readonly name = 'BatchStopped';
}

/** Resolves after the event loop has had a turn (timers, signals, I/O, messages). */
function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * `solve` with its batches run one after the other, in the order they were given, even though
 * each gives the event loop turns: interleaved, the oldest batch (the one whose lines are
 * written next) would finish only when all the others in flight did.
 */
export function inOrder(solve: BatchSolver): BatchSolver {
  let previous: Promise<unknown> = Promise.resolve();
  return (batch, settings) => {
    const result = previous.then(() => solve(batch, settings));
    previous = result.catch(() => {});
    return result;
  };
}

/**
 * `answer` of each item in turn, giving the event loop a turn every {@link TURN_MS}.
 * @param lineOf the input line of an item (for the message of {@link BatchStopped})
 * @param stop once aborted, the loop ends at its next turn, rejecting with {@link BatchStopped}
 */
export async function answerEach<T, R>(
  items: readonly T[],
  answer: (item: T, index: number) => R,
  lineOf: (item: T) => number,
  stop: AbortSignal | undefined,
): Promise<R[]> {
  if (stop?.aborted) throw new BatchStopped('stopped before it started: the run has ended');
  const answered: R[] = [];
  let turnAt = Date.now() + TURN_MS;
  for (const [i, item] of items.entries()) {
    if (Date.now() >= turnAt) {
      await turn();
      if (stop?.aborted) throw new BatchStopped(`stopped at line ${lineOf(item)}: the run has ended`);
      turnAt = Date.now() + TURN_MS;
    }
    answered.push(answer(item, i));
  }
  return answered;
}
