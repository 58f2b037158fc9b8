/**
 * Random variant puzzles for the engine's tests, built from random grids that obey the rules:
 * a rule's clues are read off the grid (cage sums, dots, thermometers along rising cells …),
 * so the grid is a solution, and givens taken from it decide how many others there are.
 *
 * Owns: {@link RULE_KINDS} (one entry per rule of the model, the global ones applied while
 * the grid is made), {@link randomCase} and the seeded generator. The grids come from the
 * TypeScript variant engine on a few random givens, checked by the plain checker (../support/plain.ts).
 */
import { Mulberry32 } from '../../../src/classic/prng';
import { createVariantTsSearch } from '../../../src/engine/variant-ts/index';
import { compileVariant } from '../../../src/variant/compile/index';
import type { Constraint, VariantPuzzle, VariantSize } from '../../../src/variant/model';
import { isSolution, regionLabels } from '../support/plain';

/** A seeded source of small random integers. */
export class Rng {
  private readonly m: Mulberry32;
  constructor(seed: number) {
    this.m = new Mulberry32(seed);
  }
  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor((this.m.next() / 2 ** 32) * n);
  }
  pick<T>(list: readonly T[]): T {
    return list[this.int(list.length)];
  }
  shuffle<T>(list: T[]): T[] {
    for (let i = list.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
  }
}

/** The rule kinds the tests cover (every constraint type; some in more than one form). */
export const RULE_KINDS = [
  'jigsaw',
  'extraRegion',
  'disjointGroups',
  'diagonal',
  'antiKnight',
  'antiKing',
  'nonConsecutive',
  'negativeBlack',
  'negativeXV',
  'kropki',
  'kropkiAll',
  'xv',
  'xvAll',
  'killer',
  'littleKiller',
  'arrow',
  'sandwich',
  'thermometer',
  'slowThermometer',
  'whispers',
  'renban',
  'palindrome',
  'regionSum',
  'parity',
] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

/** Rules the grid itself must obey before clues are read from it. */
function globalsOf(kind: RuleKind, rng: Rng): Constraint[] {
  switch (kind) {
    case 'disjointGroups':
      return [{ type: 'disjointGroups' }];
    case 'diagonal':
      return rng.int(2) ? [{ type: 'diagonal', direction: 'main' }, { type: 'diagonal', direction: 'anti' }] : [{ type: 'diagonal', direction: rng.pick(['main', 'anti'] as const) }];
    case 'antiKnight':
      return [{ type: 'antiKnight' }];
    case 'antiKing':
      return [{ type: 'antiKing' }];
    case 'nonConsecutive':
      return [{ type: 'nonConsecutive' }];
    case 'negativeBlack':
      return [{ type: 'negativeBlack' }];
    case 'negativeXV':
      return [{ type: 'negativeXV' }];
    default:
      return [];
  }
}

const search = createVariantTsSearch();

/** Counts with the TypeScript engine (limit, node budget): null when the budget ran out. */
function engineSolve(p: VariantPuzzle, limit: number, maxNodes: number): { count: number; grid: number[] } | null {
  search.start(compileVariant(p), limit);
  if (search.run(maxNodes) === 'paused') return null;
  const out = new Uint8Array(p.size * p.size);
  return { count: search.count, grid: search.readSolution(out) ? Array.from(out) : [] };
}

