/**
 * Undo and redo as a stack of commands. A command is what one player action changed: the cells
 * it touched, each with its state before and after, so undoing puts the "before" states back and
 * redoing the "after" states.
 *
 * Owns: {@link History}, {@link Command}, {@link CellState}. Does not own: what an action does
 * to the cells (`game.ts`) or when the page calls undo/redo (the input layer).
 */

/** Everything a player can change in one cell. Masks hold bit d−1 for digit d. */
export interface CellState {
  /** Placed digit, 0 = empty. */
  value: number;
  /** Corner pencil marks (mask). */
  corner: number;
  /** Centre pencil marks (mask): the player's candidates. */
  centre: number;
  /** Cell colour 1…9, 0 = none. */
  colour: number;
  /**
   * What the cell's digit took when it was placed (absent for an empty cell, a given or a
   * solution filled in): given back when the digit goes (`game.ts`).
   */
  took?: Took;
}

/**
 * What placing a digit took: the cell's own marks, the peers whose corner or centre marks lost
 * the digit, and the marks pair rules took from the cells they join to this one (tidy marks).
 * Never changed once made (commands share it).
 */
export interface Took {
  readonly corner: number;
  readonly centre: number;
  readonly cornerPeers: readonly number[];
  readonly centrePeers: readonly number[];
  /**
   * The marks pair rules took (a placed 5 takes 4 and 6 from a non-consecutive neighbour), as
   * triples: cell, corner marks taken, centre marks taken (masks). Absent when there were none.
   */
  readonly pairMarks?: readonly number[];
}

/** One undoable action: the changed cells with their states before and after. */
export interface Command {
  /** What the action was, in player words, for announcing it ("Undone: 5 in r1c1"). */
  label: string;
  cells: number[];
  before: CellState[];
  after: CellState[];
}

/** The undo stack and the redo stack; a new command clears the redo stack. */
export class History {
  private readonly done: Command[];
  private readonly undone: Command[];

  /**
   * An empty history, or one restored from its stacks (as {@link History.stacks} gave them;
   * the last command of each is the next to undo or redo).
   */
  constructor(done: readonly Command[] = [], undone: readonly Command[] = []) {
    this.done = [...done];
    this.undone = [...undone];
  }

  /** Both stacks (copies), oldest first: what a saved game keeps. */
  stacks(): { done: Command[]; undone: Command[] } {
    return { done: [...this.done], undone: [...this.undone] };
  }

  /** Records a command that has just been applied. */
  push(command: Command): void {
    this.done.push(command);
    this.undone.length = 0;
  }

  /** The command to undo (moved to the redo stack), or null when there is none. */
  undo(): Command | null {
    const command = this.done.pop() ?? null;
    if (command) this.undone.push(command);
    return command;
  }

  /** The command to redo (moved back to the undo stack), or null when there is none. */
  redo(): Command | null {
    const command = this.undone.pop() ?? null;
    if (command) this.done.push(command);
    return command;
  }

  /** Whether there is anything to undo. */
  get canUndo(): boolean {
    return this.done.length > 0;
  }

  /** Whether there is anything to redo. */
  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** Forgets everything (a new puzzle). */
  clear(): void {
    this.done.length = 0;
    this.undone.length = 0;
  }
}
