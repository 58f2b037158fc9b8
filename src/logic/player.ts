/**
 * A player's grid: the puzzle's givens, the digits the player entered (which may be wrong, and
 * may even repeat in a house) and, optionally, the pencil marks the player kept.
 *
 * Owns: {@link playerGrid} (building the grid from those three parts), {@link gridOf} (what the
 * logic functions accept where they take a grid: a grid, a puzzle in any form, or a player's
 * grid) and {@link findMistake} (the first thing a player got wrong, judged against the
 * solution of the givens). Does not own: the grid (`grid.ts`), reading puzzles
 * (`src/api/input.ts`) or pencil-mark text (`pencil.ts`), or the wording of hints (`solver.ts`).
 *
 *   puzzle   "53..7....6..195…"       the givens: only they decide the solution
 *   entered  "..4..8…" / [0,0,4,…]    the player's digits (a cell that is a given must agree)
 *   marks    pencil-mark text / [[1,2],[],…]   the candidates each empty cell kept
 *                                     (absent: every candidate the placed digits allow)
 *
 * An entered digit is placed like any digit (it leaves the candidates of its peers), even a
 * wrong or repeated one: the grid keeps it in `values` (with `givens` 0), so nothing is lost and
 * {@link findMistake} reports it before anything it caused.
 */
import { parseAny } from '../api/input.js';
import { checkKeys, checkSolveValues, keysOf, nameCall, show, SOLVE_OPTION_KEYS } from '../api/options.js';
import type { PuzzleInput, SolveOptions } from '../api/types.js';
import type { ReadonlyDeep, VariantPuzzleInput } from '../variant/model.js';
import type { FpuzzlesPuzzle } from '../variant/rules/rule.js';
import { findBoardConflict } from '../board/conflicts.js';
import { decode, decoderFor } from '../text/alphabet.js';
import { conflictError } from '../text/messages.js';
import { SudokuParseError } from '../text/parse-error.js';
import { CandidateGrid, bit } from './grid.js';
import { readPencilMarks } from './pencil.js';
import type { HouseRef } from './types.js';
import { cellName, digitName, unitHouse } from './words.js';

/**
 * The parts of a player's grid (see the module header).
 * @category Pencil marks and player grids
 */
export interface PlayerGridInput {
  /**
   * The givens: any puzzle form the package reads, 4×4 to 25×25; for `hint` and `nextStep`, a
   * variant puzzle too (a `VariantPuzzle`, an f-puzzles object, or as text f-puzzles JSON or a
   * link), whose `entered` and `marks` are read the same way on its N×N cells.
   */
  puzzle: PuzzleInput | VariantPuzzleInput | ReadonlyDeep<FpuzzlesPuzzle>;
  /**
   * The player's digits: a string of one symbol per cell (whitespace and `|` ignored; `.`, `0`,
   * `-`, `_` empty) or an array of N² integers 0…N. Givens may be repeated here (they must agree).
   */
  entered?: PuzzleInput;
  /**
   * The pencil marks: text in any form `gridFromPencilMarks` reads, or an array of N² entries,
   * each the digits kept in that cell (an array of numbers or a string of symbols; `null` or
   * `undefined` = every candidate). Entries of filled cells are ignored.
   */
  marks?: string | readonly (readonly number[] | string | null | undefined)[];
}

/**
 * What a player got wrong.
 * @category Pencil marks and player grids
 */
export interface Mistake {
  /**
   * `conflict`: one digit twice in a house; `wrong-digit`: an entered digit that is not the
   * solution's; `removed-candidate`: the solution's digit is no longer a candidate of an empty cell.
   */
  kind: 'conflict' | 'wrong-digit' | 'removed-candidate';
  /** The cells at fault (both cells of a conflict, the given first when one is). */
  cells: number[];
  /** The house of a conflict. */
  house?: HouseRef;
  /** The digit in question: the repeated or wrong digit (not given for a removed candidate). */
  digit?: number;
  /** The solution's digit of the cell (wrong digit, removed candidate). */
  truth?: number;
}

/** The keys of {@link PlayerGridInput}. */
export const PLAYER_KEYS = keysOf<PlayerGridInput>()({ puzzle: true, entered: true, marks: true });

