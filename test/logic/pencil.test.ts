/**
 * Candidate grids in and out of text (src/logic/pencil.ts): every form round-trips, on every
 * logic size, and bad input names the cell at fault.
 */
import { describe, expect, it } from 'vitest';
import { SudokuParseError } from '../../src/text/parse-error';
import { CandidateGrid } from '../../src/logic/grid';
import {
  formatPencilMarks,
  formatRemoved,
  gridFromPencilMarks,
  gridFromPuzzle,
  gridFromRemoved,
  parseCandidateTokens,
} from '../../src/logic/pencil';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SIXTEEN =
  '.F..C4.9.E.7..2.' + '...5..B....8.4..' + '.3.2..7E.B.5....' + '4..........F..1.' + '.'.repeat(256 - 64);

function sameGrid(a: CandidateGrid, b: CandidateGrid): void {
  expect(Array.from(a.values)).toEqual(Array.from(b.values));
  expect(Array.from(a.cands)).toEqual(Array.from(b.cands));
}

describe('pencil marks', () => {
  it('computes the candidates of a puzzle: none where a peer holds the digit', () => {
    const g = gridFromPuzzle(PUZZLE);
    expect(g.values[0]).toBe(4);
    expect(g.givens[0]).toBe(1);
    expect(g.cands[0]).toBe(0);
    // r1c2: row has 4,8,5; column has 3,2; box has 4,3 → {1,6,7,9}
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => g.has(1, d))).toEqual([1, 6, 7, 9]);
  });

  it.each(['grid', 'brackets', 'flat'] as const)('round-trips the %s form on 9×9, with removed candidates', (style) => {
    const g = gridFromPuzzle(PUZZLE);
    g.eliminate(1, 6);
    g.eliminate(2, 1);
    const back = gridFromPencilMarks(formatPencilMarks(g, style));
    sameGrid(back, g);
  });

  it('round-trips 4×4 and 16×16 grids', () => {
    for (const puzzle of ['1...' + '..3.' + '.4..' + '...2', SIXTEEN]) {
      const g = gridFromPuzzle(puzzle);
      sameGrid(gridFromPencilMarks(formatPencilMarks(g, 'brackets')), g);
      // the grid and flat forms read a lone candidate as a placed digit: same digits once placed
      for (const style of ['grid', 'flat'] as const) {
        const back = gridFromPencilMarks(formatPencilMarks(g, style));
        for (let cell = 0; cell < g.C; cell++) {
          if (g.count(cell) === 1) expect(back.values[cell]).toBe(Math.log2(g.cands[cell]) + 1);
          else if (g.values[cell] === 0) expect(back.cands[cell] & ~g.cands[cell]).toBe(0);
        }
      }
    }
  });

  it('keeps a lone candidate in brackets apart from a placed digit', () => {
    const g = gridFromPuzzle(PUZZLE);
    for (const d of [1, 6, 7]) g.eliminate(1, d); // r1c2 left with {9}, not placed
    const back = gridFromPencilMarks(formatPencilMarks(g, 'brackets'));
    expect(back.values[1]).toBe(0);
    expect(back.cands[1]).toBe(1 << 8);
  });

  it('reads the grid form as HoDoKu and Sudoku Explainer copy it out (frame characters ignored)', () => {
    const text = formatPencilMarks(gridFromPuzzle(PUZZLE));
    expect(text.split('\n')[0]).toMatch(/^\.-+\.-+\.-+\.$/);
    expect(text.split('\n')[1]).toMatch(/^\| 4 /);
    sameGrid(gridFromPencilMarks(text.replace(/\n/g, '\r\n')), gridFromPuzzle(PUZZLE));
  });

  it('drops a candidate that a placed digit in the same house rules out', () => {
    const tokens = formatPencilMarks(gridFromPuzzle(PUZZLE), 'brackets').replace('[1679]', '[14679]');
    sameGrid(gridFromPencilMarks(tokens), gridFromPuzzle(PUZZLE));
  });

  it('names the cell of a cell without candidates, a conflict, or a symbol that is not a digit', () => {
    const base = formatPencilMarks(gridFromPuzzle(PUZZLE), 'brackets');
    const noCands = () => gridFromPencilMarks(base.replace('[1679]', '[]'));
    expect(noCands).toThrow(SudokuParseError);
    expect(noCands).toThrow(/r1c2 has no candidate/);
    const conflict = () => gridFromPencilMarks(base.replace('[1679]', '4'));
    expect(conflict).toThrow('digit 4 appears twice in row 1: r1c1 and r1c2 (cells 1 and 2)');
    expect(conflict).toThrow(expect.objectContaining({ code: 'CONFLICT', cells: [1, 2], digit: 4, house: 'row' }));
    try {
      gridFromPencilMarks(base.replace('[1679]', '[16X9]'));
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SudokuParseError);
      expect((error as SudokuParseError).cell).toBe(2);
      expect((error as SudokuParseError).char).toBe('X');
      expect((error as Error).message).toMatch(/r1c2: 'X' is not a digit of a 9×9 board/);
    }
    expect(() => gridFromPencilMarks('[12] 3 4')).toThrow(/expected one token per cell/);
  });

  it('refuses what is not a grid or a style, rather than writing something else', () => {
    const g = gridFromPuzzle(PUZZLE);
    expect(() => formatPencilMarks(g, 'bracket' as never)).toThrow(/formatPencilMarks: style: expected 'grid', 'brackets' or 'flat', got the string "bracket"/);
    expect(() => formatPencilMarks(PUZZLE as never)).toThrow(/formatPencilMarks: expected a CandidateGrid \(gridOf makes one/);
    expect(() => formatPencilMarks({ puzzle: PUZZLE } as never, 'flat')).toThrow(TypeError);
    expect(() => formatRemoved(PUZZLE as never)).toThrow(/formatRemoved: expected a CandidateGrid/);
    expect(() => gridFromPencilMarks(42 as never)).toThrow(/expected pencil-mark text, got the number 42/);
    expect(formatPencilMarks(g)).toBe(formatPencilMarks(g, 'grid'));
  });

  it('checks its size argument, and a count that does not fit it says the count it expected', () => {
    const text = formatPencilMarks(gridFromPuzzle(PUZZLE));
    expect(gridFromPencilMarks(text, 9).n).toBe(3);
    const wrongSize = (size: number) => () => gridFromPencilMarks(text, size);
    expect(wrongSize(3)).toThrow(RangeError); // a box size, not a side
    expect(wrongSize(3)).toThrow(/^sudoku-wasm: gridFromPencilMarks: size: expected the side 4, 9, 16 or 25, got the number 3$/);
    expect(wrongSize(36)).toThrow(RangeError);
    expect(wrongSize('9' as unknown as number)).toThrow(TypeError);
    expect(() => gridFromPencilMarks(81 as unknown as string)).toThrow(/expected pencil-mark text, got the number 81/);
    try {
      gridFromPencilMarks(text, 25);
      expect.unreachable();
    } catch (error) {
      expect((error as SudokuParseError).code).toBe('TOO_FEW_CELLS'); // 81 of 625
      expect((error as Error).message).toBe('pencil marks: expected one token per cell (625 cells for 25×25), got 81');
    }
    expect(() => gridFromPencilMarks(text, 4)).toThrow(/\(16 cells for 4×4\), got 81/);
  });

  it('reads and writes HoDoKu library form: givens, + for placed digits, removed candidates', () => {
    const givens = '7.+9...+3+4.+3.274.58+948+59..+7+2..3+1..8+49+7.47.9.86..9+84.+7+21.+8+2+3.+79.54+176+2549+3+8+9+5+4....+72';
    const g = gridFromRemoved(givens, '');
    expect(g.givens[0]).toBe(1);
    expect(g.givens[2]).toBe(0);
    expect(g.values[2]).toBe(9);
    const h = gridFromRemoved(givens, '114 615');
    expect(h.has(3, 1)).toBe(false);
    expect(h.has(4, 6)).toBe(false);
    const out = formatRemoved(h);
    expect(out.givens).toBe(givens);
    expect(out.removed).toBe('114 615');
    sameGrid(gridFromRemoved(out.givens, out.removed), h);
  });

  it('rejects bad library tokens and cells left without candidates, naming the cell', () => {
    expect(() => parseCandidateTokens('114 61')).toThrow(/'61' is not a candidate token/);
    expect(() => gridFromRemoved('x' + '.'.repeat(80))).toThrow(/r1c1 \(column 1\): 'x'/);
    // a character shown as the puzzle parser shows it: escaped when invisible, whole past U+FFFF
    expect(() => gridFromRemoved('\0' + '.'.repeat(80))).toThrow("r1c1 (column 1): '\\u0000' is not a digit");
    expect(() => gridFromRemoved('\uFEFF' + '.'.repeat(81))).toThrow("r1c1 (column 1): '\\uFEFF' is not a digit");
    expect(() => gridFromRemoved('😀' + '.'.repeat(80))).toThrow("r1c1 (column 1): '😀' (U+1F600) is not a digit");
    const g = gridFromPuzzle(PUZZLE);
    const cands = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => g.has(1, d));
    expect(() => gridFromRemoved(PUZZLE, cands.map((d) => `${d}12`).join(' '))).toThrow(/r1c2 has no candidate left/);
  });

  it('refuses removals that are no candidates of the grid, and arguments of another kind (they were skipped, or crashed)', () => {
    expect(() => gridFromRemoved(PUZZLE, [{ cell: 81, digit: 5 }])).toThrow(
      new RangeError('sudoku-wasm: gridFromRemoved: removed[0]: expected { cell: 0-80, digit: 1-9 }, got {"cell":81,"digit":5}'),
    );
    expect(() => gridFromRemoved(PUZZLE, [{ cell: 3, digit: 1 }, { cell: 3, digit: 0 }])).toThrow(/removed\[1\]: expected/);
    expect(() => gridFromRemoved(PUZZLE, [null as never])).toThrow(TypeError);
    expect(() => gridFromRemoved(PUZZLE, null as never)).toThrow(/removed: expected 'drc' tokens or an array of candidates, got null/);
    expect(() => gridFromRemoved(81 as never)).toThrow(/givens: expected the library form's text, got the number 81/);
  });

  it('refuses boards larger than 25×25 with a RangeError', () => {
    expect(() => new CandidateGrid(6)).toThrow(RangeError);
    expect(() => gridFromPuzzle('.'.repeat(1296))).toThrow(/box size 2-5/);
  });
});
