/**
 * What an edit of the play grid did, in the few words the live region says after it: the
 * cells it changed and what they now hold ("R3C4 5", "R3C4 empty", "R3C4 centre marks 1 2",
 * "R3C4 empty, centre marks 1 2" when a digit goes and gives its marks back),
 * so a screen reader hears a typed digit, a mark, a deletion, an undo or a redo once, whether or
 * not its cell has the focus. The cell's own label (view.ts) says the rest when the focus moves.
 *
 * Owns: {@link spokenChange}, {@link spokenUnchanged}. Does not own: announcing (`status.ts`), the edits (`state/game.ts`).
 */
import type { CellState } from '../state/history.js';
import { symbolOf } from '../symbols.js';
import { digitsOf } from './view.js';

/**
 * At most this many cells are named one by one; a bigger change (Solve, Fill candidates, a hint
 * on many cells) is counted, or said by whoever made it, or by its history label.
 */
export const SPOKEN_CELLS = 4;

const name = (cell: number, N: number): string => `R${Math.floor(cell / N) + 1}C${(cell % N) + 1}`;

const marks = (kind: string, mask: number, N: number): string => (mask === 0 ? `no ${kind} marks` : `${kind} marks ${digitsOf(mask, N).map(symbolOf).join(' ')}`);

/** Why a key changed nothing, after the cells' names. */
const UNCHANGED = { given: 'given: unchanged', filled: 'filled: no marks', empty: 'already empty' };

/**
 * Why a key changed nothing in `cells`, so it is not met with silence: "R1C3 given: unchanged."
 * (a digit or Delete on given cells), "R1C1 filled: no marks." (a mark in cells holding digits),
 * "R1C4 already empty." (Delete with nothing to clear).
 */
export function spokenUnchanged(cells: readonly number[], N: number, why: keyof typeof UNCHANGED): string {
  const who = cells.length > SPOKEN_CELLS ? `${cells.length} cells` : cells.map((c) => name(c, N)).join(' ');
  return `${who} ${UNCHANGED[why]}.`;
}

/** What one cell holds now, in the parts of it that changed: its digit (or, gone, "empty" and the marks it gave back), else its marks, and its colour; null when nothing shown changed. */
function spokenCell(before: CellState, after: CellState, N: number): string | null {
  const parts: string[] = [];
  if (before.value !== after.value) {
    if (after.value !== 0) return symbolOf(after.value);
    // a digit gone gives back the marks it hid: they are what the cell shows now
    parts.push('empty');
    if (after.centre) parts.push(marks('centre', after.centre, N));
    if (after.corner) parts.push(marks('corner', after.corner, N));
  } else if (after.value === 0) {
    // a filled cell's marks are hidden (kept for when its digit goes): a change to them is not said
    if (before.centre !== after.centre) parts.push(marks('centre', after.centre, N));
    if (before.corner !== after.corner) parts.push(marks('corner', after.corner, N));
  }
  if (before.colour !== after.colour) parts.push(after.colour === 0 ? 'no colour' : `colour ${after.colour}`);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * The change from `before` to `after` (every cell's state, by index) in words: the cells whose
 * digit changed, or, when no digit did, those whose marks or colour did (a placed digit also
 * tidies its peers' marks: that is not said). Cells saying the same are named together ("R1C1
 * R1C2 centre marks 5"), groups apart by semicolons; more than {@link SPOKEN_CELLS} cells
 * are counted when they say the same ("9 cells centre marks 5") and `count` is true. '' when
 * nothing changed, or more cells than that changed otherwise.
 */
export function spokenChange(before: readonly CellState[], after: readonly CellState[], N: number, count = true): string {
  const changed: { cell: number; words: string; digit: boolean }[] = [];
  for (let c = 0; c < after.length; c++) {
    const words = spokenCell(before[c], after[c], N);
    if (words !== null) changed.push({ cell: c, words, digit: before[c].value !== after[c].value });
  }
  const said = changed.some((x) => x.digit) ? changed.filter((x) => x.digit) : changed;
  if (said.length === 0) return '';
  const groups = new Map<string, number[]>();
  for (const { cell, words } of said) groups.set(words, [...(groups.get(words) ?? []), cell]);
  if (said.length > SPOKEN_CELLS) return count && groups.size === 1 ? `${said.length} cells ${[...groups.keys()][0]}` : '';
  return [...groups].map(([words, cells]) => `${cells.map((c) => name(c, N)).join(' ')} ${words}`).join('; ');
}
