/**
 * Transformations as data (src/canon/transform.ts): the formula on known cases, checking of
 * specs, composition and inversion as group laws, seeded draws, and the metamorphic property
 * the whole group is for: the solution count is kept and solutions are mapped.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countSolutions, SudokuParseError, validateLines } from '../../src/index';
import {
  IDENTITY,
  cellsToLine,
  checkTransform,
  composeTransform,
  invertTransform,
  randomTransform,
  randomTransformSpec,
  transform,
  transformCells,
} from '../../src/canon/transform';
import { parsePuzzle } from '../../src/text/index';
import { transformArb } from '../support/transform';
import { SAMPLE_PUZZLES } from './sample';

const P = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

describe('transform', () => {
  it('is the identity with no spec, and writes empty cells as "."', () => {
    expect(transform(P)).toBe(P);
    expect(transform(P.replace(/\./g, '0'))).toBe(P);
    expect(transform(Array.from(parsePuzzle(P)))).toBe(P);
  });

  it('transposes: cell (r, c) comes from (c, r)', () => {
    const t = transform(P, { transpose: true });
    for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) expect(t[9 * r + c]).toBe(P[9 * c + r]);
  });

  it('reorders rows and columns: out[r][c] = in[rowOrder[r]][colOrder[c]]', () => {
    const rowOrder = [5, 3, 4, 0, 2, 1, 8, 7, 6];
    const colOrder = [6, 7, 8, 0, 1, 2, 3, 4, 5];
    const t = transform(P, { rowOrder, colOrder });
    for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) expect(t[9 * r + c]).toBe(P[9 * rowOrder[r] + colOrder[c]]);
  });

  it('relabels digits: digits[v] replaces v', () => {
    const digits = [0, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect(transform(P, { digits })).toBe(P.replace(/[1-9]/g, (d) => String(10 - Number(d))));
  });

  it('rejects specs that are not transformations', () => {
    expect(() => transform(P, { rowOrder: [0, 1, 3, 2, 4, 5, 6, 7, 8] })).toThrow(/keep each band together/);
    expect(() => transform(P, { colOrder: [0, 1, 2, 3, 4, 5, 6, 7, 7] })).toThrow(RangeError);
    expect(() => transform(P, { colOrder: [0, 1, 2] })).toThrow(/9 entries/);
    expect(() => transform(P, { digits: [0, 1, 2, 3, 4, 5, 6, 7, 8, 8] })).toThrow(/permutation of 1-9/);
    expect(() => transform(P, { digits: [1, 0, 2, 3, 4, 5, 6, 7, 8, 9] })).toThrow(RangeError);
    expect(() => transform(P, { transpose: 'yes' as unknown as boolean })).toThrow(TypeError);
    expect(() => transform(P, { rowOrder: 'abc' as unknown as number[] })).toThrow(TypeError);
    // a value of the wrong type is shown with its type: '1' is not mistaken for 1
    expect(() => transform(P, { digits: [0, '1', 2, 3, 4, 5, 6, 7, 8, 9] as unknown as number[] })).toThrow(
      new TypeError('sudoku-wasm: transform: expected digits to hold integers, got the string "1"'),
    );
    expect(() => randomTransform(P, '5' as unknown as number)).toThrow(new TypeError('sudoku-wasm: randomTransform: expected seed to be a finite number, got the string "5"'));
    expect(() => checkTransform(null as unknown as undefined)).toThrow(TypeError);
  });

  it('throws SudokuParseError for input that is not a 9×9 puzzle', () => {
    expect(() => transform('123')).toThrow(SudokuParseError);
    expect(() => transform('55' + '.'.repeat(79))).toThrow(expect.objectContaining({ code: 'CONFLICT' }));
    expect(() => randomTransform('x'.repeat(81), 1)).toThrow(SudokuParseError);
  });
});

describe('composition and inversion', () => {
  const grid = fc.uint8Array({ minLength: 81, maxLength: 81, max: 9 });

  it('applying compose(a, b) = applying a, then b', () => {
    fc.assert(
      fc.property(grid, transformArb, transformArb, (cells, a, b) => {
        const twice = transformCells(transformCells(cells, a), b);
        expect(Array.from(transformCells(cells, composeTransform(a, b)))).toEqual(Array.from(twice));
      }),
      { numRuns: 300 },
    );
  });

  it('invert undoes a transformation on both sides', () => {
    fc.assert(
      fc.property(transformArb, (t) => {
        expect(composeTransform(t, invertTransform(t))).toEqual(IDENTITY);
        expect(composeTransform(invertTransform(t), t)).toEqual(IDENTITY);
      }),
      { numRuns: 300 },
    );
  });
});

describe('randomTransform', () => {
  it('is a function of the seed, and draws valid transformations of every kind', () => {
    expect(randomTransformSpec(42)).toEqual(randomTransformSpec(42));
    expect(randomTransform(P, 42)).toBe(randomTransform(P, 42));
    const specs = Array.from({ length: 200 }, (_, s) => randomTransformSpec(s));
    for (const t of specs) expect(checkTransform(t)).toEqual(t);
    expect(new Set(specs.map((t) => t.transpose)).size).toBe(2);
    expect(new Set(specs.map((t) => t.rowOrder.join(''))).size).toBeGreaterThan(150);
    expect(new Set(specs.map((t) => t.digits.join(''))).size).toBe(200);
    expect(() => randomTransformSpec(Number.NaN)).toThrow(TypeError);
  });

  it('keeps the solution count (countSolutions) and maps the solution', () => {
    const verdicts = validateLines(SAMPLE_PUZZLES, { limit: 3 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SAMPLE_PUZZLES.length - 1 }), fc.integer(), (i, seed) => {
        const moved = randomTransform(SAMPLE_PUZZLES[i], seed);
        expect(countSolutions(moved, 3)).toBe(verdicts[i].count);
        const solution = verdicts[i].solution;
        if (verdicts[i].status === 'unique' && solution) {
          expect(validateLines([moved])[0].solution).toBe(transform(solution, randomTransformSpec(seed)));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('cellsToLine writes 81 cells as a line', () => {
    expect(cellsToLine(parsePuzzle(P))).toBe(P);
  });
});
