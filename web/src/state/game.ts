/**
 * The game model of the demo page: the puzzle's givens and everything the player has changed
 * (digits, corner and centre pencil marks, cell colours), with undo/redo. Pure data and
 * functions, no DOM, so it is unit-tested in Node (test/web/).
 *
 * Owns: {@link Game} (the actions SudokuPad offers, each one undoable command), the derived
 * views the page shows (conflicts, digit counts). Does not own: the player's grid as the library
 * reads it (engine.ts `gridOfGame`), geometry (the package's `geometryOf`), parsing (the
 * package's `parseBoard`), drawing or input.
 *
 * Rules of the actions (SudokuPad's):
 * - a digit, mark or colour applied to a selection toggles: if every selected cell that can take
 *   it already has it, it is removed from all of them, otherwise added to all;
 * - givens never change; marks only go in empty cells;
 * - placing digit d removes d from the corner and centre marks of the cell's peers, and from the
 *   cells a pair rule joins it to the digits the rule then forbids (tidy marks), in the same
 *   command, so one undo brings them back; the digit keeps what it took (its cell's own marks,
 *   the marks it tidied: `Took`), and when it goes again (Delete, toggled off, another digit
 *   over it) that is given back: the cell's marks, and to each tidied cell that is still empty
 *   the digits it lost that the placed digits allow again. So candidates follow the player's
 *   grid both ways;
 * - centre marks are the player's candidates: {@link Game.fillCandidates} writes every digit the
 *   placed digits allow, and hints are computed on them.
 */
import { geometryOf, type Geometry } from '../../../src/board/geometry.js';
import type { Board } from '../../../src/board/sizes.js';
import { symbolOf } from '../symbols.js';
import { History, type CellState, type Command, type Took } from './history.js';
import type { PairRule } from '../../../src/variant/logic/houses.js';

/** What a digit key does: place a digit, toggle a corner or centre mark, or colour the cell. */
export type Mode = 'digit' | 'corner' | 'centre' | 'colour';

/** A candidate (0-based cell, digit 1…N). */
export interface Candidate {
  cell: number;
  digit: number;
}

const bit = (digit: number): number => 1 << (digit - 1);

/** A cell as players name it: r1c1 … (1-based row and column). */
export const cellName = (cell: number, N: number): string => `r${Math.floor(cell / N) + 1}c${(cell % N) + 1}`;

/** The label of the command {@link Game.fillSolution} makes (what Undo says it took back). */
export const SOLUTION_LABEL = 'the solution';
/** The label of {@link Game.restart}'s command (what Undo and Redo say when too many cells changed to name). */
export const RESTART_LABEL = 'restart';

/**
 * Everything a game holds besides its puzzle: each cell's state (`took` objects shared with the
 * commands, as in play) and both history stacks, oldest first. What a saved game is made of
 * (`state/saved.ts` checks it before {@link Game.fromSnapshot} trusts it).
 */
export interface GameSnapshot {
  cells: CellState[];
  done: Command[];
  undone: Command[];
}

/** Reads a cell's state inside a command (the staged copy when the command changed it). */
type Next = (cell: number) => CellState;

/**
 * The houses a variant puzzle adds to or changes in the grid (`web/src/variant/houses.ts` makes
 * them from the package's model): jigsaw regions in place of the boxes, and further houses
 * (diagonals, extra regions, disjoint groups, killer cages, renban and nabner lines,
 * thermometers) whose digits all differ. They make conflicts and
 * peers (tidy marks, candidates) as rows, columns and boxes do. Rules between two cells (`pairs`:
 * kropki dots, X and V, non-consecutive, thermometer steps …) make conflicts, tidy marks and
 * narrow filled-in candidates. Rules of many cells (`broken`: cage sums, arrows, little
 * killers, sandwiches, renban runs …) make conflicts.
 */
export interface GameRules {
  /**
   * Region label 0…N−1 of each cell, replacing the boxes: a jigsaw's regions, or the
   * rectangular boxes of a 6×6 or 8×8 variant board (the package's `variantGrid`), which the
   * classic geometry (n×n boxes) does not have.
   */
  regions?: readonly number[];
  /** Further sets of cells whose digits all differ. */
  houses?: readonly (readonly number[])[];
  /** Rules between two cells (a kropki dot, X or V, a thermometer step …): conflicts and candidates follow them. */
  pairs?: readonly PairRule[];
  /**
   * The rules of many cells the digits break: given the placed digits (C cells, 0 = empty), the
   * cells that hold a digit of some rule no filling of its empty cells can satisfy (the page's
   * `variant/houses.ts`, from the package's rule handlers).
   */
  broken?: (values: ArrayLike<number>) => Iterable<number>;
}

