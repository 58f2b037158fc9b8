/**
 * The palette (src/graph/colors.ts): the resistor colour code up to 9×9, evenly spaced hues
 * from 16×16, the empty cell Black everywhere, readable text colours.
 */
import { describe, expect, it } from 'vitest';
import { colorOf, paletteFor } from '../../src/graph/index';

const SIDES = [4, 9, 16, 25, 36, 49, 64];

describe('9×9: the electronic colour code', () => {
  it('names and hex values exactly as documented', () => {
    expect(paletteFor(9).map((c) => [c.digit, c.name, c.hex])).toEqual([
      [0, 'Black', '#000000'],
      [1, 'Brown', '#8B4513'],
      [2, 'Red', '#FF0000'],
      [3, 'Orange', '#FFA500'],
      [4, 'Yellow', '#FFFF00'],
      [5, 'Green', '#008000'],
      [6, 'Blue', '#0000FF'],
      [7, 'Violet', '#9400D3'],
      [8, 'Grey', '#808080'],
      [9, 'White', '#FFFFFF'],
    ]);
  });

  it('text colours: black on light colours, white on dark ones', () => {
    const text = Object.fromEntries(paletteFor(9).map((c) => [c.name, c.text]));
    expect(text).toMatchObject({ Black: '#FFFFFF', Brown: '#FFFFFF', Yellow: '#000000', White: '#000000', Blue: '#FFFFFF' });
  });

  it('colorOf is the palette entry', () => {
    expect(colorOf(9, 3)).toEqual({ digit: 3, name: 'Orange', hex: '#FFA500', text: '#000000' });
    expect(colorOf(9, 0).name).toBe('Black');
    expect(colorOf(9, 7)).toBe(paletteFor(9)[7]);
  });
});

describe('other sizes', () => {
  it('4×4 reuses the first four bands', () => {
    expect(paletteFor(4).map((c) => c.name)).toEqual(['Black', 'Brown', 'Red', 'Orange', 'Yellow']);
  });

  it('16×16: 16 distinct hex colours named 1-9, A-G, starting at red', () => {
    const digits = paletteFor(16).slice(1);
    expect(digits).toHaveLength(16);
    expect(new Set(digits.map((c) => c.hex)).size).toBe(16);
    expect(digits.map((c) => c.name).join('')).toBe('123456789ABCDEFG');
    expect(digits[0].hex).toBe('#D92626'); // hsl(0, 70%, 50%)
    expect(digits[8].hex).toBe('#26D9D9'); // hsl(180, 70%, 50%)
  });

  it.each(SIDES)('%i: N + 1 entries, Black for 0, distinct #RRGGBB values, frozen', (side) => {
    const palette = paletteFor(side);
    expect(palette).toHaveLength(side + 1);
    expect(palette.map((c) => c.digit)).toEqual(Array.from({ length: side + 1 }, (_, d) => d));
    expect(palette[0]).toMatchObject({ name: 'Black', hex: '#000000' });
    for (const c of palette) {
      expect(c.hex).toMatch(/^#[0-9A-F]{6}$/);
      expect(['#000000', '#FFFFFF']).toContain(c.text);
    }
    expect(new Set(palette.map((c) => c.hex)).size).toBe(side + 1);
    expect(new Set(palette.map((c) => c.name)).size).toBe(side + 1);
    expect(Object.isFrozen(palette) && Object.isFrozen(palette[1])).toBe(true);
    expect(paletteFor(side)).toBe(palette); // built once
  });
});

describe('bad arguments', () => {
  it.each([[3], [10], [0], [81]])('paletteFor(%j) is a RangeError', (side) => {
    expect(() => paletteFor(side)).toThrow(/expected side to be 4, 9, 16, 25, 36, 49 or 64, got/);
  });

  it.each([[10], [-1], [1.5]])('colorOf(9, %j) is a RangeError', (digit) => {
    expect(() => colorOf(9, digit)).toThrow(RangeError);
    expect(() => colorOf(9, digit)).toThrow(/expected digit to be an integer 0-9, got/);
  });
});
