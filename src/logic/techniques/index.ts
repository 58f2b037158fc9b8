/**
 * The techniques, in the order a solver tries them (HoDoKu's default order, with chain and
 * pile exclusion right after the quadruples), and the ones only `findAll` uses.
 *
 * Owns: {@link TECHNIQUES} (default order), {@link EXTRA_TECHNIQUES} (found on request only:
 * dual and siamese forms, which HoDoKu too reports only when listing every step),
 * {@link techniqueById} and {@link techniqueByCode}. Scores and levels are HoDoKu 2.2's
 * defaults (each technique module states its own).
 *
 *   family            module               techniques
 *   singles           singles.ts           full house, naked single, hidden single
 *   intersections     intersections.ts     locked pair/triple, locked candidates 1 and 2
 *   subsets           subsets.ts           naked and hidden pairs, triples, quadruples
 *   matchings         subset-exclusion.ts  chain and pile exclusion (any subset, by matching)
 *   fish              fish.ts              X-wing … jellyfish, finned, sashimi, siamese
 *   single digit      single-digit.ts      skyscraper, 2-string kite, turbot fish, empty rectangle
 *   wings             wings.ts             W-wing, XY-wing, XYZ-wing
 *   uniqueness        uniqueness.ts        uniqueness tests 1–6, hidden and avoidable rectangles, BUG+1
 *   colouring         coloring.ts          simple colours (trap, wrap), multi-colours 1 and 2
 *   chains            chains.ts            remote pair, X-chain, XY-chain
 *   Sue de Coq        sue-de-coq.ts        Sue de Coq (two sets sharing a box/line intersection)
 *   ALS               als.ts               ALS-XZ, ALS-XY-Wing (almost locked sets)
 *   nice loops        nice-loops.ts        continuous and discontinuous nice loops, AIC
 */
import type { Technique } from '../types.js';
import * as als from './als.js';
import * as chains from './chains.js';
import * as coloring from './coloring.js';
import * as fish from './fish.js';
import * as intersections from './intersections.js';
import * as niceLoops from './nice-loops.js';
import * as singles from './singles.js';
import * as singleDigit from './single-digit.js';
import { subsetExclusion } from './subset-exclusion.js';
import * as subsets from './subsets.js';
import { sueDeCoq } from './sue-de-coq.js';
import * as uniqueness from './uniqueness.js';
import * as wings from './wings.js';

/** Every technique a solver tries, easiest first, in the order it tries them. */
export const TECHNIQUES: readonly Technique[] = [
  singles.fullHouse,
  singles.nakedSingle,
  singles.hiddenSingle,
  intersections.lockedPair,
  intersections.lockedTriple,
  intersections.lockedCandidatesPointing,
  intersections.lockedCandidatesClaiming,
  subsets.nakedPair,
  subsets.nakedTriple,
  subsets.hiddenPair,
  subsets.hiddenTriple,
  subsets.nakedQuadruple,
  subsets.hiddenQuadruple,
  subsetExclusion,
  fish.xWing,
  fish.swordfish,
  fish.jellyfish,
  chains.remotePair,
  uniqueness.bugPlus1,
  singleDigit.skyscraper,
  singleDigit.twoStringKite,
  singleDigit.turbotFish,
  singleDigit.emptyRectangle,
  wings.wWing,
  wings.xyWing,
  wings.xyzWing,
  uniqueness.uniqueness1,
  uniqueness.uniqueness2,
  uniqueness.uniqueness3,
  uniqueness.uniqueness4,
  uniqueness.uniqueness5,
  uniqueness.uniqueness6,
  uniqueness.hiddenRectangle,
  uniqueness.avoidableRectangle1,
  uniqueness.avoidableRectangle2,
  fish.finnedXWing,
  fish.finnedSwordfish,
  fish.finnedJellyfish,
  fish.sashimiXWing,
  fish.sashimiSwordfish,
  fish.sashimiJellyfish,
  coloring.simpleColorsTrap,
  coloring.simpleColorsWrap,
  coloring.multiColors1,
  coloring.multiColors2,
  chains.xChain,
  chains.xyChain,
  niceLoops.continuousNiceLoop,
  niceLoops.discontinuousNiceLoop,
  niceLoops.aic,
  sueDeCoq,
  als.alsXz,
  als.alsXyWing,
];

/** Techniques found on request only (`findAll`, tests): they repeat what the default ones find. */
export const EXTRA_TECHNIQUES: readonly Technique[] = [
  singleDigit.dualTwoStringKite,
  singleDigit.dualEmptyRectangle,
  fish.siameseFinnedSwordfish,
  fish.siameseFinnedJellyfish,
  fish.siameseSashimiSwordfish,
  fish.siameseSashimiJellyfish,
];

const byId = new Map<string, Technique>([...TECHNIQUES, ...EXTRA_TECHNIQUES].map((t) => [t.id, t]));
const byCode = new Map<string, Technique>([...TECHNIQUES, ...EXTRA_TECHNIQUES].filter((t) => t.code).map((t) => [t.code, t]));

/** The technique with this id, or undefined. */
export function techniqueById(id: string): Technique | undefined {
  return byId.get(id);
}

/** The technique with this HoDoKu code (e.g. `0200`), or undefined. */
export function techniqueByCode(code: string): Technique | undefined {
  return byCode.get(code);
}
