/**
 * Words and drawing of forcing steps: the sentence, the Eureka notation of chains, the links
 * and highlights.
 *
 * Owns: {@link forcingText}, {@link forcingEureka}, {@link forcingLinks},
 * {@link forcingHighlights}. Does not own: the proof (`proof.ts`), shared wording (`../../words.ts`).
 *
 *   "If r1c2 is 4, then r1c5 is not 4, r1c5 is 7, …; if it is 7, then …; either way r5c5 is not 3."
 *   "If r1c2 is 4, then …, so r5c5 would be both 3 and not 3: r1c2 is not 4."
 */
import { geometryOf } from '../../../board/geometry.js';
import type { ForcingBranch, ForcingFact, ForcingProof, Highlight, Link } from '../../types.js';
import { cellName, digitName, unitName } from '../../words.js';

function say(f: ForcingFact, N: number): string {
  return `${cellName(f.cell, N)} is ${f.on ? '' : 'not '}${digitName(f.digit, N)}`;
}

function eq(f: ForcingFact, N: number): string {
  return `${cellName(f.cell, N)}${f.on ? '=' : '<>'}${digitName(f.digit, N)}`;
}

/** The unit (0…3N-1) holding every given cell, or -1. */
function commonUnit(cells: number[], N: number): number {
  const { cellUnits } = geometryOf(Math.round(Math.sqrt(N)));
  const unitsOf = (c: number): number[] => [cellUnits[3 * c], cellUnits[3 * c + 1], cellUnits[3 * c + 2]];
  for (const u of unitsOf(cells[0])) if (cells.every((c) => unitsOf(c).includes(u))) return u;
  return -1;
}

/** Why a fact with several parents holds, in a few words. */
function reason(branch: ForcingBranch, i: number, N: number): string {
  const f = branch.facts[i];
  const parents = f.because.map((k) => branch.facts[k]);
  if (f.nested) return ` (assuming ${digitName(f.digit, N)} there leads to a contradiction, in ${f.nested.facts.length} more facts)`;
  if (parents.length < 2) return '';
  if (f.on && parents.every((p) => p.cell === f.cell)) return ' (its last candidate)';
  if (f.on) {
    const u = commonUnit([f.cell, ...parents.map((p) => p.cell)], N);
    return u >= 0 ? ` (the last place for ${digitName(f.digit, N)} in ${unitName(u, N)})` : '';
  }
  return ' (locked candidates)';
}

/** "then a, b (why), c" for a branch's facts after its premise. */
function consequences(branch: ForcingBranch, N: number): string {
  const parts: string[] = [];
  for (let i = 1; i < branch.facts.length; i++) parts.push(say(branch.facts[i], N) + reason(branch, i, N));
  return parts.length > 0 ? parts.join(', ') : 'nothing new';
}

function contradictionWords(proof: ForcingProof, N: number): string {
  const c = proof.contradiction!;
  if (c.length === 2 && c[0].cell === c[1].cell && c[0].digit === c[1].digit) {
    return `${cellName(c[0].cell, N)} would be both ${digitName(c[0].digit, N)} and not ${digitName(c[0].digit, N)}`;
  }
  if (c.every((f) => f.cell === c[0].cell)) return `${cellName(c[0].cell, N)} would have no candidate left`;
  const u = commonUnit(c.map((f) => f.cell), N);
  return `${digitName(c[0].digit, N)} would have no place left${u >= 0 ? ` in ${unitName(u, N)}` : ''}`;
}

/** "a, b or c". */
function orList(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** The step's sentence (it starts with a capital letter or a digit). */
export function forcingText(proof: ForcingProof, N: number): string {
  const end = say(proof.conclusion, N);
  const [b0] = proof.branches;
  if (proof.kind === 'contradiction') {
    const p = proof.premises[0];
    return `If ${say(p, N)}, then ${consequences(b0, N)}, so ${contradictionWords(proof, N)}: ${end}.`;
  }
  const clauses = proof.branches.map((b, i) => {
    const p = b.premise;
    let head: string;
    if (i === 0) head = `If ${say(p, N)}`;
    else if (proof.kind === 'double') head = 'if it is not';
    else if (proof.kind === 'cell') head = `if it is ${digitName(p.digit, N)}`;
    else head = `if ${say(p, N)}`;
    return `${head}, then ${consequences(b, N)}`;
  });
  let intro = '';
  if (proof.kind === 'house') {
    intro = `${digitName(proof.premises[0].digit, N)} goes in ${orList(proof.premises.map((p) => cellName(p.cell, N)))} of ${unitName(proof.unit!, N)}. `;
  } else if (proof.kind === 'cell') {
    intro = `Cell ${cellName(proof.cell!, N)} holds ${orList(proof.premises.map((p) => digitName(p.digit, N)))}. `;
  }
  return `${intro}${clauses.join('; ')}; either way ${end}.`;
}

/** A path of a static branch from its premise to fact index `i` (each fact has one parent). */
function path(branch: ForcingBranch, i: number, N: number): string {
  const nodes: number[] = [];
  for (let k = i; ; k = branch.facts[k].because[0]) {
    nodes.push(k);
    if (branch.facts[k].because.length === 0) break;
  }
  nodes.reverse();
  return nodes
    .map((k, j) => {
      const f = branch.facts[k];
      const cand = `(${digitName(f.digit, N)})${cellName(f.cell, N)}`;
      return j === 0 ? cand : (f.on ? '=' : '-') + cand;
    })
    .join('');
}

/**
 * Eureka notation of a static forcing chain: each premise, then its chain(s), then the
 * conclusion, e.g. `r1c2=4: (4)r1c2-(4)r1c5=(7)r1c5; r1c2=7: … => r5c5<>3`. Undefined for
 * nets (facts with several parents are not chains).
 */
export function forcingEureka(proof: ForcingProof, N: number): string | undefined {
  if (proof.dynamic) return undefined;
  const parts = proof.branches.map((b) => {
    const ends: number[] = [];
    if (proof.kind === 'contradiction') {
      for (const c of proof.contradiction!) ends.push(b.facts.findIndex((f) => f.cell === c.cell && f.digit === c.digit && f.on === c.on));
    } else ends.push(b.facts.length - 1);
    return `${eq(b.premise, N)}: ${ends.map((i) => path(b, i, N)).join(' & ')}`;
  });
  return `${parts.join('; ')} => ${eq(proof.conclusion, N)}`;
}

/** Every implication of the proof as a link (to an on fact: strong; to an off fact: weak), branch by branch. */
export function forcingLinks(proof: ForcingProof): Link[] {
  const links: Link[] = [];
  for (const b of proof.branches) {
    for (const f of b.facts) {
      for (const k of f.because) {
        const p = b.facts[k];
        links.push({ from: { cell: p.cell, digit: p.digit }, to: { cell: f.cell, digit: f.digit }, kind: f.on ? 'strong' : 'weak' });
      }
    }
  }
  return links;
}

/** Premises as `pattern`, then every other fact as `on` / `off` (first branch's value wins). */
export function forcingHighlights(proof: ForcingProof): Highlight[] {
  const out: Highlight[] = [];
  const seen = new Set<string>();
  const push = (f: ForcingFact, role: Highlight['role']): void => {
    const key = `${f.cell}:${f.digit}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ cell: f.cell, digit: f.digit, role });
  };
  for (const p of proof.premises) push(p, 'pattern');
  for (const b of proof.branches) for (const f of b.facts) push(f, f.on ? 'on' : 'off');
  return out;
}
