/**
 * The variant logic's `RuleCheck` (src/variant/logic/rule-check.ts) on its own: a rule's cells as
 * its record lists them, whether the digits on them can still hold, what it narrows candidates
 * to, and a program the engines refuse named in the error. The page's use of it (conflicts) is test/web/rule-conflicts.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { RuleCheck } from '../../../src/variant/logic/rule-check.js';
import { compileVariant } from '../../../src/variant/compile/index.js';
import type { Constraint } from '../../../src/variant/model.js';

/** The check of an empty 9×9 puzzle with `constraints`, as the page compiles it. */
const checkOf = (constraints: Constraint[]): RuleCheck =>
  new RuleCheck(compileVariant({ version: 1, size: 9, givens: '.'.repeat(81), constraints }, { derive: false }).words);

/** 81 cells, `digits` (cell → digit) filled in. */
const grid = (digits: Record<number, number>): number[] => Array.from({ length: 81 }, (_, c) => digits[c] ?? 0);

describe('RuleCheck', () => {
  it('a sandwich: its row in order; 1 and 9 with 2 + 3 between hold a sum of 5, not of 6', () => {
    const five = checkOf([{ type: 'sandwich', line: 'row', index: 0, sum: 5 }]);
    const six = checkOf([{ type: 'sandwich', line: 'row', index: 0, sum: 6 }]);
    expect(five.ruleCount).toBe(1);
    expect(five.cellsOf(0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const digits = grid({ 0: 1, 1: 2, 2: 3, 3: 9 });
    expect(five.holds(0, digits)).toBe(true);
    expect(six.holds(0, digits)).toBe(false);
    expect(six.brokenCells(digits)).toEqual([0, 1, 2, 3]);
    expect(six.brokenCells(grid({}))).toEqual([]);
  });

  it('narrow: a cage of three summing to 6 on every digit keeps 1, 2 and 3; a fixed 1 leaves the others 2 and 3; candidates that cannot keep it give null', () => {
    const check = checkOf([{ type: 'killer', cells: [0, 1, 2], sum: 6 }]);
    const all = 0x1ff;
    const cands = Array.from({ length: 81 }, () => all);
    expect(check.narrow(0, cands)).toEqual([0b111, 0b111, 0b111]);
    cands[0] = 0b1; // r1c1 holds 1
    expect(check.narrow(0, cands)).toEqual([0b1, 0b110, 0b110]);
    cands[1] = cands[2] = 0b1000_0000; // 8 twice: no filling
    expect(check.narrow(0, cands)).toBeNull();
  });

  it('narrow: an arrow run to its fixed point (circle r1c1, shaft r1c2 r1c3 with 1 or 2 in r1c2)', () => {
    const check = checkOf([{ type: 'arrow', circle: [0], shaft: [1, 2] }]);
    const cands = Array.from({ length: 81 }, () => 0x1ff);
    cands[1] = 0b11;
    cands[0] = 0b1_1000_0000; // 8 or 9 in the circle
    const [circle, a, b] = check.narrow(0, cands)!;
    expect(circle).toBe(0b1_1000_0000);
    expect(a).toBe(0b11);
    expect(b).toBe(0b1110_0000); // 6, 7 or 8: 8 − 2 … 9 − 1
  });

  it('sumOf: a cage says its total, different digits; an arrow (a record of its own kind) says none; a pill arrow is a linear sum', () => {
    const check = checkOf([
      { type: 'killer', cells: [0, 1, 2], sum: 6 },
      { type: 'arrow', circle: [9], shaft: [10, 11] },
      { type: 'arrow', circle: [18, 19], shaft: [20, 21] },
    ]);
    expect(check.sumOf(0)).toEqual({ distinct: true, total: 6, coefficients: [1, 1, 1] });
    expect(check.sumOf(1)).toBeUndefined();
    expect(check.sumOf(2)).toMatchObject({ distinct: false, total: 0 });
    expect(check.sumOf(2)!.coefficients).toHaveLength(4);
  });

  it('refuses words that are no program, naming itself', () => {
    expect(() => new RuleCheck(new Int32Array(20))).toThrow(/^sudoku-wasm: RuleCheck: expected a compiled variant program/);
  });
});
