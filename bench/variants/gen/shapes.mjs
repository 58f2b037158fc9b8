/**
 * The rules a generated puzzle draws on a filled grid, made the way ../shared/variants/README.md
 * says ISS's sets were made: random jigsaw regions; killer cages of 2–6 cells covering the grid
 * with the grid's sums; 6–10 thermometers of 3–7 cells; every kropki dot or X/V the grid has;
 * 6–10 arrows with one-cell circles and shafts of 2–4 cells.
 *
 * Owns: drawing each of those from a seeded generator. Does not own: the grid (./grid.mjs) or
 * the givens and the uniqueness checks (../make-sets.mjs).
 *
 * Paths (thermometers, arrow shafts) step to any of the 8 neighbours (a king's move), as
 * f-puzzles lines do; no two thermometers or arrows share a cell.
 */
import { KING, orthogonalPairs } from '../lib/check.mjs';
import { between, shuffle } from './grid.mjs';

/** Orthogonal neighbours of every cell of an n×n grid. */
function orthogonalNeighbours(n) {
  const near = Array.from({ length: n * n }, () => []);
  for (const [a, b] of orthogonalPairs(n)) {
    near[a].push(b);
    near[b].push(a);
  }
  return near;
}

/** King-move neighbours of every cell of an n×n grid. */
function kingNeighbours(n) {
  return Array.from({ length: n * n }, (_, cell) => {
    const r = Math.floor(cell / n);
    const c = cell % n;
    return KING.map(([dr, dc]) => [r + dr, c + dc]).filter(([a, b]) => a >= 0 && a < n && b >= 0 && b < n).map(([a, b]) => a * n + b);
  });
}

/** Whether the cells labelled `label` form one orthogonally connected piece. */
function connected(labels, label, near) {
  const cells = [];
  labels.forEach((l, i) => l === label && cells.push(i));
  const seen = new Set([cells[0]]);
  const stack = [cells[0]];
  while (stack.length) {
    for (const m of near[stack.pop()]) {
      if (labels[m] === label && !seen.has(m)) {
        seen.add(m);
        stack.push(m);
      }
    }
  }
  return seen.size === cells.length;
}

/**
 * Random jigsaw regions: start from the boxes and, many times, move a cell of region A to a
 * neighbouring region B and a cell of B that touches A over to A, keeping each move that leaves
 * both regions connected (sizes never change).
 * @returns {number[]} N² region labels
 */
export function jigsawRegions(rng, n, boxes, moves = 4000) {
  const near = orthogonalNeighbours(n);
  const labels = boxes.slice();
  const pick = (list) => list[Math.floor(rng() * list.length)];
  for (let k = 0; k < moves; k++) {
    const a = Math.floor(rng() * n * n);
    const from = labels[a];
    const others = near[a].map((m) => labels[m]).filter((l) => l !== from);
    if (!others.length) continue;
    const to = pick(others);
    const back = [];
    labels.forEach((l, c) => l === to && near[c].some((m) => m !== a && labels[m] === from) && back.push(c));
    if (!back.length) continue;
    const c = pick(back);
    labels[a] = to;
    labels[c] = from;
    if (!connected(labels, from, near) || !connected(labels, to, near)) {
      labels[a] = from;
      labels[c] = to;
    }
  }
  return labels;
}

/**
 * Killer cages covering the grid: each grown from a free cell to a drawn size of 2–6 through
 * free orthogonal neighbours whose digit is not in the cage yet; a cell left alone joins a
 * neighbouring cage that can take it (under 6 cells, its digit absent). Null when one cannot.
 * @param {string} grid N² digits
 * @returns {{ cells: number[], sum: number }[] | null}
 */
