/**
 * Classic backtracking, instrumented: the plain textbook solver of the literature
 * (Schottlender, IEEE LISAT 2014: ordered against shuffled guesses) with exact counters, for
 * experiments on how the digit order and the cell order change the work done. Not a fast solver
 * (no propagation at all); use `solve` / `countSolutions` to solve.
 *
 * Owns: the public API {@link backtrack} and {@link backtrackRuns}, option checks, backend choice
 * and the counting rules below. Does not own: the searches (assembly/classic/backtrack.ts and
 * its twin ./backtrack-ts.ts), the PRNG (./prng.ts), parsing (src/api/input.ts).
 *
 * The counted search, for every box size n = 2…8 (N = n², cells 0 = empty, 1…N given):
 *
 *   step():                              // one "recursion" = one call of step()
 *     if maxRecursions > 0 and recursions == maxRecursions: stopped; unwind, counting nothing
 *     recursions += 1
 *     cell = next empty cell:
 *        reading: the first empty cell in reading order (row-major)
 *        mrv:     the empty cell with the fewest legal digits, first in reading order on ties
 *     if no empty cell: solutions += 1; record the first solution; return (found)
 *     order = ascending 1..N | descending N..1 |
 *             shuffled: [1..N] Fisher–Yates shuffled with the seeded PRNG, afresh at every call
 *             that reaches this line (a call that finds no empty cell draws nothing)
 *     for d in order:
 *        if d is legal in cell (not in its row, column or box):
 *           place d; step()
 *           if finished (solutions == limit, or budget stop): return leaving d placed
 *           remove d; backtracks += 1    // one "backtrack" = one placed digit taken back
 *
 * - limit (default 1): with limit ≥ 2 the search goes on after a solution, and digits taken
 *   back while it does count as backtracks too.
 * - Budget: `maxRecursions` (default `DEFAULT_MAX_RECURSIONS`, 10 million; 0 = none). The call
 *   of step() that would make recursions exceed it is refused and not counted, so recursions ≤
 *   maxRecursions; `stopped` is true exactly when a call was refused (a search that completes in exactly maxRecursions recursions is not stopped).
 * - Givens that conflict: 0 solutions, recursions 0, backtracks 0, PRNG untouched (checked before
 *   searching; {@link backtrack} never gets there, its parser rejects such input first).
 * - PRNG: mulberry32 (./prng.ts has the formulas); the same seed gives the same stream on both
 *   backends. A shuffled call draws N-1 numbers, so after a run
 *     seed_after = seed + (N-1)·(recursions − solutions)·0x6D2B79F5  (mod 2^32),
 *   and seed_after = seed for the ordered modes.
 *
 * Invariants that follow (E = empty cells; tested in test/classic/properties.test.ts):
 *   limit reached:   recursions = backtracks + E + 1   (E digits stay placed)
 *   search exhausted: recursions = backtracks + 1     (every placed digit taken back)
 *   budget stop:      recursions = maxRecursions, 1 ≤ recursions − backtracks ≤ E
 */
import { parseAny } from '../api/input.js';
import { boardText } from '../api/board-text.js';
import { namingCall } from '../api/options.js';
import type { PuzzleInput } from '../api/types.js';
import { wasmByDefault, wasmCore } from '../wasm/core.js';
import { wasmCoreHeld } from '../engine/registry.js';
import { runClassicTs } from './backtrack-ts.js';
import { runClassicManyWasm, runClassicWasm } from './backtrack-wasm.js';
import { BACKTRACK_OPTION_KEYS, MAX_RUNS, RUNS_OPTION_KEYS, integer, settingsOf as checkSettings, show } from './options.js';
import type { ClassicSettings } from './types.js';
import type { BacktrackOptions, BacktrackResult, BacktrackRunsOptions, BacktrackRunsResult } from './types.js';

export type {
  BacktrackOptions,
  BacktrackResult,
  BacktrackRunsOptions,
  BacktrackRunsResult,
  CellOrder,
  DigitOrder,
} from './types.js';
export { backtrackTrace, decodeTraceEvent } from './trace.js';
export type { BacktrackTrace, BacktrackTraceOptions, TraceEvent } from './trace.js';

/** The checked settings and the backend: the one asked for, else wasm where WebAssembly exists. */
function settingsOf(options: unknown, withLimit: boolean, known: readonly string[], where: string): { settings: ClassicSettings; backend: 'wasm' | 'ts' } {
  const { settings, backend } = checkSettings(options, withLimit, known, where);
  return { settings, backend: backend ?? (wasmByDefault() ? 'wasm' : 'ts') };
}

