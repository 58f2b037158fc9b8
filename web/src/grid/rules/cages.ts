/**
 * Killer cages as players know them from f-puzzles and SudokuPad: a dashed outline just inside
 * the cage's border, the sum small in its top-left cell's corner.
 *
 * Owns: {@link cageShapes}, the outline of any set of cells ({@link outlinePath}). Does not own:
 * the dash and colours (style.css `.rule-killer`).
 */
import { firstCell, num, type Shape } from './shapes.js';

/** How far inside the cells' border the outline runs (grid units). */
export const CAGE_INSET = 0.08;

/**
 * The outline of a set of cells, `inset` inside its border, as one path of segments: each border
 * edge of each cell, stretched at its ends to meet the next edge (straight on, or round a
 * concave corner).
 */
export function outlinePath(cells: readonly number[], N: number, inset = CAGE_INSET): string {
  const set = new Set(cells);
  const has = (r: number, c: number): boolean => r >= 0 && c >= 0 && r < N && c < N && set.has(r * N + c);
  const d = inset;
  const parts: string[] = [];
  const seg = (x1: number, y1: number, x2: number, y2: number): void => {
    parts.push(`M${num(x1)} ${num(y1)}L${num(x2)} ${num(y2)}`);
  };
  // where an edge ends along its run: short of the corner, at it, or past it round a concave corner
  const end = (along: boolean, diagonal: boolean, at: number, sign: 1 | -1): number => (!along ? at - sign * d : diagonal ? at + sign * d : at);
  for (const cell of cells) {
    const r = Math.floor(cell / N);
    const c = cell % N;
    if (!has(r - 1, c)) seg(end(has(r, c - 1), has(r - 1, c - 1), c, -1), r + d, end(has(r, c + 1), has(r - 1, c + 1), c + 1, 1), r + d);
    if (!has(r + 1, c)) seg(end(has(r, c - 1), has(r + 1, c - 1), c, -1), r + 1 - d, end(has(r, c + 1), has(r + 1, c + 1), c + 1, 1), r + 1 - d);
    if (!has(r, c - 1)) seg(c + d, end(has(r - 1, c), has(r - 1, c - 1), r, -1), c + d, end(has(r + 1, c), has(r + 1, c - 1), r + 1, 1));
    if (!has(r, c + 1)) seg(c + 1 - d, end(has(r - 1, c), has(r - 1, c + 1), r, -1), c + 1 - d, end(has(r + 1, c), has(r + 1, c + 1), r + 1, 1));
  }
  return parts.join('');
}

/**
 * A cage's sum: its font size (style.css `.rule-killer.part-sum`, in grid units: 10.2 px in the
 * 38 px cells of a 9×9 board on a 360 px phone, as large beside the cell as SudokuPad draws it),
 * a digit's width at that size (DejaVu Sans Bold, Debian's system-ui at weight 600: 0.696 em),
 * and its backing's inset from the cell's corner and padding round the digits. The digits' ink
 * runs from 0.045 to the baseline at 0.255 (measured), so the cell's digit goes 0.07 down in a
 * sum's cell (style.css `.cage-sum .value`: its ink from 0.28); the backing ends above 0.3
 * (grid/marks.ts `SUM_BOTTOM`) and, for two digits, left of 0.48 (`SUM_RIGHT`).
 */
const SUM_FONT = 0.27;
const SUM_ADVANCE = 0.696 * SUM_FONT;
const SUM_INSET = 0.03;
const SUM_PAD = 0.025;
const SUM_BASELINE = 0.255;
const SUM_HEIGHT = 0.245;

/** A killer cage: its outline, and its sum (when it has one) on a backing in the first cell's corner, a label. */
export function cageShapes(cells: readonly number[], sum: number | undefined, N: number): Shape[] {
  const shapes: Shape[] = [{ tag: 'path', kind: 'killer', part: 'cage', attrs: { d: outlinePath(cells, N) } }];
  if (sum !== undefined) {
    const first = firstCell(cells);
    const x = (first % N) + SUM_INSET;
    const y = Math.floor(first / N) + SUM_INSET;
    const w = 2 * SUM_PAD + SUM_ADVANCE * String(sum).length;
    shapes.push({ tag: 'rect', kind: 'killer', part: 'sum-back', attrs: { x: num(x), y: num(y), width: num(w), height: num(SUM_HEIGHT) }, label: true });
    shapes.push({ tag: 'text', kind: 'killer', part: 'sum', attrs: { x: num(x + SUM_PAD), y: num(y - SUM_INSET + SUM_BASELINE) }, text: String(sum), label: true });
  }
  return shapes;
}