export function killerCages(rng, n, grid) {
  const near = orthogonalNeighbours(n);
  const cageOf = new Array(n * n).fill(-1);
  const cages = [];
  for (const start of shuffle(rng, Array.from({ length: n * n }, (_, i) => i))) {
    if (cageOf[start] >= 0) continue;
    const target = between(rng, 2, 6);
    const cage = [start];
    cageOf[start] = cages.length;
    while (cage.length < target) {
      const options = [];
      for (const c of cage) for (const m of near[c]) if (cageOf[m] < 0 && !cage.some((x) => grid[x] === grid[m]) && !options.includes(m)) options.push(m);
      if (!options.length) break;
      const m = options[Math.floor(rng() * options.length)];
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
    const h = hosts[Math.floor(rng() * hosts.length)];
    cages[h].push(cell);
    cageOf[cell] = h;
    cages[k] = [];
  }
  return cages.filter((c) => c.length).map((cells) => ({ cells, sum: cells.reduce((s, c) => s + Number(grid[c]), 0) }));
}

/**
 * A path of `length` unused cells, each a king's move from the one before, drawn at random
 * from `start`; `allowed(path, next)` says whether `next` may follow. Null when none was found.
 */
function randomPath(rng, start, length, near, used, allowed, tries = 30) {
  for (let t = 0; t < tries; t++) {
    const path = [start];
    while (path.length < length) {
      const last = path[path.length - 1];
      const options = near[last].filter((m) => !used.has(m) && !path.includes(m) && allowed(path, m));
      if (!options.length) break;
      path.push(options[Math.floor(rng() * options.length)]);
    }
    if (path.length === length) return path;
  }
  return null;
}

/**
 * `count` thermometers of 3–7 cells on which the grid's digits strictly increase from the bulb.
 * @returns {number[][] | null} the thermometers, bulb first
 */
export function thermometers(rng, n, grid, count) {
  const near = kingNeighbours(n);
  const used = new Set();
  const thermos = [];
  for (let attempt = 0; thermos.length < count && attempt < 2000; attempt++) {
    const start = Math.floor(rng() * n * n);
    if (used.has(start)) continue;
    const path = randomPath(rng, start, between(rng, 3, 7), near, used, (p, m) => grid[m] > grid[p[p.length - 1]], 5);
    if (!path) continue;
    for (const c of path) used.add(c);
    thermos.push(path);
  }
  return thermos.length === count ? thermos : null;
}

/**
 * `count` arrows: a one-cell circle and a shaft of 2–4 cells starting next to it whose digits
 * add up to the circle's digit.
 * @returns {{ circle: number[], shaft: number[] }[] | null}
 */
export function arrows(rng, n, grid, count) {
  const near = kingNeighbours(n);
  const used = new Set();
  const out = [];
  const digit = (c) => Number(grid[c]);
  for (let attempt = 0; out.length < count && attempt < 5000; attempt++) {
    const circle = Math.floor(rng() * n * n);
    if (used.has(circle) || digit(circle) < 3) continue;
    const length = between(rng, 2, 4);
    const target = digit(circle);
    const firsts = near[circle].filter((m) => !used.has(m));
    if (!firsts.length) continue;
    const first = firsts[Math.floor(rng() * firsts.length)];
    used.add(circle);
    const shaft = randomPath(rng, first, length, near, used, (p, m) => {
      const sum = p.reduce((s, c) => s + digit(c), 0) + digit(m);
      const left = length - p.length - 1;
      return sum + left <= target && (left > 0 || sum === target);
    }, 10);
    if (!shaft || shaft.reduce((s, c) => s + digit(c), 0) !== target) {
      used.delete(circle);
      continue;
    }
    for (const c of shaft) used.add(c);
    out.push({ circle: [circle], shaft });
  }
  return out.length === count ? out : null;
}

/**
 * Every kropki dot the grid has: white between neighbours that differ by 1, black between
 * neighbours in ratio 1:2; a 1-2 pair gets one of the two, drawn at random (either is true).
 */
export function allKropkiDots(rng, n, grid) {
  const dots = [];
  for (const [a, b] of orthogonalPairs(n)) {
    const x = Number(grid[a]);
    const y = Number(grid[b]);
    const white = Math.abs(x - y) === 1;
    const black = x === 2 * y || y === 2 * x;
    if (white && black) dots.push({ type: 'kropki', color: rng() < 0.5 ? 'white' : 'black', cells: [a, b] });
    else if (white) dots.push({ type: 'kropki', color: 'white', cells: [a, b] });
    else if (black) dots.push({ type: 'kropki', color: 'black', cells: [a, b] });
  }
  return dots;
}

/** Every X (sum 10) and V (sum 5) the grid has between orthogonal neighbours. */
export function allXV(n, grid) {
  const marks = [];
  for (const [a, b] of orthogonalPairs(n)) {
    const s = Number(grid[a]) + Number(grid[b]);
    if (s === 10 || s === 5) marks.push({ type: 'xv', cells: [a, b], sum: s });
  }
  return marks;
}
