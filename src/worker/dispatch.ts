/**
 * The worker's side of each call: the library function it stands for, with its arguments and
 * result turned to and from plain data.
 *
 * Owns: {@link dispatch} (method name → library call) and the conversions a method needs:
 * grids arrive as WireGrids or puzzle text, `logicSolve`'s grid leaves as a WireGrid, verdicts
 * leave with their errors in plain form (lists of them as columns: ./verdicts.ts), `validateLines`'
 * lines arrive packed (./lines.ts), `validateBytes` decodes its (transferred) bytes, and
 * `backtrackTrace` hands back its events' buffer as a transferable. The human-style solver and
 * the generator (hint, nextStep, logicSolve, rate, generate) are imported on their first call
 * (./library-logic.ts), so a worker answers `solve` without loading them, and the variant
 * generator likewise (./library-variant-generate.ts; the variant steps too when it asks for a
 * `maxLevel`); the batch validators and the backtracking trace on the first call of one of them
 * (./library-batch.ts); the TypeScript engines
 * likewise, before a call whose options say `backend: 'ts'` or wherever WebAssembly is missing
 * ({@link tsEnginesFor}: the answer to a Content-Security-Policy that forbids WebAssembly in
 * the worker). Does not own: the
 * transport (./serve.ts) or the library (reached only through ./library.ts, ./library-logic.ts and
 * ./library-batch.ts).
 */
import {
  countSolutions,
  hasWebAssembly,
  initWasm,
  isUnique,
  isVariantInput,
  provideTsEngines,
  solve,
  someSolution,
  trueCandidates,
  validate,
  type BatchOptions,
  type LogicGridInput,
  type AnyPuzzle,
  type PuzzleInput,
  type SolveOptions,
  type Verdict,
} from './library.js';
import { BATCH_OPTION_KEYS, checkKeys, nameCall, show, TEXT_OPTION_KEYS } from '../api/options.js';
import type { LogicOptions } from '../logic/solver.js';
import { verdictToWire, type MethodName, type PingResult } from './protocol.js';
import { validatePackedLines, type PackedLines } from './lines.js';
import { packVerdicts } from './verdicts.js';
import { fromPostedGrid, isWireGrid, looksPosted } from './wire.js';
import type { CandidateGrid } from '../logic/grid.js';

/** A method's result and the buffers to transfer with it. */
export interface Outcome {
  readonly value: unknown;
  readonly transfer?: ArrayBuffer[];
}

type Handler = (args: readonly unknown[]) => unknown;

const decoder = new TextDecoder();

/** The human-style solver, the generator and the WireGrid conversions (./library-logic.ts). */
type LogicLibrary = typeof import('./library-logic.js');

/** The human-style solver and the generator, loaded on the first call that needs them (./library-logic.ts). */
let logicModule: Promise<LogicLibrary> | null = null;
const logic = (): Promise<LogicLibrary> => (logicModule ??= import('./library-logic.js'));

/** The batch validators and the backtracking trace, loaded on the first call that needs them (./library-batch.ts). */
let batchModule: Promise<typeof import('./library-batch.js')> | null = null;
const batch = (): Promise<typeof import('./library-batch.js')> => (batchModule ??= import('./library-batch.js'));

/** The steps on variant puzzles, registered on the first logic call whose puzzle is a variant one (./library-variant-logic.ts). */
let variantSteps: Promise<void> | null = null;

/** Registers the steps on variant puzzles (once). */
const useVariantSteps = (): Promise<void> => (variantSteps ??= import('./library-variant-logic.js').then((lib) => lib.useVariantLogic()));

/** The solver for a call on `grid`, with the variant steps when its puzzle (or its player's grid's) reads as a variant one. */
async function logicFor(grid: unknown): Promise<LogicLibrary> {
  const puzzle = typeof grid === 'object' && grid !== null && 'puzzle' in grid ? (grid as { puzzle: unknown }).puzzle : grid;
  if (!isWireGrid(grid) && !looksPosted(grid) && isVariantInput(puzzle)) await useVariantSteps();
  return logic();
}

