/**
 * The branching order of the variant engines, seen from outside: which solution a search finds
 * first on a puzzle with several (the digit tried first on the branching cell is the one with
 * the fewest places in one of its houses; src/engine/variant-ts/search.ts branchDigit).
 */
import { describe, expect, it } from 'vitest';
import { compileVariant } from '../../../src/variant/compile/index';
import type { VariantPuzzle } from '../../../src/variant/model';
import { runVariant, VARIANT_ENGINES } from './engines';

/**
 * 4×4, six solutions: two with r1c1 = 1, four with r1c1 = 2. r1c1 holds 1 or 2 (row 1 has the
 * 4, column 1 the 3) and is the first cell with two candidates. The given 2 of row 2 leaves 2
 * two places in each house of r1c1 (row 1: r1c1, r1c2; column 1: r1c1, r3c1; box 1: r1c1,
 * r1c2), where 1 has three or four. So 2 is tried first, though 1 is the lower digit.
 *
 *   . . . 4
 *   . . 2 .
 *   . . . .
 *   3 . . .
 */
const PUZZLE: VariantPuzzle = { version: 1, size: 4, givens: '...4..2.....3...', constraints: [] };

describe.each(VARIANT_ENGINES)('$name branching', ({ create }) => {
  it('tries the digit with the fewest places in a house first, not the lowest', () => {
    const program = compileVariant(PUZZLE);
    const all = runVariant(create(), program, 100);
    expect(all.count).toBe(6);
    const first = runVariant(create(), program, 1);
    expect(first.solution?.[0]).toBe(2);
    // both digits lead to solutions, so the order is what decides
    const withOne = runVariant(create(), compileVariant({ ...PUZZLE, givens: '1' + PUZZLE.givens.slice(1) }), 100);
    expect(withOne.count).toBe(2);
  });
});
