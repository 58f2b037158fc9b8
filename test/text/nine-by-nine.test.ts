/**
 * 9×9 is the n = 3 case of the one reader. Through its two doors, parsePuzzle (size and
 * 'digits' alphabet known beforehand) and parseBoard (form and size inferred by `layout.ts`,
 * 'alnum'), every rendering of a random grid reads back to the grid's own cells, and whatever
 * parsePuzzle accepts after random edits parseBoard reads to the same cells (the layout choice
 * is the part the doors do not share). The one-line reader, through tryParseLine and
 * tryParseBoardLine(n = 3), is checked against a reference of the line grammar written here:
 * the verdict and every error field of fixture lines and random edits of them, letters being
 * no cell in 'digits' (BAD_CHAR) and digits past 9 in 'alnum' (BAD_VALUE).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatGrid, formatLine, parseBoard, parsePuzzle, SudokuParseError, tryParseBoardLine, tryParseLine } from '../../src/text';
import { conflictFreeGrid, fields, naiveBoardConflict } from './fixtures';

/** parsePuzzle's result, or null when it throws. */
function puzzleOrNull(text: string): Uint8Array | null {
  try {
    return parsePuzzle(text);
  } catch (error) {
    if (error instanceof SudokuParseError) return null;
    throw error;
  }
}

/** The ways a 9×9 grid is written (all accepted by parsePuzzle). */
const rendering = fc.record({
  style: fc.constantFrom('line', 'grid', 'plain', 'compact', 'boxed', 'spaced-line'),
  empty: fc.constantFrom('.', '0', '-', '_'),
  breakChar: fc.constantFrom('\n', '\r\n', '\r'),
  before: fc.constantFrom('', '\n', '# comment\n\n', '   \n'),
  after: fc.constantFrom('', '\n', '\n\n# end\n'),
  trailing: fc.constantFrom('', ' 11.9/10.5', '\t#1'),
});

/** One way of writing a grid (see `rendering`). */
type Rendering = {
  style: string;
  empty: string;
  breakChar: string;
  before: string;
  after: string;
  trailing: string;
};

/** Writes a grid in one of the renderings. */
function render(cells: Uint8Array, r: Rendering): string {
  const line = formatLine(cells, r.empty);
  // A compact row of nine '-' is a separator line to both parsers: use '.' in compact rows.
  const rows = formatLine(cells, r.empty === '-' ? '.' : r.empty).match(/.{9}/g)!;
  let body: string;
  switch (r.style) {
    case 'line':
      body = line + r.trailing;
      break;
    case 'grid':
      body = formatGrid(cells, { empty: r.empty }).replaceAll('\n', r.breakChar);
      break;
    case 'plain':
      body = formatGrid(cells, { empty: r.empty, separators: false }).replaceAll('\n', r.breakChar);
      break;
    case 'compact':
      body = rows.join(r.breakChar);
      break;
    case 'boxed':
      body = ['+===+===+===+', ...rows.map((row) => `|${row.slice(0, 3)}|${row.slice(3, 6)}|${row.slice(6)}|`)]
        .join(r.breakChar);
      break;
    default:
      body = ` ${line}  ${r.trailing}`;
  }
  return r.before + body + r.after;
}
/** Characters for random edits: cells, separators, whitespace, comment marks, junk. */
const EDIT_CHARS = ['1', '5', '9', '.', '0', '-', '_', '|', '+', '=', ' ', '\t', '\n', '\r', '#', '*', 'x', 'A'];

/** A list of edits: (position, delete count, inserted text). */
const edits = fc.array(fc.tuple(fc.nat(), fc.nat(2), fc.array(fc.constantFrom(...EDIT_CHARS), { maxLength: 3 })), {
  minLength: 1,
  maxLength: 4,
});

function applyEdits(text: string, list: [number, number, string[]][]): string {
  let out = text;
  for (const [at, remove, insert] of list) {
    const i = at % (out.length + 1);
    out = out.slice(0, i) + insert.join('') + out.slice(i + remove);
  }
  return out;
}

describe('9×9 text through both doors', () => {
  it('parsePuzzle and parseBoard read every rendering of a random grid back to its cells', () => {
    fc.assert(
      fc.property(conflictFreeGrid, rendering, (cells, r) => {
        const text = render(cells, r);
        expect(parsePuzzle(text)).toEqual(cells);
        expect(parseBoard(text)).toEqual({ n: 3, cells });
        expect(parseBoard(text, { size: 3, alphabet: 'auto' })).toEqual({ n: 3, cells });
      }),
      { numRuns: 300 },
    );
  });

  it('on randomly edited renderings, parseBoard reads what parsePuzzle accepts to the same cells', () => {
    let accepted = 0;
    fc.assert(
      fc.property(conflictFreeGrid, rendering, edits, (cells, r, list) => {
        const text = applyEdits(render(cells, r), list);
        const expected = puzzleOrNull(text);
        if (expected === null) return;
        accepted++;
        expect(parseBoard(text)).toEqual({ n: 3, cells: expected });
      }),
      { numRuns: 3000 },
    );
    expect(accepted).toBeGreaterThan(100); // the property was exercised, not skipped
  });

  it('read empty grids written as dashes, and 81 dashes with separator lines around', () => {
    for (const text of [
      '-'.repeat(81),
      `${'-'.repeat(81)}\n------+-------+------\n`,
      Array(9).fill('- - - | - - - | - - -').join('\n'),
      `${Array(9).fill('- - - | - - - | - - -').join('\n')}\n- - - -\n----------------`,
      // 16 dashes alone would be an empty 4×4 board: with the 81 dashes, 9×9 wins the tie
      `${'-'.repeat(16)}\n${'-'.repeat(81)}`,
    ]) {
      expect(parsePuzzle(text)).toEqual(new Uint8Array(81));
      expect(parseBoard(text)).toEqual({ n: 3, cells: new Uint8Array(81) });
    }
  });
});

