/**
 * parseVariant's choice of format, its options and line placement, and isVariantLine.
 */
import { describe, expect, it } from 'vitest';
import { formatVariant, isVariantLine, parseVariant, toFpuzzles, toFpuzzlesLink, toSudokuPadLink } from '../../../src/variant';
import type { VariantPuzzle } from '../../../src/variant/model';
import { errorOf, fp } from './helpers';

const MODEL: VariantPuzzle = { version: 1, size: 9, givens: `5${'.'.repeat(80)}`, constraints: [{ type: 'antiKnight' }] };

describe('parseVariant: which format', () => {
  it('reads the model, f-puzzles, their JSON text, links and plain lines to the same model', () => {
    const fpuzzles = toFpuzzles(MODEL);
    const inputs: (string | object)[] = [
      MODEL,
      { ...MODEL, version: undefined },
      JSON.stringify(MODEL),
      ` \n${JSON.stringify(MODEL, null, 2)}\n`,
      `\ufeff${JSON.stringify(MODEL)}`,
      fpuzzles,
      JSON.stringify(fpuzzles),
      toFpuzzlesLink(MODEL),
      toSudokuPadLink(MODEL),
    ];
    for (const input of inputs) expect(parseVariant(input)).toEqual(MODEL);
    expect(parseVariant(MODEL.givens)).toEqual({ ...MODEL, constraints: [] });
  });

  it('an object with grid is f-puzzles; one with givens, constraints or version is the model', () => {
    expect(parseVariant(fp(4)).size).toBe(4);
    expect(errorOf(() => parseVariant({ size: 9, constraints: [] })).path).toBe('givens');
    expect(errorOf(() => parseVariant({ size: 9 })).toJSON()).toEqual({
      code: 'BAD_TYPE',
      message:
        "expected a variant puzzle: the model's JSON (size, givens, constraints) or f-puzzles JSON (size, grid), got an object with neither givens nor grid",
    });
  });

  it('refuses input of no kind', () => {
    expect(errorOf(() => parseVariant('')).toJSON()).toEqual({ code: 'EMPTY', message: 'expected a variant puzzle, got an empty line' });
    expect(errorOf(() => parseVariant('  \t', { line: 4 })).toJSON()).toEqual({
      code: 'EMPTY',
      message: 'line 4: expected a variant puzzle, got an empty line',
      line: 4,
    });
    expect(errorOf(() => parseVariant(42 as unknown as string)).code).toBe('BAD_TYPE');
    expect(errorOf(() => parseVariant(null as unknown as string)).code).toBe('BAD_TYPE');
    expect(errorOf(() => parseVariant([1, 2] as unknown as string)).code).toBe('BAD_TYPE');
    expect(errorOf(() => parseVariant('[1,2]')).code).toBe('BAD_SIZE');
  });

  it("places every error on the caller's line, keeping its path", () => {
    const error = errorOf(() => parseVariant(JSON.stringify(fp(9, { killercage: [{ cells: ['R1C1', 'R1C1'] }] })), { line: 12 }));
    expect(error.toJSON()).toEqual({
      code: 'BAD_SHAPE',
      message: 'line 12: killercage[0].cells[1]: r1c1 appears twice in this cage',
      line: 12,
      path: 'killercage[0].cells[1]',
    });
  });

  it('checks its options', () => {
    expect(() => parseVariant(MODEL, { line: 0 })).toThrow(RangeError);
    expect(() => parseVariant(MODEL, { line: 1.5 })).toThrow(RangeError);
    expect(() => parseVariant(MODEL, { lines: 1 } as never)).toThrow(TypeError);
    expect(parseVariant(MODEL, {})).toEqual(MODEL);
  });

  it('formatVariant writes what parseVariant reads', () => {
    expect(parseVariant(formatVariant(MODEL))).toEqual(MODEL);
  });
});

describe('isVariantLine', () => {
  const labels = Array.from({ length: 81 }, (_, i) => String(Math.floor(i / 9) + 1)).join('');
  const givens = `5${'.'.repeat(80)}`;
  const yes = [
    '{"size":9,"grid":[]}',
    '   {',
    toFpuzzlesLink(MODEL),
    `  ${toSudokuPadLink(MODEL)}  `,
    'f-puzzles.com/?id=abc',
    'https://sudokupad.app/scl123',
    'www.f-puzzles.com/?load=x',
    'https://sudokupad.svencodes.com/puzzle/fpuzzlesN4Ig',
    'https://example.com/?load=abc', // refused by the readers, naming the site
    `${givens}${labels}`,
    `${'.'.repeat(16)}${'1122112233443344'}`,
    `${givens}${labels.slice(1)}2`, // a wrong label set: the jigsaw reader names the label at fault
    `"${toFpuzzlesLink(MODEL)}",`, // a link quoted in a list, in angle brackets or in brackets
    `<${toSudokuPadLink(MODEL)}>`,
    `(https://f-puzzles.com/?load=x)`,
    `[My puzzle](${toSudokuPadLink(MODEL)})`, // a Markdown link
    ' [a [b]](sudokupad.app/fpuzzlesN4Ig)',
  ];
  const no = [
    '',
    '   ',
    '# a comment',
    givens,
    `${givens} # hard one`,
    `${givens} 1`,
    `${givens} ${labels}`, // labels apart from the givens: a classic line with a trailing field
    `${givens} ${labels.slice(1)}2`, // label 2 on 10 cells: not a label set
    `${givens} ${'x'.repeat(81)}`,
    `${givens}${givens}`, // two classic lines with no space between: the second one's empty cells are no labels
    '.'.repeat(36),
    'www.example.com/puzzles.txt', // a file name, not a link
    'sudoku: 1.2.3',
    '[1,2,3]',
    '1,2,3',
    '"quoted text"',
    '(www.example.com/puzzles.txt)',
    '[My puzzle](www.example.com/puzzles.txt)',
    '[1,2,3]',
    '[x] (https://f-puzzles.com/?load=x)', // a Markdown link has no space between ] and (
  ];
  for (const line of yes) it(`yes: ${line.slice(0, 40)}`, () => expect(isVariantLine(line)).toBe(true));
  for (const line of no) it(`no: ${JSON.stringify(line.slice(0, 40))}`, () => expect(isVariantLine(line)).toBe(false));
});
