/**
 * Conflict scores of the variant engine's cells, for the branching choice of both frame kinds
 * (search.ts on masks, planes.ts on digit planes). The twin of the `scores` and `conflicts`
 * fields of src/engine/variant-ts/propagate.ts's Propagator.
 *
 * Owns: the scores, where they start (from the cell's rules, pair relations and peers), what
 * a conflict adds to each cell it names, their halving, and the base every score is raised by
 * in the branching choice. Does not own: which cells a conflict names (propagate.ts, planes.ts).
 */
import { MAX_CELLS } from './layout';
import { C, PAIRS, PEERS, WATCH, word } from './program';
import { i32At, setI32At } from '../memory';

/** What one conflict adds to the score of each cell blamed. */
export const SCORE_STEP: i32 = 16;
/** Conflicts between two halvings of every score. */
const DECAY_EVERY: i32 = 4096;
/** What each rule watching a cell adds to its starting score (the twin's RULE_PRIORITY). */
const RULE_PRIORITY: i32 = 128;
/** What each pair relation of a cell adds to its starting score (the twin's PAIR_PRIORITY). */
const PAIR_PRIORITY: i32 = 32;
/** What each peer beyond the fewest of any cell adds to its starting score (the twin's PEER_PRIORITY). */
const PEER_PRIORITY: i32 = 64;
/** What every cell's score is raised by in the branching choice (the twin's BRANCH_BASE). */
export const BRANCH_BASE: i32 = 64;

/** Conflict scores of the cells. */
export const SCORES: usize = memory.data(MAX_CELLS * 4, 16);
/** Conflicts since the scores last halved. */
let conflicts: i32 = 0;
/** The highest score (the branching choice stops once no cell left to look at can beat its best). */
export let maxScore: i32 = 0;

/**
 * Starts the scores of a new search (after loadProgram): RULE_PRIORITY per rule watching each
 * cell, PAIR_PRIORITY per pair relation it is in (two words each in the PAIRS lists) and
 * PEER_PRIORITY per peer beyond the fewest peers of any cell.
 */
export function resetScores(): void {
  for (let c = 0; c < MAX_CELLS; c++) setI32At(SCORES, c, 0);
  conflicts = 0;
  maxScore = 0;
  let fewestPeers = C;
  for (let c = 0; c < C; c++) {
    const at = PEERS + 3 * c;
    const peers = <i32>(popcnt(word(at)) + popcnt(word(at + 1)) + popcnt(word(at + 2)));
    setI32At(SCORES, c, peers);
    if (peers < fewestPeers) fewestPeers = peers;
  }
  for (let c = 0; c < C; c++) {
    const rules = word(WATCH + c + 1) - word(WATCH + c);
    const pairs = (word(PAIRS + c + 1) - word(PAIRS + c)) >> 1;
    const extraPeers = i32At(SCORES, c) - fewestPeers;
    const score = RULE_PRIORITY * rules + PAIR_PRIORITY * pairs + PEER_PRIORITY * extraPeers;
    setI32At(SCORES, c, score);
    if (score > maxScore) maxScore = score;
  }
}

/** Adds one conflict's score to `cell`. */
@inline export function blameCell(cell: i32): void {
  const score = i32At(SCORES, cell) + SCORE_STEP;
  setI32At(SCORES, cell, score);
  if (score > maxScore) maxScore = score;
}

/** Counts a conflict (after its cells are blamed): every score halves every DECAY_EVERY conflicts. */
export function countConflict(): void {
  if (++conflicts == DECAY_EVERY) {
    conflicts = 0;
    for (let c = 0; c < C; c++) setI32At(SCORES, c, i32At(SCORES, c) >> 1);
    maxScore >>= 1;
  }
}
