/**
 * formatBoard: the exact layout of each style, agreement with formatLine/formatGrid on 9×9,
 * and its argument checks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBoard } from '../../src/board';
import { formatGrid, formatLine } from '../../src/grid';
import { conflictFreeGrid } from '../grid/fixtures';
import { pattern } from './fixtures';

const FULL4 = { n: 2, cells: pattern(2) };

describe('formatBoard layouts', () => {
  it('writes 9×9 boards exactly as formatLine and formatGrid do', () => {
    fc.assert(
      fc.property(conflictFreeGrid, fc.constantFrom('.', '0', '-', '_'), (cells, empty) => {
        expect(formatBoard({ n: 3, cells }, { empty })).toBe(formatLine(cells, empty));
        expect(formatBoard({ n: 3, cells }, { style: 'grid', empty })).toBe(formatGrid(cells, { empty }));
      }),
    );
  });

  it('draws | between boxes and a + separator between bands for any n', () => {
    const cells = pattern(2);
    cells[1] = 0;
    expect(formatBoard({ n: 2, cells }, { style: 'grid' })).toBe('1 . | 3 4\n3 4 | 1 2\n----+----\n2 3 | 4 1\n4 1 | 2 3');
    const grid16 = formatBoard({ n: 4, cells: pattern(4) }, { style: 'grid' }).split('\n');
    expect(grid16).toHaveLength(19);
    expect(grid16[0]).toBe('1 2 3 4 | 5 6 7 8 | 9 A B C | D E F G');
    expect(grid16[4]).toBe('--------+---------+---------+--------');
    expect(grid16[4]).toHaveLength(grid16[0].length);
  });

  it('writes numbers right-aligned to the width of N, with . or 0 for empty', () => {
    const cells = pattern(4);
    cells[0] = 0;
    const rows = formatBoard({ n: 4, cells }, { style: 'numbers' }).split('\n');
    expect(rows).toHaveLength(16);
    expect(rows[0]).toBe(' .  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16');
    expect(formatBoard({ n: 4, cells }, { style: 'numbers', empty: '0' }).slice(0, 5)).toBe(' 0  2');
    expect(formatBoard(FULL4, { style: 'numbers' })).toBe('1 2 3 4\n3 4 1 2\n2 3 4 1\n4 1 2 3');
  });

  it('writes with hex and custom alphabets', () => {
    expect(formatBoard(FULL4, { alphabet: 'hex', empty: '-' })).toBe('0123230112303012');
    expect(formatBoard({ n: 2, cells: new Uint8Array(16) }, { alphabet: 'wxyz', empty: '_' })).toBe('_'.repeat(16));
    expect(formatBoard(FULL4, { alphabet: 'wxyz', style: 'grid' }).split('\n')[0]).toBe('w x | y z');
  });
});

describe('formatBoard arguments', () => {
  it('refuses boards that are not n 2–8 with N² values 0…N', () => {
    expect(() => formatBoard(null as never)).toThrow(TypeError);
    expect(() => formatBoard({ n: 9, cells: new Uint8Array(81) })).toThrow(
      new RangeError('expected board.n to be a box size from 2 to 8, got 9'),
    );
    expect(() => formatBoard({ n: 3, cells: new Uint8Array(80) })).toThrow(
      new RangeError('expected board.cells to hold 81 cells for n = 3, got 80 cells'),
    );
    expect(() => formatBoard({ n: 2, cells: Uint8Array.of(...pattern(2).slice(0, 15), 5) })).toThrow(
      new RangeError('expected cell values 0-4, got 5 in cell 16'),
    );
    expect(() => formatBoard({ n: 2, cells: [1.5, ...new Array(15).fill(0)] as never })).toThrow(RangeError);
  });

  it('refuses styles, alphabets and empty marks that cannot be read back', () => {
    expect(() => formatBoard(FULL4, { style: 'table' as never })).toThrow(
      new RangeError("expected options.style to be 'line', 'grid' or 'numbers', got table"),
    );
    expect(() => formatBoard(FULL4, { empty: '*' })).toThrow(
      new RangeError('expected options.empty to be one of . 0 - _, got "*"'),
    );
    expect(() => formatBoard(FULL4, { alphabet: 'hex', empty: '0' })).toThrow(
      new RangeError('expected options.empty to be one of . - _, got "0"'),
    );
    expect(() => formatBoard(FULL4, { empty: '..' })).toThrow(RangeError);
    expect(() => formatBoard(FULL4, { style: 'numbers', empty: '-' })).toThrow(
      new RangeError('expected options.empty to be . or 0 for style \'numbers\', got "-"'),
    );
    expect(() => formatBoard({ n: 5, cells: pattern(5) }, { alphabet: 'hex' })).toThrow(
      new RangeError("expected a board of at most 16×16 for options.alphabet 'hex', got 25×25"),
    );
    expect(() => formatBoard(FULL4, { alphabet: 'abcdefghi' })).toThrow(
      new RangeError('expected options.alphabet to have 4 symbols for a 4×4 board, got 9'),
    );
  });
});
