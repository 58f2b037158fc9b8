/**
 * The clues outside the grid: little killer sums (in the cell diagonally before the first cell
 * of their diagonal, with a small arrow along it) and sandwich, X-sum and skyscraper clues
 * beside their row or column. They stand in a one-cell margin round the grid, which the page
 * adds only when a puzzle has such clues ({@link needsMargin}).
 *
 * Owns: where each outside clue stands. Does not own: the margin's layout (style.css
 * `.with-clues`) or drawing (./render.ts).
 */
import type { ClueSide, Constraint } from '../../../../src/variant/model.js';
import { num, type Shape } from './shapes.js';

/** Whether any of `constraints` is drawn outside the grid. */
export const needsMargin = (constraints: readonly Constraint[]): boolean =>
  constraints.some((c) => c.type === 'littleKiller' || c.type === 'sandwich' || c.type === 'xSum' || c.type === 'skyscraper');

/** A little killer clue: `sum` one diagonal step before `cells[0]`, with an arrow pointing along the diagonal. */
export function littleKillerShapes(cells: readonly number[], sum: number, N: number): Shape[] {
  const r0 = Math.floor(cells[0] / N);
  const c0 = cells[0] % N;
  let dr = 1;
  let dc = 1;
  if (cells.length > 1) {
    dr = Math.floor(cells[1] / N) - r0;
    dc = (cells[1] % N) - c0;
  } else {
    // a one-cell diagonal is a corner cell: the clue stands outside that corner
    dr = r0 === 0 ? 1 : -1;
    dc = c0 === 0 ? 1 : -1;
  }
  const x = c0 - dc + 0.5;
  const y = r0 - dr + 0.5;
  // the sum a little back from the grid, the arrow by the corner towards the diagonal
  const tx = x - dc * 0.08;
  const ty = y - dr * 0.08;
  const ax = x + dc * 0.3;
  const ay = y + dr * 0.3;
  const h = 0.1;
  const head = `M${num(ax - dc * h)} ${num(ay)}L${num(ax)} ${num(ay)}L${num(ax)} ${num(ay - dr * h)}`;
  return [
    { tag: 'text', kind: 'littleKiller', part: 'sum', attrs: { x: num(tx), y: num(ty + 0.12) }, text: String(sum), outside: true },
    { tag: 'path', kind: 'littleKiller', part: 'arrow', attrs: { d: `M${num(ax - dc * 0.16)} ${num(ay - dr * 0.16)}L${num(ax)} ${num(ay)}${head}` }, outside: true },
  ];
}

/** Where a clue beside row or column `index` on `side` stands: the centre of the margin cell. */
export function sidePoint(side: ClueSide, index: number, N: number): [number, number] {
  if (side === 'top') return [index + 0.5, -0.5];
  if (side === 'bottom') return [index + 0.5, N + 0.5];
  if (side === 'left') return [-0.5, index + 0.5];
  return [N + 0.5, index + 0.5];
}

/** A number beside a row or column: a sandwich (above columns, left of rows), X-sum or skyscraper clue. */
export function sideClueShapes(kind: string, side: ClueSide, index: number, value: number, N: number): Shape[] {
  const [x, y] = sidePoint(side, index, N);
  return [{ tag: 'text', kind, part: 'clue', attrs: { x: num(x), y: num(y + 0.17) }, text: String(value), outside: true }];
}
