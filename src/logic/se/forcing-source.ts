/**
 * SE's forcing levels served by the forcing engine's searches (`techniques/forcing/`): every
 * conclusion of a level's searches is rated from its proof, cheapest first, and only the one
 * SE takes is made a step.
 *
 * Owns: {@link engineForcingHint}, {@link ENGINE_FORCING_PRODUCERS} and the searches behind each
 * SE level (`LEVEL_SEARCHES`).
 * Does not own the engine, the searches, proofs or words (`techniques/forcing/`), nor how a
 * proof is rated (`forcing-hook.ts`: `forcingDifficulty`, `isNishio`).
 *
 *   SE level   searches, in order (engine mode)                       least base
 *   nishio     contradiction static*, contradiction dynamic;         7.5
 *              only Nishio proofs (one digit throughout) count
 *   multiple   verity static* (double, cell, house)                  8.0
 *   dynamic    contradiction dynamic, verity dynamic                 8.5
 *   plus       contradiction plus, verity plus                       9.0
 *   nested     contradiction plus with plus nets inside (nesting 1)  10.5
 *   * the engine's static mode with `staticStopsAtEmptied` false: SE's static chains contradict
 *     only as a candidate on and off. Stopping at an emptied cell or house (HoDoKu's kinds) hid
 *     SE's cell and region forcing chains through such a premise and left them to dynamic
 *     chains: magictour sample 200, ER exact 80.5% → 86.5%, within 0.2 94.5% → 99.0%.
 *
 * The dynamic level meets no Nishio proof (the Nishio level, tried first on the same grid, would
 * have taken it), so its least base is 8.5. SE takes a level's hint of lowest difficulty (the
 * first among equals, in the order above and each search's order). A search lists its
 * conclusions by cost (the sum of the depths of what it needs), and a chain of depth d has at
 * least d + 1 nodes, so a conclusion's size is at least its cost + 1: once the level's least
 * base plus the length modifier of cost + 1 is not below the best difficulty so far, no later
 * conclusion of that search can win, and the rest are not proved. Making a step (proof, words,
 * highlights) of every conclusion, as the techniques do, took half of SE's time on magictour.
 */
import type { CandidateGrid } from '../grid.js';
import { DEFAULT_FORCING_BUDGET, Implications, Mode } from '../techniques/forcing/engine.js';
import * as forcing from '../techniques/forcing/forcing.js';
import { proofOf } from '../techniques/forcing/proof.js';
import { findContradictions, findVerities, type Conclusion, type VerityFilter } from '../techniques/forcing/search.js';
import { popcount } from '../grid.js';
import type { Technique, TechniqueContext } from '../types.js';
import { forcingDifficulty, isNishio, SE_FORCING_LEVELS, type SeForcingLevel } from './forcing-hook.js';
import { lengthModifier } from './length.js';
import type { SeHint, SeProducer } from './producers.js';
import { tenths, type SeTechnique } from './table.js';

/** One search of a level: the technique whose words the step takes, the mode, the kind of search, nets inside. */
interface LevelSearch {
  readonly meta: Technique;
  readonly mode: Mode;
  readonly search: 'contradiction' | 'verity';
  readonly nesting: number;
  /** Only the premise's digit is followed (`Implications.oneDigit`: SE's Nishio). */
  readonly oneDigit?: boolean;
}

/** Per SE level, its least base difficulty and its searches in order (see the header). */
const LEVEL_SEARCHES: Readonly<Record<SeForcingLevel['id'], { base: number; searches: readonly LevelSearch[] }>> = {
  nishio: { base: 7.5, searches: [{ meta: forcing.forcingNetContradiction, mode: Mode.Dynamic, search: 'contradiction', nesting: 0, oneDigit: true }] },
  multiple: { base: 8.0, searches: [{ meta: forcing.forcingChainVerity, mode: Mode.Static, search: 'verity', nesting: 0 }] },
  dynamic: {
    base: 8.5,
    searches: [
      { meta: forcing.forcingNetContradiction, mode: Mode.Dynamic, search: 'contradiction', nesting: 0 },
      { meta: forcing.forcingNetVerity, mode: Mode.Dynamic, search: 'verity', nesting: 0 },
    ],
  },
  plus: {
    base: 9.0,
    searches: [
      { meta: forcing.forcingNetPlus, mode: Mode.Plus, search: 'contradiction', nesting: 0 },
      { meta: forcing.forcingNetPlus, mode: Mode.Plus, search: 'verity', nesting: 0 },
    ],
  },
  nested: { base: 10.5, searches: [{ meta: forcing.forcingNetNested, mode: Mode.Plus, search: 'contradiction', nesting: 1 }] },
};

/**
 * The hint SE takes at forcing level `level` on `grid` (not changed), from the engine's
 * searches; null when the level has none (or the board is larger than the engine's techniques
 * take).
 * @throws {ForcingBudgetError} when a search runs out of `context.forcingBudget`
 */
export function engineForcingHint(grid: CandidateGrid, level: SeForcingLevel['id'], context: TechniqueContext): SeHint | null {
  if (grid.N > forcing.MAX_FORCING_SIDE) return null;
  const { base, searches } = LEVEL_SEARCHES[level];
  let best: { at: LevelSearch; conclusion: Conclusion; engine: Implications; technique: SeTechnique; difficulty: number } | null = null;
  for (const at of searches) {
    const engine = new Implications(grid, context?.forcingBudget ?? DEFAULT_FORCING_BUDGET);
    engine.staticStopsAtEmptied = false;
    engine.onsFirst = true;
    engine.oneDigit = at.oneDigit === true;
    const found = at.search === 'contradiction' ? findContradictions(grid, at.mode, engine, at.nesting) : findVerities(grid, at.mode, engine, sePremiseSets(grid, at.mode), true, true);
    for (const conclusion of found) {
      if (best !== null && tenths(base + lengthModifier(conclusion.cost + 1)) >= best.difficulty) break;
      const proof = proofOf(conclusion, at.mode, engine, at.nesting);
      if (level === 'nishio' && !isNishio(proof)) continue;
      const { technique, difficulty } = forcingDifficulty(proof);
      if (best === null || difficulty < best.difficulty) best = { at, conclusion, engine, technique, difficulty };
    }
  }
  if (best === null) return null;
  const { at, conclusion, engine, technique, difficulty } = best;
  return { step: forcing.stepOf(at.meta, grid, conclusion, at.mode, engine, at.nesting), technique, difficulty };
}

/**
 * The premise sets SE's chaining tries for verities. It walks the cells with more than two
 * candidates (static chains) or more than one (dynamic): from each such cell, every digit's
 * on and off ("double", only when the cell has three candidates or more), the cell's digits
 * ("cell") and, in each house of the cell where the cell is the digit's first place, the
 * digit's places ("house"). So a static chain never starts from a bivalue cell, nor from a
 * house whose first place is one.
 */
function sePremiseSets(grid: CandidateGrid, mode: Mode): VerityFilter {
  const least = mode === Mode.Static ? 3 : 2;
  const count = (premise: number): number => popcount(grid.cands[((premise >> 1) / grid.N) | 0]);
  return (kind, premises) => {
    const n = count(premises[0]);
    if (n < least) return false;
    return kind !== 'double' || (mode !== Mode.Static && n >= 3);
  };
}

/** SE's forcing levels as producers served by the engine (see {@link engineForcingHint}). */
export const ENGINE_FORCING_PRODUCERS: readonly SeProducer[] = SE_FORCING_LEVELS.map(({ id }) => ({
  id,
  find: (grid: CandidateGrid, context: TechniqueContext) => engineForcingHint(grid, id, context),
}));
