/**
 * The client's engine: one worker, a queue of calls run one at a time in order, abort by
 * terminating, restart after a death.
 *
 * Owns: {@link WorkerClient}: ids, the queue, matching responses to calls, what an abort and a
 * death do to the calls, starting and restarting workers. Does not own: the public method list
 * (./index.ts), the transport details (./port.ts), the messages (./protocol.ts).
 *
 * Rules:
 * - One call at a time is posted; the others wait here (not in the worker), so a worker that
 *   dies or is terminated takes only the running call with it.
 * - An already-aborted signal rejects at once with `signal.reason`, posting nothing. A queued
 *   call that is aborted leaves the queue. The running call, once aborted, cannot be stopped
 *   from outside (the engines are synchronous), so its worker is terminated, the call rejected
 *   with `signal.reason`, and the queue goes on in a fresh worker.
 * - A worker that dies rejects its running call with a {@link WorkerCrashedError}; the next call
 *   starts a fresh worker.
 * - Workers start lazily, at the first call; in Node an idle worker does not keep the process
 *   alive (it is `unref`'d between calls).
 */
import { checkSignal, nameCall, show } from '../api/options.js';
import { serializable } from '../api/error-json.js';
import { reviveError, WorkerCrashedError, WorkerTerminatedError } from './errors.js';
import { openPort, spawnWorker, type Port, type WorkerLike } from './port.js';
import { isOurs, TAG, type MethodName, type Request, type Response } from './protocol.js';

/**
 * Where workers come from: a script URL, a factory, or one worker instance.
 * @category Worker
 */
export type WorkerSource = WorkerLike | URL | string | (() => WorkerLike);

interface Call {
  readonly id: number;
  readonly method: MethodName;
  readonly args: readonly unknown[];
  readonly transfer: ArrayBuffer[];
  readonly signal: AbortSignal | undefined;
  readonly decode: (value: unknown) => unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  onAbort?: () => void;
}

/** The name a caller knows a method by (`ready` and packed `validateLines` have wire names of their own): what errors name. */
function callerName(method: MethodName): string {
  return method === 'ping' ? 'ready' : method === 'validatePackedLines' ? 'validateLines' : method;
}

/**
 * The TypeError of a call whose arguments structured clone cannot carry, the clone's error the
 * cause: a DataCloneError (a function, a symbol, a Proxy), or the RangeError of a value nested
 * too deep for the serializer (a hostile JSON body of 100,000 nested arrays, which the library
 * itself reads as an invalid puzzle).
 */
function notSendable(method: MethodName, error: unknown): unknown {
  if (!(error instanceof Error) || (error.name !== 'DataCloneError' && error.name !== 'RangeError')) return error;
  return serializable(new TypeError(`sudoku-wasm: ${callerName(method)}: an argument cannot be sent to the worker (${error.name}: ${error.message})`, { cause: error }));
}

/** The reason an aborted signal gives, or a standard AbortError where it gives none. */
function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

function isUrl(source: unknown): source is URL | string {
  return typeof source === 'string' || source instanceof URL;
}

/** Runs calls in a worker of the given source. */
export class WorkerClient {
  readonly #next: () => Promise<WorkerLike>;
  readonly #name: string | undefined;
  /** The script workers start from, when the source is a URL (what a script that did not load is called). */
  readonly #script: string | undefined;
  #port: Port | null = null;
  #starting = false;
  #running: Call | null = null;
  readonly #queue: Call[] = [];
  #closed = false;
  #ids = 0;

