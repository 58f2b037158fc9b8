/**
 * The compiler's derived rules (src/variant/compile/derive.ts, the 45 rule): innies and outies
 * of houses, of runs of neighbouring rows or columns, and of unions of regions.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileVariant } from '../../../src/variant/compile/index';
import { RULE_CAGE, RULE_LINEAR } from '../../../src/variant/compile/program';
import type { Constraint, VariantPuzzle } from '../../../src/variant/model';
import { ruleRecords } from '../support/records';
import { cell } from './root';

const cage = (sum: number, ...cells: number[]): Constraint => ({ type: 'killer', cells, sum });

/**
 * Rows 1-3 of a grid (123 456 789 / 456 789 123 / 789 123 456), boxes 1 and 2 caged in pairs
 * but for r3c1 and r3c2; three cages straddle the two boxes, so no single house or run of rows
 * leaves so few cells, but boxes 1 and 2 together hold 90 and their cages 75: r3c1 + r3c2 = 15.
 */
const PUZZLE: VariantPuzzle = {
  version: 1,
  size: 9,
  givens: '.'.repeat(81),
  constraints: [
    cage(3, cell(1, 1), cell(1, 2)),
    cage(9, cell(2, 1), cell(2, 2)),
    cage(7, cell(1, 3), cell(1, 4)),
    cage(13, cell(2, 3), cell(2, 4)),
    cage(10, cell(3, 3), cell(3, 4)),
    cage(11, cell(1, 5), cell(1, 6)),
    cage(17, cell(2, 5), cell(2, 6)),
    cage(5, cell(3, 5), cell(3, 6)),
  ],
};

describe('derived rules', () => {
  it('come from a union of two regions that no house or band gives', () => {
    const rule = [RULE_CAGE, 2, 15, cell(3, 1), cell(3, 2)];
    expect(ruleRecords(compileVariant(PUZZLE).words)).toContainEqual(rule);
    expect(ruleRecords(compileVariant(PUZZLE, { derive: false }).words)).not.toContainEqual(rule);
  });

  it('are each added once, however many times the unions meet them', () => {
    // killer-087 of the generated set meets 151 distinct derived rules (the table of rules met
    // grows past its first 64), killer-008 73: one of each in the program
    const lines = readFileSync(new URL('../../../bench/variants/sets/killer.jsonl', import.meta.url), 'utf8').trim().split('\n');
    for (const index of [7, 86]) {
      const puzzle = (JSON.parse(lines[index]) as { puzzle: VariantPuzzle }).puzzle;
      const records = ruleRecords(compileVariant(puzzle).words).map((r) => r.join(','));
      const derived = records.length - ruleRecords(compileVariant(puzzle, { derive: false }).words).length;
      expect(derived).toBeGreaterThan(64);
      expect(new Set(records).size).toBe(records.length);
      expect(records.some((r) => r.startsWith(`${RULE_LINEAR},`))).toBe(true);
    }
  });
});
