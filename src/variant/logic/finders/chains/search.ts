/**
 * The search for the variant chains (./chain.ts): alternating inference chains (AICs) on the
 * links of ./links.ts, the shortest that removes something.
 *
 *   s = a - b = e        "=" strong: not both false;  "-" weak: not both true
 *   if s is false, a is true, so b is false, so e is true: s or e is true
 *
 * A chain starts and ends on a strong link, so one of its two ends holds (Sudopedia,
 * "Alternating Inference Chain"; HoDoKu's nice loops and AICs). What that removes: every
 * candidate weakly linked to both ends (type 1: a cell seeing both ends of one digit; type 2:
 * ends in one cell, whose other candidates go; ends of two digits in cells that see each other,
 * each cell losing the other's digit; and, in a variant, a candidate a pair rule forbids beside
 * both). A chain from s back to s itself (s false would make s true) is not looked for: the
 * same chain less its last two links is shorter and removes the node before s's last link.
 *
 * From each start s, in node order, a breadth-first search over the states (candidate, false
 * or true): from a false one its strong links, from a true one its weak links. The true states
 * of the first depth where one removes something end the start's shortest chains; a later start
 * looks only for chains as short or shorter. Of chains as short, the one that removes more, then
 * the first found. A chain is simple: no candidate twice, and no cell twice except two nodes in a
 * row (a link inside the cell) and its end in its start's cell.
 * The work is counted (each link looked at), so the same grid gives the same chain; when it
 * runs out, the best chain so far is said, or none.
 *
 * Owns: {@link findChain}, {@link FoundChain}, {@link MAX_LINKS}, {@link CHAIN_WORK}. Does not own: the
 * links (./links.ts), the words (./chain.ts).
 */
import { checkDeadline } from '../../../../logic/techniques/forcing/budget-error.js';
import type { Candidate } from '../../../../logic/types.js';
import type { ChainLinks, StrongWhy, WeakWhy } from './links.js';

/** The longest chain searched, in links (strong and weak; 8 strong links). */
export const MAX_LINKS = 15;
/** Most work one search may take: the links looked at, over every start. */
export const CHAIN_WORK = 150_000;

/** A chain found: its nodes (cell · N + digit − 1) from start to end, why each link holds (strong at even indices), what it removes. */
export interface FoundChain {
  nodes: number[];
  whys: (StrongWhy | WeakWhy)[];
  /** The candidates weakly linked to both ends, by cell then digit. */
  eliminations: Candidate[];
}

/** Whether chain `a` is said before `b`: shorter, or as short and removing more. */
const better = (a: FoundChain, b: FoundChain): boolean => (a.nodes.length !== b.nodes.length ? a.nodes.length < b.nodes.length : a.eliminations.length > b.eliminations.length);

/**
 * The shortest chain on these links that removes something, or null.
 * @throws {StepSearchTimeUp} when `deadline` passes before the search ends
 */
export function findChain(links: ChainLinks, deadline = Infinity): FoundChain | null {
  const { N } = links;
  const nodes = links.strong.length;
  const seen = new Int32Array(nodes * 2); // the start (+1) that reached each state
  const nearStart = new Int32Array(nodes); // the start (+1) each node is weakly linked to
  const parent = new Int32Array(nodes * 2);
  const depth = new Int32Array(nodes * 2);
  const whyOf: (StrongWhy | WeakWhy)[] = new Array(nodes * 2);
  const queue = new Int32Array(nodes * 2);
  let best: FoundChain | null = null;
  let work = 0;
  for (let s = 0; s < nodes; s++) {
    if (links.strong[s].length === 0) continue;
    if (work >= CHAIN_WORK) break;
    checkDeadline(deadline);
    const stamp = s + 1;
    for (const e of links.weakOf(s)) nearStart[e.to] = stamp;
    let limit = best ? best.nodes.length - 1 : MAX_LINKS;
    const startState = 2 * s;
    seen[startState] = stamp;
    depth[startState] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = startState;
    while (head < tail && work < CHAIN_WORK) {
      const u = queue[head++];
      const d = depth[u];
      if (d + 1 > limit) break; // breadth first: every later state is as deep
      const on = (u & 1) === 1;
      const node = u >> 1;
      const edges = on ? links.weakOf(node) : links.strong[node];
      for (const e of edges) {
        work++;
        const v = 2 * e.to + (on ? 0 : 1);
        if (seen[v] === stamp || !simple(u, e.to, !on)) continue;
        seen[v] = stamp;
        parent[v] = u;
        depth[v] = d + 1;
        whyOf[v] = e.why;
        if (on) {
          queue[tail++] = v;
          continue;
        }
        // a true end: what does it give?
        const found = endOf(v);
        if (found && (!best || better(found, best))) {
          best = found;
          limit = d + 1;
        }
        // in the start's cell past the first link: the chain ends here
        const end = Math.floor(e.to / N) === Math.floor(s / N) && node !== s;
        if (!end) queue[tail++] = v;
      }
    }

    /** Whether node `to` (made true when `toOn`) may follow state `u` on a simple chain. */
    function simple(u: number, to: number, toOn: boolean): boolean {
      const cell = Math.floor(to / N);
      const last = Math.floor((u >> 1) / N);
      if (to === s) return false;
      if (cell === Math.floor(s / N)) return (u >> 1) === s || toOn;
      for (let x = u; ; x = parent[x]) {
        const node = x >> 1;
        if (node === to || (Math.floor(node / N) === cell && cell !== last)) return false;
        if (x === startState) return true;
      }
    }

    /** The chain from the start to true state `v`, when it removes something. */
    function endOf(v: number): FoundChain | null {
      const eliminations: Candidate[] = [];
      for (const e of links.weakOf(v >> 1)) if (e.to !== s && nearStart[e.to] === stamp) eliminations.push({ cell: Math.floor(e.to / N), digit: (e.to % N) + 1 });
      if (eliminations.length === 0) return null;
      const path: number[] = [];
      const whys: (StrongWhy | WeakWhy)[] = [];
      for (let x = v; x !== startState; x = parent[x]) {
        path.push(x >> 1);
        whys.push(whyOf[x]);
      }
      path.push(s);
      eliminations.sort((a, b) => a.cell - b.cell || a.digit - b.digit);
      return { nodes: path.reverse(), whys: whys.reverse(), eliminations };
    }
  }
  return best;
}
