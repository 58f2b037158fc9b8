/**
 * Nice loops and AICs: Continuous Nice Loop, Discontinuous Nice Loop and AIC (alternating
 * inference chain), on every board size.
 *
 * Owns: the three techniques, their steps and sentences (Eureka notation). The search, one for
 * all three, is in `nice-loops-search.ts`.
 *
 *   links    (d)X = (e)Y   strong: not both false (bivalue cell, or d's two places in a house)
 *            (d)X - (e)Y   weak:   not both true  (two digits of a cell, or d in two peer cells)
 *
 *   AIC            (4)r1c1=(4)r1c7-(4)r5c7=(4)r5c2        strong at both ends: one end is true
 *     type 1       same digit at both ends               → it leaves every cell seeing both ends
 *     type 2       (1)r1c1=…=(3)r2c2, ends see each other → 3 leaves r1c1, 1 leaves r2c2
 *                  (with only one of the two to remove, it is reported as a discontinuous loop)
 *
 *   Continuous Nice Loop   (1)r1c1=(1)r1c5-(1)r5c5=(3)r5c5-(3)r5c1=(1)r5c1-(1)r1c1
 *                          alternates all the way round: every weak link is in fact strong, so
 *                          1 leaves column 5 and column 1, 3 leaves row 5 (cells off the loop);
 *                          a weak link inside a cell makes it one of its two digits
 *
 *   Discontinuous Nice Loop   back to its start cell with one break in the alternation:
 *     two strong links   (1)r1c1=…=(1)r1c1     assuming r1c1 is not 1 makes it 1: it is 1
 *     two weak links     (4)r2c2-(4)r1c1=…=(4)r5c2-(4)r2c2   4 in r2c2 would leave no 4 at
 *                        either end: 4 goes
 *     strong then weak   (1)r1c1=…-(7)r1c1     r1c1 not 1 makes it not 7; 1 excludes 7 too
 *
 * One step per set of eliminations and technique (the shortest chain found), shortest chains
 * first. HoDoKu's key digits are the digits removed; a discontinuous loop that proves a digit
 * removes the cell's other digits (as HoDoKu writes it). Sources: Sudopedia ("Nice Loop",
 * "Alternating Inference Chain"), HoDoKu's technique page "Chains and Loops".
 */
import type { CandidateGrid } from '../../grid.js';
import { makeStep } from '../../step.js';
import type { Highlight, Link, Step, StepSink, Technique, TechniqueContext } from '../../types.js';
import { cellName, compactCells, digitName, removalPhrase } from '../../words.js';
import { pushAlsHighlights } from '../als/als-sets.js';
import { eurekaChain, eurekaStep } from './eureka.js';
import { searchNiceLoops, type NiceChain, type NiceKind, type NiceNode } from './nice-loops-search.js';

type Meta = Pick<Technique, 'id' | 'name' | 'code'>;

/** Reports the chains of one kind in order; true when the sink asked to stop. */
function report(technique: Meta, kind: NiceKind, grid: CandidateGrid, sink: StepSink, grouped = false, alsInChains = false): boolean {
  for (const chain of searchNiceLoops(grid, grouped, alsInChains)[kind]) if (sink(niceStep(technique, grid, chain))) return true;
  return false;
}

/** Continuous Nice Loop: an alternating loop; its weak links become strong and remove what they see. */
export const continuousNiceLoop: Technique = {
  id: 'continuous-nice-loop',
  name: 'Continuous Nice Loop',
  code: '0706',
  score: 280,
  level: 'Unfair',
  group: 'nice-loop',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return report(this, 'continuous', grid, sink);
  },
};

/** Discontinuous Nice Loop: a chain back to its start cell with one break: the start digit is proved or removed. */
export const discontinuousNiceLoop: Technique = {
  id: 'discontinuous-nice-loop',
  name: 'Discontinuous Nice Loop',
  code: '0707',
  score: 280,
  level: 'Unfair',
  group: 'nice-loop',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return report(this, 'discontinuous', grid, sink);
  },
};

/** AIC: a chain with strong links at both ends: one end is true, so what sees both goes. */
export const aic: Technique = {
  id: 'aic',
  name: 'AIC',
  code: '0708',
  score: 280,
  level: 'Unfair',
  group: 'nice-loop',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    return report(this, 'aic', grid, sink);
  },
};

/** Grouped Continuous Nice Loop: a continuous loop with at least one group node (a digit in a line-box intersection). */
export const groupedContinuousNiceLoop: Technique = {
  id: 'grouped-continuous-nice-loop',
  name: 'Grouped Continuous Nice Loop',
  code: '0709',
  score: 300,
  level: 'Unfair',
  group: 'grouped-nice-loop',
  find(grid: CandidateGrid, sink: StepSink, context?: TechniqueContext): boolean {
    return report(this, 'continuous', grid, sink, true, context?.alsInChains === true);
  },
};

/** Grouped Discontinuous Nice Loop: a discontinuous loop with at least one group node. */
export const groupedDiscontinuousNiceLoop: Technique = {
  id: 'grouped-discontinuous-nice-loop',
  name: 'Grouped Discontinuous Nice Loop',
  code: '0710',
  score: 300,
  level: 'Unfair',
  group: 'grouped-nice-loop',
  find(grid: CandidateGrid, sink: StepSink, context?: TechniqueContext): boolean {
    return report(this, 'discontinuous', grid, sink, true, context?.alsInChains === true);
  },
};

