/**
 * The API as promises in a Web Worker (browsers) or a `worker_threads` Worker (Node), with the
 * same names, arguments and results, and an `AbortSignal` for every call. Start with
 * `createWorkerSolver`. Guide: [browsers, bundlers and the worker](https://github.com/sudoku-wasm/sudoku-wasm/blob/main/docs/browser.md).
 * @module sudoku-wasm/worker
 */
/**
 * `sudoku-wasm/worker`: the package's calls off the main thread, as promises, in a Web Worker
 * (browsers) or a `worker_threads` Worker (Node), with the same names, arguments and results.
 *
 * Owns: what the entry exports. {@link createWorkerSolver} and the {@link WorkerSolver}
 * interface (which calls exist, how their options lose `signal`, which arguments and results
 * change form on the way: grids, verdicts' errors, transferred bytes) live in ./solver.ts, the
 * WireGrid conversions in ./wire-text.ts. Does not own: the queue, aborts and restarts
 * (./client.ts), the transport (./port.ts, ./entry.ts).
 *
 *   page / main thread                          worker (./entry.ts)
 *   createWorkerSolver() ─► WorkerClient ─ postMessage ─► dispatch ─► the library
 *                            (queue, abort,  ◄─ result / error as data ─┘
 *                             restart)
 */
export { WorkerCrashedError, WorkerTerminatedError } from './errors.js';
export { isWireGrid } from './wire.js';
export { toWireGrid, fromWireGrid } from './wire-text.js';
export type { WireGrid } from './wire.js';
export type { PingResult } from './protocol.js';
export type { BrowserWorkerLike, NodeWorkerLike, WorkerLike } from './port.js';
export type { WorkerSource } from './client.js';
export type { BacktrackTrace, BacktrackTraceOptions, TraceEvent } from '../public.js';
/**
 * The types the methods take and give, and those of their fields, from the library: a user of
 * this entry alone names them (test/package/entry-types.test.ts checks that none is missing).
 * Types only: the classes among them (`CandidateGrid`, `SudokuParseError`) are the main entry's.
 */
export type {
  AnyPuzzle, Backend, BacktrackOptions, BacktrackRunsOptions, BatchOptions, BoardAlphabet, Candidate, CandidateGrid, CellOrder, DigitOrder,
  ForcingBranch, ForcingFact, ForcingImplication, ForcingProof, GeneratedPuzzle, GeneratedVariant, GenerateOptions, GenerateVariantOptions,
  Geometry, GridMethod, Highlight, Hint,
  HintOptions, House, HouseRef, Level, Link, LogicOptions, LogicSolveResult, Mistake, ParseErrorCode, ParseErrorDetails, ParseErrorJSON,
  PlayerGridInput, PuzzleInput, Rating, RateOptions, ReadonlyDeep, Role, SaidLink, SeRating, SolveOptions, SolveVerdict, Step, StopReason,
  SudokuParseError, Symmetry, TextOptions, TrueCandidates, Verdict, UniqueVerdict, MultipleVerdict, NoneVerdict, InvalidVerdict,
  UnknownVerdict, VariantFamily, VariantInput, VariantLogicSolveResult, VariantRating, VerdictFields,
} from '../public.js';
/** The variant puzzle the methods take, its rules and the f-puzzles form they also take. */
export type {
  VariantPuzzle, VariantPuzzleInput, VariantSize, Constraint, FpuzzlesPuzzle, FpuzzlesCell, ClueSide, ExtraRegion, DisjointGroups,
  Diagonal, AntiKnight, AntiKing, NonConsecutive, Kropki, XV, NegativeBlack, NegativeXV, Killer, LittleKiller, Arrow, Sandwich, XSum,
  Skyscraper, Thermometer, SlowThermometer, Whispers, Renban, Palindrome, Entropic, Modular, Nabner, Zipper, DoubleArrow, Lockout,
  RegionSum, Between, Clone, Parity, Extremum, Indexer, Quadruple,
} from '../public.js';
export { decodeTraceEvent } from '../classic/trace-events.js';
export { createWorkerSolver } from './solver.js';
export type { Abortable, GridArgument, WorkerLogicSolveResult, WorkerSolver, WorkerSolverOptions } from './solver.js';
