/**
 * The general-size engines (bitmask backtracking, Dancing Links) over the WebAssembly core:
 * the {@link GeneralSearch} contract mapped onto the core's board buffers.
 *
 * Owns: copying a board in and a solution out, and the rule that one core holds one search of
 * each kind at a time (a search started later on the same core takes the state over; the
 * earlier one then refuses to run rather than report someone else's results).
 * Does not own: the searches (assembly/bitmask/, assembly/dlx/), views (src/wasm/core.ts).
 */
import type { WasmCore } from '../wasm/core.js';
import { checkStart } from './general-input.js';
import type { GeneralEngineKind, GeneralSearch, SearchState } from './general-types.js';

const owners = new WeakMap<WasmCore, Record<GeneralEngineKind, object | undefined>>();

/** Builds a WASM-backed general search of the given kind on a core. */
export function createWasmGeneralSearch(core: WasmCore, kind: GeneralEngineKind): GeneralSearch {
  const x = core.exports;
  const api =
    kind === 'bitmask'
      ? { start: x.bitmaskStart, run: x.bitmaskRun, count: x.bitmaskCount, nodes: x.bitmaskNodes }
      : { start: x.dlxStart, run: x.dlxRun, count: x.dlxCount, nodes: x.dlxNodes };
  const slots = owners.get(core) ?? { bitmask: undefined, dlx: undefined };
  owners.set(core, slots);
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
      slots[kind] = search;
      started = true;
    },
    run(maxNodes): SearchState {
      if (!started) return 'done'; // nothing to search yet
      if (slots[kind] !== search) throw new Error(`sudoku-wasm: another ${kind} search took over this WebAssembly core`);
      return api.run(maxNodes) === 0 ? 'done' : 'paused';
    },
    get count() {
      return started && slots[kind] === search ? api.count() : 0;
    },
    get nodes() {
      return started && slots[kind] === search ? api.nodes() : 0;
    },
    readSolution(out) {
      if (out.length < cellCount) throw new RangeError(`out: expected ${cellCount}, got ${out.length}`);
      if (!started || slots[kind] !== search || api.count() === 0) return false;
      out.set(core.views().boardOut.subarray(0, cellCount));
      return true;
    },
  };
  return search;
}