/** Random jigsaw regions: the boxes with cells traded between neighbouring regions, each kept connected. */
export function randomRegions(N: VariantSize, rng: Rng): number[] {
  const regions = regionLabels({ size: N });
  const neighbours = (i: number): number[] => {
    const r = Math.floor(i / N);
    const c = i % N;
    const out: number[] = [];
    if (r > 0) out.push(i - N);
    if (r < N - 1) out.push(i + N);
    if (c > 0) out.push(i - 1);
    if (c < N - 1) out.push(i + 1);
    return out;
  };
  const connected = (label: number): boolean => {
    const cells = regions.flatMap((g, i) => (g === label ? [i] : []));
    const seen = new Set([cells[0]]);
    const stack = [cells[0]];
    while (stack.length) for (const n of neighbours(stack.pop()!)) if (regions[n] === label && !seen.has(n)) seen.add(n), stack.push(n);
    return seen.size === cells.length;
  };
  for (let swaps = 0, tries = 0; swaps < 3 * N && tries < 5000; tries++) {
    const a = rng.int(N * N);
    const b = rng.pick(neighbours(a));
    const A = regions[a];
    const B = regions[b];
    if (A === B) continue;
    // a moves to B; some cell of B next to A moves to A
    const back = regions.flatMap((g, i) => (g === B && i !== b && neighbours(i).some((n) => regions[n] === A && n !== a) ? [i] : []));
    if (!back.length) continue;
    const c = rng.pick(back);
    regions[a] = B;
    regions[c] = A;
    if (connected(A) && connected(B)) swaps++;
    else {
      regions[a] = A;
      regions[c] = B;
    }
  }
  return regions;
}

/** A random grid obeying `globals` (null when none was found quickly). */
function randomGrid(N: VariantSize, regions: number[] | undefined, globals: Constraint[], rng: Rng): number[] | null {
  for (let attempt = 0; attempt < 30; attempt++) {
    const givens = new Array<string>(N * N).fill('.');
    for (let k = globals.length ? 2 : N; k > 0; k--) givens[rng.int(N * N)] = String(1 + rng.int(N));
    const p: VariantPuzzle = { size: N, givens: givens.join(''), regions, constraints: globals };
    const found = engineSolve(p, 1, 20000);
    if (found && found.count === 1 && isSolution(p, found.grid)) return found.grid;
  }
  return null;
}

/** A king's-move path of up to `length` cells from a random start whose steps pass `step`. */
function walk(N: number, length: number, rng: Rng, step: (from: number, to: number, path: number[]) => boolean): number[] {
  const path = [rng.int(N * N)];
  while (path.length < length) {
    const at = path[path.length - 1];
    const r = Math.floor(at / N);
    const c = at % N;
    const next: number[] = [];
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        const r2 = r + dr;
        const c2 = c + dc;
        if ((dr || dc) && r2 >= 0 && r2 < N && c2 >= 0 && c2 < N) {
          const to = r2 * N + c2;
          if (!path.includes(to) && step(at, to, path)) next.push(to);
        }
      }
    }
    if (!next.length) break;
    path.push(rng.pick(next));
  }
  return path;
}

/** Orthogonal neighbour pairs. */
function orthogonal(N: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < N * N; i++) {
    if (i % N < N - 1) out.push([i, i + 1]);
    if (i + N < N * N) out.push([i, i + N]);
  }
  return out;
}

