/**
 * Death Blossom, on every board size: a stem cell whose every candidate is tied to an almost
 * locked set (a petal), all petals sharing a digit.
 *
 * Owns: the technique, its steps, sentences and Eureka notation. The ALS and their per-digit
 * cell sets come from `als-sets.ts`.
 *
 *   stem S {1,2,3}      petal A1 holds 1, every 1 of A1 sees S; A2 for 2; A3 for 3; all hold z
 *
 *   S is 1, 2 or 3: say d. Then the petal of d loses d and is locked: it holds z. So some petal
 *   holds z, and a cell seeing every z of every petal cannot be z (z not a stem candidate).
 *
 * Petals are distinct sets without the stem and without a common cell (HoDoKu's default: no
 * ALS overlap). The search tries one petal per stem digit, depth first, keeping only choices
 * that still share a digit, and stops after {@link BLOSSOM_BUDGET} choices per grid. One step
 * per set of eliminations, in HoDoKu's order of steps (most eliminations, then the smallest sum
 * of their cells). HoDoKu 2.2.0: code 0904, score 360, Unfair; its default solver leaves death
 * blossom out (it is listed only when every step is searched), so it is a technique found on
 * request here (`findAll`, `techniques`). Sources: HoDoKu's technique page "ALS" (Death
 * Blossom), Sudopedia "Death Blossom".
 */
import type { CandidateGrid } from '../../grid.js';
import { makeStep } from '../../step.js';
import type { Candidate, Highlight, StepSink, Technique } from '../../types.js';
import { cellName, digitList, digitName, digitSet, removalPhrase, unitHouse } from '../../words.js';
import { eurekaAls, eurekaStep } from '../chains/eureka.js';
import { alsCells, alsName, alsTable, eliminationKey, intersects, pushAlsHighlights, pushCells, slotOf, type AlsTable } from './als-sets.js';

/** The most petal choices tried per grid (a bound on time). */
export const BLOSSOM_BUDGET = 50_000;

interface Blossom {
  stem: number;
  /** Per stem digit (ascending), its petal. */
  digits: number[];
  petals: number[];
  elims: Candidate[];
}

/** Death Blossom: every candidate of a stem cell restricted to its own ALS; the petals' common digit goes. */
export const deathBlossom: Technique = {
  id: 'death-blossom',
  name: 'Death Blossom',
  code: '0904',
  score: 360,
  level: 'Unfair',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const t = alsTable(grid);
    const found = searchBlossoms(grid, t);
    const cellSum = (b: Blossom): number => b.elims.reduce((sum, e) => sum + e.cell, 0);
    found.sort((a, b) => b.elims.length - a.elims.length || cellSum(a) - cellSum(b));
    for (const b of found) if (sink(blossomStep(this, grid, t, b))) return true;
    return false;
  },
};

/** Every blossom with eliminations, one per set of eliminations (the first met). */
function searchBlossoms(grid: CandidateGrid, t: AlsTable): Blossom[] {
  const { C, cands } = grid;
  const { W } = t;
  const byKey = new Map<string, Blossom>();
  let budget = BLOSSOM_BUDGET;
  const elims: Candidate[] = [];
  const seen = new Set<number>();
  for (let stem = 0; stem < C && budget > 0; stem++) {
    const m = cands[stem];
    if (m === 0 || (m & (m - 1)) === 0) continue;
    const digits: number[] = [];
    for (let rest = m; rest !== 0; rest &= rest - 1) digits.push(32 - Math.clz32(rest & -rest));
    // the petals of each stem digit: sets without the stem whose every d sees the stem
    const options = digits.map((d) => {
      const list: number[] = [];
      for (let a = 0; a < t.count; a++) {
        if ((t.cand[a] & (1 << (d - 1))) === 0 || (t.cells[a * W + (stem >>> 5)] & (1 << (stem & 31))) !== 0) continue;
        if ((t.seeAll[slotOf(t, a, d) * W + (stem >>> 5)] & (1 << (stem & 31))) !== 0) list.push(a);
      }
      return list;
    });
    if (options.some((list) => list.length === 0)) continue;
    const chosen: number[] = [];
    const pick = (i: number, common: number): void => {
      if (i === digits.length) {
        elims.length = 0;
        seen.clear();
        for (let rest = common; rest !== 0; rest &= rest - 1) {
          const z = 32 - Math.clz32(rest & -rest);
          const parts: [Int32Array, number][] = [[t.digitCells, (z - 1) * W]];
          for (const a of chosen) parts.push([t.seeAll, slotOf(t, a, z) * W]);
          pushCells(elims, seen, z, W, parts);
        }
        if (elims.length === 0) return;
        const key = eliminationKey(elims);
        if (!byKey.has(key)) byKey.set(key, { stem, digits: digits.slice(), petals: chosen.slice(), elims: elims.slice() });
        return;
      }
      for (const a of options[i]) {
        if (budget <= 0) return;
        const next = common & t.cand[a];
        if (next === 0 || chosen.some((b) => b === a || intersects(t.cells, a * W, t.cells, b * W, W))) continue;
        budget--;
        chosen.push(a);
        pick(i + 1, next);
        chosen.pop();
      }
    };
    pick(0, ~m);
  }
  return [...byKey.values()];
}

function blossomStep(technique: Technique, grid: CandidateGrid, t: AlsTable, b: Blossom) {
  const { N } = grid;
  const { stem, digits, petals, elims } = b;
  const removed = [...new Set(elims.map((e) => e.digit))].sort((x, y) => x - y);
  const stemName = cellName(stem, N);
  const petalWords = digits.map((d, i) => `${digitName(d, N)} to ${alsName(t, petals[i], N)}`);
  const text =
    `Death blossom: stem ${stemName} {${digitSet(digits, N)}}; each digit ties it to a set whose cells with that digit all ` +
    `see the stem (${petalWords.join(', ')}): whichever the stem holds, that set is locked and holds ` +
    `${digitList(removed, N)}, so ${removalPhrase(elims, N)}.`;
  const cells = [stem, ...new Set(petals.flatMap((a) => alsCells(t, a)))];
  const highlights: Highlight[] = [{ cell: stem, role: 'pivot' }];
  for (const d of digits) highlights.push({ cell: stem, digit: d, role: 'off' });
  for (const a of petals) {
    pushAlsHighlights(highlights, grid, alsCells(t, a), (d) => (removed.includes(d) ? 'on' : digits.includes(d) ? 'off' : 'pattern'));
  }
  const step = makeStep(technique, {
    digits: removed,
    cells,
    houses: petals.map((a) => unitHouse(t.unit[a], N, 'house')),
    highlights,
    eliminations: elims,
    text,
  });
  // one chain per petal: (d)stem-(d=z)petal
  const z = removed[0];
  step.eureka = eurekaStep(
    digits.map((d, i) => `(${digitName(d, N)})${stemName}-${eurekaAls(alsCells(t, petals[i]), d, z, N)}`),
    [],
    elims,
    N,
  );
  return step;
}
