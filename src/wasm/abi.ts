/**
 * The WebAssembly core's numeric ABI and instantiation: the exports' TypeScript types, the
 * typed-array views over the module's fixed batch buffers, and {@link instantiateCore}.
 *
 * Owns: turning a compiled module into a {@link WasmCore} (ABI check, views re-created after
 * memory growth). Does not own: where the module comes from or which one is shared
 * (core.ts), what the engines do with the buffers (src/engine/fast9-wasm.ts,
 * src/engine/general-wasm.ts, src/classic/backtrack-wasm.ts), the variant module
 * (variant-abi.ts).
 */
import type { WasmModule } from './global-types.js';
import { instantiateChecked, viewsOver, type ModuleExports } from './instance.js';

/** The module's exports (assembly/index.ts): numbers in, numbers out. */
export interface CoreExports extends ModuleExports {
  /** 1 in the SIMD128 build, 0 in the scalar one. */
  simdBuild(): number;
  batchCapacity(): number;
  puzzlesPtr(): number;
  solutionsPtr(): number;
  countsPtr(): number;
  guessesPtr(): number;
  fast9Batch(n: number, limit: number, maxGuesses: number): number;
  /** Goes on with puzzle 0 of the last one-puzzle `fast9Batch` that stopped on its guess budget. */
  fast9Resume(limit: number, maxGuesses: number): number;
  textPtr(): number;
  textCapacity(): number;
  cellTablePtr(): number;
  lineStartsPtr(): number;
  lineEndsPtr(): number;
  lineSlotsPtr(): number;
  readLines(n: number): number;
  /** Line records one `validateText` call writes at most (the length of the line views). */
  lineCapacity(): number;
  /**
   * Splits text[from, len) into line records, reads and solves its plain 9×9 lines
   * (assembly/index.ts); returns the number of records (see src/stream/core-lines.ts).
   */
  validateText(from: number, len: number, final: number, inputStart: number, limit: number, maxGuesses: number, ascii: number): number;
  /** The `\n` in text[0, len), and the longest line the call met (`textLongest`). */
  textLines(len: number): number;
  textLongest(): number;
  /** Where the last `validateText` stopped, and the puzzle slots it filled. */
  textEnd(): number;
  textSlots(): number;
  /** The CLI's plain verdict lines of the last `validateText` records (assembly/text/verdicts.ts). */
  outPtr(): number;
  outCapacity(): number;
  othersPtr(): number;
  tallyPtr(): number;
  verdictLines(records: number, firstLine: number, command: number, limit: number, keep: number): number;
  verdictOthers(): number;
  boardInPtr(): number;
  candsInPtr(): number;
  boardOutPtr(): number;
  bitmaskStart(n: number, limit: number, useCandidates: number): number;
  bitmaskRun(maxNodes: number): number;
  bitmaskCount(): number;
  bitmaskNodes(): number;
  dlxStart(n: number, limit: number, useCandidates: number): number;
  dlxRun(maxNodes: number): number;
  dlxCount(): number;
  dlxNodes(): number;
  dlxSanity(): number;
  generalBatch(kind: number, n: number, count: number, limit: number, maxNodes: number): number;
  classicRun(n: number, cellOrder: number, digitOrder: number, seed: number, limit: number, maxRecursions: number): number;
  classicRuns(n: number, cellOrder: number, digitOrder: number, seed: number, runs: number, maxRecursions: number): number;
  classicRecursions(): number;
  classicBacktracks(): number;
  classicStopped(): number;
  classicStoppedRuns(): number;
  /** The PRNG state, already unsigned (returned as f64). */
  classicSeed(): number;
  classicOutPtr(): number;
  classicOutCapacity(): number;
}

