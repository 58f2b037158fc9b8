/**
 * The writers: formatLine and formatGrid (9×9) and formatBoard (any size, three styles), their
 * exact layouts against hand-written text, round trips through the readers, and their argument
 * checks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBoard, formatGrid, formatLine, parsePuzzle } from '../../src/text';
import { conflictFreeGrid, pattern, PUZZLE, PUZZLE_CELLS, PUZZLE_GRID } from './fixtures';

describe('formatLine', () => {
  it('writes 81 characters with . for empty cells', () => {
    expect(formatLine(PUZZLE_CELLS)).toBe(PUZZLE);
    expect(formatLine(Array.from(PUZZLE_CELLS), '0')).toBe(PUZZLE.replaceAll('.', '0'));
  });

  it('rejects cells that are not 81 integers 0-9, and a bad empty character', () => {
    expect(() => formatLine(new Uint8Array(80))).toThrow(new RangeError('sudoku-wasm: formatLine: expected 81 cells, got 80'));
    const bad = Array.from(PUZZLE_CELLS);
    bad[4] = 10;
    expect(() => formatLine(bad)).toThrow(new RangeError('sudoku-wasm: formatLine: expected cell values 0-9, got 10 in cell 5'));
    bad[4] = 1.5;
    expect(() => formatLine(bad)).toThrow(RangeError);
    expect(() => formatLine(PUZZLE_CELLS, '')).toThrow(new RangeError('sudoku-wasm: formatLine: expected empty to be one character, got the string ""'));
    expect(() => formatLine(PUZZLE_CELLS, '..')).toThrow(RangeError);
  });

  it('says what a value of the wrong type is, and that text is parsed first', () => {
    expect(() => formatLine(PUZZLE as never)).toThrow(
      new TypeError(`sudoku-wasm: formatLine: expected cells to be an array of 81 numbers 0-9, got the string ${JSON.stringify(PUZZLE)} (text is read with parsePuzzle first)`),
    );
    expect(() => formatGrid(null as never)).toThrow(new TypeError('sudoku-wasm: formatGrid: expected cells to be an array of 81 numbers 0-9, got null'));
    const chars = Array.from(PUZZLE.replaceAll('.', '0'));
    expect(() => formatGrid(chars as never)).toThrow(new RangeError('sudoku-wasm: formatGrid: expected cell values 0-9, got the string "5" in cell 1'));
    expect(() => formatBoard({ n: 3, cells: chars as never })).toThrow(new RangeError('sudoku-wasm: formatBoard: expected cell values 0-9, got the string "5" in cell 1'));
  });
});

describe('formatGrid', () => {
  it('writes the human grid with separators by default', () => {
    expect(formatGrid(PUZZLE_CELLS)).toBe(PUZZLE_GRID);
  });

  it('writes 9 plain rows without separators, with the chosen empty character', () => {
    const text = formatGrid(PUZZLE_CELLS, { separators: false, empty: '0' });
    expect(text.split('\n')).toHaveLength(9);
    expect(text.split('\n')[0]).toBe('5 3 0 0 7 0 0 0 0');
    expect(text.split('\n')[8]).toBe('0 0 0 0 8 0 0 7 9');
  });

  it('round-trips through parsePuzzle', () => {
    expect(parsePuzzle(formatGrid(PUZZLE_CELLS))).toEqual(PUZZLE_CELLS);
    expect(parsePuzzle(formatGrid(new Uint8Array(81), { empty: '-' }))).toEqual(new Uint8Array(81));
  });
});

describe('round trip, property', () => {
  const emptyChar = fc.constantFrom('.', '0', '-', '_');

  it('parsePuzzle(formatLine(g)) and parsePuzzle(formatGrid(g)) give back g for conflict-free grids', () => {
    fc.assert(
      fc.property(conflictFreeGrid, emptyChar, fc.boolean(), (cells, empty, separators) => {
        expect(parsePuzzle(formatLine(cells, empty))).toEqual(cells);
        expect(parsePuzzle(formatGrid(cells, { empty, separators }))).toEqual(cells);
      }),
      { numRuns: 500 },
    );
  });

  it('formatLine(parsePuzzle(s)) gives back s for lines written with .', () => {
    fc.assert(
      fc.property(conflictFreeGrid, (cells) => {
        const line = formatLine(cells);
        expect(formatLine(parsePuzzle(`  ${line} 1.2/3.4\r\n`))).toBe(line);
      }),
    );
  });
});

const FULL4 = { n: 2, cells: pattern(2) };

describe('formatBoard layouts', () => {
  it('writes 9×9 boards as the hand-written line and grid, whatever the empty mark', () => {
    const board = { n: 3, cells: PUZZLE_CELLS };
    expect(formatBoard(board)).toBe(PUZZLE);
    expect(formatBoard(board, { style: 'grid' })).toBe(PUZZLE_GRID);
    for (const empty of ['0', '-', '_']) {
      expect(formatBoard(board, { empty })).toBe(PUZZLE.replaceAll('.', empty));
      expect(formatBoard(board, { style: 'grid', empty })).toBe(PUZZLE_GRID.replace(/\./g, empty));
    }
  });

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
      new RangeError('sudoku-wasm: formatBoard: expected board.n to be a box size from 2 to 8, got 9'),
    );
    expect(() => formatBoard({ n: 3, cells: new Uint8Array(80) })).toThrow(
      new RangeError('sudoku-wasm: formatBoard: expected board.cells to hold 81 cells for n = 3, got 80 cells'),
    );
    expect(() => formatBoard({ n: 2, cells: Uint8Array.of(...pattern(2).slice(0, 15), 5) })).toThrow(
      new RangeError('sudoku-wasm: formatBoard: expected cell values 0-4, got 5 in cell 16'),
    );
    expect(() => formatBoard({ n: 2, cells: [1.5, ...new Array(15).fill(0)] as never })).toThrow(RangeError);
  });

  it('refuses styles, alphabets and empty marks that cannot be read back', () => {
    expect(() => formatBoard(FULL4, { style: 'table' as never })).toThrow(
      new TypeError(`sudoku-wasm: formatBoard: expected options.style to be 'line', 'grid' or 'numbers', got the string "table"`),
    );
    expect(() => formatBoard(FULL4, { empty: '*' })).toThrow(
      new RangeError('sudoku-wasm: formatBoard: expected options.empty to be one of . 0 - _, got the string "*"'),
    );
    expect(() => formatBoard(FULL4, { alphabet: 'hex', empty: '0' })).toThrow(
      new RangeError('sudoku-wasm: formatBoard: expected options.empty to be one of . - _, got the string "0"'),
    );
    expect(() => formatBoard(FULL4, { empty: '..' })).toThrow(RangeError);
    expect(() => formatBoard(FULL4, { style: 'numbers', empty: '-' })).toThrow(
      new RangeError('sudoku-wasm: formatBoard: expected options.empty to be . or 0 for style \'numbers\', got the string "-"'),
    );
    expect(() => formatBoard({ n: 5, cells: pattern(5) }, { alphabet: 'hex' })).toThrow(
      new RangeError("sudoku-wasm: formatBoard: expected a board of at most 16×16 for options.alphabet 'hex', got 25×25"),
    );
    expect(() => formatBoard(FULL4, { alphabet: 'abcdefghi' })).toThrow(
      new RangeError('sudoku-wasm: formatBoard: expected options.alphabet to have 4 symbols for a 4×4 board, got 9'),
    );
  });
});
