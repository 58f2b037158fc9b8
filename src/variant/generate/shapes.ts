/**
 * The rules a generated puzzle draws on a filled grid, made the way ISS's reference sets were
 * made (../shared/variants/README.md): random jigsaw regions; killer cages of 2–6 cells
 * covering the grid with the grid's sums; thermometers of 3–7 cells; every kropki dot or X/V
 * the grid has; arrows with one-cell circles and shafts of 2–4 cells (shorter on small grids:
 * ./make.ts says the lengths per size), and some with two-cell pills and shafts of 3–5 cells.
 *
 * Owns: drawing each of those from the seeded stream. Does not own: the grid (./grid.ts) or
 * the givens and the uniqueness checks (./make.ts).
 *
 * Paths (thermometers, arrow shafts) step to any of the 8 neighbours (a king's move), as
 * f-puzzles lines do; no two thermometers or arrows share a cell. The draws' order is part of
 * what a seed means (the benchmark's committed sets are remade from their seeds): lists of
 * neighbours keep the order below.
 */
import { variantGeometry } from '../compile/geometry.js';
import type { Arrow, Killer, Kropki, VariantSize, XV } from '../model.js';
import { between, flatLists, pick, shuffle, type FlatLists, type Rng } from './grid.js';

/** The king's moves, in the order paths draw among them. */
const KING = [[0, 1], [1, 0], [1, 1], [1, -1], [0, -1], [-1, 0], [-1, -1], [-1, 1]] as const;

/** Orthogonal neighbours of every cell of an n×n grid (right before below). */
function orthogonalNeighbours(n: VariantSize): number[][] {
  const near = Array.from({ length: n * n }, () => [] as number[]);
  const pairs = variantGeometry(n).orthogonal;
  for (let i = 0; i < pairs.length; i += 2) {
    near[pairs[i]].push(pairs[i + 1]);
    near[pairs[i + 1]].push(pairs[i]);
  }
  return near;
}

/** King-move neighbours of every cell of an n×n grid, in {@link KING} order. */
export function kingNeighbours(n: number): number[][] {
  return Array.from({ length: n * n }, (_, cell) => {
    const r = Math.floor(cell / n);
    const c = cell % n;
    const out: number[] = [];
    for (const [dr, dc] of KING) if (r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < n) out.push((r + dr) * n + c + dc);
    return out;
  });
}

/**
 * Whether the `size` cells labelled `label` form one orthogonally connected piece, walked from
 * `from`, one of them (`near`: ./grid.ts flat lists; `seen`: scratch of N² entries, a cell seen
 * in this walk when it holds `stamp`, new for each walk; `stack`: scratch of N² entries).
 */
function connected(labels: Int32Array, label: number, from: number, size: number, near: FlatLists, seen: Int32Array, stamp: number, stack: Int32Array): boolean {
  seen[from] = stamp;
  stack[0] = from;
  let top = 1;
  let reached = 1;
  while (top > 0) {
    const cell = stack[--top];
    for (let i = near.start[cell]; i < near.start[cell + 1]; i++) {
      const m = near.list[i];
      if (labels[m] === label && seen[m] !== stamp) {
        seen[m] = stamp;
        reached++;
        stack[top++] = m;
      }
    }
  }
  return reached === size;
}

/** Puts `cell` in place of `old` among a region's cells (`cells`, kept in increasing order). */
function replaceMember(cells: Int32Array, old: number, cell: number): void {
  let i = cells.indexOf(old);
  cells[i] = cell;
  for (; i > 0 && cells[i - 1] > cells[i]; i--) [cells[i - 1], cells[i]] = [cells[i], cells[i - 1]];
  for (; i < cells.length - 1 && cells[i + 1] < cells[i]; i++) [cells[i + 1], cells[i]] = [cells[i], cells[i + 1]];
}

/**
 * Random jigsaw regions: start from the boxes and, many times, move a cell of region A to a
 * neighbouring region B and a cell of B that touches A over to A, keeping each move that leaves
 * both regions connected (sizes never change: N cells each).
 * @returns N² region labels
 */
export function jigsawRegions(rng: Rng, n: VariantSize, boxes: ArrayLike<number>, moves = 4000): number[] {
  const near = flatLists(orthogonalNeighbours(n));
  const { start, list } = near;
  const labels = Int32Array.from(boxes);
  // each region's cells in increasing order (the order the cells that can move back are drawn in)
  const members = Array.from({ length: n }, () => new Int32Array(n));
  const filled = new Int32Array(n);
  for (let c = 0; c < labels.length; c++) members[labels[c]][filled[labels[c]]++] = c;
  const seen = new Int32Array(n * n);
  let stamp = 0;
  const stack = new Int32Array(n * n);
  // scratch: the regions a cell's neighbours are in (right before below), the cells that could move back
  const others = new Int32Array(4);
  const back = new Int32Array(n);
  for (let k = 0; k < moves; k++) {
    const a = Math.floor(rng() * n * n);
    const from = labels[a];
    let count = 0;
    for (let i = start[a]; i < start[a + 1]; i++) if (labels[list[i]] !== from) others[count++] = labels[list[i]];
    if (!count) continue;
    const to = pick(rng, others, count);
    let backs = 0;
    for (const c of members[to]) {
      for (let i = start[c]; i < start[c + 1]; i++) {
        const m = list[i];
        if (m !== a && labels[m] === from) {
          back[backs++] = c;
          break;
        }
      }
    }
    if (!backs) continue;
    const c = pick(rng, back, backs);
    labels[a] = to;
    labels[c] = from;
    if (connected(labels, from, c, n, near, seen, ++stamp, stack) && connected(labels, to, a, n, near, seen, ++stamp, stack)) {
      replaceMember(members[from], a, c);
      replaceMember(members[to], c, a);
    } else {
      labels[a] = from;
      labels[c] = to;
    }
  }
  return Array.from(labels);
}

