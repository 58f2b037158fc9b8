/**
 * The variant logic's cage steps (src/variant/logic/finders/cages/) on grids made here: the
 * cage combinations of a house (the sets of its sums that fit together, each digit once) and
 * two sums filled together. Their place in the list and their classes on the variant scale are
 * checked by rate.test.ts and chain.test.ts; their steps on the published puzzles against the
 * solutions by calls.test.ts and test/web/variant-hints-sound.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { cageCombinations } from '../../../src/variant/logic/finders/cages/combinations.js';
import { twoSums } from '../../../src/variant/logic/finders/cages/two-sums.js';
import { hintRulesOf } from '../../../src/variant/logic/hint-rules.js';
import type { VariantPuzzle } from '../../../src/variant/model.js';

/** An empty 9×9 with `constraints`: its rules, no digits, every candidate everywhere but what `cands` sets (cell → digits). */
function board(constraints: VariantPuzzle['constraints'], cands: Record<number, number[]>) {
  const rules = hintRulesOf({ size: 9, givens: '.'.repeat(81), constraints });
  const masks = new Int32Array(81).fill(0x1ff);
  for (const [cell, digits] of Object.entries(cands)) masks[Number(cell)] = digits.reduce((m, d) => m | (1 << (d - 1)), 0);
  return { rules, values: new Uint8Array(81), cands: masks };
}

/** The eliminations of a step as `cell:digits`, ascending. */
const removed = (eliminations: readonly { cell: number; digit: number }[]): string[] => {
  const byCell = new Map<number, number[]>();
  for (const { cell, digit } of eliminations) byCell.set(cell, [...(byCell.get(cell) ?? []), digit]);
  return [...byCell].sort((a, b) => a[0] - b[0]).map(([cell, digits]) => `${cell}:${digits.sort().join('')}`);
};

const cage = (cells: number[], sum: number) => ({ type: 'killer' as const, cells, sum });

describe('cage combinations across a house', () => {
  it('a cage of row 1 that must hold 1 and 2 leaves its neighbour 3+4 of 7, and the rest of the row 5–9', () => {
    // r1c1–r1c2 add up to 3 (1+2); r1c3–r1c4 to 7: 1+6 and 2+5 clash with the first cage, 3+4 is left
    const { rules, values, cands } = board([cage([0, 1], 3), cage([2, 3], 7)], { 0: [1, 2], 1: [1, 2], 2: [1, 2, 3, 4, 5, 6], 3: [1, 2, 3, 4, 5, 6] });
    const found = cageCombinations(rules, values, cands)!;
    expect(found.step.name).toBe('Cage combinations');
    expect(removed(found.step.eliminations)).toEqual(['2:1256', '3:1256', ...[4, 5, 6, 7, 8].map((c) => `${c}:1234`)]);
    expect(found.step.text).toBe(
      'Row 1 holds 1–9 once each; in it, the cage r1c1–r1c2 adds up to 3, the cage r1c3–r1c4 adds up to 7 and the cells r1c5–r1c9 add up to 35. ' +
        "Their sets must use different digits, leaving the house's other cells the rest, so the cage r1c3–r1c4 holds 3+4 and the cells r1c5–r1c9 hold 5+6+7+8+9: remove 1, 2, 5 and 6 from r1c3 and r1c4; 1–4 from r1c5, r1c6, r1c7, r1c8 and r1c9.",
    );
    expect(found.region).toEqual(rules.houses[0].cells);
  });

  it('a cage that crosses the house gives its cells inside some digits of one of its sets, the rest fitting its cells beyond', () => {
    // r1c1, r1c2 and r2c2 add up to 8 (1+2+5 or 1+3+4; r2c2 is 4 or 5): in row 1 they hold 1+2 (r2c2 the 5) or 1+3 (r2c2 the 4);
    // r1c3–r1c4 add up to 9 as 2+7, which leaves row 1 no 2 for them: 1+3
    const { rules, values, cands } = board([cage([0, 1, 10], 8), cage([2, 3], 9)], { 0: [1, 2, 3, 4, 5], 1: [1, 2, 3, 4, 5], 10: [4, 5], 2: [2, 7], 3: [2, 7] });
    const found = cageCombinations(rules, values, cands)!;
    const left = (cell: number): number => cands[cell] & ~found.step.eliminations.filter((e) => e.cell === cell).reduce((m, e) => m | (1 << (e.digit - 1)), 0);
    expect([left(0), left(1)]).toEqual([0b101, 0b101]); // 1 and 3
    expect(found.step.eliminations.some((e) => e.cell === 10)).toBe(false); // the cells beyond the house keep theirs
  });

  it('finds nothing where every set fits with the others', () => {
    const { rules, values, cands } = board([cage([0, 1], 3)], { 0: [1, 2], 1: [1, 2] });
    // row 1 and box 1 still let the other cells hold 3–9: their 1 and 2 are the cage's (a naked pair's step, not this one's)
    expect(removed(cageCombinations(rules, values, cands)?.step.eliminations ?? [])).toEqual([2, 3, 4, 5, 6, 7, 8].map((c) => `${c}:12`));
  });
});

describe('two sums together', () => {
  it("two cages of box 1: the second's 4+6 leaves the first 3+7 of 10", () => {
    // r1c1–r1c2 add up to 10 (3+7 or 4+6 from their candidates), r2c1–r2c2 to 10 (4+6 only): one box, so the first is 3+7
    const { rules, values, cands } = board([cage([0, 1], 10), cage([9, 10], 10)], { 0: [3, 4], 1: [6, 7], 9: [4, 6], 10: [4, 6] });
    const found = twoSums(rules, values, cands)!;
    expect(found.step.name).toBe('Two sums');
    expect(removed(found.step.eliminations)).toEqual(['0:4', '1:6']);
    expect(found.step.text).toBe(
      'The cage r1c1–r1c2 adds up to 10 and the cage r2c1–r2c2 to 10, each with different digits, and they have cells that see each other. Filled together, no filling of both keeps 4 in r1c1, or 6 in r1c2: remove 4 from r1c1; 6 from r1c2.',
    );
  });

  it('takes nothing from two sums whose every filling leaves the other one', () => {
    const { rules, values, cands } = board([cage([0, 1], 10), cage([9, 10], 10)], { 0: [3, 4], 1: [6, 7], 9: [2, 8], 10: [2, 8] });
    // (the 45 rule's sum of box 1's other cells, with the second cage, takes 2 and 8 from those cells)
    expect(twoSums(rules, values, cands)?.step.eliminations.filter((e) => [0, 1, 9, 10].includes(e.cell)) ?? []).toEqual([]);
  });
});
