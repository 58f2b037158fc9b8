/**
 * Forcing proofs as data: from a conclusion of the search to its {@link ForcingProof}.
 *
 * Owns: {@link proofOf} (re-runs each premise and keeps only the facts the conclusion needs,
 * with their parents) and {@link factData}. Does not own: the engine (`engine.ts`), the search
 * (`search.ts`), words (`words.ts`).
 */
import type { ForcingBranch, ForcingFact, ForcingImplication, ForcingProof } from '../../types.js';
import { Mode, type Implications } from './engine.js';
import type { Conclusion } from './search.js';

/** A fact number as data. */
export function factData(fact: number, N: number): ForcingFact {
  const k = fact >> 1;
  const cell = (k / N) | 0;
  return { cell, digit: k - cell * N + 1, on: (fact & 1) === 1 };
}

/**
 * The branch of the engine's last run that leads to `needed`: their ancestors, in the order
 * derived (so every parent comes before its child), premise first. For a nested run
 * (`boundary` ≥ 0: facts before that position are the outer run's) the outer facts used
 * follow the premise, without parents.
 */
function branchOf(
  engine: Implications,
  premise: number,
  needed: readonly number[],
  nested?: Map<number, ForcingBranch>,
  boundary = -1,
): { branch: ForcingBranch; index: Map<number, number> } {
  const keep = ancestorsOf(engine, needed, boundary);
  const outer = (f: number): boolean => boundary >= 0 && engine.positionOf(f) < boundary;
  const N = engine.N;
  const facts: ForcingImplication[] = [];
  const index = new Map<number, number>();
  if (boundary >= 0) {
    index.set(premise, 0);
    facts.push({ ...factData(premise, N), because: [] });
  }
  for (let i = 0; i < engine.length; i++) {
    const f = engine.order[i];
    if (!keep.has(f) || index.has(f)) continue;
    index.set(f, facts.length);
    const fact: ForcingImplication = { ...factData(f, N), because: outer(f) ? [] : engine.parents(f).map((p) => index.get(p)!) };
    const inner = nested?.get(f);
    if (inner) fact.nested = inner;
    facts.push(fact);
  }
  return { branch: { premise: factData(premise, N), facts }, index };
}

/** `needed` and their ancestors in the engine's last run (not above `boundary`: see {@link branchOf}). */
function ancestorsOf(engine: Implications, needed: readonly number[], boundary = -1): Set<number> {
  const keep = new Set<number>();
  const stack = [...needed];
  while (stack.length > 0) {
    const f = stack.pop()!;
    if (keep.has(f)) continue;
    keep.add(f);
    if (boundary < 0 || engine.positionOf(f) >= boundary) for (const p of engine.parents(f)) stack.push(p);
  }
  return keep;
}

/**
 * The proof of a conclusion found under `mode` on the engine's grid. A nested run's inner
 * branches are built for the facts the proof uses only: the run is first made (or taken from
 * the search, when it was the engine's last) without them to find those facts, then made again
 * watching the nested contradictions (`Implications.rerun`: only the probes that found one).
 */
export function proofOf(conclusion: Conclusion, mode: Mode, engine: Implications, nesting = 0): ForcingProof {
  const N = engine.N;
  const branches: ForcingBranch[] = [];
  let contradiction: ForcingFact[] | undefined;
  let nested = new Map<number, ForcingBranch>();
  let used = new Set<number>();
  for (const p of conclusion.premises) {
    nested = new Map();
    let hit: boolean;
    if (nesting > 0) {
      if (!engine.lastRunWas(p, mode, nesting)) engine.run(p, mode, nesting);
      used = ancestorsOf(engine, conclusion.kind === 'contradiction' ? engine.contradiction : [conclusion.target]);
      engine.onNested = (fact, premise, contradiction, boundary) => {
        if (used.has(fact)) nested.set(fact, branchOf(engine, premise, contradiction, undefined, boundary).branch);
      };
      hit = engine.rerun();
    } else hit = engine.run(p, mode, nesting);
    if (conclusion.kind === 'contradiction') {
      if (!hit) throw new Error('sudoku-wasm internal error: a forcing contradiction did not repeat');
      contradiction = engine.contradiction.map((f) => factData(f, N));
      branches.push(branchOf(engine, p, engine.contradiction, nested).branch);
    } else {
      // a premise that led to a contradiction keeps the facts derived before it (`findVerities`' `partial`)
      if (!engine.has(conclusion.target) || (hit && engine.contradiction[1] === conclusion.target)) throw new Error('sudoku-wasm internal error: a forcing verity did not repeat');
      branches.push(branchOf(engine, p, [conclusion.target], nested).branch);
    }
  }
  engine.onNested = null;
  const size = (b: ForcingBranch): number => b.facts.reduce((sum, f) => sum + 1 + (f.nested ? size(f.nested) : 0), 0);
  const proof: ForcingProof = {
    kind: conclusion.kind,
    dynamic: mode !== Mode.Static,
    plus: mode === Mode.Plus,
    nesting,
    nodes: branches.reduce((sum, b) => sum + size(b), 0),
    premises: conclusion.premises.map((f) => factData(f, N)),
    branches,
    conclusion: factData(conclusion.target, N),
  };
  if (contradiction) proof.contradiction = contradiction;
  if (conclusion.cell !== undefined) proof.cell = conclusion.cell;
  if (conclusion.unit !== undefined) proof.unit = conclusion.unit;
  return proof;
}
