/**
 * The techniques, in the order a solver tries them (HoDoKu's default order, with chain and
 * pile exclusion right after the quadruples), and the ones only `findAll` uses.
 *
 * Order, levels and scores follow HoDoKu 2.2.0's default technique table (its `Options`
 * defaults: each technique's index, level and base score, as listed in its source and shown on
 * its "Solver" options page): by index, … jellyfish 2400, remote pair 2800, BUG+1 2900,
 * skyscraper 3000, 2-string kite 3100, turbot fish 3120, empty rectangle 3170, W-wing 3200,
 * XY-wing 3300, XYZ-wing 3400, uniqueness 1–6 3500–4000, hidden rectangle 4010, avoidable
 * rectangles 4020/4030, finned/sashimi X-wing 4100/4200 (Hard), swordfish 4300/4400, jellyfish
 * 4500/4600 (scores 250/260), Sue de Coq 5300, simple colours 5330, multi-colours 5360,
 * X-chain 5400, XY-chain 5500, nice loops and AIC 5600 (280), grouped nice loops and AIC 5650
 * (300), ALS-XZ 5700, ALS-XY-wing 5800, ALS-XY-chain 5900 (340).
 *
 * Owns: {@link TECHNIQUES} (default order), {@link EXTRA_TECHNIQUES} (found on request only:
 * dual and siamese forms, and death blossom, which HoDoKu too reports only when listing every
 * step, and templates), {@link HEAVY_TECHNIQUES} (found when asked for by id only),
 * {@link techniqueById} and {@link techniqueByCode}. Scores and levels are HoDoKu 2.2's
 * defaults (each technique module states its own). The lists' order and membership are
 * ids.ts's (ids only, so that code checking a name, such as the CLI's `--techniques`, does not
 * load the techniques); this module puts the techniques in them.
 *
 *   family            module               techniques
 *   singles           singles/             full house, naked single, hidden single
 *   intersections     intersections.ts     locked pair/triple, locked candidates 1 and 2
 *   subsets           subsets.ts           naked and hidden pairs, triples, quadruples
 *   matchings         subset-exclusion.ts  chain and pile exclusion (any subset, by matching)
 *   fish              fish/                X-wing … jellyfish, finned, sashimi, siamese
 *   single digit      single-digit.ts      skyscraper, 2-string kite, turbot fish, empty rectangle
 *   wings             wings.ts             W-wing, XY-wing, XYZ-wing
 *   uniqueness        uniqueness/          uniqueness tests 1–6, hidden and avoidable rectangles, BUG+1
 *   colouring         coloring.ts          simple colours (trap, wrap), multi-colours 1 and 2
 *   chains            chains/              remote pair, X-chain, XY-chain
 *   Sue de Coq        als/                 Sue de Coq (two sets sharing a box/line intersection)
 *   ALS               als/                 ALS-XZ, ALS-XY-Wing, ALS-XY-Chain (almost locked sets)
 *   nice loops        chains/              continuous and discontinuous nice loops, AIC, and
 *                                          their grouped forms (group nodes in line-box intersections)
 *   Franken fish      fish/fish-franken    Franken X-Wing, Swordfish and finned (HoDoKu 6100–6800);
 *                                          Franken jellyfish, mutant, siamese: by id only (heavy)
 *   kraken fish       fish/fish-kraken     types 1 and 2 (HoDoKu 8450, off): by id only (heavy)
 *   templates         templates/           template set and delete (HoDoKu 8700/8800, off): on request
 *   forcing           forcing/             forcing chains and nets (contradiction, verity), the implication engine
 */
import type { Technique } from '../types.js';
import { EXTRA_TECHNIQUE_IDS, HEAVY_TECHNIQUE_IDS, TECHNIQUE_IDS } from './ids.js';
import * as als from './als/als.js';
import { alsXyChain } from './als/als-chain.js';
import { deathBlossom } from './als/death-blossom.js';
import * as chains from './chains/chains.js';
import * as coloring from './coloring.js';
import * as fish from './fish/fish.js';
import * as franken from './fish/fish-franken.js';
import * as kraken from './fish/fish-kraken.js';
import * as forcing from './forcing/forcing.js';
import * as intersections from './intersections.js';
import * as niceLoops from './chains/nice-loops.js';
import * as singles from './singles/singles.js';
import * as singleDigit from './single-digit.js';
import { subsetExclusion } from './subset-exclusion.js';
import * as subsets from './subsets.js';
import { sueDeCoq } from './als/sue-de-coq.js';
import * as uniqueness from './uniqueness/uniqueness.js';
import * as wings from './wings.js';
import * as templates from './templates/templates.js';

