/**
 * ══ THE HOOK FOR THE FORCING ENGINE ══ How steps of the package's forcing-chain engine
 * (`techniques/forcing/`, written separately) are rated on SE's scale and where they enter
 * SE's path.
 *
 * Owns: {@link SeForcingProof} (what SE needs to know of a forcing step), {@link SeForcingSource}
 * (what the engine provides), {@link registerSeForcing} / {@link seForcingSource} (the one
 * registered source), {@link SE_FORCING_LEVELS} (SE's order of forcing levels),
 * {@link forcingDifficulty} and {@link forcingProducers}. Does not own any chaining: no
 * implication is followed here.
 *
 * What the hook expects of the engine: a source whose `find(grid, level, sink)` reports, for
 * one SE level, every forcing step it finds (each with `proof`), until the sink says stop:
 *
 *   level (SE's order)          what the steps are                                  base
 *   nishio                      one candidate assumed true leads to a contradiction    7.5
 *                               along several static chains (Nishio)
 *   multiple                    static cell or region forcing chains (every digit of   8.0
 *                               a cell / every place of a digit in a house leads to
 *                               one conclusion), static contradictions of 2+ chains
 *   dynamic                     the same with dynamic chains (implications use the    8.5
 *                               candidates removed along the way)
 *   nested 1                    dynamic chains that may use static forcing chains     9.0
 *                               inside ("Dynamic Forcing Chains (+)")
 *   nested k ≥ 2                chains that use forcing chains of level k−1 inside    9.5 + 0.5·(k−2)
 *
 * and the difficulty is base + lengthModifier(proof.nodes) (`length.ts`), nodes being every
 * node of every chain of the proof, nested ones included (SE's complexity). SE's path takes, at
 * each step, the first level that has a step, and in it the step of lowest difficulty.
 */
import type { CandidateGrid } from '../grid.js';
import type { Step, StepSink } from '../types.js';
import { lengthModifier } from './length.js';
import type { SeHint, SeProducer } from './producers.js';
import { tenths, type SeTechnique } from './table.js';

/** What SE needs of a forcing step's proof (the engine's `Step.proof` carries at least this). */
export interface SeForcingProof {
  /** `nishio`, `cell`, `region`, `contradiction`, `verity`, …: the engine's kind of the proof. */
  kind: string;
  /** Whether the chains are dynamic (use removals made along the way). */
  dynamic: boolean;
  /** 0: plain chains; k ≥ 1: chains that use forcing chains of level k − 1 inside. */
  nesting: number;
  /** Nodes of every chain of the proof, nested ones included. */
  nodes: number;
}

/** One of SE's forcing levels, in the order its solver tries them. */
export interface SeForcingLevel {
  readonly id: 'nishio' | 'multiple' | 'dynamic' | 'nested';
  /** For `nested`: the level of nesting (1 = SE's "Dynamic Forcing Chains (+)"). */
  readonly nesting: number;
}

/** What the forcing engine provides to SE's path. */
export interface SeForcingSource {
  /**
   * Reports every forcing step of `level` on `grid` (each with `proof`) to `sink` until it
   * returns true; must not change `grid`. Returns true when the sink asked to stop.
   */
  find(grid: CandidateGrid, level: SeForcingLevel, sink: (step: Step & { proof: SeForcingProof }) => boolean): boolean;
}

/** SE's forcing levels in order (nesting up to 4, SE's deepest). */
export const SE_FORCING_LEVELS: readonly SeForcingLevel[] = [
  { id: 'nishio', nesting: 0 },
  { id: 'multiple', nesting: 0 },
  { id: 'dynamic', nesting: 0 },
  { id: 'nested', nesting: 1 },
  { id: 'nested', nesting: 2 },
  { id: 'nested', nesting: 3 },
  { id: 'nested', nesting: 4 },
];

let registered: SeForcingSource | null = null;

/**
 * Registers the forcing engine as SE's source of forcing steps (replacing any earlier one);
 * `null` removes it. Without a source, SE's path stops where static chains end.
 * @throws {TypeError} when `source` has no `find` function
 */
export function registerSeForcing(source: SeForcingSource | null): void {
  if (source !== null && typeof source?.find !== 'function') throw new TypeError(`sudoku-wasm: registerSeForcing: expected an object with a find function, got ${typeof source}`);
  registered = source;
}

/** The registered forcing source, or null. */
export function seForcingSource(): SeForcingSource | null {
  return registered;
}

/** SE's technique and difficulty of a forcing step from its proof. */
export function forcingDifficulty(proof: SeForcingProof): { technique: SeTechnique; difficulty: number } {
  let technique: SeTechnique;
  let base: number;
  if (proof.nesting >= 2) ((technique = 'nested-forcing-chains'), (base = 9.5 + 0.5 * (proof.nesting - 2)));
  else if (proof.nesting === 1) ((technique = 'dynamic-forcing-chains-plus'), (base = 9.0));
  else if (proof.dynamic) ((technique = 'dynamic-forcing-chains'), (base = 8.5));
  else if (proof.kind === 'nishio') ((technique = 'nishio'), (base = 7.5));
  else if (proof.kind === 'region') ((technique = 'region-forcing-chains'), (base = 8.0));
  else ((technique = 'cell-forcing-chains'), (base = 8.0));
  return { technique, difficulty: tenths(base + lengthModifier(proof.nodes)) };
}

/** Producers for SE's forcing levels from a source: per level, the step of lowest difficulty. */
export function forcingProducers(source: SeForcingSource): SeProducer[] {
  return SE_FORCING_LEVELS.map((level) => ({
    id: level.id === 'nested' ? `nested-${level.nesting}` : level.id,
    find(grid: CandidateGrid): SeHint | null {
      let best: SeHint | null = null;
      const keep: StepSink = (step) => {
        const proof = (step as Step & { proof?: SeForcingProof }).proof;
        if (proof === undefined) throw new TypeError(`sudoku-wasm: SE forcing source: step '${step.name}' has no proof`);
        const { technique, difficulty } = forcingDifficulty(proof);
        if (best === null || difficulty < best.difficulty) best = { step, technique, difficulty };
        return false;
      };
      source.find(grid, level, keep);
      return best;
    },
  }));
}
