/**
 * Forcing (verity) for the variant hints: a cell with two or three candidates, or a digit with
 * two or three places in a house, one of which must be true. Each option is supposed in turn
 * and the cheap steps run on it (./propagate.ts, as the contradiction step runs them); a digit
 * that every option places in a cell goes there, a candidate that every option removes goes.
 * Sound: one of the options holds, and each cheap step is sound under it.
 *
 * The sets of two are tried before those of three; of the first size that gives something, a
 * placement before a removal, then the fewest links over the branches (`linkCount`). An
 * option's propagation is run once per search and shared by every set it is in; the work is
 * bounded as the contradiction's (counted, so the same grid gives the same hint), and the
 * call's deadline is looked at before each set and each option's run. A set one of
 * whose options leads to a contradiction is left to the Contradiction step.
 *
 * The sentence gives each branch's chain: "r4c4 holds 3 or 7. If 3: r4c6 would be 7 (the cage
 * r4c6–r5c6), r5c5 would be 2 (its last candidate). If 7: r5c5 would be 2 (the last place for 2
 * in box 5). Either way r5c5 is 2." The step carries the branches for the Chain button
 * (`Step.said`): each supposition and its links, then the conclusion; each supposition starts
 * a branch at depth 0 (its facts from nothing), and so does the conclusion (it holds either way).
 *
 * Owns: {@link forcing}, its words, its budget. Does not own: the cheap steps (./propagate.ts),
 * the chain's link words (./contradiction.ts).
 */
import { bitCount } from '../../../engine/bitmask-ts/bits.js';
import { digitsOf } from '../../../logic/grid.js';
import { checkDeadline } from '../../../logic/techniques/forcing/budget-error.js';
import { cellName, orList } from '../../../logic/words.js';
import type { HintRules } from '../hint-rules.js';
import { TRIAL_WORK, linkCount, linkWords, linksOf, saidLinks } from './contradiction.js';
import { chainFrom, Propagation, type Removal } from './propagate.js';
import type { SaidLink } from '../../../logic/types.js';
import { bit, digitWords, out, stepOf, type Found } from './step.js';

/** Most work one forcing search may take, over all its options (`Propagation.work`). */
export const FORCING_WORK = 30_000;

/** A set of options one of which holds: a cell's candidates, or a digit's places in a house. */
interface OptionSet {
  /** The options, as (cell, digit). */
  options: { cell: number; digit: number }[];
  /** The house, for a digit's places. */
  house?: number;
}

/** What every option of a set does to one cell: places `digit`, or removes `removed` (a mask). */
interface Outcome {
  set: OptionSet;
  cell: number;
  digit: number;
  removed: number;
  chains: Removal[][];
  links: number;
}

/**
 * The forcing step on these candidates with the shortest chains, or null.
 * @throws {StepSearchTimeUp} when `deadline` passes before the search ends
 */
export function forcing(r: HintRules, values: Uint8Array, cands: Int32Array, deadline = Infinity): Found | null {
  const { N } = r;
  const known = new Map<string, readonly number[] | null>();
  const runs = new Map<number, Propagation | null>(); // cell · N + digit − 1 → its run (null: no work left)
  let work = 0;
  const runOf = (cell: number, digit: number): Propagation | null => {
    const key = cell * N + digit - 1;
    if (runs.has(key)) return runs.get(key)!;
    if (work >= FORCING_WORK) return null;
    checkDeadline(deadline);
    const run = new Propagation(r, values, cands, known);
    if (run.remove(cell, cands[cell] & ~bit(digit), { kind: 'assume' })) run.run(Math.min(TRIAL_WORK, FORCING_WORK - work));
    work += run.work;
    runs.set(key, run);
    return run;
  };
  for (let size = 2; size <= 3; size++) {
    let best: Outcome | null = null;
    for (const set of optionSets(r, values, cands, size)) {
      checkDeadline(deadline);
      const branches: Propagation[] = [];
      for (const { cell, digit } of set.options) {
        const run = runOf(cell, digit);
        if (!run) return best && forcingStep(r, cands, best);
        if (run.contradiction) break;
        branches.push(run);
      }
      if (branches.length < set.options.length) continue;
      const outcome = bestOutcome(r, values, cands, set, branches);
      if (outcome && (!best || better(outcome, best))) best = outcome;
    }
    if (best) return forcingStep(r, cands, best);
  }
  return null;
}

/** Whether outcome `a` is said before `b`: a placement first, then fewer links. */
const better = (a: Outcome, b: Outcome): boolean => (a.digit > 0) !== (b.digit > 0) ? a.digit > 0 : a.links < b.links;

