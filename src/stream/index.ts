/**
 * Node streams: a verdict for every line of files of any size, in order, on every core.
 * Start with `validateStream` (a file or stream in, verdicts out) or `validateTransform` (a
 * stream pipeline). Guide: [many puzzles, servers and streams](https://github.com/sudoku-wasm/sudoku-wasm/blob/main/docs/bulk.md).
 * @module sudoku-wasm/stream
 */
/**
 * `sudoku-wasm/stream`: the bulk path for Node (file paths, Node streams), kept out of the main
 * entry so browser bundles never see `node:` imports.
 *
 * Owns: what this entry exports, nothing else. Built to dist/stream/index.js, one module per
 * source file like the library it imports (one WebAssembly module, one copy of the code).
 */
export { DEFAULT_LARGE_BOARD_MAX_NODES, validateJob, validatePuzzleLines, validateStream, validateTransform } from './validate-stream.js';
export type { StreamOptions, StreamSource, StreamVerdict } from './validate-stream.js';
export type { FailedVerdict, NumberedVerdict } from './threads.js';
export { MAX_STREAM_THREADS } from './threads.js';
export { liveWorkerThreads } from './pool.js';
export { DEFAULT_JOB_BYTES, DEFAULT_JOB_LINES, DEFAULT_MAX_LINE_BYTES, LineChunker, MAX_JSON_LINE_BYTES } from './chunks.js';
export type { ChunkerOptions, LineCounter, LineCut, LineJob } from './chunks.js';
export { jobLineRanges, jobLines } from './lines.js';
export type { JobLineRanges, JobLines, PuzzleLine } from './lines.js';
/**
 * The types the calls take and give, and those of their fields, from the library: a user of
 * this entry alone names them (test/package/entry-types.test.ts checks that none is missing).
 * Types only: `SudokuParseError`, a class, is the main entry's.
 */
export type {
  Backend, BatchOptions, BoardAlphabet, House, InvalidVerdict, MultipleVerdict, NoneVerdict, ParseErrorCode, ParseErrorDetails,
  ParseErrorJSON, SolveOptions, StopReason, SudokuParseError, UniqueVerdict, UnknownVerdict, Verdict, VerdictFields,
} from '../public.js';
