/**
 * One worker, browser or Node, behind one small interface: post, terminate, and three events
 * (a message, a death with its cause). The client (./client.ts) never asks which kind it has.
 *
 * Owns: {@link WorkerLike} (what the client accepts from the caller), {@link openPort} (wrap a
 * worker), {@link spawnWorker} (start one from a script URL: a module Web Worker where `Worker`
 * is a global, else a `worker_threads` Worker). Does not own: the protocol or the queue.
 *
 * Deaths: a browser worker's `error` event (an uncaught exception, a script that fails to load,
 * an out-of-memory) and `messageerror`; a Node worker's `error` event (the exception), `exit`
 * (process.exit, terminate() from outside, an out-of-memory) and `messageerror`. The first one
 * counts; the worker is terminated so it can never answer late, and a Node worker's error that
 * arrives after that is ignored (unheard, it would crash the process).
 */
import { nodeBuiltin } from './node-builtin.js';

/**
 * A browser `Worker` (structurally: what the client uses of it).
 * @category Worker
 */
export interface BrowserWorkerLike {
  /** Sends a message, transferring the buffers listed. */
  postMessage(message: unknown, transfer: ArrayBuffer[]): void;
  /** Listens to the worker's messages and errors. */
  addEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: Event) => void): void;
  /** Stops listening. */
  removeEventListener(type: 'message' | 'error' | 'messageerror', listener: (event: Event) => void): void;
  /** Stops the worker. */
  terminate(): void;
}

/**
 * A Node `worker_threads` Worker (structurally).
 * @category Worker
 */
export interface NodeWorkerLike {
  /** The thread's id (`worker_threads`' own; it tells a Node worker from a browser's). */
  readonly threadId: number;
  /** Sends a message, transferring the buffers listed. */
  postMessage(message: unknown, transfer?: readonly ArrayBuffer[]): void;
  // any: to match the catch-all overload of Node's Worker
  /** Listens to an event (`message`, `error`, `exit`, …). */
  on(event: string, listener: (...args: never[]) => void): unknown;
  /** Stops listening. */
  off(event: string, listener: (...args: never[]) => void): unknown;
  /** Stops the thread. */
  terminate(): unknown;
  /** Keeps the process alive while the thread runs. */
  ref(): void;
  /** Lets the process exit while the thread is idle. */
  unref(): void;
}

/**
 * Either kind of worker.
 * @category Worker
 */
export type WorkerLike = BrowserWorkerLike | NodeWorkerLike;

/** What the client sees of a worker. */
export interface Port {
  post(message: unknown, transfer: ArrayBuffer[]): void;
  /** Stops it; no event is delivered afterwards. */
  terminate(): void;
  /** Node: let the process exit while the worker idles (ref while a call runs). No-op in browsers. */
  setBusy(busy: boolean): void;
}

/** The port's listeners. */
export interface PortEvents {
  message(data: unknown): void;
  /** The worker died or can no longer be talked to; `cause` is the error or the exit code. */
  died(cause: unknown): void;
}

/**
 * What a worker started from a `data:` URL that fails says: a bundler (Vite, whose assets under
 * 4 KB become data: URLs) inlined a `new URL(…)` of the worker script written apart from
 * `new Worker(…)`, and the script's own imports cannot be found from there.
 */
const INLINED_SCRIPT =
  'the worker script, a data: URL (a bundler inlined dist/worker/entry.js), did not load or could not import its modules, ' +
  "which a data: URL cannot find; leave out createWorkerSolver's worker option (Vite and webpack 5 then bundle the package's worker script with its imports), " +
  'or give it a factory that starts the script bundled (docs/browser.md, Off the main thread)';

/** Where a page that bundles the client finds the worker script it needs (its own imports must be bundled too). */
const BUNDLED_SCRIPT =
  'a page bundled with esbuild bundles the worker script (sudoku-wasm/worker/entry) as a second entry beside its own; ' +
  'Vite and webpack 5 bundle it themselves when createWorkerSolver() is given no worker option (docs/browser.md, Off the main thread)';

