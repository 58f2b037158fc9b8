/**
 * Two sums together: two sums of different digits (killer cages, or the sums the 45 rule
 * derives: `RuleCheck.sumOf`, distinct) whose cells meet or see each other, filled together.
 * Each alone may let a cell keep a digit that no filling of both keeps, once the cells they
 * share, and the cells of one that see cells of the other (a shared row, column, box, or a
 * rule's house), must differ: "The cage r6c2–r7c2 adds up to 13 and the cage r7c3, r8c2 and r9c1
 * to 20, each with different digits, and they have cells that see each other. Filled together,
 * no filling of both keeps 6 in r8c2" (a published killer with diagonals, which this step lets
 * the hints finish). The killer solver's look at two neighbouring cages' combinations side by side.
 *
 * For each candidate of the pair's cells not yet seen in a filling, the candidate is put in its
 * cell and one filling of both sums looked for, cell by cell (the digits of a sum different, its
 * total within reach of the cells left, two cells that see each other different); the filling
 * found gives every cell's digit in it, and a candidate with none goes. The cells tried are
 * counted, per pair ({@link PAIR_NODES}) and per search ({@link SEARCH_NODES}), so the same grid
 * always gives the same step; a pair whose walk runs out is passed over. Pairs of fewer cells
 * come first. Sound: every solution fills both sums so, and only digits no filling of both gives
 * a cell go.
 *
 * Budgets, on the 37 published puzzles (docs/design/logic.md, "Cage steps"): with 6,000 and
 * 40,000 the walks take 21 of these steps, with 4,000 and 20,000 14 and the same puzzles
 * finished; 2,000 and 10,000 lose the one this step finishes. Walking every filling of a pair
 * instead (to see which digits they give) took 24 million cells over the walks, most of them in
 * pairs that found nothing.
 *
 * Owns: {@link twoSums}, its budgets. Does not own: the sums (../../rule-check.ts), one sum
 * alone (../basic.ts `ruleStep`), the sums of a house together (./combinations.ts).
 */
import { bitCount } from '../../../../engine/bitmask-ts/bits.js';
import { cellsWords, span, type HintRules } from '../../hint-rules.js';
import { bit, out, puts, removal, stepOf, type Found } from '../step.js';

/** Most cells tried (digits put in a cell) for one pair: a pair past it is passed over. */
export const PAIR_NODES = 4000;
/** Most cells tried over one search. */
export const SEARCH_NODES = 20_000;
/**
 * The most ways the pair's cells may be filled from their candidates, each cell alone (the
 * product of their counts): past it the pair is passed over, still too open for a filling of
 * both to miss a candidate (on the 37 published puzzles, the pairs that gave a step had 2^17.6
 * at most).
 */
export const MOST_OPEN = 1 << 20;
/** The most cells two sums may have together. */
const MOST_CELLS = 9;

/** A sum of different digits, named. */
interface Sum {
  readonly cells: readonly number[];
  readonly total: number;
  readonly where: string;
}

/** Two sums whose cells meet or see each other: their cells together, and which of them each holds. */
interface Pair {
  readonly a: Sum;
  readonly b: Sum;
  readonly cells: readonly number[];
  /** Per cell of `cells`: bit 0 in a, bit 1 in b. */
  readonly member: readonly number[];
  /** Per cell of `cells`: the earlier cells (bits by index) it sees or shares a sum with. */
  readonly seen: readonly number[];
}

const pairsByRules = new WeakMap<HintRules, Pair[]>();

/** The pairs of sums to look at, fewest cells first (built once per puzzle). */
function pairsOf(r: HintRules): Pair[] {
  let pairs = pairsByRules.get(r);
  if (pairs) return pairs;
  const { N, check } = r;
  const sums: Sum[] = [];
  for (const rule of r.rules) {
    const sum = check?.sumOf(rule.record);
    if (!sum?.distinct || rule.cells.length < 2) continue;
    sums.push({ cells: rule.cells, total: sum.total, where: rule.rule?.type === 'killer' ? `the cage ${span(rule.cells, N)}` : cellsWords(rule.cells, N) });
  }
  pairs = [];
  for (let i = 0; i < sums.length; i++) {
    for (let j = i + 1; j < sums.length; j++) {
      const [a, b] = [sums[i], sums[j]];
      const cells = [...new Set([...a.cells, ...b.cells])];
      if (cells.length > MOST_CELLS || cells.length === a.cells.length || cells.length === b.cells.length) continue;
      if (!a.cells.some((x) => b.cells.some((y) => x === y || r.peers[x].has(y)))) continue;
      const member = cells.map((c) => (a.cells.includes(c) ? 1 : 0) | (b.cells.includes(c) ? 2 : 0));
      const seen = cells.map((c, k) => cells.slice(0, k).reduce((m, x, q) => (r.peers[c].has(x) || (member[k] & member[q]) !== 0 ? m | (1 << q) : m), 0));
      pairs.push({ a, b, cells, member, seen });
    }
  }
  pairs.sort((p, q) => p.cells.length - q.cells.length);
  pairsByRules.set(r, pairs);
  return pairs;
}

