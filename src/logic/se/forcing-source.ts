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
 *   nishio     contradiction dynamic, the premise's digit only        7.5
 *              (`oneDigit`), premises on and off
 *   multiple   verity static* (cell, house; SE's premise sets)        8.0
 *   dynamic    contradiction dynamic, verity dynamic (double, cell,   8.5
 *              house; SE's premise sets)
 *   plus       contradiction plus, verity plus                       9.0
 *   nested     contradiction plus with plus nets inside (nesting 1)  10.5
 *   * the engine's static mode with `staticStopsAtEmptied` false: SE's static chains contradict
 *     only as a candidate on and off. Stopping at an emptied cell or house (HoDoKu's kinds) hid
 *     SE's cell and region forcing chains through such a premise and left them to dynamic
 *     chains: magictour sample 200, ER exact 80.5% → 86.5%, within 0.2 94.5% → 99.0%.
 *
 * Below nesting, the engine runs as SE's chaining is described (magictour sample 200, ER exact
 * from 87.0%, each step measured in turn; 17-clue first 2,000 99.8% → 99.9%):
 *   - premise sets (`sePremiseSets`): static chains start only from cells of three candidates or
 *     more and from houses whose first place is such a cell; a candidate on and off ("double")
 *     only dynamic, in such a cell (→ 88.0%);
 *   - the order facts are followed in (`Implications.onsFirst`): pending ons first, houses box
 *     first (→ 89.0%);
 *   - a premise that leads to a contradiction still lends the facts derived before it to cell,
 *     house and double verities (`findVerities`' `partial`; → 95.5%);
 *   - an on's peers box first, then the rest of its row, of its column (→ 97.5%; row, column,
 *     rest of box as before: 95.5%; reading order: 96.0%);
 *   - one conclusion per premise set and fact, not only the cheapest set's (→ 98.5%);
 *   - Nishio follows the premise's digit alone, from an on or an off premise (17-clue 7.9 found;
 *     magictour CPU 46 → 22 ms a puzzle: one single-digit search instead of two full ones).
 * The nested level keeps the engine's breadth-first order: SE's order there rated one of the 100
 * forum_hardest_1905_11plus puzzles of `se-hardest.mjs` 10.9 (100 of 100 at 11.0 or more in
 * breadth-first order). Ties between equally difficult hints by node count (SE sorts so) changed
 * nothing on either set and are not made.
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
 * take). `exhaustive`: every conclusion is proved and rated, none cut off by its cost (for tests).
 * @throws {ForcingBudgetError} when a search runs out of `context.forcingBudget`
 */
export function engineForcingHint(grid: CandidateGrid, level: SeForcingLevel['id'], context: TechniqueContext, exhaustive = false): SeHint | null {
  if (grid.N > forcing.MAX_FORCING_SIDE) return null;
  const { base, searches } = LEVEL_SEARCHES[level];
  let best: { at: LevelSearch; conclusion: Conclusion; engine: Implications; technique: SeTechnique; difficulty: number } | null = null;
  for (const at of searches) {
    const engine = new Implications(grid, context?.forcingBudget ?? DEFAULT_FORCING_BUDGET, context?.deadline);
    engine.staticStopsAtEmptied = false;
    engine.onsFirst = at.nesting === 0;
    engine.oneDigit = at.oneDigit === true;
    const found = at.search === 'contradiction' ? findContradictions(grid, at.mode, engine, at.nesting) : findVerities(grid, at.mode, engine, sePremiseSets(grid, at.mode), true, true);
    for (const conclusion of found) {
      if (!exhaustive && best !== null && tenths(base + lengthModifier(conclusion.cost + 1)) >= best.difficulty) break;
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
 * on and off ("double": dynamic chains only, in a cell of three candidates or more), the cell's digits
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
