import { describe, expect, it } from 'vitest';
import { parsePuzzle, SudokuParseError } from '../../src/grid';
import { PUZZLE, PUZZLE_CELLS, PUZZLE_GRID, withChar } from './fixtures';

/** parsePuzzle that must throw; returns the error. */
function fail(input: unknown, line?: number): SudokuParseError {
  try {
    parsePuzzle(input as string, line === undefined ? undefined : { line });
  } catch (error) {
    expect(error).toBeInstanceOf(SudokuParseError);
    return error as SudokuParseError;
  }
  throw new Error('expected parsePuzzle to throw');
}

/** PUZZLE_GRID without separators: 9 rows of 9 space-separated cells. */
const PLAIN_GRID = PUZZLE_GRID.split('\n')
  .filter((row) => !row.startsWith('-'))
  .map((row) => row.replaceAll(' | ', ' '))
  .join('\n');

describe('parsePuzzle: one-line text', () => {
  it('reads an 81-character line, with trailing newline, CRLF or trailing fields', () => {
    for (const text of [PUZZLE, `${PUZZLE}\n`, `${PUZZLE}\r\n`, `  ${PUZZLE} 11.9/11.9/10.5\r\n`]) {
      expect(parsePuzzle(text)).toEqual(PUZZLE_CELLS);
    }
  });

  it('skips comment and blank lines around the line, and numbers lines from the text start', () => {
    const text = `# from a file\n\n${withChar(40, 'x')}\n`;
    const error = fail(text);
    expect([error.code, error.line, error.column, error.cell]).toEqual(['BAD_CHAR', 3, 41, 41]);
  });

  it('uses options.line as the number of the first line', () => {
    const error = fail(PUZZLE.slice(0, 79), 120);
    expect(error.toJSON()).toEqual({
      code: 'TOO_FEW_CELLS',
      message: 'line 120: expected 81 cells, got 79',
      line: 120,
    });
  });

  it('returns a new array each time', () => {
    const a = parsePuzzle(PUZZLE);
    a[0] = 9;
    expect(parsePuzzle(PUZZLE)[0]).toBe(5);
  });

  it('reads 81 dashes as an empty puzzle, not a separator line', () => {
    expect(parsePuzzle('-'.repeat(81))).toEqual(new Uint8Array(81));
  });
});

