/**
 * The sum contradiction: a supposition followed through the sums of the houses. Suppose cell c
 * holds d, run the cheap steps (../propagate.ts: singles, locked candidates, pair rules, one
 * rule's narrowing) and, each time they run dry, the cage combinations of every house whose
 * cells changed (./combinations.ts `houseSets`: the sets of a house's sums that fit together,
 * each digit once); when that reaches a cell with no candidate, a house with no place for a
 * digit, a rule no filling keeps or a house whose sums no longer fit together, c cannot hold d.
 * A killer solver's "if this cell were 5, the cages of box 4 could not be filled": on extreme
 * killers (cages of 4–6 cells that narrow little alone) the plain Contradiction's steps stop
 * short of the clash, which only the house's sums taken together show.
 *
 * Sound by construction: every step it takes is (the cheap steps, cage combinations), so a
 * contradiction reached from the supposition proves it false.
 *
 * The last resort of the list, after the two-step contradiction: it runs only where every other
 * finder found nothing, on puzzles with killer cages (the houses' sums come from them). The
 * candidates one of two are supposed first (as the Contradiction does: `strengths`), and the
 * first contradiction found is said. The work is bounded, each supposition's and the search's
 * (the cheap steps' work plus the sets each house's walk tries), so a grid always gives the
 * same hint; a call's deadline is looked at between two suppositions.
 *
 * NOT KEPT (docs/design/logic.md, "The eight stuck puzzles"): unbounded it finishes Killer sudoku
 * [0 cage, hard], but its searches there take 0.4–5.5 million work (50–370 suppositions, 0.1 s and
 * more each); within a budget the page's dearest hint allows it finds nothing on the 37.
 *
 * Owns: {@link sumContradiction}, its budgets. Does not own: the cheap steps (../propagate.ts),
 * a house's sums (./combinations.ts), a chain's words (../contradiction.ts).
 */
import { checkDeadline } from '../../../../logic/techniques/forcing/budget-error.js';
import { cellName } from '../../../../logic/words.js';
import { digitsOf } from '../../../../logic/grid.js';
import type { HintRules } from '../../hint-rules.js';
import { contradictionCells, contradictionWords, linksOf, linkWords, saidLinks, strengths } from '../contradiction.js';
import { chainOf, Propagation } from '../propagate.js';
import { bit, stepOf, type Found } from '../step.js';
import { houseSets } from './combinations.js';

/** Most work one supposition may take (the cheap steps' `Propagation.work` and the sets the houses' walks try). */
export const SUM_TRIAL_WORK = 20_000;
/** Most work one search may take, over all its suppositions. */
export const SUM_SEARCH_WORK = 40_000;

/** The houses each cell lies in, per puzzle. */
const housesByRules = new WeakMap<HintRules, number[][]>();

function housesOf(r: HintRules): number[][] {
  let list = housesByRules.get(r);
  if (list) return list;
  list = Array.from({ length: r.N * r.N }, () => []);
  r.houses.forEach((h, i) => h.cells.forEach((c) => list![c].push(i)));
  housesByRules.set(r, list);
  return list;
}

/**
 * The first candidate (strongest first) whose supposition, followed through the cheap steps
 * and the houses' sums, ends in a contradiction; null when none does within the budgets, or
 * when the puzzle has no killer cage with a sum.
 * @throws {StepSearchTimeUp} when `deadline` passes before the search ends
 */
export function sumContradiction(r: HintRules, values: Uint8Array, cands: Int32Array, deadline = Infinity): Found | null {
  const { N } = r;
  if (!r.check || !r.rules.some((rule) => rule.rule?.type === 'killer' && rule.rule.sum !== undefined)) return null;
  const rank = strengths(r, values, cands);
  const known = new Map<string, readonly number[] | null>();
  let work = 0;
  for (let size = 2; size <= N; size++) {
    for (let cell = 0; cell < values.length; cell++) {
      if (values[cell] !== 0) continue;
      for (const digit of digitsOf(cands[cell])) {
        if (rank[cell * N + digit - 1] !== size) continue;
        if (work >= SUM_SEARCH_WORK) return null;
        checkDeadline(deadline);
        const run = suppose(r, values, cands, cell, digit, known, Math.min(SUM_TRIAL_WORK, SUM_SEARCH_WORK - work));
        work += run.work;
        if (run.contradiction) return sumContradictionStep(r, cell, digit, run);
      }
    }
  }
  return null;
}

/** The run of `cell` = `digit`: the cheap steps, then the sums of each house whose cells changed, in turn until nothing changes, a contradiction, or `limit` work. */
function suppose(r: HintRules, values: Uint8Array, cands: Int32Array, cell: number, digit: number, known: Map<string, readonly number[] | null>, limit: number): Propagation {
  const run = new Propagation(r, values, cands, known);
  if (!run.remove(cell, cands[cell] & ~bit(digit), { kind: 'assume' })) return run;
  const inHouses = housesOf(r);
  const waiting = new Uint8Array(r.houses.length);
  const pending: number[] = [];
  let seen = 0;
  for (;;) {
    if (run.run(limit) || run.work >= limit) return run;
    // the houses whose cells lost digits since the last look wait for their sums' walk
    for (; seen < run.removedFrom.length; seen++) {
      for (const h of inHouses[run.removedFrom[seen]]) {
        if (waiting[h]) continue;
        waiting[h] = 1;
        pending.push(h);
      }
    }
    // one house's sums narrowed: back to the cheap steps
    let changed = false;
    while (!changed && pending.length > 0 && run.work < limit) {
      const h = pending.shift()!;
      waiting[h] = 0;
      const found = houseSets(r, h, values, run.masks);
      if (found === null) continue;
      run.work += 1 + (found === 'none' ? 0 : found.work);
      const cells = found === 'none' ? r.houses[h].cells : found.cells;
      const masks = cells.map((c) => run.masks[c]);
      if (found === 'none') {
        run.contradiction = { kind: 'sums', house: h, cells, masks };
        return run;
      }
      const reason = { kind: 'sums', house: h, cells, masks } as const;
      for (const { cell: c, digit: d } of found.eliminations) if (!run.remove(c, bit(d), reason)) return run;
      changed = found.eliminations.length > 0;
    }
    if (!changed) return run;
  }
}

/** The step of a supposition `cell` = `digit` that `run` took to a contradiction. */
function sumContradictionStep(r: HintRules, cell: number, digit: number, run: Propagation): Found {
  const { N } = r;
  const name = cellName(cell, N);
  const parts = linksOf(r, chainOf(run, r));
  const shown = linkWords(parts, N);
  const end = contradictionWords(r, run.contradiction!);
  const text = shown.length > 0 ? `If ${name} were ${digit}: ${shown.join(', ')}; then ${end}. So ${name} is not ${digit}.` : `If ${name} were ${digit}, ${end}. So ${name} is not ${digit}.`;
  const step = stepOf('variant-sum-contradiction', 'Sum contradiction', [cell], { eliminations: [{ cell, digit }] }, text);
  step.highlights = [{ cell, digit, role: 'pattern' }];
  step.said = [
    { text: `Suppose ${name} is ${digit}.`, facts: [{ cell, digit, on: true }], cells: [cell] },
    ...saidLinks(parts, N),
    { text: `Then ${end}. So ${name} is not ${digit}.`, facts: [], cells: contradictionCells(r, run.contradiction!), final: true },
  ];
  return { step, region: [cell], look: `Look at ${name}: one of its candidates leaves the sums of a house no sets that fit together.` };
}
