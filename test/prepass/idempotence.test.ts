/**
 * The pre-pass output is a fixed point: running it again on its own cells and candidates
 * changes nothing and fires no rule. Also, the fixed point does not depend on where the pre-pass
 * starts: from the output cells alone (the pair and triple removals forgotten) it comes back to
 * the same candidates.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepass, type PrepassResult } from '../../src/prepass/index';
import { PINNED_9 } from '../engine-general/puzzles';
import { readPuzzleLines, sample } from '../support/puzzle-sets';
import { describeShared } from '../support/shared';
import { cutArb } from './support';

const NONE = { nakedSingles: 0, hiddenSingles: 0, nakedPairs: 0, nakedTriples: 0 };

function expectFixedPoint(n: number, first: PrepassResult): void {
  const again = prepass(n, first.cells, first.candidates);
  expect(again.contradiction).toBe(false);
  expect(Array.from(again.cells)).toEqual(Array.from(first.cells));
  expect(Array.from(again.candidates)).toEqual(Array.from(first.candidates));
  expect(again).toMatchObject({ placed: 0, eliminated: 0, rounds: 1, steps: NONE });

  const fromCells = prepass(n, first.cells);
  expect(Array.from(fromCells.cells)).toEqual(Array.from(first.cells));
  expect(Array.from(fromCells.candidates)).toEqual(Array.from(first.candidates));
}

describe('prepass is idempotent', () => {
  for (const [n, runs] of [
    [2, 300],
    [3, 200],
    [4, 50],
  ]) {
    it(`box size ${n}: on random cut puzzles`, () => {
      fc.assert(
        fc.property(cutArb(n, { min: 20, max: 85 }), ({ puzzle }) => {
          const first = prepass(n, puzzle);
          if (!first.contradiction) expectFixedPoint(n, first);
        }),
        { numRuns: runs },
      );
    });
  }

  it('on the pinned 9×9 puzzles', () => {
    for (const p of PINNED_9) expectFixedPoint(3, prepass(3, p.cells));
  });
});

describeShared('prepass is idempotent on 9×9 benchmark samples', (dir) => {
  for (const file of ['forum_hardest_1106.txt', 'magictour_top1465.txt', '17_clue.txt']) {
    it(file, () => {
      for (const puzzle of sample(readPuzzleLines(dir, file), 60)) expectFixedPoint(3, prepass(3, puzzle));
    });
  }
});
