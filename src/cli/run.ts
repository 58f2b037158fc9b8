/**
 * Runs one command (validate, solve, count, candidates, explain, hint, rate, dedupe) over an input: the
 * CLI's pipeline.
 *
 *   input chunks ─► LineChunker ─► LineJob ─┬─► jobRunner (this thread: every job of --threads 1 and dedupe;
 *                                           │     with N threads, each job no worker has room for) ─┐
 *                                           └─► WorkerPool (src/stream/pool.ts: N - 1 threads, job.ts in each) ┤
 *        Sink (stdout) ◄── job texts, in input order ◄── results (FIFO of promises) ◄─────────┘
 *                └──► Tally, onProgress (progress bar)
 *
 * Owns: the loop and its order guarantee (one output line per puzzle line, in input order:
 * results are written in the order their jobs were cut, whatever thread finishes first),
 * bounded memory (at most a few jobs per thread in flight), the header line written before any
 * verdict (CSV), and stopping: when the reader closes the pipe, or when `signal` aborts
 * (Ctrl-C), no further job is written (the one being waited for is dropped too) and every line
 * already written is whole. Does not own:
 * any of the stages; each is imported.
 */
import { availableParallelism } from 'node:os';
import { DEFAULT_JOB_BYTES, LineChunker, type LineJob } from '../stream/chunks.js';
import { coreLineCounter } from '../stream/core-lines.js';
import { firstContentLine, GridJobs, isGridRow } from './read/grid-jobs.js';
import { DEFAULT_LARGE_BOARD_MAX_NODES } from '../stream/validate-stream.js';
import type { RunRequest } from './options/args.js';
import { headerFor } from './write/format.js';
import type { Input } from './read/input.js';
import { jobRunner, type JobResult, type JobSettings } from './jobs/job.js';
import { loadPartsFor } from './lazy-parts.js';
import type { Sink } from './write/output.js';
import { PoolUnavailableError, WorkerPool } from '../stream/pool.js';
import { settlesFirst, unlessAborted } from '../stream/settles-first.js';
import { compiledModule } from '../wasm/core.js';
import { giveBack, takeSpare } from './jobs/out-buffers.js';
import { Tally } from './write/summary.js';

/** Counters kept up to date while the input is read (for summaries and progress). */
export interface ReadStats {
  /** Bytes of the input answered so far. */
  bytes: number;
  /** Lines answered so far. */
  lines: number;
  /** Blank and `#` lines skipped so far. */
  skipped: number;
}

export interface RunOptions {
  readonly request: RunRequest;
  readonly input: Input;
  readonly sink: Sink;
  /** Called after each job's lines are written (for progress displays). */
  readonly onProgress?: (progress: { readonly tally: Tally; readonly stats: Readonly<ReadStats> }) => void;
  /** With `--format colors`: draw with ANSI escapes (main.ts decides, see color.ts). */
  readonly ansi?: boolean;
  /** Stops the run (Ctrl-C): nothing more is written after the job being written. */
  readonly signal?: AbortSignal;
  /** Bytes per job (default: the chunker's). */
  readonly jobBytes?: number;
  /** The worker script (default: bulk-worker.js beside this bundle). */
  readonly workerUrl?: URL;
}

export interface RunResult {
  readonly tally: Tally;
  readonly stats: Readonly<ReadStats>;
  readonly elapsedMs: number;
  /** True when output stopped early because the reader closed the pipe. */
  readonly stopped: boolean;
  /** True when `signal` stopped the run before the end of the input. */
  readonly interrupted: boolean;
  /**
   * Why the input could not be read on (a gzip stream cut short, EIO), when it failed mid-run:
   * the lines read before were answered and written, the line it cut is not.
   */
  readonly readError?: unknown;
  /** Threads the run used (1: this one; an input of one job never starts the others). */
  readonly threads: number;
  /** Worker threads that died and were replaced (their jobs were run again). */
  readonly restarts: number;
  /** Why the worker threads were given up (their jobs then ran on this thread), if they were. */
  readonly threadsUnavailable?: string;
  /** The input was read as grids because its first puzzle line is this grid row (no --grid, no --lines). */
  readonly gridRow?: string;
}

/**
 * Milliseconds from an arbitrary start, for elapsed times: `process.hrtime`, not
 * `performance.now()`, whose first use loads node:perf_hooks (about 4–6 ms of start-up, V8
 * profile of a one-line run).
 */
function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

