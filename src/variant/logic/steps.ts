/**
 * The variant logic's step loop, on plain arrays: the digits (C cells, 0 = empty) and the
 * candidates (C masks, bit d − 1 for digit d; a filled cell holds its digit's bit). The first
 * step of the list of finders, in this order:
 *
 *   Naked Single, Hidden Single, Odd / Even cell, a pair rule, a rule of many (./finders/basic.ts)
 *   Locked Candidates                                                           (./finders/basic.ts)
 *   … pointing           a digit every filling of one rule's cells holds      (./finders/rule-pointing.ts)
 *   a rule of many,      the digits no filling of a rule's cells keeps, the    (./finders/rule-fillings.ts)
 *   its fillings         cells that see each other holding different digits
 *   Naked / Hidden Pair, Triple                                                 (./finders/basic.ts)
 *   Cage combinations    the sets of a house's sums that fit together          (./finders/cages/combinations.ts)
 *   X-Wing, Swordfish                                                           (./finders/fish.ts)
 *   X-Chain, XY-Chain,   the shortest alternating chain of strong and weak      (./finders/chains/)
 *   Chain                links (cells, houses, a rule that must hold a digit,
 *                        a rule between two cells) that removes something
 *   Two sums             two sums whose cells meet or see each other, filled   (./finders/cages/two-sums.ts)
 *                        together
 *   Contradiction        a candidate whose supposition ends in a dead cell,     (./finders/contradiction.ts)
 *                        house or rule, within a bounded work
 *   Forcing              a cell's (or a house digit's) 2–3 options that all    (./finders/forcing.ts)
 *                        lead to the same placement or removal
 *   Two-step             a supposition after which every option of one cell or  (./finders/deep-contradiction.ts)
 *   contradiction        house digit fails: the last resort
 *
 * Each is sound: it removes a digit only when no solution keeps it there, so a grid without
 * mistakes never loses its solution. The package's calls (./calls.ts) and the demo page's hints
 * and explanation (`web/src/variant/`) both walk this list.
 *
 * Owns: {@link FINDERS}, {@link findStep}, {@link candidatesFrom}, {@link applyFound},
 * {@link variantSteps}, {@link firstMistake}. Does not own: the finders (./finders/), the
 * rules they read (./hint-rules.ts), a hint's words for a mistake (`src/logic/mistake-hint.ts`).
 */
import type { Mistake } from '../../logic/player.js';
import type { Step } from '../../logic/types.js';
import { checkDeadline } from '../../logic/techniques/forcing/budget-error.js';
import type { HintRules } from './hint-rules.js';
import { hiddenSingle, hiddenSubset, lockedCandidates, nakedSingle, nakedSubset, pairStep, parityStep, ruleStep } from './finders/basic.js';
import { cageCombinations } from './finders/cages/combinations.js';
import { chain } from './finders/chains/chain.js';
import { twoSums } from './finders/cages/two-sums.js';
import { contradiction } from './finders/contradiction.js';
import { deepContradiction } from './finders/deep-contradiction.js';
import { fish } from './finders/fish.js';
import { forcing } from './finders/forcing.js';
import { ruleFillings } from './finders/rule-fillings.js';
import { rulePointing } from './finders/rule-pointing.js';
import { bit, type Finder, type Found } from './finders/step.js';

/** The finders, in the order they are tried. */
export const FINDERS: readonly Finder[] = [nakedSingle, hiddenSingle, parityStep, pairStep, ruleStep, lockedCandidates, rulePointing, ruleFillings, nakedSubset, hiddenSubset, cageCombinations, fish, chain, twoSums, contradiction, forcing, deepContradiction];

/**
 * The first step of the list on these digits and candidates (with its finder), or null when none
 * applies. `deadline` (a `performance.now()` time, a call's `timeoutMs`) is looked at before each
 * finder, and by the finders that try suppositions between two of them (as the classic
 * `firstStep`, src/logic/solver.ts): it stops the search, never changes the step found.
 * `finders`: the list, or a prefix of it (the steps up to a level: ./fair.ts).
 * @throws {StepSearchTimeUp} when `deadline` passes before the search ends
 */
