/**
 * The library's bulk path: `validateStream` (an async iterable of verdicts) and
 * `validateTransform` (the same as a Node `Transform`), over input of any size.
 *
 * Owns: turning a source (a file path, a Node or web readable stream, an async iterable of
 * chunks) into byte chunks, the pipeline's defaults (the node budget of boards above 9×9),
 * and order: one verdict per puzzle line, in input order, with bounded memory (one source
 * chunk, one job and its verdicts at a time). Does not own: cutting jobs (chunks.ts), lines
 * (lines.ts), parsing or solving (the library's `validateByteLines` and `validateLines`).
 *
 *   source ─► bytes ─► LineChunker ─► LineJob ─► (9×9 on the WebAssembly core) coreTable ─► VerdictTable ─┐
 *                                              ├► (otherwise) jobLineRanges ─► validateByteLines ─► verdicts ┤
 *                                              └► (a job with a cut line) jobLines ─► validateLines ─► settleCut ─► verdicts ┤
 *   VerdictIterator (verdict-iterator.ts) ◄── one batch per job, in order (a BatchSource) ◄──────────────────┘
 *      └► one verdict per `next`, a table's rows made objects as they are taken
 *   with `threads` > 1, each LineJob goes to a worker thread (threads.ts, pool.ts) that runs the
 *   same jobTable and sends the table back; the batches are taken in job order
 */
import { open, type FileHandle } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Transform, type TransformCallback } from 'node:stream';
// the Node entry's registrations (embedded builds, TypeScript engines), not the entry itself
// (scripts/build.mjs, `emitModules`, says why)
import '../defaults-node.js';
import { validateByteLines, validateLines } from '../api/batch.js';
import type { BatchOptions } from '../api/types.js';
import { BATCH_OPTION_KEYS, checkBatchValues, checkInteger, checkKeys, keysOf, nameCall, namingCall, show, TEXT_OPTION_KEYS } from '../api/options.js';
import { LineChunker, type ChunkerOptions, type LineJob } from './chunks.js';
import { fileChunks } from './file-chunks.js';
import { describeFileError, isSystemError } from './file-errors.js';
import { serializable } from '../api/error-json.js';
import { Utf8Input, utf8Chunks } from './encoding.js';
import { coreLineCounter, coreTable } from './core-lines.js';
import { jobLineRanges, jobLines, type PuzzleLine } from './lines.js';
import { checkThreads, ThreadedJobs, type FailedVerdict, type NumberedVerdict } from './threads.js';
import { settlesFirst, unlessAborted } from './settles-first.js';
import { settleCut } from './too-long.js';
import { isTable, VerdictIterator, type BatchSource, type VerdictBatch } from './verdict-iterator.js';
import { tableOf, tableVerdicts, VerdictCursor, type VerdictTable } from './verdict-table.js';

/**
 * Default node budget per board above 9×9 in the bulk pipeline. Measured (bench/RESULTS.md,
 * "Bulk validation"): a board that exhausts it costs 63 ms at 16×16 and 108 ms at 25×25,
 * while the test fixtures' 16×16 and 25×25 boards need 414 and 186 nodes on average.
 * @category Many puzzles
 */
export const DEFAULT_LARGE_BOARD_MAX_NODES = 100_000;

/**
 * What {@link validateStream} reads.
 * @category Many puzzles
 */
export type StreamSource =
  | string
  | URL
  | AsyncIterable<Uint8Array | string>
  | Iterable<Uint8Array | string>
  | ReadableStream<Uint8Array | string>;

/**
 * Options of {@link validateStream} and {@link validateTransform}.
 * @category Many puzzles
 */
export interface StreamOptions extends Omit<BatchOptions, 'firstLine' | 'lineNumbers'> {
  /**
   * Stops reading when aborted: checked between jobs (about 1,600 lines each), between reads
   * of the source (so a line with no end stops too) and while a read waits (a source with
   * nothing new, as a socket or a terminal), so every verdict already given stays whole and in
   * order. The iterator then ends without error.
   */
  signal?: AbortSignal | undefined;
  /** Most bytes per job (default 128 KiB). */
  jobBytes?: number | undefined;
  /**
   * Bytes kept of a line; a longer one gets `LINE_TOO_LONG` unless its start is a puzzle
   * (default 16 KiB). A line that starts like JSON or a link is kept whole up to 4 MiB (or this
   * limit, if more): past it, `LINE_TOO_LONG`.
   */
  maxLineBytes?: number | undefined;
  /**
   * Worker threads to validate on, each with its own WebAssembly instance (default 1: this
   * thread, no worker; a library takes no core unasked). Verdicts come in input order and are
   * the same for any number. A thread that dies is replaced and its jobs run again; the lines
   * of a job that kills a thread twice are answered with a {@link FailedVerdict}, never lost.
   * The threads stop when the iteration ends, however it ends (`break`, `signal`, an error).
   */
  threads?: number | undefined;
}

