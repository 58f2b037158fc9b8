/**
 * Chains for the variant hints: the shortest alternating inference chain (./search.ts) on the
 * links the puzzle's rules give (./links.ts), said as HoDoKu's and Sudopedia's chains are read:
 * "If r2c2 is not 4: r2c8 is 4 (the other place for 4 in row 2), r5c8 is not 4 (it sees r2c8:
 * column 8), r5c3 is 4 (the other place for 4 in row 5). So r2c2 or r5c3 is 4; either way,
 * remove 4 from r4c2, which sees both." Named as players know them:
 *
 *   X-Chain    one digit throughout (its strong links a digit's two places in a house or rule,
 *              its weak links two cells that see each other)
 *   XY-Chain   every strong link a cell's two candidates, every weak link one digit in two
 *              cells that see each other
 *   Chain      any other: links of several kinds, a rule's pair relation among them (a pair
 *              rule's, or a rule's with two open cells: "the cage r1c1–r1c2 with 9 in r1c1")
 *
 * Three links at least for an X- or XY-Chain; a shorter chain is a Chain. Sound: one of the
 * chain's ends holds (each strong link is true of every solution, each weak link too), and a
 * candidate weakly linked to both ends cannot hold beside either.
 *
 * The step carries the chain for a walk (`Step.said`): the supposition that the start is not
 * its digit, each link with its fact and the cells it comes from, then the conclusion, which
 * holds whatever the start is (`branch: 0`, as Forcing's); and its links (`Step.links`, strong
 * and weak in chain order).
 *
 * Owns: {@link chain} (the finder), the chain's words. Does not own: the links (./links.ts),
 * the search (./search.ts), the step's shape (../step.ts).
 */
import { andList, cellName, orList, techniqueInSentence } from '../../../../logic/words.js';
import type { Candidate, Link, SaidLink } from '../../../../logic/types.js';
import type { HintRules, NamedRule } from '../../hint-rules.js';
import { bit, digitWords, removal, stepOf, type Found } from '../step.js';
import { ChainLinks, type StrongWhy, type WeakWhy } from './links.js';
import { findChain, type FoundChain } from './search.js';

/** Chains of more links than this are said by their first three and last two. */
const MOST_LINKS = 9;

/**
 * The shortest chain of strong and weak links that removes something, or null.
 * @throws {StepSearchTimeUp} when `deadline` passes before the search ends
 */
export function chain(r: HintRules, values: Uint8Array, cands: Int32Array, deadline = Infinity): Found | null {
  const links = new ChainLinks(r, values, cands);
  const found = findChain(links, deadline);
  return found && chainStep(r, links, found);
}

/** A node as a candidate. */
const candidateOf = (k: number, N: number): Candidate => ({ cell: Math.floor(k / N), digit: (k % N) + 1 });

/** The chain's name: X-Chain, XY-Chain or Chain. */
function nameOf(c: FoundChain, N: number): 'X-Chain' | 'XY-Chain' | 'Chain' {
  if (c.whys.length < 3) return 'Chain';
  const nodes = c.nodes.map((k) => candidateOf(k, N));
  if (nodes.every((n) => n.digit === nodes[0].digit) && c.whys.every((why, i) => i % 2 === 0 || why.kind === 'peer')) return 'X-Chain';
  if (c.whys.every((why, i) => (i % 2 === 0 ? why.kind === 'cell' : why.kind === 'peer'))) return 'XY-Chain';
  return 'Chain';
}

/** Why two cells that hold one digit see each other: the first house or group with both, else the move between them. */
function seeWords(r: HintRules, a: number, b: number): string {
  const group = r.groups.find((g) => g.cells.includes(a) && g.cells.includes(b));
  if (group) return group.name;
  const { N } = r;
  const rows = Math.abs(Math.floor(a / N) - Math.floor(b / N));
  const cols = Math.abs((a % N) - (b % N));
  return rows + cols === 3 ? "a knight's move" : "a king's move";
}

