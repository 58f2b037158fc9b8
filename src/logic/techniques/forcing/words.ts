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
import type { CandidateGrid } from '../../grid.js';
import type { ForcingBranch, ForcingFact, ForcingProof, Highlight, Link } from '../../types.js';
import { cellName, compactCells, digitName, orList, unitName } from '../../words.js';

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

/**
 * A static chain's group node between off(x) and off(c) (`engine.ts`, `groupFollows` (1)): in a
 * house of x, the digit's other places (two or more) lie in one box-line intersection whose
 * other house holds c, so x off puts the digit there and off c. The house and the group's
 * cells, or null when the two offs are not so linked on `grid` (the grid the step starts from).
 */
function groupBetween(grid: CandidateGrid, x: ForcingFact, c: ForcingFact): { unit: number; cells: number[] } | null {
  const { cellUnits } = grid.geometry;
  const unitsOf = (cell: number): number[] => [cellUnits[3 * cell], cellUnits[3 * cell + 1], cellUnits[3 * cell + 2]];
  for (const u of unitsOf(x.cell)) {
    if (unitsOf(c.cell).includes(u)) continue;
    const cells = Array.from(grid.unitCells(u)).filter((p) => p !== x.cell && grid.has(p, x.digit));
    if (cells.length < 2) continue;
    const shared = unitsOf(c.cell).filter((v) => cells.every((p) => unitsOf(p).includes(v)));
    if (shared.length > 0) return { unit: u, cells };
  }
  return null;
}

/** Whether fact i of a static branch follows through a group node from its one parent (an off from an off). */
function throughGroup(branch: ForcingBranch, i: number): boolean {
  const f = branch.facts[i];
  return !f.on && f.because.length === 1 && !branch.facts[f.because[0]].on;
}

/** Why a fact with several parents (or a static chain's fact through a group node) holds, in a few words. */
function reason(branch: ForcingBranch, i: number, grid: CandidateGrid, dynamic: boolean): string {
  const { N } = grid;
  const f = branch.facts[i];
  const parents = f.because.map((k) => branch.facts[k]);
  if (f.nested) return ` (assuming ${digitName(f.digit, N)} there leads to a contradiction, in ${f.nested.facts.length} more facts)`;
  if (!dynamic && throughGroup(branch, i)) {
    const group = groupBetween(grid, parents[0], f);
    if (group !== null) return ` (${unitName(group.unit, N)} has ${digitName(f.digit, N)} only in ${orList(group.cells.map((c) => cellName(c, N)))} left)`;
  }
  if (!f.on && parents.length > 0 && parents.every((p) => !p.on)) return ' (locked candidates)';
  if (parents.length < 2) return '';
  if (f.on && parents.every((p) => p.cell === f.cell)) return ' (its last candidate)';
  if (f.on) {
    const u = commonUnit([f.cell, ...parents.map((p) => p.cell)], N);
    return u >= 0 ? ` (the last place for ${digitName(f.digit, N)} in ${unitName(u, N)})` : '';
  }
  return ' (locked candidates)';
}

