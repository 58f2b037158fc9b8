/**
 * The model's own JSON: checkVariant's refusals at model paths, the canonical form, and
 * formatVariant's text.
 */
import { describe, expect, it } from 'vitest';
import { checkVariant, formatVariant, parseVariant } from '../../../src/variant';
import type { VariantPuzzle } from '../../../src/variant/model';
import { errorOf } from './helpers';

const EMPTY = '.'.repeat(81);

/** A 9×9 model with these constraints and no givens. */
function model(constraints: unknown[], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { version: 1, size: 9, givens: EMPTY, constraints, ...extra };
}

describe('checkVariant: the canonical form', () => {
  it('reads -0 as 0 wherever a number is read (JSON writes both as 0, so the model must not tell them apart)', () => {
    const negativeZero = (value: unknown) => JSON.stringify(value, (_, v: unknown) => (Object.is(v, -0) ? '-0' : v)).includes('"-0"');
    const inputs = [
      model([{ type: 'killer', cells: [-0, 1], sum: -0 }]),
      model([{ type: 'sandwich', line: 'row', index: -0, sum: -0 }]),
      model([{ type: 'whispers', cells: [-0, 1], difference: -0 }]),
      model([{ type: 'kropki', color: 'white', cells: [-0, 1], value: -0 }]),
      model([], { size: 4, givens: '.'.repeat(16), regions: [-0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3] }),
    ];
    for (const input of inputs) expect(negativeZero(checkVariant(input)), JSON.stringify(input)).toBe(false);
    const fpuzzles = { size: 4, grid: [0, 1, 2, 3].map((r) => [0, 1, 2, 3].map(() => ({ region: r }))), killercage: [{ cells: ['R1C1', 'R1C2'], value: -0 }] };
    fpuzzles.grid[0][0].region = -0;
    expect(negativeZero(parseVariant(fpuzzles))).toBe(false);
  });

  it('returns a copy in canonical order, sharing nothing with the input', () => {
    const input = model([
      { type: 'thermometer', cells: [20, 21, 22] },
      { type: 'killer', cells: [0, 1, 9], sum: 10 },
      { type: 'antiKnight' },
      { type: 'diagonal', direction: 'anti' },
      { type: 'diagonal', direction: 'main' },
      { type: 'antiKnight' },
      { type: 'killer', cells: [2, 3] },
    ]);
    const snapshot = JSON.stringify(input);
    const checked = checkVariant(input);
    expect(checked.constraints).toEqual([
      { type: 'diagonal', direction: 'main' },
      { type: 'diagonal', direction: 'anti' },
      { type: 'antiKnight' },
      { type: 'killer', cells: [0, 1, 9], sum: 10 },
      { type: 'killer', cells: [2, 3] },
      { type: 'thermometer', cells: [20, 21, 22] },
    ]);
    expect(JSON.stringify(input)).toBe(snapshot);
    (checked.constraints[3] as { cells: number[] }).cells[0] = 99;
    expect((input.constraints as { cells?: number[] }[])[1].cells?.[0]).toBe(0);
  });

  it("reads 0 as an empty cell, writes '.', and fills version 1", () => {
    const checked = checkVariant({ size: 4, givens: '1000020000300004', constraints: [] });
    expect(checked).toEqual({ version: 1, size: 4, givens: '1....2....3....4', constraints: [] });
  });

  it('leaves default values out and merges parity cells', () => {
    const checked = checkVariant(
      model([
        { type: 'kropki', color: 'white', cells: [0, 1], value: 1 },
        { type: 'kropki', color: 'black', cells: [1, 2], value: 2 },
        { type: 'kropki', color: 'black', cells: [2, 3], value: 3 },
        { type: 'whispers', cells: [4, 5], difference: 5 },
        { type: 'whispers', cells: [6, 7], difference: 4 },
        { type: 'even', cells: [40] },
        { type: 'odd', cells: [10, 11] },
        { type: 'odd', cells: [11, 12] },
      ]),
    );
    expect(checked.constraints).toEqual([
      { type: 'kropki', color: 'white', cells: [0, 1] },
      { type: 'kropki', color: 'black', cells: [1, 2] },
      { type: 'kropki', color: 'black', cells: [2, 3], value: 3 },
      { type: 'whispers', cells: [4, 5] },
      { type: 'whispers', cells: [6, 7], difference: 4 },
      { type: 'odd', cells: [10, 11, 12] },
      { type: 'even', cells: [40] },
    ]);
  });

  it('is idempotent', () => {
    const once = checkVariant(model([{ type: 'xv', cells: [1, 0], sum: 5 }, { type: 'negativeXV' }]));
    expect(checkVariant(once)).toEqual(once);
  });
});