/** A rule between two cells (the package's variant logic reads the same ones). */
export type { PairRule };

/** A game in progress on one puzzle. */
export class Game {
  /**
   * Box size (2, 3, 4) of a classic board; of a board with `rules.regions`, the columns of its
   * boxes (3 on 6×6, 4 on 8×8): the number pad's and the centre marks' columns.
   */
  readonly n: number;
  /** Side N: n² on a classic board, √(cell count) on one with regions (6×6, 8×8 variants too). */
  readonly N: number;
  /** Cell count N². */
  readonly C: number;
  /** Clues, 0 = empty. */
  readonly givens: Uint8Array;
  /** Digits placed, clues included, 0 = empty. */
  readonly values: Uint8Array;
  /** Corner marks per cell (bit d−1 for digit d). */
  readonly corner: Int32Array;
  /** Centre marks per cell: the player's candidates. */
  readonly centre: Int32Array;
  /** Cell colours 1…9, 0 = none. */
  readonly colour: Uint8Array;
  /**
   * A variant puzzle's one solution, once known: the game is complete only on it (its rules
   * beyond houses are the worker's to check). Unset for a classic puzzle.
   */
  solution?: ArrayLike<number>;
  /** The houses beyond rows, columns and boxes (and jigsaw regions), as given. */
  readonly rules: GameRules;
  /** Every house: rows, columns, boxes (or regions), then the rules' houses. */
  private readonly units: readonly (readonly number[])[];
  /** Each cell's box (or region), 0…N−1. */
  private readonly boxOf: Int32Array;
  /** Each cell's peers, each once. */
  private readonly peerLists: readonly (readonly number[])[];
  /** The pair rules into each cell (`rules.pairs` by `other`). */
  private readonly pairsInto: readonly PairRule[][];
  /** The pair rules out of each cell (`rules.pairs` by `cell`): the marks a digit placed there tidies. */
  private readonly pairsFrom: readonly PairRule[][];
  private history = new History();
  /** What each placed digit took (`Took`), by cell. */
  private readonly took = new Map<number, Took>();

  /**
   * A fresh game on a parsed puzzle (use the package's `parseBoard`), with a variant puzzle's
   * houses when it has some. With `rules.regions` the side is the square root of the cell count
   * (a 6×6 or 8×8 board has no n×n boxes); otherwise it is n².
   * @throws {TypeError} when `board` is not a board
   * @throws {RangeError} when a region label or a house's cell is off the board, or the cell count is not N²
   */
  constructor(board: Board, rules: GameRules = {}) {
    if (typeof board !== 'object' || board === null || !(board.cells instanceof Uint8Array)) {
      throw new TypeError(`expected a board { n, cells: Uint8Array }, got ${board === null ? 'null' : typeof board}`);
    }
    this.n = board.n;
    this.N = rules.regions ? Math.round(Math.sqrt(board.cells.length)) : board.n * board.n;
    this.C = this.N * this.N;
    if (board.cells.length !== this.C) throw new RangeError(`expected ${this.C} cells for box size ${board.n}, got ${board.cells.length}`);
    this.rules = rules;
    this.units = unitsOf(this.rules.regions ? undefined : geometryOf(board.n), this.N, rules);
    this.boxOf = new Int32Array(this.C);
    for (let b = 0; b < this.N; b++) for (const c of this.units[2 * this.N + b]) this.boxOf[c] = b;
    const peers = Array.from({ length: this.C }, () => new Set<number>());
    for (const unit of this.units) for (const a of unit) for (const b of unit) if (a !== b) peers[a].add(b);
    this.peerLists = peers.map((p) => [...p]);
    const into: PairRule[][] = Array.from({ length: this.C }, () => []);
    const from: PairRule[][] = Array.from({ length: this.C }, () => []);
    for (const rule of rules.pairs ?? []) {
      for (const c of [rule.cell, rule.other]) if (!Number.isInteger(c) || c < 0 || c >= this.C) throw new RangeError(`expected a cell 0-${this.C - 1}, got ${String(c)}`);
      into[rule.other].push(rule);
      from[rule.cell].push(rule);
    }
    this.pairsInto = into;
    this.pairsFrom = from;
    this.givens = board.cells.slice();
    this.values = board.cells.slice();
    this.corner = new Int32Array(this.C);
    this.centre = new Int32Array(this.C);
    this.colour = new Uint8Array(this.C);
  }

