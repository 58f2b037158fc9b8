/**
 * The drawing of a variant puzzle's rules as plain data: each rule becomes {@link Shape}s in
 * grid units (one unit per cell, the grid from 0 to N; outside clues at −1 or N), which
 * ./render.ts turns into SVG. No DOM here, so the geometry is unit-tested in Node.
 *
 * Owns: {@link Shape}, the cell-centre and edge helpers the drawing families share. Does not
 * own: any family's drawing (./cages.ts, ./lines.ts, ./dots.ts, ./cells.ts, ./outside.ts) or
 * the colours (style.css, by each shape's `kind` and `part`).
 */

/** One SVG element of a rule's drawing. */
export interface Shape {
  /** The SVG element. */
  tag: 'path' | 'circle' | 'rect' | 'text' | 'line';
  /** The rule's model `type` (the CSS class `rule-<kind>` colours it). */
  kind: string;
  /** Which part of the rule it is (`line`, `bulb`, `sum`, `head` …): the class `part-<part>`. */
  part: string;
  /** The element's geometric attributes, in grid units. */
  attrs: Record<string, number | string>;
  /** A text element's text. */
  text?: string;
  /** Drawn in the margin around the grid (outside clues), not over it. */
  outside?: boolean;
  /**
   * Text a rule prints in the grid, with its backing (a cage's sum, a quadruple, X and V, a
   * kropki dot): drawn into the board's labels layer (./render.ts), over every highlight of the
   * page (rings, chain links, outlined houses), so none covers it; only the cells' digits go over it.
   */
  label?: boolean;
  /**
   * Shapes cut out of this one (./render.ts draws them as its mask): a band's edge keeps only
   * its rim, so the translucent fill drawn over it shows the cell (its paint, its tint) beneath.
   */
  cut?: Shape[];
}

/** The centre of cell `cell` on a side-N grid, as [x, y]. */
export const centre = (cell: number, N: number): [number, number] => [(cell % N) + 0.5, Math.floor(cell / N) + 0.5];

/** A coordinate written short (3 decimals at most). */
export const num = (v: number): string => String(Math.round(v * 1000) / 1000);

/** An SVG path through `points` (`M x y L x y …`). */
export const pathThrough = (points: readonly (readonly [number, number])[]): string => points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`).join(' ');

/** The midpoint of the edge (or the corner) between cells: the mean of their centres. */
export function between(cells: readonly number[], N: number): [number, number] {
  let x = 0;
  let y = 0;
  for (const c of cells) {
    const [cx, cy] = centre(c, N);
    x += cx;
    y += cy;
  }
  return [x / cells.length, y / cells.length];
}

/** The cell first in reading order (the top-left one of a set): where a cage's sum goes. */
export const firstCell = (cells: readonly number[]): number => Math.min(...cells);