/**
 * A player's grid from its parts.
 * @param input the givens, the entered digits and the pencil marks
 * @param options `size` and `alphabet` as for the puzzle functions (how the text is read)
 * @throws {SudokuParseError} for a puzzle that does not read, an entered symbol that is not a digit
 *   of the board, or an entered digit that differs from the given in its cell (naming the cell)
 * @throws {TypeError} for a wrong type or an unknown key
 * @throws {RangeError} for `entered` or `marks` of another number of cells
 * @category Pencil marks and player grids
 */
export function playerGrid(input: PlayerGridInput, options?: SolveOptions): CandidateGrid {
  try {
    checkKeys(options, SOLVE_OPTION_KEYS, 'playerGrid');
    checkSolveValues(options, 'playerGrid');
    return readPlayerGrid(input, options);
  } catch (error) {
    throw nameCall(error, 'playerGrid'); // the shared checks below, named
  }
}

/** {@link playerGrid} with its options already checked (the logic functions pass theirs). */
function readPlayerGrid(input: PlayerGridInput, options: SolveOptions | undefined): CandidateGrid {
  if (typeof input !== 'object' || input === null || Array.isArray(input) || !('puzzle' in input)) {
    throw new TypeError(`sudoku-wasm: playerGrid: expected { puzzle, entered?, marks? }, got ${show(input)}`);
  }
  checkKeys(input, PLAYER_KEYS, "the player's grid", 'key'); // named by the public call (hint, nextStep, playerGrid, …)
  const board = parseAny(input.puzzle, options);
  const grid = CandidateGrid.fromBoard(board.n, board.cells);
  if (input.entered !== undefined) {
    const entered = readEntered(input.entered, grid.N, options);
    for (let cell = 0; cell < grid.C; cell++) {
      const d = entered[cell];
      if (d === 0) continue;
      if (grid.givens[cell]) {
        if (grid.values[cell] !== d) {
          throw new SudokuParseError(
            'CONFLICT',
            `${cellName(cell, grid.N)} is a given ${digitName(grid.values[cell], grid.N)}, but entered holds ${digitName(d, grid.N)} there`,
            { cell: cell + 1 },
          );
        }
        continue;
      }
      grid.place(cell, d); // even a wrong or repeated digit: findMistake reports it
    }
  }
  if (input.marks !== undefined) {
    const kept = readMarks(input.marks, grid.N, options);
    for (let cell = 0; cell < grid.C; cell++) if (grid.values[cell] === 0) grid.cands[cell] &= kept[cell];
  }
  return grid;
}

/**
 * What the logic functions accept where they take a grid: a {@link CandidateGrid} (used as it
 * is), a {@link PlayerGridInput}, or a puzzle in any form (its givens, every candidate).
 * @throws as {@link playerGrid} and the puzzle parser
 * @category Pencil marks and player grids
 */
export function gridOf(input: CandidateGrid | PuzzleInput | PlayerGridInput, options?: SolveOptions): CandidateGrid {
  try {
    checkKeys(options, SOLVE_OPTION_KEYS, 'gridOf');
    checkSolveValues(options, 'gridOf');
    return toGrid(input, options);
  } catch (error) {
    throw nameCall(error, 'gridOf'); // the shared checks below, named
  }
}

/**
 * {@link gridOf} with its options already checked: the logic functions pass their own options
 * (engine options among others), checked by their own names.
 */
export function toGrid(input: CandidateGrid | PuzzleInput | PlayerGridInput, options: SolveOptions | undefined): CandidateGrid {
  if (input instanceof CandidateGrid) return refuseRepeatedGivens(input);
  if (isPlayerGridInput(input)) return readPlayerGrid(input, options);
  const board = parseAny(input, options);
  return CandidateGrid.fromBoard(board.n, board.cells);
}

/**
 * A grid whose givens repeat a digit in a house is not a puzzle: the same `CONFLICT` error the
 * reader gives for such givens as text (without a line), so that every form of one grid gets one
 * answer. Placed digits that are not givens may repeat: a player's mistake, which `hint` names.
 * @throws {SudokuParseError} `CONFLICT`, naming the first repeat among the givens
 */
function refuseRepeatedGivens(grid: CandidateGrid): CandidateGrid {
  const givens = grid.values.map((v, cell) => (grid.givens[cell] ? v : 0));
  const conflict = findBoardConflict(givens, grid.n);
  if (conflict !== null) throw conflictError(conflict, grid.n, undefined, undefined);
  return grid;
}