/** The keys of {@link StreamOptions}. */
const STREAM_OPTION_KEYS: readonly string[] = [
  ...TEXT_OPTION_KEYS,
  ...keysOf<Pick<StreamOptions, 'jobBytes' | 'maxLineBytes' | 'threads'>>()({ jobBytes: true, maxLineBytes: true, threads: true }),
];
/** The keys of {@link validateTransform}'s options (no signal: `transform.destroy()` stops it). */
const TRANSFORM_OPTION_KEYS = STREAM_OPTION_KEYS.filter((key) => key !== 'signal');

/** Checks a stream's options object: its keys, the batch options' values and the stream's own sizes. */
function checkStreamOptions(options: StreamOptions, known: readonly string[], where: string): void {
  checkKeys(options, known, where);
  checkBatchValues(options, where);
  if (options.jobBytes !== undefined) checkInteger(options.jobBytes, 1, `${where}: jobBytes`);
  if (options.maxLineBytes !== undefined) checkInteger(options.maxLineBytes, 1, `${where}: maxLineBytes`);
}

/**
 * A verdict with the number of the input line it answers; with `threads` above 1, a line can
 * also be answered `failed` (its job killed a worker thread twice).
 * @category Many puzzles
 */
export type StreamVerdict = NumberedVerdict | FailedVerdict;

/**
 * Validates every puzzle line of `source`, one puzzle per line (a line ends at `\n`, `\r\n` or
 * `\r`, as in `validateText`; blank and `#` lines are skipped), yielding one verdict per puzzle
 * line in input order as it goes.
 *
 * @param source a file path or `file:` URL, a Node or web readable stream, or an (async)
 *   iterable of byte or string chunks (bytes are UTF-8; a leading BOM is dropped)
 * @param options the batch options (`limit`, `maxNodes`, `timeoutMs`, `size`, `alphabet`…);
 *   boards above 9×9 get {@link DEFAULT_LARGE_BOARD_MAX_NODES} nodes unless a budget is given
 * @throws {Error} (on iterating) a path it cannot read: `sudoku-wasm: validateStream: cannot
 *   read 'puzzles.txt': no such file or directory (ENOENT)`, with `code`, `path` and the
 *   system's error as `cause`
 * @example
 * ```ts
 * import { validateStream } from 'sudoku-wasm/stream';
 *
 * const found = [];
 * for await (const v of validateStream('puzzles.txt')) if (v.status !== 'unique') found.push([v.line, v.status]);
 * found; // → [[3, 'multiple'], [6, 'invalid']]
 * ```
 * @category Many puzzles
 */
export function validateStream(source: StreamSource, options: StreamOptions = {}): AsyncGenerator<StreamVerdict, void, undefined> {
  // opened on the first next(), as a generator starts: a bad option rejects there
  return new VerdictIterator(() => {
    checkStreamOptions(options, STREAM_OPTION_KEYS, 'validateStream');
    const threads = checkThreads(options.threads, 'validateStream');
    return threads > 1 ? threadBatches(source, options, threads) : localBatches(source, options);
  });
}

/** The batches of {@link validateStream} on this thread: each job read and validated when its turn comes. */
function localBatches(source: StreamSource, options: StreamOptions): BatchSource {
  const chunks = byteChunks(source);
  const chunker = new LineChunker(chunking(options));
  const batch = batchOptions(options);
  let jobs: LineJob[] = [];
  let at = 0;
  let ended = false;
  let reading: Promise<IteratorResult<Uint8Array>> | undefined; // a read under way
  return {
    async next() {
      for (;;) {
        // checked before each read too: a line with no end (10 GB, /dev/zero) gives no job to check between
        if (options.signal?.aborted) return undefined;
        if (at < jobs.length) return jobBatch(jobs[at++], batch);
        if (ended) return undefined;
        reading ??= chunks.next();
        const read = await unlessAborted(reading, options.signal); // a source with nothing new: no waiting for it
        if (read === undefined) return undefined;
        reading = undefined;
        jobs = read.done ? ((ended = true), chunker.end()) : chunker.push(read.value);
        at = 0;
      }
    },
    async close() {
      // with a read under way the source closes once it ends: no waiting for a slow one here
      if (reading === undefined) await chunks.return(undefined);
      else void reading.then(() => chunks.return(undefined)).catch(() => {});
    },
  };
}

