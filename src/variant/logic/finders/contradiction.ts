/**
 * The last resort of the variant hints: a candidate that leads to a contradiction. Suppose cell
 * c holds d and run the cheap steps (./propagate.ts: singles, locked candidates, pair rules, one
 * rule's narrowing) on that; when they reach a cell with no candidate, a house with no place for a digit or a
 * rule no filling keeps, c cannot hold d. Sound by construction: each cheap step is.
 *
 * The shortest chain is preferred: the candidates one of two are tried first (of a cell with two
 * candidates, or a digit with two places in a house), then one of three, and so on; of the first
 * size that gives a contradiction, the candidate whose contradiction needs the fewest links
 * (cells filled and other narrowings: `chainOf`) is said. The work is bounded, each
 * supposition's and the whole search's (counted in cells, houses and rules looked at, so the
 * same grid always gives the same hint); when it runs out, no step is found. A call's
 * `timeoutMs` (the deadline) is looked at between two suppositions: past it the search throws
 * (`StepSearchTimeUp`) rather than answer from part of its work.
 *
 * The sentence gives the chain: "If r4c5 were 3: r4c6 would be 7 (the cage r4c6–r5c6), …; then
 * the cage r6c6–r7c6 could not add up to 12. So r4c5 is not 3." A long chain keeps its first
 * and last links. The step carries the whole chain too, for a walk through it (`Step.said`, src/logic/types.ts;
 * the demo page's Chain button):
 * the supposition, each link with the cells it comes from (the rule's, the house's), then the
 * contradiction with its cells.
 *
 * Owns: {@link contradiction}, its words (those of a chain's links too, for ./forcing.ts and
 * ./deep-contradiction.ts), its budgets. Does not own: the cheap steps
 * (./propagate.ts), the rules and their names (../hint-rules.ts).
 */
import { bitCount } from '../../../engine/bitmask-ts/bits.js';
import { digitsOf } from '../../../logic/grid.js';
import { checkDeadline } from '../../../logic/techniques/forcing/budget-error.js';
import { andList, cellName, techniqueInSentence } from '../../../logic/words.js';
import { cageSumOf, span, type HintRules } from '../hint-rules.js';
import { chainOf, Propagation, type Contradiction, type Removal } from './propagate.js';
import type { ForcingFact, SaidLink } from '../../../logic/types.js';
import { bit, digitWords, stepOf, type Found } from './step.js';

/** Most work one supposition may take (`Propagation.work`: about half a microsecond each on a 2020 laptop core). */
export const TRIAL_WORK = 4000;
/** Most work one search may take, over all its suppositions. */
export const SEARCH_WORK = 20_000;
/** Chains of more links than this are said by their first and last ones. */
const MOST_LINKS = 6;

/**
 * The candidate whose supposition leads to a contradiction by the shortest chain, or null.
 * @throws {StepSearchTimeUp} when `deadline` passes before the search ends
 */
export function contradiction(r: HintRules, values: Uint8Array, cands: Int32Array, deadline = Infinity): Found | null {
  const { N } = r;
  let work = 0;
  const known = new Map<string, readonly number[] | null>(); // the rules' narrowings, shared by the suppositions
  const rank = strengths(r, values, cands);
  for (let size = 2; size <= N; size++) {
    let best: { cell: number; digit: number; run: Propagation; chain: Removal[]; links: number } | null = null;
    for (let cell = 0; cell < values.length; cell++) {
      if (values[cell] !== 0) continue;
      for (const digit of digitsOf(cands[cell])) {
        if (rank[cell * N + digit - 1] !== size) continue;
        if (work >= SEARCH_WORK) return best && contradictionStep(r, best.cell, best.digit, best.run, best.chain);
        checkDeadline(deadline);
        const run = new Propagation(r, values, cands, known);
        // a supposition that needs more work than the best one so far would hardly give a shorter chain
        if (run.remove(cell, cands[cell] & ~bit(digit), { kind: 'assume' })) run.run(Math.min(best?.run.work ?? TRIAL_WORK, SEARCH_WORK - work));
        work += run.work;
        if (!run.contradiction) continue;
        const chain = chainOf(run, r);
        const links = linkCount(chain);
        if (!best || links < best.links || (links === best.links && chain.length < best.chain.length)) best = { cell, digit, run, chain, links };
      }
    }
    if (best) return contradictionStep(r, best.cell, best.digit, best.run, best.chain);
  }
  return null;
}

