/**
 * Plain lines: givens alone, or givens and jigsaw region labels (no space between), for every size.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseVariant } from '../../../src/variant';
import { errorOf } from './helpers';

// A 9×9 jigsaw's regions written with letters (a and b differ from the boxes); a appears first.
const LABELS =
  'aaaabbccc' + 'aaabbbccc' + 'aabbbbccc' + 'dddeeefff' + 'dddeeefff' + 'dddeeefff' + 'ggghhhiii' + 'ggghhhiii' + 'ggghhhiii';
const GIVENS = `3${'.'.repeat(79)}7`;

describe('plain lines', () => {
  it('givens alone: the standard boxes and no rule, for every size', () => {
    for (const [size, cells] of [[4, 16], [6, 36], [8, 64], [9, 81]] as const) {
      const givens = `1${'.'.repeat(cells - 1)}`;
      expect(parseVariant(givens)).toEqual({ version: 1, size, givens, constraints: [] });
    }
    expect(parseVariant(`  ${'0'.repeat(80)}5\r\n`).givens).toBe(`${'.'.repeat(80)}5`);
    expect(parseVariant(`-_.0${'.'.repeat(77)}`).givens).toBe('.'.repeat(81));
  });

  it('a jigsaw line: labels numbered by first appearance, right after the givens', () => {
    const expected = Array.from(LABELS, (ch) => ch.charCodeAt(0) - 97);
    expect(parseVariant(`  ${GIVENS}${LABELS}  `).regions).toEqual(expected);
    expect(parseVariant(GIVENS + LABELS).regions).toEqual(expected);
    const digits = Array.from(LABELS, (ch) => String.fromCharCode(ch.charCodeAt(0) - 48)).join(''); // a → 1 … i → 9
    expect(parseVariant(GIVENS + digits).regions).toEqual(expected);
  });

  it('labels that draw the standard boxes are dropped', () => {
    const boxes = Array.from({ length: 36 }, (_, i) => 'ABCDEF'[Math.floor(i / 12) * 2 + Math.floor((i % 6) / 3)]).join('');
    expect(parseVariant(`${'.'.repeat(36)}${boxes}`).regions).toBeUndefined();
  });

  const refusals: [string, string, string, string][] = [
    ['a length of no size', '.'.repeat(80), 'BAD_SIZE', 'expected 16, 25, 36, 49, 64 or 81 givens (4×4 … 9×9), optionally followed by as many region labels (a jigsaw), or JSON or a link; got a line of 80 characters'],
    ['a first field of no size, then more text', `${'.'.repeat(40)} ${'.'.repeat(41)}`, 'BAD_SIZE', 'expected 16, 25, 36, 49, 64 or 81 givens (4×4 … 9×9), optionally followed by as many region labels (a jigsaw), or JSON or a link; got 40 characters before the first space'],
    ['one character, then more text', `. ${'.'.repeat(80)}`, 'BAD_SIZE', 'expected 16, 25, 36, 49, 64 or 81 givens (4×4 … 9×9), optionally followed by as many region labels (a jigsaw), or JSON or a link; got 1 character before the first space'],
    // a grid pasted as rows: the reader says it stopped at a line break, and who reads such a grid
    ['a grid of several lines', `${'.'.repeat(9)}\n`.repeat(9), 'BAD_SIZE', 'expected 16, 25, 36, 49, 64 or 81 givens (4×4 … 9×9), optionally followed by as many region labels (a jigsaw), or JSON or a link; got 9 characters before the first line break (a puzzle is one line here; a classic grid of several lines is read by validate and solve)'],
    ['a bad given', `${'.'.repeat(4)}x${'.'.repeat(76)}`, 'BAD_CHAR', "column 5: unexpected character 'x' in cell 5 (r1c5); expected a digit 1-9, or . 0 - _ for an empty cell"],
    ['a digit past N', `7${'.'.repeat(35)}`, 'BAD_CHAR', "column 1: unexpected character '7' in cell 1 (r1c1); expected a digit 1-6, or . 0 - _ for an empty cell"],
    ['labels apart from the givens', `${GIVENS} ${LABELS}`, 'BAD_CHAR', "column 83: unexpected character 'a'; expected the end of the line after the givens (region labels follow them with no space between)"],
    ['too few labels', `${GIVENS}${LABELS.slice(1)}`, 'BAD_SIZE', 'expected 16, 25, 36, 49, 64 or 81 givens (4×4 … 9×9), optionally followed by as many region labels (a jigsaw), or JSON or a link; got a line of 161 characters'],
    ['text after the labels', `${GIVENS}${LABELS} # comment`, 'BAD_CHAR', "column 164: unexpected character '#'; expected the end of the line after the region labels"],
    ['a label too many', `${GIVENS}${LABELS.slice(0, 80)}j`, 'BAD_SHAPE', "column 162: region label 'j' is one label too many: a 9×9 grid has 9 regions"],
    ['a label on the wrong number of cells', `${GIVENS}${LABELS.slice(0, 80)}a`, 'BAD_SHAPE', "column 82: region label 'a' is on 10 cells; each of the 9 regions of a 9×9 grid has 9"],
    ['a repeated given in a region', `3${'.'.repeat(10)}3${'.'.repeat(69)}${LABELS}`, 'CONFLICT', 'digit 3 appears twice in the region labelled 0: r1c1 and r2c3 (cells 1 and 12)'],
  ];
  for (const [name, line, code, message] of refusals) {
    it(name, () => {
      const error = errorOf(() => parseVariant(line));
      expect({ code: error.code, message: error.message }).toEqual({ code, message });
    });
  }

  it('the column counts from the start of the line, leading whitespace included', () => {
    const error = errorOf(() => parseVariant(`   x${'.'.repeat(80)}`, { line: 7 }));
    expect(error.toJSON()).toEqual({
      code: 'BAD_CHAR',
      message: "line 7, column 4: unexpected character 'x' in cell 1 (r1c1); expected a digit 1-9, or . 0 - _ for an empty cell",
      line: 7,
      column: 4,
      cell: 1,
      char: 'x',
    });
  });

  it("parseVariant's documentation (the hover text) lists every length of givens alone that it reads", () => {
    const doc = readFileSync(new URL('../../../src/variant/formats/detect.ts', import.meta.url), 'utf8');
    const listed = /a plain line: N² givens \(([^)]*)\)/.exec(doc)?.[1].match(/\d+/g)?.map(Number);
    const read = [4, 5, 6, 7, 8, 9].filter((size) => parseVariant('.'.repeat(size * size)).size === size).map((size) => size * size);
    expect(listed).toEqual(read);
    expect(read).toEqual([16, 25, 36, 49, 64, 81]);
  });
});
