/**
 * The two voices of the messages (`src/text/messages.ts`): the 9×9 puzzle functions and the
 * any-size board functions read 9×9 text with the same reader, and their messages differ only
 * where the table in that module's header says. Each row is pinned here with both wordings,
 * then a few of the shared messages with one.
 */
import { describe, expect, it } from 'vitest';
import { parseBoard, parsePuzzle, SudokuParseError, tryParseBoardLine, tryParseLine } from '../../src/text';
import { PUZZLE, PUZZLE_CELLS, withChar } from './fixtures';

const out = new Uint8Array(81);

/** The message of the error a door returns or throws. */
function message(run: () => unknown): string {
  let result: unknown;
  try {
    result = run();
  } catch (error) {
    result = error;
  }
  expect(result).toBeInstanceOf(SudokuParseError);
  return (result as SudokuParseError).message;
}

/** The messages of both doors for one input: [puzzle functions, board functions]. */
function both(puzzle: () => unknown, board: () => unknown): [string, string] {
  return [message(puzzle), message(board)];
}

describe('puzzle and board wording, row by row', () => {
  it('a bad character without a line number: the puzzle voice still gives the column', () => {
    const text = withChar(PUZZLE, 4, '*');
    expect(both(() => tryParseLine(text, out, 0), () => tryParseBoardLine(text, 3, out, 0))).toEqual([
      "column 5: unexpected character '*' in cell 5 (r1c5); expected a digit 1-9 or one of . 0 - _ for an empty cell",
      "unexpected character '*' in cell 5 (r1c5); expected 1-9, or . 0 - _ for an empty cell",
    ]);
  });

  it('a character glued to the last cell', () => {
    const text = `${PUZZLE},`;
    expect(both(() => tryParseLine(text, out, 0, 2), () => tryParseBoardLine(text, 3, out, 0, 2))).toEqual([
      "line 2, column 82: unexpected character ',' right after the 81st cell; expected whitespace before any trailing text",
      "line 2, column 82: unexpected character ',' right after the last cell (cell 81); " +
        'expected whitespace before any trailing text',
    ]);
  });

  it('what a cell may hold, in a grid row', () => {
    const grid = PUZZLE.match(/.{9}/g)!;
    grid[1] = withChar(grid[1], 3, '*');
    const text = grid.join('\n');
    expect(both(() => parsePuzzle(text), () => parseBoard(text))).toEqual([
      "line 2, column 4: unexpected character '*' in cell 13 (r2c4); " +
        'expected a digit 1-9 or one of . 0 - _ for an empty cell, or | and spaces between cells',
      "line 2, column 4: unexpected character '*' in cell 13 (r2c4); " +
        'expected 1-9, or . 0 - _ for an empty cell, or | and spaces between cells',
    ]);
  });

  it('nothing to read', () => {
    expect(both(() => parsePuzzle(''), () => parseBoard(''))).toEqual([
      'expected a puzzle, got an empty string',
      'expected a board, got an empty string',
    ]);
    expect(both(() => parsePuzzle('# only\n\n---+---'), () => parseBoard('# only\n\n---+---'))).toEqual([
      'expected a puzzle, got only blank lines, # comments and separator lines',
      'expected a board, got only blank lines, # comments and separator lines',
    ]);
    // one line: its number, and what it is
    expect(both(() => parsePuzzle('-', { line: 7 }), () => parseBoard('-', { line: 7 }))).toEqual([
      'line 7: expected a puzzle, got a separator line (only - + = | and whitespace)',
      'line 7: expected a board, got a separator line (only - + = | and whitespace)',
    ]);
    expect(both(() => parsePuzzle('  \n'), () => parseBoard('# note'))).toEqual([
      'line 1: expected a puzzle, got a blank line',
      'line 1: expected a board, got a # comment',
    ]);
  });

  it('whole one-line puzzles given as rows of a grid', () => {
    const text = `${PUZZLE}\n${PUZZLE}`;
    expect(both(() => parsePuzzle(text), () => parseBoard(text, { size: 3 }))).toEqual([
      'line 1: expected 9 cells in row 1, got 81; to read one-line puzzles, give them one line at a time',
      'line 1: expected 9 cells in row 1, got 81; to read one-line boards, give them one line at a time',
    ]);
  });

  it('a bad array element, and how a long string is shown', () => {
    const cells: unknown[] = Array.from(PUZZLE_CELLS);
    cells[16] = 10;
    expect(both(() => parsePuzzle(cells as number[]), () => parseBoard(cells as number[]))).toEqual([
      'cell 17 (r2c8): expected an integer 0-9 (0 = empty), got 10',
      'cell 17 (r2c8): expected an integer 0-9 (0 = empty) on a 9×9 board, got 10',
    ]);
    cells[16] = 'twenty-one characters';
    expect(both(() => parsePuzzle(cells as number[]), () => parseBoard(cells as number[]))).toEqual([
      'cell 17 (r2c8): expected an integer 0-9 (0 = empty), got "twenty-one characters"',
      'cell 17 (r2c8): expected an integer 0-9 (0 = empty) on a 9×9 board, got "twenty-one character…"',
    ]);
  });

  it('input of a wrong type', () => {
    expect(both(() => parsePuzzle(42 as never), () => parseBoard(42 as never))).toEqual([
      'expected a puzzle string or an array of 81 numbers, got the number 42',
      'expected a board string or an array of numbers, got the number 42',
    ]);
  });
});

describe('messages both voices share', () => {
  it('count, empty line, rows and conflict messages are the same through both doors', () => {
    const cases: [() => unknown, () => unknown, string][] = [
      [() => tryParseLine(PUZZLE.slice(1), out, 0, 3), () => tryParseBoardLine(PUZZLE.slice(1), 3, out, 0, 3), 'line 3: expected 81 cells, got 80'],
      [() => tryParseLine(`${PUZZLE}1`, out, 0), () => tryParseBoardLine(`${PUZZLE}1`, 3, out, 0), 'expected 81 cells, got 82'],
      [() => tryParseLine(' \r', out, 0, 4), () => tryParseBoardLine(' \r', 3, out, 0, 4), 'line 4: expected 81 cells, got an empty line'],
      [
        () => tryParseLine(withChar(PUZZLE, 6, '5'), out, 0, 9),
        () => tryParseBoardLine(withChar(PUZZLE, 6, '5'), 3, out, 0, 9),
        'line 9: digit 5 appears twice in row 1: r1c1 and r1c7 (cells 1 and 7)',
      ],
      [
        () => parsePuzzle(PUZZLE.match(/.{9}/g)!.slice(0, 8).join('\n')),
        () => parseBoard(PUZZLE.match(/.{9}/g)!.slice(0, 8).join('\n'), { size: 9 }),
        'expected 9 rows of 9 cells, got 8 rows',
      ],
    ];
    for (const [puzzle, board, message] of cases) expect(both(puzzle, board)).toEqual([message, message]);
  });
});
