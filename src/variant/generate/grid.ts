/**
 * Random filled grids that obey the "where digits differ" rules of a variant puzzle: houses
 * (rows, columns, boxes or jigsaw regions, diagonals, extra regions), anti-knight and anti-king
 * pairs, and non-consecutive orthogonal neighbours; and the random draws the generator shares.
 *
 * Owns: {@link randomGrid}, a plain randomised backtracking fill (the cell with the fewest
 * candidates first, ties and digit order drawn from the seeded stream) with a node limit, so a
 * layout that admits no grid (a jigsaw that cannot be filled) gives up and is redrawn; the
 * stream's draws ({@link shuffle}, {@link between}). Does not own: the rules derived from a
 * grid afterwards (killer cages, thermometers, dots, arrows: ./shapes.ts), or counting
 * solutions (./make.ts).
 *
 * The stream is a function giving numbers in [0, 1) (mulberry32 outputs / 2^32: ./index.ts), the
 * one the benchmark's sets were made with (bench/variants/make-sets.mjs), so they stay
 * reproducible; every draw below takes ⌊rng() · k⌋.
 */
import { layoutOf, variantGeometry } from '../compile/geometry.js';
import type { VariantPuzzle } from '../model.js';

/** Numbers in [0, 1) from a seeded stream. */
export type Rng = () => number;

/**
 * The sets of cells whose digits must differ from each cell's (houses, knight and king pairs),
 * and the orthogonal neighbours whose digits may not be consecutive.
 */
function differences(puzzle: VariantPuzzle): { peers: number[][]; notNext: number[][] } {
  const n = puzzle.size;
  const cells = n * n;
  const differ = Array.from({ length: cells }, () => new Set<number>());
  const link = (a: number, b: number): void => {
    differ[a].add(b);
    differ[b].add(a);
  };
  const houses: ArrayLike<number>[] = [...layoutOf(n, puzzle.regions).houses];
  const geometry = variantGeometry(n);
  const types = new Set(puzzle.constraints.map((k) => k.type));
  for (const k of puzzle.constraints) {
    if (k.type === 'diagonal') houses.push(k.direction === 'main' ? geometry.mainDiagonal : geometry.antiDiagonal);
    else if (k.type === 'extraRegion') houses.push(k.cells);
  }
  for (const house of houses) for (let i = 0; i < house.length; i++) for (let j = i + 1; j < house.length; j++) link(house[i], house[j]);
  const pairs: Int32Array[] = [];
  if (types.has('antiKnight')) pairs.push(geometry.knight);
  if (types.has('antiKing')) pairs.push(geometry.kingDiagonal); // the orthogonal king moves share a row or column
  for (const list of pairs) for (let i = 0; i < list.length; i += 2) link(list[i], list[i + 1]);
  const notNext = Array.from({ length: cells }, () => [] as number[]);
  if (types.has('nonConsecutive')) {
    const o = geometry.orthogonal;
    for (let i = 0; i < o.length; i += 2) {
      notNext[o[i]].push(o[i + 1]);
      notNext[o[i + 1]].push(o[i]);
    }
  }
  return { peers: differ.map((s) => [...s]), notNext };
}

/**
 * @param rng the seeded stream
 * @param puzzle a puzzle whose constraints are only houses and pair rules (`diagonal`,
 *   `extraRegion`, `antiKnight`, `antiKing`, `nonConsecutive`; others are ignored); givens ignored
 * @param nodeLimit digits tried before giving up
 * @returns N² digits, or null when the limit ran out
 */