/**
 * How strongly each candidate (index cell · N + digit − 1) is tied to the others: the fewest
 * places it shares, its cell's candidates or the digit's places in one of the cell's houses (two
 * for a cell with two candidates, or a digit with two places in a row). Supposing a candidate
 * of two false makes the other true at once, so those are tried first.
 */
export function strengths(r: HintRules, values: Uint8Array, cands: Int32Array): Uint8Array {
  const { N } = r;
  const rank = new Uint8Array(values.length * N);
  for (let c = 0; c < values.length; c++) for (let d = 1; d <= N; d++) rank[c * N + d - 1] = bitCount(cands[c]);
  for (const { cells } of r.houses) {
    for (let d = 1; d <= N; d++) {
      const places = cells.filter((c) => values[c] === 0 && cands[c] & bit(d));
      for (const c of places) rank[c * N + d - 1] = Math.min(rank[c * N + d - 1], places.length);
    }
  }
  return rank;
}

/** How many links {@link linksOf} says of a chain (the cells it fills, and each other step's narrowing). */
export function linkCount(chain: readonly Removal[]): number {
  const steps = new Set<Removal['reason']>();
  let filled = 0;
  for (const e of chain) {
    if (e.reason.kind === 'assume' || e.left === 0) continue;
    if (bitCount(e.left) === 1) filled++;
    else if (e.reason.kind !== 'peer' && e.reason.kind !== 'hidden') steps.add(e.reason);
  }
  return filled + steps.size;
}

/** The step of a supposition `cell` = `digit` that `run` took to a contradiction by `chain`. */
function contradictionStep(r: HintRules, cell: number, digit: number, run: Propagation, chain: readonly Removal[]): Found {
  const { N } = r;
  const name = cellName(cell, N);
  const parts = linksOf(r, chain);
  const shown = linkWords(parts, N);
  const end = contradictionWords(r, run.contradiction!);
  const text = shown.length > 0 ? `If ${name} were ${digit}: ${shown.join(', ')}; then ${end}. So ${name} is not ${digit}.` : `If ${name} were ${digit}, ${end}. So ${name} is not ${digit}.`;
  const step = stepOf('variant-contradiction', 'Contradiction', [cell], { eliminations: [{ cell, digit }] }, text);
  step.highlights = [{ cell, digit, role: 'pattern' }];
  // the chain for the walk: the supposition, every link (none left out), the contradiction
  step.said = [
    { text: `Suppose ${name} is ${digit}.`, facts: [{ cell, digit, on: true }], cells: [cell] },
    ...saidLinks(parts, N),
    { text: `Then ${end}. So ${name} is not ${digit}.`, facts: [], cells: contradictionCells(r, run.contradiction!), final: true },
  ];
  return { step, region: [cell], look: `Look at ${name}: one of its candidates leads to a contradiction.` };
}

/** The links in words for a sentence, a long chain by its first and last ones: `r4c6 would be 7 (the cage r4c6–r5c6)`. */
export function linkWords(parts: readonly ChainLink[], N: number): string[] {
  const links = parts.map((link) => `${subjectOf(link, N)} ${link.what} (${link.because})`);
  return links.length > MOST_LINKS ? [...links.slice(0, 3), `then ${links.length - 5} more steps`, ...links.slice(-2)] : links;
}

/** The links for the walk (`Step.said`), each with its cells and those it comes from. */
export function saidLinks(parts: readonly ChainLink[], N: number): SaidLink[] {
  return parts.map((link) => ({ text: `${subjectOf(link, N)} ${link.what}: ${link.because}.`, facts: link.facts, cells: [...new Set([...link.cells, ...link.from])] }));
}

const subjectOf = ({ cells }: ChainLink, N: number): string => andList(cells.map((c) => cellName(c, N)));

/** One link of the chain: its cells, what becomes of them and why, the candidates it makes known, the cells it comes from. */
export interface ChainLink {
  cells: number[];
  what: string;
  because: string;
  facts: ForcingFact[];
  from: readonly number[];
}

