/**
 * Size helpers: box size from a cell count and from a side, and rNcM cell names.
 */
import { describe, expect, it } from 'vitest';
import { boxSizeOfCellCount, boxSizeOfSide, MAX_BOX, MIN_BOX } from '../../src/board';
import { cellName } from '../../src/board/sizes';

describe('sizes', () => {
  it('maps n⁴ cells and n² sides to n for n = 2…8, and nothing else', () => {
    expect([MIN_BOX, MAX_BOX]).toEqual([2, 8]);
    expect([16, 81, 256, 625, 1296, 2401, 4096].map(boxSizeOfCellCount)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect([4, 9, 16, 25, 36, 49, 64].map(boxSizeOfSide)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    for (const count of [0, 1, 15, 17, 80, 82, 6561, 255.5, Number.NaN, -16]) {
      expect(boxSizeOfCellCount(count)).toBeNull();
    }
    for (const side of [0, 1, 2, 3, 8, 10, 81, 100]) expect(boxSizeOfSide(side)).toBeNull();
  });
});

describe('cellName', () => {
  it('names cells in rNcM notation on 9×9 and other sizes', () => {
    expect([1, 9, 10, 17, 41, 73, 81].map((cell) => cellName(cell, 9))).toEqual([
      'r1c1',
      'r1c9',
      'r2c1',
      'r2c8',
      'r5c5',
      'r9c1',
      'r9c9',
    ]);
    expect([1, 16, 17, 256].map((cell) => cellName(cell, 16))).toEqual(['r1c1', 'r1c16', 'r2c1', 'r16c16']);
  });
});
