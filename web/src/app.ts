/**
 * The play view's controller: the current game, its grid, the selection and the mode, and the
 * few things every panel needs (load a puzzle, redraw, highlight, the engine, the player's
 * tallies).
 *
 * Owns: {@link App}: loading a puzzle (and finding its solution in the worker, for counting
 * mistakes; a variant puzzle, read by the lazily imported `variant/kit.ts`, is loaded only once
 * the worker found it has exactly one solution), where a puzzle's solutions differ (the worker's
 * true candidates, for the message of a puzzle with several, told at load for a classic one, as a classic one with none is), rendering the play grid with the selection's row, column and box and the same
 * digit tinted, the number pad (digits left per key), applying input actions, announcing
 * what each edit, undo and redo did to the cells (`grid/spoken.ts`). Does not own: the panels (web/src/panels/), the game rules (`state/game.ts`),
 * the engines (`engine.ts`).
 */
import type { Board } from '../../src/board/sizes.js';
import { formatBoard, parseBoard } from '../../src/text/index.js';
import type { Engine } from './engine.js';
import { candidateOfKey, emptyDecor, type Decor } from './grid/decor.js';
import { attachInput, type PlayActions } from './grid/input.js';
import { showLens } from './grid/lens.js';
import { GridView, type CellView, type GridLayout } from './grid/view.js';
import { Game, RESTART_LABEL, SOLUTION_LABEL, type Mode } from './state/game.js';
import type { VariantPlay } from './variant/kit.js';
import type { SavedGame } from './state/saved.js';
import { setOff } from './off.js';
import { announce, announcements, clearAnnouncement } from './status.js';
import { spokenChange, spokenUnchanged } from './grid/spoken.js';
import type { CellState } from './state/history.js';
import { symbolOf } from './symbols.js';
import { BoardSizeError, EmptyLinkError, FullGridError, isLinkOrJson, linkInText, PuzzleSolutionsError, solutionsDifferIn } from './text/errors.js';

/** The variant chunk (`variant/kit.ts`): readers, drawing, words; imported on the first variant puzzle. */
export type VariantKit = typeof import('./variant/kit.js');

/** The label of a restart of a grid "Solve" filled (`Game.restart`), so Undo gives the grid back as Solve's. */
const RESTART_SOLVED_LABEL = `${RESTART_LABEL} after Solve`;

/** What each mode's digit keys make, in words (the keys' names, the mode's announcement). */
const MODE_WORDS: Record<Mode, string> = { digit: 'Digit', corner: 'Corner mark', centre: 'Centre mark', colour: 'Colour' };

/** What the live region says when the mode changes out of sight of the focus ("Corner mark mode."). */
export function spokenMode(mode: Mode): string {
  return `${MODE_WORDS[mode]} mode.`;
}

/**
 * The `puzzle` of a link to this page (what "Share link" writes; '' when the link holds none),
 * or null for any other text.
 */
function puzzleOfPageLink(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const page = (u: URL): string => u.origin + u.pathname.replace(/index\.html$/, '');
  return page(url) === page(new URL(location.href)) ? (url.searchParams.get('puzzle') ?? '') : null;
}

/**
 * The board of a line of clues, as the page plays it.
 * @throws the parser's `SudokuParseError`, a {@link BoardSizeError} past 16×16, a {@link FullGridError} for a full grid
 */
function classicBoard(text: string): Board {
  const board = parseBoard(text);
  if (board.n > 4) throw new BoardSizeError(board.n * board.n);
  if (board.cells.every((v) => v !== 0)) throw new FullGridError();
  return board;
}

/**
 * A variant puzzle's solution as digits (the engine writes 1 … N; `parseBoard` would check it
 * against the standard boxes, which a jigsaw's solution need not respect).
 */
const variantDigits = (line: string): Uint8Array => Uint8Array.from(line, Number);