  /**
   * @param source where workers come from; a worker instance serves until it dies (a URL or a
   *   factory lets the client start another)
   * @param name the name of workers it starts (shown in devtools)
   * @param script the URL of the script a factory starts, when known (what an error names)
   */
  constructor(source: WorkerSource, name?: string, script?: string) {
    this.#name = name;
    this.#script = isUrl(source) ? String(source) : script;
    if (isUrl(source)) {
      this.#next = () => spawnWorker(source, this.#name);
    } else if (typeof source === 'function') {
      this.#next = async () => source();
    } else if (typeof source === 'object' && source !== null && typeof (source as { postMessage?: unknown }).postMessage === 'function') {
      let given: WorkerLike | null = source;
      this.#next = async () => {
        if (given === null) {
          throw new Error(
            'sudoku-wasm: the worker given as an instance has stopped and cannot be restarted; pass a factory (() => new Worker(…)) or the script URL to have it restarted',
          );
        }
        const worker = given;
        given = null;
        return worker;
      };
    } else {
      throw new TypeError(`sudoku-wasm: createWorkerSolver: worker: expected a Worker, a URL, a string or a function, got ${show(source)}`);
    }
  }

  /**
   * Queues a call.
   * @param decode turns the worker's plain answer into the caller's value
   * @param transfer buffers to transfer with the request (the caller loses them)
   */
  call(method: MethodName, args: readonly unknown[], signal?: AbortSignal, transfer: ArrayBuffer[] = [], decode: (value: unknown) => unknown = (v) => v): Promise<unknown> {
    if (this.#closed) return Promise.reject(new WorkerTerminatedError(callerName(method), true));
    try {
      checkSignal(signal, `${callerName(method)}: signal`);
    } catch (error) {
      return Promise.reject(serializable(error as TypeError));
    }
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    return new Promise((resolve, reject) => {
      const call: Call = { id: ++this.#ids, method, args, transfer, signal, decode, resolve, reject };
      if (signal) {
        call.onAbort = () => this.#abort(call);
        signal.addEventListener('abort', call.onAbort, { once: true });
      }
      this.#queue.push(call);
      this.#pump();
    });
  }

  /** The calls queued or running (0 once terminated). */
  get pending(): number {
    return this.#queue.length + (this.#running === null ? 0 : 1);
  }

  /** Stops the worker; every pending call is rejected with a {@link WorkerTerminatedError}. */
  terminate(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#port?.terminate();
    this.#port = null;
    const pending = this.#running ? [this.#running, ...this.#queue] : [...this.#queue];
    this.#running = null;
    this.#queue.length = 0;
    for (const call of pending) this.#settle(call, false, new WorkerTerminatedError(callerName(call.method)));
  }

  /** Posts the next call when the worker is free, starting a worker first if there is none. */
  #pump(): void {
    if (this.#closed || this.#running !== null || this.#starting || this.#queue.length === 0) return;
    if (this.#port === null) {
      void this.#start();
      return;
    }
    const call = this.#queue.shift()!;
    this.#running = call;
    this.#port.setBusy(true);
    const request: Request = { tag: TAG, id: call.id, method: call.method, args: call.args };
    try {
      this.#port.post(request, call.transfer);
    } catch (error) {
      // an argument structured clone cannot carry (DataCloneError): this call's fault only,
      // said as the library says a wrong argument, naming the call
      this.#running = null;
      this.#port.setBusy(false);
      this.#settle(call, false, notSendable(call.method, error));
      this.#pump();
    }
  }

  async #start(): Promise<void> {
    this.#starting = true;
    let worker: WorkerLike;
    try {
      worker = await this.#next();
    } catch (error) {
      this.#starting = false;
      const call = this.#queue.shift();
      // (the instance that stopped, named as the call's; a script that did not load is said as it is)
      if (call) this.#settle(call, false, nameCall(error, callerName(call.method)));
      this.#pump();
      return;
    }
    this.#starting = false;
    if (this.#closed) {
      void worker.terminate();
      return;
    }
    const port: Port = openPort(worker, {
      message: (data) => this.#onMessage(port, data),
      died: (cause) => this.#onDied(port, cause),
    }, this.#script);
    this.#port = port;
    this.#pump();
  }

  #onMessage(port: Port, data: unknown): void {
    if (port !== this.#port || !isOurs(data)) return;
    const call = this.#running;
    if (call === null || data.id !== call.id) return;
    this.#running = null;
    port.setBusy(false);
    const response = data as Response;
    if (response.ok) {
      let value: unknown;
      try {
        value = call.decode(response.value);
      } catch (error) {
        this.#settle(call, false, error);
        this.#pump();
        return;
      }
      this.#settle(call, true, value);
    } else {
      this.#settle(call, false, reviveError(response.error));
    }
    this.#pump();
  }

  #onDied(port: Port, cause: unknown): void {
    if (port !== this.#port) return;
    this.#port = null;
    const call = this.#running;
    this.#running = null;
    if (call !== null) this.#settle(call, false, new WorkerCrashedError(callerName(call.method), cause));
    this.#pump();
  }

  #abort(call: Call): void {
    const reason = abortReason(call.signal!);
    const queued = this.#queue.indexOf(call);
    if (queued >= 0) {
      this.#queue.splice(queued, 1);
      this.#settle(call, false, reason);
      return;
    }
    if (call !== this.#running) return;
    // the engines cannot be interrupted: the worker goes, the queue continues in a new one
    this.#running = null;
    this.#port?.terminate();
    this.#port = null;
    this.#settle(call, false, reason);
    this.#pump();
  }

  #settle(call: Call, ok: boolean, value: unknown): void {
    if (call.onAbort) call.signal!.removeEventListener('abort', call.onAbort);
    if (ok) call.resolve(value);
    else call.reject(value);
  }
}
