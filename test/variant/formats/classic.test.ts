/**
 * isClassic: size 9, the standard boxes, and no constraint that changes anything.
 */
import { describe, expect, it } from 'vitest';
import { isClassic, parseVariant } from '../../../src/variant';
import type { Constraint } from '../../../src/variant';

const GIVENS = `53..7....${'.'.repeat(72)}`;
const classic = (constraints: Constraint[], size: 4 | 9 = 9, regions?: number[]): boolean =>
  isClassic(parseVariant({ size, givens: '.'.repeat(size * size), constraints, ...(regions ? { regions } : {}) }));

describe('isClassic', () => {
  it('a puzzle with no rule, or only rules that change nothing, is classic', () => {
    expect(isClassic(parseVariant(GIVENS))).toBe(true);
    expect(
      classic([
        { type: 'killer', cells: [0, 1, 10] }, // no sum, inside box 1
        { type: 'killer', cells: [40] },
        { type: 'extraRegion', cells: [0, 9, 18, 27] }, // inside column 1
        { type: 'thermometer', cells: [5] },
        { type: 'slowThermometer', cells: [6] },
        { type: 'renban', cells: [7] },
        { type: 'palindrome', cells: [8] },
        { type: 'whispers', cells: [9] },
        { type: 'regionSum', cells: [0, 1, 2, 11] }, // one box: one segment
      ]),
    ).toBe(true);
  });

  it('any rule that constrains makes it a variant', () => {
    const variants: Constraint[] = [
      { type: 'killer', cells: [0, 1], sum: 3 },
      { type: 'killer', cells: [2, 12] }, // r1c3 and r2c4: no house holds both
      { type: 'extraRegion', cells: [0, 40] },
      { type: 'thermometer', cells: [0, 1] },
      { type: 'regionSum', cells: [2, 3] },
      { type: 'diagonal', direction: 'main' },
      { type: 'antiKnight' },
      { type: 'antiKing' },
      { type: 'nonConsecutive' },
      { type: 'disjointGroups' },
      { type: 'negativeBlack' },
      { type: 'negativeXV' },
      { type: 'kropki', color: 'white', cells: [0, 1] },
      { type: 'xv', cells: [0, 1], sum: 10 },
      { type: 'littleKiller', cells: [8], sum: 5 },
      { type: 'arrow', circle: [0], shaft: [1] },
      { type: 'sandwich', line: 'row', index: 0, sum: 0 },
      { type: 'odd', cells: [0] },
      { type: 'palindrome', cells: [0, 10] },
    ];
    for (const constraint of variants) expect(classic([constraint]), constraint.type).toBe(false);
  });

  it('other sizes and jigsaws are not classic', () => {
    expect(classic([], 4)).toBe(false);
    const jigsaw = Array.from({ length: 81 }, (_, i) => Math.floor(i / 9)); // rows as regions
    expect(classic([], 9, jigsaw)).toBe(false);
  });
});
