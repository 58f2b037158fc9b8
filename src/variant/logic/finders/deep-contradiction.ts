/**
 * The two-deep contradiction of the variant hints: a candidate that, supposed true, leaves the
 * cheap steps (./propagate.ts) without a contradiction, but with a cell (or a digit in a house)
 * whose two or three options left each lead to one in one more run of them. Suppose c holds d,
 * run the cheap steps; in what they leave, a cell that could hold only 3 or 7 where 3 and then
 * 7, each supposed in turn, reach a cell, house or rule with nothing left: c cannot hold d.
 * Sound: each cheap step is, and the pivot's options are all it has left under c = d.
 *
 * The suppositions are run in the contradiction step's order (the candidates one of two first:
 * `strengths`), within {@link RUNS_WORK}; then their pivots are looked at, those of the runs
 * that removed the most first (on the published puzzles a find then took 6,400 work on the
 * pivots, median, where the suppositions taken one by one in the first order took 64,000 in
 * all), and the first found is said. Only the pivots the supposition changed are looked at
 * (it took one of their options: the likeliest to fail on the others), and each option's run
 * is short ({@link OPTION_WORK}). The work is bounded, each supposition's and the whole
 * search's, counted as the contradiction's (the same grid always gives the same hint); the
 * call's deadline is looked at between two suppositions (an outer one or a pivot's option).
 *
 * The sentence: "If r1c5 were 5: r2c4 would be 1 (…); then r4c4 could be neither 3 nor 7: if
 * 3, r5c5 would be 2 (…) and box 5 would have no place for 2; if 7, r4c6 would have no
 * candidate left. So r1c5 is not 5." The step carries the whole chain for the Chain button
 * (`Step.said`): the supposition and its links, then each option and its links; each option
 * starts a branch at depth 1 (from the supposition's facts), the conclusion one at depth 0 (it
 * stands on no supposition).
 *
 * Owns: {@link deepContradiction}, its words, its budgets. Does not own: the cheap steps
 * (./propagate.ts), the chain's link words (./contradiction.ts).
 */
import { bitCount } from '../../../engine/bitmask-ts/bits.js';
import { digitsOf } from '../../../logic/grid.js';
import { checkDeadline } from '../../../logic/techniques/forcing/budget-error.js';
import { cellName } from '../../../logic/words.js';
import type { HintRules } from '../hint-rules.js';
import { TRIAL_WORK, contradictionCells, contradictionWords, linkWords, linksOf, saidLinks, strengths } from './contradiction.js';
import { chainFrom, neededBy, Propagation, type Removal } from './propagate.js';
import type { SaidLink } from '../../../logic/types.js';
import { bit, stepOf, type Found } from './step.js';

/** Most work one search may take, over all its suppositions and their options (`Propagation.work`). */
export const DEEP_WORK = 60_000;
/** Most work one supposition may take, its options' runs included. */
/** Most work the suppositions' own runs may take, before their pivots are looked at. */
export const RUNS_WORK = 30_000;
/** Most work one supposition's pivots may take. */
export const SUPPOSITION_WORK = 12_000;
/** Most work one option's run may take. */
export const OPTION_WORK = 800;

/** The options of a pivot (a cell's candidates, or a digit's places in a house), each with its run to a contradiction. */
interface Pivot {
  options: { cell: number; digit: number; run: Propagation }[];
  house?: number;
}

/**
 * A candidate whose supposition leaves a pivot with every option failing, or null.
 * @throws {StepSearchTimeUp} when `deadline` passes before the search ends
 */
export function deepContradiction(r: HintRules, values: Uint8Array, cands: Int32Array, deadline = Infinity): Found | null {
  const { N } = r;
  const known = new Map<string, readonly number[] | null>();
  const rank = strengths(r, values, cands);
  let work = 0;
  // every supposition's run first (within RUNS_WORK), then the pivots of those that went furthest
  const outers: { cell: number; digit: number; run: Propagation }[] = [];
  for (let size = 2; size <= N; size++) {
    for (let cell = 0; cell < values.length; cell++) {
      if (values[cell] !== 0) continue;
      for (const digit of digitsOf(cands[cell])) {
        if (rank[cell * N + digit - 1] !== size) continue;
        if (work >= RUNS_WORK) break;
        checkDeadline(deadline);
        const run = new Propagation(r, values, cands, known);
        if (run.remove(cell, cands[cell] & ~bit(digit), { kind: 'assume' })) run.run(Math.min(TRIAL_WORK, RUNS_WORK - work));
        work += run.work;
        // a contradiction in one run is the Contradiction step's (its budget ran out before it)
        if (!run.contradiction) outers.push({ cell, digit, run });
      }
    }
  }
  outers.sort((a, b) => b.run.removedFrom.length - a.run.removedFrom.length); // stable: the same order among equals
  for (const { cell, digit, run } of outers) {
    if (work >= DEEP_WORK) return null;
    const spent = { work: 0 };
    const pivot = pivotOf(r, values, cands, run, known, spent, Math.min(SUPPOSITION_WORK, DEEP_WORK - work), deadline);
    work += spent.work;
    if (pivot) return deepStep(r, cell, digit, run, pivot);
  }
  return null;
}

/**
 * A pivot the supposition's run `outer` left, every option of which leads to a contradiction
 * in one more run, or null (`spent.work` counts the runs, within `limit`). Only cells and
 * houses the supposition changed are looked at: two options before three.
 * @throws {StepSearchTimeUp} when `deadline` passes before an option's run
 */
