/**
 * The play view's controller: the current game, its grid, the selection and the mode, and the
 * few things every panel needs (load a puzzle, redraw, highlight, the engine).
 *
 * Owns: {@link App}: loading a puzzle, rendering the play grid, the digit counts and the number
 * pad, applying input actions. Does not own: the panels (web/src/panels/), the game rules
 * (`state/game.ts`), the engines (`engine.ts`).
 */
import type { Board } from '../../src/board/sizes.js';
import { formatBoard, parseBoard } from '../../src/text/index.js';
import type { Engine } from './engine.js';
import { emptyDecor, type Decor } from './grid/decor.js';
import { attachInput, type PlayActions } from './grid/input.js';
import { GridView } from './grid/view.js';
import { Game, type Mode } from './state/game.js';
import { announce } from './status.js';
import { symbolOf } from './symbols.js';

/** Known facts about the loaded puzzle that panels share. */
export interface PuzzleInfo {
  level?: string;
  score?: number;
  hardest?: string;
  /** The solution, once an engine has found it (N² digits). */
  solution?: Uint8Array;
}

/** The play view: the game in progress, its grid, selection and mode. */
export class App {
  /** The game in progress (replaced on every load). */
  game!: Game;
  /** The play grid (redrawn when the board size changes). */
  view!: GridView;
  /** What is known about the loaded puzzle. */
  info: PuzzleInfo = {};
  /** What the digit keys do. */
  mode: Mode = 'digit';
  /** The selected cells. */
  readonly selection = new Set<number>();
  private decor: Decor = emptyDecor();
  private readonly changeListeners: (() => void)[] = [];
  private readonly loadListeners: (() => void)[] = [];

  /** @param engine the one way to the worker (`engine.ts`) */
  constructor(readonly engine: Engine) {}

  /** The puzzle's clues as one line in the board alphabet (`.` for empty): the share form. */
  puzzleLine(): string {
    return formatBoard({ n: this.game.n, cells: this.game.givens });
  }

  /** Calls `listener` after every change to the game's cells (and after a load). */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  /** Calls `listener` after a new puzzle is loaded. */
  onLoad(listener: () => void): void {
    this.loadListeners.push(listener);
  }

  /** Starts a new game on `board`. */
  load(board: Board, info: PuzzleInfo = {}): void {
    const sizeChanged = !this.game || this.game.n !== board.n;
    this.game = new Game(board);
    this.info = info;
    this.selection.clear();
    this.decor = emptyDecor();
    if (sizeChanged) {
      this.view = new GridView(document.getElementById('board')!, board.n, 'Sudoku grid');
      attachInput(this.view, this.actions());
      this.buildKeys();
    }
    this.view.moveCursor(0, false);
    const url = new URL(location.href);
    url.searchParams.set('puzzle', this.puzzleLine());
    history.replaceState(null, '', url);
    for (const l of this.loadListeners) l();
    this.changed();
  }

  /** Parses `text` with the package's parser and loads it; throws its `SudokuParseError`. */
  loadText(text: string, info: PuzzleInfo = {}): void {
    const board = parseBoard(text.trim());
    if (board.n > 4) throw new RangeError(`the page plays 4×4, 9×9 and 16×16 boards, got ${board.n * board.n}×${board.n * board.n}`);
    this.load(board, info);
  }

  /** Highlights `decor` on the play grid until the next change. */
  highlight(decor: Decor): void {
    this.decor = decor;
    this.render();
  }

  /** Redraws after a change to the cells; drops the highlights and tells the listeners. */
  changed(): void {
    this.decor = emptyDecor();
    this.render();
    for (const l of this.changeListeners) l();
    if (this.game.isComplete()) announce('Solved: every cell is filled and no digit repeats in a row, column or box.');
  }

  /** Draws the grid, the counts and the state of the undo/redo buttons. */
  render(): void {
    const g = this.game;
    const cells = Array.from({ length: g.C }, (_, c) => ({ ...g.stateOf(c), given: g.isGiven(c) }));
    const cursorValue = this.selection.has(this.view.cursor) ? g.values[this.view.cursor] : 0;
    this.view.render({ cells, selected: this.selection, conflicts: g.conflicts(), sameDigit: cursorValue, decor: this.decor });
    const counts = g.counts();
    const countsEl = document.getElementById('counts')!;
    countsEl.replaceChildren(
      ...counts.slice(1).map((k, i) => {
        const s = document.createElement('span');
        s.textContent = `${symbolOf(i + 1)}: ${k}`;
        s.title = `${symbolOf(i + 1)} placed ${k} of ${g.N} times`;
        if (k >= g.N) s.className = 'done';
        return s;
      }),
    );
    (document.getElementById('undo') as HTMLButtonElement).disabled = !g.canUndo;
    (document.getElementById('redo') as HTMLButtonElement).disabled = !g.canRedo;
  }

  /** Switches the digit keys' mode (Z/X/C/V or the mode buttons). */
  setMode(mode: Mode): void {
    this.mode = mode;
    for (const b of document.querySelectorAll<HTMLButtonElement>('[data-mode]')) b.setAttribute('aria-checked', String(b.dataset.mode === mode));
    this.buildKeys();
  }

  /** What input and the pad may do. */
  actions(): PlayActions {
    return {
      select: (cells: number[], add: boolean) => {
        if (!add) this.selection.clear();
        for (const c of cells) this.selection.add(c);
        this.render();
      },
      enter: (key: number, mode?: Mode) => {
        if (this.selection.size === 0) this.selection.add(this.view.cursor);
        if (this.game.enter(mode ?? this.mode, [...this.selection], key)) this.changed();
      },
      setMode: (mode: Mode) => this.setMode(mode),
      clear: () => {
        if (this.game.clear([...this.selection])) this.changed();
      },
      undo: () => this.undo(),
      redo: () => this.redo(),
    };
  }

  /** Undoes the last action and says what it was. */
  undo(): void {
    const label = this.game.undo();
    announce(label ? `Undone: ${label}.` : 'Nothing to undo.');
    if (label) this.changed();
  }

  /** Redoes the last undone action and says what it was. */
  redo(): void {
    const label = this.game.redo();
    announce(label ? `Redone: ${label}.` : 'Nothing to redo.');
    if (label) this.changed();
  }

  /** The on-screen keys: digits (or colours in colour mode), for touch and mouse. */
  private buildKeys(): void {
    const keys = document.getElementById('keys')!;
    const count = this.mode === 'colour' ? 9 : this.game.N;
    keys.replaceChildren(
      ...Array.from({ length: count }, (_, i) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = symbolOf(i + 1);
        b.setAttribute('aria-label', this.mode === 'colour' ? `Colour ${i + 1}` : `${this.mode === 'digit' ? 'Digit' : `${this.mode} mark`} ${symbolOf(i + 1)}`);
        if (this.mode === 'colour') b.className = `swatch-key colour-${i + 1}`;
        b.addEventListener('click', () => this.actions().enter(i + 1));
        return b;
      }),
    );
  }
}
