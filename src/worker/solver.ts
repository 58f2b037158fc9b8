/**
 * {@link createWorkerSolver} and the {@link WorkerSolver} interface, which `sudoku-wasm/worker`
 * (./index.ts) exports: apart from that entry's other exports so that a page bundling only the
 * solver's client (the demo page, web/src/engine.ts) does not reach the WireGrid conversions
 * (./wire-text.ts) and the pencil-mark formats they read and write (measured: docs/design/page.md,
 * "The cold load by module"). The entry's header says what this owns and how a call travels.
 *
 * Owns: which calls exist, how their options lose `signal` and which arguments and results
 * change form on the way. Does not own: the queue, aborts and restarts (./client.ts), the
 * transport (./port.ts, ./entry.ts).
 */
import type {
  BatchOptions,
  CandidateGrid,
  GeneratedPuzzle,
  GeneratedVariant,
  GenerateOptions,
  GenerateVariantOptions,
  Hint,
  HintOptions,
  LogicOptions,
  LogicSolveResult,
  PlayerGridInput,
  PuzzleInput,
  AnyPuzzle,
  Rating,
  RateOptions,
  SeRating,
  SolveOptions,
  SolveVerdict,
  Step,
  TextOptions,
  TrueCandidates,
  VariantInput,
  VariantLogicSolveResult,
  VariantRating,
  Verdict,
} from '../public.js';
import type { BacktrackTrace, BacktrackTraceOptions } from '../public.js';
import { checkKeys, keysOf, nameCall, namingCall, show } from '../api/options.js';
import { WorkerClient, type WorkerSource } from './client.js';
import { packageWorker } from './default-worker.js';
import { packLines } from './lines.js';
import { verdictFromWire, type PingResult, type WireVerdict } from './protocol.js';
import { unpackVerdicts, type PackedVerdicts } from './verdicts.js';
import { gridForWire, type WireGrid } from './wire.js';
import type { fromWireGrid } from './wire-text.js';


/**
 * Options of {@link createWorkerSolver}.
 * @category Worker
 */
export interface WorkerSolverOptions {
  /**
   * Where the worker comes from:
   * - absent: the package's worker script beside this module, as a module Web Worker in
   *   browsers (`new Worker(new URL('./entry.js', import.meta.url), { type: 'module' })`,
   *   which Vite and webpack 5 bundle with its imports; with esbuild, bundle
   *   `sudoku-wasm/worker/entry` beside the page's bundle), a `worker_threads` Worker in Node;
   * - a URL or string: your copy of that script (e.g. what your bundler emitted);
   * - a function returning a Worker (`() => new Worker(new URL('sudoku-wasm/worker/entry',
   *   import.meta.url), { type: 'module' })`): called again to restart after a crash or an abort;
   * - a Worker (browser or `worker_threads`): used until it stops; it cannot be restarted, so
   *   after an abort of a running call or a crash the calls reject (pass a function instead).
   */
  worker?: WorkerSource | undefined;
  /** The name of the workers it starts (devtools, `worker_threads` name). */
  name?: string | undefined;
}

/**
 * An AbortSignal per call: aborting the running call terminates its worker (a fresh one takes the queue).
 * @category Worker
 */
export interface Abortable {
  /** Rejects the call when aborted (with `signal.reason`): a queued call leaves the queue, a running one's worker is terminated. */
  signal?: AbortSignal | undefined;
}

/**
 * `logicSolve`'s result off the main thread: the same, its grid as a {@link WireGrid}.
 * @category Worker
 */
export type WorkerLogicSolveResult = Omit<LogicSolveResult, 'grid'> & {
  /** The grid reached, as plain data ({@link fromWireGrid} makes it a grid again). */
  grid: WireGrid;
};

/**
 * A grid argument: a candidate grid (sent as it is: its digits, givens and candidates), a
 * {@link WireGrid} (read as {@link fromWireGrid} reads it), a puzzle, or a
 * player's grid (`{ puzzle, entered, marks }`: givens, the player's digits, wrong ones
 * included, and pencil marks; see `playerGrid`).
 * @category Worker
 */
export type GridArgument = CandidateGrid | WireGrid | PuzzleInput | PlayerGridInput | VariantInput;

/**
 * The package's calls, each running in the worker, one at a time in call order. Every option
 * object may hold `signal`; errors arrive as the library's classes (`SudokuParseError` with its
 * `code`, `line`, `cell`, `char`; `LogicError`, `BudgetExhaustedError`, `GenerateBudgetError`,
 * `ForcingBudgetError`, `WasmBlockedError`, `TypeError`, `RangeError`), a dead worker as
 * {@link WorkerCrashedError}.
 * @category Worker
 */