function pivotOf(r: HintRules, values: Uint8Array, cands: Int32Array, outer: Propagation, known: Map<string, readonly number[] | null>, spent: { work: number }, limit: number, deadline: number): Pivot | null {
  const { N } = r;
  const { masks } = outer;
  const tried = new Map<number, Propagation | null>();
  const fails = (cell: number, digit: number): Propagation | null => {
    const key = cell * N + digit - 1;
    if (tried.has(key)) return tried.get(key)!;
    checkDeadline(deadline);
    const run = new Propagation(r, values, masks, known);
    if (run.remove(cell, masks[cell] & ~bit(digit), { kind: 'assume' })) run.run(Math.min(OPTION_WORK, limit - spent.work));
    spent.work += run.work;
    const failed = run.contradiction ? run : null;
    tried.set(key, failed);
    return failed;
  };
  const changed = new Set<number>();
  for (const c of outer.removedFrom) if (values[c] === 0) changed.add(c);
  const pivots: { options: { cell: number; digit: number }[]; house?: number }[] = [];
  for (const c of changed) {
    const k = bitCount(masks[c]);
    if (k === 2 || k === 3) pivots.push({ options: digitsOf(masks[c]).map((digit) => ({ cell: c, digit })) });
  }
  const seen = new Set<string>();
  r.houses.forEach(({ cells }, house) => {
    for (let digit = 1; digit <= N; digit++) {
      // the digit's places here, when the supposition took some and left it two or three
      if (!cells.some((c) => changed.has(c) && cands[c] & bit(digit) && !(masks[c] & bit(digit)))) continue;
      const places = cells.filter((c) => masks[c] & bit(digit));
      if (places.length < 2 || places.length > 3 || places.some((c) => masks[c] === bit(digit))) continue;
      const key = `${digit}:${places.join(',')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      pivots.push({ options: places.map((cell) => ({ cell, digit })), house });
    }
  });
  pivots.sort((a, b) => a.options.length - b.options.length); // stable
  for (const { options, house } of pivots) {
    const failed: Pivot['options'] = [];
    for (const o of options) {
      if (spent.work >= limit) return null;
      const run = fails(o.cell, o.digit);
      if (!run) break;
      failed.push({ ...o, run });
    }
    if (failed.length === options.length) return { options: failed, house };
  }
  return null;
}

/** The step of a supposition `cell` = `digit` whose run `outer` left `pivot` failing on every option. */
function deepStep(r: HintRules, cell: number, digit: number, outer: Propagation, pivot: Pivot): Found {
  const { N } = r;
  const all = (1 << N) - 1;
  const name = cellName(cell, N);
  // each option's chain; what it counts on from before its run, the supposition's chain gives
  const needed = new Int32Array(outer.masks.length);
  const inner = pivot.options.map(({ cell: c, run }) => {
    const wanted = neededBy(run.contradiction!, r);
    const chain: Removal[] = chainFrom(run, r, wanted);
    wanted[c] = 0; // the option supposed: its cell's other digits gone
    for (let i = 0; i < wanted.length; i++) needed[i] |= wanted[i];
    return chain;
  });
  const house = pivot.house === undefined ? undefined : r.houses[pivot.house];
  const first = pivot.options[0];
  if (house) for (const c of house.cells) needed[c] |= pivot.options.some((o) => o.cell === c) ? 0 : bit(first.digit);
  else needed[first.cell] |= all & ~outer.masks[first.cell];
  const parts = linksOf(r, chainFrom(outer, r, needed));
  const shown = linkWords(parts, N);
  const neither = (words: string[]): string => (words.length === 2 ? `neither ${words[0]} nor ${words[1]}` : `neither ${words.slice(0, -1).join(', ')} nor ${words[words.length - 1]}`);
  const head = house
    ? `${first.digit} could go in ${neither(pivot.options.map((o) => cellName(o.cell, N)))} in ${house.name}`
    : `${cellName(first.cell, N)} could be ${neither(pivot.options.map((o) => String(o.digit)))}`;
  const said: SaidLink[] = [{ text: `Suppose ${name} is ${digit}.`, facts: [{ cell, digit, on: true }], cells: [cell] }, ...saidLinks(parts, N)];
  said.push({ text: `Then ${head}.`, facts: [], cells: house ? [...house.cells] : [first.cell] });
  const cases = pivot.options.map((o, i) => {
    const links = linksOf(r, inner[i]);
    const words = linkWords(links, N);
    const end = contradictionWords(r, o.run.contradiction!);
    said.push({ text: `Suppose also ${cellName(o.cell, N)} is ${o.digit}.`, facts: [{ cell: o.cell, digit: o.digit, on: true }], cells: [o.cell], branch: 1 });
    said.push(...saidLinks(links, N));
    said.push({ text: `Then ${end}: ${cellName(o.cell, N)} is not ${o.digit}.`, facts: [], cells: contradictionCells(r, o.run.contradiction!) });
    return `if ${house ? cellName(o.cell, N) : o.digit}, ${words.length > 0 ? `${words.join(', ')} and ${end}` : end}`;
  });
  const text = `If ${name} were ${digit}: ${shown.length > 0 ? `${shown.join(', ')}; then` : 'then'} ${head}: ${cases.join('; ')}. So ${name} is not ${digit}.`;
  said.push({ text: `So ${name} is not ${digit}.`, facts: [], cells: [cell], branch: 0, final: true });
  const step = stepOf('variant-deep-contradiction', 'Two-step contradiction', [cell], { eliminations: [{ cell, digit }] }, text);
  step.highlights = [{ cell, digit, role: 'pattern' }];
  step.said = said;
  return { step, region: [cell], look: `Look at ${name}: one of its candidates leaves a cell or a house where every option leads to a contradiction.` };
}
