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
 *   3×3 ring, 8 spots:        5×3 ring (11-12 marks):     6×4 ring (15-16 marks):
 *   1 . 5 . 2                 1 5 9 6 2                   1 5 9 . 10 6 2
 *   7 [middle] 8              . [middle ] .               13 [middle]  14
 *   3 . 6 . 4                 3 7 . 8 4                   15 [      ]  16
 *                                                         3 7 11 .  12 8 4
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
 * cell, inside the cage's dashed line (0.08 in, grid/rules/cages.ts). And the gap between marks.
 */
const EDGE = 0.05;
const CAGE_EDGE = 0.11;
const GAP = 0.03;
/** The right edge of a cage's sum (1 or 2 digits) and its backing, from the cell's left (grid/rules/cages.ts). */
const SUM_RIGHT = 0.46;

/** The ring of spots: `columns` along the top and bottom, `rows` down the sides (corners counted in both). */
function ring(count: number): { columns: number; rows: number } {
  if (count <= 8) return { columns: 3, rows: 3 };
  if (count <= 12) return { columns: Math.ceil(count / 2) - 1, rows: 3 };
  return { columns: Math.ceil((count - 4) / 2), rows: 4 };
}

/** Positions along an edge of `n` spots, corners first, then the middle, then outwards (0…n−1). */
function edgeOrder(n: number): number[] {
  const inner = Array.from({ length: n - 2 }, (_, i) => i + 1);
  const mid = (n - 1) / 2;
  inner.sort((a, b) => Math.abs(a - mid) - Math.abs(b - mid) || a - b);
  return [0, n - 1, ...inner];
}

/** What a cell is part of, for its marks: nothing that takes room, a killer cage, or a cage with its sum in this cell's top-left corner. */
export type MarkPlace = 'plain' | 'cage' | 'sum';

/**
 * The layout of a cell's marks.
 * @param corner how many corner marks (0 and up)
 * @param centre how many centre marks (0 and up)
 * @param place what the cell is part of
 */
export function markLayout(corner: number, centre: number, place: MarkPlace): MarkLayout {
  const sum = place === 'sum';
  // a cage's sum takes the top-left spot; the top edge's marks stand right of it
  const { columns, rows } = ring(corner + (sum ? 1 : 0));
  const top = edgeOrder(columns);
  const side = rows - 2;
  // spots in order: the four corners, then top and bottom middles in turn, then the sides in turn
  const all: Spot[] = [];
  const x = (i: number): number => i / (columns - 1);
  const at = (px: number, py: number): Spot => ({ x: px, y: py, anchor: px });
  all.push(at(0, 0), at(1, 0), at(0, 1), at(1, 1));
  for (const i of top.slice(2)) all.push(at(x(i), 0), at(x(i), 1));
  for (let j = 1; j <= side; j++) all.push(at(0, j / (rows - 1)), at(1, j / (rows - 1)));
  const spots = (sum ? all.filter((s) => s.x !== 0 || s.y !== 0) : all).slice(0, corner);
  const edge = place === 'plain' ? EDGE : CAGE_EDGE;
  const inner = 1 - 2 * edge;
  if (sum) {
    // the top edge's marks share the room right of the sum, from its right edge to the cell's
    const row = spots.filter((s) => s.y === 0).sort((a, b) => a.x - b.x);
    const from = (SUM_RIGHT - edge) / inner;
    row.forEach((s, i) => {
      s.anchor = row.length === 1 ? 1 : i / (row.length - 1);
      s.x = from + (1 - from) * s.anchor;
    });
  }
  // the font: its rows down the side fit the cell, its columns along the top too
  const topCount = spots.filter((s) => s.y === 0).length;
  const topRoom = sum ? 1 - edge - SUM_RIGHT : inner;
  const cornerFont = Math.min(
    CORNER_FONT,
    (inner - GAP * (rows - 1)) / rows,
    (inner - GAP * (columns - 1)) / (columns * ADVANCE),
    (topRoom - GAP * Math.max(topCount - 1, 0)) / (Math.max(topCount, 1) * ADVANCE),
  );
  const sides = spots.some((s) => s.y > 0 && s.y < 1);
  const tops = spots.some((s) => s.y === 0);
  const bottoms = spots.some((s) => s.y === 1);
  // the middle: below the top row and above the bottom one (and below a sum), between the side marks
  const band = edge + cornerFont + GAP;
  const mTop = Math.max(tops ? band : edge, sum ? 0.3 + GAP : 0);
  const mBottom = bottoms ? band : edge;
  const mSide = sides ? edge + cornerFont * ADVANCE + GAP : edge;
  const middle: [number, number, number, number] = [mTop, mSide, mBottom, mSide];
  const width = 1 - 2 * mSide;
  const height = 1 - mTop - mBottom;
  // one line, or two when that gives larger marks
  let centreFont = 0;
  let perLine = Math.max(centre, 1);
  for (const lines of [1, 2]) {
    const per = Math.ceil(Math.max(centre, 1) / lines);
    const font = Math.min(CENTRE_FONT, height / lines, width / (per * ADVANCE));
    if (font > centreFont) [centreFont, perLine] = [font, per];
  }
  return { spots, cornerFont, middle, centreFont, perLine };
}