/**
 * The search nodes the check of a pasted variant puzzle may take before the page gives up on it
 * (`unknown`, a {@link PuzzleSolutionsError}), so a puzzle the engine cannot settle does not
 * keep the worker busy with no end. Nodes, not time, so a slow phone accepts what a desktop
 * does: the 37 published puzzles of the tests take at most about 6,000; 200,000 is one to two
 * seconds on a desktop.
 */
export const VARIANT_CHECK_NODES = 200_000;

/** Known facts about the loaded puzzle that panels share. */
export interface PuzzleInfo {
  level?: string;
  score?: number;
  hardest?: string;
  /** The solution, once an engine has found it (N² digits). */
  solution?: Uint8Array;
}

/** Where a puzzle's solutions differ ({@link App.whereSolutionsDiffer}). */
export interface Differing {
  /** The sentence after "more than one solution" ({@link solutionsDifferIn}), or '' when nothing is known. */
  sentence: string;
  /** The cells where two solutions found differ, ascending. */
  cells: number[];
}

/** What the player did on this puzzle, for the summary at the end. */
export interface Tally {
  /** Hints asked for (each new hint, not each grade). */
  hints: number;
  /**
   * Wrong digits (not the solution's) the page showed the player: by Check, a hint's mistake or
   * Solve, each digit in its cell once ({@link App.countMistakes}). One taken back (undone,
   * erased, typed over) before then was the player's own catch, not a mistake.
   */
  mistakes: number;
  /** Whether the solver filled the grid ("Solve", not undone since): then there is no celebration. */
  solvedByEngine: boolean;
  /** The `[cell, digit]` of each wrong digit counted in {@link mistakes}: shown twice, it counts once. */
  counted?: [number, number][];
}

/** The play view: the game in progress, its grid, selection and mode. */
export class App {
  /** The game in progress (replaced on every load). */
  game!: Game;
  /** The play grid (redrawn when the board size changes). */
  view!: GridView;
  /** What is known about the loaded puzzle. */
  info: PuzzleInfo = {};
  /** What the player did on this puzzle. */
  tally: Tally = { hints: 0, mistakes: 0, solvedByEngine: false };
  /** What the digit keys do. */
  mode: Mode = 'digit';
  /** The variant puzzle in play (its model, rules, drawing and words), or undefined for a classic one. */
  variant?: VariantPlay;
  private kit?: Promise<VariantKit>;
  /** The worker's run of {@link whereSolutionsDiffer}, stopped when another puzzle comes. */
  private differRun: AbortController | null = null;
  /** The last answer of {@link whereSolutionsDiffer} and its puzzle: the same puzzle is not asked again. */
  private differKnown: { puzzle: string; where: Differing } | null = null;
  /**
   * How many puzzles were asked for ({@link loadText}, {@link askedForAnother}): a load that
   * waits (a variant puzzle's check, a new puzzle being made) is dropped once another is asked for.
   */
  private asked = 0;
  /** The selected cells. */
  readonly selection = new Set<number>();
  /** Checks a mode in the radiogroup (set by main.ts, which wires the group). */
  showMode: (mode: Mode) => void = () => {};
  private decor: Decor = emptyDecor();
  private readonly changeListeners: (() => void)[] = [];
  private readonly loadListeners: ((restored?: SavedGame) => void)[] = [];
  private readonly leaveListeners: (() => void)[] = [];
  private readonly severalListeners: ((where: Differing) => void)[] = [];
  private readonly noneListeners: (() => void)[] = [];

  /** @param engine the one way to the worker (`engine.ts`) */
  constructor(readonly engine: Engine) {}

  /**
   * The puzzle as the worker reads it: the clues as one line in the board alphabet (`.` for
   * empty), or a variant puzzle's model JSON.
   */
  puzzleLine(): string {
    return this.variant ? this.variant.text : formatBoard({ n: this.game.n, cells: this.game.givens });
  }

  /** The puzzle as a link to this page carries it: the clues' line, or a variant puzzle's f-puzzles link. */
  shareText(): string {
    return this.variant ? this.variant.link : this.puzzleLine();
  }

