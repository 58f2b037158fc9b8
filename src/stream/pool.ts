/**
 * A pool of worker threads running jobs of whole lines, each thread with its own WebAssembly
 * instance: the CLI's (src/cli/jobs/job.ts: text out) and the library streams' (validate-stream.ts:
 * verdicts out) alike. The worker script is dist/bulk-worker.js (src/cli/jobs/bulk-worker.ts), which
 * runs either kind by its settings.
 *
 * Owns: starting the threads (each gets the compiled WebAssembly module, so V8 compiles and
 * optimises it once for all), feeding them (two jobs in flight per thread by default, so none
 * waits for its next job; {@link WorkerPool.hasRoom} for a caller that runs jobs too), and what happens when one dies: it is replaced, and each job it held is run
 * again once, alone on a thread, so a second death names the job that kills. A job that kills
 * twice is answered by the `fail` function the pool was given: its lines are `failed` with
 * the reason, never lost. A thread that dies before it has started is no job's fault: its jobs go back as they
 * were; when threads fail to start several times in a row, the pool gives up and rejects every job with a {@link PoolUnavailableError}, so the caller
 * can run them on its own thread. Does not own: what a job does (job.ts), the thread's message loop (bulk-worker.ts) or
 * the order of output (its callers keep results in input order). Threads are stopped by
 * {@link WorkerPool.close}, which every caller calls when its run ends, however it ends.
 *
 *   run(job) ─► queue ─► thread with room (< inFlight; a retry only to an idle thread)
 *                 ▲                 │ message {seq, result}  ─► resolve
 *                 └── retry once ◄──┘ exit / error           ─► resolve with fail(job) on the 2nd
 */
import { Worker } from 'node:worker_threads';
import type { WasmModule } from '../wasm/global-types.js';
import { serializable } from '../api/error-json.js';
import type { LineJob } from './chunks.js';

/** Messages to a worker: one job, whether this is its retry, and a spare buffer the thread may keep. */
export interface JobMessage {
  readonly job: LineJob;
  readonly attempt: number;
  /** A buffer given to the thread with the job (see {@link WorkerPool.run}). */
  readonly spare?: ArrayBuffer;
}

/**
 * What a worker starts with: the job settings (plain data; bulk-worker.ts tells the kinds
 * apart), and the compiled WebAssembly module to share when the caller has one (else the
 * thread compiles its own).
 */
export interface WorkerStart<S = unknown> {
  readonly settings: S;
  readonly module?: WasmModule;
}

/** What every job's result carries: the job's `seq`. */
export interface PoolResult {
  readonly seq: number;
}

/** Messages from a worker: `ready` once it has loaded (before any job), then one reply per job. */
export type WorkerReply<R extends PoolResult = PoolResult> =
  | { readonly ready: true }
  | { readonly ok: true; readonly result: R }
  | { readonly ok: false; readonly seq: number; readonly error: string };

/** Jobs a thread holds at once by default (one running, one waiting). */
const IN_FLIGHT = 2;
/** Threads that may fail to start in a row before the pool gives up. */
const FAILED_STARTS_IN_A_ROW = 4;

/** The pool cannot keep threads alive (e.g. the worker script is missing): run jobs elsewhere. */
export class PoolUnavailableError extends Error {
  override readonly name = 'PoolUnavailableError';
}

interface Pending<R> {
  readonly job: LineJob;
  attempt: number;
  /** Goes with the job's first dispatch only (it leaves this thread then). */
  spare?: ArrayBuffer;
  readonly resolve: (result: R) => void;
  readonly reject: (error: Error) => void;
}

interface Slot<R> {
  readonly worker: Worker;
  readonly held: Map<number, Pending<R>>;
  /** True while it runs a retry, which it runs alone. */
  solo: boolean;
  dead: boolean;
  /** True once the thread has said it is ready (its script loaded): a death before is no job's fault. */
  online: boolean;
}

/** Worker threads alive in this process, all pools together (for tests: none may outlive its run). */
let liveThreads = 0;

