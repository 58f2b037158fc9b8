/**
 * Which chains a nice loop search keeps (`nice-loops-search.ts`): per technique, one chain per
 * set of eliminations, the one with fewest links (the first found of equals), handed out in
 * HoDoKu's order of steps.
 *
 * Owns: {@link Kept} and {@link Best}. Does not own the search or what a chain proves.
 */
import type { Candidate } from '../../types.js';
import type { NiceChain, NiceKind, NiceNode } from './nice-loops-search.js';

/** A kept chain: its nodes and eliminations (sorted) as candidate ids. */
export interface Kept {
  kind: NiceKind;
  nodes: number[];
  firstStrong: boolean;
  placed: number;
  ids: number[];
  links: number;
  order: number;
}

/** One chain per set of eliminations for one technique: the shortest, the first of equals. */
export class Best {
  private readonly byKey = new Map<number, Kept>();
  /** Sets whose key another set already uses (rare). */
  private readonly byText = new Map<string, Kept>();

  /** The kept chain with the eliminations `ids[0…n)` (sorted), whose key is `key`. */
  get(ids: Int32Array, n: number, key: number): Kept | undefined {
    const kept = this.byKey.get(key);
    if (kept === undefined || sameIds(kept.ids, ids, n)) return kept;
    return this.byText.get(Array.from(ids.subarray(0, n)).join());
  }

  put(kept: Kept, key: number): void {
    const there = this.byKey.get(key);
    if (there === undefined || sameIds(there.ids, kept.ids, kept.ids.length)) this.byKey.set(key, kept);
    else this.byText.set(kept.ids.join(), kept);
  }

  /**
   * The chains in HoDoKu's order of steps: most eliminations first, then the smallest sum of
   * the eliminated candidates' cells, then fewest links, then in found order.
   */
  ordered(N: number, node: (id: number) => NiceNode): NiceChain[] {
    const candidate = (id: number): Candidate => ({ cell: (id / N) | 0, digit: (id % N) + 1 });
    const cellSum = (k: Kept): number => k.ids.reduce((sum, id) => sum + ((id / N) | 0), 0);
    return [...this.byKey.values(), ...this.byText.values()]
      .sort((x, y) => y.ids.length - x.ids.length || cellSum(x) - cellSum(y) || x.links - y.links || x.order - y.order)
      .map((k) => {
        const chain: NiceChain = {
          kind: k.kind,
          nodes: k.nodes.map(node),
          firstStrong: k.firstStrong,
          eliminations: k.ids.map(candidate).sort((x, y) => x.digit - y.digit || x.cell - y.cell),
        };
        if (k.placed >= 0) chain.placed = candidate(k.placed);
        return chain;
      });
  }
}

function sameIds(a: ArrayLike<number>, b: ArrayLike<number>, n: number): boolean {
  if (a.length !== n) return false;
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}
