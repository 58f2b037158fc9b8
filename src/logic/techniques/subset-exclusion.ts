/**
 * Chain and pile exclusion: every naked and hidden subset of a house at once, of any size, by
 * matching cells to digits.
 *
 * Owns: {@link subsetExclusion}, on every board size. It removes, in each house, exactly the
 * candidates that no complete filling of the house can use, and names what it removes as the
 * classic subsets (naked quintuple, hidden sextuple, …) that justify it.
 *
 * The graph of one house: its m empty cells on one side, its m missing digits on the other, an
 * edge (cell, digit) for each candidate. A filling of the house is a perfect matching of this
 * graph, and a candidate can be kept iff some perfect matching uses its edge. Régin's filtering of
 * the all-different constraint (J.-C. Régin, "A filtering algorithm for constraints of difference
 * in CSPs", AAAI 1994) finds those edges from ONE perfect matching M:
 *
 *   1. M: a perfect matching (augmenting paths, Kuhn; m ≤ 25). None → the house is broken, skip.
 *   2. Orient every edge: matched ones digit → cell, the others cell → digit. Merging each cell
 *      with its matched digit gives a graph on cells:  a → b  ⇔  a has the digit matched to b.
 *   3. An unmatched edge (a, d), with d matched to b, lies on an alternating cycle (so some other
 *      perfect matching uses it) iff a and b are in one strongly connected component, i.e. b
 *      reaches a. (Régin's third case, an alternating path from a free vertex, cannot occur with a
 *      perfect matching.) Every other unmatched edge is removed.
 *
 *      cells      a [1 2 3]   b [1 2]   c [1 2]        M: a–3, b–1, c–2
 *      graph      a → b, a → c, b ⇄ c                  b and c do not reach a
 *      removed    1 and 2 from a: {b, c} is a naked pair
 *
 * Why a removal holds, in the classic words: if b does not reach a, the set R of cells b reaches
 * is closed (their candidates are the |R| digits matched to R): a naked subset, and a ∉ R. Dually
 * the set A of cells that reach a holds the only places of the |A| digits matched to A: a hidden
 * subset, with d not among its digits. Each removal is named by the smaller of R(b) and A(a)
 * (naked on a tie), and one step is made per house and subset, with all the removals it was
 * chosen for. The sets are read from reachability bitmasks (m ≤ 25 cells: one int each).
 *
 * Speed: the finder runs after every step of a rating, so a house whose cell graph is strongly
 * connected (nothing to remove: the usual case) is dismissed after one matching and two
 * bitmask sweeps.
 */
import { digitsOf, lowestDigit, popcount, type CandidateGrid } from '../grid.js';
import { makeStep } from '../step.js';
import type { Candidate, Highlight, Step, StepSink, Technique } from '../types.js';
import { cellList, digitList, digitSet, removalPhrase, unitHouse, unitName } from '../words.js';

/** Chain and Pile Exclusion: naked and hidden subsets of any size, found by matching cells to digits. */
export const subsetExclusion: Technique = {
  id: 'subset-exclusion',
  name: 'Chain and Pile Exclusion',
  code: '',
  score: 200,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    for (let u = 0; u < 3 * grid.N; u++) if (findInHouse(this, grid, u, sink)) return true;
    return false;
  },
};

// Scratch for one house, indexed by local cell i (0…m-1) or by digit bit (0…N-1); N ≤ 25.
/** Board cell of local cell i. */
const CELL = new Int32Array(32);
/** Candidate mask of local cell i. */
const MASK = new Int32Array(32);
/** Local cell matched to digit bit d, or -1. */
const MATCH_CELL = new Int32Array(32);
/** Digit bit matched to local cell i, or -1. */
const MATCH_DIGIT = new Int32Array(32);
/** Cell graph: bit j of ADJ[i] ⇔ cell i has the digit matched to cell j. */
const ADJ = new Int32Array(32);
/** The reverse graph. */
const RADJ = new Int32Array(32);
/** Cells reachable from cell i (i included). */
const REACH = new Int32Array(32);
/** Digit bits tried by the current augmenting search. */
let visited = 0;

/** Finds a perfect matching of the house's m cells into their digits; false when there is none. */
function perfectMatching(m: number): boolean {
  MATCH_CELL.fill(-1);
  let used = 0;
  for (let i = 0; i < m; i++) {
    const free = MASK[i] & ~used;
    MATCH_DIGIT[i] = -1;
    if (free === 0) continue;
    const d = lowestDigit(free) - 1; // greedy start: most cells match at once
    MATCH_CELL[d] = i;
    MATCH_DIGIT[i] = d;
    used |= 1 << d;
  }
  for (let i = 0; i < m; i++) {
    if (MATCH_DIGIT[i] >= 0) continue;
    visited = 0;
    if (!augment(i)) return false;
  }
  return true;
}

/** Kuhn's augmenting path from unmatched cell i; on success i and the path are rematched. */
function augment(i: number): boolean {
  for (let m = MASK[i] & ~visited; m !== 0; m &= m - 1) {
    const d = 31 - Math.clz32(m & -m);
    if ((visited & (1 << d)) !== 0) continue; // tried deeper in this search
    visited |= 1 << d;
    const j = MATCH_CELL[d];
    if (j < 0 || augment(j)) {
      MATCH_CELL[d] = i;
      MATCH_DIGIT[i] = d;
      return true;
    }
  }
  return false;
}

