/**
 * Shared test data for the text layer and the board model: one known 9×9 puzzle with its
 * solution and grid form, complete boards of every size (the Latin-square pattern), fast-check
 * generators of conflict-free 9×9 grids and of boards of every size, a by-definition conflict
 * finder, and helpers that capture a thrown SudokuParseError and compare its fields.
 */

import fc from 'fast-check';
import { expect } from 'vitest';
import type { Board } from '../../src/board';
import { SudokuParseError } from '../../src/text';
import { patternGrid } from '../support/pattern';

/** The classic example puzzle (Wikipedia's "Sudoku" article), one-line form. */
export const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

/** Its unique solution. */
export const SOLUTION = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

/** PUZZLE as cell values. */
export const PUZZLE_CELLS = Uint8Array.from(PUZZLE, (ch) => (ch === '.' ? 0 : Number(ch)));

/** The rows of PUZZLE as formatGrid writes them with separators. */
export const PUZZLE_GRID = [
  '5 3 . | . 7 . | . . .',
  '6 . . | 1 9 5 | . . .',
  '. 9 8 | . . . | . 6 .',
  '------+-------+------',
  '8 . . | . 6 . | . . 3',
  '4 . . | 8 . 3 | . . 1',
  '7 . . | . 2 . | . . 6',
  '------+-------+------',
  '. 6 . | . . . | 2 8 .',
  '. . . | 4 1 9 | . . 5',
  '. . . | . 8 . | . 7 9',
].join('\n');

/** Permutation of 0..8 that keeps bands (groups of 3) together: shuffles bands, then within. */
const bandPermutation = fc
  .tuple(
    fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }),
    fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }),
    fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }),
    fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }),
  )
  .map(([bands, a, b, c]) => bands.flatMap((band) => [a, b, c][band].map((i) => band * 3 + i)));

/** Solved grids: a pattern solution under digit relabelling, row/column shuffles and transpose. */
export const solvedGrid = fc
  .record({
    digits: fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 9, maxLength: 9 }),
    rows: bandPermutation,
    cols: bandPermutation,
    transpose: fc.boolean(),
  })
  .map(({ digits, rows, cols, transpose }) => {
    const cells = new Uint8Array(81);
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const pr = rows[transpose ? c : r];
        const pc = cols[transpose ? r : c];
        cells[r * 9 + c] = digits[(pr * 3 + Math.floor(pr / 3) + pc) % 9];
      }
    }
    return cells;
  });

/** Conflict-free grids: a solved grid with a random set of cells emptied. */
export const conflictFreeGrid = fc
  .tuple(solvedGrid, fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }))
  .map(([solved, blank]) => solved.map((v, i) => (blank[i] ? 0 : v)));

/** Every supported box size. */
export const BOX_SIZES = [2, 3, 4, 5, 6, 7, 8];

/** The shifted-rows complete grid of box size n, a valid board of any size (test/support/pattern.ts). */
export const pattern = patternGrid;

/** xorshift32 from a seed, as a function returning integers in [0, bound). */
function random(seed: number): (bound: number) => number {
  let x = seed | 0 || 0x9e3779b9;
  return (bound) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % bound;
  };
}

/** A random permutation of 0…k-1. */
function shuffle(k: number, next: (bound: number) => number): number[] {
  const p = Array.from({ length: k }, (_, i) => i);
  for (let i = k - 1; i > 0; i--) {
    const j = next(i + 1);
    [p[i], p[j]] = [p[j], p[i]];
  }
  return p;
}

/** A permutation of rows (or columns) that keeps bands together: bands shuffled, then rows within. */
function bandShuffle(n: number, next: (bound: number) => number): number[] {
  return shuffle(n, next).flatMap((band) => shuffle(n, next).map((i) => band * n + i));
}

/**
 * A board of box size n from a seed: the pattern under a digit relabelling, band-preserving row
 * and column shuffles and maybe a transpose (all validity-preserving), then about `blankPercent`
 * percent of the cells emptied. Always conflict-free.
 */
export function makeBoard(n: number, seed: number, blankPercent: number): Board {
  const next = random(seed);
  const side = n * n;
  const solved = pattern(n);
  const digits = shuffle(side, next);
  const rows = bandShuffle(n, next);
  const cols = bandShuffle(n, next);
  const transpose = next(2) === 1;
  const cells = new Uint8Array(side * side);
  for (let r = 0; r < side; r++) {
    for (let c = 0; c < side; c++) {
      const pr = rows[transpose ? c : r];
      const pc = cols[transpose ? r : c];
      cells[r * side + c] = next(100) < blankPercent ? 0 : digits[solved[pr * side + pc] - 1] + 1;
    }
  }
  return { n, cells };
}

/** fast-check: conflict-free boards of box size n, from empty to complete. */
export function boardOf(n: number): fc.Arbitrary<Board> {
  return fc
    .tuple(fc.integer(), fc.constantFrom(0, 10, 50, 90, 100), fc.integer({ min: 0, max: 100 }))
    .map(([seed, fixed, any]) => makeBoard(n, seed, fixed === 50 ? any : fixed));
}

/** fast-check: conflict-free boards of any size. */
export const anyBoard: fc.Arbitrary<Board> = fc.constantFrom(...BOX_SIZES).chain(boardOf);

/** Reference conflict finder, by definition: for each cell in order, row, then column, then box. */
export function naiveBoardConflict(cells: ArrayLike<number>, n: number): [number, number, number, string] | null {
  const side = n * n;
  const row = (i: number): number => Math.floor(i / side);
  const col = (i: number): number => i % side;
  const box = (i: number): number => Math.floor(row(i) / n) * n + Math.floor(col(i) / n);
  const houses: [string, (i: number) => number][] = [
    ['row', row],
    ['column', col],
    ['box', box],
  ];
  for (let j = 0; j < side * side; j++) {
    if (cells[j] === 0 || cells[j] > side) continue;
    for (const [house, of] of houses) {
      for (let i = 0; i < j; i++) {
        if (cells[i] === cells[j] && of(i) === of(j)) return [i, j, cells[j], house];
      }
    }
  }
  return null;
}

/** Runs `fn`, which must throw a SudokuParseError, and returns it. */
export function thrown(fn: () => unknown): SudokuParseError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(SudokuParseError);
    return error as SudokuParseError;
  }
  throw new Error('expected a SudokuParseError to be thrown');
}

/** The fields of an error that tests compare, absent ones left out. */
export function fields(error: SudokuParseError | null): Record<string, unknown> {
  if (error === null) return { error: null };
  const { message: _message, ...rest } = error.toJSON();
  return rest;
}

/**
 * Asserts two boards are equal: a fast byte comparison, with vitest's diff only on failure
 * (deep equality over thousands of typed-array elements is slow in property tests).
 */
export function expectBoard(actual: Board, expected: Board): void {
  const same =
    actual.n === expected.n &&
    actual.cells instanceof Uint8Array &&
    Buffer.from(actual.cells.buffer, actual.cells.byteOffset, actual.cells.length).equals(
      Buffer.from(expected.cells.buffer, expected.cells.byteOffset, expected.cells.length),
    );
  if (!same) expect(actual).toEqual(expected);
}

/** `text` with the character at 0-based `index` replaced. */
export function withChar(text: string, index: number, ch: string): string {
  return text.slice(0, index) + ch + text.slice(index + 1);
}