  /**
   * The sentence a classic-only feature (the backtracking walk) says on a
   * variant puzzle, or null on a classic one.
   */
  classicOnly(feature: string): string | null {
    if (!this.variant) return null;
    return `${feature} work${feature.endsWith('s') ? '' : 's'} on classic Sudoku only (rows, columns and boxes), not on this puzzle's extra rules. Check and Solve work on it.`;
  }

  /**
   * The cells of a solution line from the worker: read by `parseBoard` for a classic puzzle, as
   * plain digits for a variant one (`parseBoard` checks the standard boxes, which a jigsaw's
   * solution need not respect).
   */
  solutionCells(line: string): Uint8Array {
    return this.variant ? variantDigits(line) : parseBoard(line).cells;
  }

  /** The variant chunk, imported once. */
  loadKit(): Promise<VariantKit> {
    return (this.kit ??= import('./variant/kit.js'));
  }

  /** How a board of the puzzle in play is laid out: a variant puzzle's regions and margin. */
  layout(): GridLayout {
    return { regions: this.variant?.rules.regions, margin: this.variant?.margin };
  }

  /**
   * Dresses `view` (laid out by {@link layout}) in the puzzle in play's rules: its cells' notes,
   * cage sums and sides carrying a dot, X or V at once, its shapes (cages, lines, dots, clues in
   * the margin) drawn by the variant chunk once it is loaded, unless another puzzle came in the
   * meantime; a classic puzzle's board has none.
   */
  drawRulesOn(view: GridView): void {
    const { game, variant } = this;
    view.notes = variant?.notes ?? [];
    view.sumCells = new Set(variant?.sumCells);
    view.cageCells = new Set(variant?.cageCells);
    // the sides a dot, X or V stands on: the cell's candidates stand back from them (style.css);
    // a redraw leaves this attribute alone
    for (let cell = 0; cell < view.N * view.N; cell++) {
      const el = view.cellElement(cell);
      const sides = variant?.edgeMarks[cell] ?? '';
      if (sides) el.dataset.edgeMarks = sides;
      else delete el.dataset.edgeMarks;
    }
    if (variant) void this.loadKit().then((kit) => this.variant === variant && kit.drawRules(variant.shapes, game.N, view.layers));
    else view.clearRules();
  }

  /** Calls `listener` after every change to the game's cells (and after a load). */
  onChange(listener: () => void): void {
    this.changeListeners.push(listener);
  }

  /**
   * Calls `listener` after a new puzzle is loaded (before the change listeners hear of it), with
   * the saved game when the game was restored (its clock, whether it was paused).
   */
  onLoad(listener: (restored?: SavedGame) => void): void {
    this.loadListeners.push(listener);
  }

  /** Calls `listener` just before a new puzzle replaces the game (the game, its clock and tallies are still the old one's). */
  onLeave(listener: () => void): void {
    this.leaveListeners.push(listener);
  }

  /**
   * Calls `listener` when the classic puzzle in play turns out to have several solutions (the
   * worker's count, right after the load), with where they differ: the page plays it all the
   * same, and says so at once rather than on the first Check, Solve or Hint.
   */
  onSeveral(listener: (where: Differing) => void): void {
    this.severalListeners.push(listener);
  }

  /**
   * Calls `listener` when the classic puzzle in play turns out to have no solution (the worker's
   * verdict, right after the load; one with a clue repeated is refused by the parser): the page
   * plays it all the same, and says so at once rather than on the first Check, Solve or Hint.
   */
  onNoSolution(listener: () => void): void {
    this.noneListeners.push(listener);
  }

  /** Starts a new game on `board` (a variant puzzle's givens with `variant`). */
  load(board: Board, info: PuzzleInfo = {}, variant?: VariantPlay): void {
    this.start(new Game(board, variant?.rules), info, { hints: 0, mistakes: 0, solvedByEngine: false }, undefined, variant);
  }

  /** Goes on with a saved game (its cells, history, rating and tallies; its clock is the timer's). */
  restore(saved: SavedGame): void {
    this.start(saved.game, { ...saved.info }, { ...saved.tally }, saved, saved.variant);
  }