/** True when `input` is a player's grid: a plain object with a `puzzle` key. */
export function isPlayerGridInput(input: unknown): input is PlayerGridInput {
  return typeof input === 'object' && input !== null && !Array.isArray(input) && !ArrayBuffer.isView(input) && 'puzzle' in input;
}

/**
 * Refuses a grid in play where only a puzzle is taken (`logicSolve`, `rate` start from the
 * givens), saying what to pass instead: the puzzle reader would take the object for a variant.
 * @param where the public function, for the message
 * @throws {TypeError} for a {@link CandidateGrid} or a {@link PlayerGridInput}
 */
export function refuseGridInPlay(input: unknown, where: string): void {
  const what = input instanceof CandidateGrid ? 'a CandidateGrid' : isPlayerGridInput(input) ? "a player's grid { puzzle, entered, marks }" : null;
  if (what === null) return;
  throw new TypeError(`sudoku-wasm: ${where} takes a puzzle, not ${what}: pass the puzzle's givens, or ask hint, nextStep or findAll about the grid in play`);
}

/**
 * The first mistake of a grid in play, in this order: a digit repeated in a house (no solution
 * needed), an entered digit that differs from the solution, a solution digit missing from an
 * empty cell's candidates. Null when the grid agrees with the solution.
 * @param input a grid, a player's grid (`{ puzzle, entered, marks }`) or a puzzle in any form
 * @param solution the solution of the grid's givens: N² numbers, or its text (`logicSolve`'s
 *   `solution`)
 * @throws {RangeError} for numbers that are not N² digits of the grid
 * @throws {SudokuParseError} for a text that is not a board of the grid's size, a player's
 *   grid or puzzle that does not read (as {@link playerGrid}), or a grid whose givens repeat a
 *   digit in a house (`CONFLICT`)
 * @example
 * ```ts
 * import { findMistake, logicSolve } from 'sudoku-wasm';
 *
 * const puzzle = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
 * const { solution } = logicSolve(puzzle);
 * // the player entered 5 in r1c1, where the solution has 4
 * findMistake({ puzzle, entered: '5' + '.'.repeat(80) }, solution); // → { kind: 'wrong-digit', cells: [0], digit: 5, truth: 4 }
 * findMistake({ puzzle, entered: '4' + '.'.repeat(80) }, solution); // → null
 * ```
 * @category Pencil marks and player grids
 */
export function findMistake(input: CandidateGrid | PuzzleInput | PlayerGridInput, solution: ArrayLike<number> | string): Mistake | null {
  try {
    const grid = toGrid(input, undefined);
    return findConflict(grid) ?? findWrong(grid, solutionValues(grid, solution));
  } catch (error) {
    throw nameCall(error, 'findMistake'); // the shared checks below, named
  }
}

/**
 * The solution's N² values: numbers as given, or a text (`logicSolve`'s `solution`) read in the
 * grid's size. @throws {RangeError} for numbers that are not N² values 1–N
 * @throws {SudokuParseError} for a text that is not a board of the grid's size
 */
function solutionValues(grid: CandidateGrid, solution: ArrayLike<number> | string): ArrayLike<number> {
  if (typeof solution === 'string') return parseAny(solution, { size: grid.n }).cells;
  const fits = solution !== null && typeof solution === 'object' && solution.length === grid.C;
  for (let i = 0; fits && i < grid.C; i++) {
    const v = solution[i];
    if (!(Number.isInteger(v) && v >= 1 && v <= grid.N)) {
      throw new RangeError(`sudoku-wasm: findMistake: solution[${i}]: expected a digit from 1 to ${grid.N}, got ${show(v)}`);
    }
  }
  if (!fits) throw new RangeError(`sudoku-wasm: findMistake: solution: expected ${grid.C} values (numbers or a text), got ${show(solution)}`);
  return solution;
}

/** Two cells of one house holding the same digit (givens or entered). */
export function findConflict(grid: CandidateGrid): Mistake | null {
  const { N, values } = grid;
  for (let u = 0; u < 3 * N; u++) {
    const cells = grid.unitCells(u);
    const seen = new Int32Array(N + 1).fill(-1);
    for (let k = 0; k < N; k++) {
      const cell = cells[k];
      const d = values[cell];
      if (d === 0) continue;
      if (seen[d] >= 0) {
        const first = seen[d];
        const pair = grid.givens[cell] && !grid.givens[first] ? [cell, first] : [first, cell];
        return { kind: 'conflict', cells: pair, house: unitHouse(u, N), digit: d };
      }
      seen[d] = cell;
    }
  }
  return null;
}

