/**
 * What the compiler reuses from one puzzle to the next: the cell pairs of the pair rules per
 * size, and the houses and peers of a region layout (the standard boxes of a size, or a jigsaw
 * layout met recently). Compiling is part of the measured time of every puzzle, so none of
 * this is rebuilt per puzzle.
 *
 * Owns: the pair lists (orthogonal neighbours, knight's moves, diagonal king's moves), the
 * {@link Layout} of a region labelling and their caches. Does not own: box shapes and
 * neighbour tests (../grid.ts), what a rule makes of any of it (./index.ts).
 *
 * Cells are r·N + c. Pair lists hold each unordered pair once as (a, b) with a < b, flattened.
 * Cell sets are 3 words of 32 bits (cell 32·j + i is bit i of word j), enough for 81 cells:
 *
 *   peerBits[3c … 3c+2]    the cells that share a row, column or region with c (not c)
 *   houseMasks[3h … 3h+2]  the cells of house h
 */
import { bitCount } from '../../engine/bitmask-ts/bits.js';
import { variantGrid } from '../grid.js';
import type { VariantSize } from '../model.js';

/** The cached pair lists of one size. */
export interface VariantGeometry {
  readonly N: number;
  readonly C: number;
  /** Orthogonal neighbour pairs (a, b), a < b. */
  readonly orthogonal: Int32Array;
  /** Knight's-move pairs (a, b), a < b. */
  readonly knight: Int32Array;
  /** King's-move pairs that are diagonal neighbours (a, b), a < b (orthogonal ones share a row or column). */
  readonly kingDiagonal: Int32Array;
  /** Row and column of each cell. */
  readonly rowOf: Int32Array;
  readonly columnOf: Int32Array;
  /** The diagonals: top-left to bottom-right, bottom-left to top-right. */
  readonly mainDiagonal: Int32Array;
  readonly antiDiagonal: Int32Array;
  /**
   * Runs of k = 2 … N − 1 neighbouring rows (axis 0) or columns (axis 1) from line `first`,
   * and their cells as a cell set (for ./derive.ts): the rows' runs first, by k, then the
   * columns'.
   */
  readonly bands: readonly { axis: 0 | 1; first: number; k: number; cellSet: Uint32Array }[];
}

const geometries = new Map<number, VariantGeometry>();

/** The pair lists of side N, built on first use. */
export function variantGeometry(N: VariantSize): VariantGeometry {
  let geo = geometries.get(N);
  if (!geo) {
    geo = buildGeometry(N);
    geometries.set(N, geo);
  }
  return geo;
}

/** Pairs (a, b), a < b, of cells offset by one of the (dr, dc) steps. */
function pairsOf(N: number, steps: readonly (readonly [number, number])[]): Int32Array {
  const out: number[] = [];
  for (let r = 0; r < N; r++) {
    for (let c = 0; c < N; c++) {
      for (const [dr, dc] of steps) {
        const r2 = r + dr;
        const c2 = c + dc;
        if (r2 < 0 || r2 >= N || c2 < 0 || c2 >= N) continue;
        const a = r * N + c;
        const b = r2 * N + c2;
        if (a < b) out.push(a, b);
      }
    }
  }
  return Int32Array.from(out);
}

function buildGeometry(N: VariantSize): VariantGeometry {
  const bands: { axis: 0 | 1; first: number; k: number; cellSet: Uint32Array }[] = [];
  for (const axis of [0, 1] as const) {
    for (let k = 2; k < N; k++) {
      for (let first = 0; first + k <= N; first++) {
        const cellSet = new Uint32Array(3);
        for (let line = first; line < first + k; line++) {
          for (let i = 0; i < N; i++) addCell(cellSet, axis === 0 ? line * N + i : i * N + line);
        }
        bands.push({ axis, first, k, cellSet });
      }
    }
  }
  return {
    N,
    C: N * N,
    rowOf: Int32Array.from({ length: N * N }, (_, c) => (c / N) | 0),
    columnOf: Int32Array.from({ length: N * N }, (_, c) => c % N),
    mainDiagonal: Int32Array.from({ length: N }, (_, r) => r * N + r),
    antiDiagonal: Int32Array.from({ length: N }, (_, r) => (N - 1 - r) * N + r),
    orthogonal: pairsOf(N, [
      [0, 1],
      [1, 0],
    ]),
    knight: pairsOf(N, [
      [1, 2],
      [2, 1],
      [1, -2],
      [2, -1],
    ]),
    kingDiagonal: pairsOf(N, [
      [1, 1],
      [1, -1],
    ]),
    bands,
  };
}

