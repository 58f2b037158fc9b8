/**
 * ══ THE HOOK FOR THE FORCING ENGINE ══ How forcing steps (proofs of several branches) are
 * rated on SE's scale and how a source other than the package's engine enters SE's path.
 *
 * Owns: {@link SeForcingProof} (what SE reads of a step's `proof`), {@link SeForcingSource}
 * (what a source of forcing steps provides), {@link registerSeForcing} /
 * {@link registeredSeForcing}, {@link SE_FORCING_LEVELS}, {@link forcingDifficulty},
 * {@link isNishio} and {@link forcingProducers} (a registered source's steps as SE's
 * producers). Does not own any chaining: no implication is followed here. The engine's own
 * searches serve the levels through `forcing-source.ts` unless a source is registered.
 *
 * SE tries its forcing levels in order and, in the first level that has steps, takes the step
 * of lowest difficulty:
 *
 *   SE level   reasoning                                          SE base (+ length of the proof)
 *   nishio     a contradiction from a digit assumed in a cell,   7.5  Nishio
 *              every fact about that digit (`isNishio`)
 *   multiple   static verity: cell, house, double                8.0  Cell / Region Forcing Chains
 *   dynamic    dynamic contradiction and verity (nets)           8.5  Dynamic Forcing Chains
 *   plus       dynamic with locked candidates inside             9.0  Dynamic Forcing Chains (+)
 *   nested     nets of nets, nesting k                           10.5 + 0.5·(k−1)
 *
 * The nested engine tries dynamic (+) nets inside its propagation, what SE calls "Dynamic
 * Forcing Chains (+Dynamic Forcing Chains)", its level 4 (10.5); SE's levels 2 and 3 (inner
 * static chains, 9.5; inner cell/region chains, 10.0) have no engine counterpart and are
 * subsumed. The difficulty is computed from the proof alone (`forcingDifficulty`): kind,
 * dynamic, plus, nesting, nodes (every fact of every branch: SE's complexity), for
 * contradictions the two contradicting facts' chains each counted whole, and for nested proofs
 * the outer branches' sizes (see `seNodes`), so the engine's proofs must keep those exact.
 */
import { show } from '../../api/show.js';
import { serializable } from '../../api/error-json.js';
import type { CandidateGrid } from '../grid.js';
import type { Step, StepSink, TechniqueContext } from '../types.js';
import { lengthModifier } from './length.js';
import type { SeHint, SeProducer } from './producers.js';
import { tenths, type SeTechnique } from './table.js';

/**
 * What SE reads of a forcing step's proof (the engine's `Step.proof` has these fields).
 * @category Hints, steps and rating
 */
export interface SeForcingProof {
  /** `contradiction` (one premise), `double` (a candidate on and off), `cell`, `house`. */
  kind: string;
  /** For `contradiction`: the facts that cannot hold together (a candidate on and off, or every candidate of a cell or every place of a digit in a house off). */
  contradiction?: readonly {
    /** True: the candidate holds; false: it does not. */
    on: boolean;
    /** The cell, 0-based in reading order (absent when the fact is about a digit in a house). */
    cell?: number;
    /** The digit, 1 … N (absent when the fact is about every candidate of a cell). */
    digit?: number;
  }[];
  /** Whether the grid is updated along the way (nets: SE's dynamic chains). */
  dynamic: boolean;
  /** Dynamic with locked candidates inside (SE's "+"). */
  plus?: boolean;
  /** 0: no net inside; k ≥ 1: nets of nesting k − 1 tried inside the propagation. */
  nesting: number;
  /** Facts over all branches, nested ones included. */
  nodes: number;
  /** The premises, in the order of `branches`. */
  premises?: readonly {
    /** The premise's digit, 1 … N. */
    digit: number;
    /** True: the premise assumes the candidate holds; false: that it does not. */
    on: boolean;
  }[];
  /** The branches, one per premise: their facts (digits, sizes and, for contradictions, the cells, states and parents are read). */
  branches?: readonly {
    /** The facts the premise leads to, in order, the premise first (as the engine's `ForcingBranch.facts`). */
    facts: readonly {
      /** The digit, 1 … N. */
      digit: number;
      /** The cell, 0-based in reading order. */
      cell?: number;
      /** True: the candidate holds; false: it does not. */
      on?: boolean;
      /** The facts it follows from: indices into the same `facts`, earlier entries (none for the premise). */
      because?: readonly number[];
    }[];
  }[];
}