/** The first pair of sums whose fillings together leave a cell fewer digits than its candidates. */
export function twoSums(r: HintRules, values: Uint8Array, cands: Int32Array): Found | null {
  const { N } = r;
  let spent = 0;
  for (const pair of pairsOf(r)) {
    if (spent >= SEARCH_NODES) return null;
    if (pair.a.cells.every((c) => values[c] !== 0) || pair.b.cells.every((c) => values[c] !== 0)) continue;
    if (pair.cells.reduce((t, c) => t * bitCount(cands[c]), 1) > MOST_OPEN) continue;
    const walk = fillings(pair, cands, N, Math.min(PAIR_NODES, SEARCH_NODES - spent));
    spent += walk.nodes;
    if (!walk.kept) continue;
    const { kept } = walk;
    if (kept.some((m) => m === 0)) continue; // no filling at all: a mistake, said first by the hint
    const eliminations = pair.cells.flatMap((c, k) => (values[c] === 0 ? out(c, cands[c] & ~kept[k], N) : []));
    if (eliminations.length === 0) continue;
    return twoSumsStep(r, pair, eliminations);
  }
  return null;
}

/**
 * The digits each cell of `pair` holds in some filling of both sums from `cands`, and the cells
 * tried; `kept` is undefined when the walk needed more than `budget`. Each candidate not yet
 * seen in a filling is put in its cell and one filling looked for (the first found gives every
 * cell's digit in it), so a candidate costs a search only until some filling holds it; a
 * candidate with none is the one that goes, its search walked to the end.
 */
function fillings(pair: Pair, cands: Int32Array, N: number, budget: number): { kept?: Int32Array; nodes: number } {
  const { cells, member, seen, a, b } = pair;
  const n = cells.length;
  const kept = new Int32Array(n);
  const digit = new Int32Array(n);
  const allowed = Int32Array.from(cells, (c) => cands[c]);
  // cells of each sum still to fill after position k
  const leftA = new Int32Array(n + 1);
  const leftB = new Int32Array(n + 1);
  for (let k = n - 1; k >= 0; k--) {
    leftA[k] = leftA[k + 1] + (member[k] & 1);
    leftB[k] = leftB[k + 1] + ((member[k] >> 1) & 1);
  }
  // whether `need` is a sum of `left` different digits outside `used` (a mask)
  const reach = (left: number, need: number, used: number): boolean => {
    let low = 0;
    let high = 0;
    for (let d = 1, k = 0; d <= N && k < left; d++) if ((used & bit(d)) === 0) (low += d), k++;
    for (let d = N, k = 0; d >= 1 && k < left; d--) if ((used & bit(d)) === 0) (high += d), k++;
    return need >= low && need <= high;
  };
  let nodes = 0;
  // the first filling from position k on: 1 found (its digits kept), 0 none, −1 out of budget
  const first = (k: number, sumA: number, sumB: number, usedA: number, usedB: number): number => {
    if (k === n) {
      for (let q = 0; q < n; q++) kept[q] |= bit(digit[q]);
      return 1;
    }
    for (let m = allowed[k]; m; m &= m - 1) {
      if (++nodes > budget) return -1;
      const d = 32 - Math.clz32(m & -m);
      let clash = false;
      for (let s = seen[k]; s; s &= s - 1) if (digit[31 - Math.clz32(s & -s)] === d) clash = true;
      if (clash) continue;
      const inA = (member[k] & 1) !== 0;
      const inB = (member[k] & 2) !== 0;
      const nextA = inA ? sumA + d : sumA;
      const nextB = inB ? sumB + d : sumB;
      const withA = inA ? usedA | bit(d) : usedA;
      const withB = inB ? usedB | bit(d) : usedB;
      if ((inA && !reach(leftA[k + 1], a.total - nextA, withA)) || (inB && !reach(leftB[k + 1], b.total - nextB, withB))) continue;
      digit[k] = d;
      const found = first(k + 1, nextA, nextB, withA, withB);
      if (found !== 0) return found;
    }
    return 0;
  };
  for (let q = 0; q < n; q++) {
    for (let m = cands[cells[q]] & ~kept[q]; m; m &= m - 1) {
      const b = m & -m;
      if (kept[q] & b) continue; // a filling found for another candidate holds it too
      allowed[q] = b;
      const found = first(0, 0, 0, 0, 0);
      allowed[q] = cands[cells[q]];
      if (found < 0) return { nodes };
    }
  }
  return { kept, nodes };
}

function twoSumsStep(r: HintRules, pair: Pair, eliminations: ReturnType<typeof out>): Found {
  const { N } = r;
  const { a, b } = pair;
  const shared = a.cells.filter((c) => b.cells.includes(c));
  const how = shared.length > 0 ? `share ${cellsWords(shared, N)}` : 'have cells that see each other';
  const text =
    `${a.where[0].toUpperCase()}${a.where.slice(1)} ${a.where.startsWith('the cage') ? 'adds' : 'add'} up to ${a.total} and ${b.where} to ${b.total}, each with different digits, and they ${how}. ` +
    `Filled together, no filling of both keeps ${puts(eliminations, N)}: ${removal(eliminations, N)}.`;
  const step = stepOf('variant-two-sums', 'Two sums', pair.cells, { eliminations }, text);
  return { step, region: [...pair.cells], look: `Look at ${a.where} and ${b.where} together: which fillings of one leave the other a filling?` };
}

