import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGrid, formatLine, parsePuzzle } from '../../src/grid';
import { conflictFreeGrid, PUZZLE, PUZZLE_CELLS, PUZZLE_GRID } from './fixtures';

describe('formatLine', () => {
  it('writes 81 characters with . for empty cells', () => {
    expect(formatLine(PUZZLE_CELLS)).toBe(PUZZLE);
    expect(formatLine(Array.from(PUZZLE_CELLS), '0')).toBe(PUZZLE.replaceAll('.', '0'));
  });

  it('rejects cells that are not 81 integers 0-9, and a bad empty character', () => {
    expect(() => formatLine(new Uint8Array(80))).toThrow(new RangeError('expected 81 cells, got 80'));
    const bad = Array.from(PUZZLE_CELLS);
    bad[4] = 10;
    expect(() => formatLine(bad)).toThrow(new RangeError('expected cell values 0-9, got 10 in cell 5'));
    bad[4] = 1.5;
    expect(() => formatLine(bad)).toThrow(RangeError);
    expect(() => formatLine(PUZZLE_CELLS, '')).toThrow(new RangeError('expected empty to be one character, got ""'));
    expect(() => formatLine(PUZZLE_CELLS, '..')).toThrow(RangeError);
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
