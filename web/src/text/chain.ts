/**
 * Chains and forcing nets for people: a one-line summary of the step ("If r2c2 were 7, r3c9
 * would be both 7 and not 7, so r2c2 is not 7") in place of the library's full sentence (a
 * forcing net's runs to 1,700 characters), and the walk: the chain taken link by link, each
 * stage one fact and why it holds, to show on the board on demand.
 *
 * Owns: {@link summaryOf}, {@link walkOf}, {@link WalkStage}. Does not own: the steps and their
 * proofs (the package's logic layer: `Step.links`, `Step.proof`), their full sentences
 * (`Step.text`) or the drawing (`grid/decor.ts` builds a stage's highlights).
 *
 * A chain (X-chain, XY-chain, AIC, nice loop, remote pair: links that run end to end) is read
 * the usual way: suppose its first candidate false, then each strong link makes the next one
 * true and each weak link the next one false, down to the far end. A forcing proof is read
 * branch by branch: each premise, then each fact it forces in the order derived, each with its
 * reason (one parent: a link of the grid; several: a single or locked candidates found on the
 * way). A chain its finder says link by link in its own words ({@link SaidLink}: the variant
 * hints' contradiction, whose links are the puzzle's rules, not links between candidates) is
 * walked as it is said: the supposition, each link with the cells it comes from, then the
 * contradiction.
 */
import type { Candidate, ForcingBranch, ForcingFact, ForcingProof, Link, SaidLink, Step } from '../../../src/logic/types.js';
import { digitName, removalPhrase, techniqueInSentence } from '../../../src/logic/words.js';
import { cellName } from '../state/game.js';

/** One stage of a walk: its sentence, the candidates known so far (true or false) and the links drawn so far. */
export interface WalkStage {
  text: string;
  facts: ForcingFact[];
  links: Link[];
  /** The candidate this stage adds (highlighted apart), if any. */
  current?: ForcingFact;
  /** The last stage: the step's effect is shown. */
  final: boolean;
  /** The cells the stage's fact comes from (a rule's, a house's), highlighted as the region. */
  cells?: number[];
}


const say = (f: { cell: number; digit: number }, on: boolean, N: number): string => `${cellName(f.cell, N)} is ${on ? '' : 'not '}${digitName(f.digit, N)}`;
const were = (f: ForcingFact, N: number): string => `${cellName(f.cell, N)} were ${f.on ? '' : 'not '}${digitName(f.digit, N)}`;
const cand = (c: Candidate, N: number): string => `${digitName(c.digit, N)} in ${cellName(c.cell, N)}`;
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const sameCandidate = (a: Candidate, b: Candidate): boolean => a.cell === b.cell && a.digit === b.digit;

/** What the step does, as the end of a sentence: `r5c5 is 3`, `remove 7 from r1c5 and r4c5`. */
function effectOf(step: Step, N: number): string {
  if (step.placements.length > 0) return step.placements.map((p) => say(p, true, N)).join(' and ');
  return removalPhrase(step.eliminations, N);
}

/** Whether the step's links run end to end (each starts where the one before ended): a chain to walk. */
function isPath(links: readonly Link[]): boolean {
  if (links.length < 2) return false;
  for (let i = 1; i < links.length; i++) if (!sameCandidate(links[i - 1].to, links[i].from)) return false;
  return true;
}

/** Whether the step has a chain or a proof to summarise and walk. */
export function isChainStep(step: Step): boolean {
  return step.proof !== undefined || (step.said?.length ?? 0) > 0 || isPath(step.links);
}

function contradictionWords(proof: ForcingProof, N: number): string {
  const c = proof.contradiction ?? [];
  if (c.length === 2 && sameCandidate(c[0], c[1])) return `${cellName(c[0].cell, N)} would be both ${digitName(c[0].digit, N)} and not ${digitName(c[0].digit, N)}`;
  if (c.length > 0 && c.every((f) => f.cell === c[0].cell)) return `${cellName(c[0].cell, N)} would have no candidate left`;
  return c.length > 0 ? `${digitName(c[0].digit, N)} would have no place left in one house` : 'the grid would break a rule';
}

