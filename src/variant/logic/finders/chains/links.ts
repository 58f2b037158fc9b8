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
 *                            thermometer step: the pair relations' `allows` tables)
 *
 * Every strong link here is also sound as written: one of the two holds in every solution;
 * every weak link: the two never hold together. The strong links are built when the links are
 * made (few per node); a node's weak links on first use.
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

/** Why two candidates are weakly linked: one cell, two cells that see each other, a pair rule (an index into `HintRules.pairs`). */
export type WeakWhy = { readonly kind: 'cell' } | { readonly kind: 'peer' } | { readonly kind: 'pair'; readonly pair: number };

/** A link from a node to another. */
export interface Edge<Why> {
  readonly to: number;
  readonly why: Why;
}

const CELL: StrongWhy & WeakWhy = { kind: 'cell' };
const PEER: WeakWhy = { kind: 'peer' };

/** The strong and weak links between the candidates of one grid. */
export class ChainLinks {
  readonly N: number;
  /** The strong links of each node (an empty list for most). */
  readonly strong: Edge<StrongWhy>[][];
  private readonly weak = new Map<number, Edge<WeakWhy>[]>();
  /** The pair rules (indices) of each cell, either way round. */
  private readonly pairsAt: number[][];

  constructor(
    readonly rules: HintRules,
    readonly values: Uint8Array,
    readonly cands: Int32Array,
  ) {
    const { N } = rules;
    this.N = N;
    const C = values.length;
    this.strong = Array.from({ length: C * N }, () => []);
    this.pairsAt = Array.from({ length: C }, () => []);
    rules.pairs.forEach((p, i) => {
      this.pairsAt[p.cell].push(i);
      this.pairsAt[p.other].push(i);
    });
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
    this.strong[a].push({ to: b, why });
    this.strong[b].push({ to: a, why });
  }

  /** A rule's two places for a digit its cells must hold (no filling keeps the rule once the digit leaves both). */
  private addRuleLinks(): void {
    const { rules: r, N } = this;
    if (!r.check) return;
    const trial = Int32Array.from(this.cands);
    for (const [i, rule] of r.rules.entries()) {
      for (let digit = 1; digit <= N; digit++) {
        const places = this.placesOf(rule.cells, digit);
        if (places?.length !== 2) continue;
        const [a, b] = places.map((c) => c * N + digit - 1);
        if (this.strong[a].some((e) => e.to === b)) continue;
        for (const c of places) trial[c] &= ~bit(digit);
        const without = r.check.narrow(rule.record, trial);
        for (const c of places) trial[c] = this.cands[c];
        if (without === null) this.addStrong(a, b, { kind: 'rule', rule: i });
      }
    }
  }

  /**
   * The weak links of node `k`, in a fixed order: its cell's other candidates, its digit in the
   * cell's peers (ascending), then what the pair rules at its cell forbid.
   */
  weakOf(k: number): readonly Edge<WeakWhy>[] {
    const known = this.weak.get(k);
    if (known) return known;
    const { N, values, cands, rules: r } = this;
    const cell = Math.floor(k / N);
    const digit = (k % N) + 1;
    const edges: Edge<WeakWhy>[] = [];
    for (const d of digitsOf(cands[cell] & ~bit(digit))) edges.push({ to: cell * N + d - 1, why: CELL });
    const peers = [...r.peers[cell]].sort((a, b) => a - b);
    for (const p of peers) if (values[p] === 0 && cands[p] & bit(digit)) edges.push({ to: p * N + digit - 1, why: PEER });
    const seen = new Set(edges.map((e) => e.to));
    for (const i of this.pairsAt[cell]) {
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
    this.weak.set(k, edges);
    return edges;
  }
}
