/**
 * A board drawn as colours (src/graph/render.ts): colour names laid out like the grid format,
 * and coloured ANSI blocks that carry the right symbol on the right colour.
 */
import { describe, expect, it } from 'vitest';
import { formatBoard, parseBoard } from '../../src/text/index';
import { formatColors, paletteFor } from '../../src/graph/index';

const SOLUTION_9 = '468931527751624839392578461134756298289413675675289314846192753513867942927345186';
const BOARD_9 = { n: 3, cells: Uint8Array.from(SOLUTION_9, Number) };
const NAMES = ['Black', 'Brown', 'Red', 'Orange', 'Yellow', 'Green', 'Blue', 'Violet', 'Grey', 'White'];
/** Any SGR escape. */
const SGR = /\x1b\[[0-9;]*m/g;

describe('plain: colour names', () => {
  it('9×9: 9 rows of right-aligned names, | between boxes, separators between bands', () => {
    const lines = formatColors(BOARD_9).split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe('Yellow   Blue   Grey |  White Orange  Brown |  Green    Red Violet');
    expect(lines[3]).toBe('---------------------+----------------------+---------------------');
    expect(lines[7]).toBe(lines[3]);
    const rows = lines.filter((_, i) => i !== 3 && i !== 7);
    rows.forEach((line, r) => {
      expect(line.length).toBe(lines[3].length);
      const names = line.split(/[ |]+/).filter(Boolean);
      expect(names).toEqual(Array.from(SOLUTION_9.slice(9 * r, 9 * r + 9), (d) => NAMES[Number(d)]));
      expect([line[20], line[21], line[22], line[44]]).toEqual([' ', '|', ' ', '|']);
    });
    expect(formatColors(BOARD_9, { ansi: false })).toBe(lines.join('\n'));
  });

  it('separators sit where formatBoard puts them, for 4×4 with empty cells', () => {
    const board = parseBoard('4.....1...3.2...');
    const colors = formatColors(board).split('\n');
    const grid = formatBoard(board, { style: 'grid' }).split('\n');
    expect(colors).toHaveLength(grid.length);
    expect(colors[2]).toMatch(/^-+\+-+$/);
    expect(colors[0]).toBe('Yellow  Black |  Black  Black');
    expect(colors[2].indexOf('+')).toBe(colors[0].indexOf('|'));
  });

  it('16×16 names are the digit symbols, as wide as the widest name on the board', () => {
    const cells = new Uint8Array(256);
    for (let i = 0; i < 16; i++) cells[i] = i + 1;
    const first = formatColors({ n: 4, cells }).split('\n')[0];
    expect(first.split(/[ |]+/).filter(Boolean)).toEqual([...'123456789ABCDEFG']);
    expect(first.startsWith('    1     2')).toBe(true); // Black (the empty cells) is 5 wide
    for (let i = 16; i < 256; i++) cells[i] = ((i + 4 * Math.floor(i / 16)) % 16) + 1; // no empty cell left
    expect(formatColors({ n: 4, cells }).split('\n')[0]).toBe('1 2 3 4 | 5 6 7 8 | 9 A B C | D E F G');
  });
});

describe('ANSI: coloured blocks', () => {
  const text = formatColors(BOARD_9, { ansi: true });
  const lines = text.split('\n');

  it('the same layout once the escapes are stripped: the digits, 3 columns each', () => {
    expect(lines).toHaveLength(11);
    const plain = lines.map((l) => l.replace(SGR, ''));
    expect(plain[0]).toBe(' 4  6  8 | 9  3  1 | 5  2  7 ');
    expect(plain[3]).toBe('---------+---------+---------');
    const digits = plain.filter((_, i) => i !== 3 && i !== 7).map((l) => l.replace(/[ |]/g, '')).join('');
    expect(digits).toBe(SOLUTION_9);
  });

  it('each cell: 24-bit background of its colour, black or white text, reset at line ends and before |', () => {
    const palette = paletteFor(9);
    const cells = [...lines[0].matchAll(/\x1b\[48;2;(\d+);(\d+);(\d+)m\x1b\[38;2;(\d+);(\d+);(\d+)m (\d) /g)];
    expect(cells).toHaveLength(9);
    for (const m of cells) {
      const color = palette[Number(m[7])];
      const hex = (i: number) =>
        '#' + [m[i], m[i + 1], m[i + 2]].map((v) => Number(v).toString(16).padStart(2, '0').toUpperCase()).join('');
      expect(hex(1)).toBe(color.hex);
      expect(hex(4)).toBe(color.text);
    }
    expect(lines[0]).toContain('\x1b[0m|');
    for (const line of lines) if (line.includes('\x1b')) expect(line.endsWith('\x1b[0m')).toBe(true);
    expect(lines[3]).not.toContain('\x1b');
  });

  it('an empty cell is a black block with no symbol', () => {
    const board = { n: 2, cells: new Uint8Array(16) };
    const first = formatColors(board, { ansi: true }).split('\n')[0];
    expect(first.startsWith('\x1b[48;2;0;0;0m\x1b[38;2;255;255;255m   ')).toBe(true);
  });
});

describe('bad arguments', () => {
  it('throws TypeError for a non-object and RangeError for a bad size or value', () => {
    expect(() => formatColors(null as never)).toThrow(TypeError);
    expect(() => formatColors({ n: 9, cells: new Uint8Array(81) })).toThrow(/expected board.n to be a box size/);
    expect(() => formatColors({ n: 3, cells: new Uint8Array(16) })).toThrow(/expected board.cells to hold 81 cells/);
    expect(() => formatColors({ n: 2, cells: new Uint8Array(16).fill(5) })).toThrow(RangeError);
    expect(() => formatColors({ n: 3, cells: 'x' as never })).toThrow(TypeError);
  });
});