function orList(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** The one-line summary of a forcing proof. */
function forcingSummary(proof: ForcingProof, N: number): string {
  const end = say(proof.conclusion, proof.conclusion.on, N);
  if (proof.kind === 'contradiction') return `If ${were(proof.premises[0], N)}, ${contradictionWords(proof, N)}, so ${end}.`;
  if (proof.kind === 'double') {
    const p = proof.premises[0];
    return `Whether ${cellName(p.cell, N)} is ${digitName(p.digit, N)} or not, ${end}.`;
  }
  if (proof.kind === 'cell') {
    return `Whichever digit ${cellName(proof.cell!, N)} holds (${orList(proof.premises.map((p) => digitName(p.digit, N)))}), ${end}.`;
  }
  const d = digitName(proof.premises[0].digit, N);
  return `Wherever ${d} goes in its house (${orList(proof.premises.map((p) => cellName(p.cell, N)))}), ${end}.`;
}

/** Sentences up to this long are shown as the library writes them (a wing's, a short chain's). */
const SHORT = 160;

/**
 * The one-line summary of a forcing step, or of a chain whose sentence is long; other steps
 * keep their own sentence (they are short).
 */
export function summaryOf(step: Step, N: number): string {
  if (step.proof) return forcingSummary(step.proof, N);
  if (!isPath(step.links) || step.text.length <= SHORT) return step.text;
  const first = step.links[0].from;
  const last = step.links[step.links.length - 1].to;
  const n = step.links.length;
  const name = techniqueInSentence(step.name);
  if (sameCandidate(first, last) && step.links[0].kind === 'weak') {
    return `If ${were({ ...first, on: true }, N)}, ${name} of ${n} links would make it not ${digitName(first.digit, N)}, so ${effectOf(step, N)}.`;
  }
  if (sameCandidate(first, last)) return `${capital(name)}: a loop of ${n} links closes on itself, so ${effectOf(step, N)}.`;
  if (step.links[0].kind === 'strong' && step.links[n - 1].kind === 'strong') {
    return `Either ${say(first, true, N)} or ${say(last, true, N)} (${name} of ${n} links), so ${effectOf(step, N)}.`;
  }
  return `${capital(name)} of ${n} links from ${cand(first, N)} to ${cand(last, N)}: ${effectOf(step, N)}.`;
}

/** The house two cells share, in words (`row 2`, `column 6`, `box 5`), or `a house`. */
function sharedHouse(a: number, b: number, N: number): string {
  const n = Math.round(Math.sqrt(N));
  const [ra, ca, rb, cb] = [Math.floor(a / N), a % N, Math.floor(b / N), b % N];
  if (ra === rb) return `row ${ra + 1}`;
  if (ca === cb) return `column ${ca + 1}`;
  if (Math.floor(ra / n) === Math.floor(rb / n) && Math.floor(ca / n) === Math.floor(cb / n)) return `box ${Math.floor(ra / n) * n + Math.floor(ca / n) + 1}`;
  return 'a house';
}

/** Why `f` follows from `p` by one link of the grid (`p` and `f` one candidate each). */
function linkReason(p: ForcingFact, f: ForcingFact, N: number): string {
  const d = digitName(f.digit, N);
  if (f.cell === p.cell) return f.on ? `its other candidate, ${digitName(p.digit, N)}, is out` : `it holds ${digitName(p.digit, N)}`;
  const house = sharedHouse(p.cell, f.cell, N);
  return f.on ? `the other place for ${d} in ${house}` : `${cellName(p.cell, N)} holds the ${d} of ${house}`;
}

/** Why fact `i` of a branch holds, in a few words. */
function factReason(branch: ForcingBranch, i: number, N: number): string {
  const f = branch.facts[i];
  const parents = f.because.map((k) => branch.facts[k]);
  if (f.nested) return `${digitName(f.digit, N)} there would lead to a contradiction`;
  if (offFromOffs(branch, i)) return 'locked candidates';
  if (parents.length === 1) return linkReason(parents[0], f, N);
  if (f.on && parents.every((p) => p.cell === f.cell)) return 'its last candidate';
  if (f.on) return `the last place for ${digitName(f.digit, N)} in a house`;
  return 'locked candidates';
}

/**
 * Whether fact `i` of a branch is an off that follows from offs alone: the digit is left in one
 * line-box intersection (a net's locked candidates, or a static chain's group node), whatever
 * the number of parents. No link of the grid joins it to its parents, so none is drawn.
 */
function offFromOffs(branch: ForcingBranch, i: number): boolean {
  const f = branch.facts[i];
  return !f.on && f.because.every((k) => !branch.facts[k].on);
}

/** The walk of a forcing proof: each branch from its premise, fact by fact, then the conclusion. */
function forcingWalk(proof: ForcingProof, N: number): WalkStage[] {
  const stages: WalkStage[] = [];
  const cases = proof.branches.length;
  proof.branches.forEach((branch, b) => {
    const facts: ForcingFact[] = [];
    const links: Link[] = [];
    branch.facts.forEach((f, i) => {
      facts.push({ cell: f.cell, digit: f.digit, on: f.on });
      // lines only for links of the grid: not to a nested fact (its parents are what its own
      // contradiction used) nor to an off from offs alone
      if (!f.nested && !offFromOffs(branch, i)) {
        for (const k of f.because) {
          const p = branch.facts[k];
          links.push({ from: { cell: p.cell, digit: p.digit }, to: { cell: f.cell, digit: f.digit }, kind: f.on ? 'strong' : 'weak' });
        }
      }
      const head = cases > 1 ? `Case ${b + 1} of ${cases}: ` : '';
      const text = i === 0 ? `${head}suppose ${say(f, f.on, N)}.` : `${say(f, f.on, N)}: ${factReason(branch, i, N)}.`;
      stages.push({ text: i === 0 ? capital(text) : text, facts: facts.slice(), links: links.slice(), current: facts[facts.length - 1], final: false });
    });
  });
  const end = say(proof.conclusion, proof.conclusion.on, N);
  const close = proof.kind === 'contradiction' ? `So ${contradictionWords(proof, N)}: ${end}.` : `Every case gives ${end}: so ${end}.`;
  const last = stages[stages.length - 1];
  stages.push({ text: close, facts: last?.facts ?? [], links: last?.links ?? [], final: true });
  return stages;
}

/**
 * The walk of a chain: its first candidate supposed false (true when the chain starts with a
 * weak link), then link by link to the far end, each link flipping the supposition.
 */
function chainWalk(step: Step, N: number): WalkStage[] {
  const stages: WalkStage[] = [];
  const first = step.links[0].from;
  let on = step.links[0].kind === 'weak';
  const facts: ForcingFact[] = [{ ...first, on }];
  stages.push({ text: capital(`suppose ${sayNode(first, step.links[0].fromCells, on, N)}.`), facts: facts.slice(), links: [], current: facts[0], final: false });
  step.links.forEach((link, i) => {
    const before: ForcingFact = { ...link.from, on };
    on = !on;
    const fact: ForcingFact = { cell: link.to.cell, digit: link.to.digit, on };
    facts.push(fact);
    const text = `${sayNode(link.to, link.toCells, on, N)}: ${nodeReason(link, before.on, on, N)}.`;
    stages.push({ text, facts: facts.slice(), links: step.links.slice(0, i + 1), current: fact, final: false });
  });
  stages.push({ text: `So ${summaryEnd(step, N)}`, facts: facts.slice(), links: step.links.slice(), final: true });
  return stages;
}

function summaryEnd(step: Step, N: number): string {
  const first = step.links[0].from;
  const last = step.links[step.links.length - 1].to;
  if (sameCandidate(first, last) || step.links[0].kind === 'weak') return `${effectOf(step, N)}.`;
  return `${say(first, true, N)} or ${say(last, true, N)}: ${effectOf(step, N)}.`;
}

/** A chain node in words: one candidate (`r1c4 is 9`) or a group (`9 is in r1c4 or r3c4`). */
function sayNode(c: Candidate, cells: readonly number[] | undefined, on: boolean, N: number): string {
  if (!cells || cells.length < 2) return say(c, on, N);
  const names = cells.map((x) => cellName(x, N));
  const d = digitName(c.digit, N);
  return on ? `${d} is in ${orList(names)}` : `${d} is in none of ${names.join(', ')}`;
}

/** Why a link's far node follows (true after a strong link from a false node, false after a weak link from a true one). */
function nodeReason(link: Link, fromOn: boolean, on: boolean, N: number): string {
  const fromGroup = (link.fromCells?.length ?? 0) > 1 || (link.toCells?.length ?? 0) > 1;
  const d = digitName(link.to.digit, N);
  if (fromGroup) return on ? `the other place for ${d} in their house` : `it sees every place of ${d} there`;
  return linkReason({ ...link.from, on: fromOn }, { ...link.to, on }, N);
}

/**
 * The walk of a said chain: its links in order, the candidates known so far gathered, each
 * with the depth it was found at; a link that starts a branch at depth d drops those found at
 * d or deeper (the options before it), and what follows is found at d.
 */
function saidWalk(said: readonly SaidLink[]): WalkStage[] {
  let known: { fact: ForcingFact; depth: number }[] = [];
  let depth = 0;
  return said.map(({ text, facts: own, cells, branch, final = false }) => {
    if (branch !== undefined) {
      known = known.filter((k) => k.depth < branch);
      depth = branch;
    }
    for (const fact of own) known.push({ fact, depth });
    return { text, facts: known.map((k) => k.fact), links: [], current: own[0], final, cells: [...cells] };
  });
}

/** The stages of a chain or forcing step, to show one by one; empty for other steps. */
export function walkOf(step: Step, N: number): WalkStage[] {
  if (step.proof) return forcingWalk(step.proof, N);
  if (step.said?.length) return saidWalk(step.said);
  if (isPath(step.links)) return chainWalk(step, N);
  return [];
}