  /**
   * A game on `board` as `snapshot` left it: its cells' states and its history. The snapshot
   * is trusted (`state/saved.ts` checks a stored one first).
   */
  static fromSnapshot(board: Board, snapshot: GameSnapshot, rules: GameRules = {}): Game {
    const game = new Game(board, rules);
    if (snapshot.cells.length !== game.C) throw new RangeError(`expected ${game.C} cell states, got ${snapshot.cells.length}`);
    snapshot.cells.forEach((s, c) => game.write(c, s));
    game.history = new History(snapshot.done, snapshot.undone);
    return game;
  }

  /** The game's cells and history as data (see {@link GameSnapshot}). */
  snapshot(): GameSnapshot {
    return { cells: Array.from({ length: this.C }, (_, c) => this.stateOf(c)), ...this.history.stacks() };
  }

  /** Whether the cell holds a clue. */
  isGiven(cell: number): boolean {
    return this.givens[cell] !== 0;
  }

  /** The 0-based row, column and box (jigsaw region) of a cell. */
  where(cell: number): { row: number; column: number; box: number } {
    const row = Math.floor(cell / this.N);
    const column = cell % this.N;
    return { row, column, box: this.boxOf[cell] };
  }

  /** The other cells of the cell's row, column and box (or region), and of the rules' houses (each once). */
  peers(cell: number): number[] {
    return [...this.peerLists[cell]];
  }

  /** The state of one cell (a copy). */
  stateOf(cell: number): CellState {
    const s: CellState = { value: this.values[cell], corner: this.corner[cell], centre: this.centre[cell], colour: this.colour[cell] };
    const took = this.took.get(cell);
    if (took) s.took = took;
    return s;
  }

  /**
   * What `key` does in `mode` on the selected cells (digit 1…N, or colour 1…9): one command,
   * or nothing when it changes no cell. Returns whether anything changed.
   * @throws {RangeError} for a digit outside 1…N
   */
  enter(mode: Mode, cells: readonly number[], key: number): boolean {
    const max = mode === 'colour' ? 9 : this.N;
    if (!Number.isInteger(key) || key < 1 || key > max) throw new RangeError(`expected a ${mode} 1-${max}, got ${String(key)}`);
    if (mode === 'digit') return this.placeDigit(cells, key);
    if (mode === 'colour') return this.toggleColour(cells, key);
    return this.toggleMark(mode, cells, key);
  }

  /** Places `digit` in the selected open cells (or clears it where every one already has it). */
  placeDigit(cells: readonly number[], digit: number): boolean {
    const open = cells.filter((c) => !this.isGiven(c));
    if (open.length === 0) return false;
    const remove = open.every((c) => this.values[c] === digit);
    const where = this.where1(open);
    return this.change(remove ? `clear ${where}` : `${symbolOf(digit)} in ${where}`, (next) => {
      for (const c of open) {
        if (remove) this.takeBack(c, next);
        else this.place(c, digit, next);
      }
    });
  }

  /** Toggles a corner or centre mark in the selected empty cells. */
  toggleMark(kind: 'corner' | 'centre', cells: readonly number[], digit: number): boolean {
    const open = cells.filter((c) => this.values[c] === 0);
    if (open.length === 0) return false;
    const b = bit(digit);
    const marks = kind === 'corner' ? this.corner : this.centre;
    const remove = open.every((c) => (marks[c] & b) !== 0);
    return this.change(`${kind} mark ${symbolOf(digit)} in ${this.where1(open)}`, (next) => {
      for (const c of open) {
        const s = next(c);
        s[kind] = remove ? s[kind] & ~b : s[kind] | b;
      }
    });
  }

  /** Toggles colour 1…9 on the selected cells (givens too: colours are only paint). */
  toggleColour(cells: readonly number[], colour: number): boolean {
    if (cells.length === 0) return false;
    const remove = cells.every((c) => this.colour[c] === colour);
    return this.change(`colour ${colour} in ${this.where1(cells)}`, (next) => {
      for (const c of cells) next(c).colour = remove ? 0 : colour;
    });
  }

