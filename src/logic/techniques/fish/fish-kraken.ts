/**
 * Kraken fish: finned fish whose fins are tied to a removal by chains (HoDoKu's types 1 and 2).
 *
 * Owns: the two techniques (HoDoKu's codes 0371 and 0372), their steps and sentences. Fish come from `fish-general.ts` (basic and Franken, sizes 2–4, at most
 * 2 fins and no endo fins: HoDoKu's kraken defaults); what a candidate implies comes from
 * `kraken-implications.ts` (a stopgap until the forcing-chain engine in `../forcing/` is merged).
 *
 *   Type 1  a candidate x of the fish digit in a cover set, outside the base sets, that does
 *           not see every fin: if the fish holds, x is false; if a fin is true, x is false by
 *           a chain from it. When every fin's chain reaches "x is not d", x goes.
 *   Type 2  one cover set: if the fish holds, one of its base candidates is true; else a fin
 *           is. A candidate (of another digit) that each of those candidates being true removes
 *           goes.
 *
 * HoDoKu 2.2.0: Kraken Fish, index 8450 (after the finned mutant fish, before forcing chains
 * at 8500), level Extreme, score 500, off by default; here two on-request techniques
 * (`HEAVY_TECHNIQUES`: asked for by id only). One
 * step per fish and type, listing every removal and one chain per fin (and, type 2, per base
 * candidate of the cover set). The search is bounded by the fish scan's node budget; boards
 * above 9×9 are declined (no steps).
 */
import type { CandidateGrid } from '../../grid.js';
import { makeStep } from '../../step.js';
import type { Candidate, Highlight, HouseRef, Step, StepSink, Technique } from '../../types.js';
import { andList, cellName, removalPhrase, unitHouse, unitName } from '../../words.js';
import { cellsOf, GeneralFishScan, type GeneralFishHit } from './fish-general.js';
import { chainTo, Implications, type Implication } from './kraken-implications.js';
import { orientations } from './fish-franken.js';

/** HoDoKu's kraken limits: 2 fins, no endo fins. */
const KRAKEN_LIMITS = { maxFins: 2, maxEndoFins: 0 };

/** Sizes searched: 2…4, and at most N/2. */
const MAX_SIZE = 4;

/** Search nodes of one call: kraken fish are searched within these bounds only (smallest first). */
const TYPE1_BUDGET = 60_000;
const TYPE2_BUDGET = 40_000;

/** Chains one sentence spells out (the rest are the same kind of walk). */
const MAX_CHAINS = 6;

/** The chains, at most {@link MAX_CHAINS} of them, joined for a sentence. */
function chainList(chains: string[]): string {
  return chains.length <= MAX_CHAINS ? chains.join('; ') : `${chains.slice(0, MAX_CHAINS).join('; ')}; and ${chains.length - MAX_CHAINS} more`;
}

/** "r1c9=5 → r2c7=3 → r8c7=5 → r8c5≠5", or "r1c9=5 is impossible". */
function chainWords(imp: Implication, target: number, d: number, N: number): string {
  const start = `${cellName(imp.cell, N)}=${imp.digit}`;
  if (imp.contradiction) return `${start} leads to a contradiction`;
  const steps = chainTo(imp, target, d, N).map(([c, v]) => `${cellName(c, N)}=${v}`);
  if (steps[0] !== start) steps.unshift(start, '…'); // the walk's record holds one cause per placement
  return `${steps.join(' → ')} → ${cellName(target, N)}≠${d}`;
}

/** What one fish says in words: its digit, houses and fins. */
function fishWords(h: GeneralFishHit, fins: number[], N: number): string {
  return (
    `finned fish on ${h.digit} (base ${andList(h.base.map((u) => unitName(u, N)))}, cover ${andList(h.cover.map((u) => unitName(u, N)))}, ` +
    `fin${fins.length > 1 ? 's' : ''} ${andList(fins.map((f) => cellName(f, N)))})`
  );
}