export interface WorkerSolver {
  /** Starts the worker now (it starts at the first call otherwise) and compiles its WebAssembly. */
  ready(options?: Abortable): Promise<PingResult>;
  /** `solve` (one solution only when unique). */
  solve(puzzle: AnyPuzzle, options?: SolveOptions): Promise<SolveVerdict>;
  /** `validate` (never rejects for bad input: status `invalid`). */
  validate(puzzle: unknown, options?: SolveOptions): Promise<Verdict>;
  /** `someSolution`. */
  someSolution(puzzle: AnyPuzzle, options?: SolveOptions): Promise<string | null>;
  /** `countSolutions` (default limit 2). */
  countSolutions(puzzle: AnyPuzzle, limit?: number, options?: SolveOptions): Promise<number>;
  /** `isUnique`. */
  isUnique(puzzle: AnyPuzzle, options?: SolveOptions): Promise<boolean>;
  /**
   * `trueCandidates`: the digits each cell holds in at least one solution, and the cells where
   * the solutions differ. `maxNodes` and `timeoutMs` bound the whole run in the worker, which
   * then answers what it found (`status: 'unknown'`); aborting `signal` stops the worker, and
   * the call rejects with `signal.reason` (what was found is lost).
   */
  trueCandidates(puzzle: AnyPuzzle, options?: SolveOptions): Promise<TrueCandidates>;
  /** `validateLines`: one verdict per line. */
  validateLines(lines: readonly string[], options?: BatchOptions): Promise<Verdict[]>;
  /** `validateText`: one verdict per puzzle line. */
  validateText(text: string, options?: TextOptions): Promise<Verdict[]>;
  /**
   * The verdicts of `validateText` on the UTF-8 text in `bytes`. The bytes' buffer is
   * **transferred** to the worker, not copied: afterwards it is detached (length 0) on the
   * caller's side; pass a copy (`bytes.slice()`) to keep it.
   */
  validateBytes(bytes: Uint8Array, options?: TextOptions): Promise<Verdict[]>;
  /** `hint` on a grid in play (a CandidateGrid, a WireGrid, a puzzle, a variant puzzle, or a player's grid on either). */
  hint(grid: GridArgument, options?: HintOptions): Promise<Hint>;
  /** `nextStep` (steps are plain data). */
  nextStep(grid: GridArgument, options?: LogicOptions): Promise<Step | null>;
  /** `logicSolve` on a variant puzzle as an object: its digits and candidates reached, as the library gives them. */
  logicSolve(puzzle: VariantInput, options?: LogicOptions): Promise<VariantLogicSolveResult>;
  /**
   * `logicSolve`; for a grid, its digits are the puzzle. The result's grid is a WireGrid; a
   * variant puzzle given as text gives a {@link VariantLogicSolveResult} (no grid).
   */
  logicSolve(puzzle: GridArgument, options?: LogicOptions): Promise<WorkerLogicSolveResult>;
  /** `rate` on a variant puzzle as an object: the variant scale ({@link VariantRating}), HoDoKu's for one of classic rules only. */
  rate(puzzle: VariantInput, options?: RateOptions & { scale?: undefined }): Promise<VariantRating | Rating>;
  /** `rate`: HoDoKu's rating, or with `scale: 'se'` Sudoku Explainer's ({@link SeRating}). */
  rate(puzzle: PuzzleInput, options: RateOptions & { scale: 'se' }): Promise<SeRating>;
  /** `rate` on HoDoKu's scale (the default). */
  rate(puzzle: PuzzleInput, options?: RateOptions & { scale?: 'hodoku' }): Promise<Rating>;
  /** `rate`, the scale known only at run time (a variant puzzle given as text gives a {@link VariantRating}). */
  rate(puzzle: PuzzleInput | VariantInput, options?: RateOptions): Promise<Rating | SeRating | VariantRating>;
  /** `generate`. Aborting stops the worker (the puzzles made so far are lost). */
  generate(options?: GenerateOptions): Promise<GeneratedPuzzle[]>;
  /**
   * `generateVariant`: a unique, minimal variant puzzle of the rule families asked for, the same
   * puzzle as the library's for the same seed and options. Its `timeoutMs` bounds the run in the
   * worker (a `GenerateBudgetError`); aborting `signal` stops the worker (the call rejects with
   * `signal.reason`).
   */
  generateVariant(options: GenerateVariantOptions): Promise<GeneratedVariant>;
  /** `backtrackTrace`: the events of a classic backtracking search (their buffer is transferred back). */
  backtrackTrace(puzzle: PuzzleInput, options?: BacktrackTraceOptions & Abortable): Promise<BacktrackTrace>;
  /**
   * The calls made and not yet settled, queued or running (0 once terminated): a pool of clients
   * gives a request to the one with the fewest.
   */
  readonly pending: number;
  /** Stops the worker; pending calls reject with `WorkerTerminatedError`, and so do later ones. */
  terminate(): void;
}

const SOLVER_OPTION_KEYS = keysOf<WorkerSolverOptions>()({ worker: true, name: true });
const READY_OPTION_KEYS = keysOf<Abortable>()({ signal: true });

