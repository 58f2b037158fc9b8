/**
 * Franken and mutant fish, basic and finned, sizes 2 to 4 (X-Wing, Swordfish, Jellyfish), and
 * their siamese forms: fish whose base or cover sets include boxes (Franken) or mix rows and
 * columns (mutant).
 *
 * Owns: these techniques (HoDoKu's codes 0330–0332, 0340–0342, 0350–0352, 0360–0362 and the
 * siamese 03411, 03421, 03611, 03621), their steps and sentences, and which of them a solve
 * tries by default. The search is `fish-general.ts`; basic fish are `fish.ts`.
 *
 *   Finned Franken Swordfish on 5, base rows 2, 7 and box 4, cover columns 1, 3 and box 6:
 *   the three base sets each hold one 5, in three cells, all in the cover sets unless a fin
 *   (a base 5 outside the cover, or one in two base sets) is true; so a 5 of a cover set
 *   outside the base sets that sees every fin is false.
 *
 * HoDoKu 2.2.0's default table (index, level, score): Franken X-Wing 6100 Unfair 300, Franken
 * Swordfish 6200 Unfair 350, Franken Jellyfish 6300 Unfair 370 (off), finned Franken X-Wing
 * 6700 Unfair 390, Swordfish 6800 Unfair 410, Jellyfish 6900 Unfair 430 (off), mutant fish
 * 7300–7500 Extreme 450 (off), finned mutant fish 7900–8100 Extreme 470 (off). Those HoDoKu
 * leaves off are on-request techniques here (`HEAVY_TECHNIQUES`: asked for by id only), as are
 * the siamese forms.
 * HoDoKu's solver takes, of all fish of a kind, the one that removes most; so does `find`'s
 * order here (most eliminations first, then the search order: digit, base sets, cover sets).
 * Fish removing the same candidates are reported once (the one with the fewest fins).
 *
 * Speed: a digit is searched only when its templates leave some candidate in none of them
 * (no single-digit pattern, fish included, can remove anything else), and each call has a
 * node budget (`NODE_BUDGET`; `HEAVY_NODE_BUDGET` for those asked for by id). On 4×4 only
 * X-Wings are searched (a larger fish there is the complement of a smaller one). On 16×16 and 25×25 a digit whose template search gives up
 * (`STATE_LIMIT`) is not searched at all: those boards have too many fish to try blind.
 */
import type { CandidateGrid } from '../../grid.js';
import { makeStep } from '../../step.js';
import type { Candidate, Highlight, HouseRef, Step, StepSink, Technique } from '../../types.js';
import { andList, cellList, digitName, removalPhrase, unitHouse, unitName } from '../../words.js';
import { factsOf } from '../templates/templates.js';
import { bitCount, cellsOf, copyHit, fishKind, GeneralFishScan, HEAVY_NODE_BUDGET, NODE_BUDGET, type GeneralFishHit } from './fish-general.js';

type Meta = Pick<Technique, 'id' | 'name' | 'code'>;

/** Franken or mutant. */
export type Family = 'franken' | 'mutant';

/**
 * The base and cover house choices of a family: [base units, cover flags] per orientation.
 * Franken's two orientations (rows and boxes against columns and boxes, and the transpose)
 * include the basic fish, which is why kraken fish search them too.
 */
export function orientations(N: number, family: Family): [number[], Uint8Array][] {
  const rows = Array.from({ length: N }, (_, i) => i);
  const cols = rows.map((i) => N + i);
  const boxes = rows.map((i) => 2 * N + i);
  const flags = (units: number[]): Uint8Array => {
    const f = new Uint8Array(3 * N);
    for (const u of units) f[u] = 1;
    return f;
  };
  if (family === 'mutant') {
    const all = [...rows, ...cols, ...boxes];
    return [[all, flags(all)]];
  }
  return [
    [[...rows, ...boxes], flags([...cols, ...boxes])],
    [[...cols, ...boxes], flags([...rows, ...boxes])],
  ];
}

/**
 * Every fish of one family, size and kind (finned or not) on the grid, in search order:
 * `each(hit)` for each (hits of one base set come together); stops when it returns true.
 */