  private start(game: Game, info: PuzzleInfo, tally: Tally, restored?: SavedGame, variant?: VariantPlay): void {
    this.stopDiffering();
    const layout = (g: Game, v?: VariantPlay): string => `${g.N}|${v?.rules.regions?.join('') ?? ''}|${v?.margin ?? false}`;
    const layoutChanged = !this.game || layout(this.game, this.variant) !== layout(game, variant);
    if (this.game) for (const l of this.leaveListeners) l();
    this.game = game;
    this.variant = variant;
    this.info = info;
    this.tally = tally;
    this.selection.clear();
    this.decor = emptyDecor();
    clearAnnouncement();
    if (layoutChanged) {
      this.view = new GridView(document.getElementById('board')!, game.n, 'Sudoku grid', this.layout());
      attachInput(this.view, this.actions());
    }
    this.drawRulesOn(this.view);
    this.showRules();
    this.buildKeys();
    this.view.moveCursor(0, false);
    const url = new URL(location.href);
    url.searchParams.set('puzzle', this.shareText());
    history.replaceState(null, '', url);
    for (const l of this.loadListeners) l(restored);
    this.changed();
    void this.findSolution();
  }

  /**
   * Parses `text` with the package's parser and loads it (a link to this page, as "Share link"
   * writes it, stands for its `puzzle`; words around one link stand for the link: {@link
   * linkInText}); rejects with its `SudokuParseError`, a `LinksInTextError` (several links), a
   * {@link BoardSizeError}, an {@link EmptyLinkError} for a link to this page that holds no
   * puzzle, or a {@link FullGridError} for a grid with no empty cell (it would
   * count as solved at once). A link or JSON (f-puzzles, SudokuPad, the package's model) is a
   * variant puzzle ({@link loadVariant}).
   * @returns true once the puzzle is in play; false when another puzzle was asked for while this
   *   one was being checked (it is then neither loaded nor refused: the player moved on)
   */
  async loadText(text: string, info: PuzzleInfo = {}): Promise<boolean> {
    const current = this.askedForAnother();
    text = linkInText(text) ?? text; // a message copied whole: its one link
    const linked = puzzleOfPageLink(text);
    // a link to this page cut short: not "the box is empty", nor a link the reader does not know
    if (linked?.trim() === '') throw new EmptyLinkError();
    text = linked ?? text;
    if (isLinkOrJson(text)) return this.loadVariant(text, info, current);
    this.load(classicBoard(text.trim()), info);
    return true;
  }

  /**
   * Notes that a puzzle is asked for (a load that waits for another is then dropped) and stops
   * what the worker still does for the last one.
   * @returns whether this is still the puzzle last asked for
   */
  askedForAnother(): () => boolean {
    this.stopDiffering(); // of a puzzle that is no longer asked about: the worker is wanted for this one
    const mine = ++this.asked;
    return () => this.asked === mine;
  }

  /**
   * Reads a variant puzzle with the package's reader (in the variant chunk), has the worker solve
   * it, and loads it when it has exactly one solution (which then counts mistakes); one with no
   * rule beyond rows, columns and boxes is loaded as a classic puzzle. Rejects with the reader's
   * `SudokuParseError`, a {@link PuzzleSolutionsError} (for several solutions, once the worker
   * said where they differ), or a {@link FullGridError}.
   * @param current whether it is still the puzzle last asked for ({@link askedForAnother})
   * @returns as {@link loadText}
   */
  private async loadVariant(text: string, info: PuzzleInfo, current: () => boolean): Promise<boolean> {
    const kit = await this.loadKit();
    if (!current()) return false;
    const play = kit.readVariant(text);
    if (kit.isPlainClassic(play)) {
      this.load(classicBoard(play.puzzle.givens), info);
      return true;
    }
    if (play.board.cells.every((v) => v !== 0)) throw new FullGridError();
    const verdict = await this.engine.solve(play.text, VARIANT_CHECK_NODES);
    if (!current()) return false;
    if (verdict.status === 'multiple') {
      const where = await this.whereSolutionsDiffer(play.text);
      if (!current()) return false;
      throw new PuzzleSolutionsError('multiple', where.sentence);
    }
    if (verdict.status !== 'unique' || !verdict.solution) throw new PuzzleSolutionsError(verdict.status === 'none' ? 'none' : 'unknown');
    const solution = variantDigits(verdict.solution);
    this.load(play.board, { ...info, solution }, play);
    this.game.solution = solution;
    return true;
  }