/**
 * The chain's links: each cell it fills (`r4c6 would be 7 (the cage r4c6–r5c6)`), and the cells
 * a pair rule, a rule or locked candidates narrow without filling them, those of one step left
 * the same digits together (`r9c7 and r9c8 could hold only 4 or 5 (the cage …)`, `r4c7 would
 * lose 6 (the 6 of box 5 is in row 4)`). A peer's digit gone is said by the peer's own link;
 * the removal that empties a cell is the contradiction's.
 */
export function linksOf(r: HintRules, chain: readonly Removal[]): ChainLink[] {
  const { N } = r;
  const links: ChainLink[] = [];
  for (const e of chain) {
    const why = e.reason;
    if (why.kind === 'assume' || e.left === 0) continue;
    let what: string;
    let because = reasonWords(r, why);
    let facts: ForcingFact[] | undefined;
    if (bitCount(e.left) === 1) {
      what = `would be ${digitsOf(e.left)[0]}`;
      if (why.kind === 'locked') because = `its last candidate: ${because}`;
      facts = [{ cell: e.cell, digit: digitsOf(e.left)[0], on: true }];
    } else if (why.kind === 'pair' || why.kind === 'rule') what = `could hold only ${digitWords(e.left, N, 'or')}`;
    else if (why.kind === 'locked') what = `would lose ${why.digit}`;
    else continue;
    facts ??= digitsOf(e.removed).map((d) => ({ cell: e.cell, digit: d, on: false }));
    // the same narrowing of the cell before: one link
    const last = links[links.length - 1];
    if (last && last.what === what && last.because === because && !what.startsWith('would be')) {
      last.cells.push(e.cell);
      last.facts.push(...facts);
    } else links.push({ cells: [e.cell], what, because, facts, from: reasonCells(r, why, e.cell) });
  }
  return links;
}

/** The cells a removal comes from: the peer that holds the digit, the house, the pair, the rule. */
function reasonCells(r: HintRules, why: Removal['reason'], cell: number): readonly number[] {
  switch (why.kind) {
    case 'peer':
      return [why.from];
    case 'hidden':
    case 'locked':
      return r.houses[why.house].cells;
    case 'pair':
      return [r.pairs[why.pair].cell, r.pairs[why.pair].other];
    case 'rule':
      return r.rules[why.rule].cells;
    default:
      return [cell];
  }
}

/** The cells of the contradiction: the empty cell, the house without a place, the rule's cells. */
export function contradictionCells(r: HintRules, c: Contradiction): number[] {
  if (c.kind === 'empty') return [c.cell];
  return [...(c.kind === 'house' ? r.houses[c.house] : r.rules[c.rule]).cells];
}

/** Why a removal happened, in a few words. */
function reasonWords(r: HintRules, why: Removal['reason']): string {
  const { N } = r;
  switch (why.kind) {
    case 'peer':
      return 'its last candidate';
    case 'hidden':
      return `the last place for ${why.digit} in ${r.houses[why.house].name}`;
    case 'locked':
      return `the ${why.digit} of ${r.houses[why.house].name} is in ${r.houses[why.other].name}`;
    case 'pair': {
      const pair = r.pairs[why.pair];
      return `${techniqueInSentence(pair.technique)} with ${cellName(pair.cell, N)}`;
    }
    case 'rule':
      return ruleName(r, why.rule);
    default:
      return 'supposed';
  }
}

/** A rule of many cells by where it is: `the cage r4c6–r5c6`, `the 45 rule on the cells r1c7, r1c8 and r1c9`. */
function ruleName(r: HintRules, i: number): string {
  const rule = r.rules[i];
  return rule.id === 'variant-45' ? `the 45 rule on ${rule.where}` : rule.where;
}

/** The contradiction in words, as the end of a sentence. */
export function contradictionWords(r: HintRules, c: Contradiction): string {
  const { N } = r;
  if (c.kind === 'empty') return `${cellName(c.cell, N)} would have no candidate left`;
  if (c.kind === 'house') return `${r.houses[c.house].name} would have no place for ${c.digit}`;
  const rule = r.rules[c.rule];
  const sum = cageSumOf(rule);
  return sum !== undefined ? `the cage ${span(rule.cells, N)} could not add up to ${sum}` : `${ruleName(r, c.rule)} would have no filling left`;
}
