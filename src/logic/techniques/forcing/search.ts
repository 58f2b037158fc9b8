/**
 * The forcing searches: which premises are tried, what they conclude, cheapest first.
 *
 * Owns: {@link findContradictions} (a premise that leads to a contradiction is false) and
 * {@link findVerities} (a fact that follows from every premise of an exhaustive set is true:
 * on and off of one candidate, every candidate of a cell, every place of a digit in a house),
 * each as a list of {@link Conclusion}s ranked by cost, one per concluded fact. Does not own:
 * propagation (`engine.ts`), proofs (`proof.ts`), steps and words (`forcing.ts`, `words.ts`).
 *
 * Cost of a conclusion: the sum over its premises of the depth (shortest derivation length)
 * of what it needs; for a contradiction, of the contradicting facts. Ties: contradictions by
 * premise order (candidates in reading order, on before off); verities double, cell, house.
 */
import { popcount, type CandidateGrid } from '../../grid.js';
import { factOf, Implications, Mode } from './engine.js';

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
  if (nesting === 0) return analysisOf(grid, mode, engine).contradictions;
  for (const p of onPremisesByCount(grid)) {
    if (!engine.run(p, mode, nesting)) continue;
    return [{ kind: 'contradiction', premises: [p], target: p ^ 1, cost: costOf(engine) }];
  }
  return [];
}

function costOf(engine: Implications): number {
  let cost = 0;
  for (const f of engine.contradiction) cost += engine.depth(f);
  return cost;
}

/** Facts derived from each premise without contradiction, and the contradictions. */
interface Analysis {
  contradictions: Conclusion[];
  /** Per premise fact: where its facts start in `facts` (−1: not run), how many. */
  start: Int32Array;
  /** Per premise fact: 1 when it led to a contradiction (its facts are those derived before it). */
  contradicted: Uint8Array;
  length: Int32Array;
  facts: Int32Array;
  depths: Uint16Array;
  /** Words of a fact bitset. */
  W: number;
  /** Per premise fact, its facts as a bitset (W words at `bitsAt[p]`; valid where `start[p]` ≥ 0). */
  bitsAt: Int32Array;
  bits: Int32Array;
}

/**
 * The last analysis, kept while the grid's candidates stay the same: the contradiction and
 * the verity technique of one mode share one run of every premise (one entry: bounded).
 */
let last: { grid: CandidateGrid; mode: Mode; stops: boolean; groups: boolean; onsFirst: boolean; oneDigit: boolean; cands: Int32Array; analysis: Analysis } | null = null;

function analysisOf(grid: CandidateGrid, mode: Mode, engine: Implications): Analysis {
  const stops = engine.staticStopsAtEmptied;
  const groups = engine.groupLinks;
  const { onsFirst, oneDigit } = engine;
  if (last !== null && last.grid === grid && last.mode === mode && last.stops === stops && last.groups === groups && last.onsFirst === onsFirst && last.oneDigit === oneDigit && sameCands(last.cands, grid.cands)) return last.analysis;
  const analysis = analyze(grid, mode, engine, last?.analysis ?? null);
  last = { grid, mode, stops, groups, onsFirst, oneDigit, cands: grid.cands.slice(), analysis };
  return analysis;
}

