/**
 * An optional pre-pass of simple rules run before either general engine: it narrows each
 * cell's candidates and places forced digits, so that the search starts from a smaller board.
 *
 * Owns: {@link prepass}, its result type and the order of the rules. The parts:
 *   masks.ts   the two-word candidate mask and its helpers
 *   units.ts   rows, columns and boxes of each box size as cell lists
 *   rules.ts   one method per rule over reused typed arrays
 * Does not own: the search (src/engine/), the choice to run it (the API's `{ prepass: true }`).
 *
 * Rules (textbook Sudoku techniques; code written for this project):
 *   naked single   a cell with one candidate d is placed; d leaves its row, column and box
 *   hidden single  a digit with one place left in a row, column or box is placed there
 *   naked pair     two cells of a unit whose candidates together are two digits: those digits
 *                  leave the unit's other cells
 *   naked triple   the same with three cells and three digits (each cell may have 2 or 3)
 *   contradiction  a cell with no candidate; a unit where a digit has no place; a digit placed
 *                  twice in a unit (found as the second cell emptied by the first)
 *
 * Order, one round:  hidden singles over every unit (naked singles propagated after each)
 *                    → placed anything? next round
 *                    → naked pairs over every unit → removed anything? next round
 *                    → naked triples over every unit → removed anything? next round
 *                    → otherwise stop (the fixed point; `rounds` counts this last round too).
 * Simple rules first: pairs and triples only look at a board on which the singles are done.
 * The rules only remove candidates that no solution can use, and each stays true as masks
 * shrink, so the fixed point does not depend on the order, and running the pre-pass on its
 * own output changes nothing.
 *
 * Mask layout (`candidates`, the engines' `start(n, cells, limit, candidates)` argument):
 *
 *   cell i →  candidates[2i] = lo  ┌ bit 31 … bit 0 ┐   candidates[2i+1] = hi  ┌ bit 31 … bit 0 ┐
 *                                  │ d=32   … d=1   │                          │ d=64   … d=33  │
 *                                  └────────────────┘                          └────────────────┘
 *
 * Cost (N = n² digits, C = N² cells): the propagation of each placement scans its three units,
 * 3N cells, so at most 3N·C word operations per run. A round's hidden singles pass reads every
 * unit once, 3C mask reads. Pairs test every pair of unsolved cells with ≤ 2 candidates in a
 * unit, triples every triple with ≤ 3: O(p²), O(p³) per unit for p such cells (p ≤ N; at most
 * 3N·N³/6 tests per round on a full 64×64 board, in practice far fewer). Rounds are bounded by
 * the changes + 1. Memory: the output arrays, plus per box size a queue, a flag per cell and a
 * unit-sized scratch list, allocated once and reused.
 *
 * measured: (every puzzle of each set, count to 2, search started from the output cells and
 * candidates; Node 20, AMD EPYC, src bundled with esbuild; test/prepass/measure.test.ts prints
 * the same table under vitest, where every time is ~1.5-2× higher)
 *
 *   set (puzzles)              engine       nodes/puzzle          search µs/puzzle   prepass µs
 *   forum_hardest_1106 (375)   bitmask-ts    744.8 →  744.8 (0%)  2473 → 2443        16
 *                              dlx-ts       7310.5 → 7310.0 (0%)  3073 → 3006
 *   magictour_top1465 (1465)   bitmask-ts     91.8 →   71.3 (-22%)  323 →  239       28
 *                              dlx-ts        830.3 →  672.0 (-19%)  413 →  305
 *
 *   forum_hardest: 0.51 placements (all hidden singles), no pair or triple: those puzzles are
 *   chosen to resist simple rules, so the pre-pass only costs (~0.5% of the search).
 *   magictour: 5.69 placements (1.96 naked, 3.73 hidden), 7.53 candidates removed by 0.75
 *   pairs and 0.84 triples, 3.42 rounds, 31 of 1465 solved outright; the search saves ~85 µs
 *   (bitmask) and ~110 µs (dlx) per puzzle for 28 µs spent.
 *   Did not pay off: testing a peer's bits before calling remove() in the naked-single loop
 *   (no measurable change; the simpler loop stays).
 */
