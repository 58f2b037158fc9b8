/**
 * Shared test data for the grid text layer: one known puzzle with its solution, and a fast-check
 * generator of conflict-free grids (validity-preserving transforms of a solved grid, then blanks).
 */

import fc from 'fast-check';

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

/** PUZZLE with one character replaced (0-based index). */
export function withChar(index: number, ch: string, line = PUZZLE): string {
  return line.slice(0, index) + ch + line.slice(index + 1);
}

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

/** Reference conflict finder, by definition: for each cell in order, row, then column, then box. */
export function naiveConflict(cells: ArrayLike<number>): [number, number, number, string] | null {
  const houses: [string, (i: number, j: number) => boolean][] = [
    ['row', (i, j) => Math.floor(i / 9) === Math.floor(j / 9)],
    ['column', (i, j) => i % 9 === j % 9],
    [
      'box',
      (i, j) =>
        Math.floor(i / 27) === Math.floor(j / 27) && Math.floor((i % 9) / 3) === Math.floor((j % 9) / 3),
    ],
  ];
  for (let j = 0; j < 81; j++) {
    if (cells[j] === 0) continue;
    for (const [house, same] of houses) {
      for (let i = 0; i < j; i++) {
        if (cells[i] === cells[j] && same(i, j)) return [i, j, cells[j], house];
      }
    }
  }
  return null;
}