function findWrong(grid: CandidateGrid, solution: ArrayLike<number>): Mistake | null {
  for (let cell = 0; cell < grid.C; cell++) {
    const v = grid.values[cell];
    if (v !== 0 && v !== solution[cell]) return { kind: 'wrong-digit', cells: [cell], digit: v, truth: solution[cell] };
  }
  for (let cell = 0; cell < grid.C; cell++) {
    if (grid.values[cell] === 0 && !grid.has(cell, solution[cell])) {
      return { kind: 'removed-candidate', cells: [cell], truth: solution[cell] };
    }
  }
  return null;
}

/** The entered digits as N² values (0 = none). */
export function readEntered(entered: unknown, N: number, options?: SolveOptions): Uint8Array {
  const C = N * N;
  const out = new Uint8Array(C);
  if (typeof entered === 'string') {
    const text = entered.replace(/[\s|]+/g, '');
    if (text.length !== C) throw new RangeError(`sudoku-wasm: entered: expected ${C} cells (one symbol each), got ${text.length}`);
    const decoder = decoderFor(alphabetOf(options, N), N);
    for (let cell = 0; cell < C; cell++) {
      const v = decode(decoder, text.charCodeAt(cell));
      if (v < 0 || v > N) {
        throw new SudokuParseError('BAD_CHAR', `entered: ${cellName(cell, N)}: '${text[cell]}' is not a digit of a ${N}×${N} board`, {
          cell: cell + 1,
          char: text[cell],
        });
      }
      out[cell] = v;
    }
    return out;
  }
  const list = entered as ArrayLike<unknown>;
  if (typeof entered !== 'object' || entered === null || typeof list.length !== 'number') {
    throw new TypeError(`sudoku-wasm: entered: expected a string or an array of ${C} digits, got ${show(entered)}`);
  }
  if (list.length !== C) throw new RangeError(`sudoku-wasm: entered: expected ${C} cells, got ${list.length}`);
  for (let cell = 0; cell < C; cell++) {
    const v = list[cell];
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > N) {
      throw new RangeError(`sudoku-wasm: entered[${cell}] (${cellName(cell, N)}): expected an integer from 0 to ${N}, got ${show(v)}`);
    }
    out[cell] = v;
  }
  return out;
}

/** The kept candidates as one mask per cell. */
export function readMarks(marks: unknown, N: number, options?: SolveOptions): Int32Array {
  const C = N * N;
  const all = (1 << N) - 1;
  if (typeof marks === 'string') {
    const sets = readPencilMarks(marks, N);
    return Int32Array.from(sets);
  }
  if (!Array.isArray(marks)) throw new TypeError(`sudoku-wasm: marks: expected pencil-mark text or an array of ${C} digit lists, got ${show(marks)}`);
  if (marks.length !== C) throw new RangeError(`sudoku-wasm: marks: expected ${C} cells, got ${marks.length}`);
  const decoder = decoderFor(alphabetOf(options, N), N);
  const out = new Int32Array(C);
  for (let cell = 0; cell < C; cell++) {
    const entry: unknown = marks[cell];
    if (entry === null || entry === undefined) {
      out[cell] = all;
      continue;
    }
    const digits: unknown[] = typeof entry === 'string' ? [...entry].map((ch) => decode(decoder, ch.charCodeAt(0))) : Array.isArray(entry) ? entry : [entry];
    if (typeof entry !== 'string' && !Array.isArray(entry)) {
      throw new TypeError(`sudoku-wasm: marks[${cell}] (${cellName(cell, N)}): expected an array of digits or a string, got ${show(entry)}`);
    }
    for (const d of digits) {
      if (typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > N) {
        throw new RangeError(`sudoku-wasm: marks[${cell}] (${cellName(cell, N)}): expected digits from 1 to ${N}, got ${typeof entry === 'string' ? JSON.stringify(entry) : show(d)}`);
      }
      out[cell] |= bit(d);
    }
  }
  return out;
}

function alphabetOf(options: SolveOptions | undefined, N: number): NonNullable<SolveOptions['alphabet']> {
  const a = options?.alphabet;
  return a === undefined || a === 'auto' || (a === 'hex' && N > 16) ? 'alnum' : a;
}