  /**
   * Where the solutions of `puzzle` (default: the one in play), known to be more than one,
   * differ: the worker's true candidates within its time budget (engine.ts), in player words.
   * Nothing is known ('', no cell) when the run found no such cell, failed, or was stopped by
   * another puzzle or another such run. A puzzle's answer is kept: said at load, it is not asked
   * for again by Check, Solve or Hint.
   */
  async whereSolutionsDiffer(puzzle: string = this.puzzleLine()): Promise<Differing> {
    if (this.differKnown?.puzzle === puzzle) return this.differKnown.where;
    this.stopDiffering();
    const run = (this.differRun = new AbortController());
    try {
      const found = await this.engine.trueCandidates(puzzle, run.signal);
      const where = { sentence: solutionsDifferIn(found), cells: found.differing };
      this.differKnown = { puzzle, where };
      return where;
    } catch {
      return { sentence: '', cells: [] };
    } finally {
      if (this.differRun === run) this.differRun = null;
    }
  }

  /** Stops a run of {@link whereSolutionsDiffer} still in the worker (its answer is of no use now). */
  private stopDiffering(): void {
    this.differRun?.abort();
    this.differRun = null;
  }

  /**
   * Counts the wrong digits among `cells` (default: all) in the tally's mistakes, when the page
   * shows them to the player (Check, a hint's mistake, Solve); each once.
   */
  countMistakes(cells: Iterable<number> = this.game.values.keys()): void {
    const s = this.info.solution;
    const counted = (this.tally.counted ??= []);
    for (const c of cells) {
      const v = this.game.values[c];
      if (s && v !== 0 && v !== s[c] && !this.game.isGiven(c) && !counted.some(([cc, d]) => cc === c && d === v)) {
        counted.push([c, v]);
        this.tally.mistakes++;
      }
    }
  }

  /**
   * Shows the variant puzzle's rules in words (the rules list), with its title, author and the
   * setter's rules text when it has them (the variant chunk's `showTexts`), or hides the list
   * for a classic puzzle. The window's title names a puzzle that has a title.
   */
  private showRules(): void {
    const section = document.getElementById('rules');
    if (!section) return;
    section.hidden = !this.variant;
    const variant = this.variant;
    if (variant) void this.loadKit().then((kit) => this.variant === variant && kit.showTexts(variant.puzzle));
    const title = variant?.puzzle.title;
    document.title = title ? `${title} · Sudoku` : 'Sudoku · sudoku-wasm';
    document.getElementById('rules-note')!.textContent = this.variant?.note ?? '';
    document.getElementById('rules-list')!.replaceChildren(
      ...(this.variant?.described ?? []).map((line) => {
        const li = document.createElement('li');
        li.textContent = line;
        return li;
      }),
    );
  }

  /**
   * The solution from the worker's engine (no human-style solver needed), kept in `info`; for a
   * classic puzzle with several (a variant one with several is not loaded), where they differ,
   * told to the {@link onSeveral} listeners; for one with none, the {@link onNoSolution} ones.
   */
  private async findSolution(): Promise<void> {
    const game = this.game;
    if (this.info.solution) return;
    try {
      const verdict = await this.engine.solve(this.puzzleLine());
      if (this.game !== game) return;
      if (verdict.status === 'unique' && verdict.solution) {
        this.info.solution = this.solutionCells(verdict.solution);
        if (this.variant) game.solution = this.info.solution;
      } else if (verdict.status === 'multiple') {
        const where = await this.whereSolutionsDiffer();
        if (this.game === game) for (const l of this.severalListeners) l(where);
      } else if (verdict.status === 'none') {
        for (const l of this.noneListeners) l();
      }
    } catch {
      // a puzzle without one solution: mistakes are not counted, hints say why
    }
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
  }

