/**
 * ALS-XY-Chain, on every board size: a chain of almost locked sets joined by restricted
 * common digits, the longer form of ALS-XY-Wing.
 *
 * Owns: the technique, its steps, sentences and Eureka notation. The ALS and their restricted
 * common candidates (RCC) come from `als-sets.ts`.
 *
 *   A0 ══x1══ A1 ══x2══ A2 ══x3══ A3        x(i+1) ≠ x(i): each set gets one digit from each side
 *
 *   If A0 holds no z, it is locked without z, so it holds x1; then A1 has no x1 and is locked:
 *   it holds x2; … ; A3 has no x3 and holds z. So A0 or A3 holds z (z common to both, z ≠ x1,
 *   z ≠ x3): a cell seeing every z of A0 and of A3 cannot be z.
 *
 * Chains of 4 to {@link MAX_CHAIN_SETS} sets (3 is ALS-XY-Wing), sets pairwise without a common
 * cell (HoDoKu's default: no ALS overlap), searched forward only as HoDoKu's default does: each
 * next set comes later in the order the sets were collected (rows, columns, boxes; their cells
 * in order), so a chain is met once, from its first set. The depth-first search is bounded by
 * {@link CHAIN_BUDGET} extensions per grid. Every chain's eliminations are computed; one step
 * per set of eliminations (the shortest chain met first), in HoDoKu's order of steps: most
 * eliminations, then the smallest sum of their cells, then fewest sets. HoDoKu 2.2.0: code 0903, score 340, Unfair, tried after ALS-XY-Wing. Sources: HoDoKu's
 * technique page "ALS" (ALS-XY-Chain), Sudopedia "ALS Chain".
 */
import type { CandidateGrid } from '../../grid.js';
import { makeStep } from '../../step.js';
import type { Candidate, Highlight, StepSink, Technique } from '../../types.js';
import { digitList, digitName, removalPhrase, unitHouse } from '../../words.js';
import { eurekaAls, eurekaStep } from '../chains/eureka.js';
import { alsCells, alsName, alsTable, intersects, pushAlsHighlights, pushCells, slotOf, type AlsTable } from './als-sets.js';

/** The most sets of a chain (HoDoKu's ALS chain length default: 6). */
export const MAX_CHAIN_SETS = 6;

/** The most chain extensions tried per grid (a bound on time; hard 9×9 grids need far fewer). */
export const CHAIN_BUDGET = 30_000;

interface Found {
  sets: number[];
  links: number[];
  elims: Candidate[];
}

/** ALS-XY-Chain: sets joined by restricted digits (a different one on each side of a set); the ends' common digit goes. */
export const alsXyChain: Technique = {
  id: 'als-xy-chain',
  name: 'ALS-XY-Chain',
  code: '0903',
  score: 340,
  level: 'Unfair',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const t = alsTable(grid);
    const found = searchChains(t);
    // HoDoKu's order of steps: most eliminations, the smallest sum of their cells, fewest sets
    const cellSum = (f: Found): number => f.elims.reduce((sum, e) => sum + e.cell, 0);
    found.sort((a, b) => b.elims.length - a.elims.length || cellSum(a) - cellSum(b) || a.sets.length - b.sets.length);
    for (const f of found) if (sink(chainStep(this, grid, t, f))) return true;
    return false;
  },
};

