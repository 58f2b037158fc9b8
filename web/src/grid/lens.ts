/**
 * The marks lens: on a 16×16 board in a phone's width a cell is about 21 px, and its marks are
 * drawn at 2-5 px (16 centre marks in 4 rows, or squeezed between 16 corner marks), too small to
 * read. The bar above the board reads the selected cell's marks out at a legible size (13 px),
 * as a magnifier would: "r2c3: corner 15 · centre 2BG", the marks run together as a cell shows
 * them. It is for the eyes only: the cell's own name says its marks to assistive technology
 * (`view.ts`).
 *
 * Owns: {@link lensText}, {@link showLens}. Does not own: when it is shown (style.css `.lens`: on
 * a phone's width; `App.render`: on 16×16 boards).
 */
import { cellName } from '../state/game.js';
import type { CellState } from '../state/history.js';
import { symbolOf } from '../symbols.js';
import { digitsOf } from './view.js';

/** The side of the boards whose marks the lens reads out. */
export const LENS_SIDE = 16;

/**
 * What the lens says of `cell` in `state`: its name and its corner and centre marks, or '' when
 * it holds a digit or no mark.
 * @param N the board's side
 */
export function lensText(state: CellState, cell: number, N: number): string {
  if (state.value !== 0) return '';
  const parts: string[] = [];
  for (const [kind, mask] of [['corner', state.corner], ['centre', state.centre]] as const) {
    if (mask !== 0) parts.push(`${kind} ${digitsOf(mask, N).map(symbolOf).join('')}`);
  }
  return parts.length === 0 ? '' : `${cellName(cell, N)}: ${parts.join(' · ')}`;
}

/**
 * Shows the lens under a board of side `N` (hidden on other sizes) with what {@link lensText}
 * says of `cell`.
 */
export function showLens(lens: HTMLElement, state: CellState, cell: number, N: number): void {
  lens.hidden = N !== LENS_SIDE;
  const text = N === LENS_SIDE ? lensText(state, cell, N) : '';
  if (lens.textContent !== text) lens.textContent = text;
}
