/**
 * The generator's uniqueness check: the variant engine counts a puzzle's solutions to 2 in
 * slices of nodes, pausing (yielding) between slices so that the time budget and the signal
 * are read while a long count runs, and giving up after {@link CHECK_NODES} nodes.
 *
 * Owns: {@link countToTwo} and the node budget of one check. Does not own: what a check
 * decides (./make.ts), the budgets of a whole puzzle (./index.ts), compiling or the search
 * (src/api/variant.ts, src/engine/).
 *
 * Why a node budget (measured, docs/design/variant-engine.md "The generator"): the time of a
 * combination goes into a handful of counts of puzzles with almost no givens left; little
 * killers, the four line families and odd/even, seed 1: 3 of 81 counts took 99.5% of its 7 s
 * (901k, 442k and 112k nodes). No count of a single family's puzzle in seeds 1–10 (9×9) or
 * 1–5 (smaller sizes) passes 7k nodes, so the budget changes none of them.
 */
import { compileProgram, variantText } from '../../api/variant.js';
import { freeVariantSearch, holdVariantSearch } from '../../engine/registry.js';
import type { Work } from '../../generate/work.js';
import type { VariantPuzzle } from '../model.js';

/** Nodes one check may take: past them the count is left unsettled (the caller keeps the given). */
export const CHECK_NODES = 50_000;
/** Nodes between two pauses. */
const SLICE = 2_048;

/**
 * Solutions found, up to 2 (`settled`: the count is the puzzle's; otherwise the node budget ran
 * out first), and the first solution when one was found.
 */
export interface Count {
  count: number;
  settled: boolean;
  solution: string | null;
}

/**
 * Counts the puzzle's solutions to 2 within `nodes` nodes, pausing between slices. The shared
 * search is held while paused, so calls made meanwhile take a search of their own.
 */
export function* countToTwo(puzzle: VariantPuzzle, nodes = CHECK_NODES): Work<Count> {
  const program = compileProgram(puzzle);
  if (program.impossible) return { count: 0, settled: true, solution: null };
  const search = freeVariantSearch();
  const release = holdVariantSearch(search);
  try {
    search.start(program, 2);
    let settled = false;
    for (let left = nodes; left > 0; left -= SLICE) {
      if (search.run(Math.min(left, SLICE)) === 'done') {
        settled = true;
        break;
      }
      yield;
    }
    const cells = new Uint8Array(puzzle.size * puzzle.size);
    return { count: search.count, settled, solution: search.readSolution(cells) ? variantText(cells) : null };
  } finally {
    release();
  }
}
