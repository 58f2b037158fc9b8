/**
 * Seeded generators of variant puzzles for the agreement, property and engine tests: random
 * valid grids for every rule, clues read from a grid, and puzzles whose kind of count is known
 * (none, one, several) because the plain checker (./plain.ts) settled it.
 *
 * Owns: the seeded stream ({@link Rng}), random grids and jigsaw regions, the clue builders,
 * the families of generated puzzles ({@link FAMILIES}: one per rule, some combinations) and
 * {@link generatePuzzles}. Does not own: what a rule means (./plain.ts), the engine, or the
 * engine tests' puzzles of one rule kind with givens at a density (../engine/random-models.ts).
 *
 * How a puzzle is made (every random choice from one mulberry32 stream, src/classic/prng.ts, so a
 * seed names a puzzle):
 *   1. layout   the whole-grid rules of the family (anti-knight, …);
 *   2. grid     a random solution of the empty puzzle with that layout (the plain counter with
 *               its digits shuffled); jigsaw regions are then made from the boxes by random
 *               swaps of two border cells with the same digit that keep both regions connected;
 *   3. clues    read from the grid (cages and their sums, lines that the grid obeys, dots, …);
 *   4. givens   a random few from the grid; while the plain counter finds two solutions, the
 *               grid's digit is added at a cell where a found solution differs from the grid:
 *               the last puzzle with 2+ solutions is the "several" one, the first with 1 the
 *               "unique" one;
 *   5. none     one clue changed (a sum moved, a line moved by one cell, a dot recoloured, a
 *               given changed…) until the plain counter proves that no solution remains.
 */
import { Mulberry32 } from '../../../src/classic/prng';
import type { ClueSide, Constraint, VariantPuzzle, VariantSize } from '../../../src/variant/model';
import {
  defaultWhispersDifference,
  entropicClass,
  givenDigits,
  plainCount,
  puzzleChecks,
  regionLabels,
  type PlainResult,
} from './plain';

/** Every size of the model. */
export const SIZES: readonly VariantSize[] = [4, 5, 6, 7, 8, 9];

/** A seeded random stream (mulberry32) with the few draws the generators need. */
export class Rng {
  private readonly source: Mulberry32;

  constructor(seed: number) {
    this.source = new Mulberry32(seed);
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor((this.source.next() * n) / 4294967296);
  }

  /** An integer in [low, high]. */
  between(low: number, high: number): number {
    return low + this.int(high - low + 1);
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.source.next() < p * 4294967296;
  }

