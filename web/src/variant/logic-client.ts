/**
 * The page's side of its logic worker (`logic-worker.ts`): a variant puzzle's hint and its
 * explanation path, asked of the worker so the page's main thread stays free (a digit typed
 * while a hint is searched lands at once). The worker is started when a variant puzzle is
 * loaded ({@link prepareInWorker}) or on the first call, from this module, which rides in the
 * lazy variant chunk (./kit.ts): a cold load and a classic puzzle fetch none of it. The
 * player's candidates are read here, on the page (./candidates.ts: the game's houses and pair
 * rules), and sent with a copy of the digits.
 *
 * A hint's or a path's answer is of the grid it was asked for: whether it still holds is the
 * caller's to check (`panels/hint.ts`, `panels/explain.ts`). A worker that dies rejects what
 * it was asked with a `WorkerCrashedError` and is started afresh on the next call.
 *
 * Owns: the worker's start, {@link prepareInWorker}, {@link hintInWorker}, {@link pathInWorker}.
 * Does not own: the messages (./logic-messages.ts), the hints and paths themselves (./hints.ts,
 * ./solve-path.ts).
 */
import type { Game } from '../state/game.js';
import { candidatesOf } from './candidates.js';
import type { VariantHint } from './hints.js';
import type { VariantPlay } from './kit.js';
import type { HintRequest, LogicResponse, PathRequest } from './logic-messages.js';
import type { VariantPath } from './solve-path.js';

/** Where the worker script is: web/dist/logic-worker.js, beside app.js, one folder above the chunks this module is bundled into (web/build.mjs). */
const workerUrl = (): URL => new URL('../logic-worker.js', import.meta.url);

let worker: Worker | null = null;
let lastId = 0;
const pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();

/** The worker, started on first use; one that failed rejects every call it had and is dropped. */
function logicWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(workerUrl(), { type: 'module', name: 'sudoku-logic' });
  w.addEventListener('message', ({ data }: MessageEvent<LogicResponse>) => {
    const call = pending.get(data.id);
    if (!call) return;
    pending.delete(data.id);
    if (data.ok) call.resolve(data.value as never);
    else call.reject(Object.assign(new Error(data.error.message), { name: data.error.name }));
  });
  w.addEventListener('error', (e) => {
    e.preventDefault();
    w.terminate();
    if (worker === w) worker = null;
    const crashed = Object.assign(new Error('sudoku-wasm: logic worker: the worker stopped'), { name: 'WorkerCrashedError' });
    for (const call of pending.values()) call.reject(crashed);
    pending.clear();
  });
  return (worker = w);
}

/** Sends `request` (less its id) and resolves with the worker's answer. */
function ask<T>(request: Omit<HintRequest, 'id'> | Omit<PathRequest, 'id'>): { id: number; answer: Promise<T> } {
  const id = ++lastId;
  const w = logicWorker();
  const answer = new Promise<T>((resolve, reject) => pending.set(id, { resolve: resolve as (value: never) => void, reject }));
  w.postMessage({ ...request, id });
  return { id, answer };
}

/**
 * Starts the worker, if need be, and has it read `play` and build what its hints read, so the
 * first hint asked on it waits for neither (called when a variant puzzle is loaded).
 */
export function prepareInWorker(play: VariantPlay): void {
  logicWorker().postMessage({ id: ++lastId, kind: 'prepare', puzzle: play.text });
}

/**
 * The next hint on `game`, a game of `play` whose solution is `solution` (`variantHint`'s,
 * found in the worker on the grid as it is now).
 * @param unique as `variantHint`'s: whether `solution` is the puzzle's only one
 */
export function hintInWorker(game: Game, play: VariantPlay, solution: Uint8Array, unique: boolean): Promise<VariantHint> {
  return ask<VariantHint>({ kind: 'hint', puzzle: play.text, values: game.values.slice(), cands: candidatesOf(game), solution, unique }).answer;
}

/**
 * The explanation path of `play` (`variantSolvePath`'s, found in the worker); aborting `signal`
 * ends it at its next pause there (its answer, `cut`, is then of no use).
 */
export function pathInWorker(play: VariantPlay, signal?: AbortSignal): Promise<VariantPath> {
  const { id, answer } = ask<VariantPath>({ kind: 'path', puzzle: play.text });
  signal?.addEventListener('abort', () => worker?.postMessage({ id, kind: 'stop' }), { once: true });
  return answer;
}
