/**
 * The transport on the worker side, for any worker script built on this protocol (the package's
 * ./entry.ts, the demo page's web/src/worker.ts): a browser worker's `self` or Node's
 * `parentPort`, reading requests, posting responses (with their transferables), errors in plain
 * form. Requests run one at a time, in the order they come.
 *
 * Owns: {@link startWorker}. Does not own: what a method does (the `dispatch` it is given,
 * ./dispatch.ts) or what the script registers before it starts (its own imports).
 *
 * Messages that are not ours (no protocol tag) are ignored, so a caller's own worker script can
 * import this one and talk to its page too. In Node, `node:worker_threads` is reached through
 * `process.getBuiltinModule` (Node ≥ 20.16) or a dynamic import whose name bundlers do not
 * follow, so that browser bundles of a worker script never see a `node:` import.
 */
import type { Outcome } from './dispatch.js';
import { serializeError } from './errors.js';
import { isOurs, TAG, type Request, type Response } from './protocol.js';
import { nodeBuiltin } from './node-builtin.js';

/** Runs one call: a method name and its arguments to an outcome (./dispatch.ts `dispatch`). */
export type Dispatch = (method: string, args: readonly unknown[]) => Promise<Outcome>;

/** Where responses go: a browser worker's global scope or Node's parent port. */
type Post = (message: Response, transfer: ArrayBuffer[]) => void;

/** Answers one request; the response always goes out, an error as data. */
async function answer(dispatch: Dispatch, request: Request, post: Post): Promise<void> {
  let response: Response;
  let transfer: ArrayBuffer[] = [];
  try {
    const outcome = await dispatch(request.method, request.args);
    response = { tag: TAG, id: request.id, ok: true, value: outcome.value };
    transfer = outcome.transfer ?? [];
  } catch (error) {
    response = { tag: TAG, id: request.id, ok: false, error: serializeError(error) };
  }
  try {
    post(response, transfer);
  } catch (error) {
    // a value structured clone cannot carry: say so instead of leaving the call pending
    post({ tag: TAG, id: request.id, ok: false, error: serializeError(error) }, []);
  }
}

/**
 * Runs requests one at a time (an async one, e.g. generate, finishes before the next starts).
 * A response that cannot be posted at all is thrown out of the worker: the client sees the
 * worker die and rejects the call with WorkerCrashedError instead of waiting forever.
 */
function serve(dispatch: Dispatch, post: Post): (message: unknown) => void {
  let chain = Promise.resolve();
  return (message) => {
    if (!isOurs(message) || typeof (message as Request).method !== 'string') return;
    chain = chain
      .then(() => answer(dispatch, message as Request, post))
      .catch((error: unknown) => {
        setTimeout(() => {
          throw error;
        });
      });
  };
}

interface NodeParentPort {
  on(event: 'message', listener: (message: unknown) => void): void;
  postMessage(message: unknown, transfer?: ArrayBuffer[]): void;
}

declare const WorkerGlobalScope: { new (): unknown } | undefined;

/** Starts answering requests with `dispatch`, in a Web Worker or a `worker_threads` Worker. */
export function startWorker(dispatch: Dispatch): void {
  if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
    const scope = self as unknown as { postMessage(message: unknown, transfer: Transferable[]): void; addEventListener: typeof addEventListener };
    const onMessage = serve(dispatch, (message, transfer) => scope.postMessage(message, transfer));
    scope.addEventListener('message', (event) => onMessage((event as MessageEvent).data));
  } else {
    void startNode(dispatch);
  }
}

/** Node: the parent port of `worker_threads`. */
async function startNode(dispatch: Dispatch): Promise<void> {
  const threads = (await nodeBuiltin('node:worker_threads')) as { parentPort: NodeParentPort | null };
  const port = threads.parentPort;
  if (port === null) throw new Error('sudoku-wasm worker: entry.js must run in a Web Worker or a worker_threads Worker, not on a main thread');
  const onMessage = serve(dispatch, (message, transfer) => port.postMessage(message, transfer));
  port.on('message', onMessage);
}