/**
 * Jobs a worker thread holds at once (one running, the others waiting in its message queue):
 * this thread answers jobs too, and a worker must not run dry while it does, nor while a busy
 * machine keeps this thread off its core. Measured (validate --threads 2, a million lines,
 * whole process, 8 runs each in alternation, load 7-11 on 2 cores): wall time median 2.87 s
 * with 3, 2.58 s with 6 (two workers fed by this thread: 2.67 s); near the end of a file a
 * worker holds fewer (`toCome` in runCommand), so this costs nothing at the end.
 */
const WORKER_IN_FLIGHT = 6;

/**
 * Bytes per job of the logic commands (explain, hint, rate): about 50 puzzle lines. Their lines
 * cost milliseconds (rate: about 0.7 ms a 17-clue puzzle, 0.27 s one of
 * forum_hardest_1905_11plus) where validate's cost microseconds, so a job of
 * {@link DEFAULT_JOB_BYTES} (1,600 lines) wrote nothing for seconds to minutes, moved the
 * progress bar as rarely, and left a thread idle near the end of a file while another ran a
 * last job of that size. Measured (rate, 5,000 17-clue lines, one thread, CPU time of the whole
 * process on a busy 2-core machine): 3.18 s with 128 KiB jobs, 3.43 s with 4 KiB, 4.8 s with
 * one line a job.
 */
const LOGIC_JOB_BYTES = 4096;

/**
 * Bytes per job of a request: {@link LOGIC_JOB_BYTES} for the logic commands and `candidates`
 * (a line of several solutions costs it milliseconds too), else the chunker's default.
 */
function jobBytesFor(request: RunRequest): number {
  return request.logic || request.command === 'candidates' ? LOGIC_JOB_BYTES : DEFAULT_JOB_BYTES;
}

/** Threads a request runs on: dedupe on one (its set of forms seen is one), else `--threads` or every core. */
export function threadsFor(request: RunRequest): number {
  if (request.command === 'dedupe') return 1;
  return request.threads ?? availableParallelism();
}

/**
 * Jobs a run keeps in flight (submitted, not yet written) on `threads` threads: twice
 * {@link WORKER_IN_FLIGHT} per thread and two more (a worker's jobs, and as many of this
 * thread's own, answered and waiting behind the worker's oldest), so no thread waits; one on a
 * single thread. Results are written in input order, so a thread can run ahead of the slowest
 * by this many jobs only: with two per thread the worker threads of a 2-thread validate sat
 * idle about 10-18% of the run (V8 profile, busy machine) waiting for the oldest job. Each job
 * lies inside one input chunk, so an input should keep more chunks than this valid (input.ts
 * `reuse`), or the run waits for jobs before it reads on. At most {@link MOST_IN_WINDOW}: the
 * input's buffers hold a window of jobs (128 KiB each), 100 MB at 64 threads uncapped.
 */
export function windowFor(threads: number): number {
  return threads > 1 ? Math.min(threads * 2 * WORKER_IN_FLIGHT + 2, MOST_IN_WINDOW) : 1;
}

/**
 * The most jobs a run keeps in flight: 8 threads' window (194 jobs, about 24 MiB of input
 * buffers). Above 8 threads a thread holds fewer than {@link WORKER_IN_FLIGHT} jobs when all
 * are busy (3 each at 64 threads: one running, two waiting), which is enough when this thread
 * spends its time feeding them rather than running jobs (not measured: the machine has 2 cores).
 */
const MOST_IN_WINDOW = 8 * 2 * WORKER_IN_FLIGHT + 2;

/** `first`'s value, then the rest of `chunks`; closes `chunks` when the loop over it stops. */
async function* withFirst(first: IteratorResult<Uint8Array>, chunks: AsyncIterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    if (first.done) return;
    yield first.value;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      yield next.value;
    }
  } finally {
    await chunks.return?.();
  }
}

/** The first puzzle line of the input's first chunk when it is a grid row, else undefined. */
function gridRowOf(chunk: Uint8Array): string | undefined {
  const line = firstContentLine(chunk);
  return line !== undefined && isGridRow(line) ? line : undefined;
}