/** Cells reachable from `start` (a mask) in graph `adj`. */
function closure(adj: Int32Array, start: number): number {
  let reach = start;
  let frontier = start;
  while (frontier !== 0) {
    let next = 0;
    for (let f = frontier; f !== 0; f &= f - 1) next |= adj[31 - Math.clz32(f & -f)];
    frontier = next & ~reach;
    reach |= next;
  }
  return reach;
}

/** One subset that names some removals: naked (cells → digits) or hidden (digits → cells). */
interface Group {
  hidden: boolean;
  /** Local cells of the subset. */
  set: number;
  eliminations: Candidate[];
}

/** Finds and reports the removals of house u; true when the sink asked to stop. */
function findInHouse(technique: Technique, grid: CandidateGrid, u: number, sink: StepSink): boolean {
  const cells = grid.unitCells(u);
  const cands = grid.cands;
  let m = 0;
  let union = 0;
  for (let k = 0; k < cells.length; k++) {
    const c = cands[cells[k]];
    if (c === 0) continue;
    CELL[m] = cells[k];
    MASK[m++] = c;
    union |= c;
  }
  // one cell left: its one candidate is the house's missing digit
  if (m <= 1 || popcount(union) !== m || !perfectMatching(m)) return false;
  const all = (1 << m) - 1;
  for (let i = 0; i < m; i++) {
    ADJ[i] = 0;
    RADJ[i] = 0;
  }
  for (let i = 0; i < m; i++) {
    for (let r = MASK[i]; r !== 0; r &= r - 1) {
      const j = MATCH_CELL[31 - Math.clz32(r & -r)];
      ADJ[i] |= 1 << j;
      RADJ[j] |= 1 << i;
    }
  }
  // strongly connected: every candidate lies on some filling of the house
  if (closure(ADJ, 1) === all && closure(RADJ, 1) === all) return false;
  for (let i = 0; i < m; i++) REACH[i] = closure(ADJ, 1 << i);
  const groups = new Map<number, Group>();
  for (let a = 0; a < m; a++) {
    const bitA = 1 << a;
    let ancestors = -1; // cells that reach a, computed when first needed
    for (let r = MASK[a]; r !== 0; r &= r - 1) {
      const d = 31 - Math.clz32(r & -r);
      const b = MATCH_CELL[d];
      if ((REACH[b] & bitA) !== 0) continue; // on an alternating cycle (or matched): kept
      if (ancestors < 0) {
        ancestors = 0;
        for (let x = 0; x < m; x++) if ((REACH[x] & bitA) !== 0) ancestors |= 1 << x;
      }
      const naked = REACH[b];
      const hidden = popcount(ancestors) < popcount(naked);
      const set = hidden ? ancestors : naked;
      const key = set * 2 + (hidden ? 1 : 0);
      let group = groups.get(key);
      if (!group) groups.set(key, (group = { hidden, set, eliminations: [] }));
      group.eliminations.push({ cell: CELL[a], digit: d + 1 });
    }
  }
  for (const group of groups.values()) {
    if (sink(subsetStep(technique, grid, u, group))) return true;
  }
  return false;
}

/** Names of subsets by size, as in "Naked Quintuple". */
const SIZE_NAMES = ['', 'Single', 'Pair', 'Triple', 'Quadruple', 'Quintuple', 'Sextuple', 'Septuple', 'Octuple'];

/** The step of one group: its subset named the classic way, its removals. */
function subsetStep(technique: Technique, grid: CandidateGrid, u: number, group: Group): Step {
  const { N } = grid;
  const k = popcount(group.set);
  const cells: number[] = [];
  let digitMask = 0;
  for (let s = group.set; s !== 0; s &= s - 1) {
    const i = 31 - Math.clz32(s & -s);
    cells.push(CELL[i]);
    digitMask |= group.hidden ? 1 << MATCH_DIGIT[i] : MASK[i];
  }
  const digits = digitsOf(digitMask);
  const kind = group.hidden ? 'Hidden' : 'Naked';
  const name = k < SIZE_NAMES.length ? `${kind} ${SIZE_NAMES[k]}` : `${kind} subset of ${k}`;
  const highlights: Highlight[] = [];
  for (const cell of cells) for (const digit of digitsOf(grid.cands[cell] & digitMask)) highlights.push({ cell, digit, role: 'pattern' });
  const these = k === 1 ? 'this cell' : `these ${k} cells`;
  const removal = removalPhrase(group.eliminations, N);
  const text = group.hidden
    ? `${kind} ${name.slice(kind.length + 1).toLowerCase()} ${digitSet(digits, N)} in ${cellList(cells, N)}: in ${unitName(u, N)}, ` +
      `${digitList(digits, N)} ${k === 1 ? 'fits' : 'fit'} only ${these}, so ${removal}.`
    : `${kind} ${name.slice(kind.length + 1).toLowerCase()} ${digitSet(digits, N)} in ${cellList(cells, N)}: ${these} of ${unitName(u, N)} ` +
      `${k === 1 ? 'holds' : 'hold'} only ${digitList(digits, N)}, so ${removal}.`;
  return makeStep(technique, {
    name,
    digits,
    cells,
    houses: [unitHouse(u, N, 'house')],
    highlights,
    eliminations: group.eliminations,
    text,
  });
}
