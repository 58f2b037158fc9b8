/**
 * The library streams on worker threads (`validateStream(source, { threads })`): the CLI's
 * pool (pool.ts) running validate jobs whose results are verdicts, not text.
 *
 * Owns: the stream kind of job (its settings, what a thread sends back, how the main thread
 * rebuilds the verdicts: a `SudokuParseError` crosses as its JSON and is made again, so a
 * verdict is the same object whichever thread found it), the `failed` verdicts of a job that
 * killed two threads, and {@link ThreadedJobs}: jobs in, results in input order, at most a few
 * jobs per thread in flight, and the pool closed by {@link ThreadedJobs.close}. Does not own:
 * the pool itself (pool.ts), jobs (chunks.ts) or validation (validate-stream.ts).
 *
 * It assumes the worker script at `../bulk-worker.js` from this module (dist/stream/threads.js →
 * dist/bulk-worker.js), unless `workerUrl` says otherwise.
 */
import { checkInteger } from '../api/options.js';
import type { BatchOptions } from '../api/types.js';
import type { LineJob } from './chunks.js';
import { jobLines } from './lines.js';
import { PoolUnavailableError, WorkerPool } from './pool.js';
import { tableToWire, type NumberedVerdict, type VerdictTable } from './verdict-table.js';

export type { NumberedVerdict } from './verdict-table.js';

/**
 * The answer of a line that could not be validated: its job killed a worker thread twice (see
 * `threads`). Never given on one thread.
 * @category Many puzzles
 */
export interface FailedVerdict {
  /** 1-based line of the input. */
  line: number;
  /** No answer: the job of this line killed a worker thread twice. */
  status: 'failed';
  /** No solution found. */
  count: 0;
  /** No search counted. */
  guesses: 0;
  /** Why, as the CLI says it: `FAILED`, and the worker thread's exit code or error. */
  error: {
    /** Always `FAILED`. */
    code: 'FAILED';
    /** The worker thread's exit code or error, with the line. */
    message: string;
    /** The line, as {@link FailedVerdict.line}. */
    line: number;
  };
  /** Absent (as on a verdict without a solution), so that `v.solution` reads on any verdict. */
  solution?: undefined;
  /** Absent: the board was never read. */
  size?: undefined;
  /** Absent: no budget stopped it. */
  stopped?: undefined;
}

/** What a thread is started with for stream jobs (bulk-worker.ts tells it from the CLI's by `stream`). */
export interface StreamJobSettings {
  readonly stream: BatchOptions;
}

/**
 * A stream job's answer as it crosses between threads: its {@link VerdictTable} (one buffer,
 * transferred), errors as JSON.
 *
 * Measured (V8 profile, validateStream threads: 2, a million 17-clue lines): with one object a
 * verdict the main thread spent about 1.7 µs a verdict deserialising and collecting them, more
 * than a worker's search, so a second thread gave no speed.
 */
export type StreamJobResult = VerdictTable;

/** A job's verdicts as they cross to the main thread, with the buffers to transfer. */
export function toWire(table: VerdictTable): { result: StreamJobResult; transfer: ArrayBuffer[] } {
  return tableToWire(table);
}

/**
 * The verdicts of a result from a thread, in order: its table as it came (verdict-table.ts
 * `VerdictCursor` makes each error a `SudokuParseError` again as its verdict is taken), or the
 * `failed` verdicts of a job no thread could answer.
 */
export function fromWire(result: StreamJobResult | FailedJob): VerdictTable | readonly FailedVerdict[] {
  return 'failed' in result ? result.failed : result;
}

/** The verdicts of one job, in order: its table (the objects made as they are taken, verdict-table.ts `VerdictCursor`) or objects. */
export type VerdictBatch = VerdictTable | readonly (NumberedVerdict | FailedVerdict)[];

/** True for the settings of a stream job (bulk-worker.ts runs those, not the CLI's). */
export function isStreamJob(settings: unknown): settings is StreamJobSettings {
  return typeof settings === 'object' && settings !== null && 'stream' in settings;
}