  /** Draws the grid, the digits left on the keys and the state of the undo/redo buttons. */
  render(): void {
    const g = this.game;
    const cells: CellView[] = Array.from({ length: g.C }, (_, c) => ({ ...g.stateOf(c), given: g.isGiven(c) }));
    // a move's removed candidates in a cell with no centre marks: struck among the digits it may hold
    for (const key of this.decor.struck) {
      const { cell, digit } = candidateOfKey(key);
      const view = cells[cell];
      if (view.value === 0 && view.centre === 0) view.shown = (view.shown || g.allowed(cell)) | (1 << (digit - 1));
    }
    const cursor = this.view.cursor;
    const selected = this.selection.has(cursor);
    const peers = selected && this.selection.size === 1 ? new Set(g.peers(cursor)) : undefined;
    this.view.render({ cells, selected: this.selection, conflicts: g.conflicts(), sameDigit: selected ? g.values[cursor] : 0, peers, decor: this.decor });
    showLens(document.getElementById('lens')!, g.stateOf(cursor), cursor, g.N);
    const counts = g.counts();
    const keys = document.querySelectorAll<HTMLButtonElement>('#keys button');
    if (this.mode !== 'colour') {
      keys.forEach((b, i) => {
        const left = Math.max(0, g.N - counts[i + 1]);
        b.classList.toggle('done', left === 0);
        // drawn by CSS, so the key's visible text stays its digit, as its name ("Digit d") says
        (b.querySelector('.left') as HTMLElement).dataset.left = left === 0 ? '' : String(left);
        b.title = `${left} left to place`; // its description: the name already says the digit
      });
    }
    setOff(document.getElementById('undo')!, !g.canUndo);
    setOff(document.getElementById('redo')!, !g.canRedo);
  }

