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
 * at 8500), level Extreme, score 500, off by default; here two on-request techniques. One
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

/** HoDoKu's kraken limits: 2 fins, no endo fins. */
const KRAKEN_LIMITS = { maxFins: 2, maxEndoFins: 0 };

/** Sizes searched: 2…4, and at most N/2. */
const MAX_SIZE = 4;

/** "r1c9=5 → r2c7=3 → r8c7=5 → r8c5≠5", or "r1c9=5 is impossible". */
function chainWords(imp: Implication, target: number, d: number, N: number): string {
  const start = `${cellName(imp.cell, N)}=${imp.digit}`;
  if (imp.contradiction) return `${start} leads to a contradiction`;
  const steps = chainTo(imp, target, d, N).map(([c, v]) => `${cellName(c, N)}=${v}`);
  return `${steps.join(' → ')} → ${cellName(target, N)}≠${d}`;
}

/** The kraken eliminations of one fish of one type, as steps. */
function krakenSteps(technique: Technique, type: 1 | 2, grid: CandidateGrid, h: GeneralFishHit, imps: Implications): Step[] {
  const { N, C, cands, peers, degree: D } = grid;
  const d = h.digit;
  const fins = cellsOf(h.exoFins);
  const base = new Set(cellsOf(h.baseCells));
  const out: Step[] = [];
  const sees = (a: number, b: number): boolean => {
    for (let k = a * D; k < a * D + D; k++) if (peers[k] === b) return true;
    return false;
  };
  const fishWords =
    `finned fish on ${d} (base ${andList(h.base.map((u) => unitName(u, N)))}, cover ${andList(h.cover.map((u) => unitName(u, N)))}, ` +
    `fin${fins.length > 1 ? 's' : ''} ${andList(fins.map((f) => cellName(f, N)))})`;
  const houses: HouseRef[] = [...h.base.map((u) => unitHouse(u, N, 'base')), ...h.cover.map((u) => unitHouse(u, N, 'cover'))];
  const highlights: Highlight[] = [...base].map((cell) => ({ cell, digit: d, role: fins.includes(cell) ? 'fin' : 'base' }));
  const cells = [...base].sort((a, b) => a - b);

  // type 1: cover candidates outside the base that do not see every fin
  const coverCells = new Set<number>();
  for (const u of h.cover) for (const c of grid.unitCells(u)) if (grid.has(c, d) && !base.has(c)) coverCells.add(c);
  const t1: number[] = [];
  for (const x of type === 1 ? [...coverCells].sort((a, b) => a - b) : []) {
    if (fins.every((f) => sees(f, x))) continue; // an ordinary finned fish removal
    if (fins.every((f) => imps.removes(f, d, x, d))) t1.push(x);
  }
  if (type === 1 && t1.length > 0) {
    const eliminations: Candidate[] = t1.map((cell) => ({ cell, digit: d }));
    const chains = t1.flatMap((x) => fins.map((f) => chainWords(imps.of(f, d), x, d, N)));
    const text =
      `Kraken Fish (type 1): ${fishWords}: if the fish holds, ${andList(t1.map((x) => cellName(x, N)))} cannot be ${d}; ` +
      `if a fin is ${d}, a chain says the same (${chains.join('; ')}). So ${removalPhrase(eliminations, N)}.`;
    out.push(makeStep(technique, { digits: [d], cells, houses, highlights, eliminations, text }));
  }

  // type 2: per cover set, its base candidates and the fins all remove a candidate
  const seen = new Set<number>();
  for (const u of type === 2 ? h.cover : []) {
    const sources = [...grid.unitCells(u)].filter((c) => base.has(c) && !fins.includes(c));
    const all = [...sources, ...fins];
    if (sources.length === 0) continue;
    const found: Candidate[] = [];
    for (let cell = 0; cell < C; cell++) {
      for (let m = cands[cell] & ~(1 << (d - 1)); m !== 0; m &= m - 1) {
        const e = 32 - Math.clz32(m & -m);
        if (seen.has(cell * 64 + e)) continue;
        if (all.every((s) => s !== cell && imps.removes(s, d, cell, e))) {
          found.push({ cell, digit: e });
          seen.add(cell * 64 + e);
        }
      }
    }
    if (found.length === 0) continue;
    const chains = found.flatMap((z) => all.map((s) => chainWords(imps.of(s, d), z.cell, z.digit, N)));
    const text =
      `Kraken Fish (type 2): ${fishWords}: ${unitName(u, N)} holds ${d} in ${andList(sources.map((c) => cellName(c, N)))} ` +
      `unless a fin is ${d}, and each of these removes the same candidates (${chains.join('; ')}). So ${removalPhrase(found, N)}.`;
    out.push(makeStep(technique, { digits: [d], cells, houses, highlights, eliminations: found, text }));
  }
  return out;
}

/** Every kraken step of one type, in search order (size, digit, base, cover). */
function findKraken(technique: Technique, type: 1 | 2, grid: CandidateGrid, sink: StepSink): boolean {
  const N = grid.N;
  if (N > 9) return false; // declined above 9×9 (every finned fish, each fin's chain: too slow)
  const rows = Array.from({ length: N }, (_, i) => i);
  const cols = rows.map((i) => N + i);
  const boxes = rows.map((i) => 2 * N + i);
  const flags = (units: number[]): Uint8Array => {
    const f = new Uint8Array(3 * N);
    for (const u of units) f[u] = 1;
    return f;
  };
  const sides: [number[], Uint8Array][] = [
    [[...rows, ...boxes], flags([...cols, ...boxes])],
    [[...cols, ...boxes], flags([...rows, ...boxes])],
  ];
  const scan = new GeneralFishScan(grid, 3_000_000);
  const imps = new Implications(grid);
  const seen = new Set<string>();
  let stop = false;
  for (let size = 2; size <= Math.min(MAX_SIZE, N / 2) && !stop; size++) {
    for (let digit = 1; digit <= N && !stop; digit++) {
      for (const [baseUnits, coverAllowed] of sides) {
        stop = scan.search(
          digit,
          size,
          baseUnits,
          coverAllowed,
          true,
          null,
          (h) => {
            for (const step of krakenSteps(technique, type, grid, h, imps)) {
              const key = `${step.name}:${step.eliminations.map((e) => `${e.cell}.${e.digit}`).join(',')}`;
              if (seen.has(key)) continue;
              seen.add(key);
              if (sink(step)) return true;
            }
            return false;
          },
          KRAKEN_LIMITS,
          true,
        );
        if (stop) break;
      }
    }
  }
  return stop && !scan.exhausted;
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
