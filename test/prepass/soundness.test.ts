/**
 * The pre-pass never loses a solution: on puzzles cut from known grids (box sizes 2, 3, 4 and
 * 9×9 benchmark samples) the solution's digit stays a candidate of every cell, every placement
 * is the solution's digit, and no contradiction is reported. On 4×4 boards of random givens
 * (often unsolvable) every removed candidate is checked against a plain counter. Puzzles with
 * a wrong, non-conflicting given may end in a contradiction, but never in a crash, and an
 * engine finds the same count with or without the pre-pass output.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBitmaskSearch } from '../../src/engine/bitmask-ts/index';
import { prepass, type PrepassResult } from '../../src/prepass/index';
import { oracleCount } from '../engine-general/oracle';
import { readPuzzleLines, sample } from '../support/puzzle-sets';
import { describeShared } from '../support/shared';
import { allows, arePeers, cutArb, digitsOf, range, runSearch, type Cut } from './support';

/** Asserts that `result` keeps `solution` possible and agrees with it wherever it placed. */
function expectSound(n: number, puzzle: Uint8Array, solution: ArrayLike<number>, result: PrepassResult): void {
  const N = n * n;
  expect(result.contradiction).toBe(false);
  let placed = 0;
  for (let i = 0; i < N * N; i++) {
    expect(allows(result.candidates, i, solution[i]), `cell ${i} lost ${solution[i]}`).toBe(true);
    if (puzzle[i] !== 0) expect(result.cells[i]).toBe(puzzle[i]);
    if (result.cells[i] !== 0) {
      expect(result.cells[i], `cell ${i}`).toBe(solution[i]);
      expect(digitsOf(result.candidates, i, N)).toEqual([solution[i]]);
      if (puzzle[i] === 0) placed++;
    } else {
      expect(digitsOf(result.candidates, i, N).length, `open cell ${i}`).toBeGreaterThan(1);
    }
  }
  expect(result.placed).toBe(placed);
  expect(result.placed).toBe(result.steps.nakedSingles + result.steps.hiddenSingles);
}

/** A wrong digit for a blank cell that no given of its row, column or box rules out, or 0. */
function wrongDigit(n: number, puzzle: Uint8Array, solution: ArrayLike<number>, cell: number): number {
  const N = n * n;
  for (let d = 1; d <= N; d++) {
    if (d === solution[cell]) continue;
    if (!range(N * N).some((j) => puzzle[j] === d && arePeers(n, cell, j))) return d;
  }
  return 0;
}

describe('prepass keeps the solution of puzzles cut from a grid', () => {
  const cases = [
    { n: 2, blank: { min: 10, max: 90 }, runs: 300 },
    { n: 3, blank: { min: 20, max: 80 }, runs: 200 },
    { n: 4, blank: { min: 20, max: 75 }, runs: 60 },
  ];
  for (const { n, blank, runs } of cases) {
    it(`box size ${n}: the solution's digits survive, placements agree, no contradiction`, () => {
      fc.assert(
        fc.property(cutArb(n, blank), ({ puzzle, solution }: Cut) => {
          expectSound(n, puzzle, solution, prepass(n, puzzle));
        }),
        { numRuns: runs },
      );
    });
  }

  it('a full grid is left as it is', () => {
    fc.assert(
      fc.property(cutArb(3, { min: 0, max: 0 }), ({ puzzle, solution }) => {
        const result = prepass(3, puzzle);
        expectSound(3, puzzle, solution, result);
        expect(result).toMatchObject({ placed: 0, eliminated: 0, rounds: 1 });
      }),
      { numRuns: 20 },
    );
  });
});

describe('prepass on 4×4 boards of random givens, checked by a plain counter', () => {
  const board = fc.array(fc.integer({ min: 0, max: 9 }).map((v) => (v > 4 ? 0 : v)), { minLength: 16, maxLength: 16 });

  it('every removed candidate of an open cell is in no solution; a contradiction means none', () => {
    fc.assert(
      fc.property(board, (values) => {
        const puzzle = Uint8Array.from(values);
        const result = prepass(2, puzzle);
        if (result.contradiction) {
          expect(oracleCount(2, puzzle, 1).count).toBe(0);
          return;
        }
        expect(oracleCount(2, result.cells, 300).count).toBe(oracleCount(2, puzzle, 300).count);
        for (let i = 0; i < 16; i++) {
          if (puzzle[i] !== 0) {
            expect(digitsOf(result.candidates, i, 4)).toEqual([puzzle[i]]);
            continue;
          }
          for (let d = 1; d <= 4; d++) {
            if (allows(result.candidates, i, d)) continue;
            const tried = puzzle.slice();
            tried[i] = d;
            expect(oracleCount(2, tried, 1).count, `cell ${i} digit ${d}`).toBe(0);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});

describe('prepass with a wrong given', () => {
  const bitmask = createBitmaskSearch();
  const cases = [
    { n: 2, blank: { min: 40, max: 90 }, runs: 200 },
    { n: 3, blank: { min: 30, max: 70 }, runs: 150 },
    { n: 4, blank: { min: 20, max: 50 }, runs: 30 },
  ];
  for (const { n, blank, runs } of cases) {
    it(`box size ${n}: no crash; a contradiction only when there is no solution; counts kept`, () => {
      fc.assert(
        fc.property(cutArb(n, blank), fc.nat(), ({ puzzle, solution }, pickSeed) => {
          const blanks = range(puzzle.length).filter((i) => puzzle[i] === 0);
          fc.pre(blanks.length > 0);
          const cell = blanks[pickSeed % blanks.length];
          const d = wrongDigit(n, puzzle, solution, cell);
          fc.pre(d !== 0);
          const wrong = puzzle.slice();
          wrong[cell] = d;
          const result = prepass(n, wrong);
          const plain = runSearch(bitmask, n, wrong, 2);
          fc.pre(!plain.capped); // too long a search to be an answer (NODE_CAP)
          if (result.contradiction) expect(plain.count).toBe(0);
          else {
            const reduced = runSearch(bitmask, n, result.cells, 2, result.candidates);
            if (!reduced.capped) expect(reduced.count).toBe(plain.count);
          }
        }),
        { numRuns: runs, seed: 0x5eed00 + n }, // fixed: capped searches are discarded, see NODE_CAP
      );
    });
  }
});

describeShared('prepass on 9×9 benchmark samples', (dir) => {
  const bitmask = createBitmaskSearch();
  const files = ['forum_hardest_1106.txt', 'magictour_top1465.txt', '17_clue.txt', 'forum_hardest_1905_11plus.txt'];
  for (const file of files) {
    const puzzles = sample(readPuzzleLines(dir, file), 40);

    it(`${file}: the unique solution survives`, () => {
      for (const puzzle of puzzles) {
        const { count, solution } = runSearch(bitmask, 3, puzzle, 2);
        expect(count).toBe(1);
        expectSound(3, puzzle, solution!, prepass(3, puzzle));
      }
    });

    it(`${file}: a wrong given gives a contradiction or the same count`, () => {
      for (const puzzle of puzzles) {
        const { solution } = runSearch(bitmask, 3, puzzle, 2);
        const cell = puzzle.indexOf(0);
        const d = wrongDigit(3, puzzle, solution!, cell);
        if (d === 0) continue;
        const wrong = puzzle.slice();
        wrong[cell] = d;
        const result = prepass(3, wrong);
        const plain = runSearch(bitmask, 3, wrong, 2);
        if (result.contradiction) expect(plain.count).toBe(0);
        else expect(runSearch(bitmask, 3, result.cells, 2, result.candidates).count).toBe(plain.count);
      }
    });
  }
});
