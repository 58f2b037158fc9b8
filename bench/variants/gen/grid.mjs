/**
 * Random filled grids that obey the "where digits differ" rules of a variant puzzle: houses
 * (rows, columns, boxes or jigsaw regions, diagonals, extra regions), anti-knight and anti-king
 * pairs, and non-consecutive orthogonal neighbours.
 *
 * Owns: {@link randomGrid}, a plain randomised backtracking fill (the cell with the fewest
 * candidates first, ties and digit order drawn from the seeded generator) with a node limit, so
 * a layout that admits no grid (a jigsaw that cannot be filled) gives up and is redrawn. Does
 * not own: the rules derived from a grid afterwards (killer cages, thermometers, dots, arrows:
 * ./shapes.mjs), or counting solutions (./counters.mjs).
 */
import { KING, KNIGHT, housesOf, movePairs, orthogonalPairs } from '../lib/check.mjs';

/**
 * @param {() => number} rng numbers in [0, 1)
 * @param {object} puzzle a `VariantPuzzle` whose constraints are only houses and pair rules
 *   (`diagonal`, `extraRegion`, `antiKnight`, `antiKing`, `nonConsecutive`); givens ignored
 * @param {number} [nodeLimit] digits tried before giving up
 * @returns {string | null} N² digits, or null when the limit ran out
 */
export function randomGrid(rng, puzzle, nodeLimit = 20000) {
  const n = puzzle.size;
  const cells = n * n;
  const full = (1 << n) - 1;
  const differ = Array.from({ length: cells }, () => new Set());
  for (const house of housesOf(puzzle)) {
    for (const a of house) for (const b of house) if (a !== b) differ[a].add(b);
  }
  const types = new Set(puzzle.constraints.map((k) => k.type));
  for (const [rule, moves] of [['antiKnight', KNIGHT], ['antiKing', KING]]) {
    if (!types.has(rule)) continue;
    for (const [a, b] of movePairs(n, moves)) {
      differ[a].add(b);
      differ[b].add(a);
    }
  }
  const notNext = Array.from({ length: cells }, () => []);
  if (types.has('nonConsecutive')) {
    for (const [a, b] of orthogonalPairs(n)) {
      notNext[a].push(b);
      notNext[b].push(a);
    }
  }
  const peers = differ.map((s) => [...s]);
  const grid = new Array(cells).fill(0);
  let nodes = 0;

  /** Places digit d (1-based) at `cell` in `masks`; false on a wipe-out. */
  function place(masks, cell, d) {
    const bit = 1 << (d - 1);
    masks[cell] = bit;
    for (const p of peers[cell]) if (!grid[p] && (masks[p] &= ~bit) === 0) return false;
    const near = (d > 1 ? 1 << (d - 2) : 0) | (d < n ? 1 << d : 0);
    for (const p of notNext[cell]) if (!grid[p] && (masks[p] &= ~near) === 0) return false;
    return true;
  }

  function fill(masks) {
    let best = -1;
    let bestCount = n + 1;
    let ties = 0;
    for (let c = 0; c < cells; c++) {
      if (grid[c]) continue;
      const k = popcount(masks[c]);
      if (k < bestCount) {
        best = c;
        bestCount = k;
        ties = 1;
      } else if (k === bestCount && rng() * ++ties < 1) {
        best = c;
      }
    }
    if (best < 0) return true;
    const digits = [];
    for (let d = 1; d <= n; d++) if (masks[best] & (1 << (d - 1))) digits.push(d);
    shuffle(rng, digits);
    for (const d of digits) {
      if (++nodes > nodeLimit) return false;
      const next = masks.slice();
      grid[best] = d;
      if (place(next, best, d) && fill(next)) return true;
      grid[best] = 0;
    }
    return false;
  }

  const ok = fill(new Array(cells).fill(full));
  return ok ? grid.join('') : null;
}

export function popcount(x) {
  let k = 0;
  for (; x; x &= x - 1) k++;
  return k;
}

/** Shuffles `items` in place with `rng` (Fisher–Yates) and returns it. */
export function shuffle(rng, items) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** A uniform integer in [lo, hi]. */
export function between(rng, lo, hi) {
  return lo + Math.floor(rng() * (hi - lo + 1));
}
