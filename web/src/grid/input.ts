/**
 * Keyboard, mouse and touch input on the play grid, with SudokuPad's controls:
 * - click / tap selects a cell; drag selects a run of cells; Ctrl/Shift/⌘-click adds to the
 *   selection;
 * - arrow keys move the cursor (the one tab stop) and select it; Shift/Ctrl+arrow extends;
 * - a digit (1-9, then A-G on 16×16) acts in the current mode; Shift+digit = corner mark,
 *   Ctrl+digit = centre mark, whatever the mode;
 * - Z / X / C / V switch to digit / corner / centre / colour mode (on 16×16, C is a digit: use
 *   the mode buttons or Ctrl+digit for centre marks);
 * - Delete / Backspace clear; Ctrl+Z undo; Ctrl+Y or Ctrl+Shift+Z redo; Escape deselects.
 *
 * Owns: turning events into {@link PlayActions} calls. Does not own: what the actions do (the
 * game model) or drawing (`view.ts`).
 */
import type { Mode } from '../state/game.js';
import { digitOfKey, letterOfKey } from '../symbols.js';
import type { GridView } from './view.js';

/** What input can ask of the page. */
export interface PlayActions {
  /** Selects `cells`, replacing the selection unless `add`. */
  select(cells: number[], add: boolean): void;
  /** A digit or colour key in `mode` (the current mode when omitted). */
  enter(key: number, mode?: Mode): void;
  setMode(mode: Mode): void;
  clear(): void;
  undo(): void;
  redo(): void;
}

const MODE_KEYS: Record<string, Mode> = { Z: 'digit', X: 'corner', C: 'centre', V: 'colour' };

/** Wires the play grid's events to `actions`. */
export function attachInput(view: GridView, actions: PlayActions): void {
  const grid = view.element;
  const N = view.N;
  let dragging = false;
  grid.setAttribute('aria-multiselectable', 'true');

  const cellAt = (x: number, y: number): number | null => {
    const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[role="gridcell"]');
    return el && grid.contains(el) ? Number(el.dataset.cell) : null;
  };

  grid.addEventListener('pointerdown', (event) => {
    const cell = cellAt(event.clientX, event.clientY);
    if (cell === null) return;
    event.preventDefault();
    dragging = true;
    try {
      grid.setPointerCapture(event.pointerId); // keeps the drag when the pointer leaves the grid
    } catch {
      // a synthetic event has no active pointer to capture
    }
    view.moveCursor(cell, true);
    actions.select([cell], event.ctrlKey || event.shiftKey || event.metaKey);
  });
  grid.addEventListener('pointermove', (event) => {
    if (!dragging) return;
    const cell = cellAt(event.clientX, event.clientY);
    if (cell === null || cell === view.cursor) return;
    view.moveCursor(cell, true); // the focus goes with the tab stop: the arrows go on from the drag's end
    actions.select([cell], true);
  });
  const stop = (): void => {
    dragging = false;
  };
  grid.addEventListener('pointerup', stop);
  grid.addEventListener('pointercancel', stop);

  grid.addEventListener('keydown', (event) => {
    const ctrl = event.ctrlKey || event.metaKey;
    const move = ARROWS[event.key];
    if (move) {
      event.preventDefault();
      const r = Math.floor(view.cursor / N);
      const c = view.cursor % N;
      const next = ((r + move[0] + N) % N) * N + ((c + move[1] + N) % N);
      view.moveCursor(next, true);
      actions.select([next], event.shiftKey || ctrl);
      return;
    }
    const letter = letterOfKey(event);
    if (ctrl && (letter === 'Z' || letter === 'Y')) {
      event.preventDefault();
      if (letter === 'Y' || event.shiftKey) actions.redo();
      else actions.undo();
      return;
    }
    const digit = digitOfKey(event, Math.max(N, 9)); // 1-9 on a 4×4 board too: its colours
    if (digit !== 0) {
      event.preventDefault();
      actions.enter(digit, event.shiftKey ? 'corner' : ctrl ? 'centre' : undefined);
      return;
    }
    if (!ctrl && MODE_KEYS[letter] && !(N > 9 && letter === 'C')) {
      event.preventDefault();
      actions.setMode(MODE_KEYS[letter]);
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      actions.clear();
    } else if (event.key === 'Escape') {
      actions.select([], false);
    }
  });
}

/** Arrow keys on a read-only grid (explanation, backtracking): they move the one tab stop. */
export function attachCursorKeys(view: GridView): void {
  const N = view.N;
  view.element.setAttribute('aria-readonly', 'true');
  view.element.addEventListener('keydown', (event) => {
    const move = ARROWS[event.key];
    if (!move) return;
    event.preventDefault();
    const r = Math.floor(view.cursor / N);
    const c = view.cursor % N;
    view.moveCursor(((r + move[0] + N) % N) * N + ((c + move[1] + N) % N), true);
  });
}

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};