  /** One element. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** Shuffles in place (Fisher–Yates) and returns the array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i >= 1; i--) {
      const j = this.int(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
}

// ---- geometry ----

const KING_STEPS: [number, number][] = [
  [0, 1], [1, 0], [1, 1], [1, -1], [0, -1], [-1, 0], [-1, -1], [-1, 1],
];
const ORTHOGONAL_STEPS: [number, number][] = [
  [0, 1], [1, 0], [0, -1], [-1, 0],
];

/** Cells one of `steps` away from `cell`. */
export function neighbours(size: number, cell: number, steps: readonly [number, number][] = KING_STEPS): number[] {
  const r = Math.floor(cell / size);
  const c = cell % size;
  const out: number[] = [];
  for (const [dr, dc] of steps) {
    const r2 = r + dr;
    const c2 = c + dc;
    if (r2 >= 0 && r2 < size && c2 >= 0 && c2 < size) out.push(r2 * size + c2);
  }
  return out;
}

/** Every orthogonal pair [a, b] with a < b. */
export function orthogonalPairsOf(size: number): [number, number][] {
  const out: [number, number][] = [];
  for (let cell = 0; cell < size * size; cell++) {
    for (const other of neighbours(size, cell, ORTHOGONAL_STEPS)) if (other > cell) out.push([cell, other]);
  }
  return out;
}

/** True when the cells with `label` form one orthogonally connected piece. */
function connected(size: number, labels: readonly number[], label: number): boolean {
  const first = labels.indexOf(label);
  const seen = new Uint8Array(size * size);
  const stack = [first];
  seen[first] = 1;
  let reached = 1;
  while (stack.length > 0) {
    const cell = stack.pop()!;
    const r = Math.floor(cell / size);
    const c = cell % size;
    for (const other of [c > 0 ? cell - 1 : -1, c < size - 1 ? cell + 1 : -1, r > 0 ? cell - size : -1, r < size - 1 ? cell + size : -1]) {
      if (other >= 0 && !seen[other] && labels[other] === label) {
        seen[other] = 1;
        reached++;
        stack.push(other);
      }
    }
  }
  return reached === size;
}

/**
 * Random jigsaw regions: the boxes, then `swaps` exchanges that keep every region connected: a
 * cell a of region A next to region B moves to B, and a cell b of B next to A moves to A. Given
 * a grid, a and b hold the same digit, so the grid stays a solution (random layouts searched
 * for a grid afterwards often have none: measured, 40 tries of 3,000 nodes failed on a 9×9 seed).
 */
export function randomRegions(size: VariantSize, rng: Rng, grid?: Uint8Array, swaps = 3 * size * size): number[] {
  const labels = regionLabels({ size });
  const touches = (cell: number, label: number) =>
    neighbours(size, cell, ORTHOGONAL_STEPS).some((other) => labels[other] === label);
  for (let done = 0, tries = 0; done < swaps && tries < 50 * swaps; tries++) {
    const a = rng.int(size * size);
    const across = neighbours(size, a, ORTHOGONAL_STEPS).filter((cell) => labels[cell] !== labels[a]);
    if (across.length === 0) continue;
    const la = labels[a];
    const lb = labels[rng.pick(across)];
    const candidates: number[] = [];
    for (let cell = 0; cell < size * size; cell++) {
      if (labels[cell] === lb && touches(cell, la) && (!grid || grid[cell] === grid[a])) candidates.push(cell);
    }
    if (candidates.length === 0) continue;
    const b = rng.pick(candidates);
    labels[a] = lb;
    labels[b] = la;
    if (connected(size, labels, la) && connected(size, labels, lb)) done++;
    else {
      labels[a] = la;
      labels[b] = lb;
    }
  }
  return labels;
}

/** An empty puzzle (no givens) with these regions and constraints. */
export function emptyPuzzle(size: VariantSize, constraints: Constraint[], regions?: number[]): VariantPuzzle {
  const p: VariantPuzzle = { version: 1, size, givens: '.'.repeat(size * size), constraints };
  if (regions) p.regions = regions;
  return p;
}

/** The givens string of N² digits (0 = empty). */
export function givensText(digits: ArrayLike<number>): string {
  return Array.from(digits, (d) => (d === 0 ? '.' : String(d))).join('');
}

/** A random solution of the empty puzzle with this layout, or null when the plain counter finds none within `budget`. */
export function randomGrid(layout: VariantPuzzle, rng: Rng, budget = 200_000): Uint8Array | null {
  const found = plainCount({ ...layout, givens: '.'.repeat(layout.size * layout.size) }, 1, {
    budget,
    shuffle: (digits) => rng.shuffle(digits),
  });
  return found.solutions[0] ?? null;
}

// ---- clues read from a grid ----

/** What a clue generator sees: the solution grid and its regions. */
export interface ClueContext {
  readonly size: VariantSize;
  readonly grid: Uint8Array;
  readonly labels: readonly number[];
}

/**
 * A random path of `length` cells, each a king's move from the one before, no cell twice,
 * such that `fits(path)` holds for every prefix; null after `tries` dead ends.
 */
export function randomPath(
  ctx: ClueContext,
  rng: Rng,
  length: number,
  fits: (path: number[]) => boolean,
  tries = 400,
): number[] | null {
  let budget = tries;
  const path: number[] = [];
  const extend = (): boolean => {
    if (path.length === length) return true;
    if (budget-- <= 0) return false;
    const next =
      path.length === 0
        ? rng.shuffle(Array.from({ length: ctx.size * ctx.size }, (_, i) => i))
        : rng.shuffle(neighbours(ctx.size, path[path.length - 1]).filter((cell) => !path.includes(cell)));
    for (const cell of next) {
      path.push(cell);
      if (fits(path) && extend()) return true;
      path.pop();
      if (budget <= 0) return false;
    }
    return false;
  };
  return extend() ? path.slice() : null;
}

/** Up to `count` lines made by `line` (each may fail: null). */
function some(count: number, line: () => Constraint | null): Constraint[] {
  const out: Constraint[] = [];
  for (let i = 0; i < count; i++) {
    const c = line();
    if (c) out.push(c);
  }
  return out;
}

const digitsOf = (ctx: ClueContext, cells: readonly number[]) => cells.map((cell) => ctx.grid[cell]);
const sumOf = (ctx: ClueContext, cells: readonly number[]) => digitsOf(ctx, cells).reduce((a, b) => a + b, 0);

/** Killer cages of 1…5 orthogonally connected cells with distinct digits over about `cover` of the grid. */
export function killerCages(ctx: ClueContext, rng: Rng, sums: 'all' | 'none' | 'some', cover = 1): Constraint[] {
  const n = ctx.size;
  const taken = new Set<number>();
  const cages: Constraint[] = [];
  for (const seed of rng.shuffle(Array.from({ length: n * n }, (_, i) => i))) {
    if (taken.size >= cover * n * n) break;
    if (taken.has(seed)) continue;
    const target = rng.between(sums === 'none' ? 2 : 1, 5);
    const cage = [seed];
    taken.add(seed);
    while (cage.length < target) {
      const options = cage.flatMap((cell) =>
        neighbours(n, cell, ORTHOGONAL_STEPS).filter(
          (o) => !taken.has(o) && !cage.some((x) => ctx.grid[x] === ctx.grid[o]),
        ),
      );
      if (options.length === 0) break;
      const next = rng.pick(options);
      cage.push(next);
      taken.add(next);
    }
    if (sums === 'none' && cage.length < 2) continue;
    const withSum = sums === 'all' || (sums === 'some' && rng.chance(0.6));
    cages.push(withSum ? { type: 'killer', cells: cage, sum: sumOf(ctx, cage) } : { type: 'killer', cells: cage });
  }
  return cages;
}

/** The diagonal from an edge cell in direction (dr, dc), when the cell before it is outside the grid. */
export function diagonalFrom(size: number, start: number, dr: number, dc: number): number[] | null {
  let r = Math.floor(start / size);
  let c = start % size;
  const br = r - dr;
  const bc = c - dc;
  if (br >= 0 && br < size && bc >= 0 && bc < size) return null;
  const cells: number[] = [];
  while (r >= 0 && r < size && c >= 0 && c < size) {
    cells.push(r * size + c);
    r += dr;
    c += dc;
  }
  return cells;
}

/** Little killer clues: whole diagonals (2 cells or more) from outside the grid inward, with the grid's sum. */
export function littleKillers(ctx: ClueContext, rng: Rng, count: number): Constraint[] {
  const n = ctx.size;
  return some(count, () => {
    for (let tries = 0; tries < 50; tries++) {
      const start = rng.int(n * n);
      const [dr, dc] = rng.pick<[number, number]>([[1, 1], [1, -1], [-1, 1], [-1, -1]]);
      const cells = diagonalFrom(n, start, dr, dc);
      if (cells && cells.length >= 2) return { type: 'littleKiller', cells, sum: sumOf(ctx, cells) };
    }
    return null;
  });
}

/** Arrows: a one-cell circle or a pill of two orthogonal cells (in a random order), a shaft summing to it. */
export function arrows(ctx: ClueContext, rng: Rng, count: number, pills: boolean): Constraint[] {
  const n = ctx.size;
  return some(count, () => {
    for (let tries = 0; tries < 30; tries++) {
      const first = rng.int(n * n);
      const circle = [first];
      if (pills) circle.push(rng.pick(neighbours(n, first, ORTHOGONAL_STEPS)));
      const target = circle.reduce((value, cell) => value * 10 + ctx.grid[cell], 0);
      if (target > 4 * n) continue;
      const maxLength = Math.min(8, target);
      const length = rng.between(Math.max(1, Math.ceil(target / n)), maxLength);
      const anchor = circle[circle.length - 1];
      const shaft = randomPath(
        ctx,
        rng,
        length + 1,
        (path) => {
          if (path.length === 1) return path[0] === anchor;
          if (circle.includes(path[path.length - 1])) return false;
          const sum = sumOf(ctx, path.slice(1));
          return path.length === length + 1 ? sum === target : sum < target;
        },
        300,
      );
      if (shaft) return { type: 'arrow', circle, shaft: shaft.slice(1) };
    }
    return null;
  });
}

/** Sandwich clues on random rows and columns. */
export function sandwiches(ctx: ClueContext, rng: Rng, count: number): Constraint[] {
  const n = ctx.size;
  const lines = rng.shuffle(Array.from({ length: 2 * n }, (_, i) => i)).slice(0, count);
  return lines.map((i) => {
    const line = i < n ? 'row' : 'column';
    const index = i % n;
    const cells = Array.from({ length: n }, (_, j) => (line === 'row' ? index * n + j : j * n + index));
    const digits = digitsOf(ctx, cells);
    const a = digits.indexOf(1);
    const b = digits.indexOf(n);
    const sum = digits.slice(Math.min(a, b) + 1, Math.max(a, b)).reduce((x, y) => x + y, 0);
    return { type: 'sandwich', line, index, sum } as Constraint;
  });
}

/** The row or column a clue on `side` at `index` reads, in its order. */
function clueLine(n: number, side: ClueSide, index: number): number[] {
  return Array.from({ length: n }, (_, i) =>
    side === 'top' ? i * n + index : side === 'bottom' ? (n - 1 - i) * n + index : side === 'left' ? index * n + i : index * n + n - 1 - i,
  );
}

/** X-sum and skyscraper clues on `count` random sides of rows and columns, read from the grid. */
export function sideClues(ctx: ClueContext, rng: Rng, count: number, type: 'xSum' | 'skyscraper'): Constraint[] {
  const n = ctx.size;
  const sides: ClueSide[] = ['top', 'bottom', 'left', 'right'];
  const places = rng.shuffle(Array.from({ length: 4 * n }, (_, i) => i)).slice(0, count);
  return places.map((place) => {
    const side = sides[Math.floor(place / n)];
    const index = place % n;
    const digits = digitsOf(ctx, clueLine(n, side, index));
    if (type === 'xSum') return { type, side, index, sum: digits.slice(0, digits[0]).reduce((a, b) => a + b, 0) };
    let tallest = 0;
    let seen = 0;
    for (const d of digits) if (d > tallest) [tallest, seen] = [d, seen + 1];
    return { type, side, index, count: seen };
  });
}

/** Lines of one rule: random paths of 2…maxLength cells whose digits obey `obeys` (checked on every prefix). */
function lines(
  ctx: ClueContext,
  rng: Rng,
  count: number,
  minLength: number,
  maxLength: number,
  obeys: (digits: number[], path: number[]) => boolean,
  done: (digits: number[], path: number[]) => boolean,
  make: (cells: number[]) => Constraint,
): Constraint[] {
  return some(count, () => {
    for (let tries = 0; tries < 20; tries++) {
      const length = rng.between(minLength, maxLength);
      const path = randomPath(ctx, rng, length, (p) => {
        const digits = digitsOf(ctx, p);
        return obeys(digits, p) && (p.length < length || done(digits, p));
      });
      if (path) return make(path);
    }
    return null;
  });
}

const always = () => true;

/** Thermometers: strictly increasing paths from the bulb. */
export function thermometers(ctx: ClueContext, rng: Rng, count: number): Constraint[] {
  return lines(ctx, rng, count, 2, Math.min(6, ctx.size), (d) => d.length < 2 || d[d.length - 1] > d[d.length - 2], always, (cells) => ({
    type: 'thermometer',
    cells,
  }));
}

/** Slow thermometers: never decreasing paths; at least one repeated digit when the grid allows. */
export function slowThermometers(ctx: ClueContext, rng: Rng, count: number): Constraint[] {
  return lines(ctx, rng, count, 3, 7, (d) => d.length < 2 || d[d.length - 1] >= d[d.length - 2], always, (cells) => ({
    type: 'slowThermometer',
    cells,
  }));
}

/** German whispers: neighbours on the path differ by at least the difference (the default, or 1 less/more now and then). */
export function whispers(ctx: ClueContext, rng: Rng, count: number): Constraint[] {
  const standard = defaultWhispersDifference(ctx.size);
  return some(count, () => {
    const difference = rng.chance(0.7) ? standard : rng.between(2, standard);
    const [line] = lines(
      ctx,
      rng,
      1,
      3,
      7,
      (d) => d.length < 2 || Math.abs(d[d.length - 1] - d[d.length - 2]) >= difference,
      always,
      (cells) => (difference === standard && rng.chance(0.5) ? { type: 'whispers', cells } : { type: 'whispers', cells, difference }),
    );
    return line ?? null;
  });
}

/**
 * Entropic or modular lines: paths of 2…6 cells where each cell's class (rank, or remainder mod
 * 3) differs from those of the two cells before it.
 */
export function classLines(ctx: ClueContext, rng: Rng, count: number, type: 'entropic' | 'modular'): Constraint[] {
  const classOf = type === 'entropic' ? (d: number) => entropicClass(ctx.size, d) : (d: number) => d % 3;
  const fresh = (d: number[]) => {
    const last = classOf(d[d.length - 1]);
    return d.slice(-3, -1).every((x) => classOf(x) !== last);
  };
  return lines(ctx, rng, count, 2, 6, fresh, always, (cells) => ({ type, cells }));
}

/** Nabner lines: paths of 2…4 cells whose digits differ by 2 or more, any two of them. */
export function nabners(ctx: ClueContext, rng: Rng, count: number): Constraint[] {
  const apart = (d: number[]) => d.slice(0, -1).every((x) => Math.abs(x - d[d.length - 1]) >= 2);
  return lines(ctx, rng, count, 2, Math.min(4, Math.ceil(ctx.size / 2)), apart, always, (cells) => ({ type: 'nabner', cells }));
}

/** Zipper lines: paths of 3…5 cells whose pairs about the middle add up to one sum (the middle's digit when odd). */
export function zippers(ctx: ClueContext, rng: Rng, count: number): Constraint[] {
  const zipped = (d: number[]) => {
    const last = d.length - 1;
    const sum = d.length % 2 === 1 ? d[last / 2] : d[0] + d[last];
    for (let i = 0; i < last - i; i++) if (d[i] + d[last - i] !== sum) return false;
    return true;
  };
  return lines(ctx, rng, count, 3, 5, always, zipped, (cells) => ({ type: 'zipper', cells }));
}

/** Double arrows: paths of 3…5 cells whose ends add up to the cells between them. */
export function doubleArrows(ctx: ClueContext, rng: Rng, count: number): Constraint[] {
  const balanced = (d: number[]) => d[0] + d[d.length - 1] === d.slice(1, -1).reduce((a, b) => a + b, 0);
  return lines(ctx, rng, count, 3, 5, always, balanced, (cells) => ({ type: 'doubleArrow', cells }));
}

/** Renban lines: distinct digits forming a consecutive run. */
export function renbans(ctx: ClueContext, rng: Rng, count: number): Constraint[] {
  return some(count, () => {
    const length = rng.between(2, Math.min(5, ctx.size - 1));
    const [line] = lines(
      ctx,
      rng,
      1,
      length,
      length,
      (d) => new Set(d).size === d.length && Math.max(...d) - Math.min(...d) <= length - 1,
      always,
      (cells) => ({ type: 'renban', cells }),
    );
    return line ?? null;
  });
}

/** Between lines: paths of 3…5 cells whose cells between the ends lie strictly between the ends' digits. */
export function betweenLines(ctx: ClueContext, rng: Rng, count: number): Constraint[] {
  // every digit after the first on one side of it; the last beyond all between, on that side
  const oneSide = (d: number[]) => d.slice(1).every((x) => x > d[0]) || d.slice(1).every((x) => x < d[0]);
  const beyond = (d: number[]) => {
    const inner = d.slice(1, -1);
    const end = d[d.length - 1];
    return end > d[0] ? end > Math.max(...inner) : end < Math.min(...inner);
  };
  return lines(ctx, rng, count, 3, 5, oneSide, beyond, (cells) => ({ type: 'between', cells }));
}

/** Lockout lines: paths of 2…5 cells whose ends are ⌊N/2⌋ or more apart, the cells between outside their range. */
export function lockouts(ctx: ClueContext, rng: Rng, count: number): Constraint[] {
  const locked = (d: number[]) => {
    const lo = Math.min(d[0], d[d.length - 1]);
    const hi = Math.max(d[0], d[d.length - 1]);
    return hi - lo >= Math.floor(ctx.size / 2) && d.slice(1, -1).every((x) => x < lo || x > hi);
  };
  return lines(ctx, rng, count, 2, 5, always, locked, (cells) => ({ type: 'lockout', cells }));
}

/** Palindromes: paths of 3…5 cells reading the same both ways. */
export function palindromes(ctx: ClueContext, rng: Rng, count: number): Constraint[] {
  return some(count, () => {
    const length = rng.between(3, 5);
    const [line] = lines(
      ctx,
      rng,
      1,
      length,
      length,
      (d) => {
        const i = d.length - 1;
        const mirror = length - 1 - i;
        return i <= mirror || d[i] === d[mirror];
      },
      always,
      (cells) => ({ type: 'palindrome', cells }),
    );
    return line ?? null;
  });
}

/** Segments of a path cut at region borders. */
export function segmentsOf(labels: readonly number[], cells: readonly number[]): number[][] {
  const segments: number[][] = [];
  cells.forEach((cell, i) => {
    if (i > 0 && labels[cell] === labels[cells[i - 1]]) segments[segments.length - 1].push(cell);
    else segments.push([cell]);
  });
  return segments;
}

/** Region-sum lines: paths of 3…7 cells crossing at least one region border, every segment with one sum. */
export function regionSumLines(ctx: ClueContext, rng: Rng, count: number): Constraint[] {
  return lines(
    ctx,
    rng,
    count,
    3,
    7,
    always,
    (_, path) => {
      const sums = segmentsOf(ctx.labels, path).map((s) => sumOf(ctx, s));
      return sums.length >= 2 && sums.every((s) => s === sums[0]);
    },
    (cells) => ({ type: 'regionSum', cells }),
  );
}

/**
 * Kropki dots. 'all': every white (difference 1) and black (ratio 2) dot the grid has, a 1-2
 * pair taking either colour, plus the negative rules (non-consecutive, negative black).
 * 'some': a `share` of those (about half by default), some with other values (white 2 or 3,
 * black 3), no negative rule.
 */
export function kropkiDots(ctx: ClueContext, rng: Rng, mode: 'all' | 'some', share = 0.5): Constraint[] {
  const out: Constraint[] = [];
  for (const [a, b] of orthogonalPairsOf(ctx.size)) {
    const x = ctx.grid[a];
    const y = ctx.grid[b];
    const cells: [number, number] = rng.chance(0.5) ? [a, b] : [b, a];
    const white = Math.abs(x - y) === 1;
    const black = x === 2 * y || y === 2 * x;
    if (mode === 'some' && !rng.chance(share)) continue;
    if (white && (!black || rng.chance(0.5))) {
      out.push(rng.chance(0.5) ? { type: 'kropki', color: 'white', cells } : { type: 'kropki', color: 'white', cells, value: 1 });
    } else if (black) {
      out.push(rng.chance(0.5) ? { type: 'kropki', color: 'black', cells } : { type: 'kropki', color: 'black', cells, value: 2 });
    } else if (mode === 'some') {
      const difference = Math.abs(x - y);
      if (difference <= 3 && rng.chance(0.3)) out.push({ type: 'kropki', color: 'white', cells, value: difference });
      else if ((x === 3 * y || y === 3 * x) && rng.chance(0.6)) out.push({ type: 'kropki', color: 'black', cells, value: 3 });
    }
  }
  if (mode === 'all') out.push({ type: 'nonConsecutive' }, { type: 'negativeBlack' });
  return out;
}

/** X (sum 10) and V (sum 5) marks. 'all': every one the grid has, plus negative XV; 'some': about half. */
export function xvMarks(ctx: ClueContext, rng: Rng, mode: 'all' | 'some'): Constraint[] {
  const out: Constraint[] = [];
  for (const [a, b] of orthogonalPairsOf(ctx.size)) {
    const sum = ctx.grid[a] + ctx.grid[b];
    if (sum !== 5 && sum !== 10) continue;
    if (mode === 'some' && !rng.chance(0.5)) continue;
    out.push({ type: 'xv', cells: rng.chance(0.5) ? [a, b] : [b, a], sum });
  }
  if (mode === 'all') out.push({ type: 'negativeXV' });
  return out;
}

/** Odd and even cells: about 2N cells marked, as one `odd` and one `even` constraint. */
export function parityCells(ctx: ClueContext, rng: Rng): Constraint[] {
  const n = ctx.size;
  const cells = rng.shuffle(Array.from({ length: n * n }, (_, i) => i)).slice(0, 2 * n);
  const odd = cells.filter((cell) => ctx.grid[cell] % 2 === 1);
  const even = cells.filter((cell) => ctx.grid[cell] % 2 === 0);
  const out: Constraint[] = [];
  if (odd.length > 0) out.push({ type: 'odd', cells: odd });
  if (even.length > 0) out.push({ type: 'even', cells: even });
  return out;
}

/** Minimum and maximum cells: about half of the grid's local minima and maxima (less or greater than every orthogonal neighbour). */
export function extremumCells(ctx: ClueContext, rng: Rng): Constraint[] {
  const n = ctx.size;
  const minimum: number[] = [];
  const maximum: number[] = [];
  for (const cell of rng.shuffle(Array.from({ length: n * n }, (_, i) => i))) {
    const next = neighbours(n, cell, ORTHOGONAL_STEPS).map((other) => ctx.grid[other]);
    if (!rng.chance(0.5)) continue;
    if (next.every((d) => d > ctx.grid[cell])) minimum.push(cell);
    else if (next.every((d) => d < ctx.grid[cell])) maximum.push(cell);
  }
  const out: Constraint[] = [];
  if (minimum.length > 0) out.push({ type: 'minimum', cells: minimum });
  if (maximum.length > 0) out.push({ type: 'maximum', cells: maximum });
  return out;
}

/** Indexer cells of one type: about half of the cells whose digit points at a cell holding their row, column or position. */
export function indexerCells(ctx: ClueContext, rng: Rng, type: 'rowIndexer' | 'columnIndexer' | 'boxIndexer'): Constraint[] {
  const n = ctx.size;
  const labels = ctx.labels;
  const cells: number[] = [];
  for (let x = 0; x < n * n; x++) {
    const r = Math.floor(x / n);
    const c = x % n;
    const v = ctx.grid[x];
    const region = Array.from({ length: n * n }, (_, cell) => cell).filter((cell) => labels[cell] === labels[x]);
    const [target, own] =
      type === 'columnIndexer' ? [r * n + v - 1, c + 1] : type === 'rowIndexer' ? [(v - 1) * n + c, r + 1] : [region[v - 1], region.indexOf(x) + 1];
    if (ctx.grid[target] === own && rng.chance(0.5)) cells.push(x);
  }
  return cells.length === 0 ? [] : [{ type, cells: rng.shuffle(cells) }];
}

/** Clones of 1…3 connected cells: a shape and a copy moved by some step where the grid has the same digits. */
export function clones(ctx: ClueContext, rng: Rng, count: number): Constraint[] {
  const n = ctx.size;
  return some(count, () => {
    const shape = [rng.int(n * n)];
    for (let length = rng.between(1, 3); shape.length < length; ) {
      const [dr, dc] = rng.pick(ORTHOGONAL_STEPS);
      const last = shape[shape.length - 1];
      const r = Math.floor(last / n) + dr;
      const c = (last % n) + dc;
      if (r < 0 || r >= n || c < 0 || c >= n || shape.includes(r * n + c)) break;
      shape.push(r * n + c);
    }
    const copies: number[][] = [];
    for (let dr = -n + 1; dr < n; dr++) {
      for (let dc = -n + 1; dc < n; dc++) {
        if (dr === 0 && dc === 0) continue;
        const copy = shifted(n, shape, dr, dc);
        if (copy && copy.every((cell, i) => ctx.grid[cell] === ctx.grid[shape[i]])) copies.push(copy);
      }
    }
    return copies.length === 0 ? null : { type: 'clone', cells: shape, clone: rng.pick(copies) };
  });
}

/** Quadruples: 2×2 blocks with 1…4 of their digits listed. */
export function quadruples(ctx: ClueContext, rng: Rng, count: number): Constraint[] {
  const n = ctx.size;
  return some(count, () => {
    const r = rng.int(n - 1);
    const c = rng.int(n - 1);
    const cells = [r * n + c, r * n + c + 1, (r + 1) * n + c, (r + 1) * n + c + 1];
    const digits = rng.shuffle(cells.map((cell) => ctx.grid[cell])).slice(0, rng.between(1, 4));
    return { type: 'quadruple', cells, digits };
  });
}

// ---- families ----

/** The rules a random grid must obey before any clue is read from it. */
export interface Layout {
  /** Jigsaw regions: 'jigsaw' for random ones made to fit the grid ({@link randomRegions}). */
  regions?: 'jigsaw';
  constraints: Constraint[];
}

/** Which relabellings of digits keep a family's puzzles valid (for the property tests). */
export type Relabelling =
  /** any permutation of 1…N */
  | 'any'
  /** d ↦ N+1−d, with the clues rewritten (./transform.ts `complementPuzzle`) */
  | 'complement'
  /** neither */
  | 'none';

/** One kind of generated puzzle. */
export interface Family {
  /** Names the family in test titles. */
  readonly name: string;
  /** The sizes it is generated for. */
  readonly sizes: readonly VariantSize[];
  /** Digit relabellings that keep its puzzles valid. */
  readonly relabelling: Relabelling;
  /** Whole-grid rules and regions. */
  layout(size: VariantSize, rng: Rng): Layout;
  /** Clues read from the solution grid (none for whole-grid rules). */
  clues(ctx: ClueContext, rng: Rng): Constraint[];
}

const noClues = (): Constraint[] => [];
const classicLayout = (): Layout => ({ constraints: [] });

/** Windoku windows on 9×9; elsewhere one or two extra regions of random cells (2…N of them). */
function extraRegions(size: VariantSize, rng: Rng): Constraint[] {
  if (size === 9 && rng.chance(0.5)) {
    return [1, 5].flatMap((r0) =>
      [1, 5].map((c0) => ({
        type: 'extraRegion' as const,
        cells: Array.from({ length: 9 }, (_, i) => (r0 + Math.floor(i / 3)) * 9 + c0 + (i % 3)),
      })),
    );
  }
  return some(rng.between(1, 2), () => ({
    type: 'extraRegion',
    cells: rng.shuffle(Array.from({ length: size * size }, (_, i) => i)).slice(0, rng.between(2, size)),
  }));
}

function diagonals(rng: Rng): Constraint[] {
  const which = rng.int(3);
  const out: Constraint[] = [];
  if (which !== 1) out.push({ type: 'diagonal', direction: 'main' });
  if (which !== 0) out.push({ type: 'diagonal', direction: 'anti' });
  return out;
}

const wholeGrid = (name: string, relabelling: Relabelling, layout: (size: VariantSize, rng: Rng) => Layout, sizes = SIZES): Family => ({
  name,
  sizes,
  relabelling,
  layout,
  clues: noClues,
});

const clueFamily = (
  name: string,
  relabelling: Relabelling,
  clues: (ctx: ClueContext, rng: Rng) => Constraint[],
  sizes = SIZES,
): Family => ({ name, sizes, relabelling, layout: classicLayout, clues });

/**
 * Every family of generated puzzles: one per rule (kropki and XV twice: every mark with the
 * negative rule, some marks without it), then combinations. `sizes` leaves out only what cannot
 * exist, as the plain counter proved on the empty grid: no 4×4 grid is non-consecutive or
 * anti-king, no 6×6 grid is anti-king with a diagonal; and no X fits on 4×4.
 */
export const FAMILIES: readonly Family[] = [
  wholeGrid('classic', 'any', classicLayout),
  wholeGrid('jigsaw', 'any', () => ({ regions: 'jigsaw', constraints: [] })),
  wholeGrid('extra regions', 'any', (size, rng) => ({ constraints: extraRegions(size, rng) })),
  wholeGrid('disjoint groups', 'any', () => ({ constraints: [{ type: 'disjointGroups' }] })),
  wholeGrid('diagonals', 'any', (_, rng) => ({ constraints: diagonals(rng) })),
  wholeGrid('anti-knight', 'any', () => ({ constraints: [{ type: 'antiKnight' }] })),
  wholeGrid('anti-king', 'any', () => ({ constraints: [{ type: 'antiKing' }] }), [5, 6, 7, 8, 9]),
  wholeGrid('non-consecutive', 'complement', () => ({ constraints: [{ type: 'nonConsecutive' }] }), [5, 6, 7, 8, 9]),
  clueFamily('killer', 'complement', (ctx, rng) => killerCages(ctx, rng, 'all', rng.pick([0.5, 1]))),
  clueFamily('killer without sums', 'any', (ctx, rng) => killerCages(ctx, rng, 'none', 0.6)),
  clueFamily('killer, some sums', 'complement', (ctx, rng) => killerCages(ctx, rng, 'some', 1)),
  clueFamily('little killer', 'complement', (ctx, rng) => littleKillers(ctx, rng, ctx.size)),
  clueFamily('arrow', 'none', (ctx, rng) => arrows(ctx, rng, ctx.size, false)),
  clueFamily('arrow with pills', 'none', (ctx, rng) => [...arrows(ctx, rng, Math.ceil(ctx.size / 3), true), ...arrows(ctx, rng, 2, false)]),
  clueFamily('sandwich', 'none', (ctx, rng) => sandwiches(ctx, rng, ctx.size)),
  clueFamily('X-sum', 'none', (ctx, rng) => sideClues(ctx, rng, ctx.size, 'xSum')),
  clueFamily('skyscraper', 'none', (ctx, rng) => sideClues(ctx, rng, ctx.size, 'skyscraper')),
  clueFamily('thermometer', 'complement', (ctx, rng) => thermometers(ctx, rng, ctx.size)),
  clueFamily('slow thermometer', 'complement', (ctx, rng) => slowThermometers(ctx, rng, ctx.size)),
  clueFamily('whispers', 'complement', (ctx, rng) => whispers(ctx, rng, ctx.size)),
  clueFamily('renban', 'complement', (ctx, rng) => renbans(ctx, rng, ctx.size)),
  clueFamily('palindrome', 'any', (ctx, rng) => palindromes(ctx, rng, ctx.size)),
  clueFamily('region sum', 'none', (ctx, rng) => regionSumLines(ctx, rng, ctx.size)),
  clueFamily('between lines', 'complement', (ctx, rng) => betweenLines(ctx, rng, ctx.size)),
  clueFamily('entropic lines', 'complement', (ctx, rng) => classLines(ctx, rng, ctx.size, 'entropic')),
  clueFamily('modular lines', 'complement', (ctx, rng) => classLines(ctx, rng, ctx.size, 'modular')),
  clueFamily('nabner lines', 'complement', (ctx, rng) => nabners(ctx, rng, ctx.size)),
  clueFamily('zipper lines', 'none', (ctx, rng) => zippers(ctx, rng, ctx.size)),
  clueFamily('double arrows', 'none', (ctx, rng) => doubleArrows(ctx, rng, ctx.size)),
  clueFamily('lockout lines', 'complement', (ctx, rng) => lockouts(ctx, rng, ctx.size)),
  clueFamily('kropki, every dot', 'none', (ctx, rng) => kropkiDots(ctx, rng, 'all')),
  clueFamily('kropki, some dots', 'none', (ctx, rng) => kropkiDots(ctx, rng, 'some')),
  clueFamily('XV, every mark', 'none', (ctx, rng) => xvMarks(ctx, rng, 'all')),
  clueFamily('XV, some marks', 'none', (ctx, rng) => xvMarks(ctx, rng, 'some')),
  clueFamily('odd/even', 'complement', (ctx, rng) => parityCells(ctx, rng)),
  clueFamily('minimum/maximum', 'complement', (ctx, rng) => extremumCells(ctx, rng)),
  clueFamily('clone', 'any', (ctx, rng) => clones(ctx, rng, ctx.size)),
  clueFamily('indexers', 'none', (ctx, rng) => [
    ...indexerCells(ctx, rng, 'rowIndexer'),
    ...indexerCells(ctx, rng, 'columnIndexer'),
    ...indexerCells(ctx, rng, 'boxIndexer'),
  ]),
  clueFamily('quadruple', 'complement', (ctx, rng) => quadruples(ctx, rng, ctx.size)),
  {
    name: 'jigsaw killer with region sums',
    sizes: SIZES,
    relabelling: 'none',
    layout: () => ({ regions: 'jigsaw', constraints: [] }),
    clues: (ctx, rng) => [...killerCages(ctx, rng, 'some', 0.5), ...regionSumLines(ctx, rng, 2)],
  },
  {
    name: 'diagonals, anti-king, thermometers, arrows',
    sizes: [5, 7, 8, 9],
    relabelling: 'none',
    layout: (_, rng) => ({ constraints: [...diagonals(rng), { type: 'antiKing' }] }),
    clues: (ctx, rng) => [...thermometers(ctx, rng, 3), ...arrows(ctx, rng, 2, rng.chance(0.5))],
  },
  {
    name: 'anti-knight, kropki, XV, odd/even',
    sizes: SIZES,
    relabelling: 'none',
    layout: () => ({ constraints: [{ type: 'antiKnight' }] }),
    clues: (ctx, rng) => [...kropkiDots(ctx, rng, 'some'), ...xvMarks(ctx, rng, 'some'), ...parityCells(ctx, rng)],
  },
  {
    name: 'extra regions, disjoint groups, sandwich, little killer, whispers',
    sizes: SIZES,
    relabelling: 'none',
    layout: (size, rng) => ({ constraints: [...extraRegions(size, rng), { type: 'disjointGroups' }] }),
    clues: (ctx, rng) => [...sandwiches(ctx, rng, 3), ...littleKillers(ctx, rng, 2), ...whispers(ctx, rng, 2)],
  },
  {
    name: 'non-consecutive, palindromes, renban, slow thermometers',
    sizes: [5, 6, 7, 8, 9],
    relabelling: 'complement',
    layout: () => ({ constraints: [{ type: 'nonConsecutive' }] }),
    clues: (ctx, rng) => [...palindromes(ctx, rng, 2), ...renbans(ctx, rng, 2), ...slowThermometers(ctx, rng, 2)],
  },
];

// ---- puzzles with a known kind of count ----

/** The kinds of count a generated puzzle is made to have. */
export type CountKind = 'none' | 'unique' | 'several';

/** A generated puzzle and what the plain counter settled about it. */
export interface Generated {
  readonly puzzle: VariantPuzzle;
  readonly kind: CountKind;
  /** The grid the clues were read from (a solution unless the kind is 'none'). */
  readonly grid: Uint8Array;
  /** The plain counter's answer at limit 2. */
  readonly plain: PlainResult;
}

/** The three puzzles of one seed: a unique one, one with several solutions, one with none (each may be missing). */
export type GeneratedSet = Partial<Record<CountKind, Generated>>;

/** A base puzzle, its grid and its layout, from one seed. */
export function generateBase(fam: Family, size: VariantSize, rng: Rng, gridBudget = 3_000) {
  // several short tries: a random search for a grid either succeeds fast or wanders (and a random
  // jigsaw layout may have no grid at all), so restarting with a new layout pays
  for (let attempt = 0; attempt < 40; attempt++) {
    const layout = fam.layout(size, rng);
    const grid = randomGrid(emptyPuzzle(size, layout.constraints), rng, gridBudget * (1 + Math.floor(attempt / 10)));
    if (!grid) continue;
    const regions = layout.regions === 'jigsaw' ? randomRegions(size, rng, grid) : undefined;
    const ctx: ClueContext = { size, grid, labels: regionLabels({ size, regions }) };
    const puzzle = emptyPuzzle(size, [...layout.constraints, ...fam.clues(ctx, rng)], regions);
    return { puzzle, grid };
  }
  return null;
}

/**
 * Generates the puzzles of one seed (see the header). A kind is missing when the plain counter
 * could not settle it within `budget` nodes per count.
 */
export function generatePuzzles(fam: Family, size: VariantSize, seed: number, budget = 20_000): GeneratedSet {
  const rng = new Rng(seed);
  const made = generateBase(fam, size, rng);
  if (!made) return {};
  const { grid, puzzle } = made;
  const out: GeneratedSet = {};
  const cells = size * size;
  const givens = new Uint8Array(cells);
  // a random few givens to start from: fewer where the clues already say much
  const start = Math.floor(cells * (fam.clues === noClues ? 0.3 : 0.1) * rng.between(2, 8) / 5);
  for (const cell of rng.shuffle(Array.from({ length: cells }, (_, i) => i)).slice(0, start)) givens[cell] = grid[cell];

  for (let step = 0; step < cells; step++) {
    const p = { ...puzzle, givens: givensText(givens) };
    const found = plainCount(p, 2, { budget });
    if (!found.settled) {
      // too hard for the plain counter: give more digits and go on
      for (const cell of rng.shuffle(Array.from({ length: cells }, (_, i) => i)).slice(0, size)) givens[cell] = grid[cell];
      continue;
    }
    if (found.count === 1) {
      out.unique = { puzzle: p, kind: 'unique', grid, plain: found };
      break;
    }
    if (found.count === 0) throw new Error(`generator: a puzzle built on its own grid has no solution: ${JSON.stringify(p)}`);
    out.several = { puzzle: p, kind: 'several', grid, plain: found };
    const differing = found.solutions.flatMap((s) => Array.from(s).flatMap((v, cell) => (v !== grid[cell] ? [cell] : [])));
    const cell = rng.pick(differing);
    givens[cell] = grid[cell];
  }
  if (!out.several) {
    // already unique: drop clues (then givens) one at a time until a second solution appears
    const dropped = dropUntilSeveral(out.unique?.puzzle ?? { ...puzzle, givens: givensText(givens) }, rng, budget);
    if (dropped) out.several = { puzzle: dropped.puzzle, kind: 'several', grid, plain: dropped.found };
  }
  // a clue changed in the puzzle with several solutions, else in the unique one (likelier to leave none)
  for (const base of [out.several, out.unique]) {
    const none = base && breakPuzzle(base.puzzle, grid, rng, budget);
    if (none) {
      out.none = { puzzle: none.puzzle, kind: 'none', grid, plain: none.found };
      break;
    }
  }
  return out;
}

/**
 * Removes constraints or a third of the givens at a time, in random order, until the plain
 * counter finds 2+ solutions (large steps: proving "still unique" costs a whole search, finding
 * two solutions little).
 */
function dropUntilSeveral(p: VariantPuzzle, rng: Rng, budget: number): { puzzle: VariantPuzzle; found: PlainResult } | null {
  let current = p;
  for (let step = 0; step < 20; step++) {
    const givens = Array.from(current.givens);
    const filled = rng.shuffle(givens.flatMap((ch, cell) => (ch === '.' ? [] : [cell])));
    let next: VariantPuzzle;
    if (current.constraints.length > 0 && (filled.length === 0 || rng.chance(0.5))) {
      // a rule type first, then one of its constraints: a lone negative rule among a hundred dots gets its turn
      const type = rng.pick([...new Set(current.constraints.map((k) => k.type))]);
      const ofType = current.constraints.flatMap((k, i) => (k.type === type ? [i] : []));
      const constraints = current.constraints.slice();
      constraints.splice(rng.pick(ofType), 1);
      next = { ...current, constraints };
    } else if (filled.length > 0) {
      for (const cell of filled.slice(0, Math.ceil(filled.length / 3))) givens[cell] = '.';
      next = { ...current, givens: givens.join('') };
    } else {
      return null;
    }
    const found = plainCount(next, 2, { budget });
    if (!found.settled) return null;
    if (found.count >= 2) return { puzzle: next, found };
    // dropping a dot under a negative rule can leave no solution: keep the puzzle we had then
    if (found.count === 1) current = next;
  }
  return null;
}

/** Moves every cell of a list by (dr, dc); null when one leaves the grid. */
function shifted(size: number, cells: readonly number[], dr: number, dc: number): number[] | null {
  const out: number[] = [];
  for (const cell of cells) {
    const r = Math.floor(cell / size) + dr;
    const c = (cell % size) + dc;
    if (r < 0 || r >= size || c < 0 || c >= size) return null;
    out.push(r * size + c);
  }
  return out;
}

/** The rule types {@link changedClue} can change (every one with cells or a number). */
const CHANGEABLE = new Set<string>([
  'killer', 'littleKiller', 'sandwich', 'arrow', 'thermometer', 'slowThermometer', 'whispers', 'renban',
  'palindrome', 'regionSum', 'extraRegion', 'kropki', 'xv', 'odd', 'even', 'minimum', 'maximum', 'clone', 'quadruple', 'between', 'xSum', 'skyscraper',
]);

/** One changed clue of a constraint (a sum moved, a line moved by a cell, a colour swapped…), or null. */
function changedClue(k: Constraint, size: VariantSize, rng: Rng): Constraint | null {
  const [dr, dc] = rng.pick(ORTHOGONAL_STEPS);
  const move = (cells: number[]) => shifted(size, cells, dr, dc);
  const delta = rng.pick([-2, -1, 1, 2]);
  switch (k.type) {
    case 'killer': {
      // a new sum stays one that k distinct digits can make, so the puzzle stays well-formed
      const cells = k.cells.length;
      const sum = (k.sum ?? 0) + delta;
      if (k.sum !== undefined && rng.chance(0.6)) {
        return sum >= (cells * (cells + 1)) / 2 && sum <= cells * size - (cells * (cells - 1)) / 2 ? { ...k, sum } : null;
      }
      return move(k.cells) && { ...k, cells: move(k.cells)! };
    }
    case 'littleKiller': {
      const sum = k.sum + delta;
      return sum >= k.cells.length && sum <= k.cells.length * size ? { ...k, sum } : null;
    }
    case 'xSum': {
      const sum = k.sum + delta;
      return sum >= 1 && sum <= (size * (size + 1)) / 2 ? { ...k, sum } : null;
    }
    case 'skyscraper': {
      const count = k.count + Math.sign(delta);
      return count >= 1 && count <= size ? { ...k, count } : null;
    }
    case 'sandwich': {
      const sum = k.sum + delta;
      return sum >= 0 && sum <= (size * (size - 1)) / 2 - 1 ? { ...k, sum } : null;
    }
    case 'arrow': {
      if (k.shaft.length >= 2 && rng.chance(0.5)) return { ...k, shaft: k.shaft.slice(0, -1) };
      const circle = move(k.circle);
      const shaft = move(k.shaft);
      return circle && shaft ? { ...k, circle, shaft } : null;
    }
    case 'thermometer':
    case 'slowThermometer':
      return rng.chance(0.5) ? { ...k, cells: k.cells.slice().reverse() } : move(k.cells) && { ...k, cells: move(k.cells)! };
    case 'whispers':
    case 'renban':
    case 'palindrome':
    case 'regionSum':
    case 'extraRegion':
    case 'between':
    case 'entropic':
    case 'modular':
    case 'nabner':
    case 'zipper':
    case 'doubleArrow':
    case 'lockout':
      return move(k.cells) && { ...k, cells: move(k.cells)! };
    case 'kropki':
      return k.color === 'white' ? { type: 'kropki', color: 'black', cells: k.cells } : { type: 'kropki', color: 'white', cells: k.cells };
    case 'xv':
      return { ...k, sum: k.sum === 5 ? 10 : 5 };
    case 'odd':
      return { ...k, type: 'even' };
    case 'even':
      return { ...k, type: 'odd' };
    case 'minimum':
      return { ...k, type: 'maximum' };
    case 'maximum':
      return { ...k, type: 'minimum' };
    case 'clone':
      return move(k.clone) && { ...k, clone: move(k.clone)! };
    case 'rowIndexer':
      return { ...k, type: 'columnIndexer' };
    case 'columnIndexer':
      return { ...k, type: 'boxIndexer' };
    case 'boxIndexer':
      return { ...k, type: 'rowIndexer' };
    case 'quadruple':
      return { ...k, digits: k.digits.map((d) => (d % size) + 1) };
    default:
      return null;
  }
}

/**
 * A puzzle with no solution made from `p`: one clue changed (or, where no clue can change, one
 * given set to a digit its row, column and region do not already hold), proved by the plain counter.
 */
export function breakPuzzle(
  p: VariantPuzzle,
  grid: Uint8Array,
  rng: Rng,
  budget: number,
): { puzzle: VariantPuzzle; found: PlainResult } | null {
  const n = p.size;
  for (let tries = 0; tries < 15; tries++) {
    let next: VariantPuzzle | null = null;
    // whole-grid rules (anti-knight, …) have no clue to change: then a given changes
    const clues = p.constraints.flatMap((k, i) => (CHANGEABLE.has(k.type) ? [i] : []));
    if (clues.length > 0 && rng.chance(0.75)) {
      const i = rng.pick(clues);
      const changed = changedClue(p.constraints[i], n, rng);
      if (changed) next = { ...p, constraints: p.constraints.map((k, j) => (j === i ? changed : k)) };
    } else {
      const givens = Array.from(p.givens);
      const empty = givens.flatMap((ch, cell) => (ch === '.' ? [cell] : []));
      if (empty.length === 0) continue;
      const cell = rng.pick(empty);
      const digit = rng.between(1, n);
      if (digit === grid[cell]) continue;
      givens[cell] = String(digit);
      next = { ...p, givens: givens.join('') };
      // a given that breaks a rule at once makes a dull puzzle: keep those that fit
      const digits = givenDigits(next);
      if (!puzzleChecks(next).every((check) => check.holds(digits))) continue;
    }
    if (!next) continue;
    const found = plainCount(next, 1, { budget });
    if (found.settled && found.count === 0) return { puzzle: next, found };
  }
  return null;
}

