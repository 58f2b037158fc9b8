/**
 * The links of the variant chains (./chain.ts) on one grid's candidates, each from a rule the
 * puzzle has (../../hint-rules.ts), none made up. A node is a candidate, numbered
 * cell · N + digit − 1.
 *
 *   strong (not both false)  a cell's two candidates (a bivalue cell);
 *                            a digit's two places in a house (a row, column, box or region,
 *                            a diagonal, an extra region …);
 *                            a digit's two places in a rule of many cells that must hold it
 *                            (a cage with no filling without it: `RuleCheck.narrow` says none)
 *   weak (not both true)     two candidates of one cell;
 *                            one digit in two cells that see each other (a house, a cage or
 *                            other group whose digits differ, a knight's or king's move under
 *                            anti-knight or anti-king: the peers);
 *                            a digit in one cell and one in another that a rule between the two
 *                            cells forbids together (a kropki dot, an X or V, non-consecutive, a
 *                            thermometer step: the pair relations' `allows` tables);
 *                            a digit in one cell and one in another that a rule of many cells with
 *                            only those two open forbids together (a cage of two cells and its
 *                            sum, an arrow of one cell, a little killer, a line, the 45 rule's
 *                            sums …; the others filled): the rule's own handler, run with the
 *                            one cell holding only its digit (`RuleCheck.narrow`), takes the
 *                            other's digit away
 *
 * Every strong link here is also sound as written: one of the two holds in every solution;
 * every weak link: the two never hold together. The strong links are built when the links are
 * made (few per node); a node's weak links on first use. What does not change with the
 * candidates (each cell's peers in order, its pair rules) is built once per puzzle, and so are
 * the rules' answers to "must it hold this digit?" for the masks asked (the next step asks
 * again of most rules: building the links took half the time with them kept, measured over the
 * published puzzles' walks).
 *
 * Owns: {@link ChainLinks}, {@link StrongWhy}, {@link WeakWhy}. Does not own: the search (./search.ts),
 * the words (./chain.ts), the rules (../../hint-rules.ts).
 */
import { bitCount } from '../../../../engine/bitmask-ts/bits.js';
import { digitsOf } from '../../../../logic/grid.js';
import type { HintRules } from '../../hint-rules.js';
import { bit } from '../step.js';

/** Why two candidates are strongly linked: the cell's two, the house's two places, the rule's two places. */
export type StrongWhy = { readonly kind: 'cell' } | { readonly kind: 'house'; readonly house: number } | { readonly kind: 'rule'; readonly rule: number };

/**
 * Why two candidates are weakly linked: one cell, two cells that see each other, a pair rule (an
 * index into `HintRules.pairs`), a rule of many cells with those two open (into `HintRules.rules`).
 */
export type WeakWhy = { readonly kind: 'cell' } | { readonly kind: 'peer' } | { readonly kind: 'pair'; readonly pair: number } | { readonly kind: 'rule'; readonly rule: number };

/** A link from a node to another. */
export interface Edge<Why> {
  readonly to: number;
  readonly why: Why;
}

const CELL: StrongWhy & WeakWhy = { kind: 'cell' };
const PEER: WeakWhy = { kind: 'peer' };

/** What the links of one puzzle read whatever its candidates, built once per puzzle. */
interface Shared {
  /** Each cell's peers, ascending. */
  peers: number[][];
  /** The pair rules (indices) of each cell, either way round. */
  pairsAt: number[][];
  /** Whether rule i must hold a digit with its cells' candidates so (key: i, the digit and the masks, less the digit at the two places). */
  required: Map<string, boolean>;
  /** The pairs of nodes rule i forbids among its open cells (key: i and its cells' masks; see `ChainLinks.forbiddenPairs`). */
  forbids: Map<string, number[]>;
}

const shared = new WeakMap<HintRules, Shared>();

/**
 * Most open cells a rule may have for its pairs to be weak links: two, so that the rule alone
 * (its other cells filled) says why the pair cannot be. Three took 9 contradictions more off the
 * published puzzles' walks (267 against 276) for about 40% more chain CPU, and its links read as
 * the rule's fillings over a third cell the sentence does not name (docs/design/page.md).
 */
