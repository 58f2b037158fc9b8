/**
 * Text through the one reader: parsePuzzle (9×9, 'digits', no layout choice, puzzle wording)
 * and parseBoard (the three forms, size inference and explicit size, any alphabet), with every
 * error at its exact place (line, column, cell, char).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBoard, parseBoard, parsePuzzle, SudokuParseError } from '../../src/text';
import {
  BOX_SIZES,
  boardOf,
  fields,
  makeBoard,
  pattern,
  PUZZLE,
  PUZZLE_CELLS,
  PUZZLE_GRID,
  thrown,
  withChar,
} from './fixtures';

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
    const text = `# from a file\n\n${withChar(PUZZLE, 40, 'x')}\n`;
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

  it('reads a bare line of 81 cells (its own fast read) as it reads the line followed by a newline', () => {
    const valid = fc.array(fc.constantFrom(...'123456789.0-_'), { minLength: 81, maxLength: 81 }).map((a) => a.join(''));
    const odd = fc.option(fc.tuple(fc.integer({ min: 0, max: 80 }), fc.constantFrom('x', ' ', '\u0135', '\u00b5')));
    const line = fc.tuple(valid, odd).map(([text, injected]) => (injected === null ? text : withChar(text, injected[0], injected[1])));
    const outcome = (text: string): unknown => {
      try {
        return parsePuzzle(text, { line: 7 });
      } catch (error) {
        return (error as SudokuParseError).toJSON(); // a conflict's line included
      }
    };
    fc.assert(
      fc.property(line, (text) => {
        expect(outcome(text)).toEqual(outcome(`${text}\n`));
      }),
    );
    expect(fail(withChar(PUZZLE, 1, '5'), 7).toJSON()).toMatchObject({ code: 'CONFLICT', line: 7 });
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
      new RangeError('sudoku-wasm: parsePuzzle: expected options.line to be a positive integer, got 0'),
    );
  });
});

/** A 4×4 puzzle (the pattern with blanks), as a line and as cells. */
const LINE4 = '1.3.3..2.34.4..3';
const CELLS4 = Uint8Array.from(LINE4, (ch) => (ch === '.' ? 0 : Number(ch)));
/** A 16×16 board with blanks, and its line. */
const BOARD16 = makeBoard(4, 7, 40);
const LINE16 = formatBoard(BOARD16);
const GRID16 = formatBoard(BOARD16, { style: 'grid' });
const NUMBERS16 = formatBoard(BOARD16, { style: 'numbers' });
/** A complete 16×16 board: every row holds a G somewhere and every number 1-16. */
const FULL16 = { n: 4, cells: pattern(4) };