  /**
   * Delete/Backspace: clears the digits of the selection (giving back what each took: its own
   * marks and its peers' candidates); where there are none, its pencil marks; where there are
   * none either, its colours.
   */
  clear(cells: readonly number[]): boolean {
    const open = cells.filter((c) => !this.isGiven(c));
    const where = this.where1(cells);
    if (open.some((c) => this.values[c] !== 0)) {
      return this.change(`clear ${where}`, (next) => open.forEach((c) => this.takeBack(c, next)));
    }
    if (open.some((c) => this.corner[c] !== 0 || this.centre[c] !== 0)) {
      return this.change(`clear marks in ${where}`, (next) =>
        open.forEach((c) => {
          next(c).corner = 0;
          next(c).centre = 0;
        }),
      );
    }
    return this.change(`clear colours in ${where}`, (next) => cells.forEach((c) => (next(c).colour = 0)));
  }

  /** The digits the placed digits still allow in a cell, by its houses and pair rules (mask; 0 for a filled cell). */
  allowed(cell: number): number {
    return this.allowedBy(cell, (c) => this.values[c]);
  }

  /** Fills every empty cell's centre marks with the digits its peers allow (one command). */
  fillCandidates(): boolean {
    return this.change('candidates filled in', (next) => {
      for (let c = 0; c < this.C; c++) if (this.values[c] === 0) next(c).centre = this.allowed(c);
    });
  }

  /**
   * Applies a hint's move as one command: places the digits (tidying the peers' marks) and
   * removes the candidates, filling a cell's centre marks first when it had none (so the
   * removal shows). The command's label is `label` and the move in player words, so undo says
   * what it took back: `XY-Wing (9 out of r7c9, r9c2)`.
   */
  applyMove(placements: readonly Candidate[], eliminations: readonly Candidate[], label = 'the hint'): boolean {
    return this.change(`${label} (${this.moveWords(placements, eliminations)})`, (next) => {
      for (const { cell, digit } of eliminations) {
        if (this.values[cell] !== 0 || this.isGiven(cell)) continue;
        const s = next(cell);
        if (s.centre === 0) s.centre = this.allowed(cell);
        s.centre &= ~bit(digit);
      }
      for (const { cell, digit } of placements) {
        if (this.isGiven(cell)) continue;
        this.place(cell, digit, next);
      }
    });
  }

  /**
   * Fills in a whole solution as one command (the "Solve" button): the cells whose digit
   * differs; a digit the player already has right stays as placed, keeping what it took.
   * Returns false when the grid already holds the solution (no command).
   */
  fillSolution(solution: ArrayLike<number>): boolean {
    if (solution.length !== this.C) throw new RangeError(`expected ${this.C} digits, got ${solution.length}`);
    return this.change(SOLUTION_LABEL, (next) => {
      for (let c = 0; c < this.C; c++) {
        if (this.isGiven(c) || this.values[c] === solution[c]) continue;
        const s = next(c);
        s.value = solution[c];
        delete s.took;
      }
    });
  }

  /**
   * Restart: the grid back to its givens, as one command (Undo brings the game back): every
   * digit, mark and colour the player put in goes, a given's colour too.
   * Returns false when there was nothing to clear (no command).
   * @param label the command's label (what Undo says it took back)
   */
  restart(label = RESTART_LABEL): boolean {
    return this.change(label, (next) => {
      for (let c = 0; c < this.C; c++) {
        const s = next(c);
        if (!this.isGiven(c)) s.value = 0;
        s.corner = s.centre = s.colour = 0;
        delete s.took;
      }
    });
  }

  /** Undoes the last command; returns its label, or null when there was none. */
  undo(): string | null {
    const command = this.history.undo();
    if (!command) return null;
    command.cells.forEach((c, i) => this.write(c, command.before[i]));
    return command.label;
  }

  /** Redoes the last undone command; returns its label, or null when there was none. */
  redo(): string | null {
    const command = this.history.redo();
    if (!command) return null;
    command.cells.forEach((c, i) => this.write(c, command.after[i]));
    return command.label;
  }

  /** Whether there is an action to undo. */
  get canUndo(): boolean {
    return this.history.canUndo;
  }

  /** Whether there is an undone action to redo. */
  get canRedo(): boolean {
    return this.history.canRedo;
  }