/**
 * Worker threads started by the streams (`threads` above 1) that have not exited yet: 0 once
 * every iteration has ended, however it ended (for checking that none is left behind).
 * @category Many puzzles
 */
export function liveWorkerThreads(): number {
  return liveThreads;
}

/** A pool of `size` threads; `S` is what every job needs (sent once per thread), `R` a job's result. */
export class WorkerPool<S, R extends PoolResult> {
  private readonly slots: Slot<R>[] = [];
  private readonly queue: Pending<R>[] = [];
  private closed = false;
  private failedStarts = 0;
  /** Set once threads keep dying: every job then rejects with it. */
  private broken: PoolUnavailableError | undefined;
  /** Threads started to replace dead ones (for the summary and tests). */
  replaced = 0;
  /** Callers of {@link whenStarted} still waiting. */
  private startWaiters: (() => void)[] = [];

  /** True once a thread has started (said it is ready) and is alive: jobs run would not just wait. */
  get ready(): boolean {
    return this.slots.some((s) => s.online && !s.dead);
  }

  /**
   * Whether a job should go to the threads now: one is {@link ready}. Until then the caller
   * answers jobs on its own thread (the CLI, run.ts, and `validateStream`, threads.ts: with it
   * idle meanwhile, 2 threads gave 1.75× the speed of 1 on a million lines). Always true under
   * bulk-worker.ts' test hook that kills a thread (`SUDOKU_WASM_TEST_KILL_LINE`): the job it
   * names must reach one.
   */
  get takesJobs(): boolean {
    return this.ready || process.env.SUDOKU_WASM_TEST_KILL_LINE !== undefined;
  }

  /**
   * Whether a started thread would take a job given now: none is queued, and a started thread
   * holds fewer than `most` jobs (and than its `inFlight`). A caller that runs jobs too (the
   * CLI, run.ts) runs one itself when this is false, rather than queue it. Always true under
   * the test hook of {@link takesJobs}.
   * @param most the most jobs a thread may already hold (default: its `inFlight`)
   */
  hasRoom(most = this.inFlight): boolean {
    if (process.env.SUDOKU_WASM_TEST_KILL_LINE !== undefined) return true;
    const limit = Math.min(most, this.inFlight);
    return this.queue.length === 0 && this.slots.some((s) => s.online && !s.dead && !s.solo && s.held.size < limit);
  }

  /** Resolves once a thread has started, or the pool has given up ({@link unavailable}), or it is closed. */
  whenStarted(): Promise<void> {
    if (this.ready || this.broken || this.closed) return Promise.resolve();
    return new Promise((resolve) => this.startWaiters.push(resolve));
  }

  /** Why the pool gave up, once it has (see {@link PoolUnavailableError}). */
  get unavailable(): string | undefined {
    return this.broken?.message;
  }

  /**
   * @param size threads to run
   * @param url the worker script (dist/bulk-worker.js)
   * @param settings what every job needs (sent once per thread)
   * @param fail answers a job that killed two threads: each of its lines `failed`, with `reason`
   * @param module the compiled WebAssembly module to share, if the caller has one
   * @param inFlight jobs a thread holds at once (default 2: one running, one waiting)
   */
  constructor(
    size: number,
    private readonly url: URL,
    private readonly settings: S,
    private readonly fail: (job: LineJob, reason: string) => R,
    private readonly module?: () => WasmModule,
    private readonly inFlight = IN_FLIGHT,
  ) {
    for (let i = 0; i < size; i++) this.slots.push(this.start());
  }

  /**
   * The result of `job`, whichever thread runs it.
   * @param spare a buffer transferred to the thread with the job, for it to keep (the CLI gives
   *   back the buffer of a text already written, so the thread writes the next text into it)
   */
  run(job: LineJob, spare?: ArrayBuffer): Promise<R> {
    // the public call that ran the pool names itself in front (nameCall in validate-stream.ts)
    if (this.closed) return Promise.reject(serializable(new Error('sudoku-wasm: the worker pool is closed')));
    if (this.broken) return Promise.reject(this.broken);
    return new Promise((resolve, reject) => {
      this.queue.push({ job, attempt: 1, resolve, reject, ...(spare === undefined ? {} : { spare }) });
      this.dispatch();
    });
  }

