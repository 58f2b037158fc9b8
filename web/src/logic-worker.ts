/**
 * The demo page's logic worker (web/dist/logic-worker.js): the variant puzzles' hints and
 * explanation paths (the page's `variant/hints.ts` and `variant/solve-path.ts` on the package's
 * variant logic), off the page's main thread, where the dearest hint (a search that finds
 * nothing) held the page 100–280 ms. Started by `variant/logic-client.ts` when a variant puzzle
 * is loaded (a `prepare`: the puzzle read and its rules built before the first hint) or on its
 * first hint or explanation, so neither a cold load nor a classic puzzle fetches it.
 *
 * A hint runs to its end; a path pauses every 30 ms of work (a timer tick), so a hint asked
 * meanwhile is answered between two of its steps, and a `stop` for it is read there.
 *
 * Owns: reading the requests (`variant/logic-messages.ts`) and keeping the last puzzle read.
 * Does not own: the hints, the paths (the modules above), the engines (./worker.ts).
 */
import { parseVariant } from '../../src/variant/formats/detect.js';
import type { VariantPuzzle } from '../../src/variant/model.js';
import { hintOf, rulesOf } from './variant/hints.js';
import type { LogicRequest, LogicResponse } from './variant/logic-messages.js';
import { variantSolvePath } from './variant/solve-path.js';

/** The last puzzle read, by its model JSON: its rules are built once (`rulesOf` keeps them by puzzle). */
let last: { text: string; puzzle: VariantPuzzle } | null = null;
const puzzleOf = (text: string): VariantPuzzle => (last?.text === text ? last : (last = { text, puzzle: parseVariant(text) })).puzzle;

/** The paths running, by request id, and those of them asked to stop. */
const running = new Set<number>();
const stopped = new Set<number>();
const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

const scope = self as unknown as { postMessage(message: LogicResponse): void; addEventListener(type: 'message', listener: (e: MessageEvent<LogicRequest>) => void): void };

scope.addEventListener('message', async ({ data: request }) => {
  if (request.kind === 'stop') {
    if (running.has(request.id)) stopped.add(request.id);
    return;
  }
  if (request.kind === 'prepare') {
    try {
      rulesOf({ puzzle: puzzleOf(request.puzzle) });
    } catch {
      // a puzzle it cannot read: the hint asked for it says so
    }
    return;
  }
  const { id } = request;
  running.add(id);
  try {
    const play = { puzzle: puzzleOf(request.puzzle) };
    const value =
      request.kind === 'hint'
        ? hintOf({ values: request.values, cands: request.cands }, rulesOf(play), request.solution, request.unique)
        : await variantSolvePath(play, { pause: tick, stop: () => stopped.has(id) });
    scope.postMessage({ id, ok: true, value });
  } catch (e) {
    const error = e as Error;
    scope.postMessage({ id, ok: false, error: { name: error?.name ?? 'Error', message: error?.message ?? String(e) } });
  } finally {
    running.delete(id);
    stopped.delete(id);
  }
});