/**
 * One of SE's forcing levels, in the order its solver tries them.
 * @category Hints, steps and rating
 */
export interface SeForcingLevel {
  /** Which of Sudoku Explainer's forcing families: Nishio, multiple, dynamic, dynamic plus, nested. */
  readonly id: 'nishio' | 'multiple' | 'dynamic' | 'plus' | 'nested';
}

/**
 * What a source of forcing steps provides to SE's path.
 * @category Hints, steps and rating
 */
export interface SeForcingSource {
  /**
   * Reports every forcing step of `level` on `grid` (each with `proof`) to `sink` until it
   * returns true; must not change `grid`. Returns true when the sink asked to stop.
   */
  find(grid: CandidateGrid, level: SeForcingLevel, sink: (step: Step) => boolean, context: TechniqueContext): boolean;
}

/** SE's forcing levels in order. */
export const SE_FORCING_LEVELS: readonly SeForcingLevel[] = [{ id: 'nishio' }, { id: 'multiple' }, { id: 'dynamic' }, { id: 'plus' }, { id: 'nested' }];

let registered: SeForcingSource | null = null;

/**
 * Registers a source of forcing steps for SE's path (replacing the package's forcing engine);
 * `null` goes back to the engine.
 * @throws {TypeError} when `source` has no `find` function
 * @category Hints, steps and rating
 */
export function registerSeForcing(source: SeForcingSource | null): void {
  if (source !== null && typeof source?.find !== 'function') throw serializable(new TypeError(`sudoku-wasm: registerSeForcing: expected an object with a find function, got ${show(source)}`));
  registered = source;
}

/** The registered source of forcing steps, or null (SE's path then uses the engine: `forcing-source.ts`). */
export function registeredSeForcing(): SeForcingSource | null {
  return registered;
}

/** SE's technique and difficulty of a forcing step from its proof. */
export function forcingDifficulty(proof: SeForcingProof): { technique: SeTechnique; difficulty: number } {
  let technique: SeTechnique;
  let base: number;
  if (proof.nesting >= 1) ((technique = 'nested-forcing-chains'), (base = 10.5 + 0.5 * (proof.nesting - 1)));
  else if (proof.plus === true) ((technique = 'dynamic-forcing-chains-plus'), (base = 9.0));
  else if (isNishio(proof)) ((technique = 'nishio'), (base = 7.5));
  else if (proof.dynamic) ((technique = 'dynamic-forcing-chains'), (base = 8.5));
  else if (proof.kind === 'contradiction') ((technique = 'forcing-chain'), (base = 7.0));
  else if (proof.kind === 'house' || proof.kind === 'region') ((technique = 'region-forcing-chains'), (base = 8.0));
  else ((technique = 'cell-forcing-chains'), (base = 8.0));
  return { technique, difficulty: tenths(base + lengthModifier(seNodes(proof))) };
}

/**
 * SE's Nishio: one digit assumed in a cell leads, through that digit's own places only, to a
 * contradiction (static or dynamic; every fact of the branch is about the premise's digit).
 */
export function isNishio(proof: SeForcingProof): boolean {
  if (proof.kind !== 'contradiction' || proof.nesting !== 0 || proof.plus === true) return false;
  if (isStaticEmptied(proof)) return false;
  const premise = proof.premises?.[0];
  const branch = proof.branches?.[0];
  if (premise === undefined || branch === undefined) return false;
  for (const fact of branch.facts) if (fact.digit !== premise.digit) return false;
  return true;
}