import { RuleBoard, type StepCounts } from './rules.js';
import { geometryOf } from '../board/geometry.js';

export type { StepCounts } from './rules.js';

/** What {@link prepass} found. */
export interface PrepassResult {
  /**
   * True when the rules proved the puzzle has no solution. `cells` and `candidates` then hold
   * the state at the moment it was found (still sound: an engine given them finds 0 solutions).
   */
  contradiction: boolean;
  /** N² values: the givens plus every placement (0 where still open). */
  cells: Uint8Array;
  /** 2 words per cell, (lo, hi), bit d-1 = digit d allowed; a placed cell holds only its digit. */
  candidates: Uint32Array;
  /** Cells placed by the pre-pass (not counting givens): nakedSingles + hiddenSingles. */
  placed: number;
  /**
   * Candidate bits removed beyond what placements imply, i.e. by naked pairs and triples
   * (bits later removed again by a placement are not counted twice).
   */
  eliminated: number;
  /** Rounds of the rule list run, the last one being the round that changed nothing. */
  rounds: number;
  /** How often each rule fired. */
  steps: StepCounts;
}

const boards: (RuleBoard | undefined)[] = [];

/**
 * Runs the rules to a fixed point on a board of box size n (N = n², N² cells, reading order).
 * Give the engines both outputs, `search.start(n, result.cells, limit, result.candidates)`:
 * the original cells with `result.candidates` give the same count and solution, but the DLX
 * engine then counts each placed cell as a node.
 * @param cells N² values, 0 (empty) or 1…N; not modified
 * @param candidates optional further restriction, 2 words per cell as in the result (so the
 *   output of one run can be fed back in)
 * @throws {RangeError} when n is not an integer in 2…8, an array is too short, or a value
 *   is outside 0…N
 * @throws {TypeError} when `cells` is not a Uint8Array or `candidates` not a Uint32Array
 */
export function prepass(n: number, cells: Uint8Array, candidates?: Uint32Array): PrepassResult {
  if (!Number.isInteger(n) || n < 2 || n > 8) throw new RangeError(`box size: expected an integer 2…8, got ${n}`);
  if (!(cells instanceof Uint8Array)) throw new TypeError(`cells: expected a Uint8Array, got ${typeName(cells)}`);
  const N = n * n;
  const C = N * N;
  if (cells.length < C) throw new RangeError(`cells: expected ${C} values, got ${cells.length}`);
  if (candidates !== undefined) {
    if (!(candidates instanceof Uint32Array)) {
      throw new TypeError(`candidates: expected a Uint32Array, got ${typeName(candidates)}`);
    }
    if (candidates.length < 2 * C) throw new RangeError(`candidates: expected ${2 * C} words, got ${candidates.length}`);
  }
  for (let i = 0; i < C; i++) {
    if (cells[i] > N) throw new RangeError(`cells: expected values 0…${N}, got ${cells[i]} at cell ${i}`);
  }

  const out = cells.slice(0, C);
  const outCandidates = new Uint32Array(2 * C);
  const board = (boards[n] ??= new RuleBoard(geometryOf(n)));
  let ok = board.load(out, new Int32Array(outCandidates.buffer), candidates);
  let rounds = 0;
  while (ok) {
    rounds++;
    if (!(ok = board.nakedSingles())) break;
    const before = board.progress();
    if (!(ok = board.hiddenSingles())) break;
    if (board.progress() !== before) continue;
    if (!(ok = board.nakedSubsets(2))) break;
    if (board.progress() !== before) continue;
    if (!(ok = board.nakedSubsets(3))) break;
    if (board.progress() !== before) continue;
    break;
  }
  const steps = { ...board.steps };
  return {
    contradiction: !ok,
    cells: out,
    candidates: outCandidates,
    placed: steps.nakedSingles + steps.hiddenSingles,
    eliminated: board.eliminated,
    rounds,
    steps,
  };
}

function typeName(x: unknown): string {
  return x === null ? 'null' : typeof x === 'object' ? (x.constructor?.name ?? 'object') : typeof x;
}