/** Clues of `kind` read off the grid. */
function cluesOf(kind: RuleKind, N: VariantSize, g: number[], regions: number[], rng: Rng): Constraint[] {
  const out: Constraint[] = [];
  const sum = (cells: number[]) => cells.reduce((s, c) => s + g[c], 0);
  const tries = (n: number, body: () => void) => {
    for (let t = 0; t < n; t++) body();
  };
  switch (kind) {
    case 'extraRegion':
      tries(1 + rng.int(3), () => {
        const digits = rng.shuffle(Array.from({ length: N }, (_, i) => i + 1)).slice(0, 2 + rng.int(N - 1));
        const cells = digits.map((d) => rng.pick(g.flatMap((v, i) => (v === d ? [i] : []))));
        out.push({ type: 'extraRegion', cells });
      });
      break;
    case 'kropki':
    case 'kropkiAll': {
      const all = kind === 'kropkiAll';
      for (const [a, b] of orthogonal(N)) {
        const x = g[a];
        const y = g[b];
        const white = Math.abs(x - y) === 1;
        const black = x === 2 * y || y === 2 * x;
        if (all ? !(white || black) : rng.int(6) !== 0) continue;
        if (white && (!black || rng.int(2))) out.push({ type: 'kropki', color: 'white', cells: [a, b] });
        else if (black) out.push({ type: 'kropki', color: 'black', cells: [a, b] });
        else if (!all && x !== y && rng.int(4) === 0) {
          const d = Math.abs(x - y);
          const r = Math.max(x, y) / Math.min(x, y);
          if (Number.isInteger(r) && r > 2 && rng.int(2)) out.push({ type: 'kropki', color: 'black', cells: [a, b], value: r });
          else if (d > 1) out.push({ type: 'kropki', color: 'white', cells: [a, b], value: d });
        }
      }
      if (all) {
        out.push({ type: 'negativeBlack' });
        if (rng.int(2)) out.push({ type: 'nonConsecutive' });
      }
      break;
    }
    case 'xv':
    case 'xvAll': {
      const all = kind === 'xvAll';
      for (const [a, b] of orthogonal(N)) {
        const s = g[a] + g[b];
        if ((s === 5 || s === 10) && (all || rng.int(2))) out.push({ type: 'xv', cells: [a, b], sum: s });
      }
      if (all) out.push({ type: 'negativeXV' });
      break;
    }
    case 'killer': {
      // cover (most of) the grid with cages grown from random cells
      const taken = new Array<boolean>(N * N).fill(false);
      for (const start of rng.shuffle(Array.from({ length: N * N }, (_, i) => i))) {
        if (taken[start] || rng.int(6) === 0) continue;
        const cells = [start];
        taken[start] = true;
        const size = 1 + rng.int(Math.min(5, N));
        while (cells.length < size) {
          const options = cells.flatMap((c) => [c - N, c + N, c % N ? c - 1 : -1, c % N < N - 1 ? c + 1 : -1]).filter(
            (c) => c >= 0 && c < N * N && !taken[c] && !cells.some((x) => g[x] === g[c]),
          );
          if (!options.length) break;
          const c = rng.pick(options);
          taken[c] = true;
          cells.push(c);
        }
        out.push(rng.int(8) === 0 ? { type: 'killer', cells } : { type: 'killer', cells, sum: sum(cells) });
      }
      break;
    }
    case 'littleKiller':
      tries(1 + rng.int(4), () => {
        const dr = rng.pick([1, -1]);
        const dc = rng.pick([1, -1]);
        let r = dr === 1 ? 0 : N - 1;
        let c = rng.int(N);
        if (rng.int(2)) [r, c] = [rng.int(N), dc === 1 ? 0 : N - 1];
        const cells: number[] = [];
        for (; r >= 0 && r < N && c >= 0 && c < N; r += dr, c += dc) cells.push(r * N + c);
        out.push({ type: 'littleKiller', cells, sum: sum(cells) });
      });
      break;
    case 'arrow':
      tries(60, () => {
        if (out.length >= 4) return;
        const pill = N === 9 && rng.int(4) === 0 ? 2 : 1;
        const path = walk(N, pill + 1 + rng.int(4), rng, () => true);
        if (path.length < pill + 1) return;
        const circle = path.slice(0, pill);
        const shaft = path.slice(pill);
        if (sum(shaft) === Number(circle.map((c) => g[c]).join(''))) out.push({ type: 'arrow', circle, shaft });
      });
      break;
    case 'sandwich':
      tries(1 + rng.int(3), () => {
        const line = rng.pick(['row', 'column'] as const);
        const index = rng.int(N);
        const cells = Array.from({ length: N }, (_, i) => (line === 'row' ? index * N + i : i * N + index));
        const a = cells.findIndex((c) => g[c] === 1);
        const b = cells.findIndex((c) => g[c] === N);
        out.push({ type: 'sandwich', line, index, sum: sum(cells.slice(Math.min(a, b) + 1, Math.max(a, b))) });
      });
      break;
    case 'thermometer':
    case 'slowThermometer':
    case 'whispers':
      tries(2 + rng.int(3), () => {
        const d = Math.ceil(N / 2);
        const step =
          kind === 'thermometer'
            ? (a: number, b: number) => g[b] > g[a]
            : kind === 'slowThermometer'
              ? (a: number, b: number) => g[b] >= g[a]
              : (a: number, b: number) => Math.abs(g[b] - g[a]) >= d;
        const cells = walk(N, 2 + rng.int(N - 1), rng, step);
        if (cells.length >= 2) out.push({ type: kind, cells });
      });
      break;
    case 'renban':
      tries(80, () => {
        if (out.length >= 3) return;
        const cells = walk(N, 2 + rng.int(4), rng, (_, b, path) => !path.some((c) => g[c] === g[b]));
        const v = cells.map((c) => g[c]);
        if (cells.length >= 2 && Math.max(...v) - Math.min(...v) === cells.length - 1) out.push({ type: 'renban', cells });
      });
      break;
    case 'palindrome':
      tries(300, () => {
        if (out.length >= 2) return;
        const cells = walk(N, 3 + rng.int(3), rng, () => true);
        if (cells.length >= 3 && cells.every((c, i) => g[c] === g[cells[cells.length - 1 - i]])) out.push({ type: 'palindrome', cells });
      });
      break;
    case 'regionSum':
      tries(300, () => {
        if (out.length >= 2) return;
        const cells = walk(N, 2 + rng.int(5), rng, () => true);
        const sums: number[] = [];
        let s = 0;
        cells.forEach((c, i) => {
          s += g[c];
          if (i === cells.length - 1 || regions[cells[i + 1]] !== regions[c]) sums.push(s), (s = 0);
        });
        if (sums.length >= 2 && sums.every((x) => x === sums[0])) out.push({ type: 'regionSum', cells });
      });
      break;
    case 'negativeBlack':
    case 'negativeXV':
      for (const [a, b] of orthogonal(N)) {
        if (rng.int(4) !== 0) continue;
        const x = g[a];
        const y = g[b];
        if (kind === 'negativeBlack' && Math.abs(x - y) === 1) out.push({ type: 'kropki', color: 'white', cells: [a, b] });
        if (kind === 'negativeXV' && (x + y === 5 || x + y === 10)) out.push({ type: 'xv', cells: [a, b], sum: x + y === 5 ? 5 : 10 });
      }
      break;
    case 'parity': {
      const odd = rng.shuffle(g.flatMap((v, i) => (v % 2 ? [i] : []))).slice(0, 1 + rng.int(N));
      const even = rng.shuffle(g.flatMap((v, i) => (v % 2 ? [] : [i]))).slice(0, 1 + rng.int(N));
      out.push({ type: 'odd', cells: odd }, { type: 'even', cells: even });
      break;
    }
    default:
      break;
  }
  return out;
}

/** A case: a puzzle and a grid that solves it. */
export interface RandomCase {
  puzzle: VariantPuzzle;
  grid: number[];
}

/**
 * A random puzzle of `kind` on side N: the grid's clues plus each cell given with probability
 * `density`; with `wrong`, one given is changed to another digit (usually no solution left).
 * Null when no grid was found for the rule.
 */
export function randomCase(kind: RuleKind, N: VariantSize, seed: number, density: number, wrong = false): RandomCase | null {
  const rng = new Rng(seed);
  const regions = kind === 'jigsaw' || (kind === 'regionSum' && rng.int(2)) ? randomRegions(N, rng) : undefined;
  const globals = globalsOf(kind, rng);
  const grid = randomGrid(N, regions, globals, rng);
  if (!grid) return null;
  const constraints = [...globals, ...cluesOf(kind, N, grid, regions ?? regionLabels({ size: N }), rng)];
  const givens = grid.map((v) => (rng.int(1000) < density * 1000 ? String(v) : '.'));
  if (wrong) {
    const cell = rng.int(N * N);
    givens[cell] = String(((grid[cell] + rng.int(N - 1)) % N) + 1);
  }
  return { puzzle: { size: N, givens: givens.join(''), regions, constraints }, grid };
}
