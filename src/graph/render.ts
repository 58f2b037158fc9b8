/**
 * A board drawn as colours, for a terminal: {@link formatColors}.
 *
 * Owns: the plain (colour names) and ANSI (coloured blocks) text renderings. Does not own the
 * palette (`colors.ts`) or the grid text of digits (`formatBoard`, in `src/text/`), whose
 * box separators this copies.
 *
 *   plain (9×9)   Yellow   Blue   Grey |  White Orange  Brown | …     N rows of colour names,
 *                 Violet  Green  Brown |   Blue    Red Yellow | …     right-aligned to the
 *                 ---------------------+----------------------+…      longest name used, | between
 *                                                                      boxes, - and + between bands
 *
 *   ansi          ␛[48;2;R;G;Bm␛[38;2;R;G;Bm 4 ␛[48;2;…m …␛[0m| …     each cell a block of 3
 *                                                                      columns: the digit's symbol
 *                                                                      on its colour, in black or
 *                                                                      white text (colors.ts);
 *                                                                      24-bit SGR escapes (the `;`
 *                                                                      form of ITU T.416 that
 *                                                                      xterm reads), reset before each
 *                                                                      | and at every line end
 *
 * Names are the palette's (resistor colours up to 9×9, digit symbols from 16×16: see
 * `colors.ts`); the empty cell is Black, drawn as a black block with no symbol.
 */

import { checkBoolean, checkKeys, keysOf, namingCall, show } from '../api/options.js';
import { ALNUM_SYMBOLS } from '../text/alphabet.js';
import { checkBoxSize } from '../board/sizes.js';
import type { Board } from '../board/sizes.js';
import { hexToRgb, paletteFor } from './colors.js';
import { gridCells } from './grid.js';

/**
 * Options of {@link formatColors}.
 * @category Graph and colours
 */
export interface FormatColorsOptions {
  /** Coloured blocks with ANSI 24-bit escapes (true) or colour names (false, the default). */
  ansi?: boolean | undefined;
}

const COLORS_OPTION_KEYS = keysOf<FormatColorsOptions>()({ ansi: true });

/** Select Graphic Rendition: reset every attribute. */
const RESET = '\x1b[0m';

/**
 * Draws a board as colours (both forms are shown in the module header).
 * @param board `{ n, cells }`: box size 2–8 and N² values 0…N in reading order (0 = empty)
 * @param options `ansi`: coloured blocks instead of names (default false)
 * @returns N rows plus n - 1 band separators, joined with `\n`, no trailing line break
 * @throws TypeError when `board` is not an object with numeric cells
 * @throws RangeError for a bad box size, cell count or value
 * @category Graph and colours
 */
export function formatColors(board: Board, options?: FormatColorsOptions): string {
  return namingCall('formatColors', () => {
    checkKeys(options, COLORS_OPTION_KEYS, 'formatColors');
    checkBoolean(options?.ansi, 'formatColors: ansi');
    if (typeof board !== 'object' || board === null) {
      throw new TypeError(`expected board to be an object { n, cells }, got ${show(board)}`);
    }
    checkBoxSize(board.n, 'board.n');
    const n = board.n;
    const cells = gridCells(board.cells, n, 'board.cells');
    const palette = paletteFor(n * n);
    let texts: string[];
    let width: number;
    if (options?.ansi === true) {
      texts = palette.map((color) => {
        const [r, g, b] = hexToRgb(color.hex);
        const [tr, tg, tb] = hexToRgb(color.text);
        const symbol = color.digit === 0 ? ' ' : ALNUM_SYMBOLS[color.digit - 1];
        return `\x1b[48;2;${r};${g};${b}m\x1b[38;2;${tr};${tg};${tb}m ${symbol} `;
      });
      width = 3;
    } else {
      width = 1;
      for (let i = 0; i < cells.length; i++) width = Math.max(width, palette[cells[i]].name.length);
      texts = palette.map((color) => color.name.padStart(width));
    }
    return layout(cells, n, texts, width, options?.ansi === true);
  });
}

/**
 * N rows of cell texts, with separators between boxes and bands.
 * @param cells N² values
 * @param n box size
 * @param texts the text of each value, each `width` columns wide on screen
 * @param width that width
 * @param ansi whether the texts are coloured blocks (touching, reset before each `|` and at
 *             the line end) or names (separated by spaces)
 */
function layout(cells: ArrayLike<number>, n: number, texts: string[], width: number, ansi: boolean): string {
  const side = n * n;
  const gap = ansi ? '' : ' ';
  const bar = ansi ? `${RESET}|` : ' | ';
  const box = n * width + (n - 1) * gap.length; // screen columns of one box's cells
  const parts: string[] = [];
  for (let b = 0; b < n; b++) parts.push('-'.repeat(ansi ? box : box + (b === 0 || b === n - 1 ? 1 : 2)));
  const separator = parts.join('+');
  const lines: string[] = [];
  for (let r = 0; r < side; r++) {
    if (r > 0 && r % n === 0) lines.push(separator);
    let line = '';
    for (let c = 0; c < side; c++) {
      if (c > 0) line += c % n === 0 ? bar : gap;
      line += texts[cells[r * side + c]];
    }
    lines.push(ansi ? line + RESET : line);
  }
  return lines.join('\n');
}