/** Every chain with eliminations, one per set of eliminations (the first met, shortest first). */
function searchChains(t: AlsTable): Found[] {
  // neighbours of every set: [other, restricted mask] over the RCC pairs without overlap, the
  // later ones in the found order only (the search goes forward only, as HoDoKu's default does)
  const near: number[][] = Array.from({ length: t.count }, () => []);
  for (let r = 0; r < t.rccCount; r++) {
    if (t.rccOverlap[r]) continue;
    const a = t.rccA[r];
    const b = t.rccB[r];
    if (t.found[b] > t.found[a]) near[a].push(b, t.rccMask[r]);
    if (t.found[a] > t.found[b]) near[b].push(a, t.rccMask[r]);
  }
  const byKey = new Map<string, Found>();
  const sets: number[] = [];
  const links: number[] = [];
  let budget = CHAIN_BUDGET;
  const elims: Candidate[] = [];
  const seen = new Set<number>();
  const endOk = new Uint8Array(t.count);
  const ends = (): void => {
    const a = sets[0];
    const b = sets[sets.length - 1];
    if (endOk[b] === 0) endOk[b] = anySeen(t, a, b, t.cand[a] & t.cand[b]) ? 2 : 1;
    if (endOk[b] === 1) return;
    const zs = t.cand[a] & t.cand[b] & ~(1 << (links[0] - 1)) & ~(1 << (links[links.length - 1] - 1));
    if (zs === 0) return;
    if (!anySeen(t, a, b, zs)) return;
    elims.length = 0;
    seen.clear();
    for (let rest = zs; rest !== 0; rest &= rest - 1) {
      const z = 32 - Math.clz32(rest & -rest);
      pushCells(elims, seen, z, t.W, [
        [t.digitCells, (z - 1) * t.W],
        [t.seeAll, slotOf(t, a, z) * t.W],
        [t.seeAll, slotOf(t, b, z) * t.W],
      ]);
    }
    if (elims.length === 0) return;
    // the eliminations come digit by digit, cells ascending: one order per set, so no sort is needed
    let key = '';
    for (const e of elims) key += `${e.digit * t.W * 32 + e.cell},`;
    const there = byKey.get(key);
    if (there === undefined || there.sets.length > sets.length) byKey.set(key, { sets: sets.slice(), links: links.slice(), elims: elims.slice() });
  };
  // the cells of the chain's sets (pairwise disjoint, so a set is taken off by clearing its bits)
  const chainCells = new Int32Array(t.W);
  const meets = (b: number): boolean => intersects(t.cells, b * t.W, chainCells, 0, t.W);
  const toggle = (b: number): void => {
    for (let w = 0; w < t.W; w++) chainCells[w] ^= t.cells[b * t.W + w];
  };
  const extend = (): void => {
    const last = sets[sets.length - 1];
    const prev = links.length > 0 ? links[links.length - 1] : 0;
    const list = near[last];
    for (let i = 0; i < list.length && budget > 0; i += 2) {
      const b = list[i];
      if (meets(b)) continue;
      for (let rest = list[i + 1]; rest !== 0; rest &= rest - 1) {
        const x = 32 - Math.clz32(rest & -rest);
        if (x === prev) continue;
        budget--;
        sets.push(b);
        links.push(x);
        toggle(b);
        if (sets.length >= 4) ends();
        if (sets.length < MAX_CHAIN_SETS) extend();
        toggle(b);
        sets.pop();
        links.pop();
      }
    }
  };
  for (let a = 0; a < t.count && budget > 0; a++) {
    endOk.fill(0); // per start: 0 not known yet, 1 no, 2 a possible end (a digit of both, seen in both)
    sets.push(a);
    toggle(a);
    extend();
    toggle(a);
    sets.pop();
  }
  return [...byKey.values()];
}

/** True when some digit of `zs` has a candidate seeing every one of its cells in sets a and b. */
function anySeen(t: AlsTable, a: number, b: number, zs: number): boolean {
  const { W, reach } = t;
  for (let rest = zs & t.reachDigits[a] & t.reachDigits[b]; rest !== 0; rest &= rest - 1) {
    const z = 32 - Math.clz32(rest & -rest);
    const sa = slotOf(t, a, z) * W;
    const sb = slotOf(t, b, z) * W;
    for (let w = 0; w < W; w++) if ((reach[sa + w] & reach[sb + w]) !== 0) return true;
  }
  return false;
}

function chainStep(technique: Technique, grid: CandidateGrid, t: AlsTable, f: Found) {
  const { N } = grid;
  const { sets, links, elims } = f;
  const removed = [...new Set(elims.map((e) => e.digit))].sort((a, b) => a - b);
  const z = removed[0];
  const zn = removed.length === 1 ? digitName(z, N) : digitList(removed, N);
  const names = sets.map((a) => alsName(t, a, N));
  let chain = names[0];
  links.forEach((x, i) => (chain += ` =${digitName(x, N)}= ${names[i + 1]}`));
  const text =
    `ALS-XY-Chain: ${chain}: each link's digit is restricted (its cells all see each other), so if the first set has no ` +
    `${removed.length === 1 ? zn : `one of ${zn}`} it is locked and every next set is too, and the last holds it: so ${removalPhrase(elims, N)}.`;
  const cells = [...new Set(sets.flatMap((a) => alsCells(t, a)))].sort((x, y) => x - y);
  const highlights: Highlight[] = [];
  pushAlsHighlights(highlights, grid, cells, (d) => (links.includes(d) ? 'off' : removed.includes(d) ? 'on' : 'pattern'));
  const step = makeStep(technique, {
    digits: removed,
    cells,
    houses: sets.map((a) => unitHouse(t.unit[a], N, 'house')),
    highlights,
    eliminations: elims,
    text,
  });
  // (z=x1)A0-(x1=x2)A1-…-(xk=z)Ak
  const parts = sets.map((a, i) => eurekaAls(alsCells(t, a), i === 0 ? z : links[i - 1], i === sets.length - 1 ? z : links[i], N));
  step.eureka = eurekaStep(parts.join('-'), [], elims, N);
  return step;
}
