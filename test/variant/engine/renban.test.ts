/**
 * Renban lines at the root (src/engine/variant-ts/rules.ts, RENBAN): each cell keeps the
 * digits of the runs of consecutive digits that fit the line, and a digit every such run holds
 * is on the line, so it is placed or locked as a cage's required digit is (it leaves every
 * cell that sees all its places there). The engines' agreement on renban puzzles is
 * random-rules.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { cell, puzzle, rootDigits } from './root';

const row = (r: number, from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => cell(r, from + i));

describe('renban pruning (TypeScript engine, root)', () => {
  it('a line of six holds 4, 5 and 6 whatever its run: they leave the rest of its row', () => {
    const digits = rootDigits(puzzle({}, [{ type: 'renban', cells: row(1, 1, 6) }]));
    expect(digits?.[cell(1, 1)]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(digits?.[cell(1, 7)]).toEqual([1, 2, 3, 7, 8, 9]);
    // r2c1 sees three of the six cells only
    expect(digits?.[cell(2, 1)]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('a given 1 leaves the run 1-3: 2 and 3 leave the row and the box of the line', () => {
    const digits = rootDigits(puzzle({ [cell(1, 1)]: 1 }, [{ type: 'renban', cells: row(1, 1, 3) }]));
    expect(digits?.[cell(1, 2)]).toEqual([2, 3]);
    expect(digits?.[cell(1, 9)]).toEqual([4, 5, 6, 7, 8, 9]);
    expect(digits?.[cell(3, 3)]).toEqual([4, 5, 6, 7, 8, 9]);
    // r4c1 sees the given (column 1) and no other cell of the line
    expect(digits?.[cell(4, 1)]).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
