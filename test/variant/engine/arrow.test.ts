/**
 * Arrows with a one-cell circle: compiled to ARROW records (src/variant/compile/program.ts)
 * and pruned exactly for the sum (src/engine/variant-ts/arrows.ts): through the walk over
 * digit sets when the shaft's cells are all peers, through tuples when a shaft of at most 4
 * cells has some peers, through the sums cell by cell otherwise.
 * Bounds alone (the LINEAR record a pill still compiles to) keep the digits between the
 * smallest and largest that fit; these tests pin the digits inside that range that no sum
 * reaches, and the digits every completion puts on the shaft, placed or locked.
 */
import { describe, expect, it } from 'vitest';
import { compileVariant } from '../../../src/variant/compile/index';
import { RULE_ARROW, RULE_LINEAR } from '../../../src/variant/compile/program';
import type { Constraint, VariantPuzzle } from '../../../src/variant/model';
import { ruleRecords } from '../support/records';
import { runVariant, VARIANT_ENGINES } from './engines';
import { cell, puzzle, rootDigits } from './root';

/** The records of the compiled program (no derived rules: no cage has a sum here). */
const records = (p: VariantPuzzle): number[][] => ruleRecords(compileVariant(p).words);

describe('arrow records', () => {
  it('say whether the shaft digits all differ; a pill stays a LINEAR record', () => {
    const inRow: Constraint = { type: 'arrow', circle: [cell(1, 1)], shaft: [cell(1, 2), cell(1, 3)] };
    const acrossBoxes: Constraint = { type: 'arrow', circle: [cell(2, 2)], shaft: [cell(3, 3), cell(4, 4)] };
    const pill: Constraint = { type: 'arrow', circle: [cell(9, 1), cell(9, 2)], shaft: [cell(8, 3), cell(7, 4)] };
    expect(records(puzzle({}, [inRow, acrossBoxes, pill]))).toEqual([
      [RULE_ARROW, 3, 1, cell(1, 1), cell(1, 2), cell(1, 3)],
      [RULE_ARROW, 3, 0, cell(2, 2), cell(3, 3), cell(4, 4)],
      [RULE_LINEAR, 4, 0, cell(8, 3), cell(7, 4), cell(9, 1), cell(9, 2), 1, 1, -10, -1],
    ]);
  });

  it('count a cage or another group that makes the shaft distinct', () => {
    const arrow: Constraint = { type: 'arrow', circle: [cell(2, 2)], shaft: [cell(3, 3), cell(4, 4)] };
    const cage: Constraint = { type: 'killer', cells: [cell(3, 3), cell(4, 4)] };
    expect(records(puzzle({}, [arrow, cage]))[0]).toEqual([RULE_ARROW, 3, 1, cell(2, 2), cell(3, 3), cell(4, 4)]);
  });
});

describe('arrow pruning (TypeScript engine, root)', () => {
  it('a shaft of distinct digits keeps only the digits of sets that reach the circle', () => {
    // 4 = 1 + 3 only (2 + 2 repeats a digit): bounds would keep 1, 2, 3
    const digits = rootDigits(puzzle({ [cell(1, 1)]: 4 }, [{ type: 'arrow', circle: [cell(1, 1)], shaft: [cell(1, 2), cell(1, 3)] }]));
    expect(digits?.[cell(1, 2)]).toEqual([1, 3]);
    expect(digits?.[cell(1, 3)]).toEqual([1, 3]);
  });

  it('a shaft whose digits may repeat keeps the digits of sums that reach the circle', () => {
    // r4c4 is odd, so r3c3 + r4c4 = 4 is 1 + 3 or 3 + 1: bounds would keep r3c3 = 2
    const digits = rootDigits(
      puzzle({ [cell(2, 2)]: 4 }, [
        { type: 'arrow', circle: [cell(2, 2)], shaft: [cell(3, 3), cell(4, 4)] },
        { type: 'odd', cells: [cell(4, 4)] },
      ]),
    );
    expect(digits?.[cell(3, 3)]).toEqual([1, 3]);
    expect(digits?.[cell(4, 4)]).toEqual([1, 3]);
  });

  it('a short shaft with some peers keeps only the digits of tuples that differ where cells are peers', () => {
    // 4 = 1 + 2 + 1 or 2 + 1 + 1 with r3c3, r3c4 in one row (1 + 1 + 2 repeats a digit there);
    // r4c5 sees neither, so it is 1 (the sums alone would keep 1 and 2)
    const digits = rootDigits(
      puzzle({ [cell(2, 2)]: 4 }, [{ type: 'arrow', circle: [cell(2, 2)], shaft: [cell(3, 3), cell(3, 4), cell(4, 5)] }]),
    );
    expect(digits?.[cell(3, 3)]).toEqual([1, 2]);
    expect(digits?.[cell(3, 4)]).toEqual([1, 2]);
    expect(digits?.[cell(4, 5)]).toEqual([1]);
  });

  it('the digits every completion puts on a shaft of peers leave the cells that see all their places', () => {
    // 3 = 1 + 2 in row 1 and box 1: 1 and 2 leave the rest of both (no naked pair step would)
    const digits = rootDigits(puzzle({ [cell(1, 1)]: 3 }, [{ type: 'arrow', circle: [cell(1, 1)], shaft: [cell(1, 2), cell(1, 3)] }]));
    expect(digits?.[cell(1, 2)]).toEqual([1, 2]);
    expect(digits?.[cell(1, 5)]).toEqual([4, 5, 6, 7, 8, 9]);
    expect(digits?.[cell(3, 3)]).toEqual([4, 5, 6, 7, 8, 9]);
    // r4c2 sees r1c2 only
    expect(digits?.[cell(4, 2)]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('a digit in every tuple of a short shaft leaves the cells that see all its places', () => {
    // 5 = 1 + 2 + 2, 2 + 1 + 2, 1 + 3 + 1 or 3 + 1 + 1 (r3c3 and r3c4 in one row): every tuple
    // holds a 1, and r3c5 sees all three places (row 3, column 5); r3c6 does not see r4c5
    const digits = rootDigits(
      puzzle({ [cell(2, 2)]: 5 }, [{ type: 'arrow', circle: [cell(2, 2)], shaft: [cell(3, 3), cell(3, 4), cell(4, 5)] }]),
    );
    expect(digits?.[cell(4, 5)]).toEqual([1, 2]);
    expect(digits?.[cell(3, 5)]).not.toContain(1);
    expect(digits?.[cell(3, 6)]).toContain(1);
  });

  it('a circle keeps only the sums the shaft can make', () => {
    // r3c3 and r4c4 both odd: their sums are even
    const digits = rootDigits(
      puzzle({}, [
        { type: 'arrow', circle: [cell(2, 2)], shaft: [cell(3, 3), cell(4, 4)] },
        { type: 'odd', cells: [cell(3, 3), cell(4, 4)] },
      ]),
    );
    expect(digits?.[cell(2, 2)]).toEqual([2, 4, 6, 8]);
  });
});

describe.each(VARIANT_ENGINES)('$name arrows', ({ create }) => {
  it('solve a 4×4 with no guess where bounds alone need one', () => {
    // r1c1 = r1c2 + r1c3 with r1c2, r1c3 in one row: r1c1 = 3 or 4 … (found by search; the
    // engine before exact arrows took one guess here)
    const p: VariantPuzzle = { version: 1, size: 4, givens: '....1....13.34..', constraints: [{ type: 'arrow', circle: [0], shaft: [1, 2] }] };
    const result = runVariant(create(), compileVariant(p), 2);
    expect([result.count, result.nodes]).toEqual([1, 0]);
  });
});