/** The batches of {@link validateStream} on `threads` worker threads: jobs kept in flight, batches in input order. */
function threadBatches(source: StreamSource, options: StreamOptions, threads: number): BatchSource {
  const chunks = byteChunks(source);
  const chunker = new LineChunker(chunking(options));
  const batch = batchOptions(options);
  const jobs = new ThreadedJobs(threads, batch, (job) => jobBatch(job, batch));
  const aborted = (): boolean => options.signal?.aborted === true;
  let ended = false;
  let reading: Promise<IteratorResult<Uint8Array>> | undefined; // a read under way
  return {
    async next() {
      if (aborted()) return undefined;
      while (!ended && jobs.pending < jobs.window) {
        if (aborted()) return undefined; // a line with no end gives no job to check between
        reading ??= chunks.next();
        // while the source has nothing new (a slow one), the oldest job's verdicts once done
        if (jobs.oldest !== undefined && (await settlesFirst(jobs.oldest, reading))) break;
        const read = await unlessAborted(reading, options.signal); // a source with nothing new: no waiting for it
        if (read === undefined) return undefined;
        reading = undefined;
        const list = read.done ? ((ended = true), chunker.end()) : chunker.push(read.value);
        for (const job of list) {
          if (aborted()) return undefined;
          jobs.submit(job);
        }
      }
      return jobs.pending === 0 ? undefined : jobs.next();
    },
    async close() {
      try {
        // with a read under way the source closes once it ends: no waiting for a slow one here
        if (reading === undefined) await chunks.return(undefined);
        else void reading.then(() => chunks.return(undefined)).catch(() => {});
      } finally {
        await jobs.close();
      }
    },
  };
}

/**
 * {@link validateStream} as a Node `Transform`: write bytes (or strings), read verdicts
 * (object mode), e.g. `createReadStream(path).pipe(validateTransform()).on('data', …)`.
 * @param options as {@link validateStream}'s but `signal` (end the stream instead: `destroy()`)
 * @returns a Transform: bytes or strings in, verdicts out (object mode), one per puzzle line in order
 * @example
 * ```ts
 * import { Readable } from 'node:stream';
 * import { validateTransform } from 'sudoku-wasm/stream';
 *
 * const puzzle = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
 * const verdicts = [];
 * for await (const verdict of Readable.from([`${puzzle}\n`, puzzle.slice(1)]).pipe(validateTransform())) verdicts.push(verdict);
 * verdicts; // → [{ line: 1, status: 'unique' }, { line: 2, status: 'invalid', error: { code: 'TOO_FEW_CELLS' } }]
 * ```
 * @category Many puzzles
 */
export function validateTransform(options: Omit<StreamOptions, 'signal'> = {}): Transform {
  return namingCall('validateTransform', () => {
    checkStreamOptions(options, TRANSFORM_OPTION_KEYS, 'validateTransform');
    const threads = checkThreads(options.threads, 'validateTransform');
    if (threads > 1) return threadedTransform(options, threads);
    const chunker = new LineChunker(chunking(options));
    const utf8 = new Utf8Input('sudoku-wasm: validateTransform: ');
    const batch = batchOptions(options);
    const encoder = new TextEncoder();
    const pushAll = (stream: Transform, jobs: readonly LineJob[]): void => {
      for (const job of jobs) pushBatch(stream, jobBatch(job, batch));
    };
    return new Transform({
      writableObjectMode: false,
      readableObjectMode: true,
      decodeStrings: false,
      transform(this: Transform, chunk: Uint8Array | string, _encoding: BufferEncoding, done: TransformCallback) {
        try {
          pushAll(this, chunker.push(utf8.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)));
          done();
        } catch (error) {
          done(nameCall(error, 'validateTransform') as Error);
        }
      },
      flush(this: Transform, done: TransformCallback) {
        try {
          pushAll(this, [...chunker.push(utf8.end()), ...chunker.end()]);
          done();
        } catch (error) {
          done(nameCall(error, 'validateTransform') as Error);
        }
      },
    });
  });
}

