/**
 * The loaded program's pair relations grouped by relation, for the digit planes (planes.ts):
 * the partners of each cell under one relation as one cell set, so that a digit the relation
 * forbids leaves them all in one AND per plane word (placing a digit, the pair tables); and the
 * one relation of every pair when all pairs share it and are pairs of peers (a non-consecutive
 * puzzle without dots), which lets the pair lock run as an intersection of cell sets
 * (planes.ts, uniformLock). Made once per program by {@link groupPairs}.
 *
 * Owns: these tables. Does not own: the pair lists they are read from (program.ts, the PAIRS
 * section), the frames they act on (planes.ts). The TypeScript twin has no such tables: it
 * walks each cell's pair list (src/engine/variant-ts/planes.ts) and ends every step on the same
 * planes.
 *
 *   cell c's groups: g = GROUP_START[c] … GROUP_START[c + 1] − 1
 *   group g          GROUP_RELATION[g]: the relation id
 *                    GROUP_CELLS[2g], GROUP_CELLS[2g + 1]: its partners, cells 0…63 and 64…80
 */
import { MAX_CELLS } from './layout';
import { C, PAIRS, PEERS, RELATION_COUNT, word } from './program';

export const GROUP_START = new StaticArray<i32>(MAX_CELLS + 1);
export let GROUP_RELATION = new StaticArray<i32>(256);
export let GROUP_CELLS = new StaticArray<u64>(512);
/** While grouping: the group of relation r made last (the current cell's when at or after its first group). */
let GROUP_OF = new StaticArray<i32>(64);

/** The relation every pair has, when all pairs have one and are pairs of peers; −1 otherwise (or with no pairs). */
export let uniformRelation: i32 = -1;

/** Fills the tables of the header from the loaded program's pair lists. */
export function groupPairs(): void {
  const total = (word(PAIRS + C) - word(PAIRS)) >> 1;
  if (GROUP_RELATION.length < total) {
    GROUP_RELATION = new StaticArray<i32>(total);
    GROUP_CELLS = new StaticArray<u64>(2 * total);
  }
  if (GROUP_OF.length < RELATION_COUNT) GROUP_OF = new StaticArray<i32>(RELATION_COUNT);
  for (let r = 0; r < RELATION_COUNT; r++) unchecked((GROUP_OF[r] = -1));
  let uniform = total > 0 ? word(word(PAIRS) + 1) : -1;
  let n = 0;
  for (let c = 0; c < C; c++) {
    const first = n;
    unchecked((GROUP_START[c] = first));
    for (let k = word(PAIRS + c), end = word(PAIRS + c + 1); k < end; k += 2) {
      const x = word(k);
      const rel = word(k + 1);
      // PEERS: three 32-bit words a cell
      const peer = (word(PEERS + 3 * c + (x >> 5)) >>> (x & 31)) & 1;
      if (rel != uniform || peer == 0) uniform = -1;
      let g = unchecked(GROUP_OF[rel]);
      if (g < first) {
        g = n++;
        unchecked((GROUP_OF[rel] = g));
        unchecked((GROUP_RELATION[g] = rel));
        unchecked((GROUP_CELLS[2 * g] = 0));
        unchecked((GROUP_CELLS[2 * g + 1] = 0));
      }
      const at = 2 * g + (x >> 6);
      unchecked((GROUP_CELLS[at] = GROUP_CELLS[at] | ((<u64>1) << (<u64>(x & 63)))));
    }
  }
  unchecked((GROUP_START[C] = n));
  uniformRelation = uniform;
}
