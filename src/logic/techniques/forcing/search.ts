/**
 * The forcing searches: which premises are tried, what they conclude, cheapest first.
 *
 * Owns: {@link findContradictions} (a premise that leads to a contradiction is false) and
 * {@link findVerities} (a fact that follows from every premise of an exhaustive set is true:
 * on and off of one candidate, every candidate of a cell, every place of a digit in a house),
 * each as a list of {@link Conclusion}s ranked by cost, one per concluded fact, and
 * {@link eachContradiction} (the contradictions in HoDoKu's step order, lazily). Does not own:
 * propagation (`engine.ts`), the runs kept from grid to grid (`premise-runs.ts`), proofs
 * (`proof.ts`), steps and words (`forcing.ts`, `words.ts`).
 *
 * Cost of a conclusion: the sum over its premises of the depth (shortest derivation length)
 * of what it needs; for a contradiction, of the contradicting facts. Ties: contradictions by
 * premise order (candidates in reading order, on before off); verities double, cell, house.
 */
import { popcount, type CandidateGrid } from '../../grid.js';
import { factOf, Implications, Mode } from './engine.js';
import { premiseRuns, type PremiseRuns } from './premise-runs.js';

/** What a search found: the premises, the fact concluded, its kind and cost. */
export interface Conclusion {
  kind: 'contradiction' | 'double' | 'cell' | 'house';
  /** Premise facts (see `engine.ts` for the encoding). */
  premises: number[];
  /** The concluded fact: on = a placement, off = an elimination. */
  target: number;
  cost: number;
  /** The cell of a `cell` conclusion, the unit of a `house` one. */
  cell?: number;
  unit?: number;
}

/** Every candidate of the grid's empty cells as a fact list: on(x) then off(x), reading order. */
function premisesOf(grid: CandidateGrid): number[] {
  const out: number[] = [];
  const { N } = grid;
  for (let cell = 0; cell < grid.C; cell++) {
    for (let m = grid.cands[cell]; m !== 0; m &= m - 1) {
      const d = 32 - Math.clz32(m & -m);
      out.push(factOf(cell, d, true, N), factOf(cell, d, false, N));
    }
  }
  return out;
}

/**
 * The "on" premises of the grid's candidates, cells with fewest candidates first (then reading
 * order): where a nested search finds a contradiction soonest.
 */
function onPremisesByCount(grid: CandidateGrid): number[] {
  const out: number[] = [];
  for (let k = 2; k <= grid.N; k++) {
    for (let cell = 0; cell < grid.C; cell++) {
      const m = grid.cands[cell];
      if (popcount(m) !== k) continue;
      for (let r = m; r !== 0; r &= r - 1) out.push(factOf(cell, 32 - Math.clz32(r & -r), true, grid.N));
    }
  }
  return out;
}

/**
 * Every premise that leads to a contradiction under `mode`; the conclusion is its negation.
 * One conclusion per fact, cheapest first. Nested searches (nesting > 0) are too costly to
 * rank: they try "on" premises only, cells with fewest candidates first, and stop at the
 * first contradiction.
 */
export function findContradictions(grid: CandidateGrid, mode: Mode, engine: Implications, nesting = 0): Conclusion[] {
  if (nesting === 0) {
    const table = everyRun(grid, mode, engine);
    const contradictions: Conclusion[] = [];
    for (const p of premisesOf(grid)) {
      if (table.hit[p] === 1) contradictions.push({ kind: 'contradiction', premises: [p], target: p ^ 1, cost: table.cost[p] });
    }
    return contradictions.sort((a, b) => a.cost - b.cost); // stable: ties in premise order
  }
  for (const p of onPremisesByCount(grid)) {
    if (!engine.run(p, mode, nesting)) continue;
    return [{ kind: 'contradiction', premises: [p], target: p ^ 1, cost: engine.contradictionCost() }];
  }
  return [];
}

/**
 * Every premise's run under `mode` (kept from earlier grids where still valid, see
 * `premise-runs.ts`), made where not kept.
 */
function everyRun(grid: CandidateGrid, mode: Mode, engine: Implications): PremiseRuns {
  const table = premiseRuns(grid, mode, engine);
  for (const p of premisesOf(grid)) table.ensure(p, engine);
  return table;
}

/**
 * The contradictions of `mode` (nesting 0) in HoDoKu's order of forcing steps, each handed to
 * `visit` until it returns true: premises off(x) first (their conclusions place a digit), then
 * on(x), each by candidate. Premises are run only as far as needed. True when `visit` was.
 */
