/**
 * The puzzles of a `generate` run, in index order, made on worker threads or on this one.
 *
 * Owns: handing out indices (two in flight per thread), putting the answers back in order, and
 * stopping: on the first error (every puzzle before it is still delivered), or on the signal.
 * Each puzzle depends only on the run's options and its index (src/generate/generate.ts), so
 * the output is the same whatever the number of threads. Does not own: making a puzzle
 * (generateAt) or writing it (generate.ts).
 */
import { Worker } from 'node:worker_threads';
import { GenerateBudgetError, generateAtAsync, type GeneratedPuzzle, type GenerateOptions } from '../../generate/generate.js';
import { compiledModule } from '../../wasm/core.js';

/** What a generate worker starts with. */
export interface GenerateWorkerStart {
  readonly options: GenerateOptions;
  readonly module: WebAssembly.Module;
}

/** A worker's answer for one index. */
export type GenerateReply =
  | { readonly index: number; readonly puzzle: GeneratedPuzzle }
  | { readonly index: number; readonly error: string; readonly budget: boolean };

/** Why a run stopped before its count: a budget ran out (exit 1 with the message) or a defect. */
export class GenerateRunError extends Error {
  constructor(
    message: string,
    /** True when a puzzle's time or attempt budget ran out (not a defect). */
    readonly budget: boolean,
  ) {
    super(message);
  }
}

/** Receives each puzzle, in index order (the run waits for it). */
export type Deliver = (puzzle: GeneratedPuzzle, index: number) => void | Promise<void>;

/** Indices a thread holds at once. */
const IN_FLIGHT = 2;
/** Finished puzzles that may wait for a slow earlier one, per thread (bounds memory). */
const AHEAD_PER_THREAD = 32;

/**
 * Makes puzzles 0…count-1 and hands each to `deliver` in index order.
 * @throws {GenerateRunError} after delivering every puzzle before the one that failed
 */
export async function generateInOrder(options: GenerateOptions, count: number, threads: number, deliver: Deliver, signal: AbortSignal): Promise<void> {
  // One puzzle with threads to spare goes to a worker too: an attempt runs without a turn of the
  // event loop, and one attempt of a large board takes seconds (49×49) to minutes (64×64), so
  // on this thread Ctrl-C would wait for it; terminating a worker stops it at once. (The CLI
  // passes threads = 1 for one small puzzle, whose attempts take milliseconds.)
  if (threads <= 1) {
    // On this thread: the async form, so Ctrl-C stops a long puzzle between attempts, and a
    // turn of the event loop every few milliseconds between quick ones.
    let lastYield = performance.now();
    for (let index = 0; index < count && !signal.aborted; index++) {
      let puzzle: GeneratedPuzzle;
      try {
        puzzle = await generateAtAsync({ ...options, signal }, index);
      } catch (error) {
        if (error instanceof GenerateBudgetError && signal.aborted) return;
        if (error instanceof GenerateBudgetError) throw new GenerateRunError(error.message, true);
        throw error;
      }
      await deliver(puzzle, index);
      if (performance.now() - lastYield > 8) {
        await new Promise((resolve) => setImmediate(resolve));
        lastYield = performance.now();
      }
    }
    return;
  }
  await onThreads(options, count, Math.min(threads, count), deliver, signal);
}

function onThreads(options: GenerateOptions, count: number, threads: number, deliver: Deliver, signal: AbortSignal): Promise<void> {
  const url = new URL('./generate-worker.js', import.meta.url);
  const { signal: _notCloneable, ...plain } = options;
  const start: GenerateWorkerStart = { options: plain, module: compiledModule() };
  const waiting = new Map<number, GenerateReply>();
  const workers: Worker[] = [];
  const held = new Map<Worker, number>();
  let handedOut = 0;
  let delivered = 0;
  let delivering = Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    const finish = (error?: unknown): void => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      for (const w of workers) void w.terminate();
      if (error === undefined) resolve();
      else reject(error);
    };
    const onAbort = (): void => void delivering.then(() => finish());
    signal.addEventListener('abort', onAbort, { once: true });
    // Replies arrive in any order; deliver the run of consecutive ones from `delivered`. A throw
    // of `deliver` (stdout cannot be written) ends the run with it: the chain's catch, so that
    // `delivering` never rejects.
    const drain = (): void => {
      delivering = delivering.then(async () => {
        for (;;) {
          if (settled || signal.aborted) return;
          const reply = waiting.get(delivered);
          if (!reply) return;
          waiting.delete(delivered);
          if ('error' in reply) {
            finish(new GenerateRunError(reply.budget ? reply.error : `puzzle ${reply.index} failed: ${reply.error}`, reply.budget));
            return;
          }
          await deliver(reply.puzzle, reply.index);
          delivered++;
          if (delivered === count) {
            finish();
            return;
          }
          pump();
        }
      }).catch(finish);
    };
    // Every thread gets up to IN_FLIGHT indices, never more than the window past `delivered`.
    const pump = (): void => {
      for (const w of workers) {
        while (!settled && handedOut < count && held.get(w)! < IN_FLIGHT && handedOut - delivered < threads * AHEAD_PER_THREAD) {
          held.set(w, held.get(w)! + 1);
          w.postMessage(handedOut++);
        }
      }
    };
    for (let t = 0; t < threads; t++) {
      const w = new Worker(url, { workerData: start });
      workers.push(w);
      held.set(w, 0);
      w.on('message', (reply: GenerateReply) => {
        held.set(w, held.get(w)! - 1);
        waiting.set(reply.index, reply);
        pump();
        drain();
      });
      w.on('error', (error) => finish(error));
      w.on('exit', (code) => {
        if (!settled && code !== 0) finish(new Error(`sudoku-wasm: a generate worker exited with code ${code}`));
      });
    }
    pump();
  });
}
