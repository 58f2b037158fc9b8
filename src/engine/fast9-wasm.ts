/**
 * The fast9 engine over the WebAssembly core: the {@link Engine} contract mapped onto the
 * core's fixed batch buffers.
 *
 * Owns: chunking batches to the core's capacity and copying cells in and answers out.
 * Does not own: instantiation or views (src/wasm/core.ts), the search (assembly/fast9/).
 */
import type { WasmCore } from '../wasm/core';
import { BUDGET_EXHAUSTED_BIT, type Engine } from './types';

/** Builds a fast9 engine on a core (the shared embedded one, or a test build). */
export function createWasmEngine(core: WasmCore, name = 'fast9-wasm'): Engine {
  const { exports, capacity } = core;
  let lastGuesses = 0;
  let lastComplete = true;

  return {
    name,
    get lastGuesses() {
      return lastGuesses;
    },
    get lastComplete() {
      return lastComplete;
    },
    countInto(cells, limit, solutionOut, maxGuesses = 0) {
      const { puzzles, solutions, counts, guesses } = core.views();
      puzzles.set(cells.subarray(0, 81));
      exports.fast9Batch(1, limit, maxGuesses);
      const raw = counts[0];
      const found = raw & ~BUDGET_EXHAUSTED_BIT;
      lastComplete = (raw & BUDGET_EXHAUSTED_BIT) === 0;
      lastGuesses = guesses[0];
      if (found > 0) solutionOut.set(solutions.subarray(0, 81));
      return found;
    },
    countBatch(cells, n, limit, solutionsOut, countsOut, guessesOut, maxGuesses = 0) {
      const { puzzles, solutions, counts, guesses } = core.views();
      for (let start = 0; start < n; start += capacity) {
        const size = Math.min(capacity, n - start);
        puzzles.set(cells.subarray(start * 81, (start + size) * 81));
        exports.fast9Batch(size, limit, maxGuesses);
        solutionsOut.set(solutions.subarray(0, size * 81), start * 81);
        countsOut.set(counts.subarray(0, size), start);
        guessesOut.set(guesses.subarray(0, size), start);
      }
    },
  };
}