/**
 * One counted classic backtracking search (see the module comment for what is counted).
 *
 * @param puzzle any board the package parses (4×4 … 64×64; 9×9 as 81 digits or a grid).
 * @param options `cellOrder` ('reading'), `digitOrder` ('ascending'), `seed` (1), `limit` (1),
 *   `maxRecursions` (10,000,000; 0 = none), `backend` (wasm where available), `size`, `alphabet`.
 * @returns the solution count (≤ limit), the first solution as text (or null), recursions,
 *   backtracks, whether the budget stopped the search, and the PRNG state after the run.
 * @throws {SudokuParseError} when the input is not a board (bad characters or size, givens in conflict).
 * @throws {TypeError} for an option of the wrong type or an unknown name (cellOrder, digitOrder, backend).
 * @throws {RangeError} for a number out of range (seed 0…2^32-1, limit ≥ 1, maxRecursions ≥ 0).
 * @example
 * ```ts
 * import { backtrack } from 'sudoku-wasm';
 *
 * const result = backtrack('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..');
 * result.count; // → 1
 * result.solution; // → '483921657967345821251876493548132976729564138136798245372689514814253769695417382'
 * result.stopped; // → false
 * ```
 * @category Backtracking experiments
 */
export function backtrack(puzzle: PuzzleInput, options?: BacktrackOptions): BacktrackResult {
  return namingCall('backtrack', () => {
    const { settings, backend } = settingsOf(options, true, BACKTRACK_OPTION_KEYS, 'backtrack');
    const parseOptions = { size: options?.size, alphabet: options?.alphabet };
    const board = namingCall('backtrack', () => parseAny(puzzle, parseOptions)); // the reader's size and alphabet checks, named
    // while an asynchronous search pauses on the core, its board is in the core's buffers: the
    // twin answers then (the same counts, test/classic/agreement.test.ts)
    const run =
      backend === 'wasm' && !wasmCoreHeld()
        ? runClassicWasm(wasmCore(), board.n, board.cells, settings)
        : runClassicTs(board.n, board.cells, settings);
    return {
      count: run.count,
      solution: run.solution === null ? null : boardText(board.n, run.solution, parseOptions),
      recursions: run.recursions,
      backtracks: run.backtracks,
      stopped: run.stopped,
      seed: run.seed,
    };
  });
}

/**
 * The experiment's bulk primitive: `runs` counted searches of the same board, each stopping at
 * its first solution, the PRNG seeded once and continuing from run to run (so one call equals
 * `runs` calls of {@link backtrack} that pass each result's `seed` on to the next).
 *
 * @param n box size 2…8 (9×9 boards: 3).
 * @param cells n⁴ values or more (the rest is ignored), 0 = empty, 1…N = given, reading order.
 *   Conflicting givens are not an error here: every run reports 0 recursions and 0 backtracks.
 * @param runs how many searches (integer ≥ 0); the WASM backend does them in calls of 16,384.
 * @param options `cellOrder`, `digitOrder`, `seed`, `maxRecursions`, `backend`, as for {@link backtrack}.
 * @returns per-run recursions and backtracks, the PRNG state after the last run, and how many
 *   runs the budget stopped.
 * @throws {TypeError} for a wrong type (cells not a Uint8Array, unknown option names).
 * @throws {RangeError} for n outside 2…8, too few cells, a cell value above N, or a number out of range.
 * @category Backtracking experiments
 */
export function backtrackRuns(n: number, cells: Uint8Array, runs: number, options?: BacktrackRunsOptions): BacktrackRunsResult {
  return namingCall('backtrackRuns', () => {
    integer(n, 2, 8, 'backtrackRuns: n');
    if (!(cells instanceof Uint8Array)) throw new TypeError(`sudoku-wasm: backtrackRuns: cells: expected a Uint8Array, got ${show(cells)}`);
    const N = n * n;
    const C = N * N;
    if (cells.length < C) throw new RangeError(`sudoku-wasm: backtrackRuns: cells: expected at least ${C} values, got ${cells.length}`);
    for (let i = 0; i < C; i++) {
      if (cells[i] > N) throw new RangeError(`sudoku-wasm: backtrackRuns: cells[${i}]: expected a value from 0 to ${N}, got ${cells[i]}`);
    }
    integer(runs, 0, MAX_RUNS, 'backtrackRuns: runs');
    const { settings, backend } = settingsOf(options, false, RUNS_OPTION_KEYS, 'backtrackRuns');
    const recursions = new Float64Array(runs);
    const backtracks = new Float64Array(runs);
    if (backend === 'wasm' && !wasmCoreHeld()) {
      const { seed, stopped } = runClassicManyWasm(wasmCore(), n, cells, settings, recursions, backtracks);
      return { recursions, backtracks, seed, stopped };
    }
    let seed = settings.seed;
    let stopped = 0;
    for (let i = 0; i < runs; i++) {
      const run = runClassicTs(n, cells, { ...settings, seed });
      recursions[i] = run.recursions;
      backtracks[i] = run.backtracks;
      seed = run.seed;
      if (run.stopped) stopped++;
    }
    return { recursions, backtracks, seed, stopped };
  });
}
