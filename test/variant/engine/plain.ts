/**
 * A deliberately plain checker of variant puzzles for the engine's tests: every rule read
 * straight from its meaning in src/variant/model.ts (no compiler, no tables, no pruning
 * beyond testing a rule once its cells are filled; all-different rules pair by pair), and a
 * solution counter by plain forward checking (see plainCount).
 *
 * Owns: correctness by inspection. Meant for puzzles with many givens or small grids.
 *
 * One convention is read from the published examples rather than from the model's sentence:
 * non-consecutive holds on every orthogonal pair with no kropki dot of either colour (the
 * "Strict kropki" example has black 1–2 dots beside non-consecutive), as the negative rules
 * read "no dot at all".
 */
import type { Constraint, VariantPuzzle } from '../../../src/variant/model';

/** One test: it holds or not once every cell it names is filled (`v` = the digits of `cells`). */
interface Check {
  cells: number[];
  holds(v: number[]): boolean;
  /** For a check of two cells: the same test on their digits (x of cells[0], y of cells[1]). */
  pair?: (x: number, y: number) => boolean;
}

/** Whether a check holds on a grid whose cells it names are filled. */
const holdsOn = (ch: Check, grid: ArrayLike<number>): boolean => ch.holds(ch.cells.map((c) => grid[c]));

/** The default boxes: 2×2, 2×3, 2×4, 3×3. */
export function defaultRegions(N: number): number[] {
  const rows = N === 9 ? 3 : 2;
  const cols = N / rows;
  return Array.from({ length: N * N }, (_, i) => Math.floor(Math.floor(i / N) / rows) * rows + Math.floor((i % N) / cols));
}

const distinctPairs = (cells: number[], out: Check[]): void => {
  for (let i = 0; i < cells.length; i++) {
    for (let j = i + 1; j < cells.length; j++) {
      out.push({ cells: [cells[i], cells[j]], holds: (v) => v[0] !== v[1], pair: (x, y) => x !== y });
    }
  }
};

/** Every orthogonal neighbour pair (a < b). */
function orthogonalPairs(N: number): [number, number][] {
  const out: [number, number][] = [];
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      if (c + 1 < N) out.push([r * N + c, r * N + c + 1]);
      if (r + 1 < N) out.push([r * N + c, (r + 1) * N + c]);
    }
  }
  return out;
}

/** Pairs of cells a move (dr, dc) apart, each once. */
function movePairs(N: number, moves: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (let a = 0; a < N * N; a++) {
    for (let b = a + 1; b < N * N; b++) {
      const dr = Math.abs(Math.floor(a / N) - Math.floor(b / N));
      const dc = Math.abs((a % N) - (b % N));
      if (moves.some(([x, y]) => x === dr && y === dc)) out.push([a, b]);
    }
  }
  return out;
}

const key = (a: number, b: number): string => (a < b ? `${a},${b}` : `${b},${a}`);

/** The checks of a whole puzzle (givens not included). */
export function checksOf(p: VariantPuzzle): Check[] {
  const N = p.size;
  const regions = p.regions ?? defaultRegions(N);
  const out: Check[] = [];
  for (let r = 0; r < N; r++) {
    distinctPairs(Array.from({ length: N }, (_, c) => r * N + c), out);
    distinctPairs(Array.from({ length: N }, (_, c) => c * N + r), out);
    distinctPairs(regions.flatMap((g, i) => (g === r ? [i] : [])), out);
  }
  const dots = new Set<string>();
  const xvs = new Set<string>();
  for (const c of p.constraints) {
    if (c.type === 'kropki') dots.add(key(c.cells[0], c.cells[1]));
    if (c.type === 'xv') xvs.add(key(c.cells[0], c.cells[1]));
  }
  for (const c of p.constraints) out.push(...ruleChecks(c, N, regions, dots, xvs));
  return out;
}

