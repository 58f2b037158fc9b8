/**
 * Where a cell's pencil marks go, as SudokuPad places them: corner marks in the cell's corners,
 * then along its edges (top-left, top-right, bottom-left, bottom-right, top-middle,
 * bottom-middle, left-middle, right-middle, then more along the top and bottom, and the sides),
 * never over the middle; the centre marks in the middle left free, one line or two, smaller as
 * they grow. In a killer cage, all of them stand inside its dashed line; a cage's sum in the
 * top-left corner keeps the top edge's left part to itself.
 *
 * Owns: {@link markLayout}. Does not own: the marks' elements (`view.ts`) or their look
 * (style.css `.corner`, `.cands.packed`). Lengths are fractions of the cell's side.
 *
 *   3×3 ring (1-8 marks):   5×3 ring (11-12 marks):   6×4 ring (15-16 marks):
 *   1  5  2                 1  7  5  9  2             1  9  5  7 11  2
 *   7 [  ] 8                11 [middle] 12            13  [middle]   14
 *   3  6  4                 3  8  6 10  4             15  [      ]   16
 *                                                     3 10  6  8 12  4
 */

/**
 * Where one corner mark stands in the marks' box: the point `x`, `y` (0 = left/top edge, 1 =
 * right/bottom edge), and which of the mark's own points sits on it, `anchor` across (0 its left,
 * ½ its middle, 1 its right) and `y` down again, so a mark at an edge never crosses it.
 */
export interface Spot {
  x: number;
  y: number;
  anchor: number;
}

/** The layout of one cell's marks. */
export interface MarkLayout {
  /** The corner marks' spots, in digit order. */
  spots: Spot[];
  /** The corner marks' font size. */
  cornerFont: number;
  /** The box left to the centre marks: its top, right, bottom and left insets. */
  middle: [number, number, number, number];
  /** The centre marks' font size. */
  centreFont: number;
  /** How many centre marks stand on a line (one line, or two). */
  perLine: number;
}

/** A corner mark's size at most (its line's height), and the centre marks' largest. */
const CORNER_FONT = 0.2;
const CENTRE_FONT = 0.24;
/** How wide a mark is for its size, a little room included (digits 0.64 em in DejaVu Sans, Debian's system-ui; the letters of a 16×16 grid up to 0.7). */
const ADVANCE = 0.72;
/**
 * The corner marks' box's inset from the cell's edges (style.css `.corner`): in a killer cage's
 * cell, inside the cage's dashed line (0.08 in, grid/rules/cages.ts), and in a cell a hint rings
 * (style.css `.cell.cause`: rings of 2-4 px, 4 px being 0.105 of a 38 px cell, a 9×9 board on a
 * 360 px phone), inside the ring. And the gap between marks.
 */
const EDGE = 0.05;
const CAGE_EDGE = 0.11;
const GAP = 0.03;
/** The right and bottom edges of a cage's sum (1 or 2 digits) on its backing, from the cell's top left (grid/rules/cages.ts). */
const SUM_RIGHT = 0.48;
const SUM_BOTTOM = 0.3;

/**
 * What a cell is part of, for its marks: nothing that takes room, a killer cage (or a hint's ring
 * round the cell: the marks stand as far in), or a cage with its sum in this cell's top-left corner.
 */
export type MarkPlace = 'plain' | 'cage' | 'sum';

/**
 * The layout of a cell's marks.
 * @param corner how many corner marks (0 and up)
 * @param centre how many centre marks (0 and up)
 * @param place what the cell is part of
 */
export function markLayout(corner: number, centre: number, place: MarkPlace): MarkLayout {
  const sum = place === 'sum';
  // the ring: `columns` spots along the top and bottom, `rows` down the sides (corners in both);
  // a cage's sum takes the top-left spot
  const count = corner + (sum ? 1 : 0);
  const columns = count <= 8 ? 3 : count <= 12 ? Math.ceil(count / 2) - 1 : Math.ceil(count / 2) - 2;
  const rows = count <= 12 ? 3 : 4;
  // in order: the four corners, the top and bottom edges' spots in turn from their middle out, the sides' in turn
  const mid = (columns - 3) / 2;
  const along = Array.from({ length: columns - 2 }, (_, i) => i).sort((a, b) => Math.abs(a - mid) - Math.abs(b - mid) || a - b);
  const at = (x: number, y: number): Spot => ({ x, y, anchor: x });
  const all = [at(0, 0), at(1, 0), at(0, 1), at(1, 1)];
  for (const i of along) all.push(at((i + 1) / (columns - 1), 0), at((i + 1) / (columns - 1), 1));
  for (let j = 1; j < rows - 1; j++) all.push(at(0, j / (rows - 1)), at(1, j / (rows - 1)));
  const spots = all.slice(sum ? 1 : 0, count);
  const edge = place === 'plain' ? EDGE : CAGE_EDGE;
  const inner = 1 - 2 * edge;
  // the top edge's marks: right of a cage's sum, from its right edge to the cell's
  const top = spots.filter((s) => s.y === 0).sort((a, b) => a.x - b.x);
  const room = sum ? 1 - edge - SUM_RIGHT : inner;
  if (sum) {
    const from = (SUM_RIGHT - edge) / inner;
    top.forEach((s, i) => {
      s.anchor = top.length === 1 ? 1 : i / (top.length - 1);
      s.x = from + (1 - from) * s.anchor;
    });
  }
  // the font: its rows down the sides fit the cell, its columns along the top too
  const fit = (length: number, n: number, advance: number): number => (length - GAP * (n - 1)) / (n * advance);
  const cornerFont = Math.min(CORNER_FONT, fit(inner, rows, 1), fit(inner, columns, ADVANCE), fit(room, Math.max(top.length, 1), ADVANCE));
  // the middle: below the top row and above the bottom one (and below a sum), between the side marks
  const band = edge + cornerFont + GAP;
  const mTop = Math.max(top.length > 0 ? band : edge, sum ? SUM_BOTTOM + GAP : 0);
  const mBottom = spots.some((s) => s.y === 1) ? band : edge;
  const mSide = spots.some((s) => s.y % 1 !== 0) ? edge + cornerFont * ADVANCE + GAP : edge;
  // the centre marks: on one line, or two when that makes them larger
  const n = Math.max(centre, 1);
  const size = (lines: number): number => Math.min(CENTRE_FONT, (1 - mTop - mBottom) / lines, (1 - 2 * mSide) / (Math.ceil(n / lines) * ADVANCE));
  const lines = size(2) > size(1) ? 2 : 1;
  return { spots, cornerFont, middle: [mTop, mSide, mBottom, mSide], centreFont: size(lines), perLine: Math.ceil(n / lines) };
}