describe('parseBoard: one-line text', () => {
  it('infers the size from the number of symbols, for every size', () => {
    for (const n of BOX_SIZES) {
      const count = n ** 4;
      expect(parseBoard('.'.repeat(count))).toEqual({ n, cells: new Uint8Array(count) });
      expect(parseBoard('-'.repeat(count))).toEqual({ n, cells: new Uint8Array(count) });
    }
    expect(parseBoard(LINE4)).toEqual({ n: 2, cells: CELLS4 });
  });

  it('accepts surrounding whitespace, CRLF, comments, blank lines and trailing fields', () => {
    for (const text of [`${LINE16}\n`, `${LINE16}\r\n`, `  ${LINE16} 11.9/10.5 G\r\n`, `# a 16×16\n\n${LINE16}\n\n`]) {
      expect(parseBoard(text)).toEqual(BOARD16);
    }
  });

  it('takes an explicit size as box size or side, and then counts against it', () => {
    expect(parseBoard(LINE4, { size: 2 })).toEqual({ n: 2, cells: CELLS4 });
    expect(parseBoard(LINE16, { size: 16 })).toEqual(BOARD16);
    expect(parseBoard('.'.repeat(81), { size: 3 }).n).toBe(3);
    expect(parseBoard('.'.repeat(81), { size: 9 }).n).toBe(3);
    const error = thrown(() => parseBoard('.'.repeat(81), { size: 16 }));
    expect(fields(error)).toEqual({ code: 'TOO_FEW_CELLS', line: 1 });
    expect(error.message).toBe('line 1: expected 256 cells, got 81');
    expect(thrown(() => parseBoard(`${LINE16}1`, { size: 16 })).message).toBe('line 1: expected 256 cells, got 257');
  });

  it('refuses size 4 as ambiguous, and sizes that are no board', () => {
    expect(() => parseBoard(LINE4, { size: 4 })).toThrow(
      new RangeError('sudoku-wasm: parseBoard: expected options.size to be 2 (4×4) or 16 (16×16), got the ambiguous 4'),
    );
    for (const size of [0, 1, 10, 81, 2.5, Number.NaN]) {
      expect(() => parseBoard(LINE4, { size })).toThrow(RangeError);
    }
    expect(() => parseBoard(LINE4, { line: 0 })).toThrow(RangeError);
    // a string is shown as one, not as the number it spells
    expect(() => parseBoard(LINE4, { size: '2' as never })).toThrow(
      new TypeError('sudoku-wasm: parseBoard: expected options.size to be a box size 2-8 or a side 9, 16, 25, 36, 49 or 64, got the string "2"'),
    );
    expect(() => parseBoard(LINE4, { line: '3' as never })).toThrow(
      new TypeError('sudoku-wasm: parseBoard: expected options.line to be a positive integer, got the string "3"'),
    );
  });

  it('names the nearest sizes when the count is no board size', () => {
    const error = thrown(() => parseBoard('1'.repeat(80)));
    expect(fields(error)).toEqual({ code: 'BAD_SIZE', line: 1 });
    expect(error.message).toBe(
      'line 1: expected 16, 81, 256, 625, 1296, 2401 or 4096 cells (a 4×4 to 64×64 board), got 80; ' +
        'the nearest sizes are 16 for 4×4 and 81 for 9×9; pass options.size to fix the size',
    );
    expect(thrown(() => parseBoard('.'.repeat(15))).message).toContain('got 15; the smallest board, 4×4, has 16;');
    expect(thrown(() => parseBoard('.'.repeat(5000))).message).toContain('got 5000; the largest board, 64×64, has 4096;');
    expect(thrown(() => parseBoard('1234 1234 1234 1234')).message).toContain(
      'got 4 (the cells end at the whitespace in column 5); the smallest board',
    );
  });
});

describe('parseBoard: multi-line grids', () => {
  it('reads formatBoard grids with | and +/- separators, size inferred', () => {
    expect(parseBoard(GRID16)).toEqual(BOARD16);
    expect(GRID16.split('\n')[4]).toBe('--------+---------+---------+--------');
  });

  it('reads compact rows, rows with spaces only, and boxed borders', () => {
    const rows = LINE16.match(/.{16}/g)!;
    expect(parseBoard(rows.join('\n'))).toEqual(BOARD16);
    expect(parseBoard(rows.map((r) => r.split('').join(' ')).join('\r\n'))).toEqual(BOARD16);
    const boxed = rows.map((r) => `|${r.match(/.{4}/g)!.join('|')}|`);
    const border = '+====+====+====+====+';
    const text = [border, ...boxed.slice(0, 8), '|----+----+----+----|', ...boxed.slice(8), border].join('\n');
    expect(parseBoard(text)).toEqual(BOARD16);
  });

  it('reads 4×4 rows written in box groups (two-digit tokens that are not numbers)', () => {
    expect(parseBoard('12 34\n34 12\n23 41\n41 23')).toEqual({ n: 2, cells: pattern(2) });
  });

  it('breaks a tie between sizes (text of dash lines only) towards 9×9, then the smaller board', () => {
    expect(parseBoard(`${'-'.repeat(256)}\n${'-'.repeat(16)}`).n).toBe(2);
    expect(parseBoard(`${'-'.repeat(256)}\n${'-'.repeat(81)}\n${'-'.repeat(16)}`).n).toBe(3);
  });

  it('reads N spaced dashes as a row of empty cells and N adjacent ones as a separator', () => {
    expect(parseBoard('1 . | 3 .\n- - | - -\n. 3 | 4 .\n4 . | . 3').cells).toEqual(
      Uint8Array.from([1, 0, 3, 0, 0, 0, 0, 0, 0, 3, 4, 0, 4, 0, 0, 3]),
    );
    const error = thrown(() => parseBoard('1.3.\n----\n.34.\n4..3', { size: 2 }));
    expect(fields(error)).toEqual({ code: 'TOO_FEW_CELLS' });
    expect(error.message).toBe(
      'expected 4 rows of 4 cells, got 3 rows (line 2 was read as a separator line; write a row of empty cells with . or 0)',
    );
  });

  it('numbers lines from options.line, counting every line', () => {
    const text = `# comment\n${GRID16.replace('\n', '\n\n')}`;
    expect(parseBoard(text, { line: 10 })).toEqual(BOARD16);
    const bad = text.split('\n');
    bad[3] = withChar(bad[3], 2, '*'); // third line of the grid, its second cell
    const error = thrown(() => parseBoard(bad.join('\n'), { line: 10 }));
    expect(fields(error)).toEqual({ code: 'BAD_CHAR', line: 13, column: 3, cell: 18, char: '*' });
    expect(error.message).toBe(
      "line 13, column 3: unexpected character '*' in cell 18 (r2c2); " +
        'expected 1-9, A-G, or . 0 - _ for an empty cell, or | and spaces between cells',
    );
  });
});

