/**
 * generateGrid's 'transformed' method at the large sizes: completing a random diagonal filling
 * is heavy-tailed there, so an attempt that runs long is drawn again instead of running on.
 */
import { describe, expect, it } from 'vitest';
import { findBoardConflict } from '../../src/board/index';
import { generateGrid } from '../../src/generate/grids';

describe('generateGrid at 36×36 to 64×64', () => {
  it.each([
    [6, 2],
    [7, 5],
    [8, 1],
  ])('box size %i, seed %i (whose first filling runs for minutes): a full, valid grid (the time limit of the test catches a search that runs on)', (n, seed) => {
    const { cells } = generateGrid(n, { seed });
    expect(cells.every((v) => v >= 1 && v <= n * n)).toBe(true);
    expect(findBoardConflict(cells, n)).toBeNull();
    expect(generateGrid(n, { seed }).cells).toEqual(cells); // still one grid per seed
  }, 60_000);
});