/**
 * Every technique, by id (in no particular order: the order of each list is ids.ts's). A
 * technique is added here and its id in one list of ids.ts; an id with no technique here, or
 * a technique here in no list, fails when this module loads.
 */
const BY_ID = new Map<string, Technique>(
  [
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
    fish.sashimiXWing,
    fish.finnedSwordfish,
    fish.sashimiSwordfish,
    fish.finnedJellyfish,
    fish.sashimiJellyfish,
    sueDeCoq,
    coloring.simpleColorsTrap,
    coloring.simpleColorsWrap,
    coloring.multiColors1,
    coloring.multiColors2,
    chains.xChain,
    chains.xyChain,
    niceLoops.continuousNiceLoop,
    niceLoops.discontinuousNiceLoop,
    niceLoops.aic,
    niceLoops.groupedContinuousNiceLoop,
    niceLoops.groupedDiscontinuousNiceLoop,
    niceLoops.groupedAic,
    als.alsXz,
    als.alsXyWing,
    alsXyChain,
    franken.frankenXWing,
    franken.frankenSwordfish,
    franken.finnedFrankenXWing,
    franken.finnedFrankenSwordfish,
    forcing.forcingChainContradiction,
    forcing.forcingChainVerity,
    forcing.forcingNetContradiction,
    forcing.forcingNetVerity,
    forcing.forcingNetPlus,
    forcing.forcingNetNested,
    singleDigit.dualTwoStringKite,
    singleDigit.dualEmptyRectangle,
    fish.siameseFinnedSwordfish,
    fish.siameseFinnedJellyfish,
    fish.siameseSashimiSwordfish,
    fish.siameseSashimiJellyfish,
    deathBlossom,
    templates.templateSet,
    templates.templateDelete,
    franken.frankenJellyfish,
    franken.finnedFrankenJellyfish,
    franken.siameseFinnedFrankenSwordfish,
    franken.siameseFinnedFrankenJellyfish,
    franken.mutantXWing,
    franken.mutantSwordfish,
    franken.mutantJellyfish,
    franken.finnedMutantXWing,
    franken.finnedMutantSwordfish,
    franken.finnedMutantJellyfish,
    franken.siameseFinnedMutantSwordfish,
    franken.siameseFinnedMutantJellyfish,
    kraken.krakenFishType1,
    kraken.krakenFishType2,
  ].map((t) => [t.id, t]),
);

/** The techniques of a list of ids, in its order. */
function techniquesOf(ids: readonly string[]): readonly Technique[] {
  return ids.map((id) => {
    const t = BY_ID.get(id);
    if (!t) throw new Error(`sudoku-wasm: technique list names '${id}', which no module defines`);
    return t;
  });
}

/**
 * Every technique a solver tries, easiest first, in the order it tries them.
 * @category Hints, steps and rating
 */
export const TECHNIQUES: readonly Technique[] = /* @__PURE__ */ techniquesOf(TECHNIQUE_IDS);

/**
 * Techniques found on request only (`findAll`, tests): they repeat what the default ones find.
 * @category Hints, steps and rating
 */
export const EXTRA_TECHNIQUES: readonly Technique[] = /* @__PURE__ */ techniquesOf(EXTRA_TECHNIQUE_IDS);

/**
 * Techniques found only when asked for by id (`findAll(grid, ids)`, `options.techniques`): the
 * Franken and mutant fish HoDoKu leaves off, their siamese forms and kraken fish. Their
 * searches take up to some 100 ms a call on an early 9×9 grid (each is bounded by a node
 * budget), too much for `findAll`'s default list.
 * @category Hints, steps and rating
 */
export const HEAVY_TECHNIQUES: readonly Technique[] = /* @__PURE__ */ techniquesOf(HEAVY_TECHNIQUE_IDS);

const ALL = [...TECHNIQUES, ...EXTRA_TECHNIQUES, ...HEAVY_TECHNIQUES];
if (ALL.length !== BY_ID.size) throw new Error('sudoku-wasm: a technique is in no list of ids.ts, or in two');
const byCode = new Map<string, Technique>(ALL.filter((t) => t.code).map((t) => [t.code, t]));

/**
 * The technique with this id, or undefined.
 * @param id the technique's id, as a step's `technique` holds it (`'x-wing'`, `'naked-single'`)
 * @example
 * ```ts
 * import { techniqueById } from 'sudoku-wasm';
 *
 * techniqueById('x-wing')?.name; // → 'X-Wing'
 * techniqueById('no-such-technique'); // → undefined
 * ```
 * @category Hints, steps and rating
 */
export function techniqueById(id: string): Technique | undefined {
  return BY_ID.get(id);
}

/** The technique with this HoDoKu code (e.g. `0200`), or undefined. */
export function techniqueByCode(code: string): Technique | undefined {
  return byCode.get(code);
}