describe('parseBoard: numeric grids', () => {
  it('reads numbers 1…N with . or 0 (or 00) empty, for every size', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BOX_SIZES).chain(boardOf), (board) => {
        const tokens = Array.from(board.cells, (v, i) => (v === 0 ? ['.', '0', '00'][i % 3] : String(v)));
        expect(parseBoard(tokens.join(' '))).toEqual(board);
      }),
      { numRuns: 50 },
    );
  });

  it('accepts line breaks anywhere, | and separator lines, comments and zero-padded numbers', () => {
    fc.assert(
      fc.property(boardOf(4), fc.array(fc.nat(255), { maxLength: 40 }), (board, breaks) => {
        if (!board.cells.some((v) => v >= 10)) return; // all single digits: that is the symbol form
        const tokens = Array.from(board.cells, (v) => (v === 0 ? '.' : v < 10 && v % 2 ? `0${v}` : String(v)));
        for (const at of breaks) tokens[at] = `${tokens[at]}\n`;
        tokens[100] = `${tokens[100]} |`;
        const text = `# numbers\n${tokens.join(' ').replaceAll('\n ', '\n')}\n---+---\n`;
        expect(parseBoard(text)).toEqual(board);
      }),
    );
  });

  it('reads formatBoard numbers of a 16×16 board', () => {
    expect(NUMBERS16.split('\n')[0]).toMatch(/^[ .\d]+$/);
    expect(parseBoard(NUMBERS16)).toEqual(BOARD16);
    expect(parseBoard(NUMBERS16, { alphabet: 'auto' })).toEqual(BOARD16);
  });

  it('reports a number past N as BAD_VALUE with line, column and cell', () => {
    const rows = formatBoard(FULL16, { style: 'numbers' }).split('\n');
    rows[2] = rows[2].replace(/^ ?\d+/, '17');
    const error = thrown(() => parseBoard(rows.join('\n')));
    expect(fields(error)).toEqual({ code: 'BAD_VALUE', line: 3, column: 1, cell: 33 });
    expect(error.message).toBe(
      'line 3, column 1: 17 in cell 33 (r3c1) is not a digit of a 16×16 board; expected 1-16, or . or 0 for an empty cell',
    );
  });

  it('counts numbers, not symbols, once a two-digit number shows the form', () => {
    const short = NUMBERS16.replace(/\S+\s*$/, '');
    const inferred = thrown(() => parseBoard(short));
    expect(fields(inferred)).toEqual({ code: 'BAD_SIZE' });
    expect(inferred.message).toBe(
      'expected 16, 81, 256, 625, 1296, 2401 or 4096 numbers (a 4×4 to 64×64 board), got 255; ' +
        'the nearest sizes are 81 for 9×9 and 256 for 16×16; pass options.size to fix the size',
    );
    const given = thrown(() => parseBoard(short, { size: 16 }));
    expect([given.code, given.message]).toEqual(['TOO_FEW_CELLS', 'expected 256 numbers, got 255']);
    expect(thrown(() => parseBoard(`${NUMBERS16} 1`, { size: 16 })).message).toBe('expected 256 numbers, got 257');
  });

  it('takes numbers of one or two digits only: 100 makes the text symbols', () => {
    const tokens = formatBoard(FULL16, { style: 'numbers' }).split(/\s+/).filter(Boolean);
    tokens[5] = '100';
    const error = thrown(() => parseBoard(tokens.join(' ')));
    expect(fields(error)).toEqual({ code: 'BAD_SIZE', line: 1 });
    expect(error.message).toContain('got 1 (the cells end at the whitespace in column 2)');
  });

  it('is read as symbols with alphabet hex or a custom alphabet', () => {
    const text = formatBoard(FULL16, { style: 'numbers' });
    const hex = thrown(() => parseBoard(text, { alphabet: 'hex' }));
    expect([hex.code, hex.line, hex.message]).toEqual(['TOO_MANY_CELLS', 1, 'line 1: expected 16 cells in row 1, got 23']);
    const custom = thrown(() => parseBoard(text, { alphabet: 'ABCDEFGHIJKLMNOP' }));
    expect(fields(custom)).toEqual({ code: 'BAD_CHAR', line: 1, column: 2, cell: 1, char: '1' });
  });

  it('reports a conflict on the line of its second cell', () => {
    const tokens = Array.from(new Uint8Array(256), () => '.');
    tokens[3] = '12';
    tokens[2 + 16 * 9] = '.\n';
    tokens[3 + 16 * 9] = '12';
    const error = thrown(() => parseBoard(tokens.join(' ')));
    expect(fields(error)).toEqual({ code: 'CONFLICT', line: 2, cells: [4, 148], digit: 12, house: 'column' });
    expect(error.message).toBe('line 2: digit 12 appears twice in column 4: r1c4 and r10c4 (cells 4 and 148)');
  });
});