function searchFamily(grid: CandidateGrid, size: number, family: Family, finned: boolean, each: (h: GeneralFishHit) => boolean): void {
  if (size > grid.N / 2) return;
  const facts = factsOf(grid);
  const budget = size <= 3 && family === 'franken' ? NODE_BUDGET : HEAVY_NODE_BUDGET;
  const scan = new GeneralFishScan(grid, budget.total, budget.search);
  const sides = orientations(grid.N, family);
  for (let digit = 1; digit <= grid.N; digit++) {
    const known = facts.known[digit - 1];
    if (known && facts.del[digit - 1].length === 0) continue; // nothing on this digit can go
    if (!known && grid.N > 9) continue; // declined: too many templates to know, too many fish to try
    const deletable = known ? facts.del[digit - 1] : null;
    for (const [baseUnits, coverAllowed] of sides) {
      const stop = scan.search(digit, size, baseUnits, coverAllowed, finned, deletable, (h) =>
        fishKind(h.base, h.cover, grid.N) === family ? each(h) : false,
      );
      if (stop) return;
    }
  }
}

/** The key of a hit's effect. */
function effectKey(h: GeneralFishHit): string {
  return `${h.digit}:${cellsOf(h.eliminations).join(',')}`;
}

/** Fish of one technique: deduplicated by effect, most eliminations first. */
function findFish(technique: Meta, size: number, family: Family, finned: boolean, grid: CandidateGrid, sink: StepSink): boolean {
  const best = new Map<string, { hit: GeneralFishHit; fins: number; order: number; removes: number }>();
  let order = 0;
  searchFamily(grid, size, family, finned, (h) => {
    const key = effectKey(h);
    const fins = bitCount(h.exoFins) + bitCount(h.endoFins);
    const old = best.get(key);
    if (!old || fins < old.fins) best.set(key, { hit: copyHit(h), fins, order: old ? old.order : order++, removes: bitCount(h.eliminations) });
    return false;
  });
  const list = [...best.values()].sort((a, b) => b.removes - a.removes || a.order - b.order);
  for (const { hit } of list) if (sink(fishStep(technique, grid, [hit]))) return true;
  return false;
}

/**
 * Siamese fish: two finned fish of the family on one digit with the same base sets and other
 * cover sets that remove different candidates, reported as one step removing what either
 * removes (HoDoKu pairs them so even when one removes all the other does: reglib 03621).
 */
