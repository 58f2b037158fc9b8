/**
 * Sizes 4, 6, 8 and 9 and their boxes, as f-puzzles makes them: 2×2, 2×3 (2 rows, 3 columns),
 * 2×4 and 3×3. Checked through what depends on the box shape: a repeated given in a box, and
 * regions equal to the boxes being dropped.
 */
import { describe, expect, it } from 'vitest';
import { parseVariant } from '../../../src/variant';
import { variantGrid } from '../../../src/variant/grid';
import { errorOf, fp } from './helpers';

const SHAPES = [
  [4, 2, 2],
  [6, 2, 3],
  [8, 2, 4],
  [9, 3, 3],
] as const;

describe('box shapes', () => {
  for (const [size, rows, columns] of SHAPES) {
    it(`${size}×${size}: boxes of ${rows} rows × ${columns} columns`, () => {
      const grid = variantGrid(size);
      expect([grid.boxRows, grid.boxColumns]).toEqual([rows, columns]);
      // the last cell of box 0 repeats the first: a CONFLICT in the box
      const last = (rows - 1) * size + columns - 1;
      const givens = Array.from({ length: size * size }, (_, i) => (i === 0 || i === last ? '1' : '.')).join('');
      const error = errorOf(() => parseVariant(fp(size, {}, givens)));
      expect({ code: error.code, house: error.house, cells: error.cells }).toEqual({ code: 'CONFLICT', house: 'box', cells: [1, last + 1] });
      // the first cell past the box, in its row and below it, is in another box: no conflict
      const beside = Array.from({ length: size * size }, (_, i) => (i === 0 || i === size + columns ? '1' : '.')).join('');
      expect(parseVariant(fp(size, {}, beside)).givens).toBe(beside);
      // f-puzzles regions drawn as these boxes are the standard boxes
      const puzzle = fp(size);
      const cells = puzzle.grid as Record<string, unknown>[][];
      for (let r = 0; r < size; r++) {
        for (let c = 0; c < size; c++) cells[r][c] = { region: Math.floor(r / rows) * (size / columns) + Math.floor(c / columns) };
      }
      expect(parseVariant(puzzle).regions).toBeUndefined();
      // drawn transposed (columns × rows), they are a jigsaw
      if (rows !== columns) {
        for (let r = 0; r < size; r++) {
          for (let c = 0; c < size; c++) cells[r][c] = { region: Math.floor(c / rows) * (size / columns) + Math.floor(r / columns) };
        }
        expect(parseVariant(puzzle).regions).toHaveLength(size * size);
      }
    });
  }

  it('disjoint groups and anti-knight are read on every size', () => {
    for (const [size] of SHAPES) {
      expect(parseVariant(fp(size, { disjointgroups: true, antiknight: true })).constraints).toEqual([
        { type: 'disjointGroups' },
        { type: 'antiKnight' },
      ]);
    }
  });
});