export function randomGrid(rng: Rng, puzzle: VariantPuzzle, nodeLimit = 20000): string | null {
  const n = puzzle.size;
  const cells = n * n;
  const full = (1 << n) - 1;
  const { peers, notNext } = differences(puzzle);
  const peerAt = flatLists(peers);
  const notNextAt = flatLists(notNext);
  const bits = popcounts(n);
  const grid = new Uint8Array(cells);
  // the candidate masks of each depth, reused, and a popcount table (measured with the jigsaw
  // regions' scratch, ./shapes.ts: jigsaw 9×9 seeds 1–20, 1,389 → 1,092 ms CPU; non-consecutive
  // 3,647 → 3,254 ms; best of 5, against a fresh array per node and a popcount loop); the
  // peers laid flat, the grid and each depth's digits typed arrays, and the open cells listed
  // so the search for the next cell skips the filled ones (the same draws: jigsaw 9×9 grids of
  // seeds 1–30 0.65× the CPU with the regions' lists: docs/design/variant-engine.md)
  const masksAt: Int32Array[] = [new Int32Array(cells).fill(full)];
  const digitsAt: Uint8Array[] = [];
  let nodes = 0;

  /** Places digit d (1-based) at `cell` in `masks`; false on a wipe-out. */
  function place(masks: Int32Array, cell: number, d: number): boolean {
    const bit = 1 << (d - 1);
    masks[cell] = bit;
    const { start, list } = peerAt;
    for (let i = start[cell]; i < start[cell + 1]; i++) {
      const p = list[i];
      if (!grid[p] && (masks[p] &= ~bit) === 0) return false;
    }
    const near = (d > 1 ? 1 << (d - 2) : 0) | (d < n ? 1 << d : 0);
    for (let i = notNextAt.start[cell]; i < notNextAt.start[cell + 1]; i++) {
      const p = notNextAt.list[i];
      if (!grid[p] && (masks[p] &= ~near) === 0) return false;
    }
    return true;
  }

  // the open cells in increasing order, the first `open` of them (the cell filled at a depth
  // taken out, put back when its digits all fail)
  const empty = Int32Array.from({ length: cells }, (_, i) => i);
  let open = cells;

  function fill(depth: number): boolean {
    const masks = masksAt[depth];
    let at = -1;
    let bestCount = n + 1;
    let ties = 0;
    for (let i = 0; i < open; i++) {
      const k = bits[masks[empty[i]]];
      if (k < bestCount) {
        at = i;
        bestCount = k;
        ties = 1;
      } else if (k === bestCount && rng() * ++ties < 1) {
        at = i;
      }
    }
    if (at < 0) return true;
    const best = empty[at];
    empty.copyWithin(at, at + 1, open--);
    const digits = (digitsAt[depth] ??= new Uint8Array(n));
    let count = 0;
    for (let d = 1; d <= n; d++) if (masks[best] & (1 << (d - 1))) digits[count++] = d;
    shuffle(rng, digits, count);
    const next = (masksAt[depth + 1] ??= new Int32Array(cells));
    for (let i = 0; i < count; i++) {
      const d = digits[i];
      if (++nodes > nodeLimit) break; // and every depth above breaks on its next digit
      next.set(masks);
      grid[best] = d;
      if (place(next, best, d) && fill(depth + 1)) return true;
      grid[best] = 0;
    }
    empty.copyWithin(at + 1, at, open++);
    empty[at] = best;
    return false;
  }

  return fill(0) ? grid.join('') : null;
}

/** Lists of cells laid end to end: list `i` is `list[start[i]]` up to `list[start[i + 1]]`. */
export interface FlatLists {
  start: Int32Array;
  list: Int32Array;
}

/** `lists` laid end to end, in their order (a {@link FlatLists}). */
export function flatLists(lists: readonly number[][]): FlatLists {
  const start = new Int32Array(lists.length + 1);
  for (let i = 0; i < lists.length; i++) start[i + 1] = start[i] + lists[i].length;
  const list = new Int32Array(start[lists.length]);
  lists.forEach((l, i) => list.set(l, start[i]));
  return { start, list };
}

/** The number of set bits of every n-bit mask. */
function popcounts(n: number): Uint8Array {
  const table = new Uint8Array(1 << n);
  for (let x = 1; x < table.length; x++) table[x] = table[x >> 1] + (x & 1);
  return table;
}

/** Shuffles the first `length` of `items` in place with `rng` (Fisher–Yates, from the end) and returns it. */
export function shuffle<A extends { length: number; [i: number]: unknown }>(rng: Rng, items: A, length = items.length): A {
  for (let i = length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}

/** A uniform integer in [lo, hi]. */
export function between(rng: Rng, lo: number, hi: number): number {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

/** One of the first `length` of `items`, drawn with `rng`. */
export function pick<T>(rng: Rng, items: ArrayLike<T>, length = items.length): T {
  return items[Math.floor(rng() * length)];
}