/** {@link validateTransform} on `threads` worker threads. */
function threadedTransform(options: Omit<StreamOptions, 'signal'>, threads: number): Transform {
  const chunker = new LineChunker(chunking(options));
  const utf8 = new Utf8Input('sudoku-wasm: validateTransform: ');
  const batch = batchOptions(options);
  const jobs = new ThreadedJobs(threads, batch, (job) => jobBatch(job, batch));
  const encoder = new TextEncoder();
  /** Submits `list`, writing out the oldest jobs' verdicts while the window is full. */
  const submit = async (stream: Transform, list: readonly LineJob[]): Promise<void> => {
    for (const job of list) {
      jobs.submit(job);
      while (jobs.pending >= jobs.window) pushBatch(stream, await jobs.next());
    }
  };
  let taking = false; // a transform or flush call under way takes the jobs itself
  let watched: Promise<VerdictBatch> | undefined;
  /**
   * Between writes, pushes the oldest job's verdicts as soon as it is done (and then the next
   * job's), so that a slow writer gets each verdict without waiting for the window to fill.
   */
  const watch = (stream: Transform): void => {
    const oldest = jobs.oldest;
    if (oldest === undefined || oldest === watched) return;
    watched = oldest;
    // once settled: taken here unless a call under way has it (that call's end watches again)
    const take = (): boolean => {
      if (watched === oldest) watched = undefined;
      return !taking && !stream.destroyed && jobs.oldest === oldest && (jobs.next(), true);
    };
    oldest.then(
      (batch) => {
        if (!take()) return;
        pushBatch(stream, batch);
        watch(stream);
      },
      (error: Error) => void (take() && stream.destroy(nameCall(error, 'validateTransform') as Error)),
    );
  };
  return new Transform({
    writableObjectMode: false,
    readableObjectMode: true,
    decodeStrings: false,
    transform(this: Transform, chunk: Uint8Array | string, _encoding: BufferEncoding, done: TransformCallback) {
      taking = true;
      // (UTF-16 without a byte-order mark rejects here, as a worker's failure does)
      const submitted = (async () => submit(this, chunker.push(utf8.push(typeof chunk === 'string' ? encoder.encode(chunk) : chunk))))();
      submitted.then(
        () => {
          taking = false;
          done();
          watch(this);
        },
        (error: Error) => {
          taking = false;
          done(nameCall(error, 'validateTransform') as Error);
        },
      );
    },
    flush(this: Transform, done: TransformCallback) {
      taking = true;
      const finish = async (): Promise<void> => {
        await submit(this, [...chunker.push(utf8.end()), ...chunker.end()]);
        while (jobs.pending > 0) pushBatch(this, await jobs.next());
        await jobs.close();
      };
      finish().then(
        () => done(),
        (error: Error) => void jobs.close().finally(() => done(nameCall(error, 'validateTransform') as Error)),
      );
    },
    destroy(error: Error | null, done: (error: Error | null) => void) {
      jobs.close().then(
        () => done(error),
        () => done(error),
      );
    },
  });
}

/** The chunker's options of a stream: its job and line sizes, and the core's line counter where the core runs. */
function chunking(options: StreamOptions): ChunkerOptions {
  return { jobBytes: options.jobBytes, maxLineBytes: options.maxLineBytes, countLines: coreLineCounter(options.backend) };
}

/** The batch options of a stream's jobs: its options without the stream's own. */
function batchOptions(options: StreamOptions): BatchOptions {
  const { signal: _signal, jobBytes: _jobBytes, maxLineBytes: _maxLineBytes, threads: _threads, ...batch } = options;
  return batch;
}

/** Pushes the verdicts of `batch` to `stream`, in order. */
function pushBatch(stream: Transform, batch: VerdictBatch): void {
  if (!isTable(batch)) {
    for (const verdict of batch) stream.push(verdict);
    return;
  }
  const cursor = new VerdictCursor(batch);
  for (let verdict = cursor.next(); verdict !== undefined; verdict = cursor.next()) stream.push(verdict);
}

/**
 * The verdicts of a job's puzzle lines (one per line, in order) and the number of lines it
 * skipped, under the pipeline's defaults. Where the WebAssembly core answers 9×9 lines
 * (core-lines.ts), it reads the job's bytes itself; otherwise the lines are read straight from
 * the job's bytes (no string per line, see `validateByteLines`), except in a job holding a
 * line the chunker cut, which goes the string way so that `settleCut` can judge the cut.
 * @category Many puzzles
 */
