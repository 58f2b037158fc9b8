/**
 * Configurations of a digit in a stack (assembly/fast9/configs.ts and the TypeScript twin's
 * stackConfigurations): checked against a plain enumeration of the six permutations. That the
 * builds branch on them alike is held by triads.test.ts and cross-check.test.ts (same guesses).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stackConfigurations } from '../../src/engine/fast9-ts/search';
import { fast9Tables } from '../../src/engine/fast9-ts/tables';

/** The permutations of three bands onto three columns, in the engine's (lexicographic) order. */
const PERMUTATIONS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/** Whether band word m (bit 9·row + column) has a candidate in `column` (0..8). */
const inColumn = (m: number, column: number) => [0, 9, 18].some((row) => (m >>> (row + column)) & 1);

describe('stack configurations', () => {
  const t = fast9Tables();

  it('are the permutations whose three columns (one per band) all still hold the digit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0x7ffffff }), { minLength: 3, maxLength: 3 }), fc.integer({ min: 0, max: 2 }), (words, stack) => {
        let expected = 0;
        PERMUTATIONS.forEach((sigma, p) => {
          if (sigma.every((j, band) => inColumn(words[band], 3 * stack + j))) expected |= 1 << p;
        });
        expect(stackConfigurations(t, words[0], words[1], words[2], stack)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('use the same permutation numbering as the matrices the search applies', () => {
    PERMUTATIONS.forEach((sigma, p) => {
      expect(t.configMatrices[p]).toBe(sigma.reduce((m, j, band) => m | (1 << (3 * band + j)), 0));
    });
  });
});
