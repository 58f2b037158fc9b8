/**
 * Whether what a step says about its chain is true of the grid it was found on: each link of
 * its Eureka notation ({@link eurekaProblems}) and each of its `links` ({@link linkProblems})
 * must be a link of the grid: weak between candidates of one digit in cells that see each other
 * (or two digits of one cell), strong where a house holds the digit only in the two nodes' cells
 * (or a cell holds only the two digits). ALS nodes are not checked.
 */
import type { CandidateGrid } from '../../../src/logic/grid';
import type { Link } from '../../../src/logic/types';
import { ALNUM_SYMBOLS } from '../../../src/text/alphabet';

interface Node {
  digit: number;
  cells: number[];
}

/** The cells of a place in compact form: `r3c28`, `r56c3,r4c1`, `r3c2.11` (N > 9). */
function cellsOf(place: string, N: number): number[] {
  const out: number[] = [];
  for (const part of place.split(',')) {
    const m = /^r([\d.]+)c([\d.]+)$/.exec(part);
    if (!m) throw new Error(`not a place: ${place}`);
    const nums = (s: string): number[] => (N > 9 ? s.split('.') : [...s]).map(Number);
    for (const r of nums(m[1])) for (const c of nums(m[2])) out.push((r - 1) * N + c - 1);
  }
  return out;
}

const digitOf = (symbol: string, N: number): number => (N > 9 ? ALNUM_SYMBOLS.indexOf(symbol) + 1 : Number(symbol));

/** Whether a strong link (not both false) joins the two nodes on `grid`. */
function strong(grid: CandidateGrid, a: Node, b: Node): boolean {
  if (a.digit !== b.digit) {
    return a.cells.length === 1 && b.cells.length === 1 && a.cells[0] === b.cells[0] && grid.count(a.cells[0]) === 2;
  }
  const all = new Set([...a.cells, ...b.cells]);
  for (let u = 0; u < 3 * grid.N; u++) {
    const cells = Array.from(grid.unitCells(u));
    if (![...all].every((c) => cells.includes(c))) continue;
    if (cells.filter((c) => grid.has(c, a.digit)).every((c) => all.has(c))) return true;
  }
  return false;
}

/** Whether a weak link (not both true) joins the two nodes on `grid`. */
function weak(grid: CandidateGrid, a: Node, b: Node): boolean {
  if (a.digit !== b.digit) return a.cells.length === 1 && b.cells.length === 1 && a.cells[0] === b.cells[0];
  return a.cells.every((p) => b.cells.every((q) => p !== q && grid.sees(p, q)));
}

/** The links of a step's Eureka line that are not links of `grid` (each as text); [] when all are. */
export function eurekaProblems(eureka: string, grid: CandidateGrid): string[] {
  const { N } = grid;
  const problems: string[] = [];
  const chains = eureka.split(' => ')[0].split('; ').flatMap((part) => part.replace(/^r\d+c\d+(=|<>)\w+: /, '').split(' & '));
  for (const chain of chains) {
    const re = /([=-]?)\(([^)]*)\)(r[\d.]+c[\d.]+(?:,r[\d.]+c[\d.]+)*)/g;
    let prev: Node | null = null;
    let m: RegExpExecArray | null;
    while ((m = re.exec(chain)) !== null) {
      const [text, sym, inner, place] = m;
      const cells = cellsOf(place, N);
      const parts = inner.split(/([=-])/);
      if (parts.length > 3 || parts.some((p) => p.length > 1 && !/[=-]/.test(p)) || (parts.length === 3 && cells.length > 1)) {
        prev = null; // an ALS node
        continue;
      }
      const first: Node = { digit: digitOf(parts[0], N), cells };
      const last: Node = parts.length === 3 ? { digit: digitOf(parts[2], N), cells } : first;
      for (const node of [first, last]) for (const c of cells) if (!grid.has(c, node.digit)) problems.push(`${text}: no ${node.digit} in cell ${c}`);
      if (prev !== null && sym !== '' && !(sym === '=' ? strong : weak)(grid, prev, first)) problems.push(`${sym} before ${text} in ${chain}`);
      if (parts.length === 3 && !(parts[1] === '=' ? strong : weak)(grid, first, last)) problems.push(`${text} in ${chain}`);
      prev = last;
    }
  }
  return problems;
}

/** The `links` of a step that are not links of `grid`. */
export function linkProblems(links: readonly Link[], grid: CandidateGrid): string[] {
  const problems: string[] = [];
  for (const l of links) {
    const a = { digit: l.from.digit, cells: l.fromCells ?? [l.from.cell] };
    const b = { digit: l.to.digit, cells: l.toCells ?? [l.to.cell] };
    if (!(l.kind === 'strong' ? strong : weak)(grid, a, b)) problems.push(`${l.kind} ${JSON.stringify(a)} ${JSON.stringify(b)}`);
  }
  return problems;
}