/** Typed-array views over the module's fixed buffers, valid until memory grows. */
export interface CoreViews {
  /** fast9 input cells, capacity × 81 bytes. */
  readonly puzzles: Uint8Array;
  /** fast9 first solutions, capacity × 81 bytes. */
  readonly solutions: Uint8Array;
  /** fast9 solution counts (with the budget bit), capacity entries. */
  readonly counts: Int32Array;
  /** fast9 guesses per puzzle, capacity entries. */
  readonly guesses: Uint32Array;
  /** Line bytes for `readLines`, textCapacity() bytes. */
  readonly text: Uint8Array;
  /** A byte's value as a 9×9 cell (-1: none), 256 entries, filled by the caller. */
  readonly cellTable: Int8Array;
  /**
   * Line ranges in `text` (start, end exclusive) and the slot each line was read into (-1: not
   * read; -2: skipped, from `validateText`), lineCapacity() entries each.
   */
  readonly lineStarts: Int32Array;
  readonly lineEnds: Int32Array;
  readonly lineSlots: Int32Array;
  /** Verdict lines written by `verdictLines`, outCapacity() bytes. */
  readonly out: Uint8Array;
  /** (record, offset in `out`) of each line `verdictLines` left to JavaScript, lineCapacity() pairs. */
  readonly others: Int32Array;
  /** Lines `verdictLines` counted by status (unique, multiple, none, unknown), then their guesses. */
  readonly tally: Float64Array;
  /** General-size board input, 4096 bytes. */
  readonly boardIn: Uint8Array;
  /** General-size candidate masks, 4096 × 2 words. */
  readonly candsIn: Uint32Array;
  /** General-size first solution, 4096 bytes. */
  readonly boardOut: Uint8Array;
  /** Classic backtracking per-run counters: recursions at 2i, backtracks at 2i + 1. */
  readonly classicOut: Float64Array;
}

/**
 * An instantiated core. The buffers never move, but the general-size engines grow memory the
 * first time they meet a larger board, which detaches every view made before: always go
 * through {@link WasmCore.views}, which re-creates them when the memory buffer has changed.
 */
export interface WasmCore {
  readonly exports: CoreExports;
  /** Puzzles per fast9 batch call. */
  readonly capacity: number;
  /** Current views (re-created after memory growth). */
  views(): CoreViews;
}

/** ABI version this wrapper speaks (assembly/index.ts `abiVersion`). */
const ABI_VERSION = 10;

/**
 * Instantiates a core from a compiled module (or raw bytes) and checks its ABI.
 * @throws {Error} when the module speaks another ABI version than this wrapper
 */
export function instantiateCore(source: WasmModule | Uint8Array): WasmCore {
  const exports = instantiateChecked<CoreExports>(source, 'core', ABI_VERSION, (x) => typeof x.fast9Batch === 'function');
  const capacity = exports.batchCapacity();
  const lines = exports.lineCapacity();
  const views = viewsOver(exports.memory, (buffer): CoreViews => ({
    puzzles: new Uint8Array(buffer, exports.puzzlesPtr(), capacity * 81),
    solutions: new Uint8Array(buffer, exports.solutionsPtr(), capacity * 81),
    counts: new Int32Array(buffer, exports.countsPtr(), capacity),
    guesses: new Uint32Array(buffer, exports.guessesPtr(), capacity),
    text: new Uint8Array(buffer, exports.textPtr(), exports.textCapacity()),
    cellTable: new Int8Array(buffer, exports.cellTablePtr(), 256),
    lineStarts: new Int32Array(buffer, exports.lineStartsPtr(), lines),
    lineEnds: new Int32Array(buffer, exports.lineEndsPtr(), lines),
    lineSlots: new Int32Array(buffer, exports.lineSlotsPtr(), lines),
    out: new Uint8Array(buffer, exports.outPtr(), exports.outCapacity()),
    others: new Int32Array(buffer, exports.othersPtr(), 2 * lines),
    tally: new Float64Array(buffer, exports.tallyPtr(), 5),
    boardIn: new Uint8Array(buffer, exports.boardInPtr(), 4096),
    candsIn: new Uint32Array(buffer, exports.candsInPtr(), 8192),
    boardOut: new Uint8Array(buffer, exports.boardOutPtr(), 4096),
    classicOut: new Float64Array(buffer, exports.classicOutPtr(), 2 * exports.classicOutCapacity()),
  }));
  return { exports, capacity, views };
}