/** The kraken step of one fish of one type, or null when it removes nothing. */
function krakenStep(technique: Technique, type: 1 | 2, grid: CandidateGrid, h: GeneralFishHit, imps: Implications): Step | null {
  const { N, C, cands, peers, degree: D } = grid;
  const d = h.digit;
  const fins = cellsOf(h.exoFins);
  const baseCells = cellsOf(h.baseCells);
  const base = new Set(baseCells);
  const sees = (a: number, b: number): boolean => {
    for (let k = a * D; k < a * D + D; k++) if (peers[k] === b) return true;
    return false;
  };
  const parts = {
    digits: [d],
    cells: baseCells,
    houses: [...h.base.map((u) => unitHouse(u, N, 'base')), ...h.cover.map((u) => unitHouse(u, N, 'cover'))] as HouseRef[],
    highlights: baseCells.map((cell): Highlight => ({ cell, digit: d, role: fins.includes(cell) ? 'fin' : 'base' })),
  };
  if (type === 1) {
    // cover candidates outside the base that do not see every fin, removed by every fin's chain
    const targets: number[] = [];
    for (const u of h.cover) {
      for (const x of grid.unitCells(u)) {
        if (!grid.has(x, d) || base.has(x) || targets.includes(x)) continue;
        if (fins.every((f) => sees(f, x))) continue; // an ordinary finned fish removal
        if (fins.every((f) => imps.removes(f, d, x, d))) targets.push(x);
      }
    }
    if (targets.length === 0) return null;
    targets.sort((a, b) => a - b);
    const eliminations: Candidate[] = targets.map((cell) => ({ cell, digit: d }));
    const chains = targets.slice(0, MAX_CHAINS).flatMap((x) => fins.map((f) => chainWords(imps.of(f, d), x, d, N)));
    const text =
      `Kraken Fish (type 1): ${fishWords(h, fins, N)}: if the fish holds, ${andList(targets.map((x) => cellName(x, N)))} cannot be ${d}; ` +
      `if a fin is ${d}, a chain says the same (${chainList(chains)}). So ${removalPhrase(eliminations, N)}.`;
    return makeStep(technique, { ...parts, eliminations, text });
  }
  // type 2: per cover set, what its base candidates and the fins all remove (of other digits)
  const found: Candidate[] = [];
  const chains: string[] = [];
  let which = '';
  const seen = new Set<number>();
  for (const u of h.cover) {
    const sources = [...grid.unitCells(u)].filter((c) => base.has(c) && !fins.includes(c));
    if (sources.length === 0) continue;
    const all = [...sources, ...fins];
    const live = all.map((s) => imps.of(s, d)).filter((imp) => !imp.contradiction); // a false one may be left out
    if (live.length === 0) continue;
    const acc = live[0].offBits.slice();
    for (let i = 1; i < live.length; i++) for (let w = 0; w < acc.length; w++) acc[w] &= live[i].offBits[w];
    const here: Candidate[] = [];
    for (let w = 0; w < acc.length; w++) {
      for (let m = acc[w]; m !== 0; m &= m - 1) {
        const i = w * 32 + (31 - Math.clz32(m & -m));
        const cell = (i / N) | 0;
        const e = (i % N) + 1;
        if (e === d || all.includes(cell) || (cands[cell] & (1 << (e - 1))) === 0 || seen.has(i)) continue;
        seen.add(i);
        here.push({ cell, digit: e });
      }
    }
    if (here.length === 0) continue;
    found.push(...here);
    which ||= `${unitName(u, N)} holds ${d} in ${andList(sources.map((c) => cellName(c, N)))} unless a fin is ${d}`;
    for (const z of here) for (const s of all) if (chains.length <= MAX_CHAINS) chains.push(chainWords(imps.of(s, d), z.cell, z.digit, N));
  }
  if (found.length === 0) return null;
  const text =
    `Kraken Fish (type 2): ${fishWords(h, fins, N)}: ${which}, and each of these removes the same candidates ` +
    `(${chainList(chains)}). So ${removalPhrase(found, N)}.`;
  return makeStep(technique, { ...parts, eliminations: found, text });
}

/**
 * Every kraken step of one type. Type 1 searches, per candidate x of the fish digit, the fish
 * with x in a cover set whose fins all lead to "x is not d" (the fins' chains replace sight);
 * type 2 walks every finned fish the node budget reaches.
 */
function findKraken(technique: Technique, type: 1 | 2, grid: CandidateGrid, sink: StepSink): boolean {
  const { N, C } = grid;
  if (N > 9) return false; // declined above 9×9 (every finned fish, each fin's chain: too slow)
  const sides = orientations(N, 'franken'); // basic and Franken fish (HoDoKu's kraken default)
  const scan = new GeneralFishScan(grid, type === 1 ? TYPE1_BUDGET : TYPE2_BUDGET);
  const imps = new Implications(grid);
  const seen = new Set<string>();
  const W = scan.W;
  const fins = new Int32Array(W);
  const visit = (h: GeneralFishHit): boolean => {
    const step = krakenStep(technique, type, grid, h, imps);
    if (!step) return false;
    const key = step.eliminations.map((e) => `${e.cell}.${e.digit}`).join(',');
    if (seen.has(key)) return false;
    seen.add(key);
    return sink(step);
  };
  for (let size = 2; size <= Math.min(MAX_SIZE, N / 2); size++) {
    for (let digit = 1; digit <= N; digit++) {
      const b = 1 << (digit - 1);
      for (const [baseUnits, coverAllowed] of sides) {
        if (type === 2) {
          if (scan.search(digit, size, baseUnits, coverAllowed, true, null, visit, KRAKEN_LIMITS, true)) return !scan.exhausted;
          continue;
        }
        for (let x = 0; x < C; x++) {
          if ((grid.cands[x] & b) === 0) continue;
          // the fins may be the candidates of the digit whose chains remove x
          fins.fill(0);
          for (let c = 0; c < C; c++) {
            if (c !== x && (grid.cands[c] & b) !== 0 && imps.removes(c, digit, x, digit)) fins[c >> 5] |= 1 << (c & 31);
          }
          if (scan.searchTarget(digit, size, baseUnits, coverAllowed, x, fins, visit, KRAKEN_LIMITS)) return !scan.exhausted;
        }
      }
    }
  }
  return false;
}

/** Kraken Fish Type 1: a cover candidate that the fish and every fin's chain remove. */
export const krakenFishType1: Technique = {
  id: 'kraken-fish-type-1',
  name: 'Kraken Fish Type 1',
  code: '0371',
  score: 500,
  level: 'Extreme',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findKraken(this, 1, grid, sink);
  },
};

/** Kraken Fish Type 2: a candidate that a cover set's base candidates and every fin remove. */
export const krakenFishType2: Technique = {
  id: 'kraken-fish-type-2',
  name: 'Kraken Fish Type 2',
  code: '0372',
  score: 500,
  level: 'Extreme',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return findKraken(this, 2, grid, sink);
  },
};