function sameCands(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Runs every premise; `old` (the analysis it replaces, no longer read) lends its arrays. */
function analyze(grid: CandidateGrid, mode: Mode, engine: Implications, old: Analysis | null): Analysis {
  const contradictions: Conclusion[] = [];
  const F = 2 * grid.C * grid.N;
  const reuse = old !== null && old.start.length === F;
  const start = reuse ? old.start.fill(-1) : new Int32Array(F).fill(-1);
  const contradicted = reuse ? old.contradicted.fill(0) : new Uint8Array(F);
  const length = reuse ? old.length : new Int32Array(F);
  let facts = reuse ? old.facts : new Int32Array(1 << 16);
  let depths = reuse ? old.depths : new Uint16Array(1 << 16);
  const premises = premisesOf(grid);
  const W = (F + 31) >>> 5;
  const bitsAt = reuse ? old.bitsAt : new Int32Array(F);
  const bits = reuse && old.bits.length >= premises.length * W ? old.bits.fill(0, 0, premises.length * W) : new Int32Array(premises.length * W);
  let used = 0;
  for (let slot = 0; slot < premises.length; slot++) {
    const p = premises[slot];
    const hit = engine.run(p, mode);
    let k = engine.length;
    if (hit) {
      contradictions.push({ kind: 'contradiction', premises: [p], target: p ^ 1, cost: costOf(engine) });
      contradicted[p] = 1;
      const c = engine.contradiction;
      if (c.length === 2 && engine.order[k - 1] === c[1]) k--; // the fact that contradicted is not kept
    }
    if (used + k > facts.length) {
      const size = 2 * (used + k);
      const f2 = new Int32Array(size);
      f2.set(facts);
      facts = f2;
      const d2 = new Uint16Array(size);
      d2.set(depths);
      depths = d2;
    }
    const at = slot * W;
    for (let i = 0; i < k; i++) {
      const f = engine.order[i];
      facts[used + i] = f;
      depths[used + i] = engine.depth(f);
      bits[at + (f >>> 5)] |= 1 << (f & 31);
    }
    bitsAt[p] = at;
    start[p] = used;
    length[p] = k;
    used += k;
  }
  contradictions.sort((a, b) => a.cost - b.cost);
  return { contradictions, start, contradicted, length, facts, depths, W, bitsAt, bits };
}

/**
 * True when some fact follows from every one of the premises (each run without contradiction):
 * each fact of the shortest list is looked up in the others' bitsets.
 */
function shareAFact(table: Analysis, premises: readonly number[]): boolean {
  const { bits, bitsAt, start, length, facts } = table;
  let shortest = premises[0];
  for (const p of premises) if (length[p] < length[shortest]) shortest = p;
  for (let j = start[shortest], end = j + length[shortest]; j < end; j++) {
    const f = facts[j];
    const word = f >>> 5;
    const bit = 1 << (f & 31);
    let all = true;
    for (let i = 0; i < premises.length && all; i++) all = (bits[bitsAt[premises[i]] + word] & bit) !== 0;
    if (all) return true;
  }
  return false;
}

/** The marks of {@link findVerities}, kept from call to call (a group number tells this call's marks from older ones). */
let scratch = { mark: new Int32Array(0), count: new Int32Array(0), cost: new Int32Array(0), group: 0 };

/**
 * Which exhaustive premise sets a verity search tries: called with the kind and the premises
 * (a `double`'s on and off; a `cell`'s or `house`'s ons, in the cell's digit order or the house's
 * cell order); false skips the set. Every set is tried when none is given.
 */
export type VerityFilter = (kind: 'double' | 'cell' | 'house', premises: readonly number[]) => boolean;

/**
 * Every fact that follows from all premises of an exhaustive set under `mode`, one conclusion
 * per fact (the cheapest), cheapest first.
 * @param accept which premise sets are tried (all by default)
 * @param partial a premise that led to a contradiction counts too, with the facts derived
 *   before it (SE's chaining keeps them); else such a premise spoils its sets
 * @param everySet one conclusion per premise set and fact instead of per fact (a proof's size
 *   is not its cost: the cheapest set is not always the smallest proof)
 */
export function findVerities(grid: CandidateGrid, mode: Mode, engine: Implications, accept?: VerityFilter, partial = false, everySet = false): Conclusion[] {
  const { N, C } = grid;
  const table = analysisOf(grid, mode, engine);
  const F = 2 * C * N;
  if (scratch.mark.length !== F) scratch = { mark: new Int32Array(F), count: new Int32Array(F), cost: new Int32Array(F), group: 0 };
  const { mark, count, cost } = scratch;
  const best = new Map<number, Conclusion>();
  const every: Conclusion[] = [];
  let group = scratch.group;
  const intersect = (kind: 'double' | 'cell' | 'house', premises: number[], make: (target: number, cost: number) => Conclusion): void => {
    if (accept !== undefined && !accept(kind, premises)) return;
    for (const p of premises) if (table.start[p] < 0 || (table.contradicted[p] === 1 && !partial)) return;
    if (!shareAFact(table, premises)) return; // the usual case: a word-wise test
    group++;
    for (let i = 0; i < premises.length; i++) {
      const at = table.start[premises[i]];
      const end = at + table.length[premises[i]];
      for (let j = at; j < end; j++) {
        const f = table.facts[j];
        if (i === 0) {
          mark[f] = group;
          count[f] = 1;
          cost[f] = table.depths[j];
        } else if (mark[f] === group && count[f] === i) {
          count[f]++;
          cost[f] += table.depths[j];
        }
      }
    }
    const at = table.start[premises[0]];
    const end = at + table.length[premises[0]];
    for (let j = at; j < end; j++) {
      const f = table.facts[j];
      if (count[f] !== premises.length || mark[f] !== group) continue;
      if (everySet) {
        every.push(make(f, cost[f]));
        continue;
      }
      const old = best.get(f);
      if (old === undefined || cost[f] < old.cost) best.set(f, make(f, cost[f]));
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
  scratch.group = group;
  const order = { contradiction: 0, double: 1, cell: 2, house: 3 };
  return (everySet ? every : [...best.values()]).sort((a, b) => a.cost - b.cost || order[a.kind] - order[b.kind] || a.target - b.target);
}