function ruleChecks(c: Constraint, N: number, regions: number[], dots: Set<string>, xvs: Set<string>): Check[] {
  const out: Check[] = [];
  const pairs = (list: [number, number][], holds: (x: number, y: number) => boolean) => {
    for (const [a, b] of list) out.push({ cells: [a, b], holds: (v) => holds(v[0], v[1]), pair: holds });
  };
  const sum = (v: number[]) => v.reduce((s, x) => s + x, 0);
  switch (c.type) {
    case 'extraRegion':
      distinctPairs(c.cells, out);
      break;
    case 'disjointGroups': {
      const byRegion: number[][] = Array.from({ length: N }, () => []);
      regions.forEach((g, i) => byRegion[g].push(i));
      for (let k = 0; k < N; k++) distinctPairs(byRegion.map((cells) => cells[k]), out);
      break;
    }
    case 'diagonal':
      distinctPairs(
        Array.from({ length: N }, (_, r) => (c.direction === 'main' ? r * N + r : (N - 1 - r) * N + r)),
        out,
      );
      break;
    case 'antiKnight':
      pairs(movePairs(N, [[1, 2], [2, 1]]), (x, y) => x !== y);
      break;
    case 'antiKing':
      pairs(movePairs(N, [[1, 1]]), (x, y) => x !== y);
      break;
    case 'nonConsecutive':
      pairs(orthogonalPairs(N).filter(([a, b]) => !dots.has(key(a, b))), (x, y) => Math.abs(x - y) !== 1);
      break;
    case 'negativeBlack':
      pairs(orthogonalPairs(N).filter(([a, b]) => !dots.has(key(a, b))), (x, y) => x !== 2 * y && y !== 2 * x);
      break;
    case 'negativeXV':
      pairs(orthogonalPairs(N).filter(([a, b]) => !xvs.has(key(a, b))), (x, y) => x + y !== 5 && x + y !== 10);
      break;
    case 'kropki': {
      const k = c.value ?? (c.color === 'white' ? 1 : 2);
      pairs([c.cells], c.color === 'white' ? (x, y) => Math.abs(x - y) === k : (x, y) => x === k * y || y === k * x);
      break;
    }
    case 'xv':
      pairs([c.cells], (x, y) => x + y === c.sum);
      break;
    case 'killer':
      distinctPairs(c.cells, out);
      if (c.sum !== undefined) out.push({ cells: c.cells, holds: (v) => sum(v) === c.sum });
      break;
    case 'littleKiller':
      out.push({ cells: c.cells, holds: (v) => sum(v) === c.sum });
      break;
    case 'arrow': {
      const k = c.shaft.length;
      out.push({
        cells: [...c.shaft, ...c.circle],
        holds: (v) => sum(v.slice(0, k)) === Number(v.slice(k).join('')),
      });
      break;
    }
    case 'sandwich': {
      const cells = Array.from({ length: N }, (_, i) => (c.line === 'row' ? c.index * N + i : i * N + c.index));
      out.push({
        cells,
        holds: (v) => {
          const a = v.indexOf(1);
          const b = v.indexOf(N);
          return sum(v.slice(Math.min(a, b) + 1, Math.max(a, b))) === c.sum;
        },
      });
      break;
    }
    case 'thermometer':
      out.push({ cells: c.cells, holds: (v) => v.every((x, i) => i === 0 || x > v[i - 1]) });
      break;
    case 'slowThermometer':
      out.push({ cells: c.cells, holds: (v) => v.every((x, i) => i === 0 || x >= v[i - 1]) });
      break;
    case 'whispers': {
      const d = c.difference ?? Math.ceil(N / 2);
      out.push({ cells: c.cells, holds: (v) => v.every((x, i) => i === 0 || Math.abs(x - v[i - 1]) >= d) });
      break;
    }
    case 'renban':
      distinctPairs(c.cells, out);
      out.push({ cells: c.cells, holds: (v) => Math.max(...v) - Math.min(...v) === v.length - 1 });
      break;
    case 'palindrome':
      out.push({ cells: c.cells, holds: (v) => v.every((x, i) => x === v[v.length - 1 - i]) });
      break;
    case 'regionSum':
      out.push({
        cells: c.cells,
        holds: (v) => {
          const sums: number[] = [];
          let s = 0;
          c.cells.forEach((cell, i) => {
            s += v[i];
            if (i === c.cells.length - 1 || regions[c.cells[i + 1]] !== regions[cell]) {
              sums.push(s);
              s = 0;
            }
          });
          return sums.every((x) => x === sums[0]);
        },
      });
      break;
    case 'odd':
    case 'even':
      for (const cell of c.cells) out.push({ cells: [cell], holds: (v) => v[0] % 2 === (c.type === 'odd' ? 1 : 0) });
      break;
  }
  return out;
}