/**
 * Killer cages covering the grid: each grown from a free cell to a drawn size of 2–6 through
 * free orthogonal neighbours whose digit is not in the cage yet; a cell left alone joins a
 * neighbouring cage that can take it (under 6 cells, its digit absent). Null when one cannot.
 * @param grid N² digits
 */
export function killerCages(rng: Rng, n: VariantSize, grid: string): Killer[] | null {
  const near = orthogonalNeighbours(n);
  const cageOf = new Array<number>(n * n).fill(-1);
  const cages: number[][] = [];
  for (const start of shuffle(rng, Array.from({ length: n * n }, (_, i) => i))) {
    if (cageOf[start] >= 0) continue;
    const target = between(rng, 2, 6);
    const cage = [start];
    cageOf[start] = cages.length;
    while (cage.length < target) {
      const options: number[] = [];
      for (const c of cage) for (const m of near[c]) if (cageOf[m] < 0 && !cage.some((x) => grid[x] === grid[m]) && !options.includes(m)) options.push(m);
      if (!options.length) break;
      const m = pick(rng, options);
      cageOf[m] = cages.length;
      cage.push(m);
    }
    cages.push(cage);
  }
  for (let k = 0; k < cages.length; k++) {
    if (cages[k].length !== 1) continue;
    const [cell] = cages[k];
    const hosts = near[cell].map((m) => cageOf[m]).filter((h) => cages[h].length < 6 && cages[h].length > 1 && !cages[h].some((x) => grid[x] === grid[cell]));
    if (!hosts.length) return null;
    const h = pick(rng, hosts);
    cages[h].push(cell);
    cageOf[cell] = h;
    cages[k] = [];
  }
  return cages.filter((c) => c.length).map((cells) => ({ type: 'killer', cells, sum: cells.reduce((s, c) => s + Number(grid[c]), 0) }));
}

/**
 * A path of `length` unused cells, each a king's move from the one before, drawn at random
 * from `start`; `allowed(path, next)` says whether `next` may follow. Null when none was found.
 */
export function randomPath(
  rng: Rng,
  start: number,
  length: number,
  near: number[][],
  used: Set<number>,
  allowed: (path: number[], next: number) => boolean,
  tries: number,
): number[] | null {
  for (let t = 0; t < tries; t++) {
    const path = [start];
    while (path.length < length) {
      const last = path[path.length - 1];
      const options = near[last].filter((m) => !used.has(m) && !path.includes(m) && allowed(path, m));
      if (!options.length) break;
      path.push(pick(rng, options));
    }
    if (path.length === length) return path;
  }
  return null;
}

/**
 * `count` thermometers of 3 to `longest` cells on which the grid's digits strictly increase
 * from the bulb.
 * @returns the thermometers' cells, bulb first, or null when `count` were not found
 */
export function thermometers(rng: Rng, n: number, grid: string, count: number, longest = 7): number[][] | null {
  const near = kingNeighbours(n);
  const used = new Set<number>();
  const thermos: number[][] = [];
  for (let attempt = 0; thermos.length < count && attempt < 2000; attempt++) {
    const start = Math.floor(rng() * n * n);
    if (used.has(start)) continue;
    const path = randomPath(rng, start, between(rng, 3, longest), near, used, (p, m) => grid[m] > grid[p[p.length - 1]], 5);
    if (!path) continue;
    for (const c of path) used.add(c);
    thermos.push(path);
  }
  return thermos.length === count ? thermos : null;
}

/**
 * `count` arrows: a one-cell circle and a shaft of `shaft[0]`–`shaft[1]` cells starting next to
 * it whose digits add up to the circle's digit, none on a cell of `taken` (the lines already
 * drawn). A circle under `shaft[0] + 1` is passed over (9×9's draws, shafts of 2–4, skip 1 and
 * 2). Null when `count` were not found.
 */
export function arrows(rng: Rng, n: number, grid: string, count: number, shaft: readonly [number, number] = [2, 4], taken: ReadonlySet<number> = new Set()): Arrow[] | null {
  const near = kingNeighbours(n);
  const used = new Set(taken);
  const out: Arrow[] = [];
  for (let attempt = 0; out.length < count && attempt < 5000; attempt++) {
    const circle = Math.floor(rng() * n * n);
    if (used.has(circle) || Number(grid[circle]) <= shaft[0]) continue;
    const length = between(rng, shaft[0], shaft[1]);
    const cells = shaftOf(rng, n, grid, [circle], Number(grid[circle]), length, near, used);
    if (!cells) continue;
    for (const c of [circle, ...cells]) used.add(c);
    out.push({ type: 'arrow', circle: [circle], shaft: cells });
  }
  return out.length === count ? out : null;
}

