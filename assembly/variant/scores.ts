/**
 * Conflict scores of the variant engine's cells, for the branching choice of both frame kinds
 * (search.ts on masks, planes.ts on digit planes). The twin of the `scores` and `conflicts`
 * fields of src/engine/variant-ts/propagate.ts's Propagator.
 *
 * Owns: the scores, where they start (RULE_PRIORITY per rule watching the cell), what a
 * conflict adds to each cell it names, their halving, and the base every score is raised by in
 * the branching choice. Does not own: which cells a conflict names (propagate.ts, planes.ts).
 */
import { MAX_CELLS } from './layout';
import { C, WATCH, word } from './program';

/** What one conflict adds to the score of each cell blamed. */
export const SCORE_STEP: i32 = 16;
/** Conflicts between two halvings of every score. */
const DECAY_EVERY: i32 = 4096;
/** What each rule watching a cell adds to its starting score (the twin's RULE_PRIORITY). */
const RULE_PRIORITY: i32 = 128;
/** What every cell's score is raised by in the branching choice (the twin's BRANCH_BASE). */
export const BRANCH_BASE: i32 = 64;

/** Conflict scores of the cells. */
export const SCORES = new StaticArray<i32>(MAX_CELLS);
/** Conflicts since the scores last halved. */
let conflicts: i32 = 0;
/** The highest score (the branching choice stops once no cell left to look at can beat its best). */
export let maxScore: i32 = 0;

/** Starts the scores of a new search (after loadProgram): RULE_PRIORITY per rule watching each cell. */
export function resetScores(): void {
  for (let c = 0; c < MAX_CELLS; c++) unchecked((SCORES[c] = 0));
  conflicts = 0;
  maxScore = 0;
  for (let c = 0; c < C; c++) {
    const score = RULE_PRIORITY * (word(WATCH + c + 1) - word(WATCH + c));
    unchecked((SCORES[c] = score));
    if (score > maxScore) maxScore = score;
  }
}

/** Adds one conflict's score to `cell`. */
@inline export function blameCell(cell: i32): void {
  const score = unchecked(SCORES[cell]) + SCORE_STEP;
  unchecked((SCORES[cell] = score));
  if (score > maxScore) maxScore = score;
}

/** Counts a conflict (after its cells are blamed): every score halves every DECAY_EVERY conflicts. */
export function countConflict(): void {
  if (++conflicts == DECAY_EVERY) {
    conflicts = 0;
    for (let c = 0; c < C; c++) unchecked((SCORES[c] = unchecked(SCORES[c]) >> 1));
    maxScore >>= 1;
  }
}
