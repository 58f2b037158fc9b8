/**
 * variant-ts: the variant engine in TypeScript (killer, jigsaw, thermo, kropki … on grids of
 * 4×4 to 9×9), the twin of the WebAssembly variant engine (assembly/variant/). Both
 * read the same compiled program and follow the same steps, so they agree on count, first
 * solution and nodes; the tests hold them to it.
 *
 * Owns: the factory and this overview. The parts:
 *   tables.ts     bit helpers and the cage combinations of each size
 *   program.ts    checking a program and expanding its pair relations to tables
 *   propagate.ts  the queues of cells, houses and rules, to a fixed point
 *   rules.ts      cage, linear sum, renban, sandwich, region-sum handlers
 *   search.ts     frames, branching, nodes, pause and resume
 *
 * The design (a frame of candidate masks copied per guess, rules woken by the cells they
 * watch, the tried digit removed from the parent) follows the published notes of sigh's
 * Interactive Sudoku Solver (summarised in our words in docs/design/variant-engine.md).
 */
import type { VariantSearch } from '../variant-types.js';
import { VariantTsSearch } from './search.js';

export { VariantTsSearch } from './search.js';

/** Creates a TypeScript variant search (`name` 'variant-ts'); reusable across puzzles. */
export function createVariantTsSearch(): VariantSearch {
  return new VariantTsSearch();
}
