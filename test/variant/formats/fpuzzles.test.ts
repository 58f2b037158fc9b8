/**
 * f-puzzles JSON: what is read, what is ignored, and every refusal with its code and its place
 * as an f-puzzles JSON path.
 */
import { describe, expect, it } from 'vitest';
import { parseVariant, toFpuzzles } from '../../../src/variant';
import { fromFpuzzles, FPUZZLES_COSMETIC_FIELDS } from '../../../src/variant/formats/fpuzzles';
import { countSolutions } from '../../../src/api/single';
import { errorOf, fp } from './helpers';

const EMPTY81 = '.'.repeat(81);

describe('f-puzzles JSON: what is read', () => {
  it('reads givens; player entries, pencil marks and colours in cells are ignored', () => {
    const puzzle = fp(9);
    const grid = puzzle.grid as Record<string, unknown>[][];
    grid[0][0] = { value: 5, given: true, c: '#FF0000', centerPencilMarks: [1, 2] };
    grid[0][1] = { value: 3 }; // a player's entry
    grid[8][8] = { cornerPencilMarks: [4], highlight: '#000', given: false, value: 7 };
    expect(fromFpuzzles(puzzle)).toEqual({ version: 1, size: 9, givens: `5${'.'.repeat(80)}`, constraints: [] });
  });

  it('ignores every cosmetic field, whatever it holds', () => {
    const cosmetic = Object.fromEntries(FPUZZLES_COSMETIC_FIELDS.map((field) => [field, [{ anything: field }]]));
    expect(fromFpuzzles(fp(9, { ...cosmetic, solution: [1, 2] })).constraints).toEqual([]);
    expect(FPUZZLES_COSMETIC_FIELDS).toEqual(expect.arrayContaining(['solution', 'cage', 'line', 'text', 'rectangle', 'circle']));
  });

  it('fog of war hides cells and sets no rule: the puzzle under it is read', () => {
    const fog = { fogofwar: ['R5C5'], foglight: ['R1C1', 'R1C2'], triggereffect: [{ trigger: { type: 'cellvalue', cell: 'R1C1', value: '5' }, effect: { type: 'foglight', cells: ['R2C2'] } }] };
    expect(fromFpuzzles(fp(9, { ...fog, killercage: [{ cells: ['R1C1', 'R1C2'], value: '3' }] })).constraints).toEqual([{ type: 'killer', cells: [0, 1], sum: 3 }]);
  });

  it("a 'cage' is cosmetic; a 'killercage' is a killer cage", () => {
    const cage = { cells: ['R1C1', 'R1C2'], value: '3' };
    expect(fromFpuzzles(fp(9, { cage: [cage] })).constraints).toEqual([]);
    expect(fromFpuzzles(fp(9, { killercage: [cage] })).constraints).toEqual([{ type: 'killer', cells: [0, 1], sum: 3 }]);
  });

  it('empty fields of unsupported rules are no error; empty values of supported ones add nothing', () => {
    const puzzle = fp(9, { clock: [], doublearrow: [], antiqueen: false, lockout: null, sumdot: '', killercage: [], antiknight: false, negative: [] });
    expect(fromFpuzzles(fp(9, { killercage: null, negative: null, 'diagonal+': null })).constraints).toEqual([]);
    expect(fromFpuzzles(puzzle).constraints).toEqual([]);
  });

  it('reads jigsaw regions from the cells; a cell without one keeps its standard box', () => {
    const puzzle = fp(4);
    const grid = puzzle.grid as Record<string, unknown>[][];
    // swap r2c2 (box 0) and r2c3 (box 1): regions 0 0 1 1 / 0 1 0 1 / …
    grid[1][1] = { region: 1 };
    grid[1][2] = { region: 0 };
    const model = fromFpuzzles(puzzle);
    expect(model.regions).toEqual([0, 0, 1, 1, 0, 1, 0, 1, 2, 2, 3, 3, 2, 2, 3, 3]);
    expect(toFpuzzles(model).grid[1][1]).toEqual({ region: 1 });
  });

  it('every cell in no region (a grid without boxes) is a Latin square: its rows stand for the regions, and it is written back so', () => {
    const boxless = (size: number): Record<string, unknown> => {
      const puzzle = fp(size, { antiking: true });
      for (const row of puzzle.grid as Record<string, unknown>[][]) for (const cell of row) cell.region = null;
      return puzzle;
    };
    const model = fromFpuzzles(boxless(9));
    expect(model.regions).toEqual(Array.from({ length: 81 }, (_, cell) => Math.floor(cell / 9)));
    expect(parseVariant(JSON.stringify(boxless(9)))).toEqual(model);
    const written = toFpuzzles(model);
    expect((written.grid as Record<string, unknown>[][]).flat().every((cell) => cell.region === null)).toBe(true);
    expect(fromFpuzzles(written)).toEqual(model);
    // 4×4 Latin squares: 576
    expect(countSolutions({ ...fromFpuzzles(boxless(4)), constraints: [] }, 1000)).toBe(576);
    // on 5×5 and 7×7 the rows are the grid's own boxes
    expect(fromFpuzzles(boxless(5)).regions).toBeUndefined();
  });

  it('regions that are the standard boxes, under any labels, are dropped', () => {
    const puzzle = fp(6);
    const grid = puzzle.grid as Record<string, unknown>[][];
    // 6×6 boxes are 2 rows × 3 columns; label them in reverse
    for (let r = 0; r < 6; r++) for (let c = 0; c < 6; c++) grid[r][c] = { region: 5 - (Math.floor(r / 2) * 2 + Math.floor(c / 3)) };
    expect(fromFpuzzles(puzzle).regions).toBeUndefined();
  });

  it('writes givens, regions and rules back, and reads them as the same model', () => {
    const model = parseVariant({
      size: 9,
      givens: `12${'.'.repeat(79)}`,
      constraints: [{ type: 'antiKnight' }, { type: 'killer', cells: [10, 11], sum: 9 }],
    });
    const written = toFpuzzles(model);
    expect(written.grid[0][0]).toEqual({ value: 1, given: true });
    expect(written.grid[0][2]).toEqual({});
    expect(written.antiknight).toBe(true);
    expect(written.killercage).toEqual([{ cells: ['R2C2', 'R2C3'], value: '9' }]);
    expect(fromFpuzzles(JSON.parse(JSON.stringify(written)))).toEqual(model);
  });
});