/** Link `i` of the chain (from node i to node i + 1) in words: what the next node is, and why. */
function linkWords(r: HintRules, c: FoundChain, i: number): { what: string; because: string; cells: number[] } {
  const { N } = r;
  const from = candidateOf(c.nodes[i], N);
  const to = candidateOf(c.nodes[i + 1], N);
  const name = cellName(to.cell, N);
  if (i % 2 === 0) {
    const why = c.whys[i] as StrongWhy;
    const what = `${name} is ${to.digit}`;
    if (why.kind === 'cell') return { what, because: 'its other candidate', cells: [to.cell] };
    if (why.kind === 'house') return { what, because: `the other place for ${to.digit} in ${r.houses[why.house].name}`, cells: [...r.houses[why.house].cells] };
    const rule = r.rules[why.rule];
    return { what, because: `the other place for the ${to.digit} that ${ruleWhere(rule)} must hold`, cells: [...rule.cells] };
  }
  const why = c.whys[i] as WeakWhy;
  const what = `${name} is not ${to.digit}`;
  if (why.kind === 'cell') return { what, because: `it is ${from.digit}`, cells: [to.cell] };
  if (why.kind === 'peer') return { what, because: `it sees ${cellName(from.cell, N)}: ${seeWords(r, from.cell, to.cell)}`, cells: [from.cell, to.cell] };
  if (why.kind === 'rule') return { what, because: `${ruleWhere(r.rules[why.rule])} with ${from.digit} in ${cellName(from.cell, N)}`, cells: [...r.rules[why.rule].cells] };
  const pair = r.pairs[why.pair];
  return { what, because: `${techniqueInSentence(pair.technique)} with ${cellName(from.cell, N)}`, cells: [pair.cell, pair.other] };
}

/** A rule of many cells after a preposition: `the cage r1c1 and r2c2`, `the 45 rule on the cells r1c4–r3c4`. */
const ruleWhere = (rule: NamedRule): string => (rule.id === 'variant-45' ? `the 45 rule on ${rule.where}` : rule.where);

/** The two ends as one of them holding: `r1c1 is 3 or 5`, `r2c2 or r5c3 is 4`, `r2c2 is 4 or r5c3 is 6`. */
function endsWords(c: FoundChain, N: number): string {
  const a = candidateOf(c.nodes[0], N);
  const b = candidateOf(c.nodes[c.nodes.length - 1], N);
  if (a.cell === b.cell) return `${cellName(a.cell, N)} is ${orList([a.digit, b.digit].sort((x, y) => x - y).map(String))}`;
  if (a.digit === b.digit) return `${cellName(a.cell, N)} or ${cellName(b.cell, N)} is ${a.digit}`;
  return `${cellName(a.cell, N)} is ${a.digit} or ${cellName(b.cell, N)} is ${b.digit}`;
}

/**
 * Why the removed candidates go, after the move: nothing for the other candidates of the ends'
 * one cell, or for an end's digit in the other end's cell that sees it; `, which sees both` when
 * each is the ends' digit in a cell seeing both; else each candidate's two weak links, those
 * gone for the same two together: ` (8 in r5c5: kropki dot with r5c4, kropki dot with r5c6)`,
 * ` (1–7 in r1c1: r1c1 is 8, the cage r1c1 and r2c2 with r2c2; …)`.
 */