  /** Switches the digit keys' mode (Z/X/C/V or the mode buttons). */
  setMode(mode: Mode): void {
    this.mode = mode;
    this.showMode(mode);
    this.buildKeys();
    this.render();
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
        const how = mode ?? this.mode;
        // the keys read 1-9 on every board (the colours) and A-G on 16×16 (digits): a key past
        // the mode's range (5-9 for a digit of 4×4, A-G for a colour) does nothing
        if (key > (how === 'colour' ? 9 : this.game.N)) return;
        const cells = this.targets();
        const before = this.cellStates();
        if (!this.game.enter(how, cells, key)) {
          // a digit on givens, a mark in filled cells: said, as a sighted player sees the cells stay
          const g = this.game;
          if (how === 'digit' && cells.every((c) => g.isGiven(c))) announce(spokenUnchanged(cells, g.N, 'given'));
          else if (how !== 'colour' && cells.every((c) => g.values[c] !== 0)) announce(spokenUnchanged(cells, g.N, 'filled'));
          return;
        }
        this.changedSaying(before, '', `${cells.length} cells changed`);
      },
      setMode: (mode: Mode) => {
        if (mode === this.mode) return;
        this.setMode(mode);
        // a key (Z/X/C/V) changes the mode out of sight of the focus: said here, where a mode's
        // radio button pressed by key says its own checked state (clicked: main.ts says the mode)
        announce(spokenMode(mode));
      },
      clear: () => {
        const before = this.cellStates();
        const cells = this.targets();
        if (this.game.clear(cells)) this.changedSaying(before, '', `${cells.length} cells cleared`);
        else {
          const open = cells.filter((c) => !this.game.isGiven(c));
          announce(open.length === 0 ? spokenUnchanged(cells, this.game.N, 'given') : spokenUnchanged(open, this.game.N, 'empty'));
        }
      },
      undo: () => this.undo(),
      redo: () => this.redo(),
    };
  }

  /** The cells an edit acts on: the selection, or the cursor cell (selected now) when nothing is selected (after Escape). */
  private targets(): number[] {
    if (this.selection.size === 0) this.selection.add(this.view.cursor);
    return [...this.selection];
  }

  /**
   * Restart: the grid back to its givens as one step (`Game.restart`), said; Undo takes it back.
   * The clock and the tallies go on: it is the same game. A grid "Solve" filled, restarted, is
   * the player's to finish (its own label, so Undo and Redo know whether "Solve" filled the grid).
   */
  restart(): void {
    const overSolve = this.tally.solvedByEngine;
    if (!this.game.restart(overSolve ? RESTART_SOLVED_LABEL : RESTART_LABEL)) {
      announce('Nothing to restart: the grid holds only its givens.');
      return;
    }
    this.tally.solvedByEngine = false;
    this.changed();
    announce('Restarted: the grid holds only its givens. Undo brings your game back.');
  }

  /** Undoes the last action and says what the cells now hold; undoing "Solve" gives the finish back to the player. */
  undo(): void {
    const before = this.cellStates();
    const label = this.game.undo();
    if (label === SOLUTION_LABEL) this.tally.solvedByEngine = false;
    if (label === RESTART_SOLVED_LABEL) this.tally.solvedByEngine = true;
    if (label) this.changedSaying(before, 'Undo: ', label, false);
    else announce('Nothing to undo.');
  }

  /** Redoes the last undone action and says what the cells now hold. */
  redo(): void {
    const before = this.cellStates();
    const label = this.game.redo();
    if (label === SOLUTION_LABEL) this.tally.solvedByEngine = true;
    if (label === RESTART_SOLVED_LABEL) this.tally.solvedByEngine = false;
    if (label) this.changedSaying(before, 'Redo: ', label, false);
    else announce('Nothing to redo.');
  }

  /** Every cell's state now (what {@link changedSaying} compares with). */
  private cellStates(): CellState[] {
    return Array.from({ length: this.game.C }, (_, c) => this.game.stateOf(c));
  }

  /**
   * {@link changed}, then says in the live region what the edit did to the cells since `before`
   * (`spokenChange`: "R3C4 5"), after `prefix`; `fallback` when too many cells changed to name
   * (or, with `count`, to count as one: "6 cells centre marks 8"; undo and redo say their
   * command's label instead: "Undo: candidates filled in").
   * Said once: not when a listener of the change announced something of its own (the win, a
   * full grid with repeats), which then is what the player hears.
   */
  private changedSaying(before: readonly CellState[], prefix: string, fallback: string, count = true): void {
    const words = spokenChange(before, this.cellStates(), this.game.N, count) || fallback;
    const heard = announcements();
    this.changed();
    if (words && announcements() === heard) announce(prefix + words);
  }

  /**
   * The on-screen keys: digits (or colours in colour mode), in an n×n block (3×3 on 9×9, 4×4 on
   * 16×16), each with the count left to place; the block changes look with the mode.
   */
  private buildKeys(): void {
    const keys = document.getElementById('keys')!;
    const colour = this.mode === 'colour';
    const count = colour ? 9 : this.game.N;
    keys.dataset.mode = this.mode;
    keys.dataset.side = String(this.game.N);
    keys.style.setProperty('--keys', String(colour ? 3 : this.game.n));
    const word = MODE_WORDS[this.mode];
    keys.replaceChildren(
      ...Array.from({ length: count }, (_, i) => {
        const b = document.createElement('button');
        b.type = 'button';
        const face = document.createElement('span');
        face.textContent = symbolOf(i + 1);
        b.append(face);
        if (colour) {
          b.className = `swatch-key colour-${i + 1}`;
          b.setAttribute('aria-label', `Colour ${i + 1}`);
        } else {
          const left = document.createElement('span');
          left.className = 'left';
          left.setAttribute('aria-hidden', 'true');
          b.append(left);
          b.setAttribute('aria-label', `${word} ${symbolOf(i + 1)}`);
        }
        b.addEventListener('click', () => this.actions().enter(i + 1));
        return b;
      }),
    );
  }
}
