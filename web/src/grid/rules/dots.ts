/**
 * The marks between two neighbouring cells: kropki dots (white, black; a ratio or difference
 * other than the usual written in the dot) and X and V letters, each on the middle of the edge.
 *
 * Both are labels (./shapes.ts), drawn over the page's highlights. Their circles reach 0.12 (a
 * dot) and 0.14 (an X's or V's backing) of a cell into it, over the candidates along that side
 * (2, 4, 6, 8 of a 3×3 box); {@link edgeMarkSides} says which sides of each cell carry one, so
 * the candidates there stand back from it (style.css `[data-edge-marks]`).
 *
 * Owns: {@link dotShapes}, {@link xvShapes}, {@link edgeMarkSides}. Does not own: the colours
 * (style.css).
 */
import type { Constraint } from '../../../../src/variant/model.js';
import { between, num, type Shape } from './shapes.js';

/** A kropki dot on the edge between `cells`; its value in it when it is not the usual (1 white, 2 black). */
export function dotShapes(color: 'white' | 'black', cells: readonly number[], value: number | undefined, N: number): Shape[] {
  const [x, y] = between(cells, N);
  const shapes: Shape[] = [{ tag: 'circle', kind: 'kropki', part: color, attrs: { cx: num(x), cy: num(y), r: '0.12' }, label: true }];
  const usual = color === 'white' ? 1 : 2;
  if (value !== undefined && value !== usual) shapes.push({ tag: 'text', kind: 'kropki', part: `${color}-value`, attrs: { x: num(x), y: num(y + 0.06) }, text: String(value), label: true });
  return shapes;
}

/** An X (sum 10) or V (sum 5) on the edge between `cells`, on a backing so the edge does not cross it. */
export function xvShapes(sum: number, cells: readonly number[], N: number): Shape[] {
  const [x, y] = between(cells, N);
  return [
    { tag: 'circle', kind: 'xv', part: 'back', attrs: { cx: num(x), cy: num(y), r: '0.14' }, label: true },
    { tag: 'text', kind: 'xv', part: 'letter', attrs: { x: num(x), y: num(y + 0.1) }, text: sum === 10 ? 'X' : 'V', label: true },
  ];
}

/** A cell's sides, in the order {@link edgeMarkSides} names them. */
const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/**
 * The sides of each cell of a side-N grid a dot, X or V stands on (`top`, `right`, `bottom`,
 * `left` in that order, space-separated as a `~=` attribute selector reads them; `''` for none),
 * by cell index.
 */
export function edgeMarkSides(constraints: readonly Constraint[], N: number): string[] {
  const marked = Array.from({ length: N * N }, () => new Set<(typeof SIDES)[number]>());
  for (const c of constraints) {
    if (c.type !== 'kropki' && c.type !== 'xv') continue;
    const [a, b] = [Math.min(...c.cells), Math.max(...c.cells)];
    // neighbours in a row (b right of a) or in a column (b below a)
    const across = b - a === 1;
    marked[a].add(across ? 'right' : 'bottom');
    marked[b].add(across ? 'left' : 'top');
  }
  return marked.map((m) => SIDES.filter((s) => m.has(s)).join(' '));
}
