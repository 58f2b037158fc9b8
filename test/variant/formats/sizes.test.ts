/**
 * Sizes 4 … 9 and their boxes, as f-puzzles makes them: 2×2, 1×5, 2×3 (2 rows, 3 columns), 1×7,
 * 2×4 and 3×3; 5×5 and 7×7 have their rows for boxes (Latin squares) unless regions are drawn.
 * Checked through what depends on the box shape: a repeated given in a box, and regions equal
 * to the boxes being dropped.
 */
import { describe, expect, it } from 'vitest';
import { countSolutions, solve } from '../../../src/api/single';
import { parseVariant } from '../../../src/variant';
import { variantGrid } from '../../../src/variant/grid';
import { errorOf, fp } from './helpers';

const SHAPES = [
  [4, 2, 2],
  [5, 1, 5],
  [6, 2, 3],
  [7, 1, 7],
  [8, 2, 4],
  [9, 3, 3],
] as const;

describe('box shapes', () => {
  for (const [size, rows, columns] of SHAPES) {
    it(`${size}×${size}: boxes of ${rows} rows × ${columns} columns`, () => {
      const grid = variantGrid(size);
      expect([grid.boxRows, grid.boxColumns]).toEqual([rows, columns]);
      // the last cell of box 0 repeats the first: a CONFLICT in the box (in the row first, where the box is a row)
      const last = (rows - 1) * size + columns - 1;
      const givens = Array.from({ length: size * size }, (_, i) => (i === 0 || i === last ? '1' : '.')).join('');
      const error = errorOf(() => parseVariant(fp(size, {}, givens)));
      expect({ code: error.code, house: error.house, cells: error.cells }).toEqual({ code: 'CONFLICT', house: rows === 1 ? 'row' : 'box', cells: [1, last + 1] });
      // the first cell past the box, in its row and below it, is in another box: no conflict
      // (a box of one row has none: that cell is in the same column)
      if (rows > 1) {
        const beside = Array.from({ length: size * size }, (_, i) => (i === 0 || i === size + columns ? '1' : '.')).join('');
        expect(parseVariant(fp(size, {}, beside)).givens).toBe(beside);
      }
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

describe('Latin squares: 5×5 and 7×7 with no regions drawn', () => {
  // unique as Latin squares (made by removing givens from a cyclic square while one solution stays)
  const FIVE = { givens: '....5.4.12.12.4..4....1..', solution: '1234534512512342345145123' };
  const SEVEN = {
    givens: '.....2..42..5.36.71..71...6..3..7..5..4.....3.5..',
    solution: '6571423142365736571427142365236571457142364236571',
  };

  it('f-puzzles JSON of size 5 or 7 is read with no regions, each row, column and row-box holding 1 … N once', () => {
    for (const { givens, solution } of [FIVE, SEVEN]) {
      const size = Math.sqrt(givens.length);
      const puzzle = parseVariant(fp(size, {}, givens));
      expect(puzzle).toMatchObject({ size, givens });
      expect(puzzle.regions).toBeUndefined();
      expect(countSolutions(puzzle, 2)).toBe(1);
      expect(solve(puzzle).solution).toBe(solution);
    }
  });

  it('a given repeated in a column is a conflict there', () => {
    const givens = `1${'.'.repeat(4)}1${'.'.repeat(19)}`;
    const error = errorOf(() => parseVariant(fp(5, {}, givens)));
    expect({ code: error.code, house: error.house, cells: error.cells }).toEqual({ code: 'CONFLICT', house: 'column', cells: [1, 6] });
  });

  it('plain lines of 25 and 49 givens, and jigsaw lines of 50 and 98 characters', () => {
    expect(parseVariant(FIVE.givens)).toMatchObject({ size: 5, givens: FIVE.givens, constraints: [] });
    expect(parseVariant(SEVEN.givens)).toMatchObject({ size: 7, givens: SEVEN.givens, constraints: [] });
    // a 7×7 jigsaw: the rows for regions, r1c2 and r2c1 traded between the first two
    const labels = Array.from({ length: 49 }, (_, i) => (i === 1 ? 1 : i === 7 ? 0 : Math.floor(i / 7)));
    const jigsaw = parseVariant(`${'.'.repeat(49)}${labels.join('')}`);
    expect(jigsaw).toMatchObject({ size: 7, regions: labels });
    expect(countSolutions(jigsaw, 2)).toBe(2);
    // traded the other way (r1c1 and r2c1, one column), no Latin square fits: r1c1 and r2c1 would hold one digit
    const none = Array.from({ length: 49 }, (_, i) => (i === 0 ? 1 : i === 7 ? 0 : Math.floor(i / 7)));
    expect(countSolutions(parseVariant(`${'.'.repeat(49)}${none.join('')}`), 2)).toBe(0);
    const rows = parseVariant(`${FIVE.givens}${Array.from({ length: 25 }, (_, i) => Math.floor(i / 5)).join('')}`);
    expect(rows.regions).toBeUndefined(); // labels that draw the rows draw the standard boxes
  });
});