describe('f-puzzles JSON: refusals name the f-puzzles path', () => {
  it("an unsupported rule: f-puzzles field 'clock' is not supported", () => {
    const error = errorOf(() => fromFpuzzles(fp(9, { clock: [{ lines: [['R1C1', 'R1C2']] }] })));
    expect(error.toJSON()).toEqual({ code: 'UNSUPPORTED', message: "f-puzzles field 'clock' is not supported", path: 'clock' });
    expect(errorOf(() => fromFpuzzles(fp(9, { antiqueen: true }))).message).toBe("f-puzzles field 'antiqueen' is not supported");
  });

  it('an unsupported field whose name is no identifier: its path quotes the name, as every other path does', () => {
    // a path `a.b` would name member b of member a; `{thermo` and `x[0]` would not parse as paths
    for (const field of ['a.b', '{hermometer', 'x[0]', 'two words']) {
      expect(errorOf(() => fromFpuzzles(fp(9, { [field]: true }))).path, field).toBe(`[${JSON.stringify(field)}]`);
    }
  });

  it('an unsupported negative rule', () => {
    const error = errorOf(() => fromFpuzzles(fp(9, { negative: ['ratio', 'difference'] })));
    expect(error.code).toBe('UNSUPPORTED');
    expect(error.path).toBe('negative[1]');
    expect(error.message).toBe("negative[1]: f-puzzles negative 'difference' is not supported");
  });

  it('cells outside the grid and names that are no cells', () => {
    const cases: [unknown, string, string][] = [
      ['R10C1', 'BAD_CELL', 'killercage[0].cells[1]: cell "R10C1" is outside the 9×9 grid (rows and columns 1-9)'],
      ['R0C3', 'BAD_CELL', 'killercage[0].cells[1]: cell "R0C3" is outside the 9×9 grid (rows and columns 1-9)'],
      ['R1C10', 'BAD_CELL', 'killercage[0].cells[1]: cell "R1C10" is outside the 9×9 grid (rows and columns 1-9)'],
      ['X5', 'BAD_CELL', 'killercage[0].cells[1]: expected a cell name such as "R1C1", got "X5"'],
      ['R1 C1', 'BAD_CELL', 'killercage[0].cells[1]: expected a cell name such as "R1C1", got "R1 C1"'],
      ['R-1C1', 'BAD_CELL', 'killercage[0].cells[1]: expected a cell name such as "R1C1", got "R-1C1"'],
      [5, 'BAD_TYPE', 'killercage[0].cells[1]: expected a cell name such as "R1C1", got the number 5'],
    ];
    for (const [cell, code, message] of cases) {
      const error = errorOf(() => fromFpuzzles(fp(9, { killercage: [{ cells: ['R1C1', cell], value: '5' }] })));
      expect({ code: error.code, message: error.message, path: error.path }).toEqual({ code, message, path: 'killercage[0].cells[1]' });
    }
    expect(errorOf(() => fromFpuzzles(fp(6, { odd: [{ cell: 'R7C1' }] }))).message).toBe(
      'odd[0].cell: cell "R7C1" is outside the 6×6 grid (rows and columns 1-6)',
    );
  });

  it('a cage with a repeated cell', () => {
    const error = errorOf(() => fromFpuzzles(fp(9, { killercage: [{ cells: ['R1C1', 'R1C2', 'R1C1'] }] })));
    expect(error.toJSON()).toEqual({
      code: 'BAD_SHAPE',
      message: 'killercage[0].cells[2]: r1c1 appears twice in this cage',
      path: 'killercage[0].cells[2]',
    });
  });

  it('a thermometer line (any line of the entry) that is not a path', () => {
    const thermometer = [
      { lines: [['R1C1', 'R1C2']] },
      { lines: [['R5C5', 'R5C6', 'R5C7'], ['R5C5', 'R6C5', 'R8C5']] },
    ];
    const error = errorOf(() => fromFpuzzles(fp(9, { thermometer })));
    expect(error.code).toBe('BAD_SHAPE');
    expect(error.path).toBe('thermometer[1].lines[1][2]');
    expect(error.message).toBe(
      "thermometer[1].lines[1][2]: r6c5 and r8c5 do not touch: each cell of a line is a king's move from the one before",
    );
    const loop = errorOf(() => fromFpuzzles(fp(9, { renban: [{ lines: [['R1C1', 'R1C2', 'R2C2', 'R1C1']] }] })));
    expect(loop.message).toBe('renban[0].lines[0][3]: r1c1 appears twice in this line');
  });

  it('a dot, an X or a V between cells that do not share a side', () => {
    const ratio = errorOf(() => fromFpuzzles(fp(9, { ratio: [{ cells: ['R1C1', 'R2C2'] }] })));
    expect(ratio.toJSON()).toEqual({
      code: 'BAD_SHAPE',
      message: 'ratio[0].cells: r1c1 and r2c2 do not share a side: a kropki dot sits between two orthogonal neighbours',
      path: 'ratio[0].cells',
    });
    expect(errorOf(() => fromFpuzzles(fp(9, { xv: [{ cells: ['R1C1', 'R1C3'], value: 'X' }] }))).path).toBe('xv[0].cells');
    expect(errorOf(() => fromFpuzzles(fp(9, { difference: [{ cells: ['R1C1'] }] }))).message).toBe(
      'difference[0].cells: expected 2 cells in a kropki dot, got 1',
    );
  });

  it('more cells in an all-different set than digits', () => {
    const cells = ['R1C1', 'R1C2', 'R1C3', 'R1C4', 'R2C1'];
    const error = errorOf(() => fromFpuzzles(fp(4, { extraregion: [{ cells }] })));
    expect(error.message).toBe('extraregion[0].cells: expected 1-4 cells in an extra region (its digits all differ), got 5');
  });

  it('jigsaw regions that are not N labels on N cells', () => {
    const puzzle = fp(4);
    (puzzle.grid as Record<string, unknown>[][])[0][0] = { region: 1 };
    const error = errorOf(() => fromFpuzzles(puzzle));
    expect(error.toJSON()).toEqual({
      code: 'BAD_SHAPE',
      message: 'grid: region label 0 is on 3 cells; each of the 4 regions of a 4×4 grid has 4',
      path: 'grid',
    });
    (puzzle.grid as Record<string, unknown>[][])[0][0] = { region: 4 };
    expect(errorOf(() => fromFpuzzles(puzzle)).message).toBe('grid[0][0].region: expected a region label 0-3, got the number 4');
  });

  it('region null (a cell in no region) is refused, not guessed', () => {
    const puzzle = fp(9);
    (puzzle.grid as Record<string, unknown>[][])[2][3] = { region: null };
    const error = errorOf(() => fromFpuzzles(puzzle));
    expect(error.code).toBe('UNSUPPORTED');
    expect(error.path).toBe('grid[2][3].region');
    expect(error.message).toBe(
      'grid[2][3].region: region null (a cell in no region) on some cells only is not supported: every cell must be in one of the N regions, or every cell in none (a grid without boxes)',
    );
  });

  it("given pencil marks (the setter's digits allowed in a cell) are refused, not dropped", () => {
    const puzzle = fp(9);
    const grid = puzzle.grid as Record<string, unknown>[][];
    for (const row of grid) for (let c = 0; c < 9; c++) row[c] = { givenPencilMarks: null }; // as the solver extension writes empty ones
    grid[0][0] = { value: 4, given: true, givenPencilMarks: [1, 2] }; // a given's digit is the cell's
    grid[0][1] = { givenPencilMarks: [] };
    expect(fromFpuzzles(puzzle).givens).toBe(`4${'.'.repeat(80)}`);
    grid[2][3] = { givenPencilMarks: [1, 2] };
    const error = errorOf(() => fromFpuzzles(puzzle));
    expect(error.toJSON()).toEqual({
      code: 'UNSUPPORTED',
      message: 'grid[2][3].givenPencilMarks: given pencil marks (the digits a cell may hold, set by the setter) are not supported',
      path: 'grid[2][3].givenPencilMarks',
    });
    expect(errorOf(() => parseVariant(JSON.stringify(puzzle))).toJSON()).toEqual(error.toJSON());
  });

  it('givens of the wrong kind and grids of the wrong shape', () => {
    const puzzle = fp(9);
    const grid = puzzle.grid as unknown[][];
    grid[0][4] = { value: 10, given: true };
    expect(errorOf(() => fromFpuzzles(puzzle)).toJSON()).toEqual({
      code: 'BAD_VALUE',
      message: 'grid[0][4].value: expected a digit 1-9 (the cell is given), got the number 10',
      path: 'grid[0][4].value',
    });
    grid[0][4] = { given: true };
    expect(errorOf(() => fromFpuzzles(puzzle)).code).toBe('BAD_TYPE');
    grid[0][4] = 'x';
    expect(errorOf(() => fromFpuzzles(puzzle)).message).toBe('grid[0][4]: expected a cell (an object), got the string "x"');
    grid[0][4] = {};
    grid.pop();
    expect(errorOf(() => fromFpuzzles(puzzle)).toJSON()).toEqual({
      code: 'TOO_FEW_CELLS',
      message: 'grid: expected 9 rows, got 8',
      path: 'grid',
    });
    grid.push(Array.from({ length: 10 }, () => ({})));
    expect(errorOf(() => fromFpuzzles(puzzle)).message).toBe('grid[8]: expected 9 cells, got 10');
  });

  it('an unsupported size', () => {
    expect(errorOf(() => fromFpuzzles(fp(16))).toJSON()).toEqual({
      code: 'BAD_SIZE',
      message: 'size: expected a size of 4, 5, 6, 7, 8 or 9, got the number 16',
      path: 'size',
    });
    expect(errorOf(() => fromFpuzzles({ ...fp(9), size: '9' })).code).toBe('BAD_TYPE');
  });

  it('a given repeated in a row, column, box or region is a CONFLICT at the second given', () => {
    const row = errorOf(() => fromFpuzzles(fp(9, {}, `5...5${'.'.repeat(76)}`)));
    expect(row.toJSON()).toEqual({
      code: 'CONFLICT',
      message: 'grid[0][4].value: digit 5 appears twice in row 1: r1c1 and r1c5 (cells 1 and 5)',
      path: 'grid[0][4].value',
      cells: [1, 5],
      digit: 5,
      house: 'row',
    });
    // 6×6: r1c1 and r2c3 share the 2×3 box 1
    const box = errorOf(() => fromFpuzzles(fp(6, {}, `1.....${'..1...'}${'.'.repeat(24)}`)));
    expect(box.message).toBe('grid[1][2].value: digit 1 appears twice in box 1: r1c1 and r2c3 (cells 1 and 9)');
  });

  it("a killer cage whose value is '?', empty or blank has no sum, and is written back without one", () => {
    for (const value of ['?', ' ? ', '', '  ', undefined, null]) {
      const read = fromFpuzzles(fp(9, { killercage: [{ cells: ['R1C1', 'R2C2'], value }] }));
      expect(read.constraints).toEqual([{ type: 'killer', cells: [0, 10] }]);
      expect(toFpuzzles(read).killercage).toEqual([{ cells: ['R1C1', 'R2C2'] }]);
    }
  });

  it('values of the wrong kind inside rules', () => {
    expect(errorOf(() => fromFpuzzles(fp(9, { killercage: [{ cells: ['R1C1'], value: '12?' }] }))).toJSON()).toEqual({
      code: 'BAD_VALUE',
      message: 'killercage[0].value: expected a whole number 0-2147483647, as text, got the string "12?"',
      path: 'killercage[0].value',
    });
    expect(errorOf(() => fromFpuzzles(fp(9, { killercage: [{ cells: ['R1C1'] }, { cells: ['R1C2'], value: 'x' }] }))).path).toBe('killercage[1].value');
    expect(errorOf(() => fromFpuzzles(fp(9, { littlekillersum: [{ cell: 'R0C0', direction: 'DR', value: '?' }] }))).path).toBe('littlekillersum[0].value');
    expect(errorOf(() => fromFpuzzles(fp(9, { xv: [{ cells: ['R1C1', 'R1C2'], value: 'Y' }] }))).path).toBe('xv[0].value');
    expect(errorOf(() => fromFpuzzles(fp(9, { antiknight: 'yes' }))).message).toBe(
      'antiknight: expected true or false, got the string "yes"',
    );
    expect(errorOf(() => fromFpuzzles(fp(9, { 'diagonal+': 1 }))).path).toBe('["diagonal+"]');
    expect(errorOf(() => fromFpuzzles(fp(9, { killercage: { cells: [] } }))).message).toBe(
      'killercage: expected an array, got an object',
    );
    expect(errorOf(() => fromFpuzzles(fp(9, { arrow: [{ cells: ['R1C1'], lines: [['R2C2', 'R3C3']] }] }))).toJSON()).toEqual({
      code: 'BAD_SHAPE',
      message: 'arrow[0].lines[0][0]: r2c2 is not in the circle: each line of an arrow starts in its circle',
      path: 'arrow[0].lines[0][0]',
    });
  });

  it('the empty grid is read as such', () => {
    expect(fromFpuzzles(fp(9)).givens).toBe(EMPTY81);
  });
});
