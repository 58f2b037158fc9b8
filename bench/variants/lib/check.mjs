/**
 * Whether a filled grid obeys every rule of a variant puzzle: the benchmark's own check,
 * independent of every engine it measures (ours included).
 *
 * Owns: the plain reading of each rule the benchmark's puzzles use, written straight from the
 * one-sentence meanings in src/variant/model.ts and the conventions of
 * ../shared/variants/README.md. Does not own: solving or counting.
 *
 * Conventions checked here:
 * - negative rules apply only to neighbour pairs with no marker at all: `nonConsecutive` and
 *   `negativeBlack` skip a pair with any kropki dot, `negativeXV` a pair with an X or a V;
 * - arrow circles of several cells read as a number, most significant digit first;
 * - `diagonal` main = r1c1 … r9c9, anti = r9c1 … r1c9.
 */
import { BOXES } from './fpuzzles.mjs';

/** Orthogonal neighbour pairs [a, b], a < b, of an n×n grid. */
export function orthogonalPairs(n) {
  const pairs = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const i = r * n + c;
      if (c + 1 < n) pairs.push([i, i + 1]);
      if (r + 1 < n) pairs.push([i, i + n]);
    }
  }
  return pairs;
}

/** Pairs [a, b], a < b, a move of (dr, dc) apart in any of the 8 symmetric directions. */
export function movePairs(n, moves) {
  const pairs = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      for (const [dr, dc] of moves) {
        const r2 = r + dr;
        const c2 = c + dc;
        if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n) continue;
        const a = r * n + c;
        const b = r2 * n + c2;
        if (a < b) pairs.push([a, b]);
      }
    }
  }
  return pairs;
}

export const KNIGHT = [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]];
export const KING = [[0, 1], [1, 0], [1, 1], [1, -1], [0, -1], [-1, 0], [-1, -1], [-1, 1]];

const key = (a, b) => (a < b ? a * 1024 + b : b * 1024 + a);

/** The houses (cell lists whose digits all differ) of a puzzle: rows, columns, regions, diagonals, extra regions. */
export function housesOf(puzzle) {
  const n = puzzle.size;
  const houses = [];
  for (let i = 0; i < n; i++) {
    houses.push(Array.from({ length: n }, (_, j) => i * n + j));
    houses.push(Array.from({ length: n }, (_, j) => j * n + i));
  }
  const regions = puzzle.regions ?? regionLabels(n);
  const byRegion = Array.from({ length: n }, () => []);
  regions.forEach((label, cell) => byRegion[label].push(cell));
  houses.push(...byRegion);
  for (const k of puzzle.constraints) {
    if (k.type === 'diagonal') {
      houses.push(Array.from({ length: n }, (_, i) => (k.direction === 'main' ? i * n + i : (n - 1 - i) * n + i)));
    } else if (k.type === 'extraRegion') {
      houses.push(k.cells);
    } else if (k.type === 'disjointGroups') {
      const position = Array.from({ length: n }, () => []);
      for (const cells of byRegion) cells.forEach((cell, j) => position[j].push(cell));
      houses.push(...position);
    }
  }
  return houses;
}

/** The default box labels of an n×n grid. */
export function regionLabels(n) {
  const [h, w] = BOXES[n];
  return Array.from({ length: n * n }, (_, i) => Math.floor(Math.floor(i / n) / h) * (n / w) + Math.floor((i % n) / w));
}

/**
 * @param {object} puzzle a `VariantPuzzle`
 * @param {string} solution N² digits
 * @returns {string | null} null when every rule holds, otherwise the first broken one
 */
export function checkSolution(puzzle, solution) {
  const n = puzzle.size;
  if (typeof solution !== 'string' || solution.length !== n * n) return `expected ${n * n} digits, got ${JSON.stringify(solution)}`;
  const d = Array.from(solution, Number);
  if (d.some((x) => !(x >= 1 && x <= n))) return `a digit outside 1…${n}`;
  for (let i = 0; i < n * n; i++) {
    const g = puzzle.givens[i];
    if (g !== '.' && g !== '0' && Number(g) !== d[i]) return `given at cell ${i} changed`;
  }
  for (const house of housesOf(puzzle)) {
    if (new Set(house.map((c) => d[c])).size !== house.length) return `a repeated digit in house [${house.join(',')}]`;
  }
  const dots = new Set();
  const xvs = new Set();
  for (const k of puzzle.constraints) {
    if (k.type === 'kropki') dots.add(key(...k.cells));
    if (k.type === 'xv') xvs.add(key(...k.cells));
  }
  const sum = (cells) => cells.reduce((s, c) => s + d[c], 0);
  for (const k of puzzle.constraints) {
    const bad = ruleBroken(k, d, n, sum, dots, xvs);
    if (bad) return `${k.type}: ${bad}`;
  }
  return null;
}

/** The reason one rule is broken, or null. Houses were checked by the caller. */
function ruleBroken(k, d, n, sum, dots, xvs) {
  switch (k.type) {
    case 'diagonal': case 'extraRegion': case 'disjointGroups':
      return null;
    case 'antiKnight': case 'antiKing':
      for (const [a, b] of movePairs(n, k.type === 'antiKnight' ? KNIGHT : KING)) if (d[a] === d[b]) return `cells ${a}, ${b}`;
      return null;
    case 'nonConsecutive':
      for (const [a, b] of orthogonalPairs(n)) if (!dots.has(key(a, b)) && Math.abs(d[a] - d[b]) === 1) return `cells ${a}, ${b}`;
      return null;
    case 'negativeBlack':
      for (const [a, b] of orthogonalPairs(n)) if (!dots.has(key(a, b)) && (d[a] === 2 * d[b] || d[b] === 2 * d[a])) return `cells ${a}, ${b}`;
      return null;
    case 'negativeXV':
      for (const [a, b] of orthogonalPairs(n)) if (!xvs.has(key(a, b)) && (d[a] + d[b] === 5 || d[a] + d[b] === 10)) return `cells ${a}, ${b}`;
      return null;
    case 'kropki': {
      const [a, b] = k.cells;
      if (k.color === 'white') return Math.abs(d[a] - d[b]) === (k.value ?? 1) ? null : `cells ${a}, ${b}`;
      const v = k.value ?? 2;
      return d[a] === v * d[b] || d[b] === v * d[a] ? null : `cells ${a}, ${b}`;
    }
    case 'xv':
      return d[k.cells[0]] + d[k.cells[1]] === k.sum ? null : `cells ${k.cells}`;
    case 'killer':
      if (new Set(k.cells.map((c) => d[c])).size !== k.cells.length) return `a repeat in [${k.cells}]`;
      return k.sum === undefined || sum(k.cells) === k.sum ? null : `[${k.cells}] does not add up to ${k.sum}`;
    case 'littleKiller':
      return sum(k.cells) === k.sum ? null : `[${k.cells}] does not add up to ${k.sum}`;
    case 'arrow': {
      const circle = k.circle.reduce((v, c) => v * 10 + d[c], 0);
      return circle === sum(k.shaft) ? null : `shaft [${k.shaft}] does not add up to ${circle}`;
    }
    case 'thermometer':
      for (let i = 1; i < k.cells.length; i++) if (d[k.cells[i]] <= d[k.cells[i - 1]]) return `[${k.cells}] does not increase`;
      return null;
    case 'odd': case 'even':
      return k.cells.every((c) => d[c] % 2 === (k.type === 'odd' ? 1 : 0)) ? null : `[${k.cells}]`;
    default:
      return `rule not checked by the bench`;
  }
}