/** Whether a full grid (N² digits) obeys every rule and every given of the puzzle. */
export function satisfies(p: VariantPuzzle, grid: ArrayLike<number>): boolean {
  for (let i = 0; i < p.size * p.size; i++) {
    const g = p.givens.charCodeAt(i) - 48;
    if (g >= 1 && g <= 9 && grid[i] !== g) return false;
    if (!(grid[i] >= 1 && grid[i] <= p.size)) return false;
  }
  return checksOf(p).every((ch) => holdsOn(ch, grid));
}

/**
 * Counts solutions up to `limit` (and returns the first found), or null when more than
 * `maxNodes` cells were tried. Plain forward checking: a digit is legal in an empty cell when
 * every check of that cell whose other cells are filled holds with it; the search fills the
 * empty cell (first in reading order) with the fewest legal digits, digits ascending.
 */
export function plainCount(p: VariantPuzzle, limit: number, maxNodes = 10_000): { count: number; first?: number[] } | null {
  const N = p.size;
  const C = N * N;
  const byCell: Check[][] = Array.from({ length: C }, () => []);
  for (const ch of checksOf(p)) for (const c of new Set(ch.cells)) byCell[c].push(ch);
  const grid = new Array<number>(C).fill(0);
  const legal = (cell: number, d: number): boolean => {
    grid[cell] = d;
    let ok = true;
    for (const ch of byCell[cell]) {
      if (ch.pair) {
        const x = grid[ch.cells[0]];
        const y = grid[ch.cells[1]];
        ok = x === 0 || y === 0 || ch.pair(x, y);
      } else {
        ok = ch.cells.some((c) => grid[c] === 0) || holdsOn(ch, grid);
      }
      if (!ok) break;
    }
    grid[cell] = 0;
    return ok;
  };
  for (let i = 0; i < C; i++) {
    const g = p.givens.charCodeAt(i) - 48;
    if (g >= 1 && g <= N) {
      if (!legal(i, g)) return { count: 0 };
      grid[i] = g;
    }
  }
  let count = 0;
  let first: number[] | undefined;
  let nodes = 0;
  /** False to stop (limit reached or budget spent). */
  const recurse = (): boolean => {
    let best = -1;
    let bestDigits: number[] = [];
    for (let cell = 0; cell < C; cell++) {
      if (grid[cell] !== 0) continue;
      const digits: number[] = [];
      for (let d = 1; d <= N; d++) if (legal(cell, d)) digits.push(d);
      if (best < 0 || digits.length < bestDigits.length) {
        best = cell;
        bestDigits = digits;
        if (digits.length <= 1) break;
      }
    }
    if (best < 0) {
      count++;
      first ??= grid.slice();
      return count < limit;
    }
    for (const d of bestDigits) {
      if (++nodes > maxNodes) return false;
      grid[best] = d;
      const go = recurse();
      grid[best] = 0;
      if (!go) return false;
    }
    return true;
  };
  recurse();
  if (nodes > maxNodes) return null;
  return { count, first };
}
