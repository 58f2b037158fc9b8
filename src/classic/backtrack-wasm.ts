/**
 * Classic backtracking over the WebAssembly core: the thin adapter that copies a board into
 * the core's board input, calls `classicRun` / `classicRuns`, and reads the answers back.
 *
 * Owns: the mapping of option names to the ABI's small integers and the chunking of long
 * batches into calls of at most the core's capacity. Does not own: the search
 * (assembly/classic/backtrack.ts), views (src/wasm/core.ts), input checks (index.ts).
 */
import type { WasmCore } from '../wasm/core.js';
import { takeCore } from '../engine/general-wasm.js';
import type { ClassicRun, ClassicSettings } from './types.js';

const CELL_ORDER = { reading: 0, mrv: 1 } as const;
const DIGIT_ORDER = { ascending: 0, descending: 1, shuffled: 2 } as const;

/** One counted search of box size n over `cells` (checked by the caller) on `core`. */
export function runClassicWasm(core: WasmCore, n: number, cells: Uint8Array, settings: ClassicSettings): ClassicRun {
  const x = core.exports;
  const C = n ** 4;
  takeCore(core);
  core.views().boardIn.set(cells.subarray(0, C));
  const count = x.classicRun(
    n,
    CELL_ORDER[settings.cellOrder],
    DIGIT_ORDER[settings.digitOrder],
    settings.seed,
    settings.limit,
    settings.maxRecursions,
  );
  // views() again: the first run of a larger board grows memory and detaches older views
  const solution = count > 0 ? core.views().boardOut.slice(0, C) : null;
  return {
    count,
    solution,
    recursions: x.classicRecursions(),
    backtracks: x.classicBacktracks(),
    stopped: x.classicStopped() === 1,
    seed: x.classicSeed(),
  };
}

/**
 * `runs` searches (limit 1) of the same board, the PRNG chained across runs, in calls of at
 * most the core's capacity. Writes run i's counters to `recursions[i]` and `backtracks[i]`.
 * @returns the PRNG state after the last run and how many runs the budget stopped.
 */
export function runClassicManyWasm(
  core: WasmCore,
  n: number,
  cells: Uint8Array,
  settings: ClassicSettings,
  recursions: Float64Array,
  backtracks: Float64Array,
): { seed: number; stopped: number } {
  const x = core.exports;
  const capacity = x.classicOutCapacity();
  const runs = recursions.length;
  takeCore(core);
  core.views().boardIn.set(cells.subarray(0, n ** 4));
  let seed = settings.seed;
  let stopped = 0;
  for (let done = 0; done < runs; ) {
    const chunk = Math.min(capacity, runs - done);
    x.classicRuns(n, CELL_ORDER[settings.cellOrder], DIGIT_ORDER[settings.digitOrder], seed, chunk, settings.maxRecursions);
    const out = core.views().classicOut;
    for (let i = 0; i < chunk; i++) {
      recursions[done + i] = out[2 * i];
      backtracks[done + i] = out[2 * i + 1];
    }
    seed = x.classicSeed();
    stopped += x.classicStoppedRuns();
    done += chunk;
  }
  return { seed, stopped };
}
