/**
 * SE's techniques in the order its solver tries them, each wrapping the package's finder of
 * the same pattern (`techniques/`) and saying what SE rates the step.
 *
 * Owns: {@link SE_PRODUCERS} (the ordered list), {@link SeHint} (a step with its SE technique
 * and difficulty), {@link SeProducer}. Does not own the patterns (the finders in `techniques/`),
 * the direct variants (`direct.ts`), the chain ratings (`chains.ts`), the forcing levels
 * (`forcing-hook.ts`) or the loop (`path.ts`).
 *
 *   producer              finders wrapped                         SE difficulty
 *   singles               SE's own scan (singles.ts)              1.0 / 1.2 / 1.5
 *   direct locking        pointing, claiming → direct step        1.7 / 1.9
 *   direct hidden pair    hidden pair → direct step               2.0
 *   naked single          SE's own scan (singles.ts)              2.3
 *   direct hidden triple  hidden triple → direct step             2.5
 *   locking               pointing, claiming                      2.6 / 2.8
 *   subsets and fish      naked pair (+ locked pair), X-wing, hidden pair, naked triple (+ locked
 *                         triple), swordfish, hidden triple       3.0 … 4.0
 *   wings                 XY-wing, XYZ-wing                       4.2 / 4.4
 *   unique rectangles     uniqueness tests 1–4                    4.5 / 4.6
 *   quads and jellyfish   naked quad, jellyfish, hidden quad      5.0 / 5.2 / 5.4
 *   BUG                   BUG+1                                   5.6
 *   static chains         X-chain, XY-chain, nice loops, AIC      6.5 … (chains.ts)
 *
 * A producer reports the hint of lowest difficulty it has (the first one found among equals);
 * the solver takes the first producer that has one. SE's Aligned Pair Exclusion (6.2) has no
 * finder in the package yet and is skipped (a puzzle whose SE path uses it may rate higher).
 */
import type { CandidateGrid } from '../grid.js';
import * as fish from '../techniques/fish/fish.js';
import * as intersections from '../techniques/intersections.js';
import * as subsets from '../techniques/subsets.js';
import * as uniqueness from '../techniques/uniqueness/uniqueness.js';
import * as wings from '../techniques/wings.js';
import type { Step, Technique, TechniqueContext } from '../types.js';
import { staticChainHint } from './chains.js';
import { directStep } from './direct.js';
import { seNakedSingleHint, seSingleHint } from './singles.js';
import { SE_BASE, type SeTechnique } from './table.js';

/** A step as SE rates it. */
export interface SeHint {
  step: Step;
  technique: SeTechnique;
  difficulty: number;
}

/** One of SE's techniques (or a family tried together): the hint of lowest difficulty, or null. */
export interface SeProducer {
  readonly id: string;
  /** Uniqueness techniques: only for puzzles known to have one solution. */
  readonly needsUnique?: boolean;
  find(grid: CandidateGrid, context: TechniqueContext): SeHint | null;
}

/** The first step of a finder, or null. */
function first(technique: Technique, grid: CandidateGrid, context: TechniqueContext): Step | null {
  let found: Step | null = null;
  technique.find(grid, (step) => ((found = step), true), context);
  return found;
}

/** A producer of one SE technique from finders tried in turn (the first step of the first that has one). */
function fixed(se: SeTechnique, finders: readonly Technique[], needsUnique = false): SeProducer {
  return {
    id: se,
    needsUnique,
    find(grid, context) {
      for (const t of finders) {
        const step = first(t, grid, context);
        if (step !== null) return { step, technique: se, difficulty: SE_BASE[se] };
      }
      return null;
    },
  };
}

/** A producer of direct steps: the first step of a finder whose eliminations uncover a hidden single. */
function direct(pairs: readonly [Technique, SeTechnique][]): SeProducer {
  return {
    id: pairs.map(([, se]) => se).join('+'),
    find(grid, context) {
      for (const [t, se] of pairs) {
        let found: Step | null = null;
        t.find(grid, (step) => (found = directStep(grid, step, se)) !== null, context);
        if (found !== null) return { step: found, technique: se, difficulty: SE_BASE[se] };
      }
      return null;
    },
  };
}

/** Singles SE finds first: last values (1.0), hidden singles in a box (1.2), in a line (1.5). */
const hiddenSingles: SeProducer = { id: 'hidden-single', find: (grid) => seSingleHint(grid) };

/** Naked singles (2.3). */
const nakedSingle: SeProducer = { id: 'naked-single', find: (grid) => seNakedSingleHint(grid) };

/** Static chains: X-cycles, Y-cycles, forcing X/Y-chains and mixed ones (chains.ts). */
const staticChains: SeProducer = {
  id: 'static-chains',
  find: (grid) => staticChainHint(grid),
};

/** SE 1.2.1's techniques up to its static chains, in its solver's order. */
export const SE_PRODUCERS: readonly SeProducer[] = [
  hiddenSingles,
  direct([
    [intersections.lockedCandidatesPointing, 'direct-pointing'],
    [intersections.lockedCandidatesClaiming, 'direct-claiming'],
  ]),
  direct([[subsets.hiddenPair, 'direct-hidden-pair']]),
  nakedSingle,
  direct([[subsets.hiddenTriple, 'direct-hidden-triple']]),
  fixed('pointing', [intersections.lockedCandidatesPointing]),
  fixed('claiming', [intersections.lockedCandidatesClaiming]),
  fixed('naked-pair', [subsets.nakedPair, intersections.lockedPair]),
  fixed('x-wing', [fish.xWing]),
  fixed('hidden-pair', [subsets.hiddenPair]),
  fixed('naked-triple', [subsets.nakedTriple, intersections.lockedTriple]),
  fixed('swordfish', [fish.swordfish]),
  fixed('hidden-triple', [subsets.hiddenTriple]),
  fixed('xy-wing', [wings.xyWing]),
  fixed('xyz-wing', [wings.xyzWing]),
  fixed('unique-rectangle-1', [uniqueness.uniqueness1], true),
  fixed('unique-rectangle-2', [uniqueness.uniqueness2], true),
  fixed('unique-rectangle-3', [uniqueness.uniqueness3], true),
  fixed('unique-rectangle-4', [uniqueness.uniqueness4], true),
  fixed('naked-quad', [subsets.nakedQuadruple]),
  fixed('jellyfish', [fish.jellyfish]),
  fixed('hidden-quad', [subsets.hiddenQuadruple]),
  fixed('bug-1', [uniqueness.bugPlus1], true),
  staticChains,
];