describe('parseBoard: bad characters and values, with their place', () => {
  it('BAD_CHAR in a one-line board of known size names cell, rNcM, column and char', () => {
    const error = thrown(() => parseBoard(`  ${withChar(LINE16, 39, '*')}`));
    expect(fields(error)).toEqual({ code: 'BAD_CHAR', line: 1, column: 42, cell: 40, char: '*' });
    expect(error.message).toBe(
      "line 1, column 42: unexpected character '*' in cell 40 (r3c8); expected 1-9, A-G, or . 0 - _ for an empty cell",
    );
  });

  it('BAD_CHAR right after a board of a valid size is reported after the line', () => {
    const error = thrown(() => parseBoard(`${LINE16}*`));
    expect(fields(error)).toEqual({ code: 'BAD_CHAR', line: 1, column: 257, char: '*' });
    expect(error.message).toBe(
      "line 1, column 257: unexpected character '*' right after the last cell (cell 256); " +
        'expected whitespace before any trailing text',
    );
  });

  it('BAD_CHAR while the size is still unknown keeps the cell index, without rNcM', () => {
    const error = thrown(() => parseBoard('12*45'));
    expect(fields(error)).toEqual({ code: 'BAD_CHAR', line: 1, column: 3, cell: 3, char: '*' });
    expect(error.message).toBe(
      "line 1, column 3: unexpected character '*' in cell 3; " +
        'expected 1-9, A-Z, a-z, @ $ %, or . 0 - _ for an empty cell',
    );
    const grid = thrown(() => parseBoard('1*\n23\n', { line: 5 }));
    expect(fields(grid)).toEqual({ code: 'BAD_CHAR', line: 5, column: 2, char: '*' });
  });

  it('BAD_CHAR after the last cell of a grid row', () => {
    const rows = LINE16.match(/.{16}/g)!;
    rows[1] = `${rows[1]}*`;
    const error = thrown(() => parseBoard(rows.join('\n')));
    expect(fields(error)).toEqual({ code: 'BAD_CHAR', line: 2, column: 17, char: '*' });
    expect(error.message).toBe(
      "line 2, column 17: unexpected character '*' after the last cell of row 2 (r2c16); expected only | or spaces",
    );
  });

  it('BAD_VALUE for a symbol past N, in a line and in a grid', () => {
    const line = thrown(() => parseBoard(withChar(LINE16, 39, 'Z')));
    expect(fields(line)).toEqual({ code: 'BAD_VALUE', line: 1, column: 40, cell: 40, char: 'Z' });
    expect(line.message).toBe(
      "line 1, column 40: symbol 'Z' in cell 40 (r3c8) stands for 35, not a digit of a 16×16 board; " +
        'expected 1-9, A-G, or . 0 - _ for an empty cell',
    );
    const rows = GRID16.split('\n');
    rows[0] = withChar(rows[0], 2, 'q'); // lowercase reads as uppercase up to 35×35
    const grid = thrown(() => parseBoard(rows.join('\n')));
    expect(fields(grid)).toEqual({ code: 'BAD_VALUE', line: 1, column: 3, cell: 2, char: 'q' });
    expect(grid.message).toContain("symbol 'q' in cell 2 (r1c2) stands for 26, not a digit of a 16×16 board");
  });

  it('rows with too few or too many cells, and too few or too many rows', () => {
    const rows = LINE16.match(/.{16}/g)!;
    const short = [...rows];
    short[4] = short[4].slice(1);
    expect(fields(thrown(() => parseBoard(short.join('\n'))))).toEqual({ code: 'TOO_FEW_CELLS', line: 5 });
    expect(thrown(() => parseBoard(short.join('\n'))).message).toBe('line 5: expected 16 cells in row 5, got 15');
    const long = [...rows];
    long[4] = `${long[4]}1`;
    expect(thrown(() => parseBoard(long.join('\n'))).message).toBe('line 5: expected 16 cells in row 5, got 17');
    const tooMany = thrown(() => parseBoard([...rows, rows[0], rows[0]].join('\n')));
    expect(fields(tooMany)).toEqual({ code: 'TOO_MANY_CELLS', line: 17 });
    expect(tooMany.message).toBe('line 17: expected 16 rows of 16 cells, got 18 rows');
    const tooFew = thrown(() => parseBoard(rows.slice(1).join('\n')));
    expect(fields(tooFew)).toEqual({ code: 'TOO_FEW_CELLS' });
    expect(tooFew.message).toBe('expected 16 rows of 16 cells, got 15 rows');
  });

  it('suggests one line at a time when a grid row holds a whole board', () => {
    const error = thrown(() => parseBoard(`${LINE16}\n${LINE16}`, { size: 16 }));
    expect(fields(error)).toEqual({ code: 'TOO_MANY_CELLS', line: 1 });
    expect(error.message).toBe(
      'line 1: expected 16 cells in row 1, got 256; to read one-line boards, give them one line at a time',
    );
    const inferred = thrown(() => parseBoard(`${LINE16}\n${LINE16}`));
    expect(fields(inferred)).toEqual({ code: 'BAD_SIZE' });
    expect(inferred.message).toBe(
      'expected 4, 9, 16, 25, 36, 49 or 64 rows of as many cells, got 2 rows, the first with 256 cells; ' +
        'the smallest board, 4×4, has 4 rows; to read one-line boards, give them one line at a time',
    );
  });

  it('BAD_SIZE for a grid whose rows and first row fit no size', () => {
    const error = thrown(() => parseBoard('12345\n12345\n12345'));
    expect(fields(error)).toEqual({ code: 'BAD_SIZE' });
    expect(error.message).toBe(
      'expected 4, 9, 16, 25, 36, 49 or 64 rows of as many cells, got 3 rows, the first with 5 cells; ' +
        'the smallest board, 4×4, has 4 rows; pass options.size to fix the size',
    );
  });

  it('names the row counts around a grid of no size', () => {
    const error = thrown(() => parseBoard('12345678901\n'.repeat(10)));
    expect(error.message).toBe(
      'expected 4, 9, 16, 25, 36, 49 or 64 rows of as many cells, got 10 rows, the first with 11 cells; ' +
        'the nearest sizes are 9 rows for 9×9 and 16 rows for 16×16; pass options.size to fix the size',
    );
  });

  it('guesses the size of a grid of dash rows from the dash count', () => {
    const error = thrown(() => parseBoard(Array(8).fill('- - - | - - - | - - -').join('\n')));
    expect([error.code, error.message]).toEqual(['TOO_FEW_CELLS', 'expected 9 rows of 9 cells, got 8 rows']);
  });

  it('guesses the size from the rows when the first row is wrong', () => {
    const rows = LINE16.match(/.{16}/g)!;
    rows[0] = rows[0].slice(0, 15);
    expect(thrown(() => parseBoard(rows.join('\n'))).message).toBe('line 1: expected 16 cells in row 1, got 15');
  });

  it('EMPTY for an empty string and for text without a board', () => {
    expect(fields(thrown(() => parseBoard('')))).toEqual({ code: 'EMPTY' });
    expect(thrown(() => parseBoard('')).message).toBe('expected a board, got an empty string');
    const blank = thrown(() => parseBoard('\n  \n# only a comment\n---+---\n| |\n'));
    expect(blank.message).toBe('expected a board, got only blank lines, # comments and separator lines');
  });

  it('BAD_TYPE for input that is neither text nor numbers', () => {
    for (const input of [42, null, undefined, {}, true]) {
      const error = thrown(() => parseBoard(input as unknown as string));
      expect(error.code).toBe('BAD_TYPE');
    }
    expect(thrown(() => parseBoard({} as unknown as string)).message).toBe(
      'expected a board string or an array of numbers, got an object (Object) without a valid length',
    );
    expect(parseBoard(new String(LINE4) as unknown as string)).toEqual({ n: 2, cells: CELLS4 });
  });
});
