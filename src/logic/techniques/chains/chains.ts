/**
 * Chains: Remote Pair, X-Chain and XY-Chain, on every board size.
 *
 * Owns: the three techniques, their steps and sentences. The search (shortest chain per pair
 * of ends, bounded length) is in `chains-search.ts`.
 *
 *   Remote Pair   bivalue cells with the same two digits {x,y}, each seeing the next:
 *                 r1c1 - r1c5 - r4c5 - r4c9      the digits alternate along the chain, so
 *                 {xy}   {xy}   {xy}   {xy}      ends an odd number of steps apart differ: a
 *                                                cell seeing both loses x and y
 *
 *   X-Chain       one digit d, strong and weak links alternating, strong at both ends:
 *                 r1c1 = r1c7 - r5c7 = r5c2      if r1c1 is not d, r1c7 is, so r5c7 is not, so
 *                                                r5c2 is: a cell seeing both ends loses d
 *
 *   XY-Chain      bivalue cells, each seeing the next and sharing a digit with it:
 *                 (z=a)r1c1 - (a=b)r1c5 - (b=z)r4c5   if r1c1 is not z it is a, … so r4c5 is z:
 *                                                     a cell seeing both ends loses z
 *
 * One step per set of eliminations (the shortest chain giving it), shortest chains first.
 * HoDoKu's key digits: the two digits of a remote pair, the digit of an X-chain, the digit an
 * XY-chain removes. Sources: Sudopedia ("Remote Pairs", "X-Chain", "XY-Chain") and HoDoKu's
 * technique pages on chains.
 */
import type { CandidateGrid } from '../../grid.js';
import { makeStep } from '../../step.js';
import type { Highlight, Step, StepSink, Technique } from '../../types.js';
import { cellName, digitName, removalPhrase } from '../../words.js';
import { eurekaChain, eurekaStep } from './eureka.js';
import { findBivalueChains, findXChains, orderChains, type FoundChain } from './chains-search.js';

type Meta = Pick<Technique, 'id' | 'name' | 'code'>;

/** Builds and reports the steps of `chains` in order (each with its Eureka notation); true when the sink asked to stop. */
function report(grid: CandidateGrid, chains: FoundChain[], build: (chain: FoundChain) => Step, sink: StepSink): boolean {
  for (const chain of orderChains(chains)) {
    const step = build(chain);
    step.eureka = eurekaStep(chainEureka(chain, grid.N), [], step.eliminations, grid.N);
    if (sink(step)) return true;
  }
  return false;
}

/** A chain's nodes and links in Eureka notation: `(4)r1c1=(4)r1c7-(4)r5c7`, `(1=2)r1c1-(2=3)r1c5`. */
function chainEureka(chain: FoundChain, N: number): string {
  return eurekaChain(chain.nodes, (i) => chain.links[i].kind === 'strong', N);
}

/** Remote Pair: a chain of bivalue cells with the same two digits; both digits leave cells seeing two ends of different parity. */
export const remotePair: Technique = {
  id: 'remote-pair',
  name: 'Remote Pair',
  code: '0703',
  score: 110,
  level: 'Hard',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const chains: FoundChain[] = [];
    findBivalueChains(grid, { samePair: true, minCells: 4 }, chains);
    return report(grid, chains, (chain) => remotePairStep(this, grid, chain), sink);
  },
};

function remotePairStep(technique: Meta, grid: CandidateGrid, chain: FoundChain): Step {
  const { N } = grid;
  const [x, y] = [chain.nodes[0].digit, chain.nodes[1].digit].sort((a, b) => a - b);
  const [xn, yn] = [digitName(x, N), digitName(y, N)];
  const first = chain.cells[0];
  const last = chain.cells[chain.cells.length - 1];
  return makeStep(technique, {
    digits: [x, y],
    cells: chain.cells,
    highlights: bivalueHighlights(chain),
    links: chain.links,
    eliminations: chain.eliminations,
    text:
      `Remote pair ${xn}/${yn}: ${chain.cells.map((c) => cellName(c, N)).join('-')} alternate between ${xn} and ${yn}, ` +
      `so ${cellName(first, N)} and ${cellName(last, N)} hold one each: ${removalPhrase(chain.eliminations, N)}.`,
  });
}

/** X-Chain: alternating strong and weak links on one digit, strong at both ends; the digit leaves cells seeing both ends. */
export const xChain: Technique = {
  id: 'x-chain',
  name: 'X-Chain',
  code: '0701',
  score: 260,
  level: 'Unfair',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const chains: FoundChain[] = [];
    findXChains(grid, chains);
    return report(grid, chains, (chain) => xChainStep(this, grid, chain), sink);
  },
};

function xChainStep(technique: Meta, grid: CandidateGrid, chain: FoundChain): Step {
  const { N } = grid;
  const d = digitName(chain.digit, N);
  let notation = cellName(chain.cells[0], N);
  chain.links.forEach((link) => (notation += (link.kind === 'strong' ? '=' : '-') + cellName(link.to.cell, N)));
  const highlights: Highlight[] = chain.nodes.map((node, i) => ({ ...node, role: i % 2 === 0 ? 'off' : 'on' }));
  const first = cellName(chain.cells[0], N);
  const last = cellName(chain.cells[chain.cells.length - 1], N);
  return makeStep(technique, {
    digits: [chain.digit],
    cells: chain.cells,
    highlights,
    links: chain.links,
    eliminations: chain.eliminations,
    text: `X-chain on ${d}: ${notation}: ${first} or ${last} is ${d}, so ${removalPhrase(chain.eliminations, N)}.`,
  });
}

/** XY-Chain: a chain of bivalue cells starting and ending on the same digit, which leaves cells seeing both ends. */
export const xyChain: Technique = {
  id: 'xy-chain',
  name: 'XY-Chain',
  code: '0702',
  score: 260,
  level: 'Unfair',
  find(grid: CandidateGrid, sink: StepSink): boolean {
    const chains: FoundChain[] = [];
    findBivalueChains(grid, { samePair: false, minCells: 3 }, chains);
    return report(grid, chains, (chain) => xyChainStep(this, grid, chain), sink);
  },
};

function xyChainStep(technique: Meta, grid: CandidateGrid, chain: FoundChain): Step {
  const { N } = grid;
  const z = digitName(chain.digit, N);
  const first = cellName(chain.cells[0], N);
  const last = cellName(chain.cells[chain.cells.length - 1], N);
  return makeStep(technique, {
    digits: [chain.digit],
    cells: chain.cells,
    highlights: bivalueHighlights(chain),
    links: chain.links,
    eliminations: chain.eliminations,
    text: `XY-chain: ${chainEureka(chain, N)}: ${first} or ${last} is ${z}, so ${removalPhrase(chain.eliminations, N)}.`,
  });
}

/** Each cell's digit the chain enters on is off, the one it leaves on is on. */
function bivalueHighlights(chain: FoundChain): Highlight[] {
  return chain.nodes.map((node, i) => ({ ...node, role: i % 2 === 0 ? 'off' : 'on' }));
}