/** A job no thread could answer. */
interface FailedJob {
  readonly seq: number;
  readonly failed: FailedVerdict[];
}

function failJob(job: LineJob, reason: string): FailedJob {
  const { lines } = jobLines(job);
  return {
    seq: job.seq,
    failed: lines.map((l) => ({ line: l.line, status: 'failed', count: 0, guesses: 0, error: { code: 'FAILED', message: `line ${l.line}: ${reason}`, line: l.line } })),
  };
}

/**
 * The most threads a stream may ask for (as the CLI's `--threads`).
 * @category Many puzzles
 */
export const MAX_STREAM_THREADS = 256;

/**
 * Checks the `threads` option: undefined (1) or a whole number 1–{@link MAX_STREAM_THREADS}.
 * @param where the function's name, for messages
 */
export function checkThreads(threads: unknown, where: string): number {
  return threads === undefined ? 1 : checkInteger(threads, 1, `${where}: threads`, MAX_STREAM_THREADS);
}

/**
 * Jobs run on `threads` worker threads, results taken in submission order. Call
 * {@link close} when done, however the run ends: it stops every thread.
 */
export class ThreadedJobs {
  private pool: WorkerPool<StreamJobSettings, StreamJobResult | FailedJob> | undefined;
  private readonly inFlight: Promise<VerdictBatch>[] = [];
  /** Jobs kept in flight: four per thread and two more, so no thread waits. */
  readonly window: number;

  /**
   * @param threads worker threads to start (on the first job)
   * @param options the batch options of every job (plain data: no signal)
   * @param local answers a job on this thread: while no thread has started yet, and when threads cannot be started at all
   * @param workerUrl the worker script (default: dist/bulk-worker.js)
   */
  constructor(
    private readonly threads: number,
    private readonly options: BatchOptions,
    private readonly local: (job: LineJob) => VerdictBatch,
    private readonly workerUrl: URL = new URL('../bulk-worker.js', import.meta.url),
  ) {
    this.window = threads * 4 + 2;
  }

  /** Jobs submitted and not yet taken. */
  get pending(): number {
    return this.inFlight.length;
  }

  /**
   * Sends `job` to a thread. Its bytes are copied once, into shared memory: the source may
   * reuse its buffer, and the pool posts a shared view without copying it again (and still
   * has it, should the job be run again).
   */
  submit(job: LineJob): void {
    this.pool ??= new WorkerPool<StreamJobSettings, StreamJobResult | FailedJob>(this.threads, this.workerUrl, { stream: this.options }, failJob);
    if (!this.pool.takesJobs) {
      // until a thread is ready (starting one takes about 0.1 s), this one answers the jobs
      this.inFlight.push(Promise.resolve(this.local(job)));
      return;
    }
    const bytes = new Uint8Array(new SharedArrayBuffer(job.bytes.length));
    bytes.set(job.bytes);
    const copy = { ...job, bytes };
    const result = this.pool.run(copy).then(fromWire, (error: unknown) => {
      // threads that cannot start (the worker script is missing…) leave the job to this one
      if (error instanceof PoolUnavailableError) return this.local(copy);
      throw error;
    });
    result.catch(() => {}); // taken (and thrown) in order by next(), or dropped by close()
    this.inFlight.push(result);
  }

  /** The oldest job submitted and not yet taken, if any (to race it against a read). */
  get oldest(): Promise<VerdictBatch> | undefined {
    return this.inFlight[0];
  }

  /** The verdicts of the oldest job submitted. */
  next(): Promise<VerdictBatch> {
    const oldest = this.inFlight.shift();
    if (oldest === undefined) return Promise.reject(new Error('no job in flight'));
    return oldest;
  }

  /** Stops every thread; jobs not yet taken are dropped. */
  async close(): Promise<void> {
    this.inFlight.length = 0;
    await this.pool?.close();
  }
}
