/**
 * The package's `RuleCheck` (src/engine/variant-ts/rule-check.ts) on its own: a rule's cells as
 * its record lists them, whether the digits on them can still hold, and a program the engines
 * refuse named in the error. The page's use of it (conflicts) is test/web/rule-conflicts.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { RuleCheck } from '../../../src/engine/variant-ts/rule-check.js';
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

  it('refuses words that are no program, naming itself', () => {
    expect(() => new RuleCheck(new Int32Array(20))).toThrow(/^sudoku-wasm: RuleCheck: expected a compiled variant program/);
  });
});