export function eachContradiction(grid: CandidateGrid, mode: Mode, engine: Implications, visit: (c: Conclusion) => boolean): boolean {
  const table = premiseRuns(grid, mode, engine);
  const { N } = grid;
  for (const on of [false, true]) {
    for (let cell = 0; cell < grid.C; cell++) {
      for (let m = grid.cands[cell]; m !== 0; m &= m - 1) {
        const p = factOf(cell, 32 - Math.clz32(m & -m), on, N);
        table.ensure(p, engine);
        if (table.hit[p] === 1 && visit({ kind: 'contradiction', premises: [p], target: p ^ 1, cost: table.cost[p] })) return true;
      }
    }
  }
  return false;
}

/** The scratch of {@link findVerities}, kept from call to call: the facts common to a set's runs, the sum of their depths. */
let scratch = { common: new Int32Array(0), cost: new Int32Array(0) };

/**
 * Which exhaustive premise sets a verity search tries: called with the kind and the premises
 * (a `double`'s on and off; a `cell`'s or `house`'s ons, in the cell's digit order or the house's
 * cell order); false skips the set. Every set is tried when none is given.
 */
export type VerityFilter = (kind: 'double' | 'cell' | 'house', premises: readonly number[]) => boolean;

/**
 * Every fact that follows from all premises of an exhaustive set under `mode`, one conclusion
 * per fact (the cheapest), cheapest first. The common facts are a word-wise test of the kept
 * runs; only a set that has one (rare) runs its premises again, for the depths.
 * @param accept which premise sets are tried (all by default)
 * @param partial a premise that led to a contradiction counts too, with the facts derived
 *   before it (SE's chaining keeps them); else such a premise spoils its sets
 * @param everySet one conclusion per premise set and fact instead of per fact (a proof's size
 *   is not its cost: the cheapest set is not always the smallest proof)
 */
export function findVerities(grid: CandidateGrid, mode: Mode, engine: Implications, accept?: VerityFilter, partial = false, everySet = false): Conclusion[] {
  const { N, C } = grid;
  const table = everyRun(grid, mode, engine);
  const F = 2 * C * N;
  if (scratch.cost.length !== F) scratch = { common: new Int32Array(table.W), cost: new Int32Array(F) };
  const { common, cost } = scratch;
  const best = new Map<number, Conclusion>();
  const every: Conclusion[] = [];
  const intersect = (kind: 'double' | 'cell' | 'house', premises: number[], make: (target: number, cost: number) => Conclusion): void => {
    if (accept !== undefined && !accept(kind, premises)) return;
    if (!partial) for (const p of premises) if (table.hit[p] === 1) return;
    if (!table.common(premises, common)) return; // the usual case
    for (let w = 0; w < common.length; w++) for (let m = common[w]; m !== 0; m &= m - 1) cost[32 * w + 31 - Math.clz32(m & -m)] = 0;
    for (const p of premises) {
      engine.run(p, mode);
      for (let w = 0; w < common.length; w++) for (let m = common[w]; m !== 0; m &= m - 1) {
        const f = 32 * w + 31 - Math.clz32(m & -m);
        cost[f] += engine.depth(f);
      }
    }
    for (let w = 0; w < common.length; w++) {
      for (let m = common[w]; m !== 0; m &= m - 1) {
        const f = 32 * w + 31 - Math.clz32(m & -m);
        if (everySet) {
          every.push(make(f, cost[f]));
          continue;
        }
        const old = best.get(f);
        if (old === undefined || cost[f] < old.cost) best.set(f, make(f, cost[f]));
      }
    }
  };
  for (let cell = 0; cell < C; cell++) {
    for (let m = grid.cands[cell]; m !== 0; m &= m - 1) {
      const d = 32 - Math.clz32(m & -m);
      const on = factOf(cell, d, true, N);
      intersect('double', [on, on ^ 1], (target, c) => ({ kind: 'double', premises: [on, on ^ 1], target, cost: c }));
    }
  }
  for (let cell = 0; cell < C; cell++) {
    const m = grid.cands[cell];
    if ((m & (m - 1)) === 0) continue; // empty or filled cells, and naked singles
    const premises: number[] = [];
    for (let r = m; r !== 0; r &= r - 1) premises.push(factOf(cell, 32 - Math.clz32(r & -r), true, N));
    intersect('cell', premises, (target, c) => ({ kind: 'cell', premises, target, cost: c, cell }));
  }
  for (let u = 0; u < 3 * N; u++) {
    const cells = grid.unitCells(u);
    for (let d = 1; d <= N; d++) {
      const premises: number[] = [];
      for (const c of cells) if (grid.has(c, d)) premises.push(factOf(c, d, true, N));
      if (premises.length >= 2) intersect('house', premises, (target, c) => ({ kind: 'house', premises, target, cost: c, unit: u }));
    }
  }
  const order = { contradiction: 0, double: 1, cell: 2, house: 3 };
  return (everySet ? every : [...best.values()]).sort((a, b) => a.cost - b.cost || order[a.kind] - order[b.kind] || a.target - b.target);
}