/** Options without their signal (which cannot be posted), and the signal. */
function split<T>(options: T): [T, AbortSignal | undefined] {
  if (typeof options !== 'object' || options === null || !('signal' in options)) return [options, undefined];
  const { signal, ...rest } = options as T & Abortable;
  return [rest as T, signal];
}

const verdict = (v: unknown): Verdict => verdictFromWire(v as WireVerdict);
const verdicts = (v: unknown): Verdict[] => unpackVerdicts(v as PackedVerdicts);

/** The client of {@link createWorkerSolver}'s options, checked. @throws {TypeError} */
function clientOf(options: WorkerSolverOptions): WorkerClient {
  checkKeys(options, SOLVER_OPTION_KEYS, 'createWorkerSolver');
  if (options.name !== undefined && typeof options.name !== 'string') {
    throw new TypeError(`sudoku-wasm: createWorkerSolver: name: expected a string, got ${show(options.name)}`);
  }
  const given = options.worker ?? undefined;
  const { source, script } = given === undefined ? packageWorker(options.name) : { source: given, script: undefined };
  return new WorkerClient(source, options.name, script);
}

/**
 * A promise client of the package's calls running in a worker. One worker serves the calls one
 * at a time, in order; it starts at the first call (or {@link WorkerSolver.ready}). To use
 * several cores, create one client per core and spread the calls over them. A `signal` that
 * aborts rejects the call with `signal.reason` and, if the call is running, restarts the worker;
 * `maxNodes` and `timeoutMs` stop a search inside the worker instead.
 * @param options `worker`: where the worker comes from (absent: the package's script beside this
 *   module); `name`; see {@link WorkerSolverOptions}
 * @example
 * ```ts
 * import { createWorkerSolver } from 'sudoku-wasm/worker';
 *
 * const solver = createWorkerSolver();
 * const verdict = await solver.solve('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......', { signal: AbortSignal.timeout(5000) });
 * verdict.status; // → 'unique'
 * solver.terminate();
 * ```
 * @category Worker
 */
export function createWorkerSolver(options: WorkerSolverOptions = {}): WorkerSolver {
  const client = namingCall('createWorkerSolver', () => clientOf(options));
  const call = <R>(method: Parameters<WorkerClient['call']>[0], args: unknown[], o: unknown, decode?: (v: unknown) => unknown, transfer?: ArrayBuffer[]): Promise<R> => {
    const [rest, signal] = split(o);
    return client.call(method, [...args, rest], signal, transfer, decode) as Promise<R>;
  };
  return {
    ready: (o) => {
      try {
        checkKeys(o, READY_OPTION_KEYS, 'ready');
      } catch (error) {
        return Promise.reject(nameCall(error, 'ready'));
      }
      return call('ping', [], o);
    },
    solve: (puzzle, o) => call('solve', [puzzle], o, verdict) as Promise<SolveVerdict>, // the library's solve answered
    validate: (puzzle, o) => call('validate', [puzzle], o, verdict),
    someSolution: (puzzle, o) => call('someSolution', [puzzle], o),
    countSolutions: (puzzle, limit, o) => call('countSolutions', [puzzle, limit], o),
    isUnique: (puzzle, o) => call('isUnique', [puzzle], o),
    trueCandidates: (puzzle, o) => call('trueCandidates', [puzzle], o),
    validateLines: (lines, o) => {
      // one string and the line ends, transferred, where the lines allow it (./lines.ts)
      const packed = packLines(lines, o);
      return packed ? call('validatePackedLines', [packed.value], o, verdicts, packed.transfer) : call('validateLines', [lines], o, verdicts);
    },
    validateText: (text, o) => call('validateText', [text], o, verdicts),
    validateBytes: (bytes, o) => {
      const shared = typeof SharedArrayBuffer !== 'undefined' && bytes?.buffer instanceof SharedArrayBuffer;
      const transfer = bytes instanceof Uint8Array && !shared ? [bytes.buffer as ArrayBuffer] : [];
      return call('validateBytes', [bytes], o, verdicts, transfer);
    },
    hint: (grid, o) => call('hint', [gridForWire(grid)], o),
    nextStep: (grid, o) => call('nextStep', [gridForWire(grid)], o),
    logicSolve: ((puzzle: GridArgument, o?: LogicOptions) => call('logicSolve', [gridForWire(puzzle)], o)) as WorkerSolver['logicSolve'], // the overloads say the result's shape
    rate: ((puzzle: PuzzleInput | VariantInput, o?: RateOptions) => call('rate', [puzzle], o)) as WorkerSolver['rate'], // the result is rate's, whose overloads say its shape
    generate: (o) => call('generate', [], o),
    generateVariant: (o) => call('generateVariant', [], o),
    backtrackTrace: (puzzle, o) => call('backtrackTrace', [puzzle], o),
    get pending() {
      return client.pending;
    },
    terminate: () => client.terminate(),
  };
}
