/**
 * The variant engine over the WebAssembly variant module: the {@link VariantSearch} contract
 * mapped onto the module's program buffer and solution view.
 *
 * Owns: copying a program in and the solution out, and the rule that one module holds one
 * variant search at a time (a search started later on the same module takes the state over;
 * the earlier one then refuses to run rather than report someone else's results). Does not
 * own: the search (assembly/variant/), compiling (src/variant/compile/), views
 * (src/wasm/variant-abi.ts).
 */
import { H_SIZE } from '../variant/compile/program-header.js';
import type { VariantCore } from '../wasm/variant-abi.js';
import type { SearchState } from './general-types.js';
import type { VariantProgram, VariantSearch } from './variant-types.js';

const owners = new WeakMap<VariantCore, VariantSearch>();

/** Builds a WASM-backed variant search on a variant module (`name` 'variant-wasm'). */
export function createWasmVariantSearch(core: VariantCore): VariantSearch {
  const x = core.exports;
  let cellCount = 0;
  let started = false;
  /** A program compiled to no solution: answered here without the core. */
  let impossible = false;
  let collectUnion = false;
  const mine = (): boolean => started && (impossible || owners.get(core) === search);

  const search: VariantSearch = {
    name: 'variant-wasm',
    start(program: VariantProgram, limit: number, union = false) {
      started = false;
      collectUnion = union;
      cellCount = program.size * program.size;
      impossible = program.impossible;
      if (!impossible) {
        const words = program.words;
        cellCount = words[H_SIZE] * words[H_SIZE]; // what the engine searches (program.size, when sound)
        const at = x.variantProgramPtr(words.length);
        new Int32Array(x.memory.buffer, at, words.length).set(words);
        if (x.variantStart(words.length, Math.max(1, Math.min(Math.floor(limit), 0x3fffffff)) | 0, union ? 1 : 0) !== 0) {
          throw new Error('sudoku-wasm: not a sound variant program');
        }
        owners.set(core, search);
      }
      started = true;
    },
    run(maxNodes: number): SearchState {
      if (!started || impossible) return 'done';
      if (owners.get(core) !== search) throw new Error('sudoku-wasm: another variant search took over this WebAssembly variant module');
      return x.variantRun(maxNodes) === 0 ? 'done' : 'paused';
    },
    get count() {
      return mine() && !impossible ? x.variantCount() : 0;
    },
    get nodes() {
      return mine() && !impossible ? x.variantNodes() : 0;
    },
    readSolution(out: Uint8Array): boolean {
      if (out.length < cellCount) throw new RangeError(`out: expected ${cellCount}, got ${out.length}`);
      if (!mine() || impossible || x.variantCount() === 0) return false;
      out.set(core.views().variantSolution.subarray(0, cellCount));
      return true;
    },
    readUnion(out: Uint16Array): boolean {
      if (out.length < cellCount) throw new RangeError(`out: expected ${cellCount}, got ${out.length}`);
      if (!mine() || !collectUnion) return false;
      if (impossible || x.variantCount() === 0) out.fill(0, 0, cellCount);
      else out.set(core.views().variantUnion.subarray(0, cellCount));
      return true;
    },
  };
  return search;
}
