/**
 * Runs the experiment: builds the plan, runs its units in this thread or on worker threads,
 * and hands the results to the aggregation.
 *
 * Owns: {@link runGuessesExperiment}, scheduling, progress and cancellation. Does not own: a
 * unit's work (unit.ts), the statistics (aggregate.ts), files and printing (src/cli/).
 *
 * Threads: each worker takes the next unit as soon as it returns one, so fast and slow units
 * mix freely; results are stored by unit id and aggregated from exact sums (tally.ts), so the
 * output is the same bit for bit for any thread count.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { aggregate, type GuessesResult } from './aggregate.js';
import { resolveParameters, type GuessesOptions } from './options.js';
import { makeBases, makeUnits, type Unit } from './plan.js';
import { runUnit, type UnitParameters, type UnitResult } from './unit.js';

/** Hooks of a long run. */
export interface RunHooks {
  /** Called after every finished unit. */
  onProgress?(done: number, total: number): void;
  /** Stops the run (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
  /** The worker script (default: experiment-worker.js beside this bundle). */
  workerUrl?: URL;
}

/**
 * Runs the ordered-vs-shuffled guesses experiment (see docs/guesses-experiment.md).
 * @returns every statistic of both tests, and the wall-clock time
 */
export async function runGuessesExperiment(options: GuessesOptions = {}, hooks: RunHooks = {}): Promise<GuessesResult> {
  const started = performance.now();
  const parameters = resolveParameters(options, availableParallelism());
  hooks.signal?.throwIfAborted();
  const bases = makeBases(parameters);
  const units = makeUnits(parameters, bases);
  const unitParameters: UnitParameters = {
    runs: parameters.runs,
    cellOrder: parameters.cellOrder,
    maxRecursions: parameters.maxRecursions,
    backend: parameters.backend,
  };
  const threads = Math.min(parameters.threads, units.length);
  const results =
    threads <= 1
      ? await runHere(units, unitParameters, hooks)
      : await runOnWorkers(units, unitParameters, threads, hooks);
  return aggregate(parameters, bases, units, results, (performance.now() - started) / 1000);
}

/** Every unit in this thread, yielding to the event loop between units. */
async function runHere(units: readonly Unit[], p: UnitParameters, hooks: RunHooks): Promise<UnitResult[]> {
  const results: UnitResult[] = [];
  for (const unit of units) {
    hooks.signal?.throwIfAborted();
    results.push(runUnit(unit, p));
    hooks.onProgress?.(results.length, units.length);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return results;
}

/** Every unit on `threads` worker threads. */
function runOnWorkers(units: readonly Unit[], p: UnitParameters, threads: number, hooks: RunHooks): Promise<UnitResult[]> {
  const url = hooks.workerUrl ?? new URL('./experiment-worker.js', import.meta.url);
  const results = new Array<UnitResult>(units.length);
  const workers: Worker[] = [];
  let next = 0;
  let done = 0;
  return new Promise<UnitResult[]>((resolve, reject) => {
    let settled = false;
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      hooks.signal?.removeEventListener('abort', onAbort);
      for (const w of workers) void w.terminate();
      if (error === undefined) resolve(results);
      else reject(error);
    };
    const onAbort = () => finish(hooks.signal?.reason);
    hooks.signal?.addEventListener('abort', onAbort, { once: true });
    const feed = (w: Worker) => {
      if (next < units.length) w.postMessage(units[next++]);
    };
    for (let t = 0; t < threads; t++) {
      const w = new Worker(url, { workerData: p });
      workers.push(w);
      w.on('message', (message: UnitResult | { id: number; error: string }) => {
        if ('error' in message) {
          finish(new Error(`sudoku-wasm: experiment unit ${message.id} failed: ${message.error}`));
          return;
        }
        results[message.id] = message;
        done++;
        hooks.onProgress?.(done, units.length);
        if (done === units.length) finish();
        else feed(w);
      });
      w.on('error', (error) => finish(error));
      w.on('exit', (code) => {
        if (!settled && code !== 0) finish(new Error(`sudoku-wasm: an experiment worker exited with code ${code}`));
      });
      feed(w);
    }
  });
}
