/**
 * Forcing chains and nets as techniques: contradiction and verity, static (chains) and
 * dynamic (nets), and the dynamic net with locked candidates inside ("plus") that finishes
 * the hardest puzzles without a guess.
 *
 * Owns: the technique objects and their steps. Does not own: propagation (`engine.ts`), the
 * searches (`search.ts`), proofs (`proof.ts`), words (`words.ts`).
 *
 *   technique                       HoDoKu  premises / reasoning              score  level
 *   forcing-chain-contradiction     1301    one candidate on or off, static    500    Extreme
 *   forcing-chain-verity            1302    double, cell, house; static        500    Extreme
 *   forcing-net-contradiction       1303    one candidate on or off, dynamic   700    Extreme
 *   forcing-net-verity              1304    double, cell, house; dynamic       700    Extreme
 *   forcing-net-plus                —       both, dynamic + locked candidates  800    Extreme
 *   forcing-net-nested              —       contradiction, plus, nets inside   900    Extreme
 *
 * HoDoKu 2.2.0's defaults give forcing chains 500 and forcing nets 700, level Extreme. The last
 * two go beyond HoDoKu's default set (where they are needed, HoDoKu guesses: its brute force);
 * they score above its nets so that a path using them names them its hardest step. Each
 * technique reports one step per concluded fact in HoDoKu's order (`hodokuOrder`: placements
 * first, then by candidate; one proof per fact, the cheapest, see `search.ts`). With
 * `context.forcingGroups` (set by the solver's functions, not by Sudoku Explainer's scale) the
 * static chains also link through group nodes, as HoDoKu's forcing chains do (`engine.ts`,
 * `groupFollows`). Tried and dropped: taking contradiction and verity of one mode
 * as one choice (the best of both by placement, then proof size or cost): hardest technique as
 * HoDoKu's on magictour 82.2% → 81.7% (size) or 81.3% (cost), no score gained; by placement
 * then candidate, 88.7% → 88.5% for 56.4% → 56.7% same score.
 * An open grid (`open-grid.ts`: every candidate in some solution, as on an empty grid) has no
 * conclusion to find: unless the puzzle is known to have one solution (`context.unique`), each
 * technique asks first and reports nothing there, instead of a search through every premise
 * (a nested net on the empty grid ran out of its fact budget after 2 to 6 s).
 * Boards larger than 9×9 are declined (find reports nothing; the engine itself takes any
 * size): on 16×16 a stuck grid costs seconds per search (20 generated 16×16 puzzles took 0.04
 * to 19 s each, median 5 s, by forcing nets), more than `rate` and generation by level can
 * spend, and 25×25 tables would take hundreds of megabytes. Those boards keep the marked guess.
 */
import type { CandidateGrid } from '../../grid.js';
import { makeStep } from '../../step.js';
import type { Step, StepSink, Technique, TechniqueContext } from '../../types.js';
import { unitHouse } from '../../words.js';
import { DEFAULT_FORCING_BUDGET, Implications, Mode } from './engine.js';
import { everyCandidateLives } from './open-grid.js';
import { factData, proofOf } from './proof.js';
import { eachContradiction, findContradictions, findVerities, type Conclusion } from './search.js';
import { forcingEureka, forcingHighlights, forcingLinks, forcingText } from './words.js';

/** The largest board side the forcing techniques take (9×9; see the module header). */
export const MAX_FORCING_SIDE = 9;

type Meta = Pick<Technique, 'id' | 'name' | 'code'>;

/** The step of one conclusion (also how Sudoku Explainer's scale, `se/forcing-source.ts`, makes the step it picks). */
export function stepOf(technique: Meta, grid: CandidateGrid, c: Conclusion, mode: Mode, engine: Implications, nesting: number): Step {
  const { N } = grid;
  const proof = proofOf(c, mode, engine, nesting);
  const target = proof.conclusion;
  const cand = { cell: target.cell, digit: target.digit };
  const digits = new Set([target.digit, ...proof.premises.map((p) => p.digit)]);
  const step = makeStep(technique, {
    digits: [...digits],
    cells: [...new Set(proof.premises.map((p) => p.cell))],
    houses: proof.unit !== undefined ? [unitHouse(proof.unit, N, 'house')] : [],
    highlights: forcingHighlights(proof),
    links: forcingLinks(proof, grid),
    placements: target.on ? [cand] : [],
    eliminations: target.on ? [] : [cand],
    text: forcingText(proof, grid),
  });
  const eureka = forcingEureka(proof, grid);
  if (eureka !== undefined) step.eureka = eureka;
  step.proof = proof;
  return step;
}

