/**
 * The contract of the general-size engines (every box size n = 2…8: boards n²×n², 4×4 to 64×64):
 * Dancing Links (exact cover) and bitmask backtracking, each in WebAssembly and in TypeScript.
 *
 * Owns: the {@link GeneralSearch} interface and the meaning of its numbers. Does not own:
 * parsing (src/text/), the 9×9 engine (types.ts), engine choice (registry).
 *
 * A board of box size n has side N = n², N² cells in reading order, values 0 (empty) or 1…N.
 * Searches are resumable: {@link GeneralSearch.run} does at most `maxNodes` more nodes and can be
 * called again, so callers can enforce node and time budgets and honour an AbortSignal between
 * slices without the engine knowing about either.
 */

/** Smallest and largest supported box size. */
export const MIN_BOX = 2;
export const MAX_BOX = 8;

/**
 * The general engines.
 * @category Setup and engines
 */
export type GeneralEngineKind = 'bitmask' | 'dlx';

/**
 * Where a search stands after {@link GeneralSearch.run}.
 * @category Setup and engines
 */
export type SearchState = 'done' | 'paused';

/**
 * One reusable search. Not re-entrant: one puzzle at a time per instance; `start` abandons any
 * search in progress.
 *
 * Counting rules, the same for every implementation of a kind (so twins can be compared):
 * - `count`: solutions found so far, never more than `limit`; the search is `done` when it has
 *   found `limit` solutions or explored everything.
 * - `nodes` (bitmask): candidates tried at branching cells (each digit tried on the chosen cell
 *   counts one), i.e. the same as the 9×9 engine's guesses. Propagation is naked and hidden
 *   singles to a fixed point; the branching cell is the first unsolved cell (reading order) with
 *   the fewest candidates; digits are tried ascending.
 * - `nodes` (dlx): options tried at search levels (each time Algorithm X selects an option
 *   row, it counts one). Givens are covered before the search and do not count. The item chosen
 *   scans the active items in item order (cell items, then row-digit, column-digit, box-digit
 *   items) and takes the first with the fewest options left (Knuth's MRV); an item with none
 *   ends the branch without a node; its options are tried top to bottom (ascending digit or cell).
 * @category Setup and engines
 */
export interface GeneralSearch {
  /** Stable identifier, e.g. `bitmask-wasm`, `dlx-ts`. */
  readonly name: string;
  /** The method: bitmask backtracking or Dancing Links. */
  readonly kind: GeneralEngineKind;
  /**
   * Loads a puzzle: `cells` holds N² values (0 empty, 1…N given; anything else is a caller
   * bug and may be treated as empty). `candidates`, when given, restricts each cell further:
   * 2 × N² words, (low 32 bits, high 32 bits) of a mask whose bit d-1 allows digit d.
   * Conflicting givens are not an error: the search then finds 0 solutions.
   * @throws {RangeError} when n is outside 2…8 or an array is too short.
   */
  start(n: number, cells: Uint8Array, limit: number, candidates?: Uint32Array): void;
  /** Runs at most `maxNodes` (≥ 1) more nodes; 'paused' means it can be resumed by calling again. */
  run(maxNodes: number): SearchState;
  /** Solutions found so far (≤ limit). */
  readonly count: number;
  /** Nodes so far (see above). */
  readonly nodes: number;
  /** Writes the first solution found into `out` (N² values 1…N); false if none was found yet. */
  readSolution(out: Uint8Array): boolean;
}
