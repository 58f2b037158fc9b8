/**
 * The contract of the variant engine (killer, jigsaw, thermo, kropki … on grids of 4×4 to
 * 9×9), in WebAssembly and in TypeScript.
 *
 * Owns: the {@link VariantSearch} interface and the meaning of its numbers. Does not own: the
 * model (src/variant/model.ts), compiling a model into a {@link VariantProgram}
 * (src/variant/compile/), the searches (assembly/variant/, ./variant-ts/) or engine choice
 * (./registry.ts).
 *
 * A program is compiled once per puzzle from a checked model; both searches read the same
 * program, so they agree on answers and node counts. Searches are resumable, as the general
 * engines are: {@link VariantSearch.run} does at most `maxNodes` more nodes and can be called
 * again, so callers enforce node and time budgets and an AbortSignal between slices.
 */
import type { SearchState } from './general-types.js';

/**
 * A variant puzzle compiled for the engines: flat integer tables, built once per puzzle (the
 * layout is documented in src/variant/compile/program.ts, the one place that writes it).
 */
export interface VariantProgram {
  /** Side N of the grid (4 … 9). */
  readonly size: number;
  /** The tables, in the layout the compiler documents. */
  readonly words: Int32Array;
  /** True when compiling already proved that the puzzle has no solution (an impossible sum, say). */
  readonly impossible: boolean;
}

/**
 * One reusable variant search. Not re-entrant: one puzzle at a time per instance; `start`
 * abandons any search in progress.
 *
 * Counting rules, the same for both implementations (so the twins can be compared):
 * - `count`: solutions found so far, never more than `limit`; the search is `done` when it has
 *   found `limit` solutions or explored everything.
 * - `nodes`: candidates tried at branching cells (each digit tried on the chosen cell counts
 *   one), as the other engines count guesses.
 */
export interface VariantSearch {
  /** Stable identifier: `variant-wasm` or `variant-ts`. */
  readonly name: string;
  /**
   * Loads a compiled puzzle and a solution limit (≥ 1); with `union`, the search also keeps the
   * union of every solution it finds ({@link readUnion}).
   */
  start(program: VariantProgram, limit: number, union?: boolean): void;
  /** Runs at most `maxNodes` (≥ 1) more nodes; 'paused' means it can be resumed by calling again. */
  run(maxNodes: number): SearchState;
  /** Solutions found so far (≤ limit). */
  readonly count: number;
  /** Nodes so far (see above). */
  readonly nodes: number;
  /** Writes the first solution found into `out` (N² values 1…N); false if none was found yet. */
  readSolution(out: Uint8Array): boolean;
  /**
   * Writes the union of the solutions found so far into `out` (N² cells: bit d − 1 set when
   * one of them puts d in the cell; all 0 before the first); false when `start` was not asked
   * for it.
   */
  readUnion(out: Uint16Array): boolean;
}