describe('parsePuzzle: multi-line grids', () => {
  it('reads a grid with | and +/- separators', () => {
    expect(parsePuzzle(PUZZLE_GRID)).toEqual(PUZZLE_CELLS);
  });

  it('reads a grid without separators, and a compact one', () => {
    expect(parsePuzzle(PLAIN_GRID)).toEqual(PUZZLE_CELLS);
    const compact = PUZZLE.match(/.{9}/g)!.join('\n');
    expect(parsePuzzle(compact)).toEqual(PUZZLE_CELLS);
  });

  it('reads other separator styles, = lines and boxed borders', () => {
    const rows = PUZZLE.match(/.{9}/g)!.map((r) => `|${r.slice(0, 3)}|${r.slice(3, 6)}|${r.slice(6)}|`);
    const boxed = [
      '+===+===+===+',
      ...rows.slice(0, 3),
      '+---+---+---+',
      ...rows.slice(3, 6),
      '|---+---+---|',
      ...rows.slice(6),
      '+===+===+===+',
    ];
    expect(parsePuzzle(boxed.join('\n'))).toEqual(PUZZLE_CELLS);
  });

  it('accepts CRLF and lone CR line breaks, comments and blank lines', () => {
    expect(parsePuzzle(PUZZLE_GRID.replaceAll('\n', '\r\n'))).toEqual(PUZZLE_CELLS);
    expect(parsePuzzle(PUZZLE_GRID.replaceAll('\n', '\r'))).toEqual(PUZZLE_CELLS);
    expect(parsePuzzle(`# puzzle 1\n\n${PUZZLE_GRID.replace('\n', '\n  # note\n\n')}\n\n`)).toEqual(PUZZLE_CELLS);
  });

  it('counts CRLF and CR as one line break each in error lines', () => {
    const broken = PUZZLE_GRID.replace('. 6 . | . . . | 2 8 .', '. 6 . | . . . | 2 8 ?');
    for (const eol of ['\n', '\r\n', '\r']) {
      const error = fail(`# header${eol}${broken.replaceAll('\n', eol)}${eol}`);
      expect([error.code, error.line, error.column, error.cell]).toEqual(['BAD_CHAR', 10, 21, 63]);
    }
  });

  it('reads - as an empty cell in content lines, including a row of only dashes', () => {
    const dashed = PUZZLE_GRID.replaceAll('.', '-');
    expect(parsePuzzle(dashed)).toEqual(PUZZLE_CELLS);
    const emptyRow = PUZZLE_GRID.replace('6 . . | 1 9 5 | . . .', '- - - | - - - | - - -');
    const want = PUZZLE_CELLS.slice();
    want.fill(0, 9, 18);
    expect(parsePuzzle(emptyRow)).toEqual(want);
  });

  it('BAD_CHAR with the line and column within the text', () => {
    const error = fail(`# comment\n${PUZZLE_GRID.replace('. 6 .', '. 6 x')}`);
    expect(error.toJSON()).toEqual({
      code: 'BAD_CHAR',
      message:
        "line 4, column 21: unexpected character 'x' in cell 27 (r3c9); " +
        'expected a digit 1-9 or one of . 0 - _ for an empty cell, or | and spaces between cells',
      line: 4,
      column: 21,
      cell: 27,
      char: 'x',
    });
  });

  it('BAD_CHAR for + inside a content line', () => {
    const error = fail(PUZZLE_GRID.replace('5 3 . | . 7 .', '5 3 . + . 7 .'));
    expect([error.code, error.line, error.column, error.cell, error.char]).toEqual(['BAD_CHAR', 1, 7, 4, '+']);
  });

  it('BAD_CHAR after the 9th cell of a row has no cell', () => {
    const error = fail(PUZZLE_GRID.replace('. 9 8 | . . . | . 6 .', '. 9 8 | . . . | . 6 . x'));
    expect(error.toJSON()).toEqual({
      code: 'BAD_CHAR',
      message:
        "line 3, column 23: unexpected character 'x' after the last cell of row 3 (r3c9); " +
        'expected only | or spaces',
      line: 3,
      column: 23,
      char: 'x',
    });
  });

  it('TOO_FEW_CELLS and TOO_MANY_CELLS for a row of the wrong length', () => {
    const short = fail(PUZZLE_GRID.replace('4 . . | 8 . 3 | . . 1', '4 . . | 8 . 3 | . .'));
    expect(short.toJSON()).toEqual({
      code: 'TOO_FEW_CELLS',
      message: 'line 6: expected 9 cells in row 5, got 8',
      line: 6,
    });
    const long = fail(PUZZLE_GRID.replace('4 . . | 8 . 3 | . . 1', '4 . . | 8 . 3 | . . 1 . 2'));
    expect(long.toJSON()).toEqual({
      code: 'TOO_MANY_CELLS',
      message: 'line 6: expected 9 cells in row 5, got 11',
      line: 6,
    });
  });

  it('TOO_FEW_CELLS for too few rows, with a hint about a dash-only separator', () => {
    const eight = PUZZLE_GRID.split('\n').slice(0, -1).join('\n');
    expect(fail(eight).toJSON()).toEqual({ code: 'TOO_FEW_CELLS', message: 'expected 9 rows of 9 cells, got 8 rows' });
    const dashes = fail(PUZZLE.match(/.{9}/g)!.join('\n').replace('6..195...', '---------'));
    expect(dashes.message).toBe(
      'expected 9 rows of 9 cells, got 8 rows ' +
        '(line 2 was read as a separator line; write a row of empty cells with . or 0)',
    );
  });

  it('TOO_MANY_CELLS for too many rows, at the first extra row', () => {
    const error = fail(`${PUZZLE_GRID}\n\n1 2 3 4 5 6 7 8 9\nx`);
    expect(error.toJSON()).toEqual({
      code: 'TOO_MANY_CELLS',
      message: 'line 13: expected 9 rows of 9 cells, got 11 rows',
      line: 13,
    });
  });

  it('TOO_MANY_CELLS with a hint for two one-line puzzles', () => {
    const error = fail(`${PUZZLE}\n${PUZZLE}`);
    expect(error.code).toBe('TOO_MANY_CELLS');
    expect(error.message).toBe(
      'line 1: expected 9 cells in row 1, got 81; to read one-line puzzles, give them one line at a time',
    );
  });

  it('CONFLICT in a row, a column and a box, at the line of the second cell', () => {
    // PUZZLE_GRID line 1 is row 1, line 5 is row 4, line 11 is row 9.
    const row = fail(PUZZLE_GRID.replace('5 3 . | . 7 . | . . .', '5 3 . | . 7 . | . . 7'));
    expect(row.toJSON()).toEqual({
      code: 'CONFLICT',
      message: 'line 1: digit 7 appears twice in row 1: r1c5 and r1c9 (cells 5 and 9)',
      line: 1,
      cells: [5, 9],
      digit: 7,
      house: 'row',
    });
    const column = fail(PUZZLE_GRID.replace('. . . | . 8 . | . 7 9', '5 . . | . 8 . | . 7 9'));
    expect([column.house, column.cells, column.digit, column.line]).toEqual(['column', [1, 73], 5, 11]);
    expect(column.message).toBe('line 11: digit 5 appears twice in column 1: r1c1 and r9c1 (cells 1 and 73)');
    // r5c4 holds 8; put another 8 at r6c6 (same box 5, other row and column).
    const box = fail(PUZZLE_GRID.replace('7 . . | . 2 .', '7 . . | . 2 8'));
    expect([box.house, box.cells, box.digit, box.line]).toEqual(['box', [40, 51], 8, 7]);
    expect(box.message).toBe('line 7: digit 8 appears twice in box 5: r5c4 and r6c6 (cells 40 and 51)');
  });

  it('EMPTY for the empty string and for text without content lines', () => {
    expect(fail('').toJSON()).toEqual({ code: 'EMPTY', message: 'expected a puzzle, got an empty string' });
    const blank = fail('\n  # just a comment\r\n------+-------+------\n\n');
    expect(blank.toJSON()).toEqual({
      code: 'EMPTY',
      message: 'expected a puzzle, got only blank lines, # comments and separator lines',
    });
  });

  it('rejects a bad options.line', () => {
    expect(() => parsePuzzle(PUZZLE, { line: 0 })).toThrow(
      new RangeError('expected options.line to be a positive integer, got 0'),
    );
  });
});