/** The TypeScript engines, loaded on the first call that needs them. */
let tsEngines: Promise<void> | null = null;

/**
 * Loads the TypeScript engines before a call that needs them: one whose options (any argument
 * that is an object) say `backend: 'ts'`, or any call where WebAssembly is missing (they answer
 * then, as in the library). Elsewhere the worker never loads them.
 */
function tsEnginesFor(args: readonly unknown[]): Promise<void> | undefined {
  if (tsEngines === null) {
    const asked = args.some((arg) => typeof arg === 'object' && arg !== null && (arg as { backend?: unknown }).backend === 'ts');
    if (!asked && hasWebAssembly()) return undefined;
    tsEngines = import('../engine/ts-engines.js').then(({ TS_ENGINES }) => provideTsEngines(TS_ENGINES));
  }
  return tsEngines;
}

/**
 * A grid argument: a grid the client posted (./wire.ts `PostedGrid`) or a WireGrid becomes a
 * CandidateGrid (anything else shaped like neither, as the library reads it); puzzle text (any puzzle form) and a player's grid (`{ puzzle, entered, marks }`,
 * plain data) go to the library as they are, which reads them itself (src/logic/player.ts),
 * wrong and repeated digits included.
 * @param lib the solver's module, which reads a WireGrid (./library-logic.ts)
 * @param where the call, named in the errors of a WireGrid that does not read
 */
function gridIn(lib: LogicLibrary, grid: unknown, where: string): LogicGridInput {
  const posted = fromPostedGrid(grid);
  if (posted !== null) return posted;
  if (!isWireGrid(grid)) return grid as LogicGridInput;
  try {
    return lib.fromWireGrid(grid);
  } catch (error) {
    // the reader's name (fromWireGrid, gridFromPencilMarks) becomes the caller's; a message naming none gets it
    throw nameCall(callerNamed(error, /^sudoku-wasm: [a-z]+[A-Z][A-Za-z0-9]*: /, where), where);
  }
}

/**
 * An error of the library call `used` that the caller knows as `called` (the packed lines of
 * `validateLines` are read by `validateByteLines`, `validateBytes`' text by `validateText`, a
 * WireGrid by `fromWireGrid`): its message names `called`.
 * @param used the name, or a pattern of the names, the message starts with (`sudoku-wasm: used: `)
 */
function callerNamed(error: unknown, used: string | RegExp, called: string): unknown {
  const prefix = typeof used === 'string' ? `sudoku-wasm: ${used}: ` : error instanceof Error ? used.exec(error.message)?.[0] : undefined;
  if (error instanceof Error && prefix !== undefined && error.message.startsWith(prefix)) {
    error.message = `sudoku-wasm: ${called}: ${error.message.slice(prefix.length)}`;
  }
  return error;
}