/** The step of one conclusion without its proof and words (`TechniqueContext.explain` false). */
function bareStep(technique: Meta, c: Conclusion, N: number): Step {
  const { cell, digit, on } = factData(c.target, N);
  const cand = { cell, digit };
  return makeStep(technique, { digits: [digit], placements: on ? [cand] : [], eliminations: on ? [] : [cand], text: '' });
}

/**
 * HoDoKu's order of forcing steps: those that place a digit first, then by the candidate
 * concluded (cells in order, then digits). Measured on magictour_top1465, same score as
 * HoDoKu: 52.7% (placements first, then the cheapest proof) → 56.4%; by candidate alone
 * (placements last, as HoDoKu's general step order would put them) 52.8%.
 */
function hodokuOrder(found: Conclusion[]): Conclusion[] {
  return found.slice().sort((a, b) => (b.target & 1) - (a.target & 1) || (a.target >> 1) - (b.target >> 1));
}

function forcing(meta: Omit<Technique, 'find'>, mode: Mode, searches: ('contradiction' | 'verity')[], nesting = 0): Technique {
  return {
    ...meta,
    find(grid: CandidateGrid, sink: StepSink, context: TechniqueContext): boolean {
      if (grid.N > MAX_FORCING_SIDE) return false;
      // a grid known to have one solution is never open; on an open grid no conclusion is sound
      if (!context?.unique && everyCandidateLives(grid)) return false;
      const engine = Implications.for(grid, context?.forcingBudget ?? DEFAULT_FORCING_BUDGET, context?.deadline);
      engine.groupLinks = mode === Mode.Static && context?.forcingGroups === true;
      const step = context?.explain === false ? (c: Conclusion) => bareStep(meta, c, grid.N) : (c: Conclusion) => stepOf(meta, grid, c, mode, engine, nesting);
      for (const search of searches) {
        if (search === 'contradiction' && nesting === 0) {
          // in HoDoKu's order already, premises run only as far as the first step taken
          if (eachContradiction(grid, mode, engine, (c) => sink(step(c)))) return true;
          continue;
        }
        const found = search === 'contradiction' ? findContradictions(grid, mode, engine, nesting) : findVerities(grid, mode, engine);
        for (const c of hodokuOrder(found)) if (sink(step(c))) return true;
      }
      return false;
    },
  };
}

/** Forcing Chain Contradiction: a candidate assumed on (or off) leads by the grid's links to a contradiction. */
export const forcingChainContradiction: Technique = forcing(
  { id: 'forcing-chain-contradiction', name: 'Forcing Chain Contradiction', code: '1301', score: 500, level: 'Extreme' },
  Mode.Static,
  ['contradiction'],
);

/** Forcing Chain Verity: every case of a cell, a house or a candidate leads by the grid's links to the same fact. */
export const forcingChainVerity: Technique = forcing(
  { id: 'forcing-chain-verity', name: 'Forcing Chain Verity', code: '1302', score: 500, level: 'Extreme' },
  Mode.Static,
  ['verity'],
);

/** Forcing Net Contradiction: as the chain, with singles found along the way (facts with several parents). */
export const forcingNetContradiction: Technique = forcing(
  { id: 'forcing-net-contradiction', name: 'Forcing Net Contradiction', code: '1303', score: 700, level: 'Extreme' },
  Mode.Dynamic,
  ['contradiction'],
);

/** Forcing Net Verity: as the chain verity, with singles found along the way. */
export const forcingNetVerity: Technique = forcing(
  { id: 'forcing-net-verity', name: 'Forcing Net Verity', code: '1304', score: 700, level: 'Extreme' },
  Mode.Dynamic,
  ['verity'],
);

/** Forcing Net (+): contradiction, then verity, with singles and locked candidates found along the way. */
export const forcingNetPlus: Technique = forcing(
  { id: 'forcing-net-plus', name: 'Forcing Net (+)', code: '', score: 800, level: 'Extreme' },
  Mode.Plus,
  ['contradiction', 'verity'],
);

/** Nested Forcing Net: a contradiction net whose propagation uses forcing net (+) contradictions inside. */
export const forcingNetNested: Technique = forcing(
  { id: 'forcing-net-nested', name: 'Nested Forcing Net', code: '', score: 900, level: 'Extreme' },
  Mode.Plus,
  ['contradiction'],
  1,
);