/** The sets of `size` options: the cells with that many candidates, then each digit with that many places in a house (a set once). */
function* optionSets(r: HintRules, values: Uint8Array, cands: Int32Array, size: number): Generator<OptionSet> {
  const { N } = r;
  for (let cell = 0; cell < values.length; cell++) {
    if (values[cell] === 0 && bitCount(cands[cell]) === size) yield { options: digitsOf(cands[cell]).map((digit) => ({ cell, digit })) };
  }
  const seen = new Set<string>();
  for (let h = 0; h < r.houses.length; h++) {
    for (let digit = 1; digit <= N; digit++) {
      const places = r.houses[h].cells.filter((c) => cands[c] & bit(digit));
      if (places.length !== size || places.some((c) => values[c] !== 0)) continue;
      const key = `${digit}:${places.join(',')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      yield { options: places.map((cell) => ({ cell, digit })), house: h };
    }
  }
}

/** Of what every branch does to one cell (the set's own cells aside), the best: a placement first, then the fewest links. */
function bestOutcome(r: HintRules, values: Uint8Array, cands: Int32Array, set: OptionSet, branches: Propagation[]): Outcome | null {
  const { N } = r;
  let best: Outcome | null = null;
  for (let cell = 0; cell < values.length; cell++) {
    if (values[cell] !== 0 || set.options.some((o) => o.cell === cell)) continue;
    let kept = 0;
    for (const run of branches) kept |= run.masks[cell];
    const removed = cands[cell] & ~kept;
    if (removed === 0) continue;
    const digit = bitCount(kept) === 1 ? digitsOf(kept)[0] : 0;
    if (best && best.digit > 0 && digit === 0) continue;
    const chains = branches.map((run) => {
      const needed = new Int32Array(cands.length);
      needed[cell] = removed;
      return chainFrom(run, r, needed);
    });
    const links = chains.reduce((n, chain) => n + linkCount(chain), 0);
    const outcome: Outcome = { set, cell, digit, removed, chains, links };
    if (!best || better(outcome, best)) best = outcome;
  }
  return best;
}

/** The step of an outcome: its sentence, its move, its walk. */
function forcingStep(r: HintRules, cands: Int32Array, o: Outcome): Found {
  const { N } = r;
  const { set, cell } = o;
  const name = cellName(cell, N);
  const house = set.house === undefined ? undefined : r.houses[set.house];
  const digit0 = set.options[0].digit;
  const head = house ? `In ${house.name}, ${digit0} fits only in ${orList(set.options.map((p) => cellName(p.cell, N)))}.` : `${cellName(set.options[0].cell, N)} holds ${digitWords(cands[set.options[0].cell], N, 'or', false)}.`;
  const result = o.digit > 0 ? `${name} would be ${o.digit}` : `${name} would not hold ${digitWords(o.removed, N, 'or')}`;
  const said: SaidLink[] = [];
  const branches = set.options.map((p, i) => {
    const parts = linksOf(r, o.chains[i]);
    const words = linkWords(parts, N);
    // the chain's last link fills the cell: it says the result itself
    const last = parts[parts.length - 1];
    const ends = o.digit > 0 && last?.cells.length === 1 && last.cells[0] === cell && last.what === `would be ${o.digit}`;
    const chain = ends ? words.join(', ') : words.length > 0 ? `${words.join(', ')}, so ${result}` : result;
    said.push({ text: `Suppose ${cellName(p.cell, N)} is ${p.digit}.`, facts: [{ cell: p.cell, digit: p.digit, on: true }], cells: house ? [...house.cells] : [p.cell], branch: 0 });
    said.push(...saidLinks(parts, N));
    if (!ends) said.push({ text: `So ${result}.`, facts: o.digit > 0 ? [{ cell, digit: o.digit, on: true }] : digitsOf(o.removed).map((d) => ({ cell, digit: d, on: false })), cells: [cell] });
    return `If ${house ? `it is in ${cellName(p.cell, N)}` : p.digit}: ${chain}.`;
  });
  const conclusion = o.digit > 0 ? `${name} is ${o.digit}` : `${name} cannot hold ${digitWords(o.removed, N, 'or')}`;
  const text = `${head} ${branches.join(' ')} Either way ${conclusion}.`;
  const move = o.digit > 0 ? { placements: [{ cell, digit: o.digit }] } : { eliminations: out(cell, o.removed, N) };
  const sources = [...new Set(set.options.map((p) => p.cell))];
  const step = stepOf('variant-forcing', 'Forcing', [cell, ...sources], move, text);
  step.highlights = set.options.map((p) => ({ cell: p.cell, digit: p.digit, role: 'pattern' as const }));
  said.push({ text: `Either way ${conclusion}.`, facts: [], cells: [cell, ...sources], branch: 0, final: true });
  step.said = said;
  const where = house ? `where ${digit0} goes in ${house.name}` : `which digit ${cellName(set.options[0].cell, N)} holds`;
  return { step, region: house ? house.cells : sources, look: `Look at ${where}: every option leads to the same conclusion somewhere else.` };
}