/** What a worker's error that arrives after its port closed is: nothing (the call it could concern has been answered). */
function ignoreLateError(): void {}

function isNodeWorker(worker: WorkerLike): worker is NodeWorkerLike {
  return typeof (worker as NodeWorkerLike).on === 'function' && typeof (worker as NodeWorkerLike).threadId === 'number';
}

/**
 * Wraps a worker; events go to `events` until the port is terminated or the worker dies.
 * @param script the URL the worker was started from, when known: a browser reports a script that
 *   did not load (missing, or not JavaScript) as an error event with no message, and this says which
 */
export function openPort(worker: WorkerLike, events: PortEvents, script?: string): Port {
  let open = true;
  let detach: () => void;
  const die = (cause: unknown): void => {
    if (!open) return;
    open = false;
    detach();
    void worker.terminate();
    events.died(cause);
  };
  if (isNodeWorker(worker)) {
    const onMessage = (data: unknown): void => void (open && events.message(data));
    const onError = (error: unknown): void => die(error);
    const onExit = (code: number): void => die(code);
    const onMessageError = (error: unknown): void => die(error);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.on('messageerror', onMessageError);
    detach = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      worker.off('messageerror', onMessageError);
      // an error the worker raised before it was terminated can still arrive (its message was on
      // the way): an 'error' event with no listener would be the process's uncaught exception
      worker.on('error', ignoreLateError);
    };
    worker.unref();
    return {
      post: (message, transfer) => worker.postMessage(message, transfer),
      terminate: () => {
        if (!open) return;
        open = false;
        detach();
        void worker.terminate();
      },
      setBusy: (busy) => (busy ? worker.ref() : worker.unref()),
    };
  }
  const onMessage = (event: Event): void => void (open && events.message((event as MessageEvent).data));
  const onError = (event: Event): void => {
    event.preventDefault?.(); // ours to report, not the console's
    const e = event as ErrorEvent;
    const silent =
      script === undefined
        ? 'the worker raised an error event (a script that failed to load, or an uncaught exception)'
        : script.startsWith('data:')
          ? INLINED_SCRIPT
          : `the worker script ${script} did not load (a missing file, a wrong path, or not JavaScript), or raised an error without a message; ${BUNDLED_SCRIPT}`;
    die(e.error instanceof Error ? e.error : new Error(e.message || silent));
  };
  const onMessageError = (): void => die(new Error('a message from the worker could not be deserialized'));
  worker.addEventListener('message', onMessage);
  worker.addEventListener('error', onError);
  worker.addEventListener('messageerror', onMessageError);
  detach = () => {
    worker.removeEventListener('message', onMessage);
    worker.removeEventListener('error', onError);
    worker.removeEventListener('messageerror', onMessageError);
  };
  return {
    post: (message, transfer) => worker.postMessage(message, transfer),
    terminate: () => {
      if (!open) return;
      open = false;
      detach();
      worker.terminate();
    },
    setBusy: () => {},
  };
}

/**
 * Starts a worker running the script at `url`: a module Web Worker where `Worker` is a global
 * (browsers, Deno), else a Node `worker_threads` Worker.
 */
export async function spawnWorker(url: URL | string, name?: string): Promise<WorkerLike> {
  const BrowserWorker = (globalThis as { Worker?: new (url: URL | string, options: object) => BrowserWorkerLike }).Worker;
  if (typeof BrowserWorker === 'function') return new BrowserWorker(url, { type: 'module', name });
  const threads = (await nodeBuiltin('node:worker_threads')) as {
    Worker: new (url: URL | string, options?: object) => NodeWorkerLike;
  };
  const target = typeof url === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(url) ? new URL(url) : url;
  return new threads.Worker(target, { name });
}