  /**
   * Every cell whose digit is repeated in one of its houses, breaks a pair rule with a
   * neighbour's, or holds a digit of a rule of many cells the digits break (`rules.broken`).
   */
  conflicts(): Set<number> {
    const out = new Set<number>();
    const first = new Int32Array(this.N + 1);
    for (const unit of this.units) {
      first.fill(-1);
      for (const c of unit) {
        const v = this.values[c];
        if (v === 0) continue;
        if (first[v] >= 0) {
          out.add(first[v]);
          out.add(c);
        } else first[v] = c;
      }
    }
    for (const { cell, other, allows } of this.rules.pairs ?? []) {
      const v = this.values[cell];
      const w = this.values[other];
      if (v !== 0 && w !== 0 && (allows[v - 1] & bit(w)) === 0) {
        out.add(cell);
        out.add(other);
      }
    }
    for (const c of this.rules.broken?.(this.values) ?? []) out.add(c);
    return out;
  }

  /** How many times each digit is placed (index 1…N; givens included). */
  counts(): number[] {
    const counts = new Array<number>(this.N + 1).fill(0);
    for (const v of this.values) if (v !== 0) counts[v]++;
    return counts;
  }

  /**
   * Whether every cell is filled without a conflict, and, when {@link solution} is set (a variant
   * puzzle, whose cages, lines and dots no house checks), with the solution's digits.
   */
  isComplete(): boolean {
    if (!this.values.every((v) => v !== 0) || this.conflicts().size !== 0) return false;
    const s = this.solution;
    return s === undefined || this.values.every((v, c) => v === s[c]);
  }

  /** A move in player words: `4 in r5c6`, `9 out of r7c9, r9c2` (by digit; `9 out of 6 cells` past four). */
  private moveWords(placements: readonly Candidate[], eliminations: readonly Candidate[]): string {
    const parts = placements.map(({ cell, digit }) => `${symbolOf(digit)} in ${cellName(cell, this.N)}`);
    const out = new Map<number, number[]>();
    for (const { cell, digit } of eliminations) {
      if (!out.has(digit)) out.set(digit, []);
      out.get(digit)!.push(cell);
    }
    for (const [digit, cells] of out) {
      parts.push(`${symbolOf(digit)} out of ${cells.length > 4 ? `${cells.length} cells` : cells.map((c) => cellName(c, this.N)).join(', ')}`);
    }
    return parts.join('; ');
  }

  /** The cell's name when there is one, else how many: `r1c1`, `3 cells`. */
  private where1(cells: readonly number[]): string {
    return cells.length === 1 ? cellName(cells[0], this.N) : `${cells.length} cells`;
  }

  /** The digits the digits `valueOf` reads allow in an empty cell, by its houses and pair rules (mask; 0 for a filled cell). */
  private allowedBy(cell: number, valueOf: (cell: number) => number): number {
    if (valueOf(cell) !== 0) return 0;
    let mask = (1 << this.N) - 1;
    for (const p of this.peerLists[cell]) if (valueOf(p) !== 0) mask &= ~bit(valueOf(p));
    for (const { cell: from, allows } of this.pairsInto[cell]) if (valueOf(from) !== 0) mask &= allows[valueOf(from) - 1];
    return mask;
  }

  /**
   * Places `digit` in `cell` inside a command: a digit already there gives back what it took
   * first; the new one keeps the cell's marks, removes `digit` from its peers' marks and the
   * digits a pair rule then forbids from the other cell's, remembering all of it (`Took`).
   */
  private place(cell: number, digit: number, next: Next): void {
    const s = next(cell);
    if (s.value === digit) return;
    if (s.value !== 0) this.takeBack(cell, next);
    const b = bit(digit);
    const cornerPeers: number[] = [];
    const centrePeers: number[] = [];
    for (const p of this.peerLists[cell]) {
      const q = next(p);
      if (q.value !== 0) continue;
      if (q.corner & b) cornerPeers.push(p);
      if (q.centre & b) centrePeers.push(p);
      q.corner &= ~b;
      q.centre &= ~b;
    }
    // a pair rule's other cell loses the digits the rule forbids beside `digit` (what a peer
    // lost above is not listed again)
    const pairMarks: number[] = [];
    for (const { other, allows } of this.pairsFrom[cell]) {
      const q = next(other);
      if (q.value === 0) {
        const off = ~allows[digit - 1];
        const corner = q.corner & off;
        const centre = q.centre & off;
        if (corner !== 0 || centre !== 0) pairMarks.push(other, corner, centre);
        q.corner &= ~off;
        q.centre &= ~off;
      }
    }
    const took: Took = { corner: s.corner, centre: s.centre, cornerPeers, centrePeers, ...(pairMarks.length > 0 ? { pairMarks } : {}) };
    s.value = digit;
    s.took = took;
  }