  /** Stops every thread; jobs not yet answered are dropped. */
  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    this.wakeStartWaiters();
    await Promise.all(this.slots.map((s) => ((s.dead = true), s.worker.terminate())));
  }

  private wakeStartWaiters(): void {
    for (const wake of this.startWaiters.splice(0)) wake();
  }

  private start(): Slot<R> {
    const start: WorkerStart<S> = { settings: this.settings, ...(this.module ? { module: this.module() } : {}) };
    // a small young generation: 3 isolates' default ones cost ~80 MB of RSS for no measured speed
    const worker = new Worker(this.url, { workerData: start, resourceLimits: { maxYoungGenerationSizeMb: 4 } });
    const slot: Slot<R> = { worker, held: new Map(), solo: false, dead: false, online: false };
    liveThreads++;
    worker.on('message', (reply: WorkerReply<R>) => this.answer(slot, reply));
    worker.on('error', (error) => this.died(slot, `worker thread error: ${error.message}`));
    worker.on('exit', (code) => {
      liveThreads--;
      this.died(slot, `worker thread exited with code ${code}`);
    });
    return slot;
  }

  private answer(slot: Slot<R>, reply: WorkerReply<R>): void {
    if ('ready' in reply) {
      slot.online = true;
      this.failedStarts = 0;
      this.wakeStartWaiters();
      return;
    }
    const seq = reply.ok ? reply.result.seq : reply.seq;
    const pending = slot.held.get(seq);
    if (!pending) return;
    slot.held.delete(seq);
    slot.solo = false;
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(new Error(reply.error));
    this.dispatch();
  }

  private died(slot: Slot<R>, reason: string): void {
    if (slot.dead) return;
    slot.dead = true;
    if (this.closed || this.broken) return;
    if (!slot.online && ++this.failedStarts >= FAILED_STARTS_IN_A_ROW) {
      // threads die before they start: no job's fault; give every job back
      this.broken = new PoolUnavailableError(`worker threads keep dying (${reason})`);
      const orphans = [...this.queue, ...this.slots.flatMap((s) => [...s.held.values()])];
      this.queue.length = 0;
      for (const pending of orphans) pending.reject(this.broken);
      this.wakeStartWaiters();
      return;
    }
    const index = this.slots.indexOf(slot);
    this.slots[index] = this.start();
    this.replaced++;
    const retries: Pending<R>[] = [];
    for (const pending of slot.held.values()) {
      if (!slot.online) retries.push(pending); // the thread never started: try again as before
      else if (pending.attempt >= 2) pending.resolve(this.fail(pending.job, `${reason}, twice on this part of the input`));
      else retries.push(pending);
    }
    for (const pending of retries.reverse()) {
      if (slot.online) pending.attempt++;
      this.queue.unshift(pending);
    }
    this.dispatch();
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const next = this.queue[0];
      const retry = next.attempt > 1;
      const slot = this.slots.find((s) => !s.dead && !s.solo && (retry ? s.held.size === 0 : s.held.size < this.inFlight));
      if (!slot) return;
      this.queue.shift();
      slot.held.set(next.job.seq, next);
      slot.solo = retry;
      // bytes in shared memory go as they are (the thread sees the same memory: no copy); others
      // as a compact copy, transferred: posting the view itself would copy its whole buffer (the
      // source chunk, often four jobs' worth). Either way the job's bytes stay here for a retry.
      const shared = next.job.bytes.buffer instanceof SharedArrayBuffer;
      const bytes = shared ? next.job.bytes : new Uint8Array(next.job.bytes); // a copy (Buffer#slice would be a view)
      const { spare } = next;
      next.spare = undefined;
      const message: JobMessage = { job: { ...next.job, bytes }, attempt: next.attempt, ...(spare === undefined ? {} : { spare }) };
      const transfer = shared ? [] : [bytes.buffer as ArrayBuffer];
      slot.worker.postMessage(message, spare === undefined ? transfer : [...transfer, spare]);
    }
  }
}
