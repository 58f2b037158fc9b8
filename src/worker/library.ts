/**
 * What the worker's dispatch takes from the library at once: the engines' calls, named one by
 * one (an `export *` of the public API would make every module of it reachable, and a bundler
 * splitting code would then put the human-style solver in the worker's first chunk). It
 * registers nothing, so a worker script's own imports decide the engines and builds it carries
 * (./entry.ts: ./builds.ts; the demo page: the browser's). The human-style solver and the
 * generator come from ./library-logic.ts, the batch validators and the backtracking trace from
 * ./library-batch.ts, the steps on variant puzzles from
 * ./library-variant-logic.ts, the TypeScript engines from
 * src/engine/ts-engines.ts, each loaded on the first call that needs them.
 *
 * Owns: that seam and nothing else. The client side (./index.ts and the modules it imports)
 * reaches the library through types only, so a page that imports only the client carries no
 * WebAssembly.
 */
export { countSolutions, isUnique, solve, someSolution, validate } from '../api/single.js';
export type { AnyPuzzle, BatchOptions, PuzzleInput, SolveOptions, Verdict } from '../api/types.js';
export { trueCandidates } from '../api/true-candidates.js';
export { hasWebAssembly } from '../wasm/core.js';
export { initWasm } from '../wasm/init.js';
export { provideTsEngines } from '../engine/registry.js';
export { isVariantInput } from '../api/variant.js';
export type { GridInput as LogicGridInput } from '../logic/solver.js';
