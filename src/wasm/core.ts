/**
 * The one place that talks to the WebAssembly module: instantiation and memory views.
 *
 * Owns: compiling and instantiating the embedded module (lazily, synchronously, once), the
 * typed-array views over its fixed batch buffers, and the numeric ABI's TypeScript types.
 * Does not own: what the engines do with the buffers (src/engine/fast9-wasm.ts,
 * src/engine/general-wasm.ts, src/classic/backtrack-wasm.ts).
 *
 * Importing this file does no work. The first call to {@link wasmCore} compiles the embedded
 * bytes with `new WebAssembly.Module` (synchronous). Browsers refuse synchronous compilation
 * of large modules on the main thread; {@link initWasm} compiles asynchronously ahead of time
 * for them, after which every call is synchronous again.
 *
 * Two builds are embedded, from the same AssemblyScript source: SIMD128 (asconfig target
 * `simd`) and scalar (`release`), for engines without WebAssembly SIMD (Safari before 16.4,
 * older Node). {@link hasSimd} picks one by validating a 43-byte module that uses a v128
 * instruction, as hash-wasm and as-sha256 do.
 */
import scalarBytes from '../../build/sudoku.wasm';
import simdBytes from '../../build/sudoku.simd.wasm';

/** The module's exports (assembly/index.ts): numbers in, numbers out. */
export interface CoreExports {
  readonly memory: WebAssembly.Memory;
  abiVersion(): number;
  /** 1 in the SIMD128 build, 0 in the scalar one. */
  simdBuild(): number;
  batchCapacity(): number;
  puzzlesPtr(): number;
  solutionsPtr(): number;
  countsPtr(): number;
  guessesPtr(): number;
  fast9Batch(n: number, limit: number, maxGuesses: number): number;
  textPtr(): number;
  textCapacity(): number;
  cellTablePtr(): number;
  lineStartsPtr(): number;
  lineEndsPtr(): number;
  lineSlotsPtr(): number;
  readLines(n: number): number;
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
  /** Line ranges in `text` (start, end exclusive) and the slot each line was read into (-1: not read), capacity entries each. */
  readonly lineStarts: Int32Array;
  readonly lineEnds: Int32Array;
  readonly lineSlots: Int32Array;
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
const ABI_VERSION = 4;

let compiled: WebAssembly.Module | undefined;
let shared: WasmCore | undefined;

/**
 * A module with one function returning `v128.const 0`: valid exactly where WebAssembly SIMD128
 * is supported.
 *
 *   magic+version | type: () -> v128 | function 0 | code: v128.const i32x4 0 0 0 0; end
 */
const SIMD_PROBE = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  0x01, 0x05, 0x01, 0x60, 0x00, 0x01, 0x7b,
  0x03, 0x02, 0x01, 0x00,
  0x0a, 0x16, 0x01, 0x14, 0x00, 0xfd, 0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x0b,
]);

let simd: boolean | undefined;

/** True when this engine runs WebAssembly SIMD128 (then the SIMD build is used). */
export function hasSimd(): boolean {
  if (simd === undefined) {
    try {
      simd = hasWebAssembly() && WebAssembly.validate(SIMD_PROBE);
    } catch {
      simd = false;
    }
  }
  return simd;
}

/** The embedded build this environment runs: SIMD128 where supported, else scalar. */
function embeddedBytes(): Uint8Array<ArrayBuffer> {
  return (hasSimd() ? simdBytes : scalarBytes) as Uint8Array<ArrayBuffer>;
}

/** True when this environment has WebAssembly at all. */
export function hasWebAssembly(): boolean {
  return typeof WebAssembly === 'object' && typeof WebAssembly.Module === 'function';
}

/** Instantiates a core from a compiled module (or raw bytes) and checks its ABI. */
export function instantiateCore(source: WebAssembly.Module | Uint8Array): WasmCore {
  const module = source instanceof WebAssembly.Module ? source : new WebAssembly.Module(source as Uint8Array<ArrayBuffer>);
  const exports = new WebAssembly.Instance(module, {}).exports as unknown as CoreExports;
  const version = exports.abiVersion();
  if (version !== ABI_VERSION) {
    throw new Error(`sudoku-wasm: WebAssembly core ABI ${version} does not match the wrapper (expected ${ABI_VERSION})`);
  }
  const capacity = exports.batchCapacity();
  let buffer: ArrayBuffer | undefined;
  let current: CoreViews | undefined;
  const views = (): CoreViews => {
    if (current && buffer === exports.memory.buffer) return current;
    buffer = exports.memory.buffer;
    current = {
      puzzles: new Uint8Array(buffer, exports.puzzlesPtr(), capacity * 81),
      solutions: new Uint8Array(buffer, exports.solutionsPtr(), capacity * 81),
      counts: new Int32Array(buffer, exports.countsPtr(), capacity),
      guesses: new Uint32Array(buffer, exports.guessesPtr(), capacity),
      text: new Uint8Array(buffer, exports.textPtr(), exports.textCapacity()),
      cellTable: new Int8Array(buffer, exports.cellTablePtr(), 256),
      lineStarts: new Int32Array(buffer, exports.lineStartsPtr(), capacity),
      lineEnds: new Int32Array(buffer, exports.lineEndsPtr(), capacity),
      lineSlots: new Int32Array(buffer, exports.lineSlotsPtr(), capacity),
      boardIn: new Uint8Array(buffer, exports.boardInPtr(), 4096),
      candsIn: new Uint32Array(buffer, exports.candsInPtr(), 8192),
      boardOut: new Uint8Array(buffer, exports.boardOutPtr(), 4096),
      classicOut: new Float64Array(buffer, exports.classicOutPtr(), 2 * exports.classicOutCapacity()),
    };
    return current;
  };
  return { exports, capacity, views };
}

/** The shared core of the embedded module, instantiated on first use. */
export function wasmCore(): WasmCore {
  if (shared) return shared;
  compiled ??= new WebAssembly.Module(embeddedBytes());
  shared = instantiateCore(compiled);
  return shared;
}

/**
 * The compiled embedded module (compiled now if it was not yet), to hand to worker threads:
 * a thread that adopts it ({@link adoptModule}) skips compiling, and V8 shares the module's
 * optimised code between threads, so it is tiered up once for all of them.
 */
export function compiledModule(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(embeddedBytes());
  return compiled;
}

/** Uses `module` (from {@link compiledModule} on another thread) for this thread's core. */
export function adoptModule(module: WebAssembly.Module): void {
  if (!shared) compiled = module;
}

/**
 * Compiles the embedded module asynchronously (for browser main threads, which refuse
 * synchronous compilation of larger modules). Optional in Node and in workers.
 */
export async function initWasm(): Promise<void> {
  if (shared) return;
  compiled ??= await WebAssembly.compile(embeddedBytes());
  wasmCore();
}
