/**
 * SE's chain-length modifier: what a chain's size adds to its technique's base difficulty.
 *
 * Owns: {@link lengthModifier}. Does not own what a chain's size is (its node count, counted by
 * the chain's finder: `chains.ts` here, the forcing engine's `proof.nodes` for forcing chains).
 *
 * As the forum write-ups of serate describe it: take the chain's length as its node count minus
 * 2; nothing is added up to length 4; each time the length passes the next ceiling 0.1 is added,
 * the ceilings growing alternately by ×3/2 and ×4/3 (integer steps):
 *
 *   ceiling   4    6    8    12   16   24   32   48   64   96   128  192 …
 *   length    ≤4   5–6  7–8  9–12 13–16 17–24 25–32 33–48 49–64 …
 *   added     0    0.1  0.2  0.3  0.4  0.5  0.6  0.7  0.8  …
 */
import { showNumber } from '../../api/options.js';
import { serializable } from '../../api/error-json.js';

/**
 * What SE adds to a chain's base difficulty for a chain of `nodes` nodes (candidates counted
 * with their state: a loop's start counts at both ends).
 * @throws {RangeError} when `nodes` is not a non-negative integer
 * @category Hints, steps and rating
 */
export function lengthModifier(nodes: number): number {
  if (!Number.isInteger(nodes) || nodes < 0) throw serializable(new RangeError(`sudoku-wasm: seLengthModifier: nodes: expected a node count (integer ≥ 0), got ${showNumber(nodes)}`));
  const length = nodes - 2;
  let ceiling = 4;
  let tenthsAdded = 0;
  for (let odd = false; length > ceiling; odd = !odd) {
    tenthsAdded++;
    ceiling = odd ? Math.floor((ceiling * 4) / 3) : Math.floor((ceiling * 3) / 2);
  }
  return tenthsAdded / 10;
}
