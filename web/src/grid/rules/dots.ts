/**
 * The marks between two neighbouring cells: kropki dots (white, black; a ratio or difference
 * other than the usual written in the dot) and X and V letters, each on the middle of the edge.
 *
 * Both are labels (./shapes.ts), drawn over the page's highlights.
 *
 * Owns: {@link dotShapes}, {@link xvShapes}. Does not own: the colours (style.css).
 */
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
