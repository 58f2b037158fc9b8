/**
 * For n = 3 the board parsers agree with src/grid: every 9×9 input parsePuzzle accepts gives
 * the same cells from parseBoard (size inferred), and tryParseBoardLine gives the same verdict
 * and error fields as tryParseLine on lines without letters (letters are BAD_VALUE on boards,
 * where they are digits of larger sizes, and BAD_CHAR on 9×9 grids).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBoard, tryParseBoardLine } from '../../src/board';
import { formatGrid, formatLine, parsePuzzle, SudokuParseError, tryParseLine } from '../../src/grid';
import { conflictFreeGrid } from '../grid/fixtures';
import { fields } from './fixtures';

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

describe('parseBoard agrees with parsePuzzle on 9×9 input', () => {
  it('on every rendering of random grids', () => {
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

  it('on randomly edited renderings whenever parsePuzzle still accepts them', () => {
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

  it('on empty grids written as dashes, and 81 dashes with separator lines around', () => {
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

describe('tryParseBoardLine(n = 3) agrees with tryParseLine', () => {
  const a = new Uint8Array(81);
  const b = new Uint8Array(81);

  /** Same verdict, same fields, same cells on success. */
  function agree(text: string): void {
    const expected = tryParseLine(text, a, 0, 7);
    const actual = tryParseBoardLine(text, 3, b, 0, 7);
    expect(fields(actual)).toEqual(fields(expected));
    if (expected === null) expect(b).toEqual(a);
    else if (expected.code !== 'BAD_CHAR') expect(actual?.message).toBe(expected.message);
  }

  it('on the fast9 fixture puzzles and solutions', () => {
    const file = readFileSync(join(__dirname, '../fixtures/fast9.txt'), 'utf8');
    let lines = 0;
    for (const line of file.split('\n')) {
      if (line === '' || line.startsWith('#')) continue;
      const [puzzle, , solution] = line.split(':');
      agree(puzzle);
      if (solution) agree(solution);
      lines++;
    }
    expect(lines).toBeGreaterThan(50);
  });

  it('on random lines and edits of them, letters aside', () => {
    const noLetters = EDIT_CHARS.filter((ch) => !/[A-Za-z]/.test(ch) && ch !== '\n' && ch !== '\r');
    fc.assert(
      fc.property(conflictFreeGrid, fc.constantFrom('.', '0', '-', '_'), edits, (cells, empty, list) => {
        const clean = list.map(([at, remove, insert]) => [at, remove, insert.filter((ch) => noLetters.includes(ch))]);
        agree(formatLine(cells, empty));
        agree(applyEdits(formatLine(cells, empty), clean as [number, number, string[]][]));
      }),
      { numRuns: 2000 },
    );
  });
});
