/**
 * The branching order of the variant engines: which solution a search finds first on a puzzle
 * with several (the digit tried first on the branching cell is the one with the fewest places
 * in one of its houses; src/engine/variant-ts/search.ts branchDigit), and the scores the
 * branching cell is chosen by when a search starts (propagate.ts resetScores).
 */
import { describe, expect, it } from 'vitest';
import { LoadedProgram } from '../../../src/engine/variant-ts/program';
import { PAIR_PRIORITY, PEER_PRIORITY, Propagator, RULE_PRIORITY } from '../../../src/engine/variant-ts/propagate';
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

/** The scores a search starts from on PUZZLE with `constraints` (the TypeScript twin's Propagator). */
function startingScores(constraints: VariantPuzzle['constraints']): { scores: number[]; conflicts: number } {
  const loaded = new LoadedProgram();
  expect(loaded.load(compileVariant({ ...PUZZLE, constraints }).words)).toBe(true);
  const prop = new Propagator();
  prop.prepare(loaded);
  prop.scores.fill(7);
  prop.conflicts = 3;
  prop.resetScores();
  return { scores: Array.from(prop.scores), conflicts: prop.conflicts };
}

describe('starting scores (TypeScript twin; the wasm twin counts the same nodes, random-rules.test.ts)', () => {
  it('start at RULE_PRIORITY per rule watching the cell, so ruled cells are tried early', () => {
    // an arrow from r2c3 to r4c4 (the two digits are equal): one rule watching both cells
    const expected = new Array(81).fill(0);
    expected[6] = expected[15] = RULE_PRIORITY;
    expect(startingScores([{ type: 'arrow', circle: [15], shaft: [6] }])).toEqual({ scores: expected, conflicts: 0 });
  });

  it('add PAIR_PRIORITY per pair relation of the cell', () => {
    // a thermometer r3c2 → r3c3 → r3c4: one relation for each end cell, two for the middle one
    const expected = new Array(81).fill(0);
    expected[9] = expected[11] = PAIR_PRIORITY;
    expected[10] = 2 * PAIR_PRIORITY;
    expect(startingScores([{ type: 'thermometer', cells: [9, 10, 11] }])).toEqual({ scores: expected, conflicts: 0 });
  });

  it('add PEER_PRIORITY per peer beyond the fewest any cell has', () => {
    // the main diagonal gives each of its cells two more peers (the third is in its box)
    const expected = new Array(81).fill(0);
    for (const cell of [0, 5, 10, 15]) expected[cell] = 2 * PEER_PRIORITY;
    expect(startingScores([{ type: 'diagonal', direction: 'main' }])).toEqual({ scores: expected, conflicts: 0 });
  });
});
