/**
 * The palette: which colour stands for which digit when a board is drawn as a graph colouring.
 *
 * Owns: the colour of every digit on every board size (name, hex value, and the text colour
 * readable on it), via {@link colorOf} and {@link paletteFor}. Does not own drawing
 * (`render.ts`, `export.ts`).
 *
 * Boards up to 9×9 use the electronic colour code (IEC 60062 resistor bands), digit = band
 * value, so a 9×9 solution reads as nine resistor colours. The hex values are CSS Color 4
 * named colours, chosen to look like the band: `brown` (#A52A2A) is a brick red and `violet`
 * (#EE82EE) a pale pink, so Brown is CSS `saddlebrown` and Violet CSS `darkviolet`:
 *
 *   digit  name     hex       CSS name        digit  name     hex       CSS name
 *   0      Black    #000000   black           5      Green    #008000   green
 *   1      Brown    #8B4513   saddlebrown     6      Blue     #0000FF   blue
 *   2      Red      #FF0000   red             7      Violet   #9400D3   darkviolet
 *   3      Orange   #FFA500   orange          8      Grey     #808080   grey
 *   4      Yellow   #FFFF00   yellow          9      White    #FFFFFF   white
 *
 * 0 is the empty cell, Black on every board. 4×4 uses Brown, Red, Orange, Yellow.
 *
 * Boards from 16×16 up have more digits than the code has colours. Digit d of N gets the hue
 * 360°·(d-1)/N at 70% saturation and 50% lightness, `hsl(360·(d-1)/N, 70%, 50%)` in CSS,
 * converted to hex with each channel rounded: N evenly spaced, distinct, mid-bright colours
 * starting at red (#D92626). Such a colour is named by the digit's symbol in the default
 * 'alnum' alphabet (1-9, A-Z, a-z, @ $ %), since hue names would repeat: digit 10 is 'A'.
 *
 * The text colour on a colour is black or white, whichever has the higher WCAG 2 contrast
 * ratio (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio) with it; black on a tie.
 */

import { ALNUM_SYMBOLS } from '../text/alphabet.js';
import { boxSizeOfSide } from '../board/sizes.js';
import { namingCall, showNumber } from '../api/options.js';

/**
 * One colour of a palette.
 * @category Graph and colours
 */
export interface PaletteColor {
  /** The digit it stands for: 1…N, or 0 for an empty cell. */
  readonly digit: number;
  /** Its name: a resistor colour (boards up to 9×9, and Black for 0), else the digit's symbol. */
  readonly name: string;
  /** Its value as `#RRGGBB`, uppercase. */
  readonly hex: string;
  /** The text colour readable on it: `#000000` or `#FFFFFF`. */
  readonly text: '#000000' | '#FFFFFF';
}

/** The electronic colour code: band value → [name, hex] (choices in the module header). */
const RESISTOR: readonly (readonly [string, string])[] = [
  ['Black', '#000000'],
  ['Brown', '#8B4513'],
  ['Red', '#FF0000'],
  ['Orange', '#FFA500'],
  ['Yellow', '#FFFF00'],
  ['Green', '#008000'],
  ['Blue', '#0000FF'],
  ['Violet', '#9400D3'],
  ['Grey', '#808080'],
  ['White', '#FFFFFF'],
];

/** Palettes by side, built on first use. */
const palettes: (readonly PaletteColor[] | undefined)[] = [];

/**
 * The palette of a board size: one colour per digit, index = digit.
 * @param side N, the number of digits: 4, 9, 16, 25, 36, 49 or 64
 * @returns a frozen array of N + 1 colours; `[0]` is the empty cell (Black), `[d]` digit d
 * @throws RangeError for any other side
 * @category Graph and colours
 */
export function paletteFor(side: number): readonly PaletteColor[] {
  return namingCall('paletteFor', () => palette(side));
}

/** {@link paletteFor} with its error as the check words it, for the other calls here. */
function palette(side: number): readonly PaletteColor[] {
  if (boxSizeOfSide(side) === null) {
    throw new RangeError(`expected side to be 4, 9, 16, 25, 36, 49 or 64, got ${showNumber(side)}`);
  }
  return (palettes[side] ??= buildPalette(side));
}

/**
 * The colour of one digit on a board of side N.
 * @param side N: 4, 9, 16, 25, 36, 49 or 64
 * @param digit 1…N, or 0 for an empty cell
 * @returns `{ digit, name, hex, text }`, e.g. `colorOf(9, 3)` is Orange `#FFA500` with black text
 * @throws RangeError for another side, or a digit that is not an integer 0…N
 * @category Graph and colours
 */
export function colorOf(side: number, digit: number): PaletteColor {
  return namingCall('colorOf', () => {
    const colors = palette(side);
    if (!Number.isInteger(digit) || digit < 0 || digit > side) {
      throw new RangeError(`expected digit to be an integer 0-${side}, got ${showNumber(digit)}`);
    }
    return colors[digit];
  });
}

function buildPalette(side: number): readonly PaletteColor[] {
  const colors: PaletteColor[] = [];
  for (let d = 0; d <= side; d++) {
    const [name, hex] =
      d === 0 || side <= 9 ? RESISTOR[d] : [ALNUM_SYMBOLS[d - 1], hslToHex((360 * (d - 1)) / side, 0.7, 0.5)];
    colors.push(Object.freeze({ digit: d, name, hex, text: textOn(hex) }));
  }
  return Object.freeze(colors);
}

/**
 * The red, green and blue of a `#RRGGBB` colour, 0–255 each.
 * @param hex the colour (as this module writes it)
 */
export function hexToRgb(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** CSS `hsl(h, s, l)` (h in degrees, s and l 0–1) as `#RRGGBB` (CSS Color 4 §7.1). */
function hslToHex(h: number, s: number, l: number): string {
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const sector = h / 60;
  const x = chroma * (1 - Math.abs((sector % 2) - 1));
  const low = l - chroma / 2;
  const rgb =
    sector < 1 ? [chroma, x, 0] :
    sector < 2 ? [x, chroma, 0] :
    sector < 3 ? [0, chroma, x] :
    sector < 4 ? [0, x, chroma] :
    sector < 5 ? [x, 0, chroma] : [chroma, 0, x];
  return '#' + rgb.map((v) => Math.round((v + low) * 255).toString(16).padStart(2, '0').toUpperCase()).join('');
}

/** Black or white text on a colour, by WCAG 2 contrast ratio (see the module header). */
function textOn(hex: string): '#000000' | '#FFFFFF' {
  const [r, g, b] = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const onBlack = (luminance + 0.05) / 0.05;
  const onWhite = 1.05 / (luminance + 0.05);
  return onBlack >= onWhite ? '#000000' : '#FFFFFF';
}