/** The houses and peers of one region labelling. */
export interface Layout {
  readonly N: number;
  readonly C: number;
  /** Region label of each cell. */
  readonly regions: ArrayLike<number>;
  /** Rows, columns, then regions: N cells each, ascending. */
  readonly houses: readonly Int32Array[];
  /** The cells of each house as a cell set. */
  readonly houseMasks: Uint32Array;
  /** Each cell's peers in its row, column and region, as a cell set. */
  readonly peerBits: Uint32Array;
}

const boxLayouts = new Map<number, Layout>();
/** Jigsaw layouts met recently (a set of jigsaw puzzles often shares a few). */
const jigsawLayouts = new Map<string, Layout>();
const JIGSAW_KEPT = 16;

/** The layout of side N with `regions` (absent: the standard boxes). */
export function layoutOf(N: VariantSize, regions?: readonly number[]): Layout {
  if (regions === undefined) {
    let layout = boxLayouts.get(N);
    if (!layout) {
      layout = buildLayout(N, variantGrid(N).boxes);
      boxLayouts.set(N, layout);
    }
    return layout;
  }
  const key = `${N}:${regions.join('')}`;
  let layout = jigsawLayouts.get(key);
  if (!layout) {
    layout = buildLayout(N, regions);
    if (jigsawLayouts.size >= JIGSAW_KEPT) jigsawLayouts.delete(jigsawLayouts.keys().next().value!);
    jigsawLayouts.set(key, layout);
  }
  return layout;
}

function buildLayout(N: number, regions: ArrayLike<number>): Layout {
  const C = N * N;
  // rows, columns, regions (plain loops: Int32Array.from with a map function was most of a
  // jigsaw compile)
  const houses: Int32Array[] = [];
  for (let h = 0; h < 3 * N; h++) houses.push(new Int32Array(N));
  const fill = new Int32Array(N);
  for (let cell = 0; cell < C; cell++) {
    const r = (cell / N) | 0;
    const c = cell - r * N;
    houses[r][c] = cell;
    houses[N + c][r] = cell;
    const region = regions[cell];
    houses[2 * N + region][fill[region]++] = cell;
  }
  const houseMasks = new Uint32Array(3 * houses.length);
  for (let h = 0; h < houses.length; h++) {
    const cells = houses[h];
    for (let k = 0; k < N; k++) addCell(houseMasks, cells[k], 3 * h);
  }
  const peerBits = new Uint32Array(3 * C);
  for (let cell = 0; cell < C; cell++) {
    const r = (cell / N) | 0;
    const row = 3 * r;
    const column = 3 * (N + cell - r * N);
    const region = 3 * (2 * N + regions[cell]);
    for (let j = 0; j < 3; j++) peerBits[3 * cell + j] = houseMasks[row + j] | houseMasks[column + j] | houseMasks[region + j];
    peerBits[3 * cell + (cell >> 5)] &= ~(1 << (cell & 31));
  }
  return { N, C, regions, houses, houseMasks, peerBits };
}

/** Adds cell c to the cell set at words at … at + 2 of `set`. */
export function addCell(set: Uint32Array, c: number, at = 0): void {
  set[at + (c >> 5)] |= 1 << (c & 31);
}

/** Number of cells in the cell set of words a, b, c. */
export function cellCount(a: number, b: number, c: number): number {
  return bitCount(a) + bitCount(b) + bitCount(c);
}
