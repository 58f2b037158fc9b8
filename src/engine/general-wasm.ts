/**
 * The general-size engines (bitmask backtracking, Dancing Links) over the WebAssembly core:
 * the {@link GeneralSearch} contract mapped onto the core's board buffers.
 *
 * Owns: copying a board in and a solution out, and the rule that one core holds one search at
 * a time, of either kind: both share the core's geometry and board buffers (assembly/board/),
 * so a search started later on the same core, or a batch or a backtracking run there
 * ({@link takeCore}), takes the state over; the earlier one then refuses to run rather than run
 * on another board's tables or report someone else's results.
 * Does not own: the searches (assembly/bitmask/, assembly/dlx/), views (src/wasm/core.ts).
 */
import type { WasmCore } from '../wasm/core.js';
import { checkStart } from './general-input.js';
import type { GeneralEngineKind, GeneralSearch, SearchState } from './general-types.js';

/** The search whose board each core holds (or a token of the batch or run that took it). */
const owners = new WeakMap<WasmCore, object>();

/**
 * Says that a caller other than a search (the batch of src/api/board-batch.ts, the classic
 * backtracking) is about to use the core's geometry and board buffers: a search paused there
 * refuses to run from now on.
 */
export function takeCore(core: WasmCore): void {
  owners.set(core, {});
}

/** Builds a WASM-backed general search of the given kind on a core. */
export function createWasmGeneralSearch(core: WasmCore, kind: GeneralEngineKind): GeneralSearch {
  const x = core.exports;
  const api =
    kind === 'bitmask'
      ? { start: x.bitmaskStart, run: x.bitmaskRun, count: x.bitmaskCount, nodes: x.bitmaskNodes }
      : { start: x.dlxStart, run: x.dlxRun, count: x.dlxCount, nodes: x.dlxNodes };
  let cellCount = 0;
  let started = false;

  const search: GeneralSearch = {
    name: `${kind}-wasm`,
    kind,
    start(n, cells, limit, candidates) {
      cellCount = checkStart(n, cells, candidates);
      const { boardIn, candsIn } = core.views();
      boardIn.set(cells.subarray(0, cellCount));
      if (candidates) candsIn.set(candidates.subarray(0, 2 * cellCount));
      api.start(n, Math.max(1, Math.min(limit, 0x3fffffff)) | 0, candidates ? 1 : 0);
      owners.set(core, search);
      started = true;
    },
    run(maxNodes): SearchState {
      if (!started) return 'done'; // nothing to search yet
      if (owners.get(core) !== search) {
        throw new Error(`sudoku-wasm: another search took over this WebAssembly core since this ${kind} search started (its bitmask and dlx searches, batches and backtracking share one board)`);
      }
      return api.run(maxNodes) === 0 ? 'done' : 'paused';
    },
    get count() {
      return started && owners.get(core) === search ? api.count() : 0;
    },
    get nodes() {
      return started && owners.get(core) === search ? api.nodes() : 0;
    },
    readSolution(out) {
      if (out.length < cellCount) throw new RangeError(`out: expected ${cellCount}, got ${out.length}`);
      if (!started || owners.get(core) !== search || api.count() === 0) return false;
      out.set(core.views().boardOut.subarray(0, cellCount));
      return true;
    },
  };
  return search;
}