/** "then a, b (why), c" for a branch's facts after its premise. */
function consequences(branch: ForcingBranch, grid: CandidateGrid, dynamic: boolean): string {
  const { N } = grid;
  const parts: string[] = [];
  for (let i = 1; i < branch.facts.length; i++) parts.push(say(branch.facts[i], N) + reason(branch, i, grid, dynamic));
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

/** The step's sentence (it starts with a capital letter or a digit), on the grid the step starts from. */
export function forcingText(proof: ForcingProof, grid: CandidateGrid): string {
  const { N } = grid;
  const end = say(proof.conclusion, N);
  const [b0] = proof.branches;
  if (proof.kind === 'contradiction') {
    const p = proof.premises[0];
    return `If ${say(p, N)}, then ${consequences(b0, grid, proof.dynamic)}, so ${contradictionWords(proof, N)}: ${end}.`;
  }
  const clauses = proof.branches.map((b, i) => {
    const p = b.premise;
    let head: string;
    if (i === 0) head = `If ${say(p, N)}`;
    else if (proof.kind === 'double') head = 'if it is not';
    else if (proof.kind === 'cell') head = `if it is ${digitName(p.digit, N)}`;
    else head = `if ${say(p, N)}`;
    return `${head}, then ${consequences(b, grid, proof.dynamic)}`;
  });
  let intro = '';
  if (proof.kind === 'house') {
    intro = `${digitName(proof.premises[0].digit, N)} goes in ${orList(proof.premises.map((p) => cellName(p.cell, N)))} of ${unitName(proof.unit!, N)}. `;
  } else if (proof.kind === 'cell') {
    intro = `Cell ${cellName(proof.cell!, N)} holds ${orList(proof.premises.map((p) => digitName(p.digit, N)))}. `;
  }
  return `${intro}${clauses.join('; ')}; either way ${end}.`;
}

/**
 * A path of a static branch from its premise to fact index `i` (following each fact's first
 * parent), with its group nodes: `(d)x=(d)G-(d)c` for an off through a group, `(d)p-(d)G=(d)y`
 * for an on whose parents are the group's cells.
 */
function path(branch: ForcingBranch, i: number, grid: CandidateGrid): string {
  const { N } = grid;
  const nodes: number[] = [];
  for (let k = i; ; k = branch.facts[k].because[0]) {
    nodes.push(k);
    if (branch.facts[k].because.length === 0) break;
  }
  nodes.reverse();
  const node = (digit: number, cells: number[]): string => `(${digitName(digit, N)})${cells.length > 1 ? compactCells(cells, N) : cellName(cells[0], N)}`;
  return nodes
    .map((k, j) => {
      const f = branch.facts[k];
      if (j === 0) return node(f.digit, [f.cell]);
      const next = nodes[j + 1] === undefined ? undefined : branch.facts[nodes[j + 1]];
      const cells = next !== undefined && next.on && next.because.length > 1 ? next.because.map((p) => branch.facts[p].cell) : [f.cell];
      const group = throughGroup(branch, k) ? groupBetween(grid, branch.facts[nodes[j - 1]], f) : null;
      const via = group === null ? '' : `=${node(f.digit, group.cells)}`;
      return via + (f.on ? '=' : '-') + node(f.digit, cells);
    })
    .join('');
}

/**
 * Eureka notation of a static forcing chain: each premise, then its chain(s), then the
 * conclusion, e.g. `r1c2=4: (4)r1c2-(4)r1c5=(7)r1c5; r1c2=7: … => r5c5<>3`. Undefined for
 * nets (facts with several parents are not chains).
 */
export function forcingEureka(proof: ForcingProof, grid: CandidateGrid): string | undefined {
  if (proof.dynamic) return undefined;
  const { N } = grid;
  const parts = proof.branches.map((b) => {
    const ends: number[] = [];
    if (proof.kind === 'contradiction') {
      for (const c of proof.contradiction!) ends.push(b.facts.findIndex((f) => f.cell === c.cell && f.digit === c.digit && f.on === c.on));
    } else ends.push(b.facts.length - 1);
    return `${eq(b.premise, N)}: ${ends.map((i) => path(b, i, grid)).join(' & ')}`;
  });
  return `${parts.join('; ')} => ${eq(proof.conclusion, N)}`;
}

/**
 * Every implication of the proof as a link (to an on fact: strong; to an off fact: weak),
 * branch by branch. A static chain's group node (its cells in `fromCells` / `toCells`): an off
 * through a group as two links, to the group and from it; an on whose parents are the group's
 * cells as one link from the group.
 */
export function forcingLinks(proof: ForcingProof, grid: CandidateGrid): Link[] {
  const links: Link[] = [];
  for (const b of proof.branches) {
    b.facts.forEach((f, i) => {
      const to = { cell: f.cell, digit: f.digit };
      const group = !proof.dynamic && throughGroup(b, i) ? groupBetween(grid, b.facts[f.because[0]], f) : null;
      if (group !== null) {
        const p = b.facts[f.because[0]];
        const g = { cell: group.cells[0], digit: f.digit };
        links.push({ from: { cell: p.cell, digit: p.digit }, to: g, toCells: group.cells, kind: 'strong' });
        links.push({ from: g, fromCells: group.cells, to, kind: 'weak' });
        return;
      }
      if (!proof.dynamic && f.on && f.because.length > 1) {
        const cells = f.because.map((k) => b.facts[k].cell);
        links.push({ from: { cell: cells[0], digit: f.digit }, fromCells: cells, to, kind: 'strong' });
        return;
      }
      for (const k of f.because) {
        const p = b.facts[k];
        links.push({ from: { cell: p.cell, digit: p.digit }, to, kind: f.on ? 'strong' : 'weak' });
      }
    });
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
