/**
 * The rules drawn on cells: extra regions and windoku windows (shaded; ./index.ts outlines
 * them with ./cages.ts's outline), diagonals (a thin line
 * corner to corner), clones (both shapes shaded alike), indexers (tinted), odd (a grey circle)
 * and even (a grey square) cells, minimum and maximum cells (shaded with a small chevron pointing
 * down or up), and quadruples (a circle on the corner of four cells, with their digits).
 *
 * Owns: those drawings. Does not own: the colours (style.css), killer cages (./cages.ts).
 */
import { between, num, type Shape } from './shapes.js';

/** A square on each cell, `inset` inside it. */
export function cellSquares(kind: string, part: string, cells: readonly number[], N: number, inset = 0): Shape[] {
  return cells.map((c) => ({
    tag: 'rect' as const,
    kind,
    part,
    attrs: { x: num((c % N) + inset), y: num(Math.floor(c / N) + inset), width: num(1 - 2 * inset), height: num(1 - 2 * inset) },
  }));
}

/** A diagonal of the grid: `main` top-left to bottom-right, `anti` bottom-left to top-right. */
export function diagonalShapes(direction: 'main' | 'anti', N: number): Shape[] {
  const d = direction === 'main' ? `M0 0L${N} ${N}` : `M0 ${N}L${N} 0`;
  return [{ tag: 'path', kind: 'diagonal', part: 'line', attrs: { d } }];
}

/** Odd cells (a grey circle) or even cells (a grey square). */
export function parityShapes(type: 'odd' | 'even', cells: readonly number[], N: number): Shape[] {
  if (type === 'even') return cellSquares('even', 'mark', cells, N, 0.16);
  return cells.map((c) => ({ tag: 'circle' as const, kind: 'odd', part: 'mark', attrs: { cx: num((c % N) + 0.5), cy: num(Math.floor(c / N) + 0.5), r: '0.36' } }));
}

/** Minimum or maximum cells: shaded, with a chevron at the bottom pointing down (minimum) or up (maximum). */
export function extremumShapes(type: 'minimum' | 'maximum', cells: readonly number[], N: number): Shape[] {
  const shapes = cellSquares(type, 'shade', cells, N);
  const dy = type === 'minimum' ? 0.08 : -0.08;
  for (const c of cells) {
    const x = (c % N) + 0.5;
    const y = Math.floor(c / N) + 0.86;
    shapes.push({ tag: 'path', kind: type, part: 'chevron', attrs: { d: `M${num(x - 0.12)} ${num(y - dy)}L${num(x)} ${num(y + dy)}L${num(x + 0.12)} ${num(y - dy)}` } });
  }
  return shapes;
}

/** A quadruple: a circle on the corner its cells share, its digits inside (a label, ./shapes.ts). */
export function quadrupleShapes(cells: readonly number[], digits: readonly number[], N: number): Shape[] {
  const [x, y] = between(cells, N);
  const text = digits.join('');
  return [
    { tag: 'circle', kind: 'quadruple', part: 'circle', attrs: { cx: num(x), cy: num(y), r: num(text.length > 2 ? 0.3 : 0.24) }, label: true },
    { tag: 'text', kind: 'quadruple', part: 'digits', attrs: { x: num(x), y: num(y + 0.065), textLength: text.length > 2 ? '0.46' : '' }, text, label: true },
  ];
}