/**
 * `count` arrows of which `pills` have a pill: two orthogonal neighbours, the second right of or
 * below the first, read in that order as a two-digit number (as f-puzzles and published puzzles
 * read them), with a shaft of `pillShaft[0]`–`pillShaft[1]` cells adding up to it; the pills
 * are drawn first (their long shafts fit best on an empty grid), then the one-cell circles as
 * {@link arrows} draws them. None on a cell of `taken`. Null when `count` were not found.
 */
export function pillArrows(
  rng: Rng,
  n: number,
  grid: string,
  count: number,
  pills: number,
  shaft: readonly [number, number],
  pillShaft: readonly [number, number],
  taken: ReadonlySet<number> = new Set(),
): Arrow[] | null {
  const near = kingNeighbours(n);
  const used = new Set(taken);
  const out: Arrow[] = [];
  for (let attempt = 0; out.length < pills && attempt < 5000; attempt++) {
    const first = Math.floor(rng() * n * n);
    const down = rng() < 0.5;
    const second = down ? first + n : first + 1;
    if ((down ? second >= n * n : first % n === n - 1) || used.has(first) || used.has(second)) continue;
    const length = between(rng, pillShaft[0], pillShaft[1]);
    const target = 10 * Number(grid[first]) + Number(grid[second]);
    if (target > length * n) continue;
    const cells = shaftOf(rng, n, grid, [first, second], target, length, near, used);
    if (!cells) continue;
    for (const c of [first, second, ...cells]) used.add(c);
    out.push({ type: 'arrow', circle: [first, second], shaft: cells });
  }
  if (out.length < pills) return null;
  const rest = arrows(rng, n, grid, count - pills, shaft, used);
  return rest && [...out, ...rest];
}

/**
 * A shaft of `length` unused cells whose digits add up to `target`, a king's-move path from a
 * cell next to one of the `circle` cells (a one-cell shaft: a cell holding `target`), drawn at
 * random; null when the walk found none. `used` is left as it was.
 */
function shaftOf(rng: Rng, n: number, grid: string, circle: readonly number[], target: number, length: number, near: number[][], used: Set<number>): number[] | null {
  const digit = (c: number): number => Number(grid[c]);
  // the cells next to the circle, in the order of its cells and the king's moves
  const beside = circle.length === 1 ? near[circle[0]] : [...new Set(circle.flatMap((c) => near[c]))].filter((m) => !circle.includes(m));
  const firsts = beside.filter((m) => !used.has(m) && (length > 1 || digit(m) === target));
  if (!firsts.length) return null;
  const first = pick(rng, firsts);
  for (const c of circle) used.add(c);
  const cells = randomPath(rng, first, length, near, used, (p, m) => {
    const sum = p.reduce((s, c) => s + digit(c), 0) + digit(m);
    const left = length - p.length - 1;
    // each cell left holds 1 to N (a circle's digit is always in reach; a pill's number may not be)
    return sum + left <= target && sum + left * n >= target && (left > 0 || sum === target);
  }, 10);
  for (const c of circle) used.delete(c);
  return cells && cells.reduce((s, c) => s + digit(c), 0) === target ? cells : null;
}

/**
 * Every kropki dot the grid has: white between neighbours that differ by 1, black between
 * neighbours in ratio 1:2; a 1-2 pair gets one of the two, drawn at random (either is true).
 */
export function allKropkiDots(rng: Rng, n: VariantSize, grid: string): Kropki[] {
  const dots: Kropki[] = [];
  const pairs = variantGeometry(n).orthogonal;
  for (let i = 0; i < pairs.length; i += 2) {
    const cells: [number, number] = [pairs[i], pairs[i + 1]];
    const x = Number(grid[cells[0]]);
    const y = Number(grid[cells[1]]);
    const white = Math.abs(x - y) === 1;
    const black = x === 2 * y || y === 2 * x;
    if (white && black) dots.push({ type: 'kropki', color: rng() < 0.5 ? 'white' : 'black', cells });
    else if (white) dots.push({ type: 'kropki', color: 'white', cells });
    else if (black) dots.push({ type: 'kropki', color: 'black', cells });
  }
  return dots;
}

/** Every X (sum 10) and V (sum 5) the grid has between orthogonal neighbours. */
export function allXV(n: VariantSize, grid: string): XV[] {
  const marks: XV[] = [];
  const pairs = variantGeometry(n).orthogonal;
  for (let i = 0; i < pairs.length; i += 2) {
    const s = Number(grid[pairs[i]]) + Number(grid[pairs[i + 1]]);
    if (s === 10 || s === 5) marks.push({ type: 'xv', cells: [pairs[i], pairs[i + 1]], sum: s });
  }
  return marks;
}