/**
 * A static contradiction that is a cell or a house emptied (every candidate of a cell, or every
 * place of a digit in a house, derived off: HoDoKu's kinds, which the engine's static search
 * reports since e330b39). SE's static chains have no such contradiction: theirs is one
 * candidate both on and off. SE reaches an emptied house only through its dynamic chains, which
 * first turn the last place on (one node more); the engine's net search reports that form. Taking
 * the static emptied proofs as Nishio rated 6 of the 200 magictour sample puzzles 7.5 where
 * serate gives 7.6, and their different eliminations changed the later path of others (ER exact
 * 86.5% → 76.5% on that sample). The engine's static searches as SE runs them
 * (`forcing-source.ts`) report none; this guards the proofs of a registered source.
 */
export function isStaticEmptied(proof: SeForcingProof): boolean {
  if (proof.dynamic || proof.kind !== 'contradiction' || proof.contradiction === undefined) return false;
  for (const fact of proof.contradiction) if (fact.on) return false;
  return true;
}

/**
 * The node count SE's length modifier is applied to: `proof.nodes`, except for nested proofs,
 * where only the outer branches' facts count. Counting the nested branches too rated the first
 * forum_hardest_1905_11plus puzzles 11.9 and 12.2, the outer facts 11.3 and 11.2; serate gives
 * that set's first puzzles 11.0 to 11.2.
 */
function seNodes(proof: SeForcingProof): number {
  if (proof.branches === undefined) return proof.nodes;
  if (proof.nesting < 1) return proof.kind === 'contradiction' ? contradictionNodes(proof) : proof.nodes;
  let outer = 0;
  for (const b of proof.branches) outer += b.facts.length;
  return outer;
}

/**
 * A contradiction counted as SE counts it: each contradicting fact's chain (its ancestors, the
 * premise included) on its own, facts the chains share counted in each. Counting the shared
 * facts once rated 18 of the 200 magictour sample puzzles 0.1 below serate (dynamic chains and
 * Nishio); this way ER exact 86.5% → 87.0% (what is left is mostly 0.1 above: step choice).
 */
function contradictionNodes(proof: SeForcingProof): number {
  const facts = proof.branches?.[0]?.facts;
  if (facts === undefined || proof.contradiction === undefined) return proof.nodes;
  let total = 0;
  for (const c of proof.contradiction) {
    const at = facts.findIndex((f) => f.cell === c.cell && f.digit === c.digit && f.on === c.on);
    if (at < 0) return proof.nodes;
    const seen = new Set<number>();
    const stack = [at];
    while (stack.length > 0) {
      const i = stack.pop()!;
      if (seen.has(i)) continue;
      seen.add(i);
      for (const p of facts[i].because ?? []) stack.push(p);
    }
    total += seen.size;
  }
  return total;
}

/** Producers for SE's forcing levels from a source: per level, the step of lowest difficulty. */
export function forcingProducers(source: SeForcingSource): SeProducer[] {
  return SE_FORCING_LEVELS.map((level) => ({
    id: level.id,
    find(grid: CandidateGrid, context: TechniqueContext): SeHint | null {
      let best: SeHint | null = null;
      const keep: StepSink = (step) => {
        const proof = (step as Step & { proof?: SeForcingProof }).proof;
        if (proof === undefined) throw new TypeError(`sudoku-wasm: SE forcing source: step '${step.name}' has no proof`);
        if (level.id === 'nishio' && !isNishio(proof)) return false;
        const { technique, difficulty } = forcingDifficulty(proof);
        if (best === null || difficulty < best.difficulty) best = { step, technique, difficulty };
        return false;
      };
      source.find(grid, level, keep, context);
      return best;
    },
  }));
}