const MOST_OPEN = 2;
/** Most answers of `Shared.required` (and of `Shared.forbids`) kept, a bound on memory (past it they are forgotten). */
const MOST_KEPT = 20_000;

function sharedOf(rules: HintRules): Shared {
  let known = shared.get(rules);
  if (known) return known;
  const pairsAt: number[][] = rules.peers.map(() => []);
  rules.pairs.forEach((p, i) => {
    pairsAt[p.cell].push(i);
    pairsAt[p.other].push(i);
  });
  known = { peers: rules.peers.map((p) => [...p].sort((a, b) => a - b)), pairsAt, required: new Map(), forbids: new Map() };
  shared.set(rules, known);
  return known;
}

/** The strong links of a node that has none (shared, never written). */
const NONE: Edge<StrongWhy>[] = [];

/** The strong and weak links between the candidates of one grid. */
export class ChainLinks {
  readonly N: number;
  /** The strong links of each node (an empty list for most). */
  readonly strong: Edge<StrongWhy>[][];
  private readonly weak = new Map<number, Edge<WeakWhy>[]>();
  /** The weak links the rules with two open cells give each node (few nodes have any). */
  private readonly ruleWeak = new Map<number, Edge<WeakWhy>[]>();
  private readonly shared: Shared;

  constructor(
    readonly rules: HintRules,
    readonly values: Uint8Array,
    readonly cands: Int32Array,
  ) {
    const { N } = rules;
    this.N = N;
    const C = values.length;
    this.strong = new Array<Edge<StrongWhy>[]>(C * N).fill(NONE);
    this.shared = sharedOf(rules);
    for (let cell = 0; cell < C; cell++) {
      if (values[cell] !== 0 || bitCount(cands[cell]) !== 2) continue;
      const [a, b] = digitsOf(cands[cell]);
      this.addStrong(cell * N + a - 1, cell * N + b - 1, CELL);
    }
    rules.houses.forEach(({ cells }, house) => {
      for (let digit = 1; digit <= N; digit++) {
        const places = this.placesOf(cells, digit);
        if (places?.length === 2) this.addStrong(places[0] * N + digit - 1, places[1] * N + digit - 1, { kind: 'house', house });
      }
    });
    this.addRuleLinks();
    this.addRulePairs();
  }

  /** The empty cells of `cells` where `digit` can go, or null when one of them holds it. */
  private placesOf(cells: readonly number[], digit: number): number[] | null {
    const places: number[] = [];
    for (const c of cells) {
      if (this.values[c] === digit) return null;
      if (this.values[c] === 0 && this.cands[c] & bit(digit)) places.push(c);
    }
    return places;
  }

  /** A strong link both ways, unless the two are linked already. */
  private addStrong(a: number, b: number, why: StrongWhy): void {
    if (this.strong[a].some((e) => e.to === b)) return;
    for (const [x, y] of [[a, b], [b, a]]) {
      if (this.strong[x] === NONE) this.strong[x] = [];
      this.strong[x].push({ to: y, why });
    }
  }

  /** A rule's two places for a digit its cells must hold (no filling keeps the rule once the digit leaves both). */
  private addRuleLinks(): void {
    const { rules: r, N } = this;
    if (!r.check) return;
    const trial = Int32Array.from(this.cands);
    const requiredOf = this.shared.required;
    for (const [i, rule] of r.rules.entries()) {
      for (let digit = 1; digit <= N; digit++) {
        const places = this.placesOf(rule.cells, digit);
        if (places?.length !== 2) continue;
        const [a, b] = places.map((c) => c * N + digit - 1);
        if (this.strong[a].some((e) => e.to === b)) continue;
        for (const c of places) trial[c] &= ~bit(digit);
        // the same rule, digit and candidates as at an earlier step: the same answer
        const key = `${i}:${digit}:${rule.cells.map((c) => trial[c]).join(',')}`;
        let required = requiredOf.get(key);
        if (required === undefined) {
          required = r.check.narrow(rule.record, trial) === null;
          if (requiredOf.size >= MOST_KEPT) requiredOf.clear();
          requiredOf.set(key, required);
        }
        for (const c of places) trial[c] = this.cands[c];
        if (required) this.addStrong(a, b, { kind: 'rule', rule: i });
      }
    }
  }