  /**
   * Clears the digit of `cell` inside a command and gives back what it took: the cell's own
   * marks, and to each cell it tidied that is still empty the digits it lost there that the
   * placed digits allow again (no other copy in sight, no pair rule against them).
   */
  private takeBack(cell: number, next: Next): void {
    const s = next(cell);
    const digit = s.value;
    if (digit === 0) return;
    const took = s.took;
    s.value = 0;
    delete s.took;
    if (!took) return;
    s.corner = took.corner;
    s.centre = took.centre;
    const b = bit(digit);
    const allowed = (p: number): number => this.allowedBy(p, (q) => next(q).value);
    for (const p of took.cornerPeers) next(p).corner |= b & allowed(p);
    for (const p of took.centrePeers) next(p).centre |= b & allowed(p);
    const pairs = took.pairMarks ?? [];
    for (let k = 0; k < pairs.length; k += 3) {
      const q = next(pairs[k]);
      const back = allowed(pairs[k]);
      q.corner |= pairs[k + 1] & back;
      q.centre |= pairs[k + 2] & back;
    }
  }

  /**
   * Runs an edit: `edit` asks `next(cell)` for the cell's new state (a copy it may change), the
   * changed cells are written and recorded as one command. Returns whether anything changed.
   */
  private change(label: string, edit: (next: Next) => void): boolean {
    const staged = new Map<number, CellState>();
    edit((cell) => {
      let s = staged.get(cell);
      if (!s) staged.set(cell, (s = this.stateOf(cell)));
      return s;
    });
    const command: Command = { label, cells: [], before: [], after: [] };
    for (const [cell, after] of staged) {
      const before = this.stateOf(cell);
      if (after.value !== 0) after.corner = after.centre = 0; // kept in `took`, given back when the digit goes
      if (sameState(before, after)) continue;
      command.cells.push(cell);
      command.before.push(before);
      command.after.push(after);
    }
    if (command.cells.length === 0) return false;
    command.cells.forEach((c, i) => this.write(c, command.after[i]));
    this.history.push(command);
    return true;
  }

  private write(cell: number, s: CellState): void {
    this.values[cell] = s.value;
    this.corner[cell] = s.corner;
    this.centre[cell] = s.centre;
    this.colour[cell] = s.colour;
    if (s.took) this.took.set(cell, s.took);
    else this.took.delete(cell);
  }
}

/**
 * Every house of a board: rows, columns, boxes (from the package's geometry) or the regions
 * in their place, then the rules' further houses.
 * @throws {RangeError} when a region label or a house's cell is off the board
 */
function unitsOf(geometry: Geometry | undefined, N: number, rules: GameRules): number[][] {
  const C = N * N;
  const line = (start: number, step: number): number[] => Array.from({ length: N }, (_, k) => start + k * step);
  const units: number[][] = [...Array.from({ length: N }, (_, r) => line(r * N, 1)), ...Array.from({ length: N }, (_, c) => line(c, N))];
  if (geometry) {
    for (let u = 2 * N; u < 3 * N; u++) units.push(Array.from(geometry.units.subarray(u * N, (u + 1) * N)));
  } else if (rules.regions) {
    if (rules.regions.length !== C) throw new RangeError(`expected ${C} region labels, got ${rules.regions.length}`);
    const regions: number[][] = Array.from({ length: N }, () => []);
    rules.regions.forEach((label, cell) => {
      if (!Number.isInteger(label) || label < 0 || label >= N) throw new RangeError(`expected a region label 0-${N - 1}, got ${String(label)}`);
      regions[label].push(cell);
    });
    units.push(...regions);
  }
  for (const house of rules.houses ?? []) {
    for (const c of house) if (!Number.isInteger(c) || c < 0 || c >= C) throw new RangeError(`expected a cell 0-${C - 1}, got ${String(c)}`);
    units.push([...house]);
  }
  return units;
}

function sameState(a: CellState, b: CellState): boolean {
  return a.value === b.value && a.corner === b.corner && a.centre === b.centre && a.colour === b.colour && a.took === b.took;
}