function whyGone(r: HintRules, links: ChainLinks, c: FoundChain): string {
  const { N } = r;
  const ends = [c.nodes[0], c.nodes[c.nodes.length - 1]];
  const whys = c.eliminations.map((x) => ends.map((end) => links.weakOf(end).find((e) => e.to === x.cell * N + x.digit - 1)!.why));
  const plain = (why: WeakWhy): boolean => why.kind === 'cell' || why.kind === 'peer';
  if (whys.every(([a, b]) => (a.kind === 'cell' && plain(b)) || (b.kind === 'cell' && plain(a)))) return '';
  if (whys.every(([a, b]) => a.kind === 'peer' && b.kind === 'peer')) return c.eliminations.length === 1 ? ', which sees both' : ', which see both';
  // the candidates gone for the same two reasons said together: `1–7 in r1c1: …`, `8 in r1c2 and r1c3: …`
  const byReason = new Map<string, Map<number, number>>();
  c.eliminations.forEach((x, i) => {
    const words = ends.map((end, k) => {
      const why = whys[i][k];
      const name = cellName(Math.floor(end / N), N);
      if (why.kind === 'cell') return `${name} is ${(end % N) + 1}`;
      if (why.kind === 'peer') return `it sees ${name}`;
      return `${why.kind === 'rule' ? ruleWhere(r.rules[why.rule]) : techniqueInSentence(r.pairs[why.pair].technique)} with ${name}`;
    });
    const reason = words.join(', ');
    const cells = byReason.get(reason) ?? new Map<number, number>();
    cells.set(x.cell, (cells.get(x.cell) ?? 0) | bit(x.digit));
    byReason.set(reason, cells);
  });
  const said = [...byReason].map(([reason, cells]) => {
    const byMask = new Map<number, number[]>();
    for (const [cell, mask] of cells) byMask.set(mask, [...(byMask.get(mask) ?? []), cell]);
    const what = [...byMask].map(([mask, at]) => `${digitWords(mask, N)} in ${andList(at.map((cell) => cellName(cell, N)))}`);
    return `${andList(what)}: ${reason}`;
  });
  return ` (${said.join('; ')})`;
}

/** The step of a chain: its sentence, its move, its walk and links. */
function chainStep(r: HintRules, links: ChainLinks, c: FoundChain): Found {
  const { N } = r;
  const start = candidateOf(c.nodes[0], N);
  const startName = cellName(start.cell, N);
  const parts = c.whys.map((_, i) => linkWords(r, c, i));
  const said: SaidLink[] = [{ text: `Suppose ${startName} is not ${start.digit}.`, facts: [{ ...start, on: false }], cells: [start.cell] }];
  parts.forEach((p, i) => said.push({ text: `${p.what}: ${p.because}.`, facts: [{ ...candidateOf(c.nodes[i + 1], N), on: i % 2 === 0 }], cells: p.cells }));
  const words = parts.map((p) => `${p.what} (${p.because})`);
  const shown = words.length > MOST_LINKS ? [...words.slice(0, 3), `then ${words.length - 5} more links`, ...words.slice(-2)] : words;
  const conclusion = `So ${endsWords(c, N)}; either way, ${removal(c.eliminations, N)}${whyGone(r, links, c)}`;
  const text = `If ${startName} is not ${start.digit}: ${shown.join(', ')}. ${conclusion}.`;
  const cells = [...new Set(c.nodes.map((k) => Math.floor(k / N)))];
  const name = nameOf(c, N);
  const step = stepOf('variant-chain', name, cells, { eliminations: c.eliminations }, text);
  step.highlights = c.nodes.map((k, i) => ({ ...candidateOf(k, N), role: i % 2 === 0 ? ('off' as const) : ('on' as const) }));
  step.links = c.whys.map((_, i): Link => ({ from: candidateOf(c.nodes[i], N), to: candidateOf(c.nodes[i + 1], N), kind: i % 2 === 0 ? 'strong' : 'weak' }));
  said.push({ text: `${conclusion}.`, facts: [], cells: [...new Set([...cells, ...c.eliminations.map((e) => e.cell)])], branch: 0, final: true });
  step.said = said;
  const digits = [...new Set(c.nodes.map((k) => (k % N) + 1))].sort((a, b) => a - b);
  const look =
    name === 'XY-Chain'
      ? `Look for a chain of cells with two candidates, starting at ${startName}.`
      : `Look for a chain of strong and weak links on the ${andList(digits.map((d) => `${d}s`))}, starting at ${startName}.`;
  return { step, region: cells, look };
}