/** Whitespace of the text formats. */
const SPACE = /^[\t\n\v\f\r \u00A0\uFEFF]$/;
/** Cells of the 'digits' alphabet, and the symbols 'alnum' adds (digits 10 and up on 9×9). */
const CELL = /^[1-9.0\-_]$/;
const BEYOND = /^[A-Za-z@$%]$/;

/**
 * What the one-line grammar says of a 9×9 line, read with 'digits' (letters are no cell) or
 * 'alnum' (letters are digits too large): the fields of the first problem, or the cells.
 * `ws* cells (ws+ any*)? ws*`, cells = exactly 81 cells; then no digit twice in a house.
 */
function reference(text: string, alphabet: 'digits' | 'alnum', line: number): Record<string, unknown> | Uint8Array {
  const chars = Array.from(text); // whole code points, for `char`; columns count UTF-16 units
  const columnOf = (index: number): number => chars.slice(0, index).join('').length + 1;
  const isCell = (ch: string): boolean => CELL.test(ch) || (alphabet === 'alnum' && BEYOND.test(ch));
  let i = 0;
  while (i < chars.length && SPACE.test(chars[i])) i++;
  if (i === chars.length) return { code: 'EMPTY', line };
  const cells = new Uint8Array(81);
  let k = 0;
  for (; i < chars.length && isCell(chars[i]); i++, k++) {
    const ch = chars[i];
    if (k === 81) return { code: 'TOO_MANY_CELLS', line };
    if (BEYOND.test(ch)) return { code: 'BAD_VALUE', line, column: columnOf(i), cell: k + 1, char: ch };
    cells[k] = /[1-9]/.test(ch) ? Number(ch) : 0;
  }
  if (i < chars.length && !SPACE.test(chars[i])) {
    const place = { line, column: columnOf(i) };
    return k < 81 ? { code: 'BAD_CHAR', ...place, cell: k + 1, char: chars[i] } : { code: 'BAD_CHAR', ...place, char: chars[i] };
  }
  if (k < 81) return { code: 'TOO_FEW_CELLS', line };
  const conflict = naiveBoardConflict(cells, 3);
  if (conflict === null) return cells;
  const [a, b, digit, house] = conflict;
  return { code: 'CONFLICT', line, cells: [a + 1, b + 1], digit, house };
}

describe('the one-line reader at n = 3 against the reference grammar', () => {
  const out = new Uint8Array(81);

  /** Both doors give what the reference says, fields and cells. */
  function check(text: string): void {
    const doors: ['digits' | 'alnum', () => SudokuParseError | null][] = [
      ['digits', () => tryParseLine(text, out, 0, 7)],
      ['alnum', () => tryParseBoardLine(text, 3, out, 0, 7)],
    ];
    for (const [alphabet, read] of doors) {
      const error = read();
      const expected = reference(text, alphabet, 7);
      const label = `${alphabet} ${JSON.stringify(text)}`;
      if (expected instanceof Uint8Array) {
        expect(error, label).toBeNull();
        expect(out, label).toEqual(expected);
      } else {
        expect(fields(error), label).toEqual(expected);
      }
    }
  }

  it('on the fast9 fixture puzzles and solutions', () => {
    const file = readFileSync(join(__dirname, '../fixtures/fast9.txt'), 'utf8');
    let lines = 0;
    for (const line of file.split('\n')) {
      if (line === '' || line.startsWith('#')) continue;
      const [puzzle, , solution] = line.split(':');
      check(puzzle);
      if (solution) check(solution);
      lines++;
    }
    expect(lines).toBeGreaterThan(50);
  });

  it('on random lines and edits of them, letters, junk and non-ASCII included', () => {
    const chars = [...EDIT_CHARS.filter((ch) => ch !== '\n' && ch !== '\r'), 'z', '@', '\u00A0', '\uFEFF', 'é', '\u{1F600}', '\0'];
    const lineEdits = fc.array(fc.tuple(fc.nat(), fc.nat(2), fc.array(fc.constantFrom(...chars), { maxLength: 3 })), {
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(conflictFreeGrid, fc.constantFrom('.', '0', '-', '_'), lineEdits, (cells, empty, list) => {
        check(formatLine(cells, empty));
        check(applyEdits(formatLine(cells, empty), list));
      }),
      { numRuns: 2000 },
    );
  });

  it('checks the reference itself on hand-made lines', () => {
    const base = '1'.padEnd(81, '.');
    expect(reference(base, 'digits', 1)).toBeInstanceOf(Uint8Array);
    expect(reference(`  ${base}x`, 'digits', 1)).toEqual({ code: 'BAD_CHAR', line: 1, column: 84, char: 'x' });
    expect(reference(`${base}x`, 'alnum', 1)).toEqual({ code: 'TOO_MANY_CELLS', line: 1 });
    expect(reference(`A${base.slice(1)}`, 'alnum', 1)).toEqual({ code: 'BAD_VALUE', line: 1, column: 1, cell: 1, char: 'A' });
    expect(reference(`11${base.slice(2)}`, 'digits', 2)).toEqual({ code: 'CONFLICT', line: 2, cells: [1, 2], digit: 1, house: 'row' });
  });
});