function findSiamese(technique: Meta, size: number, family: Family, grid: CandidateGrid, sink: StepSink): boolean {
  const steps: Step[] = [];
  const seen = new Set<string>();
  // the fish of each digit and base (a fish is met once per candidate it removes: kept once)
  const groups = new Map<string, Map<string, GeneralFishHit>>();
  searchFamily(grid, size, family, true, (h) => {
    const key = `${h.digit}:${h.base.join(',')}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = new Map()));
    const cover = h.cover.join(',');
    if (!group.has(cover)) group.set(cover, copyHit(h));
    return false;
  });
  const union = new Int32Array(Math.ceil(grid.C / 32));
  for (const byCover of groups.values()) {
    const group = [...byCover.values()];
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const a = group[i].eliminations;
        const b = group[j].eliminations;
        if (sameBits(a, b)) continue;
        for (let w = 0; w < union.length; w++) union[w] = a[w] | b[w];
        const key = `${group[i].digit}:${union.join(',')}`;
        if (seen.has(key)) continue;
        seen.add(key);
        steps.push(fishStep(technique, grid, [group[i], group[j]]));
        if (steps.length >= MAX_SIAMESE) break;
      }
    }
  }
  for (const step of steps) if (sink(step)) return true;
  return false;
}

/** True when two bitsets are equal. */
function sameBits(a: Int32Array, b: Int32Array): boolean {
  for (let w = 0; w < a.length; w++) if (a[w] !== b[w]) return false;
  return true;
}

/** Most siamese steps one call reports (a grid early in a solve can pair thousands of fish). */
const MAX_SIAMESE = 200;

/** `row 2, row 7 and box 4`. */
function unitsPhrase(units: readonly number[], N: number): string {
  return andList(units.map((u) => unitName(u, N)));
}

/** The step of one fish, or of a siamese pair (same digit and base sets). */
function fishStep(technique: Meta, grid: CandidateGrid, hits: GeneralFishHit[]): Step {
  const N = grid.N;
  const first = hits[0];
  const digit = first.digit;
  const removed = new Set<number>();
  const exo = new Set<number>();
  const endo = new Set<number>();
  const coverUnits = new Set<number>();
  // a cell in two base sets is an endo fin, also when no cover set holds it (it is then in exoFins too)
  const exoOnly = (h: GeneralFishHit): number[] => cellsOf(h.exoFins).filter((c) => !cellsOf(h.endoFins).includes(c));
  for (const h of hits) {
    for (const c of cellsOf(h.eliminations)) removed.add(c);
    for (const c of exoOnly(h)) exo.add(c);
    for (const c of cellsOf(h.endoFins)) endo.add(c);
    for (const u of h.cover) coverUnits.add(u);
  }
  const eliminations: Candidate[] = [...removed].sort((a, b) => a - b).map((cell) => ({ cell, digit }));
  const cells = cellsOf(first.baseCells);
  const highlights: Highlight[] = cells.map((cell) => ({
    cell,
    digit,
    role: endo.has(cell) ? 'endo-fin' : exo.has(cell) ? 'fin' : 'base',
  }));
  const cover = [...coverUnits].sort((a, b) => a - b);
  const houses: HouseRef[] = [...first.base.map((u) => unitHouse(u, N, 'base')), ...cover.map((u) => unitHouse(u, N, 'cover'))];
  const removal = removalPhrase(eliminations, N);
  const base = `base ${unitsPhrase(first.base, N)}`;
  const finWords = (h: GeneralFishHit): string => {
    const parts: string[] = [];
    const x = exoOnly(h);
    const e = cellsOf(h.endoFins);
    if (x.length > 0) parts.push(`fin${x.length > 1 ? 's' : ''} ${cellList(x, N)}`);
    if (e.length > 0) parts.push(`endo fin${e.length > 1 ? 's' : ''} ${cellList(e, N)}`);
    return andList(parts);
  };
  let text: string;
  const fins = exo.size + endo.size;
  if (hits.length === 1 && fins === 0) {
    text = `${technique.name} on ${digitName(digit, N)}, ${base}, cover ${unitsPhrase(first.cover, N)}: ${removal}.`;
  } else if (hits.length === 1) {
    const which = fins === 1 ? 'the fin' : fins === 2 ? 'both fins' : 'every fin';
    text =
      `${technique.name} on ${digitName(digit, N)}, ${base}, cover ${unitsPhrase(first.cover, N)} with ${finWords(first)}: ` +
      `${removal}, which ${eliminations.length > 1 ? 'see' : 'sees'} ${which}.`;
  } else {
    const [a, b] = hits.map((h) => `cover ${unitsPhrase(h.cover, N)} (${finWords(h)})`);
    text = `${technique.name} on ${digitName(digit, N)}, ${base}, once with ${a} and once with ${b}: ${removal}.`;
  }
  return makeStep(technique, { digits: [digit], cells, houses, highlights, eliminations, text });
}

/** A fish technique of this module. */
function fishTechnique(
  id: string,
  name: string,
  code: string,
  score: number,
  level: Technique['level'],
  size: number,
  family: Family,
  kind: 'basic' | 'finned' | 'siamese',
): Technique {
  return {
    id,
    name,
    code,
    score,
    level,
    find(grid: CandidateGrid, sink: StepSink): boolean {
      return kind === 'siamese' ? findSiamese(this, size, family, grid, sink) : findFish(this, size, family, kind === 'finned', grid, sink);
    },
  };
}

/** Franken X-Wing: two base sets (lines and boxes) whose digit lies in two cover sets. */
export const frankenXWing = fishTechnique('franken-x-wing', 'Franken X-Wing', '0330', 300, 'Unfair', 2, 'franken', 'basic');
/** Franken Swordfish: three base sets, three cover sets, boxes among them. */
export const frankenSwordfish = fishTechnique('franken-swordfish', 'Franken Swordfish', '0331', 350, 'Unfair', 3, 'franken', 'basic');
/** Franken Jellyfish: four base sets, four cover sets, boxes among them (off in HoDoKu's defaults). */
export const frankenJellyfish = fishTechnique('franken-jellyfish', 'Franken Jellyfish', '0332', 370, 'Unfair', 4, 'franken', 'basic');
/** Finned Franken X-Wing: a Franken X-Wing with fins (exo or endo). */
export const finnedFrankenXWing = fishTechnique('finned-franken-x-wing', 'Finned Franken X-Wing', '0340', 390, 'Unfair', 2, 'franken', 'finned');
/** Finned Franken Swordfish: a Franken Swordfish with fins. */
export const finnedFrankenSwordfish = fishTechnique(
  'finned-franken-swordfish',
  'Finned Franken Swordfish',
  '0341',
  410,
  'Unfair',
  3,
  'franken',
  'finned',
);
/** Finned Franken Jellyfish: a Franken Jellyfish with fins (off in HoDoKu's defaults). */
export const finnedFrankenJellyfish = fishTechnique(
  'finned-franken-jellyfish',
  'Finned Franken Jellyfish',
  '0342',
  430,
  'Unfair',
  4,
  'franken',
  'finned',
);
/** Mutant X-Wing: base and cover sets mixing rows, columns and boxes freely. */
export const mutantXWing = fishTechnique('mutant-x-wing', 'Mutant X-Wing', '0350', 450, 'Extreme', 2, 'mutant', 'basic');
/** Mutant Swordfish. */
export const mutantSwordfish = fishTechnique('mutant-swordfish', 'Mutant Swordfish', '0351', 450, 'Extreme', 3, 'mutant', 'basic');
/** Mutant Jellyfish. */
export const mutantJellyfish = fishTechnique('mutant-jellyfish', 'Mutant Jellyfish', '0352', 450, 'Extreme', 4, 'mutant', 'basic');
/** Finned Mutant X-Wing. */
export const finnedMutantXWing = fishTechnique('finned-mutant-x-wing', 'Finned Mutant X-Wing', '0360', 470, 'Extreme', 2, 'mutant', 'finned');
/** Finned Mutant Swordfish. */
export const finnedMutantSwordfish = fishTechnique(
  'finned-mutant-swordfish',
  'Finned Mutant Swordfish',
  '0361',
  470,
  'Extreme',
  3,
  'mutant',
  'finned',
);
/** Finned Mutant Jellyfish. */
export const finnedMutantJellyfish = fishTechnique(
  'finned-mutant-jellyfish',
  'Finned Mutant Jellyfish',
  '0362',
  470,
  'Extreme',
  4,
  'mutant',
  'finned',
);
/** Siamese Finned Franken Swordfish: two finned Franken swordfish on the same base sets. */
export const siameseFinnedFrankenSwordfish = fishTechnique(
  'siamese-finned-franken-swordfish',
  'Siamese Finned Franken Swordfish',
  '03411',
  410,
  'Unfair',
  3,
  'franken',
  'siamese',
);
/** Siamese Finned Franken Jellyfish. */
export const siameseFinnedFrankenJellyfish = fishTechnique(
  'siamese-finned-franken-jellyfish',
  'Siamese Finned Franken Jellyfish',
  '03421',
  430,
  'Unfair',
  4,
  'franken',
  'siamese',
);
/** Siamese Finned Mutant Swordfish. */
export const siameseFinnedMutantSwordfish = fishTechnique(
  'siamese-finned-mutant-swordfish',
  'Siamese Finned Mutant Swordfish',
  '03611',
  470,
  'Extreme',
  3,
  'mutant',
  'siamese',
);
/** Siamese Finned Mutant Jellyfish. */
export const siameseFinnedMutantJellyfish = fishTechnique(
  'siamese-finned-mutant-jellyfish',
  'Siamese Finned Mutant Jellyfish',
  '03621',
  470,
  'Extreme',
  4,
  'mutant',
  'siamese',
);