export function findStep(rules: HintRules, values: Uint8Array, cands: Int32Array, deadline = Infinity, finders: readonly Finder[] = FINDERS): Found | null {
  for (const find of finders) {
    checkDeadline(deadline);
    const found = find(rules, values, cands, deadline);
    if (found) return { ...found, finder: find };
  }
  return null;
}

/**
 * The candidates of each cell as a player's grid gives them: a filled cell's digit; an empty
 * cell's marks (`marks[c]`, a mask; 0 or none: every digit) within the digits the placed ones
 * allow (its peers' digits gone, and what a pair rule from a filled cell forbids).
 */
export function candidatesFrom(rules: HintRules, values: Uint8Array, marks?: ArrayLike<number>): Int32Array {
  const all = (1 << rules.N) - 1;
  const cands = Int32Array.from(values, (v, c) => (v !== 0 ? bit(v) : (marks?.[c] || all)));
  values.forEach((v, c) => {
    if (v === 0) return;
    for (const p of rules.peers[c]) if (values[p] === 0) cands[p] &= ~bit(v);
  });
  for (const { cell, other, allows } of rules.pairs) if (values[cell] !== 0 && values[other] === 0) cands[other] &= allows[values[cell] - 1];
  return cands;
}

/**
 * Puts a step on the digits and candidates in place: each placement fills its cell and takes
 * its digit from the peers (and what a pair rule then forbids from the other cell); each
 * elimination takes a candidate. Returns whether anything changed.
 */
export function applyFound(rules: HintRules, values: Uint8Array, cands: Int32Array, step: Step): boolean {
  let changed = false;
  for (const { cell, digit } of step.eliminations) {
    if (values[cell] !== 0 || (cands[cell] & bit(digit)) === 0) continue;
    cands[cell] &= ~bit(digit);
    changed = true;
  }
  for (const { cell, digit } of step.placements) {
    if (values[cell] !== 0) continue;
    values[cell] = digit;
    cands[cell] = bit(digit);
    for (const p of rules.peers[cell]) if (values[p] === 0) cands[p] &= ~bit(digit);
    changed = true;
  }
  for (const { cell, other, allows } of rules.pairs) {
    if (values[other] === 0 && values[cell] !== 0 && step.placements.some((p) => p.cell === cell)) cands[other] &= allows[values[cell] - 1];
  }
  return changed;
}

/**
 * The steps of the list from these digits and candidates, one after another, each applied in
 * place before it is yielded (stop by not asking for the next). Ends `solved` (every cell
 * filled) or `stuck` (no step applies). `finders`: the list, or a prefix of it (./fair.ts).
 * @throws {StepSearchTimeUp} when `deadline` passes while a step is looked for ({@link findStep})
 * @throws {Error} (an internal error) for a step that changes nothing, which would loop
 */
export function* variantSteps(rules: HintRules, values: Uint8Array, cands: Int32Array, deadline = Infinity, finders: readonly Finder[] = FINDERS): Generator<Found, 'solved' | 'stuck', void> {
  for (;;) {
    if (values.every((v) => v !== 0)) return 'solved';
    const found = findStep(rules, values, cands, deadline, finders);
    if (!found) return 'stuck';
    if (!applyFound(rules, values, cands, found.step)) {
      throw new Error(`sudoku-wasm internal error: a variant step that changes nothing, got ${found.step.name}: ${found.step.text}`);
    }
    yield found;
  }
}

/**
 * The first mistake of a grid in play against the solution: a placed digit that is not the
 * solution's, then an empty cell whose candidates lost the solution's digit. Null when none.
 * Givens agree with the solution, so only the player's digits are found wrong.
 */
export function firstMistake(values: ArrayLike<number>, cands: ArrayLike<number>, solution: ArrayLike<number>): Mistake | null {
  for (let cell = 0; cell < values.length; cell++) {
    const v = values[cell];
    if (v !== 0 && v !== solution[cell]) return { kind: 'wrong-digit', cells: [cell], digit: v, truth: solution[cell] };
  }
  for (let cell = 0; cell < values.length; cell++) {
    if (values[cell] === 0 && (cands[cell] & bit(solution[cell])) === 0) return { kind: 'removed-candidate', cells: [cell], truth: solution[cell] };
  }
  return null;
}