/** Runs `options.request` over its input to the end (or until the reader or the signal stops it). */
export async function runCommand(options: RunOptions): Promise<RunResult> {
  const { input, sink, signal } = options;
  // grids or lines: as asked, else as the first puzzle line of the input looks
  const chunks = input.chunks[Symbol.asyncIterator]();
  // Ctrl-C while the input has nothing yet (a terminal, a pipe whose writer waits) ends the run
  // (an input that fails at its first read throws: nothing was read, there is nothing to answer)
  const first = (await unlessAborted(chunks.next(), signal)) ?? { done: true, value: undefined };
  const gridRow = options.request.grid === undefined && options.request.command !== 'dedupe' && !first.done ? gridRowOf(first.value) : undefined;
  const request: RunRequest = gridRow === undefined ? options.request : { ...options.request, grid: true };
  const settings: JobSettings = { request, ansi: options.ansi === true, largeBoardMaxNodes: DEFAULT_LARGE_BOARD_MAX_NODES };
  const header = headerFor({ ...request, ansi: settings.ansi });
  const threads = threadsFor(request);
  // ends this thread's jobs still in flight when the run ends, however it ends (Ctrl-C, the
  // reader gone): the logic commands' jobs run for seconds, and would keep the process alive
  const halt = new AbortController();
  const haltOnSignal = (): void => halt.abort();
  signal?.addEventListener('abort', haltOnSignal, { once: true });
  await loadPartsFor(request); // before the first job, and before coreLineCounter reads the backend
  const runner = jobRunner(settings, halt.signal);
  // The first job runs here while the threads start; an input of one job never starts them.
  // With N threads this one is one of them: N - 1 workers, and each job none has room for runs
  // here. Measured (validate --threads 2, a million transformed 17-clue lines, whole process,
  // in alternation on a busy 2-core machine, medians of 10-14 runs): CPU time 2.25-2.33 s
  // against 2.29-2.40 s with two workers fed by this thread (one worker's start-up, ~43 ms of
  // CPU, and half the messages fewer; 1 thread: 2.21-2.24 s), peak RSS 88-92 MiB against 101.
  let pool: WorkerPool<JobSettings, JobResult> | undefined;
  const startPool = (): WorkerPool<JobSettings, JobResult> =>
    (pool ??= new WorkerPool(
      threads - 1,
      options.workerUrl ?? new URL('./bulk-worker.js', import.meta.url),
      settings,
      (job, reason) => runner.fail(job, reason),
      compiledModule,
      WORKER_IN_FLIGHT,
    ));
  const jobBytes = options.jobBytes ?? jobBytesFor(request);
  let cut = 0; // bytes of the jobs given out so far
  const run = (job: LineJob): Promise<JobResult> => {
    cut += job.bytes.length;
    if (threads === 1 || job.seq === 0) return runHere(job);
    // until a thread is ready (starting one takes about 0.1 s), and whenever every one holds
    // its jobs in flight, this one answers the job; near the end of a file a worker takes one
    // only while it holds fewer than the jobs still to come, so that the threads end together
    // (rather than this one idle while a worker runs its last ones)
    const workers = startPool();
    // (by this job's size when smaller: the chunker cuts jobs of short lines by their count)
    const toCome = input.size === undefined ? Infinity : Math.ceil(Math.max(0, input.size - cut) / Math.max(1, Math.min(jobBytes, job.bytes.length)));
    if (!workers.takesJobs || !workers.hasRoom(toCome)) return runHere(job);
    // threads that cannot start leave the jobs to this one
    return workers.run(job, takeSpare()).catch((error: unknown) => (error instanceof PoolUnavailableError ? runHere(job) : Promise.reject(error)));
  };
  /** A job on this thread; one that throws is answered with its lines `failed`, never lost. */
  const runHere = (job: LineJob): Promise<JobResult> =>
    runner.run(job).catch((error: unknown) => runner.fail(job, `internal error: ${error instanceof Error ? error.message : String(error)}`));
  const window = windowFor(threads);

  const stats: ReadStats = { bytes: 0, lines: 0, skipped: 0 };
  const tally = new Tally();
  const started = nowMs();
  const lineChunker = new LineChunker({ jobBytes, countLines: coreLineCounter(request.backend) });
  const gridJobs = request.grid === true ? new GridJobs() : undefined;
  const chunker = {
    push: (chunk: Uint8Array): LineJob[] => (gridJobs ? gridJobs.push(lineChunker.push(chunk)) : lineChunker.push(chunk)),
    end: (): LineJob[] => (gridJobs ? [...gridJobs.push(lineChunker.end()), ...gridJobs.end()] : lineChunker.end()),
  };
  const inFlight: Promise<JobResult>[] = [];
  let failed = false; // the input failed mid-run (readError)
  let readError: unknown;
  const chunkOf: number[] = []; // the input chunk of each job in flight
  let chunkNo = 0;
  let interrupted = false;

  /** Writes the oldest job's lines; false when the run must stop (reader gone, or interrupted). */
  const writeOldest = async (): Promise<boolean> => {
    // (Not Promise.race with a promise of the signal: every race would stay attached to it.)
    const result = await inFlight.shift()!;
    chunkOf.shift();
    if (signal?.aborted) {
      interrupted = true;
      return false;
    }
    // a text's buffer is used again once written (out-buffers.ts: here, or sent back to a worker)
    const { text } = result;
    await sink.write(text, typeof text === 'string' ? undefined : () => giveBack(text.buffer));
    tally.merge(result.tally);
    stats.bytes += result.bytes;
    stats.lines += result.lines;
    stats.skipped += result.skipped;
    options.onProgress?.({ tally, stats });
    return sink.open;
  };
  const submit = async (jobs: readonly LineJob[]): Promise<boolean> => {
    // checked with no job too: the chunks of a line with no end (/dev/zero) give none
    if (signal?.aborted) return !(interrupted = true);
    // before job 0 runs here, so they boot meanwhile; not for an input of one job (a file read
    // in chunks of one job each says by its size whether more will come)
    const more = jobs.length > 1 || (jobs.length === 1 && jobs[0].seq === 0 && (input.size ?? 0) > jobs[0].bytes.length);
    if (threads > 1 && more) startPool();
    for (const job of jobs) {
      if (signal?.aborted) return !(interrupted = true);
      inFlight.push(run(job));
      chunkOf.push(chunkNo);
      while (inFlight.length >= window) if (!(await writeOldest())) return false;
    }
    return true;
  };

  try {
    if (header !== undefined) await sink.write(header + '\n');
    let going = !signal?.aborted;
    if (!going) interrupted = true;
    // an input that reuses its buffers (input.ts) is not read past a chunk with jobs in flight
    const reuse = input.reuse ?? Infinity;
    const source = going ? withFirst(first, chunks) : undefined;
    let reading: Promise<IteratorResult<Uint8Array>> | undefined;
    try {
      while (source !== undefined) {
        reading = source.next();
        // while the input has nothing new (a pipe fed line by line, a person typing, a program
        // waiting for each answer), the jobs done are written: not held until the window fills
        while (going && inFlight.length > 0 && (await settlesFirst(inFlight[0], reading))) going = await writeOldest();
        if (!going) break;
        // Ctrl-C while the input has nothing new: no waiting for its next line
        let next;
        try {
          next = await unlessAborted(reading, signal);
        } catch (error) {
          // the input fails mid-run: the jobs read before it are still answered and written
          [failed, readError, reading] = [true, error, undefined];
          break;
        }
        if (next === undefined) {
          going = !(interrupted = true);
          break;
        }
        reading = undefined;
        if (next.done) break;
        if (!(going = await submit(chunker.push(next.value)))) break;
        // the next read reuses the buffer of chunk (chunkNo + 1 - reuse): its jobs must be done
        while (going && inFlight.length > 0 && chunkNo + 1 - chunkOf[0] >= reuse) going = await writeOldest();
        if (!going) break;
        chunkNo++;
      }
    } finally {
      // closes the input; with a read under way, once it ends (main.ts closes the input)
      const closing = source?.return(undefined);
      if (reading === undefined) await closing;
      else closing?.catch(() => {});
    }
    if (going && !failed) going = await submit(chunker.end()); // (a line the failure cut is no line)
    while (going && inFlight.length > 0) going = await writeOldest();
    // every job answered here while the threads were starting: wait for them to start (or to
    // be given up, so the summary says why), as a job sent to them would have
    if (going && pool !== undefined && !pool.ready) await pool.whenStarted();
  } finally {
    for (const pending of inFlight) pending.catch(() => {}); // dropped: the run stopped
    signal?.removeEventListener('abort', haltOnSignal);
    halt.abort();
    await pool?.close();
  }
  if (sink.failure) throw sink.failure;
  return {
    tally,
    stats,
    elapsedMs: nowMs() - started,
    stopped: sink.closed,
    interrupted,
    threads: pool === undefined ? 1 : threads,
    ...(gridRow === undefined ? {} : { gridRow }),
    ...(failed ? { readError } : {}),
    restarts: pool?.replaced ?? 0,
    ...(pool?.unavailable === undefined ? {} : { threadsUnavailable: pool.unavailable }),
  };
}