  /**
   * The pairs of digits a rule with two open cells forbids (its other cells filled): for each
   * candidate of one, the other's candidates the rule's handler takes away when the one holds
   * only it; both ways round, each a weak link (not both true).
   */
  private addRulePairs(): void {
    const { rules: r, values, cands } = this;
    if (!r.check) return;
    const known = this.shared.forbids;
    for (const [i, rule] of r.rules.entries()) {
      let open = 0;
      for (const c of rule.cells) if (values[c] === 0) open++;
      if (open < 2 || open > MOST_OPEN) continue;
      // the same rule and candidates as at an earlier step: the same pairs
      const key = `${i}:${rule.cells.map((c) => cands[c]).join(',')}`;
      let pairs = known.get(key);
      if (pairs === undefined) {
        pairs = this.forbiddenPairs(rule.record, rule.cells);
        if (known.size >= MOST_KEPT) known.clear();
        known.set(key, pairs);
      }
      for (let k = 0; k < pairs.length; k += 2) this.addRuleWeak(pairs[k], pairs[k + 1], i);
    }
  }

  /**
   * The pairs of nodes (flat: from, to, from, to …) record `record` forbids among its open
   * `cells`: for each candidate of one, the other cells' candidates its handler takes away when
   * the one holds only it.
   */
  private forbiddenPairs(record: number, cells: readonly number[]): number[] {
    const { N, values, cands } = this;
    const trial = Int32Array.from(cands);
    const pairs: number[] = [];
    const open = cells.filter((c) => values[c] === 0);
    for (const x of open) {
      for (const a of digitsOf(cands[x])) {
        trial[x] = bit(a);
        const left = this.rules.check!.narrow(record, trial);
        trial[x] = cands[x];
        for (const y of open) {
          if (y === x) continue;
          const kept = left ? left[cells.indexOf(y)] : 0;
          for (const b of digitsOf(cands[y] & ~kept)) pairs.push(x * N + a - 1, y * N + b - 1);
        }
      }
    }
    return pairs;
  }

  /** A weak link of rule `rule` both ways, unless the two are linked by it already. */
  private addRuleWeak(a: number, b: number, rule: number): void {
    for (const [x, y] of [[a, b], [b, a]]) {
      let edges = this.ruleWeak.get(x);
      if (!edges) this.ruleWeak.set(x, (edges = []));
      if (!edges.some((e) => e.to === y)) edges.push({ to: y, why: { kind: 'rule', rule } });
    }
  }

  /**
   * The weak links of node `k`, in a fixed order: its cell's other candidates, its digit in the
   * cell's peers (ascending), what the pair rules at its cell forbid, then what the rules with
   * two open cells forbid.
   */
  weakOf(k: number): readonly Edge<WeakWhy>[] {
    const known = this.weak.get(k);
    if (known) return known;
    const { N, values, cands, rules: r } = this;
    const cell = Math.floor(k / N);
    const digit = (k % N) + 1;
    const edges: Edge<WeakWhy>[] = [];
    for (const d of digitsOf(cands[cell] & ~bit(digit))) edges.push({ to: cell * N + d - 1, why: CELL });
    for (const p of this.shared.peers[cell]) if (values[p] === 0 && cands[p] & bit(digit)) edges.push({ to: p * N + digit - 1, why: PEER });
    const seen = new Set(edges.map((e) => e.to));
    for (const i of this.shared.pairsAt[cell]) {
      const pair = r.pairs[i];
      const other = pair.cell === cell ? pair.other : pair.cell;
      if (values[other] !== 0) continue;
      for (const d of digitsOf(cands[other])) {
        // the pair rule allows (pair.cell = x, pair.other = y) when allows[x − 1] has y
        const allowed = pair.cell === cell ? pair.allows[digit - 1] & bit(d) : pair.allows[d - 1] & bit(digit);
        const to = other * N + d - 1;
        if (allowed || seen.has(to)) continue;
        seen.add(to);
        edges.push({ to, why: { kind: 'pair', pair: i } });
      }
    }
    for (const e of this.ruleWeak.get(k) ?? []) {
      if (seen.has(e.to)) continue;
      seen.add(e.to);
      edges.push(e);
    }
    this.weak.set(k, edges);
    return edges;
  }
}