/** Grouped AIC: an AIC with at least one group node. */
export const groupedAic: Technique = {
  id: 'grouped-aic',
  name: 'Grouped AIC',
  code: '0711',
  score: 300,
  level: 'Unfair',
  group: 'grouped-nice-loop',
  find(grid: CandidateGrid, sink: StepSink, context?: TechniqueContext): boolean {
    return report(this, 'aic', grid, sink, true, context?.alsInChains === true);
  },
};

/** A node as a link end: its candidate (a group's first cell) and, for a group, its cells. */
function end(node: NiceNode): { at: { cell: number; digit: number }; cells?: number[] } {
  return node.cells ? { at: { cell: node.cell, digit: node.digit }, cells: node.cells } : { at: node };
}

/** The step of a chain: links and highlights in chain order, the sentence for its kind. */
function niceStep(technique: Meta, grid: CandidateGrid, chain: NiceChain): Step {
  const N = grid.N;
  const { nodes, eliminations } = chain;
  const links: Link[] = [];
  for (let i = 0; i + 1 < nodes.length; i++) {
    const from = end(nodes[i]);
    const to = end(nodes[i + 1]);
    const link: Link = { from: from.at, to: to.at, kind: linkIsStrong(chain, i) ? 'strong' : 'weak' };
    if (from.cells) link.fromCells = from.cells;
    if (to.cells) link.toCells = to.cells;
    links.push(link);
  }
  const cells: number[] = [];
  for (const node of nodes) for (const cell of node.als ?? node.cells ?? [node.cell]) if (!cells.includes(cell)) cells.push(cell);
  const chainText = eurekaChain(nodes, (i) => linkIsStrong(chain, i), N);
  const step = makeStep(technique, {
    digits: [...new Set(eliminations.map((e) => e.digit))],
    cells,
    highlights: highlights(chain, grid),
    links,
    eliminations,
    text: `${sentenceStart(technique)}: ${chainText}: ${reason(chain, N)}${chain.placed ? ':' : ', so'} ${removalPhrase(eliminations, N)}.`,
  });
  step.eureka = eurekaStep(chainText, [], eliminations, N);
  return step;
}

function sentenceStart(technique: Meta): string {
  return technique.name.replace(/ (Continuous|Discontinuous|Nice|Loop)/g, (w) => w.toLowerCase());
}

/** Whether two nodes are digits of one ALS (an ALS's link inside it). */
function sameAls(x: NiceNode, y: NiceNode): boolean {
  return x.als !== undefined && y.als !== undefined && x.als.length === y.als.length && x.als.every((c, k) => c === y.als![k]);
}

/** Whether link i (between nodes i and i+1) is strong. */
function linkIsStrong(chain: NiceChain, i: number): boolean {
  return (i % 2 === 0) === chain.firstStrong;
}

/** Why the eliminations follow, as the middle of the sentence. */
function reason(chain: NiceChain, N: number): string {
  const { nodes } = chain;
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  const at = (c: NiceNode): string => (c.cells ? compactCells(c.cells, N) : cellName(c.cell, N));
  const d = digitName(first.digit, N);
  const e = digitName(last.digit, N);
  switch (chain.kind) {
    case 'aic':
      return first.digit === last.digit ? `one end is ${d}` : `${at(first)} is ${d} or ${at(last)} is ${e}`;
    case 'continuous':
      return 'every weak link of the loop is in fact strong';
    case 'discontinuous':
      if (chain.placed) return `if ${at(first)} were not ${d} it would be ${d}, so it is ${d}`;
      if (!chain.firstStrong) {
        return `if ${at(first)} were ${d}, neither ${at(nodes[1])} nor ${at(nodes[nodes.length - 2])} could be ${d}, but one of them is`;
      }
      return `if ${at(first)} is not ${d} it is not ${e} either, and if it is ${d} it is not ${e}`;
  }
}

/**
 * Each candidate of the chain once, as the chain's reasoning sets it: a chain starting with a
 * strong link assumes its start false (off), then on, off, …; a loop with two weak links at
 * its start assumes the start true, then off, on, …. The start of a discontinuous loop shows
 * what it proves: on when it is placed, off when it is removed.
 */
function highlights(chain: NiceChain, grid: CandidateGrid): Highlight[] {
  const out: Highlight[] = [];
  const seen = new Set<number>();
  const { nodes } = chain;
  nodes.forEach((node, i) => {
    let on = chain.firstStrong ? i % 2 === 1 : i % 2 === 0;
    if (i === 0 && chain.kind === 'discontinuous') on = chain.placed !== undefined;
    if (node.als && i + 1 < nodes.length && sameAls(node, nodes[i + 1])) {
      // an ALS entered on this digit (off) and left on the next node's (on); its other digits pattern
      const exit = nodes[i + 1].digit;
      const set: Highlight[] = [];
      pushAlsHighlights(set, grid, node.als, (d) => (d === node.digit ? (on ? 'on' : 'off') : d === exit ? (on ? 'off' : 'on') : 'pattern'));
      for (const h of set) {
        const key = h.digit === undefined ? -1 - h.cell : h.cell * 64 + h.digit;
        if (!seen.has(key)) (seen.add(key), out.push(h));
      }
      return;
    }
    for (const cell of node.cells ?? [node.cell]) {
      const key = cell * 64 + node.digit;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ cell, digit: node.digit, role: on ? 'on' : 'off' });
    }
  });
  return out;
}