export function validateJob(job: LineJob, options: BatchOptions = {}): { verdicts: NumberedVerdict[]; skipped: number } {
  return namingCall('validateJob', () => {
    checkKeys(options, BATCH_OPTION_KEYS, 'validateJob');
    checkBatchValues(options, 'validateJob');
    checkJob(job, 'validateJob');
    const table = coreTable(job, withDefaults(options));
    return table ? { verdicts: tableVerdicts(table), skipped: table.skipped } : readJob(job, options);
  });
}

/**
 * @throws {TypeError} / {RangeError} when `job` is not a {@link LineJob} (bytes a Uint8Array, line
 *   numbers and counts whole numbers, cuts an array)
 */
function checkJob(job: LineJob, where: string): void {
  if (typeof job !== 'object' || job === null || !(job.bytes instanceof Uint8Array) || !Array.isArray(job.cuts)) {
    throw new TypeError(`sudoku-wasm: ${where}: expected a job of LineChunker (bytes, firstLine, lineCount, cuts), got ${show(job)}`);
  }
  checkInteger(job.firstLine, 1, `${where}: job.firstLine`, Number.MAX_SAFE_INTEGER);
  checkInteger(job.lineCount, 0, `${where}: job.lineCount`, Number.MAX_SAFE_INTEGER);
}

/** {@link validateJob}'s verdicts as a {@link VerdictBatch}: the core's table as it is, else the objects. */
function jobBatch(job: LineJob, options: BatchOptions): VerdictBatch {
  return coreTable(job, withDefaults(options)) ?? readJob(job, options).verdicts;
}

/** {@link validateJob} as a {@link VerdictTable}: what worker threads send, and what the CLI formats. */
export function jobTable(job: LineJob, options: BatchOptions): VerdictTable {
  const table = coreTable(job, withDefaults(options));
  if (table) return table;
  const { verdicts, skipped } = readJob(job, options);
  return tableOf(job.seq, verdicts, skipped);
}

/**
 * {@link validateJob} without the core's line reader: the TypeScript line rules (lines.ts),
 * then the library. The twin the tests hold the core's path to.
 */
export function readJob(job: LineJob, options: BatchOptions): { verdicts: NumberedVerdict[]; skipped: number } {
  if (job.cuts.length > 0) {
    const { lines, skipped } = jobLines(job);
    return { verdicts: validatePuzzleLines(lines, options), skipped };
  }
  const ranges = jobLineRanges(job);
  if (ranges.numbers.length === 0) return { verdicts: [], skipped: ranges.skipped };
  const verdicts = validateByteLines(job.bytes, ranges, withDefaults(options)) as NumberedVerdict[];
  return { verdicts, skipped: ranges.skipped };
}

/** `options` with the pipeline's default node budget above 9×9. */
function withDefaults(options: BatchOptions): BatchOptions {
  return { ...options, largeBoardMaxNodes: options.largeBoardMaxNodes ?? DEFAULT_LARGE_BOARD_MAX_NODES };
}

/**
 * The verdicts of numbered puzzle lines (one per line, same order) under the pipeline's
 * defaults: `validateLines`, then `settleCut` for lines the reader cut. Shared with the
 * CLI, so both answer a line the same way.
 * @param lines the lines, each with its number in the input (`line`), its text and its length
 * @param options as {@link validateLines}'s; above 9×9 the node budget defaults to
 *                {@link DEFAULT_LARGE_BOARD_MAX_NODES}
 * @returns one verdict per line, in order, each with its `line`
 * @example
 * ```ts
 * import { validatePuzzleLines } from 'sudoku-wasm/stream';
 *
 * const puzzle = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
 * const lines = [puzzle, puzzle.slice(1)].map((text, i) => ({ line: 3 + 4 * i, text, length: text.length }));
 * validatePuzzleLines(lines);
 * // → [{ line: 3, status: 'unique' }, { line: 7, status: 'invalid', error: { code: 'TOO_FEW_CELLS' } }]
 * ```
 * @category Many puzzles
 */