const handlers: Record<MethodName, Handler> = {
  ping: async (): Promise<PingResult> => {
    if (hasWebAssembly()) await initWasm();
    return { webAssembly: hasWebAssembly() };
  },
  solve: ([p, o]) => verdictToWire(solve(p as AnyPuzzle, o as SolveOptions)),
  validate: ([p, o]) => verdictToWire(validate(p, o as SolveOptions)),
  someSolution: ([p, o]) => someSolution(p as AnyPuzzle, o as SolveOptions),
  countSolutions: ([p, limit, o]) => countSolutions(p as AnyPuzzle, limit as number | undefined, o as SolveOptions),
  isUnique: ([p, o]) => isUnique(p as AnyPuzzle, o as SolveOptions),
  trueCandidates: ([p, o]) => trueCandidates(p as AnyPuzzle, o as SolveOptions),
  validateLines: async ([lines, o]) => (await batch()).validateLines(lines as string[], o as SolveOptions),
  validatePackedLines: async ([lines, o]) => {
    checkKeys(o, BATCH_OPTION_KEYS, 'validateLines'); // the caller's name, not the byte path's
    const { validateLines, validateByteLines } = await batch();
    try {
      return validatePackedLines(lines as PackedLines, o as BatchOptions, { validateLines, validateByteLines });
    } catch (error) {
      throw callerNamed(error, 'validateByteLines', 'validateLines');
    }
  },
  validateText: async ([text, o]) => (await batch()).validateText(text as string, o as SolveOptions),
  validateBytes: async ([bytes, o]) => {
    if (!(bytes instanceof Uint8Array)) throw new TypeError(`sudoku-wasm: validateBytes: expected a Uint8Array, got ${show(bytes)}`);
    checkKeys(o, TEXT_OPTION_KEYS, 'validateBytes');
    const { validateText } = await batch();
    try {
      return validateText(decoder.decode(bytes), o as SolveOptions);
    } catch (error) {
      throw callerNamed(error, 'validateText', 'validateBytes'); // an option's value, refused by the call it stands for
    }
  },
  // the options are checked before a WireGrid is read, as the library checks them before its grid
  hint: async ([g, o]) => {
    const lib = await logicFor(g);
    lib.checkLogicCallOptions(o, 'hint');
    return lib.hint(gridIn(lib, g, 'hint'), o as SolveOptions);
  },
  nextStep: async ([g, o]) => {
    const lib = await logicFor(g);
    lib.checkLogicCallOptions(o, 'nextStep');
    return lib.nextStep(gridIn(lib, g, 'nextStep'), o as SolveOptions);
  },
  logicSolve: async ([p, o]) => {
    // a grid in play: its digits are the puzzle (its removed candidates are computed afresh)
    let options = o as LogicOptions | undefined;
    let puzzle = p as PuzzleInput;
    const posted = fromPostedGrid(p);
    if (posted !== null || isWireGrid(p)) {
      const lib = await logic();
      lib.checkLogicCallOptions(o, 'logicSolve'); // before the grid, and before the spread, which would hide a non-object
      const grid = posted ?? (gridIn(lib, p, 'logicSolve') as CandidateGrid);
      puzzle = grid.values;
      options = { ...options, size: grid.N };
    }
    const lib = await logicFor(puzzle);
    const result = lib.logicSolve(puzzle, options);
    // a variant puzzle's result has digits and candidates (typed arrays, cloned as they are), no grid
    return 'grid' in result ? { ...result, grid: lib.toWireGrid(result.grid) } : result;
  },
  rate: async ([p, o]) => (await logicFor(p)).rate(p as PuzzleInput, o as SolveOptions),
  generate: async ([o]) => {
    const { generate } = await logic();
    return generate(o as Parameters<typeof generate>[0]);
  },
  generateVariant: async ([o]) => {
    const { generateVariant } = await import('./library-variant-generate.js');
    // a level is met by the variant steps (src/variant/logic/fair.ts)
    if (typeof o === 'object' && o !== null && (o as { maxLevel?: unknown }).maxLevel !== undefined) await useVariantSteps();
    return generateVariant(o as Parameters<typeof generateVariant>[0]);
  },
  backtrackTrace: async ([p, o]) => (await batch()).backtrackTrace(p as PuzzleInput, o as Parameters<(typeof import('./library-batch.js'))['backtrackTrace']>[1]),
};

/**
 * Runs one call.
 * @throws whatever the library throws, and `TypeError` for an unknown method
 */
export async function dispatch(method: string, args: readonly unknown[]): Promise<Outcome> {
  if (!Object.hasOwn(handlers, method)) throw new TypeError(`sudoku-wasm worker: unknown method ${JSON.stringify(method)}`);
  await tsEnginesFor(args);
  const value = await handlers[method as MethodName](args);
  if (method === 'backtrackTrace') return { value, transfer: [(value as { events: Int32Array }).events.buffer as ArrayBuffer] };
  if (method === 'validateLines' || method === 'validatePackedLines' || method === 'validateText' || method === 'validateBytes') {
    return packVerdicts(value as Verdict[]);
  }
  return { value };
}