describe('checkVariant: refusals name the model path', () => {
  const cases: [string, unknown, string, string][] = [
    ['not an object', 'x', 'BAD_TYPE', 'expected a variant puzzle (an object), got the string "x"'],
    ['an unknown key', model([], { colour: 'red' }), 'UNSUPPORTED', "colour: field 'colour' is not supported here (expected version, size, givens, regions, constraints, title, author, rules)"],
    ['a later version', model([], { version: 2 }), 'UNSUPPORTED', 'version: version 2 is not supported: this library reads version 1'],
    ['a bad version', model([], { version: 1.5 }), 'BAD_VALUE', 'version: expected 1, got the number 1.5'],
    ['a size of no grid', model([], { size: 10 }), 'BAD_SIZE', 'size: expected a size of 4, 5, 6, 7, 8 or 9, got the number 10'],
    ['givens too short', model([], { givens: '.'.repeat(80) }), 'TOO_FEW_CELLS', 'givens: expected 81 cells, got 80'],
    ['givens too long', model([], { givens: '.'.repeat(82) }), 'TOO_MANY_CELLS', 'givens: expected 81 cells, got 82'],
    [
      'a bad given',
      model([], { givens: `....x${'.'.repeat(76)}` }),
      'BAD_CHAR',
      "givens: unexpected character 'x' in cell 5 (r1c5); expected a digit 1-9, or . or 0 for an empty cell",
    ],
    ['a digit past N', { size: 4, givens: '5...............', constraints: [] }, 'BAD_CHAR', "givens: unexpected character '5' in cell 1 (r1c1); expected a digit 1-4, or . or 0 for an empty cell"],
    ['constraints not an array', model([], { constraints: {} }), 'BAD_TYPE', 'constraints: expected an array of constraints, got an object'],
    ['an unknown type', model([{ type: 'teleport' }]), 'UNSUPPORTED', 'constraints[0].type: constraint type \'teleport\' is not supported'],
    ['no type', model([{ cells: [1] }]), 'BAD_TYPE', 'constraints[0].type: expected a constraint type (a string), got nothing'],
    ['an unknown key of a rule', model([{ type: 'killer', cells: [1], total: 3 }]), 'UNSUPPORTED', "constraints[0].total: field 'total' is not supported here (expected type, cells, sum)"],
    ['a cell outside the grid', model([{ type: 'killer', cells: [0, 81] }]), 'BAD_CELL', 'constraints[0].cells[1]: expected a cell 0-80 (0-based, in reading order), got 81'],
    ['a fractional cell', model([{ type: 'killer', cells: [0.5] }]), 'BAD_CELL', 'constraints[0].cells[0]: expected a cell 0-80 (0-based, in reading order), got 0.5'],
    ['a cell name', model([{ type: 'killer', cells: ['R1C1'] }]), 'BAD_TYPE', 'constraints[0].cells[0]: expected a cell 0-80, got the string "R1C1"'],
    ['a repeated cell', model([{ type: 'antiKing' }, { type: 'killer', cells: [0, 1, 0] }]), 'BAD_SHAPE', 'constraints[1].cells[2]: r1c1 appears twice in this cage'],
    ['a line that is no path', model([{ type: 'thermometer', cells: [0, 1, 3] }]), 'BAD_SHAPE', "constraints[0].cells[2]: r1c2 and r1c4 do not touch: each cell of a line is a king's move from the one before"],
    ['a dot between distant cells', model([{ type: 'kropki', color: 'white', cells: [0, 10] }]), 'BAD_SHAPE', 'constraints[0].cells: r1c1 and r2c2 do not share a side: a kropki dot sits between two orthogonal neighbours'],
    ['too many cells in a cage', model([{ type: 'killer', cells: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] }]), 'BAD_SHAPE', 'constraints[0].cells: expected 1-9 cells in a killer cage (its digits all differ), got 10'],
    ['a negative sum', model([{ type: 'killer', cells: [0], sum: -1 }]), 'BAD_VALUE', 'constraints[0].sum: expected an integer 0-2147483647, got the number -1'],
    ['a sum as text', model([{ type: 'killer', cells: [0], sum: '5' }]), 'BAD_TYPE', 'constraints[0].sum: expected an integer 0-2147483647, got the string "5"'],
    ['a bad colour', model([{ type: 'kropki', color: 'grey', cells: [0, 1] }]), 'BAD_VALUE', "constraints[0].color: expected 'white' or 'black', got the string \"grey\""],
    ['an XV of 7', model([{ type: 'xv', cells: [0, 1], sum: 7 }]), 'BAD_VALUE', 'constraints[0].sum: expected 5 or 10, got the number 7'],
    ['regions of the wrong length', model([], { regions: [0, 1] }), 'TOO_FEW_CELLS', 'regions: expected 81 region labels, got 2'],
    ['a region label past N', model([], { regions: Array(81).fill(9) }), 'BAD_VALUE', 'regions[0]: expected a region label 0-8, got the number 9'],
    ['regions not N × N', model([], { regions: Array.from({ length: 81 }, (_, i) => (i === 0 ? 1 : Math.floor(i / 9))) }), 'BAD_SHAPE', 'regions: region label 0 is on 8 cells; each of the 9 regions of a 9×9 grid has 9'],
    ['a sandwich index past N', model([{ type: 'sandwich', line: 'row', index: 9, sum: 5 }]), 'BAD_VALUE', 'constraints[0].index: expected an integer 0-8, got the number 9'],
  ];
  for (const [name, input, code, message] of cases) {
    it(name, () => {
      const error = errorOf(() => checkVariant(input));
      expect({ code: error.code, message: error.message.replace(/ \(the types are [^)]*\)$/, '') }).toEqual({ code, message });
      const path = message.match(/^([^:\s]+): /)?.[1];
      expect(error.path).toBe(path);
    });
  }

  it('an unknown type lists the types there are', () => {
    expect(errorOf(() => checkVariant(model([{ type: 'clock' }]))).message).toMatch(/\(the types are extraRegion, disjointGroups, .*, odd, even, minimum, maximum, rowIndexer, columnIndexer, boxIndexer, quadruple\)$/);
  });

  it.each([
    ['kiler', 'killer'],
    ['Killer', 'killer'],
    ['antiknight', 'antiKnight'],
    ['thermo', 'thermometer'],
    ['littlekiller', 'littleKiller'],
  ])("an unknown type near a type names it: '%s', did you mean '%s'?", (typed, meant) => {
    const error = errorOf(() => checkVariant(model([{ type: typed }])));
    expect(error.code).toBe('UNSUPPORTED');
    expect(error.message).toMatch(new RegExp(`^constraints\\[0\\]\\.type: constraint type '${typed}' is not supported, did you mean '${meant}'\\? \\(the types are extraRegion, .*\\)$`));
  });

  it.each(['teleport', 'x', 'th'])("a type near none ('%s') names none", (typed) => {
    expect(errorOf(() => checkVariant(model([{ type: typed }]))).message).toMatch(new RegExp(`^constraints\\[0\\]\\.type: constraint type '${typed}' is not supported \\(the types are`));
  });

  it('a given repeated in a jigsaw region names the region by its label', () => {
    const regions = Array.from({ length: 16 }, (_, i) => Math.floor(i / 4)); // rows as regions
    const error = errorOf(() => checkVariant({ size: 4, givens: '1.......1.......', regions, constraints: [] }));
    expect(error.toJSON()).toEqual({
      code: 'CONFLICT',
      message: 'givens: digit 1 appears twice in column 1: r1c1 and r3c1 (cells 1 and 9)',
      path: 'givens',
      cells: [1, 9],
      digit: 1,
      house: 'column',
    });
    const inRegion = errorOf(() => checkVariant({ size: 4, givens: '1.....1.........', regions: [0, 0, 1, 1, 0, 1, 0, 1, 2, 2, 3, 3, 2, 2, 3, 3], constraints: [] }));
    expect(inRegion.message).toBe('givens: digit 1 appears twice in the region labelled 0: r1c1 and r2c3 (cells 1 and 7)');
    expect(inRegion.house).toBe('box');
  });
});

describe('formatVariant', () => {
  it('writes compact canonical JSON, version 1 first, that reads back the same', () => {
    const puzzle: VariantPuzzle = {
      size: 4,
      givens: '1...............',
      constraints: [{ type: 'thermometer', cells: [5, 6] }, { type: 'antiKing' }],
    };
    const text = formatVariant(puzzle);
    expect(text).toBe(
      '{"version":1,"size":4,"givens":"1...............","constraints":[{"type":"antiKing"},{"type":"thermometer","cells":[5,6]}]}',
    );
    expect(parseVariant(text)).toEqual(JSON.parse(text));
  });

  it('checks what it writes', () => {
    expect(errorOf(() => formatVariant({ size: 9, givens: '', constraints: [] })).code).toBe('TOO_FEW_CELLS');
  });
});