export function validatePuzzleLines(lines: readonly PuzzleLine[], options: BatchOptions = {}): NumberedVerdict[] {
  return namingCall('validatePuzzleLines', () => {
    checkKeys(options, BATCH_OPTION_KEYS, 'validatePuzzleLines');
    checkBatchValues(options, 'validatePuzzleLines');
    if (!Array.isArray(lines)) throw new TypeError(`sudoku-wasm: validatePuzzleLines: lines: expected an array of numbered lines ({ text, line, length }), got ${show(lines)}`);
    if (lines.length === 0) return [];
    const found = validateLines(
      lines.map((l) => l.text),
      { ...withDefaults(options), lineNumbers: lines.map((l) => l.line) },
    );
    if (found.length !== lines.length) throw new Error(`validateLines returned ${found.length} verdicts for ${lines.length} lines`);
    return lines.map((item, i) => settleCut(item, found[i]) as NumberedVerdict);
  });
}

/** The source's bytes, chunk by chunk, as UTF-8 (encoding.ts: UTF-16 with a byte-order mark converted). */
function byteChunks(source: StreamSource): AsyncGenerator<Uint8Array> {
  return utf8Chunks(sourceChunks(source), 'sudoku-wasm: validateStream: source: ');
}

/** The source's bytes, chunk by chunk, as they come. */
async function* sourceChunks(source: StreamSource): AsyncGenerator<Uint8Array> {
  if (typeof source === 'string' || (source instanceof URL && source.protocol === 'file:')) {
    yield* fileSourceChunks(source);
    return;
  }
  if (source instanceof Uint8Array || source instanceof URL || !isChunkSource(source)) {
    // a Uint8Array is an iterable of numbers: its bytes one by one
    let hint = source instanceof Uint8Array ? ' (give [bytes] for one chunk of bytes)' : '';
    if (source instanceof URL) hint = ` of ${source.protocol} (fetch it, and give the response's body)`;
    throw new TypeError(
      `sudoku-wasm: validateStream: source: expected a file path, a file: URL, a readable stream or an (async) iterable of byte or string chunks, got ${show(source)}${hint}`,
    );
  }
  const encoder = new TextEncoder();
  const chunks = isWebStream(source) ? webChunks(source) : source;
  for await (const chunk of chunks as AsyncIterable<unknown>) {
    if (typeof chunk === 'string') yield encoder.encode(chunk);
    else if (chunk instanceof Uint8Array) yield chunk;
    else throw new TypeError(`sudoku-wasm: validateStream: expected chunks of bytes (Uint8Array) or strings, got ${show(chunk)}`);
  }
}

/**
 * The bytes of the file at `source`, chunk by chunk.
 * @throws {Error} when the file cannot be opened or read (no such file, a directory, no
 *   permission): `sudoku-wasm: validateStream: cannot read 'PATH': REASON (CODE)`, with the
 *   system's `code`, the `path` and the system's error as `cause`
 */
async function* fileSourceChunks(source: string | URL): AsyncGenerator<Uint8Array> {
  const cannotRead = (error: unknown): unknown => {
    if (!isSystemError(error)) return error;
    const name = typeof source === 'string' ? source : source.href;
    const path = typeof source === 'string' ? source : fileURLToPath(source);
    const message = `sudoku-wasm: validateStream: cannot read '${name}': ${describeFileError(error)}`;
    // no class of its own: an Error with the system's code and the path, which JSON keeps
    return serializable(Object.assign(new Error(message, { cause: error }), { code: error.code, path }));
  };
  let handle: FileHandle;
  try {
    handle = await open(source, 'r');
  } catch (error) {
    throw cannotRead(error);
  }
  try {
    // two buffers in turn: a chunk's jobs are validated (or copied for the threads) before the next is read
    yield* fileChunks(handle, 2);
  } catch (error) {
    throw cannotRead(error); // a directory opens, and fails at its first read
  } finally {
    await handle.close();
  }
}

/** True for what {@link byteChunks} reads as chunks: a web stream or an (async) iterable. */
function isChunkSource(source: unknown): boolean {
  if (typeof source !== 'object' || source === null) return false;
  return isWebStream(source) || Symbol.asyncIterator in source || Symbol.iterator in source;
}

function isWebStream(source: unknown): source is ReadableStream<Uint8Array | string> {
  return typeof (source as ReadableStream | null)?.getReader === 'function' && !(Symbol.asyncIterator in (source as object));
}

async function* webChunks(stream: ReadableStream<Uint8Array | string>): AsyncGenerator<Uint8Array | string> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}
